package dev.tabula.core;

import java.util.Objects;

/**
 * One outcome of a chance node with its exact probability {@code numerator / denominator}.
 *
 * <p>All outcomes of one chance node share the same denominator and their numerators sum to it, so
 * the probabilities sum to exactly 1 and can be sampled exactly (see {@link
 * Playouts#sampleChance}).
 *
 * @param <M> the game's move type
 * @param outcome the outcome, a move that {@link Game#apply} accepts at this chance node
 * @param numerator the weight of the outcome, {@code 1 <= numerator <= denominator}
 * @param denominator the common denominator of the node's outcomes, {@code >= 1}
 */
public record ChanceOutcome<M>(M outcome, long numerator, long denominator) {

  /**
   * Validates the components.
   *
   * @param outcome the outcome
   * @param numerator the weight, {@code 1 <= numerator <= denominator}
   * @param denominator the common denominator, {@code >= 1}
   * @throws IllegalArgumentException if the probability is not in (0, 1]
   * @throws NullPointerException if the outcome is null
   */
  public ChanceOutcome {
    Objects.requireNonNull(outcome, "outcome");
    if (denominator < 1 || numerator < 1 || numerator > denominator) {
      throw new IllegalArgumentException(
          "probability must be in (0, 1], got " + numerator + "/" + denominator);
    }
  }

  /**
   * Returns the probability as a double.
   *
   * @return {@code numerator / denominator}
   */
  public double probability() {
    return (double) numerator / denominator;
  }
}
