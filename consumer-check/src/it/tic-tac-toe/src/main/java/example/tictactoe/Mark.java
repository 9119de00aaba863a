package example.tictactoe;

/**
 * A move: the player to move marks an empty square. Its action id is the square.
 *
 * @param square 0..8, numbered from a1 row by row
 */
public record Mark(int square) {
  /**
   * Checks the square.
   *
   * @param square the square
   * @throws IllegalArgumentException if it is not in 0..8
   */
  public Mark {
    if (square < 0 || square > 8) {
      throw new IllegalArgumentException("a square is 0..8, got " + square);
    }
  }

  /** Returns the square's name, such as {@code b2}: the move's notation. */
  @Override
  public String toString() {
    return "" + (char) ('a' + square % 3) + (char) ('1' + square / 3);
  }
}
