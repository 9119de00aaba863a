package dev.tabula.stacksnake;

import dev.tabula.core.NotationException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Reads and writes the position and move notations of {@link StackSnakeGame} (see {@code
 * docs/rules/stack-snake.md}). Parsing checks the text against the same rule functions as play
 * ({@link Line}, {@link History}) and makes the state through the game, like {@code apply} does.
 */
final class StackSnakeNotation {
  private StackSnakeNotation() {}

  private static final String TILE = "a tile (W1, W2, W3, B1, B2, B3 or N)";
  private static final String[] NAMES = {"N", "W1", "W2", "W3", "?", "B1", "B2", "B3"};
  private static final int MAX_TURN = Integer.MAX_VALUE;

  // ---------------------------------------------------------------------------------------------
  // positions

  static String format(StackSnakeState s) {
    StringBuilder sb = new StringBuilder(64);
    if (s.isDealing()) {
      sb.append("deal ");
      if (s.dealt == 0) {
        sb.append('-');
      } else {
        appendStacks(sb, s.tiles, s.starts, s.dealt);
      }
      return sb.append(' ').append(s.sideColour().letter()).toString();
    }
    appendStacks(sb, s.tiles, s.starts, Line.SIZE);
    sb.append(' ').append(s.sideColour().letter()).append(' ').append(s.swapBanned ? 'x' : '-');
    if (s.turn != 0 || s.history != null) {
      sb.append(' ').append(s.turn);
    }
    if (s.history != null) {
      List<String> entries = new ArrayList<>(s.history.size);
      for (History h = s.history; h != null; h = h.next) {
        StringBuilder e = new StringBuilder(64);
        appendStacks(e, h.tiles, (h.key << 1 | 1) & Line.SINGLES, Line.SIZE);
        e.append(':').append(((h.key >>> 18) & 1) == 0 ? 'W' : 'B')
            .append(((h.key >>> 19) & 1) != 0 ? 'x' : '-');
        entries.add(e.toString());
      }
      Collections.sort(entries);
      sb.append(' ').append(String.join(",", entries));
    }
    return sb.toString();
  }

  static String formatPosition(StackSnakeState s) {
    if (s.isDealing()) {
      return format(s);
    }
    StringBuilder sb = new StringBuilder(64);
    appendStacks(sb, s.tiles, s.starts, Line.SIZE);
    return sb.append(' ').append(s.sideColour().letter()).append(' ')
        .append(s.swapBanned ? 'x' : '-').toString();
  }

  static String stacksText(long tiles, int starts) {
    StringBuilder sb = new StringBuilder(64);
    appendStacks(sb, tiles, starts, Line.SIZE);
    return sb.toString();
  }

  static void appendStacks(StringBuilder sb, long tiles, int starts, int count) {
    for (int t = 0; t < count; t++) {
      if (t > 0 && (starts & (1 << t)) != 0) {
        sb.append('/');
      }
      sb.append(NAMES[Line.tile(tiles, t)]);
    }
  }

  static String tileName(int code) {
    return NAMES[code];
  }

  /** A parsed line of stacks. */
  private static final class Stacks {
    long tiles;
    int starts;
    int count;
    int[] kinds = new int[7];
    /** The text offset of each stack's first character. */
    int[] offsets = new int[Line.SIZE];
  }

  private static final class Cursor {
    final CharSequence text;
    int pos;

    Cursor(CharSequence text) {
      this.text = text;
    }

    boolean atEnd() {
      return pos >= text.length();
    }

    char peek() {
      return pos < text.length() ? text.charAt(pos) : '\0';
    }

    NotationException error(int at, String expected) {
      return new NotationException(text, at, expected);
    }

    void expect(char c, String what) {
      if (peek() != c || atEnd()) {
        throw error(pos, what);
      }
      pos++;
    }
  }

  static StackSnakeState parse(StackSnakeGame game, CharSequence text) {
    Cursor c = new Cursor(text);
    if (text.length() >= 5 && text.subSequence(0, 5).toString().equals("deal ")) {
      return parseDeal(c);
    }
    int stacksAt = c.pos;
    Stacks line = parseStacks(c, false);
    checkFullSet(c, line, stacksAt);
    c.expect(' ', "a space, then the colour to move (W or B)");
    int sideAt = c.pos;
    int side = parseSide(c);
    c.expect(' ', "a space, then the swap field (x or -)");
    int swapAt = c.pos;
    boolean banned = parseSwap(c);
    checkPosition(c, line, side, banned, sideAt, swapAt, stacksAt);
    int turn = 0;
    History history = null;
    int turnAt = -1;
    if (!c.atEnd()) {
      c.expect(' ', "a space, then the turn number, or the end of the text");
      turnAt = c.pos;
      turn = parseTurn(c);
      if (game.maxTurns() > 0 && turn > game.maxTurns()) {
        throw c.error(turnAt, "a turn number at most this game's cap of " + game.maxTurns());
      }
    }
    if (!c.atEnd()) {
      c.expect(' ', "a space, then the earlier positions, or the end of the text");
      int historyAt = c.pos;
      history = parseHistory(c, line);
      if (History.size(history) > turn) {
        throw c.error(historyAt, "at most " + turn + " earlier position" + (turn == 1 ? "" : "s")
            + " (one per turn played)");
      }
    }
    if (!c.atEnd()) {
      throw c.error(c.pos, "the end of the text");
    }
    return game.state(line.tiles, line.starts, side, banned, turn, history,
        Line.wins(Line.tallest(line.starts)));
  }

  private static StackSnakeState parseDeal(Cursor c) {
    c.pos = 5;
    long tiles = 0;
    int dealt = 0;
    if (c.peek() == '-') {
      c.pos++;
    } else {
      int at = c.pos;
      Stacks line = parseStacks(c, true);
      if (line.count >= Line.SIZE) {
        throw c.error(at, "at most 18 tiles while dealing (a full line is written as a position)");
      }
      tiles = line.tiles;
      dealt = line.count;
    }
    c.expect(' ', "a space, then the colour to move first (W or B)");
    int side = parseSide(c);
    if (!c.atEnd()) {
      throw c.error(c.pos, "the end of the text");
    }
    return StackSnakeGame.dealingState(tiles, dealt, side);
  }

  private static Stacks parseStacks(Cursor c, boolean singles) {
    Stacks s = new Stacks();
    int height = 0;
    int stackAt = c.pos;
    while (true) {
      int at = c.pos;
      char ch = c.peek();
      int code;
      if (c.atEnd()) {
        throw c.error(at, TILE);
      } else if (ch == 'N') {
        code = 0;
        c.pos++;
      } else if (ch == 'W' || ch == 'B') {
        c.pos++;
        char m = c.peek();
        if (c.atEnd() || m < '1' || m > '3') {
          throw c.error(c.pos, "a mark 1, 2 or 3 after '" + ch + "'");
        }
        c.pos++;
        code = (ch == 'B' ? 4 : 0) + (m - '0');
      } else {
        throw c.error(at, ch == '/' ? TILE + ": a stack has at least one tile" : TILE);
      }
      Tile kind = Tile.ofCode(code);
      if (++s.kinds[kind.ordinal()] > kind.countInSet()) {
        throw c.error(at, "no more " + kind + ": a set has " + (kind.isNeutral() ? "one neutral tile"
            : "three " + kind + " tiles"));
      }
      if (s.count >= Line.SIZE) {
        throw c.error(at, "no more tiles: a set has 19");
      }
      if (height == 0) {
        s.offsets[Integer.bitCount(s.starts)] = stackAt;
        s.starts |= 1 << s.count;
      } else if (singles) {
        throw c.error(at, "'/' or a space: while dealing every tile is a stack of its own");
      } else if (height >= Line.MAX_HEIGHT) {
        throw c.error(at, "'/' or a space: a stack has at most 8 tiles (the game ends when one"
            + " reaches seven, and a step adds at most two)");
      }
      s.tiles |= (long) code << (3 * s.count);
      s.count++;
      height++;
      char next = c.peek();
      if (c.atEnd() || next == ' ' || next == ':' || next == ',') {
        return s;
      }
      if (next == '/') {
        c.pos++;
        height = 0;
        stackAt = c.pos;
      }
    }
  }

  private static void checkFullSet(Cursor c, Stacks s, int at) {
    if (s.count == Line.SIZE) {
      return;
    }
    StringBuilder missing = new StringBuilder();
    for (Tile t : Tile.values()) {
      for (int i = s.kinds[t.ordinal()]; i < t.countInSet(); i++) {
        missing.append(missing.length() == 0 ? "" : " ").append(t);
      }
    }
    throw c.error(c.pos, "more tiles: a line has all 19 (three each of W1 W2 W3 B1 B2 B3, one N);"
        + " missing " + missing);
  }

  private static int parseSide(Cursor c) {
    char ch = c.peek();
    if (c.atEnd() || (ch != 'W' && ch != 'B')) {
      throw c.error(c.pos, "the colour to move, W or B");
    }
    c.pos++;
    return ch == 'W' ? 0 : 1;
  }

  private static boolean parseSwap(Cursor c) {
    char ch = c.peek();
    if (c.atEnd() || (ch != 'x' && ch != '-')) {
      throw c.error(c.pos, "the swap field: x (the side to move may not swap) or -");
    }
    c.pos++;
    return ch == 'x';
  }

  private static int parseTurn(Cursor c) {
    int at = c.pos;
    long v = 0;
    while (!c.atEnd() && c.peek() >= '0' && c.peek() <= '9') {
      if (c.pos > at && v == 0) {
        throw c.error(at, "a turn number without leading zeros");
      }
      v = v * 10 + (c.peek() - '0');
      if (v > MAX_TURN) {
        throw c.error(at, "a turn number up to " + MAX_TURN);
      }
      c.pos++;
    }
    if (c.pos == at) {
      throw c.error(at, "a turn number (a whole number >= 0)");
    }
    return (int) v;
  }

  /** Checks what a position must satisfy to occur in a game: finished games and the swap ban. */
  private static void checkPosition(Cursor c, Stacks line, int side, boolean banned, int sideAt,
      int swapAt, int stacksAt) {
    int tall = -1;
    int k = 0;
    for (int rest = line.starts; rest != 0; k++) {
      int s = Integer.numberOfTrailingZeros(rest);
      rest &= rest - 1;
      int e = rest == 0 ? Line.LAST : Integer.numberOfTrailingZeros(rest) - 1;
      if (Line.wins(e - s + 1)) {
        int at = line.offsets[k];
        if (tall >= 0) {
          throw c.error(at, "at most one stack of seven or more (the first one ends the game)");
        }
        tall = k;
        int owner = Line.owner(Line.tile(line.tiles, e));
        if (owner < 0) {
          throw c.error(at, "a stack of seven or more with the winner's tile on top, not N (only a"
              + " step makes one)");
        }
        if (owner == side) {
          throw c.error(sideAt, "the colour of the loser to move: the stack of " + (e - s + 1)
              + " at position " + (k + 1) + " was made by " + Colour.ofSeat(owner));
        }
        if (banned) {
          throw c.error(swapAt, "- : the winner stepped last, so the loser is not barred from swapping");
        }
      }
    }
    if (banned && Line.ownStacks(line.tiles, line.starts, 1 - side) < 2) {
      throw c.error(swapAt, "- : " + Colour.ofSeat(1 - side) + " has fewer than two stacks, so"
          + " cannot have swapped last turn");
    }
  }

  private static History parseHistory(Cursor c, Stacks now) {
    History history = null;
    int lineLength = Integer.bitCount(now.starts);
    while (true) {
      int at = c.pos;
      Stacks line = parseStacks(c, false);
      checkFullSet(c, line, at);
      if (Integer.bitCount(line.starts) != lineLength) {
        throw c.error(at, "an earlier position with " + lineLength
            + " stacks, like the current one (the history runs back to the last change of length)");
      }
      if (Line.wins(Line.tallest(line.starts))) {
        throw c.error(at, "an earlier position without a stack of seven (that would have ended the"
            + " game)");
      }
      c.expect(':', "':' and the colour to move in that position");
      int sideAt = c.pos;
      int side = parseSide(c);
      int swapAt = c.pos;
      boolean banned = parseSwap(c);
      checkPosition(c, line, side, banned, sideAt, swapAt, at);
      if (Line.dead(line.tiles, line.starts, side, banned)) {
        throw c.error(at, "an earlier position that is not dead (that would have ended the game)");
      }
      int key = Line.key(line.starts, side, banned);
      if (History.thirdOccurrence(history, line.tiles, key)) {
        throw c.error(at, "an earlier position at most twice (the third occurrence ends the game)");
      }
      history = History.push(history, line.tiles, key);
      if (c.atEnd() || c.peek() != ',') {
        return history;
      }
      c.pos++;
    }
  }

  // ---------------------------------------------------------------------------------------------
  // moves

  static String moveText(StackSnakeMove move) {
    if (move instanceof StackSnakeMove.Step) {
      StackSnakeMove.Step s = (StackSnakeMove.Step) move;
      String text = (s.from() + 1) + (s.tiles() == 2 ? "=" : "-") + (s.to() + 1);
      return s.tiles() == 1 || s.tiles() == 2 ? text : text + " (" + s.tiles() + " tiles)";
    }
    if (move instanceof StackSnakeMove.Swap) {
      StackSnakeMove.Swap s = (StackSnakeMove.Swap) move;
      return (s.first() + 1) + "x" + (s.second() + 1);
    }
    if (move instanceof StackSnakeMove.Pass) {
      return "pass";
    }
    return ((StackSnakeMove.Deal) move).tile().name();
  }

  private static final String MOVE = "a move: <from>-<to> (step lifting one tile), <from>=<to> (two"
      + " tiles), <a>x<b> (swap), pass, or while dealing a tile (W1 W2 W3 B1 B2 B3 N)";

  static StackSnakeMove parseMove(CharSequence text) {
    String s = text.toString();
    if (s.equals("pass")) {
      return StackSnakeMove.PASS;
    }
    for (Tile t : Tile.values()) {
      if (s.equals(t.name())) {
        return StackSnakeMove.deal(t);
      }
    }
    Cursor c = new Cursor(text);
    if (c.atEnd() || c.peek() < '0' || c.peek() > '9') {
      throw c.error(0, MOVE);
    }
    int a = parsePosition(c);
    char op = c.peek();
    if (c.atEnd() || (op != '-' && op != '=' && op != 'x')) {
      throw c.error(c.pos, "'-' (step of one tile), '=' (step of two tiles) or 'x' (swap)");
    }
    c.pos++;
    if (c.atEnd() || c.peek() < '0' || c.peek() > '9') {
      throw c.error(c.pos, "a position number (1 to 19)");
    }
    int b = parsePosition(c);
    if (!c.atEnd()) {
      throw c.error(c.pos, "the end of the move");
    }
    if (op == 'x') {
      return StackSnakeMove.swap(a - 1, b - 1);
    }
    return StackSnakeMove.step(a - 1, b - 1, op == '=' ? 2 : 1);
  }

  private static int parsePosition(Cursor c) {
    int at = c.pos;
    int v = 0;
    while (!c.atEnd() && c.peek() >= '0' && c.peek() <= '9') {
      v = v * 10 + (c.peek() - '0');
      c.pos++;
      if (v == 0 || v > Line.SIZE) {
        throw c.error(at, "a position number (1 to 19)");
      }
    }
    return v;
  }

  static String statusText(StackSnakeState.Status status) {
    switch (status) {
      case WHITE_WON:
        return "White won";
      case BLACK_WON:
        return "Black won";
      case DRAWN_DEAD_POSITION:
        return "drawn: neither side can step or swap";
      case DRAWN_REPETITION:
        return "drawn: the position occurred for the third time";
      case DRAWN_TURN_LIMIT:
        return "drawn: the turn cap was reached";
      case DEALING:
        return "dealing";
      default:
        return "in play";
    }
  }
}
