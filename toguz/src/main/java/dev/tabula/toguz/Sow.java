package dev.tabula.toguz;

import java.util.random.RandomGenerator;

/**
 * The packed board and the move rule: a mutable scratch copy of a {@link ToguzState} that plays
 * moves with packed arithmetic and table lookups, and the random playout loop. Not thread-safe;
 * never shared outside the package.
 *
 * <h2>Packing</h2>
 *
 * A state is three words, the same here and in {@link ToguzState}:
 *
 * <ul>
 *   <li>{@link #south}: White's holes 1..9 in nine 7-bit lanes (hole h in bits {@code 7(h-1)} to
 *       {@code 7(h-1)+6}); bit 63 is 0;
 *   <li>{@link #north}: Black's holes 1..9, the same way;
 *   <li>{@link #misc}: bits 0..7 White's store, 8..15 Black's store; bits 16..21 White's tuzdyk and
 *       24..29 Black's, each as the lane shift {@code 7(h-1)} of its hole in the other row, or
 *       {@link #NONE} (63) for none; bit 31 the side to move; bits 32..49 the <em>playable</em>
 *       holes (bit p for cycle position p below: the holes that hold stones and are not a tuzdyk,
 *       of both sides; all 0 once the game is over, so the legal moves are one shift away); bits
 *       56..60 {@code 1 +} the position of a hole with 128 stones or more (its lane holds the count
 *       less 128; at most one hole can, as 2 x 128 > 162), 0 when there is none.
 * </ul>
 *
 * A tuzdyk's lane is always 0: stones that fall into it go to its owner's store in the same move.
 * Positions number the cycle of sowing: White's holes 1..9 are positions 0..8, Black's holes 1..9
 * are positions 9..17.
 *
 * <h2>Playing a move</h2>
 *
 * While every hole holds fewer than 64 stones (nearly always: random games never come near), a move
 * is one entry of {@link #T}, indexed by the side, the hole and its count: what the sowing adds to
 * the mover's row and to the opponent's (every lap at once, the emptied hole included), the holes
 * that receive a stone, where the last stone falls. The capture tests the parity of the landing
 * lane; the next side's legal holes are a few mask operations on the playable holes; the rare cases
 * (a tuzdyk made, the sweep, the end) are branches that are seldom taken. A position with a hole of
 * 64 stones or more is played by {@link #playWide}, one stone at a time on arrays.
 *
 * <p>For speed, {@link #ply} takes a constant side (random playouts alternate two calls), so that
 * the JIT folds every choice that depends on it; it is split into small methods that the JIT
 * inlines, with a rare path that takes and returns primitives only (a call that is not inlined and
 * receives the scratch object makes it escape, and playouts lose much of their speed).
 */
final class Sow {
  static final int TOTAL = 162;
  static final int WIN = 82;

  /** Bit 0 of each of the nine 7-bit lanes of a row word. */
  static final long LANES = 0x0102040810204081L;

  /** Bit 6 of each lane: set in a lane that holds 64 stones or more. */
  static final long BIG = LANES << 6;

  /** One lane's mask. */
  static final long LANE = 0x7F;

  /** The tuzdyk field of a player who has none. */
  static final int NONE = 63;

  static final int TUZDYK_SHIFT = 16;
  static final int SIDE_SHIFT = 31;
  static final long SIDE_BIT = 1L << SIDE_SHIFT;
  static final int PLAYABLE_SHIFT = 32;
  static final long PLAYABLE = 0x3FFFFL << PLAYABLE_SHIFT;
  static final int WIDE_SHIFT = 56;
  static final long WIDE = 0x1FL << WIDE_SHIFT;

  /** Bits 7 of both store bytes, which adding 46 to each sets exactly for a store of 82 or more. */
  private static final long STORES_82 = 0x8080;

  private static final long STORES_PLUS_46 = 0x2E2E;

  // ---------------------------------------------------------------- tables

  /**
   * {@code T[(c << 10 | 16 sh + n) << 2 | k]} for side c playing the hole at lane shift sh that
   * holds n stones (1..111): k = 0, what the sowing adds to the mover's row (a packed signed sum:
   * the emptied hole's lane goes down); 1, what it adds to the opponent's row; 2, the move's {@code
   * INFO} word; 3, the lane mask of the landing hole if it is the opponent's, else 0. 64 KB, of
   * which random play touches a few: counts are small.
   */
  private static final long[] T = new long[2048 * 4];

  /** In an info word: bits 0..17, the positions that receive a stone. */
  private static final long RECEIVE = 0x3FFFF;

  /** In an info word: bits 18..22, the position of the last stone. */
  private static final int LAST = 18;

  /** In an info word: bits 24..29, the lane shift of the last stone's hole in its row. */
  private static final int LAST_SHIFT = 24;

  /** In an info word: bit 30, set if the last stone falls in an opponent's hole 1..8. */
  private static final long TUZDYK_OK = 1L << 30;

  /** In an info word: bits 32..49, the bit of the last position if it is the opponent's, else 0. */
  private static final int LAST_BIT = 32;

  /**
   * In what {@link #scatter} returns: bits 50..56, the stones in the landing hole after the sowing
   * if it is the opponent's (not in the table).
   */
  private static final int LANDED_SHIFT = 50;

  /**
   * The landing hole's field and {@link #TUZDYK_OK}: a tuzdyk may be made when they read 3 and 1.
   */
  private static final long TUZDYK_TEST = 127L << LANDED_SHIFT | TUZDYK_OK;

  /**
   * {@code PICK[legal << 6 | u]}: for a 9-bit mask of legal holes and 6 random bits u, the lane
   * shift {@code 7(h-1)} of the hole drawn, or -1 to draw again. Each of the n legal holes owns
   * {@code 64 / n} (rounded down) of the 64 values of u, in ascending hole order: u picks the
   * {@code (u mod n)}-th legal hole when {@code u < 64 - 64 mod n}.
   */
  private static final byte[] PICK = new byte[512 << 6];

  /** {@code ORIGIN[c << 6 | sh]}: the position bit of side c's hole at lane shift sh. */
  private static final int[] ORIGIN = new int[128];

  /**
   * {@code TUZDYK_BIT[p << 6 | shift]}: the position bit of player p's tuzdyk, whose hole is at
   * that lane shift of the other row; 0 for {@link #NONE}.
   */
  private static final int[] TUZDYK_BIT = new int[128];

  /** {@code ACTIONS[9 mask + i]}: the i-th legal action id of a 9-bit mask of holes, then 0s. */
  static final int[] ACTIONS = new int[512 * 9];

  static {
    for (int c = 0; c < 2; c++) {
      for (int h = 0; h < 9; h++) {
        int p = 9 * c + h;
        ORIGIN[c << 6 | 7 * h] = 1 << p;
        TUZDYK_BIT[c << 6 | 7 * h] = 1 << (9 * (1 - c) + h);
        for (int n = 1; n < 112; n++) {
          int[] drops = new int[18];
          for (int q = 0; q < 18; q++) {
            drops[q] = drops(n, p, q);
          }
          int last = last(p, n);
          long mine = 0;
          long theirs = 0;
          long receive = 0;
          for (int q = 0; q < 18; q++) {
            long d = drops[q] - (q == p ? n : 0);
            if (q / 9 == c) {
              mine += d << (7 * (q % 9));
            } else {
              theirs += d << (7 * (q % 9));
            }
            if (drops[q] != 0) {
              receive |= 1L << q;
            }
          }
          boolean opponents = last / 9 != c;
          int e = (c << 10 | (7 * h << 4) + n) << 2;
          T[e] = mine;
          T[e + 1] = theirs;
          T[e + 2] =
              receive
                  | (long) last << LAST
                  | (long) (7 * (last % 9)) << LAST_SHIFT
                  | (opponents && last % 9 != 8 ? TUZDYK_OK : 0)
                  | (opponents ? 1L << last : 0) << LAST_BIT;
          T[e + 3] = opponents ? LANE << (7 * (last % 9)) : 0;
        }
      }
    }
    TUZDYK_BIT[NONE] = 0;
    TUZDYK_BIT[1 << 6 | NONE] = 0;
    for (int mask = 0; mask < 512; mask++) {
      int count = Integer.bitCount(mask);
      int[] holes = new int[9];
      int i = 0;
      for (int h = 0; h < 9; h++) {
        if ((mask & (1 << h)) != 0) {
          holes[i++] = h;
        }
      }
      System.arraycopy(holes, 0, ACTIONS, mask * 9, count);
      for (int u = 0; u < 64; u++) {
        PICK[mask << 6 | u] =
            count != 0 && u < 64 - 64 % count ? (byte) (7 * holes[u % count]) : (byte) -1;
      }
    }
  }

  // ---------------------------------------------------------------- the words

  static int store(long misc, int player) {
    return (int) (misc >>> (8 * player)) & 0xFF;
  }

  /** Player's tuzdyk: its hole number in the other player's row, 0 if none. */
  static int tuzdyk(long misc, int player) {
    int shift = (int) (misc >>> (TUZDYK_SHIFT + 8 * player)) & 63;
    return shift == NONE ? 0 : shift / 7 + 1;
  }

  static int side(long misc) {
    return (int) (misc >>> SIDE_SHIFT) & 1;
  }

  /** Bit p for each cycle position p that holds stones and is not a tuzdyk; 0 once over. */
  static int playable(long misc) {
    return (int) (misc >>> PLAYABLE_SHIFT) & 0x3FFFF;
  }

  /** The holes the side to move may play (bit h - 1 for hole h); 0 when the game is over. */
  static int legal(long misc) {
    return (playable(misc) >>> (9 * side(misc))) & 511;
  }

  /** A store of 82 or more, or both 81: the only ways a game ends. */
  static boolean isOver(long misc) {
    int s0 = store(misc, 0);
    int s1 = store(misc, 1);
    return s0 >= WIN || s1 >= WIN || (s0 == 81 && s1 == 81);
  }

  /** The stones at a cycle position. */
  static int field(long south, long north, long misc, int pos) {
    long row = pos < 9 ? south : north;
    int v = (int) (row >>> (7 * (pos % 9))) & 0x7F;
    return (int) (misc >>> WIDE_SHIFT) == pos + 1 ? v + 128 : v;
  }

  /** The stones on a player's side. */
  static int stonesOnSide(long south, long north, long misc, int player) {
    int sum = rowSum(player == 0 ? south : north);
    int wide = (int) (misc >>> WIDE_SHIFT) - 1;
    return wide >= 0 && wide / 9 == player ? sum + 128 : sum;
  }

  /** Bit 0 of each 14-bit field at 0, 14, 28, 42 and 56. */
  private static final long FIELDS = 0x0100_0400_1000_4001L;

  /** Lanes 0, 2, 4, 6 and 8 of a row. */
  private static final long EVEN_LANES = 0x7FL * FIELDS;

  /** The stones in a row's nine lanes (at most 255). */
  static int rowSum(long row) {
    // pairs of lanes into 14-bit fields, then one multiply adds the fields into the top byte
    long pairs = (row & EVEN_LANES) + ((row >>> 7) & EVEN_LANES);
    return (int) ((pairs * FIELDS) >>> 56);
  }

  /**
   * The position the last of {@code count} stones sown from position {@code from} falls on: the
   * next one for a single stone (which leaves its hole), else {@code count - 1} on from the emptied
   * hole itself, round the cycle of 18.
   *
   * @param from 0..17
   * @param count 1.., the stones taken from {@code from}
   */
  static int last(int from, int count) {
    return (count == 1 ? from + 1 : from + count - 1) % 18;
  }

  /**
   * How many stones sowing {@code count} stones from position {@code from} drops into position
   * {@code pos}: the emptied hole included, before stones falling into a tuzdyk go to its owner's
   * store.
   *
   * @param count 1..162, the stones taken from {@code from}
   * @param from 0..17
   * @param pos 0..17
   */
  static int drops(int count, int from, int pos) {
    if (count == 1) {
      return pos == (from + 1) % 18 ? 1 : 0;
    }
    // the k-th stone (k = 0..count-1) falls on (from + k) mod 18
    int d = (pos - from + 18) % 18;
    return d < count ? (count - 1 - d) / 18 + 1 : 0;
  }

  /**
   * Packs a position given hole by hole into a state, with the playable holes worked out; the
   * caller has checked that it is a possible position.
   *
   * @param holes the stones at each cycle position (a tuzdyk holds 0)
   * @param store0 White's store
   * @param store1 Black's store
   * @param tuzdyk0 White's tuzdyk (a hole number in Black's row), 0 none
   * @param tuzdyk1 Black's tuzdyk (a hole number in White's row), 0 none
   * @param side the side to move
   * @param fullmove the full-move number
   */
  static ToguzState pack(
      int[] holes, int store0, int store1, int tuzdyk0, int tuzdyk1, int side, int fullmove) {
    long[] words = new long[4];
    pack(words, holes, store0, store1, tuzdyk0, tuzdyk1, side);
    return new ToguzState(words[0], words[1], words[2], fullmove);
  }

  /** {@link #pack}, into {@code words}: south, north, misc. */
  private static void pack(
      long[] words, int[] holes, int store0, int store1, int tuzdyk0, int tuzdyk1, int side) {
    long south = 0;
    long north = 0;
    long wide = 0;
    int playable = 0;
    for (int p = 0; p < 18; p++) {
      int v = holes[p];
      if (v >= 128) {
        wide = p + 1;
        v -= 128;
      }
      if (p < 9) {
        south |= (long) v << (7 * p);
      } else {
        north |= (long) v << (7 * (p - 9));
      }
      if (holes[p] != 0) {
        playable |= 1 << p;
      }
    }
    long misc =
        store0
            | (long) store1 << 8
            | (long) (tuzdyk0 == 0 ? NONE : 7 * (tuzdyk0 - 1)) << TUZDYK_SHIFT
            | (long) (tuzdyk1 == 0 ? NONE : 7 * (tuzdyk1 - 1)) << (TUZDYK_SHIFT + 8)
            | (long) side << SIDE_SHIFT
            | wide << WIDE_SHIFT;
    if (!isOver(misc)) {
      misc |= (long) playable << PLAYABLE_SHIFT;
    }
    words[0] = south;
    words[1] = north;
    words[2] = misc;
  }

  // ---------------------------------------------------------------- the scratch

  long south;
  long north;

  /**
   * The misc word of the state, but while moves are played its playable holes are stale (they live
   * in {@link #playable}) and a tuzdyk's lane may hold stones that belong to its owner, moved to
   * the store by {@link #toState}.
   */
  long misc;

  int fullmove;

  /** The playable holes (as in the misc word) while moves are played. */
  private int playable;

  /** The positions that are not a tuzdyk (bits 0..17). */
  private int notTuzdyk;

  // What the last play() did, for notation and descriptions.
  /** The position (0..17) where the last stone fell. */
  int lastPos;

  /** Stones captured by an even count, 0 if none. */
  int captured;

  /** Stones the sweep moved into the mover's store (0 if there was no sweep). */
  int swept;

  /** The hole number of the tuzdyk the last play made, 0 if none. */
  int tuzdykMade;

  /** Random bits for {@link #draw}, below a marker bit; 1 when empty. */
  private long bits = 1;

  Sow(ToguzState s) {
    south = s.south;
    north = s.north;
    misc = s.misc;
    fullmove = s.fullmove;
    playable = playable(misc);
    notTuzdyk = notTuzdyk(misc);
  }

  /** The tuzdyk fields of the misc word. */
  private static final long TUZDYKS = 63L << TUZDYK_SHIFT | 63L << (TUZDYK_SHIFT + 8);

  /** The positions that are not a tuzdyk. */
  private static int notTuzdyk(long misc) {
    if ((misc & TUZDYKS) == TUZDYKS) {
      return 0x3FFFF; // (no tuzdyk yet: most of a game)
    }
    return ~(TUZDYK_BIT[(int) (misc >>> TUZDYK_SHIFT) & 63]
            | TUZDYK_BIT[1 << 6 | (int) (misc >>> (TUZDYK_SHIFT + 8)) & 63])
        & 0x3FFFF;
  }

  /**
   * Returns the state: the stones in the tuzdyks' lanes moved to their owners' stores, and the
   * playable holes written, none once a store holds 82 or more.
   */
  ToguzState toState() {
    flush();
    long m = misc & ~PLAYABLE;
    if (((m + STORES_PLUS_46) & STORES_82) == 0) {
      m |= (long) playable << PLAYABLE_SHIFT;
    }
    return new ToguzState(south, north, m, fullmove);
  }

  /** Moves the stones in the tuzdyks' lanes to their owners' stores. */
  private void flush() {
    final long m = misc;
    if ((m & TUZDYKS) == TUZDYKS) {
      return; // (no tuzdyk yet: most of a game)
    }
    final int t0 = (int) (m >>> TUZDYK_SHIFT) & 63;
    final int t1 = (int) (m >>> (TUZDYK_SHIFT + 8)) & 63;
    misc = m + ((north >>> t0) & LANE) + (((south >>> t1) & LANE) << 8);
    north &= ~(LANE << t0);
    south &= ~(LANE << t1);
  }

  /**
   * Whether no store (with the stones in its owner's tuzdyk) has reached 82 since the last {@link
   * #toState}: when one has, the game is over.
   */
  private boolean going() {
    final long m = misc;
    if ((m & TUZDYKS) == TUZDYKS) {
      return ((m + STORES_PLUS_46) & STORES_82) == 0; // (no tuzdyk yet: most of a game)
    }
    return ((m
                + ((north >>> (m >>> TUZDYK_SHIFT)) & LANE)
                + (((south >>> (m >>> (TUZDYK_SHIFT + 8))) & LANE) << 8)
                + STORES_PLUS_46)
            & STORES_82)
        == 0;
  }

  /**
   * Plays a hole of the side to move and records what the move did ({@link #lastPos}, {@link
   * #captured}, {@link #tuzdykMade}, {@link #swept}). The caller has checked that the move is
   * legal; {@link #toState} gives the position after it.
   *
   * @param hole 1..9
   */
  void play(int hole) {
    final long record;
    if ((misc & SIDE_BIT) == 0) {
      record = playShift(0, 7 * (hole - 1));
    } else {
      record = playShift(1, 7 * (hole - 1));
      // (the full-move number stops at Integer.MAX_VALUE rather than wrap)
      fullmove = fullmove == Integer.MAX_VALUE ? fullmove : fullmove + 1;
    }
    lastPos = (int) record & 0xFF;
    captured = (int) (record >>> 8) & 0xFF;
    tuzdykMade = (int) (record >>> 16) & 0xFF;
    swept = (int) (record >>> 24) & 0xFF;
  }

  /**
   * Plays the hole at lane shift sh of side c, the side to move (a constant), on any board; returns
   * the record of the move, as {@link #ply} does.
   */
  private long playShift(int c, int sh) {
    if (narrow()) {
      return ply(c, sh);
    }
    // (static and on primitives, so that the scratch object does not escape)
    final long[] r = playWide(south, north, misc, c, sh / 7 + 1);
    south = r[0];
    north = r[1];
    misc = r[2];
    playable = playable(r[2]);
    notTuzdyk = notTuzdyk(r[2]);
    return r[3];
  }

  /** Every hole holds fewer than 64 stones: {@link #ply} may play. */
  private boolean narrow() {
    return (((south | north) & BIG) | (misc & WIDE)) == 0;
  }

  /**
   * Plays the hole at lane shift {@code sh} of side c, the side to move (a constant), on a narrow
   * board (every lane below 64 stones, so the hole's count indexes {@link #T} and no lane
   * overflows); the caller has checked that the hole holds stones. Stones sown into a tuzdyk stay
   * in its lane, to be moved to the store by {@link #toState}.
   *
   * <p>Returns the record of the move, a byte each: the last position, the stones captured, the
   * tuzdyk made and the stones swept (as {@link #playWide}'s). The playout ignores it, so the JIT
   * computes none of it there; {@link #play} keeps it in the fields.
   */
  private long ply(int c, int sh) {
    final long info = scatter(c, sh);
    settle(c, sh, info);
    // the stones captured: those of the landing hole, when it was left even
    final long captured = (info >>> LANDED_SHIFT) & 127 & (info >> 63);
    long record = (info >>> LAST) & 31 | captured << 8;
    // (the rare paths below call only static methods on primitives, so that even when the JIT
    // leaves them out of line the scratch object does not escape)
    if ((info & TUZDYK_TEST) == (3L << LANDED_SHIFT | TUZDYK_OK)) {
      final long m = tuzdyk(misc, c, (int) (info >>> LAST_SHIFT) & 63);
      if (m != misc) {
        final int bit = (int) (info >>> LAST_BIT) & 0x3FFFF;
        misc = m;
        notTuzdyk &= ~bit;
        playable &= ~bit;
        record |= (((info >>> LAST) & 31) % 9 + 1) << 16;
      }
    }
    if ((c == 0 ? playable >>> 9 : playable & 511) == 0) {
      // the side to move has no stones: the mover takes the stones left in the mover's holes (the
      // opponent's tuzdyk among them keeps its stones, which are the opponent's)
      final long row = c == 0 ? south : north;
      final long keep = LANE << ((int) (misc >>> (TUZDYK_SHIFT + 8 - 8 * c)) & 63);
      final int sweep = rowSum(row & ~keep);
      misc += (long) sweep << (8 * c);
      if (c == 0) {
        south = row & keep;
      } else {
        north = row & keep;
      }
      playable = 0;
      record |= (long) sweep << 24;
    }
    return record;
  }

  /**
   * Sows and captures. Returns the move's info word with bit 63 set if the landing hole was left
   * even (captured, or a hole of the mover's) and, from bit {@link #LANDED_SHIFT}, the stones in
   * the landing hole after the sowing if it is the opponent's and not the mover's tuzdyk (else 0).
   */
  private long scatter(int c, int sh) {
    final long me = c == 0 ? south : north;
    // the mover's tuzdyk is a lane of the opponent's row: no capture there
    final int tm = (int) (misc >>> (TUZDYK_SHIFT + 8 * c)) & 63;
    final int e = ((c << 10 | (sh << 4) + ((int) (me >>> sh) & 0x7F)) << 2) & (T.length - 4);
    final long info = T[e + 2];
    final long lane = T[e + 3] & ~(LANE << tm);
    long theirs = (c == 0 ? north : south) + T[e + 1];
    // the landing hole if it is the opponent's (and not the mover's tuzdyk), else 0
    final long v = (theirs & lane) >>> ((int) (info >>> LAST_SHIFT) & 63);
    final long even = (v & 1) - 1;
    theirs &= ~(lane & even);
    misc = (misc + ((v & even) << (8 * c))) ^ SIDE_BIT;
    if (c == 0) {
      south = me + T[e];
      north = theirs;
    } else {
      north = me + T[e];
      south = theirs;
    }
    return info | (even & (1L << 63)) | v << LANDED_SHIFT;
  }

  /** The playable holes after the sowing and the capture. */
  private void settle(int c, int sh, long info) {
    final int landed = (int) (info >>> LAST_BIT) & (int) (info >> 63);
    playable =
        ((playable & ~ORIGIN[(c << 6 | sh) & 127]) | ((int) info & (int) RECEIVE))
            & notTuzdyk
            & ~landed;
  }

  /**
   * The misc word after side c's move left 3 stones in the landing hole, an opponent's hole 1..8 at
   * lane shift lsh: the hole becomes c's tuzdyk if c has none and the opponent's has another number
   * (its stones, left in its lane, are then c's); else the same word.
   */
  private static long tuzdyk(long misc, int c, int lsh) {
    final int shift = TUZDYK_SHIFT + 8 * c;
    if (((int) (misc >>> shift) & 63) != NONE
        || ((int) (misc >>> (TUZDYK_SHIFT + 8 - 8 * c)) & 63) == lsh) {
      return misc;
    }
    return (misc & ~(63L << shift)) | (long) lsh << shift;
  }

  /** The mover's store after the last {@link #play}, before the end-of-game sweep. */
  int moverStoreBeforeSweep() {
    flush();
    int mover = 1 - side(misc);
    return store(misc, mover) - swept;
  }

  // ---------------------------------------------------------------- any board

  /**
   * Plays hole (1..9) of side c on any board, one stone at a time: for positions with a hole of 64
   * stones or more, which {@link #ply} does not take. The same rules, on arrays; static and on
   * primitives, so that the scratch object does not escape.
   *
   * @return south, north, misc after the move, and the record of the move: the last position, the
   *     stones captured, the tuzdyk made and the stones swept, a byte each
   */
  private static long[] playWide(long south, long north, long misc, int c, int hole) {
    // the stones in the tuzdyks' lanes are their owners'
    final int s0 = (int) (misc >>> TUZDYK_SHIFT) & 63;
    final int s1 = (int) (misc >>> (TUZDYK_SHIFT + 8)) & 63;
    misc += ((north >>> s0) & LANE) + (((south >>> s1) & LANE) << 8);
    north &= ~(LANE << s0);
    south &= ~(LANE << s1);
    int[] holes = new int[18];
    for (int p = 0; p < 18; p++) {
      holes[p] = field(south, north, misc, p);
    }
    int[] stores = {store(misc, 0), store(misc, 1)};
    int[] tuzdyks = {tuzdyk(misc, 0), tuzdyk(misc, 1)};
    // the position of each player's tuzdyk (in the other's row), -1 none
    int t0 = tuzdyks[0] == 0 ? -1 : 9 + tuzdyks[0] - 1;
    int t1 = tuzdyks[1] == 0 ? -1 : tuzdyks[1] - 1;
    final int from = 9 * c + hole - 1;
    final int n = holes[from];
    holes[from] = 0;
    int at = n == 1 ? (from + 1) % 18 : from;
    int last = at;
    for (int k = 0; k < n; k++) {
      if (at == t0) {
        stores[0]++;
      } else if (at == t1) {
        stores[1]++;
      } else {
        holes[at]++;
      }
      last = at;
      at = (at + 1) % 18;
    }
    int captured = 0;
    int made = 0;
    if (last / 9 != c && last != t0 && last != t1) {
      int v = holes[last];
      int landHole = last % 9 + 1;
      if (v % 2 == 0) {
        stores[c] += v;
        holes[last] = 0;
        captured = v;
      } else if (v == 3 && tuzdyks[c] == 0 && landHole != 9 && tuzdyks[1 - c] != landHole) {
        stores[c] += 3;
        holes[last] = 0;
        tuzdyks[c] = landHole;
        made = landHole;
      }
    }
    int left = 0;
    for (int p = 9 * (1 - c); p < 9 * (1 - c) + 9; p++) {
      left += holes[p];
    }
    int swept = 0;
    if (left == 0) {
      for (int p = 9 * c; p < 9 * c + 9; p++) {
        swept += holes[p];
        holes[p] = 0;
      }
      stores[c] += swept;
    }
    long[] words = new long[4];
    pack(words, holes, stores[0], stores[1], tuzdyks[0], tuzdyks[1], 1 - c);
    words[3] = last | captured << 8 | made << 16 | (long) swept << 24;
    return words;
  }

  // ---------------------------------------------------------------- random playouts

  /**
   * Draws a legal hole of the side to move for a random playout: returns its lane shift {@code
   * 7(h-1)}, or -1 if the side to move has none (the game is over). Takes 6 random bits, and 6 more
   * each time they name no hole (see {@link #PICK}); the bits come 60 at a time from one {@code
   * random.nextLong()} (its 60 high bits, lowest first).
   */
  private int draw(int legal, RandomGenerator random) {
    if (bits < 64) {
      bits = random.nextLong() >>> 4 | 1L << 60;
    }
    final int sh = PICK[(legal << 6 | (int) bits & 63) & (PICK.length - 1)];
    bits >>>= 6;
    return sh >= 0 ? sh : redraw(legal, random);
  }

  /**
   * Plays a random hole of {@code side}, the side to move ({@link #ply} when the round started
   * {@code narrow}, else {@link #playShift}); returns false, playing nothing, if it has none. The
   * playout calls it with a constant side, which the JIT folds.
   */
  private boolean randomPly(int side, boolean narrow, RandomGenerator random) {
    final int sh = draw(side == 0 ? playable & 511 : playable >>> 9, random);
    if (sh < 0) {
      return false;
    }
    if (narrow) {
      ply(side, sh);
    } else {
      playShift(side, sh);
    }
    return true;
  }

  /** {@link #draw} after a value that named no hole. */
  private int redraw(int legal, RandomGenerator random) {
    if (legal == 0) {
      return -1;
    }
    final long b = redraw(bits, legal, random);
    bits = b & ((1L << 56) - 1);
    return (int) (b >>> 56);
  }

  /**
   * Takes 6 bits at a time from {@code bits} (refilled as {@link #draw} does) until they name a
   * hole of the non-empty mask: returns the bits left, with the hole's lane shift in bits 56..62.
   * Static and on primitives, so that the scratch object does not escape.
   */
  private static long redraw(long bits, int legal, RandomGenerator random) {
    while (true) {
      if (bits < 64) {
        bits = random.nextLong() >>> 4 | 1L << 60;
      }
      final int sh = PICK[(legal << 6 | (int) bits & 63) & (PICK.length - 1)];
      bits >>>= 6;
      if (sh >= 0) {
        return bits | (long) sh << 56;
      }
    }
  }

  /**
   * Draws the hole the playout loop would play from a state with these legal holes, for tests and
   * for the reference loop: the same draw on a fresh buffer of bits.
   */
  int drawHole(int legal, RandomGenerator random) {
    int sh = draw(legal, random);
    return sh < 0 ? 0 : sh / 7 + 1;
  }

  /**
   * Plays uniformly random legal moves until the game is over or {@code maxPlies} plies have been
   * played, and returns the state reached: {@link ToguzGame#randomPlayout}. Two plies a round,
   * White's then Black's, each with a constant side, on one scratch board that the JIT keeps in
   * registers; a board with a hole of 64 stones or more is played by {@link #playWide}.
   *
   * @param state where to start
   * @param random the generator
   * @param maxPlies the most plies to play, {@code >= 0}
   */
  static ToguzState playout(ToguzState state, RandomGenerator random, int maxPlies) {
    final Sow w = new Sow(state);
    final int first = side(w.misc);
    int left = maxPlies;
    boolean on = true;
    if (left > 0 && first == 1) {
      // Black's ply before the first round: playShift, as a round that is not narrow plays it
      on = w.randomPly(1, false, random);
      if (on) {
        left--;
        on = w.going();
      }
    }
    // White to move at the top of each round. A round that starts narrow (every lane below 64) is
    // played by ply() alone: after one ply no lane is above 67, which the table takes too.
    while (on && left > 0) {
      final boolean narrow = w.narrow();
      if (!w.randomPly(0, narrow, random) || --left == 0 || !w.going()) {
        break;
      }
      if (!w.randomPly(1, narrow, random) || --left == 0 || !w.going()) {
        break;
      }
    }
    // Black played every other ply; (the full-move number stops at Integer.MAX_VALUE rather than
    // wrap)
    final int blackPlies = (maxPlies - left + first) / 2;
    w.fullmove = (int) Math.min(Integer.MAX_VALUE, (long) w.fullmove + blackPlies);
    return w.toState();
  }

  /**
   * Counts the paths of {@code depth} plies from {@code state}, as {@link dev.tabula.core.Perft}
   * does over the game API: {@link ToguzGame#perft}. One scratch board for the whole count: each
   * move is made on it and unmade by restoring its five words, the game is over where {@link
   * #going} says so, and the last ply is counted from the playable holes without being played.
   *
   * @param state where to count from
   * @param depth the plies, {@code >= 0}
   */
  static long perft(ToguzState state, int depth) {
    return depth == 0 ? 1 : new Sow(state).count(depth);
  }

  /** {@link #perft} from this board, which is not over, at depth {@code >= 1}. */
  private long count(int depth) {
    final int c = side(misc);
    int holes = c == 0 ? playable & 511 : playable >>> 9;
    if (depth == 1) {
      return Integer.bitCount(holes);
    }
    final long s = south;
    final long n = north;
    final long m = misc;
    final int p = playable;
    final int t = notTuzdyk;
    long total = 0;
    for (; holes != 0; holes &= holes - 1) {
      final int sh = 7 * Integer.numberOfTrailingZeros(holes);
      if (c == 0) {
        playShift(0, sh);
      } else {
        playShift(1, sh);
      }
      total += going() ? count(depth - 1) : 0;
      south = s;
      north = n;
      misc = m;
      playable = p;
      notTuzdyk = t;
    }
    return total;
  }
}
