package dev.tabula.stacksnake;

import org.jspecify.annotations.Nullable;

/**
 * The positions that occurred earlier since the line last changed length, as a persistent linked
 * list (newest first). Only their multiset matters for the rules (the repetition count), so states
 * compare histories as multisets and hash them by an order-independent sum.
 *
 * <p>A {@link StackSnakeState} is itself the entry of its own position (it extends this class, its
 * {@link #next} being its own earlier positions): so a move that keeps the line's length remembers
 * the position before it by pointing at the state before it, and makes nothing but the new state.
 * Entries that are not states come from notation and from {@link Playout}, through {@link #push}.
 */
class History {
  final long tiles;
  final int key;
  final @Nullable History next;
  final int size;

  /**
   * Sum of {@link Line#entryHash} over the list, worked out when first needed (only hashing needs
   * it, and most states of a random game are never hashed); 0 until then, and recomputed when it
   * happens to be 0.
   */
  private volatile long sum;

  /** The OR of {@link Line#sighting} over the list: a position whose bit is clear is not in it. */
  final long sightings;

  /**
   * An entry of the position ({@code tiles}, {@code key}) ({@link Line#key}) before the entries
   * {@code next}.
   */
  History(long tiles, int key, @Nullable History next) {
    this.tiles = tiles;
    this.key = key;
    this.next = next;
    this.size = next == null ? 1 : next.size + 1;
    this.sightings = Line.sighting(tiles, key) | (next == null ? 0 : next.sightings);
  }

  /** Adds a position. */
  static History push(@Nullable History list, long tiles, int key) {
    return new History(tiles, key, list);
  }

  static int size(@Nullable History list) {
    return list == null ? 0 : list.size;
  }

  /**
   * The sum of {@link Line#entryHash} of {@link Line#positionHash} over the entries: the
   * order-independent hash of the multiset. Works out (without recursion) and keeps the sums of the
   * entries that do not know theirs yet.
   */
  static long sum(@Nullable History list) {
    if (list == null) {
      return 0;
    }
    long known = list.sum;
    if (known != 0) {
      return known;
    }
    // the total: the entries down to the first whose sum is known, plus that sum
    long total = 0;
    History h = list;
    for (; h != null && h.sum == 0; h = h.next) {
      total += h.entryHash();
    }
    total += h == null ? 0 : h.sum;
    // then each entry's sum, from the newest down: the total less the entries above it
    long rest = total;
    for (History g = list; g != null && g != h; g = g.next) {
      g.sum = rest;
      rest -= g.entryHash();
    }
    return total;
  }

  private long entryHash() {
    return Line.entryHash(Line.positionHash(tiles, key));
  }

  /** How many entries equal the position. */
  static int count(@Nullable History list, long tiles, int key) {
    int c = 0;
    for (History h = list; h != null; h = h.next) {
      if (h.tiles == tiles && h.key == key) {
        c++;
      }
    }
    return c;
  }

  /**
   * The repetition rule: a position is drawn when it occurs for the third time, that is when it is
   * among the earlier positions twice already.
   */
  static boolean thirdOccurrence(@Nullable History earlier, long tiles, int key) {
    return earlier != null
        && (earlier.sightings & Line.sighting(tiles, key)) != 0
        && count(earlier, tiles, key) >= 2;
  }

  /** The entries sorted by (tiles, key): {@code out[2i]} tiles, {@code out[2i+1]} key. */
  static long[] sorted(@Nullable History list) {
    int n = size(list);
    long[] t = new long[n];
    int[] k = new int[n];
    int i = 0;
    for (History h = list; h != null; h = h.next, i++) {
      t[i] = h.tiles;
      k[i] = h.key;
    }
    // insertion sort: histories are short, and this is only used by equals
    for (int a = 1; a < n; a++) {
      long tt = t[a];
      int kk = k[a];
      int b = a - 1;
      while (b >= 0 && (t[b] > tt || (t[b] == tt && k[b] > kk))) {
        t[b + 1] = t[b];
        k[b + 1] = k[b];
        b--;
      }
      t[b + 1] = tt;
      k[b + 1] = kk;
    }
    long[] out = new long[2 * n];
    for (int j = 0; j < n; j++) {
      out[2 * j] = t[j];
      out[2 * j + 1] = k[j];
    }
    return out;
  }

  static boolean sameMultiset(@Nullable History a, @Nullable History b) {
    if (a == b) {
      return true;
    }
    if (size(a) != size(b) || sum(a) != sum(b)) {
      return false;
    }
    return java.util.Arrays.equals(sorted(a), sorted(b));
  }
}
