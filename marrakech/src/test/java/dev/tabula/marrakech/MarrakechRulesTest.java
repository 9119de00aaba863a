package dev.tabula.marrakech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Game;
import dev.tabula.core.GameResult;
import dev.tabula.core.IllegalMoveException;
import dev.tabula.core.NotationException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** Hand-checked positions, one or more per rule. */
class MarrakechRulesTest {
  private static final MarrakechGame G2 = Boards.game(2);
  private static final MarrakechGame G3 = Boards.game(3);
  private static final MarrakechGame G4 = MarrakechGame.standard();

  /** Regions of several shapes (yellow belongs to seat 1 of a 3-player game). */
  static final String SHAPES =
      Boards.board("yyy....", "y.y....", "yyy..y.", "......y", "y......", "...y...", "....y..");

  static final String SNAKE =
      Boards.board("rrrrrrr", "......r", "rrrrrrr", "r......", "rrrrrrr", ".......", "c......");

  private static List<String> moves(Game<MarrakechState, MarrakechMove> g, MarrakechState s) {
    List<String> out = new ArrayList<>();
    for (MarrakechMove m : g.legalMoves(s)) {
      out.add(g.formatMove(s, m));
    }
    return out;
  }

  private static MarrakechState play(MarrakechGame g, MarrakechState s, String... moves) {
    for (String m : moves) {
      s = g.apply(s, g.parseMove(s, m));
    }
    return s;
  }

  // ---- setup and turn structure ----------------------------------------------------------------

  @Test
  void start_setups_matchTheRules() {
    assertEquals(MarrakechPerftTest.START4, G4.formatState(G4.start()));
    assertEquals(MarrakechPerftTest.START3, G3.formatState(G3.start()));
    assertEquals(MarrakechPerftTest.START2, G2.formatState(G2.start()));
    MarrakechGame g = MarrakechGame.builder().players(3).first(2).facing(Facing.S).build();
    assertEquals(
        MarrakechPerftTest.EMPTY + " 33S c15$30,y15$30,r15$30 2O", g.formatState(g.start()));
    assertEquals(List.of(Colour.CYAN, Colour.RED), G2.start().colours(0));
    assertEquals(List.of(Colour.YELLOW, Colour.PURPLE), G2.start().colours(1));
  }

  @Test
  void turn_phasesFollowTheRules_twoPlayers() {
    MarrakechState s = G2.start();
    assertEquals(Game.CHANCE, G2.currentPlayer(s));
    assertEquals(List.of("c", "r"), moves(G2, s));
    List<ChanceOutcome<MarrakechMove>> draw = G2.chanceOutcomes(s);
    assertEquals(12, draw.get(0).numerator());
    assertEquals(24, draw.get(0).denominator());
    s = play(G2, s, "r");
    assertEquals(Phase.ORIENT, s.phase());
    assertEquals(Optional.of(Colour.RED), s.colourToPlace());
    assertEquals(0, G2.currentPlayer(s));
    assertTrue(G2.formatState(s).endsWith(" 0Or"));
    s = play(G2, s, "F");
    assertEquals(Game.CHANCE, G2.currentPlayer(s));
    assertEquals(Phase.DIE, s.phase());
    s = play(G2, s, "1");
    assertEquals(Phase.PLACE, s.phase());
    assertEquals(0, G2.currentPlayer(s));
    s = play(G2, s, "3130");
    assertEquals(Phase.COLOUR, s.phase());
    assertEquals(1, s.seatToMove());
    assertEquals(11, s.rugsLeft(Colour.RED));
    assertEquals(Optional.of(Colour.RED), s.colourAt(3, 1));
    assertEquals(1, s.rugIdAt(3, 1));
    assertEquals(1, s.rugIdAt(3, 0));
  }

  @Test
  void colourPhase_theFirstPlacementId_isRefusedAsTheWrongPhase() {
    // the id just past the draws is a placement, not a colour of a fifth kind
    MarrakechState s = G2.parseState(MarrakechPerftTest.PAY2);
    assertEquals(Phase.COLOUR, s.phase());
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> G2.applyAction(s, MarrakechMove.PLACE_BASE));
    assertTrue(e.getMessage().startsWith(Phase.COLOUR.label() + ": "), e.getMessage());
  }

  @Test
  void draw_probabilitiesAreRemainingCounts() {
    MarrakechState s = G2.parseState(MarrakechPerftTest.PAY2);
    List<ChanceOutcome<MarrakechMove>> d = G2.chanceOutcomes(s);
    assertEquals(2, d.size());
    assertEquals(MarrakechMove.draw(Colour.CYAN), d.get(0).outcome());
    assertEquals(4, d.get(0).numerator());
    assertEquals(9, d.get(0).denominator());
    assertEquals(MarrakechMove.draw(Colour.RED), d.get(1).outcome());
    assertEquals(5, d.get(1).numerator());
  }

  @Test
  void draw_oneColourLeft_noDraw() {
    // seat 1 has only purple left: after seat 0's placement the turn starts in O with purple
    String fen = MarrakechPerftTest.EMPTY + " 33N c1r0$30,y0p3$30 0Pc";
    MarrakechState s = play(G2, G2.parseState(fen), "3132");
    assertEquals(Phase.ORIENT, s.phase());
    assertEquals(1, s.seatToMove());
    assertEquals(Optional.of(Colour.PURPLE), s.colourToPlace());
    assertTrue(G2.formatState(s).endsWith(" 1Op"));
  }

  @Test
  void die_probabilities_1_2_2_1_oversix() {
    MarrakechState s = play(G4, G4.start(), "F");
    List<ChanceOutcome<MarrakechMove>> d = G4.chanceOutcomes(s);
    long[] num = new long[4];
    for (int i = 0; i < 4; i++) {
      assertEquals(MarrakechMove.roll(i + 1), d.get(i).outcome());
      assertEquals(6, d.get(i).denominator());
      num[i] = d.get(i).numerator();
    }
    assertEquals(List.of(1L, 2L, 2L, 1L), List.of(num[0], num[1], num[2], num[3]));
  }

  @Test
  void orient_turnOf180Degrees_refused() {
    MarrakechState s = G4.start(); // facing N
    List<Facing> reachable = new ArrayList<>();
    for (MarrakechMove m : G4.legalMoves(s)) {
      reachable.add(G4.apply(s, m).facing());
    }
    assertEquals(List.of(Facing.W, Facing.N, Facing.E), reachable);
    assertFalse(reachable.contains(Facing.S));
    for (String text : new String[] {"B", "U", "S", "LL"}) {
      NotationException e = assertThrows(NotationException.class, () -> G4.parseMove(s, text));
      assertTrue(
          e.getMessage().contains("L, F or R") || e.getMessage().contains("move"), e.getMessage());
    }
  }

  @Test
  void orient_leftAndRight_fromEachFacing() {
    for (Facing f : Facing.values()) {
      String fen = MarrakechPerftTest.EMPTY + " 33" + f + " c12$30,y12$30,r12$30,p12$30 0O";
      MarrakechState s = G4.parseState(fen);
      assertEquals(f.left(), G4.apply(s, MarrakechMove.LEFT).facing());
      assertEquals(f, G4.apply(s, MarrakechMove.FORWARD).facing());
      assertEquals(f.right(), G4.apply(s, MarrakechMove.RIGHT).facing());
    }
  }

  @Test
  void apply_wrongPhase_refusedWithReason() {
    MarrakechState s = G4.start();
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> G4.apply(s, MarrakechMove.roll(2)));
    assertTrue(e.getMessage().contains("phase O (orient Assam)"), e.getMessage());
    assertThrows(IllegalMoveException.class, () -> G4.apply(s, MarrakechMove.draw(Colour.CYAN)));
    assertThrows(IllegalMoveException.class, () -> G4.apply(s, MarrakechMove.place(3, 2, 3, 1)));
    assertThrows(IllegalMoveException.class, () -> G4.applyAction(s, 95));
    assertThrows(IllegalMoveException.class, () -> G4.applyAction(s, -1));
    MarrakechState d = G4.apply(s, MarrakechMove.FORWARD);
    assertThrows(IllegalMoveException.class, () -> G4.apply(d, MarrakechMove.LEFT));
    // 2-player draw of a colour that is not the mover's
    assertThrows(
        IllegalMoveException.class, () -> G2.apply(G2.start(), MarrakechMove.draw(Colour.YELLOW)));
  }

  // ---- payment regions --------------------------------------------------------------------------

  private static long squares(int... xy) {
    long b = 0;
    for (int i = 0; i < xy.length; i += 2) {
      b |= MarrakechState.bit(xy[i], xy[i + 1]);
    }
    return b;
  }

  @Test
  void region_ringWithHole_isEightSquares() {
    MarrakechState s = G3.parseState(SHAPES + " 33N c15$30,y15$30,r15$30 0O");
    long ring = squares(0, 0, 1, 0, 2, 0, 0, 1, 2, 1, 0, 2, 1, 2, 2, 2);
    for (int x = 0; x < 3; x++) {
      for (int y = 0; y < 3; y++) {
        if (x == 1 && y == 1) {
          assertEquals(0, s.paymentRegion(1, 1), "the hole is empty");
        } else {
          assertEquals(ring, s.paymentRegion(x, y), "from (" + x + "," + y + ")");
        }
      }
    }
  }

  @Test
  void region_diagonalContactOnly_doesNotConnect() {
    MarrakechState s = G3.parseState(SHAPES + " 33N c15$30,y15$30,r15$30 0O");
    assertEquals(squares(3, 5), s.paymentRegion(3, 5));
    assertEquals(squares(4, 6), s.paymentRegion(4, 6));
    assertEquals(squares(5, 2), s.paymentRegion(5, 2));
    assertEquals(1, s.paymentAmount(3, 5));
  }

  @Test
  void region_rowEnds_doNotWrapAround() {
    // (6,3) and (0,4) are consecutive square numbers but not neighbours
    MarrakechState s = G3.parseState(SHAPES + " 33N c15$30,y15$30,r15$30 0O");
    assertEquals(squares(6, 3), s.paymentRegion(6, 3));
    assertEquals(squares(0, 4), s.paymentRegion(0, 4));
  }

  @Test
  void region_snakeOverFiveRows_is23Squares() {
    MarrakechState s = G3.parseState(SNAKE + " 33N c15$30,y15$30,r15$30 0O");
    assertEquals(23, Long.bitCount(s.paymentRegion(0, 0)));
    assertEquals(s.paymentRegion(0, 0), s.paymentRegion(6, 4));
    assertEquals(23, s.paymentAmount(3, 2));
    assertEquals(squares(0, 6), s.paymentRegion(0, 6));
    assertEquals(0, s.paymentAmount(0, 6), "own rug: nothing to pay");
    assertEquals(0, s.paymentAmount(3, 3), "empty square: nothing to pay");
  }

  @Test
  void region_twoPlayers_coloursOfOnePlayerCountedSeparately() {
    // seat 1 owns yellow and purple: landing on purple counts only the purple squares
    String board =
        Boards.board(".......", ".......", ".ppy...", "...y...", ".......", ".......", ".......");
    MarrakechState s = G2.parseState(board + " 14N c12r12$30,y12p12$30 0Dc");
    assertEquals(squares(1, 2, 2, 2), s.paymentRegion(1, 2));
    assertEquals(2, s.paymentAmount(1, 2));
    assertEquals(squares(3, 2, 3, 3), s.paymentRegion(3, 3));
    MarrakechState after = G2.apply(s, MarrakechMove.roll(2)); // (1,4) N 2 -> (1,2) purple
    assertEquals(28, after.money(0));
    assertEquals(32, after.money(1));
    assertEquals(Phase.PLACE, after.phase());
  }

  @Test
  void region_twoPlayers_ownSecondColour_paysNothing() {
    String board =
        Boards.board(".......", ".......", ".rc....", ".......", ".......", ".......", ".......");
    MarrakechState s = G2.parseState(board + " 14N c12r12$30,y12p12$30 0Dc");
    MarrakechState after = G2.apply(s, MarrakechMove.roll(2));
    assertEquals(30, after.money(0));
    assertEquals(30, after.money(1));
  }

  // ---- payment ---------------------------------------------------------------------------------

  private static final String RING_D = SHAPES + " 14N ";

  @Test
  void payment_fullRegion_paidToOwner() {
    MarrakechState s = G3.parseState(RING_D + "c15$30,y15$30,r15$30 0D");
    MarrakechState after = G3.apply(s, MarrakechMove.roll(2)); // (1,4) N 2 -> (1,2) in the ring
    assertEquals(1, after.assamX());
    assertEquals(2, after.assamY());
    assertEquals(22, after.money(0));
    assertEquals(38, after.money(1));
    assertEquals(30, after.money(2));
    assertEquals(Phase.PLACE, after.phase());
    assertEquals(0, after.seatToMove());
    assertTrue(G3.describe(s, MarrakechMove.roll(2), after).contains("pays 8 to player 1"));
  }

  @Test
  void payment_exactAmount_staysInWithZero() {
    MarrakechState s = G3.parseState(RING_D + "c15$8,y15$30,r15$30 0D");
    MarrakechState after = G3.apply(s, MarrakechMove.roll(2));
    assertEquals(0, after.money(0));
    assertFalse(after.isOut(0));
    assertEquals(Phase.PLACE, after.phase());
    assertEquals(0, after.seatToMove());
    assertEquals(15, after.rugsLeft(Colour.CYAN));
  }

  @Test
  void payment_short_playerOutAndGameContinues() {
    MarrakechState s = G3.parseState(RING_D + "c15$5,y15$30,r15$30 0D");
    MarrakechState after = G3.apply(s, MarrakechMove.roll(2));
    assertTrue(after.isOut(0));
    assertEquals(0, after.money(0));
    assertEquals(35, after.money(1));
    assertEquals(0, after.rugsLeft(Colour.CYAN));
    assertEquals(Phase.ORIENT, after.phase(), "turn ends without placing; next player orients");
    assertEquals(1, after.seatToMove());
    assertTrue(
        G3.formatState(after).endsWith(" 12N c0$0!,y15$35,r15$30 1O"), G3.formatState(after));
    String line = G3.describe(s, MarrakechMove.roll(2), after);
    assertTrue(line.contains("pays 5 of 8 owed to player 1 and is out"), line);
    // the out player is skipped from now on
    MarrakechState next = play(G3, after, "F", "1");
    next = G3.apply(next, G3.legalMoves(next).get(0));
    assertEquals(2, next.seatToMove());
    next = play(G3, next, "F", "1");
    next = G3.apply(next, G3.legalMoves(next).get(0));
    assertEquals(1, next.seatToMove());
  }

  @Test
  void payment_short_forfeitsOnlyTheColoursOfThePlayerOut() {
    // seat 0 owns red, not cyan (colour index 0): only red's rugs go with it
    MarrakechState s = G3.parseState(RING_D + "r15$5,y15$30,c15$30 0D");
    MarrakechState after = G3.apply(s, MarrakechMove.roll(2));
    assertTrue(after.isOut(0));
    assertEquals(0, after.rugsLeft(Colour.RED));
    assertEquals(15, after.rugsLeft(Colour.YELLOW));
    assertEquals(15, after.rugsLeft(Colour.CYAN));
    assertTrue(
        G3.formatState(after).endsWith(" 12N r0$0!,y15$35,c15$30 1O"), G3.formatState(after));
  }

  @Test
  void payment_onOutPlayersRug_paysNothing() {
    MarrakechState s = G3.parseState(RING_D + "c15$30,y0$0!,r15$30 0D");
    MarrakechState after = G3.apply(s, MarrakechMove.roll(2));
    assertEquals(30, after.money(0));
    assertEquals(0, after.money(1));
    assertEquals(Phase.PLACE, after.phase());
    assertEquals(0, s.paymentAmount(1, 2));
    assertTrue(G3.describe(s, MarrakechMove.roll(2), after).contains("out"));
  }

  @Test
  void payment_onOwnRug_paysNothing() {
    MarrakechState s = G3.parseState(RING_D + "c15$30,y15$30,r15$30 1D");
    MarrakechState after = G3.apply(s, MarrakechMove.roll(2));
    assertEquals(30, after.money(1));
    assertEquals(30, after.money(0));
  }

  @Test
  void payment_shortWithOnePlayerLeft_gameEnds() {
    MarrakechState s = G3.parseState(RING_D + "c15$5,y15$30,r0$0! 0D");
    MarrakechState after = G3.apply(s, MarrakechMove.roll(2));
    assertTrue(after.isOver());
    assertEquals(Game.TERMINAL, G3.currentPlayer(after));
    assertTrue(G3.formatState(after).endsWith(" -"));
    GameResult r = G3.result(after);
    assertEquals(List.of(1), r.winners());
    assertEquals(1, r.rank(0));
    assertEquals(1, r.rank(2));
    assertEquals(1.0, r.returns(1));
    assertEquals(-1.0, r.returns(0));
  }

  @Test
  void payment_shortInTwoPlayerGame_gameEnds() {
    String board =
        Boards.board(".......", ".......", ".ppp...", ".......", ".......", ".......", ".......");
    MarrakechState s = G2.parseState(board + " 14N c12r12$2,y12p12$30 0Dr");
    MarrakechState after = G2.apply(s, MarrakechMove.roll(2));
    assertTrue(after.isOver());
    assertEquals(List.of(1), G2.result(after).winners());
    assertEquals(32, after.money(1));
  }

  // ---- placement -------------------------------------------------------------------------------

  /** Assam on (3,3); r5 lies whole on (2,2)+(3,2); c6 whole on (4,3)+(5,3); c7, c8 halves. */
  static final String PLACE_FEN =
      "......./......./..r5r5.../....c6c6./...c7c8../......./....... 33N "
          + "c10$30,y12$30,r12$30 0P";

  @Test
  void place_exactlyOnOneOpponentRug_refused() {
    MarrakechState s = G3.parseState(PLACE_FEN);
    IllegalMoveException e =
        assertThrows(
            IllegalMoveException.class, () -> G3.apply(s, MarrakechMove.place(3, 2, 2, 2)));
    assertTrue(e.getMessage().contains("both halves of rug 5"), e.getMessage());
    assertThrows(IllegalMoveException.class, () -> G3.parseMove(s, "3222"));
    assertThrows(IllegalMoveException.class, () -> G3.parseMove(s, "2232"));
  }

  @Test
  void place_exactlyOnOneOwnRug_refused() {
    MarrakechState s = G3.parseState(PLACE_FEN);
    IllegalMoveException e =
        assertThrows(
            IllegalMoveException.class, () -> G3.apply(s, MarrakechMove.place(4, 3, 5, 3)));
    assertTrue(e.getMessage().contains("both halves of rug 6"), e.getMessage());
  }

  @Test
  void place_allowedKinds_andAllLegalPlacementsListed() {
    MarrakechState s = G3.parseState(PLACE_FEN);
    // halves of two different rugs of the same colour: allowed
    MarrakechState after = G3.apply(s, MarrakechMove.place(3, 4, 4, 4));
    assertEquals(9, after.rugIdAt(3, 4));
    assertEquals(9, after.rugIdAt(4, 4));
    assertEquals(Optional.of(Colour.CYAN), after.colourAt(4, 4));
    // half of a rug and an empty square; half of each of two rugs of different colours
    G3.apply(s, MarrakechMove.place(3, 2, 3, 1));
    G3.apply(s, MarrakechMove.place(3, 2, 4, 2));
    G3.apply(s, MarrakechMove.place(4, 3, 4, 4));
    // 12 candidates around (3,3), 2 of them exactly on one rug
    List<String> legal = moves(G3, s);
    assertEquals(10, legal.size(), legal.toString());
    assertFalse(legal.contains("3222"));
    assertFalse(legal.contains("4353"));
    assertEquals(MarrakechGame.legalPlacements(s), G3.legalMoves(s));
    // output lists the square next to Assam first
    for (String m : legal) {
      int x = m.charAt(0) - '0';
      int y = m.charAt(1) - '0';
      assertEquals(1, Math.abs(x - 3) + Math.abs(y - 3), m);
    }
    assertEquals("3444", G3.formatMove(s, G3.parseMove(s, "4434")));
  }

  @Test
  void place_onAssamOrAwayFromHim_refused() {
    MarrakechState s = G3.parseState(PLACE_FEN);
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> G3.parseMove(s, "3334"));
    assertTrue(e.getMessage().contains("Assam's square"), e.getMessage());
    e = assertThrows(IllegalMoveException.class, () -> G3.parseMove(s, "1112"));
    assertTrue(e.getMessage().contains("next to Assam"), e.getMessage());
    e = assertThrows(IllegalMoveException.class, () -> G3.parseMove(s, "4252"));
    assertTrue(
        e.getMessage().contains("next to Assam"),
        "diagonal neighbour is not next: " + e.getMessage());
    assertThrows(NotationException.class, () -> G3.parseMove(s, "3335"));
    assertThrows(NotationException.class, () -> G3.parseMove(s, "3738"));
  }

  @Test
  void place_cornerAssam_stillHasLegalPlacements() {
    // Assam in the corner, both rugs next to him whole: the other pairs stay legal
    String fen =
        ".c1c1..../c2....../c2....../......./......./......./....... 00N c10$30,y12$30,r12$30 0P";
    MarrakechState s = G3.parseState(fen);
    List<String> legal = moves(G3, s);
    assertEquals(List.of("0111", "1011"), legal);
  }

  // ---- end and scoring -------------------------------------------------------------------------

  @Test
  void end_lastRugPlaced_gameOver() {
    String fen = MarrakechPerftTest.EMPTY + " 33N c0$30,y0$30,r1$30 2P";
    MarrakechState s = G3.parseState(fen);
    MarrakechState after = G3.apply(s, MarrakechMove.place(3, 2, 3, 1));
    assertTrue(after.isOver());
    GameResult r = G3.result(after);
    assertEquals(32, r.score(2));
    assertEquals(List.of(2), r.winners());
  }

  @Test
  void turn_playerWithoutRugs_skipped() {
    String fen = MarrakechPerftTest.EMPTY + " 33N c1$30,y0$30,r1$30 0P";
    MarrakechState after = G3.apply(G3.parseState(fen), MarrakechMove.place(3, 2, 3, 1));
    assertEquals(2, after.seatToMove());
    assertEquals(Phase.ORIENT, after.phase());
  }

  @Test
  void result_tieOnScore_moreDirhamsWins() {
    // c: 30 + 2 = 32, y: 29 + 3 = 32, r: 20 + 2 = 22
    String fen =
        "c1c1y2y2y3r4r4/......./......./......./......./......./....... 33N c0$30,y0$29,r0$20 -";
    MarrakechState s = G3.parseState(fen);
    GameResult r = G3.result(s);
    assertEquals(32, r.score(0));
    assertEquals(32, r.score(1));
    assertEquals(0, r.rank(0));
    assertEquals(1, r.rank(1));
    assertEquals(2, r.rank(2));
    assertEquals(List.of(0), r.winners());
    assertEquals(32, s.score(0));
  }

  @Test
  void result_tieOnScoreAndDirhams_sharedWin_outPlayerLast() {
    // c and y: 30 + 2 each; red is out with the most squares but ranks last
    String fen =
        "c1c1y2y2r3r3r4/r5r5r6r6.../......./......./......./......./....... 33N "
            + "c0$30,y0$30,r0$0! -";
    MarrakechState s = G3.parseState(fen);
    GameResult r = G3.result(s);
    assertEquals(List.of(0, 1), r.winners());
    assertEquals(2, r.rank(2));
    assertEquals(0, r.score(2));
    assertEquals(-1.0, r.returns(2));
  }

  @Test
  void result_fourPlayers_twoOut_tiedAmongThemselves() {
    String fen =
        "c1c1y2y2.../......./......./......./......./......./....... 33N "
            + "c0$40,y0$0!,r0$0!,p0$20 -";
    GameResult r = G4.result(G4.parseState(fen));
    assertEquals(0, r.rank(0));
    assertEquals(1, r.rank(3));
    assertEquals(2, r.rank(1));
    assertEquals(2, r.rank(2));
  }

  @Test
  void result_notOver_refused() {
    assertThrows(IllegalStateException.class, () -> G4.result(G4.start()));
  }

  @Test
  void queries_scoreAndVisible() {
    MarrakechState s = G3.parseState(PLACE_FEN);
    assertEquals(4, s.visibleCount(Colour.CYAN));
    assertEquals(34, s.score(0));
    assertEquals(32, s.score(2));
    assertEquals(MarrakechState.bit(2, 2) | MarrakechState.bit(3, 2), s.visible(Colour.RED));
    assertEquals(OptionalInt.of(2), s.owner(Colour.RED));
    assertEquals(OptionalInt.empty(), s.owner(Colour.PURPLE));
    assertEquals(Optional.empty(), s.colourAt(0, 0));
    assertEquals(0, s.rugIdAt(0, 0));
    assertThrows(IllegalArgumentException.class, () -> s.money(3));
    assertThrows(IllegalArgumentException.class, () -> s.colourAt(7, 0));
  }
}
