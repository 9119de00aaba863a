package dev.tabula.core;

import java.util.Objects;
import java.util.function.IntPredicate;

/**
 * A position in a text being parsed, with the few steps every notation parser needs: look at the
 * next character, take it, expect it, read a number or a token, and fail with a {@link
 * NotationException} that says where (an offset inside the whole text) and what was expected there.
 *
 * <p>Game modules parse positions, moves and records with it, so that every notation reports errors
 * the same way. A cursor may cover a slice of a larger text: offsets are then offsets in the whole
 * text, so an error inside a move of a game record points into the record file. An optional {@link
 * #context(String) context} (such as {@code "game 3, ply 12: "}) prefixes every error it makes.
 *
 * <p>Not thread-safe: a cursor is a parser's private working state. It never changes the text.
 */
public final class TextCursor {
  /** What {@link #peek()} returns at the end of the text (or of the slice). */
  public static final int END = -1;

  private final String text;
  private final int start;
  private final int end;
  private int pos;
  private String context = "";

  /**
   * Creates a cursor at the start of the whole text.
   *
   * @param text the text to parse
   */
  public TextCursor(CharSequence text) {
    this.text = text.toString();
    this.start = 0;
    this.end = this.text.length();
  }

  /**
   * Creates a cursor over {@code text[from, to)}; offsets stay those of the whole text.
   *
   * @param text the whole text
   * @param from where the slice begins
   * @param to where it ends (exclusive)
   * @throws IndexOutOfBoundsException if the slice is not inside the text
   */
  public TextCursor(CharSequence text, int from, int to) {
    this.text = text.toString();
    Objects.checkFromToIndex(from, to, this.text.length());
    this.start = from;
    this.pos = from;
    this.end = to;
  }

  /**
   * Sets the prefix of every error message this cursor makes, e.g. {@code "game 2: "}.
   *
   * @param prefix the prefix; empty for none
   * @return this cursor
   */
  public TextCursor context(String prefix) {
    this.context = Objects.requireNonNull(prefix, "prefix");
    return this;
  }

  /**
   * Returns the whole text.
   *
   * @return the text
   */
  public String text() {
    return text;
  }

  /**
   * Returns the offset of the next character in the whole text.
   *
   * @return the offset
   */
  public int offset() {
    return pos;
  }

  /**
   * Moves the cursor to an offset (for example back to a mark).
   *
   * @param offset the new offset, inside the cursor's slice or at its end
   * @throws IndexOutOfBoundsException if the offset is outside the slice
   */
  public void offset(int offset) {
    if (offset < start || offset > end) {
      throw new IndexOutOfBoundsException("offset " + offset + " outside " + start + ".." + end);
    }
    pos = offset;
  }

  /**
   * Returns the offset where the text (or the slice) ends.
   *
   * @return the end offset
   */
  public int end() {
    return end;
  }

  /**
   * Returns whether the cursor is at the end.
   *
   * @return whether no character is left
   */
  public boolean atEnd() {
    return pos >= end;
  }

  /**
   * Returns the next character without taking it.
   *
   * @return the character, or {@link #END} at the end
   */
  public int peek() {
    return pos < end ? text.charAt(pos) : END;
  }

  /**
   * Returns the character {@code ahead} places after the next one, without moving.
   *
   * @param ahead 0 for the next character, negative for one already taken
   * @return the character, or {@link #END} outside the text (or the slice)
   */
  public int peek(int ahead) {
    int at = pos + ahead;
    return at >= start && at < end ? text.charAt(at) : END;
  }

  /**
   * Returns whether the next character is {@code c}.
   *
   * @param c a character
   * @return whether it comes next
   */
  public boolean peekIs(char c) {
    return pos < end && text.charAt(pos) == c;
  }

  /**
   * Returns whether the next character is an ASCII digit.
   *
   * @return whether a digit comes next
   */
  public boolean peekDigit() {
    return pos < end && isDigit(text.charAt(pos));
  }

  /**
   * Takes the next character.
   *
   * @param what what was expected, for the error at the end
   * @return the character
   * @throws NotationException at the end
   */
  public char next(String what) {
    Objects.requireNonNull(what, "what");
    if (pos >= end) {
      throw error(what);
    }
    return text.charAt(pos++);
  }

  /**
   * Takes the next character if it is {@code c}.
   *
   * @param c a character
   * @return whether it was there (and taken)
   */
  public boolean accept(char c) {
    if (peekIs(c)) {
      pos++;
      return true;
    }
    return false;
  }

  /**
   * Takes {@code s} if the text continues with it.
   *
   * @param s a string
   * @return whether it was there (and taken)
   */
  public boolean accept(String s) {
    if (end - pos >= s.length() && text.startsWith(s, pos)) {
      pos += s.length();
      return true;
    }
    return false;
  }

  /**
   * Takes the character {@code c}, or fails.
   *
   * @param c the expected character
   * @param what what was expected, for people (e.g. {@code "'/' after row 3"})
   * @throws NotationException if the next character is not {@code c}
   */
  public void expect(char c, String what) {
    Objects.requireNonNull(what, "what");
    if (!accept(c)) {
      throw error(what);
    }
  }

  /**
   * Fails unless the cursor is at the end.
   *
   * @param what what was expected, for people (e.g. {@code "the end of the position"})
   * @throws NotationException if text is left
   */
  public void expectEnd(String what) {
    Objects.requireNonNull(what, "what");
    if (pos < end) {
      throw error(what);
    }
  }

  /**
   * Takes characters while they match.
   *
   * @param matches which characters to take
   * @return the text taken, possibly empty
   */
  public String takeWhile(IntPredicate matches) {
    int from = pos;
    while (pos < end && matches.test(text.charAt(pos))) {
      pos++;
    }
    return text.substring(from, pos);
  }

  /**
   * Skips white space.
   *
   * @return how many line feeds were skipped (two or more: a blank line)
   */
  public int skipWhitespace() {
    int newlines = 0;
    while (pos < end && Character.isWhitespace(text.charAt(pos))) {
      if (text.charAt(pos) == '\n') {
        newlines++;
      }
      pos++;
    }
    return newlines;
  }

  /**
   * Reads a decimal number of ASCII digits without a sign or leading zeros ({@code 0} itself is
   * fine) in {@code [min, max]}. On failure the cursor has not moved past the number's start.
   *
   * @param min the least value
   * @param max the greatest value
   * @param what what the number is, for people (e.g. {@code "White's store: a number 0..162"})
   * @return the value
   * @throws NotationException if no digit comes next, the number has a leading zero, or is out of
   *     range; the offset is the number's first digit
   */
  public long number(long min, long max, String what) {
    Objects.requireNonNull(what, "what");
    int from = pos;
    if (!peekDigit()) {
      throw error(what);
    }
    if (text.charAt(pos) == '0' && pos + 1 < end && isDigit(text.charAt(pos + 1))) {
      throw error(from, what + " (no leading zeros)");
    }
    long v = 0;
    int at = pos;
    while (at < end && isDigit(text.charAt(at))) {
      int d = text.charAt(at) - '0';
      // d > max first: (max - d) / 10 rounds a negative quotient up to 0, which would let a digit
      // above a max below 10 through.
      if (d > max || v > (max - d) / 10) {
        throw error(from, what);
      }
      v = v * 10 + d;
      at++;
    }
    if (v < min) {
      throw error(from, what);
    }
    pos = at;
    return v;
  }

  /**
   * Reads a decimal number as {@link #number(long, long, String)} does, as an {@code int}.
   *
   * @param min the least value
   * @param max the greatest value
   * @param what what the number is, for people
   * @return the value
   * @throws NotationException as {@link #number(long, long, String)} does
   */
  public int intNumber(int min, int max, String what) {
    return (int) number(min, max, what);
  }

  /**
   * Makes the error for the cursor's offset (the caller throws it).
   *
   * @param expected what was expected there, or why the text is refused
   * @return the exception
   */
  public NotationException error(String expected) {
    return error(pos, expected);
  }

  /**
   * Makes the error for an offset (the caller throws it).
   *
   * @param offset the offset in the whole text, clamped to {@code [0, text length]}
   * @param expected what was expected there, or why the text is refused
   * @return the exception
   */
  public NotationException error(int offset, String expected) {
    Objects.requireNonNull(expected, "expected");
    int at = Math.max(0, Math.min(offset, text.length()));
    return new NotationException(text, at, context + expected);
  }

  /**
   * Re-anchors an error raised while parsing a piece of this text on its own (for example a move
   * token given to a game's move parser): its offset is shifted by {@code pieceOffset} and kept
   * inside the piece, and this cursor's context is prefixed.
   *
   * @param e the error from parsing the piece
   * @param pieceOffset where the piece begins in this cursor's text
   * @param pieceLength the piece's length
   * @return the exception to throw
   */
  public NotationException relocate(NotationException e, int pieceOffset, int pieceLength) {
    int inside = Math.max(0, Math.min(e.offset(), pieceLength));
    return error(pieceOffset + inside, e.expected());
  }

  /**
   * Returns whether {@code c} is an ASCII digit {@code 0..9}.
   *
   * @param c a character
   * @return whether it is a digit
   */
  public static boolean isDigit(int c) {
    return c >= '0' && c <= '9';
  }
}
