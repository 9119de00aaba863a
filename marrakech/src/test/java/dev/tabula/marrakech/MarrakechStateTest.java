package dev.tabula.marrakech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.tabula.testkit.Conformance;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/** States as values: equality and hashes by content, rug ids included. */
class MarrakechStateTest {
  private static final MarrakechGame G3 = Boards.game(3);
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
    assertEquals(one.visible(RugColour.CYAN), two.visible(RugColour.CYAN));
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
  void equals_differentPhaseOrMoney_different() {
    MarrakechState a = G3.parseState(MarrakechPerftTest.EMPTY + " 33N c15$30,y15$30,r15$30 0O");
    MarrakechState b = G3.parseState(MarrakechPerftTest.EMPTY + " 33N c15$30,y15$30,r15$30 0D");
    MarrakechState c = G3.parseState(MarrakechPerftTest.EMPTY + " 33N c15$31,y15$29,r15$30 0O");
    assertNotEquals(a, b);
    assertNotEquals(a, c);
    assertNotEquals(G3.hash(a), G3.hash(b));
    assertNotEquals(G3.hash(a), G3.hash(c));
  }

  @Test
  @EnabledIfSystemProperty(named = "tabula.slow", matches = "true")
  void conformance_soak_slow() {
    for (int players = 2; players <= 4; players++) {
      Conformance.of(Boards.game(players)).games(1000).seed(100 + players).run();
    }
  }
}
