package dev.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.tabula.core.GameProvider;
import java.util.List;
import org.junit.jupiter.api.Test;

class MovesCommandTest {

  @Test
  void moves_chanceNode_outcomesWithReducedProbabilities() {
    Cli.Run r = Cli.run("moves", "dicenim").assertOk();
    assertEquals(List.of("1 1/2", "2 1/3", "3 1/6"), r.lines());
  }

  @Test
  void moves_decision_movesInGameOrder() {
    Cli.Run r = Cli.run("moves", "dicenim", "--position", "10 2 3").assertOk();
    assertEquals(List.of("t1", "t2", "t3"), r.lines());
  }

  @Test
  void moves_ids_appendsActionIds() {
    Cli.Run r = Cli.run("moves", "dicenim", "--position", "1 2 3", "--ids").assertOk();
    assertEquals(List.of("t1 id=3"), r.lines());
    r = Cli.run("moves", "dicenim", "--ids").assertOk();
    assertEquals(List.of("1 1/2 id=0", "2 1/3 id=1", "3 1/6 id=2"), r.lines());
  }

  @Test
  void moves_gameOver_printsNothing() {
    Cli.Run r = Cli.run("moves", "dicenim", "--position", "0 1 -").assertOk();
    assertEquals("", r.out());
  }

  @Test
  void moves_toguzStart_nineMoves() {
    assumeTrue(GameProvider.available().contains("toguz"), "toguz engine not on the class path");
    Cli.Run r = Cli.run("moves", "toguz").assertOk();
    assertEquals(9, r.lines().size());
  }
}
