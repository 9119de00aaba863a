package dev.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class GamesCommandTest {

  @Test
  void games_listsNameDescriptionAndOptions() {
    Cli.Run r = Cli.run("games").assertOk();
    assertTrue(
        r.out().contains("rollnim  Nim with a die (a test game)\n")
            || r.out().matches("(?s).*rollnim +Nim with a die \\(a test game\\)\n.*"),
        r.out());
    assertTrue(r.out().matches("(?s).*-o players= +number of players, 2\\.\\.4.*"), r.out());
  }

  @Test
  void games_listsEveryEngineOfTheProject() {
    // The engines are dependencies of the cli: each must be registered as a GameProvider.
    Cli.Run r = Cli.run("games").assertOk();
    for (String game : new String[] {"marrakech", "stack-snake", "toguz"}) {
      Cli.requireGame(game);
      assertTrue(r.out().contains("\n" + game + " ") || r.out().startsWith(game + " "), r.out());
    }
  }
}
