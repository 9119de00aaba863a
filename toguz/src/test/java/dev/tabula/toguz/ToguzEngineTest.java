package dev.tabula.toguz;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.tabula.core.GameProvider;
import dev.tabula.testkit.Conformance;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The packed engine against a naive reference over many seeded random games, its fast playout
 * against the generic one, the testkit conformance suite, and the service registration.
 */
class ToguzEngineTest {
  private static final ToguzGame GAME = ToguzGame.standard();

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
          fail(
              "seed "
                  + (seed + g)
                  + ": legal moves "
                  + moves
                  + " vs "
                  + refMoves
                  + " after "
                  + log);
        }
        ToguzState next = GAME.apply(s, m);
        ref = ReferenceToguz.play(ref, m.hole());
        if (!java.util.Arrays.equals(ReferenceToguz.of(next), ref)) {
          fail(
              "seed "
                  + (seed + g)
                  + ", ply "
                  + log.size()
                  + ": "
                  + next
                  + " vs reference "
                  + java.util.Arrays.toString(ref)
                  + "; moves "
                  + log);
        }
        if (next.tuzdyk(s.sideToMove()) != s.tuzdyk(s.sideToMove())) {
          tuzdyksMade++;
        }
        assertEquals(ReferenceToguz.over(ref), next.isOver());
        assertEquals(next.isOver(), GAME.isTerminal(next));
        // the legal holes cached during the move equal those computed from scratch
        assertEquals(ToguzState.parse(next.toString()).legal(), next.legal(), next.toString());
        s = next;
        plies++;
      }
    }
    assertTrue(plies > 100_000, "plies: " + plies);
    assertTrue(tuzdyksMade > 1000, "tuzdyks: " + tuzdyksMade);
  }

  /**
   * The generic loop of {@link dev.tabula.core.Game#randomPlayout}'s default, which draws as {@link
   * ToguzGame#randomPlayout} documents: the override must play the very same games.
   */
  private static ToguzState genericPlayout(ToguzState s, SplittableRandom random, int maxPlies) {
    return new dev.tabula.core.Playouts.Uniform<>(GAME).play(s, random, maxPlies);
  }

  @Test
  void randomPlayout_everyCap_whiteOrBlackToMove_sameAsTheGenericApi() {
    // odd and even caps, from White to move and from Black to move (the loop plays by pairs)
    ToguzState black = GAME.apply(GAME.start(), ToguzMove.of(1));
    for (int cap = 0; cap <= 9; cap++) {
      for (ToguzState from : List.of(GAME.start(), black)) {
        ToguzState fast = GAME.randomPlayout(from, new SplittableRandom(cap), cap);
        assertEquals(genericPlayout(from, new SplittableRandom(cap), cap), fast, "cap " + cap);
        assertEquals(from.fullmove() + (cap + (from == black ? 1 : 0)) / 2, fast.fullmove());
      }
    }
  }

  @Test
  void actionIdOutOfRange_refusedNamingTheRange() {
    for (int id : new int[] {-1, 9, Integer.MIN_VALUE}) {
      assertEquals(
          "an action id is 0..8 (hole - 1), got " + id,
          assertThrows(
                  dev.tabula.core.IllegalMoveException.class, () -> GAME.move(GAME.start(), id))
              .getMessage());
      assertEquals(
          "an action id is 0..8 (hole - 1), got " + id,
          assertThrows(
                  dev.tabula.core.IllegalMoveException.class,
                  () -> GAME.applyAction(GAME.start(), id))
              .getMessage());
    }
  }

  @Test
  void randomPlayout_sameGameAsTheGenericApiWithTheSameDraws() {
    for (int seed = 0; seed < 500; seed++) {
      ToguzState fast = GAME.randomPlayout(GAME.start(), new SplittableRandom(seed));
      ToguzState generic = genericPlayout(GAME.start(), new SplittableRandom(seed), 1_000_000);
      assertEquals(generic, fast, "seed " + seed);
      assertTrue(fast.isOver());
    }
    ToguzState mid = GAME.randomPlayout(GAME.start(), new SplittableRandom(5), 40);
    assertEquals(genericPlayout(GAME.start(), new SplittableRandom(5), 40), mid);
    assertEquals(21, mid.fullmove());
    assertSame(GAME.start(), GAME.start());
    assertEquals(GAME.start(), GAME.randomPlayout(GAME.start(), new SplittableRandom(5), 0));
    assertThrows(
        IllegalArgumentException.class,
        () -> GAME.randomPlayout(GAME.start(), new SplittableRandom(5), -1));
  }

  @Test
  void uniform_isExactlyUniform() {
    // Every 32-bit draw maps to [0, k); for k = 1..9 each value gets floor or ceil of 2^32 / k
    // draws
    // and the rejected draws are those that would make the counts unequal. Check on a scaled-down
    // generator: feed every value of the top 16 bits with fixed low bits.
    for (int k = 1; k <= 9; k++) {
      long[] counts = new long[k];
      for (long hi = 0; hi < 65536; hi++) {
        int draw = (int) (hi << 16 | 0x5A5A);
        counts[ToguzGame.uniform(new FixedRandom(draw), k)]++;
      }
      for (int i = 0; i < k; i++) {
        assertTrue(Math.abs(counts[i] - 65536 / k) <= 1, "k " + k + ": " + counts[i]);
      }
    }
    // rejection: with k = 3 the draws whose low product part falls below 2^32 mod 3 are redrawn
    // (the draw 0 gives the low part 0, below 2^32 mod 3 = 1: redrawn)
    FixedRandom sequence = new FixedRandom(0, 0x80000000);
    assertEquals(1, ToguzGame.uniform(sequence, 3));
    assertEquals(2, sequence.used);
  }

  /** Returns the given nextInt() values in turn (the last one repeated). */
  private static final class FixedRandom implements java.util.random.RandomGenerator {
    private final int[] values;
    int used;

    FixedRandom(int... values) {
      this.values = values;
    }

    @Override
    public int nextInt() {
      return values[Math.min(used++, values.length - 1)];
    }

    @Override
    public long nextLong() {
      throw new UnsupportedOperationException();
    }
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
      ToguzState s =
          Positions.pos(
              white, black, 162 - total - black[0] > 81 ? 81 : 162 - total - black[0], 0, 0, 0);
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
  void legalActions_needsNineEntries_andOverwritesPastTheCount() {
    ToguzState s = ToguzState.parse("9/8,1S 80 81 S 1");
    int[] buffer = {-1, -1, -1, -1, -1, -1, -1, -1, -1, 77};
    assertEquals(1, GAME.legalActions(s, buffer));
    assertEquals(8, buffer[0]);
    assertEquals(77, buffer[9], "nothing past the ninth entry is touched");
    assertThrows(IllegalArgumentException.class, () -> GAME.legalActions(s, new int[8]));
    assertEquals(0, GAME.legalActions(ToguzState.parse("9/9 81 81 S 5"), buffer));
  }

  @Test
  void game_basics() {
    assertEquals("toguz", GAME.name());
    assertEquals(2, GAME.numPlayers());
    assertEquals(9, GAME.numDistinctActions());
    assertEquals(9, GAME.maxLegalActions());
    assertTrue(GAME.chanceOutcomes(GAME.start()).isEmpty());
    assertEquals(0, GAME.currentPlayer(GAME.start()));
    assertEquals(1, GAME.currentPlayer(GAME.apply(GAME.start(), ToguzMove.of(1))));
    assertThrows(NullPointerException.class, () -> GAME.apply(GAME.start(), null));
    assertThrows(NullPointerException.class, () -> GAME.apply(null, ToguzMove.of(1)));
    assertThrows(NullPointerException.class, () -> GAME.legalMoves(null));
    assertThrows(NullPointerException.class, () -> GAME.chanceOutcomes(null));
    assertThrows(NullPointerException.class, () -> GAME.randomPlayout(GAME.start(), null, 10));
  }

  @Test
  void conformance_fromStart() {
    Conformance.Report r = Conformance.of(GAME).games(500).seed(42).run();
    assertEquals(500, r.games());
    assertEquals(0, r.unfinished());
  }

  @Test
  void conformance_fromPositionsWithTuzdyksAndNearTheEnd() {
    Conformance.Report r =
        Conformance.of(GAME)
            .games(120)
            .seed(7)
            .from(
                ToguzState.parse("5S,5S,5S,5S,t,5S,5S,5S,5S/5S,5S,t,5S,5S,5S,5S,5S,5S 40 42 N 20"))
            .from(ToguzState.parse("1S,8/8,1S 80 80 S 1"))
            .from(ToguzState.parse("3S,8/2S,8 78 79 S 60"))
            .maxPlies(2000)
            .run();
    assertEquals(120, r.games());
  }

  @Test
  @org.junit.jupiter.api.condition.EnabledIfSystemProperty(named = "tabula.slow", matches = "true")
  void conformance_soak_slow() {
    Conformance.Report r = Conformance.of(GAME).games(20_000).seed(2026).run();
    assertEquals(20_000, r.games());
  }

  @Test
  void provider_findsToguzThroughServiceLoader() {
    GameProvider p = GameProvider.find("toguz");
    assertSame(ToguzGame.standard(), p.create(Map.of()));
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
    ToguzState s =
        ToguzState.parse("5S,5S,5S,5S,t,5S,5S,5S,5S/5S,5S,t,5S,5S,5S,5S,5S,5S 40 42 N 20");
    int[] a = ReferenceToguz.of(s);
    assertArrayEquals(new int[] {5, 5, 0, 5, 5, 5, 5, 5, 5}, java.util.Arrays.copyOf(a, 9));
    assertEquals(5, s.tuzdyk(0));
    assertEquals(3, s.tuzdyk(1));
    assertEquals(40, s.stonesOnSide(0));
    assertEquals(1, s.sideToMove());
    assertEquals(20, s.fullmove());
  }
}
