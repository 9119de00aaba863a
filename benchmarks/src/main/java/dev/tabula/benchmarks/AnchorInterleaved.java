package dev.tabula.benchmarks;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Tabula's {@code randomPlayout} and another loop in alternation, for the ratio that a shared,
 * noisy machine disturbs least: after a warm-up, each round plays Tabula's random games for a slice
 * of the playing thread's CPU time, then the other: a C anchor, run once (a short run) for its
 * games per CPU-second (per wall-second if it prints no CPU time), or, given {@code api}, the
 * generic API loop ({@link RandomGames}' {@code impl=api}) in this JVM for a slice of the same
 * length. The ratio of each round is taken within a few seconds, under the same load. Prints the
 * median ratio and its quartiles, one line:
 *
 * <pre>{@code
 * round 1: Tabula 312k, C 646k games/s, 0.48
 * ...
 * interleaved toguz: Tabula 381k, C 592k games/s (medians); Tabula / C median 0.67 (quartiles 0.55-0.76), 40 rounds
 * }</pre>
 *
 * <p>With {@code api} the line reads {@code interleaved toguz: playout 348k, API 202k games/s
 * (medians); playout / API median 1.64 (quartiles 1.49-1.82), 40 rounds}. With {@code api-pair} the
 * two loops are the generic API loop, one game at a time, and the same loop over two games at once,
 * a ply of each in turn ({@link RandomGames}' {@code api-pair}): a ratio well below 1 would say
 * that the generic loop spends its time waiting on each ply's latency, which a second game fills;
 * near 1, that it is bound by its work. {@link AnchorComparison} runs the first two in a fresh JVM
 * per anchor and per game:
 *
 * <pre>{@code
 * java -cp benchmarks/target/benchmarks.jar dev.tabula.benchmarks.AnchorInterleaved toguz 40 0.4 \
 *     benchmarks/target/anchors/toguz-fast playouts 1 250000
 * java -cp benchmarks/target/benchmarks.jar dev.tabula.benchmarks.AnchorInterleaved toguz 40 0.4 api
 * }</pre>
 */
public final class AnchorInterleaved {
  private AnchorInterleaved() {}

  /**
   * Measures.
   *
   * @param args {@code GAME ROUNDS SLICE-SECONDS C-PROGRAM [C-ARGS...]}, {@code GAME ROUNDS
   *     SLICE-SECONDS api} or {@code GAME ROUNDS SLICE-SECONDS api-pair}
   * @throws IOException if the C program cannot be run
   * @throws InterruptedException if interrupted while it runs
   */
  public static void main(String[] args) throws IOException, InterruptedException {
    if (args.length < 4) {
      throw new IllegalArgumentException(
          "usage: AnchorInterleaved GAME ROUNDS SLICE-SECONDS"
              + " (C-PROGRAM [C-ARGS...] | api | api-pair)");
    }
    String game = args[0];
    int rounds = Integer.parseInt(args[1]);
    long slice = (long) (Double.parseDouble(args[2]) * 1e9);
    List<String> anchor = List.of(args).subList(3, args.length);
    boolean pair = anchor.equals(List.of("api-pair"));
    boolean api = pair || anchor.equals(List.of("api"));
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    RandomGames.Loop<?, ?> loop =
        RandomGames.loop(game, pair ? "api" : "playout", new SplittableRandom(1));
    RandomGames.Loop<?, ?> apiLoop =
        api ? RandomGames.loop(game, pair ? "api-pair" : "api", new SplittableRandom(2)) : null;
    RandomGamesCpuTime.play(loop, mx, 2 * slice); // warm-up
    if (apiLoop != null) {
      RandomGamesCpuTime.play(apiLoop, mx, 2 * slice);
    }
    String us = pair ? "API" : api ? "playout" : "Tabula";
    String them = pair ? "API, two games" : api ? "API" : "C";
    double[] tabula = new double[rounds];
    double[] c = new double[rounds];
    double[] ratio = new double[rounds];
    for (int r = 0; r < rounds; r++) {
      tabula[r] = RandomGamesCpuTime.play(loop, mx, slice);
      if (apiLoop != null) {
        c[r] = RandomGamesCpuTime.play(apiLoop, mx, slice);
      } else {
        double[] rates = AnchorComparison.rates(AnchorComparison.run(anchor), anchor);
        c[r] = Double.isNaN(rates[1]) ? rates[0] : rates[1];
      }
      ratio[r] = tabula[r] / c[r];
      System.out.printf(
          Locale.ROOT,
          "round %d: %s %.0fk, %s %.0fk games/s, %.2f%n",
          r + 1,
          us,
          tabula[r] / 1e3,
          them,
          c[r] / 1e3,
          ratio[r]);
    }
    Arrays.sort(tabula);
    Arrays.sort(c);
    Arrays.sort(ratio);
    System.out.printf(
        Locale.ROOT,
        "interleaved %s: %s %.0fk, %s %.0fk games/s (medians); %s / %s median %.2f"
            + " (quartiles %.2f-%.2f), %d rounds%n",
        game,
        us,
        tabula[rounds / 2] / 1e3,
        them,
        c[rounds / 2] / 1e3,
        us,
        them,
        ratio[rounds / 2],
        ratio[rounds / 4],
        ratio[(3 * rounds) / 4],
        rounds);
  }
}
