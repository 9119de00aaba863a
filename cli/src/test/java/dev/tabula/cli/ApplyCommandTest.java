package dev.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class ApplyCommandTest {

  @Test
  void apply_movesFromStart_printsPosition() {
    Cli.Run r = Cli.run("apply", "rollnim", "2", "t2", "3", "t1").assertOk();
    assertEquals(List.of("7 1 -"), r.lines());
  }

  @Test
  void apply_fromPosition_printsPosition() {
    Cli.Run r = Cli.run("apply", "rollnim", "--position", "2 2 3", "t2").assertOk();
    assertEquals(List.of("0 1 -"), r.lines());
  }

  @Test
  void apply_noMoves_printsThePositionNormalised() {
    Cli.Run r = Cli.run("apply", "rollnim", "-p", " 5 1 2 ").assertOk();
    assertEquals(List.of("5 1 2"), r.lines());
    r = Cli.run("apply", "rollnim", "-o", "pile=4").assertOk();
    assertEquals(List.of("4 1 -"), r.lines());
  }

  @Test
  void apply_verbose_describesEachMove() {
    Cli.Run r = Cli.run("apply", "rollnim", "-v", "2", "t2").assertOk();
    assertEquals(List.of("rolled 2", "took 2, 8 left", "8 2 -"), r.lines());
  }

  @Test
  void apply_illegalMove_exit2NamingMoveAndReason() {
    String e = Cli.run("apply", "rollnim", "2", "t3").assertError();
    assertEquals("tabula: move 2 't3' is illegal: the roll was 2: take 1..2, not 3", e);
  }

  @Test
  void apply_malformedMove_exit2WithOffset() {
    String e = Cli.run("apply", "rollnim", "2", "tx").assertError();
    assertEquals(
        "tabula: move 2 'tx' is malformed: at offset 1: a number of stones 1..3 in \"tx\"", e);
  }

  @Test
  void apply_verboseThenIllegalMove_keepsTheLinesOfTheMovesBefore() {
    Cli.Run r = Cli.run("apply", "rollnim", "-v", "2", "t2", "3", "t4");
    assertEquals(2, r.status());
    assertEquals(List.of("rolled 2", "took 2, 8 left", "rolled 3"), r.lines());
    assertEquals(
        "tabula: move 4 't4' is malformed: at offset 1: a number of stones 1..3 in \"t4\"\n",
        r.err());
  }

  @Test
  void apply_afterGameOver_exit2() {
    String e = Cli.run("apply", "rollnim", "-p", "1 1 1", "t1", "2").assertError();
    assertEquals("tabula: move 2 '2' is illegal: the game is over", e);
  }

  @Test
  void apply_toguzMove_changesSideToMove() {
    Cli.requireGame("toguz");
    String start = Cli.run("apply", "toguz").assertOk().lines().get(0);
    String after = Cli.run("apply", "toguz", "1").assertOk().lines().get(0);
    assertEquals(" S ", start.substring(start.length() - 4, start.length() - 1));
    assertEquals(" N ", after.substring(after.length() - 4, after.length() - 1));
  }
}
