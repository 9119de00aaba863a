package dev.tabula.benchmarks.marrakech;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.marrakech.MarrakechGame;
import dev.tabula.marrakech.MarrakechState;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The baseline and the engine are the same game: on seeded random games of 2, 3 and 4 players they
 * agree on the position (notation) after every ply and on the legal action ids; on the benchmark's
 * mid-game boards they agree on every payment region and every placement.
 */
class BaselineMarrakechTest {

  @Test
  void randomGames_engineAndBaseline_agreeEveryPly() {
    int[] eb = new int[12];
    int[] bb = new int[84];
    long plies = 0;
    int outs = 0;
    for (int g = 0; g < 1500; g++) {
      int players = 2 + g % 3;
      MarrakechGame game = MarrakechGame.builder().players(players).build();
      long seed = 5000L + g;
      SplittableRandom re = new SplittableRandom(seed);
      SplittableRandom rb = new SplittableRandom(seed);
      MarrakechState e = game.start();
      BaselineMarrakech b = BaselineMarrakech.start(players, 0, 0);
      int ply = 0;
      while (true) {
        String where = "seed " + seed + ", " + players + " players, ply " + ply;
        assertEquals(game.formatState(e), b.format(), where);
        int ne = game.legalActions(e, eb);
        int nb = b.legalActions(bb);
        assertArrayEquals(Arrays.copyOf(eb, ne), Arrays.copyOf(bb, nb), where);
        if (e.isOver()) {
          break;
        }
        e = MidGameBoards.randomPly(game, e, eb, re);
        b = MarrakechPlayoutBenchmarks.baselinePly(b, bb, rb);
        ply++;
      }
      for (int p = 0; p < players; p++) {
        outs += e.isOut(p) ? 1 : 0;
      }
      plies += ply;
    }
    assertTrue(plies > 100_000, "plies " + plies);
    assertTrue(outs > 0, "some players went out");
  }

  @Test
  void midGameBoards_regionsAndPlacementsAgree() {
    List<MarrakechState> boards = MidGameBoards.make(500, 99);
    MarrakechGame any = MarrakechGame.standard();
    int[] eb = new int[12];
    int[] bb = new int[84];
    for (MarrakechState s : boards) {
      BaselineMarrakech b = BaselineMarrakech.from(s);
      assertEquals(s.toString(), b.format());
      for (int y = 0; y < 7; y++) {
        for (int x = 0; x < 7; x++) {
          assertEquals(
              b.regionSize(x, y), Long.bitCount(s.paymentRegion(x, y)), s + " at " + x + y);
        }
      }
      int ne = any.legalActions(s, eb);
      int nb = b.legalActions(bb);
      assertArrayEquals(Arrays.copyOf(eb, ne), Arrays.copyOf(bb, nb), s.toString());
    }
  }
}
