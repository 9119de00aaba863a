package dev.tabula.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PentanomialTest {

  @Test
  void plus_countsByPoints() {
    Pentanomial p = Pentanomial.ZERO.plus(0).plus(0.5).plus(1).plus(1).plus(1.5).plus(2).plus(2);
    assertEquals(new Pentanomial(1, 1, 2, 1, 2), p);
    assertEquals(7, p.pairs());
    assertEquals(0.5 + 2 + 1.5 + 4, p.points());
    assertEquals(8.0 / 14, p.fraction());
    assertEquals(new Pentanomial(2, 1, 2, 1, 1), p.reversed());
  }

  @Test
  void plus_otherPoints_refused() {
    assertThrows(IllegalArgumentException.class, () -> Pentanomial.ZERO.plus(0.25));
    assertThrows(IllegalArgumentException.class, () -> Pentanomial.ZERO.plus(2.5));
    assertThrows(IllegalArgumentException.class, () -> Pentanomial.ZERO.plus(-0.5));
    assertThrows(IllegalArgumentException.class, () -> new Pentanomial(0, 0, -1, 0, 0));
  }

  @Test
  void toString_countsInOrder() {
    assertEquals("[0, 3, 10, 4, 1]", new Pentanomial(0, 3, 10, 4, 1).toString());
  }

  @Test
  void noPairs_nan() {
    assertEquals(0, Pentanomial.ZERO.pairs());
    assertTrue(Double.isNaN(Pentanomial.ZERO.fraction()));
    assertTrue(Double.isNaN(Pentanomial.ZERO.elo().difference()));
  }

  @Test
  void elo_knownInterval() {
    // [2, 10, 20, 14, 4], P = 50 pairs; per-pair scores x = 0, 1/4, 1/2, 3/4, 1.
    // μ = (10 * 0.25 + 20 * 0.5 + 14 * 0.75 + 4) / 50 = (2.5 + 10 + 10.5 + 4) / 50 = 0.54.
    // σ² = [2 * 0.54² + 10 * 0.29² + 20 * 0.04² + 14 * 0.21² + 4 * 0.46²] / 50
    //    = (0.5832 + 0.841 + 0.032 + 0.6174 + 0.8464) / 50 = 2.92 / 50 = 0.0584.
    // Half-width 1.959964 * sqrt(0.0584 / 50) = 1.959964 * 0.0341760 = 0.0669838.
    // Elo: 400 log10(0.54 / 0.46) = 27.8544; 400 log10(0.4730162 / 0.5269838) = -18.7685;
    //      400 log10(0.6069838 / 0.3930162) = 75.5066.
    EloEstimate e = new Pentanomial(2, 10, 20, 14, 4).elo();
    assertEquals(27.85437125655782, e.difference(), 1e-9);
    assertEquals(-18.76847105306467, e.lower(), 1e-6);
    assertEquals(75.50662896729155, e.upper(), 1e-6);
  }

  @Test
  void elo_pairsThatCancel_tighterThanGames() {
    // 100 pairs, each a win and a loss: the trinomial view sees 100 wins and 100 losses and a
    // wide interval, the pentanomial one sees pairs that all scored 1: no variance at all.
    EloEstimate pairs = new Pentanomial(0, 0, 100, 0, 0).elo();
    assertEquals(new EloEstimate(0, 0, 0, 0.95), pairs);
    EloEstimate games = new Score(100, 0, 100).elo();
    assertTrue(games.lower() < -40 && games.upper() > 40, games.toString());
  }
}
