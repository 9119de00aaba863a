package dev.tabula.core;

import com.google.common.testing.EqualsTester;
import org.junit.jupiter.api.Test;

/**
 * Guava's {@link EqualsTester} over core's value types that need no game: equal values are equal
 * both ways and hash alike, unequal ones differ, and none equals null or another type. The types
 * that hold a game (records, perft's divide) are checked in the testkit's tests, over its fixtures.
 */
class ValuesEqualityTest {

  @Test
  void gameResult() {
    new EqualsTester()
        .addEqualityGroup(
            GameResult.byScores(2, 1),
            GameResult.byScores(2, 1),
            GameResult.of(new long[] {2, 1}, new int[] {0, 1}))
        .addEqualityGroup(GameResult.byScores(1, 2))
        .addEqualityGroup(GameResult.byScores(1, 1))
        .addEqualityGroup(GameResult.of(new long[] {1, 1}, new int[] {0, 1}))
        .addEqualityGroup(GameResult.byScores(2, 1, 0))
        .testEquals();
  }

  @Test
  void chanceOutcome() {
    new EqualsTester()
        .addEqualityGroup(new ChanceOutcome<>("heads", 1, 2), new ChanceOutcome<>("heads", 1, 2))
        .addEqualityGroup(new ChanceOutcome<>("tails", 1, 2))
        .addEqualityGroup(new ChanceOutcome<>("heads", 2, 4))
        .addEqualityGroup(new ChanceOutcome<>("heads", 1, 3))
        .testEquals();
  }
}
