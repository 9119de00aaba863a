package dev.tabula.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.Seeds;
import dev.tabula.testkit.fixtures.CoinFlipNim;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

class SoakTest {

  @Test
  void randomGames_sameFiguresWhateverTheThreads() {
    Soak.Report one = Soak.randomGames(new CoinFlipNim(), 1_200, 11, 1);
    Soak.Report two = Soak.randomGames(new CoinFlipNim(), 1_200, 11, 2);
    assertEquals(1_200, one.games());
    assertEquals(one.plies(), two.plies(), "the games are those of their seeds");
    assertEquals(2, two.threads());
    assertTrue(one.toString().startsWith("soak coin-flip-nim: 1,200 games, "), one.toString());
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
      restoreGamesProperty(old);
    }
  }

  @Test
  void randomGames_chunksAreConformanceRunsOfDerivedSeeds() {
    // 1,200 games: chunk 0 (games 0..999) has seed Seeds.derive(11, 0), chunk 1 Seeds.derive(11, 1)
    long plies =
        Conformance.of(new CoinFlipNim())
                .games(1_000)
                .seed(Seeds.derive(11, 0))
                .threads(1)
                .fuzzCases(0)
                .illegalSamples(1)
                .run()
                .plies()
            + Conformance.of(new CoinFlipNim())
                .games(200)
                .seed(Seeds.derive(11, 1))
                .threads(1)
                .fuzzCases(0)
                .illegalSamples(1)
                .run()
                .plies();
    Soak.Report r = Soak.randomGames(new CoinFlipNim(), 1_200, 11, 3);
    assertEquals(plies, r.plies());
    assertEquals(2, r.threads(), "no more threads than chunks");
    assertEquals(0, r.unfinished());
    assertEquals("coin-flip-nim", r.game());
  }

  @Test
  void randomGames_countsUnfinishedGamesAndNamesTheOptions() {
    CoinFlipNim endless =
        new CoinFlipNim() {
          @Override
          public int maxGameLength() {
            return Integer.MAX_VALUE;
          }

          @Override
          public java.util.Map<String, String> options() {
            return java.util.Map.of("pile", "7");
          }
        };
    // an unbounded game is capped at Conformance's default of 100,000 plies: these all end
    Soak.Report r = Soak.randomGames(endless, 10, 1, 1);
    assertEquals("coin-flip-nim (pile=7)", r.game());
    assertEquals(0, r.unfinished());
    assertEquals(10, r.games());
    assertEquals(1, r.threads());
  }

  @Test
  void randomGames_refusesBadArguments() {
    assertEquals(
        "games and threads must be >= 1, got 0 and 1",
        assertThrows(
                IllegalArgumentException.class, () -> Soak.randomGames(new CoinFlipNim(), 0, 1, 1))
            .getMessage());
    assertEquals(
        "games and threads must be >= 1, got 1 and 0",
        assertThrows(
                IllegalArgumentException.class, () -> Soak.randomGames(new CoinFlipNim(), 1, 1, 0))
            .getMessage());
    Soak.Report one = Soak.randomGames(new CoinFlipNim(), 1, 1, 1);
    assertEquals(1, one.games());
    Soak.Report all = Soak.randomGames(new CoinFlipNim(), 3, 1);
    assertEquals(3, all.games());
    assertEquals(1, all.threads(), "one chunk");
  }

  @Test
  void randomGames_gameThatThrowsOutsideTheChecks_failsTheRun() {
    CoinFlipNim noStart =
        new CoinFlipNim() {
          @Override
          public CoinFlipNim.State start() {
            throw new IllegalStateException("no start");
          }
        };
    AssertionError e = assertThrows(AssertionError.class, () -> Soak.randomGames(noStart, 5, 1, 1));
    assertEquals("soak run failed: java.lang.IllegalStateException: no start", e.getMessage());
  }

  @Test
  void report_line() {
    assertEquals(
        "soak g: 4 games, 10 plies (2.5 per game), 1 unfinished, 2.0 s on 2 threads,"
            + " 500000.0 us per game, 200000.00 us per ply (wall clock)",
        new Soak.Report("g", 4, 10, 1, java.time.Duration.ofSeconds(2), 2).toString());
    assertEquals(
        "soak g: 0 games, 0 plies (0.0 per game), 0 unfinished, 0.0 s on 1 threads,"
            + " 0.0 us per game, 0.00 us per ply (wall clock)",
        new Soak.Report("g", 0, 0, 0, java.time.Duration.ZERO, 1).toString());
    assertEquals(
        "soak g: 1,000 games, 0 plies (0.0 per game), 0 unfinished, 0.0 s on 1 threads,"
            + " 1.0 us per game, 0.00 us per ply (wall clock)",
        new Soak.Report("g", 1_000, 0, 0, java.time.Duration.ofMillis(1), 1).toString());
  }

  @Test
  void games_property_messagesAndBounds() {
    String old = System.getProperty(Soak.GAMES_PROPERTY);
    try {
      System.setProperty(Soak.GAMES_PROPERTY, " ");
      assertEquals(100, Soak.games(100));
      System.setProperty(Soak.GAMES_PROPERTY, " 1 ");
      assertEquals(1, Soak.games(100));
      System.setProperty(Soak.GAMES_PROPERTY, "0");
      assertEquals(
          "tabula.soak.games must be a whole number >= 1, got '0'",
          assertThrows(IllegalArgumentException.class, () -> Soak.games(100)).getMessage());
      System.setProperty(Soak.GAMES_PROPERTY, "many");
      assertEquals(
          "tabula.soak.games must be a whole number >= 1, got 'many'",
          assertThrows(IllegalArgumentException.class, () -> Soak.games(100)).getMessage());
    } finally {
      restoreGamesProperty(old);
    }
  }

  @Test
  void randomGames_oneShortOfTwoChunks_isOneChunk() {
    Soak.Report r = Soak.randomGames(new CoinFlipNim(), 999, 1, 2);
    assertEquals(999, r.games());
    assertEquals(1, r.threads(), "one chunk, one thread");
  }

  @Test
  void randomGames_printsTheReport() {
    java.io.PrintStream old = System.out;
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    Soak.Report r;
    try {
      System.setOut(new java.io.PrintStream(out, true, java.nio.charset.StandardCharsets.UTF_8));
      r = Soak.randomGames(new CoinFlipNim(), 3, 1, 1);
    } finally {
      System.setOut(old);
    }
    assertEquals(r + System.lineSeparator(), out.toString(java.nio.charset.StandardCharsets.UTF_8));
  }

  @Test
  void randomGames_longRun_printsTheFiguresSoFarAfterEachTenth() {
    PrintStream err = System.err;
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    Soak.Report r;
    System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
    try {
      r = Soak.randomGames(new CoinFlipNim(), 10_500, 11, 2);
    } finally {
      System.setErr(err);
    }
    List<String> lines =
        captured
            .toString(StandardCharsets.UTF_8)
            .lines()
            .filter(l -> l.startsWith("so far: "))
            .toList();
    // 11 chunks, so a tenth is one chunk: a line after each of the first ten, none after the last
    assertEquals(10, lines.size(), String.join("\n", lines));
    for (int k = 0; k < 10; k++) {
      String games = String.format(Locale.ROOT, "%,d games, ", (k + 1) * 1_000);
      assertTrue(lines.get(k).startsWith("so far: soak " + r.game() + ": " + games), lines.get(k));
    }
  }

  private static void restoreGamesProperty(String old) {
    if (old == null) {
      System.clearProperty(Soak.GAMES_PROPERTY);
    } else {
      System.setProperty(Soak.GAMES_PROPERTY, old);
    }
  }
}
