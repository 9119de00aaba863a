package dev.tabula.stacksnake;

import static dev.tabula.stacksnake.Positions.FOUR;
import static dev.tabula.stacksnake.Positions.GAME;
import static dev.tabula.stacksnake.Positions.SPEC;
import static dev.tabula.stacksnake.Positions.TALL;
import static dev.tabula.stacksnake.Positions.moves;
import static dev.tabula.stacksnake.Positions.play;
import static dev.tabula.stacksnake.Positions.pos;
import static dev.tabula.stacksnake.Positions.position;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.Game;
import dev.tabula.core.GameResult;
import dev.tabula.core.IllegalMoveException;
import dev.tabula.core.NotationException;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Hand-checked positions, one or more per rule. */
class StackSnakeRulesTest {

  @Test
  void legalMoves_specPosition_exactListInIdOrder() {
    StackSnakeState s = pos(SPEC);
    List<String> m = moves(s);
    assertEquals(52, m.size());
    // steps: W1 at 1 only right; W3 at 4 both ways; ... W3 at 18 only left (21 is off the line)
    assertEquals(
        List.of(
            "1-2", "4-1", "4-7", "6-4", "6-8", "8-7", "8-9", "10-8", "10-12", "12-9", "12-15",
            "14-13", "14-15", "16-14", "16-18", "18-15"),
        m.subList(0, 16));
    assertEquals("1x4", m.get(16));
    assertEquals("16x18", m.get(51));
  }

  @Test
  void step_endsOfTheLine_reachingAllowedPassingRefused() {
    StackSnakeState s = pos(SPEC);
    // W3 at 4 steps left exactly onto position 1: allowed
    assertEquals(
        "W1W3/B2/N/B1/W2/B3/W1/B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3 B -", position(play(s, "4-1")));
    // W1 at 1 cannot step left (no line has a position before the first: no such move value),
    // W3 at 18 cannot step right
    IllegalArgumentException left =
        assertThrows(IllegalArgumentException.class, () -> StackSnakeMove.step(0, -1, 1));
    assertTrue(left.getMessage().contains("positions 0..18"), left.getMessage());
    IllegalMoveException right =
        assertThrows(IllegalMoveException.class, () -> GAME.applyAction(s, 4 * 17 + 1));
    assertTrue(right.getMessage().contains("past the end of the line"), right.getMessage());
    // position numbers run from 1 to 19 at most: 21 is not even well formed
    assertThrows(NotationException.class, () -> GAME.parseMove(s, "18-21"));
  }

  @Test
  void step_wholeStackMoves_lineClosesUp() {
    StackSnakeState s = pos(SPEC);
    StackSnakeState right = play(s, "8-9");
    assertEquals("W1/B2/N/W3/B1/W2/B3/B1W1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3 B -", position(right));
    assertEquals(18, right.stackCount());
    StackSnakeState left = play(s, "6-4");
    assertEquals("W1/B2/N/W3W2/B1/B3/W1/B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3 B -", position(left));
    // after closing up, positions are counted on the shorter line: Black's B3 now at 6 steps 3 left
    // onto 3 (N) and 3 right onto 9 (W2)
    assertEquals(
        "W1/B2/NB3/W3W2/B1/W1/B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3 W -", position(play(left, "6-3")));
    assertEquals(
        "W1/B2/N/W3W2/B1/W1/B1/W2B3/B2/W3/B3/W1/B1/W2/B2/W3/B3 W -", position(play(left, "6-9")));
  }

  @Test
  void step_distanceCountsStacksNotTiles() {
    // W3 at 1 steps 3 positions right: onto the fourth stack (N), though the tiles in between are
    // five
    StackSnakeState s = pos("W3/B1B2/W1B3/N/W1/B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3/W2 W -");
    assertTrue(moves(s).contains("1-4"));
    assertEquals(
        "B1B2/W1B3/NW3/W1/B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3/W2 B -", position(play(s, "1-4")));
  }

  @Test
  void step_twoTilesWithNeutralUnderneath_carriesTheNeutral() {
    StackSnakeState s = pos("B1/NW1/B2/W2/B3/W3/B1/W1/B2/W2/B3/W3/B1/W1/B2/W2/B3/W3 W -");
    List<String> m = moves(s);
    assertTrue(m.containsAll(List.of("2-1", "2-3", "2=1", "2=3")), m.toString());
    // two tiles: N goes along under W1, position 2 empties
    StackSnakeState two = play(s, "2=3");
    assertEquals("B1/B2NW1/W2/B3/W3/B1/W1/B2/W2/B3/W3/B1/W1/B2/W2/B3/W3 B -", position(two));
    assertEquals(List.of(Tile.B2, Tile.N, Tile.W1), two.stack(1));
    // one tile: the neutral tile stays behind, alone
    StackSnakeState one = play(s, "2-3");
    assertEquals("B1/N/B2W1/W2/B3/W3/B1/W1/B2/W2/B3/W3/B1/W1/B2/W2/B3/W3 B -", position(one));
  }

  @Test
  void neutralAloneOnTop_belongsToNobody() {
    // the neutral tile tops position 2 (W1 beneath): neither side may lift it nor swap it
    String line = "B1/W1N/B2/W2/B3/W3/B1/W1/B2/W2/B3/W3/B1/W1/B2/W2/B3/W3";
    for (String side : new String[] {"W", "B"}) {
      StackSnakeState s = pos(line + " " + side + " -");
      assertEquals(Optional.empty(), s.owner(1));
      for (String m : moves(s)) {
        assertFalse(
            m.startsWith("2-") || m.startsWith("2=") || m.startsWith("2x") || m.endsWith("x2"),
            side + ": " + m);
      }
      IllegalMoveException e =
          assertThrows(
              IllegalMoveException.class, () -> GAME.apply(s, StackSnakeMove.step(1, 0, 1)));
      assertTrue(e.getMessage().contains("belongs to nobody"), e.getMessage());
    }
    // but a tile may be put onto it: Black's B1 at 1 steps onto the neutral tile
    assertEquals(
        "W1NB1/B2/W2/B3/W3/B1/W1/B2/W2/B3/W3/B1/W1/B2/W2/B3/W3 W -",
        position(play(pos(line + " B -"), "1-2")));
  }

  @Test
  void swap_singleTileWithStack_wholeStackMoves() {
    StackSnakeState s = pos("W1/B2W3/N/B3/B1/W2/B3/W1/B1/W2/B2/W3/B3/W1/B1/W2/B2/W3 W -");
    assertTrue(moves(s).contains("1x2"));
    StackSnakeState after = play(s, "1x2");
    assertEquals("B2W3/W1/N/B3/B1/W2/B3/W1/B1/W2/B2/W3/B3/W1/B1/W2/B2/W3 B x", position(after));
    // two single tiles far apart
    assertEquals(
        "W3/B2W3/N/B3/B1/W2/B3/W1/B1/W2/B2/W1/B3/W1/B1/W2/B2/W3 B x", position(play(s, "1x12")));
    StackSnakeState far = play(s, "2x18");
    assertEquals("W1/W3/N/B3/B1/W2/B3/W1/B1/W2/B2/W3/B3/W1/B1/W2/B2/B2W3 B x", position(far));
    // the move notation also reads the higher position first
    assertEquals(far, play(s, "18x2"));
  }

  @Test
  void swap_opponentsStackOrNeutral_refused() {
    StackSnakeState s = pos(SPEC);
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> play(s, "1x2"));
    assertTrue(e.getMessage().contains("not one of White's tiles"), e.getMessage());
    assertThrows(IllegalMoveException.class, () -> play(s, "1x3"));
  }

  @Test
  void swap_rightAfterOpponentsSwap_refused_afterAStep_allowed() {
    StackSnakeState s = play(pos(SPEC), "1x4");
    assertEquals("W3/B2/N/W1/B1/W2/B3/W1/B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3 B x", position(s));
    assertFalse(s.maySwap());
    for (String m : moves(s)) {
      assertFalse(m.contains("x"), m);
    }
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> play(s, "2x5"));
    assertTrue(
        e.getMessage().contains("may not swap right after the opponent swapped"), e.getMessage());
    // Black steps; White may swap again
    StackSnakeState afterStep = play(s, "2-4");
    assertTrue(afterStep.maySwap());
    assertEquals("W3/N/W1B2/B1/W2/B3/W1/B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3 W -", position(afterStep));
    assertTrue(moves(afterStep).contains("1x5"));
  }

  @Test
  void swap_afterOpponentsPass_allowed() {
    // Black swaps; White, barred from swapping and unable to step, must pass; Black may swap again
    StackSnakeState s = play(pos(FOUR), "1x4");
    assertEquals("NB2B1W3B1/W2W2B2B2W3/W2B3B3B3W3/W1W1W1B1 W x", position(s));
    assertEquals(List.of("pass"), moves(s));
    assertThrows(IllegalMoveException.class, () -> play(s, "2x3"));
    StackSnakeState passed = play(s, "pass");
    assertEquals(
        "NB2B1W3B1/W2W2B2B2W3/W2B3B3B3W3/W1W1W1B1 B - 2 "
            + "NB2B1W3B1/W2W2B2B2W3/W2B3B3B3W3/W1W1W1B1:Wx,W1W1W1B1/W2W2B2B2W3/W2B3B3B3W3/NB2B1W3B1:B-",
        passed.toString());
    assertTrue(passed.maySwap());
    assertTrue(moves(passed).contains("1x4"));
  }

  @Test
  void pass_forcedOnlyWhenNothingElse() {
    // White's two stacks (W3 on top at 2 and 3 of 4) cannot step; swapping is open to White here,
    // so a pass is refused
    StackSnakeState w = pos("W1W1W1B1/W2W2B2B2W3/W2B3B3B3W3/NB2B1W3B1 W -");
    assertEquals(List.of("2x3"), moves(w));
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> GAME.apply(w, StackSnakeMove.PASS));
    assertTrue(e.getMessage().contains("may pass only when no step or swap is possible"));
    // with swapping barred the pass is the only move
    StackSnakeState barred = pos("W1W1W1B1/W2W2B2B2W3/W2B3B3B3W3/NB2B1W3B1 W x");
    assertEquals(List.of("pass"), moves(barred));
    assertEquals(List.of(StackSnakeMove.PASS), GAME.legalMoves(barred));
    assertEquals(0, GAME.currentPlayer(barred)); // White (seat 0) to move
    StackSnakeState after = GAME.apply(barred, StackSnakeMove.PASS);
    assertEquals(Colour.BLACK.seat(), after.currentPlayer());
    assertTrue(after.maySwap());
    assertEquals(1, after.turnsPlayed());
    // a side without any stack of its own passes too: every top here is Black's or neutral
    StackSnakeState none = pos("W1B1/W1B1/W1B1/W2B2/W2B2/W2B2/W3B3/W3B3/W3B3/N W -");
    assertEquals(List.of("pass"), moves(none));
  }

  @Test
  void winning_exactlySeven_andEight() {
    StackSnakeState s = pos(TALL);
    StackSnakeState seven = play(s, "1-2");
    assertEquals("W1W1/W2W2W2B2B2W3B1/W1B3B3B3W3/NB2B1W3B1 W -", position(seven));
    assertEquals(7, seven.height(1));
    assertEquals(StackSnakeState.Status.BLACK_WON, seven.status());
    assertEquals(Game.TERMINAL, GAME.currentPlayer(seven));
    assertEquals(List.of(), GAME.legalMoves(seven));
    GameResult r = GAME.result(seven);
    assertEquals(1, r.returns(1));
    assertEquals(-1, r.returns(0));
    StackSnakeState eight = play(s, "1=2");
    assertEquals("W1/W2W2W2B2B2W3W1B1/W1B3B3B3W3/NB2B1W3B1 W -", position(eight));
    assertEquals(8, eight.height(1));
    assertEquals(StackSnakeState.Status.BLACK_WON, eight.status());
    assertEquals(List.of(1), GAME.result(eight).winners());
    // a finished game refuses every move
    assertThrows(IllegalMoveException.class, () -> GAME.apply(eight, StackSnakeMove.PASS));
    assertThrows(IllegalMoveException.class, () -> GAME.applyAction(eight, 0));
  }

  @Test
  void winning_sixIsNotEnough_andWhiteWinsToo() {
    StackSnakeState six = play(pos(FOUR), "1-2");
    assertEquals(6, six.height(1));
    assertEquals(StackSnakeState.Status.IN_PLAY, six.status());
    // the same line with White to move and B1 W1 exchanged on the left stack: White makes seven
    StackSnakeState w = pos("W1W1B1W1/W2W2B2B2W3/W2B3B3B3W3/NB2B1W3B1 W -");
    StackSnakeState won = play(w, "1=2");
    assertEquals(StackSnakeState.Status.WHITE_WON, won.status());
    assertEquals(1, GAME.result(won).returns(0));
  }

  @Test
  void threefoldRepetition_drawsOnTheThirdOccurrence() {
    // White swaps 1x4 and back, Black steps B1 off the stack at 8 and back: the line keeps its
    // length
    StackSnakeState p0 = pos("W1/B2/N/W3/B1/W2/B3/W1B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3 W -");
    String[] cycle = {"1x4", "8-9", "1x4", "9-8"};
    StackSnakeState s = play(p0, cycle);
    assertEquals(position(p0), position(s));
    assertEquals(2, s.repetitions());
    assertEquals(StackSnakeState.Status.IN_PLAY, s.status());
    assertEquals(4, s.historySize());
    StackSnakeState almost = play(s, "1x4", "8-9", "1x4");
    assertEquals(StackSnakeState.Status.IN_PLAY, almost.status());
    StackSnakeState third = play(almost, "9-8");
    assertEquals(position(p0), position(third));
    assertEquals(3, third.repetitions());
    assertEquals(StackSnakeState.Status.DRAWN_REPETITION, third.status());
    assertTrue(GAME.result(third).isDraw());
    assertEquals(List.of(), GAME.legalMoves(third));
    // the full notation carries the history, so the draw survives a round trip
    StackSnakeState back = GAME.parseState(third.toString());
    assertEquals(third, back);
    assertEquals(StackSnakeState.Status.DRAWN_REPETITION, back.status());
    // while the position without history is a fresh start
    assertEquals(StackSnakeState.Status.IN_PLAY, GAME.parseState(position(third)).status());
  }

  @Test
  void repetition_swapPermissionIsPartOfThePosition() {
    // the same line with Black barred (after White's swap) and not barred (after a pass) differ
    StackSnakeState s = pos("W1/B2/N/W3/B1/W2/B3/W1B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3 W -");
    StackSnakeState a = play(s, "1x4");
    StackSnakeState b = pos(position(a).replace(" x", " -"));
    assertFalse(position(a).equals(position(b)));
    assertEquals(1, a.repetitions());
    assertNotEquals(a, b);
    // twice before with Black barred: a third time barred draws, not barred it is a first
    // occurrence
    String line = position(a).substring(0, position(a).indexOf(' '));
    String twice = line + ":Bx," + line + ":Bx";
    StackSnakeState barred = pos(line + " B x 2 " + twice);
    assertEquals(3, barred.repetitions());
    assertEquals(StackSnakeState.Status.DRAWN_REPETITION, barred.status());
    StackSnakeState free = pos(line + " B - 2 " + twice);
    assertEquals(1, free.repetitions());
    assertEquals(StackSnakeState.Status.IN_PLAY, free.status());
  }

  @Test
  void history_clearedWhenTheLineShrinks() {
    StackSnakeState s =
        play(pos("W1/B2/N/W3/B1/W2/B3/W1B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3 W -"), "1x4", "8-9");
    assertEquals(2, s.historySize());
    StackSnakeState shrunk = play(s, "4-3"); // W1, a whole stack, steps onto N: 17 stacks
    assertEquals(17, shrunk.stackCount());
    assertEquals(0, shrunk.historySize());
    assertEquals(3, shrunk.turnsPlayed());
    assertEquals("W3/B2/NW1/B1/W2/B3/W1/W2B1/B2/W3/B3/W1/B1/W2/B2/W3/B3 B - 3", shrunk.toString());
  }

  @Test
  void deadPosition_theRuleDrawsWhenNobodyCanMove() {
    // three stacks: White's W3 in the middle and Black's B3 on the right cannot step on a line of
    // three, each side has one stack (no swap), N tops the left one. Such a line needs a stack of
    // seven or more, which ends the game first, so the rule is checked on the packed line directly.
    StackSnakeState line = pos("W1W1W1W2W2N/W2B1B1B1B2B2W3/B2W3B3B3W3B3 B -");
    assertEquals(StackSnakeState.Status.WHITE_WON, line.status());
    assertTrue(Line.dead(line.tiles, line.starts, 0, false));
    assertTrue(Line.dead(line.tiles, line.starts, 1, false));
    // were the tall stack not a win, the status would be the dead-position draw
    assertEquals(
        StackSnakeState.Status.DRAWN_DEAD_POSITION,
        GAME.status(line.tiles, line.starts, 1, false, 0, null));
    // with B2 on the middle stack Black owns two stacks and may swap: not dead
    StackSnakeState alive = pos("W1W1W1W2W2N/W2B1B1B1B2W3B2/B2W3B3B3W3B3 W -");
    assertFalse(Line.dead(alive.tiles, alive.starts, 0, false));
    assertFalse(Line.dead(alive.tiles, alive.starts, 1, false));
  }

  @Test
  void deadPosition_cannotArise_whileEveryStackIsBelowSeven() {
    // Exhaustive over the top tiles of lines of 4 and 5 stacks (a line of 3 holds 19 tiles only
    // with a
    // stack of seven, and on 6 or more stacks every own top can step): someone can always move.
    for (int n = 4; n <= 5; n++) {
      int combos = (int) Math.pow(7, n);
      for (int c = 0; c < combos; c++) {
        int[] tops = new int[n];
        int[] count = new int[7];
        boolean ok = true;
        for (int k = 0, v = c; k < n; k++, v /= 7) {
          tops[k] = v % 7;
          if (++count[tops[k]] > Tile.ofOrdinal(tops[k]).countInSet()) {
            ok = false;
          }
        }
        if (!ok) {
          continue;
        }
        // stacks of height 4 or 5 ending in the given tops (the tiles beneath do not matter here)
        long tiles = 0;
        int starts = 0;
        int t = 0;
        for (int k = 0; k < n; k++) {
          int h = (19 - t) / (n - k);
          starts |= 1 << t;
          t += h;
          tiles |= (long) Tile.ofOrdinal(tops[k]).code() << (3 * (t - 1));
        }
        for (int side = 0; side < 2; side++) {
          for (boolean banned : new boolean[] {false, true}) {
            if (banned && Line.ownStacks(tiles, starts, 1 - side) < 2) {
              continue; // the opponent cannot have swapped
            }
            assertFalse(Line.dead(tiles, starts, side, banned), "n=" + n + " tops " + c);
          }
        }
      }
    }
    // On 6 or more stacks any own top can step, whatever its mark and position: with the swap
    // barred and no other stack of its own (the rest topped by the neutral code), the side can
    // move.
    for (int n = 6; n <= 19; n++) {
      int starts = (1 << n) - 1; // stacks of one tile, the last holding the rest
      for (int k = 0; k < n; k++) {
        int top = k == n - 1 ? Line.LAST : k;
        for (int side = 0; side < 2; side++) {
          for (int d = 1; d <= 3; d++) {
            long tiles = (long) Tile.of(Colour.ofSeat(side), d).code() << (3 * top);
            assertTrue(Line.canMove(tiles, starts, side, true), "n=" + n + " k=" + k + " d=" + d);
            assertFalse(Line.canMove(tiles, starts, 1 - side, true), "n=" + n + " k=" + k);
          }
        }
      }
    }
  }

  @Test
  void turnCap_drawsWhenReached() {
    StackSnakeGame capped = StackSnakeGame.builder().maxTurns(3).build();
    assertEquals(22, capped.maxGameLength());
    StackSnakeState s = capped.parseState(SPEC);
    s = capped.apply(s, capped.parseMove(s, "1x4"));
    s = capped.apply(s, capped.parseMove(s, "2-4"));
    assertEquals(StackSnakeState.Status.IN_PLAY, s.status());
    StackSnakeState last = s;
    s = capped.apply(s, capped.legalMoves(s).get(0));
    assertEquals(3, s.turnsPlayed());
    assertEquals(StackSnakeState.Status.DRAWN_TURN_LIMIT, s.status());
    assertTrue(capped.result(s).isDraw());
    // the same moves without a cap go on
    assertEquals(
        StackSnakeState.Status.IN_PLAY,
        GAME.apply(GAME.parseState(last.toString()), GAME.legalMoves(last).get(0)).status());
    // a win on the last turn is still a win
    StackSnakeGame one = StackSnakeGame.builder().maxTurns(1).build();
    StackSnakeState t = one.parseState(TALL);
    assertEquals(StackSnakeState.Status.BLACK_WON, one.apply(t, one.parseMove(t, "1-2")).status());
  }

  @Test
  void first_optionSetsWhoMovesAfterTheDeal() {
    StackSnakeGame black = StackSnakeGame.builder().first(Colour.BLACK.seat()).build();
    StackSnakeState dealt = black.deal(new java.util.SplittableRandom(3));
    assertEquals(Colour.BLACK.seat(), dealt.currentPlayer());
    assertEquals(1, black.currentPlayer(dealt));
    assertEquals("deal - B", black.start().toString());
    assertEquals("deal - W", GAME.start().toString());
  }

  @Test
  void laidOut_givesTheLineReadyToPlay() {
    StackSnakeGame black = StackSnakeGame.builder().first(Colour.BLACK.seat()).build();
    assertEquals(pos(SPEC), GAME.laidOut(StackSnakeModelTest.SPEC_LAYOUT));
    assertEquals(
        SPEC.replace(" W -", " B -"), black.laidOut(StackSnakeModelTest.SPEC_LAYOUT).toString());
    List<Tile> short18 = StackSnakeModelTest.SPEC_LAYOUT.subList(0, 18);
    assertEquals(
        "a layout has 19 tiles, got 18",
        assertThrows(IllegalArgumentException.class, () -> GAME.laidOut(short18)).getMessage());
  }

  @Test
  void moveToString_isTheNotation_whichParsesBack() {
    assertEquals("5-7", StackSnakeMove.step(4, 6, 1).toString());
    assertEquals("5=3", StackSnakeMove.step(4, 2, 2).toString());
    assertEquals("3x9", StackSnakeMove.swap(8, 2).toString());
    assertEquals("pass", StackSnakeMove.PASS.toString());
    assertEquals("W1", StackSnakeMove.deal(Tile.W1).toString());
    StackSnakeState s = GAME.start();
    java.util.SplittableRandom random = new java.util.SplittableRandom(7);
    for (int ply = 0; ply < 80 && !GAME.isTerminal(s); ply++) {
      for (StackSnakeMove m : GAME.legalMoves(s)) {
        assertEquals(GAME.formatMove(s, m), m.toString(), "ply " + ply);
        assertEquals(m, GAME.parseMove(s, m.toString()), "ply " + ply);
      }
      List<StackSnakeMove> moves = GAME.legalMoves(s);
      s = GAME.apply(s, moves.get(random.nextInt(moves.size())));
    }
  }
}
