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
    assertThrows(
        IllegalArgumentException.class, () -> GameResult.of(new long[] {1, 2}, new int[] {0, 2}));
    assertThrows(
        IllegalArgumentException.class, () -> GameResult.of(new long[] {1}, new int[] {0, 1}));
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

  @Test
  void returns_isADoubleInMinusOneToOne() {
    GameResult r = GameResult.byScores(1, 5, 3);
    assertEquals(-1.0, r.returns(0));
    assertEquals(1.0, r.returns(1));
    assertEquals(0.0, r.returns(2));
    assertArrayEquals(new double[] {-1, 1, 0}, r.returns());
    assertArrayEquals(new double[] {0, 0, 0}, GameResult.byScores(2, 2, 2).returns());
    assertArrayEquals(new double[] {0}, GameResult.byScores(7).returns());
  }

  @Test
  void token_twoPlayers_winLossDraw() {
    assertEquals("1-0", GameResult.byScores(82, 43).token());
    assertEquals("0-1", GameResult.byScores(43, 82).token());
    assertEquals("1/2-1/2", GameResult.byScores(81, 81).token());
  }

  @Test
  void token_threePlayers_bestFirstTiesInSeatOrder() {
    assertEquals("1>0>2", GameResult.byScores(5, 9, 1).token());
    assertEquals("0=2>1", GameResult.byScores(5, 1, 5).token());
    assertEquals("1>0=2", GameResult.byScores(5, 9, 5).token());
    assertEquals("0=1=2", GameResult.byScores(3, 3, 3).token());
    assertEquals("2>1>0", GameResult.byScores(1, 2, 3).token());
  }

  @Test
  void token_fourPlayers_competitionRanking() {
    assertEquals("1=2>0>3", GameResult.byScores(10, 30, 30, 5).token());
    assertEquals("3>0=1=2", GameResult.byScores(1, 1, 1, 4).token());
    assertEquals("0=3>1=2", GameResult.byScores(4, 1, 1, 4).token());
    assertEquals("0=1=2=3", GameResult.byScores(0, 0, 0, 0).token());
  }

  @Test
  void token_onePlayer_isSeatZero() {
    assertEquals("0", GameResult.byScores(12).token());
    assertTrue(GameResult.isToken("0", 1));
    assertTrue(GameResult.isAnyToken("0"));
  }

  /** Every result of {@code n} players with scores 0..2. */
  private static List<GameResult> everyResult(int n) {
    List<GameResult> all = new java.util.ArrayList<>();
    long[] scores = new long[n];
    int combos = (int) Math.pow(3, n);
    for (int c = 0; c < combos; c++) {
      int x = c;
      for (int p = 0; p < n; p++) {
        scores[p] = x % 3;
        x /= 3;
      }
      all.add(GameResult.byScores(scores));
    }
    return all;
  }

  @Test
  void isToken_acceptsEveryTokenOfItsPlayerCount_andStar() {
    // Every result of 1..6 players gives a token of exactly its own player count.
    for (int n = 1; n <= 6; n++) {
      for (GameResult r : everyResult(n)) {
        String token = r.token();
        for (int m = 1; m <= 7; m++) {
          assertEquals(m == n, GameResult.isToken(token, m), token + " for " + m + " players");
        }
        assertTrue(GameResult.isAnyToken(token), token);
      }
      assertTrue(GameResult.isToken(GameResult.UNFINISHED, n));
    }
    assertEquals("*", GameResult.UNFINISHED);
    assertTrue(GameResult.isAnyToken("*"));
  }

  @Test
  void returnsOf_everyToken_givesTheReturnsOfItsResult() {
    // Every result of 1..6 players: the token's returns are the result's.
    for (int n = 1; n <= 6; n++) {
      for (GameResult r : everyResult(n)) {
        assertArrayEquals(r.returns(), GameResult.returnsOf(r.token(), n), r.token());
      }
      assertArrayEquals(new double[n], GameResult.returnsOf(GameResult.UNFINISHED, n));
    }
    assertArrayEquals(new double[] {1, -1}, GameResult.returnsOf("1-0", 2));
    assertArrayEquals(new double[] {-1, 1}, GameResult.returnsOf("0-1", 2));
    assertArrayEquals(new double[] {0, 0}, GameResult.returnsOf("1/2-1/2", 2));
    assertArrayEquals(new double[] {0, 1, -1}, GameResult.returnsOf("1>0>2", 3));
    assertArrayEquals(new double[] {1, 1, -1}, GameResult.returnsOf("0=1>2", 3));
    assertArrayEquals(new double[] {1, 0, -1, -1}, GameResult.returnsOf("0>1>2=3", 4));
  }

  @Test
  void returnsOf_notATokenForThePlayers_throwsIllegalArgument() {
    for (String t : new String[] {"1-0", "0>1", "", "x", "0>0>1"}) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> GameResult.returnsOf(t, 3));
      assertTrue(e.getMessage().contains("3 players"), e.getMessage());
    }
    assertThrows(IllegalArgumentException.class, () -> GameResult.returnsOf("1>0", 2));
    assertThrows(IllegalArgumentException.class, () -> GameResult.returnsOf("*", 0));
  }

  @Test
  void isToken_malformed_refused() {
    String[] two = {
      "", " ", "1-0 ", "1 - 0", "1-1", "0-0", "1/2", "½-½", "0>1", "1>0", "0=1", "2-0", "**",
      "1-0*", "1:0", "+"
    };
    for (String t : two) {
      assertFalse(GameResult.isToken(t, 2), "2 players: '" + t + "'");
    }
    String[] three = {
      "", "1-0", "0-1", "1/2-1/2", "0>1", "0>1>", ">0>1>2", "0>1>2>", "0>1>1", "0>1>3", "0>1<2",
      "0-1-2", "0>>1>2", "012", "0>1=2=", "00>1>2", "0>01>2", " 0>1>2", "0>1>2 ", "2=0>1", "0>2=1",
      "1>2=0"
    };
    for (String t : three) {
      assertFalse(GameResult.isToken(t, 3), "3 players: '" + t + "'");
    }
    String[] four = {"0>1>2", "0>1>2>4", "0>1>2>3>4", "0=1=3=2", "3=0>1>2", "0>1>2>2"};
    for (String t : four) {
      assertFalse(GameResult.isToken(t, 4), "4 players: '" + t + "'");
    }
    for (String t : new String[] {"", "0>1", "x", "0>1>1", "1>0=0", "9999999999", "0>999999999"}) {
      assertFalse(GameResult.isAnyToken(t), "'" + t + "'");
    }
  }

  @Test
  void isToken_tiedSeatsOnlyInSeatOrder_likeToken() {
    // token() writes tied seats in seat order, so a record compares result tokens as text: the same
    // result written in another order would look like a different result.
    assertTrue(GameResult.isToken("1>0=2", 3));
    assertFalse(GameResult.isToken("1>2=0", 3));
    assertTrue(GameResult.isToken("0=1=2", 3));
    assertFalse(GameResult.isToken("2=1=0", 3));
    assertTrue(GameResult.isToken("2>1>0", 3), "different ranks in any order");
  }

  @Test
  void token_elevenPlayers_readBack() {
    long[] scores = new long[11];
    for (int p = 0; p < 11; p++) {
      scores[p] = p % 4;
    }
    String token = GameResult.byScores(scores).token();
    assertEquals("3=7>2=6=10>1=5=9>0=4=8", token);
    assertTrue(GameResult.isToken(token, 11), token);
    assertFalse(GameResult.isToken(token, 10), token);
    assertTrue(GameResult.isAnyToken(token), token);
  }

  @Test
  void numPlayers_isTheNumberOfScores() {
    assertEquals(1, GameResult.byScores(4).numPlayers());
    assertEquals(3, GameResult.byScores(1, 2, 3).numPlayers());
  }

  @Test
  void equals_comparesScoresAndRanks() {
    GameResult r = GameResult.byScores(2, 1);
    assertEquals(r, GameResult.of(new long[] {2, 1}, new int[] {0, 1}));
    assertFalse(r.equals(GameResult.byScores(3, 1)), "other scores");
    assertFalse(r.equals(GameResult.of(new long[] {2, 1}, new int[] {1, 0})), "other ranks");
    assertFalse(r.equals(GameResult.byScores(2, 1, 0)), "other player count");
    assertFalse(r.equals("1-0"), "another type");
  }

  @Test
  void hashCode_equalForEqual_spreadsDifferentResults() {
    assertEquals(GameResult.byScores(5, 7).hashCode(), GameResult.byScores(5, 7).hashCode());
    java.util.Set<Integer> hashes = new java.util.HashSet<>();
    int results = 0;
    for (long a = 0; a < 10; a++) {
      for (long b = 0; b < 10; b++) {
        hashes.add(GameResult.byScores(a, b).hashCode());
        hashes.add(GameResult.of(new long[] {a, b}, new int[] {0, 0}).hashCode());
        results += a == b ? 1 : 2;
      }
    }
    assertTrue(hashes.size() > results * 3 / 4, hashes.size() + " hash codes for " + results);
  }

  @Test
  void toString_showsScoresAndRanks() {
    assertEquals("scores [82, 43], ranks [0, 1]", GameResult.byScores(82, 43).toString());
  }

  @Test
  void isAnyToken_onlySeatListsOfOtherThanTwoPlayers() {
    assertTrue(GameResult.isAnyToken("0"));
    assertTrue(GameResult.isAnyToken("1>0>2"));
    assertTrue(GameResult.isAnyToken("1-0"));
    for (String t : new String[] {"x", ">", "0>", "1", "0>0", "1>2=0", "0=1", "1>0"}) {
      assertFalse(GameResult.isAnyToken(t), "'" + t + "'");
    }
  }
}
