package dev.tabula.core;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * What the two depth-first searches, {@link AlphaBeta} and {@link Expectimax}, share: the
 * evaluation and default budget, the checks of a search call, and ({@link Run}) the working memory
 * of iterative deepening at the root with its principal variation.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
abstract class DepthFirst<S, M> implements SearchAgent<S, M> {
  /** The deepest iteration; deeper budgets are clamped to it. */
  static final int MAX_DEPTH = 1000;

  final Evaluation<S> evaluation;
  private final Budget defaultBudget;

  DepthFirst(Evaluation<S> evaluation, Budget defaultBudget) {
    this.evaluation = evaluation;
    this.defaultBudget = defaultBudget;
  }

  @Override
  public final Budget defaultBudget() {
    return defaultBudget;
  }

  @Override
  public final SearchResult<M> search(
      Game<S, M> game, S state, Budget budget, RandomGenerator random) {
    Objects.requireNonNull(budget, "budget");
    Objects.requireNonNull(random, "random");
    checkGame(game);
    return run(game, state, Searches.mover(game, state), budget);
  }

  /**
   * Throws an {@link IllegalArgumentException} if this search cannot play the game.
   *
   * @param game the game of a search call
   */
  void checkGame(Game<S, M> game) {}

  /** Searches from {@code state}, a decision node of player {@code me}. */
  abstract SearchResult<M> run(Game<S, M> game, S state, int me, Budget budget);

  /** The working memory of one search call: the root, the iteration under way, the lines. */
  abstract static class Run<S, M> {
    final Game<S, M> game;
    private final Evaluation<S> evaluation;
    final NodeCounter counter;
    final int maxDepth;
    final int maxLegal;
    private long start;
    int[][] moves = new int[0][];
    int[][] pv = new int[0][];
    int[] pvLength = new int[0];
    boolean horizonHit;

    // The root, in the game's order; the iteration under way writes these.
    int[] rootIds = new int[0];
    double[] iterationValues = new double[0];
    int iterationBest = -1;
    int[] iterationLine = new int[0];

    Run(Game<S, M> game, Evaluation<S> evaluation, Budget budget) {
      this.game = game;
      this.evaluation = evaluation;
      this.counter = new NodeCounter(budget);
      this.maxDepth = budget.depth() > 0 ? Math.min(budget.depth(), MAX_DEPTH) : MAX_DEPTH;
      this.maxLegal = game.maxLegalActions();
    }

    /**
     * Lists the root's legal action ids in {@link #rootIds} and sizes the iteration's values.
     *
     * @return the root's values, one per legal move, all NaN (not searched)
     */
    final double[] startRoot(S root) {
      start = System.nanoTime();
      int[] buffer = new int[maxLegal];
      int n = game.legalActions(root, buffer);
      rootIds = Arrays.copyOf(buffer, n);
      double[] values = new double[n];
      Arrays.fill(values, Double.NaN);
      iterationValues = new double[n];
      return values;
    }

    /** Root move {@code i}, action {@code id}, is the iteration's best: its line becomes its. */
    final void rootBest(int i, int id) {
      iterationBest = i;
      int length = pvLength[1] - 1;
      iterationLine = new int[1 + length];
      iterationLine[0] = id;
      System.arraycopy(pv[1], 1, iterationLine, 1, length);
    }

    /** The line at {@code ply}: action {@code id}, then the line found below it. */
    final void updatePv(int ply, int id) {
      int[] line = pv[ply];
      line[ply] = id;
      int end = pvLength[ply + 1];
      System.arraycopy(pv[ply + 1], ply + 1, line, ply + 1, end - ply - 1);
      pvLength[ply] = end;
    }

    /** The evaluation, checked to be in (-1, 1). */
    final double evaluate(S s, int player) {
      double v = evaluation.evaluate(s, player);
      if (!(v > -1 && v < 1)) {
        throw new IllegalStateException(
            "an evaluation must be in (-1, 1), got " + v + " at " + game.formatState(s));
      }
      return v;
    }

    /** The search's result: every root move with its value, the best one and its line. */
    final SearchResult<M> result(
        S root, int best, double bestValue, double[] values, int depthDone, int[] line) {
      List<M> legal = game.legalMoves(root);
      List<SearchResult.RootMove<M>> rootMoves = new ArrayList<>(values.length);
      for (int i = 0; i < values.length; i++) {
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
  }
}
