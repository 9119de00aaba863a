package dev.tabula.testkit.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.Game;
import dev.tabula.core.Observations;
import dev.tabula.testkit.fixtures.Race;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class ObservationsTest {
  private static final Race RACE = Race.INSTANCE;
  private static final Race.State START = RACE.start();

  /** Race with observations of a given shape (and no real tensor). */
  private static final class Shaped extends Race implements Observations<Race.State> {
    private final int[] shape;

    Shaped(int... shape) {
      this.shape = shape;
    }

    @Override
    public int[] observationShape() {
      return shape.clone();
    }

    @Override
    public void observationTensor(Race.State state, int player, float[] out, int offset) {
      Observations.checkTensorArguments(this, player, out, offset);
    }

    @Override
    public void legalActionMask(Race.State state, float[] out, int offset) {
      Arrays.fill(out, offset, offset + numDistinctActions(), 9f);
    }
  }

  @Test
  void of_aGameWithoutObservations_isEmpty() {
    assertTrue(Observations.of(RACE).isEmpty());
    Shaped shaped = new Shaped(3);
    assertSame(shaped, Observations.of(shaped).orElseThrow());
  }

  @Test
  void observationSize_default_isTheProductOfTheShape() {
    assertEquals(30, new Shaped(3, 2, 5).observationSize());
  }

  @Test
  void legalActionMask_ofAGameWithObservations_isItsOwn() {
    float[] out = new float[4];
    Observations.legalActionMask(new Shaped(1), START, out, 0);
    assertArrayEquals(new float[] {9f, 9f, 9f, 9f}, out);
  }

  @Test
  void legalActionMask_default_marksTheLegalIds() {
    float[] out = new float[10];
    Arrays.fill(out, 7f);
    Observations.legalActionMask(RACE, START, out, 3);
    // ids 0 and 1 (step 1, step 2) are legal at the start; the chance ids 2 and 3 are not
    assertArrayEquals(new float[] {7f, 7f, 7f, 1f, 1f, 0f, 0f, 7f, 7f, 7f}, out);
  }

  @Test
  void legalActionMask_chanceNode_marksTheOutcomes() {
    float[] out = new float[4];
    Observations.legalActionMask(RACE, RACE.applyAction(START, 0), out, 0);
    assertArrayEquals(new float[] {0f, 0f, 1f, 1f}, out);
  }

  @Test
  void legalActionMask_terminal_isAllZero() {
    float[] out = {5f, 5f, 5f, 5f};
    Observations.legalActionMask(RACE, new Race.State(Race.GOAL, 2, 1, false), out, 0);
    assertArrayEquals(new float[4], out);
  }

  @Test
  void legalActionMask_badArguments_throwIllegalArgument() {
    IllegalArgumentException shortArray =
        assertThrows(
            IllegalArgumentException.class,
            () -> Observations.legalActionMask(RACE, START, new float[5], 2));
    assertTrue(
        shortArray.getMessage().contains("needs 4 entries from offset 2"), shortArray.getMessage());
    assertThrows(
        IllegalArgumentException.class,
        () -> Observations.legalActionMask(RACE, START, new float[9], -1));
    assertThrows(
        IllegalArgumentException.class,
        () -> Observations.legalActionMask(RACE, START, new float[9], Integer.MAX_VALUE));
    assertThrows(
        NullPointerException.class, () -> Observations.legalActionMask(RACE, START, null, 0));
  }

  @Test
  void checkTensorArguments_refusesBadViewpointsAndShortArrays() {
    Game<Race.State, Race.Move> shaped = new Shaped(6);
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
