package dev.tabula.match;

/**
 * Wins, draws and losses of one side against another. (Stub.)
 *
 * @param wins games won
 * @param draws games drawn
 * @param losses games lost
 */
public record Score(long wins, long draws, long losses) {
  /** No games. */
  public static final Score ZERO = new Score(0, 0, 0);

  /**
   * Returns the number of games.
   *
   * @return wins + draws + losses
   */
  public long games() {
    return wins + draws + losses;
  }

  /**
   * Adds one game.
   *
   * @param points 1 for a win, 0.5 for a draw, 0 for a loss
   * @return the new score
   */
  public Score plus(double points) {
    throw new UnsupportedOperationException();
  }

  /**
   * Returns the Elo difference with its 95% interval.
   *
   * @return the estimate
   */
  public EloEstimate elo() {
    throw new UnsupportedOperationException();
  }

  /**
   * Returns the likelihood of superiority.
   *
   * @return the LOS in [0, 1]
   */
  public double los() {
    throw new UnsupportedOperationException();
  }
}
