package dev.tabula.stacksnake;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tabula.testkit.Soak;
import org.junit.jupiter.api.Test;

/**
 * Random games of stack-snake (dealt by chance), every ply checked by the testkit's conformance
 * suite, on every core: a few hundred in the normal build, 1,000,000 with {@code -Psoak} (or as
 * many as {@code -Dtabula.soak.games=N} says). See docs/reliability.md.
 */
class StackSnakeSoakTest {

  @Test
  void soak_randomGames() {
    long games = Soak.games(300);
    Soak.Report r = Soak.randomGames(StackSnakeGame.standard(), games, 20_261_122L);
    assertEquals(games, r.games());
  }
}
