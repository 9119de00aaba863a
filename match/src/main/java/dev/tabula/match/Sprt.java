package dev.tabula.match;

/**
 * A sequential probability ratio test between two logistic Elo differences, H0: {@code elo0} and
 * H1: {@code elo1}: after every pair (or game) compute the {@link #llr log-likelihood ratio} of the
 * results so far and {@link #decide} whether to stop. The test accepts H1 when H0 holds with
 * probability at most about {@code alpha}, and H0 when H1 holds with probability at most about
 * {@code beta}; between and beyond the two differences the error rates shrink or grow smoothly.
 *
 * <p>The log-likelihood ratio is that of the generalized SPRT (GSPRT) of Michel Van den Bergh, as
 * fishtest and fastchess compute it for "logistic Elo": the results' distribution (pentanomial over
 * pairs, or trinomial over games) is left free, and for each hypothesis its maximum-likelihood
 * estimate is taken among the distributions whose expected score is that hypothesis's {@link
 * Elo#expectedScore}. See {@code docs/match-statistics.md}.
 *
 * @param elo0 the Elo difference of H0
 * @param elo1 the Elo difference of H1, above elo0
 * @param alpha the false positive rate (accepting H1 when H0 holds)
 * @param beta the false negative rate (accepting H0 when H1 holds)
 *     <p>Serializable (for distributed runners such as the Beam pipelines); the serialized form is
 *     not a stable format.
 * @serial exclude
 */
public record Sprt(double elo0, double elo1, double alpha, double beta)
    implements java.io.Serializable {

  /** What the test says so far. */
  public enum Decision {
    /** Neither bound reached: play on. */
    CONTINUE,
    /** The log-likelihood ratio fell to the lower bound. */
    ACCEPT_H0,
    /** The log-likelihood ratio rose to the upper bound. */
    ACCEPT_H1
  }

  /** What an empty count is replaced by, as in fishtest and fastchess. */
  private static final double REGULARIZATION = 1e-3;

  private static final double[] GAME_VALUES = {0, 0.5, 1};

  /**
   * Checks the parameters.
   *
   * @param elo0 the Elo difference of H0
   * @param elo1 the Elo difference of H1
   * @param alpha the false positive rate
   * @param beta the false negative rate
   * @throws IllegalArgumentException unless elo0 and elo1 are finite, {@code elo0 < elo1} with
   *     distinct expected scores strictly between 0 and 1 (in doubles, elo1 below about 6400),
   *     {@code 0 < alpha < 1}, {@code 0 < beta < 1} and {@code alpha + beta < 1}
   */
  public Sprt {
    if (!Double.isFinite(elo0) || !Double.isFinite(elo1) || !(elo0 < elo1)) {
      throw new IllegalArgumentException(
          "need finite elo0 < elo1, not elo0 = " + elo0 + ", elo1 = " + elo1);
    }
    double s0 = Elo.expectedScore(elo0);
    double s1 = Elo.expectedScore(elo1);
    if (!(s0 > 0 && s0 < s1 && s1 < 1)) {
      throw new IllegalArgumentException(
          "elo0 = " + elo0 + " and elo1 = " + elo1 + " are too large to tell apart");
    }
    if (!(alpha > 0 && alpha < 1) || !(beta > 0 && beta < 1) || !(alpha + beta < 1)) {
      throw new IllegalArgumentException(
          "need 0 < alpha, beta and alpha + beta < 1, not alpha = " + alpha + ", beta = " + beta);
    }
  }

  /**
   * A test with error rates alpha = beta = 0.05, the usual choice; its bounds are ±ln 19 ≈ ±2.944.
   *
   * @param elo0 the Elo difference of H0
   * @param elo1 the Elo difference of H1, above elo0
   * @return the test
   * @throws IllegalArgumentException as the constructor
   */
  public static Sprt of(double elo0, double elo1) {
    return new Sprt(elo0, elo1, 0.05, 0.05);
  }

  /**
   * Returns the lower bound, ln(beta / (1 - alpha)): at or below it the test accepts H0.
   *
   * @return the bound, negative
   */
  public double lowerBound() {
    return Math.log(beta / (1 - alpha));
  }

  /**
   * Returns the upper bound, ln((1 - beta) / alpha): at or above it the test accepts H1.
   *
   * @return the bound, positive
   */
  public double upperBound() {
    return Math.log((1 - beta) / alpha);
  }

  /**
   * Returns the log-likelihood ratio of H1 against H0 given the pairs: the pentanomial GSPRT, the
   * test to use when games are played in pairs. Each pair scores x = points / 2 per game, one of a
   * = 0, 1/4, 1/2, 3/4, 1, with observed frequencies p̂ (a count of 0 is replaced by 0.001 so that
   * every outcome keeps some probability, as fishtest and fastchess do; N is the sum of the counts
   * so replaced). For each hypothesis's expected score s = {@link Elo#expectedScore}(elo), the most
   * likely distribution with mean s is p̂ᵢ / (1 + θ(aᵢ − s)), θ the root of Σ p̂ᵢ (aᵢ − s) / (1 +
   * θ(aᵢ − s)) = 0; the LLR is N Σ p̂ᵢ ln(p1ᵢ / p0ᵢ).
   *
   * <p>For many pairs it is close to its normal approximation N (s1 − s0)(2μ̂ − s0 − s1) / (2σ̂²),
   * μ̂ and σ̂² the mean and variance of x over pairs; unlike that approximation it stays moderate
   * when the few first pairs happen to agree, so the test may be checked after every pair.
   *
   * @param pairs the pairs so far
   * @return the LLR; 0 with no pairs
   */
  public double llr(Pentanomial pairs) {
    return llr(Pentanomial.VALUES, pairs.counts());
  }

  /**
   * Returns the log-likelihood ratio of H1 against H0 given games counted one by one: the trinomial
   * GSPRT, computed as {@link #llr(Pentanomial)} over the per-game scores 0, 1/2 and 1. Use it when
   * games are not played in pairs (several bots, or seats assigned at random); with pairs it
   * overstates the variance and the test takes longer than it needs.
   *
   * @param games the games so far, from the point of view of the side H1 says is stronger
   * @return the LLR; 0 with no games
   */
  public double llr(Score games) {
    return llr(GAME_VALUES, new long[] {games.losses(), games.draws(), games.wins()});
  }

  /**
   * Returns the decision for a log-likelihood ratio.
   *
   * @param llr the LLR
   * @return {@code ACCEPT_H1} at or above the upper bound, {@code ACCEPT_H0} at or below the lower
   *     bound, {@code CONTINUE} between them (and for NaN)
   */
  public Decision decide(double llr) {
    return llr >= upperBound()
        ? Decision.ACCEPT_H1
        : llr <= lowerBound() ? Decision.ACCEPT_H0 : Decision.CONTINUE;
  }

  /** The GSPRT log-likelihood ratio over outcomes of scores {@code values} (ascending, 0 to 1). */
  private double llr(double[] values, long[] counts) {
    int k = values.length;
    double n = 0;
    double[] p = new double[k];
    long total = 0;
    for (int i = 0; i < k; i++) {
      total += counts[i];
      p[i] = counts[i] == 0 ? REGULARIZATION : counts[i];
      n += p[i];
    }
    if (total == 0) {
      return 0;
    }
    for (int i = 0; i < k; i++) {
      p[i] /= n;
    }
    double s0 = Elo.expectedScore(elo0);
    double s1 = Elo.expectedScore(elo1);
    double theta0 = theta(values, p, s0);
    double theta1 = theta(values, p, s1);
    double sum = 0;
    for (int i = 0; i < k; i++) {
      sum += p[i] * (Math.log1p(theta0 * (values[i] - s0)) - Math.log1p(theta1 * (values[i] - s1)));
    }
    return n * sum;
  }

  /**
   * Solves Σ pᵢ dᵢ / (1 + θ dᵢ) = 0 for θ, dᵢ = valuesᵢ − s, with every 1 + θ dᵢ positive. The sum
   * falls strictly from +∞ to −∞ over that interval (every pᵢ is positive and the values span s),
   * so the root is unique: Newton's method, kept inside a shrinking bracket by bisection.
   */
  private static double theta(double[] values, double[] p, double s) {
    int k = values.length;
    double low = -1 / (values[k - 1] - s);
    double high = -1 / (values[0] - s);
    double theta = 0;
    for (int iteration = 0; iteration < 200; iteration++) {
      double g = 0;
      double slope = 0;
      for (int i = 0; i < k; i++) {
        double d = values[i] - s;
        double q = 1 / (1 + theta * d);
        g += p[i] * d * q;
        slope -= p[i] * d * d * q * q;
      }
      if (g > 0) {
        low = theta;
      } else if (g < 0) {
        high = theta;
      } else {
        return theta;
      }
      double next = theta - g / slope;
      if (!(next > low && next < high)) {
        next = low + (high - low) / 2;
      }
      if (Math.abs(next - theta) <= 1e-15 * Math.max(1, Math.abs(theta))) {
        return next;
      }
      theta = next;
    }
    return theta;
  }
}
