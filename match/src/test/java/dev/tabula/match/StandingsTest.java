package dev.tabula.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.GameResult;
import org.junit.jupiter.api.Test;

class StandingsTest {

  @Test
  void empty_noGames() {
    Standings s = Standings.empty(3);
    assertEquals(3, s.bots());
    assertEquals(0, s.games());
    assertEquals(Score.ZERO, s.score(0, 1));
    assertEquals(Score.ZERO, s.score(2));
    assertEquals(0, s.firsts(1));
    assertTrue(Double.isNaN(s.meanPlace(0)));
  }

  @Test
  void plus_twoBots_headToHead() {
    // Game 1: bot 0 in seat 0 wins. Game 2: seats swapped, bot 0 (seat 1) wins again. Game 3: draw.
    Standings s =
        Standings.empty(2)
            .plus(new int[] {0, 1}, GameResult.byScores(50, 31))
            .plus(new int[] {1, 0}, GameResult.byScores(40, 41))
            .plus(new int[] {0, 1}, GameResult.byScores(40, 40));
    assertEquals(3, s.games());
    assertEquals(new Score(2, 1, 0), s.score(0, 1));
    assertEquals(new Score(0, 1, 2), s.score(1, 0));
    assertEquals(s.score(0, 1), s.score(0));
    assertEquals(3, s.firsts(0));
    assertEquals(1, s.firsts(1));
    assertEquals(1.0, s.meanPlace(0));
    assertEquals((2 + 2 + 1) / 3.0, s.meanPlace(1));
  }

  @Test
  void plus_threeBots_pairwiseFromRanks() {
    // Seats hold bots 2, 0, 1; scores 10, 30, 20: bot 0 first, bot 1 second, bot 2 third.
    Standings s = Standings.empty(3).plus(new int[] {2, 0, 1}, GameResult.byScores(10, 30, 20));
    assertEquals(new Score(1, 0, 0), s.score(0, 1));
    assertEquals(new Score(1, 0, 0), s.score(0, 2));
    assertEquals(new Score(1, 0, 0), s.score(1, 2));
    assertEquals(new Score(0, 0, 1), s.score(2, 0));
    assertEquals(new Score(2, 0, 0), s.score(0));
    assertEquals(new Score(1, 0, 1), s.score(1));
    assertEquals(new Score(0, 0, 2), s.score(2));
    assertEquals(1.0, s.meanPlace(0));
    assertEquals(2.0, s.meanPlace(1));
    assertEquals(3.0, s.meanPlace(2));
    assertEquals(1, s.firsts(0));
    assertEquals(0, s.firsts(1));

    // A second game where bots 1 and 2 tie first (seats hold 1, 2, 0), bot 0 last.
    Standings t = s.plus(new int[] {1, 2, 0}, GameResult.byScores(7, 7, 3));
    assertEquals(2, t.games());
    assertEquals(new Score(1, 0, 1), t.score(0, 1));
    assertEquals(new Score(1, 1, 0), t.score(1, 2));
    assertEquals(new Score(0, 1, 1), t.score(2, 1));
    assertEquals(new Score(1, 0, 1), t.score(2, 0));
    assertEquals((1 + 3) / 2.0, t.meanPlace(0));
    assertEquals((2 + 1) / 2.0, t.meanPlace(1));
    assertEquals((3 + 1) / 2.0, t.meanPlace(2));
    assertEquals(1, t.firsts(0));
    assertEquals(1, t.firsts(1));
    assertEquals(1, t.firsts(2));
    // The first table is unchanged.
    assertEquals(1, s.games());
    assertEquals(new Score(1, 0, 0), s.score(0, 1));
  }

  @Test
  void plus_fourBots_tiesShareThePlace() {
    // Seats hold bots 3, 1, 0, 2 with scores 5, 9, 9, 1: ranks 2, 0, 0, 3.
    // Bots 0 and 1 tie first (place 1), bot 3 is third (place 3), bot 2 last (place 4).
    Standings s = Standings.empty(4).plus(new int[] {3, 1, 0, 2}, GameResult.byScores(5, 9, 9, 1));
    assertEquals(new Score(0, 1, 0), s.score(0, 1));
    assertEquals(new Score(1, 0, 0), s.score(0, 3));
    assertEquals(new Score(1, 0, 0), s.score(1, 2));
    assertEquals(new Score(1, 0, 0), s.score(3, 2));
    assertEquals(new Score(2, 1, 0), s.score(0));
    assertEquals(new Score(2, 1, 0), s.score(1));
    assertEquals(new Score(1, 0, 2), s.score(3));
    assertEquals(new Score(0, 0, 3), s.score(2));
    assertEquals(1.0, s.meanPlace(0));
    assertEquals(1.0, s.meanPlace(1));
    assertEquals(3.0, s.meanPlace(3));
    assertEquals(4.0, s.meanPlace(2));
    assertEquals(1, s.firsts(0));
    assertEquals(1, s.firsts(1));
    assertEquals(0, s.firsts(3));
  }

  @Test
  void plus_everybodyTied_allDraws() {
    Standings s = Standings.empty(4).plus(new int[] {0, 1, 2, 3}, GameResult.byScores(4, 4, 4, 4));
    for (int bot = 0; bot < 4; bot++) {
      assertEquals(new Score(0, 3, 0), s.score(bot));
      assertEquals(1.0, s.meanPlace(bot));
      assertEquals(1, s.firsts(bot));
    }
  }

  @Test
  void score_againstItself_zero() {
    Standings s = Standings.empty(2).plus(new int[] {0, 1}, GameResult.byScores(1, 0));
    assertEquals(Score.ZERO, s.score(1, 1));
  }

  @Test
  void plus_invalid_refused() {
    Standings s = Standings.empty(3);
    GameResult three = GameResult.byScores(1, 2, 3);
    assertThrows(IllegalArgumentException.class, () -> s.plus(new int[] {0, 0, 1}, three));
    assertThrows(IllegalArgumentException.class, () -> s.plus(new int[] {0, 1, 3}, three));
    assertThrows(IllegalArgumentException.class, () -> s.plus(new int[] {0, -1, 2}, three));
    assertThrows(IllegalArgumentException.class, () -> s.plus(new int[] {0, 1}, three));
    assertThrows(
        IllegalArgumentException.class,
        () -> s.plus(new int[] {0, 1, 2}, GameResult.byScores(1, 2)));
    assertThrows(IllegalArgumentException.class, () -> Standings.empty(0));
  }

  @Test
  void queries_badIndex_refused() {
    Standings s = Standings.empty(2);
    assertThrows(IndexOutOfBoundsException.class, () -> s.score(2));
    assertThrows(IndexOutOfBoundsException.class, () -> s.score(0, -1));
    assertThrows(IndexOutOfBoundsException.class, () -> s.meanPlace(2));
    assertThrows(IndexOutOfBoundsException.class, () -> s.firsts(-1));
  }

  @Test
  void equals_byContent() {
    Standings a = Standings.empty(2).plus(new int[] {0, 1}, GameResult.byScores(3, 1));
    Standings b = Standings.empty(2).plus(new int[] {1, 0}, GameResult.byScores(1, 3));
    Standings c = Standings.empty(2).plus(new int[] {1, 0}, GameResult.byScores(3, 1));
    assertEquals(a, b);
    assertEquals(a.hashCode(), b.hashCode());
    assertNotEquals(a, c);
    assertEquals("2 bots, 1 games: 0 +1=0-0 first 1, 1 +0=0-1 first 0", a.toString());
  }

  @Test
  void counter_countsAsPlusDoes_andItsTablesStayAsTheyWere() {
    int[][] seats = {{0, 1, 2}, {2, 0, 1}, {1, 2, 0}, {0, 1, 2}};
    GameResult[] results = {
      GameResult.byScores(10, 30, 20),
      GameResult.byScores(7, 7, 3),
      GameResult.byScores(5, 5, 5),
      GameResult.byScores(1, 2, 3)
    };
    Standings.Counter counter = new Standings.Counter(3);
    Standings expected = Standings.empty(3);
    Standings first = null;
    for (int g = 0; g < seats.length; g++) {
      counter.add(seats[g], results[g]);
      expected = expected.plus(seats[g], results[g]);
      assertEquals(expected, counter.standings(), "after game " + g);
      if (g == 0) {
        first = counter.standings();
      }
    }
    assertEquals(Standings.empty(3).plus(seats[0], results[0]), first, "a table is a copy");
    assertEquals(4, counter.standings().games());
    assertThrows(IllegalArgumentException.class, () -> new Standings.Counter(0));
  }
}
