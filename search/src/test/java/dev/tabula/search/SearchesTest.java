package dev.tabula.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tabula.testkit.fixtures.TakeAway;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class SearchesTest {
  private final TakeAway game = new TakeAway(2, 3);

  private static SearchResult<Integer> result(double value, List<Integer> pv) {
    return new SearchResult<>(
        pv.isEmpty() ? 1 : pv.get(0), value, 1234, 3, pv, List.of(), Duration.ofMillis(56));
  }

  @Test
  void describe_writesTheLineInNotation() {
    assertEquals(
        "search: 1234 iterations/nodes, depth 3, value +0.500, pv t1 t2, 56 ms",
        result(0.5, List.of(1, 2)).describe(game, game.start()));
    assertEquals(
        "search: 1234 iterations/nodes, depth 3, value -1.000, pv t3, 56 ms",
        result(-1, List.of(3)).describe(game, game.start()));
  }

  @Test
  void describe_pvStopsWhereTheGameEnds() {
    // after t1 t2 the pile is empty: a third move is not written (nor applied)
    assertEquals(
        "search: 1234 iterations/nodes, depth 3, value +0.500, pv t1 t2, 56 ms",
        result(0.5, List.of(1, 2, 3)).describe(game, game.start()));
  }

  @Test
  void describe_pvStopsAtChance_emptyPvIsADash() {
    TakeAway rolling = new TakeAway(2, 3, true);
    assertEquals(
        "search: 1234 iterations/nodes, depth 3, value +0.000, pv -, 56 ms",
        result(0, List.of(10)).describe(rolling, rolling.start()));
    TakeAway.State afterRoll = rolling.apply(rolling.start(), 11);
    assertEquals(
        "search: 1234 iterations/nodes, depth 3, value +0.000, pv t1 t1, 56 ms",
        result(0, List.of(1, 1, 10)).describe(rolling, afterRoll));
  }

  @Test
  void mover_refusesChanceAndFinishedStates_sayingWhich() {
    TakeAway rolling = new TakeAway(2, 3, true);
    IllegalArgumentException chance =
        assertThrows(
            IllegalArgumentException.class, () -> Searches.mover(rolling, rolling.start()));
    assertEquals(
        "a search starts at a decision node, not at a chance node: 3/0/1r", chance.getMessage());
    IllegalArgumentException over =
        assertThrows(
            IllegalArgumentException.class, () -> Searches.mover(game, game.parseState("0/1/2")));
    assertEquals(
        "a search starts at a decision node, not at a finished game: 0/1/2", over.getMessage());
    assertEquals(1, Searches.mover(game, game.parseState("2/1/1")));
  }
}
