package dev.tabula.core;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A recorded game: tags (name/value pairs such as players or the recorded result), the start state and
 * every move in order, chance outcomes included, so the game replays exactly.
 *
 * <h2>The generic text format</h2>
 * <pre>
 * [Game "toguz"]
 * [Start "&lt;position notation&gt;"]
 * [Result "1-0"]
 *
 * 1. 76 98 2. 36x 12 ...
 * </pre>
 * Tags come first, one per line; {@code Start} is the start position (absent: the game's standard
 * start); {@code Game}, when present, must name the game. Then the moves in the game's move notation,
 * separated by white space. Move numbers ({@code 12.}), {@code {comments}} and a final result token
 * ({@code 1-0}, {@code 0-1}, {@code 1/2-1/2}, {@code *}) are skipped. A new {@code [} tag line after
 * moves begins the next record. {@code Game} and {@code Start} are structure, not tags: parsing does
 * not keep them in {@link #tags()}, and {@link #format} writes them from the game and the start, so a
 * record formats and parses back to an equal record.
 *
 * <p>Immutable: the tags and moves are unmodifiable copies.
 *
 * @param <S> the game's state type
 * @param <M> the game's move type
 * @param tags the tags in order (never {@code Game} or {@code Start}), unmodifiable
 * @param start the start state
 * @param moves the moves in order, unmodifiable
 */
public record GameRecord<S, M>(Map<String, String> tags, S start, List<M> moves) {

  /**
   * Copies the components; {@code Game} and {@code Start} tags are dropped (they are structure).
   *
   * @param tags the tags in order
   * @param start the start state
   * @param moves the moves in order
   * @throws NullPointerException if any component or element is null
   */
  public GameRecord {
    tags = new LinkedHashMap<>(tags);
    tags.remove("Game");
    tags.remove("Start");
    tags = Collections.unmodifiableMap(tags);
    Objects.requireNonNull(start, "start");
    moves = List.copyOf(moves);
  }

  /**
   * Creates a record without tags.
   *
   * @param start the start state
   * @param moves the moves
   */
  public GameRecord(S start, List<M> moves) {
    this(Map.of(), start, moves);
  }

  /**
   * Replays the moves and returns every state: the start first, the final state last.
   *
   * @param game the game the record belongs to
   * @return {@code moves().size() + 1} states, unmodifiable
   * @throws IllegalMoveException if a move is illegal; the message gives the ply (1-based) and move
   */
  public List<S> replay(Game<S, M> game) {
    List<S> states = new ArrayList<>(moves.size() + 1);
    S s = start;
    states.add(s);
    for (int i = 0; i < moves.size(); i++) {
      try {
        s = game.apply(s, moves.get(i));
      } catch (IllegalMoveException e) {
        throw new IllegalMoveException(
            "ply " + (i + 1) + " (" + moves.get(i) + "): " + e.getMessage(), e);
      }
      states.add(s);
    }
    return Collections.unmodifiableList(states);
  }

  /**
   * Replays the moves and returns the final state.
   *
   * @param game the game the record belongs to
   * @return the state after the last move
   * @throws IllegalMoveException if a move is illegal; the message gives the ply (1-based) and move
   */
  public S finalState(Game<S, M> game) {
    List<S> states = replay(game);
    return states.get(states.size() - 1);
  }

  /**
   * Formats this record in the generic text format; {@link #parseAll} reads it back.
   *
   * @param game the game the record belongs to
   * @return the text, ending with a newline
   * @throws IllegalMoveException if a move is illegal
   */
  public String format(Game<S, M> game) {
    StringBuilder sb = new StringBuilder();
    Map<String, String> all = new LinkedHashMap<>();
    all.put("Game", game.name());
    if (!start.equals(game.start())) {
      all.put("Start", game.formatState(start));
    }
    all.putAll(tags);
    for (Map.Entry<String, String> t : all.entrySet()) {
      sb.append('[').append(t.getKey()).append(" \"")
          .append(t.getValue().replace("\\", "\\\\").replace("\"", "\\\""))
          .append("\"]\n");
    }
    sb.append('\n');
    S s = start;
    int lineLength = 0;
    for (M m : moves) {
      String text = game.formatMove(s, m);
      if (lineLength > 0 && lineLength + 1 + text.length() > 79) {
        sb.append('\n');
        lineLength = 0;
      } else if (lineLength > 0) {
        sb.append(' ');
        lineLength++;
      }
      sb.append(text);
      lineLength += text.length();
      s = game.apply(s, m);
    }
    sb.append('\n');
    return sb.toString();
  }

  /**
   * Parses records in the generic text format (see the class description).
   *
   * @param <S> the game's state type
   * @param <M> the game's move type
   * @param game the game
   * @param text the records
   * @return the records in order
   * @throws NotationException if the text is malformed or a move is illegal; the message names the
   *     record (1-based) and ply
   */
  public static <S, M> List<GameRecord<S, M>> parseAll(Game<S, M> game, CharSequence text) {
    return new Parser<>(game, text).parse();
  }

  private static final class Parser<S, M> {
    private final Game<S, M> game;
    private final String text;
    private int pos;
    private final List<GameRecord<S, M>> records = new ArrayList<>();

    Parser(Game<S, M> game, CharSequence text) {
      this.game = game;
      this.text = text.toString();
    }

    List<GameRecord<S, M>> parse() {
      skipSpace();
      while (pos < text.length()) {
        parseOne();
        skipSpace();
      }
      return Collections.unmodifiableList(records);
    }

    private void parseOne() {
      int recordNo = records.size() + 1;
      Map<String, String> tags = new LinkedHashMap<>();
      S start = game.start();
      while (pos < text.length() && text.charAt(pos) == '[') {
        int tagStart = pos;
        pos++;
        int nameStart = pos;
        while (pos < text.length() && isNameChar(text.charAt(pos))) {
          pos++;
        }
        if (pos == nameStart) {
          throw new NotationException(text, pos, "a tag name");
        }
        String name = text.substring(nameStart, pos);
        expect(' ', "a space after the tag name");
        expect('"', "'\"' opening the tag value");
        StringBuilder value = new StringBuilder();
        while (true) {
          if (pos >= text.length() || text.charAt(pos) == '\n') {
            throw new NotationException(text, pos, "'\"' closing the tag value");
          }
          char c = text.charAt(pos++);
          if (c == '"') {
            break;
          }
          if (c == '\\' && pos < text.length()) {
            c = text.charAt(pos++);
          }
          value.append(c);
        }
        expect(']', "']' closing the tag");
        String v = value.toString();
        if (name.equals("Game") && !v.equals(game.name())) {
          throw new NotationException(
              text, tagStart, "record " + recordNo + " is for game '" + v + "', not '" + game.name() + "'");
        }
        if (name.equals("Start")) {
          try {
            start = game.parseState(v);
          } catch (NotationException e) {
            throw new NotationException(
                text, tagStart + 8 + Math.min(e.offset(), v.length()), "record " + recordNo
                    + ": bad Start position: " + e.expected());
          }
        }
        if (!name.equals("Game") && !name.equals("Start")) {
          tags.put(name, v);
        }
        skipSpace();
      }
      List<M> moves = new ArrayList<>();
      S s = start;
      while (pos < text.length() && text.charAt(pos) != '[') {
        int tokenStart = pos;
        if (text.charAt(pos) == '{') {
          int close = text.indexOf('}', pos);
          if (close < 0) {
            throw new NotationException(text, pos, "'}' closing the comment");
          }
          pos = close + 1;
          skipSpace();
          continue;
        }
        while (pos < text.length() && !Character.isWhitespace(text.charAt(pos))
            && text.charAt(pos) != '{') {
          pos++;
        }
        String token = text.substring(tokenStart, pos);
        skipSpace();
        if (isMoveNumber(token) || isResult(token)) {
          continue;
        }
        M m;
        try {
          m = game.parseMove(s, token);
        } catch (NotationException e) {
          throw new NotationException(text, tokenStart + Math.min(e.offset(), token.length()),
              "record " + recordNo + ", ply " + (moves.size() + 1) + ": " + e.expected());
        } catch (IllegalMoveException e) {
          throw new NotationException(text, tokenStart,
              "record " + recordNo + ", ply " + (moves.size() + 1) + ": illegal move '" + token
                  + "': " + e.getMessage());
        }
        moves.add(m);
        s = game.apply(s, m);
      }
      records.add(new GameRecord<>(tags, start, moves));
    }

    private static boolean isNameChar(char c) {
      return Character.isLetterOrDigit(c) || c == '_' || c == '-';
    }

    private static boolean isMoveNumber(String token) {
      if (token.length() < 2 || token.charAt(token.length() - 1) != '.') {
        return false;
      }
      for (int i = 0; i < token.length() - 1; i++) {
        if (token.charAt(i) < '0' || token.charAt(i) > '9') {
          return false;
        }
      }
      return true;
    }

    private static boolean isResult(String token) {
      return token.equals("1-0") || token.equals("0-1") || token.equals("1/2-1/2")
          || token.equals("*");
    }

    private void expect(char c, String what) {
      if (pos >= text.length() || text.charAt(pos) != c) {
        throw new NotationException(text, pos, what);
      }
      pos++;
    }

    private void skipSpace() {
      while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
        pos++;
      }
    }
  }
}
