package dev.tabula.core;

import java.time.Duration;
import java.util.Objects;
import java.util.random.RandomGenerator;
import org.jspecify.annotations.Nullable;

/**
 * One seat's player in one game, as {@link GameLoop} drives it: {@link #start} once, then, in the
 * order of play, {@link #chooseWithin} at each of its turns and {@link #played} after every ply
 * (its own moves, the other seats' and chance outcomes), then {@link #finish} and {@link #close}.
 * All calls for one game come from one thread, so a player needs no locking; a new game needs a new
 * player.
 *
 * <p>A player may keep what it learns from ply to ply (a search tree, a connection to a program). A
 * stateless {@link Agent} becomes a player with {@link #of}; the match module's external programs,
 * which speak the bot protocol, are players too.
 *
 * <p>A player that throws {@link PlayerFailure} loses the game; the loop still calls {@link
 * #finish} and {@link #close}, which must then not fail. Only {@link #choose(Object, Duration)} is
 * abstract: the other methods do nothing by default.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public interface Player<S, M> extends AutoCloseable {

  /**
   * The game begins.
   *
   * @param game the game, with its setup
   * @param start the position the game starts from
   * @param seat the player's seat, {@code 0 .. game.numPlayers() - 1}
   * @throws PlayerFailure if the player cannot play this game (it then loses it)
   */
  default void start(Game<S, M> game, S start, int seat) throws PlayerFailure {}

  /**
   * Asks for a move: the state is a decision node where this player's seat is to move, reached by
   * the plies {@link #played} told since {@link #start}.
   *
   * @param state the position
   * @param timeLeft the time for this move, or null for no limit
   * @return the move to play; the loop checks that it is legal (an illegal or null move loses the
   *     game)
   * @throws PlayerFailure if the player misbehaves
   */
  M choose(S state, @Nullable Duration timeLeft) throws PlayerFailure;

  /**
   * Asks for a move with what the player may spend on it, clock included: what {@link GameLoop}
   * calls. By default {@link #choose(Object, Duration) choose(state, time.limit())}; a player that
   * manages a {@linkplain TimeControl game clock} (a search bot that spends more on some moves than
   * on others, an external program told its clock) overrides this one. A move that takes longer
   * than the clock shows loses the game on time.
   *
   * @param state the position, as for {@link #choose(Object, Duration)}
   * @param time the most this move may take, and the seat's clock when one runs
   * @return the move to play
   * @throws PlayerFailure if the player misbehaves
   */
  default M chooseWithin(S state, TimeLeft time) throws PlayerFailure {
    return choose(state, Objects.requireNonNull(time, "time").limit());
  }

  /**
   * A ply was played: a move of any seat (this one's too), or a chance outcome.
   *
   * @param before the position before the ply
   * @param move the move or outcome
   * @throws PlayerFailure if the player misbehaves (an external program that has exited)
   */
  default void played(S before, M move) throws PlayerFailure {}

  /**
   * The game is over. Never throws: a player that fails here has already played its game.
   *
   * @param result the result the game counts: the rules' result, or a forfeit or an adjudication
   * @param termination why the game ended other than by the rules (a forfeit, a ply limit), as the
   *     record's {@code Termination} tag says it, or null when the rules ended it
   */
  default void finish(GameResult result, @Nullable String termination) {}

  /**
   * Releases the player (an external program is stopped, or kept for another game). Never throws.
   */
  @Override
  default void close() {}

  /**
   * Returns a player that asks a stateless agent at its turns: {@link #chooseWithin} is {@link
   * Agent#chooseWithin agent.chooseWithin(game, state, random, time)} with the game given to {@link
   * #start}, which an agent that keeps its own budget ignores (the default) and a search agent uses
   * to manage a clock. What the agent throws becomes a {@link PlayerFailure} of kind {@link
   * PlayerFailure.Kind#CRASH} ({@code the agent threw ...}) with the exception as its cause.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @param agent the agent
   * @param random the generator the agent draws from, for this game; several players may share one
   *     (as {@link Playouts#play} does), since one game's calls come from one thread
   * @return the player, for one game
   */
  static <S, M> Player<S, M> of(Agent<S, M> agent, RandomGenerator random) {
    return new AgentPlayer<>(
        Objects.requireNonNull(agent, "agent"), Objects.requireNonNull(random, "random"));
  }
}
