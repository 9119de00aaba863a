package dev.tabula.toguz;

/**
 * The packed board and the move rule: a mutable scratch copy of a {@link ToguzState} that plays
 * moves with packed (SWAR) arithmetic. Not thread-safe; never shared outside the package.
 *
 * <h2>Packing</h2>
 *
 * Three longs of eight 8-bit lanes (a hole holds at most 162 stones, so a lane never overflows):
 *
 * <ul>
 *   <li>{@link #south}: White's holes 1..8 in lanes 0..7;
 *   <li>{@link #north}: Black's holes 1..8 in lanes 0..7;
 *   <li>{@link #misc}: lane 0 White's hole 9, lane 1 Black's hole 9, lane 2 White's store, lane 3
 *       Black's store, bits 32..35 White's tuzdyk (its hole number in Black's row, 0 = none), bits
 *       36..39 Black's tuzdyk (in White's row), bit 40 the side to move (0 White, 1 Black); in a
 *       {@link ToguzState} (not here, where it is the field {@link #legal}) bits 48..56 hold the
 *       cached mask of the holes the side to move may play.
 * </ul>
 *
 * Sowing goes round a cycle of 18 <em>positions</em>: White's holes 1..9 are positions 0..8,
 * Black's holes 1..9 are positions 9..17. Sowing {@code n} stones from position {@code p} adds a
 * precomputed word per packed word (every lap and the rest of the run at once), indexed by {@code
 * (n, p)}.
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

  /** Where a {@link ToguzState} keeps its cached legal-hole mask in its misc word (9 bits). */
  static final int LEGAL_SHIFT = 48;

  static final long STATE_BITS = (1L << LEGAL_SHIFT) - 1;
  static final int TOTAL = 162;
  static final int WIN = 82;

  /**
   * {@code SOWN[((n << 5 | p) << 2) + word]}: what sowing n stones from position p adds to each of
   * the three words (after the hole is emptied): every lap and the remaining run at once; entry
   * {@code 3} is the position where the last stone falls. 167 KB, of which random play touches the
   * small-n part.
   */
  private static final long[] SOWN = new long[163 << 7];

  /** For position p: the word (0 south, 1 north, 2 misc) holding it. */
  static final int[] WORD = new int[18];

  /** For position p: the bit shift of its lane in its word. */
  static final int[] SHIFT = new int[18];

  /**
   * {@code SELECT[mask * 9 + i]}: the index of the i-th set bit (from the lowest) of a 9-bit mask.
   */
  static final byte[] SELECT = new byte[512 * 9];

  /** {@code SEL[p * 3 + word]}: all ones in the lane of position p in its word, 0 in the others. */
  private static final long[] SEL = new long[18 * 3];

  /** For position p: 0 if it is White's hole, 1 if Black's. */
  private static final int[] OWNER = new int[18];

  /** For position p: its hole number on its owner's side. */
  private static final int[] HOLE = new int[18];

  /** For position p: bit {@code hole - 1} of its hole on its owner's side. */
  private static final int[] HOLE_BIT = new int[18];

  /** For tuzdyk number t (0 none): the lane mask of hole t in a row word. */
  private static final long[] TUZDYK_LANE = new long[16];

  /** For tuzdyk number t (0 none): the shift of hole t's lane in a row word. */
  private static final int[] TUZDYK_SHIFTS = new int[16];

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
    for (int p = 0; p < 18; p++) {
      OWNER[p] = p / 9;
      HOLE[p] = p % 9 + 1;
      for (int w = 0; w < 3; w++) {
        SEL[p * 3 + w] = WORD[p] == w ? 0xFFL << SHIFT[p] : 0;
      }
      HOLE_BIT[p] = 1 << (p % 9);
      for (int n = 1; n <= 162; n++) {
        // n = 1: into the next hole; n > 1: the first back into p, then one each round the cycle
        int at = n == 1 ? (p + 1) % 18 : p;
        int base = (n << 5 | p) << 2;
        for (int k = 0; k < n; k++) {
          int q = (at + k) % 18;
          SOWN[base + WORD[q]] += 1L << SHIFT[q];
        }
        SOWN[base + 3] = (at + n - 1) % 18;
      }
    }
    for (int t = 1; t <= 8; t++) {
      TUZDYK_LANE[t] = 0xFFL << (8 * (t - 1));
      TUZDYK_SHIFTS[t] = 8 * (t - 1);
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

  /** The holes the side to move may play (bit h - 1 for hole h); 0 when the game is over. */
  int legal;

  // What the last play() did, for notation and descriptions.
  /** The position (0..17) where the last stone fell. */
  int lastPos;

  /** Stones captured by an even count, 0 if none. */
  int captured;

  /** Stones the sweep moved into the mover's store (0 if there was no sweep). */
  int swept;

  /** The hole number of the tuzdyk the last play made, 0 if none. */
  int tuzdykMade;

  Sow() {}

  Sow(ToguzState s) {
    load(s);
  }

  void load(ToguzState s) {
    south = s.south;
    north = s.north;
    misc = s.misc & STATE_BITS;
    fullmove = s.fullmove;
    legal = s.legal();
  }

  ToguzState toState() {
    return new ToguzState(south, north, misc, fullmove, legal);
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

  /**
   * How many stones sowing {@code count} stones from position {@code from} drops into position
   * {@code pos}: the emptied hole included, before stones falling into a tuzdyk go to its owner's
   * store. For pictures of a move, not for playing.
   *
   * @param count 1..162, the stones taken from {@code from}
   * @param from 0..17
   * @param pos 0..17
   */
  static int drops(int count, int from, int pos) {
    long word = SOWN[((count << 5 | from) << 2) + WORD[pos]];
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

  /**
   * Plays a hole of the side to move and updates {@link #legal} for the next. The caller has
   * checked that the move is legal. Branch-free except for the rare cases (a tuzdyk made, the
   * sweep), and split in small methods so that the JIT inlines all of it. (Keep each of them well
   * below 325 bytes of bytecode, HotSpot's FreqInlineSize: a method that is not inlined makes the
   * scratch object escape, and random playouts lose about a third of their speed.)
   *
   * @param hole 1..9
   */
  void play(int hole) {
    final long m0 = misc;
    final int side = (int) (m0 >>> SIDE_SHIFT) & 1;
    final int last = sow(side, hole, m0);
    finish(side, last, capture(side, last));
  }

  /** The stones in the mover's hole: hole 9 is in misc, the others in the mover's row word. */
  private static int count(long s0, long n0, long m0, int side, int hole) {
    final long sideMask = -(long) side;
    final long nine = (long) ((8 - hole) >> 31);
    final long row = (n0 & sideMask) | (s0 & ~sideMask);
    final int shift = (int) ((8 * side) & nine | (8 * (hole - 1)) & ~nine);
    return (int) (((m0 & nine) | (row & ~nine)) >>> shift) & 0xFF;
  }

  /**
   * Bit h - 1 for each hole h of a row (holes 1..8 packed in {@code row}, hole 9 given) with
   * stones.
   */
  private static int stoneMask(long row, int hole9) {
    final long nonzero = (((row & LOW7) + LOW7) | row) & HIGH;
    return (int) ((nonzero * GATHER) >>> 56) | ((hole9 + 0xFF) & 0x100);
  }

  /**
   * Empties the mover's hole and sows its stones; stones falling into a tuzdyk go to its owner's
   * store. Returns the position of the last stone.
   */
  private int sow(int side, int hole, long m0) {
    final long s0 = south;
    final long n0 = north;
    final int pos = side * 9 + hole - 1;
    final int pi = pos * 3;
    final int idx = (count(s0, n0, m0, side, hole) << 5 | pos) << 2;
    final long s = (s0 & ~SEL[pi]) + SOWN[idx];
    final long n = (n0 & ~SEL[pi + 1]) + SOWN[idx + 1];
    final long m = (m0 & ~SEL[pi + 2]) + SOWN[idx + 2];

    // tuzdyks (the masks are 0 when there is none)
    final int t0 = (int) (m0 >>> TUZDYK_SHIFT) & 0xF;
    final int t1 = (int) (m0 >>> (TUZDYK_SHIFT + 4)) & 0xF;
    final long tn = TUZDYK_LANE[t0];
    final long ts = TUZDYK_LANE[t1];
    misc =
        m
            + (((n & tn) >>> TUZDYK_SHIFTS[t0]) << STORE_SHIFT)
            + (((s & ts) >>> TUZDYK_SHIFTS[t1]) << (STORE_SHIFT + 8));
    north = n & ~tn;
    south = s & ~ts;
    return (int) SOWN[idx + 3];
  }

  /**
   * After the sowing: captures an even count in the opponent's hole where the last stone fell and
   * passes the turn. Leaves the next side's holes with stones in {@link #legal} (before the rare
   * cases of {@link #finish}) and returns the stones in the last hole.
   */
  private int capture(int side, int last) {
    final long s = south;
    final long n = north;
    final long m = misc;
    // (If the last hole is the mover's own tuzdyk it now holds 0: "capturing" 0 changes nothing.)
    final int li = last * 3;
    final long sel0 = SEL[li];
    final long sel1 = SEL[li + 1];
    final long sel2 = SEL[li + 2];
    final int v = (int) (((s & sel0) | (n & sel1) | (m & sel2)) >>> SHIFT[last]) & 0xFF;
    final long cm = -(long) ((OWNER[last] ^ side) & ~v & 1);
    // the next side's holes with stones, from before the capture, less the captured hole
    legal =
        stoneMask(side == 0 ? n : s, (int) (m >>> (8 - 8 * side)) & 0xFF)
            & ~((int) cm & HOLE_BIT[last]);
    south = s & ~(sel0 & cm);
    north = n & ~(sel1 & cm);
    misc = ((m & ~(sel2 & cm)) + (((long) v & cm) << (STORE_SHIFT + 8 * side))) ^ SIDE_BIT;
    captured = v & (int) cm;
    return v;
  }

  /** The rest of a move: a tuzdyk made, the sweep, the end, the bookkeeping. */
  private void finish(int side, int last, int lastCount) {
    // (the full-move number stops at Integer.MAX_VALUE rather than wrap)
    final int f = fullmove + side;
    fullmove = f < 0 ? Integer.MAX_VALUE : f;
    lastPos = last;
    swept = 0;
    tuzdykMade = 0;
    int next = legal;
    if (lastCount == 3 && OWNER[last] != side) {
      next &= ~tuzdyk(side, last);
    }
    if (next == 0) {
      sweep(side);
    }
    if (isOver(misc)) {
      next = 0;
    }
    legal = next;
  }

  /**
   * An odd 3 in the opponent's hole: a tuzdyk if the mover has none, not hole 9, not their number.
   * Returns the bit of the hole taken, or 0.
   */
  private int tuzdyk(int side, int last) {
    long m = misc;
    int landHole = HOLE[last];
    int mine = (int) (m >>> (TUZDYK_SHIFT + 4 * side)) & 0xF;
    int theirs = (int) (m >>> (TUZDYK_SHIFT + 4 - 4 * side)) & 0xF;
    if (mine == 0 && landHole != 9 && landHole != theirs) {
      int li = last * 3;
      south &= ~SEL[li];
      north &= ~SEL[li + 1];
      m &= ~SEL[li + 2];
      m += 3L << (STORE_SHIFT + 8 * side);
      misc = m | (long) landHole << (TUZDYK_SHIFT + 4 * side);
      tuzdykMade = landHole;
      return HOLE_BIT[last];
    }
    return 0;
  }

  /** The side to move (not {@code mover}) has no stones: the mover takes every stone left. */
  private void sweep(int mover) {
    long m = misc;
    int left = TOTAL - store(m, 0) - store(m, 1);
    south = 0;
    north = 0;
    misc = (m & ~MISC_HOLES) + ((long) left << (STORE_SHIFT + 8 * mover));
    swept = left;
  }

  /** The mover's store after the last {@link #play}, before the end-of-game sweep. */
  int moverStoreBeforeSweep() {
    int mover = 1 - side(misc);
    return store(misc, mover) - swept;
  }
}
