package dev.tabula.search;

/**
 * Counts the nodes of one search against its {@link Budget} and stops the search, by throwing
 * {@link Stop}, at the first node past the node limit or the deadline. The clock is read every
 * {@value #CLOCK_INTERVAL} nodes, so a timed search overruns its time by at most that many nodes.
 * One per search call; not thread-safe.
 */
final class NodeCounter {
  /** How many nodes pass between two readings of the clock; a power of two. */
  static final int CLOCK_INTERVAL = 1024;

  private final long limit;
  private final long deadline;
  private final boolean timed;
  private long nodes;

  /** Thrown to unwind a search whose budget ran out; carries no stack trace. */
  static final class Stop extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Stop() {
      super("the search budget ran out", null, false, false);
    }
  }

  /**
   * Starts counting now.
   *
   * @param budget the node limit ({@link Budget#iterations()}) and time limit; depth is not read
   */
  NodeCounter(Budget budget) {
    limit = budget.iterations() > 0 ? budget.iterations() : Long.MAX_VALUE;
    java.time.Duration time = budget.time();
    timed = time != null;
    long nanos = time == null ? 0 : saturatedNanos(time);
    deadline = System.nanoTime() + nanos;
  }

  private static long saturatedNanos(java.time.Duration time) {
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
   * @throws Stop if the node limit is reached or the deadline has passed
   */
  void count() {
    if (nodes >= limit) {
      throw new Stop();
    }
    nodes++;
    if (timed && (nodes & (CLOCK_INTERVAL - 1)) == 0 && System.nanoTime() - deadline > 0) {
      throw new Stop();
    }
  }

  /**
   * Whether the time is up (read now), for checks between iterations.
   *
   * @return true if the search has a deadline and it has passed
   */
  boolean timeUp() {
    return timed && System.nanoTime() - deadline > 0;
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
