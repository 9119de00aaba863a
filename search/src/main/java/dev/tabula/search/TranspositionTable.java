package dev.tabula.search;

import dev.tabula.core.Game;

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
 * <p>Arrays of parallel primitives, 24 bytes per entry; one table per search call, not thread-safe.
 */
final class TranspositionTable {
  /** The stored value is the node's exact value. */
  static final int EXACT = 1;

  /** The stored value is a lower bound (the node failed high). */
  static final int LOWER = 2;

  /** The stored value is an upper bound (the node failed low). */
  static final int UPPER = 3;

  /** The deepest depth an entry can hold. */
  static final int MAX_DEPTH = (1 << 10) - 1;

  private final long[] keys;
  private final double[] values;
  private final int[] moves;
  // bits 0-1 bound (0: empty slot), bit 2 horizon, bits 3-12 depth, bits 13- generation
  private final int[] meta;
  private final int shift;

  /**
   * Makes an empty table.
   *
   * @param entries the number of entries, a power of two {@code >= 2}
   */
  TranspositionTable(int entries) {
    if (entries < 2 || Integer.bitCount(entries) != 1) {
      throw new IllegalArgumentException("entries must be a power of two >= 2, got " + entries);
    }
    keys = new long[entries];
    values = new double[entries];
    moves = new int[entries];
    meta = new int[entries];
    shift = 64 - Integer.numberOfTrailingZeros(entries);
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
      if (meta[j] != 0 && keys[j] == key) {
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
   * @param generation the iteration, {@code >= 1}
   */
  void store(
      long key, int depth, int bound, double value, int move, boolean horizon, int generation) {
    int i = bucket(key);
    int m = meta[i];
    int slot = m == 0 || (m >>> 13) != generation || depth >= ((m >>> 3) & MAX_DEPTH) ? i : i + 1;
    keys[slot] = key;
    values[slot] = value;
    moves[slot] = move;
    meta[slot] = generation << 13 | depth << 3 | (horizon ? 4 : 0) | bound;
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
