package dev.tabula.marrakech;

/**
 * Geometry of the 7 x 7 grid, precomputed once: squares are {@code y * 7 + x} (bit {@code y * 7 +
 * x} of a bitboard), edges (the 84 places a rug can lie) are numbered as in {@link #edge}, Assam's
 * walk is a table over (square, facing, steps), and where a rug may lie around Assam is a table
 * over (Assam's square, edge) made from {@link #placementGeometry}.
 */
final class Grid {
  static final int SIZE = 7;
  static final int SQUARES = 49;
  static final int EDGES = 84;

  /** Every square. */
  static final long FULL = (1L << SQUARES) - 1;

  /** Squares with x = 0. */
  static final long COLUMN_0;

  /** Squares with x = 6. */
  static final long COLUMN_6;

  /** The lower-numbered square of each edge. */
  static final byte[] EDGE_A = new byte[EDGES];

  /** The higher-numbered square of each edge. */
  static final byte[] EDGE_B = new byte[EDGES];

  /**
   * Per Assam square and edge, at {@code assam * EDGES + edge}: {@link #placementGeometry}, what
   * the squares alone say of a rug there.
   */
  static final Fault[] GEOMETRY = new Fault[SQUARES * EDGES];

  /**
   * Per Assam square: the edges where {@link #GEOMETRY} allows a rug (one square next to Assam,
   * neither on him), ascending; at most 12.
   */
  static final byte[][] CANDIDATES = new byte[SQUARES][];

  /**
   * Per Assam square: {@link #CANDIDATES} as two bitboards, the horizontal edges (bit {@code a},
   * the edge's lower square) in {@code CANDIDATE_H} and the vertical ones in {@code CANDIDATE_V};
   * so the legal placements are these less the edges of {@link #wholeRugs}, in action id order when
   * the horizontal ones are taken first.
   */
  static final long[] CANDIDATE_H = new long[SQUARES];

  /** See {@link #CANDIDATE_H}. */
  static final long[] CANDIDATE_V = new long[SQUARES];

  /**
   * Per square: the horizontal edges (bit of the lower square) that have the square as a half; a
   * rug laid on the square leaves none of them showing a whole rug.
   */
  static final long[] TOUCH_H = new long[SQUARES];

  /** Per square: the vertical edges (bit of the lower square) that have the square as a half. */
  static final long[] TOUCH_V = new long[SQUARES];

  /** Per edge: its bit (of the lower square) if it is horizontal, else 0. */
  static final long[] WHOLE_H = new long[EDGES];

  /** Per edge: its bit (of the lower square) if it is vertical, else 0. */
  static final long[] WHOLE_V = new long[EDGES];

  /**
   * {@link #edgeAt} as a table: at {@code a} the horizontal edge whose lower square is {@code a},
   * at {@code 64 + a} the vertical one (where there is such an edge).
   */
  static final byte[] EDGE_AT = new byte[128];

  /** Per square: the squares sharing an edge with it, as a bitboard. */
  static final long[] NEIGHBOURS = new long[SQUARES];

  /**
   * Assam's walk: entry {@code (square * 4 + facing) * 5 + steps} holds {@code newSquare << 2 |
   * newFacing}; steps 0..4.
   */
  static final short[] WALK = new short[SQUARES * 4 * 5];

  /**
   * A turn's orientation and walk in one: entry {@code (square * 4 + facing) * 18 + x} holds where
   * Assam ends ({@code newSquare << 2 | newFacing}) when turned by {@code x / 6} (L, F, R) and
   * walked by the die's face {@code x % 6} ({@link #DIE_FACES}); for the random playout, which
   * draws both at once.
   */
  static final short[] WALK_TURN = new short[SQUARES * 4 * 18];

  /** The die's six faces, in steps: 1, 2, 2, 3, 3, 4. */
  static final int[] DIE_FACES = {1, 2, 2, 3, 3, 4};

  static {
    long c0 = 0;
    long c6 = 0;
    for (int y = 0; y < SIZE; y++) {
      c0 |= 1L << (y * SIZE);
      c6 |= 1L << (y * SIZE + 6);
    }
    COLUMN_0 = c0;
    COLUMN_6 = c6;
    for (int y = 0; y < SIZE; y++) {
      for (int x = 0; x < SIZE - 1; x++) {
        int e = y * 6 + x;
        EDGE_A[e] = (byte) (y * SIZE + x);
        EDGE_B[e] = (byte) (y * SIZE + x + 1);
      }
    }
    for (int y = 0; y < SIZE - 1; y++) {
      for (int x = 0; x < SIZE; x++) {
        int e = 42 + y * SIZE + x;
        EDGE_A[e] = (byte) (y * SIZE + x);
        EDGE_B[e] = (byte) ((y + 1) * SIZE + x);
      }
    }
    for (int e = 0; e < EDGES; e++) {
      EDGE_AT[(e < 42 ? 0 : 64) + EDGE_A[e]] = (byte) e;
      NEIGHBOURS[EDGE_A[e]] |= 1L << EDGE_B[e];
      NEIGHBOURS[EDGE_B[e]] |= 1L << EDGE_A[e];
    }
    for (int sq = 0; sq < SQUARES; sq++) {
      byte[] buf = new byte[EDGES];
      int n = 0;
      for (int e = 0; e < EDGES; e++) {
        Fault f = placementGeometry(sq, e);
        GEOMETRY[sq * EDGES + e] = f;
        if (f == Fault.NONE) {
          buf[n++] = (byte) e;
        }
      }
      CANDIDATES[sq] = java.util.Arrays.copyOf(buf, n);
      for (int i = 0; i < n; i++) {
        int e = buf[i];
        if (e < 42) {
          CANDIDATE_H[sq] |= 1L << EDGE_A[e];
        } else {
          CANDIDATE_V[sq] |= 1L << EDGE_A[e];
        }
      }
    }
    for (int e = 0; e < EDGES; e++) {
      long[] touch = e < 42 ? TOUCH_H : TOUCH_V;
      touch[EDGE_A[e]] |= 1L << EDGE_A[e];
      touch[EDGE_B[e]] |= 1L << EDGE_A[e];
      (e < 42 ? WHOLE_H : WHOLE_V)[e] = 1L << EDGE_A[e];
    }
    for (int sq = 0; sq < SQUARES; sq++) {
      for (int f = 0; f < 4; f++) {
        int pos = sq << 2 | f;
        WALK[(sq * 4 + f) * 5] = (short) pos;
        for (int steps = 1; steps <= 4; steps++) {
          pos = step(pos);
          WALK[(sq * 4 + f) * 5 + steps] = (short) pos;
        }
      }
    }
  }

  static {
    for (int pos = 0; pos < SQUARES * 4; pos++) {
      for (int x = 0; x < 18; x++) {
        WALK_TURN[pos * 18 + x] = (short) walk(pos >> 2, turned(pos & 3, x / 6), DIE_FACES[x % 6]);
      }
    }
  }

  private Grid() {}

  /**
   * The placement rule's squares: a rug may not lie on Assam's square, and one of its squares must
   * share an edge with his. (The third part of the rule, on the rugs below, is {@link
   * #coversOneRug}.) Decided here only; {@link #GEOMETRY} and {@link #CANDIDATES} hold its answers.
   *
   * @param assam Assam's square
   * @param edge where the rug would lie
   * @return {@link Fault#NONE}, {@link Fault#ON_ASSAM} or {@link Fault#NOT_NEXT_TO_ASSAM}
   */
  static Fault placementGeometry(int assam, int edge) {
    int a = EDGE_A[edge];
    int b = EDGE_B[edge];
    if (a == assam || b == assam) {
      return Fault.ON_ASSAM;
    }
    return ((NEIGHBOURS[assam] >>> a | NEIGHBOURS[assam] >>> b) & 1) == 0
        ? Fault.NOT_NEXT_TO_ASSAM
        : Fault.NONE;
  }

  /**
   * The placement rule's rugs: whether a rug on the edge would cover exactly both halves of one rug
   * (the only covering not allowed).
   *
   * @param carpet the visible rug id per square, 0 for none, as {@link Carpet} packs them
   * @param edge where the rug would lie
   * @return whether both squares show the same rug
   */
  static boolean coversOneRug(long[] carpet, int edge) {
    int a = Carpet.idAt(carpet, EDGE_A[edge]);
    return a != 0 && a == Carpet.idAt(carpet, EDGE_B[edge]);
  }

  /**
   * The edges where one rug shows both its halves, i.e. where {@link #coversOneRug} holds: the
   * horizontal ones (bit of the lower square) if {@code vertical} is false, else the vertical ones.
   *
   * @param carpet the visible rug id per square, 0 for none, as {@link Carpet} packs them
   * @param vertical which edges
   * @return a bitboard of lower squares
   */
  static long wholeRugs(long[] carpet, boolean vertical) {
    long whole = 0;
    for (int e = vertical ? 42 : 0, end = vertical ? EDGES : 42; e < end; e++) {
      if (coversOneRug(carpet, e)) {
        whole |= 1L << EDGE_A[e];
      }
    }
    return whole;
  }

  /**
   * The edge whose lower square is {@code a}: horizontal ({@code a} and {@code a + 1}) or vertical
   * ({@code a} and {@code a + 7}).
   *
   * @param a the lower square
   * @param vertical which way the edge runs
   * @return the edge index, as {@link #edge} numbers it
   */
  static int edgeAt(int a, boolean vertical) {
    return vertical ? 42 + a : a - a / SIZE;
  }

  /**
   * One step of Assam, following the arcs at the edges (see the rules' table).
   *
   * @param pos {@code square << 2 | facing}
   * @return the new {@code square << 2 | facing}
   */
  static int step(int pos) {
    int sq = pos >> 2;
    int f = pos & 3;
    int x = sq % SIZE;
    int y = sq / SIZE;
    switch (f) {
      case 0: // N
        if (y > 0) {
          return pack(x, y - 1, 0);
        }
        if (x == 6) {
          return pack(6, 0, 3); // corner arc: stays, faces W
        }
        return pack((x & 1) == 0 ? x + 1 : x - 1, 0, 2);
      case 1: // E
        if (x < 6) {
          return pack(x + 1, y, 1);
        }
        if (y == 0) {
          return pack(6, 0, 2); // corner arc: stays, faces S
        }
        return pack(6, (y & 1) == 1 ? y + 1 : y - 1, 3);
      case 2: // S
        if (y < 6) {
          return pack(x, y + 1, 2);
        }
        if (x == 0) {
          return pack(0, 6, 1); // corner arc: stays, faces E
        }
        return pack((x & 1) == 1 ? x + 1 : x - 1, 6, 0);
      default: // W
        if (x > 0) {
          return pack(x - 1, y, 3);
        }
        if (y == 6) {
          return pack(0, 6, 0); // corner arc: stays, faces N
        }
        return pack(0, (y & 1) == 0 ? y + 1 : y - 1, 1);
    }
  }

  private static int pack(int x, int y, int f) {
    return (y * SIZE + x) << 2 | f;
  }

  /**
   * Returns Assam's facing after an orientation move.
   *
   * @param facing his facing before
   * @param turn 0 left, 1 forward, 2 right (the move's action id)
   * @return the new facing
   */
  static int turned(int facing, int turn) {
    return (facing + turn + 3) & 3;
  }

  /**
   * Returns where Assam ends: {@code square << 2 | facing}.
   *
   * @param sq his square
   * @param facing his facing
   * @param steps 0..4
   * @return the packed destination
   */
  static int walk(int sq, int facing, int steps) {
    return WALK[(sq * 4 + facing) * 5 + steps];
  }

  /**
   * The edge-connected region of {@code colour} containing {@code sq}: shifts and masks repeated
   * until the set stops growing. Empty if {@code sq} is not in {@code colour}.
   *
   * @param colour a bitboard
   * @param sq the seed square
   * @return the region, a subset of {@code colour}
   */
  static long region(long colour, int sq) {
    long r = colour & (1L << sq);
    if (r == 0) {
      return 0;
    }
    long eastOk = colour & ~COLUMN_0; // a square reached from its west neighbour
    long westOk = colour & ~COLUMN_6; // a square reached from its east neighbour
    while (true) {
      long next =
          r
              | ((r << 7) & colour)
              | ((r >>> 7) & colour)
              | ((r << 1) & eastOk)
              | ((r >>> 1) & westOk);
      if (next == r) {
        return r;
      }
      r = next;
    }
  }

  /**
   * Returns the edge index of two squares, or -1 if they do not share an edge.
   *
   * @param s1 a square 0..48
   * @param s2 a square 0..48
   * @return 0..41 for horizontal pairs ({@code y * 6 + min x}), 42..83 for vertical pairs ({@code
   *     42 + min y * 7 + x}), or -1
   */
  static int edge(int s1, int s2) {
    int a = Math.min(s1, s2);
    int b = Math.max(s1, s2);
    int ax = a % SIZE;
    int ay = a / SIZE;
    if (b == a + 1 && ax < 6) {
      return ay * 6 + ax;
    }
    if (b == a + SIZE) {
      return 42 + a;
    }
    return -1;
  }
}
