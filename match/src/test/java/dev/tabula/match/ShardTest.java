package dev.tabula.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.Agent;
import dev.tabula.marrakech.MarrakechGame;
import dev.tabula.search.SearchAgent;
import dev.tabula.search.SearchResult;
import dev.tabula.toguz.ToguzEvaluation;
import dev.tabula.toguz.ToguzGame;
import dev.tabula.toguz.ToguzMove;
import dev.tabula.toguz.ToguzState;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** A match played in shards ({@link Match#run(long, long, MatchListener)}) adds up to it whole. */
class ShardTest {
  private static final long SEED = 20261123L;

  private static <S, M> MatchResult inShards(Match<S, M> match, long per, List<String> records) {
    MatchResult sum = null;
    // Shards in reverse order: the sum does not depend on the order.
    List<long[]> ranges = new ArrayList<>();
    for (long from = 0; from < match.plannedGames(); from += per) {
      ranges.add(new long[] {from, Math.min(match.plannedGames(), from + per)});
    }
    for (int i = ranges.size() - 1; i >= 0; i--) {
      List<String> shard = new ArrayList<>();
      MatchResult r =
          match.run(
              ranges.get(i)[0],
              ranges.get(i)[1],
              (g, soFar) -> shard.add(g.record().format(match.game())));
      assertEquals(ranges.get(i)[1] - ranges.get(i)[0], r.games());
      records.addAll(0, shard);
      sum = sum == null ? r : sum.plus(r);
    }
    return sum;
  }

  private static <S, M> List<String> records(Match<S, M> match, List<String> into) {
    match.run((g, soFar) -> into.add(g.record().format(match.game())));
    return into;
  }

  @Test
  void run_shards_addUpToTheWholeMatch_twoPlayers() {
    ToguzGame game = ToguzGame.standard();
    var match =
        Match.of(game)
            .bots(
                Bot.of("mc", BotSpecs.bot(game, "mc:10").agent()),
                Bot.of("random", Agent.uniformRandom()))
            .games(10)
            .randomOpenings(3)
            .concurrency(2)
            .seed(SEED);
    MatchResult whole = match.run();
    List<String> shardRecords = new ArrayList<>();
    MatchResult sum = inShards(match, 4, shardRecords);
    assertEquals(whole, sum);
    assertEquals(whole.pairs().pairs(), 5);
    assertEquals(records(match, new ArrayList<>()), shardRecords);
    assertEquals(MatchSummary.text(match, whole), MatchSummary.text(match, sum));
  }

  @Test
  void run_shards_addUpToTheWholeMatch_threePlayers() {
    MarrakechGame game = MarrakechGame.builder().players(3).build();
    var match =
        Match.of(game).agents(Agent.uniformRandom(), Agent.uniformRandom(), Agent.uniformRandom());
    match = match.games(9).seed(SEED).concurrency(1);
    MatchResult whole = match.run();
    MatchResult sum = inShards(match, 3, new ArrayList<>());
    assertEquals(whole.standings(), sum.standings());
    assertEquals(whole, sum);
  }

  @Test
  void run_shard_mustBeWholeRotationsWithoutSprt() {
    ToguzGame game = ToguzGame.standard();
    var match =
        Match.of(game).agents(Agent.uniformRandom(), Agent.uniformRandom()).games(6).seed(1);
    MatchListener<Object, Object> none = (g, s) -> {};
    @SuppressWarnings({"unchecked", "rawtypes"})
    Match<Object, Object> m = (Match) match;
    assertThrows(IllegalArgumentException.class, () -> m.run(1, 4, none));
    assertThrows(IllegalArgumentException.class, () -> m.run(0, 3, none));
    assertThrows(IllegalArgumentException.class, () -> m.run(2, 2, none));
    assertThrows(IllegalArgumentException.class, () -> m.run(0, 8, none));
    assertThrows(IllegalArgumentException.class, () -> m.run(-2, 2, none));
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> m.sprt(Sprt.of(0, 10)).run(0, 2, none));
    assertTrue(e.getMessage().contains("sequential test"), e.getMessage());
  }

  @Test
  void plus_otherMatch_fails() {
    ToguzGame game = ToguzGame.standard();
    var match =
        Match.of(game).agents(Agent.uniformRandom(), Agent.uniformRandom()).games(2).seed(1);
    MatchResult a = match.run();
    MatchResult b = match.seed(2).run();
    assertThrows(IllegalArgumentException.class, () -> a.plus(b));
    MatchResult withTest = match.sprt(Sprt.of(0, 10)).run();
    assertThrows(IllegalArgumentException.class, () -> a.plus(withTest));
    assertEquals(4, a.plus(a).games());
    assertEquals(a.standings().plus(a.standings()), a.plus(a).standings());
    assertThrows(IllegalArgumentException.class, () -> a.standings().plus(Standings.empty(3)));
  }

  @Test
  void matchResult_serializes() throws IOException, ClassNotFoundException {
    ToguzGame game = ToguzGame.standard();
    MatchResult r =
        Match.of(game).agents(Agent.uniformRandom(), Agent.uniformRandom()).games(4).seed(3).run();
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(r);
    }
    try (ObjectInputStream in =
        new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
      assertEquals(r, in.readObject());
    }
  }

  @Test
  void pentanomial_plus_addsEachCount() {
    Pentanomial a = new Pentanomial(1, 2, 3, 4, 5);
    assertEquals(new Pentanomial(11, 22, 33, 44, 55), a.plus(new Pentanomial(10, 20, 30, 40, 50)));
  }

  @Test
  void botSpecs_fillUpAndReject() {
    ToguzGame game = ToguzGame.standard();
    var bots = BotSpecs.parse(game, "mcts:50");
    assertEquals(List.of("mcts:50", "mcts:50"), bots.stream().map(BotSpecs.Named::name).toList());
    assertEquals("alphabeta:depth=3", BotSpecs.bot(game, "alphabeta:depth=3").name());
    assertEquals("alphabeta:depth=3", BotSpecs.bot(game, "alphabeta:depth=3:lmr=off").name());
    assertEquals(
        "alphabeta:time=50ms:lmr=on", BotSpecs.bot(game, "alphabeta:lmr=on:time=50ms").name());
    assertEquals(
        "alphabeta:depth=3:aspiration=0",
        BotSpecs.bot(game, "alphabeta:depth=3:aspiration=0").name());
    assertEquals(
        "alphabeta:depth=3", BotSpecs.bot(game, "alphabeta:aspiration=0.1:depth=3").name());
    assertEquals(
        "alphabeta:time=50ms:threads=2",
        BotSpecs.bot(game, "alphabeta:threads=2:time=50ms").name());
    assertEquals("alphabeta:depth=3", BotSpecs.bot(game, "alphabeta:depth=3:threads=1").name());
    assertEquals(
        "alphabeta:depth=3:table=1024", BotSpecs.bot(game, "alphabeta:table=1024:depth=3").name());
    assertEquals("alphabeta:depth=3", BotSpecs.bot(game, "alphabeta:table=262144:depth=3").name());
    assertEquals(
        "alphabeta:depth=3:table=0", BotSpecs.bot(game, "alphabeta:depth=3:table=0").name());
    assertEquals(
        "bad bot 'alphabeta:table=1000': table needs 0 or a power of two from 2 to 268435456,"
            + " got '1000'",
        assertThrows(
                IllegalArgumentException.class, () -> BotSpecs.bot(game, "alphabeta:table=1000"))
            .getMessage());
    assertEquals(
        "bad bot 'alphabeta:threads=0': threads needs a whole number from 1 to 256, got '0'",
        assertThrows(
                IllegalArgumentException.class, () -> BotSpecs.bot(game, "alphabeta:threads=0"))
            .getMessage());
    assertEquals(
        "bad bot 'alphabeta:aspiration=2': aspiration needs a number from 0 to 1, got '2'",
        assertThrows(
                IllegalArgumentException.class, () -> BotSpecs.bot(game, "alphabeta:aspiration=2"))
            .getMessage());
    // MCTS scoring its leaves by an evaluation names it, even the standard one
    assertEquals(
        "mcts:iterations=1000:eval=standard", BotSpecs.bot(game, "mcts:eval=standard").name());
    assertEquals(
        "mcts:time=50ms:eval=hand:playout=4",
        BotSpecs.bot(game, "mcts:playout=4:eval=hand:time=50ms").name());
    assertEquals("mcts:iterations=1000:playout=0", BotSpecs.bot(game, "mcts:playout=0").name());
    assertEquals(
        "mcts:iterations=1000:exploration=0.7", BotSpecs.bot(game, "mcts:exploration=0.7").name());
    assertEquals("mcts:iterations=1000", BotSpecs.bot(game, "mcts:exploration=1.4").name());
    // MCTS with priors names them, and their temperature unless it is the default
    assertEquals(
        "mcts:time=20ms:prior=standard",
        BotSpecs.bot(game, "mcts:prior=standard:time=20ms").name());
    assertEquals(
        "mcts:iterations=1000:prior=hand:temperature=0.25",
        BotSpecs.bot(game, "mcts:temperature=0.25:prior=hand").name());
    assertEquals(
        "mcts:iterations=1000:prior=hand",
        BotSpecs.bot(game, "mcts:prior=hand:temperature=0.1").name());
    assertEquals(
        BotSpecs.bot(game, "mcts:iterations=1000:prior=hand:temperature=0.25").name(),
        BotSpecs.bot(game, BotSpecs.bot(game, "mcts:temperature=0.25:prior=hand").name()).name());
    assertEquals(
        "bad bot 'mcts:exploration=1e3': exploration needs a number from 0 to 100, got '1e3'",
        assertThrows(
                IllegalArgumentException.class, () -> BotSpecs.bot(game, "mcts:exploration=1e3"))
            .getMessage());
    assertTrue(
        assertThrows(IllegalArgumentException.class, () -> BotSpecs.parse(game, "a,b,c"))
            .getMessage()
            .contains("3 bots"));
    assertTrue(
        assertThrows(IllegalArgumentException.class, () -> BotSpecs.bot(game, "mcts:time=x"))
            .getMessage()
            .contains("time needs a duration"));
  }

  @Test
  void botSpecs_mctsWithAnEvaluation_scoresEachNewLeafByIt() {
    // nine iterations from the start: each move's child once, worth the evaluation of the child
    ToguzGame game = ToguzGame.standard();
    var agent =
        (SearchAgent<ToguzState, ToguzMove>)
            BotSpecs.bot(game, "mcts:iterations=9:eval=hand").agent();
    ToguzState start = game.start();
    SearchResult<ToguzMove> r =
        agent.search(game, start, agent.defaultBudget(), new SplittableRandom(1));
    assertEquals(9, r.rootMoves().size());
    for (SearchResult.RootMove<ToguzMove> m : r.rootMoves()) {
      assertEquals(1, m.visits(), m.toString());
      assertEquals(
          ToguzEvaluation.standard().evaluate(game.apply(start, m.move()), 0),
          m.value(),
          1e-12,
          m.toString());
    }
    // a random playout instead gives a finished game's value: +-1 or 0
    var playing =
        (SearchAgent<ToguzState, ToguzMove>) BotSpecs.bot(game, "mcts:iterations=9").agent();
    for (SearchResult.RootMove<ToguzMove> m :
        playing.search(game, start, playing.defaultBudget(), new SplittableRandom(1)).rootMoves()) {
      assertTrue(Math.abs(m.value()) == 1 || m.value() == 0, m.toString());
    }
  }
}
