package dev.tabula.marrakech;

/**
 * The phase of a turn (see the rules' "Turn structure"), named as the letter the position notation
 * uses for it says: {@code C} colour, {@code O} orient, {@code D} die, {@code P} place; {@code -}
 * the game is over.
 */
public enum Phase {
  /**
   * {@code C}: chance, the colour of the rug drawn (2-player game only, while the seat to move has
   * rugs of both its colours).
   */
  COLOUR('C', "draw the rug's colour"),
  /** {@code O}: decision, orient Assam left, forward or right. */
  ORIENT('O', "orient Assam"),
  /** {@code D}: chance, the die; moves Assam and settles the payment. */
  DIE('D', "roll the die"),
  /** {@code P}: decision, place a rug. */
  PLACE('P', "place a rug"),
  /** {@code -}: the game is over. */
  OVER('-', "the game is over");

  private final char letter;
  private final String label;

  Phase(char letter, String what) {
    this.letter = letter;
    this.label = "phase " + letter + " (" + what + ")";
  }

  /**
   * Returns the phase's letter in the position notation.
   *
   * @return {@code C}, {@code O}, {@code D}, {@code P} or {@code -}
   */
  public char letter() {
    return letter;
  }

  /** The phase by letter and word for messages, e.g. {@code phase O (orient Assam)}. */
  String label() {
    return label;
  }
}
