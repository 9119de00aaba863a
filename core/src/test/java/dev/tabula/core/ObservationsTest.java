package dev.tabula.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class ObservationsTest {
  private static final Race RACE = Race.INSTANCE;
  private static final Race.State START = RACE.start();

  @Test
  void observationShape_default_isUnsupported() {
    UnsupportedOperationException e =
        assertThrows(UnsupportedOperationException.class, RACE::observationShape);
    assertTrue(e.getMessage().contains("race has no observation tensor"), e.getMessage());
    assertThrows(UnsupportedOperationException.class, RACE::observationSize);
    assertThrows(
        UnsupportedOperationException.class,
        () -> RACE.observationTensor(START, 0, new float[8], 0));
  }

  @Test
  void observationSize_default_isTheProductOfTheShape() {
    Game<Race.State, Race.Move> shaped =
        new Race() {
          @Override
          public int[] observationShape() {
            return new int[] {3, 2, 5};
          }
        };
    assertEquals(30, shaped.observationSize());
  }

  @Test
  void legalActionMask_default_marksTheLegalIds() {
    float[] out = new float[10];
    Arrays.fill(out, 7f);
    RACE.legalActionMask(START, out, 3);
    // ids 0 and 1 (step 1, step 2) are legal at the start; the chance ids 2 and 3 are not
    assertArrayEquals(new float[] {7f, 7f, 7f, 1f, 1f, 0f, 0f, 7f, 7f, 7f}, out);
  }

  @Test
  void legalActionMask_chanceNode_marksTheOutcomes() {
    float[] out = new float[4];
    RACE.legalActionMask(RACE.applyAction(START, 0), out, 0);
    assertArrayEquals(new float[] {0f, 0f, 1f, 1f}, out);
  }

  @Test
  void legalActionMask_terminal_isAllZero() {
    float[] out = {5f, 5f, 5f, 5f};
    RACE.legalActionMask(new Race.State(Race.GOAL, 2, 1, false), out, 0);
    assertArrayEquals(new float[4], out);
  }

  @Test
  void legalActionMask_badArguments_throwIllegalArgument() {
    IllegalArgumentException shortArray =
        assertThrows(
            IllegalArgumentException.class, () -> RACE.legalActionMask(START, new float[5], 2));
    assertTrue(
        shortArray.getMessage().contains("needs 4 entries from offset 2"), shortArray.getMessage());
    assertThrows(
        IllegalArgumentException.class, () -> RACE.legalActionMask(START, new float[9], -1));
    assertThrows(
        IllegalArgumentException.class,
        () -> RACE.legalActionMask(START, new float[9], Integer.MAX_VALUE));
    assertThrows(NullPointerException.class, () -> RACE.legalActionMask(START, null, 0));
  }

  @Test
  void checkTensorArguments_refusesBadViewpointsAndShortArrays() {
    Game<Race.State, Race.Move> shaped =
        new Race() {
          @Override
          public int[] observationShape() {
            return new int[] {6};
          }
        };
    Observations.checkTensorArguments(shaped, 1, new float[8], 2);
    Observations.checkTensorArguments(shaped, 0, new float[6], 0);
    IllegalArgumentException seat =
        assertThrows(
            IllegalArgumentException.class,
            () -> Observations.checkTensorArguments(shaped, 2, new float[8], 0));
    assertTrue(seat.getMessage().contains("a viewpoint is a seat 0..1, got 2"), seat.getMessage());
    assertThrows(
        IllegalArgumentException.class,
        () -> Observations.checkTensorArguments(shaped, -1, new float[8], 0));
    assertThrows(
        IllegalArgumentException.class,
        () -> Observations.checkTensorArguments(shaped, 0, new float[8], 3));
    assertThrows(
        IllegalArgumentException.class,
        () -> Observations.checkTensorArguments(shaped, 0, new float[8], -2));
    assertThrows(
        NullPointerException.class, () -> Observations.checkTensorArguments(shaped, 0, null, 0));
  }
}
