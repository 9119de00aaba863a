package dev.tabula.marrakech;

import org.jspecify.annotations.Nullable;

/**
 * The four rug colours, in the order of their indices ({@link #ordinal()}): cyan, yellow, red,
 * purple. Each has the one-letter code the notation uses. In the standard setups seat {@code i} of
 * a 3- or 4-player game owns colour {@code i}; in the 2-player game seat 0 owns cyan and red, seat
 * 1 yellow and purple.
 */
public enum Colour {
  /** Cyan, letter {@code c}. */
  CYAN('c'),
  /** Yellow, letter {@code y}. */
  YELLOW('y'),
  /** Red, letter {@code r}. */
  RED('r'),
  /** Purple, letter {@code p}. */
  PURPLE('p');

  private static final Colour[] VALUES = values();

  private final char letter;

  Colour(char letter) {
    this.letter = letter;
  }

  /**
   * Returns the colour's letter in the notation.
   *
   * @return {@code 'c'}, {@code 'y'}, {@code 'r'} or {@code 'p'}
   */
  public char letter() {
    return letter;
  }

  /**
   * Returns the colour with the given index.
   *
   * @param index 0..3
   * @return the colour
   * @throws IllegalArgumentException if the index is out of range
   */
  public static Colour of(int index) {
    if (index < 0 || index >= VALUES.length) {
      throw new IllegalArgumentException("colour index must be 0..3, got " + index);
    }
    return VALUES[index];
  }

  /**
   * Returns the colour with the given notation letter.
   *
   * @param letter {@code 'c'}, {@code 'y'}, {@code 'r'} or {@code 'p'}
   * @return the colour
   * @throws IllegalArgumentException if the letter is none of them
   */
  public static Colour ofLetter(char letter) {
    Colour c = withLetter(letter);
    if (c == null) {
      throw new IllegalArgumentException("colour must be c, y, r or p, got '" + letter + "'");
    }
    return c;
  }

  /** The colour with the given letter, or null (for the notation's parser, which says where). */
  static @Nullable Colour withLetter(char letter) {
    for (Colour c : VALUES) {
      if (c.letter == letter) {
        return c;
      }
    }
    return null;
  }
}
