package dev.tabula.marrakech;

/**
 * The phase of a turn (see the rules' "Turn structure"), with the letter the position notation
 * uses.
 */
public enum Phase {
  /**
   * {@code C}: chance, the colour of the rug drawn (2-player game only, while the mover has both).
   */
  DRAW('C'),
  /** {@code O}: decision, orient Assam left, forward or right. */
  ORIENT('O'),
  /** {@code D}: chance, the die; moves Assam and settles the payment. */
  ROLL('D'),
  /** {@code P}: decision, place a rug. */
  PLACE('P'),
  /** {@code -}: the game is over. */
  OVER('-');

  private final char letter;

  Phase(char letter) {
    this.letter = letter;
  }

  /**
   * Returns the phase's letter in the position notation.
   *
   * @return {@code C}, {@code O}, {@code D}, {@code P} or {@code -}
   */
  public char letter() {
    return letter;
  }
}
