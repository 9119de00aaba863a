package dev.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * End to end with the real Marrakech engine: a Marrakech position carries its number of players, so
 * a 2-player position needs no --players (the game defaults to 4), and one batch may mix 2-, 3- and
 * 4-player positions. Needs MarrakechProvider.optionsFor (the position's players); the positions
 * are made by the command itself, so the test does not depend on the notation's details.
 */
class PositionSetupMarrakechTest {

  /** The start position of a game of n players, as 'apply' prints it. */
  private static String start(int players) {
    return Cli.run("apply", "marrakech", "--players", Integer.toString(players))
        .assertOk()
        .lines()
        .get(0);
  }

  @Test
  void twoPlayerPosition_withoutPlayersOption() {
    Cli.requireGame("marrakech");
    String two = start(2);
    List<String> expected =
        Cli.run("moves", "marrakech", "--players", "2", "-p", two).assertOk().lines();
    assertFalse(expected.isEmpty());
    assertEquals(expected, Cli.run("moves", "marrakech", "-p", two).assertOk().lines());
    assertEquals(List.of(two), Cli.run("apply", "marrakech", "-p", two).assertOk().lines());
    assertEquals(
        Cli.run("perft", "marrakech", "--players", "2", "-d", "2", "-p", two).assertOk().lines(),
        Cli.run("perft", "marrakech", "-d", "2", "-p", two).assertOk().lines());
    Cli.Run played =
        Cli.run("play", "marrakech", "-p", two, "-q", "--seed", "1", "--bots", "random")
            .assertOkTalkingOnStderr();
    assertTrue(
        played.err().startsWith("marrakech, seed 1: random (player 0) vs random (player 1)\n"),
        played.err());
    assertEquals(
        "tabula: --players 4 contradicts the position, which is for 2 players",
        Cli.run("moves", "marrakech", "--players", "4", "-p", two).assertError());
  }

  @Test
  void batch_mixesTwoThreeAndFourPlayers() {
    Cli.requireGame("marrakech");
    StringBuilder in = new StringBuilder();
    List<String> expected = new ArrayList<>();
    for (int players : new int[] {2, 3, 4, 3, 2}) {
      String position = start(players);
      in.append(position).append('\n');
      expected.addAll(
          Cli.run(
                  "perft",
                  "marrakech",
                  "--players",
                  Integer.toString(players),
                  "-d",
                  "2",
                  "-p",
                  position)
              .assertOk()
              .lines());
    }
    assertEquals(
        expected,
        Cli.runWithInput(in.toString(), "perft", "marrakech", "-d", "2", "-p", "-")
            .assertOk()
            .lines());
  }
}
