package dev.tabula.match;

/**
 * Pairs of games (one opening played from both seats) counted by the points one side scored in the
 * pair: 0, 1/2, 1, 3/2 or 2. Immutable; {@link #plus} returns new counts.
 *
 * <p>Games of a pair are correlated (an opening that favours one seat helps each side once), so the
 * pair, not the game, is the independent unit: the variance of the mean score computed over pairs
 * is smaller, and more accurate, than the trinomial one of {@link Score}. This is the model of
 * fishtest and fastchess.
 *
 * @param zero pairs scoring 0 (two losses)
 * @param half pairs scoring 1/2 (a loss and a draw)
 * @param one pairs scoring 1 (two draws, or a win and a loss)
 * @param oneAndHalf pairs scoring 3/2 (a win and a draw)
 * @param two pairs scoring 2 (two wins)
 *     <p>Serializable (for distributed runners such as the Beam pipelines); the serialized form is
 *     not a stable format.
 * @serial exclude
 */
public record Pentanomial(long zero, long half, long one, long oneAndHalf, long two)
    implements java.io.Serializable {
  /** No pairs. */
  public static final Pentanomial ZERO = new Pentanomial(0, 0, 0, 0, 0);

  /** The score per game of each count, points / 2. */
  static final double[] VALUES = {0, 0.25, 0.5, 0.75, 1};

  /**
   * Checks the counts.
   *
   * @param zero pairs scoring 0
   * @param half pairs scoring 1/2
   * @param one pairs scoring 1
   * @param oneAndHalf pairs scoring 3/2
   * @param two pairs scoring 2
   * @throws IllegalArgumentException if a count is negative
   */
  public Pentanomial {
    if (zero < 0 || half < 0 || one < 0 || oneAndHalf < 0 || two < 0) {
      throw new IllegalArgumentException(
          "negative count: ["
              + zero
              + ", "
              + half
              + ", "
              + one
              + ", "
              + oneAndHalf
              + ", "
              + two
              + "]");
    }
  }

  /**
   * Adds one pair.
   *
   * @param points the side's points in the pair: 0, 0.5, 1, 1.5 or 2
   * @return the new counts
   * @throws IllegalArgumentException for any other value
   */
  public Pentanomial plus(double points) {
    if (points == 0) {
      return new Pentanomial(zero + 1, half, one, oneAndHalf, two);
    } else if (points == 0.5) {
      return new Pentanomial(zero, half + 1, one, oneAndHalf, two);
    } else if (points == 1) {
      return new Pentanomial(zero, half, one + 1, oneAndHalf, two);
    } else if (points == 1.5) {
      return new Pentanomial(zero, half, one, oneAndHalf + 1, two);
    } else if (points == 2) {
      return new Pentanomial(zero, half, one, oneAndHalf, two + 1);
    }
    throw new IllegalArgumentException("a pair scores 0, 0.5, 1, 1.5 or 2, not " + points);
  }

  /**
   * Adds the pairs of another count: the counts of both sets of pairs.
   *
   * @param other the other counts
   * @return the sums
   */
  public Pentanomial plus(Pentanomial other) {
    return new Pentanomial(
        zero + other.zero,
        half + other.half,
        one + other.one,
        oneAndHalf + other.oneAndHalf,
        two + other.two);
  }

  /**
   * Returns the number of pairs.
   *
   * @return the number of pairs
   */
  public long pairs() {
    return zero + half + one + oneAndHalf + two;
  }

  /**
   * Returns the points scored over all pairs.
   *
   * @return half / 2 + one + 3 oneAndHalf / 2 + 2 two
   */
  public double points() {
    return half / 2.0 + one + 1.5 * oneAndHalf + 2.0 * two;
  }

  /**
   * Returns the share of the points this side scored: the mean score per game.
   *
   * @return points / (2 pairs) in [0, 1]; NaN with no pairs
   */
  public double fraction() {
    return points() / (2.0 * pairs());
  }

  /**
   * Returns the same pairs from the opponent's point of view.
   *
   * @return the counts in reverse order
   */
  public Pentanomial reversed() {
    return new Pentanomial(two, oneAndHalf, one, half, zero);
  }

  /**
   * Returns the Elo difference with its 95% interval; see {@link #elo(double)}. The difference a
   * match reports is {@link MatchResult#elo()}, which uses this one once the pairs vary.
   *
   * @return the estimate
   */
  public EloEstimate elo() {
    return elo(0.95);
  }

  /**
   * Returns the Elo difference with an interval of the given confidence, by the normal
   * approximation of the pentanomial model, as fastchess computes it. Each pair scores x = points /
   * 2 per game; with P pairs, μ = mean x = {@link #fraction()} and σ² = Σ (x − μ)² / P the variance
   * per pair, the interval for the score is μ ± z σ / √P, z = Φ⁻¹((1 + confidence) / 2), clipped to
   * [0, 1]; the estimate and both ends go through {@link Elo#fromScore}.
   *
   * <p>As for {@link Score#elo(double)}: NaN with no pairs, ±∞ when one side won every game, an
   * interval of zero width when every pair scored the same.
   *
   * @param confidence the interval's confidence, in (0, 1)
   * @return the estimate
   * @throws IllegalArgumentException if the confidence is not in (0, 1)
   */
  public EloEstimate elo(double confidence) {
    return EloEstimate.ofSample(VALUES, counts(), confidence);
  }

  /** The counts in order of points. */
  long[] counts() {
    return new long[] {zero, half, one, oneAndHalf, two};
  }

  /** Returns the counts in order of points, e.g. {@code [0, 3, 10, 4, 1]}. */
  @Override
  public String toString() {
    return "[" + zero + ", " + half + ", " + one + ", " + oneAndHalf + ", " + two + "]";
  }
}
