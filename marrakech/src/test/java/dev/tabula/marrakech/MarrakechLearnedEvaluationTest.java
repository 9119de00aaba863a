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
 * hand}, in range over random games (antisymmetric with two players, the hand-weighted evaluation
 * with more unless weights are read, a seat that is out lost with read ones), finished games by
 * their result, each weight of the two- and the three-player model read from its place on a
 * hand-made position, and a weight file for one number of players leaving the others' weights. That
 * its values are the training script's is {@code TrainEvalTest}'s (learn).
 */
class MarrakechLearnedEvaluationTest {
  private static final MarrakechLearnedEvaluation LEARNED = MarrakechLearnedEvaluation.learned();
  private static final MarrakechEvaluation HAND = MarrakechEvaluation.standard();

  /** Three-player weights of a model trained on a few games (training/train_eval.py's output). */
  private static final MarrakechLearnedEvaluation THREE = threePlayerModel();

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
  void learned_inRange_antisymmetricWithTwoPlayers_theHandWeightedOneWithMore() {
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
      double read = n == 3 ? THREE.evaluate(s, p) : v;
      if (!(read > -1 && read < 1)) {
        fail("weights read give " + read + " for seat " + p + "; " + where);
      }
      if (n == 3 && s.phase() != Phase.OVER && s.outAt(p) && read != -Evaluation.FINISHED) {
        fail("seat " + p + " is out but worth " + read + "; " + where);
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
  void learned_eachThreePlayerWeight_isReadFromItsPlace() {
    // seat 0 (cyan) shows 4 squares and has 40 dirhams, 13 rugs left; seat 1 (yellow) shows 2, has
    // 30, 14 rugs; seat 2 (red) shows 1, has 20, 14 rugs. Assam on (3,3): the red square 1 step
    // away, the yellow ones 3, the cyan ones 5 and more.
    String board =
        Boards.board("cc....c", "c......", ".......", "..r...y", ".......", ".......", "...y...");
    String seats = "c13$40,y14$30,r14$20";
    MarrakechState s = Boards.game(3).parseState(board + " 33N " + seats + " 1O"); // seat 1 moves
    double scale = 1 / Math.sqrt(14 + 1);
    // seen by seat 1: strongest rival 44 (cyan), weakest 21 (red), richest 40, most rugs 14
    double top = 32 - 44;
    double bottom = 32 - 21;
    double[] expected = {
      0.5,
      0.1 * top * scale,
      0.1 * bottom * scale,
      0.1 * (30 - 40) * scale,
      0,
      0.1 * top / 10,
      0.1 * bottom / 10,
      0,
    };
    for (int i = 0; i < expected.length; i++) {
      double w = i == 0 ? 0.5 : 0.1;
      assertEquals(value(expected[i]), weights3(i, w).evaluate(s, 1), 1e-15, "weight " + i);
    }
    // seat 1 rolls next (phase O): its squares at 1..4 (8-11), yellow at 3; its rivals' (12-15),
    // red at 1; the rings of another roller (16-23) count nothing
    for (int i = 8; i < 24; i++) {
      double x = i == 10 ? 0.2 * scale : i == 12 ? 0.1 * scale : 0;
      assertEquals(value(x), weights3(i, 0.1).evaluate(s, 1), 1e-15, "ring weight " + i);
    }
    // seen by seat 2 while seat 1 rolls next: its own red square 1 step away (16), the roller's
    // yellow squares 3 steps away (22); the rings of a seat rolling itself (8-15) count nothing
    for (int i = 8; i < 24; i++) {
      double x = i == 16 ? 0.1 * scale : i == 22 ? 0.2 * scale : 0;
      assertEquals(value(x), weights3(i, 0.1).evaluate(s, 2), 1e-15, "seat 2, ring weight " + i);
    }
    // a rival out (seat 0, whose squares then count for nobody's rivals)
    MarrakechState out = Boards.game(3).parseState(board + " 33N c0$0!,y14$30,r14$20 1O");
    assertEquals(value(0.1), weights3(7, 0.1).evaluate(out, 1), 1e-15, "rival out");
    assertEquals(-Evaluation.FINISHED, weights3(0, 0.5).evaluate(out, 0), "the seat out");
    assertEquals(value(0.1 * (32 - 21) * scale), weights3(1, 0.1).evaluate(out, 1), 1e-15);
  }

  @Test
  void learned_read_ofOneNumberOfPlayers_keepsTheOthersWeights() {
    MarrakechLearnedEvaluation three = weights3(0, 0.5);
    Boards.everyStateOfRandomGames(
        20261208L,
        6,
        (s, where) -> {
          for (int p = 0; p < s.numPlayers(); p++) {
            if (s.numPlayers() != 3 && three.evaluate(s, p) != LEARNED.evaluate(s, p)) {
              fail("a three-player file changed seat " + p + "'s value; " + where);
            }
          }
        });
    MarrakechState start = Boards.game(3).start();
    assertEquals(value(0.5), three.evaluate(start, 0), 1e-15);
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

  private static MarrakechLearnedEvaluation threePlayerModel() {
    double[] w = {
      0.016, 0.093, 0.101, -0.058, 0.376, 0.009, -0.248, 1.851, 0.079, 0.063, 0.063, 0.181, -0.055,
      -0.023, -0.128, 0.018, 0.248, 0.030, 0.123, 0.031, 0.053, -0.065, 0.029, -0.111
    };
    StringBuilder text = new StringBuilder("features marrakech-3p-1\nweights 24\n");
    for (double v : w) {
      text.append(v).append('\n');
    }
    return MarrakechLearnedEvaluation.read(new StringReader(text.toString()));
  }

  /** A three-player evaluation whose weights are all 0 but one. */
  private static MarrakechLearnedEvaluation weights3(int at, double value) {
    double[] w = new double[MarrakechLearnedEvaluation.WEIGHTS_MULTI];
    w[at] = value;
    StringBuilder text = new StringBuilder("# comment\n\nfeatures marrakech-3p-1\nweights 24\n");
    for (double v : w) {
      text.append(v).append('\n');
    }
    return MarrakechLearnedEvaluation.read(new StringReader(text.toString()));
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
