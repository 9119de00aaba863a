package dev.tabula.match;

import dev.tabula.core.PlayerFailure;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import org.jspecify.annotations.Nullable;

/**
 * One running program of an {@link ExternalBot}: the OS process, a thread reading its standard
 * output into a queue of lines (and copying {@code info} lines to the log), a thread copying its
 * standard error to the log, and the writer of its standard input. It knows the protocol's lines
 * but not games: {@link ExternalBot}'s player builds and checks them.
 *
 * <p>The handshake and the game lines are written by one thread at a time (the thread of the game
 * the process plays); the reader threads run on their own.
 */
final class BotProcess {

  /**
   * How long a process is given to exit after {@code quit} (and again after being destroyed) before
   * it is killed.
   */
  static final Duration STOP_GRACE = Duration.ofMillis(500);

  /** The protocol version the referee offers. */
  static final int PROTOCOL_VERSION = 1;

  /** Every bot process of this JVM not yet known to have exited, for the shutdown hook. */
  private static final Set<Process> LIVE = ConcurrentHashMap.newKeySet();

  static {
    Runtime.getRuntime().addShutdownHook(new Thread(BotProcess::stopAllLive, "tabula-bot-cleanup"));
  }

  /**
   * A line received from the bot's standard output, or the end of it ({@link #END}).
   *
   * @param text the line, or null at the end of the output
   * @param cut whether the line was longer than the limit (then {@code text} is its beginning)
   */
  record Received(@Nullable String text, boolean cut) {
    static final Received END = new Received(null, false);
  }

  private final Process process;
  private final long pid;
  private final Writer input;
  private final BlockingQueue<Received> lines = new LinkedBlockingQueue<>();

  /** Held while the reader queues the lines that arrived together. */
  private final ReentrantLock batchLock = new ReentrantLock();

  private final @Nullable BotLog log;
  private final String commandLine;
  private final ProgramLimits limits;

  /** When the handshake must be over: {@link ProgramLimits#handshakeTime} after the start. */
  private final long handshakeDeadline;

  /** The prefix of log lines: the current (or last) game's number, or the pid before the first. */
  private volatile String prefix;

  // Written during the handshake only (by the opening thread), read afterwards.
  private boolean reuse;

  private volatile boolean stopped;

  private BotProcess(
      Process process,
      @Nullable BotLog log,
      String commandLine,
      ProgramLimits limits,
      long startedAt) {
    this.process = process;
    this.pid = process.pid();
    this.input = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
    this.log = log;
    this.commandLine = commandLine;
    this.limits = limits;
    this.handshakeDeadline = startedAt + limits.handshakeTime().toNanos();
    this.prefix = "[pid " + pid + "] ";
  }

  /**
   * Starts the program and writes it the first line of the handshake ({@code tabula 1}), without
   * waiting for its answer: {@link #handshake} does, until {@link ProgramLimits#handshakeTime}
   * after now.
   *
   * @param botName the bot's name, for thread names
   * @param command the program and its arguments
   * @param log where its standard error and {@code info} lines go, or null to discard them
   * @param limits the handshake time and the longest line
   * @return the process
   * @throws PlayerFailure (a crash) if the program cannot be started (the message starts {@code
   *     could not start: }), or its log cannot be opened; nothing is left running
   */
  static BotProcess launch(
      String botName, List<String> command, @Nullable BotLog log, ProgramLimits limits)
      throws PlayerFailure {
    ProcessBuilder builder = new ProcessBuilder(command);
    builder.redirectError(
        log == null ? ProcessBuilder.Redirect.DISCARD : ProcessBuilder.Redirect.PIPE);
    long startedAt = System.nanoTime();
    Process process;
    try {
      process = builder.start();
    } catch (IOException | RuntimeException e) {
      throw new PlayerFailure(
          PlayerFailure.Kind.CRASH,
          "could not start: " + oneLine(String.valueOf(e.getMessage())),
          e);
    }
    LIVE.add(process);
    var unused = process.onExit().thenRun(() -> LIVE.remove(process));
    if (log != null) {
      try {
        log.retain();
      } catch (IOException e) {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        throw new PlayerFailure(
            PlayerFailure.Kind.CRASH,
            "could not open its stderr log " + log + ": " + oneLine(e.toString()),
            e);
      }
    }
    BotProcess p = new BotProcess(process, log, String.join(" ", command), limits, startedAt);
    p.startReaders(botName);
    p.note("started: " + p.commandLine);
    try {
      p.send("tabula " + PROTOCOL_VERSION, "before it was ready");
    } catch (PlayerFailure e) {
      // It exited at once: the handshake reports it, with its status.
    }
    return p;
  }

  private void startReaders(String botName) {
    String threadName = "tabula-bot " + botName + " pid " + pid;
    Thread out = new Thread(() -> readOutput(process.getInputStream()), threadName + " stdout");
    out.setDaemon(true);
    if (log != null) {
      Thread err = new Thread(() -> readError(process.getErrorStream()), threadName + " stderr");
      err.setDaemon(true);
      retainLog();
      retainLog();
      err.start();
    }
    out.start();
  }

  /** Takes the log for a reader thread (it is open: the process holds it). */
  private void retainLog() {
    BotLog l = log;
    if (l != null) {
      try {
        l.retain();
      } catch (IOException e) {
        // Cannot happen while the process holds the log open; the lines are then written one by
        // one.
      }
    }
  }

  private void releaseLog() {
    BotLog l = log;
    if (l != null) {
      l.release();
    }
  }

  /** The stdout reader: protocol lines to the queue, info lines to the log, blank lines dropped. */
  private void readOutput(InputStream stream) {
    LineReader r = new LineReader(stream, limits.lineBytes());
    try {
      LineReader.Line line;
      while ((line = r.readLine()) != null) {
        // The lines that arrived with this one (written together) are queued together: a caller
        // that takes the first then sees the others as waiting (see next). A cut line ends the
        // batch, since the rest of it is still to be skipped.
        List<Received> batch = new ArrayList<>(1);
        accept(line, batch);
        while (!line.cut() && r.ready() && (line = r.readLine()) != null) {
          accept(line, batch);
        }
        batchLock.lock();
        try {
          lines.addAll(batch);
        } finally {
          batchLock.unlock();
        }
        if (line == null) {
          break;
        }
      }
    } catch (IOException e) {
      // The stream was closed when the process was stopped: the end of its output.
    } finally {
      lines.add(Received.END);
      releaseLog();
    }
  }

  /**
   * A protocol line to the batch (a cut one too, which the player refuses); info lines to the log;
   * blank lines dropped.
   */
  private void accept(LineReader.Line line, List<Received> batch) {
    String text = line.text().strip();
    if (text.isEmpty() && !line.cut()) {
      return;
    }
    if (firstWord(text).equals("info")) {
      logLine(line);
      return;
    }
    batch.add(new Received(text, line.cut()));
  }

  /** The stderr reader: every line to the log, so a chatty bot never blocks on a full pipe. */
  private void readError(InputStream stream) {
    LineReader r = new LineReader(stream, limits.lineBytes());
    try {
      LineReader.Line line;
      while ((line = r.readLine()) != null) {
        logLine(line);
      }
    } catch (IOException e) {
      // Closed when the process was stopped.
    } finally {
      releaseLog();
    }
  }

  /** Writes a line of the bot's to the log, with a note when it was cut. */
  private void logLine(LineReader.Line line) {
    BotLog l = log;
    if (l == null) {
      return;
    }
    l.botLine(
        prefix,
        line.text(),
        line.cut()
            ? "the line above was longer than "
                + limits.lineBytes()
                + " bytes (the line limit): the rest of it is not written"
            : null);
  }

  /**
   * Waits for the end of the handshake: {@code ready}, after any of {@code name}, {@code reuse} and
   * {@code info} lines, until {@link ProgramLimits#handshakeTime} after the start. On failure the
   * process is noted in the log and stopped.
   *
   * @throws PlayerFailure if the process exits, sends another line or is not ready in time
   */
  void handshake() throws PlayerFailure {
    try {
      awaitReady();
    } catch (PlayerFailure e) {
      note(e.getMessage());
      stop(false);
      throw e;
    }
  }

  private void awaitReady() throws PlayerFailure {
    String selfName = null;
    while (true) {
      Received r = next(handshakeDeadline);
      if (r == null) {
        throw new PlayerFailure(
            PlayerFailure.Kind.TIMEOUT,
            "did not say \"ready\" within "
                + limits.handshakeTime().toMillis()
                + " ms of starting");
      }
      String text = r.text();
      if (text == null) {
        throw new PlayerFailure(PlayerFailure.Kind.CRASH, ended() + " before it was ready");
      }
      if (r.cut()) {
        throw tooLong(text);
      }
      String word = firstWord(text);
      switch (word) {
        case "ready" -> {
          note(
              "ready"
                  + (selfName == null ? "" : ", name " + quote(selfName))
                  + (reuse ? ", reuse" : ""));
          return;
        }
        case "reuse" -> reuse = true;
        case "name" -> selfName = rest(text);
        default ->
            throw new PlayerFailure(
                PlayerFailure.Kind.MALFORMED,
                "sent "
                    + quote(text)
                    + " where \"ready\" (or \"name ...\", \"reuse\", \"info ...\") was expected");
      }
    }
  }

  /** The failure of a protocol line longer than the limit, which began with {@code start}. */
  PlayerFailure tooLong(String start) {
    return new PlayerFailure(
        PlayerFailure.Kind.MALFORMED,
        "sent a line longer than "
            + limits.lineBytes()
            + " bytes (the line limit), starting "
            + quote(start));
  }

  /**
   * Returns the next line the bot sent, waiting until the deadline.
   *
   * @param deadline a {@link System#nanoTime} deadline, or {@link Long#MAX_VALUE} for none
   * @return the line, {@link Received#END} if the output ended, or null at the deadline
   * @throws PlayerFailure if the thread was interrupted (the interrupt flag is set again)
   */
  @Nullable Received next(long deadline) throws PlayerFailure {
    try {
      Received r =
          deadline == Long.MAX_VALUE
              ? lines.take()
              : lines.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
      // Wait until the lines that came with this one are queued too, so that pending() sees them.
      batchLock.lock();
      try {
        return r;
      } finally {
        batchLock.unlock();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new PlayerFailure(PlayerFailure.Kind.CRASH, "interrupted while waiting for it", e);
    }
  }

  /**
   * Returns a line that is waiting, unasked for, without waiting.
   *
   * @return the line, {@link Received#END}, or null if none is waiting
   */
  @Nullable Received pending() {
    return lines.poll();
  }

  /**
   * Writes lines to the bot and flushes them.
   *
   * @param text one or more lines, without the final newline
   * @param when when this happens, for the message: e.g. {@code "during the game"}
   * @throws PlayerFailure (a crash) if the process has exited or no longer reads its input
   */
  void send(String text, String when) throws PlayerFailure {
    try {
      input.write(text);
      input.write('\n');
      input.flush();
    } catch (IOException e) {
      Integer status = exitStatus();
      throw new PlayerFailure(
          PlayerFailure.Kind.CRASH,
          status != null
              ? "exited with status " + status + " " + when
              : "stopped reading its input " + when,
          e);
    }
  }

  /**
   * Says how the process ended, once its output ended, waiting a little for its exit status.
   *
   * @return e.g. {@code exited with status 1}, or {@code closed its output} if it still runs
   */
  String ended() {
    Integer status = exitStatus();
    return status != null ? "exited with status " + status : "closed its output";
  }

  /** Waits up to {@link #STOP_GRACE} for the process to exit; returns its status, or null. */
  private @Nullable Integer exitStatus() {
    try {
      if (process.waitFor(STOP_GRACE.toMillis(), TimeUnit.MILLISECONDS)) {
        return process.exitValue();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return null;
  }

  /** Sets the log prefix to a game's number (counted from 1). */
  void beginGame(long gameNumber) {
    prefix = "[game " + gameNumber + "] ";
  }

  /** Writes a referee's note about this process to the log. */
  void note(String text) {
    BotLog l = log;
    if (l != null) {
      l.note(prefix, text);
    }
  }

  /**
   * Returns whether the process may play another game: it said it can, is alive, and sent nothing
   * unasked.
   */
  boolean reusable() {
    return reuse && !stopped && process.isAlive() && lines.isEmpty();
  }

  boolean isAlive() {
    return process.isAlive();
  }

  long pid() {
    return pid;
  }

  /**
   * Stops the process, with its descendants. Politely: {@code quit}, end of input, and {@link
   * #STOP_GRACE} to exit; then (or at once if not polite) destroyed, and killed after another
   * grace. Never throws; stopping twice does nothing.
   *
   * @param polite whether to ask it to quit first
   */
  void stop(boolean polite) {
    synchronized (this) {
      if (stopped) {
        return;
      }
      stopped = true;
    }
    List<ProcessHandle> descendants = process.descendants().toList();
    if (polite && process.isAlive()) {
      try {
        input.write("quit\n");
        input.flush();
      } catch (IOException e) {
        // Gone already.
      }
    }
    try {
      input.close();
    } catch (IOException e) {
      // Gone already.
    }
    if (polite) {
      waitForExit(STOP_GRACE);
    }
    if (process.isAlive()) {
      process.destroy();
      descendants.forEach(ProcessHandle::destroy);
      waitForExit(STOP_GRACE);
    }
    if (process.isAlive()) {
      process.destroyForcibly();
    }
    for (ProcessHandle d : descendants) {
      if (d.isAlive()) {
        d.destroyForcibly();
      }
    }
    LIVE.remove(process);
    releaseLog();
  }

  private void waitForExit(Duration grace) {
    try {
      process.waitFor(grace.toMillis(), TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** The shutdown hook: every bot process still running is destroyed, then killed. */
  private static void stopAllLive() {
    List<Process> live = List.copyOf(LIVE);
    for (Process p : live) {
      p.descendants().forEach(ProcessHandle::destroy);
      p.destroy();
    }
    long deadline = System.nanoTime() + STOP_GRACE.toNanos();
    for (Process p : live) {
      try {
        p.waitFor(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        break;
      }
    }
    for (Process p : live) {
      if (p.isAlive()) {
        p.descendants().forEach(ProcessHandle::destroyForcibly);
        p.destroyForcibly();
      }
    }
  }

  @Override
  public String toString() {
    return "pid " + pid + ": " + commandLine;
  }

  /** The first word of a line (up to the first blank). */
  static String firstWord(String text) {
    int i = 0;
    while (i < text.length() && !Character.isWhitespace(text.charAt(i))) {
      i++;
    }
    return text.substring(0, i);
  }

  /** The rest of a line after its first word, stripped. */
  static String rest(String text) {
    return text.substring(firstWord(text).length()).strip();
  }

  /** The longest bot line a failure message quotes. */
  private static final int QUOTE_LIMIT = 60;

  /** A bot's line in quotes for a one-line message: control characters shown, long lines cut. */
  static String quote(String text) {
    String t = oneLine(text);
    if (t.length() > QUOTE_LIMIT) {
      t = t.substring(0, QUOTE_LIMIT) + "...";
    }
    return '"' + t + '"';
  }

  /** The text with line breaks and other control characters replaced by spaces. */
  static String oneLine(String text) {
    StringBuilder sb = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      sb.append(Character.isISOControl(c) ? ' ' : c);
    }
    return sb.toString();
  }
}
