package dev.tabula.toguz;

import static dev.tabula.toguz.Positions.pos;
import static dev.tabula.toguz.Positions.row;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.Agent;
import dev.tabula.core.Playouts;
import dev.tabula.search.AlphaBeta;
import dev.tabula.search.Budget;
import dev.tabula.search.Mcts;
import dev.tabula.search.SearchAgent;
import dev.tabula.search.SearchResult;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * The core searches on Toguz positions: a forced win three plies deep (proved by brute force here)
 * found by alpha-beta and MCTS, quiescence on captures, and alpha-beta against a random player.
 */
class ToguzSearchTest {
  private static final ToguzGame GAME = ToguzGame.standard();
  private static final double PLY = 0x1p-20;

  /**
   * White (74 against 57) needs 8 more. Only hole 7 forces a win: whatever Black answers, White
   * then wins with a capture (checked by {@link #forcedWin}); no White move wins at once. Found by
   * a random search over sparse endgames, kept because MCTS with random playouts also tells it from
   * the other moves (several of which let Black win at once).
   */
  private static final ToguzState WIN_IN_THREE =
      pos(row(1, 1, 0, 1, 2, 0, 4, 0, 3), row(5, 0, 5, 0, 3, 1, 3, 0, 2), 74, 0, 0, 0);

  /** Whether {@code me} can force a win within {@code plies} plies (brute force, no pruning). */
  private static boolean forcedWin(ToguzState s, int me, int plies) {
    if (GAME.isTerminal(s)) {
      return GAME.result(s).returns(me) > 0;
    }
    if (plies == 0) {
      return false;
    }
    boolean mine = GAME.currentPlayer(s) == me;
    for (ToguzMove m : GAME.legalMoves(s)) {
      boolean w = forcedWin(GAME.apply(s, m), me, plies - 1);
      if (mine && w) {
        return true;
      }
      if (!mine && !w) {
        return false;
      }
    }
    return !mine;
  }

  private static SearchAgent<ToguzState, ToguzMove> alphaBetaWithQuiescence() {
    return AlphaBeta.<ToguzState, ToguzMove>builder()
        .evaluation(GAME.evaluation())
        .noisy(GAME::isNoisy)
        .quiescenceDepth(8)
        .build();
  }

  /**
   * 40 positions of random games, unfinished: {@code seed % 60} uniformly random plies from the
   * start, seeds from 0.
   */
  private static List<ToguzState> randomPositions() {
    List<ToguzState> positions = new ArrayList<>();
    Playouts.Uniform<ToguzState, ToguzMove> loop = new Playouts.Uniform<>(GAME);
    for (long seed = 0; positions.size() < 40; seed++) {
      ToguzState s = loop.play(GAME.start(), new SplittableRandom(seed), (int) (seed % 60));
      if (!GAME.isTerminal(s)) {
        positions.add(s);
      }
    }
    return positions;
  }

  /**
   * Principal variation search changes no move or value at a fixed depth, with either evaluation,
   * on 40 positions of random games ({@code seed % 60} random plies from the start, seeds from 0);
   * it prints the nodes with and without it (the figures of the CHANGELOG).
   */
  @Test
  void principalVariationSearch_sameMoveAndValue_fewerNodes() {
    List<ToguzState> positions = randomPositions();
    for (String eval : GAME.evaluations().keySet()) {
      for (int depth : new int[] {6, 8}) {
        long[] nodes = new long[2];
        for (ToguzState s : positions) {
          List<SearchResult<ToguzMove>> r = new ArrayList<>();
          for (int pvs = 0; pvs < 2; pvs++) {
            SearchAgent<ToguzState, ToguzMove> ab =
                AlphaBeta.<ToguzState, ToguzMove>builder()
                    .evaluation(GAME.evaluations().get(eval))
                    .depth(depth)
                    .principalVariationSearch(pvs == 1)
                    .build();
            r.add(ab.search(GAME, s, ab.defaultBudget(), new SplittableRandom(1)));
            nodes[pvs] += r.get(pvs).iterations();
          }
          String why = eval + " depth " + depth + " at " + GAME.formatState(s);
          assertEquals(r.get(0).move(), r.get(1).move(), why);
          assertEquals(r.get(0).value(), r.get(1).value(), 0.0, why);
        }
        System.out.printf(
            "pvs, %s evaluation, depth %d, %d positions: %,d nodes with, %,d without (%.3f)%n",
            eval, depth, positions.size(), nodes[1], nodes[0], (double) nodes[1] / nodes[0]);
        assertTrue(nodes[1] < nodes[0], eval + " depth " + depth);
      }
    }
  }

  @Test
  void lateMoveReductions_fewerNodes_findTheWinInThree() {
    List<ToguzState> positions = randomPositions();
    long[] nodes = new long[2];
    int same = 0;
    for (ToguzState s : positions) {
      List<SearchResult<ToguzMove>> r = new ArrayList<>();
      for (int lmr = 0; lmr < 2; lmr++) {
        SearchAgent<ToguzState, ToguzMove> ab =
            AlphaBeta.<ToguzState, ToguzMove>builder()
                .depth(8)
                .lateMoveReductions(lmr == 1)
                .build();
        r.add(ab.search(GAME, s, ab.defaultBudget(), new SplittableRandom(1)));
        nodes[lmr] += r.get(lmr).iterations();
      }
      same += r.get(0).move().equals(r.get(1).move()) ? 1 : 0;
    }
    System.out.printf(
        "late-move reductions, depth 8, %d positions: %,d nodes with, %,d without (%.3f),"
            + " the same move in %d%n",
        positions.size(), nodes[1], nodes[0], (double) nodes[1] / nodes[0], same);
    assertTrue(nodes[1] < nodes[0], nodes[1] + " nodes with reductions, " + nodes[0] + " without");
    // A reduced line is searched again at its whole depth when it looks good: a forced win still
    // shows at every depth that reaches it.
    for (int depth = 3; depth <= 7; depth++) {
      SearchResult<ToguzMove> r =
          AlphaBeta.<ToguzState, ToguzMove>builder()
              .lateMoveReductions(true)
              .build()
              .search(GAME, WIN_IN_THREE, Budget.ofDepth(depth), new SplittableRandom(1));
      String where = "depth " + depth + " in " + WIN_IN_THREE + ": " + r;
      assertEquals(7, r.move().hole(), where);
      assertEquals(1 - 3 * PLY, r.value(), where);
    }
  }

  @Test
  void bruteForce_winInThree_onlyHoleSevenForcesIt() {
    ToguzState s = WIN_IN_THREE;
    assertFalse(forcedWin(s, 0, 1), "a White move wins at once in " + s);
    List<Integer> winning = new ArrayList<>();
    for (ToguzMove m : GAME.legalMoves(s)) {
      ToguzState after = GAME.apply(s, m);
      // every Black reply leaves White a winning move
      if (forcedWin(after, 0, 2)) {
        winning.add(m.hole());
      }
    }
    assertEquals(List.of(7), winning, "forcing first moves in " + s);
    assertTrue(GAME.legalMoves(s).size() >= 5, "too few choices in " + s);
    assertTrue(GAME.legalMoves(GAME.apply(s, ToguzMove.of(7))).size() >= 3, "too few replies");
    assertEquals("2S,1,3S,1S,3S,1,5S,1,5S/1S,1S,1,1S,2S,1,4S,1,3S 74 57 S 10", GAME.formatState(s));
  }

  @Test
  void alphaBeta_winInThree_findsHoleSevenWithAWinningValue() {
    for (int depth = 3; depth <= 5; depth++) {
      SearchResult<ToguzMove> r =
          alphaBetaWithQuiescence()
              .search(GAME, WIN_IN_THREE, Budget.ofDepth(depth), new SplittableRandom(1));
      String where = "depth " + depth + " in " + WIN_IN_THREE + ": " + r;
      assertEquals(7, r.move().hole(), where);
      assertEquals(1 - 3 * PLY, r.value(), where);
    }
  }

  @Test
  void alphaBeta_winInThree_withoutQuiescence_findsItToo() {
    SearchResult<ToguzMove> r =
        AlphaBeta.<ToguzState, ToguzMove>builder()
            .evaluation(GAME.evaluation())
            .quiescenceDepth(0)
            .build()
            .search(GAME, WIN_IN_THREE, Budget.ofDepth(3), new SplittableRandom(1));
    assertEquals(7, r.move().hole(), WIN_IN_THREE + ": " + r);
    assertEquals(1 - 3 * PLY, r.value(), WIN_IN_THREE + ": " + r);
  }

  @Test
  void mcts_winInThree_findsHoleSeven() {
    long seed = 20261301L;
    SearchResult<ToguzMove> r =
        Mcts.<ToguzState, ToguzMove>builder()
            .build()
            .search(GAME, WIN_IN_THREE, Budget.ofIterations(20_000), new SplittableRandom(seed));
    assertEquals(7, r.move().hole(), "seed " + seed + " in " + WIN_IN_THREE + ": " + r);
  }

  @Test
  void alphaBeta_withAndWithoutQuiescence_legalMovesAndQuiescenceUsed() {
    // after White's quiet 1 (it ends on White's own hole 9): most of Black's holes capture, and
    // the position is not symmetric (at the start, depth 2 values every line 0 by mirror image)
    ToguzState s = GAME.apply(GAME.start(), ToguzMove.of(1));
    AtomicLong noisyCalls = new AtomicLong();
    SearchAgent<ToguzState, ToguzMove> quiet =
        AlphaBeta.<ToguzState, ToguzMove>builder()
            .evaluation(GAME.evaluation())
            .quiescenceDepth(0)
            .build();
    SearchAgent<ToguzState, ToguzMove> noisy =
        AlphaBeta.<ToguzState, ToguzMove>builder()
            .evaluation(GAME.evaluation())
            .noisy(
                (state, move) -> {
                  noisyCalls.incrementAndGet();
                  return GAME.isNoisy(state, move);
                })
            .quiescenceDepth(8)
            .build();
    SearchResult<ToguzMove> a = quiet.search(GAME, s, Budget.ofDepth(2), new SplittableRandom(1));
    SearchResult<ToguzMove> b = noisy.search(GAME, s, Budget.ofDepth(2), new SplittableRandom(1));
    assertTrue(GAME.legalMoves(s).contains(a.move()), "without quiescence: " + a);
    assertTrue(GAME.legalMoves(s).contains(b.move()), "with quiescence: " + b);
    assertTrue(noisyCalls.get() > 0, "the noisy predicate was never asked");
    assertTrue(
        b.iterations() > a.iterations(),
        "quiescence searched no more nodes: " + a.iterations() + " vs " + b.iterations());
    assertNotEquals(a.value(), b.value(), "same value with and without quiescence: " + a + b);
  }

  @Test
  void alphaBetaDepthTwo_beatsRandom() {
    long seed = 20261302L;
    int games = 20;
    Agent<ToguzState, ToguzMove> bot =
        AlphaBeta.<ToguzState, ToguzMove>builder()
            .evaluation(GAME.evaluation())
            .quiescenceDepth(0)
            .depth(2)
            .build();
    Agent<ToguzState, ToguzMove> random = Agent.uniformRandom();
    SplittableRandom rng = new SplittableRandom(seed);
    int wins = 0;
    List<String> lost = new ArrayList<>();
    for (int g = 0; g < games; g++) {
      int seat = g % 2;
      var record =
          Playouts.play(
              GAME,
              GAME.start(),
              seat == 0 ? List.of(bot, random) : List.of(random, bot),
              rng,
              2000);
      ToguzState end = record.finalState(GAME);
      if (end.isOver() && GAME.result(end).returns(seat) > 0) {
        wins++;
      } else {
        lost.add("game " + g + " (seat " + seat + "): " + record.moves());
      }
    }
    assertTrue(wins >= 18, "won " + wins + " of " + games + ", seed " + seed + "; " + lost);
  }
}
