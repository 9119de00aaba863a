package dev.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.GameProvider;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every game on the class path (the test game and whatever engines are installed) works in every
 * command.
 */
class EveryGameTest {

  static Set<String> games() {
    return GameProvider.available();
  }

  @ParameterizedTest
  @MethodSource("games")
  void everyCommand_worksForTheGame(String game) {
    List<String> moves = Cli.run("moves", game).assertOk().lines();
    assertFalse(moves.isEmpty(), game);
    String start = Cli.run("apply", game).assertOk().lines().get(0);

    // perft 1 counts the moves; divide agrees with the plain count.
    assertEquals(
        List.of(Integer.toString(moves.size())),
        Cli.run("perft", game, "-d", "1").assertOk().lines());
    List<String> divide = Cli.run("perft", game, "-d", "2", "--divide").assertOk().lines();
    String total = divide.get(divide.size() - 1);
    assertEquals("total: " + Cli.run("perft", game, "-d", "2").assertOk().lines().get(0), total);
    assertEquals(moves.size() + 1, divide.size());

    // The first move applies, the position it gives reads back, and positions read from standard
    // input count like --position.
    String first = moves.get(0).split(" ", 2)[0];
    String after = Cli.run("apply", game, "--position", start, first).assertOk().lines().get(0);
    String afterCount = Cli.run("perft", game, "-d", "1", "-p", after).assertOk().lines().get(0);
    assertEquals(
        List.of(Integer.toString(moves.size()), afterCount),
        Cli.runWithInput(start + "\n" + after + "\n", "perft", game, "-d", "1", "-p", "-")
            .assertOk()
            .lines());

    // A seeded random game replays to the same final position and result.
    Cli.Run played =
        Cli.run("play", game, "-q", "--seed", "11", "--bots", "random").assertOkTalkingOnStderr();
    Cli.Run again =
        Cli.run("play", game, "-q", "--seed", "11", "--bots", "random").assertOkTalkingOnStderr();
    assertEquals(played.out(), again.out());
    assertEquals(played.err(), again.err());
    String err = played.err();
    String fen =
        err.substring(
            err.indexOf("final position: ") + 16,
            err.indexOf('\n', err.indexOf("final position: ")));
    String result = err.substring(err.indexOf("result: ") + 8).split("[ ,]", 2)[0];
    String record = played.out();
    assertTrue(
        record.startsWith("[Game \"" + game + "\"]\n"), "only the record on stdout: " + record);
    assertEquals(
        List.of(fen + " " + result),
        Cli.runWithInput(record, "replay", game, "-").assertOk().lines());
    assertTrue(
        Cli.run("bench", game, "--seconds", "0.2", "--warmup", "0")
            .assertOk()
            .out()
            .contains("playouts/s: "));
  }
}
