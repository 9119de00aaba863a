package dev.tabula.stacksnake;

import static dev.tabula.stacksnake.Positions.GAME;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.tabula.core.ChanceOutcome;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link StackSnakeGame#randomPlayout} plays on its own scratch; it must play exactly the game that
 * the generic API ({@code chanceOutcomes}, {@code legalActions}, {@code applyAction}) plays with
 * the same draws, and reach an equal state (line, side, swap ban, turn, status and the earlier
 * positions), from the start, from the middle of games with a history, with and without a turn cap
 * and a cap on the plies.
 */
class StackSnakePlayoutTest {

  private static final StackSnakeGame CAPPED =
      StackSnakeGame.builder().first(Colour.BLACK.seat()).maxTurns(30).build();

  /** The generic loop with the playout's draws; the moves played go into {@code log}. */
  private static StackSnakeState generic(
      StackSnakeGame game,
      StackSnakeState s,
      SplittableRandom random,
      int maxPlies,
      List<String> log) {
    int[] ids = new int[game.maxLegalActions()];
    for (int ply = 0; ply < maxPlies && !game.isTerminal(s); ply++) {
      StackSnakeMove m;
      if (game.isChance(s)) {
        List<ChanceOutcome<StackSnakeMove>> outcomes = game.chanceOutcomes(s);
        long r = Playout.uniform(random, (int) outcomes.get(0).denominator());
        int i = 0;
        while (r >= outcomes.get(i).numerator()) {
          r -= outcomes.get(i).numerator();
          i++;
        }
        m = outcomes.get(i).outcome();
      } else {
        int n = game.legalActions(s, ids);
        m = game.move(s, ids[Playout.uniform(random, n)]);
      }
      log.add(game.formatMove(s, m));
      s = game.apply(s, m);
    }
    return s;
  }

  private static void assertSameGame(
      StackSnakeGame game, StackSnakeState from, long seed, int maxPlies) {
    List<String> log = new ArrayList<>();
    StackSnakeState expected = generic(game, from, new SplittableRandom(seed), maxPlies, log);
    StackSnakeState fast = game.randomPlayout(from, new SplittableRandom(seed), maxPlies);
    if (!expected.equals(fast) || !expected.toString().equals(fast.toString())) {
      fail(
          game
              + " from "
              + from
              + ", seed "
              + seed
              + ", at most "
              + maxPlies
              + " plies, moves "
              + log
              + ":\n playout "
              + fast
              + "\n generic "
              + expected);
    }
    assertEquals(game.hash(expected), game.hash(fast));
  }

  @Test
  void randomPlayout_fromTheStart_sameGameAsTheGenericLoop() {
    Map<StackSnakeState.Status, Integer> ends = new EnumMap<>(StackSnakeState.Status.class);
    for (StackSnakeGame game : List.of(GAME, CAPPED)) {
      for (long seed = 0; seed < 3000; seed++) {
        assertSameGame(game, game.start(), seed, Integer.MAX_VALUE);
        ends.merge(
            game.randomPlayout(game.start(), new SplittableRandom(seed), Integer.MAX_VALUE)
                .status(),
            1,
            Integer::sum);
      }
    }
    // the games end every way random games do
    assertTrue(ends.getOrDefault(StackSnakeState.Status.WHITE_WON, 0) > 1000, ends::toString);
    assertTrue(ends.getOrDefault(StackSnakeState.Status.BLACK_WON, 0) > 1000, ends::toString);
    assertTrue(ends.getOrDefault(StackSnakeState.Status.DRAWN_TURN_LIMIT, 0) > 100, ends::toString);
  }

  @Test
  void randomPlayout_cappedPlies_stopsWhereTheGenericLoopStops() {
    for (StackSnakeGame game : List.of(GAME, CAPPED)) {
      for (long seed = 0; seed < 400; seed++) {
        int cap = (int) (seed % 80);
        assertSameGame(game, game.start(), seed, cap);
      }
    }
    // while dealing: the tiles dealt so far
    StackSnakeState partial = GAME.randomPlayout(GAME.start(), new SplittableRandom(3), 7);
    assertTrue(partial.isDealing());
    assertEquals(7, partial.stackCount());
  }

  @Test
  void randomPlayout_fromMidGameWithHistory_sameGameAsTheGenericLoop() {
    int withHistory = 0;
    int repetitions = 0;
    for (StackSnakeGame game : List.of(GAME, CAPPED)) {
      for (long seed = 0; seed < 1500; seed++) {
        StackSnakeState mid =
            generic(
                game,
                game.start(),
                new SplittableRandom(seed),
                Line.SIZE + 1 + (int) (seed % 40),
                new ArrayList<>());
        // through the notation too: a parsed state's history is the same multiset
        for (StackSnakeState from : List.of(mid, game.parseState(mid.toString()))) {
          if (!from.isOver()) {
            assertSameGame(game, from, seed + 1, Integer.MAX_VALUE);
            assertSameGame(game, from, seed + 2, (int) (seed % 9));
          }
        }
        withHistory += mid.historySize() > 0 ? 1 : 0;
      }
    }
    // one move from a third occurrence: White swaps 1x4 back and forth, Black steps 8-9 and 9-8;
    // Black's 9-8 now repeats the first position a third time
    StackSnakeState s =
        Positions.play(
            GAME.parseState("W1/B2/N/W3/B1/W2/B3/W1B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3 W -"),
            "1x4",
            "8-9",
            "1x4",
            "9-8",
            "1x4",
            "8-9",
            "1x4");
    for (long seed = 0; seed < 300; seed++) {
      assertSameGame(GAME, s, seed, Integer.MAX_VALUE);
      if (GAME.randomPlayout(s, new SplittableRandom(seed), 1).status()
          == StackSnakeState.Status.DRAWN_REPETITION) {
        repetitions++;
      }
    }
    assertTrue(withHistory > 500, "states with a history: " + withHistory);
    assertTrue(repetitions > 0, "no playout ended by repetition");
  }

  @Test
  void randomPlayout_edges() {
    StackSnakeState start = GAME.start();
    SplittableRandom r = new SplittableRandom(5);
    assertSame(start, GAME.randomPlayout(start, r, 0));
    assertThrows(IllegalArgumentException.class, () -> GAME.randomPlayout(start, r, -1));
    StackSnakeState over = GAME.randomPlayout(start, r, Integer.MAX_VALUE);
    assertTrue(over.isOver());
    assertSame(over, GAME.randomPlayout(over, r, 10));
    // a forced pass is played (and drawn) like any move
    StackSnakeState pass = GAME.parseState("W1W1W1B1/W2W2B2B2W3/W2B3B3B3W3/NB2B1W3B1 W x");
    StackSnakeState after = GAME.randomPlayout(pass, new SplittableRandom(1), 1);
    assertEquals(GAME.apply(pass, StackSnakeMove.PASS), after);
  }

  @Test
  void uniform_inRangeAndEvenlySpread() {
    SplittableRandom r = new SplittableRandom(7);
    for (int bound = 1; bound <= 72; bound++) {
      int draws = 2000 * bound;
      int[] counts = new int[bound];
      for (int i = 0; i < draws; i++) {
        int v = Playout.uniform(r, bound);
        if (v < 0 || v >= bound) {
          fail("bound " + bound + " gave " + v);
        }
        counts[v]++;
      }
      for (int v = 0; v < bound; v++) {
        // 2000 expected; 6 standard deviations (about 45 each) is 270
        assertTrue(
            Math.abs(counts[v] - 2000) < 270,
            "bound " + bound + ": " + v + " drawn " + counts[v] + " times of " + draws);
      }
    }
  }

  @Test
  void uniform_rejectsExactlyTheDrawsThatWouldBias() {
    // bound 3: 2^32 = 3 * 1431655765 + 1, so exactly one 32-bit draw (the one with a low product
    // below 1) is rejected and the next draw is used; a generator feeding chosen ints shows it
    int[] feed = {0, 5};
    int[] at = {0};
    java.util.random.RandomGenerator fixed = () -> (long) feed[at[0]++] << 32;
    assertEquals(0, Playout.uniform(fixed, 3)); // 0 * 3: low 0 < threshold 1: rejected, then 5
    assertEquals(2, at[0]);
    at[0] = 0;
    feed[0] = -1; // 0xFFFFFFFF * 3 has high part 2 and a high low part: accepted
    assertEquals(2, Playout.uniform(fixed, 3));
    assertEquals(1, at[0]);
  }
}
