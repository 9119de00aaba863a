package dev.tabula.search;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;
import org.jspecify.annotations.Nullable;

/**
 * Counts the nodes of one search against its {@link Budget} and keeps its time: one clock, started
 * when the search is called, gives both the deadline and the {@link #elapsed() elapsed} time the
 * search reports. It stops the search, by throwing {@link Stop}, at the first node past the node
 * limit or, unless the deadline is {@link #holdDeadline() held}, past the deadline. The clock is
 * read every {@value #CLOCK_INTERVAL} nodes, so a timed search overruns its time by at most that
 * many nodes. One per search call; not thread-safe.
 *
 * <p>A helper of a {@linkplain AlphaBeta.Builder#threads lazy SMP} search has a counter of its own,
 * with the main search's node limit (for its own nodes) and deadline: every {@value
 * #CLOCK_INTERVAL} nodes it adds them to a total the main search reads, and stops the helper when a
 * test says so (the main search ended, or moved on to a deeper iteration).
 */
final class NodeCounter {
  /** How many nodes pass between two readings of the clock; a power of two. */
  static final int CLOCK_INTERVAL = 256;

  private final LongSupplier clock;
  private final long start;
  private final long limit;
  private final long deadline;
  private final boolean timed;
  private boolean held;
  private long nodes;
  private final @Nullable BooleanSupplier interrupt;
  private final @Nullable AtomicLong published;

  /** Thrown to unwind a search whose budget ran out; carries no stack trace. */
  static final class Stop extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Stop() {
      super("the search budget ran out", null, false, false);
    }
  }

  /**
   * Starts counting now, by the machine's clock ({@link System#nanoTime}).
   *
   * @param budget the node limit ({@link Budget#iterations()}) and time limit; depth is not read
   */
  NodeCounter(Budget budget) {
    this(budget, System::nanoTime, System.nanoTime());
  }

  /**
   * Starts counting at {@code start}, a reading of {@code clock} taken when the search was called.
   *
   * @param budget the node limit ({@link Budget#iterations()}) and time limit; depth is not read
   * @param clock the clock, in nanoseconds
   * @param start when the search began, by that clock
   */
  NodeCounter(Budget budget, LongSupplier clock, long start) {
    this.clock = clock;
    this.start = start;
    limit = budget.iterations() > 0 ? budget.iterations() : Long.MAX_VALUE;
    Duration time = budget.time();
    timed = time != null;
    deadline = start + (time == null ? 0 : saturatedNanos(time));
    interrupt = null;
    published = null;
  }

  /**
   * Starts counting the nodes of a helper of the search that {@code main} counts: the same node
   * limit (for the helper's own nodes) and deadline, never held.
   *
   * @param main the main search's counter
   * @param interrupt read every {@value #CLOCK_INTERVAL} nodes: true stops the helper
   * @param published where the nodes are added, {@value #CLOCK_INTERVAL} at a time and the rest by
   *     {@link #publish}
   */
  NodeCounter(NodeCounter main, BooleanSupplier interrupt, AtomicLong published) {
    clock = main.clock;
    start = main.start;
    limit = main.limit;
    timed = main.timed;
    deadline = main.deadline;
    this.interrupt = interrupt;
    this.published = published;
  }

  /**
   * Whether the node limit is reached.
   *
   * @return true if no more nodes may be counted
   */
  boolean spent() {
    return nodes >= limit;
  }

  private static long saturatedNanos(Duration time) {
    try {
      return Math.min(time.toNanos(), Long.MAX_VALUE / 4);
    } catch (ArithmeticException e) {
      return Long.MAX_VALUE / 4;
    }
  }

  /**
   * Counts one node, or stops the search if the budget has run out: after this returns, {@link
   * #nodes()} never exceeds the node limit.
   *
   * @throws Stop if the node limit is reached or the deadline has passed (and is not held)
   */
  void count() {
    if (nodes >= limit) {
      throw new Stop();
    }
    nodes++;
    if ((nodes & (CLOCK_INTERVAL - 1)) == 0) {
      checkpoint();
    }
  }

  private void checkpoint() {
    if (timed && !held && clock.getAsLong() - deadline > 0) {
      throw new Stop();
    }
    AtomicLong total = published;
    BooleanSupplier test = interrupt;
    if (total != null && test != null) {
      total.addAndGet(CLOCK_INTERVAL);
      if (test.getAsBoolean()) {
        throw new Stop();
      }
    }
  }

  /** A helper's last nodes, not yet added to the total: called once, when the helper ends. */
  void publish() {
    AtomicLong total = published;
    if (total != null) {
      total.addAndGet(nodes & (CLOCK_INTERVAL - 1));
    }
  }

  /**
   * Makes {@link #count} ignore the deadline until {@link #releaseDeadline}: the searches hold it
   * through depth 1, which a timed search always completes. The node limit still applies.
   */
  void holdDeadline() {
    held = true;
  }

  /** Makes {@link #count} stop the search at the deadline again. */
  void releaseDeadline() {
    held = false;
  }

  /**
   * Whether the time is up (read now), for checks between iterations.
   *
   * @return true if the search has a deadline and it has passed
   */
  boolean timeUp() {
    return timed && clock.getAsLong() - deadline > 0;
  }

  /**
   * Returns the time since the search began, by the one clock (read now).
   *
   * @return the elapsed time
   */
  Duration elapsed() {
    return Duration.ofNanos(clock.getAsLong() - start);
  }

  /**
   * Returns the nodes counted so far.
   *
   * @return the count
   */
  long nodes() {
    return nodes;
  }
}
