package dev.tabula.core;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.random.RandomGenerator;

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
final class Expectimax<S, M> implements SearchAgent<S, M> {
  /** The deepest iteration; deeper budgets are clamped to it. */
  static final int MAX_DEPTH = 1000;

  private final Evaluation<S> evaluation;
  private final Budget defaultBudget;

  Expectimax(Evaluation<S> evaluation, Budget defaultBudget) {
    this.evaluation = evaluation;
    this.defaultBudget = defaultBudget;
  }

  @Override
  public Budget defaultBudget() {
    return defaultBudget;
  }

  @Override
  public SearchResult<M> search(Game<S, M> game, S state, Budget budget, RandomGenerator random) {
    Objects.requireNonNull(budget, "budget");
    Objects.requireNonNull(random, "random");
    int me = Searches.mover(game, state);
    return new Run<>(this, game, budget).run(state, me);
  }

  /** The working memory of one search call. */
  private static final class Run<S, M> {
    private final Game<S, M> game;
    private final Evaluation<S> evaluation;
    private final NodeCounter counter;
    private final int maxDepth;
    private final int players;
    private final int maxLegal;
    private int[][] moves = new int[0][];
    // value[ply]: the vector a node at ply returns; work[ply]: its best or running sum
    private double[][] value = new double[0][];
    private double[][] work = new double[0][];
    private int[][] pv = new int[0][];
    private int[] pvLength = new int[0];
    private boolean horizonHit;

    private int[] rootIds = new int[0];
    private double[] iterationValues = new double[0];
    private int iterationBest = -1;
    private int[] iterationLine = new int[0];

    Run(Expectimax<S, M> agent, Game<S, M> game, Budget budget) {
      this.game = game;
      this.evaluation = agent.evaluation;
      this.counter = new NodeCounter(budget);
      this.maxDepth = budget.depth() > 0 ? Math.min(budget.depth(), MAX_DEPTH) : MAX_DEPTH;
      this.players = game.numPlayers();
      this.maxLegal = game.maxLegalActions();
    }

    SearchResult<M> run(S root, int me) {
      long start = System.nanoTime();
      int[] buffer = new int[maxLegal];
      int n = game.legalActions(root, buffer);
      rootIds = Arrays.copyOf(buffer, n);
      double[] values = new double[n];
      Arrays.fill(values, Double.NaN);
      iterationValues = new double[n];
      int best = 0;
      int[] line = {rootIds[0]};
      int depthDone = 0;
      try {
        for (int depth = 1; depth <= maxDepth; depth++) {
          if (depth > 1 && counter.timeUp()) {
            break;
          }
          iterate(root, me, depth);
          depthDone = depth;
          best = iterationBest;
          line = iterationLine;
          System.arraycopy(iterationValues, 0, values, 0, n);
          if (!horizonHit) {
            break; // every line reached the end of the game: the values are exact
          }
        }
      } catch (NodeCounter.Stop stop) {
        if (depthDone == 0 && iterationBest >= 0) {
          best = iterationBest;
          line = iterationLine;
          System.arraycopy(iterationValues, 0, values, 0, n);
        }
      }
      double bestValue = values[best];
      if (Double.isNaN(bestValue)) {
        bestValue = evaluate(root, me);
      }
      List<M> legal = game.legalMoves(root);
      List<SearchResult.RootMove<M>> rootMoves = new ArrayList<>(n);
      for (int i = 0; i < n; i++) {
        rootMoves.add(new SearchResult.RootMove<>(legal.get(i), 0, values[i]));
      }
      return new SearchResult<>(
          legal.get(best),
          bestValue,
          counter.nodes(),
          depthDone,
          Searches.line(game, root, line),
          rootMoves,
          Duration.ofNanos(System.nanoTime() - start));
    }

    private void iterate(S root, int me, int depth) {
      ensurePlies(depth + 2);
      horizonHit = false;
      Arrays.fill(iterationValues, Double.NaN);
      iterationBest = -1;
      for (int i = 0; i < rootIds.length; i++) {
        int id = rootIds[i];
        counter.count();
        node(game.applyAction(root, id), depth - 1, 1);
        double v = value[1][me];
        iterationValues[i] = v;
        if (iterationBest < 0 || v > iterationValues[iterationBest]) {
          iterationBest = i;
          int length = pvLength[1] - 1;
          iterationLine = new int[1 + length];
          iterationLine[0] = id;
          System.arraycopy(pv[1], 1, iterationLine, 1, length);
        }
      }
    }

    private void ensurePlies(int needed) {
      if (pvLength.length >= needed) {
        return;
      }
      int plies = Math.max(needed, Math.min(2 * pvLength.length, MAX_DEPTH + 2));
      int old = moves.length;
      moves = Arrays.copyOf(moves, plies);
      value = Arrays.copyOf(value, plies);
      work = Arrays.copyOf(work, plies);
      for (int p = old; p < plies; p++) {
        moves[p] = new int[maxLegal];
        value[p] = new double[players];
        work[p] = new double[players];
      }
      pv = new int[plies][plies];
      pvLength = new int[plies];
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
          int[] line = pv[ply];
          line[ply] = id;
          int end = pvLength[ply + 1];
          System.arraycopy(pv[ply + 1], ply + 1, line, ply + 1, end - ply - 1);
          pvLength[ply] = end;
        }
      }
      System.arraycopy(acc, 0, out, 0, players);
    }

    private double evaluate(S s, int player) {
      double v = evaluation.evaluate(s, player);
      if (!(v > -1 && v < 1)) {
        throw new IllegalStateException(
            "an evaluation must be in (-1, 1), got " + v + " at " + game.formatState(s));
      }
      return v;
    }
  }
}
