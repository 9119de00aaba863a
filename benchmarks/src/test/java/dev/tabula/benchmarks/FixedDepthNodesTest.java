package dev.tabula.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.Game;
import dev.tabula.core.GameProvider;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What the node counts rest on: settings that change only the speed give the same digest. */
class FixedDepthNodesTest {
  private final Game<?, ?> toguz = GameProvider.find("toguz").create(Map.of());

  @Test
  void aspirationWindow_sameResults_otherNodes() {
    long[] with = FixedDepthNodes.measure(toguz, "alphabeta:depth=7", 20);
    long[] without = FixedDepthNodes.measure(toguz, "alphabeta:depth=7:aspiration=0", 20);
    assertEquals(without[1], with[1], "the moves and values differ");
    assertNotEquals(without[0], with[0], "the window changed no node count");
  }

  @Test
  void threads_sameResults() {
    // Lazy SMP: the helpers' entries and busy marks change the nodes, never the moves and values.
    Game<?, ?> snake = GameProvider.find("stack-snake").create(Map.of());
    assertEquals(
        FixedDepthNodes.measure(toguz, "alphabeta:depth=8", 20)[1],
        FixedDepthNodes.measure(toguz, "alphabeta:depth=8:threads=2", 20)[1]);
    assertEquals(
        FixedDepthNodes.measure(snake, "alphabeta:depth=5", 20)[1],
        FixedDepthNodes.measure(snake, "alphabeta:depth=5:threads=3", 20)[1]);
  }

  @Test
  void otherDepth_otherResults() {
    long[] four = FixedDepthNodes.measure(toguz, "alphabeta:depth=4", 20);
    long[] five = FixedDepthNodes.measure(toguz, "alphabeta:depth=5", 20);
    assertNotEquals(four[1], five[1]);
    assertTrue(five[0] > four[0]);
  }

  @Test
  void positions_decisionNodes_deterministic() {
    Game<?, ?> snake = GameProvider.find("stack-snake").create(Map.of());
    assertEquals(FixedDepthNodes.positions(snake, 30), FixedDepthNodes.positions(snake, 30));
    for (Object s : FixedDepthNodes.positions(snake, 30)) {
      assertTrue(isDecision(snake, s));
    }
  }

  @SuppressWarnings("unchecked")
  private static <S> boolean isDecision(Game<S, ?> game, Object s) {
    return game.currentPlayer((S) s) >= 0;
  }

  @Test
  void timedBot_refused() {
    assertThrows(
        IllegalArgumentException.class,
        () -> FixedDepthNodes.measure(toguz, "alphabeta:time=10ms", 1));
    assertThrows(IllegalArgumentException.class, () -> FixedDepthNodes.measure(toguz, "random", 1));
  }
}
