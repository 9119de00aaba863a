package dev.tabula.benchmarks;

import java.util.function.IntSupplier;
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

  /**
   * Writes the legal action ids of a position into a buffer, as {@link
   * dev.tabula.core.Game#legalActions} does.
   *
   * @param <P> the position type of the engine or of a baseline
   */
  @FunctionalInterface
  protected interface LegalActions<P> {
    /**
     * Writes the ids.
     *
     * @param position the position
     * @param buffer receives the ids
     * @return how many were written, at least one
     */
    int write(P position, int[] buffer);
  }

  /**
   * The loop of the legal-move benchmarks, the same for the engine and its baseline: it generates
   * the legal action ids of every position into one buffer and returns the sum over the positions
   * of their number of ids and their last id, so that nothing is optimised away.
   *
   * @param <P> the position type
   * @param positions the positions, none of them over
   * @param legal writes a position's ids
   * @param buffer room for the most ids of a position
   * @return the loop
   */
  protected static <P> IntSupplier legalActionsChecksum(
      P[] positions, LegalActions<P> legal, int[] buffer) {
    return () -> {
      int sum = 0;
      for (P p : positions) {
        int n = legal.write(p, buffer);
        sum += n + buffer[n - 1];
      }
      return sum;
    };
  }

  /**
   * The loop of a legal-move benchmark over the positions of the implementation this run measures:
   * {@link #legalActionsChecksum} over the engine's positions or over the baseline's.
   *
   * @param <E> the engine's position type
   * @param <B> the baseline's position type
   * @param engine the engine's positions (null when the baseline is measured)
   * @param engineLegal writes the legal action ids of an engine position
   * @param baseline the baseline's positions (null when the engine is measured)
   * @param baselineLegal writes the legal action ids of a baseline position
   * @param buffer room for the most ids of a position
   * @return the loop
   */
  protected final <E, B> IntSupplier legalActionsChecksum(
      E[] engine,
      LegalActions<E> engineLegal,
      B[] baseline,
      LegalActions<B> baselineLegal,
      int[] buffer) {
    return measuresEngine()
        ? legalActionsChecksum(engine, engineLegal, buffer)
        : legalActionsChecksum(baseline, baselineLegal, buffer);
  }
}
