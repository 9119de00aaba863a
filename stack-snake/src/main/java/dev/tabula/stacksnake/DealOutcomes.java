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

  /** The low bit of every kind's count in {@link Line#kindsLeft}. */
  private static final int LOW = 0b01_01_01_01_01_01_01;

  /**
   * {@code IN_ORDER[m]}: the kinds in the 7-bit set {@code m} (bit k for kind k) in ascending
   * order, four bits each from the lowest.
   */
  private static final int[] IN_ORDER = new int[1 << Line.KINDS];

  static {
    for (int m = 0; m < IN_ORDER.length; m++) {
      int list = 0;
      int i = 0;
      for (int k = 0; k < Line.KINDS; k++) {
        if ((m & (1 << k)) != 0) {
          list |= k << (4 * i++);
        }
      }
      IN_ORDER[m] = list;
    }
  }

  private final int kindsLeft;

  /** The kinds left, four bits each in outcome order ({@link #IN_ORDER}). */
  private final int kinds;

  private final int size;
  private final int denominator;

  /**
   * The outcomes of a node with these tiles of each kind left.
   *
   * @param kindsLeft {@link Line#kindsLeft}, some tile left
   * @param tilesLeft how many tiles that is (the tiles not yet dealt): the denominator, known
   *     without counting them
   */
  DealOutcomes(int kindsLeft, int tilesLeft) {
    this.kindsLeft = kindsLeft;
    int present = (kindsLeft | (kindsLeft >>> 1)) & LOW; // bit 2k for each kind k left
    this.size = Integer.bitCount(present);
    // bit 2k to bit k
    present = (present | (present >>> 1)) & 0x3333;
    present = (present | (present >>> 2)) & 0x0F0F;
    present = (present | (present >>> 4)) & 0x00FF;
    this.kinds = IN_ORDER[present];
    this.denominator = tilesLeft;
  }

  /** The outcome of a kind. */
  static StackSnakeMove.Deal deal(int kind) {
    return DEALS[kind];
  }

  @Override
  public ChanceOutcome<StackSnakeMove> get(int index) {
    Objects.checkIndex(index, size);
    int kind = (kinds >>> (4 * index)) & 15;
    return new ChanceOutcome<>(DEALS[kind], Line.left(kindsLeft, kind), denominator);
  }

  @Override
  public int size() {
    return size;
  }
}
