package dev.tabula.toguz;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.testkit.Conformance;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class ToguzObservationTest {
  private static final ToguzGame GAME = ToguzGame.standard();

  /** The tensor of a position from a viewpoint, in a fresh array. */
  private static float[] tensor(ToguzState s, int player) {
    float[] out = new float[72];
    GAME.observationTensor(s, player, out, 0);
    return out;
  }

  /** Entry (plane, row, hole 1..9) of a {4, 2, 9} tensor. */
  private static float at(float[] t, int plane, int row, int hole) {
    return t[plane * 18 + row * 9 + hole - 1];
  }

  @Test
  void observationShape_isFourPlanesOfTwoRowsOfNine() {
    assertArrayEquals(new int[] {4, 2, 9}, GAME.observationShape());
    assertEquals(72, GAME.observationSize());
  }

  @Test
  void observationTensor_start_fromWhite() {
    float[] t = tensor(GAME.start(), 0);
    for (int row = 0; row < 2; row++) {
      for (int h = 1; h <= 9; h++) {
        assertEquals(9 / 162f, at(t, 0, row, h)); // 9 stones in every hole
        assertEquals(0f, at(t, 1, row, h)); // no tuzdyk
        assertEquals(0f, at(t, 2, row, h)); // empty stores
        assertEquals(1f, at(t, 3, row, h)); // White, the viewer, moves
      }
    }
  }

  @Test
  void observationTensor_start_fromBlack_differsOnlyInWhoMoves() {
    float[] white = tensor(GAME.start(), 0);
    float[] black = tensor(GAME.start(), 1);
    assertArrayEquals(Arrays.copyOf(white, 54), Arrays.copyOf(black, 54));
    for (int i = 54; i < 72; i++) {
      assertEquals(0f, black[i], "entry " + i); // Black does not move
    }
  }

  @Test
  void observationTensor_afterTheFirstCapture_fromTheMover() {
    // White played 6: its hole 6 kept 1 stone, holes 7..9 got 10, Black's 1..4 got 10 and Black's
    // hole 5 too, whose 10 (even) stones White captured. Black moves; seen by Black, row 0 is
    // Black's own row.
    ToguzState s =
        ToguzState.parse("9S,9S,9S,9S,1,10S,10S,10S,10S/9S,9S,9S,9S,9S,1S,10S,10S,10S 10 0 N 1");
    float[] t = tensor(s, 1);
    float[] blackHoles = {10, 10, 10, 10, 0, 9, 9, 9, 9};
    float[] whiteHoles = {9, 9, 9, 9, 9, 1, 10, 10, 10};
    for (int h = 1; h <= 9; h++) {
      assertEquals(blackHoles[h - 1] / 162f, at(t, 0, 0, h), "Black's hole " + h);
      assertEquals(whiteHoles[h - 1] / 162f, at(t, 0, 1, h), "White's hole " + h);
      assertEquals(0f, at(t, 2, 0, h)); // Black's store: 0
      assertEquals(10 / 162f, at(t, 2, 1, h)); // White's store: the 10 captured
      assertEquals(1f, at(t, 3, 0, h)); // the viewer, Black, moves
    }
    // the same position seen by White: the rows change places, and White does not move
    float[] w = tensor(s, 0);
    assertEquals(1 / 162f, at(w, 0, 0, 6));
    assertEquals(0f, at(w, 0, 1, 5));
    assertEquals(10 / 162f, at(w, 2, 0, 1));
    assertEquals(0f, at(w, 3, 1, 9));
  }

  @Test
  void observationTensor_tuzdyks_lieInTheRowOfTheHoleOwner() {
    // White owns Black's hole 3, Black owns White's hole 7
    ToguzState s =
        ToguzState.parse("9S,9S,9S,9S,9S,9S,t,9S,9S/9S,9S,9S,9S,9S,9S,t,9S,9S 10 8 S 20");
    assertEquals(3, s.tuzdyk(0));
    assertEquals(7, s.tuzdyk(1));
    float[] t = tensor(s, 0);
    for (int h = 1; h <= 9; h++) {
      assertEquals(h == 7 ? 1f : 0f, at(t, 1, 0, h), "White's row, hole " + h);
      assertEquals(h == 3 ? 1f : 0f, at(t, 1, 1, h), "Black's row, hole " + h);
    }
    assertEquals(0f, at(t, 0, 0, 7)); // a tuzdyk holds no stones
    assertEquals(10 / 162f, at(t, 2, 0, 1));
    assertEquals(8 / 162f, at(t, 2, 1, 1));
    float[] b = tensor(s, 1);
    assertEquals(1f, at(b, 1, 0, 3)); // seen by Black, White's tuzdyk is in Black's (first) row
    assertEquals(1f, at(b, 1, 1, 7));
  }

  @Test
  void observationTensor_finishedGame_isDefinedAndItsMaskEmpty() {
    // White's last stone makes Black's hole 1 even: White captures 2 and wins with 82
    ToguzState s = GAME.apply(ToguzState.parse("1S,7,1S/8,1S 80 79 S 1"), ToguzMove.of(9));
    assertTrue(s.isOver(), s.toString());
    float[] t = tensor(s, 0);
    for (float v : t) {
      assertTrue(v >= 0 && v <= 1, Arrays.toString(t));
    }
    float[] mask = new float[9];
    Arrays.fill(mask, 0.5f);
    GAME.legalActionMask(s, mask, 0);
    assertArrayEquals(new float[9], mask);
  }

  @Test
  void observationTensor_distinguishesEveryPartOfTheState() {
    String base = "9S,9S,9S,9S,9S,9S,t,9S,9S/9S,9S,9S,9S,9S,9S,t,9S,9S 10 8 S 20";
    float[] t = tensor(ToguzState.parse(base), 0);
    String[] others = {
      "9S,9S,9S,9S,9S,9S,t,9S,9S/9S,9S,9S,9S,9S,9S,t,9S,9S 10 8 N 20", // the side to move
      "9S,9S,9S,9S,9S,9S,t,9S,9S/9S,9S,9S,9S,9S,9S,t,9S,10S 9 8 S 20", // a hole and a store
      "9S,9S,9S,9S,9S,9S,t,9S,9S/9S,9S,9S,9S,9S,9S,t,9S,9S 8 10 S 20", // the stores
      "9S,9S,9S,9S,9S,9S,9S,t,9S/9S,9S,9S,9S,9S,9S,t,9S,9S 10 8 S 20", // White's tuzdyk's hole
      "9S,9S,9S,9S,9S,9S,t,9S,9S/9S,9S,9S,9S,9S,t,9S,9S,9S 10 8 S 20", // Black's tuzdyk's hole
    };
    for (String other : others) {
      assertFalse(Arrays.equals(t, tensor(ToguzState.parse(other), 0)), other);
    }
    // the full-move number is no part of the rules, and not of the tensor
    assertArrayEquals(
        t, tensor(ToguzState.parse(base.replace(" 20", " 21")), 0), "the full-move number");
  }

  @Test
  void legalActionMask_marksThePlayableHoles() {
    ToguzState s =
        ToguzState.parse("9S,9S,9S,9S,1,10S,10S,10S,10S/9S,9S,9S,9S,9S,1S,10S,10S,10S 10 0 N 1");
    float[] out = new float[12];
    Arrays.fill(out, 3f);
    GAME.legalActionMask(s, out, 2);
    // Black's hole 5 (id 4) is empty; the entries around the mask are untouched
    assertArrayEquals(new float[] {3, 3, 1, 1, 1, 1, 0, 1, 1, 1, 1, 3}, out);
  }

  @Test
  void observationTensor_writesAtTheOffsetOnly() {
    float[] out = new float[80];
    Arrays.fill(out, 5f);
    GAME.observationTensor(GAME.start(), 0, out, 4);
    for (int i = 0; i < 80; i++) {
      boolean inside = i >= 4 && i < 76;
      assertEquals(inside, out[i] != 5f, "entry " + i);
    }
  }

  @Test
  void observationTensor_badArguments_throwIllegalArgument() {
    ToguzState s = GAME.start();
    assertThrows(
        IllegalArgumentException.class, () -> GAME.observationTensor(s, 2, new float[72], 0));
    assertThrows(
        IllegalArgumentException.class, () -> GAME.observationTensor(s, -1, new float[72], 0));
    assertThrows(
        IllegalArgumentException.class, () -> GAME.observationTensor(s, 0, new float[71], 0));
    assertThrows(
        IllegalArgumentException.class, () -> GAME.observationTensor(s, 0, new float[72], 1));
    assertThrows(IllegalArgumentException.class, () -> GAME.legalActionMask(s, new float[9], -1));
    assertThrows(IllegalArgumentException.class, () -> GAME.legalActionMask(s, new float[8], 0));
    assertThrows(NullPointerException.class, () -> GAME.observationTensor(s, 0, null, 0));
  }

  @Test
  void conformance_observations_sufficientWhereThePositionRecurs() {
    // From stores 80 and 80 with a stone in each hole 9, positions recur with only the full-move
    // number changed: equal tensors of different states, whose futures the testkit compares.
    Conformance.Report r =
        Conformance.of(GAME)
            .games(60)
            .seed(11)
            .from(ToguzState.parse("1S,8/8,1S 80 80 S 1"))
            .from(GAME.start())
            .maxPlies(400)
            .observationDepth(3)
            .run();
    assertTrue(r.observed() > 0, r.toString());
    assertTrue(r.observationsCompared() > 0, r.toString());
  }
}
