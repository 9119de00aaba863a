package dev.tabula.core;

import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Thrown when text in a game's notation (a position, a move, a game record) is malformed or
 * describes something impossible. It tells where: the {@link #offset()} of the first offending
 * character in the parsed text, and what was expected there ({@link #expected()}).
 */
public class NotationException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** Zero-based offset of the problem in the parsed text. */
  private final int offset;

  /** What was expected at the offset, for people. */
  private final String expected;

  /**
   * Creates an exception.
   *
   * @param input the text being parsed (used for the message only; may be {@code null})
   * @param offset zero-based offset of the first offending character, {@code 0 <= offset <= length}
   * @param expected what was expected at that point, or why the text is invalid, for people
   */
  public NotationException(@Nullable CharSequence input, int offset, String expected) {
    super(message(input, offset, offset, expected));
    this.offset = offset;
    this.expected = expected;
  }

  /**
   * Creates an exception for a piece of a longer text, such as the part of a stream of records that
   * is in memory: the problem is at {@code at} in {@code piece}, which begins at offset {@code
   * shift} of the whole text; {@link #offset()} is the offset in the whole text ({@link
   * Integer#MAX_VALUE} beyond it).
   */
  NotationException(CharSequence piece, int at, long shift, String expected) {
    super(message(piece, at, shift + at, expected));
    this.offset = (int) Math.min(Integer.MAX_VALUE, shift + at);
    this.expected = expected;
  }

  private static String message(
      @Nullable CharSequence input, int offset, long reported, String expected) {
    Objects.requireNonNull(expected, "expected");
    StringBuilder sb = new StringBuilder();
    sb.append("at offset ").append(reported).append(": ").append(expected);
    if (input != null) {
      String text = input.toString();
      int at = Math.max(0, Math.min(offset, text.length()));
      int lineStart = at == 0 ? 0 : text.lastIndexOf('\n', at - 1) + 1;
      int lineEnd = text.indexOf('\n', at);
      if (lineEnd < 0) {
        lineEnd = text.length();
      }
      String line = text.substring(lineStart, lineEnd);
      if (line.length() <= 200) {
        sb.append(" in \"").append(line).append('"');
      }
    }
    return sb.toString();
  }

  /**
   * Returns the zero-based offset in the parsed text where the problem was found.
   *
   * @return the offset
   */
  public int offset() {
    return offset;
  }

  /**
   * Returns what was expected at {@link #offset()} (or why the text is invalid), without the
   * position.
   *
   * @return a short description for people
   */
  public String expected() {
    return expected;
  }
}
