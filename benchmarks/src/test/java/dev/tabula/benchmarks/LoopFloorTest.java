package dev.tabula.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.Game;
import dev.tabula.core.IllegalMoveException;
import dev.tabula.core.Playouts;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The floor game plays as its javadoc says: what the generic loop measures on it is that loop. */
class LoopFloorTest {
  private final LoopFloor game = new LoopFloor();

  @Test
  void genericLoop_playsLengthPliesOfLegalMoves() {
    Playouts.Uniform<LoopFloor.State, Integer> loop = new Playouts.Uniform<>(game);
    LoopFloor.State end = loop.play(game.start(), new SplittableRandom(1), Integer.MAX_VALUE);
    assertEquals(LoopFloor.LENGTH, loop.plies());
    assertEquals(Game.TERMINAL, game.currentPlayer(end));
    assertEquals(LoopFloor.LENGTH, RandomGames.averagePlies("loop-floor", 10), 0.0);
  }

  @Test
  void legalActions_matchLegalMoves_betweenOneAndNine() {
    int[] ids = new int[9];
    LoopFloor.State s = game.start();
    SplittableRandom random = new SplittableRandom(2);
    int seen = 0;
    while (game.currentPlayer(s) != Game.TERMINAL) {
      int n = game.legalActions(s, ids);
      List<Integer> moves = game.legalMoves(s);
      assertEquals(moves.size(), n);
      assertTrue(n >= 1 && n <= 9);
      for (int i = 0; i < n; i++) {
        assertEquals(moves.get(i), ids[i]);
      }
      seen |= 1 << n;
      s = game.applyAction(s, ids[random.nextInt(n)]);
    }
    assertTrue(Integer.bitCount(seen) >= 5, "counts of legal moves seen: " + seen);
    LoopFloor.State over = s;
    assertThrows(IllegalMoveException.class, () -> game.applyAction(over, 0));
  }
}
