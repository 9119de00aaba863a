package dev.tabula.search;

import dev.tabula.core.Game;
import java.util.Arrays;

/**
 * A fixed-size transposition table for {@link AlphaBeta}: per entry the full 64-bit key ({@link
 * Game#hash}), the remaining depth searched, the bound type, the value, the best action id, whether
 * the search below hit the horizon, and the iterative-deepening iteration ("generation") that wrote
 * it.
 *
 * <p>Entries live in buckets of two slots. The first slot is depth-preferred: a new entry replaces
 * it when it is empty, was written by an earlier iteration, or holds a depth no greater than the
 * new one; otherwise the new entry goes to the second slot, which is always replaced. Lookups
 * compare the full key, so only a 64-bit hash collision can return a wrong entry.
 *
 * <p><b>One table for many searches.</b> An {@link AlphaBeta} agent keeps its tables and lends one
 * to each search. {@link #begin} readies a table for the next search without touching its arrays:
 * it starts a new search stamp, and an entry whose stamp is not the current one counts as an empty
 * slot, so a search finds exactly what it would find in a new table, and its result and node count
 * never depend on what the table held before. Only once every {@value #SEARCH_STAMPS} searches,
 * when the stamps run out, does it clear the arrays. {@code begin} may also use only the first
 * {@code 2^k} entries, so that one table serves searches that want smaller tables (a node limit
 * makes it so) exactly as a new table of that size would.
 *
 * <p>Arrays of parallel primitives, 24 bytes per entry; used by one search at a time, not
 * thread-safe.
 */
final class TranspositionTable {
  /** The stored value is the node's exact value. */
  static final int EXACT = 1;

  /** The stored value is a lower bound (the node failed high). */
  static final int LOWER = 2;

  /** The stored value is an upper bound (the node failed low). */
  static final int UPPER = 3;

  /** The deepest depth an entry can hold, and the latest generation. */
  static final int MAX_DEPTH = (1 << 10) - 1;

  /** How many searches a table serves between two clearings of its arrays. */
  static final int SEARCH_STAMPS = (1 << 9) - 1;

  private final long[] keys;
  private final double[] values;
  private final int[] moves;
  // bits 0-1 bound (0: empty slot), bit 2 horizon, bits 3-12 depth, bits 13-22 generation,
  // bits 23-31 search stamp (an entry of another stamp is an empty slot)
  private final int[] meta;
  private int shift;
  private int stamp = 1;

  /**
   * Makes an empty table, ready for a search that uses all of it.
   *
   * @param entries the number of entries, a power of two {@code >= 2}
   */
  TranspositionTable(int entries) {
    checkEntries(entries);
    keys = new long[entries];
    values = new double[entries];
    moves = new int[entries];
    meta = new int[entries];
    shift = shift(entries);
  }

  private static void checkEntries(int entries) {
    if (entries < 2 || Integer.bitCount(entries) != 1) {
      throw new IllegalArgumentException("entries must be a power of two >= 2, got " + entries);
    }
  }

  private static int shift(int entries) {
    return 64 - Integer.numberOfTrailingZeros(entries);
  }

  /**
   * Returns the number of entries the table has room for.
   *
   * @return the capacity
   */
  int capacity() {
    return keys.length;
  }

  /**
   * Readies the table for a new search that uses its first {@code entries} entries: every entry
   * stored before counts as empty from now on.
   *
   * @param entries a power of two {@code >= 2}, at most {@link #capacity()}
   */
  void begin(int entries) {
    checkEntries(entries);
    if (entries > keys.length) {
      throw new IllegalArgumentException(
          "a table of " + keys.length + " entries cannot serve " + entries);
    }
    shift = shift(entries);
    stamp++;
    if (stamp > SEARCH_STAMPS) {
      Arrays.fill(meta, 0);
      stamp = 1;
    }
  }

  /** Whether {@code slot} holds an entry of the current search. */
  private boolean live(int slot) {
    return meta[slot] >>> 23 == stamp; // stamps start at 1: an empty slot is never live
  }

  private int bucket(long key) {
    // Fibonacci hashing on the high bits, so games whose hashes vary only in high or low bits
    // spread.
    return (int) ((key * 0x9E3779B97F4A7C15L) >>> shift) & ~1;
  }

  /**
   * Finds the entry of a key, preferring one of the given depth when the bucket holds two.
   *
   * @param key the state's hash
   * @param depth the depth the caller would cut off at
   * @return the slot, or -1 if the key is not stored
   */
  int probe(long key, int depth) {
    int i = bucket(key);
    int found = -1;
    for (int j = i; j <= i + 1; j++) {
      if (live(j) && keys[j] == key) {
        if (depth(j) == depth) {
          return j;
        }
        if (found < 0) {
          found = j;
        }
      }
    }
    return found;
  }

  /**
   * Stores an entry under the replacement scheme of the class comment.
   *
   * @param key the state's hash
   * @param depth the remaining depth searched, in {@code [1, MAX_DEPTH]}
   * @param bound {@link #EXACT}, {@link #LOWER} or {@link #UPPER}
   * @param value the value, relative to the node (see {@link AlphaBeta})
   * @param move the best action id, or -1
   * @param horizon whether the search below reached the horizon
   * @param generation the iteration, in {@code [1, MAX_DEPTH]}
   */
  void store(
      long key, int depth, int bound, double value, int move, boolean horizon, int generation) {
    int i = bucket(key);
    int m = meta[i];
    int slot =
        !live(i) || ((m >>> 13) & MAX_DEPTH) != generation || depth >= ((m >>> 3) & MAX_DEPTH)
            ? i
            : i + 1;
    keys[slot] = key;
    values[slot] = value;
    moves[slot] = move;
    meta[slot] = stamp << 23 | generation << 13 | depth << 3 | (horizon ? 4 : 0) | bound;
  }

  int depth(int slot) {
    return (meta[slot] >>> 3) & MAX_DEPTH;
  }

  int bound(int slot) {
    return meta[slot] & 3;
  }

  boolean horizon(int slot) {
    return (meta[slot] & 4) != 0;
  }

  double value(int slot) {
    return values[slot];
  }

  int move(int slot) {
    return moves[slot];
  }
}
