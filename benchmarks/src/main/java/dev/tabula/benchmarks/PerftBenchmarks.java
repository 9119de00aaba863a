package dev.tabula.benchmarks;

import dev.tabula.core.Game;
import dev.tabula.core.Perft;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Perft through the public API ({@link Perft#count(Game, Object, int, int)}, bulk counting at the
 * last ply) on one thread and on several: the score is perfts per second, and the secondary score
 * {@code count:paths} the paths counted per second. Each case takes over a second on one thread of
 * the 2-core machine the README's figures come from.
 *
 * <pre>{@code
 * java -jar benchmarks/target/benchmarks.jar PerftBenchmarks -p threads=1,2
 * }</pre>
 */
@Warmup(iterations = 2, time = 3)
@Measurement(iterations = 5, time = 5)
public class PerftBenchmarks extends Throughput {
  /**
   * The game and depth: {@code GAME DEPTH}, from the game's start (stack-snake: a fixed layout).
   */
  @Param({"toguz 10", "marrakech-4 13", "stack-snake 6"})
  public String perft;

  /** The number of threads. */
  @Param({"1", "2"})
  public int threads;

  private Case<?, ?> c;

  /** For JMH. */
  public PerftBenchmarks() {}

  /** Counts the paths, reported per second beside the perfts per second. */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.OPERATIONS)
  public static class Paths extends IterationCount {
    /**
     * Returns the paths counted in this iteration.
     *
     * @return the count
     */
    public long paths() {
      return count();
    }
  }

  /** Sets the case up. */
  @Setup
  public void setUp() {
    String[] parts = perft.split(" ");
    c = Case.of(RandomGames.game(parts[0]), Integer.parseInt(parts[1]));
  }

  /**
   * Counts once.
   *
   * @param paths counts the paths
   * @return the count
   */
  @Benchmark
  public long count(Paths paths) {
    long n = c.count(threads);
    paths.add(n);
    return n;
  }

  /** The layout the stack-snake perft counts from (the rules' example). */
  static final String STACK_SNAKE_LAYOUT =
      "W1/B2/N/W3/B1/W2/B3/W1/B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3 W -";

  /** One perft, typed. */
  record Case<S, M>(Game<S, M> game, S from, int depth) {
    static <S, M> Case<S, M> of(Game<S, M> game, int depth) {
      S from =
          game.name().equals("stack-snake") ? game.parseState(STACK_SNAKE_LAYOUT) : game.start();
      return new Case<>(game, from, depth);
    }

    long count(int threads) {
      return Perft.count(game, from, depth, threads);
    }
  }
}
