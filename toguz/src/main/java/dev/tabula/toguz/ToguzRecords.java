package dev.tabula.toguz;

import dev.tabula.core.IllegalMoveException;
import dev.tabula.core.NotationException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads and writes Toguz Kumalak game records.
 *
 * <h2>Accepted text</h2>
 * Both the PGN-like files the PlayOK server exports and plain numbered move lists:
 * <pre>
 * [Event "9245757"]
 * [White "abeke93"]
 * [Black "maks95"]
 * [Result "0-1"]
 *
 * 1. 87(10) 87(10) 2. 22 99(22) 3. 23 12(24) 4. 68X 25 ... 46. 91 12 0-1 {zero}
 *
 * 1. 76 98 2. 36x 12
 * </pre>
 * <ul>
 *   <li>Tags {@code [Name "value"]}, one per line, before the moves. A {@code FEN} (or {@code Start})
 *       tag gives the start position; a {@code Game} tag, when present, must say {@code toguz}.
 *   <li>Moves in the notation of {@link ToguzGame#parseMove}: {@code FROM LAND}, {@code x} or {@code
 *       X} for a tuzdyk, and an optional store annotation {@code (n)} (the mover's store after the
 *       move, before any end-of-game sweep). Every part given is checked against the rules.
 *   <li>Move numbers {@code 12.} (before White's move) or {@code 12...} (before Black's) are optional;
 *       when present they must match the position's full-move number.
 *   <li>{@code {...}} comments (kept in {@link ToguzRecord#comments()}) and {@code ;} comments to the
 *       end of the line (dropped).
 *   <li>A result token {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *} ends a game. When the
 *       game is over by the rules, a recorded result (token or {@code Result} tag) must agree with it;
 *       a game that stopped early (resignation, time) may have any result.
 * </ul>
 * A new game begins at a tag after moves, after a result token, at a blank line after moves, or at a
 * move number {@code 1.} after moves. Comments belong to the game whose moves they follow (a comment
 * right after a result token, such as PlayOK's {@code {zero}}, still belongs to that game).
 *
 * <p>Errors are {@link NotationException}s whose offset points into the whole text and whose message
 * names the game (1-based) and the ply (1-based) where the record disagrees with the rules.
 */
public final class ToguzRecords {
  private ToguzRecords() {}

  /**
   * Parses every record in the text.
   *
   * @param text the records
   * @return the records in order, unmodifiable
   * @throws NotationException if the text is malformed or a record disagrees with the rules
   */
  public static List<ToguzRecord> parse(CharSequence text) {
    return new Parser(text.toString()).parse();
  }

  /**
   * Formats a record in the PGN-like format: its headers ({@code FEN} added when the start is not the
   * standard one, {@code Result} set to the record's result), a blank line, the numbered moves in
   * canonical notation ({@code FROM LAND[x]}) and the result token, then the comments. {@link #parse}
   * reads it back to an equal record.
   *
   * @param record the record
   * @return the text, ending with a newline
   * @throws IllegalMoveException if a move of the record is illegal
   */
  public static String format(ToguzRecord record) {
    StringBuilder sb = new StringBuilder();
    Map<String, String> tags = new LinkedHashMap<>(record.headers());
    tags.remove("Start");
    if (!record.start().equals(ToguzState.start())) {
      tags.put("FEN", record.start().toString());
    } else {
      tags.remove("FEN");
    }
    tags.put("Result", record.result());
    for (Map.Entry<String, String> t : tags.entrySet()) {
      sb.append('[').append(t.getKey()).append(" \"")
          .append(t.getValue().replace("\\", "\\\\").replace("\"", "\\\"")).append("\"]\n");
    }
    sb.append('\n');
    List<String> tokens = new ArrayList<>();
    ToguzState s = record.start();
    for (int i = 0; i < record.moves().size(); i++) {
      ToguzMove m = record.moves().get(i);
      if (s.sideToMove() == 0) {
        tokens.add(s.fullmove() + ".");
      } else if (i == 0) {
        tokens.add(s.fullmove() + "...");
      }
      try {
        tokens.add(ToguzNotation.formatMove(s, m));
        s = ToguzGame.INSTANCE.apply(s, m);
      } catch (IllegalMoveException e) {
        throw new IllegalMoveException("ply " + (i + 1) + " (" + m + "): " + e.getMessage(), e);
      }
    }
    tokens.add(record.result());
    for (String c : record.comments()) {
      tokens.add("{" + c + "}");
    }
    int line = 0;
    for (String t : tokens) {
      if (line > 0 && line + 1 + t.length() > 79) {
        sb.append('\n');
        line = 0;
      } else if (line > 0) {
        sb.append(' ');
        line++;
      }
      sb.append(t);
      line += t.length();
    }
    sb.append('\n');
    return sb.toString();
  }

  static boolean isResult(String token) {
    return token.equals("1-0") || token.equals("0-1") || token.equals("1/2-1/2")
        || token.equals("*");
  }

  /** The result token for a finished game. */
  static String resultToken(ToguzState s) {
    int w = s.store(0);
    int b = s.store(1);
    return w > b ? "1-0" : w < b ? "0-1" : "1/2-1/2";
  }

  private static final class Parser {
    private final String text;
    private int pos;
    private final List<ToguzRecord> records = new ArrayList<>();

    // The record being read.
    private Map<String, String> headers;
    private ToguzState start;
    private ToguzState state;
    private List<ToguzMove> moves;
    private List<String> comments;
    private String resultToken;
    private int resultAt;
    private int headerResultAt;
    private boolean open;
    private boolean closed;

    Parser(String text) {
      this.text = text;
    }

    List<ToguzRecord> parse() {
      while (true) {
        boolean blankLine = skipSpace();
        if (pos >= text.length()) {
          break;
        }
        if (blankLine && open && !moves.isEmpty()) {
          closed = true;
        }
        char c = text.charAt(pos);
        if (c == '[') {
          if (open && (closed || !moves.isEmpty() || resultToken != null)) {
            finish();
          }
          ensureOpen();
          tag();
        } else if (c == '{') {
          int close = text.indexOf('}', pos);
          if (close < 0) {
            throw new NotationException(text, pos, "game " + gameNo() + ": '}' closing the comment");
          }
          ensureOpen();
          comments.add(text.substring(pos + 1, close));
          pos = close + 1;
        } else if (c == ';') {
          while (pos < text.length() && text.charAt(pos) != '\n') {
            pos++;
          }
        } else {
          token();
        }
      }
      if (open) {
        finish();
      }
      return Collections.unmodifiableList(records);
    }

    private int gameNo() {
      return records.size() + 1;
    }

    private void ensureOpen() {
      if (open) {
        return;
      }
      open = true;
      closed = false;
      headers = new LinkedHashMap<>();
      start = ToguzState.start();
      state = start;
      moves = new ArrayList<>();
      comments = new ArrayList<>();
      resultToken = null;
      resultAt = -1;
      headerResultAt = -1;
    }

    /** Opens a record for a move or move number, finishing a closed one first. */
    private void openForMoves() {
      if (open && (closed || resultToken != null)) {
        finish();
      }
      ensureOpen();
    }

    private void finish() {
      String result = resultToken;
      String tagResult = headers.get("Result");
      if (tagResult != null && isResult(tagResult)) {
        if (result != null && !result.equals(tagResult)) {
          throw new NotationException(text, resultAt, "game " + gameNo() + ": the result token "
              + result + " disagrees with the Result tag " + tagResult);
        }
        if (result == null) {
          result = tagResult;
        }
      }
      if (result == null) {
        result = "*";
      }
      if (state.isOver() && !result.equals("*")) {
        String actual = resultToken(state);
        if (!actual.equals(result)) {
          int at = resultAt >= 0 ? resultAt : headerResultAt >= 0 ? headerResultAt : pos;
          throw new NotationException(text, at, "game " + gameNo() + ": the result " + actual
              + " (stores " + state.store(0) + "-" + state.store(1)
              + " after ply " + moves.size() + "), not the recorded " + result);
        }
      }
      records.add(new ToguzRecord(headers, start, moves, result, comments));
      open = false;
    }

    private void tag() {
      int tagAt = pos;
      pos++;
      int nameStart = pos;
      while (pos < text.length()
          && (Character.isLetterOrDigit(text.charAt(pos)) || text.charAt(pos) == '_')) {
        pos++;
      }
      if (pos == nameStart) {
        throw new NotationException(text, pos, "a tag name");
      }
      String name = text.substring(nameStart, pos);
      while (pos < text.length() && text.charAt(pos) == ' ') {
        pos++;
      }
      expect('"', "'\"' opening the value of tag " + name);
      int valueAt = pos;
      StringBuilder value = new StringBuilder();
      while (true) {
        if (pos >= text.length() || text.charAt(pos) == '\n') {
          throw new NotationException(text, pos, "'\"' closing the value of tag " + name);
        }
        char c = text.charAt(pos++);
        if (c == '"') {
          break;
        }
        if (c == '\\' && pos < text.length() && text.charAt(pos) != '\n') {
          c = text.charAt(pos++);
        }
        value.append(c);
      }
      while (pos < text.length() && text.charAt(pos) == ' ') {
        pos++;
      }
      expect(']', "']' closing tag " + name);
      String v = value.toString();
      switch (name) {
        case "Game" -> {
          if (!v.equals("toguz")) {
            throw new NotationException(text, valueAt,
                "game " + gameNo() + ": a record of game 'toguz', not '" + v + "'");
          }
        }
        case "FEN", "Start" -> {
          try {
            start = ToguzNotation.parseFen(v);
          } catch (NotationException e) {
            throw new NotationException(text, valueAt + Math.min(e.offset(), v.length()),
                "game " + gameNo() + ": a start position in tag " + name + ": " + e.expected());
          }
          state = start;
        }
        case "Result" -> {
          if (!isResult(v)) {
            throw new NotationException(text, valueAt,
                "game " + gameNo() + ": a Result of 1-0, 0-1, 1/2-1/2 or *");
          }
          headerResultAt = tagAt;
        }
        default -> {
          // any other tag is kept as it is
        }
      }
      headers.put(name, v);
    }

    private void token() {
      int tokenAt = pos;
      while (pos < text.length() && !Character.isWhitespace(text.charAt(pos))
          && text.charAt(pos) != '{' && text.charAt(pos) != ';') {
        pos++;
      }
      String token = text.substring(tokenAt, pos);
      if (isResult(token)) {
        if (!open || resultToken != null || closed) {
          openForMoves();
        }
        resultToken = token;
        resultAt = tokenAt;
        return;
      }
      int digits = 0;
      while (digits < token.length() && token.charAt(digits) >= '0'
          && token.charAt(digits) <= '9') {
        digits++;
      }
      if (digits > 0 && digits < token.length() && token.charAt(digits) == '.') {
        int dots = digits;
        while (dots < token.length() && token.charAt(dots) == '.') {
          dots++;
        }
        moveNumber(token.substring(0, digits), dots - digits, tokenAt);
        if (dots < token.length()) {
          move(token.substring(dots), tokenAt + dots);
        }
        return;
      }
      move(token, tokenAt);
    }

    private void moveNumber(String digits, int dots, int at) {
      if (digits.length() > 9) {
        throw new NotationException(text, at, "game " + gameNo() + ": a move number of at most 9 "
            + "digits");
      }
      int n = Integer.parseInt(digits);
      if (n == 1 && dots == 1 && open && !moves.isEmpty()) {
        closed = true; // "1." after moves: the next game
      }
      openForMoves();
      if (dots != 1 && dots != 3) {
        throw new NotationException(text, at + digits.length(),
            "game " + gameNo() + ": '.' (before White's move) or '...' (before Black's)");
      }
      int ply = moves.size() + 1;
      if (state.isOver()) {
        return; // reported as a move after the end if a move follows
      }
      int side = state.sideToMove();
      if (dots == 3 && side == 0) {
        throw new NotationException(text, at, "game " + gameNo() + ", ply " + ply
            + ": '" + state.fullmove() + ".' (White is to move)");
      }
      if (dots == 1 && side == 1) {
        throw new NotationException(text, at, "game " + gameNo() + ", ply " + ply
            + ": a move of Black (Black is to move), not the move number '" + digits + ".'");
      }
      if (n != state.fullmove()) {
        throw new NotationException(text, at, "game " + gameNo() + ", ply " + ply
            + ": move number " + state.fullmove() + ", not " + n);
      }
    }

    private void move(String token, int at) {
      openForMoves();
      int ply = moves.size() + 1;
      ToguzMove m;
      try {
        m = ToguzNotation.parseMove(state, token);
      } catch (NotationException e) {
        throw new NotationException(text, at + Math.min(e.offset(), token.length()),
            "game " + gameNo() + ", ply " + ply + ": " + e.expected());
      } catch (IllegalMoveException e) {
        throw new NotationException(text, at, "game " + gameNo() + ", ply " + ply + ": move '"
            + token + "' disagrees with the rules: " + e.getMessage());
      }
      moves.add(m);
      state = ToguzGame.INSTANCE.apply(state, m);
    }

    /** Skips white space; returns whether it contained a blank line. */
    private boolean skipSpace() {
      int newlines = 0;
      while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
        if (text.charAt(pos) == '\n') {
          newlines++;
        }
        pos++;
      }
      return newlines >= 2;
    }

    private void expect(char c, String what) {
      if (pos >= text.length() || text.charAt(pos) != c) {
        throw new NotationException(text, pos, "game " + gameNo() + ": " + what);
      }
      pos++;
    }
  }
}
