package dev.tabula.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * A cross-check of {@link RandomGames} for shared, busy machines: the same random games timed by
 * the CPU time of the playing thread, so time spent descheduled does not count (the C programs
 * print the same figure). Warms up for a third of the time, then measures; prints one line {@code
 * GAME IMPL: X games/s CPU}. {@link AnchorComparison} runs it in a fresh JVM per game.
 *
 * <pre>{@code
 * java -cp benchmarks/target/benchmarks.jar dev.tabula.benchmarks.RandomGamesCpuTime marrakech-4 playout 6
 * }</pre>
 */
public final class RandomGamesCpuTime {
  private RandomGamesCpuTime() {}

  /**
   * Measures.
   *
   * @param args {@code GAME IMPL [CPU-SECONDS]} (default 6 s, a third of it warm-up)
   */
  public static void main(String[] args) {
    if (args.length < 2) {
      throw new IllegalArgumentException("usage: RandomGamesCpuTime GAME playout|api [SECONDS]");
    }
    double seconds = args.length > 2 ? Double.parseDouble(args[2]) : 6;
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    RandomGames.Loop<?, ?> loop = RandomGames.loop(args[0], args[1], new SplittableRandom(1));
    play(loop, mx, (long) (seconds / 3 * 1e9)); // warm-up
    double rate = play(loop, mx, (long) (seconds * 2 / 3 * 1e9));
    System.out.printf(Locale.ROOT, "%s %s: %.0f games/s CPU%n", args[0], args[1], rate);
  }

  /**
   * Plays games for {@code nanos} of the calling thread's CPU time (in batches of 50, so a little
   * more); returns games per CPU-second.
   */
  static double play(RandomGames.Loop<?, ?> loop, ThreadMXBean mx, long nanos) {
    long games = 0;
    long t0 = mx.getCurrentThreadCpuTime();
    long used;
    do {
      for (int i = 0; i < 50; i++) {
        loop.play();
      }
      games += 50;
      used = mx.getCurrentThreadCpuTime() - t0;
    } while (used < nanos);
    return games / (used / 1e9);
  }
}
