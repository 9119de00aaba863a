package example.tictactoe;

/**
 * A position: the nine squares, each empty, X or O. X moves first, so who is to move follows from
 * the counts. Squares are numbered 0..8 from a1 (bottom left) row by row: {@code a1 b1 c1 a2 ...
 * c3}.
 *
 * @param cells two bits per square, square {@code i} at bits {@code 2i}: 0 empty, 1 X, 2 O
 */
public record Board(int cells) {
  /** The eight lines, as masks of their squares. */
  static final int[] LINES = {
    0b000_000_111, 0b000_111_000, 0b111_000_000, 0b001_001_001,
    0b010_010_010, 0b100_100_100, 0b100_010_001, 0b001_010_100
  };

  /**
   * Checks the cells.
   *
   * @param cells the packed squares
   * @throws IllegalArgumentException if a square holds 3, bits above square 8 are set, or the
   *     counts cannot arise in a game (O has more marks than X, or X two more than O)
   */
  public Board {
    if ((cells >>> 18) != 0) {
      throw new IllegalArgumentException("bits above square 8: " + Integer.toHexString(cells));
    }
    for (int i = 0; i < 9; i++) {
      if (((cells >>> (2 * i)) & 3) == 3) {
        throw new IllegalArgumentException("square " + i + " holds 3");
      }
    }
    int x = Integer.bitCount(marks(cells, 1));
    int o = Integer.bitCount(marks(cells, 2));
    if (x < o || x > o + 1) {
      throw new IllegalArgumentException(x + " X and " + o + " O cannot arise");
    }
  }

  /** The empty board. */
  public static final Board EMPTY = new Board(0);

  /**
   * Returns what stands on a square.
   *
   * @param square 0..8
   * @return 0 empty, 1 X, 2 O
   */
  public int at(int square) {
    return (cells >>> (2 * square)) & 3;
  }

  /**
   * Returns the squares marked by a player as a 9-bit mask.
   *
   * @param mark 1 for X, 2 for O
   * @return the mask
   */
  public int marks(int mark) {
    return marks(cells, mark);
  }

  private static int marks(int cells, int mark) {
    int m = 0;
    for (int i = 0; i < 9; i++) {
      if (((cells >>> (2 * i)) & 3) == mark) {
        m |= 1 << i;
      }
    }
    return m;
  }

  /**
   * Returns the seat to move: 0 (X) or 1 (O), whether or not the game is over.
   *
   * @return the seat
   */
  public int toMove() {
    return Integer.bitCount(marks(1)) == Integer.bitCount(marks(2)) ? 0 : 1;
  }

  /**
   * Returns the winner's mark, or 0 when no line is complete.
   *
   * @return 1 (X), 2 (O) or 0
   */
  public int winner() {
    for (int mark = 1; mark <= 2; mark++) {
      int m = marks(mark);
      for (int line : LINES) {
        if ((m & line) == line) {
          return mark;
        }
      }
    }
    return 0;
  }

  /**
   * Returns whether the game is over: a line is complete or the board is full.
   *
   * @return whether it is over
   */
  public boolean isOver() {
    return winner() != 0 || (marks(1) | marks(2)) == 0x1FF;
  }
}
