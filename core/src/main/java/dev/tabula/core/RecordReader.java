package dev.tabula.core;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Reads game records in the record format of {@link GameRecord}, one record per {@link #next()}
 * call. The one parser of records in Tabula: every game's records, Toguz's PlayOK files included,
 * go through it.
 *
 * <p>It reads from a {@link Reader} (a text in memory is read through a {@link StringReader}) and
 * keeps in memory only the record being read and what follows it up to a line break: a window of
 * whole lines, which grows when a record goes on past its end (the record is then read again from
 * its start in the larger window) and drops what is behind the record. A line longer than {@link
 * GameRecord#MAX_LINE_LENGTH}, or a record longer than {@link GameRecord#MAX_RECORD_LENGTH}, is a
 * {@link NotationException}, so that memory stays bounded whatever the stream holds. Offsets in
 * errors are offsets in the whole text.
 */
final class RecordReader<S, M> {
  private static final int MAX_MOVE_NUMBER_DIGITS = 9;

  /** The fewest characters read when the window grows. */
  private static final int CHUNK = 1 << 16;

  /** The window needs more text: thrown where the parser reaches its end before the stream's. */
  private static final class NeedMore extends RuntimeException {
    private static final long serialVersionUID = 1L;

    NeedMore() {
      super(null, null, false, false);
    }
  }

  private static final NeedMore NEED_MORE = new NeedMore();

  private final Game<S, M> game;
  private final Reader source;

  /** Whether the source has no more text. */
  private boolean exhausted;

  /** The text read and still needed, from offset {@link #base} of the whole text. */
  private String window = "";

  private long base;

  /** The error of a line too long, met once the parser reaches that line; null before. */
  private @Nullable NotationException tooLong;

  /** Characters since the last line break read, and the line breaks read. */
  private int lineLength;

  private long lineBreaks;

  /** A cursor over the whole lines of the window (all of it once the source is exhausted). */
  private TextCursor in = new TextCursor("");

  private int recordNo;

  // The record being read.
  private boolean open;
  private boolean closed;
  private Map<String, String> tags;
  private S start;
  private S state;
  private List<M> moves;
  private List<String> comments;
  private @Nullable String resultToken;
  private int resultAt;
  private @Nullable String tagResult;

  RecordReader(Game<S, M> game, CharSequence text) {
    this(game, new StringReader(text.toString()));
  }

  RecordReader(Game<S, M> game, Reader source) {
    this.game = game;
    this.source = source;
    reset();
  }

  /**
   * Returns the next record, or null at the end of the text.
   *
   * @throws NotationException if the text is malformed, a move is illegal, a line or a record is
   *     too long
   * @throws IOException if the source fails
   */
  @Nullable GameRecord<S, M> next() throws IOException {
    while (true) {
      int from = in.offset();
      int number = recordNo;
      try {
        return readRecord();
      } catch (NeedMore more) {
        if (tooLong != null) {
          throw tooLong;
        }
        int keep = from;
        if (open) {
          if (in.end() - from > GameRecord.MAX_RECORD_LENGTH) {
            throw new NotationException(
                null,
                (int) Math.min(Integer.MAX_VALUE, base + from),
                "game "
                    + recordNo
                    + ": at most "
                    + GameRecord.MAX_RECORD_LENGTH
                    + " characters in a record");
          }
          recordNo = number;
          open = false;
          closed = false;
          reset();
        } else {
          keep = in.offset(); // only white space and ';' comments were read: no record needs them
        }
        grow(keep);
      } catch (NotationException e) {
        throw new NotationException(window, e.offset(), base, e.expected());
      }
    }
  }

  /**
   * Drops the window before {@code keep} and reads at least as much again as it still holds (at
   * least {@link #CHUNK}, and not much beyond what a record may hold), through a line break, or to
   * the end of the source. A line longer than {@link GameRecord#MAX_LINE_LENGTH} stops the reading
   * before it: the records before the one the line may belong to are read, and the parser then
   * meets {@link #tooLong}.
   */
  private void grow(int keep) throws IOException {
    base += keep;
    StringBuilder text = new StringBuilder(window.length() - keep + CHUNK);
    text.append(window, keep, window.length());
    int wanted =
        Math.max(CHUNK, Math.min(text.length(), GameRecord.MAX_RECORD_LENGTH + 1 - text.length()));
    int appended = 0;
    boolean lineBreak = false;
    char[] buffer = new char[8192];
    while (!exhausted && tooLong == null && (appended < wanted || !lineBreak)) {
      int n = source.read(buffer, 0, buffer.length);
      if (n < 0) {
        exhausted = true;
        break;
      }
      int taken = 0;
      while (taken < n) {
        char c = buffer[taken];
        if (c == '\n') {
          lineLength = 0;
          lineBreaks++;
          lineBreak = true;
        } else if (++lineLength > GameRecord.MAX_LINE_LENGTH) {
          long lineStart = base + text.length() + taken - (lineLength - 1);
          tooLong =
              new NotationException(
                  null,
                  (int) Math.min(Integer.MAX_VALUE, lineStart),
                  "line "
                      + (lineBreaks + 1)
                      + ": at most "
                      + GameRecord.MAX_LINE_LENGTH
                      + " characters in a line");
          break;
        }
        taken++;
      }
      text.append(buffer, 0, taken);
      appended += taken;
    }
    window = text.toString();
    in = new TextCursor(window, 0, exhausted ? window.length() : window.lastIndexOf('\n') + 1);
  }

  private @Nullable GameRecord<S, M> readRecord() {
    while (true) {
      boolean blankLine = in.skipWhitespace() >= 2;
      if (in.atEnd()) {
        if (!exhausted) {
          throw NEED_MORE;
        }
        return open ? finish() : null;
      }
      if (blankLine && open && !moves.isEmpty()) {
        closed = true;
      }
      int c = in.peek();
      if (c == '[') {
        if (open && (closed || !moves.isEmpty() || resultToken != null)) {
          return finish();
        }
        ensureOpen();
        tag();
      } else if (c == '{') {
        ensureOpen(); // after a result token or a blank line: still the same game's comment
        comment();
      } else if (c == ';') {
        in.takeWhile(ch -> ch != '\n');
      } else {
        int mark = in.offset();
        String token = in.takeWhile(ch -> !Character.isWhitespace(ch) && ch != '{' && ch != ';');
        if (open && startsNewRecord(token)) {
          in.offset(mark);
          return finish();
        }
        ensureOpen();
        token(token, mark);
      }
    }
  }

  /** Whether a token after the open record's moves belongs to the next record. */
  private boolean startsNewRecord(String token) {
    if (closed) {
      return true;
    }
    if (resultToken != null) {
      return true; // a move, a number or another result after a result token
    }
    if (moves.isEmpty()
        || !token.startsWith("1.")
        || token.startsWith("1...")
        || moveNumberDigits(token) != 1) {
      return false;
    }
    // "1." after moves begins the next record, unless it is the number this record expects here
    // (a game that numbers its moves and opens with chance plies, such as a roll, writes "1." late)
    return game.isTerminal(state) || game.currentPlayer(state) != 0 || game.moveNumber(state) != 1;
  }

  private void ensureOpen() {
    if (open) {
      return;
    }
    open = true;
    closed = false;
    recordNo++;
    in.context("game " + recordNo + ": ");
  }

  /** Empties the record being read: at the start, and after each record is finished. */
  private void reset() {
    tags = new LinkedHashMap<>();
    start = game.start();
    state = start;
    moves = new ArrayList<>();
    comments = new ArrayList<>();
    resultToken = null;
    resultAt = -1;
    tagResult = null;
  }

  private GameRecord<S, M> finish() {
    open = false;
    String result = resultToken;
    if (tagResult != null) {
      if (result != null && !result.equals(tagResult)) {
        throw in.error(
            resultAt, "the result token " + result + " disagrees with the Result tag " + tagResult);
      }
      if (result == null) {
        result = tagResult;
      }
    }
    if (result == null) {
      result = GameResult.UNFINISHED;
    }
    GameRecord<S, M> record =
        new GameRecord<>(game.name(), game.options(), tags, start, moves, result, comments);
    reset();
    return record;
  }

  // ------------------------------------------------------------------------------------------ tags

  /** One tag as written: its name, its value unescaped, and where the value starts in the text. */
  record Tag(String name, String value, int valueAt) {}

  /** Reads {@code [Name "value"]} at the cursor: the one tag syntax of records. */
  static Tag readTag(TextCursor c) {
    c.expect('[', "'['");
    String name = c.takeWhile(RecordReader::isNameChar);
    if (name.isEmpty()) {
      throw c.error("a tag name");
    }
    c.takeWhile(ch -> ch == ' ');
    c.expect('"', "'\"' opening the value of tag " + name);
    int valueAt = c.offset();
    String value = quoted(c, name);
    c.takeWhile(ch -> ch == ' ');
    c.expect(']', "']' closing tag " + name);
    return new Tag(name, value, valueAt);
  }

  private void tag() {
    Tag t = readTag(in);
    String name = t.name();
    String value = t.value();
    int valueAt = t.valueAt();
    switch (name) {
      case "Game" -> {
        if (!value.equals(game.name())) {
          throw in.error(valueAt, "a record of game '" + game.name() + "', not '" + value + "'");
        }
      }
      case "Options" -> checkOptions(value, valueAt);
      case "Start", "FEN" -> {
        try {
          start = game.parseState(value);
        } catch (NotationException e) {
          throw in.error(
              rawOffset(in.text(), valueAt, value, e.offset()),
              "a start position in tag " + name + ": " + e.expected());
        }
        state = start;
      }
      case "Result" -> {
        if (!GameResult.isToken(value, game.numPlayers())) {
          throw in.error(valueAt, "a Result: " + resultTokens());
        }
        tagResult = value;
      }
      default -> {
        if (value.indexOf('\r') >= 0) {
          throw in.error(valueAt, "a tag value on one line");
        }
        tags.put(name, value);
      }
    }
  }

  /** Reads a tag value after its opening quote, through the closing quote. */
  private static String quoted(TextCursor in, String name) {
    StringBuilder value = new StringBuilder();
    while (true) {
      int c = in.peek();
      if (c == TextCursor.END || c == '\n') {
        throw in.error("'\"' closing the value of tag " + name);
      }
      in.next("a character");
      if (c == '"') {
        return value.toString();
      }
      if (c == '\\' && in.peek() != TextCursor.END && in.peek() != '\n') {
        c = in.next("a character");
      }
      value.append((char) c);
    }
  }

  /**
   * The offset in {@code text} of the character at {@code offset} (clamped to the value) of a tag
   * value read by {@link #quoted} from {@code valueAt}: escapes make the two differ.
   */
  private static int rawOffset(String text, int valueAt, String value, int offset) {
    int k = Math.max(0, Math.min(offset, value.length()));
    int at = valueAt;
    for (int i = 0; i < k; i++) {
      at += text.charAt(at) == '\\' ? 2 : 1; // quoted() read "\\x" as one character
    }
    return at;
  }

  private void checkOptions(String value, int valueAt) {
    Map<String, String> given = parseOptions(new TextCursor(value), value, valueAt);
    Map<String, String> mine = game.options();
    for (Map.Entry<String, String> e : given.entrySet()) {
      String have = mine.get(e.getKey());
      if (have == null || !have.equals(e.getValue())) {
        throw in.error(
            valueAt,
            "the setup of this game ("
                + (mine.isEmpty() ? "it has no options" : GameRecord.formatOptions(mine))
                + "), not Options \""
                + value
                + "\"");
      }
    }
  }

  /** Parses {@code name=value,...}; errors point into the whole text at {@code base}. */
  private Map<String, String> parseOptions(TextCursor c, String value, int base) {
    try {
      return options(c);
    } catch (NotationException e) {
      throw in.error(rawOffset(in.text(), base, value, e.offset()), e.expected());
    }
  }

  private static Map<String, String> options(TextCursor c) {
    Map<String, String> out = new LinkedHashMap<>();
    while (!c.atEnd()) {
      if (!out.isEmpty()) {
        c.expect(',', "',' between options");
      }
      int nameAt = c.offset();
      String name = c.takeWhile(RecordReader::isNameChar);
      if (name.isEmpty()) {
        throw c.error("an option name (letters, digits, '-')");
      }
      c.expect('=', "'=' after option " + name);
      String v = c.takeWhile(RecordReader::isOptionValueChar);
      if (v.isEmpty()) {
        throw c.error("a value for option " + name);
      }
      if (out.put(name, v) != null) {
        throw c.error(nameAt, "option " + name + " once");
      }
    }
    return out;
  }

  /**
   * The tags of the first record, before its first move, as written (structure tags included), in
   * order; a later tag of the same name replaces an earlier one.
   */
  static Map<String, String> leadingTags(CharSequence text) {
    TextCursor c = new TextCursor(text);
    Map<String, String> found = new LinkedHashMap<>();
    c.skipWhitespace();
    while (true) {
      // comments before the tags belong to the first record, as next() reads them
      if (c.peekIs(';')) {
        c.takeWhile(ch -> ch != '\n');
        c.skipWhitespace();
        continue;
      }
      if (c.peekIs('{')) {
        c.takeWhile(ch -> ch != '}');
        if (c.atEnd()) {
          break; // an unclosed comment: parsing the records reports it
        }
        c.next("'}'");
        c.skipWhitespace();
        continue;
      }
      if (!c.peekIs('[')) {
        break;
      }
      Tag t = readTag(c);
      if (t.name().equals("Options")) {
        try {
          options(new TextCursor(t.value()));
        } catch (NotationException e) {
          throw c.error(rawOffset(c.text(), t.valueAt(), t.value(), e.offset()), e.expected());
        }
      }
      found.remove(t.name());
      found.put(t.name(), t.value());
      c.skipWhitespace();
    }
    return Collections.unmodifiableMap(found);
  }

  /** Parses the value of an Options tag; errors are offsets into {@code value}. */
  static Map<String, String> parseOptions(String value) {
    return Collections.unmodifiableMap(options(new TextCursor(value)));
  }

  // ---------------------------------------------------------------------------- comments, tokens

  private void comment() {
    int at = in.offset();
    in.next("'{'");
    String body = in.takeWhile(ch -> ch != '}');
    if (in.atEnd()) {
      if (!exhausted) {
        throw NEED_MORE;
      }
      throw in.error(at, "'}' closing the comment");
    }
    in.next("'}'");
    comments.add(body);
  }

  private void token(String token, int at) {
    if (GameResult.isToken(token, game.numPlayers())) {
      resultToken = token;
      resultAt = at;
      return;
    }
    int digits = moveNumberDigits(token);
    if (digits > 0) {
      int dots = digits;
      while (dots < token.length() && token.charAt(dots) == '.') {
        dots++;
      }
      moveNumber(token.substring(0, digits), dots - digits, at);
      if (dots < token.length()) {
        move(token.substring(dots), at + dots);
      }
      return;
    }
    move(token, at);
  }

  /** The number of leading digits when the token starts with a move number ("12." or "12..."). */
  private static int moveNumberDigits(String token) {
    int digits = 0;
    while (digits < token.length() && TextCursor.isDigit(token.charAt(digits))) {
      digits++;
    }
    return digits < token.length() && token.charAt(digits) == '.' ? digits : 0;
  }

  private void moveNumber(String digits, int dots, int at) {
    String ply = "game " + recordNo + ", ply " + (moves.size() + 1) + ": ";
    if (digits.length() > MAX_MOVE_NUMBER_DIGITS) {
      throw in.error(at, "a move number of at most " + MAX_MOVE_NUMBER_DIGITS + " digits");
    }
    if (dots != 1 && dots != 3) {
      throw in.error(
          at + digits.length(),
          "'.' (before the first player's move) or '...' (before the second's)");
    }
    int expected = game.isTerminal(state) ? 0 : game.moveNumber(state);
    if (expected <= 0) {
      return; // not numbered by this game, or after the end (a move that follows is reported)
    }
    int n = Integer.parseInt(digits);
    int seat = game.currentPlayer(state);
    in.context("");
    try {
      if (dots == 3 && seat == 0) {
        throw in.error(at, ply + "'" + expected + ".' (" + game.playerName(0) + " is to move)");
      }
      if (dots == 1 && seat != 0) {
        String mover = seat == Game.CHANCE ? "chance" : game.playerName(seat);
        throw in.error(
            at,
            ply
                + (seat == Game.CHANCE ? "a chance outcome" : "a move of " + mover)
                + " ("
                + mover
                + " is to move), not the move number '"
                + digits
                + ".'");
      }
      if (n != expected) {
        throw in.error(at, ply + "move number " + expected + ", not " + n);
      }
    } finally {
      in.context("game " + recordNo + ": ");
    }
  }

  private void move(String token, int at) {
    String ply = "game " + recordNo + ", ply " + (moves.size() + 1) + ": ";
    M m;
    in.context("");
    try {
      m = game.parseMove(state, token);
    } catch (NotationException e) {
      throw in.error(at + Math.max(0, Math.min(e.offset(), token.length())), ply + e.expected());
    } catch (IllegalMoveException e) {
      throw in.error(at, ply + "move '" + token + "' disagrees with the rules: " + e.getMessage());
    } finally {
      in.context("game " + recordNo + ": ");
    }
    moves.add(m);
    state = game.apply(state, m);
  }

  private String resultTokens() {
    return game.numPlayers() == 2
        ? "1-0, 0-1, 1/2-1/2 or *"
        : "the seats best first, as in 1>0=2 ('=' for a tie), or *";
  }

  // ----------------------------------------------------------------------------------- names

  /** Tag and option names: ASCII letters and digits, '-' and '_'. */
  static boolean isNameChar(int c) {
    return (c >= 'a' && c <= 'z')
        || (c >= 'A' && c <= 'Z')
        || TextCursor.isDigit(c)
        || c == '-'
        || c == '_';
  }

  static boolean isOptionValueChar(int c) {
    return c > ' ' && c < 127 && c != ',' && c != '"' && c != '\\' && c != '=';
  }

  static boolean isOptionName(String s) {
    return !s.isEmpty() && s.chars().allMatch(RecordReader::isNameChar);
  }

  static boolean isOptionValue(String s) {
    return !s.isEmpty() && s.chars().allMatch(RecordReader::isOptionValueChar);
  }
}
