package dev.tabula.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class EloEstimateTest {
  private static final double NAN = Double.NaN;
  private static final double INF = Double.POSITIVE_INFINITY;

  @Test
  void toString_isWhatTheMatchSummaryPrints() {
    assertEquals(
        "+35.2 (95% interval +15.1 to +55.7)",
        new EloEstimate(35.21, 15.08, 55.7, 0.95).toString());
    assertEquals(
        "-35.2 (99.5% interval -60.0 to -10.4)",
        new EloEstimate(-35.2, -60, -10.44, 0.995).toString());
    assertEquals(
        "+0.0 (90% interval -20.0 to +20.0)", new EloEstimate(-0.01, -20, 20, 0.9).toString());
  }

  @Test
  void toString_infiniteAndNaN() {
    assertEquals(
        "+inf (95% interval +inf to +inf)", new EloEstimate(INF, INF, INF, 0.95).toString());
    assertEquals(
        "+500.0 (95% interval +120.5 to +inf)", new EloEstimate(500, 120.5, INF, 0.95).toString());
    assertEquals(
        "-inf (95% interval -inf to -inf)", new EloEstimate(-INF, -INF, -INF, 0.95).toString());
    assertEquals("? (95% interval ? to ?)", new EloEstimate(NAN, NAN, NAN, 0.95).toString());
  }

  @Test
  void plusMinus_halfWidth() {
    assertEquals(20.3, new EloEstimate(35.2, 15.1, 55.7, 0.95).plusMinus(), 1e-12);
    assertEquals(INF, new EloEstimate(500, 120, INF, 0.95).plusMinus());
    assertTrue(Double.isNaN(new EloEstimate(NAN, NAN, NAN, 0.95).plusMinus()));
  }

  @Test
  void constructor_invalid_refused() {
    assertThrows(IllegalArgumentException.class, () -> new EloEstimate(0, -1, 1, 0));
    assertThrows(IllegalArgumentException.class, () -> new EloEstimate(0, -1, 1, 1));
    assertThrows(IllegalArgumentException.class, () -> new EloEstimate(0, -1, 1, NAN));
    assertThrows(IllegalArgumentException.class, () -> new EloEstimate(2, -1, 1, 0.95));
    assertThrows(IllegalArgumentException.class, () -> new EloEstimate(0, 1, -1, 0.95));
    assertThrows(IllegalArgumentException.class, () -> new EloEstimate(NAN, -1, 1, 0.95));
    assertThrows(IllegalArgumentException.class, () -> new EloEstimate(0, NAN, NAN, 0.95));
  }
}
