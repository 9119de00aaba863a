package dev.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A position sets the game up through the options it implies (GameProvider.optionsFor): the test
 * game's positions that end with {@code /N} are for N players, while the game defaults to 2.
 */
class PositionSetupTest {

  @Test
  void everyCommand_setsTheGameUpForThePosition() {
    assertEquals(
        List.of("t1", "t2"), Cli.run("moves", "rollnim", "-p", "3 3 2 /3").assertOk().lines());
    assertEquals(
        List.of("took 1, 0 left", "0 1 - /3"),
        Cli.run("apply", "rollnim", "-v", "-p", "1 3 1 /3", "t1").assertOk().lines());
    assertEquals(
        List.of("3"), Cli.run("perft", "rollnim", "-d", "2", "-p", "2 4 3 /4").assertOk().lines());
    assertTrue(
        Cli.run("bench", "rollnim", "-p", "9 4 - /4", "--seconds", "0.1", "--warmup", "0")
            .assertOk()
            .out()
            .startsWith("game: rollnim (4 players)\n"));
  }

  @Test
  void play_fromAPositionOfThreePlayers_recordReplays() {
    Cli.Run r =
        Cli.run("play", "rollnim", "-p", "4 3 - /3", "--seed", "4", "-q", "--bots", "random")
            .assertOkTalkingOnStderr();
    assertTrue(
        r.err()
            .startsWith(
                "rollnim, seed 4: random (player 0) vs random (player 1) vs random"
                    + " (player 2)\n"),
        r.err());
    assertTrue(
        r.out().contains("[Options \"players=3,pile=10\"]\n[Start \"4 3 - /3\"]\n"), r.out());
    String record = r.out();
    String fen =
        r.err()
            .lines()
            .filter(l -> l.startsWith("final position: "))
            .findFirst()
            .orElseThrow()
            .substring("final position: ".length());
    List<String> replayed = Cli.runWithInput(record, "replay", "rollnim", "-").assertOk().lines();
    assertEquals(1, replayed.size());
    assertTrue(replayed.get(0).startsWith(fen + " "), replayed + " vs " + fen);
  }

  @Test
  void replay_startTagAloneSetsTheGameUp() {
    Cli.Run r =
        Cli.runWithInput("[Start \"3 3 - /3\"]\n\n1 t1\n", "replay", "rollnim", "-").assertOk();
    assertEquals(List.of("2 1 - /3 *"), r.lines());
    assertEquals(
        "tabula: --players 2 contradicts the first record's Start position, which is for 3"
            + " players",
        Cli.runWithInput(
                "[Start \"3 3 - /3\"]\n\n1 t1\n", "replay", "rollnim", "--players", "2", "-")
            .assertError());
  }

  @Test
  void explicitOptionsThatAgree_areFine() {
    assertEquals(
        List.of("t1", "t2"),
        Cli.run("moves", "rollnim", "--players", "3", "-p", "3 3 2 /3").assertOk().lines());
    assertEquals(
        List.of("t1", "t2"),
        Cli.run("moves", "rollnim", "-o", "players=3", "-p", "3 3 2 /3").assertOk().lines());
    // A position that implies nothing takes the explicit options.
    assertEquals(
        List.of("t1", "t2"),
        Cli.run("moves", "rollnim", "--players", "3", "-p", "3 3 2").assertOk().lines());
  }

  @Test
  void explicitOptionThatContradictsThePosition_saysWhichIsWhich() {
    assertEquals(
        "tabula: --players 4 contradicts the position, which is for 3 players",
        Cli.run("moves", "rollnim", "--players", "4", "-p", "3 3 2 /3").assertError());
    assertEquals(
        "tabula: --option players=2 contradicts the position, which is for 3 players",
        Cli.run("apply", "rollnim", "-o", "players=2", "-p", "3 3 2 /3", "t1").assertError());
    assertEquals(
        "tabula: --players 2 contradicts the position, which is for 4 players",
        Cli.run("play", "rollnim", "--players", "2", "-p", "3 3 2 /4").assertError());
    assertEquals(
        "tabula: --players 4 contradicts the position, which is for 3 players",
        Cli.run("bench", "rollnim", "--players", "4", "-p", "3 3 2 /3").assertError());
    assertEquals(
        "tabula: --players 4 contradicts the position, which is for 3 players",
        Cli.run("perft", "rollnim", "-d", "1", "--players", "4", "-p", "3 3 2 /3").assertError());
  }

  @Test
  void batch_mixesSetupsLineByLine_gameMadeOncePerSetup() {
    String in = "2 1 3\n2 3 3 /3\n2 4 3 /4\n2 2 3 /3\n5 2 -\n";
    int before = RollNimProvider.CREATED.get();
    Cli.Run r = Cli.runWithInput(in, "perft", "rollnim", "-d", "1", "-p", "-").assertOk();
    assertEquals(List.of("2", "2", "2", "2", "3"), r.lines());
    assertEquals(3, RollNimProvider.CREATED.get() - before, "games made: 2, 3 and 4 players");
    r =
        Cli.runWithInput("2 1 3\n2 3 3 /3\n", "perft", "rollnim", "-d", "1", "-p", "-", "--divide")
            .assertOk();
    assertEquals(
        List.of("t1: 1", "t2: 1", "total: 2", "", "t1: 1", "t2: 1", "total: 2"), r.lines());
  }

  @Test
  void batch_contradictionNamesTheLineAfterTheEarlierCounts() {
    Cli.Run r =
        Cli.runWithInput(
            "2 1 3\n\n2 3 3 /3\n", "perft", "rollnim", "-d", "1", "--players", "2", "-p", "-");
    assertEquals(2, r.status());
    assertEquals("2\n", r.out());
    assertEquals(
        "tabula: line 3: --players 2 contradicts the position, which is for 3 players\n", r.err());
  }

  @Test
  void positionOption_oneDescriptionInEveryCommand() {
    String expected = null;
    for (String command : new String[] {"perft", "moves", "apply", "play", "bench"}) {
      String help = Cli.run(command, "--help").assertOk().out();
      int at = help.indexOf("-p, --position=P");
      assertTrue(at >= 0, command + ": " + help);
      String text = help.substring(at).split("\n(?! {20})", 2)[0].replaceAll("\\s+", " ");
      if (expected == null) {
        expected = text;
      }
      assertEquals(expected, text, command);
    }
    assertTrue(
        expected.contains("The position in the game's notation (default: the start)."), expected);
  }
}
