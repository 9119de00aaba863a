package dev.tabula.benchmarks.stacksnake;

import dev.tabula.benchmarks.EngineOrBaseline;
import dev.tabula.stacksnake.Colour;
import dev.tabula.stacksnake.StackSnakeGame;
import dev.tabula.stacksnake.StackSnakeState;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.IntSupplier;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.Setup;

/**
 * Stack-snake: the engine ({@link StackSnakeGame}: the line packed into a {@code long} and an
 * {@code int}, moves as action ids into a buffer) beside the straightforward {@link
 * BaselineStackSnake} (lists of tile objects copied per move, moves as objects), in the same run
 * ({@code impl = engine | baseline}).
 *
 * <ul>
 *   <li>{@code legalMoves}: all legal moves of each of {@value #POSITIONS} mid-game positions
 *       (seeded random games stopped after 0 to 40 turns). Score: positions per second.
 *   <li>{@code apply}: one legal move (picked in setup) applied in each of those positions. Score:
 *       moves per second.
 *   <li>{@code randomGame}: a whole game, from a random deal to the end, choosing uniformly among
 *       the legal moves; both implementations draw the same numbers and so play the same games.
 *       Score: games per second.
 * </ul>
 *
 * <p>Run (after {@code ./mvnw -B package -pl benchmarks}):
 *
 * <pre>{@code
 * java -jar benchmarks/target/benchmarks.jar StackSnake -f 1 -wi 3 -w 2s -i 5 -r 2s
 * }</pre>
 */
public class StackSnakeBenchmarks extends EngineOrBaseline {
  /** The number of positions the per-position benchmarks go through per invocation. */
  public static final int POSITIONS = 1024;

  private static final StackSnakeGame GAME = StackSnakeGame.standard();

  private boolean engine;
  private StackSnakeState[] states;
  private int[] actions;
  private BaselineStackSnake[] baselines;
  private BaselineStackSnake.Move[] moves;
  private int[] buffer;
  private IntSupplier legalActions;
  private SplittableRandom gameRandom;

  /** Plays the seeded games that give the positions, in both implementations side by side. */
  @Setup(Level.Trial)
  public void setUp() {
    engine = measuresEngine();
    buffer = new int[GAME.maxLegalActions()];
    List<StackSnakeState> s = new ArrayList<>();
    List<BaselineStackSnake> b = new ArrayList<>();
    SplittableRandom r = new SplittableRandom(20261122L);
    while (s.size() < POSITIONS) {
      long seed = r.nextLong();
      StackSnakeState e = GAME.deal(new SplittableRandom(seed));
      BaselineStackSnake base = BaselineStackSnake.deal(new SplittableRandom(seed), Colour.WHITE);
      int stop = r.nextInt(41);
      for (int t = 0; t < stop && !e.status().isOver(); t++) {
        int n = GAME.legalActions(e, buffer);
        int i = r.nextInt(n);
        e = GAME.applyAction(e, buffer[i]);
        base = base.apply(base.legalMoves().get(i));
      }
      if (!e.status().isOver()) {
        s.add(e);
        b.add(base);
      }
    }
    states = s.toArray(new StackSnakeState[0]);
    baselines = b.toArray(new BaselineStackSnake[0]);
    actions = new int[POSITIONS];
    moves = new BaselineStackSnake.Move[POSITIONS];
    for (int i = 0; i < POSITIONS; i++) {
      int n = GAME.legalActions(states[i], buffer);
      int pick = r.nextInt(n);
      actions[i] = buffer[pick];
      moves[i] = baselines[i].legalMoves().get(pick);
    }
    gameRandom = new SplittableRandom(42);
    legalActions = legalActionsChecksum(states, GAME::legalActions, buffer);
  }

  /**
   * All legal moves of each position.
   *
   * @return a checksum, so nothing is optimised away
   */
  @Benchmark
  @OperationsPerInvocation(POSITIONS)
  public int legalMoves() {
    if (engine) {
      return legalActions.getAsInt();
    }
    int sum = 0;
    for (BaselineStackSnake b : baselines) {
      List<BaselineStackSnake.Move> m = b.legalMoves();
      sum += m.size() + m.get(m.size() - 1).to();
    }
    return sum;
  }

  /**
   * One move applied in each position.
   *
   * @return a checksum, so nothing is optimised away
   */
  @Benchmark
  @OperationsPerInvocation(POSITIONS)
  public int apply() {
    int sum = 0;
    if (engine) {
      StackSnakeState[] s = states;
      int[] a = actions;
      for (int i = 0; i < POSITIONS; i++) {
        sum += GAME.applyAction(s[i], a[i]).stackCount();
      }
    } else {
      BaselineStackSnake[] b = baselines;
      BaselineStackSnake.Move[] m = moves;
      for (int i = 0; i < POSITIONS; i++) {
        sum += b[i].apply(m[i]).stackCount();
      }
    }
    return sum;
  }

  /**
   * One whole random game from a random deal.
   *
   * @return the number of turns played, so nothing is optimised away
   */
  @Benchmark
  public int randomGame() {
    long seed = gameRandom.nextLong();
    SplittableRandom r = new SplittableRandom(seed);
    int turns = 0;
    if (engine) {
      int[] buf = buffer;
      StackSnakeState s = GAME.deal(r);
      while (!s.status().isOver()) {
        int n = GAME.legalActions(s, buf);
        s = GAME.applyAction(s, buf[r.nextInt(n)]);
        turns++;
      }
    } else {
      BaselineStackSnake s = BaselineStackSnake.deal(r, Colour.WHITE);
      while (s.outcome() == BaselineStackSnake.Outcome.IN_PLAY) {
        List<BaselineStackSnake.Move> m = s.legalMoves();
        s = s.apply(m.get(r.nextInt(m.size())));
        turns++;
      }
    }
    return turns;
  }
}
