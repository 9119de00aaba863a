package dev.tabula.marrakech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.tabula.core.Evaluation;
import dev.tabula.core.Heuristics;
import dev.tabula.core.spi.WeightFile;
import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link MarrakechLearnedEvaluation}: the standard one, the hand-weighted one offered as {@code
 * hand}, antisymmetric and in range over random two-player games, the hand-weighted evaluation with
 * more players, finished games by their result, and each weight read from its place on a hand-made
 * position. That its values are the training script's is {@code TrainEvalTest}'s (learn).
 */
class MarrakechLearnedEvaluationTest {
  private static final MarrakechLearnedEvaluation LEARNED = MarrakechLearnedEvaluation.learned();
  private static final MarrakechEvaluation HAND = MarrakechEvaluation.standard();

  @Test
  void learned_isTheStandardEvaluation_theHandWeightedOneIsOfferedAsHand() {
    for (int n = 2; n <= 4; n++) {
      MarrakechGame game = Boards.game(n);
      assertEquals(List.of("standard", "hand"), List.copyOf(game.evaluations().keySet()));
      assertTrue(game.evaluation() == LEARNED, "the standard evaluation is the learned one");
      assertTrue(game.evaluations().get(Heuristics.STANDARD) == LEARNED);
      assertTrue(game.evaluations().get("hand") == HAND);
    }
    assertTrue(MarrakechLearnedEvaluation.learned() == LEARNED, "one shared instance");
  }

  @Test
  void learned_antisymmetricAndInRange_twoPlayers_theHandWeightedOneWithMore() {
    Boards.everyStateOfRandomGames(20261203L, 40, (s, where) -> check(s, where));
  }

  private static void check(MarrakechState s, String where) {
    int n = s.numPlayers();
    for (int p = 0; p < n; p++) {
      double v = LEARNED.evaluate(s, p);
      if (!(v > -1 && v < 1)) {
        fail("evaluate gives " + v + " for seat " + p + "; " + where);
      }
      if (n > 2 && v != HAND.evaluate(s, p)) {
        fail("with " + n + " players not the hand-weighted value for seat " + p + "; " + where);
      }
    }
    if (n == 2 && LEARNED.evaluate(s, 0) != -LEARNED.evaluate(s, 1)) {
      fail(
          "not antisymmetric: "
              + LEARNED.evaluate(s, 0)
              + ", "
              + LEARNED.evaluate(s, 1)
              + "; "
              + where);
    }
  }

  @Test
  void learned_finishedGame_givesTheResult_andABadSeatThrows() {
    MarrakechGame g2 = Boards.game(2);
    MarrakechState s = g2.parseState(MarrakechPerftTest.EMPTY + " 33N c0r0$31,y0p0$30 -");
    assertEquals(Evaluation.FINISHED, LEARNED.evaluate(s, 0));
    assertEquals(-Evaluation.FINISHED, LEARNED.evaluate(s, 1));
    MarrakechState tie = g2.parseState(MarrakechPerftTest.EMPTY + " 33N c0r0$30,y0p0$30 -");
    assertEquals(0.0, LEARNED.evaluate(tie, 0));
    assertThrows(IllegalArgumentException.class, () -> LEARNED.evaluate(g2.start(), 2));
    assertThrows(IllegalArgumentException.class, () -> LEARNED.evaluate(g2.start(), -1));
  }

  @Test
  void learned_eachWeight_isReadFromItsPlace() {
    // seat 0 (cyan, red) shows 5 squares and has 45 dirhams, 19 rugs; seat 1 (yellow) shows 1, has
    // 25 dirhams, 20 rugs. Assam on (3,3): one cyan square 4 steps away, the others farther.
    String board =
        Boards.board("cc.....", "cc.....", ".......", ".......", ".......", ".......", "r.....y");
    MarrakechState s =
        Boards.game(2).parseState(board + " 33N c9r10$45,y10p10$25 1C"); // seat 1 to move
    double scale = 1 / Math.sqrt(20 + 1);
    double lead = 25 + 1 - 45 - 5;
    assertEquals(
        Evaluation.FINISHED * Math.tanh(0.5), weights(0, 0.5).evaluate(s, 1), 1e-15, "bias");
    assertEquals(-Evaluation.FINISHED * Math.tanh(0.5), weights(0, 0.5).evaluate(s, 0), 1e-15);
    assertEquals(value(0.1 * lead * scale), weights(1, 0.1).evaluate(s, 1), 1e-15, "score");
    assertEquals(value(0.1 * -20 * scale), weights(2, 0.1).evaluate(s, 1), 1e-15, "dirhams");
    assertEquals(value(0.1 * 1 * scale), weights(3, 0.1).evaluate(s, 1), 1e-15, "rugs");
    assertEquals(value(0.1 * lead / 10), weights(4, 0.1).evaluate(s, 1), 1e-15, "score / 10");
    // the rings while the mover rolls next (phase C): the mover's squares at 1..4 (5-8), the
    // other's (9-12); the one cyan square 4 steps away is the other's
    for (int i = 5; i <= 12; i++) {
      double expected = i == 12 ? value(0.1 * scale) : value(0);
      assertEquals(expected, weights(i, 0.1).evaluate(s, 1), 1e-15, "ring weight " + i);
    }
    // the rings when the other seat rolls next (phase P, 13-20) count nothing in phase C
    for (int i = 13; i <= 20; i++) {
      assertEquals(value(0), weights(i, 0.1).evaluate(s, 1), 1e-15, "ring weight " + i);
    }
    // seen by seat 0, to move in phase C: its own cyan square 4 steps away is weight 8
    MarrakechState cyan = Boards.game(2).parseState(board + " 33N c9r10$45,y10p10$25 0C");
    assertEquals(value(0.1 * scale), weights(8, 0.1).evaluate(cyan, 0), 1e-15);
  }

  @Test
  void learned_read_refusesAnotherLayout() {
    assertEquals(
        "line 1: expected 'features marrakech-2p-1', got 'features toguz-1'",
        assertThrows(
                IllegalArgumentException.class,
                () -> MarrakechLearnedEvaluation.read(new StringReader("features toguz-1\n")))
            .getMessage());
  }

  private static double value(double x) {
    return Evaluation.FINISHED * Math.tanh(x);
  }

  /** An evaluation whose weights are all 0 but one. */
  private static MarrakechLearnedEvaluation weights(int at, double value) {
    double[] w = new double[MarrakechLearnedEvaluation.WEIGHTS];
    w[at] = value;
    StringBuilder text =
        new StringBuilder(WeightFile.FORMAT + "\nfeatures marrakech-2p-1\nweights 21\n");
    for (double v : w) {
      text.append(v).append('\n');
    }
    return MarrakechLearnedEvaluation.read(new StringReader(text.toString()));
  }
}
