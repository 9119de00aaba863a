package dev.tabula.cli;

import dev.tabula.core.GameRecord;
import java.io.BufferedReader;
import java.io.IOException;

/**
 * Positions read one per line, from standard input ({@code perft --position -}) or a file ({@code
 * match --openings}), in bounded memory: a line holds at most {@link GameRecord#MAX_LINE_LENGTH}
 * characters (the limit of a line of records), and a longer one is an error naming the line rather
 * than a program that fills its memory ({@code < /dev/zero}, {@code --openings /dev/zero}). Lines
 * end as {@link BufferedReader#readLine} ends them; not thread-safe.
 */
final class PositionLines {
  private final BufferedReader reader;
  private final String source;
  private int number;

  /**
   * Reads from {@code reader}.
   *
   * @param reader the text
   * @param source what the error message puts before {@code line N}: empty for standard input, else
   *     the file's name and a space
   */
  PositionLines(BufferedReader reader, String source) {
    this.reader = reader;
    this.source = source;
  }

  /**
   * Reads the next line.
   *
   * @return the line without its line break, or null at the end of the input
   * @throws CliException if the line is longer than the limit
   * @throws IOException if the reading fails
   */
  String next() throws IOException {
    int c = reader.read();
    if (c < 0) {
      return null;
    }
    number++;
    StringBuilder line = new StringBuilder();
    while (c >= 0 && c != '\n' && c != '\r') {
      if (line.length() == GameRecord.MAX_LINE_LENGTH) {
        throw new CliException(
            source
                + "line "
                + number
                + ": at most "
                + GameRecord.MAX_LINE_LENGTH
                + " characters in a line of positions");
      }
      line.append((char) c);
      c = reader.read();
    }
    if (c == '\r') {
      reader.mark(1);
      if (reader.read() != '\n') {
        reader.reset();
      }
    }
    return line.toString();
  }

  /**
   * Returns the number of the line {@link #next} read last, from 1.
   *
   * @return the number; 0 before the first line
   */
  int number() {
    return number;
  }
}
