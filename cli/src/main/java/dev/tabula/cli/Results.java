package dev.tabula.cli;

import dev.tabula.core.Game;
import dev.tabula.core.GameResult;

/**
 * Text for game results: one token for scripts, one phrase for people. Seats are numbered from 0,
 * as in the core API and the games' notations.
 */
final class Results {
  private Results() {}

  /**
   * The result token of a state: {@link GameResult#token()} once the game is over, {@link
   * GameResult#UNFINISHED} before.
   */
  static <S> String token(Game<S, ?> game, S state) {
    return game.isTerminal(state) ? game.result(state).token() : GameResult.UNFINISHED;
  }

  /** For people: e.g. {@code player 0 wins (scores 82, 43)} ({@link GameResult#inWords}). */
  static String phrase(Game<?, ?> game, GameResult r) {
    return r.inWords(game::playerName);
  }
}
