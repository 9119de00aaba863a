package dev.tabula.stacksnake;

import dev.tabula.core.ChanceOutcome;
import java.util.AbstractList;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * The outcomes of a dealing chance node, as {@link StackSnakeGame#chanceOutcomes} gives them: each
 * kind of tile not yet used up, in the order {@code W1 W2 W3 B1 B2 B3 N}, with probability (tiles
 * of the kind left) / (tiles left). An unmodifiable list over the packed count of the tiles of each
 * kind left ({@link Line#kindsLeft}), whose elements are made when read: so a node's list is one
 * small object, and reading it touches no other memory (a table of every node's list would not fit
 * in the processor's caches).
 */
final class DealOutcomes extends AbstractList<ChanceOutcome<StackSnakeMove>>
    implements RandomAccess {

  /** The dealing outcome of each kind, by {@link Tile#ordinal()}. */
  private static final StackSnakeMove.Deal[] DEALS = new StackSnakeMove.Deal[Line.KINDS];

  static {
    for (int k = 0; k < Line.KINDS; k++) {
      DEALS[k] = StackSnakeMove.deal(Tile.ofOrdinal(k));
    }
  }

  /** The two bits of every kind's count in {@link Line#kindsLeft}: the low one, the high one. */
  private static final int LOW = 0b01_01_01_01_01_01_01;

  private static final int HIGH = LOW << 1;

  private final int kindsLeft;

  /** Bit {@code 2k} set when tiles of kind k are left. */
  private final int present;

  private final int size;
  private final long denominator;

  /**
   * The outcomes of a node with these tiles of each kind left.
   *
   * @param kindsLeft {@link Line#kindsLeft}, some tile left
   */
  DealOutcomes(int kindsLeft) {
    this.kindsLeft = kindsLeft;
    this.present = (kindsLeft | (kindsLeft >>> 1)) & LOW;
    this.size = Integer.bitCount(present);
    this.denominator = Integer.bitCount(kindsLeft & LOW) + 2L * Integer.bitCount(kindsLeft & HIGH);
  }

  /** The outcome of a kind. */
  static StackSnakeMove.Deal deal(int kind) {
    return DEALS[kind];
  }

  @Override
  public ChanceOutcome<StackSnakeMove> get(int index) {
    Objects.checkIndex(index, size);
    int kind = Line.select(present, index) >>> 1;
    return new ChanceOutcome<>(DEALS[kind], Line.left(kindsLeft, kind), denominator);
  }

  @Override
  public int size() {
    return size;
  }
}
