package dev.tabula.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class GameResultTest {

  @Test
  void byScores_twoPlayers_winLoss() {
    GameResult r = GameResult.byScores(82, 43);
    assertEquals(0, r.rank(0));
    assertEquals(1, r.rank(1));
    assertArrayEquals(new double[] {1, -1}, r.returns());
    assertEquals(List.of(0), r.winners());
    assertFalse(r.isDraw());
  }

  @Test
  void byScores_tie_isDraw() {
    GameResult r = GameResult.byScores(81, 81);
    assertTrue(r.isDraw());
    assertArrayEquals(new double[] {0, 0}, r.returns());
  }

  @Test
  void byScores_fourPlayers_competitionRanking() {
    GameResult r = GameResult.byScores(10, 30, 30, 5);
    assertEquals(List.of(1, 2), r.winners());
    assertEquals(2, r.rank(0));
    assertEquals(3, r.rank(3));
    assertArrayEquals(new double[] {0, 1, 1, -1}, r.returns());
    assertEquals(List.of(1, 2, 0, 3), r.ranking());
  }

  @Test
  void of_invalidRanking_refused() {
    assertThrows(IllegalArgumentException.class, () -> GameResult.of(new long[] {1, 2}, new int[] {0, 2}));
    assertThrows(IllegalArgumentException.class, () -> GameResult.of(new long[] {1}, new int[] {0, 1}));
  }

  @Test
  void of_copiesArrays_valueEquality() {
    long[] scores = {3, 4};
    int[] ranks = {1, 0};
    GameResult r = GameResult.of(scores, ranks);
    scores[0] = 99;
    ranks[0] = 0;
    assertEquals(3, r.score(0));
    assertEquals(GameResult.byScores(3, 4), r);
    assertEquals(GameResult.byScores(3, 4).hashCode(), r.hashCode());
  }
}
