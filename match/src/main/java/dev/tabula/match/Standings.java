package dev.tabula.match;

import dev.tabula.core.GameResult;

/** The table of a match between n bots in n-seat games. (Stub.) */
public final class Standings {
  private Standings() {}

  /**
   * No games yet.
   *
   * @param bots the number of bots, {@code >= 1}
   * @return the empty table
   */
  public static Standings empty(int bots) {
    throw new UnsupportedOperationException();
  }

  /**
   * Adds a game.
   *
   * @param botAtSeat for each seat, the bot that sat there (a permutation of the bots)
   * @param result the game's result
   * @return the new table
   */
  public Standings plus(int[] botAtSeat, GameResult result) {
    throw new UnsupportedOperationException();
  }

  /**
   * Returns the number of games.
   *
   * @return games
   */
  public long games() {
    throw new UnsupportedOperationException();
  }

  /**
   * Returns a bot's score against one opponent, counted from their ranks in each game.
   *
   * @param bot the bot
   * @param opponent the opponent
   * @return the score
   */
  public Score score(int bot, int opponent) {
    throw new UnsupportedOperationException();
  }

  /**
   * Returns a bot's mean place, 1 for first.
   *
   * @param bot the bot
   * @return the mean place
   */
  public double meanPlace(int bot) {
    throw new UnsupportedOperationException();
  }
}
