package dev.tabula.marrakech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The text for people: the board drawn, and one line per ply. */
class MarrakechRenderTest {
  private static final MarrakechGame G2 = Boards.game(2);
  private static final MarrakechGame G3 = Boards.game(3);
  private static final MarrakechGame G4 = MarrakechGame.standard();
  private static final String E = MarrakechPerftTest.EMPTY;

  /** A yellow rug half on (3,2), north of Assam on (3,3). */
  private static final String YELLOW_NORTH =
      "......./......./...y1.../......./......./......./.......";

  private static final String HEADER = "      0    1    2    3    4    5    6  ";
  private static final String EMPTY_ROW = " .    .    .    .    .    .    .   ";

  private static String lines(String... lines) {
    return String.join("\n", lines);
  }

  private static String row(int y) {
    return "  " + y + " " + EMPTY_ROW;
  }

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
  void render_dieToRoll_wholeText() {
    MarrakechState s = G3.parseState(YELLOW_NORTH + " 33N c15$0,y14$30,r15$30 0D");
    assertEquals(
        lines(
            HEADER,
            row(0),
            row(1),
            "  2  .    .    .    y1   .    .    .   ",
            "  3  .    .    .    ^.   .    .    .   ",
            row(4),
            row(5),
            row(6),
            "Assam on (3,3) facing N",
            "> player 0 (cyan 15 rugs): 0 dirhams, score 0",
            "  player 1 (yellow 14 rugs): 30 dirhams, score 31",
            "  player 2 (red 15 rugs): 30 dirhams, score 30",
            "player 0: roll the die"),
        G3.render(s, false));
  }

  @Test
  void render_placementWithAnsi_colouredRugsAndNames_outPlayer() {
    MarrakechState s =
        G3.parseState(
            "c1c1y2y2.../......./......./......./......./......./....... 33N"
                + " c0$30,y0$0!,r1$30 2P");
    String cyan = "\u001b[30;46m";
    String yellow = "\u001b[30;43m";
    String reset = "\u001b[0m";
    assertEquals(
        lines(
            HEADER,
            "  0 "
                + (cyan + " c1  " + reset)
                + (cyan + " c1  " + reset)
                + (yellow + " y2  " + reset)
                + (yellow + " y2  " + reset)
                + " .    .    .   ",
            row(1),
            row(2),
            "  3  .    .    .    ^.   .    .    .   ",
            row(4),
            row(5),
            row(6),
            "Assam on (3,3) facing N",
            "  player 0 (" + cyan + "cyan" + reset + " 0 rugs): 30 dirhams, score 32",
            "  player 1 (" + yellow + "yellow" + reset + " 0 rugs): 0 dirhams, out",
            "> player 2 (\u001b[30;41mred" + reset + " 1 rugs): 30 dirhams, score 30",
            "player 2: place a red rug"),
        G3.render(s, true));
  }

  @Test
  void render_gameOver_noMarkerAndNoTask() {
    MarrakechState s =
        G3.parseState(
            "c1c1y2y2.../......./......./......./......./......./....... 33N"
                + " c0$30,y0$0!,r0$30 -");
    String text = G3.render(s, false);
    assertTrue(
        text.endsWith(
            lines(
                "Assam on (3,3) facing N",
                "  player 0 (cyan 0 rugs): 30 dirhams, score 32",
                "  player 1 (yellow 0 rugs): 0 dirhams, out",
                "  player 2 (red 0 rugs): 30 dirhams, score 30",
                "game over")),
        text);
    assertTrue(text.startsWith(lines(HEADER, "  0  c1   c1   y2   y2   .    .    .   ")), text);
  }

  @Test
  void render_twoPlayers_colourBeingPlaced_andWideCells() {
    MarrakechState s =
        G2.parseState(
            "......./......./...y100.../......./......./......./....... 32W c3r3$0,y3p3$30 1Op");
    assertEquals(
        lines(
            HEADER,
            row(0),
            row(1),
            "  2  .    .    .    <y100 .    .    .   ",
            row(3),
            row(4),
            row(5),
            row(6),
            "Assam on (3,2) facing W",
            "  player 0 (cyan 3 rugs, red 3 rugs): 0 dirhams, score 0",
            "> player 1 (yellow 3 rugs, purple 3 rugs): 30 dirhams, score 31",
            "player 1: orient Assam (L, F, R) (placing purple)"),
        G2.render(s, false));
    // phase C: the colour is not known yet
    assertTrue(
        G2.render(G2.start(), false).endsWith("\nplayer 0: draw the colour of the next rug"));
    // the other facings' arrows
    assertTrue(
        G4.render(G4.parseState(E + " 33E c12$30,y12$30,r12$30,p12$30 0O"), false)
            .contains(" >.  "));
    assertTrue(
        G4.render(G4.parseState(E + " 33S c12$30,y12$30,r12$30,p12$30 0P"), false)
            .contains(" v.  "));
    assertTrue(
        G4.render(G4.parseState(E + " 33S c12$30,y12$30,r12$30,p12$30 0P"), false)
            .endsWith("\nplayer 0: place a cyan rug"));
  }

  @Test
  void describe_eachKindOfMove() {
    MarrakechGame g2 = Boards.game(2);
    MarrakechState s = g2.start();
    MarrakechState a = g2.apply(s, MarrakechMove.draw(Colour.RED));
    assertEquals("player 0 draws a red rug", g2.describe(s, MarrakechMove.draw(Colour.RED), a));
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

  private static String describe(MarrakechGame g, String position, String move) {
    MarrakechState s = g.parseState(position);
    MarrakechMove m = g.parseMove(s, move);
    return g.describe(s, m, g.apply(s, m));
  }

  @Test
  void describe_orientations_keepAndRight() {
    String s = E + " 33E c12$30,y12$30,r12$30,p12$30 0O";
    assertEquals("player 0 keeps Assam facing E", describe(G4, s, "F"));
    assertEquals("player 0 turns Assam right, now facing S", describe(G4, s, "R"));
    assertEquals("player 0 turns Assam left, now facing N", describe(G4, s, "L"));
  }

  @Test
  void describe_rolls_everyKindOfPayment() {
    assertEquals(
        "player 0 rolls 1: Assam walks to (3,2) facing N, on yellow: pays 1 to player 1",
        describe(G3, YELLOW_NORTH + " 33N c15$30,y14$30,r15$30 0D", "1"));
    assertEquals(
        "player 0 rolls 1: Assam walks to (3,2) facing N, on yellow: pays 0 of 1 owed to player 1"
            + " and is out",
        describe(G3, YELLOW_NORTH + " 33N c15$0,y14$30,r15$30 0D", "1"));
    assertEquals(
        "player 0 rolls 1: Assam walks to (3,2) facing N, on a yellow rug of player 1 who is out:"
            + " nothing to pay",
        describe(G3, YELLOW_NORTH + " 33N c15$30,y0$0!,r15$30 0D", "1"));
    assertEquals(
        "player 0 rolls 1: Assam walks to (3,2) facing N, on their own cyan rug",
        describe(G3, YELLOW_NORTH.replace('y', 'c') + " 33N c14$30,y15$30,r15$30 0D", "1"));
  }

  @Test
  void describe_gameOver_winnerOrSharedWin_withScores() {
    assertEquals(
        "player 0 rolls 1: Assam walks to (3,2) facing N, on yellow: pays 0 of 1 owed to player 1"
            + " and is out; game over, player 1 wins (scores out 31)",
        describe(G2, YELLOW_NORTH + " 33N c3r3$0,y3p3$30 0Dc", "1"));
    assertEquals(
        "player 2 places red rug 3 on (3,2)+(3,1); game over, players [0, 1, 2] share the win"
            + " (scores 32 32 32)",
        describe(
            G3,
            "c1c1y2y2.../......./......./......./......./......./....... 33N c0$30,y0$30,r1$30 2P",
            "3231"));
  }
}
