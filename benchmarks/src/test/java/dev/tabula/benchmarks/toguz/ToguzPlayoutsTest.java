package dev.tabula.benchmarks.toguz;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The benchmark's own draw is exactly uniform, and takes ten draws from one {@code nextLong()}. */
class ToguzPlayoutsTest {

  @Test
  void sixBits_everyValueOfTheBits_exactlyUniform() {
    for (int n = 1; n <= 9; n++) {
      int[] counts = new int[n];
      int rejected = 0;
      for (int u = 0; u < 64; u++) {
        // u in the first 6 bits the draw takes (bits 4..9 of the long), 0 in the next
        ToguzPlayouts.SixBits draw = new ToguzPlayouts.SixBits(new FixedLongs((long) u << 4));
        int index = draw.index(n);
        if (u < 64 - 64 % n) {
          counts[index]++;
        } else {
          assertEquals(0, index, "rejected, then the next 6 bits (0) give index 0");
          rejected++;
        }
      }
      for (int i = 0; i < n; i++) {
        assertEquals(64 / n, counts[i], "n " + n + ", index " + i);
      }
      assertEquals(64 % n, rejected);
    }
  }

  @Test
  void sixBits_tenDrawsPerLong() {
    FixedLongs random = new FixedLongs(-1L);
    ToguzPlayouts.SixBits draw = new ToguzPlayouts.SixBits(random);
    for (int i = 0; i < 10; i++) {
      assertEquals(63 % 8, draw.index(8));
    }
    assertEquals(1, random.used);
    draw.index(8);
    assertEquals(2, random.used);
  }

  /** Returns the given nextLong() values in turn (the last one repeated). */
  private static final class FixedLongs implements java.util.random.RandomGenerator {
    private final long[] values;
    int used;

    FixedLongs(long... values) {
      this.values = values;
    }

    @Override
    public long nextLong() {
      return values[Math.min(used++, values.length - 1)];
    }
  }
}
