package dev.tabula.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The default methods of {@link Game}, seen through a game that overrides none of them. */
class GameDefaultsTest {
  private final TakeAway two = new TakeAway(2, 5);
  private final TakeAway three = new TakeAway(3, 5);

  @Test
  void isZeroSum_exactlyForTwoPlayers() {
    assertTrue(two.isZeroSum());
    assertFalse(three.isZeroSum());
    assertFalse(new TakeAway(1, 5).isZeroSum());
  }

  @Test
  void maxChanceOutcomes_isMaxLegalActions() {
    assertEquals(5, two.maxLegalActions());
    assertEquals(5, two.maxChanceOutcomes());
  }

  @Test
  void playerName_seatsOnly() {
    assertEquals("player 0", two.playerName(0));
    assertEquals("player 2", three.playerName(2));
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> two.playerName(2));
    assertEquals("a seat is 0..1, got 2", e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> two.playerName(-1));
  }

  @Test
  void isChance_isTerminal_followCurrentPlayer() {
    TakeAway rolling = new TakeAway(2, 5, true);
    assertTrue(rolling.isChance(rolling.start()));
    assertFalse(two.isChance(two.start()));
    assertFalse(two.isTerminal(two.start()));
    TakeAway.State over = two.parseState("0/1/3");
    assertTrue(two.isTerminal(over));
    assertFalse(two.isChance(over));
  }

  @Test
  void render_andDescribe_areTheNotation() {
    TakeAway.State s = two.start();
    assertEquals("5/0/1", two.render(s, false));
    assertEquals("5/0/1", two.render(s, true));
    assertEquals("t2", two.describe(s, 2, two.apply(s, 2)));
  }

  @Test
  void evaluation_isZero_andNoMoveIsNoisy() {
    TakeAway.State s = two.start();
    assertEquals(0.0, two.evaluation().evaluate(s, 0));
    assertEquals(0.0, two.evaluation().evaluate(s, 1));
    for (Integer m : two.legalMoves(s)) {
      assertFalse(two.isNoisy(s, m), "move " + m);
    }
  }

  @Test
  void legalActions_andApplyAction_followTheMoves() {
    TakeAway.State s = two.start();
    int[] ids = new int[two.maxLegalActions()];
    assertEquals(3, two.legalActions(s, ids));
    assertEquals(List.of(0, 1, 2), List.of(ids[0], ids[1], ids[2]));
    assertEquals(two.apply(s, 3), two.applyAction(s, 2));
  }

  @Test
  void observations_noneByDefault() {
    UnsupportedOperationException e =
        assertThrows(UnsupportedOperationException.class, two::observationShape);
    assertEquals("take-away has no observation tensor", e.getMessage());
    assertThrows(UnsupportedOperationException.class, two::observationSize);
    assertThrows(
        UnsupportedOperationException.class,
        () -> two.observationTensor(two.start(), 0, new float[8], 0));
  }

  @Test
  void gameProvider_unknownName_refused() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> GameProvider.find("no-such-game"));
    assertTrue(
        e.getMessage().startsWith("unknown game 'no-such-game'; available: "), e.getMessage());
  }
}
