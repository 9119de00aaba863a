package dev.tabula.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.Evaluation;
import dev.tabula.core.Game;
import dev.tabula.testkit.fixtures.Race;
import dev.tabula.testkit.fixtures.RandomTree;
import dev.tabula.testkit.fixtures.TakeAway;
import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ExpectimaxTest {
  private static final int TREES = 120;
  private static final double TOLERANCE = 1e-12;

  /** Checks the search against brute-force max-n at the depth it reached. */
  private static <S, M> void assertMatchesBruteForce(
      Game<S, M> game, Evaluation<S> evaluation, long seed, S root, int depth) {
    SearchAgent<S, M> agent = Expectimax.<S, M>builder().evaluation(evaluation).build();
    SearchResult<M> r = agent.search(game, root, Budget.ofDepth(depth), new SplittableRandom(seed));
    String why = "depth " + depth + ", " + SearchTesting.describe(game, seed, root, r);
    int me = game.currentPlayer(root);
    List<M> moves = game.legalMoves(root);
    double[] values = new double[moves.size()];
    for (int i = 0; i < values.length; i++) {
      values[i] =
          SearchTesting.maxN(game, evaluation, game.apply(root, moves.get(i)), r.depth() - 1, 1)[
              me];
      assertEquals(values[i], r.rootMoves().get(i).value(), TOLERANCE, why);
    }
    assertTrue(r.depth() <= depth, why);
    // The same at full depth when the search stopped early, having reached the end of every line.
    double[] full = new double[moves.size()];
    for (int i = 0; i < full.length; i++) {
      full[i] =
          SearchTesting.maxN(game, evaluation, game.apply(root, moves.get(i)), depth - 1, 1)[me];
    }
    int best = SearchTesting.firstMax(full);
    assertEquals(full[best], r.value(), TOLERANCE, why);
    assertEquals(game.legalMoves(root).get(best), r.move(), why);
  }

  @ParameterizedTest(name = "{0} players")
  @ValueSource(ints = {2, 3})
  void search_equalsBruteForceExpectation_onRandomTreesWithChance(int players) {
    for (long seed = 0; seed < TREES; seed++) {
      RandomTree tree = new RandomTree(players, 7, 5, 30, seed);
      int depth = 1 + (int) (seed % 7);
      assertMatchesBruteForce(tree, tree::evaluate, seed, tree.start(), depth);
    }
  }

  @ParameterizedTest(name = "{0} players")
  @ValueSource(ints = {2, 3})
  void search_wholeTree_equalsExactExpectedReturns(int players) {
    // Deep enough to reach the end of every line: no evaluation is used, the value is the expected
    // (discounted) return under max-n play.
    for (long seed = 0; seed < 40; seed++) {
      RandomTree tree = new RandomTree(players, 6, 5, 40, seed);
      SearchResult<Integer> r =
          Expectimax.<RandomTree.Node, Integer>builder()
              .evaluation(Evaluation.none())
              .build()
              .search(tree, tree.start(), Budget.ofDepth(20), new SplittableRandom(seed));
      double[] exact = SearchTesting.maxN(tree, Evaluation.none(), tree.start(), 99, 0);
      String why = SearchTesting.describe(tree, seed, tree.start(), r);
      assertEquals(exact[tree.currentPlayer(tree.start())], r.value(), TOLERANCE, why);
      assertTrue(r.depth() <= 6, why); // stopped when no line reached the horizon
    }
  }

  @Test
  void search_race_equalsExactExpectation() {
    Race race = Race.INSTANCE;
    for (String position : new String[] {"4,4,0", "3,5,0", "5,3,1", "2,4,1"}) {
      Race.State root = race.parseState(position);
      assertMatchesBruteForce(race, Evaluation.none(), 0, root, 30);
    }
  }

  @Test
  void search_threePlayerTakeAway_findsTheWin() {
    // Three players, whoever takes the last stone wins: from 3 stones, taking all 3 wins at once.
    TakeAway game = new TakeAway(3, 10);
    TakeAway.State root = new TakeAway.State(3, 1, 1);
    SearchResult<Integer> r =
        Expectimax.<TakeAway.State, Integer>builder()
            .evaluation(Evaluation.none())
            .build()
            .search(game, root, Budget.ofDepth(5), new SplittableRandom(1));
    assertEquals(3, r.move(), SearchTesting.describe(game, 1, root, r));
    assertEquals(1 - SearchTesting.PLY, r.value(), TOLERANCE);
    for (int pile = 1; pile <= 9; pile++) {
      assertMatchesBruteForce(game, Evaluation.none(), pile, new TakeAway.State(pile, 0, 1), 12);
    }
  }

  @Test
  void search_twoPlayerZeroSum_agreesWithAlphaBeta() {
    for (long seed = 0; seed < 60; seed++) {
      RandomTree tree = RandomTree.twoPlayer(8, 6, seed);
      Budget budget = Budget.ofDepth(1 + (int) (seed % 6));
      SearchResult<Integer> em =
          Expectimax.<RandomTree.Node, Integer>builder()
              .evaluation(tree::evaluate)
              .build()
              .search(tree, tree.start(), budget, new SplittableRandom(seed));
      SearchResult<Integer> ab =
          AlphaBeta.<RandomTree.Node, Integer>builder()
              .evaluation(tree::evaluate)
              .build()
              .search(tree, tree.start(), budget, new SplittableRandom(seed));
      String why = SearchTesting.describe(tree, seed, tree.start(), em);
      assertEquals(ab.move(), em.move(), why);
      assertEquals(ab.value(), em.value(), TOLERANCE, why);
    }
  }

  @Test
  void search_nodeBudget_neverExceeded() {
    RandomTree tree = new RandomTree(3, 60, 200, 30, 3);
    for (long nodes : new long[] {1, 2, 10, 100, 1000, 5000}) {
      SearchResult<Integer> r =
          Expectimax.<RandomTree.Node, Integer>builder()
              .evaluation(tree::evaluate)
              .build()
              .search(tree, tree.start(), Budget.ofIterations(nodes), new SplittableRandom(1));
      String why = nodes + " nodes: " + SearchTesting.describe(tree, 3, tree.start(), r);
      assertTrue(r.iterations() <= nodes, why);
      assertTrue(tree.legalMoves(tree.start()).contains(r.move()), why);
    }
  }

  @Test
  void search_depthAndTimeBudgets_respected() {
    RandomTree tree = new RandomTree(3, 500, 1_000_000, 30, 4);
    for (int depth = 1; depth <= 5; depth++) {
      SearchResult<Integer> r =
          Expectimax.<RandomTree.Node, Integer>builder()
              .evaluation(tree::evaluate)
              .build()
              .search(tree, tree.start(), Budget.ofDepth(depth), new SplittableRandom(1));
      assertTrue(r.depth() <= depth, SearchTesting.describe(tree, 4, tree.start(), r));
    }
    SearchResult<Integer> timed =
        Expectimax.<RandomTree.Node, Integer>builder()
            .evaluation(tree::evaluate)
            .build()
            .search(
                tree, tree.start(), Budget.ofTime(Duration.ofMillis(20)), new SplittableRandom(1));
    assertTrue(tree.legalMoves(tree.start()).contains(timed.move()));
  }

  @Test
  void search_sameSeedAndDepth_sameResult() {
    RandomTree tree = new RandomTree(3, 12, 8, 30, 9);
    SearchAgent<RandomTree.Node, Integer> em =
        Expectimax.<RandomTree.Node, Integer>builder().evaluation(tree::evaluate).depth(6).build();
    SearchResult<Integer> a =
        em.search(tree, tree.start(), Budget.ofDepth(6), new SplittableRandom(2));
    SearchResult<Integer> b =
        em.search(tree, tree.start(), Budget.ofDepth(6), new SplittableRandom(2));
    String why = SearchTesting.describe(tree, 9, tree.start(), a);
    assertEquals(a.move(), b.move(), why);
    assertEquals(a.value(), b.value(), why);
    assertEquals(a.iterations(), b.iterations(), why);
    assertEquals(a.principalVariation(), b.principalVariation(), why);
    assertEquals(a.rootMoves(), b.rootMoves(), why);
    assertEquals(a.move(), em.choose(tree, tree.start(), new SplittableRandom(3)), why);
  }

  @Test
  void search_chanceRoot_refused() {
    Race race = Race.INSTANCE;
    SearchAgent<Race.State, Race.Move> em =
        Expectimax.builder().evaluation(Evaluation.none()).build();
    assertThrows(
        IllegalArgumentException.class,
        () ->
            em.search(race, race.parseState("1,0,c0"), Budget.ofDepth(2), new SplittableRandom(1)));
  }
}
