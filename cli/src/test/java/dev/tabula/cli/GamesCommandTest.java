package dev.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class GamesCommandTest {

  @Test
  void games_listsNameDescriptionAndOptions() {
    Cli.Run r = Cli.run("games").assertOk();
    assertTrue(r.out().contains("dicenim  Nim with a die (a test game)\n")
        || r.out().matches("(?s).*dicenim +Nim with a die \\(a test game\\)\n.*"), r.out());
    assertTrue(r.out().matches("(?s).*-o players= +number of players, 2\\.\\.4.*"), r.out());
  }
}
