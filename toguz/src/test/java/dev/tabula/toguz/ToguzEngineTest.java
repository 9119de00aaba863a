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
 * against random moves through the API drawn as documented, the testkit conformance suite, and the
 * service registration.
 */
class ToguzEngineTest {
  private static final ToguzGame GAME = ToguzGame.standard();

  @Test
  void apply_agreesWithNaiveReference_overRandomGames() {
    int[] tuzdyksMade = new int[1];
    long plies = againstReference(GAME.start(), 20261122L, 3000, Integer.MAX_VALUE, tuzdyksMade);
    assertTrue(plies > 100_000, "plies: " + plies);
    assertTrue(tuzdyksMade[0] > 1000, "tuzdyks: " + tuzdyksMade[0]);
  }

  @Test
  void apply_agreesWithNaiveReference_fromHolesOf64StonesAndMore() {
    // holes at the edge of the packed moves (63, 64), far past it, and one of 128 and more
    List<String> positions =
        List.of(
            "63S,8/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 18 S 1",
            "63S,8/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 18 N 1",
            "1S,62S,7/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 18 S 1",
            "70S,8/1S,2S,3S,4S,5S,6S,7S,8S,9S 20 27 S 1",
            "1,t,100S,6/2S,3S,4S,2S,t,1S,1S,1S,1S 20 27 N 3",
            "3,140S,5/1S,1S,1S,1S,1S,1S,1S,1S,1S 0 13 N 7",
            "3,140S,5/1S,1S,1S,1S,1S,1S,1S,1S,1S 0 13 S 7",
            "8,1S/150S,8 11 0 S 1",
            // a capture of a hole of 128 and more, and a sweep while a hole holds 64
            "8,141S/8,1S 10 10 S 1",
            "8,1S/64S,7,1S 50 46 S 1",
            "1S,7,64S/1S,8 46 50 N 1",
            // a hole of 112..127, past the counts the packed move's table holds
            "8,1S/120S,8 20 21 S 1");
    long plies = 0;
    int[] tuzdyksMade = new int[1];
    for (int i = 0; i < positions.size(); i++) {
      plies +=
          againstReference(ToguzState.parse(positions.get(i)), 100 * i, 100, 5000, tuzdyksMade);
    }
    assertTrue(plies > 10_000, "plies: " + plies);
  }

  /**
   * Plays seeded random games from a position through the API and the naive reference side by side,
   * ply by ply; returns the plies played and adds the tuzdyks made to {@code tuzdyksMade[0]}.
   */
  private static long againstReference(
      ToguzState from, long seed, int games, int maxPlies, int[] tuzdyksMade) {
    long plies = 0;
    for (int g = 0; g < games; g++) {
      SplittableRandom random = new SplittableRandom(seed + g);
      ToguzState s = from;
      int[] ref = ReferenceToguz.of(s);
      List<String> log = new ArrayList<>();
      while (!s.isOver() && log.size() < maxPlies) {
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
              "from "
                  + from
                  + ", seed "
                  + (seed + g)
                  + ": legal moves "
                  + moves
                  + " vs "
                  + refMoves
                  + " after "
                  + log);
        }
        ToguzState next = GAME.apply(s, m);
        // what the move did, as the notation and the descriptions read it
        Sow w = new Sow(s);
        w.play(m.hole());
        int[] facts = ReferenceToguz.facts(ref, m.hole());
        assertArrayEquals(
            facts,
            new int[] {w.lastPos, w.captured, w.tuzdykMade, w.swept},
            "facts of " + m.hole() + " in " + s);
        ref = ReferenceToguz.play(ref, m.hole());
        if (!java.util.Arrays.equals(ReferenceToguz.of(next), ref)) {
          fail(
              "from "
                  + from
                  + ", seed "
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
        if (next.tuzdyk(s.seatToMove()) != s.tuzdyk(s.seatToMove())) {
          tuzdyksMade[0]++;
        }
        assertEquals(ReferenceToguz.over(ref), next.isOver());
        assertEquals(next.isOver(), GAME.isTerminal(next));
        // the state made by the move equals the one parsed from its FEN (packing, playable holes)
        assertEquals(ToguzState.parse(next.toString()), next, next.toString());
        s = next;
        plies++;
      }
    }
    return plies;
  }

  /**
   * The draw {@link ToguzGame#randomPlayout} documents, written from its javadoc: 6 bits u at a
   * time, the lowest first of the 60 high bits of one {@code nextLong()}; u picks the (u mod n)-th
   * legal hole when u < 64 - 64 mod n, else the next 6 bits are drawn.
   */
  private static final class DocumentedDraw {
    private final java.util.random.RandomGenerator random;
    private long word;
    private int left;

    DocumentedDraw(java.util.random.RandomGenerator random) {
      this.random = random;
    }

    int hole(ToguzState s) {
      List<ToguzMove> moves = GAME.legalMoves(s);
      int n = moves.size();
      while (true) {
        if (left == 0) {
          word = random.nextLong() >>> 4;
          left = 10;
        }
        int u = (int) (word & 63);
        word >>>= 6;
        left--;
        if (u < 64 - 64 % n) {
          return moves.get(u % n).hole();
        }
      }
    }
  }

  /** Random moves through the public API, drawn as {@link ToguzGame#randomPlayout} documents. */
  private static ToguzState referencePlayout(ToguzState s, SplittableRandom random, int maxPlies) {
    DocumentedDraw draw = new DocumentedDraw(random);
    for (int ply = 0; ply < maxPlies && !GAME.isTerminal(s); ply++) {
      s = GAME.apply(s, ToguzMove.of(draw.hole(s)));
    }
    return s;
  }

  @Test
  void randomPlayout_everyCap_whiteOrBlackToMove_sameAsTheDocumentedDraw() {
    // odd and even caps, from White to move and from Black to move (the loop plays by rounds)
    ToguzState black = GAME.apply(GAME.start(), ToguzMove.of(1));
    for (int cap = 0; cap <= 25; cap++) {
      for (ToguzState from : List.of(GAME.start(), black)) {
        ToguzState fast = GAME.randomPlayout(from, new SplittableRandom(cap), cap);
        assertEquals(referencePlayout(from, new SplittableRandom(cap), cap), fast, "cap " + cap);
        assertEquals(from.moveNumber() + (cap + (from == black ? 1 : 0)) / 2, fast.moveNumber());
      }
    }
  }

  @Test
  void randomPlayout_sameGamesAsTheDocumentedDraw() {
    for (int seed = 0; seed < 1000; seed++) {
      ToguzState fast = GAME.randomPlayout(GAME.start(), new SplittableRandom(seed));
      ToguzState reference =
          referencePlayout(GAME.start(), new SplittableRandom(seed), Integer.MAX_VALUE);
      assertEquals(reference, fast, "seed " + seed);
      assertTrue(fast.isOver());
    }
    ToguzState mid = GAME.randomPlayout(GAME.start(), new SplittableRandom(5), 40);
    assertEquals(referencePlayout(GAME.start(), new SplittableRandom(5), 40), mid);
    assertEquals(21, mid.moveNumber());
    assertSame(GAME.start(), GAME.start());
    assertEquals(GAME.start(), GAME.randomPlayout(GAME.start(), new SplittableRandom(5), 0));
    assertThrows(
        IllegalArgumentException.class,
        () -> GAME.randomPlayout(GAME.start(), new SplittableRandom(5), -1));
  }

  @Test
  void randomPlayout_fromPositionsWithTuzdyksAndBigHoles_sameAsTheDocumentedDraw() {
    List<String> positions =
        List.of(
            // tuzdyks on both sides, either side to move
            "2S,t,5S,6S,1S,3S,4S,10S,11S/9S,3S,12S,2S,t,1S,7S,8S,4S 30 44 S 20",
            "2S,t,5S,6S,1S,3S,4S,10S,11S/9S,3S,12S,2S,t,1S,7S,8S,4S 30 44 N 20",
            // holes of 64 stones and more (played one stone at a time), one of 128 and more, and
            // holes of 63 that a ply takes past 64
            "63S,8/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 18 S 1",
            "1S,62S,7/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 18 N 1",
            "70S,8/1S,2S,3S,4S,5S,6S,7S,8S,9S 20 27 S 1",
            "1,t,100S,6/2S,3S,4S,2S,t,1S,1S,1S,1S 20 27 N 3",
            "8,141S/8,1S 10 10 S 1",
            "3,140S,5/1S,1S,1S,1S,1S,1S,1S,1S,1S 0 13 N 7",
            "3,140S,5/1S,1S,1S,1S,1S,1S,1S,1S,1S 0 13 S 7",
            // near the end: the sweep, 81-81
            "1S,8/8,1S 80 80 S 1",
            "9/8,1S 80 81 S 1");
    for (String fen : positions) {
      ToguzState from = ToguzState.parse(fen);
      for (int seed = 0; seed < 300; seed++) {
        int cap = seed % 3 == 0 ? seed : Integer.MAX_VALUE;
        ToguzState fast = GAME.randomPlayout(from, new SplittableRandom(seed), cap);
        ToguzState reference = referencePlayout(from, new SplittableRandom(seed), cap);
        assertEquals(reference, fast, fen + ", seed " + seed + ", cap " + cap);
      }
    }
  }

  @Test
  void draw_everyLegalMaskAndEverySixBits_exactlyUniform() {
    for (int mask = 1; mask < 512; mask++) {
      int n = Integer.bitCount(mask);
      int[] counts = new int[10];
      for (int u = 0; u < 64; u++) {
        // u is the first 6 bits, and 0 the next (always accepted): bits 4..9, 10..15 of the long
        Sow scratch = new Sow(GAME.start());
        FixedRandom random = new FixedRandom((long) u << 4);
        int hole = scratch.drawHole(mask, random);
        assertTrue((mask & 1 << (hole - 1)) != 0, "mask " + mask + ", u " + u);
        if (u < 64 - 64 % n) {
          counts[hole]++;
        } else {
          // rejected: the next 6 bits (0) pick the lowest legal hole
          assertEquals(Integer.numberOfTrailingZeros(mask) + 1, hole, "mask " + mask + ", u " + u);
        }
        assertEquals(1, random.used);
      }
      for (int h = 1; h <= 9; h++) {
        assertEquals((mask & 1 << (h - 1)) != 0 ? 64 / n : 0, counts[h], "mask " + mask);
      }
    }
    // ten draws of 6 bits per nextLong(), then a new one
    Sow scratch = new Sow(GAME.start());
    FixedRandom random = new FixedRandom(0x1234_5678_9ABC_DEF0L, 0L);
    for (int i = 0; i < 10; i++) {
      scratch.drawHole(511, random);
    }
    assertEquals(1, random.used);
    scratch.drawHole(511, random);
    assertEquals(2, random.used);
    assertEquals(0, scratch.drawHole(0, random), "no legal hole: none drawn");
  }

  /** Returns the given nextLong() values in turn (the last one repeated). */
  private static final class FixedRandom implements java.util.random.RandomGenerator {
    private final long[] values;
    int used;

    FixedRandom(long... values) {
      this.values = values;
    }

    @Override
    public long nextLong() {
      return values[Math.min(used++, values.length - 1)];
    }
  }

  @Test
  void actionIdOutOfRange_refusedNamingTheRange() {
    for (int id : new int[] {-1, 9, Integer.MIN_VALUE, Integer.MAX_VALUE, 33}) {
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
    // an id in range whose hole is empty is refused naming the hole
    ToguzState s = ToguzState.parse("9/8,1S 80 81 S 1");
    assertEquals(
        "White's hole 3 is empty",
        assertThrows(dev.tabula.core.IllegalMoveException.class, () -> GAME.applyAction(s, 2))
            .getMessage());
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
    assertEquals(1, s.seatToMove());
    assertEquals(20, s.moveNumber());
    assertThrows(IllegalArgumentException.class, () -> s.stonesOnSide(2));
    assertThrows(IllegalArgumentException.class, () -> s.stonesOnSide(-1));
    // a hole of 128 stones and more (kept as its lane plus 128), at the boundary and past it
    ToguzState whiteWide = ToguzState.parse("8,1S/141S,8 10 10 S 1");
    assertEquals(141, whiteWide.stonesOnSide(0));
    assertEquals(1, whiteWide.stonesOnSide(1));
    for (int big : new int[] {127, 128, 129, 141}) {
      ToguzState wide = ToguzState.parse("8," + big + "S/8," + (152 - big) + "S 5 5 S 1");
      assertEquals(big, wide.stones(1, 1), wide.toString());
      assertEquals(big, wide.stonesOnSide(1));
      assertEquals(152 - big, wide.stonesOnSide(0));
      assertEquals(wide, ToguzState.parse(wide.toString()));
    }
    // the noisy moves of the game are the evaluation's captures
    assertTrue(!GAME.isNoisy(GAME.start(), ToguzMove.of(1)), "hole 1 lands in White's own row");
    assertTrue(GAME.isNoisy(GAME.start(), ToguzMove.of(2)), "hole 2 captures 10");
  }
}
