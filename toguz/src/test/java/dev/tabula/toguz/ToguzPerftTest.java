package dev.tabula.toguz;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tabula.core.Game;
import dev.tabula.core.Perft;
import dev.tabula.core.Playouts;
import dev.tabula.testkit.fixtures.ForwardingGame;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Perft from the start against the table of {@code docs/rules/toguz.md}, and the game's own count
 * (its scratch board) against the generic walk over the game API.
 */
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

  /** The same rules without the game's {@code FastPerft}: {@link Perft} walks the API. */
  private static final Game<ToguzState, ToguzMove> GENERIC = new ForwardingGame<>(GAME);

  /** Positions the random games rarely reach. */
  static List<ToguzState> unusualPositions() {
    return List.of(
        // a hole of 64 stones or more (the wide path), with tuzdyks on both sides
        Positions.pos(
            Positions.row(9, 0, 9, 9, 70, 2, 1, 1, 1),
            Positions.row(1, 2, 3, 0, 5, 6, 7, 8, 9),
            10,
            4,
            2,
            0),
        // Black to move, one hole of 100 stones
        Positions.pos(
            Positions.row(1, 1, 1, 1, 1, 1, 1, 1, 1),
            Positions.row(1, 1, 1, 1, 1, 1, 1, 1, 100),
            20,
            0,
            0,
            1),
        // near the end: a store at 80, few stones, sweeps ahead
        Positions.pos(
            Positions.row(0, 0, 1, 0, 0, 0, 0, 1), Positions.row(3, 0, 0, 2), 80, 0, 0, 0),
        // a side with one stone left
        Positions.pos(Positions.only(9, 1), Positions.row(9, 9, 9, 9, 9, 9, 9, 9, 9), 40, 0, 0, 1));
  }

  @ParameterizedTest
  @MethodSource("unusualPositions")
  void perft_scratchBoard_equalsTheGenericWalk(ToguzState s) {
    for (int d = 0; d <= 5; d++) {
      assertEquals(Perft.count(GENERIC, s, d), GAME.perft(s, d), s + " depth " + d);
    }
  }

  @Test
  void perft_scratchBoard_equalsTheGenericWalk_onRandomPositions() {
    long seed = 20261202L;
    SplittableRandom random = new SplittableRandom(seed);
    Playouts.Uniform<ToguzState, ToguzMove> loop = new Playouts.Uniform<>(GAME);
    for (int i = 0; i < 300; i++) {
      ToguzState s = loop.play(GAME.start(), random, random.nextInt(200));
      for (int d = 0; d <= 4; d++) {
        assertEquals(
            Perft.count(GENERIC, s, d),
            GAME.perft(s, d),
            "seed " + seed + ", position " + i + " " + s + ", depth " + d);
      }
    }
  }

  @Test
  void perft_onTwoThreads_equalsOneThread() {
    assertEquals(Perft.count(GENERIC, GAME.start(), 7), Perft.count(GAME, GAME.start(), 7, 2));
  }
}
