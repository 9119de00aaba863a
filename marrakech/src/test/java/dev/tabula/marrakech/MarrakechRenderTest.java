package dev.tabula.marrakech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The text for people: the board drawn, and one line per ply. */
class MarrakechRenderTest {

  @Test
  void render_plainAndAnsi() {
    MarrakechGame g = Boards.game(3);
    MarrakechState s = g.parseState(MarrakechRulesTest.PLACE_FEN);
    String plain = g.render(s, false);
    assertFalse(plain.contains("\u001b"));
    assertTrue(plain.contains("^."), plain); // Assam facing N on an empty square
    assertTrue(plain.contains("r5"), plain);
    assertTrue(plain.contains("Assam on (3,3) facing N"), plain);
    assertTrue(plain.contains("player 0 (cyan 10 rugs): 30 dirhams, score 34"), plain);
    String ansi = g.render(s, true);
    assertTrue(ansi.contains("\u001b[30;41m"), "red background");
  }

  @Test
  void describe_eachKindOfMove() {
    MarrakechGame g2 = Boards.game(2);
    MarrakechState s = g2.start();
    MarrakechState a = g2.apply(s, MarrakechMove.draw(RugColour.RED));
    assertEquals("player 0 draws a red rug", g2.describe(s, MarrakechMove.draw(RugColour.RED), a));
    MarrakechState b = g2.apply(a, MarrakechMove.LEFT);
    assertEquals("player 0 turns Assam left, now facing W", g2.describe(a, MarrakechMove.LEFT, b));
    MarrakechState c = g2.apply(b, MarrakechMove.roll(2));
    assertEquals(
        "player 0 rolls 2: Assam walks to (1,3) facing W, an empty square",
        g2.describe(b, MarrakechMove.roll(2), c));
    MarrakechMove place = g2.parseMove(c, "1112");
    MarrakechState d = g2.apply(c, place);
    assertEquals("player 0 places red rug 1 on (1,2)+(1,1)", g2.describe(c, place, d));
    assertEquals("1211", g2.formatMove(c, place));
  }
}
