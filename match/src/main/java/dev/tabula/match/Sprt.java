package dev.tabula.match;

/**
 * A sequential probability ratio test between Elo {@code elo0} (H0) and {@code elo1} (H1). (Stub.)
 *
 * @param elo0 the Elo difference of H0
 * @param elo1 the Elo difference of H1, above elo0
 * @param alpha the false positive rate (accepting H1 when H0 holds)
 * @param beta the false negative rate (accepting H0 when H1 holds)
 */
public record Sprt(double elo0, double elo1, double alpha, double beta) {

  /** What the test says so far. */
  public enum Decision {
    /** Neither bound reached: play on. */
    CONTINUE,
    /** The log-likelihood ratio fell to the lower bound. */
    ACCEPT_H0,
    /** The log-likelihood ratio rose to the upper bound. */
    ACCEPT_H1
  }

  /**
   * Returns the lower bound, ln(beta / (1 - alpha)).
   *
   * @return the bound
   */
  public double lowerBound() {
    return Math.log(beta / (1 - alpha));
  }

  /**
   * Returns the upper bound, ln((1 - beta) / alpha).
   *
   * @return the bound
   */
  public double upperBound() {
    return Math.log((1 - beta) / alpha);
  }

  /**
   * Returns the log-likelihood ratio of H1 against H0 given the pairs.
   *
   * @param pairs the pairs so far
   * @return the LLR
   */
  public double llr(Pentanomial pairs) {
    throw new UnsupportedOperationException();
  }

  /**
   * Returns the decision for a log-likelihood ratio.
   *
   * @param llr the LLR
   * @return the decision
   */
  public Decision decide(double llr) {
    return llr >= upperBound()
        ? Decision.ACCEPT_H1
        : llr <= lowerBound() ? Decision.ACCEPT_H0 : Decision.CONTINUE;
  }
}
