package dev.tabula.core;

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
    super(message(input, offset, expected));
    this.offset = offset;
    this.expected = expected;
  }

  private static String message(@Nullable CharSequence input, int offset, String expected) {
    StringBuilder sb = new StringBuilder();
    sb.append("at offset ").append(offset).append(": ").append(expected);
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
