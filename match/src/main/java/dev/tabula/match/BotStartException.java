package dev.tabula.match;

import org.jspecify.annotations.Nullable;

/**
 * A bot of a match cannot play, so the match stopped: {@link Match#run} throws it when a bot's
 * {@link Bot#prepare} fails before the first game (an external bot's program cannot be started at
 * all: a wrong path, a file that is not executable), and when a bot failed to start (its program
 * did not start or did not finish the handshake) in {@link Match#maxHandshakeFailures} of its games
 * in a row. The message names the bot and says why.
 */
public final class BotStartException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** The bot's name. */
  private final String bot;

  /** The standing of the games counted before the match stopped, or null before any game. */
  private final @Nullable MatchResult result;

  /**
   * Creates the exception.
   *
   * @param bot the bot's name
   * @param message what happened, one line
   * @param result the standing of the games counted, or null when no game was played
   * @param cause the bot's last failure
   */
  BotStartException(
      String bot, String message, @Nullable MatchResult result, @Nullable Throwable cause) {
    super(message, cause);
    this.bot = bot;
    this.result = result;
  }

  /**
   * Returns the name of the bot that cannot play.
   *
   * @return the name
   */
  public String bot() {
    return bot;
  }

  /**
   * Returns the standing of the games counted before the match stopped (its status {@link
   * MatchResult.Status#BOT_FAILED}), or null when the match stopped before its first game.
   *
   * @return the standing, or null
   */
  public @Nullable MatchResult result() {
    return result;
  }
}
