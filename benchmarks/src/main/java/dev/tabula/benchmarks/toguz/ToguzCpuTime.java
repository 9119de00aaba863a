package dev.tabula.benchmarks.toguz;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * A cross-check of {@link ToguzPlayoutBenchmark} for shared, busy machines: the same random
 * playouts (see {@link ToguzPlayouts}), timed by the CPU time of the measuring thread rather than
 * the wall clock, so time the thread spends descheduled does not count. The implementations take
 * turns in rounds within one JVM; the first half of the rounds is warm-up, the mean of the second
 * half is reported with the ratios to the baseline.
 *
 * <p>Run (after {@code ./mvnw -B package -pl benchmarks}):
 *
 * <pre>{@code
 * java -cp benchmarks/target/benchmarks.jar dev.tabula.benchmarks.toguz.ToguzCpuTime [rounds] [games]
 * }</pre>
 *
 * (defaults 12 rounds of 20,000 playouts per implementation).
 */
public final class ToguzCpuTime {
  private ToguzCpuTime() {}

  // One loop method per implementation, so that each is compiled on its own (one loop over all
  // four would inline them into one method and the JIT's inlining budget would favour some).

  private static long run(int which, int games, SplittableRandom random, int[] buffer) {
    return switch (which) {
      case 0 -> runEngine(games, random);
      case 1 -> runEngineApi(games, random, buffer);
      case 2 -> runBaseline(games, random, buffer);
      default -> runBaselineBits(games, random, buffer);
    };
  }

  private static long runEngine(int games, SplittableRandom random) {
    long plies = 0;
    for (int g = 0; g < games; g++) {
      plies += ToguzPlayouts.engine(random);
    }
    return plies;
  }

  private static long runEngineApi(int games, SplittableRandom random, int[] buffer) {
    long plies = 0;
    for (int g = 0; g < games; g++) {
      plies += ToguzPlayouts.engineApi(random, buffer);
    }
    return plies;
  }

  private static long runBaseline(int games, SplittableRandom random, int[] buffer) {
    long plies = 0;
    for (int g = 0; g < games; g++) {
      plies += ToguzPlayouts.baseline(random, buffer, false);
    }
    return plies;
  }

  private static long runBaselineBits(int games, SplittableRandom random, int[] buffer) {
    long plies = 0;
    for (int g = 0; g < games; g++) {
      plies += ToguzPlayouts.baseline(random, buffer, true);
    }
    return plies;
  }

  /**
   * Runs the comparison and prints one line per round, then the means and ratios.
   *
   * @param args optional: the number of rounds, the playouts per implementation and round
   */
  public static void main(String[] args) {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 12;
    int games = args.length > 1 ? Integer.parseInt(args[1]) : 20_000;
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    if (!threads.isCurrentThreadCpuTimeSupported()) {
      System.err.println("thread CPU time is not supported by this JVM");
      System.exit(2);
    }
    String[] names = ToguzPlayouts.NAMES;
    SplittableRandom random = new SplittableRandom(20261122L);
    int[] buffer = new int[9];
    double[] sum = new double[names.length];
    int measured = 0;
    for (int round = 0; round < rounds; round++) {
      StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "round %2d:", round + 1));
      boolean counts = round >= rounds / 2;
      for (int which = 0; which < names.length; which++) {
        long start = threads.getCurrentThreadCpuTime();
        long plies = run(which, games, random, buffer);
        long nanos = threads.getCurrentThreadCpuTime() - start;
        double rate = games / (nanos / 1e9);
        if (counts) {
          sum[which] += rate;
        }
        line.append(
            String.format(
                Locale.ROOT,
                "  %s %,.0f/s (%.1f plies)",
                names[which],
                rate,
                (double) plies / games));
      }
      if (counts) {
        measured++;
      }
      System.out.println(line);
    }
    System.out.printf(
        Locale.ROOT, "%nplayouts per CPU-second, mean of the last %d rounds:%n", measured);
    for (int which = 0; which < names.length; which++) {
      System.out.printf(
          Locale.ROOT,
          "  %-16s %,10.0f   %.2fx baseline%n",
          names[which],
          sum[which] / measured,
          sum[which] / sum[2]);
    }
    System.out.printf(Locale.ROOT, "  engine / baseline-bits: %.2fx%n", sum[0] / sum[3]);
  }
}
