package dev.tabula.toguz;

import static dev.tabula.toguz.Positions.pos;
import static dev.tabula.toguz.Positions.row;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.IllegalMoveException;
import org.junit.jupiter.api.Test;

/** Text for people: the board drawing and move descriptions. */
class ToguzTextTest {
  private static final ToguzGame GAME = ToguzGame.standard();

  private static String describe(ToguzState s, int hole) {
    ToguzMove m = ToguzMove.of(hole);
    return GAME.describe(s, m, GAME.apply(s, m));
  }

  @Test
  void describe_capture() {
    assertEquals("White 6 -> Black 5, captures 10", describe(ToguzState.start(), 6));
  }

  @Test
  void describe_ownSideAndTuzdyk() {
    ToguzState s = pos(row(1, 0, 0, 0, 0, 0, 0, 3, 1), row(2, 5, 5, 5, 5, 5, 5, 5, 5), 50, 0, 0, 0);
    assertEquals("White 1 -> White 2", describe(s, 1));
    assertEquals("White 8 -> Black 1, tuzdyk", describe(s, 8));
  }

  @Test
  void describe_sweepAndEnd() {
    ToguzState s = pos(row(10, 0, 0, 0, 0, 0, 0, 0, 1), row(1), 70, 0, 0, 0);
    assertEquals(
        "White 9 -> Black 1, captures 2; Black has no stones, White takes the last 10;"
            + " White wins 82-80",
        describe(s, 9));
    ToguzState d = pos(row(2, 0, 0, 0, 1), new int[9], 78, 0, 0, 0);
    assertEquals(
        "White 1 -> White 2; Black has no stones, White takes the last 3; draw 81-81",
        describe(d, 1));
  }

  @Test
  void describe_illegalMove_throws() {
    ToguzState s = ToguzState.parse("9/8,1S 80 81 S 1");
    assertThrows(IllegalMoveException.class, () -> GAME.describe(s, ToguzMove.of(1), s));
  }

  @Test
  void render_drawsBothRowsStoresTuzdyksAndTurn() {
    ToguzState s =
        ToguzState.parse("5S,5S,5S,5S,t,5S,5S,5S,5S/5S,5S,t,5S,5S,5S,5S,5S,5S 40 42 N 20");
    String text = GAME.render(s, false);
    String expected =
        ""
            + "            9   8   7   6   5   4   3   2   1\n"
            + "> Black     5   5   5   5   X   5   5   5   5   store  42\n"
            + "  White     5   5   X   5   5   5   5   5   5   store  40\n"
            + "            1   2   3   4   5   6   7   8   9\n"
            + "White owns tuzdyk X on Black's hole 5\n"
            + "Black owns tuzdyk X on White's hole 3\n"
            + "Black to move, move 20\n";
    assertEquals(expected, text);
    assertFalse(text.contains("\u001b"));
    String ansi = GAME.render(s, true);
    assertTrue(ansi.contains("\u001b["));
    assertEquals(text, ansi.replaceAll("\u001b\\[[0-9;]*m", ""));
  }

  @Test
  void render_finishedGame_showsTheResult() {
    String text = GAME.render(ToguzState.parse("1,t,7/t,8 30 132 S 47"), false);
    assertTrue(text.endsWith("Game over: Black wins 132-30\n"), text);
    assertTrue(text.contains("  White     X   .   .   .   .   .   .   .   .   store  30\n"), text);
    assertTrue(GAME.render(ToguzState.parse("9/9 81 81 S 5"), false).endsWith("draw 81-81\n"));
  }
}
