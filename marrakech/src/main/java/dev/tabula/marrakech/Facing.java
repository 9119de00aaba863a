package dev.tabula.marrakech;

/**
 * The direction Assam faces, in the order of their indices ({@link #ordinal()}): north (towards row
 * 0), east (towards column 6), south, west. Turning right adds 1 to the index modulo 4.
 */
public enum Facing {
  /** North: towards row {@code y = 0}. */
  N,
  /** East: towards column {@code x = 6}. */
  E,
  /** South: towards row {@code y = 6}. */
  S,
  /** West: towards column {@code x = 0}. */
  W;

  private static final Facing[] VALUES = values();

  /**
   * Returns the facing after a quarter turn to the left.
   *
   * @return the new facing
   */
  public Facing left() {
    return VALUES[(ordinal() + 3) & 3];
  }

  /**
   * Returns the facing after a quarter turn to the right.
   *
   * @return the new facing
   */
  public Facing right() {
    return VALUES[(ordinal() + 1) & 3];
  }

  /**
   * Returns the facing with the given index.
   *
   * @param index 0..3
   * @return the facing
   * @throws IllegalArgumentException if the index is out of range
   */
  public static Facing of(int index) {
    if (index < 0 || index > 3) {
      throw new IllegalArgumentException("facing index must be 0..3, got " + index);
    }
    return VALUES[index];
  }
}
