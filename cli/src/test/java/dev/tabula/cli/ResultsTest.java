package dev.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tabula.core.GameResult;
import dev.tabula.testkit.fixtures.RollNim;
import org.junit.jupiter.api.Test;

class ResultsTest {
  private static final RollNim GAME = new RollNim(3, 10);

  @Test
  void token_twoPlayers_pgnStyle() {
    assertEquals("1-0", GameResult.byScores(82, 43).token());
    assertEquals("0-1", GameResult.byScores(43, 82).token());
    assertEquals("1/2-1/2", GameResult.byScores(81, 81).token());
  }

  @Test
  void token_morePlayers_seatsBestFirstWithTies() {
    assertEquals("1>0=2>3", GameResult.byScores(5, 9, 5, 1).token());
    assertEquals("0=1=2", GameResult.byScores(3, 3, 3).token());
    assertEquals("2>1>0", GameResult.byScores(1, 2, 3).token());
  }

  @Test
  void phrase_saysWhoWon() {
    assertEquals(
        "player 1 wins (scores 43, 82)", Results.phrase(GAME, GameResult.byScores(43, 82)));
    assertEquals("draw (scores 81, 81)", Results.phrase(GAME, GameResult.byScores(81, 81)));
    assertEquals(
        "player 0 and player 2 share the win (scores 5, 1, 5)",
        Results.phrase(GAME, GameResult.byScores(5, 1, 5)));
  }
}
