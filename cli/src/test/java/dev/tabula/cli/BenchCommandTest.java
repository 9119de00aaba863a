package dev.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Only checks that bench prints numbers: timings are never asserted. */
class BenchCommandTest {

  @Test
  void bench_printsPlayoutsAndPliesPerSecond() {
    Cli.Run r = Cli.run("bench", "rollnim", "--seconds", "0.3", "--warmup", "0.1").assertOk();
    assertTrue(
        r.out().matches("(?s).*\nplayouts/s: \\d+\nplies/s: \\d+\nplies/playout: \\d+\\.\\d\n.*"),
        r.out());
  }

  @Test
  void bench_toguzOneSecond_printsNumbers() {
    Cli.requireGame("toguz");
    Cli.Run r = Cli.run("bench", "toguz", "--seconds", "1", "--warmup", "0.2").assertOk();
    assertTrue(r.out().matches("(?s).*\nplayouts/s: \\d+\n.*"), r.out());
  }

  @Test
  void bench_badSeconds_exit2() {
    Cli.run("bench", "rollnim", "--seconds", "0").assertError();
    Cli.run("bench", "rollnim", "--seconds", "NaN").assertError();
  }

  @Test
  void bench_gameOverPosition_exit2() {
    Cli.run("bench", "rollnim", "--position", "0 1 -").assertError();
  }

  @Test
  void bench_threads_printsTheSumOverThreads() {
    Cli.Run r =
        Cli.run("bench", "rollnim", "--seconds", "0.3", "--warmup", "0.1", "--threads", "2")
            .assertOk();
    assertTrue(
        r.out().matches("(?s).*\nplayouts/s: \\d+\n.*\nplayouts: \\d+ in [0-9.]+ s, 2 threads\n"),
        r.out());
  }

  @Test
  void bench_badThreads_exit2() {
    assertEquals(
        "tabula: --threads must be in 1..1024, got 0 (see 'tabula bench --help')",
        Cli.run("bench", "rollnim", "-j", "0").assertError());
    Cli.run("bench", "rollnim", "--threads", "1025").assertError();
  }

  @Test
  void bench_byDefault_oneThreadAndAFreshSeedPrinted() {
    Cli.Run r = Cli.run("bench", "rollnim", "--seconds", "0.2", "--warmup", "0").assertOk();
    assertTrue(r.out().matches("(?s)game: [^\n]+\nseed: \\d+\n.*"), r.out());
    assertTrue(r.out().endsWith(" s, 1 thread\n"), r.out());
  }

  @Test
  void bench_seedGiven_isThePrintedOne() {
    Cli.Run r =
        Cli.run("bench", "rollnim", "--seconds", "0.2", "--warmup", "0", "-s", "42").assertOk();
    assertTrue(r.out().contains("\nseed: 42\n"), r.out());
  }
}
