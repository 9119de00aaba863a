package dev.tabula.match;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * Reads the lines of a bot's output (standard output or standard error) as UTF-8 text, none longer
 * than a limit: a longer line is returned, cut, as soon as the limit is read, and the rest of it is
 * skipped without being kept. A line ends with {@code \n}, {@code \r} or {@code \r\n}, as for
 * {@link java.io.BufferedReader#readLine}; bytes that are not UTF-8 become U+FFFD. Not thread-safe:
 * one reader thread per stream.
 */
final class LineReader {

  /**
   * A line read.
   *
   * @param text the line without its end; for a cut line, its first {@code limit} bytes decoded
   * @param cut whether the line was longer than the limit (its rest is skipped)
   */
  record Line(String text, boolean cut) {}

  private final InputStream in;
  private final int limit;
  private final byte[] buffer = new byte[8192];
  private int pos;
  private int end;

  /** Whether the bytes up to the next line end belong to a line already returned, cut. */
  private boolean skipping;

  /**
   * Whether the last line ended with {@code \r}, so that a {@code \n} right after it is skipped.
   */
  private boolean afterCr;

  private byte[] line;
  private int length;

  /**
   * A reader of the stream.
   *
   * @param in the stream
   * @param limit the longest line kept whole, in bytes, {@code >= 1}
   */
  LineReader(InputStream in, int limit) {
    if (limit < 1) {
      throw new IllegalArgumentException("line limit must be >= 1, got " + limit);
    }
    this.in = in;
    this.limit = limit;
    this.line = new byte[Math.min(limit, 256)];
  }

  /**
   * Reads the next line.
   *
   * @return the line, or null at the end of the stream (a last line without its end is returned
   *     first)
   * @throws IOException if the stream fails
   */
  @Nullable Line readLine() throws IOException {
    length = 0;
    boolean any = false;
    while (true) {
      if (pos == end && !fill()) {
        skipping = false;
        return any ? line(false) : null;
      }
      byte b = buffer[pos++];
      if (afterCr) {
        afterCr = false;
        if (b == '\n') {
          continue;
        }
      }
      if (b == '\n' || b == '\r') {
        afterCr = b == '\r';
        if (skipping) {
          skipping = false;
          continue;
        }
        return line(false);
      }
      if (skipping) {
        continue;
      }
      any = true;
      if (length == limit) {
        pos--; // the first byte past the limit: skipped with the rest of the line
        skipping = true;
        return line(true);
      }
      if (length == line.length) {
        line = Arrays.copyOf(line, (int) Math.min(limit, 2L * line.length));
      }
      line[length++] = b;
    }
  }

  /**
   * Returns whether a line (or the end of the stream) may be read without blocking: bytes are
   * buffered or the stream has some available.
   */
  boolean ready() throws IOException {
    return pos < end || in.available() > 0;
  }

  private Line line(boolean cut) {
    return new Line(new String(line, 0, length, StandardCharsets.UTF_8), cut);
  }

  private boolean fill() throws IOException {
    int n = in.read(buffer, 0, buffer.length);
    if (n <= 0) {
      return false;
    }
    pos = 0;
    end = n;
    return true;
  }
}
