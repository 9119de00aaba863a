package dev.tabula.stacksnake;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.search.AlphaBeta;
import dev.tabula.search.Budget;
import dev.tabula.search.Mcts;
import dev.tabula.search.SearchResult;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The core searches on stack-snake: a stack of seven in one step and in two steps of the mover
 * (both proved by brute force here), found by alpha-beta with the right value, and by MCTS.
 */
class StackSnakeSearchTest {
  private static final StackSnakeGame GAME = StackSnakeGame.standard();
  private static final double PLY = 0x1p-20;

  /** White's W1 at 2 steps one left onto Black's stack of six: seven, a win at once. */
  private static final String WIN_IN_ONE = "B1B1B1B2B2B2/W1/B3/W2/W3/B3/W1/N/W2/B3/W3/W1/W2/W3 W -";

  /**
   * White cannot make seven now, but {@code 3-6} leaves a seven for every Black answer (checked by
   * {@link #winsAtOnce}); no other move does. Found in a random game (deal seed 5, ply 14).
   */
  private static final String WIN_IN_THREE = "W2/B2B3B2/W2W3/B3/B2W1/B1B1W2B1/W3/W1/N/B3/W3W1 W -";

  private static boolean winsAtOnce(StackSnakeState s) {
    int me = GAME.currentPlayer(s);
    for (StackSnakeMove m : GAME.legalMoves(s)) {
      StackSnakeState n = GAME.apply(s, m);
      if (GAME.isTerminal(n) && GAME.result(n).returns(me) > 0) {
        return true;
      }
    }
    return false;
  }

  /** The moves of the side to move after which every answer leaves it a win at once. */
  private static List<String> forcingMoves(StackSnakeState s) {
    List<String> forcing = new ArrayList<>();
    for (StackSnakeMove m : GAME.legalMoves(s)) {
      StackSnakeState n = GAME.apply(s, m);
      if (GAME.isTerminal(n)) {
        continue;
      }
      boolean all = true;
      for (StackSnakeMove reply : GAME.legalMoves(n)) {
        StackSnakeState o = GAME.apply(n, reply);
        if (GAME.isTerminal(o) || !winsAtOnce(o)) {
          all = false;
          break;
        }
      }
      if (all) {
        forcing.add(GAME.formatMove(s, m));
      }
    }
    return forcing;
  }

  private static void assertWinsAtOnce(StackSnakeState s, StackSnakeMove m, String where) {
    int me = GAME.currentPlayer(s);
    StackSnakeState after = GAME.apply(s, m);
    assertTrue(GAME.isTerminal(after) && GAME.result(after).returns(me) > 0, where);
  }

  @Test
  void alphaBeta_sevenInOneStep_winsWithValueOfOnePly() {
    StackSnakeState s = GAME.parseState(WIN_IN_ONE);
    assertTrue(winsAtOnce(s), WIN_IN_ONE);
    for (int depth = 1; depth <= 3; depth++) {
      SearchResult<StackSnakeMove> r =
          AlphaBeta.<StackSnakeState, StackSnakeMove>builder()
              .evaluation(GAME.evaluation())
              .quiescenceDepth(0)
              .build()
              .search(GAME, s, Budget.ofDepth(depth), new SplittableRandom(1));
      String where = "depth " + depth + " in " + WIN_IN_ONE + ": " + r;
      assertWinsAtOnce(s, r.move(), where);
      assertEquals(1 - PLY, r.value(), where);
    }
  }

  @Test
  void mcts_sevenInOneStep_findsTheWin() {
    StackSnakeState s = GAME.parseState(WIN_IN_ONE);
    long seed = 20261311L;
    SearchResult<StackSnakeMove> r =
        Mcts.<StackSnakeState, StackSnakeMove>builder()
            .build()
            .search(GAME, s, Budget.ofIterations(3000), new SplittableRandom(seed));
    assertWinsAtOnce(s, r.move(), "seed " + seed + " in " + WIN_IN_ONE + ": " + r);
  }

  @Test
  void bruteForce_sevenInTwoSteps_onlyThreeToSixForcesIt() {
    StackSnakeState s = GAME.parseState(WIN_IN_THREE);
    assertFalse(winsAtOnce(s), WIN_IN_THREE);
    assertEquals(List.of("3-6"), forcingMoves(s), WIN_IN_THREE);
  }

  @Test
  void alphaBeta_sevenInTwoSteps_findsItWithValueOfThreePlies() {
    StackSnakeState s = GAME.parseState(WIN_IN_THREE);
    for (int depth = 3; depth <= 4; depth++) {
      SearchResult<StackSnakeMove> r =
          AlphaBeta.<StackSnakeState, StackSnakeMove>builder()
              .evaluation(GAME.evaluation())
              .quiescenceDepth(0)
              .build()
              .search(GAME, s, Budget.ofDepth(depth), new SplittableRandom(1));
      String where = "depth " + depth + " in " + WIN_IN_THREE + ": " + r;
      assertEquals("3-6", GAME.formatMove(s, r.move()), where);
      assertEquals(1 - 3 * PLY, r.value(), where);
    }
  }
}
