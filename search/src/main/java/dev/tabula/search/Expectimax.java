package dev.tabula.search;

import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Evaluation;
import dev.tabula.core.Game;
import dev.tabula.core.GameResult;
import java.util.Arrays;
import java.util.function.LongSupplier;

/**
 * Depth-limited expectimax with max-n decisions and iterative deepening, for any number of players
 * and games with or without chance. See {@link Searches#expectimax} for the contract.
 *
 * <p>Every node gets a value vector, one entry per player: at a terminal state {@code returns(p) *
 * (1 - ply * 2^-20)} ({@code ply} counted from the root, so quicker wins and slower losses score
 * higher), at the horizon {@code evaluate(state, p)}, at a chance node the sum of {@link
 * ChanceOutcome#probability()} times the outcome's vector, in the outcomes' order, and at a
 * decision node the vector of the child that is best for the player to move, the first in the
 * game's order on ties. There is no pruning, so every root move gets its exact value. Vectors live
 * in two arrays per ply, reused; a search allocates nothing per node beyond what the game does.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
final class Expectimax<S, M> extends DepthFirst<S, M> {
  Expectimax(Evaluation<S> evaluation, Budget defaultBudget) {
    this(evaluation, defaultBudget, System::nanoTime);
  }

  /** An agent whose time budgets are kept by {@code clock} (nanoseconds), for tests. */
  Expectimax(Evaluation<S> evaluation, Budget defaultBudget, LongSupplier clock) {
    super(evaluation, defaultBudget, clock);
  }

  @Override
  SearchResult<M> run(Game<S, M> game, S state, int me, Budget budget, NodeCounter counter) {
    return new Run<>(game, evaluation, budget, counter).deepen(state, me);
  }

  /** The working memory of one search call. */
  private static final class Run<S, M> extends DepthFirst.Run<S, M> {
    private final int players;
    // value[ply]: the vector a node at ply returns; work[ply]: its best or running sum
    private double[][] value = new double[0][];
    private double[][] work = new double[0][];

    Run(Game<S, M> game, Evaluation<S> evaluation, Budget budget, NodeCounter counter) {
      super(game, evaluation, budget, counter);
      this.players = game.numPlayers();
    }

    @Override
    boolean complete(int depth) {
      return !horizonHit; // every line reached the end of the game: the values are exact
    }

    @Override
    void iterate(S root, int me, int depth) {
      ensurePlies(depth + 2, MAX_DEPTH + 2);
      for (int i = 0; i < rootIds.length; i++) {
        int id = rootIds[i];
        counter.count();
        node(game.applyAction(root, id), depth - 1, 1);
        double v = value[1][me];
        rootValue(i, id, v, iterationBest < 0 || v > iterationValue);
      }
    }

    @Override
    void grow(int plies) {
      value = grown(value, plies, () -> new double[players]);
      work = grown(work, plies, () -> new double[players]);
    }

    /** Writes the value vector of {@code s} into {@code value[ply]}. */
    private void node(S s, int depth, int ply) {
      pvLength[ply] = ply;
      double[] out = value[ply];
      int who = game.currentPlayer(s);
      if (who == Game.TERMINAL) {
        GameResult result = game.result(s);
        double scale = 1 - ply * Searches.PLY_DISCOUNT;
        for (int p = 0; p < players; p++) {
          out[p] = result.returns(p) * scale;
        }
        return;
      }
      if (depth == 0) {
        horizonHit = true;
        for (int p = 0; p < players; p++) {
          out[p] = evaluate(s, p);
        }
        return;
      }
      double[] acc = work[ply];
      double[] below = value[ply + 1];
      if (who == Game.CHANCE) {
        Arrays.fill(acc, 0);
        for (ChanceOutcome<M> o : game.chanceOutcomes(s)) {
          counter.count();
          node(game.apply(s, o.outcome()), depth - 1, ply + 1);
          double probability = o.probability();
          for (int p = 0; p < players; p++) {
            acc[p] += probability * below[p];
          }
        }
        System.arraycopy(acc, 0, out, 0, players);
        pvLength[ply] = ply; // the expected line stops at chance
        return;
      }
      int[] ids = moves[ply];
      int n = game.legalActions(s, ids);
      double best = Double.NEGATIVE_INFINITY;
      for (int i = 0; i < n; i++) {
        int id = ids[i];
        counter.count();
        node(game.applyAction(s, id), depth - 1, ply + 1);
        if (below[who] > best) {
          best = below[who];
          System.arraycopy(below, 0, acc, 0, players);
          updatePv(ply, id);
        }
      }
      System.arraycopy(acc, 0, out, 0, players);
    }
  }
}
