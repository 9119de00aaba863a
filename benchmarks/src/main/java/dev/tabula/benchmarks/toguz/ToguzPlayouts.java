package dev.tabula.benchmarks.toguz;

import dev.tabula.toguz.ToguzGame;
import dev.tabula.toguz.ToguzState;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/**
 * The random playouts that {@link ToguzPlayoutBenchmark} and {@link ToguzCpuTime} measure: one full
 * game of uniformly random legal moves from the start per call. Each returns the number of plies.
 */
final class ToguzPlayouts {
  private static final ToguzGame GAME = ToguzGame.standard();

  /** The implementations, in the order of {@link ToguzPlayoutBenchmark#impl}. */
  static final String[] NAMES = {"engine", "engine-api", "baseline", "baseline-bits"};

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
    return 2 * (s.moveNumber() - 1) + s.seatToMove();
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
   * The baseline loop, drawing with {@code nextInt(n)} or, if {@code bits}, as the engine's playout
   * path does ({@link SixBits}).
   */
  static int baseline(SplittableRandom random, int[] buffer, boolean bits) {
    int[] s = BaselineToguz.start();
    int plies = 0;
    SixBits draw = bits ? new SixBits(random) : null;
    while (!BaselineToguz.isOver(s)) {
      int n = BaselineToguz.legalActions(s, buffer);
      s = BaselineToguz.apply(s, buffer[draw != null ? draw.index(n) : random.nextInt(n)]);
      plies++;
    }
    return plies;
  }

  /**
   * The draw that {@link ToguzGame#randomPlayout} documents, written the plain way: 6 random bits
   * {@code u} at a time, the lowest first of the 60 high bits of one {@code nextLong()}; {@code u}
   * picks index {@code u mod n} when {@code u < 64 - 64 mod n}, else the next 6 bits are drawn.
   */
  static final class SixBits {
    private final RandomGenerator random;
    private long word;
    private int left;

    SixBits(RandomGenerator random) {
      this.random = random;
    }

    /** An exactly uniform index in {@code [0, n)}, {@code 1 <= n <= 64}. */
    int index(int n) {
      while (true) {
        if (left == 0) {
          word = random.nextLong() >>> 4;
          left = 10;
        }
        int u = (int) (word & 63);
        word >>>= 6;
        left--;
        if (u < 64 - 64 % n) {
          return u % n;
        }
      }
    }
  }
}
