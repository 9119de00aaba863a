package dev.tabula.search;

import com.google.errorprone.annotations.CheckReturnValue;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.LongSupplier;
import org.jspecify.annotations.Nullable;

/**
 * What the builders of {@link AlphaBeta}, {@link Expectimax} and {@link Mcts} share: an immutable
 * builder over a {@link SearchDraft} of its settings, which every change copies ({@link #with}),
 * and the settings every search has, the time of its budget and the clock. {@link
 * DepthFirstBuilder} adds the depth and node limits of the depth-first searches.
 *
 * @param <D> the draft of the builder's settings
 * @param <B> the builder
 */
@CheckReturnValue
abstract class SearchBuilder<
    D extends SearchBuilder.SearchDraft<D>, B extends SearchBuilder<D, B>> {

  private final D draft;
  private final Function<D, B> make;

  /**
   * A builder of {@code draft}, whose changes {@code make} builders of (the subclass's
   * constructor).
   */
  SearchBuilder(D draft, Function<D, B> make) {
    this.draft = draft;
    this.make = make;
  }

  /** The settings of this builder, not to be changed. */
  final D draft() {
    return draft;
  }

  /** A builder of a copy of these settings with {@code change} made to it. */
  final B with(Consumer<D> change) {
    D d = draft.copy();
    change.accept(d);
    return make.apply(d);
  }

  /**
   * Sets the time {@link SearchAgent#choose} may take.
   *
   * @param time the time, positive; null for no limit
   * @return the new builder
   * @throws IllegalArgumentException if zero or negative
   */
  public B time(@Nullable Duration time) {
    if (time != null && (time.isNegative() || time.isZero())) {
      throw new IllegalArgumentException("a time limit must be positive: " + time);
    }
    return with(d -> d.time = time);
  }

  /**
   * Sets the threads of one search, for the searches that can use more than one ({@link
   * AlphaBeta}'s lazy SMP, {@link Mcts}'s trees), whose public {@code threads} says how.
   */
  final B withThreads(int k) {
    int v = Searches.threads(k);
    return with(d -> d.threads = v);
  }

  /** Sets where the tasks of a search on more than one thread run ({@link #withThreads}). */
  final B withExecutor(Executor executor) {
    Objects.requireNonNull(executor, "executor");
    return with(d -> d.executor = executor);
  }

  /** The clock of time budgets, in nanoseconds (for tests). */
  B clock(LongSupplier clock) {
    Objects.requireNonNull(clock, "clock");
    return with(d -> d.clock = clock);
  }

  /**
   * The settings of a builder, copied by every change: the budget's limits (null and 0 for none),
   * the clock, and the threads of one search with where they run (for the searches that use them);
   * each search's draft adds its own.
   *
   * @param <D> the draft itself
   */
  abstract static class SearchDraft<D extends SearchDraft<D>> implements Cloneable {
    @Nullable Duration time;
    long iterations;
    int depth;
    LongSupplier clock = System::nanoTime;
    int threads = 1;
    @Nullable Executor executor; // null: the search's own default

    /** The budget of the limits set, or {@code otherwise} when none is set. */
    final Budget budget(Budget otherwise) {
      return time == null && iterations == 0 && depth == 0
          ? otherwise
          : new Budget(time, iterations, depth);
    }

    @SuppressWarnings("unchecked") // D is the class of this draft
    final D copy() {
      try {
        return (D) super.clone();
      } catch (CloneNotSupportedException e) {
        throw new AssertionError(e);
      }
    }
  }
}
