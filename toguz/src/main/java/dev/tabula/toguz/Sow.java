package dev.tabula.toguz;

/**
 * The packed board and the move rule: a mutable scratch copy of a {@link ToguzState} that plays moves
 * with packed (SWAR) arithmetic. Not thread-safe; never shared outside the package.
 *
 * <h2>Packing</h2>
 * Three longs of eight 8-bit lanes (a hole holds at most 162 stones, so a lane never overflows):
 * <ul>
 *   <li>{@link #south}: White's holes 1..8 in lanes 0..7;
 *   <li>{@link #north}: Black's holes 1..8 in lanes 0..7;
 *   <li>{@link #misc}: lane 0 White's hole 9, lane 1 Black's hole 9, lane 2 White's store, lane 3
 *       Black's store, bits 32..35 White's tuzdyk (its hole number in Black's row, 0 = none), bits
 *       36..39 Black's tuzdyk (in White's row), bit 40 the side to move (0 White, 1 Black).
 * </ul>
 * Sowing goes round a cycle of 18 <em>positions</em>: White's holes 1..9 are positions 0..8, Black's
 * holes 1..9 are positions 9..17. Sowing {@code n} stones adds {@code n / 18} to every hole with one
 * broadcast add per word and then 1 to the {@code n % 18} consecutive positions from the start with a
 * precomputed mask per word.
 */
final class Sow {
  static final long ONES = 0x0101010101010101L;
  static final long LOW7 = 0x7F7F7F7F7F7F7F7FL;
  static final long HIGH = 0x8080808080808080L;
  static final long GATHER = 0x0002040810204081L;
  static final long MISC_HOLES = 0xFFFFL;
  static final int STORE_SHIFT = 16;
  static final int TUZDYK_SHIFT = 32;
  static final int SIDE_SHIFT = 40;
  static final long SIDE_BIT = 1L << SIDE_SHIFT;
  static final int TOTAL = 162;
  static final int WIN = 82;

  /** {@code ADD[(start * 18 + r) * 3 + word]}: a 1 in every lane of positions start..start+r-1. */
  private static final long[] ADD = new long[18 * 18 * 3];
  /** For position p: the word (0 south, 1 north, 2 misc) holding it. */
  static final int[] WORD = new int[18];
  /** For position p: the bit shift of its lane in its word. */
  static final int[] SHIFT = new int[18];
  /** {@code SELECT[mask * 9 + i]}: the index of the i-th set bit (from the lowest) of a 9-bit mask. */
  static final byte[] SELECT = new byte[512 * 9];

  static {
    for (int p = 0; p < 18; p++) {
      if (p < 8) {
        WORD[p] = 0;
        SHIFT[p] = 8 * p;
      } else if (p == 8) {
        WORD[p] = 2;
        SHIFT[p] = 0;
      } else if (p < 17) {
        WORD[p] = 1;
        SHIFT[p] = 8 * (p - 9);
      } else {
        WORD[p] = 2;
        SHIFT[p] = 8;
      }
    }
    for (int start = 0; start < 18; start++) {
      for (int r = 0; r < 18; r++) {
        for (int k = 0; k < r; k++) {
          int p = (start + k) % 18;
          ADD[(start * 18 + r) * 3 + WORD[p]] |= 1L << SHIFT[p];
        }
      }
    }
    for (int mask = 0; mask < 512; mask++) {
      int i = 0;
      for (int bit = 0; bit < 9; bit++) {
        if ((mask & (1 << bit)) != 0) {
          SELECT[mask * 9 + i++] = (byte) bit;
        }
      }
    }
  }

  long south;
  long north;
  long misc;
  int fullmove;

  // What the last play() did, for notation and descriptions.
  /** The position (0..17) where the last stone fell. */
  int lastPos;
  /** Stones captured by an even count, 0 if none. */
  int captured;
  /** The hole number of the tuzdyk made, 0 if none. */
  int tuzdykMade;
  /** The mover's store before the end-of-game sweep. */
  int moverStoreBeforeSweep;
  /** Stones the sweep moved into the mover's store (0 if there was no sweep). */
  int swept;

  Sow() {}

  Sow(ToguzState s) {
    load(s);
  }

  void load(ToguzState s) {
    south = s.south;
    north = s.north;
    misc = s.misc;
    fullmove = s.fullmove;
  }

  ToguzState toState() {
    return new ToguzState(south, north, misc, fullmove);
  }

  static int side(long misc) {
    return (int) (misc >>> SIDE_SHIFT) & 1;
  }

  static int store(long misc, int player) {
    return (int) (misc >>> (STORE_SHIFT + 8 * player)) & 0xFF;
  }

  static int tuzdyk(long misc, int player) {
    return (int) (misc >>> (TUZDYK_SHIFT + 4 * player)) & 0xF;
  }

  static boolean isOver(long misc) {
    int s0 = store(misc, 0);
    int s1 = store(misc, 1);
    return s0 >= WIN || s1 >= WIN || (s0 == 81 && s1 == 81);
  }

  /** The stones in a cycle position. */
  static int field(long south, long north, long misc, int pos) {
    int w = WORD[pos];
    long word = w == 0 ? south : w == 1 ? north : misc;
    return (int) (word >>> SHIFT[pos]) & 0xFF;
  }

  /** Bit {@code h - 1} set for every hole h of the player that holds stones. */
  static int stoneMask(long south, long north, long misc, int player) {
    long row = player == 0 ? south : north;
    long nonzero = (((row & LOW7) + LOW7) | row) & HIGH;
    int mask = (int) ((nonzero * GATHER) >>> 56);
    if (((misc >>> (8 * player)) & 0xFF) != 0) {
      mask |= 0x100;
    }
    return mask;
  }

  /** The holes the side to move may play (bit h - 1 for hole h); 0 when the game is over. */
  static int legalMask(long south, long north, long misc) {
    if (isOver(misc)) {
      return 0;
    }
    return stoneMask(south, north, misc, side(misc));
  }

  int legalMask() {
    return legalMask(south, north, misc);
  }

  private int field(int pos) {
    return field(south, north, misc, pos);
  }

  private void clear(int pos) {
    long keep = ~(0xFFL << SHIFT[pos]);
    switch (WORD[pos]) {
      case 0 -> south &= keep;
      case 1 -> north &= keep;
      default -> misc &= keep;
    }
  }

  /**
   * Plays a hole of the side to move. The caller has checked that the move is legal (the game is not
   * over and the hole holds stones).
   *
   * @param hole 1..9
   */
  void play(int hole) {
    long s = south;
    long n = north;
    long m = misc;
    final int side = (int) (m >>> SIDE_SHIFT) & 1;
    final int pos = side * 9 + hole - 1;
    final int shift = SHIFT[pos];
    final int count;
    final long keep = ~(0xFFL << shift);
    switch (WORD[pos]) {
      case 0 -> {
        count = (int) (s >>> shift) & 0xFF;
        s &= keep;
      }
      case 1 -> {
        count = (int) (n >>> shift) & 0xFF;
        n &= keep;
      }
      default -> {
        count = (int) (m >>> shift) & 0xFF;
        m &= keep;
      }
    }
    int last;
    int idx;
    if (count == 1) {
      last = pos == 17 ? 0 : pos + 1;
      idx = (last * 18 + 1) * 3;
    } else {
      int laps = count / 18;
      int rest = count - 18 * laps;
      last = (pos + count - 1) % 18;
      idx = (pos * 18 + rest) * 3;
      long broadcast = laps * ONES;
      s += broadcast;
      n += broadcast;
      m += broadcast & MISC_HOLES;
    }
    s += ADD[idx];
    n += ADD[idx + 1];
    m += ADD[idx + 2];

    // Stones that fell into a tuzdyk go to its owner's store.
    final int t0 = (int) (m >>> TUZDYK_SHIFT) & 0xF;
    final int t1 = (int) (m >>> (TUZDYK_SHIFT + 4)) & 0xF;
    if (t0 != 0) {
      int sh = 8 * (t0 - 1);
      long v = (n >>> sh) & 0xFF;
      n &= ~(0xFFL << sh);
      m += v << STORE_SHIFT;
    }
    if (t1 != 0) {
      int sh = 8 * (t1 - 1);
      long v = (s >>> sh) & 0xFF;
      s &= ~(0xFFL << sh);
      m += v << (STORE_SHIFT + 8);
    }

    // Capture or tuzdyk when the last stone fell in an opponent's hole that is not a tuzdyk.
    int cap = 0;
    int made = 0;
    final int storeShift = STORE_SHIFT + 8 * side;
    final int oppBase = side == 0 ? 9 : 0;
    if (last >= oppBase && last < oppBase + 9) {
      int landHole = last - oppBase + 1;
      int mine = side == 0 ? t0 : t1;
      if (landHole != mine) {
        int lw = WORD[last];
        int lsh = SHIFT[last];
        long word = lw == 0 ? s : lw == 1 ? n : m;
        int v = (int) (word >>> lsh) & 0xFF;
        boolean take = false;
        if ((v & 1) == 0) {
          cap = v;
          take = true;
        } else if (v == 3 && mine == 0 && landHole != 9 && landHole != (side == 0 ? t1 : t0)) {
          made = landHole;
          take = true;
          m |= (long) landHole << (TUZDYK_SHIFT + 4 * side);
        }
        if (take) {
          long clear = ~(0xFFL << lsh);
          switch (lw) {
            case 0 -> s &= clear;
            case 1 -> n &= clear;
            default -> m &= clear;
          }
          m += (long) v << storeShift;
        }
      }
    }

    // Switch sides; sweep if the side to move has no stones.
    m ^= SIDE_BIT;
    if (side == 1) {
      fullmove++;
    }
    int before = (int) (m >>> storeShift) & 0xFF;
    int sweep = 0;
    long oppRow = side == 0 ? n : s;
    if (oppRow == 0 && ((m >>> (8 * (1 - side))) & 0xFF) == 0) {
      sweep = TOTAL - store(m, 0) - store(m, 1);
      if (sweep != 0) {
        s = 0;
        n = 0;
        m &= ~MISC_HOLES;
        m += (long) sweep << storeShift;
      }
    }
    south = s;
    north = n;
    misc = m;
    lastPos = last;
    captured = cap;
    tuzdykMade = made;
    moverStoreBeforeSweep = before;
    swept = sweep;
  }
}
