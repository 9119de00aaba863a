package dev.tabula.benchmarks.marrakech;

import dev.tabula.benchmarks.EngineOrBaseline;
import dev.tabula.benchmarks.IterationCount;
import dev.tabula.marrakech.MarrakechGame;
import dev.tabula.marrakech.MarrakechState;
import java.util.SplittableRandom;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Full random Marrakech games, single thread: the engine ({@link MarrakechGame}, through {@code
 * legalActions} and {@code applyAction}) beside {@link BaselineMarrakech} (board copied per move),
 * for 2, 3 and 4 players, in the same run. Chance outcomes are drawn by their probabilities (the
 * die 1/6, 2/6, 2/6, 1/6; the 2-player colour draw by rugs left), decisions uniformly, from a
 * seeded {@link SplittableRandom}; both implementations consume the generator identically, so they
 * play the same games. Score: games per second; the secondary {@code plies} score is plies per
 * second.
 *
 * <p>Run (after {@code ./mvnw -B package -pl benchmarks}):
 *
 * <pre>{@code
 * java -jar benchmarks/target/benchmarks.jar Marrakech -f 1 -wi 3 -w 2s -i 5 -r 2s
 * }</pre>
 */
public class MarrakechPlayoutBenchmarks extends EngineOrBaseline {

  /** The number of players. */
  @Param({"2", "3", "4"})
  public int players;

  private boolean engine;
  private MarrakechGame game;
  private SplittableRandom random;
  private int[] buffer;

  /** Counts plies: reported as plies per second beside games per second. */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.OPERATIONS)
  public static class Plies extends IterationCount {
    /**
     * Returns the plies played in this iteration.
     *
     * @return the count
     */
    public long plies() {
      return count();
    }
  }

  /** Sets up the game and the generator. */
  @Setup(Level.Trial)
  public void setUp() {
    engine = measuresEngine();
    game = MarrakechGame.builder().players(players).build();
    random = new SplittableRandom(20261122L);
    buffer = new int[12];
  }

  /**
   * Plays one random game from the start to its end.
   *
   * @param plies counts the plies
   * @return the final state, so nothing is optimised away
   */
  @Benchmark
  public Object playout(Plies plies) {
    SplittableRandom r = random;
    int n = 0;
    Object end;
    if (engine) {
      MarrakechState s = game.start();
      int[] buf = buffer;
      while (!s.isOver()) {
        s = MidGameBoards.randomPly(game, s, buf, r);
        n++;
      }
      end = s;
    } else {
      BaselineMarrakech b = BaselineMarrakech.start(players, 0, 0);
      while (!b.isOver()) {
        b = baselinePly(b, buffer, r);
        n++;
      }
      end = b;
    }
    plies.add(n);
    return end;
  }

  /**
   * One random ply of the baseline, drawing from the generator exactly as {@link
   * MidGameBoards#randomPly} does.
   *
   * @param b the state
   * @param buf a buffer
   * @param r the generator
   * @return the next state
   */
  static BaselineMarrakech baselinePly(BaselineMarrakech b, int[] buf, SplittableRandom r) {
    int k = b.legalActions(buf);
    int action;
    if (b.phase == 'D') {
      action = MidGameBoards.dieAction(r);
    } else if (b.phase == 'C') {
      int total = 0;
      for (int i = 0; i < k; i++) {
        total += b.weight(buf[i]);
      }
      int x = r.nextInt(total);
      int i = 0;
      while (x >= b.weight(buf[i])) {
        x -= b.weight(buf[i]);
        i++;
      }
      action = buf[i];
    } else {
      action = buf[r.nextInt(k)];
    }
    return b.apply(action);
  }
}
