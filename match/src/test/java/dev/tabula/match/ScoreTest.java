package dev.tabula.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ScoreTest {

  @Test
  void counts_pointsFractionDrawRatio() {
    Score s = new Score(60, 20, 40);
    assertEquals(120, s.games());
    assertEquals(70.0, s.points());
    assertEquals(70.0 / 120, s.fraction());
    assertEquals(20.0 / 120, s.drawRatio());
  }

  @Test
  void noGames_nanFractions() {
    assertEquals(0, Score.ZERO.games());
    assertEquals(0.0, Score.ZERO.points());
    assertTrue(Double.isNaN(Score.ZERO.fraction()));
    assertTrue(Double.isNaN(Score.ZERO.drawRatio()));
  }

  @Test
  void plus_oneGameOrAScore() {
    Score s = Score.ZERO.plus(1).plus(1).plus(0.5).plus(0);
    assertEquals(new Score(2, 1, 1), s);
    assertEquals(new Score(3, 3, 5), s.plus(new Score(1, 2, 4)));
    assertEquals(new Score(1, 1, 2), s.reversed());
    assertEquals(s, s.reversed().reversed());
  }

  @Test
  void plus_otherPoints_refused() {
    assertThrows(IllegalArgumentException.class, () -> Score.ZERO.plus(0.25));
    assertThrows(IllegalArgumentException.class, () -> Score.ZERO.plus(2));
    assertThrows(IllegalArgumentException.class, () -> Score.ZERO.plus(-1));
    assertThrows(IllegalArgumentException.class, () -> Score.ZERO.plus(Double.NaN));
  }

  @Test
  void constructor_negative_refused() {
    assertThrows(IllegalArgumentException.class, () -> new Score(-1, 0, 0));
    assertThrows(IllegalArgumentException.class, () -> new Score(0, -1, 0));
    assertThrows(IllegalArgumentException.class, () -> new Score(0, 0, -1));
  }

  @Test
  void los_knownValue() {
    // W = 60, D = 20, L = 40: (W - L) / sqrt(W + L) = 20 / 10 = 2, and
    // Φ(2) = (1 + erf(2 / sqrt 2)) / 2 = (1 + 0.95449973610) / 2 = 0.97724986805.
    assertEquals(0.9772498680518208, new Score(60, 20, 40).los(), 1e-15);
    // Draws do not count; the opponent's LOS is the complement.
    assertEquals(0.9772498680518208, new Score(60, 500, 40).los(), 1e-15);
    assertEquals(1 - 0.9772498680518208, new Score(40, 20, 60).los(), 1e-15);
  }

  @Test
  void los_noDecisiveGames_half() {
    assertEquals(0.5, Score.ZERO.los());
    assertEquals(0.5, new Score(0, 10, 0).los());
    assertEquals(0.5, new Score(30, 10, 30).los());
  }

  @Test
  void elo_knownInterval() {
    // W = 60, D = 20, L = 20, N = 100: mean μ = (60 + 10) / 100 = 0.7.
    // σ² = [60 (1 - 0.7)² + 20 (0.5 - 0.7)² + 20 (0 - 0.7)²] / 100
    //    = [60 * 0.09 + 20 * 0.04 + 20 * 0.49] / 100 = (5.4 + 0.8 + 9.8) / 100 = 0.16, σ = 0.4.
    // Half-width 1.959964 * 0.4 / sqrt(100) = 0.0783986, so the score lies in [0.6216014,
    // 0.7783986].
    // Elo: 400 log10(0.7 / 0.3) = 147.1907;
    //      400 log10(0.6216014 / 0.3783986) = 400 * 0.215563 = 86.2250;
    //      400 log10(0.7783986 / 0.2216014) = 400 * 0.545629 = 218.2518.
    EloEstimate e = new Score(60, 20, 20).elo();
    assertEquals(147.19071411783776, e.difference(), 1e-9);
    assertEquals(86.22501520030423, e.lower(), 1e-6);
    assertEquals(218.2517776410748, e.upper(), 1e-6);
    assertEquals(0.95, e.confidence());
    assertEquals((218.2517776410748 - 86.22501520030423) / 2, e.plusMinus(), 1e-6);
  }

  @Test
  void elo_widerWithMoreConfidence_reversedIsMirrored() {
    Score s = new Score(45, 30, 25);
    EloEstimate e95 = s.elo();
    EloEstimate e99 = s.elo(0.99);
    assertTrue(e99.lower() < e95.lower() && e95.upper() < e99.upper());
    assertEquals(e95.difference(), e99.difference());
    EloEstimate r = s.reversed().elo();
    assertEquals(-e95.difference(), r.difference(), 1e-9);
    assertEquals(-e95.upper(), r.lower(), 1e-9);
    assertEquals(-e95.lower(), r.upper(), 1e-9);
  }

  @Test
  void elo_degenerateSamples_defined() {
    EloEstimate none = Score.ZERO.elo();
    assertTrue(Double.isNaN(none.difference()) && Double.isNaN(none.lower()));
    assertTrue(Double.isNaN(none.upper()));
    assertEquals(
        new EloEstimate(
            Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, 0.95),
        new Score(10, 0, 0).elo());
    assertEquals(
        new EloEstimate(
            Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY, 0.95),
        new Score(0, 0, 10).elo());
    assertEquals(new EloEstimate(0, 0, 0, 0.95), new Score(0, 10, 0).elo());
    // An interval that reaches a score of 1 has an infinite upper end.
    EloEstimate nearlyAll = new Score(9, 0, 1).elo();
    assertEquals(Double.POSITIVE_INFINITY, nearlyAll.upper());
    assertTrue(Double.isFinite(nearlyAll.lower()) && Double.isFinite(nearlyAll.difference()));
  }

  @Test
  void elo_badConfidence_refused() {
    Score s = new Score(1, 1, 1);
    assertThrows(IllegalArgumentException.class, () -> s.elo(0));
    assertThrows(IllegalArgumentException.class, () -> s.elo(1));
    assertThrows(IllegalArgumentException.class, () -> s.elo(Double.NaN));
  }
}
