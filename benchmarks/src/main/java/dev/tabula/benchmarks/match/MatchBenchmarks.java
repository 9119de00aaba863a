package dev.tabula.benchmarks.match;

import dev.tabula.benchmarks.Throughput;
import dev.tabula.core.Agent;
import dev.tabula.core.Playouts;
import dev.tabula.match.Match;
import dev.tabula.toguz.ToguzGame;
import dev.tabula.toguz.ToguzMove;
import dev.tabula.toguz.ToguzState;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * How the match runner scales with threads: one operation is {@link #GAMES} Toguz Kumalak games
 * between two uniformly random bots (the cheapest bots, so the referee's own work shows most), at
 * {@code concurrency} 1 and 2, beside a baseline that plays the same games with {@link
 * Playouts#play} on the same number of plain threads and nothing else (no seats rotated, no
 * statistics): the machine's own scaling. The match runner's gain is the ratio of its two scores;
 * the baseline's ratio is what plain threads get on that machine.
 *
 * <p>{@code impl=match} runs the match without a listener, so the referee makes no record; {@code
 * impl=listener} runs it with a listener that does nothing, so every game's record (moves, tags) is
 * made and handed to it, as the command line's match does: the difference is the cost of the
 * records.
 *
 * <pre>
 * java -jar benchmarks/target/benchmarks.jar MatchBenchmarks -f 3 -wi 3 -w 2s -i 5 -r 2s
 * java -jar benchmarks/target/benchmarks.jar MatchBenchmarks -jvmArgsAppend -XX:+UseParallelGC
 * </pre>
 *
 * <p>The allocation per game weighs on the scaling on two cores: both threads allocate into the
 * same memory, and the collector's work does not shrink with more threads. Without a listener the
 * runner allocates little beyond the game's own states (less than the baseline, which records its
 * games); how many of those states the JIT manages to remove changes from one fork to the next (the
 * runner's allocation per game was seen at 5.5 KB in some forks and 13.7 KB in others), so compare
 * scores over several forks. The README (section Comparing bots) gives the measured figures.
 */
public class MatchBenchmarks extends Throughput {
  /** Games per operation. */
  public static final int GAMES = 2000;

  /** Games played at once. */
  @Param({"1", "2"})
  public int concurrency;

  /**
   * {@code match}: the referee without a listener; {@code listener}: the referee with a listener
   * that does nothing (records made); {@code threads}: plain threads playing the games.
   */
  @Param({"match", "listener", "threads"})
  public String impl;

  private Match<ToguzState, ToguzMove> match;
  private final ToguzGame game = ToguzGame.standard();
  private final Agent<ToguzState, ToguzMove> random = Agent.uniformRandom();

  /** Builds the match. */
  @Setup
  public void setup() {
    match = Match.of(game).agents(random, random).games(GAMES).concurrency(concurrency).seed(1);
  }

  /**
   * Plays the games.
   *
   * @return the plies played
   * @throws InterruptedException never (the benchmark is not interrupted)
   */
  @Benchmark
  public long games() throws InterruptedException {
    if (impl.equals("match")) {
      return match.run().games();
    }
    if (impl.equals("listener")) {
      return match.run((g, soFar) -> {}).games();
    }
    AtomicInteger next = new AtomicInteger();
    AtomicLong plies = new AtomicLong();
    List<Thread> threads = new ArrayList<>();
    for (int t = 0; t < concurrency; t++) {
      Thread thread =
          new Thread(
              () -> {
                long sum = 0;
                for (int i = next.getAndIncrement(); i < GAMES; i = next.getAndIncrement()) {
                  sum +=
                      Playouts.play(game, List.of(random, random), new SplittableRandom(i))
                          .moves()
                          .size();
                }
                plies.addAndGet(sum);
              });
      thread.start();
      threads.add(thread);
    }
    for (Thread thread : threads) {
      thread.join();
    }
    return plies.get();
  }
}
