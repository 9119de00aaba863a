package dev.tabula.match;

import dev.tabula.core.GameResult;
import java.time.Duration;
import org.jspecify.annotations.Nullable;

/**
 * One bot in one game, as the referee drives it: {@link #start} once, then, in the order of play,
 * {@link #choose} at each of its turns and {@link #played} after every ply (its own moves, the
 * other players' and chance outcomes), then {@link #finish} and {@link #close}. All calls for one
 * game come from one thread.
 *
 * <p>A player that throws {@link BotFailure} loses the game; the referee still calls {@link
 * #finish} and {@link #close}, which must then not fail (a broken process is stopped rather than
 * reused).
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public interface Player<S, M> extends AutoCloseable {

  /**
   * The game begins.
   *
   * @param setup the game, the start position, the player's seat and its time per move
   * @throws BotFailure if the bot cannot play this game
   */
  void start(GameSetup<S, M> setup) throws BotFailure;

  /**
   * Asks for a move; the state is a decision node where this player is to move.
   *
   * @param state the position
   * @param timeLeft the time for this move, or null for no limit
   * @return the move the bot plays (the referee checks that it is legal)
   * @throws BotFailure if the bot misbehaves
   */
  M choose(S state, @Nullable Duration timeLeft) throws BotFailure;

  /**
   * A ply was played: a move of any player, or a chance outcome.
   *
   * @param before the position before the ply
   * @param move the move or outcome
   * @throws BotFailure if the bot misbehaves (an external bot that has exited)
   */
  void played(S before, M move) throws BotFailure;

  /**
   * The game is over. Never throws: a bot that fails here has already played its game.
   *
   * @param result the result
   * @param termination why the game ended other than by the rules (a forfeit, a ply limit), or null
   *     when the rules ended it
   */
  void finish(GameResult result, @Nullable String termination);

  /** Releases the player: an external bot's process is stopped or kept for another game. */
  @Override
  void close();
}
