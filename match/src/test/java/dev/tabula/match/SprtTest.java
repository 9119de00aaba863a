package dev.tabula.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

// Reference values of the exact GSPRT were computed independently in Python: the same equations
// solved with scipy's brentq, as fishtest's LLRcalc.LLR_logistic does.
class SprtTest {

  @Test
  void bounds_alphaBetaFivePercent() {
    Sprt sprt = Sprt.of(0, 5);
    // ln(0.05 / 0.95) = -ln 19 = -2.944439
    assertEquals(-2.9444389791664403, sprt.lowerBound(), 1e-15);
    assertEquals(2.9444389791664403, sprt.upperBound(), 1e-15);
    assertEquals(new Sprt(0, 5, 0.05, 0.05), sprt);
  }

  @Test
  void bounds_asymmetric() {
    Sprt sprt = new Sprt(-3, 1, 0.1, 0.02);
    assertEquals(Math.log(0.02 / 0.9), sprt.lowerBound(), 1e-15);
    assertEquals(Math.log(0.98 / 0.1), sprt.upperBound(), 1e-15);
  }

  @Test
  void constructor_invalid_refused() {
    assertThrows(IllegalArgumentException.class, () -> Sprt.of(5, 5));
    assertThrows(IllegalArgumentException.class, () -> Sprt.of(5, 0));
    assertThrows(IllegalArgumentException.class, () -> Sprt.of(Double.NaN, 5));
    assertThrows(IllegalArgumentException.class, () -> Sprt.of(0, Double.POSITIVE_INFINITY));
    assertThrows(IllegalArgumentException.class, () -> Sprt.of(7000, 8000));
    assertThrows(IllegalArgumentException.class, () -> new Sprt(0, 5, 0, 0.05));
    assertThrows(IllegalArgumentException.class, () -> new Sprt(0, 5, 0.05, 1));
    assertThrows(IllegalArgumentException.class, () -> new Sprt(0, 5, 0.5, 0.5));
    assertThrows(IllegalArgumentException.class, () -> new Sprt(0, 5, Double.NaN, 0.05));
  }

  @Test
  void decide_atAndBetweenBounds() {
    Sprt sprt = Sprt.of(0, 5);
    assertEquals(Sprt.Decision.CONTINUE, sprt.decide(0));
    assertEquals(Sprt.Decision.CONTINUE, sprt.decide(2.9));
    assertEquals(Sprt.Decision.ACCEPT_H1, sprt.decide(sprt.upperBound()));
    assertEquals(Sprt.Decision.ACCEPT_H1, sprt.decide(10));
    assertEquals(Sprt.Decision.ACCEPT_H0, sprt.decide(sprt.lowerBound()));
    assertEquals(Sprt.Decision.ACCEPT_H0, sprt.decide(-10));
    assertEquals(Sprt.Decision.CONTINUE, sprt.decide(Double.NaN));
  }

  @Test
  void llr_pentanomial_knownValue() {
    // [2, 10, 20, 14, 4]: N = 50, frequencies p̂ = 0.04, 0.2, 0.4, 0.28, 0.08 at x = 0 .. 1 by 1/4.
    // H0: elo 0, s0 = 0.5. With θ0 = 2/3 the divisors 1 + θ0 (x - 0.5) are 2/3, 5/6, 1, 7/6, 4/3,
    //   so p0 = 0.06, 0.24, 0.4, 0.24, 0.06: it sums to 1 and has mean 0.5, the MLE under H0.
    // H1: elo 20, s1 = 1 / (1 + 10^-0.05) = 0.5287506. θ1 = 0.1918463 gives
    //   p1 = 0.0445156, 0.2112997, 0.4022185, 0.2685991, 0.0733671 (sum 1, mean 0.5287506).
    // LLR = 50 Σ p̂ ln(p1 / p0)
    //     = 50 (-0.011940 - 0.025472 + 0.002212 + 0.031523 + 0.016090) = 50 * 0.0124131 = 0.620653.
    // Its normal approximation N (s1 - s0)(2μ - s0 - s1) / (2σ²), with μ = 0.54, σ² = 0.0584:
    //   50 * 0.0287506 * (1.08 - 1.0287506) / 0.1168 = 0.630758, about 2% more.
    Sprt sprt = Sprt.of(0, 20);
    assertEquals(0.6206525636268165, sprt.llr(new Pentanomial(2, 10, 20, 14, 4)), 1e-9);
  }

  @Test
  void llr_manyPairs_closeToNormalApproximation() {
    Pentanomial p = new Pentanomial(1000, 4000, 7000, 5000, 1500);
    double n = p.pairs();
    double[] x = {0, 0.25, 0.5, 0.75, 1};
    long[] c = {1000, 4000, 7000, 5000, 1500};
    double mean = p.fraction();
    double var = 0;
    for (int i = 0; i < 5; i++) {
      var += c[i] * (x[i] - mean) * (x[i] - mean) / n;
    }
    double s0 = Elo.expectedScore(0);
    double s1 = Elo.expectedScore(5);
    double approx = n * (s1 - s0) * (2 * mean - s0 - s1) / (2 * var);
    double exact = Sprt.of(0, 5).llr(p);
    assertEquals(48.64845044741056, exact, 1e-7);
    assertEquals(approx, exact, 0.02 * approx);
  }

  @Test
  void llr_trinomial_knownValues() {
    // W 60, D 20, L 20, elo 0 vs 20, computed as the pentanomial case over scores 0, 1/2, 1.
    assertEquals(2.6806802848935907, Sprt.of(0, 20).llr(new Score(60, 20, 20)), 1e-9);
    // W 500, D 300, L 400 between -5 and 10: exact 5.26040; its normal approximation is 5.30771.
    assertEquals(5.2604015147388274, Sprt.of(-5, 10).llr(new Score(500, 300, 400)), 1e-9);
  }

  @Test
  void llr_signFollowsTheData() {
    Sprt sprt = Sprt.of(0, 10);
    assertTrue(sprt.llr(new Pentanomial(10, 40, 100, 60, 20)) > 0);
    assertTrue(sprt.llr(new Pentanomial(20, 60, 100, 40, 10)) < 0);
    assertTrue(sprt.llr(new Score(50, 10, 30)) > 0);
    assertTrue(sprt.llr(new Score(30, 10, 50)) < 0);
  }

  @Test
  void llr_noPairs_zero() {
    assertEquals(0.0, Sprt.of(0, 5).llr(Pentanomial.ZERO));
    assertEquals(0.0, Sprt.of(0, 5).llr(Score.ZERO));
  }

  @Test
  void llr_degenerateSamples_regularizedAndFinite() {
    Sprt sprt = Sprt.of(0, 20);
    // Every pair scores 1 (two deterministic bots that each win with the same seat): the empty
    // counts are replaced by 0.001 and the LLR falls steadily, -0.0547 after 1 pair, -2.3607 after
    // 40, -2.9526 after 50, so the match stops with H0 after 50 pairs instead of never.
    assertEquals(-0.054750930524514727, sprt.llr(new Pentanomial(0, 0, 1, 0, 0)), 1e-9);
    assertEquals(-2.3606646734061973, sprt.llr(new Pentanomial(0, 0, 40, 0, 0)), 1e-9);
    assertEquals(-2.952647096227051, sprt.llr(new Pentanomial(0, 0, 50, 0, 0)), 1e-9);
    assertEquals(Sprt.Decision.CONTINUE, sprt.decide(sprt.llr(new Pentanomial(0, 0, 49, 0, 0))));
    assertEquals(Sprt.Decision.ACCEPT_H0, sprt.decide(sprt.llr(new Pentanomial(0, 0, 50, 0, 0))));
    // Every pair won: H1 after some tens of pairs, +0.0560 per pair at first.
    assertEquals(0.05601667565975586, sprt.llr(new Pentanomial(0, 0, 0, 0, 1)), 1e-9);
    assertEquals(0.2796518918114488, sprt.llr(new Pentanomial(0, 0, 0, 0, 5)), 1e-9);
    double llr = sprt.llr(new Pentanomial(0, 0, 0, 0, 100));
    assertTrue(Double.isFinite(llr) && sprt.decide(llr) == Sprt.Decision.ACCEPT_H1, "" + llr);
    double lost = sprt.llr(new Pentanomial(100, 0, 0, 0, 0));
    assertTrue(Double.isFinite(lost) && sprt.decide(lost) == Sprt.Decision.ACCEPT_H0, "" + lost);
  }
}
