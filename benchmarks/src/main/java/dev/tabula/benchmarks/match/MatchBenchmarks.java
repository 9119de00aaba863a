package dev.tabula.benchmarks.match;

import dev.tabula.benchmarks.Throughput;
import dev.tabula.core.Agents;
import dev.tabula.match.Match;
import dev.tabula.match.MatchResult;
import dev.tabula.toguz.ToguzGame;
import dev.tabula.toguz.ToguzMove;
import dev.tabula.toguz.ToguzState;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * How the match runner scales with threads: one operation is a whole match of {@link #GAMES} Toguz
 * Kumalak games between two uniformly random bots (the cheapest bots, so the referee's own work
 * shows most), at {@code concurrency} 1 and 2. The gain is the ratio of the two scores; on a
 * machine with two free cores it should be near 2.
 *
 * <pre>
 * java -jar benchmarks/target/benchmarks.jar MatchBenchmarks -p concurrency=1,2
 * </pre>
 */
public class MatchBenchmarks extends Throughput {
  /** Games per match (per operation). */
  public static final int GAMES = 2000;

  /** Games played at once. */
  @Param({"1", "2"})
  public int concurrency;

  private Match<ToguzState, ToguzMove> match;

  /** Builds the match. */
  @Setup
  public void setup() {
    match =
        Match.of(ToguzGame.standard())
            .agents(Agents.uniformRandom(), Agents.uniformRandom())
            .games(GAMES)
            .concurrency(concurrency)
            .seed(1);
  }

  /**
   * Plays the match.
   *
   * @return the result
   */
  @Benchmark
  public MatchResult match() {
    return match.run();
  }
}
