package dev.tabula.match;

/** The logistic Elo model: expected score from an Elo difference and back. (Stub.) */
public final class Elo {
  private Elo() {}

  /**
   * Returns the expected score of a player {@code elo} points stronger: 1 / (1 + 10^(-elo/400)).
   *
   * @param elo the Elo difference
   * @return the expected score in [0, 1]
   */
  public static double expectedScore(double elo) {
    throw new UnsupportedOperationException();
  }

  /**
   * Returns the Elo difference whose expected score is {@code score}: -400 log10(1/score - 1);
   * infinite at 0 and 1.
   *
   * @param score a score in [0, 1]
   * @return the Elo difference
   */
  public static double fromScore(double score) {
    throw new UnsupportedOperationException();
  }
}
