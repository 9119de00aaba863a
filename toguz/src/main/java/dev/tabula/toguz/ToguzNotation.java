package dev.tabula.toguz;

import dev.tabula.core.IllegalMoveException;
import dev.tabula.core.TextCursor;

/** The FEN and the move notation {@code FROM LAND[x][(n)]}: parsing and formatting. */
final class ToguzNotation {
  static final int MAX_FULLMOVE = Integer.MAX_VALUE;
  private static final String[] SIDE_NAME = {"White", "Black"};

  private ToguzNotation() {}

  static String playerName(int player) {
    return SIDE_NAME[player];
  }

  // ---------------------------------------------------------------- FEN

  static String formatFen(ToguzState s) {
    StringBuilder sb = new StringBuilder(64);
    appendRow(sb, s, 1);
    sb.append('/');
    appendRow(sb, s, 0);
    sb.append(' ')
        .append(Sow.store(s.misc, 0))
        .append(' ')
        .append(Sow.store(s.misc, 1))
        .append(' ')
        .append(Sow.side(s.misc) == 0 ? 'S' : 'N')
        .append(' ')
        .append(s.fullmove);
    return sb.toString();
  }

  /** Appends a row: Black's holes 9..1, or White's holes 1..9. */
  private static void appendRow(StringBuilder sb, ToguzState s, int owner) {
    int tuzdykHere = Sow.tuzdyk(s.misc, 1 - owner);
    int empty = 0;
    boolean first = true;
    for (int i = 0; i < 9; i++) {
      int hole = owner == 1 ? 9 - i : i + 1;
      int v = Sow.field(s.south, s.north, s.misc, owner * 9 + hole - 1);
      if (v == 0 && hole != tuzdykHere) {
        empty++;
        continue;
      }
      if (empty > 0) {
        first = sep(sb, first);
        sb.append(empty);
        empty = 0;
      }
      first = sep(sb, first);
      if (hole == tuzdykHere) {
        sb.append('t');
      } else {
        sb.append(v).append('S');
      }
    }
    if (empty > 0) {
      sep(sb, first);
      sb.append(empty);
    }
  }

  private static boolean sep(StringBuilder sb, boolean first) {
    if (!first) {
      sb.append(',');
    }
    return false;
  }

  static ToguzState parseFen(CharSequence input) {
    return new FenParser(input.toString()).parse();
  }

  private static final class FenParser {
    private final TextCursor in;

    /** Stones per cycle position (White 1..9 = 0..8, Black 1..9 = 9..17). */
    private final int[] holes = new int[18];

    /** Tuzdyk owned by player p (hole number in the other row), and the offset of its 't'. */
    private final int[] tuzdyk = new int[2];

    private final int[] tuzdykAt = new int[2];

    FenParser(String text) {
      this.in = new TextCursor(text);
    }

    ToguzState parse() {
      parseRow(1, '/');
      expect('/', "'/' between Black's and White's rows");
      parseRow(0, ' ');
      expect(' ', "a space before White's store");
      int store0At = in.offset();
      int store0 = in.intNumber(0, Sow.TOTAL, "White's store: a number 0..162");
      expect(' ', "a space before Black's store");
      int store1At = in.offset();
      int store1 = in.intNumber(0, Sow.TOTAL, "Black's store: a number 0..162");
      expect(' ', "a space before the side to move");
      int sideAt = in.offset();
      int side;
      if (in.accept('S')) {
        side = 0;
      } else if (in.accept('N')) {
        side = 1;
      } else {
        throw in.error("the side to move: 'S' (White) or 'N' (Black)");
      }
      expect(' ', "a space before the full-move number");
      int fullmove = in.intNumber(1, MAX_FULLMOVE, "the full-move number: 1.." + MAX_FULLMOVE);
      in.expectEnd("the end of the position");

      // Impossible positions.
      if (tuzdyk[0] != 0 && tuzdyk[0] == tuzdyk[1]) {
        throw in.error(
            tuzdykAt[1],
            "a tuzdyk on a hole number other than "
                + tuzdyk[0]
                + ": White already owns Black's hole "
                + tuzdyk[0]);
      }
      int total = store0 + store1;
      for (int v : holes) {
        total += v;
      }
      if (total != Sow.TOTAL) {
        throw in.error(0, "162 stones in all (holes and stores), not " + total);
      }
      if (tuzdyk[0] != 0 && store0 < 3) {
        throw in.error(store0At, "at least 3 stones in White's store, since White owns a tuzdyk");
      }
      if (tuzdyk[1] != 0 && store1 < 3) {
        throw in.error(store1At, "at least 3 stones in Black's store, since Black owns a tuzdyk");
      }
      int moverStones = 0;
      int otherStones = 0;
      for (int p = 0; p < 18; p++) {
        if (p / 9 == side) {
          moverStones += holes[p];
        } else {
          otherStones += holes[p];
        }
      }
      if (moverStones == 0 && otherStones != 0) {
        throw in.error(
            sideAt,
            "a side to move that has stones ("
                + SIDE_NAME[side]
                + " has none, so the game would already have ended with the sweep)");
      }

      return Sow.pack(holes, store0, store1, tuzdyk[0], tuzdyk[1], side, fullmove);
    }

    /** Parses the row of {@code owner} (1: Black's holes 9..1; 0: White's holes 1..9). */
    private void parseRow(int owner, char end) {
      String who = SIDE_NAME[owner] + "'s row";
      int filled = 0;
      boolean lastWasEmptyRun = false;
      while (filled < 9) {
        int tokenAt = in.offset();
        if (in.atEnd()) {
          throw in.error("more holes: " + who + " has " + filled + " of 9");
        }
        int c = in.peek();
        if (c == 't') {
          in.next("'t'");
          int hole = owner == 1 ? 9 - filled : filled + 1;
          int tuzdykOwner = 1 - owner;
          if (tuzdyk[tuzdykOwner] != 0) {
            throw in.error(tokenAt, "at most one tuzdyk in " + who);
          }
          if (hole == 9) {
            throw in.error(tokenAt, "no tuzdyk on hole 9 (" + who + ")");
          }
          tuzdyk[tuzdykOwner] = hole;
          tuzdykAt[tuzdykOwner] = tokenAt;
          filled++;
          lastWasEmptyRun = false;
        } else if (c >= '0' && c <= '9') {
          int n = in.intNumber(0, 999, "a number of stones or of empty holes");
          if (in.accept('S')) {
            if (n == 0) {
              throw in.error(
                  tokenAt, "at least one stone in '<n>S' (write empty holes as a bare number)");
            }
            if (n > Sow.TOTAL) {
              throw in.error(tokenAt, "at most 162 stones in a hole");
            }
            int hole = owner == 1 ? 9 - filled : filled + 1;
            holes[owner * 9 + hole - 1] = n;
            filled++;
            lastWasEmptyRun = false;
          } else {
            if (n == 0) {
              throw in.error(tokenAt, "a positive number of empty holes");
            }
            if (lastWasEmptyRun) {
              throw in.error(
                  tokenAt,
                  "a hole with stones or a tuzdyk (runs of empty holes are written as one number)");
            }
            if (filled + n > 9) {
              throw in.error(
                  tokenAt, "at most " + (9 - filled) + " more hole(s) in " + who + ", not " + n);
            }
            filled += n;
            lastWasEmptyRun = true;
          }
        } else {
          throw in.error("a hole: '<n>S' (n stones), 't' (a tuzdyk) or a number of empty holes");
        }
        if (filled < 9) {
          expect(',', "',' before the next hole of " + who + " (" + filled + " of 9 so far)");
        }
      }
      if (in.peekIs(',')) {
        throw in.error("'" + end + "' after the 9 holes of " + who);
      }
    }

    private void expect(char c, String what) {
      in.expect(c, what);
    }
  }

  // ---------------------------------------------------------------- moves

  /** The landing hole number (on its owner's side) of a cycle position. */
  static int landingHole(int pos) {
    return pos % 9 + 1;
  }

  static String formatMove(ToguzState s, ToguzMove m) {
    Sow w = ToguzGame.playChecked(s, m.hole());
    StringBuilder sb = new StringBuilder(3);
    sb.append(m.hole()).append(landingHole(w.lastPos));
    if (w.tuzdykMade != 0) {
      sb.append('x');
    }
    return sb.toString();
  }

  /** Parses {@code FROM [LAND [x|X]] [(n)]} and checks it against the move played in the state. */
  static ToguzMove parseMove(ToguzState s, CharSequence input) {
    TextCursor in = new TextCursor(input);
    if (!isHoleDigit(in.peek())) {
      throw in.error("the hole to play: a digit 1-9");
    }
    int from = in.next("a hole") - '0';
    int land = 0;
    boolean x = false;
    int annotation = -1;
    boolean annotated = false;
    if (!in.atEnd() && !in.peekIs('(')) {
      if (!isHoleDigit(in.peek())) {
        throw in.error("the landing hole: a digit 1-9");
      }
      land = in.next("a hole") - '0';
      x = in.accept('x') || in.accept('X');
    }
    if (in.accept('(')) {
      annotated = true;
      int start = in.offset();
      String digits = in.takeWhile(TextCursor::isDigit);
      if (digits.isEmpty()) {
        throw in.error("the mover's store after the move: a number");
      }
      if (digits.length() > 4) {
        throw in.error(start + 4, "')' closing the store annotation");
      }
      in.expect(')', "')' closing the store annotation");
      annotation = Integer.parseInt(digits);
    }
    in.expectEnd(
        land == 0 && !annotated
            ? "the landing hole (a digit 1-9) or the end of the move"
            : !annotated ? "'x', '(' or the end of the move" : "the end of the move");
    ToguzMove move = ToguzMove.of(from);
    Sow w = ToguzGame.playChecked(s, from);
    String mover = SIDE_NAME[Sow.side(s.misc)];
    if (land != 0) {
      int actual = landingHole(w.lastPos);
      String owner = SIDE_NAME[w.lastPos / 9];
      if (actual != land) {
        throw new IllegalMoveException(
            mover
                + "'s hole "
                + from
                + " lands in "
                + owner
                + "'s hole "
                + actual
                + ", not "
                + land
                + " (write "
                + from
                + actual
                + (w.tuzdykMade != 0 ? "x" : "")
                + ")");
      }
      if (x && w.tuzdykMade == 0) {
        throw new IllegalMoveException(
            mover + "'s hole " + from + " makes no tuzdyk, but the move " + "is marked 'x'");
      }
      if (!x && w.tuzdykMade != 0) {
        throw new IllegalMoveException(
            mover
                + "'s hole "
                + from
                + " makes a tuzdyk of "
                + owner
                + "'s hole "
                + actual
                + ", but the move is not marked 'x' (write "
                + from
                + actual
                + "x)");
      }
    }
    if (annotation >= 0 && annotation != w.moverStoreBeforeSweep()) {
      throw new IllegalMoveException(
          mover
              + "'s store after "
              + from
              + (land != 0 ? String.valueOf(land) : "")
              + " is "
              + w.moverStoreBeforeSweep()
              + ", not "
              + annotation);
    }
    return move;
  }

  private static boolean isHoleDigit(int c) {
    return c >= '1' && c <= '9';
  }
}
