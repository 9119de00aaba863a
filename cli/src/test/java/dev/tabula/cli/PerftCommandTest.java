package dev.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PerftCommandTest {

  @ParameterizedTest
  @CsvSource({"0, 1", "1, 3", "2, 6", "3, 18", "4, 36"})
  void perft_diceNimFromStart_countsChanceOutcomesAsMoves(int depth, long expected) {
    Cli.Run r = Cli.run("perft", "rollnim", "--depth", Integer.toString(depth)).assertOk();
    assertEquals(List.of(Long.toString(expected)), r.lines());
  }

  @ParameterizedTest
  @CsvSource({"1, 9", "2, 73", "3, 613", "4, 5199"})
  void perft_toguzFromStart_matchesRules(int depth, long expected) {
    Cli.requireGame("toguz");
    Cli.Run r = Cli.run("perft", "toguz", "-d", Integer.toString(depth)).assertOk();
    assertEquals(List.of(Long.toString(expected)), r.lines());
  }

  @Test
  void perft_divide_printsEachFirstMoveThenTotal() {
    Cli.Run r = Cli.run("perft", "rollnim", "--depth", "2", "--divide").assertOk();
    assertEquals(List.of("1: 1", "2: 2", "3: 3", "total: 6"), r.lines());
  }

  @Test
  void perft_position_countsFromThere() {
    // Rolled 3 with 2 left: t1 leaves a roll (3 outcomes), t2 ends the game (0 at depth 2).
    Cli.Run r =
        Cli.run("perft", "rollnim", "--position", "2 1 3", "--depth", "2", "--divide").assertOk();
    assertEquals(List.of("t1: 3", "t2: 0", "total: 3"), r.lines());
  }

  @Test
  void perft_positionsFromStdin_oneCountPerLine() {
    Cli.Run r =
        Cli.runWithInput("10 1 -\n2 1 3\n\n0 2 -\n", "perft", "rollnim", "-d", "2", "-p", "-")
            .assertOk();
    assertEquals(List.of("6", "3", "0"), r.lines());
  }

  @Test
  void perft_positionsFromStdinWithDivide_blocksSeparatedByBlankLine() {
    Cli.Run r =
        Cli.runWithInput("2 1 3\n1 2 -\n", "perft", "rollnim", "-d", "1", "-p", "-", "--divide")
            .assertOk();
    assertEquals(
        List.of("t1: 1", "t2: 1", "total: 2", "", "1: 1", "2: 1", "3: 1", "total: 3"), r.lines());
  }

  @Test
  void perft_badLineOnStdin_namesTheLineAfterEarlierCounts() {
    Cli.Run r = Cli.runWithInput("10 1 -\n10 x -\n", "perft", "rollnim", "-d", "1", "-p", "-");
    assertEquals(2, r.status());
    assertEquals("3\n", r.out());
    assertTrue(
        r.err().startsWith("tabula: line 2: bad position: at offset 3: the seat to move"), r.err());
    assertEquals(1, r.err().lines().count());
  }

  @Test
  void perft_endlessLineOnStdin_refusedAtTheLineLimit() {
    ReplayCommandTest.Zeros zeros = new ReplayCommandTest.Zeros();
    java.io.StringWriter out = new java.io.StringWriter();
    java.io.StringWriter err = new java.io.StringWriter();
    Env env =
        new Env(
            zeros,
            new java.io.PrintWriter(out),
            new java.io.PrintWriter(err),
            false,
            false,
            java.util.Map.of());
    assertEquals(2, Main.run(env, "perft", "rollnim", "-d", "1", "--position", "-"));
    assertEquals(
        "tabula: line 1: at most "
            + dev.tabula.core.GameRecord.MAX_LINE_LENGTH
            + " characters in a line of positions\n",
        err.toString());
    assertEquals("", out.toString());
  }

  @Test
  void perft_emptyStdin_saysNothingWasRead() {
    assertEquals(
        "tabula: standard input is empty: expected positions, one per line",
        Cli.runWithInput("", "perft", "rollnim", "-d", "1", "-p", "-").assertError());
    assertEquals(
        "tabula: standard input has only blank lines: expected positions, one per line",
        Cli.runWithInput("\n  \n\n", "perft", "rollnim", "-d", "1", "-p", "-", "--divide")
            .assertError());
  }

  @Test
  void perft_badPosition_exit2WithOffset() {
    String e = Cli.run("perft", "rollnim", "-d", "1", "--position", "10 1 7").assertError();
    assertEquals("tabula: bad position: at offset 5: the roll 1..3 or '-' in \"10 1 7\"", e);
  }

  @Test
  void perft_negativeDepth_usageError() {
    String e = Cli.run("perft", "rollnim", "-d", "-1").assertError();
    assertTrue(e.contains("--depth must be in 0..1000, got -1"), e);
  }

  @Test
  void perft_absurdDepth_usageError() {
    String e = Cli.run("perft", "rollnim", "-d", "100000000").assertError();
    assertTrue(e.contains("--depth must be in 0..1000"), e);
  }

  @Test
  void perft_divideAtDepthZero_usageError() {
    String e = Cli.run("perft", "rollnim", "-d", "0", "--divide").assertError();
    assertTrue(e.contains("--depth must be in 1..1000 with --divide, got 0"), e);
  }

  @Test
  void perft_missingDepth_usageError() {
    String e = Cli.run("perft", "rollnim").assertError();
    assertTrue(e.contains("--depth"), e);
    assertTrue(e.endsWith("(see 'tabula perft --help')"), e);
  }

  @Test
  void perft_optionsOfTheGame_changeTheStart() {
    // Pile 1: roll (3 outcomes), each followed by the only take t1 which ends the game.
    Cli.Run r = Cli.run("perft", "rollnim", "-o", "pile=1", "-d", "3").assertOk();
    assertEquals(List.of("0"), r.lines());
    r = Cli.run("perft", "rollnim", "-o", "pile=1", "-d", "2").assertOk();
    assertEquals(List.of("3"), r.lines());
  }

  @Test
  void perft_threads_sameCountsAndOrder() {
    Cli.requireGame("toguz");
    Cli.Run one = Cli.run("perft", "toguz", "-d", "5", "--divide", "--threads", "1").assertOk();
    for (String threads : List.of("2", "3", "7")) {
      Cli.Run many =
          Cli.run("perft", "toguz", "-d", "5", "--divide", "--threads", threads).assertOk();
      assertEquals(one.lines(), many.lines(), threads + " threads");
      assertEquals(
          List.of("360035"),
          Cli.run("perft", "toguz", "-d", "6", "--threads", threads).assertOk().lines());
    }
  }

  @Test
  void perft_badThreads_exit2() {
    Cli.run("perft", "rollnim", "-d", "2", "--threads", "0").assertError();
    Cli.run("perft", "rollnim", "-d", "2", "--threads", "-3").assertError();
  }
}
