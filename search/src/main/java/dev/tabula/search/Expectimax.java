package dev.tabula.search;

import com.google.errorprone.annotations.CheckReturnValue;
import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Evaluation;
import dev.tabula.core.Game;
import dev.tabula.core.GameResult;
import dev.tabula.core.Heuristics;
import java.util.Arrays;
import java.util.Objects;
import java.util.function.LongSupplier;
import org.jspecify.annotations.Nullable;

/**
 * Depth-limited expectimax for any game: any number of players, with or without chance. Chance
 * nodes take the expectation of their outcomes under their exact probabilities ({@link
 * Game#chanceOutcomes}); decision nodes follow max-n: each node carries a value per player, and the
 * player to move picks the child best for itself (the first in the game's order on ties), whatever
 * that does to the others. For two-player zero-sum games with a symmetric evaluation this is
 * expectiminimax. Depth counts plies including chance plies, so depth 2 from a decision followed by
 * a die roll sees the roll's outcomes evaluated. There is no pruning and no transposition table.
 *
 * <pre>{@code
 * SearchAgent<MarrakechState, MarrakechMove> bot = Expectimax.builder().depth(3).build();
 * }</pre>
 *
 * <p>The budget, the values, ties, determinism, threads and errors follow the {@linkplain
 * dev.tabula.search common contract of the depth-first searches}. {@link SearchResult#rootMoves()}
 * holds the exact value of every root move at the last completed depth (NaN if not searched);
 * {@code visits} are 0. The principal variation stops at the first chance node.
 *
 * <h2>Inside</h2>
 *
 * Every node gets a value vector, one entry per player: at a terminal state {@code returns(p) * (1
 * - ply * 2^-20)} ({@code ply} counted from the root, so quicker wins and slower losses score
 * higher), at the horizon {@code evaluate(state, p)}, at a chance node the sum of {@link
 * ChanceOutcome#probability()} times the outcome's vector, in the outcomes' order, and at a
 * decision node the vector of the child that is best for the player to move, the first in the
 * game's order on ties. There is no pruning, so every root move gets its exact value. Vectors live
 * in two arrays per ply, reused; a search allocates nothing per node beyond what the game does.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public final class Expectimax<S, M> extends DepthFirst<S, M> {
  /** The default budget: depth 3. */
  static final Budget DEFAULT_BUDGET = Budget.ofDepth(3);

  private Expectimax(@Nullable Evaluation<S> evaluation, Budget defaultBudget, LongSupplier clock) {
    super(evaluation, defaultBudget, clock);
  }

  /**
   * Starts configuring an expectimax agent, with the defaults: the game's own evaluation ({@link
   * Heuristics#evaluationOf}) and a budget of depth 3.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @return the builder
   */
  public static <S, M> Builder<S, M> builder() {
    return new Builder<>(new Draft<>());
  }

  @Override
  Run<S, M> newRun(
      Game<S, M> game, S root, Budget budget, NodeCounter counter, Evaluation<S> evaluation) {
    return new Run<>(game, evaluation, budget, counter);
  }

  /** The settings of a builder, copied by every change. */
  private static final class Draft<S> extends SearchBuilder.SearchDraft<Draft<S>> {
    @Nullable Evaluation<? super S> evaluation;
  }

  /**
   * The settings of an expectimax agent ({@link Expectimax#builder()}): immutable, every setting
   * returns a new builder. The budget settings ({@link #depth}, {@link #nodes}, {@link #time}) make
   * the budget of {@link SearchAgent#choose}; when none is set, it is depth 3.
   *
   * @param <S> the state type
   * @param <M> the move type
   */
  @CheckReturnValue
  public static final class Builder<S, M> extends DepthFirstBuilder<Draft<S>, Builder<S, M>> {
    private Builder(Draft<S> draft) {
      super(draft, Builder::new);
    }

    /**
     * Sets the evaluation at the horizon (default: the game's own, {@link Heuristics#evaluationOf},
     * which is 0 everywhere for a game without {@link Heuristics}).
     *
     * @param evaluation the value of positions for every player, in (-1, 1)
     * @return the new builder
     */
    public Builder<S, M> evaluation(Evaluation<? super S> evaluation) {
      Objects.requireNonNull(evaluation, "evaluation");
      return with(d -> d.evaluation = evaluation);
    }

    /**
     * Makes the agent.
     *
     * @param <S1> the state type of the game it plays: the builder's, or narrower
     * @param <M1> the move type of the game it plays: the builder's, or narrower
     * @return the agent (immutable, thread-safe)
     */
    @SuppressWarnings("unchecked") // the evaluation takes any S, so any narrower S1 too
    public <S1 extends S, M1 extends M> Expectimax<S1, M1> build() {
      Draft<S> d = draft();
      return new Expectimax<>((Evaluation<S1>) d.evaluation, d.budget(DEFAULT_BUDGET), d.clock);
    }
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
