package dev.tabula.marrakech;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.testkit.Conformance;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class MarrakechObservationTest {
  private static final int PLANE = 49;

  private static float[] tensor(MarrakechGame g, MarrakechState s, int player) {
    float[] out = new float[g.observationSize()];
    g.observationTensor(s, player, out, 0);
    return out;
  }

  /** Entry (plane, x, y) of a {38, 7, 7} tensor. */
  private static float at(float[] t, int plane, int x, int y) {
    return t[plane * PLANE + y * 7 + x];
  }

  /** Asserts that every entry of a plane is the value. */
  private static void plane(float[] t, int plane, float value) {
    for (int i = 0; i < PLANE; i++) {
      assertEquals(value, t[plane * PLANE + i], "plane " + plane + ", square " + i);
    }
  }

  @Test
  void observationShape_isThirtyEightPlanesOverTheBoard() {
    for (int players = 2; players <= 4; players++) {
      MarrakechGame g = Boards.game(players);
      assertArrayEquals(new int[] {38, 7, 7}, g.observationShape());
      assertEquals(38 * 49, g.observationSize());
    }
  }

  @Test
  void observationTensor_fourPlayerStart_fromSeat0() {
    MarrakechGame g = MarrakechGame.standard();
    float[] t = tensor(g, g.start(), 0);
    for (int p = 0; p <= 5; p++) {
      plane(t, p, 0f); // an empty market: no colours, no rugs to link
    }
    assertEquals(1f, at(t, 6, 3, 3)); // Assam in the centre facing north
    assertEquals(1f, sum(t, 6, 10)); // and nowhere else, in no other facing
    for (int k = 0; k < 4; k++) {
      plane(t, 10 + k, 30 / 120f); // 30 of the 120 dirhams each
      plane(t, 14 + k, 1f); // 12 of 12 rugs left in every colour
      plane(t, 18 + k, 0f); // nobody out
      plane(t, 22 + k, k == 0 ? 1f : 0f); // the viewer's turn
      plane(t, 26 + k, k == 1 ? 1f : 0f); // phase O
      plane(t, 30 + k, k == 0 ? 1f : 0f); // the viewer's colour, cyan, to place
      plane(t, 34 + k, (k + 1) / 4f); // slots c, y, r, p
    }
  }

  @Test
  void observationTensor_fourPlayerStart_fromSeat2_countsSeatsFromTheViewer() {
    MarrakechGame g = MarrakechGame.standard();
    float[] t = tensor(g, g.start(), 2);
    // seat 0, whose turn it is, is relative seat 2 from seat 2; its cyan is slot 2
    for (int k = 0; k < 4; k++) {
      plane(t, 22 + k, k == 2 ? 1f : 0f);
      plane(t, 30 + k, k == 2 ? 1f : 0f);
    }
    plane(t, 34, 0.75f); // slot 0: red, the viewer's colour
    plane(t, 35, 1f); // slot 1: purple (seat 3)
    plane(t, 36, 0.25f); // slot 2: cyan (seat 0)
    plane(t, 37, 0.5f); // slot 3: yellow (seat 1)
  }

  /**
   * A 2-player position: cyan rug 1 lies on (0,0)+(1,0), a single visible half of yellow rug 2 on
   * (2,0), red rug 3 on (0,1)+(0,2); seat 1 orients Assam, with yellow drawn.
   */
  private static final String TWO =
      "c1c1y2..../r3....../r3....../......./......./......./....... 33N c11r11$25,y11p12$35 1Oy";

  @Test
  void observationTensor_twoPlayers_fromTheMover() {
    MarrakechGame g = Boards.game(2);
    MarrakechState s = g.parseState(TWO);
    float[] t = tensor(g, s, 1);
    // slots: the viewer's yellow and purple, then the opponent's cyan and red
    assertEquals(1f, at(t, 0, 2, 0)); // yellow on (2,0)
    assertEquals(1f, sum(t, 0, 1));
    plane(t, 1, 0f); // no purple
    assertEquals(1f, at(t, 2, 0, 0)); // cyan
    assertEquals(1f, at(t, 2, 1, 0));
    assertEquals(2f, sum(t, 2, 3));
    assertEquals(1f, at(t, 3, 0, 1)); // red
    assertEquals(1f, at(t, 3, 0, 2));
    assertEquals(2f, sum(t, 3, 4));
    // rug identity: (0,0) and (1,0) are one rug, (1,0) and (2,0) are not; (0,1) and (0,2) are one
    assertEquals(1f, at(t, 4, 0, 0));
    assertEquals(1f, sum(t, 4, 5));
    assertEquals(1f, at(t, 5, 0, 1));
    assertEquals(1f, sum(t, 5, 6));
    assertEquals(1f, at(t, 6, 3, 3));
    plane(t, 10, 35 / 60f); // the viewer's dirhams of the 60 in the game
    plane(t, 11, 25 / 60f);
    plane(t, 12, 0f); // no third or fourth seat
    plane(t, 13, 0f);
    plane(t, 14, 11 / 12f); // yellow rugs left
    plane(t, 15, 1f); // purple: all 12
    plane(t, 16, 11 / 12f); // cyan
    plane(t, 17, 11 / 12f); // red
    plane(t, 22, 1f); // the viewer's turn
    plane(t, 23, 0f);
    plane(t, 27, 1f); // phase O
    plane(t, 30, 1f); // yellow to place: slot 0
    plane(t, 31, 0f);
    plane(t, 34, 0.5f); // slot colours: y, p, c, r
    plane(t, 35, 1f);
    plane(t, 36, 0.25f);
    plane(t, 37, 0.75f);
  }

  @Test
  void observationTensor_rugIdentity_mattersButRugNumbersDoNot() {
    MarrakechGame g = Boards.game(2);
    float[] t = tensor(g, g.parseState(TWO), 1);
    // the same squares as two rugs: cyan 4 covers the other half of rug 1
    float[] two =
        tensor(g, g.parseState(TWO.replaceFirst("c1c1y2", "c1c4y2").replace("c11r", "c10r")), 1);
    assertNotEquals(at(t, 4, 0, 0), at(two, 4, 0, 0));
    // the same rugs with other numbers
    float[] renumbered = tensor(g, g.parseState(TWO.replace("c1c1", "c5c5")), 1);
    assertArrayEquals(t, renumbered);
  }

  @Test
  void observationTensor_distinguishesTheStateFields() {
    MarrakechGame g = Boards.game(2);
    float[] t = tensor(g, g.parseState(TWO), 1);
    String[] others = {
      TWO.replace("33N", "33E"), // Assam's facing
      TWO.replace("33N", "43N"), // Assam's square
      TWO.replace("$25,", "$24,").replace("$35", "$36"), // money
      TWO.replace("1Oy", "1Op"), // the colour drawn
      TWO.replace("1Oy", "1Dy"), // the phase
      TWO.replace("p12", "p11"), // rugs left
    };
    for (String other : others) {
      assertFalse(Arrays.equals(t, tensor(g, g.parseState(other), 1)), other);
    }
  }

  @Test
  void observationTensor_outPlayer() {
    // from the 3-player payment position of the rules, players soon go out: play seeded random
    // games and check the planes of every player out
    MarrakechGame g = Boards.game(3);
    SplittableRandom random = new SplittableRandom(5);
    int checked = 0;
    for (int game = 0; game < 200 && checked == 0; game++) {
      MarrakechState s = g.parseState(MarrakechPerftTest.PAY3);
      while (!s.isOver()) {
        s = g.apply(s, Boards.randomMove(g, s, random));
        for (int seat = 0; seat < 3; seat++) {
          if (s.isOut(seat)) {
            float[] t = tensor(g, s, seat);
            plane(t, 18, 1f); // the viewer is out
            plane(t, 10, 0f); // with no dirhams
            checked++;
          }
        }
      }
    }
    assertTrue(checked > 0, "no player went out in 200 games (seed 5)");
  }

  @Test
  void observationTensor_finishedGame_hasNoTurnNorPhase() {
    MarrakechGame g = Boards.game(3);
    MarrakechState s = g.randomPlayout(g.start(), new SplittableRandom(8), 1000);
    assertTrue(s.isOver());
    float[] t = tensor(g, s, 0);
    for (int p = 22; p < 30; p++) {
      plane(t, p, 0f); // no turn, no phase
    }
    for (float v : t) {
      assertTrue(v >= 0 && v <= 1);
    }
    float[] mask = new float[g.numDistinctActions()];
    Arrays.fill(mask, 0.5f);
    g.legalActionMask(s, mask, 0);
    assertArrayEquals(new float[g.numDistinctActions()], mask);
  }

  @Test
  void observationTensor_handMadeCountsSaturate() {
    // 99 dirhams in a 2-player game (whose total is 60) reads as 1, not more
    MarrakechGame g = Boards.game(2);
    float[] t = tensor(g, g.parseState(TWO.replace("$35", "$99")), 1);
    plane(t, 10, 1f);
  }

  @Test
  void legalActionMask_orientPhase_marksLeftForwardRight() {
    MarrakechGame g = MarrakechGame.standard();
    float[] mask = new float[g.numDistinctActions()];
    g.legalActionMask(g.start(), mask, 0);
    assertEquals(3f, sum(mask));
    assertEquals(1f, mask[0] * mask[1] * mask[2]);
  }

  @Test
  void observationTensor_badArguments_throwIllegalArgument() {
    MarrakechGame g = Boards.game(3);
    MarrakechState s = g.start();
    float[] out = new float[g.observationSize()];
    assertThrows(IllegalArgumentException.class, () -> g.observationTensor(s, 3, out, 0));
    assertThrows(IllegalArgumentException.class, () -> g.observationTensor(s, -1, out, 0));
    assertThrows(IllegalArgumentException.class, () -> g.observationTensor(s, 0, out, 1));
    assertThrows(IllegalArgumentException.class, () -> g.legalActionMask(s, new float[94], 0));
  }

  @Test
  void conformance_observations_twoPlayersThreePliesDeep() {
    MarrakechGame g = Boards.game(2);
    Conformance.Report r =
        Conformance.of(g).games(40).seed(21).observationDepth(3).fuzzCases(0).run();
    assertTrue(r.observed() > 0, r.toString());
  }

  /** The sum of planes [from, to). */
  private static float sum(float[] t, int from, int to) {
    float s = 0;
    for (int i = from * PLANE; i < to * PLANE; i++) {
      s += t[i];
    }
    return s;
  }

  private static float sum(float[] t) {
    float s = 0;
    for (float v : t) {
      s += v;
    }
    return s;
  }
}
