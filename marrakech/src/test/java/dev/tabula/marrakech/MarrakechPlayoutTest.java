package dev.tabula.marrakech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.ChanceOutcome;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/**
 * {@link MarrakechGame#randomPlayout}: the same games as the public API plays with the draws its
 * javadoc documents, from the start and from positions with payments and players going out, capped
 * or not; exact uniform draws; the chance outcomes the generic loop samples.
 */
class MarrakechPlayoutTest {

  /** A finished or capped generic game: the state reached and the moves played. */
  private record Played(MarrakechState end, List<String> moves) {}

  /**
   * The public API ({@code legalActions}, {@code applyAction}) driven by the draws {@link
   * MarrakechGame#randomPlayout} documents, recording the moves.
   */
  private static Played generic(
      MarrakechGame g, MarrakechState start, RandomGenerator random, int maxPlies) {
    int[] ids = new int[g.maxLegalActions()];
    List<String> moves = new ArrayList<>();
    MarrakechState s = start;
    int ahead = -1; // what the turn's first draw left for phases O and D
    for (int ply = 0; ply < maxPlies && !s.isOver(); ply++) {
      assertEquals(Grid.wholeRugs(s.carpet, false), s.wholeH(), "whole horizontal rugs");
      assertEquals(Grid.wholeRugs(s.carpet, true), s.wholeV(), "whole vertical rugs");
      int n = g.legalActions(s, ids);
      int id;
      switch (s.phase()) {
        case COLOUR:
          {
            assertEquals(2, n, "two colours to draw from in " + s);
            int low = s.rugsLeft(MarrakechMove.ofId(ids[0]).colour());
            int high = s.rugsLeft(MarrakechMove.ofId(ids[1]).colour());
            int x = MarrakechGame.uniform(random, (low + high) * 18);
            id = x / 18 < low ? ids[0] : ids[1];
            ahead = x % 18;
            break;
          }
        case ORIENT:
          {
            int x = ahead >= 0 ? ahead : MarrakechGame.uniform(random, 18);
            id = ids[x / 6];
            ahead = x % 6;
            break;
          }
        case DIE:
          {
            int face = ahead >= 0 ? ahead : MarrakechGame.uniform(random, 6);
            id = MarrakechMove.roll(MarrakechGame.DIE_FACES[face]).actionId();
            ahead = -1;
            break;
          }
        default:
          id = ids[MarrakechGame.uniform(random, n)];
      }
      moves.add(g.formatMove(s, MarrakechMove.ofId(id)));
      s = g.applyAction(s, id);
    }
    return new Played(s, moves);
  }

  private static void assertSameGame(
      MarrakechGame g, MarrakechState start, long seed, int maxPlies) {
    String before = g.formatState(start);
    Played expected = generic(g, start, new SplittableRandom(seed), maxPlies);
    MarrakechState fast = g.randomPlayout(start, new SplittableRandom(seed), maxPlies);
    assertEquals(
        expected.end(),
        fast,
        () ->
            "seed "
                + seed
                + ", cap "
                + maxPlies
                + ", from "
                + before
                + ", moves "
                + expected.moves()
                + ": randomPlayout reached "
                + fast);
    assertEquals(g.hash(expected.end()), g.hash(fast));
    assertEquals(
        Grid.wholeRugs(fast.carpet, false), fast.wholeH(), "whole horizontal rugs at the end");
    assertEquals(
        Grid.wholeRugs(fast.carpet, true), fast.wholeV(), "whole vertical rugs at the end");
    assertEquals(g.formatState(expected.end()), g.formatState(fast));
    assertEquals(before, g.formatState(start), "randomPlayout changed the state it started from");
  }

  @Test
  void randomPlayout_fromTheStart_sameGameAsTheApiWithTheSameDraws() {
    for (int players = 2; players <= 4; players++) {
      MarrakechGame g = Boards.game(players);
      int over = 0;
      for (long seed = 0; seed < 400; seed++) {
        assertSameGame(g, g.start(), seed, Integer.MAX_VALUE);
        over += g.randomPlayout(g.start(), new SplittableRandom(seed), 1000).isOver() ? 1 : 0;
      }
      assertEquals(400, over, players + " players: every game ends");
    }
  }

  @Test
  void randomPlayout_playersGoingOut_sameGameAsTheApi() {
    // positions a few plies from payments that put players out (the rules' perft positions)
    String[] positions = {
      MarrakechPerftTest.PAY2, MarrakechPerftTest.PAY3, MarrakechPerftTest.PAY4
    };
    int outs = 0;
    for (int players = 2; players <= 4; players++) {
      MarrakechGame g = Boards.game(players);
      MarrakechState start = g.parseState(positions[players - 2]);
      for (long seed = 0; seed < 300; seed++) {
        assertSameGame(g, start, seed, Integer.MAX_VALUE);
        MarrakechState end = g.randomPlayout(start, new SplittableRandom(seed), 1000);
        for (int p = 0; p < players; p++) {
          outs += end.isOut(p) ? 1 : 0;
        }
      }
    }
    assertTrue(outs > 100, "players went out " + outs + " times");
  }

  @Test
  void randomPlayout_capped_stopsAfterThatManyPliesInAnyPhase() {
    for (int players = 2; players <= 4; players++) {
      MarrakechGame g = Boards.game(players);
      for (int cap = 0; cap < 40; cap++) {
        assertSameGame(g, g.start(), 7 + cap, cap);
        // and on from the capped state, whatever its phase
        MarrakechState mid = g.randomPlayout(g.start(), new SplittableRandom(cap), cap);
        assertSameGame(g, mid, 1000 + cap, Integer.MAX_VALUE);
      }
    }
  }

  @Test
  void randomPlayout_cappedAnywhere_playersGoingOutOrDrawsKeptForTheNextPly_sameGameAsTheApi() {
    // caps that end whole turns at every ply of them, from positions where players go out (a turn
    // that ends at the die counts two plies) and from the start (a phase C draw whose remainder,
    // kept for the orientation, may be 0)
    String[] positions = {
      MarrakechPerftTest.PAY2, MarrakechPerftTest.PAY3, MarrakechPerftTest.PAY4
    };
    for (int players = 2; players <= 4; players++) {
      MarrakechGame g = Boards.game(players);
      MarrakechState pay = g.parseState(positions[players - 2]);
      for (long seed = 0; seed < 600; seed++) {
        int cap = (int) (seed % 23) + 1;
        assertSameGame(g, pay, seed, cap);
        assertSameGame(g, g.start(), seed + 10_000, cap + 20);
      }
    }
  }

  @Test
  void randomPlayout_boardsWithManyRugs_sameGameAsTheApi() {
    // from random mid-game states of the generic loop (rug ids well above 1, whole and half rugs)
    for (int players = 2; players <= 4; players++) {
      MarrakechGame g = Boards.game(players);
      for (long seed = 0; seed < 100; seed++) {
        int plies = 20 + (int) (seed * 7 % 100);
        MarrakechState mid = generic(g, g.start(), new SplittableRandom(seed), plies).end();
        // read back from the notation too: a parsed state starts the playout as well
        assertSameGame(g, g.parseState(g.formatState(mid)), seed + 5000, Integer.MAX_VALUE);
      }
    }
  }

  @Test
  void randomPlayout_edges() {
    MarrakechGame g = Boards.game(3);
    assertSame(g.start(), g.randomPlayout(g.start(), new SplittableRandom(5), 0));
    MarrakechState end = g.randomPlayout(g.start(), new SplittableRandom(5), Integer.MAX_VALUE);
    assertSame(end, g.randomPlayout(end, new SplittableRandom(5), 10));
    assertThrows(
        IllegalArgumentException.class,
        () -> g.randomPlayout(g.start(), new SplittableRandom(5), -1));
    assertThrows(NullPointerException.class, () -> g.randomPlayout(g.start(), null, 10));
  }

  @Test
  void uniform_isExactlyUniform() {
    // every value of the top 16 bits with fixed low bits: each of k results gets floor or ceil of
    // 2^16 / k of them
    for (int k = 1; k <= 48; k++) {
      long[] counts = new long[k];
      for (long hi = 0; hi < 65536; hi++) {
        counts[MarrakechGame.uniform(new FixedRandom((int) (hi << 16 | 0x5A5A)), k)]++;
      }
      for (int i = 0; i < k; i++) {
        assertTrue(Math.abs(counts[i] - 65536 / k) <= 1, "k " + k + ": " + counts[i]);
      }
    }
    // rejection: with k = 3, a draw whose low product part falls below 2^32 mod 3 = 1 is redrawn
    FixedRandom sequence = new FixedRandom(0, 0x80000000);
    assertEquals(1, MarrakechGame.uniform(sequence, 3));
    assertEquals(2, sequence.used);
  }

  @Test
  void chanceOutcomes_dieAndColourDraw_exactProbabilities() {
    MarrakechGame g = Boards.game(2);
    MarrakechState s = g.start();
    List<ChanceOutcome<MarrakechMove>> draw = g.chanceOutcomes(s);
    assertEquals("[c 12/24, r 12/24]", text(draw));
    assertSame(draw, g.chanceOutcomes(s), "small draws are made once");
    s = g.applyAction(s, MarrakechMove.draw(Colour.RED).actionId());
    s = g.applyAction(s, MarrakechMove.FORWARD.actionId());
    assertEquals("[1 1/6, 2 2/6, 3 2/6, 4 1/6]", text(g.chanceOutcomes(s)));
    // counts beyond the table, and another colour pair
    MarrakechState big = g.parseState(MarrakechPerftTest.EMPTY + " 33N c3y20$30,r12p12$30 0C");
    assertEquals("[c 3/23, y 20/23]", text(g.chanceOutcomes(big)));
    MarrakechState other = g.parseState(MarrakechPerftTest.EMPTY + " 33N c12r12$30,y1p15$30 1C");
    assertEquals("[y 1/16, p 15/16]", text(g.chanceOutcomes(other)));
    assertEquals("[y 1/16, p 15/16]", text(g.chanceOutcomes(other)));
    assertEquals(List.of(), Boards.game(4).chanceOutcomes(Boards.game(4).start()));
  }

  private static String text(List<ChanceOutcome<MarrakechMove>> outcomes) {
    List<String> parts = new ArrayList<>();
    for (ChanceOutcome<MarrakechMove> o : outcomes) {
      parts.add(o.outcome() + " " + o.numerator() + "/" + o.denominator());
    }
    return parts.toString();
  }

  /** Returns the given nextInt() values in turn (the last one repeated). */
  private static final class FixedRandom implements RandomGenerator {
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
}
