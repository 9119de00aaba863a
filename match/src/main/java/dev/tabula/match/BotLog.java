package dev.tabula.match;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.jspecify.annotations.Nullable;

/**
 * The log file of an external bot in one match, shared by its processes: their standard error and
 * {@code info} lines, and the referee's notes about them, appended whole line by whole line.
 *
 * <p>What the bot writes is capped: once its lines would take what this log appended past the
 * limit, one note says so (with the prefix of the game it was cut in) and the bot's later lines are
 * dropped; the referee's notes (a few per process: started, ready, the reason of a failure) are
 * still written. The file is open while a process uses it (each process and each of its reader
 * threads holds it); a line that comes when no one does is appended by opening the file for it
 * alone. Writes of every log share one lock, so bots (or processes) that share a file never
 * interleave within a line. A log that cannot be written is given up silently: a full disk must not
 * stop the games.
 */
final class BotLog {
  private static final Object LOCK = new Object();

  private final Path path;
  private final long limit;

  // Guarded by LOCK.
  private @Nullable OutputStream out;
  private int holders;
  private long written;
  private boolean cut;
  private boolean failed;

  /**
   * A log appended to a file.
   *
   * @param path the file, created if need be
   * @param limit the most bytes the bot's own lines may take, {@code >= 0}
   */
  BotLog(Path path, long limit) {
    this.path = path;
    this.limit = limit;
  }

  /**
   * Takes the log for a process or one of its threads: the file is opened if it is not.
   *
   * @throws IOException if the file cannot be opened
   */
  void retain() throws IOException {
    synchronized (LOCK) {
      if (out == null) {
        out = open();
      }
      holders++;
    }
  }

  /** Lets the log go; the last holder closes the file. */
  void release() {
    synchronized (LOCK) {
      if (holders > 0 && --holders == 0 && out != null) {
        try {
          out.close();
        } catch (IOException e) {
          // Nothing left to write.
        }
        out = null;
      }
    }
  }

  /**
   * Appends a line the bot wrote, unless the log has reached its limit.
   *
   * @param prefix the line's prefix, e.g. {@code [game 3] }
   * @param line the bot's line
   * @param note a note of the referee's about the line, written right after it (with no line of
   *     another thread between), or null
   */
  void botLine(String prefix, String line, @Nullable String note) {
    byte[] bytes = bytes(prefix + line);
    synchronized (LOCK) {
      if (cut) {
        return;
      }
      if (written + bytes.length > limit) {
        cut = true;
        append(
            bytes(
                prefix
                    + "referee: this bot's log has reached its limit of "
                    + limit
                    + " bytes for the match: its later standard error and info lines are not"
                    + " written"));
        return;
      }
      append(bytes);
      if (note != null) {
        append(bytes(prefix + "referee: " + note));
      }
    }
  }

  /**
   * Appends a note of the referee's, whatever the limit.
   *
   * @param prefix the line's prefix
   * @param text the note, without {@code referee: }
   */
  void note(String prefix, String text) {
    byte[] bytes = bytes(prefix + "referee: " + text);
    synchronized (LOCK) {
      append(bytes);
    }
  }

  private static byte[] bytes(String line) {
    return (line + "\n").getBytes(StandardCharsets.UTF_8);
  }

  /** Appends the bytes; the caller holds the lock. */
  private void append(byte[] bytes) {
    if (failed) {
      return;
    }
    try {
      OutputStream o = out;
      if (o != null) {
        o.write(bytes);
        o.flush();
      } else {
        try (OutputStream once = open()) {
          once.write(bytes);
        }
      }
      written += bytes.length;
    } catch (IOException e) {
      failed = true;
    }
  }

  private OutputStream open() throws IOException {
    return Files.newOutputStream(
        path, StandardOpenOption.CREATE, StandardOpenOption.APPEND, StandardOpenOption.WRITE);
  }

  @Override
  public String toString() {
    return path.toString();
  }
}
