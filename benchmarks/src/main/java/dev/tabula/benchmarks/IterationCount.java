package dev.tabula.benchmarks;

import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Setup;

/**
 * A count a benchmark keeps beside its score (plies played, paths counted), zeroed before every
 * iteration. A subclass is the JMH state: annotated {@code @State(Scope.Thread)} and
 * {@code @AuxCounters(AuxCounters.Type.OPERATIONS)}, it names the count with one public method
 * returning {@link #count()}, and JMH reports that name per second beside the score.
 */
public abstract class IterationCount {
  private long count;

  /** For subclasses. */
  protected IterationCount() {}

  /** Zeroes the count for a new iteration. */
  @Setup(Level.Iteration)
  public void reset() {
    count = 0;
  }

  /**
   * Adds to the count.
   *
   * @param n what one call of the benchmark counted
   */
  public final void add(long n) {
    count += n;
  }

  /**
   * Returns the count of this iteration so far.
   *
   * @return the count
   */
  protected final long count() {
    return count;
  }
}
