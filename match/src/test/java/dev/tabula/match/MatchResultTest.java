package dev.tabula.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.Agent;
import dev.tabula.core.GameResult;
import dev.tabula.search.FlatMonteCarlo;
import dev.tabula.toguz.ToguzGame;
import dev.tabula.toguz.ToguzMove;
import dev.tabula.toguz.ToguzState;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The one Elo difference of a two-bot match, and what a game did for each bot. */
class MatchResultTest {

  private static MatchResult twoBots(Standings standings, Pentanomial pairs) {
    return new MatchResult(
        List.of("a", "b"),
        standings.games(),
        standings,
        pairs,
        null,
        Double.NaN,
        List.of(0L, 0L),
        MatchResult.Status.FINISHED,
        1);
  }

  /** Bot 0's games as wins, draws and losses, seats alternating as in a match. */
  private static Standings standings(int wins, int draws, int losses) {
    Standings st = Standings.empty(2);
    int game = 0;
    for (int[] kind : new int[][] {{wins, 1, 0}, {draws, 0, 0}, {losses, 0, 1}}) {
      for (int i = 0; i < kind[0]; i++, game++) {
        int[] botAtSeat = game % 2 == 0 ? new int[] {0, 1} : new int[] {1, 0};
        long[] scores = new long[2];
        scores[game % 2 == 0 ? 0 : 1] = kind[1];
        scores[game % 2 == 0 ? 1 : 0] = kind[2];
        st = st.plus(botAtSeat, GameResult.byScores(scores));
      }
    }
    return st;
  }

  @Test
  void elo_pairsThatVary_isThePairsEstimate() {
    Pentanomial pairs = new Pentanomial(2, 10, 20, 14, 4); // 50 pairs, 100 games
    MatchResult r = twoBots(standings(34, 38, 28), pairs);
    assertEquals(pairs.elo(), r.elo());
    assertTrue(
        !r.elo().equals(r.standings().score(0, 1).elo()), "the games' interval is another one");
  }

  @Test
  void elo_pairsWithoutVariance_isTheGamesEstimate() {
    // Two pairs that each scored 1 (a win and a loss): the pairs' interval is a point.
    MatchResult r = twoBots(standings(2, 0, 2), new Pentanomial(0, 0, 2, 0, 0));
    assertEquals(r.standings().score(0, 1).elo(), r.elo());
    assertTrue(r.elo().lower() < r.elo().upper());
    // One pair only: the games' too.
    MatchResult one = twoBots(standings(2, 0, 0), new Pentanomial(0, 0, 0, 0, 1));
    assertEquals(one.standings().score(0, 1).elo(), one.elo());
  }

  @Test
  void elo_moreBots_refused() {
    MatchResult r =
        new MatchResult(
            List.of("a", "b", "c"),
            3,
            Standings.empty(3),
            Pentanomial.ZERO,
            null,
            Double.NaN,
            List.of(0L, 0L, 0L),
            MatchResult.Status.FINISHED,
            1);
    IllegalStateException e = assertThrows(IllegalStateException.class, r::elo);
    assertTrue(e.getMessage().contains("score(bot, opponent).elo()"), e.getMessage());
  }

  @Test
  void summary_printsTheResultsElo_byItsToString() {
    Match<ToguzState, ToguzMove> match =
        Match.of(ToguzGame.standard()).agents(Agent.uniformRandom(), Agent.uniformRandom());
    MatchResult r = twoBots(standings(34, 38, 28), new Pentanomial(2, 10, 20, 14, 4));
    String text = MatchSummary.text(match, r);
    String line = "Elo difference: " + r.elo() + ", LOS ";
    assertTrue(text.contains("\n" + line), text);
    assertTrue(MatchSummary.live(r).contains("  Elo " + r.elo()), MatchSummary.live(r));
    // The format, pinned: signed, one decimal, both ends. 6 wins, 2 draws, 2 losses: score 0.7,
    // variance per game 0.16, so 0.7 +- 1.96 * 0.4 / sqrt(10) = [0.452, 0.948]: 400 log10(s / (1 -
    // s)) of the three is 147.2, -33.4 and 504.0.
    assertEquals(
        "+147.2 (95% interval -33.4 to +504.0)",
        twoBots(standings(6, 2, 2), new Pentanomial(0, 0, 1, 0, 0)).elo().toString());
  }

  @Test
  void resultByBot_creditsEachBotWhereverItSat() {
    Match<ToguzState, ToguzMove> match =
        Match.of(ToguzGame.standard())
            .agents(
                Agent.uniformRandom(),
                FlatMonteCarlo.builder().iterations(18).maxPlayoutPlies(1000).build())
            .games(8)
            .concurrency(1)
            .seed(3);
    List<MatchGame<ToguzState, ToguzMove>> games = new ArrayList<>();
    MatchResult r = match.run((g, soFar) -> games.add(g));
    Score byHand = Score.ZERO;
    for (MatchGame<ToguzState, ToguzMove> g : games) {
      GameResult byBot = g.resultByBot();
      for (int bot = 0; bot < 2; bot++) {
        int seat = g.seatOf(bot);
        assertEquals(bot, g.botAtSeat().get(seat));
        assertEquals(g.result().returns(seat), byBot.returns(bot));
        assertEquals(g.result().rank(seat), byBot.rank(bot));
        assertEquals(g.result().score(seat), byBot.score(bot));
      }
      byHand = byHand.plus((byBot.returns(0) + 1) / 2);
    }
    assertEquals(r.standings().score(0, 1), byHand, "credited as the standings credit it");
    assertThrows(IllegalArgumentException.class, () -> games.get(0).seatOf(2));
  }
}
