package dev.tabula.testkit.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tabula.core.Game;
import dev.tabula.core.Perft;
import dev.tabula.testkit.fixtures.ForwardingGame;
import dev.tabula.testkit.fixtures.Race;
import dev.tabula.testkit.fixtures.RandomTree;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class PerftTest {
  private final Race race = Race.INSTANCE;

  /** Independent recursion over legalMoves/apply, the plain definition. */
  private long plain(Race.State s, int depth) {
    if (depth == 0) {
      return 1;
    }
    long n = 0;
    for (Race.Move m : race.legalMoves(s)) {
      n += plain(race.apply(s, m), depth - 1);
    }
    return n;
  }

  @Test
  void count_smallDepths_byHand() {
    assertEquals(1, Perft.count(race, race.start(), 0));
    assertEquals(2, Perft.count(race, race.start(), 1));
    assertEquals(4, Perft.count(race, race.start(), 2));
    assertEquals(8, Perft.count(race, race.start(), 3));
  }

  @Test
  void count_equalsPlainDefinition_throughGameEnds() {
    for (int d = 0; d <= 16; d++) {
      assertEquals(plain(race.start(), d), Perft.count(race, race.start(), d), "depth " + d);
    }
  }

  @Test
  void count_terminal_isZeroAboveDepthZero() {
    Race.State over = race.parseState("6,0,-");
    assertEquals(1, Perft.count(race, over, 0));
    assertEquals(0, Perft.count(race, over, 3));
  }

  @Test
  void divide_sumsToCount_inLegalOrder() {
    List<Perft.Divide<Race.Move>> d = Perft.divide(race, race.start(), 7);
    assertEquals(List.of("s1", "s2"), d.stream().map(Perft.Divide::notation).toList());
    assertEquals(
        Perft.count(race, race.start(), 7), d.stream().mapToLong(Perft.Divide::count).sum());
  }

  @Test
  void count_negativeDepth_refused() {
    assertThrows(IllegalArgumentException.class, () -> Perft.count(race, race.start(), -1));
    assertThrows(IllegalArgumentException.class, () -> Perft.divide(race, race.start(), 0));
  }

  @Test
  void count_parallel_equalsOneThread_onUnevenTreesWithChanceAndEnds() {
    for (long seed = 1; seed <= 6; seed++) {
      RandomTree tree = new RandomTree(3, 9, 40, 30, seed);
      for (int d = 0; d <= 9; d++) {
        long one = Perft.count(tree, tree.start(), d);
        for (int threads = 1; threads <= 4; threads++) {
          assertEquals(
              one,
              Perft.count(tree, tree.start(), d, threads),
              "seed " + seed + " depth " + d + " threads " + threads);
        }
      }
    }
    for (int d = 0; d <= 16; d++) {
      assertEquals(plain(race.start(), d), Perft.count(race, race.start(), d, 3), "depth " + d);
    }
  }

  @Test
  void divide_parallel_equalsOneThread_reportedInOrderOnTheCaller() {
    RandomTree tree = new RandomTree(2, 10, 60, 20, 7);
    for (int d = 1; d <= 10; d++) {
      List<Perft.Divide<Integer>> one = Perft.divide(tree, tree.start(), d);
      List<Perft.Divide<Integer>> seen = new ArrayList<>();
      Thread caller = Thread.currentThread();
      List<Perft.Divide<Integer>> two =
          Perft.divide(
              tree,
              tree.start(),
              d,
              2,
              x -> {
                assertEquals(caller, Thread.currentThread());
                seen.add(x);
              });
      assertEquals(one, two, "depth " + d);
      assertEquals(one, seen, "depth " + d);
    }
  }

  @Test
  void count_parallel_aFailureInACountingThreadReachesTheCaller() {
    RandomTree tree = new RandomTree(2, 12, 50, 0, 3);
    Game<RandomTree.Node, Integer> failing =
        new ForwardingGame<>(tree) {
          @Override
          public RandomTree.Node applyAction(RandomTree.Node state, int actionId) {
            if (state.level() == 6 && state.index() == 17) {
              throw new IllegalStateException("broken at level 6");
            }
            return tree.applyAction(state, actionId);
          }
        };
    IllegalStateException e =
        assertThrows(
            IllegalStateException.class, () -> Perft.count(failing, failing.start(), 10, 2));
    assertEquals("broken at level 6", e.getMessage());
  }

  @Test
  void count_parallel_interruptedCaller_stopsWithCancellation() throws Exception {
    CountDownLatch started = new CountDownLatch(1);
    Game<Race.State, Race.Move> slow =
        new ForwardingGame<>(race) {
          @Override
          public Race.State applyAction(Race.State state, int actionId) {
            started.countDown();
            try {
              Thread.sleep(1);
            } catch (InterruptedException e) {
              Thread.currentThread().interrupt();
            }
            return race.applyAction(state, actionId);
          }
        };
    AtomicReference<Throwable> thrown = new AtomicReference<>();
    AtomicReference<Boolean> flag = new AtomicReference<>();
    Thread t =
        new Thread(
            () -> {
              try {
                Perft.count(slow, slow.start(), 16, 2);
              } catch (Throwable x) {
                thrown.set(x);
                flag.set(Thread.currentThread().isInterrupted());
              }
            });
    t.start();
    started.await();
    t.interrupt();
    t.join(60_000);
    assertEquals(false, t.isAlive());
    assertEquals(CancellationException.class, thrown.get().getClass());
    assertEquals(true, flag.get());
  }

  @Test
  void parallelism_belowOne_refused() {
    assertThrows(IllegalArgumentException.class, () -> Perft.count(race, race.start(), 3, 0));
    assertThrows(
        IllegalArgumentException.class, () -> Perft.divide(race, race.start(), 3, 0, d -> {}));
  }
}
