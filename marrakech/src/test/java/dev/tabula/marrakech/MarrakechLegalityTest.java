package dev.tabula.marrakech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.IllegalMoveException;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Legality is decided in one place ({@link MarrakechGame#fault}); the fast paths agree with it over
 * many random states: the candidates table behind {@code legalActions} and {@code legalPlacements},
 * and the exception that {@code applyAction} throws.
 */
class MarrakechLegalityTest {
  private static final int GAMES = 60;

  /** Every state of {@link #GAMES} seeded random games of 2, 3 and 4 players. */
  private static List<MarrakechState> randomStates() {
    List<MarrakechState> states = new ArrayList<>();
    for (int g = 0; g < GAMES; g++) {
      MarrakechGame game = Boards.game(2 + g % 3);
      SplittableRandom r = new SplittableRandom(500 + g);
      MarrakechState s = game.start();
      states.add(s);
      while (!s.isOver()) {
        s = game.apply(s, Boards.randomMove(game, s, r));
        states.add(s);
      }
    }
    return states;
  }

  @Test
  void candidatesTable_isTheGeometryRule_forEverySquareAndEdge() {
    for (int assam = 0; assam < Grid.SQUARES; assam++) {
      List<Integer> fromRule = new ArrayList<>();
      for (int e = 0; e < Grid.EDGES; e++) {
        assertEquals(Grid.placementGeometry(assam, e), Grid.GEOMETRY[assam * Grid.EDGES + e]);
        if (Grid.placementGeometry(assam, e) == Fault.NONE) {
          fromRule.add(e);
        }
      }
      List<Integer> table = new ArrayList<>();
      for (byte e : Grid.CANDIDATES[assam]) {
        table.add((int) e);
      }
      assertEquals(fromRule, table, "candidates around square " + assam);
      assertTrue(table.size() <= 12);
      List<Integer> bits = new ArrayList<>();
      for (int e = 0; e < Grid.EDGES; e++) {
        long set = e < 42 ? Grid.CANDIDATE_H[assam] : Grid.CANDIDATE_V[assam];
        if ((set >>> Grid.EDGE_A[e] & 1) != 0) {
          bits.add(e);
        }
      }
      assertEquals(fromRule, bits, "candidate bitboards around square " + assam);
      // the random playout's selection of a placement relies on at most 6 of each
      assertTrue(Long.bitCount(Grid.CANDIDATE_H[assam]) <= 6, "horizontal around " + assam);
      assertTrue(Long.bitCount(Grid.CANDIDATE_V[assam]) <= 6, "vertical around " + assam);
    }
  }

  @Test
  void legalActions_refusesABufferShorterThanTwelve() {
    MarrakechGame game = MarrakechGame.standard();
    for (MarrakechState s : randomStates().subList(0, 200)) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> game.legalActions(s, new int[11]));
      assertEquals("the buffer needs at least 12 entries, has 11", e.getMessage());
    }
  }

  @Test
  void legalActionsAndPlacements_equalThePredicate_overRandomStates() {
    List<MarrakechState> states = randomStates();
    assertTrue(states.size() > 5_000, "states: " + states.size());
    MarrakechGame any = MarrakechGame.standard(); // legalActions reads only the state
    int[] buf = new int[12];
    int placeStates = 0;
    for (MarrakechState s : states) {
      List<Integer> legal = new ArrayList<>();
      for (int id = -1; id <= MarrakechMove.NUM_IDS; id++) {
        if (MarrakechGame.fault(s, id) == Fault.NONE) {
          legal.add(id);
        }
      }
      int n = any.legalActions(s, buf);
      List<Integer> listed = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        listed.add(buf[i]);
      }
      assertEquals(legal, listed, "legal actions of " + s);
      // the placements around Assam, in any phase
      List<Integer> allowed = new ArrayList<>();
      for (int e = 0; e < Grid.EDGES; e++) {
        Fault f = MarrakechGame.placementFault(s, e);
        if (f == Fault.NONE) {
          allowed.add(MarrakechMove.PLACE_BASE + e);
        }
        // the rule from the squares and the rug ids alone, without the state's whole-rug sets
        Fault geometry = Grid.placementGeometry(s.assam(), e);
        Fault byIds =
            geometry != Fault.NONE
                ? geometry
                : Grid.coversOneRug(s.carpet, e) ? Fault.COVERS_ONE_RUG : Fault.NONE;
        assertEquals(byIds, f, "edge " + e + " in " + s);
      }
      List<Integer> offered = new ArrayList<>();
      for (MarrakechMove m : MarrakechGame.legalPlacements(s)) {
        offered.add(m.actionId());
      }
      assertEquals(allowed, offered, "placements of " + s);
      if (s.phase() == Phase.PLACE) {
        placeStates++;
        assertEquals(allowed, listed);
      }
    }
    assertTrue(placeStates > 1_000, "states in phase P: " + placeStates);
  }

  @Test
  void applyAction_refusesExactlyWhatThePredicateRefuses_sayingWhy() {
    List<MarrakechState> states = randomStates();
    MarrakechGame any = MarrakechGame.standard();
    int refused = 0;
    for (int i = 0; i < states.size(); i += 7) {
      MarrakechState s = states.get(i);
      for (int id = -1; id <= MarrakechMove.NUM_IDS; id++) {
        final int action = id;
        Fault f = MarrakechGame.fault(s, id);
        if (f == Fault.NONE) {
          any.applyAction(s, id);
          continue;
        }
        IllegalMoveException e =
            assertThrows(IllegalMoveException.class, () -> any.applyAction(s, action));
        assertTrue(!e.getMessage().isEmpty(), f + " in " + s);
        assertThrows(IllegalMoveException.class, () -> any.move(s, action));
        refused++;
      }
    }
    assertTrue(refused > 10_000, "refused: " + refused);
  }

  @Test
  void messages_nameThePhaseByLetterAndWord() {
    MarrakechGame g2 = Boards.game(2);
    MarrakechState c = g2.start();
    assertMessage(
        g2, c, MarrakechMove.LEFT, "phase C (draw the rug's colour): the colour of player 0's");
    MarrakechState o = g2.apply(c, MarrakechMove.draw(Colour.CYAN));
    assertMessage(g2, o, MarrakechMove.roll(1), "phase O (orient Assam): L, F or R, not 1");
    MarrakechState d = g2.apply(o, MarrakechMove.FORWARD);
    assertMessage(g2, d, MarrakechMove.LEFT, "phase D (roll the die): the die shows 1..4, not L");
    MarrakechState p = g2.apply(d, MarrakechMove.roll(1));
    assertMessage(g2, p, MarrakechMove.RIGHT, "phase P (place a rug): a placement x1y1x2y2, not R");
  }

  private static void assertExactMessage(
      MarrakechGame g, MarrakechState s, int actionId, String message) {
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> g.applyAction(s, actionId));
    assertEquals(message, e.getMessage());
  }

  @Test
  void messages_everyFault_exactly() {
    MarrakechGame g3 = Boards.game(3);
    MarrakechState p =
        g3.parseState(
            "......./......./......./......./.y7y7..../......./....... 15N c15$30,y13$30,r15$30 0P");
    assertExactMessage(g3, p, 95, "action id 95 is out of range 0..94");
    assertExactMessage(g3, p, -1, "action id -1 is out of range 0..94");
    assertExactMessage(
        g3,
        p,
        MarrakechMove.place(1, 5, 2, 5).actionId(),
        "rug (1,5)+(2,5) would lie on Assam's square");
    assertExactMessage(
        g3,
        p,
        MarrakechMove.place(1, 6, 1, 5).actionId(),
        "rug (1,5)+(1,6) would lie on Assam's square");
    assertExactMessage(
        g3,
        p,
        MarrakechMove.place(5, 1, 6, 1).actionId(),
        "rug (5,1)+(6,1) has no square next to Assam's (1,5)");
    assertExactMessage(
        g3,
        p,
        MarrakechMove.place(2, 4, 1, 4).actionId(),
        "rug (1,4)+(2,4) would cover exactly both halves of rug 7 (only halves of two different"
            + " rugs may be covered)");
    assertEquals(
        Fault.COVERS_ONE_RUG, MarrakechGame.fault(p, MarrakechMove.place(1, 4, 2, 4).actionId()));
    assertEquals(Fault.NONE, MarrakechGame.fault(p, MarrakechMove.place(1, 4, 1, 3).actionId()));
    assertEquals(Fault.NONE, MarrakechGame.fault(p, MarrakechMove.place(0, 4, 1, 4).actionId()));
    MarrakechGame g2 = Boards.game(2);
    assertExactMessage(
        g2, g2.start(), MarrakechMove.draw(Colour.YELLOW).actionId(), "colour y is not player 0's");
    assertExactMessage(
        g2, g2.start(), MarrakechMove.draw(Colour.PURPLE).actionId(), "colour p is not player 0's");
    MarrakechState over = g3.parseState(MarrakechPerftTest.EMPTY + " 33N c0$30,y0$30,r0$30 -");
    assertExactMessage(g3, over, MarrakechMove.LEFT.actionId(), "the game is over");
    assertExactMessage(g3, over, 94, "the game is over");
    assertEquals(Fault.NO_SUCH_ID, MarrakechGame.fault(over, 95));
  }

  private static void assertMessage(
      MarrakechGame g, MarrakechState s, MarrakechMove m, String words) {
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> g.apply(s, m));
    assertTrue(e.getMessage().contains(words), e.getMessage());
  }
}
