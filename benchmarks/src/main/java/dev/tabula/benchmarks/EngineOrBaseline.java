package dev.tabula.benchmarks;

import org.openjdk.jmh.annotations.Param;

/**
 * A benchmark that measures the engine and its baseline in the same run: JMH runs it once per value
 * of {@link #impl}, {@code engine} and {@code baseline}, and prints the two scores one above the
 * other.
 */
public abstract class EngineOrBaseline extends Throughput {
  /** Which implementation to measure: {@code engine} or {@code baseline}. */
  @Param({"engine", "baseline"})
  public String impl;

  /** For subclasses. */
  protected EngineOrBaseline() {}

  /**
   * Returns whether this run measures the engine (else the baseline), for the subclass's setup.
   *
   * @return true for {@code engine}
   * @throws IllegalArgumentException if {@link #impl} is neither
   */
  protected final boolean measuresEngine() {
    return switch (impl) {
      case "engine" -> true;
      case "baseline" -> false;
      default -> throw new IllegalArgumentException("impl must be engine or baseline: " + impl);
    };
  }
}
