package dev.tabula.cli;

import dev.tabula.core.Agent;
import dev.tabula.core.Game;
import dev.tabula.match.Bot;
import dev.tabula.match.BotSpecs;
import dev.tabula.match.ProgramLimits;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;

/**
 * The bots of {@code tabula play}, {@code tabula match} and {@code tabula selfplay}, by name: the
 * built-in ones as {@link BotSpecs} parses them (its errors become the command's), and in a match
 * {@code cmd:COMMAND}, a program speaking the bot protocol.
 */
final class Bots {
  private Bots() {}

  /** Playouts per decision of a bare {@code mc}. */
  static final int DEFAULT_MC_PLAYOUTS = BotSpecs.DEFAULT_MC_PLAYOUTS;

  /** A parsed built-in bot: its name as the user wrote it (normalised) and the agent. */
  record Named<S, M>(String name, Agent<S, M> agent) {}

  /**
   * Parses a comma-separated list of bots, one per seat in seat order; a shorter list is filled up
   * with its last bot ({@link BotSpecs#parse}).
   */
  static <S, M> List<Named<S, M>> parse(Game<S, M> game, String spec) {
    checkNoneEmpty(spec);
    List<BotSpecs.Named<S, M>> parsed;
    try {
      parsed = BotSpecs.parse(game, spec);
    } catch (IllegalArgumentException e) {
      throw new CliException(e.getMessage(), e);
    }
    List<Named<S, M>> bots = new ArrayList<>();
    for (BotSpecs.Named<S, M> b : parsed) {
      bots.add(new Named<>(b.name(), b.agent()));
    }
    return bots;
  }

  /**
   * Fails when an entry of a {@code --bots} list is empty ({@code ,,}, {@code mc,}): that is a
   * slip, to be named before the list is counted against the seats.
   */
  private static void checkNoneEmpty(String spec) {
    String[] names = spec.split(",", -1);
    for (int i = 0; i < names.length; i++) {
      if (names[i].isBlank()) {
        throw new CliException(
            "--bots '"
                + spec
                + "': bot "
                + (i + 1)
                + " is empty (one bot per seat, separated by commas)");
      }
    }
  }

  /**
   * The default search of a game: {@code alphabeta} where it applies (two players, no chance in
   * play), else {@code expectimax}; with {@code settings} appended (as {@code ":time=1s"}, or "").
   */
  static String defaultSearch(Game<?, ?> game, String settings) {
    try {
      BotSpecs.bot(game, "alphabeta" + settings);
      return "alphabeta" + settings;
    } catch (IllegalArgumentException e) {
      return "expectimax" + settings;
    }
  }

  /** Parses one built-in bot ({@link BotSpecs#bot}). */
  static <S, M> Named<S, M> bot(Game<S, M> game, String name) {
    try {
      BotSpecs.Named<S, M> b = BotSpecs.bot(game, name);
      return new Named<>(b.name(), b.agent());
    } catch (IllegalArgumentException e) {
      throw new CliException(e.getMessage(), e);
    }
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
   * cmd:COMMAND} (split at white space, run without a shell, with the limits given). Programs'
   * standard error, and (when {@code logSearches}) search bots' reports of each search, go to
   * {@code botN.log} in the directory {@code logDir} gives, asked for only if there is such a bot.
   */
  static <S, M> List<Entry<S, M>> forMatch(
      Game<S, M> game,
      String spec,
      Supplier<Path> logDir,
      boolean logSearches,
      ProgramLimits limits) {
    checkNoneEmpty(spec);
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
        Path log = logDir.get().resolve("bot" + (i + 1) + ".log");
        List<String> words = Arrays.asList(command.split("\\s+"));
        bots.add(
            new Entry<>(
                Bot.external(COMMAND_PREFIX + String.join(" ", words), words, log, limits), log));
      } else {
        Named<S, M> named = bot(game, name);
        if (logSearches && named.agent() instanceof dev.tabula.search.SearchAgent) {
          Path log = logDir.get().resolve("bot" + (i + 1) + ".log");
          bots.add(new Entry<>(Bot.of(named.name(), named.agent(), log), log));
        } else {
          bots.add(new Entry<>(Bot.of(named.name(), named.agent()), null));
        }
      }
    }
    return bots;
  }
}
