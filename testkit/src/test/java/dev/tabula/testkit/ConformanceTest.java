package dev.tabula.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.IllegalMoveException;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class ConformanceTest {

  @Test
  void run_correctGame_passes() {
    Conformance.Report r = Conformance.of(new CoinFlipNim()).games(200).seed(1).run();
    assertEquals(200, r.games());
    assertTrue(r.plies() > 0 && r.chanceNodes() > 0 && r.illegalTried() > 0, r.toString());
    assertEquals(0, r.unfinished());
  }

  @Test
  void run_fromGivenStart() {
    Conformance.Report r = Conformance.of(new CoinFlipNim()).from(new CoinFlipNim.State(1, 1, false))
        .games(3).run();
    assertEquals(1, r.longestGame());
  }

  private static AssertionError fails(CoinFlipNim game) {
    return assertThrows(AssertionError.class, () -> Conformance.of(game).games(50).seed(9).run());
  }

  @Test
  void run_acceptsIllegalMove_fails() {
    AssertionError e = fails(new CoinFlipNim() {
      @Override
      public CoinFlipNim.State apply(CoinFlipNim.State s, Integer m) {
        return m < 2 && s.coin() ? s : super.apply(s, m);
      }
    });
    assertTrue(e.getMessage().contains("did not throw"), e.getMessage());
    assertTrue(e.getMessage().contains("seed 9") && e.getMessage().contains("moves ["), e.getMessage());
  }

  @Test
  void run_wrongExceptionType_fails() {
    AssertionError e = fails(new CoinFlipNim() {
      @Override
      public Integer move(CoinFlipNim.State s, int id) {
        if (id < 0) {
          throw new ArrayIndexOutOfBoundsException(id);
        }
        return super.move(s, id);
      }
    });
    assertTrue(e.getMessage().contains("instead of IllegalMoveException"), e.getMessage());
  }

  @Test
  void run_unstableHash_fails() {
    AtomicLong counter = new AtomicLong();
    AssertionError e = fails(new CoinFlipNim() {
      @Override
      public long hash(CoinFlipNim.State s) {
        return counter.incrementAndGet();
      }
    });
    assertTrue(e.getMessage().contains("hash"), e.getMessage());
  }

  @Test
  void run_probabilitiesNotSummingToOne_fails() {
    AssertionError e = fails(new CoinFlipNim() {
      @Override
      public List<ChanceOutcome<Integer>> chanceOutcomes(CoinFlipNim.State s) {
        return isChance(s) ? List.of(new ChanceOutcome<>(2, 1, 3), new ChanceOutcome<>(3, 1, 3))
            : List.of();
      }
    });
    assertTrue(e.getMessage().contains("sum"), e.getMessage());
  }

  @Test
  void run_notationNotRoundTripping_fails() {
    AssertionError e = fails(new CoinFlipNim() {
      @Override
      public String formatState(CoinFlipNim.State s) {
        return s.pile() + "/" + s.mover();
      }
    });
    assertTrue(e.getMessage().contains("parseState(formatState(s))"), e.getMessage());
  }

  @Test
  void run_wrongActionIds_fails() {
    AssertionError e = fails(new CoinFlipNim() {
      @Override
      public int legalActions(CoinFlipNim.State s, int[] buffer) {
        int n = super.legalActions(s, buffer);
        buffer[0] = buffer[n - 1];
        return n;
      }
    });
    assertTrue(e.getMessage().contains("action id") || e.getMessage().contains("actionId"),
        e.getMessage());
  }

  @Test
  void run_gameLongerThanDeclared_fails() {
    AssertionError e = fails(new CoinFlipNim() {
      @Override
      public int maxGameLength() {
        return 3;
      }
    });
    assertTrue(e.getMessage().contains("declared bound"), e.getMessage());
  }

  @Test
  void run_resultBeforeEnd_fails() {
    AssertionError e = fails(new CoinFlipNim() {
      @Override
      public dev.tabula.core.GameResult result(CoinFlipNim.State s) {
        return dev.tabula.core.GameResult.byScores(0, 0);
      }
    });
    assertTrue(e.getMessage().contains("result()"), e.getMessage());
  }

  @Test
  void run_illegalMoveExceptionFromMoveNotation_isNotSwallowed() {
    CoinFlipNim game = new CoinFlipNim();
    assertThrows(IllegalMoveException.class, () -> game.parseMove(new CoinFlipNim.State(1, 0, false), "1"));
  }

  @Test
  void run_sharedScratchState_failsTheThreadCheck() {
    // A "fast" game that keeps a scratch field in the game object: fine alone, wrong when shared.
    // The barrier makes the two replaying threads interleave inside apply, deterministically.
    java.util.concurrent.CyclicBarrier both = new java.util.concurrent.CyclicBarrier(2);
    CoinFlipNim racy = new CoinFlipNim() {
      private volatile int scratch;

      @Override
      public CoinFlipNim.State apply(CoinFlipNim.State s, Integer m) {
        scratch = s.pile();
        if (Thread.currentThread().getName().startsWith("conformance-")) {
          try {
            both.await(200, java.util.concurrent.TimeUnit.MILLISECONDS);
          } catch (Exception e) {
            // the other thread has finished or failed: go on alone
          }
        }
        CoinFlipNim.State next = super.apply(s, m);
        return scratch == s.pile() ? next : new CoinFlipNim.State(scratch, next.mover(), next.coin());
      }
    };
    AssertionError e = assertThrows(AssertionError.class,
        () -> Conformance.of(racy).games(50).threads(2).run());
    assertTrue(e.getMessage().contains("not safe to share"), e.getMessage());
  }

  @Test
  void builder_refusesBadArguments() {
    assertThrows(IllegalArgumentException.class, () -> Conformance.of(new CoinFlipNim()).threads(0));
    assertThrows(IllegalArgumentException.class, () -> Conformance.of(new CoinFlipNim()).games(0));
    assertThrows(IllegalArgumentException.class, () -> Conformance.of(new CoinFlipNim()).maxPlies(0));
  }
}
