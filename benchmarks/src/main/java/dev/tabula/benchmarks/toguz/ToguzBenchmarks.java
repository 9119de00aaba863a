package dev.tabula.benchmarks.toguz;

import dev.tabula.benchmarks.EngineOrBaseline;
import dev.tabula.toguz.ToguzGame;
import dev.tabula.toguz.ToguzState;
import java.util.function.IntSupplier;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Toguz Kumalak moves: the engine ({@link ToguzGame}) beside the straightforward {@link
 * BaselineToguz}, in the same run ({@code impl = engine | baseline}; JMH runs each in its own
 * fork). Full random games are measured by {@link ToguzPlayoutBenchmark}.
 *
 * <ul>
 *   <li>{@code apply}: one move (sowing, capture, tuzdyk, end test) on {@value #POSITIONS}
 *       positions taken from 200 real games ({@link RecordedGames}), each with the move actually
 *       played there; the engine through {@link ToguzGame#applyAction}, which returns a new
 *       immutable state, the baseline copying its array. Score: moves per second.
 *   <li>{@code legalActions}: the legal action ids of the same positions written into a caller's
 *       buffer. Score: positions per second.
 * </ul>
 *
 * <p>Run all Toguz benchmarks (after {@code ./mvnw -B package -pl benchmarks}):
 *
 * <pre>{@code
 * java -jar benchmarks/target/benchmarks.jar Toguz -f 1 -wi 3 -w 2s -i 5 -r 3s
 * }</pre>
 */
@Measurement(iterations = 5, time = 3)
public class ToguzBenchmarks extends EngineOrBaseline {
  /** The number of real-game positions {@code apply} and {@code legalActions} go through. */
  public static final int POSITIONS = 8192;

  private static final ToguzGame GAME = ToguzGame.standard();

  private boolean engine;
  private ToguzState[] engineStates;
  private int[][] baselineStates;
  private int[] actions;
  private IntSupplier legalActions;

  /** Replays the recorded games and keeps {@value #POSITIONS} positions, evenly spread. */
  @Setup(Level.Trial)
  public void setUp() {
    engine = measuresEngine();
    RealPositions positions = RealPositions.load();
    int total = positions.size();
    // Only the measured implementation's positions are kept.
    engineStates = engine ? new ToguzState[POSITIONS] : null;
    baselineStates = engine ? null : new int[POSITIONS][];
    actions = new int[POSITIONS];
    for (int i = 0; i < POSITIONS; i++) {
      int k = (int) ((long) i * total / POSITIONS);
      if (engine) {
        engineStates[i] = positions.engineStates.get(k);
      } else {
        baselineStates[i] = positions.baselineStates.get(k);
      }
      actions[i] = positions.actions[k];
    }
    legalActions =
        legalActionsChecksum(
            engineStates,
            GAME::legalActions,
            baselineStates,
            BaselineToguz::legalActions,
            new int[Math.max(9, GAME.maxLegalActions())]);
  }

  /**
   * Applies the move played in each real-game position.
   *
   * @param bh consumes the resulting states
   */
  @Benchmark
  @OperationsPerInvocation(POSITIONS)
  public void apply(Blackhole bh) {
    int[] a = actions;
    if (engine) {
      ToguzState[] s = engineStates;
      for (int i = 0; i < POSITIONS; i++) {
        bh.consume(GAME.applyAction(s[i], a[i]));
      }
    } else {
      int[][] s = baselineStates;
      for (int i = 0; i < POSITIONS; i++) {
        bh.consume(BaselineToguz.apply(s[i], a[i]));
      }
    }
  }

  /**
   * Generates the legal action ids of each real-game position.
   *
   * @return a checksum of the ids, so nothing is optimised away
   */
  @Benchmark
  @OperationsPerInvocation(POSITIONS)
  public int legalActions() {
    return legalActions.getAsInt();
  }
}
