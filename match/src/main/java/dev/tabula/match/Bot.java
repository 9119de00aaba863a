package dev.tabula.match;

import dev.tabula.core.Agent;
import dev.tabula.core.Player;
import dev.tabula.core.PlayerFailure;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import java.util.random.RandomGenerator;
import org.jspecify.annotations.Nullable;

/**
 * A contestant of a match: a name and a way to open a {@link Player} for each game. Implementations
 * are thread-safe: with several games at once, {@link #open} is called from several threads.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public interface Bot<S, M> extends AutoCloseable {

  /**
   * Returns the bot's name as results and records show it.
   *
   * @return the name
   */
  String name();

  /**
   * Opens a player for one game (for an external bot: starts its program, or takes one that is
   * running and said it can play another game). The referee then starts it ({@link Player#start})
   * and plays the game with it in the {@link dev.tabula.core.GameLoop}.
   *
   * @param gameIndex the game's number in the match, from 0 (its record's {@code Round} less 1)
   * @param seed the seed of the player's own randomness, derived from the match seed, the game and
   *     the seat: an in-process agent draws from a generator seeded with it, so that a match
   *     replays exactly; an external bot is told it
   * @return the player, closed by the referee after the game
   * @throws PlayerFailure if the bot cannot be started; the game is then lost by this bot
   */
  Player<S, M> open(long gameIndex, long seed) throws PlayerFailure;

  /**
   * Checks, before the first game of a match, that the bot can play at all; {@link Match#run} calls
   * it for every bot. An external bot starts its program (which the first game then uses) and fails
   * if it cannot be started; the default does nothing. Calling it again before the prepared game is
   * played does nothing more.
   *
   * @throws PlayerFailure if the bot cannot play: the match does not begin
   */
  default void prepare() throws PlayerFailure {}

  /**
   * Releases what the bot keeps between games (an external bot's idle processes). The referee calls
   * it when the match ends; the bot may be opened again afterwards.
   */
  @Override
  default void close() {}

  /**
   * An in-process bot over one shared agent, which must therefore be thread-safe (every agent of
   * {@code dev.tabula.search} is): each game gets {@link Player#of Player.of(agent, random)} with a
   * {@link java.util.SplittableRandom} seeded by {@link #open}'s seed. The time per move is not
   * enforced on in-process agents; a {@linkplain Match#clock game clock} is, and a search agent
   * shares it over its moves.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @param name the bot's name
   * @param agent the agent
   * @return the bot
   */
  static <S, M> Bot<S, M> of(String name, Agent<S, M> agent) {
    Objects.requireNonNull(agent, "agent");
    return new AgentBot<>(name, random -> Player.of(agent, random), agent, null);
  }

  /**
   * An in-process bot over one shared, thread-safe agent, like {@link #of(String, Agent)}, that
   * reports its searches: when the agent is a {@link dev.tabula.search.SearchAgent}, each of its
   * moves (but a position's only move) is searched with its own budget, as its {@code choose}
   * would, and {@link dev.tabula.search.SearchResult#describe} is appended to the log, prefixed
   * {@code [game N] ply P} (N as the record's {@code Round}). A log that cannot be written is given
   * up silently.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @param name the bot's name
   * @param agent the agent
   * @param searchLog the file the reports are appended to
   * @return the bot
   */
  static <S, M> Bot<S, M> of(String name, Agent<S, M> agent, Path searchLog) {
    Objects.requireNonNull(agent, "agent");
    return new AgentBot<>(
        name,
        random -> Player.of(agent, random),
        agent,
        Objects.requireNonNull(searchLog, "searchLog"));
  }

  /**
   * An in-process bot that makes a new player for every game, from a {@link
   * java.util.SplittableRandom} seeded by {@link #open}'s seed: for players that keep state through
   * a game, such as a Monte Carlo tree search that reuses its tree ({@code Bot.perGame("mcts",
   * mcts::player)}, see {@link dev.tabula.search.Mcts#player}), or agents that are not thread-safe
   * ({@code random -> Player.of(new MyAgent(), random)}). What the function throws loses the game
   * ({@link PlayerFailure.Kind#CRASH}).
   *
   * @param <S> the state type
   * @param <M> the move type
   * @param name the bot's name
   * @param players makes one player per game from its generator; called from several threads
   * @return the bot
   */
  static <S, M> Bot<S, M> perGame(
      String name, Function<? super RandomGenerator, ? extends Player<S, M>> players) {
    Objects.requireNonNull(players, "players");
    return new AgentBot<>(name, players, null, null);
  }

  /**
   * A program in any language that speaks the Tabula bot protocol ({@code docs/protocol.md}) on its
   * standard input and output, with the {@linkplain ProgramLimits#DEFAULTS default limits}. One
   * process plays one game, or several in turn if it says it can; a process that fails is stopped
   * and a new one started for the next game.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @param name the bot's name
   * @param command the program and its arguments, run in the current directory
   * @param stderrLog the file the program's standard error is appended to (each line prefixed with
   *     the game number), or null to discard it
   * @return the bot
   */
  static <S, M> Bot<S, M> external(String name, List<String> command, @Nullable Path stderrLog) {
    return ExternalBot.create(name, command, stderrLog, ProgramLimits.DEFAULTS);
  }

  /**
   * A program speaking the bot protocol, like {@link #external(String, List, Path)}, with other
   * limits: the time to finish the handshake, the size of its log per match, the longest line.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @param name the bot's name
   * @param command the program and its arguments, run in the current directory
   * @param stderrLog the file the program's standard error and {@code info} lines are appended to,
   *     or null to discard them
   * @param limits the limits
   * @return the bot
   */
  static <S, M> Bot<S, M> external(
      String name, List<String> command, @Nullable Path stderrLog, ProgramLimits limits) {
    return ExternalBot.create(name, command, stderrLog, limits);
  }
}
