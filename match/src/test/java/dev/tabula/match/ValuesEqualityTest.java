package dev.tabula.match;

import com.google.common.testing.EqualsTester;
import dev.tabula.core.GameResult;
import org.junit.jupiter.api.Test;

/**
 * Guava's {@link EqualsTester} over the match's value types: scores, pentanomial counts and
 * standings (the same games added in either order are one value, with one hash code).
 */
class ValuesEqualityTest {
  private static final int[] SEATS = {0, 1};
  private static final int[] SWAPPED = {1, 0};

  @Test
  void score() {
    new EqualsTester()
        .addEqualityGroup(new Score(2, 1, 0), new Score(2, 1, 0))
        .addEqualityGroup(new Score(0, 1, 2))
        .addEqualityGroup(new Score(2, 0, 1))
        .testEquals();
  }

  @Test
  void pentanomial() {
    new EqualsTester()
        .addEqualityGroup(new Pentanomial(1, 2, 3, 4, 5), new Pentanomial(1, 2, 3, 4, 5))
        .addEqualityGroup(new Pentanomial(5, 4, 3, 2, 1))
        .addEqualityGroup(new Pentanomial(0, 0, 0, 0, 0))
        .testEquals();
  }

  @Test
  void standings_sameGamesInAnyOrderAreOneValue() {
    GameResult first = GameResult.byScores(1, 0);
    GameResult draw = GameResult.byScores(1, 1);
    Standings empty = Standings.empty(2);
    new EqualsTester()
        .addEqualityGroup(empty, Standings.empty(2))
        .addEqualityGroup(Standings.empty(3))
        .addEqualityGroup(
            empty.plus(SEATS, first).plus(SWAPPED, draw),
            empty.plus(SWAPPED, draw).plus(SEATS, first),
            empty.plus(SEATS, first).plus(empty.plus(SWAPPED, draw)))
        .addEqualityGroup(empty.plus(SWAPPED, first).plus(SWAPPED, draw))
        .addEqualityGroup(empty.plus(SEATS, first))
        .testEquals();
  }
}
