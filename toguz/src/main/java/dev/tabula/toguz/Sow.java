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
   * {@code SOWN[count << 7 | p << 2 | word]}: what sowing {@code count} stones from position p adds
   * to each of the three words (after the hole is emptied): every lap and the remaining run at
   * once. Entry {@code word = 3} describes where the last stone falls: see {@link #LAST_POS}. 256
   * KB (the index is masked to the length, so that the JIT drops the bounds check; counts above 162
   * never occur), of which random play touches the small-count part.
   */
  private static final long[] SOWN = new long[1 << 15];

  private static final int SOWN_MASK = (1 << 15) - 1;

  /** In a landing entry of {@link #SOWN}: bits 0..4, the position of the last stone. */
  static final int LAST_POS = 0x1F;

  /** In a landing entry: bits 8..13, the shift of the landing hole's lane in its word. */
  private static final int LAST_SHIFT = 8;

  /** In a landing entry: bit 16, set if the landing hole is a hole 9 (in the misc word). */
  private static final int LAST_IN_MISC = 16;

  /** In a landing entry: bits 20..28, bit {@code hole - 1} of the landing hole. */
  private static final int LAST_HOLE_BIT = 20;

  /** In a landing entry: bits 32..35, the landing hole's number on its owner's side. */
  private static final int LAST_HOLE = 32;

  /**
   * Where the landing entry of a move whose last stone falls in one of the mover's own holes points
   * instead of at that hole: lane 7 of misc, always 0 in a {@code Sow}. So the capture step reads 0
   * there ("captures" nothing) without asking whose hole it is.
   */
  private static final long OWN_LANDING = 1L << LAST_IN_MISC | 56 << LAST_SHIFT;

  /** For position p: the word (0 south, 1 north, 2 misc) holding it. */
  static final int[] WORD = new int[18];

  /** For position p: the bit shift of its lane in its word. */
  static final int[] SHIFT = new int[18];

  /**
   * {@code LISTS[mask]}: the indices of the set bits of a 9-bit mask, from the lowest, packed four
   * bits each (the i-th in bits {@code 4i..4i+3}; the nibbles past the last are 0): a list of legal
   * holes in one load.
   */
  static final long[] LISTS = new long[512];

  /**
   * {@code PICK[mask << 4 | i]}: the index of the i-th set bit (from the lowest) of a 9-bit mask,
   * laid out so that a masked index needs no bounds check.
   */
  private static final byte[] PICK = new byte[512 << 4];

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
      for (int n = 1; n <= TOTAL; n++) {
        // n = 1: into the next hole; n > 1: the first back into p, then one each round the cycle
        int at = n == 1 ? (p + 1) % 18 : p;
        int base = n << 7 | p << 2;
        for (int k = 0; k < n; k++) {
          int q = (at + k) % 18;
          SOWN[base + WORD[q]] += 1L << SHIFT[q];
        }
        int last = (at + n - 1) % 18;
        SOWN[base + 3] =
            last / 9 == p / 9
                ? last | OWN_LANDING
                : last
                    | SHIFT[last] << LAST_SHIFT
                    | (WORD[last] == 2 ? 1 : 0) << LAST_IN_MISC
                    | 1 << (last % 9) << LAST_HOLE_BIT
                    | (long) (last % 9 + 1) << LAST_HOLE;
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
          LISTS[mask] |= (long) bit << (4 * i);
          PICK[mask << 4 | i] = (byte) bit;
          i++;
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

  /** Adds 46 to each store: a store of 82 or more reaches bit 7 of its lane (162 + 46 < 256). */
  private static final long STORES_PLUS_46 = 46L << STORE_SHIFT | 46L << (STORE_SHIFT + 8);

  private static final long STORES_BIT_7 = 0x80L << STORE_SHIFT | 0x80L << (STORE_SHIFT + 8);

  private static final long STORES = 0xFFFFL << STORE_SHIFT;

  private static final long STORES_81_81 = 81L << STORE_SHIFT | 81L << (STORE_SHIFT + 8);

  /** {@link #isOver}, with packed arithmetic. */
  private static boolean over(long misc) {
    final long stores = misc & STORES;
    return ((stores + STORES_PLUS_46) & STORES_BIT_7) != 0 | stores == STORES_81_81;
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
    long word = SOWN[count << 7 | from << 2 | WORD[pos]];
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
   * Plays a hole of the side to move, updates {@link #legal} for the next and records what the move
   * did ({@link #lastPos}, {@link #captured}, {@link #tuzdykMade}, {@link #swept}). The caller has
   * checked that the move is legal.
   *
   * @param hole 1..9
   */
  void play(int hole) {
    final int done;
    if ((misc & SIDE_BIT) == 0) {
      done = play(0, hole);
    } else {
      done = play(1, hole);
      // (the full-move number stops at Integer.MAX_VALUE rather than wrap)
      fullmove = fullmove == Integer.MAX_VALUE ? fullmove : fullmove + 1;
    }
    lastPos = done & LAST_POS;
    captured = (done >>> DONE_CAPTURED) & 0xFF;
    tuzdykMade = (done >>> DONE_TUZDYK) & 0xF;
    swept = done >>> DONE_SWEPT;
  }

  /** In what {@link #play(int, int)} returns: bits 5..12, the stones captured. */
  private static final int DONE_CAPTURED = 5;

  /** In what {@link #play(int, int)} returns: bits 13..16, the hole of the tuzdyk made. */
  private static final int DONE_TUZDYK = 13;

  /** In what {@link #play(int, int)} returns: bits 17.., the stones swept. */
  private static final int DONE_SWEPT = 17;

  /**
   * Plays a hole of {@code side}, the side to move, and updates {@link #legal} for the next; the
   * caller has checked that the move is legal and keeps the full-move number ({@link #fullmove} is
   * not changed). Returns what the move did, packed: the landing position ({@link #LAST_POS}), the
   * stones captured, the tuzdyk made and the stones swept (see {@link #play(int)}); random playouts
   * ignore it and the JIT drops its computation.
   *
   * <p>For speed, callers pass a constant side ({@link #play(int)} branches on it; random playouts
   * alternate two calls), so that the JIT folds every choice that depends on it. Branch-free except
   * for the rare cases (a tuzdyk made, the sweep) and free of bounds checks (table indices are
   * masked), so the compiled loop of a playout keeps few values alive. Split in small methods so
   * that the JIT inlines all of it: keep each of them well below 325 bytes of bytecode, HotSpot's
   * FreqInlineSize, and let the rare paths take and return primitives only (a call that is not
   * inlined and receives the scratch object makes it escape, and playouts lose a third of their
   * speed).
   *
   * @param side 0 or 1, the side to move
   * @param hole 1..9
   */
  int play(int side, int hole) {
    final long landing = sow(side, hole);
    return finish(side, landing, capture(side, landing));
  }

  /**
   * Empties the mover's hole and sows its stones; stones falling into a tuzdyk go to its owner's
   * store. Returns the landing entry of {@link #SOWN}.
   */
  private long sow(int side, int hole) {
    final long s0 = south;
    final long n0 = north;
    final long m0 = misc;
    // hole 9 is in lane `side` of misc, holes 1..8 in the mover's row word
    final long nine = (long) ((8 - hole) >> 31);
    final long row = side == 0 ? s0 : n0;
    final int shift = 8 * hole - 8;
    final int count = (int) (((row >>> shift) & ~nine) | ((m0 >>> (8 * side)) & nine)) & 0xFF;
    final long rowClear = ~((0xFFL << shift) & ~nine);
    final long miscClear = ~((0xFFL << (8 * side)) & nine);
    // (masked, and + rather than |, so that the JIT sees every index in range)
    final int idx = (count << 7 | (side * 9 + hole - 1) << 2) & (SOWN_MASK - 3);
    final long s = (side == 0 ? s0 & rowClear : s0) + SOWN[idx];
    final long n = (side == 0 ? n0 : n0 & rowClear) + SOWN[idx + 1];
    final long m = (m0 & miscClear) + SOWN[idx + 2];

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
    return SOWN[idx + 3];
  }

  /**
   * After the sowing: captures an even count in the opponent's hole where the last stone fell and
   * passes the turn. Leaves the next side's holes with stones in {@link #legal} (before the rare
   * cases of {@link #finish}) and returns the stones in the last hole if it is the opponent's, else
   * 0.
   */
  private int capture(int side, long landing) {
    final long s = south;
    final long n = north;
    final long m = misc;
    final long opp = side == 0 ? n : s;
    final int shift = (int) (landing >>> LAST_SHIFT) & 0x3F;
    final long inMisc = -((landing >>> LAST_IN_MISC) & 1);
    // the opponent's hole where the last stone fell, now holding v stones; 0 if it fell in a hole
    // of the mover's (OWN_LANDING) or in the mover's tuzdyk: "capturing" 0 changes nothing
    final int v = (int) (((m & inMisc) | (opp & ~inMisc)) >>> shift) & 0xFF;
    final long cm = (v & 1) - 1;
    final long lane = (0xFFL << shift) & cm;
    // the next side's holes with stones, from before the capture, less the captured hole
    final int hole9 = (int) (m >>> (8 - 8 * side)) & 0xFF;
    legal = stoneMask(opp, hole9) & ~((int) (landing >>> LAST_HOLE_BIT) & (int) cm);
    final long oppAfter = opp & ~(lane & ~inMisc);
    if (side == 0) {
      north = oppAfter;
    } else {
      south = oppAfter;
    }
    misc = ((m & ~(lane & inMisc)) + (((long) v & cm) << (STORE_SHIFT + 8 * side))) ^ SIDE_BIT;
    return v;
  }

  /**
   * The rest of a move: a tuzdyk made, the sweep, the end, the bookkeeping. Returns what the move
   * did (see {@link #play(int, int)}).
   */
  private int finish(int side, long landing, int last) {
    int next = legal;
    int done = (int) landing & LAST_POS;
    if ((last & 1) == 0) {
      done |= last << DONE_CAPTURED;
    }
    if (last == 3) {
      // an odd 3 in an opponent's hole 1..8 (a hole 9 is never a tuzdyk: hole() checks it)
      final int hole = (int) (landing >>> LAST_HOLE) & 0xF;
      final long m = misc;
      if ((landing & (1L << LAST_IN_MISC)) == 0 && canMakeTuzdyk(m, side, hole)) {
        final long lane = ~(0xFFL << (8 * hole - 8));
        if (side == 0) {
          north &= lane;
        } else {
          south &= lane;
        }
        misc = m + (3L << (STORE_SHIFT + 8 * side)) | (long) hole << (TUZDYK_SHIFT + 4 * side);
        next &= ~(1 << (hole - 1));
        done |= hole << DONE_TUZDYK;
      }
    }
    if (next == 0) {
      // (static and on primitives, so that even when the JIT leaves it out of line the scratch
      // object does not escape)
      final long m = misc;
      final long after = sweep(m, side);
      done |= (store(after, side) - store(m, side)) << DONE_SWEPT;
      south = 0;
      north = 0;
      misc = after;
    }
    if (over(misc)) {
      next = 0;
    }
    legal = next;
    return done;
  }

  /**
   * Whether the mover ({@code side}) may make the opponent's hole a tuzdyk: the mover has none and
   * the opponent's tuzdyk has another number. (The caller has checked it is not a hole 9.)
   */
  private static boolean canMakeTuzdyk(long m, int side, int hole) {
    int mine = (int) (m >>> (TUZDYK_SHIFT + 4 * side)) & 0xF;
    int theirs = (int) (m >>> (TUZDYK_SHIFT + 4 - 4 * side)) & 0xF;
    return mine == 0 && hole != theirs;
  }

  /**
   * The side to move (not {@code mover}) has no stones: the mover takes every stone left. Returns
   * the misc word after the sweep (the row words become 0).
   */
  private static long sweep(long m, int mover) {
    int left = TOTAL - store(m, 0) - store(m, 1);
    return (m & ~MISC_HOLES) + ((long) left << (STORE_SHIFT + 8 * mover));
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
   * Picks the i-th (from 0) of the holes in a mask of playable holes (bit h - 1 for hole h):
   * returns its hole number.
   */
  static int pick(int mask, int i) {
    return PICK[(mask << 4 | i) & (PICK.length - 1)] + 1;
  }

  /** The mover's store after the last {@link #play}, before the end-of-game sweep. */
  int moverStoreBeforeSweep() {
    int mover = 1 - side(misc);
    return store(misc, mover) - swept;
  }
}
