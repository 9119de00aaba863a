package dev.tabula.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.testkit.fixtures.RandomTree;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The searches' progress reports ({@link SearchAgent#search(dev.tabula.core.Game, Object, Budget,
 * java.util.random.RandomGenerator, java.util.function.Consumer)}) and the root moves' lines.
 */
class ProgressTest {
  private static final int TREES = 60;

  private static SearchAgent<RandomTree.Node, Integer> alphaBeta(RandomTree tree, boolean exact) {
    return AlphaBeta.<RandomTree.Node, Integer>builder()
        .evaluation(tree::evaluate)
        .exactRootValues(exact)
        .build();
  }

  @Test
  void alphaBeta_reportsEveryIteration_andTheLastIsTheResult() {
    for (long seed = 0; seed < TREES; seed++) {
      RandomTree tree = RandomTree.twoPlayer(14, 5, seed);
      Budget budget = Budget.ofDepth(2 + (int) (seed % 5));
      List<SearchResult<Integer>> reports = new ArrayList<>();
      SearchResult<Integer> r =
          alphaBeta(tree, false)
              .search(tree, tree.start(), budget, new SplittableRandom(seed), reports::add);
      SearchResult<Integer> quiet =
          alphaBeta(tree, false).search(tree, tree.start(), budget, new SplittableRandom(seed));
      String why = SearchTesting.describe(tree, seed, tree.start(), r);
      assertFalse(reports.isEmpty(), why);
      for (int i = 0; i < reports.size(); i++) {
        assertEquals(i + 1, reports.get(i).depth(), why); // one report per iteration, in order
      }
      SearchResult<Integer> last = reports.get(reports.size() - 1);
      assertEquals(r.depth(), last.depth(), why);
      assertEquals(r.move(), last.move(), why);
      assertEquals(r.value(), last.value(), why);
      assertEquals(r.principalVariation(), last.principalVariation(), why);
      assertEquals(r.rootMoves(), last.rootMoves(), why);
      // following the search changes nothing it finds
      assertEquals(quiet.move(), r.move(), why);
      assertEquals(quiet.value(), r.value(), why);
      assertEquals(quiet.iterations(), r.iterations(), why);
      assertEquals(quiet.principalVariation(), r.principalVariation(), why);
      assertEquals(quiet.rootMoves(), r.rootMoves(), why);
    }
  }

  @Test
  void alphaBeta_rootLines_startWithTheirMove_andTheBestIsThePrincipalVariation() {
    for (long seed = 0; seed < TREES; seed++) {
      RandomTree tree = RandomTree.twoPlayer(14, 5, seed);
      SearchResult<Integer> r =
          alphaBeta(tree, true)
              .search(tree, tree.start(), Budget.ofDepth(5), new SplittableRandom(seed));
      String why = SearchTesting.describe(tree, seed, tree.start(), r);
      for (SearchResult.RootMove<Integer> rm : r.rootMoves()) {
        assertFalse(rm.line().isEmpty(), why);
        assertEquals(rm.move(), rm.line().get(0), why);
        if (rm.move().equals(r.move())) {
          assertEquals(r.principalVariation(), rm.line(), why);
        }
        RandomTree.Node s = tree.start();
        for (Integer m : rm.line()) {
          assertTrue(tree.legalMoves(s).contains(m), why); // a line of legal moves
          s = tree.apply(s, m);
        }
      }
    }
  }

  @Test
  void expectimax_reportsEveryIteration() {
    RandomTree tree = new RandomTree(3, 7, 5, 30, 2);
    List<Integer> depths = new ArrayList<>();
    SearchResult<Integer> r =
        Expectimax.<RandomTree.Node, Integer>builder()
            .evaluation(tree::evaluate)
            .build()
            .search(
                tree,
                tree.start(),
                Budget.ofDepth(4),
                new SplittableRandom(1),
                x -> depths.add(x.depth()));
    assertEquals(List.of(1, 2, 3, 4).subList(0, r.depth()), depths);
  }

  @Test
  void mcts_reportsOnce_theResult_withRootLines() {
    RandomTree tree = RandomTree.twoPlayer(10, 4, 3);
    List<SearchResult<Integer>> reports = new ArrayList<>();
    SearchResult<Integer> r =
        Mcts.<RandomTree.Node, Integer>builder()
            .iterations(500)
            .build()
            .search(
                tree,
                tree.start(),
                Budget.ofIterations(500),
                new SplittableRandom(1),
                reports::add);
    assertEquals(1, reports.size());
    assertSame(r, reports.get(0));
    for (SearchResult.RootMove<Integer> rm : r.rootMoves()) {
      if (rm.visits() == 0) {
        assertTrue(rm.line().isEmpty());
      } else {
        assertEquals(rm.move(), rm.line().get(0));
      }
      if (rm.move().equals(r.move())) {
        assertEquals(r.principalVariation(), rm.line());
      }
    }
  }

  @Test
  void progress_thatThrows_endsTheSearch() {
    RandomTree tree = RandomTree.twoPlayer(14, 5, 1);
    IllegalStateException stop = new IllegalStateException("enough");
    IllegalStateException e =
        assertThrows(
            IllegalStateException.class,
            () ->
                alphaBeta(tree, false)
                    .search(
                        tree,
                        tree.start(),
                        Budget.ofDepth(6),
                        new SplittableRandom(1),
                        x -> {
                          throw stop;
                        }));
    assertSame(stop, e);
  }

  @Test
  void progress_null_isRefused() {
    RandomTree tree = RandomTree.twoPlayer(14, 5, 1);
    assertThrows(
        NullPointerException.class,
        () ->
            alphaBeta(tree, false)
                .search(tree, tree.start(), Budget.ofDepth(2), new SplittableRandom(1), null));
  }
}
