package dev.tabula.toguz;

import static dev.tabula.toguz.Positions.pos;
import static dev.tabula.toguz.Positions.row;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.Game;
import dev.tabula.core.GameResult;
import dev.tabula.core.IllegalMoveException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Hand-made positions, one or more per rule of {@code docs/rules/toguz.md}. */
class ToguzRulesTest {
  private static final ToguzGame GAME = ToguzGame.standard();
  private static final int[] FIVES = {5, 5, 5, 5, 5, 5, 5, 5, 5};

  private static int[] holes(ToguzState s, int player) {
    int[] r = new int[9];
    for (int h = 1; h <= 9; h++) {
      r[h - 1] = s.stones(player, h);
    }
    return r;
  }

  private static void assertBoard(ToguzState s, int[] white, int[] black) {
    assertArrayEquals(white, holes(s, 0), "White's holes of " + s);
    assertArrayEquals(black, holes(s, 1), "Black's holes of " + s);
  }

  private static ToguzState play(ToguzState s, int hole) {
    return GAME.apply(s, ToguzMove.of(hole));
  }

  /** A position whose stores share the stones not on the board (White's half rounded down). */
  private static ToguzState split(
      int[] white, int[] black, int whiteTuzdyk, int blackTuzdyk, int side) {
    int board = 0;
    for (int i = 0; i < 9; i++) {
      board += white[i] + black[i];
    }
    return pos(white, black, (162 - board) / 2, whiteTuzdyk, blackTuzdyk, side);
  }

  // ------------------------------------------------------------------ sowing

  @Test
  void apply_oneStone_goesIntoTheNextHoleAndLeavesItsHoleEmpty() {
    ToguzState s = split(row(5, 0, 0, 1, 2), FIVES, 0, 0, 0);
    ToguzState t = play(s, 4);
    assertBoard(t, row(5, 0, 0, 0, 3), FIVES);
    assertEquals(s.store(0), t.store(0));
    assertEquals(s.store(1), t.store(1));
    assertEquals(1, t.seatToMove());
  }

  @Test
  void apply_oneStoneFromHoleNine_goesIntoOpponentsHoleOne() {
    ToguzState s = split(row(4, 0, 0, 0, 0, 0, 0, 0, 1), row(4, 5, 5, 5, 5, 5, 5, 5, 5), 0, 0, 0);
    ToguzState t = play(s, 9);
    assertBoard(t, row(4), row(5, 5, 5, 5, 5, 5, 5, 5, 5));
    assertEquals(s.store(0), t.store(0), "5 is odd: no capture");
  }

  @Test
  void apply_twoStones_firstGoesBackIntoItsHole() {
    ToguzState s = split(row(0, 2, 7), FIVES, 0, 0, 0);
    assertBoard(play(s, 2), row(0, 1, 8), FIVES);
  }

  @Test
  void apply_manyStones_firstGoesBackThenOneEachIntoTheFollowingHoles() {
    ToguzState s = split(row(1, 1, 5, 1, 1, 1, 1, 1, 1), FIVES, 0, 0, 0);
    assertBoard(play(s, 3), row(1, 1, 1, 2, 2, 2, 2, 1, 1), FIVES);
  }

  @Test
  void apply_eighteenStones_oneLapEndingInOpponentsHoleNine() {
    // 18 stones from White's hole 1: one into every hole, the last into Black's 9 (5 + 1 = 6:
    // captured)
    ToguzState s = split(row(18, 1, 1, 1, 1, 1, 1, 1, 1), FIVES, 0, 0, 0);
    ToguzState t = play(s, 1);
    assertBoard(t, row(1, 2, 2, 2, 2, 2, 2, 2, 2), row(6, 6, 6, 6, 6, 6, 6, 6, 0));
    assertEquals(s.store(0) + 6, t.store(0));
  }

  @Test
  void apply_fortyStones_twoLapsAndFourMore_noHoleSkipped() {
    // From White's hole 5: 2 in every hole, 1 more into White's 5..8 (the emptied hole included).
    ToguzState s = split(row(1, 1, 1, 1, 40, 1, 1, 1, 1), FIVES, 0, 0, 0);
    ToguzState t = play(s, 5);
    assertBoard(t, row(3, 3, 3, 3, 3, 4, 4, 4, 3), row(7, 7, 7, 7, 7, 7, 7, 7, 7));
    assertEquals(s.store(0), t.store(0), "last stone on White's own side: nothing");
  }

  @Test
  void apply_lapEndingInOpponentsHole_capturesEvenCount() {
    // 28 stones from White's 1: Black's 1 is passed twice (0 -> 2), the last stone falls there.
    ToguzState s = split(row(28, 1), row(0, 5, 5, 5, 5, 5, 5, 5, 5), 0, 0, 0);
    ToguzState t = play(s, 1);
    assertBoard(t, row(2, 3, 2, 2, 2, 2, 2, 2, 2), row(0, 6, 6, 6, 6, 6, 6, 6, 6));
    assertEquals(s.store(0) + 2, t.store(0));
    assertEquals("11", GAME.formatMove(s, ToguzMove.of(1)));
  }

  @Test
  void apply_startHoleSix_capturesTenAsInTheRulesExample() {
    ToguzState t = play(ToguzState.start(), 6);
    assertEquals(
        "9S,9S,9S,9S,1,10S,10S,10S,10S/9S,9S,9S,9S,9S,1S,10S,10S,10S 10 0 N 1", t.toString());
  }

  // ------------------------------------------------------------------ captures

  @Test
  void apply_lastStoneMakesOddCountInOpponentsHole_noCapture() {
    ToguzState s = split(row(1, 0, 0, 0, 0, 0, 0, 3), row(4, 5, 5, 5, 5, 5, 5, 5, 5), 0, 0, 0);
    ToguzState t = play(s, 8);
    assertBoard(t, row(1, 0, 0, 0, 0, 0, 0, 1, 1), row(5, 5, 5, 5, 5, 5, 5, 5, 5));
    assertEquals(s.store(0), t.store(0));
  }

  @Test
  void apply_lastStoneMakesEvenCountInOpponentsHole_capturesAll() {
    ToguzState s = split(row(1, 0, 0, 0, 0, 0, 0, 3), row(7, 5, 5, 5, 5, 5, 5, 5, 5), 0, 0, 0);
    ToguzState t = play(s, 8);
    assertBoard(t, row(1, 0, 0, 0, 0, 0, 0, 1, 1), row(0, 5, 5, 5, 5, 5, 5, 5, 5));
    assertEquals(s.store(0) + 8, t.store(0));
    assertEquals(s.store(1), t.store(1));
  }

  @Test
  void apply_lastStoneMakesEvenCountOnOwnSide_noCapture() {
    ToguzState s = split(row(3, 0, 3), FIVES, 0, 0, 0);
    ToguzState t = play(s, 1);
    assertBoard(t, row(1, 1, 4), FIVES);
    assertEquals(s.store(0), t.store(0));
  }

  @Test
  void apply_blackCapturesOnWhitesSide() {
    ToguzState s = split(row(3, 5, 5, 5, 5, 5, 5, 5, 5), row(1, 0, 0, 0, 0, 0, 0, 0, 2), 0, 0, 1);
    ToguzState t = play(s, 9);
    assertBoard(t, row(0, 5, 5, 5, 5, 5, 5, 5, 5), row(1, 0, 0, 0, 0, 0, 0, 0, 1));
    assertEquals(s.store(1) + 4, t.store(1));
    assertEquals(s.moveNumber() + 1, t.moveNumber(), "the full move goes up after Black's move");
    assertEquals(0, t.seatToMove());
  }

  // ------------------------------------------------------------------ tuzdyks

  @Test
  void apply_lastStoneMakesThree_becomesMoversTuzdyk() {
    ToguzState s = split(row(1, 0, 0, 0, 0, 0, 0, 3), row(2, 5, 5, 5, 5, 5, 5, 5, 5), 0, 0, 0);
    assertEquals("81x", GAME.formatMove(s, ToguzMove.of(8)));
    ToguzState t = play(s, 8);
    assertEquals(1, t.tuzdyk(0));
    assertEquals(0, t.tuzdyk(1));
    assertBoard(t, row(1, 0, 0, 0, 0, 0, 0, 1, 1), row(0, 5, 5, 5, 5, 5, 5, 5, 5));
    assertEquals(s.store(0) + 3, t.store(0));
    assertTrue(t.toString().startsWith("5S,5S,5S,5S,5S,5S,5S,5S,t/"), t.toString());
  }

  @Test
  void apply_blackMakesTuzdykOnWhitesSide() {
    ToguzState s = split(row(5, 5, 5, 5, 5, 5, 2, 5, 5), row(1, 0, 0, 3), 0, 0, 1);
    // Black's 4 with 3 stones: 4, 5, 6 then ... no: the last stone falls in Black's 6. Use hole 6.
    ToguzState s2 = split(row(5, 5, 5, 5, 5, 5, 2, 5, 5), row(1, 0, 0, 0, 0, 0, 0, 0, 8), 0, 0, 1);
    assertEquals("97x", GAME.formatMove(s2, ToguzMove.of(9)));
    ToguzState t = play(s2, 9);
    assertEquals(7, t.tuzdyk(1));
    assertEquals(0, t.stones(0, 7));
    assertEquals(s2.store(1) + 3, t.store(1));
    assertEquals("46", GAME.formatMove(s, ToguzMove.of(4)));
  }

  @Test
  void apply_threeInOpponentsHoleNine_noTuzdyk() {
    ToguzState s = split(row(1, 0, 0, 0, 0, 0, 0, 0, 10), row(5, 5, 5, 5, 5, 5, 5, 5, 2), 0, 0, 0);
    assertEquals("99", GAME.formatMove(s, ToguzMove.of(9)));
    ToguzState t = play(s, 9);
    assertEquals(0, t.tuzdyk(0));
    assertEquals(3, t.stones(1, 9), "the three stay in Black's hole 9");
    assertEquals(s.store(0), t.store(0));
  }

  @Test
  void apply_threeWhenMoverAlreadyOwnsATuzdyk_noSecondTuzdyk() {
    ToguzState s = split(row(1, 0, 0, 0, 0, 0, 0, 3), row(2, 5, 5, 5, 0, 5, 5, 5, 5), 5, 0, 0);
    ToguzState t = play(s, 8);
    assertEquals(5, t.tuzdyk(0), "still the old tuzdyk");
    assertEquals(3, t.stones(1, 1));
    assertEquals(s.store(0), t.store(0));
    assertEquals("81", GAME.formatMove(s, ToguzMove.of(8)));
  }

  @Test
  void apply_threeInHoleWithSameNumberAsOpponentsTuzdyk_noTuzdyk() {
    // Black owns White's hole 1, so White may not take Black's hole 1.
    ToguzState s = split(row(0, 0, 0, 0, 0, 0, 0, 3, 1), row(2, 5, 5, 5, 5, 5, 5, 5, 5), 0, 1, 0);
    ToguzState t = play(s, 8);
    assertEquals(0, t.tuzdyk(0));
    assertEquals(3, t.stones(1, 1));
    assertEquals(s.store(0), t.store(0));
  }

  @Test
  void apply_threeInHoleWithOtherNumberThanOpponentsTuzdyk_makesTuzdyk() {
    ToguzState s = split(row(1, 0, 0, 0, 0, 0, 0, 3, 1), row(2, 5, 5, 5, 5, 5, 5, 5, 5), 0, 2, 0);
    ToguzState t = play(s, 8);
    assertEquals(1, t.tuzdyk(0));
    assertEquals(2, t.tuzdyk(1));
  }

  @Test
  void apply_lastStoneIntoOwnTuzdyk_goesToStoreAndTriggersNothing() {
    // White owns Black's hole 1; White's 8 with 3 stones ends there.
    ToguzState s = split(row(1, 0, 0, 0, 0, 0, 0, 3), row(0, 5, 5, 5, 5, 5, 5, 5, 5), 1, 0, 0);
    ToguzState t = play(s, 8);
    assertEquals(0, t.stones(1, 1));
    assertEquals(s.store(0) + 1, t.store(0));
    assertEquals(s.store(1), t.store(1));
    assertEquals("81", GAME.formatMove(s, ToguzMove.of(8)));
  }

  @Test
  void apply_stonesSownIntoOpponentsTuzdykOnMoversSide_goToTheOwnersStore() {
    // Black owns White's hole 3; White sows 1..5 through it.
    ToguzState s = split(row(5, 1, 0, 1, 1), FIVES, 0, 3, 0);
    ToguzState t = play(s, 1);
    assertBoard(t, row(1, 2, 0, 2, 2), FIVES);
    assertEquals(s.store(0), t.store(0));
    assertEquals(s.store(1) + 1, t.store(1));
  }

  @Test
  void apply_blackSowsThroughWhitesTuzdykInBlacksRow_stoneGoesToWhite() {
    ToguzState s = split(FIVES, row(1, 6, 1, 1, 0, 1, 1), 5, 0, 1);
    ToguzState t = play(s, 2);
    assertBoard(t, FIVES, row(1, 1, 2, 2, 0, 2, 2));
    assertEquals(s.store(0) + 1, t.store(0));
    assertEquals(s.store(1), t.store(1));
  }

  @Test
  void apply_lapsThroughBothTuzdyks_eachOwnerGetsEveryStoneThatFallsIn() {
    // White owns Black's 4, Black owns White's 6; 40 stones from White's 2: two laps and 4 more.
    ToguzState s = split(row(1, 40, 1, 1, 1, 0, 1, 1, 1), row(1, 1, 1, 0, 1, 1, 1, 1, 1), 4, 6, 0);
    ToguzState t = play(s, 2);
    // White 2..5 get the 4 extra stones; both tuzdyks get 2 (one per lap), passed to their owners
    assertEquals(0, t.stones(0, 6));
    assertEquals(0, t.stones(1, 4));
    assertEquals(s.store(0) + 2, t.store(0));
    assertEquals(s.store(1) + 2, t.store(1));
    assertBoard(t, row(3, 3, 4, 4, 4, 0, 3, 3, 3), row(3, 3, 3, 0, 3, 3, 3, 3, 3));
  }

  @Test
  void apply_lastStoneIntoOpponentsTuzdykOnMoversSide_goesToItsOwnerAndTriggersNothing() {
    // Black owns White's 5; White's 2 (4 stones) ends there.
    ToguzState s = split(row(1, 4, 0, 0, 0, 1), FIVES, 0, 5, 0);
    ToguzState t = play(s, 2);
    assertBoard(t, row(1, 1, 1, 1, 0, 1), FIVES);
    assertEquals(s.store(0), t.store(0));
    assertEquals(s.store(1) + 1, t.store(1));
    assertEquals("25", GAME.formatMove(s, ToguzMove.of(2)));
  }

  @Test
  void apply_evenCountInOpponentsHoleNine_captured() {
    // Only a tuzdyk is barred from hole 9; an even count there is captured like anywhere else.
    ToguzState s = split(row(1, 0, 0, 0, 0, 0, 0, 0, 10), row(5, 5, 5, 5, 5, 5, 5, 5, 1), 0, 0, 0);
    ToguzState t = play(s, 9);
    assertBoard(t, row(1, 0, 0, 0, 0, 0, 0, 0, 1), row(6, 6, 6, 6, 6, 6, 6, 6, 0));
    assertEquals(s.store(0) + 2, t.store(0));
  }

  @Test
  void apply_tuzdykTakesOpponentsLastStones_moverSweeps() {
    // Black's last 2 stones are in hole 1; White's 8 makes them 3: a tuzdyk, then Black cannot
    // move.
    ToguzState s = pos(row(5, 0, 0, 0, 0, 0, 0, 3), row(2), 76, 0, 0, 0);
    assertEquals(76, s.store(1));
    ToguzState t = play(s, 8);
    assertEquals(1, t.tuzdyk(0));
    assertEquals(76 + 3 + 7, t.store(0));
    assertEquals(76, t.store(1));
    assertBoard(t, new int[9], new int[9]);
    assertTrue(t.isOver());
    assertEquals(List.of(0), GAME.result(t).winners());
    assertEquals(
        "White 8 -> Black 1, tuzdyk; Black has no stones, White takes the last 7; White "
            + "wins 86-76",
        GAME.describe(s, ToguzMove.of(8), t));
  }

  @Test
  void apply_holeThatIsOpponentsTuzdyk_refused() {
    ToguzState s = split(row(1, 0, 0, 0, 0, 0, 0, 3), row(2, 5, 5, 5, 5, 5, 5, 5, 5), 0, 4, 0);
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> play(s, 4));
    assertTrue(e.getMessage().contains("tuzdyk"), e.getMessage());
    assertFalse(GAME.legalMoves(s).contains(ToguzMove.of(4)));
  }

  // ------------------------------------------------------------------ the end

  @Test
  void apply_sideToMoveLeftWithoutStones_moverSweepsOwnStones() {
    // Black has nothing; White's move stays on White's side: Black cannot move, White takes the
    // rest.
    ToguzState s = pos(row(2, 0, 0, 0, 30), new int[9], 50, 0, 0, 0);
    assertEquals(80, s.store(1));
    ToguzState t = play(s, 1);
    assertBoard(t, new int[9], new int[9]);
    assertEquals(82, t.store(0));
    assertEquals(80, t.store(1));
    assertTrue(t.isOver());
    assertEquals(Game.TERMINAL, GAME.currentPlayer(t));
    assertEquals(List.of(0), GAME.result(t).winners());
  }

  @Test
  void apply_captureTakesOpponentsLastStones_moverSweeps() {
    // Black's only stone sits in hole 1; White's 9 captures it (1 + 1 = 2), then White sweeps.
    ToguzState s = pos(row(10, 0, 0, 0, 0, 0, 0, 0, 1), row(1), 70, 0, 0, 0);
    assertEquals(80, s.store(1));
    ToguzState t = play(s, 9);
    assertEquals(70 + 2 + 10, t.store(0));
    assertEquals(80, t.store(1));
    assertBoard(t, new int[9], new int[9]);
    assertTrue(t.isOver());
    assertEquals(List.of(0), GAME.result(t).winners());
  }

  @Test
  void apply_blackMovesAndWhiteHasNoStones_blackSweeps() {
    ToguzState s = pos(new int[9], row(2, 0, 0, 3), 80, 0, 0, 1);
    ToguzState t = play(s, 1);
    assertEquals(80, t.store(0));
    assertEquals(82, t.store(1));
    assertTrue(t.isOver());
    assertEquals(List.of(1), GAME.result(t).winners());
    assertEquals(0, t.seatToMove());
    assertEquals(s.moveNumber() + 1, t.moveNumber());
  }

  @Test
  void apply_sweepBringsBothTo81_draw() {
    ToguzState s = pos(row(2, 0, 0, 0, 1), new int[9], 78, 0, 0, 0);
    assertEquals(81, s.store(1));
    ToguzState t = play(s, 1);
    assertEquals(81, t.store(0));
    assertEquals(81, t.store(1));
    assertTrue(t.isOver());
    GameResult r = GAME.result(t);
    assertTrue(r.isDraw());
    assertEquals(0, r.returns(0));
    assertEquals(81, r.score(0));
  }

  @Test
  void apply_captureReaches82_gameEndsAtOnceWithStonesLeft() {
    ToguzState s = pos(row(4, 0, 0, 0, 0, 0, 0, 0, 1), row(1, 3, 3), 80, 0, 0, 0);
    ToguzState t = play(s, 9);
    assertEquals(82, t.store(0));
    assertTrue(t.isOver());
    assertEquals(Game.TERMINAL, GAME.currentPlayer(t));
    assertTrue(GAME.legalMoves(t).isEmpty());
    assertEquals(0, GAME.legalActions(t, new int[9]));
    assertBoard(t, row(4), row(0, 3, 3));
    GameResult r = GAME.result(t);
    assertEquals(List.of(0), r.winners());
    assertEquals(82, r.score(0));
    assertEquals(70, r.score(1));
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> play(t, 1));
    assertTrue(e.getMessage().contains("over"), e.getMessage());
  }

  @Test
  void apply_moverSowsOpponentTo82ThroughTuzdyk_opponentWins() {
    // Black owns White's 3 and has 81; White's move drops a stone into it.
    ToguzState s = pos(row(5, 1, 0, 1, 1), row(3, 3, 3), 64, 0, 3, 0);
    assertEquals(81, s.store(1));
    ToguzState t = play(s, 1);
    assertEquals(82, t.store(1));
    assertTrue(t.isOver());
    assertEquals(List.of(1), GAME.result(t).winners());
  }

  @Test
  void apply_storeAt81AgainstLess_gameGoesOn() {
    ToguzState s = pos(row(2, 0, 0, 0, 1), row(1), 78, 0, 0, 0);
    assertEquals(80, s.store(1));
    ToguzState t = play(s, 5);
    assertEquals(78, t.store(0));
    assertFalse(t.isOver());
    assertThrows(IllegalStateException.class, () -> GAME.result(t));
  }

  @Test
  void apply_fullMoveNumberStopsAtIntMax() {
    ToguzState s = ToguzState.parse("1S,8/8,1S 80 80 N 2147483647");
    assertEquals("9/1S,7,1S 80 80 S 2147483647", play(s, 9).toString());
    ToguzState w = ToguzState.parse("1S,8/8,1S 80 80 S 2147483646");
    assertEquals(2147483647, play(play(w, 9), 9).moveNumber());
  }

  @Test
  void result_notOver_throwsIllegalState() {
    assertThrows(IllegalStateException.class, () -> GAME.result(ToguzState.start()));
  }

  @Test
  void maxGameLength_unbounded_becauseAGameCanGoOnForEver() {
    assertEquals(Integer.MAX_VALUE, GAME.maxGameLength());
    // One stone each in hole 9: W9 -> Black 1, B9 -> White 1, then both walk their stone to hole 9
    // again; no move captures (every landing makes 1), and the position recurs every 18 plies.
    ToguzState s = ToguzState.parse("1S,8/8,1S 80 80 S 1");
    int[] cycle = {9, 9, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8};
    ToguzState t = s;
    for (int round = 1; round <= 3; round++) {
      for (int hole : cycle) {
        t = play(t, hole);
        assertFalse(t.isOver());
      }
      assertEquals("1S,8/8,1S 80 80 S " + (1 + 9 * round), t.toString());
    }
    ToguzState capped = GAME.randomPlayout(s, new java.util.SplittableRandom(1), 3);
    assertTrue(capped.isOver() || capped.moveNumber() == 2, capped.toString());
  }

  // ------------------------------------------------------------------ moves and ids

  @Test
  void legalMoves_holesWithStonesInAscendingOrder() {
    ToguzState s = split(row(0, 3, 0, 1, 0, 0, 7, 0, 2), FIVES, 0, 0, 0);
    assertEquals(
        List.of(ToguzMove.of(2), ToguzMove.of(4), ToguzMove.of(7), ToguzMove.of(9)),
        GAME.legalMoves(s));
    int[] buffer = new int[9];
    assertEquals(4, GAME.legalActions(s, buffer));
    assertArrayEquals(new int[] {1, 3, 6, 8}, java.util.Arrays.copyOf(buffer, 4));
    assertEquals(ToguzMove.of(7), GAME.move(s, 6));
    assertEquals(6, GAME.actionId(s, ToguzMove.of(7)));
    assertThrows(IllegalMoveException.class, () -> GAME.move(s, 0));
    assertThrows(IllegalMoveException.class, () -> GAME.move(s, 9));
    assertThrows(IllegalMoveException.class, () -> GAME.move(s, -1));
    assertThrows(IllegalMoveException.class, () -> GAME.applyAction(s, 2));
    assertThrows(IllegalMoveException.class, () -> GAME.applyAction(s, 17));
    assertThrows(IllegalMoveException.class, () -> GAME.actionId(s, ToguzMove.of(1)));
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> play(s, 1));
    assertEquals("White's hole 1 is empty", e.getMessage());
    assertEquals(play(s, 7), GAME.applyAction(s, 6));
  }

  @Test
  void apply_neverChangesItsInput() {
    ToguzState s = ToguzState.start();
    String before = s.toString();
    long hash = GAME.hash(s);
    for (ToguzMove m : GAME.legalMoves(s)) {
      GAME.apply(s, m);
      GAME.applyAction(s, m.actionId());
    }
    assertEquals(before, s.toString());
    assertEquals(hash, GAME.hash(s));
    assertEquals(ToguzState.start(), s);
  }

  @Test
  void hash_equalStatesEqualHashes_fullMoveCounts() {
    ToguzState a = ToguzState.parse("1S,8/8,1S 80 80 S 1");
    ToguzState b = ToguzState.parse("1S,8/8,1S 80 80 S 1");
    ToguzState c = ToguzState.parse("1S,8/8,1S 80 80 S 2");
    assertEquals(a, b);
    assertEquals(GAME.hash(a), GAME.hash(b));
    assertEquals(a.hashCode(), b.hashCode());
    assertFalse(a.equals(c));
    assertFalse(GAME.hash(a) == GAME.hash(c));
  }

  @Test
  void toguzMove_interned_andValidated() {
    assertTrue(ToguzMove.of(3) == ToguzMove.of(3));
    assertEquals(2, ToguzMove.of(3).actionId());
    assertEquals("3", ToguzMove.of(3).toString());
    assertThrows(IllegalArgumentException.class, () -> ToguzMove.of(0));
    assertThrows(IllegalArgumentException.class, () -> ToguzMove.of(10));
  }

  @Test
  void accessors_validateTheirArguments() {
    ToguzState s = ToguzState.start();
    assertThrows(IllegalArgumentException.class, () -> s.stones(2, 1));
    assertThrows(IllegalArgumentException.class, () -> s.stones(0, 0));
    assertThrows(IllegalArgumentException.class, () -> s.stones(0, 10));
    assertThrows(IllegalArgumentException.class, () -> s.store(-1));
    assertThrows(IllegalArgumentException.class, () -> s.tuzdyk(2));
    assertEquals(81, s.stonesOnSide(0));
    assertEquals(81, s.stonesOnSide(1));
    assertEquals(0, s.seatToMove());
    assertEquals(1, s.moveNumber());
    assertFalse(s.isOver());
  }
}
