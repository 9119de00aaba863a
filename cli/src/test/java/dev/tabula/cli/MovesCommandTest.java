package dev.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class MovesCommandTest {

  @Test
  void moves_chanceNode_outcomesWithReducedProbabilities() {
    Cli.Run r = Cli.run("moves", "rollnim").assertOk();
    assertEquals(List.of("1 1/2", "2 1/3", "3 1/6"), r.lines());
  }

  @Test
  void moves_decision_movesInGameOrder() {
    Cli.Run r = Cli.run("moves", "rollnim", "--position", "10 2 3").assertOk();
    assertEquals(List.of("t1", "t2", "t3"), r.lines());
  }

  @Test
  void moves_ids_appendsActionIds() {
    Cli.Run r = Cli.run("moves", "rollnim", "--position", "1 2 3", "--ids").assertOk();
    assertEquals(List.of("t1 id=3"), r.lines());
    r = Cli.run("moves", "rollnim", "--ids").assertOk();
    assertEquals(List.of("1 1/2 id=0", "2 1/3 id=1", "3 1/6 id=2"), r.lines());
  }

  @Test
  void moves_gameOver_printsNothing() {
    Cli.Run r = Cli.run("moves", "rollnim", "--position", "0 1 -").assertOk();
    assertEquals("", r.out());
  }

  @Test
  void moves_toguzStart_nineMoves() {
    Cli.requireGame("toguz");
    Cli.Run r = Cli.run("moves", "toguz").assertOk();
    assertEquals(9, r.lines().size());
  }
}
