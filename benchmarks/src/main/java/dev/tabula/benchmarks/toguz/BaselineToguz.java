package dev.tabula.benchmarks.toguz;

import java.util.Arrays;

/**
 * A straightforward Toguz Kumalak implementation, the yardstick the engine is measured against.
 *
 * <p>Written the way one would write it without thinking about speed: a position is a plain {@code
 * int[]} that is copied for every move, and stones are sown one by one in a loop. It follows the
 * same rules as the engine ({@code shared/rules/toguz.md}) exactly: sowing with the first stone
 * back into the emptied hole, stones falling into a tuzdyk going to its owner's store, even
 * capture, tuzdyk creation (one per player, not on hole 9, not the same number as the opponent's),
 * the sweep when the side to move has no stones, and the end at 82 stones (81-81 a draw). {@code
 * BaselineToguzTest} proves it with perft and by playing thousands of random games beside the
 * engine.
 *
 * <p>Layout of a position array ({@link #SIZE} entries):
 *
 * <ul>
 *   <li>{@code [0..8]}: White's (South's) holes 1..9; {@code [9..17]}: Black's (North's) holes
 *       1..9. Sowing runs up the indices and wraps from 17 to 0.
 *   <li>{@code [18]}, {@code [19]}: White's and Black's stores.
 *   <li>{@code [20]}, {@code [21]}: the board index of White's / Black's tuzdyk, or -1 if none.
 *   <li>{@code [22]}: the side to move, 0 = White, 1 = Black.
 *   <li>{@code [23]}: the full-move number, starting at 1, up by one after every Black move.
 *   <li>{@code [24]}: 1 once the game is over, else 0.
 * </ul>
 *
 * <p>An action is the mover's hole number minus one ({@code 0..8}), as in the engine.
 */
public final class BaselineToguz {
  /** The length of a position array. */
  public static final int SIZE = 25;

  // The layout above: each part follows the one before.
  static final int HOLES = 18;
  static final int STORE = HOLES;
  static final int TUZDYK = STORE + 2;
  static final int SIDE = TUZDYK + 2;
  static final int FULLMOVE = SIDE + 1;
  static final int OVER = FULLMOVE + 1;

  private BaselineToguz() {}

  /**
   * Returns the start position: 9 stones in every hole, White to move.
   *
   * @return a new position array
   */
  public static int[] start() {
    int[] s = new int[SIZE];
    for (int i = 0; i < HOLES; i++) {
      s[i] = 9;
    }
    s[TUZDYK] = -1;
    s[TUZDYK + 1] = -1;
    s[SIDE] = 0;
    s[FULLMOVE] = 1;
    return s;
  }

  /**
   * Returns whether the game is over.
   *
   * @param s a position
   * @return true once a store holds 82 or more or the side to move had no stones
   */
  public static boolean isOver(int[] s) {
    return s[OVER] != 0;
  }

  /**
   * Returns the side to move.
   *
   * @param s a position
   * @return 0 for White, 1 for Black
   */
  public static int sideToMove(int[] s) {
    return s[SIDE];
  }

  /**
   * Returns a player's store.
   *
   * @param s a position
   * @param player 0 for White, 1 for Black
   * @return the stones in that store
   */
  public static int store(int[] s, int player) {
    return s[STORE + player];
  }

  /**
   * Writes the legal actions (hole - 1, ascending) into the buffer.
   *
   * @param s a position
   * @param buffer at least 9 entries
   * @return how many were written; 0 once the game is over
   */
  public static int legalActions(int[] s, int[] buffer) {
    if (s[OVER] != 0) {
      return 0;
    }
    int base = s[SIDE] * 9;
    int n = 0;
    for (int i = 0; i < 9; i++) {
      if (s[base + i] > 0) {
        buffer[n++] = i;
      }
    }
    return n;
  }

  /**
   * Plays the mover's hole {@code action + 1} and returns the new position; {@code s} is not
   * changed.
   *
   * @param s a position
   * @param action a legal action, 0..8
   * @return a new position array
   * @throws IllegalArgumentException if the action is not legal
   */
  public static int[] apply(int[] s, int action) {
    int side = s[SIDE];
    int opp = 1 - side;
    if (s[OVER] != 0 || action < 0 || action > 8 || s[side * 9 + action] == 0) {
      throw new IllegalArgumentException("illegal action " + action);
    }
    int[] t = Arrays.copyOf(s, SIZE);
    int from = side * 9 + action;
    int stones = t[from];
    t[from] = 0;
    int pos = stones == 1 ? (from + 1) % HOLES : from;
    for (int k = 1; ; k++) {
      if (pos == t[TUZDYK]) {
        t[STORE]++;
      } else if (pos == t[TUZDYK + 1]) {
        t[STORE + 1]++;
      } else {
        t[pos]++;
      }
      if (k == stones) {
        break;
      }
      pos = (pos + 1) % HOLES;
    }
    // pos is where the last stone fell.
    if (pos / 9 == opp && pos != t[TUZDYK + side]) {
      int c = t[pos];
      if (c % 2 == 0) {
        t[STORE + side] += c;
        t[pos] = 0;
      } else if (c == 3
          && t[TUZDYK + side] < 0
          && pos % 9 != 8
          && (t[TUZDYK + opp] < 0 || t[TUZDYK + opp] % 9 != pos % 9)) {
        t[TUZDYK + side] = pos;
        t[STORE + side] += 3;
        t[pos] = 0;
      }
    }
    t[SIDE] = opp;
    if (side == 1) {
      t[FULLMOVE]++;
    }
    int left = 0;
    for (int i = opp * 9; i < opp * 9 + 9; i++) {
      left += t[i];
    }
    if (left == 0) {
      for (int i = side * 9; i < side * 9 + 9; i++) {
        t[STORE + side] += t[i];
        t[i] = 0;
      }
      t[OVER] = 1;
    }
    if (t[STORE] >= 82 || t[STORE + 1] >= 82) {
      t[OVER] = 1;
    }
    return t;
  }

  /**
   * Returns the hole number (1..9, on that hole's owner's side) where the last stone of an action
   * falls: the LAND digit of the record notation.
   *
   * @param s a position
   * @param action a legal action
   * @return 1..9
   */
  public static int landing(int[] s, int action) {
    int from = s[SIDE] * 9 + action;
    int stones = s[from];
    int last = stones == 1 ? from + 1 : from + stones - 1;
    return last % HOLES % 9 + 1;
  }

  /**
   * Returns the result of a finished game from White's point of view.
   *
   * @param s a finished position
   * @return 1 if White won, 0 for a draw, -1 if Black won
   * @throws IllegalStateException if the game is not over
   */
  public static int result(int[] s) {
    if (s[OVER] == 0) {
      throw new IllegalStateException("game not over");
    }
    return Integer.signum(s[STORE] - s[STORE + 1]);
  }

  /**
   * Counts move paths of the given depth (perft).
   *
   * @param s a position
   * @param depth the depth, at least 0
   * @return the number of paths
   */
  public static long perft(int[] s, int depth) {
    if (depth == 0) {
      return 1;
    }
    int[] buffer = new int[9];
    int n = legalActions(s, buffer);
    if (depth == 1) {
      return n;
    }
    long total = 0;
    for (int i = 0; i < n; i++) {
      total += perft(apply(s, buffer[i]), depth - 1);
    }
    return total;
  }

  /**
   * Formats a position in the FEN of the rules ({@code <north>/<south> <southStore> <northStore>
   * <S|N> <fullmove>}).
   *
   * @param s a position
   * @return its FEN
   */
  public static String format(int[] s) {
    StringBuilder b = new StringBuilder();
    int empty = 0;
    for (int k = 0; k < HOLES; k++) {
      int i = k < 9 ? 17 - k : k - 9; // Black's holes 9..1, then White's holes 1..9
      if (k == 9) {
        empty = flush(b, empty);
        b.append('/');
      }
      if (i == s[TUZDYK] || i == s[TUZDYK + 1]) {
        empty = flush(b, empty);
        sep(b).append('t');
      } else if (s[i] > 0) {
        empty = flush(b, empty);
        sep(b).append(s[i]).append('S');
      } else {
        empty++;
      }
    }
    flush(b, empty);
    b.append(' ').append(s[STORE]).append(' ').append(s[STORE + 1]);
    b.append(' ').append(s[SIDE] == 0 ? 'S' : 'N').append(' ').append(s[FULLMOVE]);
    return b.toString();
  }

  private static int flush(StringBuilder b, int empty) {
    if (empty > 0) {
      sep(b).append(empty);
    }
    return 0;
  }

  private static StringBuilder sep(StringBuilder b) {
    int n = b.length();
    if (n > 0 && b.charAt(n - 1) != '/') {
      b.append(',');
    }
    return b;
  }
}
