package dev.tabula.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SoakTest {

  @Test
  void randomGames_sameFiguresWhateverTheThreads() {
    Soak.Report one = Soak.randomGames(new CoinFlipNim(), 2_500, 11, 1);
    Soak.Report two = Soak.randomGames(new CoinFlipNim(), 2_500, 11, 2);
    assertEquals(2_500, one.games());
    assertEquals(one.plies(), two.plies(), "the games are those of their seeds");
    assertEquals(2, two.threads());
    assertTrue(one.toString().startsWith("soak coin-flip-nim: 2,500 games, "), one.toString());
  }

  @Test
  void randomGames_brokenGame_failsNamingTheSeed() {
    CoinFlipNim broken =
        new CoinFlipNim() {
          @Override
          public CoinFlipNim.State apply(CoinFlipNim.State s, Integer m) {
            if (s.pile() == 3 && m == 1) {
              return new CoinFlipNim.State(-1, s.mover(), false);
            }
            return super.apply(s, m);
          }
        };
    AssertionError e =
        assertThrows(AssertionError.class, () -> Soak.randomGames(broken, 3_000, 100, 2));
    assertTrue(e.getMessage().contains("conformance failed: seed "), e.getMessage());
    assertTrue(e.getMessage().contains("moves ["), e.getMessage());
  }

  @Test
  void games_property_overridesTheDefault() {
    String old = System.getProperty(Soak.GAMES_PROPERTY);
    try {
      System.clearProperty(Soak.GAMES_PROPERTY);
      assertEquals(100, Soak.games(100));
      System.setProperty(Soak.GAMES_PROPERTY, "1_000_000");
      assertEquals(1_000_000, Soak.games(100));
      System.setProperty(Soak.GAMES_PROPERTY, "0");
      assertThrows(IllegalArgumentException.class, () -> Soak.games(100));
    } finally {
      if (old == null) {
        System.clearProperty(Soak.GAMES_PROPERTY);
      } else {
        System.setProperty(Soak.GAMES_PROPERTY, old);
      }
    }
  }
}
