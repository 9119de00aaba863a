package dev.tabula.cli;

import dev.tabula.core.Game;
import dev.tabula.core.GameRecord;
import dev.tabula.core.TimeControl;
import dev.tabula.match.Bot;
import dev.tabula.match.BotSpecs;
import dev.tabula.match.BotStartException;
import dev.tabula.match.Match;
import dev.tabula.match.MatchGame;
import dev.tabula.match.MatchListener;
import dev.tabula.match.MatchResult;
import dev.tabula.match.MatchSummary;
import dev.tabula.match.ProgramLimits;
import dev.tabula.match.Sprt;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code tabula match}: bots play many games against each other with the seats rotated, on several
 * threads, and the statistics say which is stronger. Built on {@link Match}; live standing on
 * standard error when it is a terminal, the summary on standard output, every game appended to
 * {@code --records} as it is counted.
 */
@Command(
    name = "match",
    description = {
      "Bots play a match: every opening once from every seat (--games is rounded up to a whole"
          + " number of rounds), games on several threads, and the statistics (score, Elo"
          + " difference with its 95%% interval, likelihood of superiority, draw ratio; for three"
          + " or four players mean place and pairwise scores; optionally an SPRT) to say which bot"
          + " is stronger.",
      "The standing so far is shown on standard error when it is a terminal, with where"
          + " programs' standard error goes; the summary goes to standard output and ends with"
          + " the command that reproduces the match."
          + " Ctrl-C stops the match and prints the summary of the games finished."
    })
final class MatchCommand extends GameCommand {

  /** The default time per move of external bots, in milliseconds. */
  static final int DEFAULT_MOVE_TIME_MS = 10_000;

  @Option(
      names = {"-b", "--bots"},
      paramLabel = "BOT,BOT[,...]",
      required = true,
      description =
          "One bot per seat: a built-in bot as in 'tabula play' ("
              + BotSpecs.SYNTAX
              + "; settings after colons, e.g. mcts:time=100ms:threads=2), or cmd:COMMAND, a"
              + " program speaking the bot protocol (docs/protocol.md), e.g."
              + " 'cmd:python3 mybot.py' (split at spaces; no commas). A program that cannot be"
              + " started at all stops the match before its first game.")
  String bots;

  @Mixin GamesOption gamesOption;

  @Option(
      names = "--openings",
      paramLabel = "FILE",
      description =
          "Start positions, one per line in the game's notation (blank lines and lines"
              + " starting with # are skipped), used in turn.")
  Path openings;

  @Option(
      names = "--random-openings",
      paramLabel = "PLIES",
      description = "Start each opening with PLIES random plies from the start (seeded).")
  Integer randomOpenings;

  @Option(
      names = "--move-time",
      paramLabel = "MS",
      description =
          "Time per move in milliseconds: a program that does not answer in time loses the"
              + " game. Built-in bots are not timed. Default: "
              + DEFAULT_MOVE_TIME_MS
              + ".")
  Long moveTime;

  @Option(
      names = "--clock",
      paramLabel = "BASE[+INC]",
      description =
          "A game clock: each bot starts every game with BASE and gains INC after each of its"
              + " moves (times like 60s or 100ms); a bot whose clock runs out loses on time,"
              + " built-in bots too, which then share their clock over their moves.")
  String clock;

  @Option(
      names = "--sprt",
      paramLabel = "ELO0,ELO1[,ALPHA,BETA]",
      description =
          "Stop when a sequential probability ratio test of the first bot against the second"
              + " accepts H0 (Elo difference ELO0) or H1 (ELO1); alpha and beta default to"
              + " 0.05. Two-player games only.")
  String sprt;

  @Option(
      names = "--records",
      paramLabel = "FILE",
      description = "Append every game's record to FILE as soon as it is counted.")
  Path records;

  @Option(
      names = "--bot-logs",
      paramLabel = "DIR",
      description =
          "Where programs' standard error goes, one file per bot (default: a new directory in"
              + " the system's temporary directory, shown at the start). Given, search bots"
              + " (mcts, alphabeta, expectimax) also write there what each search did.")
  Path botLogs;

  @Option(
      names = "--bot-log-limit",
      paramLabel = "SIZE",
      description =
          "The most a program's standard error and info lines take in its log in one match, in"
              + " bytes or with k, M or G (KiB, MiB, GiB); past it, the log says where it was cut"
              + " and drops the rest. Default: 10M.")
  String botLogLimit;

  @Option(
      names = "--bot-line-limit",
      paramLabel = "SIZE",
      description =
          "The longest line a program may write, in bytes or with k or M: a longer info or"
              + " standard error line is cut in the log, a longer answer loses the game."
              + " Default: 64k.")
  String botLineLimit;

  @Option(
      names = "--handshake-time",
      paramLabel = "MS",
      description =
          "How long a program has, from its start, to say it is ready, in milliseconds; one that"
              + " is not loses the game it was started for. Default: 30000.")
  Long handshakeTime;

  @Option(
      names = "--max-handshake-failures",
      paramLabel = "N",
      description =
          "Stop the match when a program has failed to get ready (to start or to finish its"
              + " handshake) in N of its games in a row; the summary so far is printed and the"
              + " exit status is 2. 0: never stop. Default: "
              + Match.DEFAULT_MAX_HANDSHAKE_FAILURES
              + ".")
  Integer maxHandshakeFailures;

  @Option(
      names = "--max-plies",
      paramLabel = "N",
      description =
          "Adjudicate a game as a draw after N plies (chance outcomes count). Default: the"
              + " game's bound, at most "
              + Match.DEFAULT_MAX_PLIES
              + ".")
  Integer maxPlies;

  @Mixin SeedOption seed;

  @Mixin ThreadsOption threads;

  private List<OpeningLine> openingLines = List.of();

  MatchCommand(Env env) {
    super(env);
  }

  @Override
  void prepare() {
    if (openings != null && randomOpenings != null) {
      throw badOptions("give --openings or --random-openings, not both");
    }
    if (openings != null) {
      List<OpeningLine> lines = new ArrayList<>();
      try (BufferedReader reader = Files.newBufferedReader(openings, StandardCharsets.UTF_8)) {
        PositionLines in = new PositionLines(reader, openings + " ");
        for (String line = in.next(); line != null; line = in.next()) {
          if (!isSkipped(line)) {
            lines.add(new OpeningLine(in.number(), line));
          }
        }
      } catch (IOException e) {
        throw new CliException("cannot read '" + openings + "': " + Messages.reason(e), e);
      }
      openingLines = lines;
    }
  }

  /** A position line of the openings file and its number, from 1. */
  private record OpeningLine(int number, String text) {}

  @Override
  String setupPosition() {
    return openingLines.isEmpty() ? null : openingLines.get(0).text();
  }

  @Override
  String positionName() {
    return "the first opening";
  }

  private static boolean isSkipped(String line) {
    String s = line.strip();
    return s.isEmpty() || s.startsWith("#");
  }

  @Override
  <S, M> int run(Game<S, M> game) {
    long games = gamesOption.count(this);
    int k = threads.count(this);
    atLeast("--random-openings", randomOpenings, 0);
    if (moveTime != null && moveTime < 1) {
      throw badOptions("--move-time must be >= 1 ms, got " + moveTime);
    }
    atLeast("--max-plies", maxPlies, 1);
    if (handshakeTime != null && handshakeTime < 1) {
      throw badOptions("--handshake-time must be >= 1 ms, got " + handshakeTime);
    }
    atLeast("--max-handshake-failures", maxHandshakeFailures, 0);
    ProgramLimits limits = programLimits();
    long s = seed.value();
    Match<S, M> match =
        Match.of(game)
            .games(games)
            .seed(s)
            .moveTime(Duration.ofMillis(moveTime != null ? moveTime : DEFAULT_MOVE_TIME_MS))
            .concurrency(k);
    if (maxPlies != null) {
      match = match.maxPlies(maxPlies);
    }
    if (clock != null) {
      match = match.clock(parseClock(clock));
    }
    if (maxHandshakeFailures != null) {
      match = match.maxHandshakeFailures(maxHandshakeFailures);
    }
    if (sprt != null) {
      if (game.numPlayers() != 2) {
        throw badOptions(
            "--sprt needs a two-player game; "
                + game.name()
                + " is set up for "
                + Messages.count(game.numPlayers(), "player"));
      }
      match = match.sprt(parseSprt(sprt));
    }
    if (openings != null) {
      match = match.openings(readOpenings(game));
    } else if (randomOpenings != null) {
      match = match.randomOpenings(randomOpenings);
      try {
        var unused = match.opening(0); // fails when the random plies end every game
      } catch (IllegalArgumentException e) {
        throw new CliException("--random-openings " + randomOpenings + ": " + e.getMessage(), e);
      }
    }
    LogDirectory logs = new LogDirectory();
    List<Bots.Entry<S, M>> entries = Bots.forMatch(game, bots, logs::get, botLogs != null, limits);
    List<Bot<S, M>> list = new ArrayList<>();
    for (Bots.Entry<S, M> e : entries) {
      list.add(e.bot());
    }
    match = match.bots(list);
    RecordWriter<S, M> writer = records == null ? null : new RecordWriter<>(game, records);
    try {
      // A program that cannot be started at all: the user's error, before any game.
      match.prepareBots();
    } catch (BotStartException e) {
      if (writer != null) {
        writer.close();
      }
      logs.deleteIfUnused();
      throw new CliException(e.getMessage(), e);
    }

    PrintWriter err = err();
    if (env.stderrIsTerminal()) {
      err.println(MatchSummary.header(match)); // the summary on standard output repeats it
    }
    for (Bots.Entry<S, M> e : entries) {
      if (e.log() != null) {
        err.println(
            (e.bot().name().startsWith(Bots.COMMAND_PREFIX) ? "standard error of " : "searches of ")
                + e.bot().name()
                + ": "
                + e.log());
      }
    }
    err.flush();

    Progress progress = new Progress(env);
    MatchListener<S, M> listener =
        (g, soFar) -> {
          if (writer != null) {
            writer.write(g);
          }
          if (progress.due()) {
            progress.show(MatchSummary.live(soFar.get()), false);
          }
        };
    CountDownLatch summarized = new CountDownLatch(1);
    Thread runner = Thread.currentThread();
    Thread hook =
        new Thread(
            () -> {
              runner.interrupt();
              try {
                summarized.await(10, TimeUnit.SECONDS);
              } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
              }
            },
            "tabula-match-interrupt");
    Runtime.getRuntime().addShutdownHook(hook);
    MatchResult result;
    BotStartException stopped = null;
    try {
      // without records or a progress line, no listener: the runner then builds no records
      result = writer == null && !progress.enabled() ? match.run() : match.run(listener);
    } catch (BotStartException e) {
      // A program failed to get ready in too many games in a row: the summary so far, then why.
      stopped = e;
      result = e.result();
      if (result == null) {
        throw new CliException(e.getMessage(), e);
      }
    } catch (UncheckedIOException e) {
      throw new CliException(
          "cannot write '" + records + "': " + Messages.reason(e.getCause()), e.getCause());
    } finally {
      if (writer != null) {
        writer.close();
      }
      try {
        Runtime.getRuntime().removeShutdownHook(hook);
      } catch (IllegalStateException e) {
        // the JVM is shutting down (Ctrl-C): the hook waits for the summary below
      }
    }
    progress.clear();
    try {
      PrintWriter out = out();
      out.print(MatchSummary.text(match, result));
      out.println("reproduce: " + reproduce(match));
      out.flush();
    } finally {
      summarized.countDown();
    }
    Thread.interrupted(); // a Ctrl-C that came after the match ended
    if (stopped != null) {
      throw new CliException(stopped.getMessage(), stopped);
    }
    return 0;
  }

  /** The limits of programs: the defaults, changed by the options given. */
  private ProgramLimits programLimits() {
    ProgramLimits limits = ProgramLimits.DEFAULTS;
    if (handshakeTime != null) {
      limits = limits.withHandshakeTime(Duration.ofMillis(handshakeTime));
    }
    if (botLogLimit != null) {
      limits = limits.withLogBytes(size("--bot-log-limit", botLogLimit, 0, Long.MAX_VALUE));
    }
    if (botLineLimit != null) {
      limits =
          limits.withLineBytes((int) size("--bot-line-limit", botLineLimit, 1, Integer.MAX_VALUE));
    }
    return limits;
  }

  /** A size in bytes: digits, then perhaps k, M or G for KiB, MiB or GiB. */
  private long size(String option, String text, long min, long max) {
    String t = text.strip();
    int shift =
        t.endsWith("k") || t.endsWith("K") ? 10 : t.endsWith("M") ? 20 : t.endsWith("G") ? 30 : 0;
    String digits = shift == 0 ? t : t.substring(0, t.length() - 1);
    long n = -1;
    if (!digits.isEmpty() && digits.length() <= 18 && digits.chars().allMatch(Character::isDigit)) {
      n = Long.parseLong(digits);
      n = n > (Long.MAX_VALUE >> shift) ? -1 : n << shift;
    }
    if (n < min || n > max) {
      throw badOptions(
          option
              + " takes a size from "
              + min
              + " to "
              + max
              + " bytes, like 500000, 64k or 10M; got '"
              + text
              + "'");
    }
    return n;
  }

  private Sprt parseSprt(String text) {
    String[] parts = text.split(",", -1);
    if (parts.length != 2 && parts.length != 4) {
      throw badOptions("--sprt takes ELO0,ELO1 or ELO0,ELO1,ALPHA,BETA, got '" + text + "'");
    }
    double[] v = new double[4];
    v[2] = 0.05;
    v[3] = 0.05;
    for (int i = 0; i < parts.length; i++) {
      try {
        v[i] = Double.parseDouble(parts[i].strip());
      } catch (NumberFormatException e) {
        throw badOptions("--sprt: '" + parts[i].strip() + "' is not a number");
      }
    }
    try {
      return new Sprt(v[0], v[1], v[2], v[3]);
    } catch (IllegalArgumentException e) {
      throw badOptions("--sprt " + text + ": " + e.getMessage());
    }
  }

  private <S> List<S> readOpenings(Game<S, ?> game) {
    List<S> list = new ArrayList<>();
    for (OpeningLine line : openingLines) {
      String where = openings + " line " + line.number();
      S state = parsePosition(game, line.text(), where + ": bad position");
      if (game.isTerminal(state)) {
        throw new CliException(where + ": the game is over in this position");
      }
      list.add(state);
    }
    if (list.isEmpty()) {
      throw new CliException(openings + " has no positions");
    }
    return list;
  }

  /**
   * The directory for programs' standard error: --bot-logs, created if need be, or a new one in the
   * temporary directory for this match alone; made when the first log needs it.
   */
  private final class LogDirectory {
    private Path dir;
    private boolean created;

    Path get() {
      if (dir == null) {
        try {
          if (botLogs != null) {
            Files.createDirectories(botLogs);
            dir = botLogs;
          } else {
            dir = Files.createTempDirectory("tabula-match-");
            created = true;
          }
        } catch (IOException e) {
          Path where = botLogs != null ? botLogs : Path.of(System.getProperty("java.io.tmpdir"));
          throw new CliException("cannot create '" + where + "': " + Messages.reason(e), e);
        }
      }
      return dir;
    }

    /** Removes the temporary directory made for this match if nothing was written in it. */
    void deleteIfUnused() {
      if (created) {
        try {
          Files.deleteIfExists(dir);
        } catch (IOException e) {
          // not empty, or gone: left as it is
        }
      }
    }
  }

  private static List<String> names(Match<?, ?> match) {
    List<String> names = new ArrayList<>();
    for (Bot<?, ?> b : match.bots()) {
      names.add(b.name());
    }
    return names;
  }

  /** {@code BASE[+INC]}: the time control of {@code --clock}. */
  private TimeControl parseClock(String text) {
    String[] parts = text.split("\\+", -1);
    try {
      if (parts.length <= 2) {
        Duration base = BotSpecs.duration(parts[0]);
        Duration increment =
            parts.length == 1 || parts[1].equals("0") ? Duration.ZERO : BotSpecs.duration(parts[1]);
        return new TimeControl(base, increment);
      }
    } catch (IllegalArgumentException e) {
      // the message below says what is expected
    }
    throw badOptions(
        "--clock needs BASE or BASE+INC, each a time like 60s or 100ms (INC may be 0), got '"
            + text
            + "'");
  }

  /** The command line that plays the same match. */
  private String reproduce(Match<?, ?> match) {
    List<String> words = new ArrayList<>();
    words.add("tabula");
    words.add("match");
    words.add(match.game().name());
    for (Map.Entry<String, String> o : setup.entrySet()) {
      words.add("-o");
      words.add(o.getKey() + "=" + o.getValue());
    }
    words.add("--bots");
    words.add(String.join(",", names(match)));
    words.add("--games");
    words.add(Long.toString(gamesOption.given));
    option(words, "--openings", openings);
    option(words, "--random-openings", openings == null ? randomOpenings : null);
    option(words, "--move-time", moveTime);
    option(words, "--clock", clock);
    option(words, "--max-plies", maxPlies);
    option(words, "--handshake-time", handshakeTime);
    option(words, "--bot-line-limit", botLineLimit == null ? null : botLineLimit.strip());
    option(words, "--max-handshake-failures", maxHandshakeFailures);
    option(words, "--sprt", sprt);
    words.add("--seed");
    words.add(Long.toString(match.seed()));
    StringBuilder sb = new StringBuilder();
    for (String w : words) {
      if (sb.length() > 0) {
        sb.append(' ');
      }
      sb.append(w.matches("[A-Za-z0-9_./:=,+-]+") ? w : "'" + w.replace("'", "'\\''") + "'");
    }
    return sb.toString();
  }

  /** Adds an option and its value to a command line, unless the value is null (not given). */
  private static void option(List<String> words, String name, @Nullable Object value) {
    if (value != null) {
      words.add(name);
      words.add(value.toString());
    }
  }

  /** Appends each counted game's record to the file at once. */
  private static final class RecordWriter<S, M> {
    private final Game<S, M> game;
    private final BufferedWriter out;

    RecordWriter(Game<S, M> game, Path file) {
      this.game = game;
      OutputFiles.createParents(file);
      try {
        this.out =
            Files.newBufferedWriter(
                file, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
      } catch (IOException e) {
        throw new CliException("cannot write '" + file + "': " + Messages.reason(e), e);
      }
    }

    void write(MatchGame<S, M> g) {
      GameRecord<S, M> record = g.record();
      try {
        out.write(record.format(game));
        out.write('\n');
        out.flush();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }

    void close() {
      try {
        out.close();
      } catch (IOException e) {
        // already reported by the write that failed, if any
      }
    }
  }
}
