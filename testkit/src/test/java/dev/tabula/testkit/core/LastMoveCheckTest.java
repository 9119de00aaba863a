package dev.tabula.testkit.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.Game;
import dev.tabula.core.IllegalMoveException;
import dev.tabula.core.SvgOptions;
import dev.tabula.core.spi.Svg;
import dev.tabula.testkit.fixtures.ForwardingGame;
import dev.tabula.testkit.fixtures.TakeAway;
import org.junit.jupiter.api.Test;

/**
 * {@link Svg#checkLastMove}, the one check of a picture's last move: legal in the state before, and
 * leading to the drawn state itself.
 */
class LastMoveCheckTest {
  private static final TakeAway GAME = new TakeAway(2, 10);
  private static final TakeAway.State START = GAME.start();

  @Test
  void noLastMove_nothingToCheck() {
    assertFalse(Svg.checkLastMove(GAME, START, SvgOptions.defaults()));
  }

  @Test
  void legalMoveLeadingToTheDrawnState_accepted() {
    TakeAway.State after = GAME.apply(START, 2);
    assertTrue(
        Svg.checkLastMove(
            GAME, after, SvgOptions.<TakeAway.State, Integer>defaults().lastMove(START, 2)));
  }

  @Test
  void illegalMove_refusedWithTheGamesReason() {
    TakeAway.State two = new TakeAway.State(2, 0, 1);
    IllegalMoveException e =
        assertThrows(
            IllegalMoveException.class,
            () ->
                Svg.checkLastMove(
                    GAME,
                    new TakeAway.State(0, 1, 1),
                    SvgOptions.<TakeAway.State, Integer>defaults().lastMove(two, 3)));
    assertEquals("cannot take 3 from 2", e.getMessage());
  }

  @Test
  void moveLeadingElsewhere_refusedNamingBothStates() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                Svg.checkLastMove(
                    GAME,
                    GAME.apply(START, 1),
                    SvgOptions.<TakeAway.State, Integer>defaults().lastMove(START, 2)));
    assertEquals("the last move t2 leads to 8/1/1, not to the drawn state 9/1/1", e.getMessage());
  }

  @Test
  void stateEqualInNotationButNotInValue_refused() {
    // a game whose notation leaves out the turn: the states differ in what is not written
    Game<TakeAway.State, Integer> terse =
        new ForwardingGame<>(GAME) {
          @Override
          public String formatState(TakeAway.State s) {
            return s.pile() + "/" + s.mover();
          }
        };
    TakeAway.State after = GAME.apply(START, 2);
    TakeAway.State lookalike = new TakeAway.State(after.pile(), after.mover(), after.turn() + 5);
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                Svg.checkLastMove(
                    terse,
                    lookalike,
                    SvgOptions.<TakeAway.State, Integer>defaults().lastMove(START, 2)));
    assertTrue(
        e.getMessage().startsWith("the last move t2 leads to 8/1, which is not the drawn"),
        e.getMessage());
  }
}
