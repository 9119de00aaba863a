package dev.tabula.stacksnake;

import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The seven kinds of scale tile: three white marks, three black marks and the neutral tile. A set
 * has three tiles of each marked kind and one neutral tile, 19 in all ({@link #countInSet()}).
 *
 * <p>The declaration order ({@code W1 W2 W3 B1 B2 B3 N}) is the order of the dealing outcomes and
 * of their action ids.
 */
public enum Tile {
  /** White, mark 1. */
  W1(Colour.WHITE, 1),
  /** White, mark 2. */
  W2(Colour.WHITE, 2),
  /** White, mark 3. */
  W3(Colour.WHITE, 3),
  /** Black, mark 1. */
  B1(Colour.BLACK, 1),
  /** Black, mark 2. */
  B2(Colour.BLACK, 2),
  /** Black, mark 3. */
  B3(Colour.BLACK, 3),
  /** The neutral tile: no colour, no mark; it belongs to nobody and is never lifted alone. */
  N(null, 0);

  /** The tile of each packed code; code 4 (a white mark 0) names no tile. */
  private static final @Nullable Tile[] BY_CODE = {N, W1, W2, W3, null, B1, B2, B3};

  private static final Tile[] VALUES = values();

  private final Optional<Colour> colour;
  private final int mark;

  Tile(@Nullable Colour colour, int mark) {
    this.colour = Optional.ofNullable(colour);
    this.mark = mark;
  }

  /**
   * Returns the tile's colour, which is the owner of a stack with this tile on top.
   *
   * @return the colour, empty for the neutral tile
   */
  public Optional<Colour> colour() {
    return colour;
  }

  /**
   * Returns the tile's mark: how many positions a step led by this tile goes.
   *
   * @return 1, 2 or 3; 0 for the neutral tile
   */
  public int mark() {
    return mark;
  }

  /**
   * Returns whether this is the neutral tile.
   *
   * @return {@code this == N}
   */
  public boolean isNeutral() {
    return this == N;
  }

  /**
   * Returns how many tiles of this kind a set has.
   *
   * @return 3 for a marked kind, 1 for the neutral tile
   */
  public int countInSet() {
    return this == N ? 1 : 3;
  }

  /**
   * Returns the marked tile of a colour and mark.
   *
   * @param colour the colour
   * @param mark 1, 2 or 3
   * @return the tile
   * @throws IllegalArgumentException if the mark is not 1, 2 or 3
   */
  public static Tile of(Colour colour, int mark) {
    if (mark < 1 || mark > 3) {
      throw new IllegalArgumentException("mark must be 1, 2 or 3, got " + mark);
    }
    return VALUES[colour.ordinal() * 3 + mark - 1];
  }

  /** The packed code: N = 0, W1..W3 = 1..3, B1..B3 = 5..7 (colour bit 4, mark in the low bits). */
  int code() {
    return this == N ? 0 : (colour.get() == Colour.WHITE ? 0 : 4) + mark;
  }

  /** The tile of a packed code ({@link #code()}); throws for code 4, which no tile has. */
  static Tile ofCode(int code) {
    Tile t = BY_CODE[code];
    if (t == null) {
      throw new IllegalArgumentException("no tile has code " + code);
    }
    return t;
  }

  static Tile ofOrdinal(int ordinal) {
    return VALUES[ordinal];
  }
}
