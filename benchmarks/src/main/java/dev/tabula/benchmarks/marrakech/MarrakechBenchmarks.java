package dev.tabula.benchmarks.marrakech;

import dev.tabula.benchmarks.EngineOrBaseline;
import dev.tabula.marrakech.MarrakechGame;
import dev.tabula.marrakech.MarrakechState;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.IntSupplier;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.Setup;

/**
 * Marrakech board work: the engine ({@link MarrakechGame}: bitboards, flood fill by shifts and
 * masks, rug ids per square) beside the straightforward {@link BaselineMarrakech} (7x7 arrays, a
 * breadth-first search with a queue), in the same run ({@code impl = engine | baseline}).
 *
 * <ul>
 *   <li>{@code region}: the payment region (its size) of one rug square on each of {@value #BOARDS}
 *       random mid-game boards ({@link MidGameBoards}). Score: regions per second.
 *   <li>{@code placements}: every legal placement (action ids into a buffer) on the same boards,
 *       all in phase P. Score: boards per second.
 * </ul>
 *
 * <p>Run (after {@code ./mvnw -B package -pl benchmarks}):
 *
 * <pre>{@code
 * java -jar benchmarks/target/benchmarks.jar Marrakech -f 1 -wi 3 -w 2s -i 5 -r 2s
 * }</pre>
 */
public class MarrakechBenchmarks extends EngineOrBaseline {
  /** The number of boards each invocation goes through. */
  public static final int BOARDS = 4096;

  private static final MarrakechGame ANY = MarrakechGame.standard();

  private boolean engine;
  private MarrakechState[] states;
  private BaselineMarrakech[] baselines;
  private int[] xs;
  private int[] ys;
  private IntSupplier placements;

  /** Makes the boards and picks one rug square on each. */
  @Setup(Level.Trial)
  public void setUp() {
    engine = measuresEngine();
    List<MarrakechState> boards = MidGameBoards.make(BOARDS, 20261122L);
    states = boards.toArray(new MarrakechState[0]);
    baselines = new BaselineMarrakech[BOARDS];
    xs = new int[BOARDS];
    ys = new int[BOARDS];
    SplittableRandom r = new SplittableRandom(7);
    for (int i = 0; i < BOARDS; i++) {
      baselines[i] = BaselineMarrakech.from(states[i]);
      int x;
      int y;
      do {
        x = r.nextInt(7);
        y = r.nextInt(7);
      } while (states[i].colourAt(x, y).isEmpty());
      xs[i] = x;
      ys[i] = y;
    }
    placements =
        legalActionsChecksum(
            states, ANY::legalActions, baselines, BaselineMarrakech::legalActions, new int[12]);
  }

  /**
   * The payment region of one rug square per board.
   *
   * @return the total of the region sizes, so nothing is optimised away
   */
  @Benchmark
  @OperationsPerInvocation(BOARDS)
  public int region() {
    int sum = 0;
    if (engine) {
      MarrakechState[] s = states;
      for (int i = 0; i < BOARDS; i++) {
        sum += Long.bitCount(s[i].paymentRegion(xs[i], ys[i]));
      }
    } else {
      BaselineMarrakech[] b = baselines;
      for (int i = 0; i < BOARDS; i++) {
        sum += b[i].regionSize(xs[i], ys[i]);
      }
    }
    return sum;
  }

  /**
   * Every legal placement on each board.
   *
   * @return a checksum of the ids, so nothing is optimised away
   */
  @Benchmark
  @OperationsPerInvocation(BOARDS)
  public int placements() {
    return placements.getAsInt();
  }
}
