package dev.tabula.toguz;

/**
 * A deliberately naive implementation of the rules (an int array, stones sown one by one), written
 * from the rules text alone, to check the packed engine against over many random games.
 *
 * <p>Array: [0..8] White's holes 1..9, [9..17] Black's holes 1..9, [18], [19] stores, [20], [21]
 * tuzdyks (hole number in the opponent's row, 0 none), [22] side to move, [23] full move.
 */
final class ReferenceToguz {
  private ReferenceToguz() {}

  static int[] of(ToguzState s) {
    int[] a = new int[24];
    for (int p = 0; p <= 1; p++) {
      for (int h = 1; h <= 9; h++) {
        a[p * 9 + h - 1] = s.stones(p, h);
      }
      a[18 + p] = s.store(p);
      a[20 + p] = s.tuzdyk(p);
    }
    a[22] = s.seatToMove();
    a[23] = s.moveNumber();
    return a;
  }

  static boolean over(int[] a) {
    return a[18] >= 82 || a[19] >= 82 || (a[18] == 81 && a[19] == 81);
  }

  /** The tuzdyk owner of a board index, or -1. */
  private static int tuzdykOwner(int[] a, int index) {
    // White's tuzdyk is in Black's row (indices 9..17), Black's in White's row (0..8).
    if (index >= 9 && a[20] == index - 9 + 1) {
      return 0;
    }
    if (index < 9 && a[21] == index + 1) {
      return 1;
    }
    return -1;
  }

  static int[] play(int[] in, int hole) {
    return play(in, hole, new int[4]);
  }

  /**
   * What playing {@code hole} does: the position of the last stone (0..17), the stones captured by
   * an even count, the hole number of the tuzdyk made (0 none), the stones the sweep takes.
   */
  static int[] facts(int[] in, int hole) {
    int[] facts = new int[4];
    play(in, hole, facts);
    return facts;
  }

  private static int[] play(int[] in, int hole, int[] facts) {
    int[] a = in.clone();
    int me = a[22];
    int from = me * 9 + hole - 1;
    int n = a[from];
    if (n == 0 || over(a)) {
      throw new IllegalStateException("illegal");
    }
    a[from] = 0;
    int at;
    if (n == 1) {
      at = (from + 1) % 18;
      a[at]++;
    } else {
      at = from;
      a[at]++;
      for (int k = 1; k < n; k++) {
        at = (at + 1) % 18;
        a[at]++;
      }
    }
    for (int i = 0; i < 18; i++) {
      int owner = tuzdykOwner(a, i);
      if (owner >= 0 && a[i] > 0) {
        a[18 + owner] += a[i];
        a[i] = 0;
      }
    }
    boolean opponentsHole = at / 9 != me;
    if (opponentsHole && tuzdykOwner(a, at) < 0) {
      int landHole = at % 9 + 1;
      if (a[at] % 2 == 0) {
        facts[1] = a[at];
        a[18 + me] += a[at];
        a[at] = 0;
      } else if (a[at] == 3 && a[20 + me] == 0 && landHole != 9 && a[20 + (1 - me)] != landHole) {
        a[18 + me] += 3;
        a[at] = 0;
        a[20 + me] = landHole;
        facts[2] = landHole;
      }
    }
    a[22] = 1 - me;
    if (me == 1) {
      a[23]++;
    }
    int next = a[22];
    int nextStones = 0;
    for (int i = 0; i < 9; i++) {
      nextStones += a[next * 9 + i];
    }
    facts[0] = at;
    if (nextStones == 0) {
      for (int i = 0; i < 9; i++) {
        facts[3] += a[me * 9 + i];
        a[18 + me] += a[me * 9 + i];
        a[me * 9 + i] = 0;
      }
    }
    return a;
  }
}
