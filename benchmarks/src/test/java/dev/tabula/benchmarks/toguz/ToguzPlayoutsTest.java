package dev.tabula.benchmarks.toguz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The benchmark's own draw is exactly in range and uniform enough to play fair random games. */
class ToguzPlayoutsTest {

  @Test
  void uniform_boundsOneToNine_inRangeAndEvenlySpread() {
    SplittableRandom r = new SplittableRandom(7);
    for (int bound = 1; bound <= 9; bound++) {
      int draws = 90_000;
      int[] counts = new int[bound];
      for (int i = 0; i < draws; i++) {
        int v = ToguzPlayouts.uniform(r, bound);
        assertTrue(v >= 0 && v < bound, "bound " + bound + " gave " + v);
        counts[v]++;
      }
      double expected = (double) draws / bound;
      for (int v = 0; v < bound; v++) {
        assertTrue(
            Math.abs(counts[v] - expected) < 0.03 * expected,
            "bound "
                + bound
                + " value "
                + v
                + " drawn "
                + counts[v]
                + " times, expected ~"
                + expected);
      }
    }
  }

  @Test
  void uniform_boundOne_alwaysZero() {
    SplittableRandom r = new SplittableRandom(1);
    for (int i = 0; i < 1000; i++) {
      assertEquals(0, ToguzPlayouts.uniform(r, 1));
    }
  }
}
