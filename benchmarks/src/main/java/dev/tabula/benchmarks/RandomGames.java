package dev.tabula.benchmarks;

import dev.tabula.core.Game;
import dev.tabula.core.Playouts;
import dev.tabula.marrakech.MarrakechGame;
import dev.tabula.stacksnake.StackSnakeGame;
import dev.tabula.toguz.ToguzGame;
import java.util.SplittableRandom;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * Random games from the start through the public API only, for every game and player count: the
 * figures set beside the independent C programs by {@link AnchorComparison}. Score: games per
 * second, single thread, one seeded {@link SplittableRandom}.
 *
 * <p>Implementations ({@code impl}):
 *
 * <ul>
 *   <li>{@code playout}: {@link Playouts#randomPlayout}, the game's own playout loop (what Monte
 *       Carlo bots and {@code tabula bench} run);
 *   <li>{@code api}: the loop over the generic API, {@link Playouts.Uniform} (what {@link
 *       Playouts#randomPlayout} plays for a game without its own loop): {@link Game#legalActions}
 *       into a buffer and {@link Game#applyAction} with {@link Playouts#uniform} at decisions (as
 *       the playouts draw: one {@code nextInt()}, no division), {@link Playouts#sampleChance} over
 *       {@link Game#chanceOutcomes} at chance nodes.
 * </ul>
 *
 * <p>{@link #loop} also makes a third loop, {@code api-pair}, for {@link AnchorInterleaved}: the
 * generic loop over two games at once, a ply of each in turn (each with its own generator), which
 * shows whether the generic loop waits on the latency of each ply (two independent games would then
 * play faster than one) or is bound by the work it does.
 *
 * <p>{@code -p game=loop-floor -p impl=api} measures the generic loop on {@link LoopFloor}, a game
 * with no rules to speak of: what the loop costs by itself, beneath every game's {@code api}
 * figure.
 *
 * <p>Allocation per ply: run with {@code -prof gc} and divide {@code gc.alloc.rate.norm} (bytes per
 * game) by the plies per game, which {@link #averagePlies} measures and the setup prints.
 *
 * <pre>{@code
 * java -jar benchmarks/target/benchmarks.jar RandomGames -p game=marrakech-4 -prof gc
 * }</pre>
 */
public class RandomGames extends Throughput {
  /** The game: {@code toguz}, {@code marrakech-P} (P players) or {@code stack-snake}. */
  @Param({"toguz", "marrakech-2", "marrakech-3", "marrakech-4", "stack-snake"})
  public String game;

  /** Which loop: {@code playout} or {@code api}. */
  @Param({"playout", "api"})
  public String impl;

  private Loop<?, ?> loop;

  /** For JMH. */
  public RandomGames() {}

  /** Sets up the game and its loop. */
  @Setup
  public void setUp() {
    loop = loop(game, impl, new SplittableRandom(20261122L));
    System.out.printf(
        "%n(%s: %.2f plies per random game, from 2000 games)%n", game, averagePlies(game, 2000));
  }

  /**
   * Plays one random game from the start to its end.
   *
   * @return the final state, so nothing is optimised away
   */
  @Benchmark
  public Object randomGame() {
    return loop.play();
  }

  /**
   * Returns the game a benchmark parameter names.
   *
   * @param name {@code toguz}, {@code marrakech-P}, {@code stack-snake} or {@code loop-floor}
   * @return the game
   */
  public static Game<?, ?> game(String name) {
    if (name.equals("toguz")) {
      return ToguzGame.standard();
    }
    if (name.equals("stack-snake")) {
      return StackSnakeGame.standard();
    }
    if (name.equals("loop-floor")) {
      return new LoopFloor();
    }
    if (name.startsWith("marrakech-")) {
      return MarrakechGame.builder()
          .players(Integer.parseInt(name.substring("marrakech-".length())))
          .build();
    }
    throw new IllegalArgumentException("unknown game " + name);
  }

  /**
   * Returns the average number of plies (chance outcomes included) of random games from the start,
   * played with the generic loop and a fixed seed.
   *
   * @param name the game, as for {@link #game}
   * @param games how many games to average over
   * @return the plies per game
   */
  public static double averagePlies(String name, int games) {
    Loop<?, ?> l = loop(name, "api", new SplittableRandom(1));
    long plies = 0;
    for (int i = 0; i < games; i++) {
      l.play();
      plies += l.plies();
    }
    return (double) plies / games;
  }

  /**
   * Returns a loop of random games from the start.
   *
   * @param name the game, as for {@link #game}
   * @param impl {@code playout}, {@code api} or {@code api-pair} (see the class comment)
   * @param random the generator; {@code api-pair}'s second game takes a generator split from it
   * @return the loop
   */
  static Loop<?, ?> loop(String name, String impl, SplittableRandom random) {
    int mode =
        switch (impl) {
          case "playout" -> Loop.PLAYOUT;
          case "api" -> Loop.API;
          case "api-pair" -> Loop.PAIR;
          default ->
              throw new IllegalArgumentException("impl must be playout, api or api-pair: " + impl);
        };
    return new Loop<>(game(name), mode, random);
  }

  /** One game's loop, typed. */
  static final class Loop<S, M> {
    static final int PLAYOUT = 0;
    static final int API = 1;
    static final int PAIR = 2;

    private final Game<S, M> game;
    private final int mode;
    private final SplittableRandom random;
    private final Playouts.Uniform<S, M> generic;
    private final S start;

    // api-pair only: the second game's loop and generator, and where each game stands
    private final Playouts.Uniform<S, M> generic2;
    private final SplittableRandom random2;
    private S first;
    private S second;

    Loop(Game<S, M> game, int mode, SplittableRandom random) {
      this.game = game;
      this.mode = mode;
      this.random = random;
      this.generic = new Playouts.Uniform<>(game);
      this.start = game.start();
      this.generic2 = mode == PAIR ? new Playouts.Uniform<>(game) : null;
      this.random2 = mode == PAIR ? random.split() : null;
      this.first = start;
      this.second = start;
    }

    /**
     * Plays one game to its end and returns its final state. For {@code api-pair}: plays both games
     * a ply each in turn (the generic loop, one ply at a time) until one ends, returns that one and
     * starts it again from the start (the other goes on at the next call), so that every call still
     * ends one game.
     */
    S play() {
      if (mode == PLAYOUT) {
        return Playouts.randomPlayout(game, start, random, Integer.MAX_VALUE);
      }
      if (mode == API) {
        return generic.play(start, random, Integer.MAX_VALUE);
      }
      S a = first;
      S b = second;
      while (true) {
        S nextA = generic.play(a, random, 1);
        if (generic.plies() == 0) {
          first = start;
          second = b;
          return a;
        }
        S nextB = generic2.play(b, random2, 1);
        if (generic2.plies() == 0) {
          first = nextA;
          second = start;
          return b;
        }
        a = nextA;
        b = nextB;
      }
    }

    /** The plies of the last game of the {@code api} loop. */
    int plies() {
      return generic.plies();
    }
  }
}
