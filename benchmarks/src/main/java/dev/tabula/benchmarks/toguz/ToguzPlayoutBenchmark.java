package dev.tabula.benchmarks.toguz;

import dev.tabula.benchmarks.IterationCount;
import dev.tabula.benchmarks.Throughput;
import dev.tabula.toguz.ToguzGame;
import dev.tabula.toguz.ToguzState;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * Toguz Kumalak random playouts: full games of uniformly random legal moves from the start, single
 * thread, seeded {@link SplittableRandom}. Score: playouts per second. The secondary score {@code
 * playout:plies} is plies per second, so {@code plies / playout} is the average game length (about
 * 124 plies; also printed when each fork ends).
 *
 * <p>Implementations ({@code impl}, each in its own fork of the same run):
 *
 * <ul>
 *   <li>{@code engine}: {@link ToguzGame#randomPlayout(ToguzState,
 *       java.util.random.RandomGenerator)}, the engine's playout path for bots (it draws each move
 *       exactly uniformly from 6 random bits, ten moves to one {@code nextLong()}).
 *   <li>{@code engine-api}: a loop over the generic game API, as any {@code Game} user writes it:
 *       {@link ToguzGame#isTerminal}, {@link ToguzGame#legalActions} into a buffer, {@code
 *       random.nextInt(n)}, {@link ToguzGame#applyAction} (a new immutable state per ply).
 *   <li>{@code baseline}: the same loop over {@link BaselineToguz} (an array copied per ply, stones
 *       sown one by one), drawing with {@code random.nextInt(n)}.
 *   <li>{@code baseline-bits}: the baseline loop drawing like the engine's playout path ({@link
 *       ToguzPlayouts.SixBits}), so that {@code engine} and {@code baseline-bits} play the same
 *       games and differ only in the game code.
 * </ul>
 *
 * <p>The target is {@code engine} at least 3x {@code baseline}. On a machine shared with other busy
 * processes JMH's wall-clock scores swing; {@link ToguzCpuTime} measures the same playouts per
 * CPU-second of the measuring thread as a cross-check.
 *
 * <p>Run (after {@code ./mvnw -B package -pl benchmarks}):
 *
 * <pre>{@code
 * java -jar benchmarks/target/benchmarks.jar ToguzPlayout -f 1 -wi 3 -w 2s -i 5 -r 3s
 * }</pre>
 *
 * <p>How {@code engine} is built (JDK 17 C2, November 2026; see {@code Sow}): the whole playout is
 * compiled into one loop with no call and no allocation, the scratch board's words in registers (or
 * C2's spill slots). A move is one lookup in a table indexed by the side, the hole and its count
 * (nine 7-bit lanes per row, so no special case for hole 9), the capture is the parity of the
 * landing lane, the next legal holes are a few mask operations on the playable holes kept from move
 * to move, and stones sown into a tuzdyk stay in its lane until the playout ends; the draw is six
 * random bits through a 32 KB table of the legal hole for each (mask, bits). Methods a rare path
 * calls must be static on primitives: an out-of-line call that receives the scratch board makes it
 * escape, and the loop then reads and writes memory at every move.
 */
@Measurement(iterations = 5, time = 3)
public class ToguzPlayoutBenchmark extends Throughput {
  private static final ToguzGame GAME = ToguzGame.standard();

  /** Which implementation to measure. */
  @Param({"engine", "engine-api", "baseline", "baseline-bits"})
  public String impl;

  private int which;
  private int[] buffer;
  private SplittableRandom random;

  /** Counts the plies of the playouts: reported as plies per second beside playouts per second. */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.OPERATIONS)
  public static class Plies extends IterationCount {
    long totalPlies;
    long totalPlayouts;

    /**
     * Returns the plies played in this iteration.
     *
     * @return the count
     */
    public long plies() {
      return count();
    }

    void played(int n) {
      add(n);
      totalPlies += n;
      totalPlayouts++;
    }

    /** Prints the average game length of this fork. */
    @TearDown(Level.Trial)
    public void report() {
      if (totalPlayouts > 0) {
        System.out.printf(
            "%n(average plies per random playout: %.2f over %d playouts)%n",
            (double) totalPlies / totalPlayouts, totalPlayouts);
      }
    }
  }

  /** Chooses the implementation and seeds the generator. */
  @Setup(Level.Trial)
  public void setUp() {
    which = Arrays.asList(ToguzPlayouts.NAMES).indexOf(impl);
    if (which < 0) {
      throw new IllegalArgumentException("unknown impl " + impl);
    }
    buffer = new int[Math.max(9, GAME.maxLegalActions())];
    random = new SplittableRandom(20261122L);
  }

  /**
   * Plays one uniformly random game from the start to its end.
   *
   * @param plies counts the plies
   * @return the number of plies, so nothing is optimised away
   */
  @Benchmark
  public int playout(Plies plies) {
    int n = ToguzPlayouts.play(which, random, buffer);
    plies.played(n);
    return n;
  }
}
