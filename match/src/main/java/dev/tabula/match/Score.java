package dev.tabula.match;

/**
 * Wins, draws and losses of one side against another, from that side's point of view. Immutable;
 * {@link #plus(double)} and {@link #plus(Score)} return new scores.
 *
 * <p>The statistics treat the games as independent trials with the same distribution. When games
 * are played in pairs (one opening from both seats) they are not: {@link Pentanomial} then gives a
 * tighter, more honest interval.
 *
 * @param wins games won
 * @param draws games drawn
 * @param losses games lost
 */
public record Score(long wins, long draws, long losses) {
  /** No games. */
  public static final Score ZERO = new Score(0, 0, 0);

  private static final double[] VALUES = {1, 0.5, 0};

  /**
   * Checks the counts.
   *
   * @param wins games won
   * @param draws games drawn
   * @param losses games lost
   * @throws IllegalArgumentException if a count is negative
   */
  public Score {
    if (wins < 0 || draws < 0 || losses < 0) {
      throw new IllegalArgumentException(
          "negative count: " + wins + " wins, " + draws + " draws, " + losses + " losses");
    }
  }

  /**
   * Returns the number of games.
   *
   * @return wins + draws + losses
   */
  public long games() {
    return wins + draws + losses;
  }

  /**
   * Returns the points scored, a win counting 1 and a draw 1/2.
   *
   * @return wins + draws / 2
   */
  public double points() {
    return wins + draws / 2.0;
  }

  /**
   * Returns the share of the points this side scored: the mean score per game.
   *
   * @return points / games in [0, 1]; NaN with no games
   */
  public double fraction() {
    return points() / games();
  }

  /**
   * Returns the share of games drawn.
   *
   * @return draws / games in [0, 1]; NaN with no games
   */
  public double drawRatio() {
    return (double) draws / games();
  }

  /**
   * Adds one game.
   *
   * @param points 1 for a win, 0.5 for a draw, 0 for a loss
   * @return the new score
   * @throws IllegalArgumentException for any other value
   */
  public Score plus(double points) {
    if (points == 1) {
      return new Score(wins + 1, draws, losses);
    } else if (points == 0.5) {
      return new Score(wins, draws + 1, losses);
    } else if (points == 0) {
      return new Score(wins, draws, losses + 1);
    }
    throw new IllegalArgumentException("a game scores 1, 0.5 or 0, not " + points);
  }

  /**
   * Adds another score's games.
   *
   * @param other the games to add
   * @return the sum, count by count
   */
  public Score plus(Score other) {
    return new Score(wins + other.wins, draws + other.draws, losses + other.losses);
  }

  /**
   * Returns the same games from the opponent's point of view.
   *
   * @return the score with wins and losses swapped
   */
  public Score reversed() {
    return new Score(losses, draws, wins);
  }

  /**
   * Returns the likelihood of superiority as cutechess-cli computes it: the probability that this
   * side is the stronger, given the decisive games only, Φ((W − L) / √(W + L)) (Φ the standard
   * normal distribution function). Draws do not count. For example 60 wins and 40 losses give Φ(2)
   * ≈ 0.977.
   *
   * @return the LOS in [0, 1]; 0.5 with no decisive games
   */
  public double los() {
    long decisive = wins + losses;
    if (decisive == 0) {
      return 0.5;
    }
    return Normal.cdf((wins - losses) / Math.sqrt(decisive));
  }

  /**
   * Returns the Elo difference with its 95% interval; see {@link #elo(double)}. For the difference
   * a two-bot match reports, whose games come in pairs, see {@link MatchResult#elo()}.
   *
   * @return the estimate
   */
  public EloEstimate elo() {
    return elo(0.95);
  }

  /**
   * Returns the Elo difference with an interval of the given confidence, by the normal
   * approximation of the trinomial (win/draw/loss) model. With N games and mean score μ = {@link
   * #fraction()}, the variance per game is σ² = [W(1 − μ)² + D(1/2 − μ)² + L μ²] / N and the
   * interval for the score is μ ± z σ / √N, z = Φ⁻¹((1 + confidence) / 2) (1.96 for 95%), clipped
   * to [0, 1]; the estimate and both ends go through {@link Elo#fromScore}.
   *
   * <p>Degenerate samples give defined results, never exceptions: with no games all three numbers
   * are NaN; when every game was won (lost) they are all +∞ (−∞); when every game was drawn they
   * are all 0. A sample without variance has an interval of zero width: the normal approximation
   * needs some hundreds of games to be trusted.
   *
   * @param confidence the interval's confidence, in (0, 1)
   * @return the estimate
   * @throws IllegalArgumentException if the confidence is not in (0, 1)
   */
  public EloEstimate elo(double confidence) {
    return EloEstimate.ofSample(VALUES, new long[] {wins, draws, losses}, confidence);
  }
}
