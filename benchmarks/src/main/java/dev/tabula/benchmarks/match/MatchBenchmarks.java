package dev.tabula.benchmarks.match;

import dev.tabula.benchmarks.Throughput;
import dev.tabula.core.Agent;
import dev.tabula.core.Agents;
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
 * records, no statistics): the machine's own scaling. The match runner's gain is the ratio of its
 * two scores; the baseline's ratio is the most any runner could get on that machine.
 *
 * <pre>
 * java -jar benchmarks/target/benchmarks.jar MatchBenchmarks -p concurrency=1,2
 * java -jar benchmarks/target/benchmarks.jar MatchBenchmarks -jvmArgsAppend -XX:+UseParallelGC
 * </pre>
 *
 * <p>The collector matters on two cores: with G1 (the default) the runner's gain has stayed below
 * the plain threads' (likely the G1 write barriers and refinement work that the runner's stores
 * into long-lived shared structures cause, on the same two cores; not proven); with the parallel
 * collector it matched them. The README (section Comparing bots) gives the measured figures.
 */
public class MatchBenchmarks extends Throughput {
  /** Games per operation. */
  public static final int GAMES = 2000;

  /** Games played at once. */
  @Param({"1", "2"})
  public int concurrency;

  /** {@code match}: the referee; {@code threads}: plain threads playing the games. */
  @Param({"match", "threads"})
  public String impl;

  private Match<ToguzState, ToguzMove> match;
  private final ToguzGame game = ToguzGame.standard();
  private final Agent<ToguzState, ToguzMove> random = Agents.uniformRandom();

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
