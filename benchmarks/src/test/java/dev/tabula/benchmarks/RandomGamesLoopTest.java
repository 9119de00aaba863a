package dev.tabula.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.Game;
import dev.tabula.core.Playouts;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The {@code api-pair} loop plays what the generic loop plays: each of its two games draws from its
 * own generator exactly as {@link Playouts.Uniform} does, so its finished games, in the order they
 * end, are those of two generic loops on the same generators, merged.
 */
class RandomGamesLoopTest {

  @Test
  void apiPair_endsTheGamesOfTwoGenericLoops_oneAtEachCall() {
    for (String name : List.of("toguz", "marrakech-3", "stack-snake", "loop-floor")) {
      pairMatchesTwoGenericLoops(name);
    }
  }

  private static <S, M> void pairMatchesTwoGenericLoops(String name) {
    @SuppressWarnings("unchecked")
    RandomGames.Loop<S, M> pair =
        (RandomGames.Loop<S, M>) RandomGames.loop(name, "api-pair", new SplittableRandom(7));
    @SuppressWarnings("unchecked")
    Game<S, M> game = (Game<S, M>) RandomGames.game(name);
    SplittableRandom random = new SplittableRandom(7);
    SplittableRandom random2 = random.split();
    Playouts.Uniform<S, M> one = new Playouts.Uniform<>(game);
    Playouts.Uniform<S, M> two = new Playouts.Uniform<>(game);
    List<String> first = new ArrayList<>();
    List<String> second = new ArrayList<>();
    for (int i = 0; i < 30; i++) {
      first.add(game.formatState(one.play(game.start(), random, Integer.MAX_VALUE)));
      second.add(game.formatState(two.play(game.start(), random2, Integer.MAX_VALUE)));
    }
    int a = 0;
    int b = 0;
    for (int call = 0; call < 30; call++) {
      S end = pair.play();
      assertTrue(game.isTerminal(end), name + ": call " + call + " did not end a game");
      String text = game.formatState(end);
      if (text.equals(first.get(a))) {
        a++;
      } else {
        assertEquals(second.get(b), text, name + ": call " + call + " ended neither game");
        b++;
      }
    }
    assertTrue(a > 0 && b > 0, name + ": games ended by each generator: " + a + ", " + b);
  }

  @Test
  void loop_refusesAnUnknownImpl() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> RandomGames.loop("toguz", "fast", new SplittableRandom(1)));
    assertTrue(e.getMessage().contains("playout, api or api-pair"), e.getMessage());
  }
}
