package dev.tabula.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ZeroSumEvaluationTest {

  /** The value for the first player is the state itself, squashed. */
  private static final ZeroSumEvaluation<Double> SQUASH =
      new ZeroSumEvaluation<>("Red", "Blue") {
        @Override
        protected double forFirst(Double state) {
          return Evaluation.tanh(state);
        }
      };

  @Test
  void evaluate_negatesExactlyForTheSecondPlayer() {
    SplittableRandom random = new SplittableRandom(19);
    for (int i = 0; i < 1000; i++) {
      double x = (random.nextDouble() - 0.5) * 20;
      assertEquals(Evaluation.tanh(x), SQUASH.evaluate(x, 0), "x = " + x);
      assertEquals(-SQUASH.evaluate(x, 0), SQUASH.evaluate(x, 1), "x = " + x);
    }
  }

  @Test
  void evaluate_refusesOtherSeats_namingThePlayers() {
    for (int seat : new int[] {-1, 2, Integer.MIN_VALUE}) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> SQUASH.evaluate(0.5, seat));
      assertEquals("a player is 0 (Red) or 1 (Blue), got " + seat, e.getMessage());
    }
  }

  @Test
  void tanh_isOddExactly_boundedAndCloseToMathTanh() {
    SplittableRandom random = new SplittableRandom(7);
    for (int i = 0; i < 10_000; i++) {
      double x = (random.nextDouble() - 0.5) * 40;
      double t = Evaluation.tanh(x);
      assertEquals(-t, Evaluation.tanh(-x), "x = " + x);
      assertTrue(t >= -1 && t <= 1, "x = " + x);
      assertEquals(Math.tanh(x), t, 1e-15, "x = " + x);
    }
    assertEquals(0.0, Evaluation.tanh(0));
    assertEquals(1.0, Evaluation.tanh(1000));
    assertEquals(-1.0, Evaluation.tanh(Double.NEGATIVE_INFINITY));
  }
}
