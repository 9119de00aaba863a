package dev.tabula.stacksnake;

import dev.tabula.core.IllegalMoveException;
import dev.tabula.core.TextCursor;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Reads and writes the position and move notations of {@link StackSnakeGame} (see {@code
 * docs/rules/stack-snake.md}). Both parse with core's {@link TextCursor}, so every error is a
 * {@link dev.tabula.core.NotationException} with an offset in the text and what was expected there.
 * Parsing checks the text against the same rule functions as play ({@link Line}, {@link History})
 * and makes the state through the game, like {@code apply} does.
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
      if (s.dealt() == 0) {
        sb.append('-');
      } else {
        appendStacks(sb, s.tiles, s.starts, s.dealt());
      }
      return sb.append(' ').append(s.sideColour().letter()).toString();
    }
    appendStacks(sb, s.tiles, s.starts, Line.SIZE);
    sb.append(' ').append(s.sideColour().letter()).append(' ').append(s.swapBanned() ? 'x' : '-');
    if (s.turn != 0 || s.history() != null) {
      sb.append(' ').append(s.turn);
    }
    if (s.history() != null) {
      List<String> entries = new ArrayList<>(s.history().size);
      for (History h = s.history(); h != null; h = h.next) {
        StringBuilder e = new StringBuilder(64);
        appendStacks(e, h.tiles, (h.key << 1 | 1) & Line.SINGLES, Line.SIZE);
        e.append(':')
            .append(((h.key >>> 18) & 1) == 0 ? 'W' : 'B')
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
    return sb.append(' ')
        .append(s.sideColour().letter())
        .append(' ')
        .append(s.swapBanned() ? 'x' : '-')
        .toString();
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
    int[] kinds = new int[Line.KINDS];

    /** The text offset of each stack's first character. */
    int[] offsets = new int[Line.SIZE];
  }

  static StackSnakeState parse(StackSnakeGame game, CharSequence text) {
    TextCursor c = new TextCursor(text);
    if (c.accept("deal ")) {
      return parseDeal(c);
    }
    Stacks line = parseStacks(c, false);
    checkFullSet(c, line);
    c.expect(' ', "a space, then the colour to move (W or B)");
    int sideAt = c.offset();
    int side = parseSide(c);
    c.expect(' ', "a space, then the swap field (x or -)");
    int swapAt = c.offset();
    boolean banned = parseSwap(c);
    checkPosition(c, line, side, banned, sideAt, swapAt);
    int turn = 0;
    History history = null;
    if (!c.atEnd()) {
      c.expect(' ', "a space, then the turn number, or the end of the text");
      int turnAt = c.offset();
      turn = c.intNumber(0, MAX_TURN, "a turn number up to " + MAX_TURN);
      if (game.maxTurns() > 0 && turn > game.maxTurns()) {
        throw c.error(turnAt, "a turn number at most this game's cap of " + game.maxTurns());
      }
    }
    if (!c.atEnd()) {
      c.expect(' ', "a space, then the earlier positions, or the end of the text");
      int historyAt = c.offset();
      history = parseHistory(c, line);
      if (History.size(history) > turn) {
        throw c.error(
            historyAt,
            "at most "
                + turn
                + " earlier position"
                + (turn == 1 ? "" : "s")
                + " (one per turn played)");
      }
    }
    c.expectEnd("the end of the text");
    return game.state(
        line.tiles, line.starts, side, banned, turn, history, Line.wins(Line.tallest(line.starts)));
  }

  /** The dealing notation after {@code "deal "}: the tiles laid so far, or -, and the side. */
  private static StackSnakeState parseDeal(TextCursor c) {
    long tiles = 0;
    int dealt = 0;
    if (!c.accept('-')) {
      int at = c.offset();
      Stacks line = parseStacks(c, true);
      if (line.count >= Line.SIZE) {
        throw c.error(at, "at most 18 tiles while dealing (a full line is written as a position)");
      }
      tiles = line.tiles;
      dealt = line.count;
    }
    c.expect(' ', "a space, then the colour to move first (W or B)");
    int side = parseSide(c);
    c.expectEnd("the end of the text");
    return StackSnakeGame.dealingState(tiles, dealt, side);
  }

  /**
   * Reads stacks joined by {@code /}, each its tiles bottom to top, up to the end, a space, a
   * {@code :} or a {@code ,}; checks the counts of a set, the height of a stack and, when {@code
   * singles} (while dealing), that every tile is a stack of its own.
   */
  private static Stacks parseStacks(TextCursor c, boolean singles) {
    Stacks s = new Stacks();
    int height = 0;
    int stackAt = c.offset();
    while (true) {
      int at = c.offset();
      Tile kind = parseTile(c);
      if (++s.kinds[kind.ordinal()] > kind.countInSet()) {
        throw c.error(
            at,
            "no more "
                + kind
                + ": a set has "
                + (kind.isNeutral() ? "one neutral tile" : "three " + kind + " tiles"));
      }
      // (no 20th tile gets here: after 19 that fit the counts of a set, every kind is used up)
      if (height == 0) {
        s.offsets[Integer.bitCount(s.starts)] = stackAt;
        s.starts |= 1 << s.count;
      } else if (singles) {
        throw c.error(at, "'/' or a space: while dealing every tile is a stack of its own");
      } else if (height >= Line.MAX_HEIGHT) {
        throw c.error(
            at,
            "'/' or a space: a stack has at most 8 tiles (the game ends when one"
                + " reaches seven, and a step adds at most two)");
      }
      s.tiles |= (long) kind.code() << (3 * s.count);
      s.count++;
      height++;
      if (c.atEnd() || c.peekIs(' ') || c.peekIs(':') || c.peekIs(',')) {
        return s;
      }
      if (c.accept('/')) {
        height = 0;
        stackAt = c.offset();
      }
    }
  }

  /** Reads a tile name: {@code N}, or {@code W} or {@code B} and a mark. */
  private static Tile parseTile(TextCursor c) {
    if (c.accept('N')) {
      return Tile.N;
    }
    int colour = c.peek();
    if (colour != 'W' && colour != 'B') {
      throw c.error(colour == '/' ? TILE + ": a stack has at least one tile" : TILE);
    }
    c.next(TILE);
    int mark = c.peek();
    if (mark < '1' || mark > '3') {
      throw c.error("a mark 1, 2 or 3 after '" + (char) colour + "'");
    }
    c.next("a mark");
    return Tile.of(colour == 'W' ? Colour.WHITE : Colour.BLACK, mark - '0');
  }

  /** A line of stacks must hold the whole set (checked where the line ends). */
  private static void checkFullSet(TextCursor c, Stacks s) {
    if (s.count == Line.SIZE) {
      return;
    }
    StringBuilder missing = new StringBuilder();
    for (Tile t : Tile.values()) {
      for (int i = s.kinds[t.ordinal()]; i < t.countInSet(); i++) {
        missing.append(missing.length() == 0 ? "" : " ").append(t);
      }
    }
    throw c.error(
        "more tiles: a line has all 19 (three each of W1 W2 W3 B1 B2 B3, one N);"
            + " missing "
            + missing);
  }

  private static int parseSide(TextCursor c) {
    if (c.accept('W')) {
      return 0;
    }
    if (c.accept('B')) {
      return 1;
    }
    throw c.error("the colour to move, W or B");
  }

  private static boolean parseSwap(TextCursor c) {
    if (c.accept('x')) {
      return true;
    }
    if (c.accept('-')) {
      return false;
    }
    throw c.error("the swap field: x (the side to move may not swap) or -");
  }

  /** Checks what a position must satisfy to occur in a game: finished games and the swap ban. */
  private static void checkPosition(
      TextCursor c, Stacks line, int side, boolean banned, int sideAt, int swapAt) {
    boolean tall = false;
    int k = 0;
    for (int rest = line.starts; rest != 0; k++) {
      int s = Integer.numberOfTrailingZeros(rest);
      rest &= rest - 1;
      int e = rest == 0 ? Line.LAST : Integer.numberOfTrailingZeros(rest) - 1;
      if (Line.wins(e - s + 1)) {
        int at = line.offsets[k];
        if (tall) {
          throw c.error(at, "at most one stack of seven or more (the first one ends the game)");
        }
        tall = true;
        int owner = Line.owner(Line.tile(line.tiles, e));
        if (owner < 0) {
          throw c.error(
              at,
              "a stack of seven or more with the winner's tile on top, not N (only a"
                  + " step makes one)");
        }
        if (owner == side) {
          throw c.error(
              sideAt,
              "the colour of the loser to move: the stack of "
                  + (e - s + 1)
                  + " at position "
                  + (k + 1)
                  + " was made by "
                  + Colour.ofSeat(owner));
        }
        if (banned) {
          throw c.error(
              swapAt, "- : the winner stepped last, so the loser is not barred from swapping");
        }
      }
    }
    int opponent = 1 - side;
    if (banned && Line.ownStacks(line.tiles, line.starts, opponent) < 2) {
      throw c.error(
          swapAt,
          "- : "
              + Colour.ofSeat(opponent)
              + " has fewer than two stacks, so"
              + " cannot have swapped last turn");
    }
  }

  /** Reads the earlier positions, {@code <stacks>:<side><swap>} joined by commas. */
  private static @Nullable History parseHistory(TextCursor c, Stacks now) {
    History history = null;
    int lineLength = Integer.bitCount(now.starts);
    do {
      int at = c.offset();
      Stacks line = parseStacks(c, false);
      checkFullSet(c, line);
      if (Integer.bitCount(line.starts) != lineLength) {
        throw c.error(
            at,
            "an earlier position with "
                + lineLength
                + " stacks, like the current one (the history runs back to the last change of length)");
      }
      if (Line.wins(Line.tallest(line.starts))) {
        throw c.error(
            at,
            "an earlier position without a stack of seven (that would have ended the" + " game)");
      }
      c.expect(':', "':' and the colour to move in that position");
      int sideAt = c.offset();
      int side = parseSide(c);
      int swapAt = c.offset();
      boolean banned = parseSwap(c);
      checkPosition(c, line, side, banned, sideAt, swapAt);
      if (Line.dead(line.tiles, line.starts, side, banned)) {
        throw c.error(at, "an earlier position that is not dead (that would have ended the game)");
      }
      int key = Line.key(line.starts, side, banned);
      if (History.thirdOccurrence(history, line.tiles, key)) {
        throw c.error(at, "an earlier position at most twice (the third occurrence ends the game)");
      }
      history = History.push(history, line.tiles, key);
    } while (c.accept(','));
    return history;
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

  private static final String MOVE =
      "a move: <from>-<to> (step lifting one tile), <from>=<to> (two"
          + " tiles), <a>x<b> (swap), pass, or while dealing a tile (W1 W2 W3 B1 B2 B3 N)";
  private static final String POSITION = "a position number (1 to 19)";

  static StackSnakeMove parseMove(CharSequence text) {
    TextCursor c = new TextCursor(text);
    if (!c.peekDigit()) {
      // a word: the whole text is pass or a tile, or it is no move at all
      String word = text.toString();
      if (word.equals("pass")) {
        return StackSnakeMove.PASS;
      }
      for (Tile t : Tile.values()) {
        if (word.equals(t.name())) {
          return StackSnakeMove.deal(t);
        }
      }
      throw c.error(0, MOVE);
    }
    int a = c.intNumber(1, Line.SIZE, POSITION);
    int op = c.peek();
    if (op != '-' && op != '=' && op != 'x') {
      throw c.error("'-' (step of one tile), '=' (step of two tiles) or 'x' (swap)");
    }
    c.next("'-', '=' or 'x'");
    int b = c.intNumber(1, Line.SIZE, POSITION);
    c.expectEnd("the end of the move");
    // Well formed, but maybe of a shape no rule allows (1x1, 4=4, 1-5): refused as illegal, the
    // words those of the move values' own check.
    int tiles = op == '=' ? 2 : 1;
    String why =
        op == 'x' ? Line.swapShapeFault(a - 1, b - 1) : Line.stepShapeFault(a - 1, b - 1, tiles);
    if (why != null) {
      throw new IllegalMoveException("" + a + (char) op + b + ": " + why);
    }
    if (op == 'x') {
      return StackSnakeMove.swap(a - 1, b - 1);
    }
    return StackSnakeMove.step(a - 1, b - 1, tiles);
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
