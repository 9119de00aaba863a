package dev.tabula.marrakech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.Agent;
import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.GameRecord;
import dev.tabula.core.Playouts;
import dev.tabula.search.Budget;
import dev.tabula.search.Expectimax;
import dev.tabula.search.SearchAgent;
import dev.tabula.search.SearchResult;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Expectimax on two-player Marrakech: legal and deterministic, avoids a costly rug (checked against
 * the exact expected payment of each facing), and beats a random player.
 */
class MarrakechSearchTest {
  private static final MarrakechGame GAME = Boards.game(2);

  private static SearchAgent<MarrakechState, MarrakechMove> expectimax(int depth) {
    return Expectimax.<MarrakechState, MarrakechMove>builder()
        .evaluation(GAME.evaluation())
        .depth(depth)
        .build();
  }

  /** Plays random moves from the start; returns the first decision state after {@code plies}. */
  private static MarrakechState randomState(long seed, int plies) {
    SplittableRandom random = new SplittableRandom(seed);
    MarrakechState s = GAME.start();
    for (int i = 0; i < plies || GAME.isChance(s); i++) {
      s = GAME.apply(s, Boards.randomMove(GAME, s, random));
    }
    return s;
  }

  /** Everything a search reports but its wall time. */
  private static List<Object> withoutTime(SearchResult<MarrakechMove> r) {
    return List.of(
        r.move(), r.value(), r.iterations(), r.depth(), r.principalVariation(), r.rootMoves());
  }

  @Test
  void expectimax_depthTwoAndThree_legalAndDeterministic() {
    for (long seed = 20261321L; seed < 20261326L; seed++) {
      MarrakechState s = randomState(seed, (int) (seed % 7) * 3);
      for (int depth = 2; depth <= 3; depth++) {
        SearchResult<MarrakechMove> a =
            expectimax(depth).search(GAME, s, Budget.ofDepth(depth), new SplittableRandom(seed));
        SearchResult<MarrakechMove> b =
            expectimax(depth).search(GAME, s, Budget.ofDepth(depth), new SplittableRandom(seed));
        String where = "seed " + seed + ", depth " + depth + ", " + s + ": " + a;
        assertTrue(GAME.legalMoves(s).contains(a.move()), where);
        assertEquals(withoutTime(a), withoutTime(b), where);
      }
    }
  }

  /**
   * Cyan (seat 0) turns Assam on (3,3), facing north. Ahead is one yellow region of four squares on
   * every square he can reach (the fourth step turns him round); left and right lie cyan's own rugs
   * (or nothing). Expectimax must not go ahead, and must pick a facing of least expected payment.
   */
  @Test
  void expectimax_facingChoice_avoidsTheOpponentsCostlyRug() {
    String board =
        Boards.board("..yy...", "...y...", "...y...", "ccc.ccc", "cc...cc", ".......", ".......");
    MarrakechState s = GAME.parseState(board + " 33N c8r12$30,y10p12$30 0Oc");
    assertEquals(0, GAME.currentPlayer(s), s.toString());
    List<MarrakechMove> facings = GAME.legalMoves(s);
    double best = Double.NEGATIVE_INFINITY;
    List<String> paid = new ArrayList<>();
    double[] expected = new double[facings.size()];
    for (int i = 0; i < facings.size(); i++) {
      MarrakechState rolled = GAME.apply(s, facings.get(i));
      double money = 0;
      for (ChanceOutcome<MarrakechMove> o : GAME.chanceOutcomes(rolled)) {
        money += o.probability() * GAME.apply(rolled, o.outcome()).money(0);
      }
      expected[i] = money;
      best = Math.max(best, money);
      paid.add(GAME.formatMove(s, facings.get(i)) + ": " + money);
    }
    double ahead = Double.NaN;
    for (int i = 0; i < facings.size(); i++) {
      if (GAME.apply(s, facings.get(i)).facing() == Facing.N) {
        ahead = expected[i];
      }
    }
    assertTrue(ahead < best, "going ahead should cost most: " + paid);
    for (int depth = 1; depth <= 3; depth++) {
      SearchResult<MarrakechMove> r =
          expectimax(depth).search(GAME, s, Budget.ofDepth(depth), new SplittableRandom(1));
      int chosen = facings.indexOf(r.move());
      assertEquals(best, expected[chosen], "depth " + depth + ", " + paid + ": " + r);
    }
  }

  @Test
  void expectimaxDepthTwo_beatsRandom() {
    long seed = 20261322L;
    int games = 20;
    Agent<MarrakechState, MarrakechMove> bot = expectimax(2);
    Agent<MarrakechState, MarrakechMove> random = Agent.uniformRandom();
    SplittableRandom rng = new SplittableRandom(seed);
    int wins = 0;
    List<String> lost = new ArrayList<>();
    for (int g = 0; g < games; g++) {
      int seat = g % 2;
      GameRecord<MarrakechState, MarrakechMove> record =
          Playouts.play(
              GAME,
              GAME.start(),
              seat == 0 ? List.of(bot, random) : List.of(random, bot),
              rng,
              GAME.maxGameLength());
      MarrakechState end = record.finalState(GAME);
      if (end.isOver() && GAME.result(end).returns(seat) > 0) {
        wins++;
      } else {
        lost.add("game " + g + " (seat " + seat + "): " + GAME.formatState(end));
      }
    }
    assertTrue(wins >= 16, "won " + wins + " of " + games + ", seed " + seed + "; " + lost);
  }
}
