package dev.tabula.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.Game;
import dev.tabula.core.TimeLeft;
import dev.tabula.testkit.fixtures.ForwardingGame;
import dev.tabula.testkit.fixtures.TakeAway;
import dev.tabula.testkit.fixtures.Wide;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.LongSupplier;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/**
 * How searches spend a game clock ({@link SearchAgent#search(Game, Object, TimeLeft,
 * RandomGenerator)}): the arithmetic of the plan, the budgets the searches get, and where iterative
 * deepening stops, with a clock the test controls (nothing here depends on the machine's speed).
 */
class TimeManagementTest {
  private static final long MS = 1_000_000;

  private static TimeLeft clock(long limitMs, long clockMs, long incrementMs) {
    return new TimeLeft(
        Duration.ofMillis(limitMs), Duration.ofMillis(clockMs), Duration.ofMillis(incrementMs));
  }

  @Test
  void plan_aThirtiethOfTheClock_andThreeQuartersOfTheIncrement() {
    assertEquals(1000 * MS, TimeManagement.plan(clock(30_000, 30_000, 0)));
    assertEquals(1750 * MS, TimeManagement.plan(clock(30_000, 30_000, 1000)));
    // at most four plans, half the clock, and the limit, each less its reserve
    assertEquals(4000 * MS, TimeManagement.most(clock(30_000, 30_000, 0)));
    assertEquals(7000 * MS, TimeManagement.most(clock(30_000, 30_000, 1000)));
    assertEquals(480 * MS, TimeManagement.most(clock(500, 30_000, 0)));
    assertEquals(480 * MS, TimeManagement.plan(clock(500, 30_000, 0)));
    // a clock nearly gone, with a large increment: half of what is left less a tenth
    assertEquals(45 * MS / 10, TimeManagement.most(clock(10, 10, 1000)));
    assertEquals(45 * MS / 10, TimeManagement.plan(clock(10, 10, 1000)));
    assertEquals(10 * MS / 30, TimeManagement.plan(clock(10, 10, 0)));
  }

  /** A search agent that records the budgets it is given and plays the first legal move. */
  private static final class Recording implements SearchAgent<TakeAway.State, Integer> {
    final Budget own;
    final List<Budget> budgets = new ArrayList<>();

    Recording(Budget own) {
      this.own = own;
    }

    @Override
    public Budget defaultBudget() {
      return own;
    }

    @Override
    public SearchResult<Integer> search(
        Game<TakeAway.State, Integer> game,
        TakeAway.State state,
        Budget budget,
        RandomGenerator random) {
      budgets.add(budget);
      Integer move = game.legalMoves(state).get(0);
      return new SearchResult<>(move, 0, 1, 0, List.of(move), List.of(), Duration.ZERO);
    }
  }

  @Test
  void budgets_planForASearchWithoutIterations_ownTimeKept_noClockTheOwnBudget() {
    TakeAway game = new TakeAway(2, 10);
    SplittableRandom random = new SplittableRandom(1);
    Recording iterations = new Recording(Budget.ofIterations(500));
    iterations.search(game, game.start(), clock(30_000, 30_000, 0), random);
    assertEquals(
        Budget.ofIterations(500).withTime(Duration.ofSeconds(1)), iterations.budgets.get(0));
    iterations.search(game, game.start(), TimeLeft.perMove(Duration.ofMillis(5)), random);
    assertEquals(Budget.ofIterations(500), iterations.budgets.get(1), "no clock: its own budget");

    Recording timed = new Recording(Budget.ofTime(Duration.ofMillis(100)));
    timed.search(game, game.start(), clock(30_000, 30_000, 0), random);
    assertEquals(Budget.ofTime(Duration.ofMillis(100)), timed.budgets.get(0));
    timed.search(game, game.start(), clock(300, 300, 0), random);
    assertEquals(Budget.ofTime(Duration.ofNanos(40 * MS)), timed.budgets.get(1), "4 plans of 10");
  }

  @Test
  void chooseWithin_onlyMoveAtOnceOnAClock_otherwiseTheSearch() {
    Recording agent = new Recording(Budget.ofIterations(10));
    TakeAway one = new TakeAway(2, 1);
    SplittableRandom random = new SplittableRandom(1);
    assertEquals(1, agent.chooseWithin(one, one.start(), random, clock(1000, 1000, 0)));
    assertEquals(0, agent.budgets.size(), "one legal move: no search on a clock");
    agent.chooseWithin(one, one.start(), random, TimeLeft.UNLIMITED);
    assertEquals(1, agent.budgets.size(), "without a clock, as choose: a search");
  }

  /** A game each of whose positions costs a microsecond of the test's clock. */
  private static final class Ticking extends ForwardingGame<Wide.State, Integer> {
    long now;

    Ticking(Wide wide) {
      super(wide);
    }

    @Override
    public int currentPlayer(Wide.State state) {
      now += 1_000;
      return super.currentPlayer(state);
    }
  }

  @Test
  void depthFirst_stopsAfterTheIterationThatEndsPastSixTenthsOfThePlan() {
    Wide wide = new Wide(6, 12);
    Ticking game = new Ticking(wide);
    LongSupplier clock = () -> game.now;
    AlphaBeta<Wide.State, Integer> ab =
        AlphaBeta.<Wide.State, Integer>builder()
            .evaluation(wide::evaluate)
            .depth(12)
            .clock(clock)
            .build();
    List<SearchResult<Integer>> reports = new ArrayList<>();
    ab.search(game, wide.start(), Budget.ofDepth(12), new SplittableRandom(1), reports::add);
    assertTrue(reports.size() >= 6, "the test needs several iterations");
    // a clock whose plan puts 60% between the ends of iterations 4 and 5
    long end4 = reports.get(3).elapsed().toNanos();
    long end5 = reports.get(4).elapsed().toNanos();
    long stopAfter = (end4 + end5) / 2;
    long planNanos = (long) Math.ceil(stopAfter / TimeManagement.NEXT_ITERATION_BEFORE);
    Duration clockTime = Duration.ofNanos(planNanos * TimeManagement.MOVES_TO_GO);
    SearchResult<Integer> r =
        ab.search(
            game,
            wide.start(),
            new TimeLeft(clockTime, clockTime, Duration.ZERO),
            new SplittableRandom(1));
    assertEquals(5, r.depth(), "iteration 5 ends past the mark, so no sixth starts");
    assertEquals(reports.get(4).move(), r.move());
    assertEquals(reports.get(4).value(), r.value());

    List<SearchResult<Integer>> told = new ArrayList<>();
    ab.search(
        game,
        wide.start(),
        new TimeLeft(clockTime, clockTime, Duration.ZERO),
        new SplittableRandom(1),
        told::add);
    assertEquals(5, told.size(), "the reports of the managed search reach the caller");
  }

  @Test
  void depthFirst_stoppedAtTheMost_whenAnIterationRunsLong() {
    Wide wide = new Wide(8, 14);
    Ticking game = new Ticking(wide);
    AlphaBeta<Wide.State, Integer> ab =
        AlphaBeta.<Wide.State, Integer>builder()
            .evaluation(wide::evaluate)
            .depth(14)
            .clock(() -> game.now)
            .build();
    List<SearchResult<Integer>> reports = new ArrayList<>();
    ab.search(game, wide.start(), Budget.ofDepth(9), new SplittableRandom(1), reports::add);
    // an iteration k of at least 50 ms (far more than the clock's reading interval) whose next
    // takes at least as long again
    int k = -1;
    for (int i = 0; i + 1 < reports.size() && k < 0; i++) {
      long e = reports.get(i).elapsed().toNanos();
      if (e >= 50 * MS && reports.get(i + 1).elapsed().toNanos() >= 2 * e) {
        k = i;
      }
    }
    assertTrue(k >= 0, "no iteration fits the test: " + reports);
    long endK = reports.get(k).elapsed().toNanos();
    // the most a move may take, 1.83 times iteration k's end: iteration k + 1 starts (before 60%
    // of the plan, which is the most here), and is stopped
    long most = endK * 11 / 6;
    Duration limit = Duration.ofNanos(most + 20 * MS);
    Duration hour = Duration.ofHours(1);
    SearchResult<Integer> r =
        ab.search(
            game, wide.start(), new TimeLeft(limit, hour, Duration.ZERO), new SplittableRandom(1));
    assertEquals(k + 1, r.depth(), "iteration " + (k + 2) + " interrupted and discarded");
    assertEquals(reports.get(k).move(), r.move());
    assertEquals(reports.get(k).value(), r.value());
    long elapsed = r.elapsed().toNanos();
    assertTrue(elapsed >= most && elapsed < endK * 2, "stopped at " + elapsed + " ns");
  }

  @Test
  void timeLeft_checked() {
    Duration s = Duration.ofSeconds(1);
    assertThrows(IllegalArgumentException.class, () -> new TimeLeft(null, s, Duration.ZERO));
    assertThrows(IllegalArgumentException.class, () -> new TimeLeft(s.plus(s), s, Duration.ZERO));
    assertThrows(IllegalArgumentException.class, () -> new TimeLeft(s, null, s));
    assertThrows(IllegalArgumentException.class, () -> new TimeLeft(Duration.ZERO, null, s));
    assertThrows(IllegalArgumentException.class, () -> new TimeLeft(s, s, s.negated()));
    assertEquals(TimeLeft.UNLIMITED, TimeLeft.perMove(null));
    assertEquals(new TimeLeft(s, null, Duration.ZERO), TimeLeft.perMove(s));
  }
}
