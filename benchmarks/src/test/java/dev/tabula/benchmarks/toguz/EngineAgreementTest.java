package dev.tabula.benchmarks.toguz;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.tabula.core.GameResult;
import dev.tabula.toguz.ToguzGame;
import dev.tabula.toguz.ToguzState;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The baseline and the engine are the same game: on thousands of seeded random games and on the
 * recorded real games they agree on the legal moves, the position (FEN) after every move, when the
 * game ends, and its result.
 */
class EngineAgreementTest {
  private static final ToguzGame GAME = ToguzGame.standard();
  private static final long SEED = 0x7A6B5C4D3E2F1L;
  private static final int GAMES = 5000;

  @Test
  void randomGames_engineAndBaseline_agreeEveryPly() {
    SplittableRandom seeds = new SplittableRandom(SEED);
    int[] eb = new int[Math.max(9, GAME.maxLegalActions())];
    int[] bb = new int[9];
    long plies = 0;
    int tuzdyks = 0;
    int lapMoves = 0;
    int emptyBoardEnds = 0;
    int draws = 0;
    for (int game = 0; game < GAMES; game++) {
      long seed = seeds.nextLong();
      SplittableRandom r = new SplittableRandom(seed);
      ToguzState e = GAME.start();
      int[] b = BaselineToguz.start();
      List<Integer> moves = new ArrayList<>();
      while (true) {
        String where = "seed " + seed + " after holes " + holes(moves);
        assertEquals(BaselineToguz.format(b), GAME.formatState(e), where);
        boolean over = BaselineToguz.isOver(b);
        assertEquals(over, GAME.isTerminal(e), where);
        int nb = BaselineToguz.legalActions(b, bb);
        int ne = GAME.legalActions(e, eb);
        assertArrayEquals(Arrays.copyOf(bb, nb), Arrays.copyOf(eb, ne), where);
        if (over) {
          break;
        }
        int action = bb[r.nextInt(nb)];
        moves.add(action + 1);
        int[] before = b;
        int[] copy = b.clone();
        b = BaselineToguz.apply(before, action);
        assertArrayEquals(copy, before, "baseline changed its input; " + where);
        int side = BaselineToguz.sideToMove(before);
        if (before[side * 9 + action] >= 18) {
          lapMoves++;
        }
        if (before[BaselineToguz.TUZDYK + side] < 0 && b[BaselineToguz.TUZDYK + side] >= 0) {
          tuzdyks++;
        }
        e = GAME.applyAction(e, action);
        plies++;
      }
      GameResult result = GAME.result(e);
      String where = "seed " + seed + " holes " + holes(moves);
      assertEquals(BaselineToguz.store(b, 0), result.score(0), where);
      assertEquals(BaselineToguz.store(b, 1), result.score(1), where);
      assertEquals(BaselineToguz.result(b), result.returns(0), where);
      if (Arrays.stream(b, 0, BaselineToguz.HOLES).allMatch(x -> x == 0)) {
        emptyBoardEnds++;
      }
      if (result.isDraw()) {
        draws++;
      }
    }
    if (plies < GAMES * 50L) {
      fail("suspiciously short games: " + plies + " plies in " + GAMES + " games");
    }
    // The games exercised the rare rules too (5000 games give about 8900 tuzdyks, 14900 moves of
    // 18+ stones, 750 games ending with an empty board and 110 draws at 81-81).
    String stats =
        "tuzdyks "
            + tuzdyks
            + ", lap moves "
            + lapMoves
            + ", empty-board ends "
            + emptyBoardEnds
            + ", draws "
            + draws;
    assertTrue(tuzdyks > 1000 && lapMoves > 1000 && emptyBoardEnds > 100 && draws > 10, stats);
  }

  /**
   * The engine's playout path (the one {@link ToguzPlayoutBenchmark} measures) plays real games: it
   * documents drawing each move from 6 random bits, as {@link ToguzPlayouts.SixBits} does, so the
   * baseline driven by the same seed reaches the same end.
   */
  @Test
  void randomPlayout_engineFastPath_endsWhereBaselineEnds() {
    SplittableRandom seeds = new SplittableRandom(SEED + 1);
    int[] bb = new int[9];
    for (int game = 0; game < 1000; game++) {
      long seed = seeds.nextLong();
      ToguzState e = GAME.randomPlayout(GAME.start(), new SplittableRandom(seed));
      ToguzPlayouts.SixBits draw = new ToguzPlayouts.SixBits(new SplittableRandom(seed));
      int[] b = BaselineToguz.start();
      while (!BaselineToguz.isOver(b)) {
        int n = BaselineToguz.legalActions(b, bb);
        b = BaselineToguz.apply(b, bb[draw.index(n)]);
      }
      assertEquals(BaselineToguz.format(b), GAME.formatState(e), "seed " + seed);
    }
  }

  @Test
  void recordedGames_engineAndBaseline_agreeEveryPly() {
    RealPositions p = RealPositions.load();
    for (int i = 0; i < p.size(); i++) {
      assertEquals(
          BaselineToguz.format(p.baselineStates.get(i)),
          GAME.formatState(p.engineStates.get(i)),
          "position " + i);
    }
    assertEquals(15787, p.size());
  }

  private static String holes(List<Integer> moves) {
    StringBuilder s = new StringBuilder();
    for (int m : moves) {
      s.append(m);
    }
    return s.toString();
  }
}
