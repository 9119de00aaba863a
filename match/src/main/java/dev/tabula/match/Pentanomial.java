package dev.tabula.match;

/**
 * Pairs of games (one opening played from both seats) counted by the points one side scored in the
 * pair: 0, 1/2, 1, 3/2 or 2. (Stub.)
 *
 * @param zero pairs scoring 0
 * @param half pairs scoring 1/2
 * @param one pairs scoring 1
 * @param oneAndHalf pairs scoring 3/2
 * @param two pairs scoring 2
 */
public record Pentanomial(long zero, long half, long one, long oneAndHalf, long two) {
  /** No pairs. */
  public static final Pentanomial ZERO = new Pentanomial(0, 0, 0, 0, 0);

  /**
   * Adds one pair.
   *
   * @param points the side's points in the pair: 0, 0.5, 1, 1.5 or 2
   * @return the new counts
   */
  public Pentanomial plus(double points) {
    throw new UnsupportedOperationException();
  }

  /**
   * Returns the number of pairs.
   *
   * @return the number of pairs
   */
  public long pairs() {
    return zero + half + one + oneAndHalf + two;
  }
}
