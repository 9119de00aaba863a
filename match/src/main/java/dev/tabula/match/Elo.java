package dev.tabula.match;

/**
 * The logistic Elo model: a player {@code d} Elo points stronger than its opponent is expected to
 * score 1 / (1 + 10^(−d/400)) per game (a win counting 1, a draw 1/2). This is the scale of
 * cutechess-cli, fastchess and fishtest's "logistic Elo"; it says nothing about how the expected
 * score splits into wins and draws.
 */
public final class Elo {
  private Elo() {}

  /**
   * Returns the expected score of a player {@code elo} points stronger: 1 / (1 + 10^(−elo/400)).
   * For example 0.5 at 0, about 0.6401 at 100, 1 at +∞ and 0 at −∞.
   *
   * @param elo the Elo difference, any number
   * @return the expected score in [0, 1] (in doubles it rounds to 1 above about 6400); NaN for NaN
   */
  public static double expectedScore(double elo) {
    return 1 / (1 + Math.pow(10, -elo / 400));
  }

  /**
   * Returns the Elo difference whose expected score is {@code score}, the inverse of {@link
   * #expectedScore}: −400 log10(1/score − 1), computed as 400 log10(score / (1 − score)) for
   * precision near 1. For example 0 at 0.5, about 190.85 at 0.75.
   *
   * @param score a score in [0, 1]
   * @return the Elo difference: −∞ at 0, +∞ at 1; NaN for NaN or a score outside [0, 1]
   */
  public static double fromScore(double score) {
    return 400 * Math.log10(score / (1 - score));
  }
}
