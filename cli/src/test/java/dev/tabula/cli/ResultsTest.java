package dev.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tabula.core.GameResult;
import org.junit.jupiter.api.Test;

class ResultsTest {

  @Test
  void token_twoPlayers_pgnStyle() {
    assertEquals("1-0", Results.token(GameResult.byScores(82, 43)));
    assertEquals("0-1", Results.token(GameResult.byScores(43, 82)));
    assertEquals("1/2-1/2", Results.token(GameResult.byScores(81, 81)));
  }

  @Test
  void token_morePlayers_seatsBestFirstWithTies() {
    assertEquals("1>0=2>3", Results.token(GameResult.byScores(5, 9, 5, 1)));
    assertEquals("0=1=2", Results.token(GameResult.byScores(3, 3, 3)));
    assertEquals("2>1>0", Results.token(GameResult.byScores(1, 2, 3)));
  }

  @Test
  void phrase_saysWhoWon() {
    assertEquals("player 1 wins (scores 43, 82)", Results.phrase(GameResult.byScores(43, 82)));
    assertEquals("draw (scores 81, 81)", Results.phrase(GameResult.byScores(81, 81)));
    assertEquals("player 0 and player 2 share the win (scores 5, 1, 5)",
        Results.phrase(GameResult.byScores(5, 1, 5)));
  }
}
