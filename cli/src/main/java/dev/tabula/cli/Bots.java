package dev.tabula.cli;

import dev.tabula.core.Agent;
import dev.tabula.core.Agents;
import dev.tabula.core.Game;
import dev.tabula.match.Bot;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The bots of {@code tabula play}, by name: {@code random} (a uniformly random legal move), {@code
 * mc} or {@code mc:N} (flat Monte Carlo with N random playouts per decision, spread evenly over the
 * legal moves, at least one per move), and {@code mcts} or {@code mcts:N} (Monte Carlo tree search,
 * UCT, with N playouts per decision).
 */
final class Bots {
  private Bots() {}

  /** Playouts per decision of a bare {@code mc}. */
  static final int DEFAULT_MC_PLAYOUTS = 1000;

  /** The UCT exploration constant of {@code mcts}: about sqrt(2), for returns in [-1, 1]. */
  static final double MCTS_EXPLORATION = 1.4;

  /** The longest Monte Carlo playout, for games whose length has no bound. */
  static final int MAX_PLAYOUT_PLIES = 10_000;

  /** A parsed built-in bot: its name as the user wrote it (normalised) and the agent. */
  record Named<S, M>(String name, Agent<S, M> agent) {}

  /**
   * Parses a comma-separated list of bots, one per seat in seat order; a shorter list is filled up
   * with its last bot.
   */
  static <S, M> List<Named<S, M>> parse(Game<S, M> game, String spec) {
    String[] names = spec.split(",", -1);
    int seats = game.numPlayers();
    if (names.length > seats) {
      throw new CliException(
          "--bots lists "
              + names.length
              + " bots but "
              + game.name()
              + " has "
              + seats
              + " player"
              + (seats == 1 ? "" : "s"));
    }
    List<Named<S, M>> bots = new ArrayList<>();
    for (String name : names) {
      bots.add(bot(game, name.strip()));
    }
    while (bots.size() < seats) {
      bots.add(bots.get(bots.size() - 1));
    }
    return bots;
  }

  static <S, M> Named<S, M> bot(Game<S, M> game, String name) {
    if (name.equals("random")) {
      return new Named<>("random", Agents.uniformRandom());
    }
    if (isKind(name, "mc")) {
      int playouts = playouts(name, "mc", "move decision");
      return new Named<>("mc:" + playouts, monteCarlo(playouts, playoutPlies(game)));
    }
    if (isKind(name, "mcts")) {
      int playouts = playouts(name, "mcts", "decision");
      return new Named<>(
          "mcts:" + playouts, Agents.mcts(playouts, MCTS_EXPLORATION, playoutPlies(game)));
    }
    throw new CliException(
        "unknown bot '"
            + name
            + "'; bots: random, mc, mc:N, mcts, mcts:N"
            + " (N playouts per decision)");
  }

  /** The prefix of a bot that is a program speaking the bot protocol. */
  static final String COMMAND_PREFIX = "cmd:";

  /**
   * A bot of a match and, for a program, the file its standard error goes to.
   *
   * @param bot the bot
   * @param log the log file of a program, or null for a built-in bot
   */
  record Entry<S, M>(Bot<S, M> bot, Path log) {}

  /**
   * Parses the bots of {@code tabula match}: exactly one per seat, each a built-in bot or {@code
   * cmd:COMMAND} (split at white space, run without a shell). Programs' standard error goes to
   * {@code botN.log} in {@code logDir}, which is created if there is a program.
   */
  static <S, M> List<Entry<S, M>> forMatch(Game<S, M> game, String spec, Path logDir) {
    String[] names = spec.split(",", -1);
    int seats = game.numPlayers();
    if (names.length != seats) {
      throw new CliException(
          "--bots lists "
              + Messages.count(names.length, "bot")
              + " but "
              + game.name()
              + " is set up for "
              + Messages.count(seats, "player")
              + ": a match needs one bot per seat"
              + (game.options().containsKey("players")
                  ? " (or --players " + names.length + ")"
                  : ""));
    }
    List<Entry<S, M>> bots = new ArrayList<>();
    for (int i = 0; i < names.length; i++) {
      String name = names[i].strip();
      if (name.startsWith(COMMAND_PREFIX)) {
        String command = name.substring(COMMAND_PREFIX.length()).strip();
        if (command.isEmpty()) {
          throw new CliException(
              "bad bot '" + name + "': cmd: needs a command, e.g. 'cmd:python3 bot.py'");
        }
        Path log = logDir.resolve("bot" + (i + 1) + ".log");
        try {
          Files.createDirectories(logDir);
        } catch (IOException e) {
          throw new CliException("cannot create '" + logDir + "': " + Messages.reason(e), e);
        }
        List<String> words = Arrays.asList(command.split("\\s+"));
        bots.add(
            new Entry<>(Bot.external(COMMAND_PREFIX + String.join(" ", words), words, log), log));
      } else {
        Named<S, M> named = bot(game, name);
        bots.add(new Entry<>(Bot.of(named.name(), named.agent()), null));
      }
    }
    return bots;
  }

  /** Whether the bot name is {@code kind} or {@code kind:N}. */
  private static boolean isKind(String name, String kind) {
    return name.equals(kind) || name.startsWith(kind + ":");
  }

  /**
   * The playouts per decision of a bot of the given kind: N of {@code kind:N}, else the default;
   * {@code per} says what N counts playouts per in the error message.
   */
  private static int playouts(String name, String kind, String per) {
    if (name.equals(kind)) {
      return DEFAULT_MC_PLAYOUTS;
    }
    int playouts;
    try {
      playouts = Integer.parseInt(name.substring(kind.length() + 1));
    } catch (NumberFormatException e) {
      playouts = 0;
    }
    if (playouts < 1) {
      throw new CliException(
          "bad bot '"
              + name
              + "': "
              + kind
              + ":N needs a whole number N >= 1 of playouts per "
              + per);
    }
    return playouts;
  }

  /** The longest playout of a Monte Carlo bot: the game's bound, capped for unbounded games. */
  private static int playoutPlies(Game<?, ?> game) {
    return Math.min(game.maxGameLength(), MAX_PLAYOUT_PLIES);
  }

  /** Flat Monte Carlo with a budget of playouts per decision rather than per move. */
  static <S, M> Agent<S, M> monteCarlo(int playoutsPerDecision, int maxPlies) {
    return (game, state, random) -> {
      int moves = game.legalMoves(state).size();
      int perMove = Math.max(1, playoutsPerDecision / Math.max(1, moves));
      return Agents.<S, M>flatMonteCarlo(perMove, maxPlies).choose(game, state, random);
    };
  }
}
