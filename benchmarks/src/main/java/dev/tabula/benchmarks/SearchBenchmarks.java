package dev.tabula.benchmarks;

import dev.tabula.core.Agent;
import dev.tabula.core.Game;
import dev.tabula.core.GameProvider;
import dev.tabula.core.Playouts;
import dev.tabula.match.BotSpecs;
import dev.tabula.search.SearchAgent;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * The searches' speed: one operation is one decision of a built-in search bot at a fixed budget,
 * named as {@code tabula match --bots} names it ({@link BotSpecs}), from one of {@link #POSITIONS}
 * fixed positions in turn. Position {@code i} is the first decision node at or after ply {@code 8 +
 * 2i} of a uniformly random game ({@link Playouts.Uniform}) with seed {@code i}, or with the next
 * seed {@code i + 8k} whose game is still going there, and each decision draws from {@code new
 * SplittableRandom(i)}: every operation over the cycle searches the same trees, so operations per
 * second compare two versions of a search whose fixed-budget results are pinned by tests, and nodes
 * per second are the operations per second times the nodes per operation.
 *
 * <pre>
 * java -jar benchmarks/target/benchmarks.jar SearchBenchmarks -f 1 -wi 3 -w 1s -i 5 -r 1s
 * </pre>
 */
public class SearchBenchmarks extends Throughput {
  /** Positions the operations cycle through. */
  public static final int POSITIONS = 8;

  /** The game by provider name, a space, and the bot as {@code --bots} takes it. */
  @Param({
    "toguz alphabeta:depth=6:eval=hand",
    "toguz alphabeta:depth=6",
    "toguz mcts:1000",
    "marrakech expectimax:depth=2",
    "marrakech mcts:1000",
    "stack-snake alphabeta:depth=5:eval=hand",
    "stack-snake alphabeta:depth=5",
    "stack-snake mcts:1000"
  })
  public String bot;

  private Decisions<?, ?> decisions;

  /** Makes the game (Marrakech with 2 players), the bot and the positions. */
  @Setup
  public void setUp() {
    String[] parts = bot.split(" ", 2);
    Map<String, String> options = parts[0].equals("marrakech") ? Map.of("players", "2") : Map.of();
    decisions = new Decisions<>(GameProvider.find(parts[0]).create(options), parts[1]);
  }

  /**
   * One decision.
   *
   * @return the move
   */
  @Benchmark
  public Object decide() {
    return decisions.next();
  }

  /** The game's positions and the bot, typed. */
  static final class Decisions<S, M> {
    private final Game<S, M> game;
    private final Agent<S, M> agent;
    private final List<S> positions = new ArrayList<>();
    private int next;

    Decisions(Game<S, M> game, String spec) {
      this.game = game;
      Agent<S, M> named = BotSpecs.bot(game, spec).agent();
      // the searches' speed: never a move from the opening book
      this.agent = named instanceof SearchAgent<S, M> search ? search.withoutBook() : named;
      Playouts.Uniform<S, M> loop = new Playouts.Uniform<>(game);
      for (int i = 0; i < POSITIONS; i++) {
        for (long seed = i; ; seed += POSITIONS) {
          SplittableRandom random = new SplittableRandom(seed);
          S s = loop.play(game.start(), random, 8 + 2 * i);
          while (game.isChance(s)) {
            s = loop.play(s, random, 1);
          }
          if (!game.isTerminal(s)) {
            positions.add(s);
            break;
          }
        }
      }
    }

    M next() {
      int i = next;
      next = (i + 1) % POSITIONS;
      return agent.choose(game, positions.get(i), new SplittableRandom(i));
    }

    /** The nodes (MCTS: iterations) one decision searches, on average over the positions. */
    double nodesPerDecision() {
      SearchAgent<S, M> search = (SearchAgent<S, M>) agent;
      long nodes = 0;
      for (int i = 0; i < POSITIONS; i++) {
        nodes +=
            search
                .search(game, positions.get(i), search.defaultBudget(), new SplittableRandom(i))
                .iterations();
      }
      return (double) nodes / POSITIONS;
    }
  }

  /**
   * The nodes (MCTS: iterations) one decision of a {@link #bot} searches, on average over the
   * positions: operations per second times this are nodes per second.
   *
   * @param bot a value of {@link #bot}
   * @return the mean nodes per decision
   */
  public static double nodesPerDecision(String bot) {
    SearchBenchmarks b = new SearchBenchmarks();
    b.bot = bot;
    b.setUp();
    return b.decisions.nodesPerDecision();
  }
}
