package dev.tabula.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class TranspositionTableTest {

  /** The slot a probe finds the key in, or -1. */
  private static int probe(TranspositionTable t, long key, int depth) {
    TranspositionTable.Entry e = new TranspositionTable.Entry();
    return t.probe(key, depth, e) ? e.slot() : -1;
  }

  /** The entry a probe finds; fails if there is none. */
  private static TranspositionTable.Entry entry(TranspositionTable t, long key, int depth) {
    TranspositionTable.Entry e = new TranspositionTable.Entry();
    assertTrue(t.probe(key, depth, e), "key " + key + " not found");
    return e;
  }

  @Test
  void probe_returnsWhatWasStored() {
    TranspositionTable t = new TranspositionTable(16);
    t.store(42L, 5, TranspositionTable.LOWER, 0.25, 7, true, 3);
    TranspositionTable.Entry e = entry(t, 42L, 5);
    assertEquals(5, e.depth());
    assertEquals(TranspositionTable.LOWER, e.bound());
    assertEquals(0.25, e.value());
    assertEquals(7, e.move());
    assertTrue(e.horizon());
    assertEquals(-1, probe(t, 43L, 5));
  }

  @Test
  void store_shallowerEntry_keepsTheDeeperOneOfTheSameIteration() {
    TranspositionTable t = new TranspositionTable(2); // one bucket: every key collides
    t.store(1L, 6, TranspositionTable.EXACT, 0.5, 1, false, 1);
    t.store(2L, 2, TranspositionTable.EXACT, 0.1, 2, false, 1);
    t.store(3L, 3, TranspositionTable.EXACT, 0.2, 3, false, 1);
    assertTrue(probe(t, 1L, 6) >= 0, "the depth-preferred slot keeps depth 6");
    assertEquals(-1, probe(t, 2L, 2), "the always-replace slot was overwritten");
    assertTrue(probe(t, 3L, 3) >= 0);
  }

  @Test
  void store_laterIteration_replacesTheDeepSlot() {
    TranspositionTable t = new TranspositionTable(2);
    t.store(1L, 6, TranspositionTable.EXACT, 0.5, 1, false, 1);
    t.store(2L, 2, TranspositionTable.EXACT, 0.1, 2, false, 2);
    assertEquals(-1, probe(t, 1L, 6));
    assertTrue(probe(t, 2L, 2) >= 0);
  }

  @Test
  void probe_prefersTheEntryOfTheAskedDepth() {
    TranspositionTable t = new TranspositionTable(2);
    t.store(1L, 6, TranspositionTable.EXACT, 0.5, 1, false, 1);
    t.store(1L, 4, TranspositionTable.UPPER, 0.3, 2, false, 1);
    assertEquals(4, entry(t, 1L, 4).depth());
    assertEquals(6, entry(t, 1L, 6).depth());
  }

  @Test
  void new_notAPowerOfTwo_refused() {
    assertThrows(IllegalArgumentException.class, () -> new TranspositionTable(3));
    assertThrows(IllegalArgumentException.class, () -> new TranspositionTable(1));
  }

  @Test
  void store_manyKeys_spreadOverTheBuckets() {
    TranspositionTable t = new TranspositionTable(1024);
    for (long key = 1; key <= 100; key++) {
      t.store(key, 1, TranspositionTable.EXACT, key, (int) key, false, 1);
    }
    int found = 0;
    for (long key = 1; key <= 100; key++) {
      TranspositionTable.Entry e = new TranspositionTable.Entry();
      if (t.probe(key, 1, e)) {
        found++;
        assertEquals((int) key, e.move());
      }
    }
    assertTrue(found >= 90, found + " of 100 keys kept in 512 buckets");
  }

  @Test
  void store_sameDepth_replacesTheDepthSlot() {
    TranspositionTable t = new TranspositionTable(2);
    t.store(1L, 3, TranspositionTable.EXACT, 0.5, 1, false, 1);
    t.store(2L, 3, TranspositionTable.EXACT, 0.1, 2, false, 1);
    assertEquals(-1, probe(t, 1L, 3));
    assertEquals(0, probe(t, 2L, 3));
  }

  @Test
  void probe_otherDepths_firstSlotWins() {
    TranspositionTable t = new TranspositionTable(2);
    t.store(1L, 6, TranspositionTable.EXACT, 0.5, 1, false, 1);
    t.store(1L, 4, TranspositionTable.UPPER, 0.3, 2, true, 1);
    assertEquals(6, entry(t, 1L, 5).depth());
    assertEquals(0, probe(t, 1L, 5));
    assertEquals(false, entry(t, 1L, 6).horizon());
    assertEquals(true, entry(t, 1L, 4).horizon());
  }

  @Test
  void begin_hidesWhatEarlierSearchesStored() {
    TranspositionTable t = new TranspositionTable(2);
    t.store(1L, 6, TranspositionTable.EXACT, 0.5, 1, false, 1);
    t.begin(2);
    assertEquals(-1, probe(t, 1L, 6), "an entry of the last search is not found");
    // ... and its slot is free: a shallower entry of the same iteration takes the first slot,
    // as in a new table, where it would have had to go to the second next to a deeper entry.
    t.store(2L, 2, TranspositionTable.EXACT, 0.1, 2, false, 1);
    assertEquals(0, probe(t, 2L, 2));
  }

  @Test
  void begin_acrossTheClearingOfTheStamps_neverShowsAnOldEntry() {
    TranspositionTable t = new TranspositionTable(4);
    for (int search = 0; search < 3 * TranspositionTable.SEARCH_STAMPS; search++) {
      assertEquals(-1, probe(t, 7L, 3), "search " + search);
      assertEquals(-1, probe(t, 8L, 3), "search " + search);
      t.store(search % 2 == 0 ? 7L : 8L, 3, TranspositionTable.LOWER, 0.25, 1, true, 3);
      assertTrue(probe(t, search % 2 == 0 ? 7L : 8L, 3) >= 0);
      t.begin(4);
    }
  }

  @Test
  void begin_fewerEntries_usesOnlyTheFirstOnes() {
    TranspositionTable t = new TranspositionTable(1024);
    t.begin(2); // one bucket, as in a table of 2: every key collides
    t.store(1L, 6, TranspositionTable.EXACT, 0.5, 1, false, 1);
    t.store(2L, 2, TranspositionTable.EXACT, 0.1, 2, false, 1);
    t.store(3L, 3, TranspositionTable.EXACT, 0.2, 3, false, 1);
    assertEquals(0, probe(t, 1L, 6));
    assertEquals(-1, probe(t, 2L, 2));
    assertEquals(1, probe(t, 3L, 3));
    assertThrows(IllegalArgumentException.class, () -> t.begin(2048));
    assertThrows(IllegalArgumentException.class, () -> t.begin(3));
    assertEquals(1024, t.capacity());
  }
}
