package dev.tabula.marrakech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.GameRecord;
import dev.tabula.core.NotationException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Position and move notation: round trips, every validity rule, records. */
class MarrakechNotationTest {
  private static final MarrakechGame G2 = Boards.game(2);
  private static final MarrakechGame G3 = Boards.game(3);
  private static final MarrakechGame G4 = MarrakechGame.standard();
  private static final String E = MarrakechPerftTest.EMPTY;

  private static MarrakechGame gameFor(String fen) {
    int players = fen.split(" ")[2].split(",").length;
    return Boards.game(Math.max(2, Math.min(4, players)));
  }

  @Test
  void parseState_rulesPositions_roundTrip() {
    for (String fen :
        new String[] {
          MarrakechPerftTest.START2,
          MarrakechPerftTest.START3,
          MarrakechPerftTest.START4,
          MarrakechPerftTest.PAY2,
          MarrakechPerftTest.PAY3,
          MarrakechPerftTest.PAY4,
          MarrakechRulesTest.PLACE_FEN
        }) {
      MarrakechGame g = gameFor(fen);
      MarrakechState s = g.parseState(fen);
      assertEquals(fen, g.formatState(s));
      assertEquals(fen, s.toString());
      assertEquals(s, g.parseState(g.formatState(s)));
      assertEquals(g.hash(s), g.hash(g.parseState(fen)));
    }
  }

  @Test
  void parseState_nextRugId_isOnePlusLargestVisible() {
    MarrakechState s =
        G3.parseState(
            "c3c3c40c40.../......./......./......./......./......./....... 33N c15$30,y15$30,r15$30"
                + " 0P");
    MarrakechState placed = G3.apply(s, G3.parseMove(s, "3231"));
    assertEquals(41, placed.rugIdAt(3, 2));
    assertEquals(41, placed.rugIdAt(3, 1));
    assertEquals(40, placed.rugIdAt(2, 0));
  }

  /** Asserts the text is refused at the offset with a message containing the words. */
  private static void refused(MarrakechGame g, String text, int offset, String words) {
    NotationException e = assertThrows(NotationException.class, () -> g.parseState(text), text);
    assertTrue(
        e.getMessage().contains(words), "message '" + e.getMessage() + "' lacks '" + words + "'");
    assertEquals(offset, e.offset(), e.getMessage());
  }

  @Test
  void parseState_malformed_refusedWithOffset() {
    String p4 = " c12$30,y12$30,r12$30,p12$30 0O";
    refused(G4, "", 0, "square (0,0)");
    refused(G4, "......./......./......./......./......./......./...... 33N", 54, "square (6,6)");
    refused(G4, "......../......./......./......./......./......./......." + p4, 7, "'/' after");
    refused(G4, "x....../......./......./......./......./......./......." + p4, 0, "colour letter");
    refused(G4, "c....../......./......./......./......./......./......." + p4, 1, "rug id");
    refused(G4, "c0...../......./......./......./......./......./......." + p4, 1, "rug id from 1");
    refused(
        G4, "c01...../......./......./......./......./......./......." + p4, 1, "leading zeros");
    refused(
        G4,
        "c10000....../......./......./......./......./......./......." + p4,
        1,
        "rug id from 1 to 9999");
    refused(G4, E + " 73N c12$30,y12$30,r12$30,p12$30 0O", 56, "column");
    refused(G4, E + " 37N c12$30,y12$30,r12$30,p12$30 0O", 57, "row");
    refused(G4, E + " 33X c12$30,y12$30,r12$30,p12$30 0O", 58, "facing");
    refused(G4, E + "  33N c12$30,y12$30,r12$30,p12$30 0O", 56, "column");
    refused(G4, E + " 33N c12$30,y12$30,r12$30,p12$30 0O ", 90, "end of the position");
    refused(G4, E + " 33N c12$30,y12$30,r12$30,p12$30", 87, "turn");
    refused(G4, E + " 33N c12$30,y12$30,r12$30,p12$-1 0O", 85, "dirhams");
    refused(G4, E + " 33N c12$30,y12$30,r12$30,p12 0O", 84, "'$'");
    refused(G4, E + " 33N c12$30,y12$30,r12$30,p256$30 0O", 82, "at most 255");
    refused(G4, E + " 33N c12$30,y12$30,r12$30,p12$10000 0O", 85, "at most 9999");
  }

  @Test
  void parseState_rugIdOnThreeSquares_refused() {
    refused(
        G3,
        "c1c1c1..../......./......./......./......./......./....... 33N c15$30,y15$30,r15$30 0O",
        4,
        "more than two squares");
  }

  @Test
  void parseState_halvesNotTouching_refused() {
    refused(
        G3,
        "c1.c1..../......./......./......./......./......./....... 33N c15$30,y15$30,r15$30 0O",
        3,
        "do not share an edge");
    // (6,0) and (0,1): consecutive squares across the row end
    refused(
        G3,
        "......c1/c1....../......./......./......./......./....... 33N c15$30,y15$30,r15$30 0O",
        9,
        "do not share an edge");
    refused(
        G3,
        "c1y1...../......./......./......./......./......./....... 33N c15$30,y15$30,r15$30 0O",
        2,
        "different colours");
  }

  @Test
  void parseState_players_validityRules() {
    refused(G4, E + " 33N c12$30 0O", 66, "another player");
    refused(G4, E + " 33N c12$30,y12$30,r12$30,p12$30,c1$1 0O", 88, "at most 4 players");
    refused(G2, E + " 33N c12$30,y12p12$30 0O", 60, "player 0 has 1 colour");
    refused(G3, E + " 33N c12r3$30,y12$30,p12$30 0O", 60, "player 0 has 2 colour");
    refused(G3, E + " 33N c12$30,c12$30,r12$30 0O", 67, "already belongs to player 0");
    refused(G2, E + " 33N r12c12$30,y12p12$30 0C", 63, "order c, y, r, p");
    refused(
        G3, E + " 33N c12$30,y12$5!,r12$30 0O", 72, "out, so must have 0 rugs left and 0 dirhams");
    refused(G3, E + " 33N c12$30,y0$5!,r12$30 0O", 71, "0 rugs left and 0 dirhams");
    refused(G3, E + " 33N c12$30,$30,r12$30 0O", 67, "colour letter");
    refused(
        G3,
        "p1....../......./......./......./......./......./....... 33N c15$30,y15$30,r15$30 0O",
        0,
        "belongs to no player");
  }

  @Test
  void parseState_turn_validityRules() {
    refused(G3, E + " 33N c15$30,y15$30,r15$30 -", 81, "not over");
    refused(G3, E + " 33N c0$30,y0$30,r0$30 0O", 78, "'-'");
    refused(G3, E + " 33N c15$0!,y15$30,r15$30 0O", 65, "is out");
    refused(G3, E + " 33N c0$0!,y15$30,r15$30 0O", 80, "still in");
    refused(G3, E + " 33N c0$30,y15$30,r15$30 0O", 80, "rugs left");
    refused(G3, E + " 33N c15$30,y15$30,r15$30 3O", 81, "seat 0..2");
    refused(G3, E + " 33N c15$30,y15$30,r15$30 0C", 82, "only in the 2-player game");
    refused(G3, E + " 33N c15$30,y15$30,r15$30 0X", 82, "phase");
    refused(G3, E + " 33N c15$30,y15$30,r15$30 0Oc", 83, "end of the position");
    refused(G2, E + " 33N c0r12$30,y12p12$30 0C", 80, "both colours");
    refused(G2, E + " 33N c12r12$30,y12p12$30 0O", 82, "colour being placed");
    refused(G2, E + " 33N c12r12$30,y12p12$30 0Oy", 82, "one of player 0's colours");
    refused(G2, E + " 33N c0r12$30,y12p12$30 0Oc", 81, "one of player 0's colours");
    refused(G2, E + " 33N c12r12$30,y12p12$30 -", 80, "not over");
  }

  @Test
  void parseState_messagesSayWhichRowSeatAndCount() {
    refused(G3, E, 55, "a space and Assam's position");
    refused(G3, E + ". 33N c15$30,y15$30,r15$30 0O", 55, "a space after row 6 (7 squares per row)");
    refused(
        G3,
        "......../......./......./......./......./......./......." + " 33N c15$30,y15$30,r15$30 0O",
        7,
        "'/' after the 7 squares of row 0");
    refused(
        G3,
        "......./.c5...../...c5.../......./......./......./......."
            + " 33N c13$30,y15$30,r15$30 0O",
        20,
        "rug id 5 shows on (1,1) and (3,2), which do not share an edge");
    refused(
        G3,
        E + " 33N c0$0!,y15$30,r15$30 -",
        80,
        "the seat to move: the game is not over (2 players in, rugs left to place)");
    refused(
        G3, E + " 33N c0$0!,y0$0!,r15$30 2O", 79, "'-': the game is over (at most one player in)");
    refused(G3, E + " 33N c0$30,y0$30,r0$30 0O", 78, "'-': the game is over (no rugs left)");
    refused(G3, E + " 33N c15$30,y0$0!,r15$30 1O", 80, "a seat that is still in (player 1 is out)");
  }

  @Test
  void parseState_rugIdsTheRugsLeftWouldTakePast9999_refused() {
    // the rugs left take the ids after the largest: 1 rug left after 9999 would be id 10000
    refused(
        G3,
        "c9999c9999...../......./......./......./......./......./....... 33N c1$30,y0$30,r0$30 0O",
        0,
        "a largest rug id of at most 9998");
    refused(
        G3,
        "c3c3c9955c9955.../......./......./......./......./......./......."
            + " 33N c15$30,y15$30,r15$30 0O",
        4,
        "the 45 rugs left take the ids after it");
  }

  @Test
  void parseState_dirhamsOfAllPlayersPast9999_refused() {
    refused(G3, E + " 33N c15$9999,y15$30,r15$30 0O", 73, "all players' dirhams together");
    refused(G3, E + " 33N c15$9999,y15$1,r15$0 0O", 73, "player 1's dirhams, at most 0");
  }

  /**
   * Regression: a position that parsed could lead by play to one whose notation did not read back
   * (a rug id of 10000, a player with 10000 dirhams).
   */
  @Test
  void parseState_positionsAtTheLimits_playReachesOnlyPositionsThatReadBack() {
    MarrakechState s =
        G3.parseState(
            "c9998c9998...../......./......./......./......./......./......."
                + " 33N c1$30,y0$30,r0$30 0O");
    s = G3.apply(s, MarrakechMove.FORWARD);
    s = G3.apply(s, MarrakechMove.roll(1));
    s = G3.apply(s, G3.legalMoves(s).get(0));
    assertTrue(s.isOver());
    assertEquals(9999, s.rugIdAt(3, 1));
    assertEquals(s, G3.parseState(G3.formatState(s)));

    MarrakechState pay =
        G3.parseState(
            "......./......./...c1.../......./......./......./......."
                + " 33N c15$9998,y15$1,r15$0 1D");
    MarrakechState paid = G3.apply(pay, MarrakechMove.roll(1));
    assertEquals(9999, paid.money(0));
    assertEquals(paid, G3.parseState(G3.formatState(paid)));
    for (long seed = 1; seed <= 20; seed++) {
      SplittableRandom random = new SplittableRandom(seed);
      for (MarrakechState t = pay; !t.isOver(); ) {
        t = G3.apply(t, Boards.randomMove(G3, t, random));
        assertEquals(t, G3.parseState(G3.formatState(t)), G3.formatState(t));
      }
    }
  }

  @Test
  void parseState_playerCountOfAnotherGame_refused() {
    NotationException e =
        assertThrows(NotationException.class, () -> G4.parseState(MarrakechPerftTest.START3));
    assertTrue(e.getMessage().contains("set up for 4 players"), e.getMessage());
  }

  @Test
  void parseState_nonStandardColourAssignment_accepted() {
    String fen = E + " 33N y15$30,p15$30,c15$30 1O";
    MarrakechState s = G3.parseState(fen);
    assertEquals(fen, G3.formatState(s));
    assertEquals(Optional.of(Colour.PURPLE), s.colourToPlace());
  }

  @Test
  void parseMove_malformed_refusedWithOffset() {
    MarrakechState s = G3.parseState(MarrakechRulesTest.PLACE_FEN);
    NotationException e = assertThrows(NotationException.class, () -> G3.parseMove(s, "34x4"));
    assertEquals(2, e.offset());
    e = assertThrows(NotationException.class, () -> G3.parseMove(s, "343"));
    assertEquals(3, e.offset());
    e = assertThrows(NotationException.class, () -> G3.parseMove(s, "344455"));
    assertEquals(4, e.offset());
    e = assertThrows(NotationException.class, () -> G3.parseMove(s, ""));
    assertEquals(0, e.offset());
    e = assertThrows(NotationException.class, () -> G3.parseMove(s, "3436"));
    assertTrue(e.getMessage().contains("sharing an edge"), e.getMessage());
    assertEquals(2, e.offset());
    e = assertThrows(NotationException.class, () -> G3.parseMove(s, "LF"));
    assertEquals(1, e.offset());
    assertTrue(e.getMessage().contains("end of the move"), e.getMessage());
    e = assertThrows(NotationException.class, () -> G3.parseMove(s, "7"));
    assertEquals(0, e.offset());
    assertTrue(e.getMessage().contains("a 180-degree turn is not allowed"), e.getMessage());
    e = assertThrows(NotationException.class, () -> G3.parseMove(s, "5"));
    assertEquals(1, e.offset());
    assertTrue(e.getMessage().contains("a coordinate 0..6"), e.getMessage());
  }

  @Test
  void parseMove_everyKind_roundTrips() {
    MarrakechState o = G2.parseState(E + " 33N c12r12$30,y12p12$30 0Or");
    assertEquals(MarrakechMove.LEFT, G2.parseMove(o, "L"));
    assertEquals(MarrakechMove.FORWARD, G2.parseMove(o, "F"));
    assertEquals(MarrakechMove.RIGHT, G2.parseMove(o, "R"));
    MarrakechState d = G2.apply(o, MarrakechMove.FORWARD);
    for (int i = 1; i <= 4; i++) {
      assertEquals(MarrakechMove.roll(i), G2.parseMove(d, String.valueOf(i)));
      assertEquals(String.valueOf(i), G2.formatMove(d, MarrakechMove.roll(i)));
    }
    MarrakechState c = G2.start();
    assertEquals(MarrakechMove.draw(Colour.RED), G2.parseMove(c, "r"));
    assertEquals("c", G2.formatMove(c, MarrakechMove.draw(Colour.CYAN)));
  }

  @Test
  void record_randomGames_replayExactly() {
    for (MarrakechGame g :
        List.of(G2, G3, MarrakechGame.builder().players(4).first(2).facing(Facing.E).build())) {
      for (long seed = 1; seed <= 5; seed++) {
        SplittableRandom random = new SplittableRandom(seed);
        MarrakechState s = g.start();
        List<MarrakechMove> moves = new ArrayList<>();
        while (!g.isTerminal(s)) {
          MarrakechMove m = Boards.randomMove(g, s, random);
          moves.add(m);
          s = g.apply(s, m);
        }
        GameRecord<MarrakechState, MarrakechMove> rec = GameRecord.of(g, g.start(), moves);
        String text = rec.format(g);
        List<GameRecord<MarrakechState, MarrakechMove>> back = GameRecord.parseAll(g, text);
        assertEquals(1, back.size());
        assertEquals(moves, back.get(0).moves(), "seed " + seed + ": " + text);
        assertEquals(s, back.get(0).finalState(g));
        // from a mid-game start the Start tag carries the whole setup, players included
        MarrakechState mid = rec.replay(g).get(moves.size() / 2);
        GameRecord<MarrakechState, MarrakechMove> tail =
            GameRecord.of(g, mid, moves.subList(moves.size() / 2, moves.size()));
        String tailText = tail.format(g);
        assertTrue(tailText.contains("[Start \"" + g.formatState(mid) + "\"]"), tailText);
        assertEquals(s, GameRecord.parseAll(g, tailText).get(0).finalState(g));
      }
    }
  }

  @Test
  void parseRecords_optionsTagOfAnotherSetup_refused() {
    String record = "[Game \"marrakech\"]\n[Options \"players=3\"]\n\nL 2 1424\n";
    assertEquals(3, GameRecord.parseAll(G3, record).get(0).moves().size());
    NotationException e =
        assertThrows(NotationException.class, () -> GameRecord.parseAll(G4, record));
    // core's reader names this game's setup and points at the Options tag's value
    assertTrue(e.getMessage().contains("players=4,first=0,facing=N"), e.getMessage());
    assertTrue(e.getMessage().contains("not Options \"players=3\""), e.getMessage());
    assertEquals(29, e.offset());
    String other = "[Options \"players=3,first=1,facing=S\"]\n\nL\n";
    MarrakechGame g = MarrakechGame.builder().players(3).first(1).facing(Facing.S).build();
    assertEquals(1, GameRecord.parseAll(g, other).get(0).moves().size());
    assertThrows(NotationException.class, () -> GameRecord.parseAll(G3, other));
  }
}
