package dev.tabula.search;

import dev.tabula.core.Game;
import dev.tabula.core.TimeLeft;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import org.jspecify.annotations.Nullable;

/**
 * How a search spends a game clock ({@link SearchAgent#search(Game, Object, TimeLeft,
 * RandomGenerator)}): a share of the clock per move, the increment mostly spent, a reserve kept,
 * and iterative deepening stopped between iterations.
 */
final class TimeManagement {
  private TimeManagement() {}

  /** The moves the clock is shared over: each move plans on 1/30 of what is left. */
  static final int MOVES_TO_GO = 30;

  /** The most of a move's plan a move may take: where the search is stopped if still running. */
  static final int MOST_PLANS = 4;

  /**
   * Iterative deepening starts no iteration after this share of the plan has gone (an iteration
   * takes about as long as all before it, times the branching factor).
   */
  static final double NEXT_ITERATION_BEFORE = 0.6;

  /** What a time keeps in reserve: a tenth of it, at most 20 ms. */
  static long reserve(long nanos) {
    return Math.min(nanos / 10, 20_000_000L);
  }

  /** A move's plan, in nanoseconds: a 30th of the clock and three quarters of the increment. */
  static long plan(TimeLeft time) {
    return Math.max(1, Math.min(share(time), most(time)));
  }

  /** The plan before its cap: a 30th of the clock and three quarters of the increment. */
  private static long share(TimeLeft time) {
    long clock = Objects.requireNonNull(time.clock(), "clock").toNanos();
    return clock / MOVES_TO_GO + time.increment().toNanos() / 4 * 3;
  }

  /**
   * The most a move may take, in nanoseconds: four plans, half the clock, the limit, less their
   * reserves.
   */
  static long most(TimeLeft time) {
    long clock = Objects.requireNonNull(time.clock(), "clock").toNanos();
    long limit = Objects.requireNonNull(time.limit(), "limit").toNanos();
    long half = (clock - reserve(clock)) / 2;
    long plans = MOST_PLANS * share(time);
    return Math.max(1, Math.min(Math.min(half, plans), limit - reserve(limit)));
  }

  /** Thrown from a progress report to stop iterative deepening between iterations. */
  private static final class Enough extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Enough() {
      super(null, null, false, false);
    }
  }

  /**
   * The search {@link SearchAgent#search(Game, Object, TimeLeft, RandomGenerator)} describes, with
   * {@code search} the agent's own search under a budget, with progress reports.
   */
  static <S, M> SearchResult<M> search(
      SearchAgent<S, M> agent,
      TimeLeft time,
      Consumer<? super SearchResult<M>> progress,
      Searcher<M> search) {
    Consumer<? super SearchResult<M>> told = progress == NO_PROGRESS ? null : progress;
    Budget own = agent.defaultBudget();
    if (time.clock() == null) {
      return search.search(own, told);
    }
    long plan = plan(time);
    long most = most(time);
    Duration ownTime = own.time();
    if (ownTime != null) {
      // The bot was told how long to think: it does, within what the clock allows.
      return search.search(
          ownTime.toNanos() <= most ? own : own.withTime(Duration.ofNanos(most)), told);
    }
    if (!(agent instanceof DepthFirst<S, M> depthFirst)) {
      return search.search(own.withTime(Duration.ofNanos(plan)), told);
    }
    LongSupplier clock = depthFirst.clock();
    long start = clock.getAsLong();
    long stopAfter = (long) (plan * NEXT_ITERATION_BEFORE);
    List<SearchResult<M>> last = new ArrayList<>(1);
    try {
      return search.search(
          own.withTime(Duration.ofNanos(most)),
          r -> {
            if (told != null) {
              told.accept(r);
            }
            last.clear();
            last.add(r);
            if (clock.getAsLong() - start >= stopAfter) {
              throw new Enough();
            }
          });
    } catch (Enough e) {
      return last.get(0); // the report that threw
    }
  }

  /** The progress nobody follows: a search given it builds no reports. */
  static final Consumer<Object> NO_PROGRESS = r -> {};

  /** A search under a budget, with progress reports or (null) without. */
  @FunctionalInterface
  interface Searcher<M> {
    SearchResult<M> search(Budget budget, @Nullable Consumer<? super SearchResult<M>> progress);
  }

  /** The only legal move, or null when there are several. */
  static <S, M> @Nullable M only(Game<S, M> game, S state) {
    List<M> legal = game.legalMoves(state);
    return legal.size() == 1 ? legal.get(0) : null;
  }
}
