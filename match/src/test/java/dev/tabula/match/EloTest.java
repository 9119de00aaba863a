package dev.tabula.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class EloTest {

  @Test
  void fromScore_knownValues() {
    // 400 log10(0.75 / 0.25) = 400 log10(3) = 400 * 0.47712125472 = 190.8485
    assertEquals(190.848501887865, Elo.fromScore(0.75), 1e-9);
    assertEquals(-190.848501887865, Elo.fromScore(0.25), 1e-9);
    assertEquals(0.0, Elo.fromScore(0.5));
    // 400 log10(0.9 / 0.1) = 400 * 0.95424250943 = 381.697
    assertEquals(381.697003775730, Elo.fromScore(0.9), 1e-9);
  }

  @Test
  void expectedScore_knownValues() {
    assertEquals(0.5, Elo.expectedScore(0));
    // 1 / (1 + 10^(-1/4)) = 1 / (1 + 0.56234132519) = 0.64006499980
    assertEquals(0.6400649998028851, Elo.expectedScore(100), 1e-15);
    assertEquals(0.75, Elo.expectedScore(400 * Math.log10(3)), 1e-15);
  }

  @Test
  void roundTrips() {
    for (double s = 0.001; s < 1; s += 0.001) {
      assertEquals(s, Elo.expectedScore(Elo.fromScore(s)), 1e-14, "score " + s);
    }
    for (double e = -1000; e <= 1000; e += 0.5) {
      assertEquals(e, Elo.fromScore(Elo.expectedScore(e)), 1e-9, "elo " + e);
    }
  }

  @Test
  void edges_infiniteOrNaN() {
    assertEquals(Double.POSITIVE_INFINITY, Elo.fromScore(1));
    assertEquals(Double.NEGATIVE_INFINITY, Elo.fromScore(0));
    assertEquals(Double.NEGATIVE_INFINITY, Elo.fromScore(-0.0));
    assertTrue(Double.isNaN(Elo.fromScore(1.5)));
    assertTrue(Double.isNaN(Elo.fromScore(-0.5)));
    assertTrue(Double.isNaN(Elo.fromScore(Double.NaN)));
    assertEquals(1.0, Elo.expectedScore(Double.POSITIVE_INFINITY));
    assertEquals(0.0, Elo.expectedScore(Double.NEGATIVE_INFINITY));
    assertTrue(Double.isNaN(Elo.expectedScore(Double.NaN)));
  }
}
