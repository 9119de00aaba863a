package dev.tabula.match;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Locale;

/**
 * An Elo difference estimated from games, with a confidence interval. The interval is computed for
 * the score and mapped through {@link Elo#fromScore}, so it is not symmetric about the estimate:
 * print both ends ({@link #toString()}, the text {@code tabula match} prints), or {@link
 * #plusMinus()} where a single "± Y" is expected.
 *
 * <p>The estimate of a two-bot match, the one its summary prints, is {@link MatchResult#elo()}.
 *
 * <p>The ends may be infinite: a side that scored everything has an estimate of +∞ (or −∞), and an
 * interval that reaches a score of 1 (or 0) has an infinite upper (lower) end. With no games all
 * three numbers are NaN.
 *
 * @param difference the estimate, in Elo points (positive when the side is stronger)
 * @param lower the interval's lower end
 * @param upper the interval's upper end
 * @param confidence the interval's confidence, e.g. 0.95
 */
public record EloEstimate(double difference, double lower, double upper, double confidence) {

  /**
   * Checks the components.
   *
   * @param difference the estimate
   * @param lower the lower end
   * @param upper the upper end
   * @param confidence the confidence
   * @throws IllegalArgumentException if the confidence is not strictly between 0 and 1, or the
   *     three numbers are neither all NaN nor ordered {@code lower <= difference <= upper}
   */
  public EloEstimate {
    checkConfidence(confidence);
    boolean allNaN = Double.isNaN(difference) && Double.isNaN(lower) && Double.isNaN(upper);
    if (!allNaN && !(lower <= difference && difference <= upper)) {
      throw new IllegalArgumentException(
          "need lower <= difference <= upper, or all NaN: "
              + lower
              + ", "
              + difference
              + ", "
              + upper);
    }
  }

  /**
   * Returns half the interval's width, (upper − lower) / 2: the "Y" of the "Elo: X +/- Y" line of
   * cutechess-cli, fastchess and fishtest, which compute it the same way. It hides the asymmetry:
   * {@code difference ± plusMinus()} is not the interval.
   *
   * @return the half-width; +∞ if an end is infinite, NaN with no games
   */
  public double plusMinus() {
    return (upper - lower) / 2;
  }

  /**
   * Returns the estimate and its interval as {@code tabula match} prints them (the summary's {@code
   * Elo difference:} and pairwise Elo lines are made with this method): signed, with one decimal,
   * e.g. {@code +35.2 (95% interval +15.1 to +55.7)}. Infinite values print as {@code +inf} and
   * {@code -inf}, NaN (no games) as {@code ?}, and a value that rounds to zero as {@code +0.0}.
   */
  @Override
  public String toString() {
    return signed(difference)
        + " ("
        + percent(confidence)
        + " interval "
        + signed(lower)
        + " to "
        + signed(upper)
        + ")";
  }

  /**
   * Estimates the Elo difference from a sample of independent units (games or pairs) by the normal
   * approximation of the mean score: μ ± z σ / √n with σ² the sample's variance per unit and z the
   * normal quantile of (1 + confidence) / 2, clipped to [0, 1] and mapped through {@link
   * Elo#fromScore}.
   *
   * @param values the score of each kind of unit, in [0, 1]
   * @param counts how many units of each kind
   * @param confidence the confidence, in (0, 1)
   */
  static EloEstimate ofSample(double[] values, long[] counts, double confidence) {
    checkConfidence(confidence);
    double n = 0;
    double sum = 0;
    for (int i = 0; i < values.length; i++) {
      n += counts[i];
      sum += counts[i] * values[i];
    }
    if (n == 0) {
      return new EloEstimate(Double.NaN, Double.NaN, Double.NaN, confidence);
    }
    double mean = sum / n;
    double squares = 0;
    for (int i = 0; i < values.length; i++) {
      double d = values[i] - mean;
      squares += counts[i] * d * d;
    }
    double half = Normal.quantile((1 + confidence) / 2) * Math.sqrt(squares / n / n);
    double low = Math.max(0, mean - half);
    double high = Math.min(1, mean + half);
    return new EloEstimate(
        Elo.fromScore(mean), Elo.fromScore(low), Elo.fromScore(high), confidence);
  }

  /** Throws unless {@code 0 < confidence < 1}. */
  static void checkConfidence(double confidence) {
    if (!(confidence > 0 && confidence < 1)) {
      throw new IllegalArgumentException("confidence must be in (0, 1): " + confidence);
    }
  }

  private static String signed(double v) {
    if (Double.isNaN(v)) {
      return "?";
    }
    if (Double.isInfinite(v)) {
      return v > 0 ? "+inf" : "-inf";
    }
    String s = String.format(Locale.ROOT, "%+.1f", v);
    return s.equals("-0.0") ? "+0.0" : s;
  }

  private static String percent(double confidence) {
    BigDecimal p = BigDecimal.valueOf(confidence * 100).setScale(2, RoundingMode.HALF_EVEN);
    return p.stripTrailingZeros().toPlainString() + "%";
  }
}
