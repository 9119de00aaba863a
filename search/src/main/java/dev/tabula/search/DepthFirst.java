package dev.tabula.search;

import dev.tabula.core.Evaluation;
import dev.tabula.core.Game;
import dev.tabula.core.Heuristics;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import java.util.random.RandomGenerator;
import org.jspecify.annotations.Nullable;

/**
 * What the two depth-first searches, {@link AlphaBeta} and {@link Expectimax}, share: the
 * evaluation (the game's own when none is given) and default budget, the clock and the checks of a
 * search call, and ({@link Run}) the working memory of iterative deepening at the root with its
 * principal variation.
 *
 * <p>A search's clock starts as it is called, before anything else: the deadline and the reported
 * {@link SearchResult#elapsed()} both count from there, so whatever a search spends on setting up
 * (its table, its buffers) is spent from its budget and shows in its report.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
abstract class DepthFirst<S, M> implements SearchAgent<S, M> {
  /** The deepest iteration; deeper budgets are clamped to it. */
  static final int MAX_DEPTH = 1000;

  /** The evaluation at the horizon; null for the game's own ({@link Heuristics#evaluationOf}). */
  private final @Nullable Evaluation<S> evaluation;

  private final Budget defaultBudget;
  private final LongSupplier clock;

  /**
   * Makes the agent.
   *
   * @param evaluation the evaluation at the horizon, or null for the game's own
   * @param defaultBudget the budget of {@link #choose}
   * @param clock the clock of time budgets, in nanoseconds: {@link System#nanoTime}, or a test's
   */
  DepthFirst(@Nullable Evaluation<S> evaluation, Budget defaultBudget, LongSupplier clock) {
    this.evaluation = evaluation;
    this.defaultBudget = defaultBudget;
    this.clock = clock;
  }

  /** The clock of time budgets, in nanoseconds. */
  final LongSupplier clock() {
    return clock;
  }

  @Override
  public final Budget defaultBudget() {
    return defaultBudget;
  }

  @Override
  public final SearchResult<M> search(
      Game<S, M> game, S state, Budget budget, RandomGenerator random) {
    return search(game, state, budget, random, NO_PROGRESS);
  }

  /** The progress of a search nobody follows: its iterations build no reports. */
  private static final Consumer<Object> NO_PROGRESS = r -> {};

  /**
   * {@inheritDoc}
   *
   * <p>Here: a report after every finished iteration of the iterative deepening, the root moves'
   * values and lines those of that iteration.
   */
  @Override
  public final SearchResult<M> search(
      Game<S, M> game,
      S state,
      Budget budget,
      RandomGenerator random,
      Consumer<? super SearchResult<M>> progress) {
    long start = clock.getAsLong();
    Objects.requireNonNull(budget, "budget");
    Objects.requireNonNull(random, "random");
    Objects.requireNonNull(progress, "progress");
    checkGame(game);
    int me = Searches.mover(game, state);
    Evaluation<S> e = evaluation != null ? evaluation : Heuristics.evaluationOf(game);
    Run<S, M> run = newRun(game, state, budget, new NodeCounter(budget, clock, start), e);
    try {
      return run.deepen(state, me, progress);
    } finally {
      run.end();
    }
  }

  /**
   * Throws an {@link IllegalArgumentException} if this search cannot play the game.
   *
   * @param game the game of a search call
   */
  void checkGame(Game<S, M> game) {}

  /**
   * The working memory of one search call from {@code root}, which counts nodes and time with
   * {@code counter} (its clock started when the search was called) and evaluates with {@code
   * evaluation} at the horizon; the search then {@linkplain Run#deepen deepens} it and {@linkplain
   * Run#end ends} it.
   */
  abstract Run<S, M> newRun(
      Game<S, M> game, S root, Budget budget, NodeCounter counter, Evaluation<S> evaluation);

  /** The working memory of one search call: the root, the iteration under way, the lines. */
  abstract static class Run<S, M> {
    final Game<S, M> game;
    private final Evaluation<S> evaluation;
    final NodeCounter counter;
    final int maxDepth;
    final int maxLegal;
    int[][] moves = new int[0][];
    int[][] pv = new int[0][];
    int[] pvLength = new int[0];
    boolean horizonHit;

    // The root, in the game's order; the iteration under way writes these.
    int[] rootIds = new int[0];
    double[] iterationValues = new double[0];
    int iterationBest = -1;
    double iterationValue = Double.NaN;
    int[] iterationLine = new int[0];
    int[][] iterationLines = new int[0][];

    Run(Game<S, M> game, Evaluation<S> evaluation, Budget budget, NodeCounter counter) {
      this.game = game;
      this.evaluation = evaluation;
      this.counter = counter;
      this.maxDepth = budget.depth() > 0 ? Math.min(budget.depth(), MAX_DEPTH) : MAX_DEPTH;
      this.maxLegal = game.maxLegalActions();
    }

    /**
     * Searches the root with iterative deepening: iterations 1, 2, ... up to the depth limit, until
     * the counter stops the search (an interrupted iteration is discarded, unless it is the first)
     * or {@link #complete} says no deeper iteration can change the result. The deadline is held
     * through iteration 1, which only the node limit can interrupt.
     */
    final SearchResult<M> deepen(S root, int me, Consumer<? super SearchResult<M>> progress) {
      int n = prepare(root);
      List<M> legal = game.legalMoves(root);
      double[] values = new double[n];
      Arrays.fill(values, Double.NaN);
      int[][] lines = new int[n][];
      int best = 0;
      double bestValue = Double.NaN;
      int[] line = {rootIds[0]};
      int depthDone = 0;
      try {
        for (int depth = 1; depth <= maxDepth; depth++) {
          if (depth > 1 && counter.timeUp()) {
            break;
          }
          if (depth == 1) {
            counter.holdDeadline();
          }
          iteration(root, me, depth);
          counter.releaseDeadline();
          depthDone = depth;
          best = iterationBest;
          bestValue = iterationValue;
          line = iterationLine;
          System.arraycopy(iterationValues, 0, values, 0, n);
          System.arraycopy(iterationLines, 0, lines, 0, n);
          boolean last = complete(depth);
          if (progress != NO_PROGRESS) {
            progress.accept(result(root, legal, best, bestValue, line, values, lines, depthDone));
          }
          if (last) {
            break;
          }
          nextIteration(values, best);
        }
      } catch (NodeCounter.Stop stop) {
        if (depthDone == 0 && iterationBest >= 0) {
          // Not even depth 1 finished: the best of the moves it did evaluate.
          best = iterationBest;
          bestValue = iterationValue;
          line = iterationLine;
          System.arraycopy(iterationValues, 0, values, 0, n);
          System.arraycopy(iterationLines, 0, lines, 0, n);
        }
      }
      if (Double.isNaN(bestValue)) {
        bestValue = evaluate(root, me);
      }
      return result(root, legal, best, bestValue, line, values, lines, depthDone);
    }

    /**
     * Readies the root: its legal actions in the game's order, and room for an iteration's values
     * and lines.
     *
     * @return the number of root moves
     */
    final int prepare(S root) {
      int[] buffer = new int[maxLegal];
      int n = game.legalActions(root, buffer);
      rootIds = Arrays.copyOf(buffer, n);
      iterationValues = new double[n];
      iterationLines = new int[n][];
      return n;
    }

    /** One iteration to {@code depth}, the iteration fields reset first. */
    final void iteration(S root, int me, int depth) {
      horizonHit = false;
      Arrays.fill(iterationValues, Double.NaN);
      Arrays.fill(iterationLines, null);
      iterationBest = -1;
      iterationValue = Double.NaN;
      iterate(root, me, depth);
    }

    /** The nodes searched so far, as the result reports them. */
    long nodes() {
      return counter.nodes();
    }

    /** The result of the search so far: the iteration to {@code depthDone}, or a partial one. */
    private SearchResult<M> result(
        S root,
        List<M> legal,
        int best,
        double bestValue,
        int[] line,
        double[] values,
        int[][] lines,
        int depthDone) {
      List<SearchResult.RootMove<M>> rootMoves = new ArrayList<>(legal.size());
      for (int i = 0; i < legal.size(); i++) {
        List<M> l = lines[i] == null ? List.of() : Searches.line(game, root, lines[i]);
        rootMoves.add(new SearchResult.RootMove<>(legal.get(i), 0, reported(values[i]), l));
      }
      return new SearchResult<>(
          legal.get(best),
          reported(bestValue),
          nodes(),
          depthDone,
          Searches.line(game, root, line),
          rootMoves,
          counter.elapsed());
    }

    /**
     * One iteration at the root, to {@code depth} plies, the iteration fields reset: it calls
     * {@link #rootValue} for each root move.
     */
    abstract void iterate(S root, int me, int depth);

    /** Whether the iteration just done to {@code depth} makes deeper ones pointless. */
    abstract boolean complete(int depth);

    /** Releases what the search borrowed, when it ends normally or not. */
    void end() {}

    /** Prepares the next iteration, given the values and the best move of the last one. */
    void nextIteration(double[] values, int best) {}

    /** A value as the result reports it. */
    double reported(double score) {
      return score;
    }

    /**
     * Root move {@code i}, action {@code id}, has value {@code v} in this iteration; if it is the
     * best so far, its line becomes the iteration's.
     */
    final void rootValue(int i, int id, double v, boolean best) {
      iterationValues[i] = v;
      int length = pvLength[1] - 1;
      int[] moveLine = new int[1 + length];
      moveLine[0] = id;
      System.arraycopy(pv[1], 1, moveLine, 1, length);
      iterationLines[i] = moveLine;
      if (best) {
        iterationBest = i;
        iterationValue = v;
        iterationLine = moveLine;
      }
    }

    /**
     * Makes room for lines of {@code needed} plies, growing geometrically up to {@code most}: the
     * move buffers and lines here, the rest in {@link #grow}.
     */
    final void ensurePlies(int needed, int most) {
      if (pvLength.length >= needed) {
        return;
      }
      int plies = Math.max(needed, Math.min(2 * pvLength.length, most));
      moves = grown(moves, plies, () -> new int[moveRoom()]);
      grow(plies);
      pv = new int[plies][plies];
      pvLength = new int[plies];
    }

    /** The room of a ply's move buffer: {@link #maxLegal}, or more for a search that needs it. */
    int moveRoom() {
      return maxLegal;
    }

    /** Grows the search's own per-ply arrays to {@code plies} plies (with {@link #grown}). */
    abstract void grow(int plies);

    /**
     * A copy of {@code rows} lengthened to {@code plies} rows, each new row made by {@code row}.
     */
    static <T> T[] grown(T[] rows, int plies, Supplier<T> row) {
      T[] longer = Arrays.copyOf(rows, plies);
      for (int p = rows.length; p < plies; p++) {
        longer[p] = row.get();
      }
      return longer;
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
  }
}
