package dev.tabula.toguz;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tabula.core.Perft;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Perft from the start against the table of {@code docs/rules/toguz.md}. */
class ToguzPerftTest {
  private static final ToguzGame GAME = ToguzGame.standard();

  @ParameterizedTest(name = "perft({0}) = {1}")
  @CsvSource({"0, 1", "1, 9", "2, 73", "3, 613", "4, 5199", "5, 43184", "6, 360035", "7, 3003052"})
  void perft_fromStart_matchesTheRulesTable(int depth, long expected) {
    assertEquals(expected, Perft.count(GAME, GAME.start(), depth));
  }

  @Test
  void perft_divideAtFive_sumsToTheTotalAndAgreesWithEachChild() {
    List<Perft.Divide<ToguzMove>> divide = Perft.divide(GAME, GAME.start(), 5);
    assertEquals(9, divide.size());
    long sum = 0;
    for (Perft.Divide<ToguzMove> d : divide) {
      sum += d.count();
      assertEquals(Perft.count(GAME, GAME.apply(GAME.start(), d.move()), 4), d.count());
    }
    assertEquals(43184, sum);
    assertEquals("65", divide.get(5).notation());
  }

  @Test
  @EnabledIfSystemProperty(named = "tabula.slow", matches = "true")
  void perft_depthEight_slow() {
    assertEquals(25166174L, Perft.count(GAME, GAME.start(), 8));
  }

  @Test
  @EnabledIfSystemProperty(named = "tabula.slow", matches = "true")
  void perft_depthNine_slow() {
    assertEquals(210521787L, Perft.count(GAME, GAME.start(), 9));
  }

  @Test
  @EnabledIfSystemProperty(named = "tabula.slow", matches = "true")
  void perft_depthTen_slow() {
    assertEquals(1766804407L, Perft.count(GAME, GAME.start(), 10));
  }

  @Test
  @EnabledIfSystemProperty(named = "tabula.slow", matches = "true")
  void perft_depthEleven_slow() {
    assertEquals(14811651049L, Perft.count(GAME, GAME.start(), 11));
  }
}
