package dev.tabula.cli;

import dev.tabula.core.Agent;
import dev.tabula.core.Game;
import dev.tabula.core.GameProvider;
import dev.tabula.core.GameRecord;
import dev.tabula.core.TimeLeft;
import dev.tabula.match.BotSpecs;
import dev.tabula.search.Budget;
import dev.tabula.search.SearchAgent;
import dev.tabula.search.SearchResult;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code tabula bot}: a built-in bot as a program that speaks the bot protocol (docs/protocol.md)
 * on its standard input and output, with its search's analysis in {@code info analyse} lines.
 */
@Command(
    name = "bot",
    description = {
      "Plays as a bot program of the Tabula bot protocol, version 1 (docs/protocol.md): reads the"
          + " referee's lines on standard input and answers on standard output, any number of"
          + " games, until 'quit' or the end of the input. For 'tabula match --bots' or another"
          + " referee: --bots 'cmd:java -jar tabula.jar bot --bot alphabeta:time=100ms',random.",
      "While a search thinks it writes, after each finished depth, 'info analyse depth D value V"
          + " nodes N time MS nps R pv MOVE ...' (V for the bot's seat, in -1..1; MCTS once, at"
          + " the end). The search answers within the 'go' time, less a margin."
    })
final class BotCommand implements Callable<Integer> {
  /** The most that a {@code go} time is cut by, for the answer to travel. */
  static final Duration MAX_MARGIN = Duration.ofMillis(100);

  @Mixin HelpOption help;

  @Option(
      names = "--bot",
      paramLabel = "SPEC",
      description =
          "The bot: "
              + BotSpecs.SYNTAX
              + ". Default: alphabeta:time=1s for two-player games without chance in play, else"
              + " expectimax:time=1s.")
  String bot;

  @Option(names = "--no-analyse", description = "Write no 'info analyse' lines.", negatable = false)
  boolean noAnalyse;

  private final Env env;

  BotCommand(Env env) {
    this.env = env;
  }

  @Override
  public Integer call() {
    BufferedReader in = new BufferedReader(new InputStreamReader(env.in(), StandardCharsets.UTF_8));
    try {
      String line = in.readLine();
      while (line != null && line.isBlank()) {
        line = in.readLine();
      }
      if (line == null) {
        return 0;
      }
      if (!first(line).equals("tabula") || !rest(line).equals("1")) {
        throw new CliException(
            "expected 'tabula 1' (this bot speaks version 1 of the protocol), got " + quoted(line));
      }
      send("name tabula " + (bot == null ? "default" : bot));
      send("reuse");
      send("ready");
      String name = null;
      Session<?, ?> session = null;
      for (line = in.readLine(); line != null; line = in.readLine()) {
        String command = first(line);
        String rest = rest(line);
        switch (command) {
          case "quit":
            return 0;
          case "game": // the options line follows, even when there are none
            name = rest;
            session = null;
            break;
          case "options":
            if (name == null) {
              throw new CliException("'options' before any 'game'");
            }
            session = new Session<>(create(name, rest));
            break;
          default: // blank lines, and lines of later versions before a game
            if (session != null) {
              session.take(command, rest);
            }
        }
      }
      return 0;
    } catch (IOException e) {
      throw new CliException("cannot read standard input: " + Messages.reason(e), e);
    }
  }

  /** The game of the {@code game} line with the {@code options} line's options. */
  private static Game<?, ?> create(String name, String options) {
    try {
      return GameProvider.find(name).create(GameRecord.parseOptions(options));
    } catch (IllegalArgumentException e) {
      throw new CliException("cannot set up '" + name + "': " + e.getMessage(), e);
    }
  }

  /** One game: its seed, the position asked about, the bot. */
  private final class Session<S, M> {
    final Game<S, M> game;
    private final Agent<S, M> agent;
    private SplittableRandom random = new SplittableRandom(0);
    private @Nullable S position;
    // the clock line before the next go: milliseconds left and the increment, or null
    private long @Nullable [] clock;

    Session(Game<S, M> game) {
      this.game = game;
      this.agent = agent(game);
    }

    void take(String command, String rest) {
      switch (command) {
        case "seed":
          try {
            random = new SplittableRandom(Long.parseLong(rest.trim()));
          } catch (NumberFormatException e) {
            throw new CliException("the seed is not a number: " + quoted(rest), e);
          }
          break;
        case "position":
          try {
            position = game.parseState(rest);
          } catch (IllegalArgumentException e) {
            throw new CliException("cannot read the position: " + e.getMessage(), e);
          }
          break;
        case "clock":
          clock = clock(rest.trim());
          break;
        case "go":
          S s = position;
          if (s == null) {
            throw new CliException("'go' before any 'position'");
          }
          M move = choose(s, timeLeft(time(rest.trim()), clock));
          send("action " + game.actionId(s, move));
          position = null;
          clock = null;
          break;
        default: // start, played, legal, result and lines of later versions
      }
    }

    private M choose(S state, TimeLeft time) {
      if (!(agent instanceof SearchAgent<S, M> search)) {
        return agent.chooseWithin(game, state, random, time);
      }
      Consumer<SearchResult<M>> progress =
          noAnalyse ? r -> {} : r -> send(analysis(game, state, r));
      if (time.clock() != null) {
        return search.search(game, state, time, random, progress).move();
      }
      Duration limit = time.limit();
      Budget budget = search.defaultBudget();
      if (limit != null && (budget.time() == null || budget.time().compareTo(limit) > 0)) {
        budget = budget.withTime(limit);
      }
      return search.search(game, state, budget, random, progress).move();
    }
  }

  /** The bot of the spec, by default a timed alpha-beta or expectimax. */
  private <S, M> Agent<S, M> agent(Game<S, M> game) {
    return Bots.bot(game, bot == null ? Bots.defaultSearch(game, ":time=1s") : bot).agent();
  }

  /**
   * {@code clock <ms> <increment-ms>}: what is left on the bot's clock and what it gains after the
   * move.
   */
  static long[] clock(String arg) {
    String[] parts = arg.split(" +", -1);
    try {
      if (parts.length == 2) {
        long left = Long.parseLong(parts[0]);
        long increment = Long.parseLong(parts[1]);
        if (left >= 0 && increment >= 0) {
          return new long[] {left, increment};
        }
      }
    } catch (NumberFormatException e) {
      // said below
    }
    throw new CliException(
        "'clock' takes the milliseconds left and the increment's, got " + quoted(arg));
  }

  /** The time for a move: {@code go}'s limit, and the clock of the line before it, if any. */
  static TimeLeft timeLeft(@Nullable Duration limit, long @Nullable [] clock) {
    if (clock == null || limit == null) {
      return TimeLeft.perMove(limit);
    }
    Duration left = Duration.ofMillis(Math.max(1, clock[0]));
    return new TimeLeft(
        limit.compareTo(left) > 0 ? left : limit, left, Duration.ofMillis(clock[1]));
  }

  /**
   * The time to think for {@code go <ms>}: the time less a tenth of it (at most {@link
   * #MAX_MARGIN}), at least a millisecond; null for {@code inf}.
   */
  static @Nullable Duration time(String arg) {
    if (arg.equals("inf")) {
      return null;
    }
    long ms;
    try {
      ms = Long.parseLong(arg);
    } catch (NumberFormatException e) {
      throw new CliException("'go' takes milliseconds or inf, got " + quoted(arg), e);
    }
    if (ms < 0) {
      throw new CliException("'go' takes milliseconds or inf, got " + quoted(arg));
    }
    long margin = Math.min(ms / 10, MAX_MARGIN.toMillis());
    return Duration.ofMillis(Math.max(1, ms - margin));
  }

  /**
   * The {@code info analyse} line of a search's report: the depth, the value for the player to
   * move, the nodes, the milliseconds, the nodes per second and the line in move notation.
   */
  static <S, M> String analysis(Game<S, M> game, S state, SearchResult<M> r) {
    long nanos = r.elapsed().toNanos();
    return String.format(
            Locale.ROOT,
            "info analyse depth %d value %+.3f nodes %d time %d nps %d pv ",
            r.depth(),
            r.value(),
            r.iterations(),
            r.elapsed().toMillis(),
            nanos <= 0 ? 0 : Math.round(r.iterations() * 1e9 / nanos))
        + AnalyseCommand.notation(game, state, r.move(), r.principalVariation());
  }

  private void send(String line) {
    env.out().println(line);
    env.out().flush();
  }

  /** The first word of a line (any run of blanks separates words), or "" for a blank line. */
  private static String first(String line) {
    String t = line.strip();
    int space = firstBlank(t);
    return space < 0 ? t : t.substring(0, space);
  }

  private static int firstBlank(String t) {
    for (int i = 0; i < t.length(); i++) {
      if (Character.isWhitespace(t.charAt(i))) {
        return i;
      }
    }
    return -1;
  }

  /** Text of the referee's for an error: quoted, control characters made visible, cut at 60. */
  private static String quoted(String text) {
    String t = text.length() > 60 ? text.substring(0, 60) + "..." : text;
    return "'" + Messages.visible(t) + "'";
  }

  /** The line after its first word, without the blanks around it. */
  private static String rest(String line) {
    String t = line.strip();
    int space = firstBlank(t);
    return space < 0 ? "" : t.substring(space + 1).strip();
  }
}
