package dev.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.tabula.core.GameProvider;
import org.junit.jupiter.api.Test;

/** Only checks that bench prints numbers: timings are never asserted. */
class BenchCommandTest {

  @Test
  void bench_printsPlayoutsAndPliesPerSecond() {
    Cli.Run r = Cli.run("bench", "dicenim", "--seconds", "0.3", "--warmup", "0.1").assertOk();
    assertTrue(r.out().matches("(?s).*\nplayouts/s: \\d+\nplies/s: \\d+\nplies/playout: \\d+\\.\\d\n.*"),
        r.out());
  }

  @Test
  void bench_toguzOneSecond_printsNumbers() {
    assumeTrue(GameProvider.available().contains("toguz"), "toguz engine not on the class path");
    Cli.Run r = Cli.run("bench", "toguz", "--seconds", "1", "--warmup", "0.2").assertOk();
    assertTrue(r.out().matches("(?s).*\nplayouts/s: \\d+\n.*"), r.out());
  }

  @Test
  void bench_badSeconds_exit2() {
    Cli.run("bench", "dicenim", "--seconds", "0").assertError();
    Cli.run("bench", "dicenim", "--seconds", "NaN").assertError();
  }

  @Test
  void bench_gameOverPosition_exit2() {
    Cli.run("bench", "dicenim", "--position", "0 1 -").assertError();
  }
}
