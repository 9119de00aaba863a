package dev.tabula.marrakech;

import org.jspecify.annotations.Nullable;

/**
 * The four rug colours, in the order of their indices ({@link #ordinal()}): cyan, yellow, red,
 * purple. Each has the one-letter code the notation uses. In the standard setups seat {@code i} of
 * a 3- or 4-player game owns colour {@code i}; in the 2-player game seat 0 owns cyan and red, seat
 * 1 yellow and purple.
 */
public enum RugColour {
  /** Cyan, letter {@code c}. */
  CYAN('c'),
  /** Yellow, letter {@code y}. */
  YELLOW('y'),
  /** Red, letter {@code r}. */
  RED('r'),
  /** Purple, letter {@code p}. */
  PURPLE('p');

  private static final RugColour[] VALUES = values();

  private final char letter;

  RugColour(char letter) {
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
  public static RugColour of(int index) {
    if (index < 0 || index >= VALUES.length) {
      throw new IllegalArgumentException("colour index must be 0..3, got " + index);
    }
    return VALUES[index];
  }

  /**
   * Returns the colour with the given letter, or {@code null} if the letter is none of {@code c y r
   * p}.
   *
   * @param letter a letter
   * @return the colour, or null
   */
  public static @Nullable RugColour ofLetter(char letter) {
    for (RugColour c : VALUES) {
      if (c.letter == letter) {
        return c;
      }
    }
    return null;
  }
}
