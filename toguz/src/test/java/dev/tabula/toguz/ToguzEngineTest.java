package dev.tabula.toguz;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.tabula.core.GameProvider;
import dev.tabula.core.Playouts;
import dev.tabula.testkit.Conformance;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The packed engine against a naive reference over many seeded random games, its fast playout against
 * the generic one, the testkit conformance suite, and the service registration.
 */
class ToguzEngineTest {
  private static final ToguzGame GAME = ToguzGame.INSTANCE;

  @Test
  void apply_agreesWithNaiveReference_overRandomGames() {
    long seed = 20261122L;
    int games = 3000;
    long plies = 0;
    int tuzdyksMade = 0;
    for (int g = 0; g < games; g++) {
      SplittableRandom random = new SplittableRandom(seed + g);
      ToguzState s = GAME.start();
      int[] ref = ReferenceToguz.of(s);
      List<String> log = new ArrayList<>();
      while (!s.isOver()) {
        List<ToguzMove> moves = GAME.legalMoves(s);
        List<ToguzMove> refMoves = new ArrayList<>();
        for (int h = 1; h <= 9; h++) {
          if (ref[ref[22] * 9 + h - 1] > 0) {
            refMoves.add(ToguzMove.of(h));
          }
        }
        ToguzMove m = moves.get(random.nextInt(moves.size()));
        log.add(GAME.formatMove(s, m));
        if (!moves.equals(refMoves)) {
          fail("seed " + (seed + g) + ": legal moves " + moves + " vs " + refMoves + " after " + log);
        }
        ToguzState next = GAME.apply(s, m);
        ref = ReferenceToguz.play(ref, m.hole());
        if (!java.util.Arrays.equals(ReferenceToguz.of(next), ref)) {
          fail("seed " + (seed + g) + ", ply " + log.size() + ": " + next + " vs reference "
              + java.util.Arrays.toString(ref) + "; moves " + log);
        }
        if (next.tuzdyk(s.sideToMove()) != s.tuzdyk(s.sideToMove())) {
          tuzdyksMade++;
        }
        assertEquals(ReferenceToguz.over(ref), next.isOver());
        s = next;
        plies++;
      }
    }
    assertTrue(plies > 100_000, "plies: " + plies);
    assertTrue(tuzdyksMade > 1000, "tuzdyks: " + tuzdyksMade);
  }

  @Test
  void randomPlayout_sameGameAsGenericPlayout_forTheSameSeed() {
    for (int seed = 0; seed < 300; seed++) {
      ToguzState fast = GAME.randomPlayout(GAME.start(), new SplittableRandom(seed));
      ToguzState generic = Playouts.randomPlayout(GAME, GAME.start(), new SplittableRandom(seed));
      assertEquals(generic, fast, "seed " + seed);
      assertTrue(fast.isOver());
    }
    ToguzState mid = GAME.randomPlayout(GAME.start(), new SplittableRandom(5), 40);
    assertEquals(Playouts.randomPlayout(GAME, GAME.start(), new SplittableRandom(5), 40), mid);
    assertEquals(21, mid.fullmove());
    assertSame(GAME.start(), GAME.start());
    assertEquals(GAME.start(), GAME.randomPlayout(GAME.start(), new SplittableRandom(5), 0));
  }

  @Test
  void legalActions_agreeWithLegalMoves_onEveryStoneMask() {
    // every subset of White's holes (with stones) and the hole-9 lane
    for (int mask = 1; mask < 512; mask++) {
      int[] white = new int[9];
      int onBoard = 0;
      for (int h = 1; h <= 9; h++) {
        if ((mask & (1 << (h - 1))) != 0) {
          white[h - 1] = 128 + h; // also exercises the lane's high bit
          onBoard += white[h - 1];
        }
      }
      if (onBoard > 162) {
        for (int h = 1; h <= 9; h++) {
          if (white[h - 1] > 0) {
            white[h - 1] = h;
          }
        }
      }
      int total = 0;
      for (int v : white) {
        total += v;
      }
      int[] black = Positions.row(162 - total > 81 ? 1 : 0);
      ToguzState s = Positions.pos(white, black, 162 - total - black[0] > 81 ? 81 : 162 - total
          - black[0], 0, 0, 0);
      int[] ids = new int[9];
      int n = GAME.legalActions(s, ids);
      List<ToguzMove> moves = GAME.legalMoves(s);
      assertEquals(Integer.bitCount(mask), n, s.toString());
      for (int i = 0; i < n; i++) {
        assertEquals(moves.get(i).actionId(), ids[i]);
        assertTrue(s.stones(0, ids[i] + 1) > 0);
      }
    }
  }

  @Test
  void conformance_fromStart() {
    Conformance.Report r = Conformance.of(GAME).games(500).seed(42).run();
    assertEquals(500, r.games());
    assertEquals(0, r.unfinished());
  }

  @Test
  void conformance_fromPositionsWithTuzdyksAndNearTheEnd() {
    Conformance.Report r = Conformance.of(GAME).games(120).seed(7)
        .from(ToguzState.parse("5S,5S,5S,5S,t,5S,5S,5S,5S/5S,5S,t,5S,5S,5S,5S,5S,5S 40 42 N 20"))
        .from(ToguzState.parse("1S,8/8,1S 80 80 S 1"))
        .from(ToguzState.parse("3S,8/2S,8 78 79 S 60"))
        .maxPlies(2000)
        .run();
    assertEquals(120, r.games());
  }

  @Test
  void provider_findsToguzThroughServiceLoader() {
    GameProvider p = GameProvider.find("toguz");
    assertSame(ToguzGame.INSTANCE, p.create(Map.of()));
    assertTrue(p.options().isEmpty());
    assertTrue(GameProvider.available().contains("toguz"));
    assertTrue(p.description().contains("Toguz"));
    try {
      p.create(Map.of("size", "3"));
      fail("unknown option accepted");
    } catch (IllegalArgumentException expected) {
      assertTrue(expected.getMessage().contains("size"));
    }
  }

  @Test
  void stateAccessors_matchTheReferenceView() {
    ToguzState s = ToguzState.parse("5S,5S,5S,5S,t,5S,5S,5S,5S/5S,5S,t,5S,5S,5S,5S,5S,5S 40 42 N 20");
    int[] a = ReferenceToguz.of(s);
    assertArrayEquals(new int[] {5, 5, 0, 5, 5, 5, 5, 5, 5}, java.util.Arrays.copyOf(a, 9));
    assertEquals(5, s.tuzdyk(0));
    assertEquals(3, s.tuzdyk(1));
    assertEquals(40, s.stonesOnSide(0));
    assertEquals(1, s.sideToMove());
    assertEquals(20, s.fullmove());
  }
}
