package dev.tabula.marrakech;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tabula.testkit.Soak;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Random games of Marrakech at 2, 3 and 4 players, every ply checked by the testkit's conformance
 * suite, on every core: a few hundred per player count in the normal build, 1,000,000 each with
 * {@code -Psoak} (or as many as {@code -Dtabula.soak.games=N} says). See docs/reliability.md.
 */
class MarrakechSoakTest {

  @ParameterizedTest(name = "{0} players")
  @ValueSource(ints = {2, 3, 4})
  void soak_randomGames(int players) {
    long games = Soak.games(200);
    MarrakechGame game = MarrakechGame.builder().players(players).build();
    Soak.Report r = Soak.randomGames(game, games, 20_261_122L + players);
    assertEquals(games, r.games());
    assertEquals(0, r.unfinished(), "Marrakech games end within their bound");
  }
}
