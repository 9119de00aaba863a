package dev.tabula.stacksnake;

import static dev.tabula.stacksnake.Positions.GAME;
import static dev.tabula.stacksnake.Positions.SPEC;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tabula.core.Perft;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/** Move-path counts from the position of the rules document. */
class StackSnakePerftTest {

  @Test
  void perft_specPosition_depths1to4() {
    StackSnakeState s = GAME.parseState(SPEC);
    long[] expected = {1, 52, 1318, 44227, 1288056};
    for (int d = 0; d <= 4; d++) {
      long t0 = System.nanoTime();
      assertEquals(expected[d], Perft.count(GAME, s, d), "depth " + d);
      System.out.printf(
          "stack-snake perft(%d) = %d in %.1f ms%n",
          d, expected[d], (System.nanoTime() - t0) / 1e6);
    }
  }

  @Test
  void perft_specPosition_viaMoveObjectsAgrees() {
    // the same count through legalMoves/apply (the typed API) as through ids
    StackSnakeState s = GAME.parseState(SPEC);
    assertEquals(44227, countByMoves(s, 3));
  }

  @Test
  void divide_specPosition_sumsToPerft() {
    StackSnakeState s = GAME.parseState(SPEC);
    List<Perft.Divide<StackSnakeMove>> d = Perft.divide(GAME, s, 2);
    assertEquals(52, d.size());
    assertEquals(1318, d.stream().mapToLong(Perft.Divide::count).sum());
    assertEquals("1-2", d.get(0).notation());
  }

  @Test
  void perft_dealtStart_countsChanceOutcomes() {
    // at a dealing node each kind of tile left is one outcome: 7 kinds first, then 7 again except
    // after the only neutral tile
    assertEquals(7, Perft.count(GAME, GAME.start(), 1));
    assertEquals(6 * 7 + 6, Perft.count(GAME, GAME.start(), 2));
  }

  @Test
  @EnabledIfSystemProperty(named = "tabula.slow", matches = "true")
  void perft_specPosition_depth5_idsAndTypedMovesAgree() {
    // the rules document lists depths 1..4 only: depth 5 is checked for consistency of the two APIs
    StackSnakeState s = GAME.parseState(SPEC);
    long t0 = System.nanoTime();
    long n = Perft.count(GAME, s, 5);
    System.out.printf("stack-snake perft(5) = %d in %.1f s%n", n, (System.nanoTime() - t0) / 1e9);
    assertEquals(36_778_851L, n); // our own count, as docs/rules/stack-snake.md lists it
    assertEquals(n, countByMoves(s, 5));
  }

  private static long countByMoves(StackSnakeState s, int depth) {
    if (depth == 0) {
      return 1;
    }
    long total = 0;
    for (StackSnakeMove m : GAME.legalMoves(s)) {
      total += countByMoves(GAME.apply(s, m), depth - 1);
    }
    return total;
  }
}
