package dev.tabula.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.Agent;
import dev.tabula.core.Game;
import dev.tabula.core.GameProvider;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** A bot that throws or answers nonsense loses its game; the table and its pool stay usable. */
class BotFailureTest {
  private static <S, M> Views.StateView playAgainst(Game<S, M> game, boolean throwing)
      throws InterruptedException {
    Agent<S, M> bot =
        throwing
            ? (g, s, r) -> {
              throw new IllegalStateException("boom");
            }
            : (g, s, r) -> null;
    ExecutorService pool = Executors.newSingleThreadExecutor();
    try {
      Table<S, M> t =
          new Table<>(
              "t",
              game,
              game.start(),
              1,
              List.of(Table.Seat.person(), Table.Seat.bot("bad", bot)),
              pool,
              4,
              System.nanoTime());
      String token = t.join(0);
      int seat = t.seatOf(token);
      t.move(seat, t.view(false).legal().get(0).move(), null, null);
      pool.shutdown();
      assertTrue(pool.awaitTermination(10, TimeUnit.SECONDS));
      return t.view(false);
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void aBotThatThrowsForfeits() throws InterruptedException {
    Game<?, ?> toguz = GameProvider.find("toguz").create(Map.of());
    Views.StateView v = playAgainst(toguz, true);
    assertTrue(v.over());
    assertEquals("1-0", v.result().token());
    assertTrue(
        v.result().termination().contains("seat 1 (bad) forfeits, crash"), v.result().text());
  }

  @Test
  void aBotThatAnswersNullOrAnIllegalMoveForfeits() throws InterruptedException {
    Game<?, ?> toguz = GameProvider.find("toguz").create(Map.of());
    Views.StateView v = playAgainst(toguz, false);
    assertTrue(v.result().termination().contains("illegal move"), v.result().text());
  }
}
