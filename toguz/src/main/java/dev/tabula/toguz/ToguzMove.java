package dev.tabula.toguz;

/**
 * A Toguz Kumalak move: the hole (1..9, counted from the mover's left) whose stones the side to
 * move sows. The mover is implied by the state the move is played in.
 *
 * <p>Immutable; the nine instances are interned, so {@link #of(int)} never allocates and two moves
 * that name the same hole are the same object ({@code equals} is identity, which is content
 * equality here). The move's action id is {@code hole() - 1}.
 */
public final class ToguzMove {
  private static final ToguzMove[] ALL = new ToguzMove[9];

  static {
    for (int h = 1; h <= 9; h++) {
      ALL[h - 1] = new ToguzMove(h);
    }
  }

  private final int hole;

  private ToguzMove(int hole) {
    this.hole = hole;
  }

  /**
   * Returns the move that sows the given hole.
   *
   * @param hole the mover's hole, 1..9
   * @return the (interned) move
   * @throws IllegalArgumentException if {@code hole} is not in 1..9
   */
  public static ToguzMove of(int hole) {
    if (hole < 1 || hole > 9) {
      throw new IllegalArgumentException("a hole is numbered 1..9, got " + hole);
    }
    return ALL[hole - 1];
  }

  /**
   * Returns the hole this move sows, counted from the mover's left.
   *
   * @return 1..9
   */
  public int hole() {
    return hole;
  }

  /**
   * Returns the move's action id, {@code hole() - 1}.
   *
   * @return 0..8
   */
  public int actionId() {
    return hole - 1;
  }

  /**
   * Returns the hole digit, e.g. {@code "6"}: the short form of the move notation, which {@link
   * ToguzGame#parseMove} reads in any position. It is not the full notation: that adds the landing
   * hole ({@code 65}), which depends on the position, so only {@link ToguzGame#formatMove} with the
   * state writes it. A list of moves, such as a principal variation, prints as {@code [7, 9, 9]}:
   * the holes played.
   */
  @Override
  public String toString() {
    return Integer.toString(hole);
  }
}
