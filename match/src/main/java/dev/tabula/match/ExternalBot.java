package dev.tabula.match;

import dev.tabula.core.Game;
import dev.tabula.core.GameRecord;
import dev.tabula.core.GameResult;
import dev.tabula.core.Player;
import dev.tabula.core.PlayerFailure;
import dev.tabula.core.TimeLeft;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.jspecify.annotations.Nullable;

/**
 * A bot that is a program speaking the protocol of {@code docs/protocol.md} (version {@value
 * BotProcess#PROTOCOL_VERSION}) on its standard input and output.
 *
 * <p>{@link #prepare} starts a process before the first game (and fails, saying why, if the program
 * cannot be started at all); the first game takes it. {@link #open} takes an idle process that said
 * {@code reuse} in its handshake, or that started one, or starts a new one in the current
 * directory, and waits until {@link ProgramLimits#handshakeTime} after its start for its {@code
 * ready}. A process that misbehaves (an illegal move, a line the protocol does not allow, no answer
 * in time, an exit) is destroyed at once and never used again; the next game starts a new one. A
 * process that played its game to the end goes back to the idle pool if it said {@code reuse}, and
 * is otherwise told {@code quit} and stopped. {@link #close} stops the idle processes; a shutdown
 * hook stops any still running when the JVM exits.
 *
 * <p>Each process's standard error and its {@code info} lines go to the stderr log (if any), each
 * line prefixed with the game's number ({@code [game 12] }, counted from 1 like the record's {@code
 * Round} tag; {@code [pid 4242] } before its first game), together with the referee's notes on the
 * process ({@code referee: started: ...}, the reason of a failure). The bot's lines in the log are
 * capped at {@link ProgramLimits#logBytes} per match (from one {@link #close} to the next), and
 * every line at {@link ProgramLimits#lineBytes}.
 *
 * <p>Thread-safe: games on several threads open players at once; each player is used by one thread.
 */
final class ExternalBot<S, M> implements Bot<S, M> {

  /** When a failure in a game happens, for its message. */
  private static final String DURING = "during the game";

  /** The most legal moves a failure message lists. */
  private static final int LISTED_MOVES = 10;

  private final String name;
  private final List<String> command;
  private final @Nullable Path stderrLog;
  private final ProgramLimits limits;
  private final Deque<BotProcess> idle = new ConcurrentLinkedDeque<>();
  private final AtomicInteger started = new AtomicInteger();

  /** A process started by {@link #prepare}, not yet through its handshake, for the next game. */
  private final AtomicReference<@Nullable BotProcess> prepared = new AtomicReference<>();

  /** The log of this match: made anew by {@link #close}, so that its limit is per match. */
  private volatile @Nullable BotLog log;

  private ExternalBot(
      String name, List<String> command, @Nullable Path stderrLog, ProgramLimits limits) {
    this.name = name;
    this.command = command;
    this.stderrLog = stderrLog;
    this.limits = limits;
    this.log = newLog();
  }

  static <S, M> Bot<S, M> create(
      String name, List<String> command, @Nullable Path stderrLog, ProgramLimits limits) {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(limits, "limits");
    List<String> c = List.copyOf(command);
    if (c.isEmpty()) {
      throw new IllegalArgumentException("the command of bot " + name + " is empty");
    }
    return new ExternalBot<>(name, c, stderrLog, limits);
  }

  private @Nullable BotLog newLog() {
    return stderrLog == null ? null : new BotLog(stderrLog, limits.logBytes());
  }

  @Override
  public String name() {
    return name;
  }

  /**
   * Starts a process for the next game unless one is idle or started already: the program can be
   * started at all. Its handshake is waited for when a game opens it.
   */
  @Override
  public void prepare() throws PlayerFailure {
    if (!idle.isEmpty() || prepared.get() != null) {
      return;
    }
    started.incrementAndGet();
    BotProcess p = BotProcess.launch(name, command, log, limits);
    if (!prepared.compareAndSet(null, p)) {
      p.stop(true); // another thread prepared one at the same time
    }
  }

  @Override
  public Player<S, M> open(long gameIndex, long seed) throws PlayerFailure {
    BotProcess p;
    while ((p = idle.pollFirst()) != null) {
      if (p.reusable()) {
        return new ExternalPlayer<>(this, p, gameIndex, seed);
      }
      p.note("not reused: it exited or sent a line while idle");
      p.stop(false);
    }
    p = prepared.getAndSet(null);
    if (p == null) {
      started.incrementAndGet();
      p = BotProcess.launch(name, command, log, limits);
    }
    p.handshake();
    return new ExternalPlayer<>(this, p, gameIndex, seed);
  }

  /**
   * Stops every idle process ({@code quit}, then destroyed if need be) and the one started for a
   * game that did not come; the next match has a log limit of its own.
   */
  @Override
  public void close() {
    BotProcess p;
    while ((p = idle.pollFirst()) != null) {
      p.stop(true);
    }
    p = prepared.getAndSet(null);
    if (p != null) {
      p.note("not used: the match ended");
      p.stop(true);
    }
    log = newLog();
  }

  /** Returns how many processes this bot has started, or tried to (for tests). */
  int processesStarted() {
    return started.get();
  }

  /** Takes back a process that played its game to the end and may play another. */
  private void release(BotProcess p) {
    idle.offerFirst(p);
  }

  @Override
  public String toString() {
    return name + " (" + String.join(" ", command) + ")";
  }

  /** One game of a process: the lines of the protocol for a {@link Game}, and their checks. */
  static final class ExternalPlayer<S, M> implements Player<S, M> {
    private final ExternalBot<S, M> bot;
    private final BotProcess process;
    private final long gameIndex;
    private final long seed;
    private @Nullable Game<S, M> game;
    private boolean failed;
    private boolean finished;
    private boolean closed;

    ExternalPlayer(ExternalBot<S, M> bot, BotProcess process, long gameIndex, long seed) {
      this.bot = bot;
      this.process = process;
      this.gameIndex = gameIndex;
      this.seed = seed;
    }

    /** The process's id (for tests: a reused process keeps it). */
    long pid() {
      return process.pid();
    }

    @Override
    public void start(Game<S, M> g, S start, int seat) throws PlayerFailure {
      game = g;
      process.beginGame(gameIndex + 1);
      String lines =
          "game "
              + g.name()
              + "\noptions"
              + (g.options().isEmpty() ? "" : " " + GameRecord.formatOptions(g.options()))
              + "\nplayers "
              + g.numPlayers()
              + "\nseat "
              + seat
              + "\nseed "
              + seed
              + "\nstart "
              + g.formatState(start);
      try {
        process.send(lines, DURING);
      } catch (PlayerFailure e) {
        throw failed(e);
      }
    }

    @Override
    public M choose(S state, @Nullable Duration timeLeft) throws PlayerFailure {
      return chooseWithin(state, TimeLeft.perMove(timeLeft));
    }

    /** Tells the program the clock, when one runs, before the {@code go} of the move's limit. */
    @Override
    public M chooseWithin(S state, TimeLeft time) throws PlayerFailure {
      Duration timeLeft = time.limit();
      Duration clock = time.clock();
      Game<S, M> g = started();
      if (g.currentPlayer(state) < 0) {
        throw new IllegalArgumentException("no player is to move: " + g.formatState(state));
      }
      List<M> moves = g.legalMoves(state);
      int n = moves.size();
      int[] ids = new int[n];
      String[] notations = new String[n];
      StringBuilder sb = new StringBuilder(32 + 12 * n);
      sb.append("position ").append(g.formatState(state)).append("\nlegal");
      for (int i = 0; i < n; i++) {
        ids[i] = g.actionId(state, moves.get(i));
        notations[i] = g.formatMove(state, moves.get(i));
        sb.append(' ').append(ids[i]).append(':').append(notations[i]);
      }
      if (clock != null) {
        sb.append("\nclock ")
            .append(clock.toMillis())
            .append(' ')
            .append(time.increment().toMillis());
      }
      sb.append("\ngo ")
          .append(timeLeft == null ? "inf" : Long.toString(Math.max(0, timeLeft.toMillis())));
      try {
        checkUnasked();
        process.send(sb.toString(), DURING);
        long deadline =
            timeLeft == null ? Long.MAX_VALUE : System.nanoTime() + nanos(timeLeft.toNanos());
        String answer = awaitAnswer(deadline, timeLeft);
        return parseAnswer(g, state, moves, ids, notations, answer);
      } catch (PlayerFailure e) {
        throw failed(e);
      }
    }

    private static long nanos(long n) {
      return Math.min(n, Long.MAX_VALUE / 4);
    }

    private String awaitAnswer(long deadline, @Nullable Duration timeLeft) throws PlayerFailure {
      BotProcess.Received r = process.next(deadline);
      if (r == null) {
        throw new PlayerFailure(
            PlayerFailure.Kind.TIMEOUT,
            "did not answer within " + Objects.requireNonNull(timeLeft).toMillis() + " ms");
      }
      String text = r.text();
      if (text == null) {
        throw new PlayerFailure(PlayerFailure.Kind.CRASH, process.ended() + " " + DURING);
      }
      if (r.cut()) {
        throw process.tooLong(text);
      }
      return text;
    }

    private M parseAnswer(
        Game<S, M> g, S state, List<M> moves, int[] ids, String[] notations, String text)
        throws PlayerFailure {
      String word = BotProcess.firstWord(text);
      String arg = BotProcess.rest(text);
      if (word.equals("move") && !arg.isEmpty()) {
        for (int i = 0; i < notations.length; i++) {
          if (notations[i].equals(arg)) {
            return moves.get(i);
          }
        }
        try {
          // Another spelling the game reads (the parser checks legality).
          return g.parseMove(state, arg);
        } catch (RuntimeException e) {
          // The parser's reason (e.g. a wrong store note), then what is legal.
          throw new PlayerFailure(
              PlayerFailure.Kind.ILLEGAL_MOVE,
              "answered "
                  + BotProcess.quote(text)
                  + ", which is not legal here: "
                  + reason(e)
                  + " (legal: "
                  + listed(notations)
                  + ")",
              e);
        }
      }
      if (word.equals("action") && !arg.isEmpty()) {
        int id;
        try {
          id = Integer.parseInt(arg);
        } catch (NumberFormatException e) {
          throw new PlayerFailure(
              PlayerFailure.Kind.MALFORMED,
              "sent " + BotProcess.quote(text) + ", whose action id is not a number");
        }
        for (int i = 0; i < ids.length; i++) {
          if (ids[i] == id) {
            return moves.get(i);
          }
        }
        String[] idTexts = new String[ids.length];
        for (int i = 0; i < ids.length; i++) {
          idTexts[i] = Integer.toString(ids[i]);
        }
        throw new PlayerFailure(
            PlayerFailure.Kind.ILLEGAL_MOVE,
            "answered "
                + BotProcess.quote(text)
                + ", which is not legal here (legal ids: "
                + listed(idTexts)
                + ")");
      }
      throw new PlayerFailure(
          PlayerFailure.Kind.MALFORMED,
          "sent " + BotProcess.quote(text) + " where \"move ...\" or \"action ...\" was expected");
    }

    /** A parser's message on one line, or the exception's name when it has none. */
    private static String reason(RuntimeException e) {
      String m = e.getMessage();
      return m == null || m.isBlank()
          ? e.getClass().getSimpleName()
          : BotProcess.oneLine(m).strip();
    }

    /** The first legal moves, and how many more there are. */
    private static String listed(String[] items) {
      List<String> shown = new ArrayList<>();
      for (int i = 0; i < items.length && i < LISTED_MOVES; i++) {
        shown.add(items[i]);
      }
      String s = String.join(" ", shown);
      return items.length > LISTED_MOVES
          ? s + " and " + (items.length - LISTED_MOVES) + " more"
          : s.isEmpty() ? "none" : s;
    }

    @Override
    public void played(S before, M move) throws PlayerFailure {
      Game<S, M> g = started();
      int who = g.currentPlayer(before);
      String line =
          "played "
              + (who == Game.CHANCE ? "chance" : Integer.toString(who))
              + ' '
              + g.actionId(before, move)
              + ' '
              + g.formatMove(before, move);
      try {
        checkUnasked();
        process.send(line, DURING);
      } catch (PlayerFailure e) {
        throw failed(e);
      }
    }

    /** Fails on anything the bot sent unasked (other than info lines), or on its exit. */
    private void checkUnasked() throws PlayerFailure {
      BotProcess.Received r = process.pending();
      if (r == null) {
        return;
      }
      String text = r.text();
      if (text == null) {
        throw new PlayerFailure(PlayerFailure.Kind.CRASH, process.ended() + " " + DURING);
      }
      if (r.cut()) {
        throw process.tooLong(text);
      }
      throw new PlayerFailure(
          PlayerFailure.Kind.MALFORMED,
          "sent " + BotProcess.quote(text) + " when no answer was asked for");
    }

    @Override
    public void finish(GameResult result, @Nullable String termination) {
      if (finished || failed || game == null) {
        finished = true;
        return;
      }
      finished = true;
      String line =
          "result "
              + result.token()
              + (termination == null || termination.isBlank()
                  ? ""
                  : " " + BotProcess.oneLine(termination).strip());
      try {
        process.send(line, DURING);
      } catch (PlayerFailure | RuntimeException e) {
        failed = true;
        process.note("could not send the result: " + e.getMessage());
      }
    }

    @Override
    public void close() {
      if (closed) {
        return;
      }
      closed = true;
      if (!failed && finished && process.reusable()) {
        bot.release(this.process);
      } else {
        process.stop(!failed);
      }
    }

    private Game<S, M> started() {
      Game<S, M> g = game;
      if (g == null) {
        throw new IllegalStateException("the game has not started");
      }
      if (failed) {
        throw new IllegalStateException("the bot has failed this game already");
      }
      return g;
    }

    /** Records a failure: the process is noted in the log and stopped; returns the failure. */
    private PlayerFailure failed(PlayerFailure e) {
      failed = true;
      process.note(e.getMessage());
      process.stop(false);
      return e;
    }
  }
}
