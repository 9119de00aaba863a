package dev.tabula.benchmarks.toguz;

import dev.tabula.toguz.ToguzGame;
import dev.tabula.toguz.ToguzState;
import java.util.SplittableRandom;

/**
 * The random playouts that {@link ToguzPlayoutBenchmark} and {@link ToguzCpuTime} measure: one full
 * game of uniformly random legal moves from the start per call. Each returns the number of plies.
 */
final class ToguzPlayouts {
  private static final ToguzGame GAME = ToguzGame.standard();

  /** The implementations, in the order of {@link ToguzPlayoutBenchmark#impl}. */
  static final String[] NAMES = {"engine", "engine-api", "baseline", "baseline-lemire"};

  private ToguzPlayouts() {}

  /** Plays implementation {@code which} (an index into {@link #NAMES}); returns the plies. */
  static int play(int which, SplittableRandom random, int[] buffer) {
    return switch (which) {
      case 0 -> engine(random);
      case 1 -> engineApi(random, buffer);
      case 2 -> baseline(random, buffer, false);
      case 3 -> baseline(random, buffer, true);
      default -> throw new IllegalArgumentException("no implementation " + which);
    };
  }

  /** The engine's playout path for bots, {@link ToguzGame#randomPlayout}. */
  static int engine(SplittableRandom random) {
    ToguzState s = GAME.randomPlayout(GAME.start(), random);
    return 2 * (s.fullmove() - 1) + s.sideToMove();
  }

  /** The generic game API loop: a new immutable state per ply, {@code nextInt(n)} draws. */
  static int engineApi(SplittableRandom random, int[] buffer) {
    ToguzState s = GAME.start();
    int plies = 0;
    while (!GAME.isTerminal(s)) {
      int n = GAME.legalActions(s, buffer);
      s = GAME.applyAction(s, buffer[random.nextInt(n)]);
      plies++;
    }
    return plies;
  }

  /**
   * The baseline loop, drawing with {@code nextInt(n)} or, if {@code lemire}, with {@link
   * #uniform}.
   */
  static int baseline(SplittableRandom random, int[] buffer, boolean lemire) {
    int[] s = BaselineToguz.start();
    int plies = 0;
    while (!BaselineToguz.isOver(s)) {
      int n = BaselineToguz.legalActions(s, buffer);
      s = BaselineToguz.apply(s, buffer[lemire ? uniform(random, n) : random.nextInt(n)]);
      plies++;
    }
    return plies;
  }

  /**
   * An exactly uniform int in {@code [0, bound)} from {@code nextInt()} by multiplication,
   * rejecting the few values that would bias it (Lemire, "Fast Random Integer Generation in an
   * Interval", 2019): no division in the common case. The engine's playout path draws the same way.
   *
   * @param r the generator
   * @param bound at least 1
   * @return the draw
   */
  static int uniform(SplittableRandom r, int bound) {
    long product = (r.nextInt() & 0xFFFFFFFFL) * bound;
    if ((product & 0xFFFFFFFFL) < bound) {
      long reject = (0x100000000L - bound) % bound;
      while ((product & 0xFFFFFFFFL) < reject) {
        product = (r.nextInt() & 0xFFFFFFFFL) * bound;
      }
    }
    return (int) (product >>> 32);
  }
}
