package dev.tabula.stacksnake;

import static dev.tabula.stacksnake.Positions.GAME;
import static dev.tabula.stacksnake.Positions.SPEC;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.testkit.Conformance;
import org.junit.jupiter.api.Test;

/** The testkit's conformance suite over seeded random games. */
class StackSnakeConformanceTest {

  @Test
  void conformance_fromTheDeal() {
    Conformance.Report r = Conformance.of(GAME).games(150).seed(20261122L).run();
    System.out.println("stack-snake conformance from the deal: " + r);
    assertEquals(0, r.unfinished());
    assertTrue(r.chanceNodes() >= 150 * 19);
  }

  /**
   * Games from one fixed line reach the same position by different move orders, remembering
   * different earlier positions, which the observation tensor leaves out (see {@link
   * StackSnakeGame#observationTensor}): so the testkit compares the futures of equal tensors only
   * at the states themselves; {@code StackSnakeObservationTest} checks the rest of the futures.
   */
  private static final int OBSERVATION_DEPTH = 0;

  @Test
  void conformance_fromTheSpecPosition_blackFirst_andCapped() {
    Conformance.of(GAME)
        .games(40)
        .seed(5)
        .from(GAME.parseState(SPEC))
        .observationDepth(OBSERVATION_DEPTH)
        .run();
    StackSnakeGame black = StackSnakeGame.builder().first(Colour.BLACK.seat()).build();
    Conformance.of(black).games(40).seed(6).run();
    StackSnakeGame capped = StackSnakeGame.builder().maxTurns(30).build();
    Conformance.Report r = Conformance.of(capped).games(40).seed(7).run();
    assertTrue(r.longestGame() <= 19 + 30);
  }

  @Test
  void conformance_aFixedLayout_noChanceAtAll() {
    StackSnakeGame fixed =
        StackSnakeGame.builder()
            .layout(StackSnakeModelTest.SPEC_LAYOUT)
            .first(Colour.BLACK.seat())
            .maxTurns(80)
            .build();
    Conformance.Report r =
        Conformance.of(fixed).games(40).seed(8).observationDepth(OBSERVATION_DEPTH).run();
    assertEquals(0, r.chanceNodes());
    assertEquals(0, r.unfinished());
    assertTrue(r.longestGame() <= 80);
  }

  @Test
  void conformance_aTurnCapNear_intMax_boundDoesNotOverflow() {
    // regression: 19 + the cap overflowed to a negative maxGameLength for caps above
    // Integer.MAX_VALUE - 19, and conformance failed at the first ply ("game not over after the
    // declared bound of -2147483630 plies")
    StackSnakeGame huge = StackSnakeGame.builder().maxTurns(Integer.MAX_VALUE).build();
    assertEquals(Integer.MAX_VALUE, huge.maxGameLength());
    assertEquals(
        Integer.MAX_VALUE,
        StackSnakeGame.builder().maxTurns(Integer.MAX_VALUE - 18).build().maxGameLength());
    assertEquals(
        Integer.MAX_VALUE - 1,
        StackSnakeGame.builder().maxTurns(Integer.MAX_VALUE - 20).build().maxGameLength());
    Conformance.Report r = Conformance.of(huge).games(20).seed(9).run();
    assertEquals(0, r.unfinished());
  }
}
