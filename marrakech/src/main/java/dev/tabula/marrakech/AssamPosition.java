package dev.tabula.marrakech;

import java.util.Objects;

/**
 * Where Assam stands and where he looks.
 *
 * @param x column 0..6
 * @param y row 0..6
 * @param facing his facing
 */
public record AssamPosition(int x, int y, Facing facing) {

  /**
   * Validates the components.
   *
   * @param x the column, 0..6
   * @param y the row, 0..6
   * @param facing the facing
   * @throws IllegalArgumentException if the square is off the board
   * @throws NullPointerException if facing is null
   */
  public AssamPosition {
    Objects.requireNonNull(facing, "facing");
    if (x < 0 || x > 6 || y < 0 || y > 6) {
      throw new IllegalArgumentException("square (" + x + "," + y + ") is off the board");
    }
  }

  /** Returns the notation, e.g. {@code 33N}. */
  @Override
  public String toString() {
    return "" + x + y + facing.name();
  }
}
