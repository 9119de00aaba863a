package dev.tabula.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.Game;
import dev.tabula.testkit.fixtures.ForwardingGame;
import dev.tabula.testkit.fixtures.TakeAway;
import dev.tabula.testkit.fixtures.Wide;
import java.time.Duration;
import java.util.SplittableRandom;
import java.util.function.LongSupplier;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * How the searches keep time, with a clock the test controls instead of the machine's: no test here
 * waits or depends on how fast or busy the machine is.
 */
class SearchClockTest {
  private static final long HOUR = Duration.ofHours(1).toNanos();
  private static final long MICROSECOND = 1_000;

  /** A clock that reads {@link #now}, which only the test (or its game) moves on. */
  private static final class TestClock implements LongSupplier {
    long now;

    /** When set, every read after the first jumps this far past the first. */
    long jumpAfterFirstRead;

    private int reads;

    @Override
    public long getAsLong() {
      if (jumpAfterFirstRead > 0 && reads++ > 0) {
        return now + jumpAfterFirstRead;
      }
      return now;
    }
  }

  /** A game that costs {@code setup} ns of the clock when asked its sizes, a search's setup. */
  private static <S, M> Game<S, M> slowSetup(Game<S, M> game, TestClock clock, long setup) {
    return new ForwardingGame<>(game) {
      @Override
      public int maxLegalActions() {
        clock.now += setup;
        return super.maxLegalActions();
      }

      @Override
      public int numDistinctActions() {
        clock.now += setup;
        return super.numDistinctActions();
      }

      @Override
      public int currentPlayer(S state) {
        clock.now += 1;
        return super.currentPlayer(state);
      }
    };
  }

  private static AlphaBeta<Wide.State, Integer> alphaBeta(Wide wide, LongSupplier clock) {
    return AlphaBeta.<Wide.State, Integer>builder()
        .evaluation(wide::evaluate)
        .quiescenceDepth(0)
        .depth(2)
        .tableEntries(1 << 12)
        .clock(clock)
        .build();
  }

  @Test
  void alphaBeta_budgetSpentBeforeTheFirstNode_stillCompletesDepthOne() {
    Wide wide = new Wide(3 * NodeCounter.CLOCK_INTERVAL, 4); // depth 1 alone reads the clock
    TestClock clock = new TestClock();
    clock.jumpAfterFirstRead = HOUR;
    SearchResult<Integer> r =
        alphaBeta(wide, clock)
            .search(
                wide, wide.start(), Budget.ofTime(Duration.ofMillis(1)), new SplittableRandom(1));
    SearchResult<Integer> depthOne =
        alphaBeta(wide, System::nanoTime)
            .search(wide, wide.start(), Budget.ofDepth(1), new SplittableRandom(1));
    assertEquals(1, r.depth(), "depth 1 completes however late it is; no deeper one starts");
    assertEquals(depthOne.move(), r.move());
    assertEquals(depthOne.value(), r.value());
    assertEquals(depthOne.rootMoves(), r.rootMoves());
    assertEquals(depthOne.iterations(), r.iterations());
    assertEquals(Duration.ofNanos(HOUR), r.elapsed(), "the time it really took, by one clock");
  }

  @Test
  void alphaBeta_nodeLimit_stillStopsDepthOne() {
    Wide wide = new Wide(3 * NodeCounter.CLOCK_INTERVAL, 4);
    TestClock clock = new TestClock();
    clock.jumpAfterFirstRead = HOUR;
    SearchResult<Integer> r =
        alphaBeta(wide, clock)
            .search(
                wide,
                wide.start(),
                Budget.ofTime(Duration.ofMillis(1)).withIterations(100),
                new SplittableRandom(1));
    assertEquals(0, r.depth());
    assertEquals(100, r.iterations());
  }

  @Test
  void expectimax_budgetSpentBeforeTheFirstNode_stillCompletesDepthOne() {
    Wide wide = new Wide(3 * NodeCounter.CLOCK_INTERVAL, 4);
    TestClock clock = new TestClock();
    clock.jumpAfterFirstRead = HOUR;
    SearchResult<Integer> r =
        Expectimax.<Wide.State, Integer>builder()
            .evaluation(wide::evaluate)
            .depth(2)
            .clock(clock)
            .build()
            .search(
                wide, wide.start(), Budget.ofTime(Duration.ofMillis(1)), new SplittableRandom(1));
    SearchResult<Integer> depthOne =
        Expectimax.<Wide.State, Integer>builder()
            .evaluation(wide::evaluate)
            .build()
            .search(wide, wide.start(), Budget.ofDepth(1), new SplittableRandom(1));
    assertEquals(1, r.depth());
    assertEquals(depthOne.move(), r.move());
    assertEquals(depthOne.rootMoves(), r.rootMoves());
    assertEquals(Duration.ofNanos(HOUR), r.elapsed());
  }

  @ParameterizedTest(name = "alpha-beta {0}")
  @ValueSource(booleans = {true, false})
  void depthFirst_elapsed_coversTheWholeCallFromOneClock(boolean alphaBeta) {
    TestClock clock = new TestClock();
    Game<Wide.State, Integer> game = slowSetup(new Wide(10, 6), clock, 5 * HOUR);
    SearchAgent<Wide.State, Integer> agent =
        alphaBeta
            ? alphaBeta(new Wide(10, 6), clock)
            : Expectimax.<Wide.State, Integer>builder()
                .evaluation(new Wide(10, 6)::evaluate)
                .depth(2)
                .clock(clock)
                .build();
    SearchResult<Integer> r =
        agent.search(
            game, game.start(), Budget.ofTime(Duration.ofHours(1)), new SplittableRandom(1));
    assertTrue(clock.now > 5 * HOUR, "the setup took its time: " + clock.now);
    assertEquals(Duration.ofNanos(clock.now), r.elapsed());
    assertEquals(1, r.depth(), "the setup spent the budget, depth 1 completed anyway");
  }

  // ---------------------------------------------------------------- MCTS

  private static <S, M> Mcts<S, M> mcts(
      Budget budget, int trees, @Nullable PlayoutPolicy<S, M> policy, LongSupplier clock) {
    Mcts.Builder<S, M> b =
        Mcts.<S, M>builder()
            .iterations(budget.iterations())
            .time(budget.time())
            .depth(budget.depth())
            .maxPlayoutPlies(10_000)
            .threads(trees)
            .clock(clock);
    return policy == null ? b.build() : b.playoutPolicy(policy).build();
  }

  /** Take-away from a pile of 3000, where each ply of a playout costs a microsecond. */
  private static Game<TakeAway.State, Integer> slowPlayouts(TestClock clock) {
    return new ForwardingGame<>(new TakeAway(2, 3000)) {
      @Override
      public TakeAway.State applyAction(TakeAway.State state, int actionId) {
        clock.now += MICROSECOND;
        return super.applyAction(state, actionId);
      }
    };
  }

  @ParameterizedTest(name = "policy {0}")
  @ValueSource(booleans = {false, true})
  void mcts_deadlineDuringAPlayout_dropsThatIterationAtOnce(boolean withPolicy) {
    PlayoutPolicy<TakeAway.State, Integer> policy =
        withPolicy ? (g, s, actions, count, random) -> actions[random.nextInt(count)] : null;
    // The first iteration alone: how long it takes (about 1500 plies).
    TestClock clock = new TestClock();
    Game<TakeAway.State, Integer> game = slowPlayouts(clock);
    mcts(Budget.ofIterations(1), 1, policy, clock)
        .search(game, game.start(), Budget.ofIterations(1), new SplittableRandom(5));
    long first = clock.now;
    assertTrue(first > 1000 * MICROSECOND, "a long first playout: " + first);
    // The deadline falls a third into the second playout.
    long time = first + first / 3;
    clock.now = 0;
    SearchResult<Integer> r =
        mcts(Budget.ofIterations(1), 1, policy, clock)
            .search(
                game, game.start(), Budget.ofTime(Duration.ofNanos(time)), new SplittableRandom(5));
    assertEquals(1, r.iterations(), "the second iteration was cut off and dropped");
    long over = r.elapsed().toNanos() - time;
    assertTrue(
        over >= 0 && over <= Mcts.CLOCK_PLIES * MICROSECOND,
        "stopped within "
            + Mcts.CLOCK_PLIES
            + " plies of the deadline, not at the playout's end: "
            + over
            + " ns over");
    long visits = 0;
    for (SearchResult.RootMove<Integer> rm : r.rootMoves()) {
      visits += rm.visits();
      assertEquals(rm.visits() == 0, Double.isNaN(rm.value()), rm.toString());
    }
    assertEquals(1, visits, "the dropped iteration left no node and no visit");
  }

  @Test
  void mcts_untimed_playsOutWholeAndAlike() {
    // Without a time limit the playouts are not cut up: the same results as without the clock.
    TestClock clock = new TestClock();
    Game<TakeAway.State, Integer> game = slowPlayouts(clock);
    SearchResult<Integer> a =
        SearchClockTest.<TakeAway.State, Integer>mcts(Budget.ofIterations(30), 1, null, clock)
            .search(game, game.start(), Budget.ofIterations(30), new SplittableRandom(9));
    SearchResult<Integer> b =
        Mcts.<TakeAway.State, Integer>builder()
            .iterations(30)
            .build()
            .search(game, game.start(), Budget.ofIterations(30), new SplittableRandom(9));
    assertEquals(a.rootMoves(), b.rootMoves());
    assertEquals(30, a.iterations());
  }

  @Test
  void mcts_rootParallel_treesStartedAfterTheDeadline_doNothing() {
    TestClock clock = new TestClock();
    clock.jumpAfterFirstRead = HOUR;
    TakeAway game = new TakeAway(2, 30);
    SearchResult<Integer> r =
        SearchClockTest.<TakeAway.State, Integer>mcts(Budget.ofIterations(1), 4, null, clock)
            .search(
                game, game.start(), Budget.ofTime(Duration.ofMillis(1)), new SplittableRandom(1));
    assertEquals(1, r.iterations(), "only the calling thread's tree runs its one iteration");
    assertEquals(Duration.ofNanos(HOUR), r.elapsed());
  }

  @Test
  void mcts_elapsed_coversTheWholeCallFromOneClock() {
    TestClock clock = new TestClock();
    Game<TakeAway.State, Integer> game = slowSetup(new TakeAway(2, 30), clock, 0);
    SearchResult<Integer> r =
        SearchClockTest.<TakeAway.State, Integer>mcts(Budget.ofIterations(1), 1, null, clock)
            .search(game, game.start(), Budget.ofIterations(20), new SplittableRandom(1));
    assertTrue(clock.now > 20, "the game took its time: " + clock.now);
    assertEquals(Duration.ofNanos(clock.now), r.elapsed());
  }
}
