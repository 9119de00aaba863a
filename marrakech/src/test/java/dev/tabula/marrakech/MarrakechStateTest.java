package dev.tabula.marrakech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.Game;
import dev.tabula.testkit.Conformance;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/** States as values: equality and hashes by content, rug ids included; the public queries. */
class MarrakechStateTest {
  private static final MarrakechGame G2 = Boards.game(2);
  private static final MarrakechGame G3 = Boards.game(3);
  private static final MarrakechGame G4 = MarrakechGame.standard();
  private static final String E = MarrakechPerftTest.EMPTY;
  private static final String REST = "/......./......./......./......./......./....... 33N ";

  @Test
  void equals_sameContent_equalWithEqualHashes() {
    MarrakechState a = G3.parseState("c1c1....." + REST + "c14$30,y15$30,r15$30 1O");
    MarrakechState b = G3.parseState(G3.formatState(a));
    assertEquals(a, b);
    assertEquals(a.hashCode(), b.hashCode());
    assertEquals(G3.hash(a), G3.hash(b));
  }

  @Test
  void equals_differentRugIdsOnly_different() {
    // the same colours on the same squares, but one rug vs two rug halves
    MarrakechState one = G3.parseState("c1c1....." + REST + "c14$30,y15$30,r15$30 1O");
    MarrakechState two = G3.parseState("c1c2....." + REST + "c14$30,y15$30,r15$30 1O");
    assertEquals(one.visible(Colour.CYAN), two.visible(Colour.CYAN));
    assertNotEquals(one, two);
    assertNotEquals(G3.hash(one), G3.hash(two));
    // and the difference matters: only the two halves may be covered together
    MarrakechState p1 =
        G3.parseState("c1c1....." + REST.replace("33N", "11N") + "c14$30,y15$30,r15$30 0P");
    MarrakechState p2 =
        G3.parseState("c1c2....." + REST.replace("33N", "11N") + "c14$30,y15$30,r15$30 0P");
    assertEquals(
        false, MarrakechGame.legalPlacements(p1).contains(MarrakechMove.place(0, 0, 1, 0)));
    assertEquals(true, MarrakechGame.legalPlacements(p2).contains(MarrakechMove.place(0, 0, 1, 0)));
  }

  @Test
  void equals_rugIdsSwapped_different() {
    // the same colours, the same largest id: only which square shows which rug differs
    MarrakechState a = G3.parseState("c1c2....." + REST + "c13$30,y15$30,r15$30 1O");
    MarrakechState b = G3.parseState("c2c1....." + REST + "c13$30,y15$30,r15$30 1O");
    assertEquals(G3.formatState(a).substring(9), G3.formatState(b).substring(9));
    assertNotEquals(a, b);
    assertNotEquals(b, a);
    assertEquals(a, G3.parseState(G3.formatState(a)));
  }

  @Test
  void equals_differentPhaseOrMoney_different() {
    MarrakechState a = G3.parseState(MarrakechPerftTest.EMPTY + " 33N c15$30,y15$30,r15$30 0O");
    MarrakechState b = G3.parseState(MarrakechPerftTest.EMPTY + " 33N c15$30,y15$30,r15$30 0D");
    MarrakechState c = G3.parseState(MarrakechPerftTest.EMPTY + " 33N c15$31,y15$29,r15$30 0O");
    assertNotEquals(a, b);
    assertNotEquals(a, c);
    assertNotEquals(G3.hash(a), G3.hash(b));
    assertNotEquals(G3.hash(a), G3.hash(c));
  }

  /**
   * Positions that differ from the first in one field each (players, a colour's squares, rug ids on
   * the last squares, dirhams, rugs left, owners, out, Assam, facing, seat, phase, colour):
   * pairwise unequal, with pairwise different hashes.
   */
  @Test
  void equalsAndHash_everyFieldCounts() {
    String row6 = "......./......./......./......./......./......./";
    List<MarrakechState> states = new ArrayList<>();
    MarrakechGame g2 = G2;
    states.add(g2.parseState(E + " 33N c12r12$30,y12p12$30 0Or"));
    states.add(g2.parseState(E + " 33N c12r12$30,y12p12$30 0Oc"));
    states.add(g2.parseState(E + " 33N c12r12$30,y12p12$30 0Dr"));
    states.add(g2.parseState(E + " 33N c12r12$30,y12p12$30 0Pr"));
    states.add(g2.parseState(E + " 33N c12r12$30,y12p12$30 1Oy"));
    states.add(g2.parseState(E + " 33N c12r12$30,y12p12$30 0C"));
    states.add(g2.parseState(E + " 33E c12r12$30,y12p12$30 0Or"));
    states.add(g2.parseState(E + " 34N c12r12$30,y12p12$30 0Or"));
    states.add(g2.parseState(E + " 43N c12r12$30,y12p12$30 0Or"));
    states.add(g2.parseState(E + " 33N c12r11$30,y12p12$30 0Or"));
    states.add(g2.parseState(E + " 33N c11r12$30,y12p12$30 0Or"));
    states.add(g2.parseState(E + " 33N c12r12$31,y12p12$30 0Or"));
    states.add(g2.parseState(E + " 33N c12r12$30,y12p12$31 0Or"));
    states.add(g2.parseState(E + " 33N c12y12$30,r12p12$30 0Oc"));
    states.add(g2.parseState(E + " 33N c12p12$30,y12r12$30 0Oc"));
    states.add(g2.parseState(row6 + "......c1 33N c12r12$30,y12p12$30 0Or"));
    states.add(g2.parseState(row6 + "......c2 33N c12r12$30,y12p12$30 0Or"));
    states.add(g2.parseState(row6 + "......r1 33N c12r12$30,y12p12$30 0Or"));
    states.add(g2.parseState(row6 + "......y1 33N c12r12$30,y12p12$30 0Or"));
    states.add(g2.parseState(row6 + "......p1 33N c12r12$30,y12p12$30 0Or"));
    states.add(g2.parseState(row6 + ".....c1. 33N c12r12$30,y12p12$30 0Or"));
    states.add(g2.parseState(row6 + "....c1.. 33N c12r12$30,y12p12$30 0Or"));
    states.add(g2.parseState(row6 + "...c1... 33N c12r12$30,y12p12$30 0Or"));
    states.add(g2.parseState(row6 + "..c1.... 33N c12r12$30,y12p12$30 0Or"));
    states.add(G3.parseState(E + " 33N c15$30,y15$30,r15$30 0O"));
    states.add(G3.parseState(E + " 33N c0$0,y15$30,r15$30 1O"));
    states.add(G3.parseState(E + " 33N c0$0!,y15$30,r15$30 1O"));
    states.add(G4.parseState(E + " 33N c15$30,y15$30,r15$30,p0$0 0O"));
    states.add(G4.parseState(E + " 33N c15$30,y15$30,r15$30,p0$0! 0O"));
    Set<Long> hashes = new HashSet<>();
    for (int i = 0; i < states.size(); i++) {
      MarrakechState a = states.get(i);
      hashes.add(a.hash64());
      assertEquals(a, a);
      assertFalse(a.equals(a.toString()));
      for (int j = 0; j < i; j++) {
        assertNotEquals(states.get(j), a, a + " vs " + states.get(j));
      }
    }
    assertEquals(states.size(), hashes.size(), "a hash collision");
  }

  @Test
  void queries_assamSeatsAndColours() {
    MarrakechState s =
        G3.parseState(
            "......./......./...y1.../......./......./......./....... 52W c15$7,y0$0!,r13$30 2D");
    assertEquals(5, s.assamX());
    assertEquals(2, s.assamY());
    assertEquals(Facing.W, s.facing());
    assertEquals(3, s.numPlayers());
    assertEquals(Phase.DIE, s.phase());
    assertFalse(s.isOver());
    assertEquals(Game.CHANCE, s.currentPlayer());
    assertEquals(2, s.seatToMove());
    assertEquals(Optional.of(Colour.RED), s.colourToPlace());
    assertEquals(7, s.money(0));
    assertEquals(30, s.money(2));
    assertTrue(s.isOut(1));
    assertFalse(s.isOut(0));
    assertFalse(s.isOut(2));
    assertEquals(List.of(Colour.CYAN), s.colours(0));
    assertEquals(List.of(Colour.RED), s.colours(2));
    assertEquals(15, s.rugsLeft(0));
    assertEquals(0, s.rugsLeft(1));
    assertEquals(13, s.rugsLeft(2));
    assertEquals(13, s.rugsLeft(Colour.RED));
    assertEquals(0, s.rugsLeft(Colour.PURPLE));
    assertEquals(7, s.score(0));
    assertEquals(0, s.score(1), "out: 0 whatever the squares");
    assertEquals(Optional.of(Colour.YELLOW), s.colourAt(3, 2));
    assertEquals(1, s.rugIdAt(3, 2));
    assertEquals(MarrakechState.bit(3, 2), s.paymentRegion(3, 2));
    assertEquals(0, s.paymentRegion(4, 2));
    assertEquals(0, s.paymentAmount(3, 2), "yellow is out");
    MarrakechState p =
        G3.apply(G3.apply(s, MarrakechMove.roll(1)), MarrakechMove.place(4, 1, 4, 0));
    assertEquals(0, p.seatToMove());
    assertEquals(Phase.ORIENT, p.phase());
    assertEquals(0, p.currentPlayer());
    assertEquals(2, p.paymentAmount(4, 0), "seat 0 pays seat 2 for the red rug");
  }

  @Test
  void queries_phasesAndTheEnd() {
    MarrakechState c = G2.start();
    assertEquals(Game.CHANCE, c.currentPlayer());
    assertEquals(Optional.empty(), c.colourToPlace());
    assertEquals(List.of(Colour.CYAN, Colour.RED), c.colours(0));
    assertEquals(24, c.rugsLeft(1));
    MarrakechState p = G4.parseState(E + " 33N c12$30,y12$30,r12$30,p12$30 3P");
    assertEquals(3, p.currentPlayer());
    assertEquals(3, p.seatToMove());
    assertEquals(Optional.of(Colour.PURPLE), p.colourToPlace());
    MarrakechState over =
        G3.parseState(
            "......./......./...y1.../......./......./......./....... 33N c0$30,y0$30,r0$30 -");
    assertTrue(over.isOver());
    assertEquals(Phase.OVER, over.phase());
    assertEquals(Game.TERMINAL, over.currentPlayer());
    assertEquals(Game.TERMINAL, over.seatToMove());
    assertEquals(Optional.empty(), over.colourToPlace());
    assertEquals(0, over.paymentAmount(3, 2), "nothing is owed once the game is over");
    assertEquals(MarrakechState.bit(3, 2), over.paymentRegion(3, 2));
  }

  @Test
  void queries_badSquareOrSeat_refusedWithReason() {
    MarrakechState s = G3.start();
    for (int[] bad : new int[][] {{-1, 0}, {7, 0}, {0, -1}, {0, 7}}) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> s.colourAt(bad[0], bad[1]));
      assertEquals("square (" + bad[0] + "," + bad[1] + ") is off the board", e.getMessage());
      assertThrows(IllegalArgumentException.class, () -> MarrakechState.bit(bad[0], bad[1]));
      assertThrows(IllegalArgumentException.class, () -> s.rugIdAt(bad[0], bad[1]));
      assertThrows(IllegalArgumentException.class, () -> s.paymentRegion(bad[0], bad[1]));
      assertThrows(IllegalArgumentException.class, () -> s.paymentAmount(bad[0], bad[1]));
    }
    assertEquals(1L, MarrakechState.bit(0, 0));
    assertEquals(1L << 48, MarrakechState.bit(6, 6));
    assertEquals(1L << 13, MarrakechState.bit(6, 1));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> s.money(3));
    assertEquals("seat must be 0..2, got 3", e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> s.isOut(-1));
    assertEquals("seat must be 0..2, got -1", e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> s.colours(3));
    assertThrows(IllegalArgumentException.class, () -> s.rugsLeft(3));
    assertThrows(IllegalArgumentException.class, () -> s.score(-1));
    assertEquals(30, s.money(2));
  }

  @Test
  @EnabledIfSystemProperty(named = "tabula.slow", matches = "true")
  void conformance_soak_slow() {
    for (int players = 2; players <= 4; players++) {
      Conformance.of(Boards.game(players)).games(1000).seed(100 + players).run();
    }
  }
}
