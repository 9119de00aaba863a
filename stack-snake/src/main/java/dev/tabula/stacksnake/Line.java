package dev.tabula.stacksnake;

/**
 * The packed line of stacks and the rules on it, as static functions over two words.
 *
 * <p>{@code tiles}: the 19 tiles in line order (left to right, each stack bottom to top), three bits
 * each, tile {@code t} in bits {@code 3t..3t+2}; codes as {@link Tile#code()}: N = 0, W1..W3 = 1..3,
 * B1..B3 = 5..7, so {@code code & 3} is the mark and {@code code >>> 2} the colour (0 White, 1 Black)
 * of a marked tile. {@code starts}: bit {@code t} set when tile {@code t} is the bottom of a stack (bit
 * 0 always). The number of stacks is {@code bitCount(starts)}; stack {@code k} runs from the {@code
 * k}-th set bit to the tile before the next one.
 *
 * <p>Action ids: step {@code 4 * position + 2 * (tiles - 1) + (right ? 1 : 0)} in [0, 76); swap of
 * positions {@code i < j}: {@code 76 + pairIndex(i, j)} in [76, 247); pass 247; dealing a tile kind:
 * {@code 248 + ordinal} in [248, 255).
 */
final class Line {
  private Line() {}

  static final int SIZE = 19;
  static final int LAST = SIZE - 1;
  static final int SWAP_BASE = 76;
  static final int PASS = 247;
  static final int DEAL_BASE = 248;
  static final int NUM_ACTIONS = 255;
  /** At most 9 own stacks: 9 * 4 steps or C(9, 2) = 36 swaps; at a chance node 7 kinds. */
  static final int MAX_LEGAL = 72;
  static final int WIN_HEIGHT = 7;
  static final int MAX_HEIGHT = 8;

  static final int[] PAIR_FIRST = new int[171];
  static final int[] PAIR_SECOND = new int[171];

  static {
    int p = 0;
    for (int i = 0; i < SIZE; i++) {
      for (int j = i + 1; j < SIZE; j++) {
        PAIR_FIRST[p] = i;
        PAIR_SECOND[p] = j;
        p++;
      }
    }
  }

  static int pairIndex(int i, int j) {
    return i * (2 * SIZE - 1 - i) / 2 + (j - i - 1);
  }

  static int tile(long tiles, int t) {
    return (int) (tiles >>> (3 * t)) & 7;
  }

  /** Tile bits of tiles lo..hi (empty when hi < lo). */
  static long mask(int lo, int hi) {
    return ((1L << (3 * (hi + 1))) - 1) ^ ((1L << (3 * lo)) - 1);
  }

  /** Bits lo..hi of an int (empty when hi < lo). */
  static int bits(int lo, int hi) {
    return ((1 << (hi + 1)) - 1) ^ ((1 << lo) - 1);
  }

  /** The index of the k-th (0-based) set bit of mask; k must be below bitCount(mask). */
  static int select(int mask, int k) {
    for (int i = 0; i < k; i++) {
      mask &= mask - 1;
    }
    return Integer.numberOfTrailingZeros(mask);
  }

  /** The top tile index of the stack starting at s. */
  static int topOf(int starts, int s) {
    int above = starts & -(2 << s); // starts strictly above s
    return above == 0 ? LAST : Integer.numberOfTrailingZeros(above) - 1;
  }

  /** The owner of a top tile code: 0 White, 1 Black, -1 nobody (the neutral tile). */
  static int owner(int code) {
    return (code & 3) == 0 ? -1 : code >>> 2;
  }

  /** The position key (all but the tiles) for repetition and hashing. */
  static int key(int starts, int side, boolean swapBanned) {
    return (starts >>> 1) | (side << 18) | (swapBanned ? 1 << 19 : 0);
  }

  static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
    z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
    return z ^ (z >>> 31);
  }

  static long positionHash(long tiles, int key) {
    return mix(tiles ^ mix(key + 0x632be59bd9b4e019L));
  }

  /** A history entry's share of the state hash (summed over the entries). */
  static long entryHash(long positionHash) {
    return positionHash * 0xd1b54a32d192ed03L;
  }

  /** Whether the side can step or (when allowed) swap. */
  static boolean canMove(long tiles, int starts, int side, boolean swapBanned) {
    int n = Integer.bitCount(starts);
    int own = 0;
    int rest = starts;
    int k = 0;
    while (rest != 0) {
      rest &= rest - 1;
      int e = rest == 0 ? LAST : Integer.numberOfTrailingZeros(rest) - 1;
      int code = tile(tiles, e);
      int mark = code & 3;
      if (mark != 0 && (code >>> 2) == side) {
        if (own > 0 && !swapBanned) {
          return true;
        }
        own++;
        if (k >= mark || k + mark < n) {
          return true;
        }
      }
      k++;
    }
    return false;
  }

  /**
   * Whether neither side can ever step or swap again: the side to move has nothing, nor would the
   * other after a pass.
   */
  static boolean dead(long tiles, int starts, int side, boolean swapBanned) {
    return !canMove(tiles, starts, side, swapBanned) && !canMove(tiles, starts, 1 - side, false);
  }

  /** The number of stacks of the side (stacks whose top tile has the side's colour). */
  static int ownStacks(long tiles, int starts, int side) {
    int own = 0;
    int rest = starts;
    while (rest != 0) {
      rest &= rest - 1;
      int e = rest == 0 ? LAST : Integer.numberOfTrailingZeros(rest) - 1;
      if (owner(tile(tiles, e)) == side) {
        own++;
      }
    }
    return own;
  }

  /** The height of the tallest stack. */
  static int tallest(int starts) {
    int best = 0;
    int rest = starts;
    while (rest != 0) {
      int s = Integer.numberOfTrailingZeros(rest);
      rest &= rest - 1;
      int e = rest == 0 ? LAST : Integer.numberOfTrailingZeros(rest) - 1;
      best = Math.max(best, e - s + 1);
    }
    return best;
  }

  /**
   * The tiles after a step: {@code c} tiles from the top of the stack ending at {@code e} moved onto
   * the stack ending at {@code et}.
   */
  static long stepTiles(long tiles, int e, int et, int c) {
    long liftedMask = (1L << (3 * c)) - 1;
    if (et > e) {
      int lo = e - c + 1;
      long lifted = (tiles >>> (3 * lo)) & liftedMask;
      long mid = (tiles & mask(e + 1, et)) >>> (3 * c);
      return (tiles & ~mask(lo, et)) | mid | (lifted << (3 * (et - c + 1)));
    } else {
      long lifted = (tiles >>> (3 * (e - c + 1))) & liftedMask;
      long mid = (tiles & mask(et + 1, e - c)) << (3 * c);
      return (tiles & ~mask(et + 1, e)) | mid | (lifted << (3 * (et + 1)));
    }
  }

  /** The stack starts after the same step. */
  static int stepStarts(int starts, int e, int et, int c) {
    if (et > e) {
      int lo = e - c + 1;
      return (starts & ~bits(lo, et)) | ((starts & bits(e + 1, et)) >>> c);
    } else {
      return (starts & ~bits(et + 1, e)) | ((starts & bits(et + 1, e - c)) << c);
    }
  }

  /** The tiles after swapping the stacks sa..ea and sb..eb (ea < sb). */
  static long swapTiles(long tiles, int sa, int ea, int sb, int eb) {
    int lenA = ea - sa + 1;
    int lenB = eb - sb + 1;
    int delta = lenB - lenA;
    long b = (tiles & mask(sb, eb)) >>> (3 * (sb - sa));
    long m = tiles & mask(ea + 1, sb - 1);
    m = delta >= 0 ? m << (3 * delta) : m >>> (-3 * delta);
    long a = (tiles & mask(sa, ea)) << (3 * (eb - lenA + 1 - sa));
    return (tiles & ~mask(sa, eb)) | b | m | a;
  }

  /** The stack starts after the same swap. */
  static int swapStarts(int starts, int sa, int ea, int sb, int eb) {
    int lenA = ea - sa + 1;
    int lenB = eb - sb + 1;
    int delta = lenB - lenA;
    int m = starts & bits(ea + 1, sb - 1);
    m = delta >= 0 ? m << delta : m >>> -delta;
    return (starts & ~bits(sa, eb)) | (1 << sa) | m | (1 << (eb - lenA + 1));
  }
}
