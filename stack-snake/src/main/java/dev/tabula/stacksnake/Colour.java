package dev.tabula.stacksnake;

/**
 * The two colours of scale tiles, and so the two players. White is seat 0 and Black is seat 1 in
 * the {@link dev.tabula.core.Game} API.
 */
public enum Colour {
  /** The white tiles; seat 0. */
  WHITE('W'),
  /** The black tiles; seat 1. */
  BLACK('B');

  private final char letter;

  Colour(char letter) {
    this.letter = letter;
  }

  /**
   * Returns the letter of this colour in the notation.
   *
   * @return {@code 'W'} or {@code 'B'}
   */
  public char letter() {
    return letter;
  }

  /**
   * Returns this colour's seat in the {@link dev.tabula.core.Game} API.
   *
   * @return 0 for White, 1 for Black
   */
  public int seat() {
    return ordinal();
  }

  /**
   * Returns the other colour.
   *
   * @return Black for White and White for Black
   */
  public Colour opponent() {
    return this == WHITE ? BLACK : WHITE;
  }

  /**
   * Returns the colour of a seat.
   *
   * @param seat 0 or 1
   * @return White for 0, Black for 1
   * @throws IllegalArgumentException if the seat is neither
   */
  public static Colour ofSeat(int seat) {
    if (seat == 0) {
      return WHITE;
    }
    if (seat == 1) {
      return BLACK;
    }
    throw new IllegalArgumentException("seat must be 0 (White) or 1 (Black), got " + seat);
  }

  /**
   * Returns the colour with the given notation letter.
   *
   * @param letter {@code 'W'} or {@code 'B'}
   * @return the colour
   * @throws IllegalArgumentException if the letter is neither
   */
  public static Colour ofLetter(char letter) {
    if (letter == 'W') {
      return WHITE;
    }
    if (letter == 'B') {
      return BLACK;
    }
    throw new IllegalArgumentException("colour must be W or B, got '" + letter + "'");
  }

  /** Returns {@code "White"} or {@code "Black"}. */
  @Override
  public String toString() {
    return this == WHITE ? "White" : "Black";
  }
}
