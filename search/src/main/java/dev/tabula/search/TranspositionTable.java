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
 * <p><b>Shared by threads.</b> The searches of a {@linkplain AlphaBeta.Builder#threads lazy SMP}
 * search share one table without locks. An entry is three words, written one after another: the
 * value's bits, the data (move, depth, bound, horizon, generation, stamp) and the key XOR both of
 * them. A probe reads the three and takes the entry only when they give back its key, so an entry
 * that another thread was writing (two of its words new, one old) reads as a miss rather than as a
 * wrong value; only a 64-bit collision can still return a wrong entry. The replacement choice may
 * read a slot that is being written: it only decides where an entry goes. 24 bytes per entry.
 * {@link #begin} must not run while a search uses the table.
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

  // Three words per entry, side by side so that a bucket spans at most two cache lines: the key
  // XOR the other two; the value's bits; the data: bits 0-1 bound (0: empty slot), bit 2 horizon,
  // bits 3-12 depth, bits 13-22 generation, bits 23-31 search stamp (an entry of another stamp is
  // an empty slot), bits 32-63 the move.
  private final long[] words;
  private final int capacity;
  private int shift;
  private int stamp = 1;

  /**
   * Makes an empty table, ready for a search that uses all of it.
   *
   * @param entries the number of entries, a power of two {@code >= 2}
   */
  TranspositionTable(int entries) {
    checkEntries(entries);
    words = new long[3 * entries];
    capacity = entries;
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
    return capacity;
  }

  /**
   * Readies the table for a new search that uses its first {@code entries} entries: every entry
   * stored before counts as empty from now on.
   *
   * @param entries a power of two {@code >= 2}, at most {@link #capacity()}
   */
  void begin(int entries) {
    checkEntries(entries);
    if (entries > capacity) {
      throw new IllegalArgumentException(
          "a table of " + capacity + " entries cannot serve " + entries);
    }
    shift = shift(entries);
    stamp++;
    if (stamp > SEARCH_STAMPS) {
      Arrays.fill(words, 0);
      stamp = 1;
    }
  }

  /** Whether a slot's data is an entry of the current search. */
  private boolean live(long d) {
    return ((int) d) >>> 23 == stamp; // stamps start at 1: an empty slot is never live
  }

  private int bucket(long key) {
    // Fibonacci hashing on the high bits, so games whose hashes vary only in high or low bits
    // spread.
    return (int) ((key * 0x9E3779B97F4A7C15L) >>> shift) & ~1;
  }

  /**
   * Finds the entry of a key, preferring one of the given depth when the bucket holds two, and
   * copies it into {@code into}.
   *
   * @param key the state's hash
   * @param depth the depth the caller would cut off at
   * @param into where the entry found is copied
   * @return whether the key is stored ({@code into} is unchanged if not)
   */
  boolean probe(long key, int depth, Entry into) {
    int i = bucket(key);
    boolean found = false;
    for (int j = i; j <= i + 1; j++) {
      long d = words[3 * j + 2];
      long v = words[3 * j + 1];
      if (live(d) && (words[3 * j] ^ v ^ d) == key) {
        if (!found || Entry.depth(d) == depth) {
          into.data = d;
          into.value = Double.longBitsToDouble(v);
          into.slot = j;
          found = true;
        }
        if (Entry.depth(d) == depth) {
          return true;
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
    long m = words[3 * i + 2];
    int slot =
        !live(m) || ((m >>> 13) & MAX_DEPTH) != generation || depth >= ((m >>> 3) & MAX_DEPTH)
            ? i
            : i + 1;
    long d =
        (long) move << 32
            | (stamp << 23 | generation << 13 | depth << 3 | (horizon ? 4 : 0) | bound)
                & 0xFFFF_FFFFL;
    long v = Double.doubleToRawLongBits(value);
    int w = 3 * slot;
    words[w + 1] = v;
    words[w + 2] = d;
    words[w] = key ^ v ^ d;
  }

  /** An entry as a probe copies it: one per thread, reused from probe to probe. */
  static final class Entry {
    private long data;
    private double value;
    private int slot;

    private static int depth(long data) {
      return (int) (data >>> 3) & MAX_DEPTH;
    }

    /** The remaining depth searched. */
    int depth() {
      return depth(data);
    }

    /** {@link #EXACT}, {@link #LOWER} or {@link #UPPER}. */
    int bound() {
      return (int) data & 3;
    }

    /** Whether the search below reached the horizon. */
    boolean horizon() {
      return (data & 4) != 0;
    }

    /** The value, relative to the node. */
    double value() {
      return value;
    }

    /** The best action id, or -1. */
    int move() {
      return (int) (data >>> 32);
    }

    /** Where in the table the entry was found (for tests of the replacement scheme). */
    int slot() {
      return slot;
    }
  }
}
