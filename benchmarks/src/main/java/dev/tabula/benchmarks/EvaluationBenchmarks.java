package dev.tabula.benchmarks;

import dev.tabula.core.Evaluation;
import dev.tabula.core.Game;
import dev.tabula.core.GameProvider;
import dev.tabula.core.Heuristics;
import dev.tabula.core.Playouts;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * The evaluations' speed, the largest part of a depth-first search's time (alpha-beta scores every
 * quiescence node): one operation evaluates {@link #POSITIONS} fixed positions, each for the side
 * to move. The positions are the decision nodes of uniformly random games ({@link
 * Playouts.Uniform}) from the start, seeds 1, 2, ..., every ply of each game until there are
 * enough, so they cover openings, middle games and endings as searches meet them.
 *
 * <pre>
 * java -jar benchmarks/target/benchmarks.jar EvaluationBenchmarks -f 1 -wi 3 -w 1s -i 5 -r 1s
 * </pre>
 */
public class EvaluationBenchmarks extends Throughput {
  /** Positions one operation evaluates. */
  public static final int POSITIONS = 1024;

  /**
   * The game by provider name (Marrakech with 2 players), a space, and the evaluation's name among
   * the game's {@link Heuristics#evaluations()}.
   */
  @Param({
    "toguz standard",
    "toguz hand",
    "marrakech standard",
    "marrakech learned",
    "stack-snake standard",
    "stack-snake hand"
  })
  public String evaluation;

  private Positions<?> positions;

  /** Makes the game, the evaluation and the positions. */
  @Setup
  public void setUp() {
    String[] parts = evaluation.split(" ", 2);
    Map<String, String> options = parts[0].equals("marrakech") ? Map.of("players", "2") : Map.of();
    positions = Positions.of(GameProvider.find(parts[0]).create(options), parts[1]);
  }

  /**
   * Evaluates every position once.
   *
   * @return the sum of the values, so nothing is optimised away
   */
  @Benchmark
  public double evaluate() {
    return positions.evaluateAll();
  }

  /** A game's positions and one of its evaluations, typed. */
  static final class Positions<S> {
    private final Evaluation<S> evaluation;
    private final List<S> states = new ArrayList<>();
    private final int[] movers = new int[POSITIONS];

    private Positions(Game<S, ?> game, Evaluation<S> evaluation) {
      this.evaluation = evaluation;
      Playouts.Uniform<S, ?> loop = new Playouts.Uniform<>(game);
      for (long seed = 1; states.size() < POSITIONS; seed++) {
        SplittableRandom random = new SplittableRandom(seed);
        for (S s = game.start(); !game.isTerminal(s) && states.size() < POSITIONS; ) {
          if (!game.isChance(s)) {
            movers[states.size()] = game.currentPlayer(s);
            states.add(s);
          }
          s = loop.play(s, random, 1);
        }
      }
    }

    static <S> Positions<S> of(Game<S, ?> game, String name) {
      Evaluation<S> e =
          Heuristics.of(game)
              .map(h -> h.evaluations().get(name))
              .orElseThrow(() -> new IllegalArgumentException(game.name() + " has no " + name));
      return new Positions<>(game, e);
    }

    double evaluateAll() {
      double sum = 0;
      for (int i = 0; i < POSITIONS; i++) {
        sum += evaluation.evaluate(states.get(i), movers[i]);
      }
      return sum;
    }
  }
}
