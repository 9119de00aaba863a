package dev.tabula.benchmarks;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Tabula's {@code randomPlayout} and a C anchor in alternation, for the ratio that a shared, noisy
 * machine disturbs least: after a warm-up, each round plays Tabula's random games for a slice of
 * the playing thread's CPU time, then runs the C program once (a short run) and reads its games per
 * CPU-second (per wall-second if it prints no CPU time); the ratio of each round is taken within a
 * few seconds, under the same load. Prints the median ratio and its quartiles, one line:
 *
 * <pre>{@code
 * round 1: Tabula 312k, C 646k games/s, 0.48
 * ...
 * interleaved toguz: Tabula 365k, C 567k games/s (medians); Tabula / C median 0.65 (quartiles 0.57-0.73), 25 rounds
 * }</pre>
 *
 * <p>{@link AnchorComparison} runs it in a fresh JVM per anchor:
 *
 * <pre>{@code
 * java -cp benchmarks/target/benchmarks.jar dev.tabula.benchmarks.AnchorInterleaved toguz 25 0.4 \
 *     benchmarks/target/anchors/toguz-fast playouts 1 250000
 * }</pre>
 */
public final class AnchorInterleaved {
  private AnchorInterleaved() {}

  /**
   * Measures.
   *
   * @param args {@code GAME ROUNDS SLICE-SECONDS C-PROGRAM [C-ARGS...]}
   * @throws IOException if the C program cannot be run
   * @throws InterruptedException if interrupted while it runs
   */
  public static void main(String[] args) throws IOException, InterruptedException {
    if (args.length < 4) {
      throw new IllegalArgumentException(
          "usage: AnchorInterleaved GAME ROUNDS SLICE-SECONDS C-PROGRAM [C-ARGS...]");
    }
    String game = args[0];
    int rounds = Integer.parseInt(args[1]);
    long slice = (long) (Double.parseDouble(args[2]) * 1e9);
    List<String> anchor = List.of(args).subList(3, args.length);
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    RandomGames.Loop<?, ?> loop = RandomGames.loop(game, "playout", new SplittableRandom(1));
    RandomGamesCpuTime.play(loop, mx, 2 * slice); // warm-up
    double[] tabula = new double[rounds];
    double[] c = new double[rounds];
    double[] ratio = new double[rounds];
    for (int r = 0; r < rounds; r++) {
      tabula[r] = RandomGamesCpuTime.play(loop, mx, slice);
      double[] rates = AnchorComparison.rates(AnchorComparison.run(anchor), anchor);
      c[r] = Double.isNaN(rates[1]) ? rates[0] : rates[1];
      ratio[r] = tabula[r] / c[r];
      System.out.printf(
          Locale.ROOT,
          "round %d: Tabula %.0fk, C %.0fk games/s, %.2f%n",
          r + 1,
          tabula[r] / 1e3,
          c[r] / 1e3,
          ratio[r]);
    }
    Arrays.sort(tabula);
    Arrays.sort(c);
    Arrays.sort(ratio);
    System.out.printf(
        Locale.ROOT,
        "interleaved %s: Tabula %.0fk, C %.0fk games/s (medians); Tabula / C median %.2f"
            + " (quartiles %.2f-%.2f), %d rounds%n",
        game,
        tabula[rounds / 2] / 1e3,
        c[rounds / 2] / 1e3,
        ratio[rounds / 2],
        ratio[rounds / 4],
        ratio[(3 * rounds) / 4],
        rounds);
  }
}
