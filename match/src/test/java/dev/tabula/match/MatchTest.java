package dev.tabula.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.Agent;
import dev.tabula.core.Game;
import dev.tabula.core.GameRecord;
import dev.tabula.core.GameResult;
import dev.tabula.core.Player;
import dev.tabula.core.PlayerFailure;
import dev.tabula.core.TimeControl;
import dev.tabula.marrakech.MarrakechGame;
import dev.tabula.search.AlphaBeta;
import dev.tabula.search.FlatMonteCarlo;
import dev.tabula.stacksnake.StackSnakeGame;
import dev.tabula.toguz.ToguzGame;
import dev.tabula.toguz.ToguzMove;
import dev.tabula.toguz.ToguzState;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.LongConsumer;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

class MatchTest {
  private static final long SEED = 20261122L;

  /** Runs the match and returns every game the listener was told about, in order. */
  private static <S, M> List<MatchGame<S, M>> games(
      Match<S, M> match, AtomicReference<MatchResult> last) {
    List<MatchGame<S, M>> games = new ArrayList<>();
    MatchResult r =
        match.run(
            (g, soFar) -> {
              games.add(g);
              assertEquals(games.size(), soFar.get().games(), "the result so far counts this game");
            });
    last.set(r);
    return games;
  }

  private static <S, M> List<String> formatted(Game<S, M> game, List<MatchGame<S, M>> games) {
    List<String> out = new ArrayList<>();
    for (MatchGame<S, M> g : games) {
      out.add(g.record().format(game));
    }
    return out;
  }

  @Test
  void run_twoPlayers_everyOpeningFromBothSeatsInOrder() {
    ToguzGame game = ToguzGame.standard();
    Match<?, ?> m = Match.of(game).agents(Agent.uniformRandom(), Agent.uniformRandom());
    var match =
        Match.of(game)
            .bots(Bot.of("a", Agent.uniformRandom()), Bot.of("b", Agent.uniformRandom()))
            .games(5)
            .concurrency(2)
            .seed(SEED);
    assertEquals(6, match.plannedGames(), "5 games round up to 3 pairs");
    assertEquals(2, m.plannedGames());
    AtomicReference<MatchResult> last = new AtomicReference<>();
    var games = games(match, last);
    assertEquals(6, games.size());
    for (int i = 0; i < games.size(); i++) {
      var g = games.get(i);
      assertEquals(i, g.index());
      assertEquals(i / 2, g.opening());
      assertEquals(i % 2 == 0 ? List.of(0, 1) : List.of(1, 0), g.botAtSeat());
      assertEquals(i % 2 == 0 ? "a,b" : "b,a", g.record().tags().get("Bots"));
      assertEquals(Integer.toString(i + 1), g.record().tags().get("Round"));
      assertEquals(g.result().token(), g.record().result());
      assertTrue(g.record().resultProblem(game).isEmpty(), g.record().format(game));
      assertNull(g.termination());
    }
    MatchResult r = last.get();
    assertEquals(MatchResult.Status.FINISHED, r.status());
    assertEquals(6, r.games());
    assertEquals(3, r.pairs().pairs());
    assertEquals(List.of("a", "b"), r.bots());
    assertEquals(SEED, r.seed());
    assertEquals(6, r.standings().score(0, 1).games());
  }

  @Test
  void run_sameSeed_sameGamesWhateverTheConcurrency() {
    ToguzGame game = ToguzGame.standard();
    var base =
        Match.of(game)
            .bots(
                Bot.of("mc", FlatMonteCarlo.builder().iterations(18).maxPlayoutPlies(1000).build()),
                Bot.of("random", Agent.uniformRandom()))
            .games(12)
            .randomOpenings(4)
            .seed(SEED);
    AtomicReference<MatchResult> one = new AtomicReference<>();
    AtomicReference<MatchResult> three = new AtomicReference<>();
    List<String> a = formatted(game, games(base.concurrency(1), one));
    List<String> b = formatted(game, games(base.concurrency(3), three));
    assertEquals(a, b, "seed " + SEED);
    assertEquals(one.get().standings().score(0, 1), three.get().standings().score(0, 1));
    assertEquals(one.get().pairs(), three.get().pairs());
    List<String> c = formatted(game, games(base.seed(SEED + 1).concurrency(2), one));
    assertNotEquals(a, c, "another seed, other games");
  }

  @Test
  void run_rotatedGamesSeeTheSameDeal() {
    StackSnakeGame game = StackSnakeGame.standard();
    var match =
        Match.of(game)
            .agents(Agent.uniformRandom(), Agent.uniformRandom())
            .games(8)
            .concurrency(2)
            .seed(SEED);
    var games = games(match, new AtomicReference<>());
    for (int k = 0; k < 4; k++) {
      var first = games.get(2 * k).record().moves();
      var second = games.get(2 * k + 1).record().moves();
      // The deal is the first 19 plies, all chance: both seatings of an opening get the same one.
      assertEquals(first.subList(0, 19), second.subList(0, 19), "opening " + k + ", seed " + SEED);
    }
    assertNotEquals(
        games.get(0).record().moves().subList(0, 19), games.get(2).record().moves().subList(0, 19));
  }

  @Test
  void run_threePlayers_allRotationsAndTheSameFirstRoll() {
    MarrakechGame game = MarrakechGame.builder().players(3).build();
    var match =
        Match.of(game)
            .agents(Agent.uniformRandom(), Agent.uniformRandom(), Agent.uniformRandom())
            .games(4)
            .randomOpenings(3)
            .seed(SEED);
    assertEquals(6, match.plannedGames());
    AtomicReference<MatchResult> last = new AtomicReference<>();
    var games = games(match, last);
    assertEquals(List.of(0, 1, 2), games.get(0).botAtSeat());
    assertEquals(List.of(2, 0, 1), games.get(1).botAtSeat());
    assertEquals(List.of(1, 2, 0), games.get(2).botAtSeat());
    for (int k = 0; k < 2; k++) {
      for (int r = 0; r < 3; r++) {
        assertEquals(match.opening(k), games.get(3 * k + r).record().start());
      }
    }
    assertEquals(6, last.get().standings().games());
    assertEquals(Pentanomial.ZERO, last.get().pairs(), "pairs are for two players");
    double places = 0;
    for (int b = 0; b < 3; b++) {
      places += last.get().standings().meanPlace(b);
    }
    // Places 1, 2, 3 sum to 6; ties share the better place (1, 1, 3), so never more.
    assertTrue(places > 3 && places <= 6 + 1e-9, "mean places " + places);
  }

  @Test
  void opening_givenPositionsInTurn_randomOnesSeeded() {
    ToguzGame game = ToguzGame.standard();
    var a = game.apply(game.start(), game.legalMoves(game.start()).get(0));
    var b = game.apply(game.start(), game.legalMoves(game.start()).get(1));
    var given = Match.of(game).openings(List.of(a, b));
    assertSame(a, given.opening(0));
    assertSame(b, given.opening(1));
    assertSame(a, given.opening(2));
    var random = Match.of(game).randomOpenings(6).seed(SEED);
    assertEquals(random.opening(3), random.seed(SEED).opening(3));
    assertNotEquals(random.opening(3), random.opening(4));
    assertEquals(game.start(), Match.of(game).opening(7));
    assertThrows(IllegalArgumentException.class, () -> Match.of(game).openings(List.of()));
  }

  @Test
  void run_sprtStopsAtAPairAndTheSameWayAtAnyConcurrency() {
    ToguzGame game = ToguzGame.standard();
    var base =
        Match.of(game)
            .bots(
                Bot.of("mc", FlatMonteCarlo.builder().iterations(27).maxPlayoutPlies(1000).build()),
                Bot.of("random", Agent.uniformRandom()))
            .games(1000)
            .sprt(new Sprt(0, 200, 0.05, 0.05))
            .seed(SEED);
    AtomicReference<MatchResult> one = new AtomicReference<>();
    AtomicReference<MatchResult> two = new AtomicReference<>();
    var g1 = formatted(game, games(base.concurrency(1), one));
    var g2 = formatted(game, games(base.concurrency(2), two));
    MatchResult r = one.get();
    assertEquals(MatchResult.Status.SPRT_STOPPED, r.status(), "seed " + SEED);
    assertEquals(Sprt.Decision.ACCEPT_H1, r.decision());
    assertTrue(r.games() < 1000 && r.games() % 2 == 0, "stopped at a pair: " + r.games());
    assertEquals(g1, g2);
    assertEquals(r.games(), two.get().games());
    assertTrue(r.llr() >= r.sprt().upperBound());
  }

  /**
   * An agent that misbehaves in the given way: throws or answers null at its first turn, or answers
   * an illegal move as soon as there is one it can name.
   */
  private static <S, M> Agent<S, M> misbehaving(String how) {
    return (game, state, random) ->
        switch (how) {
          case "throw" -> throw new IllegalStateException("boom");
          case "null" -> null;
          case "illegal" -> {
            // A move that is legal at the start but not here (an emptied pit), once there is one.
            List<M> here = game.legalMoves(state);
            M bad = here.get(random.nextInt(here.size()));
            for (M m : game.legalMoves(game.start())) {
              if (!here.contains(m)) {
                bad = m;
              }
            }
            yield bad;
          }
          default -> throw new AssertionError(how);
        };
  }

  @Test
  void run_misbehavingAgentLosesEachGameAndTheMatchGoesOn() {
    ToguzGame game = ToguzGame.standard();
    for (String how : List.of("throw", "null", "illegal")) {
      var match =
          Match.of(game)
              .bots(Bot.of("bad", misbehaving(how)), Bot.of("good", Agent.uniformRandom()))
              .games(4)
              .concurrency(2)
              .seed(SEED);
      AtomicReference<MatchResult> last = new AtomicReference<>();
      var games = games(match, last);
      assertEquals(4, games.size(), how);
      for (var g : games) {
        int badSeat = g.botAtSeat().indexOf(0);
        assertEquals(badSeat, g.forfeitedBy(), how);
        assertEquals(badSeat == 0 ? "0-1" : "1-0", g.result().token(), how);
        String t = g.record().tags().get(GameRecord.TERMINATION);
        assertTrue(t != null && t.startsWith("seat " + badSeat + " (bad) forfeits"), t);
        assertTrue(t.contains(how.equals("throw") ? "crash" : "illegal move"), how + ": " + t);
        assertTrue(g.record().resultProblem(game).isEmpty(), t);
      }
      assertEquals(new Score(0, 0, 4), last.get().standings().score(0, 1));
      assertEquals(List.of(4L, 0L), last.get().forfeits());
    }
  }

  @Test
  void run_clock_searchBotsShareIt_aSlowBotLosesOnTime_recordsCarryTheControl() {
    ToguzGame game = ToguzGame.standard();
    Agent<ToguzState, ToguzMove> slow =
        (g, state, random) -> {
          try {
            Thread.sleep(150);
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
          return g.legalMoves(state).get(0);
        };
    TimeControl control = new TimeControl(Duration.ofMillis(400), Duration.ZERO);
    var match =
        Match.of(game)
            .bots(
                Bot.of("searching", AlphaBeta.<ToguzState, ToguzMove>builder().depth(1000).build()),
                Bot.of("slow", slow))
            .games(2)
            .concurrency(1)
            .clock(control)
            .seed(SEED);
    assertEquals(control, match.clock());
    assertTrue(MatchSummary.header(match).contains(", clock 0.4, "), MatchSummary.header(match));
    AtomicReference<MatchResult> last = new AtomicReference<>();
    var games = games(match, last);
    for (var g : games) {
      int slowSeat = g.botAtSeat().indexOf(1);
      // the slow bot's third move runs past its clock; the searching bot, asked
      // for no depth limit, shares its clock and keeps some of it
      assertEquals(slowSeat, g.forfeitedBy(), g.record().format(game));
      String t = g.record().tags().get(GameRecord.TERMINATION);
      assertTrue(t != null && t.contains("(slow) forfeits, time forfeit: ran out of time"), t);
      assertEquals("0.4", g.record().tags().get("TimeControl"));
    }
    assertEquals(List.of(0L, 2L), last.get().forfeits());
  }

  @Test
  void run_forfeitWithThreePlayers_lastAloneOthersShareFirst() {
    MarrakechGame game = MarrakechGame.builder().players(3).build();
    var match =
        Match.of(game)
            .agents(Agent.uniformRandom(), misbehaving("throw"), Agent.uniformRandom())
            .games(3)
            .seed(SEED);
    var games = games(match, new AtomicReference<>());
    for (var g : games) {
      int seat = g.botAtSeat().indexOf(1);
      for (int s = 0; s < 3; s++) {
        assertEquals(s == seat ? 2 : 0, g.result().rank(s), g.result().token());
      }
    }
  }

  @Test
  void run_plyLimit_adjudicatedDraw() {
    ToguzGame game = ToguzGame.standard();
    var match =
        Match.of(game).agents(Agent.uniformRandom(), Agent.uniformRandom()).maxPlies(5).seed(SEED);
    AtomicReference<MatchResult> last = new AtomicReference<>();
    var games = games(match, last);
    for (var g : games) {
      assertEquals(5, g.record().moves().size());
      assertEquals("1/2-1/2", g.result().token());
      assertTrue(g.termination().contains("ply limit of 5"), g.termination());
      assertTrue(g.record().resultProblem(game).isEmpty());
    }
    assertEquals(new Score(0, 2, 0), last.get().standings().score(0, 1));
  }

  @Test
  void run_interrupted_countsTheFinishedGamesAndStops() throws Exception {
    ToguzGame game = ToguzGame.standard();
    Thread runner = Thread.currentThread();
    var match =
        Match.of(game)
            .agents(Agent.uniformRandom(), Agent.uniformRandom())
            .games(100_000)
            .concurrency(2)
            .seed(SEED);
    MatchResult r = match.run((g, soFar) -> runner.interrupt());
    assertTrue(Thread.interrupted(), "the interrupt status is kept");
    assertEquals(MatchResult.Status.INTERRUPTED, r.status());
    assertTrue(r.games() >= 1 && r.games() < 100_000, "games " + r.games());
  }

  @Test
  void run_listenerFailure_stopsTheMatchAndIsThrown() {
    ToguzGame game = ToguzGame.standard();
    var match =
        Match.of(game).agents(Agent.uniformRandom(), Agent.uniformRandom()).games(50).seed(SEED);
    var e =
        assertThrows(
            IllegalStateException.class,
            () ->
                match.run(
                    (g, soFar) -> {
                      throw new IllegalStateException("disk full");
                    }));
    assertEquals("disk full", e.getMessage());
  }

  /**
   * A bot that fails to start in the games listed (it is opened once a game, in the order of the
   * games, on one thread): the failures in a row are counted per bot, a game it opened starts the
   * count again, and the match stops at the limit, after counting that game.
   */
  @Test
  void run_aBotThatFailsToStartTooOftenInARow_stopsTheMatch() {
    ToguzGame game = ToguzGame.standard();
    java.util.Set<Integer> failIn = java.util.Set.of(0, 1, 3, 4, 6, 7, 8, 9);
    AtomicInteger opens = new AtomicInteger();
    Bot<ToguzState, ToguzMove> random = Bot.of("flaky", Agent.uniformRandom());
    Bot<ToguzState, ToguzMove> flaky =
        new Bot<>() {
          @Override
          public String name() {
            return "flaky";
          }

          @Override
          public Player<ToguzState, ToguzMove> open(long gameIndex, long seed)
              throws PlayerFailure {
            if (failIn.contains(opens.getAndIncrement())) {
              throw new PlayerFailure(PlayerFailure.Kind.TIMEOUT, "was not ready");
            }
            return random.open(gameIndex, seed);
          }
        };
    List<MatchGame<ToguzState, ToguzMove>> told = new ArrayList<>();
    Match<ToguzState, ToguzMove> match =
        Match.of(game)
            .bots(flaky, Bot.of("random", Agent.uniformRandom()))
            .games(20)
            .concurrency(1)
            .seed(SEED)
            .maxHandshakeFailures(3);
    BotStartException e =
        assertThrows(BotStartException.class, () -> match.run((g, soFar) -> told.add(g)));
    assertEquals(
        "flaky failed to start in 3 games in a row, so the match stopped; in game 9 it was not"
            + " ready",
        e.getMessage());
    MatchResult r = java.util.Objects.requireNonNull(e.result());
    assertEquals(MatchResult.Status.BOT_FAILED, r.status());
    assertEquals(9, r.games(), "games 1 to 9; games 7, 8 and 9 are the three in a row");
    assertEquals(9, told.size());
    assertEquals(List.of(7L, 0L), r.forfeits());
    assertEquals("seat 0 (flaky) forfeits, time forfeit: was not ready", told.get(8).termination());

    // Never stopped: the failures lose games, and the match goes on.
    opens.set(0);
    MatchResult all = match.maxHandshakeFailures(0).games(10).run();
    assertEquals(MatchResult.Status.FINISHED, all.status());
    assertEquals(List.of(8L, 0L), all.forfeits());
  }

  /**
   * A bot that plays as another and writes down, for each game it plays, every ply it is told and
   * how the game ended; {@code atStart} runs before the game starts.
   */
  private static final class Spy<S, M> implements Bot<S, M> {
    private final Bot<S, M> inner;
    private final LongConsumer atStart;
    private final Map<Long, String> seen = new ConcurrentHashMap<>();

    Spy(Bot<S, M> inner, LongConsumer atStart) {
      this.inner = inner;
      this.atStart = atStart;
    }

    /** What was seen in the games numbered below {@code games}, by game number. */
    Map<Long, String> seen(long games) {
      Map<Long, String> below = new TreeMap<>(seen);
      below.keySet().removeIf(i -> i >= games);
      return below;
    }

    @Override
    public String name() {
      return inner.name();
    }

    @Override
    public Player<S, M> open(long gameIndex, long seed) throws PlayerFailure {
      Player<S, M> p = inner.open(gameIndex, seed);
      return new Player<>() {
        private final StringBuilder plies = new StringBuilder();

        @Override
        public void start(Game<S, M> game, S start, int seat) throws PlayerFailure {
          atStart.accept(gameIndex);
          plies.append("seat ").append(seat).append(':');
          p.start(game, start, seat);
        }

        @Override
        public M choose(S state, @Nullable Duration timeLeft) throws PlayerFailure {
          return p.choose(state, timeLeft);
        }

        @Override
        public void played(S before, M move) throws PlayerFailure {
          plies.append(' ').append(move);
          p.played(before, move);
        }

        @Override
        public void finish(GameResult result, @Nullable String termination) {
          seen.put(gameIndex, plies + " " + result.token() + " " + termination);
          p.finish(result, termination);
        }

        @Override
        public void close() {
          p.close();
        }
      };
    }
  }

  /** Bot 0 of the match replaced by a spy of it. */
  private static <S, M> Match<S, M> spied(Match<S, M> match, Spy<S, M> spy) {
    List<Bot<S, M>> bots = new ArrayList<>(match.bots());
    bots.set(0, spy);
    return match.bots(bots);
  }

  /**
   * Runs the match with a listener and without one (when no record is made): the same games are
   * played, as bot 0 sees them, and the same standing comes out.
   */
  private static <S, M> MatchResult assertSameWithoutListener(Match<S, M> match) {
    Spy<S, M> toldSpy = new Spy<>(match.bots().get(0), index -> {});
    Spy<S, M> untoldSpy = new Spy<>(match.bots().get(0), index -> {});
    MatchResult told = spied(match, toldSpy).run((g, soFar) -> {});
    MatchResult untold = spied(match, untoldSpy).run();
    assertEquals(told, untold, "seed " + match.seed() + ", " + told.standings());
    // Past a sequential test's decision, the games already started differ from run to run.
    Map<Long, String> seen = toldSpy.seen(told.games());
    Map<Long, String> seenUntold = untoldSpy.seen(told.games());
    assertEquals(told.games(), seen.size());
    assertEquals(seen.keySet(), seenUntold.keySet());
    for (long i : seen.keySet()) {
      assertEquals(seen.get(i), seenUntold.get(i), "game " + i + ", seed " + match.seed());
    }
    return untold;
  }

  @Test
  void run_withoutListener_sameGamesAndStandingAsWithOne() {
    ToguzGame game = ToguzGame.standard();
    var random = Match.of(game).agents(Agent.uniformRandom(), Agent.uniformRandom()).seed(SEED);
    assertSameWithoutListener(random.games(40).concurrency(1));
    assertSameWithoutListener(random.games(40).concurrency(2));
    assertSameWithoutListener(random.games(41).concurrency(3).randomOpenings(5));
    MatchResult limited = assertSameWithoutListener(random.games(40).concurrency(2).maxPlies(120));
    assertTrue(limited.standings().score(0, 1).draws() > 0, "some games reach the ply limit");
    MatchResult forfeited =
        assertSameWithoutListener(
            Match.of(game)
                .bots(Bot.of("bad", misbehaving("illegal")), Bot.of("good", Agent.uniformRandom()))
                .games(20)
                .concurrency(2)
                .seed(SEED));
    assertEquals(List.of(20L, 0L), forfeited.forfeits());
    MatchResult stopped =
        assertSameWithoutListener(
            Match.of(game)
                .bots(
                    Bot.of(
                        "mc",
                        FlatMonteCarlo.builder().iterations(27).maxPlayoutPlies(1000).build()),
                    Bot.of("random", Agent.uniformRandom()))
                .games(1000)
                .sprt(new Sprt(0, 200, 0.05, 0.05))
                .concurrency(2)
                .seed(SEED));
    assertEquals(MatchResult.Status.SPRT_STOPPED, stopped.status());
    MarrakechGame three = MarrakechGame.builder().players(3).build();
    assertSameWithoutListener(
        Match.of(three)
            .agents(Agent.uniformRandom(), misbehaving("throw"), Agent.uniformRandom())
            .games(12)
            .concurrency(2)
            .seed(SEED));
  }

  @Test
  void run_gamesFarAheadOfTheCounting_countedInOrder() {
    // Game 0 waits at its start until the other thread has started 1500 games, more than the
    // referee's array of finished games holds: the games far ahead wait elsewhere, and all are
    // counted in order, as with one thread.
    ToguzGame game = ToguzGame.standard();
    int ahead = 1500;
    AtomicInteger started = new AtomicInteger();
    CountDownLatch others = new CountDownLatch(1);
    Bot<ToguzState, ToguzMove> plain = Bot.of("a", Agent.uniformRandom());
    Spy<ToguzState, ToguzMove> waiting =
        new Spy<>(
            plain,
            index -> {
              if (started.incrementAndGet() == ahead + 1) {
                others.countDown();
              }
              if (index == 0) {
                try {
                  if (!others.await(5, TimeUnit.MINUTES)) {
                    throw new AssertionError("the other thread did not start " + ahead + " games");
                  }
                } catch (InterruptedException e) {
                  throw new AssertionError(e);
                }
              }
            });
    Bot<ToguzState, ToguzMove> other = Bot.of("b", Agent.uniformRandom());
    var base = Match.of(game).games(ahead + 100).maxPlies(20).seed(SEED);
    AtomicReference<MatchResult> oneResult = new AtomicReference<>();
    AtomicReference<MatchResult> twoResult = new AtomicReference<>();
    var one = formatted(game, games(base.bots(plain, other).concurrency(1), oneResult));
    var two = formatted(game, games(base.bots(waiting, other).concurrency(2), twoResult));
    assertTrue(started.get() > ahead, "the other thread went ahead: " + started.get());
    assertEquals(ahead + 100, two.size());
    assertEquals(one, two, "seed " + SEED);
    assertEquals(oneResult.get(), twoResult.get());
  }

  @Test
  void builder_rejectsWhatCannotBePlayed() {
    ToguzGame game = ToguzGame.standard();
    Agent<dev.tabula.toguz.ToguzState, dev.tabula.toguz.ToguzMove> r = Agent.uniformRandom();
    assertThrows(IllegalArgumentException.class, () -> Match.of(game).agents(r));
    assertThrows(IllegalArgumentException.class, () -> Match.of(game).agents(r, r, r));
    assertThrows(IllegalArgumentException.class, () -> Match.of(game).games(0));
    assertThrows(IllegalArgumentException.class, () -> Match.of(game).concurrency(0));
    assertThrows(IllegalArgumentException.class, () -> Match.of(game).maxPlies(0));
    assertThrows(IllegalArgumentException.class, () -> Match.of(game).randomOpenings(-1));
    assertThrows(IllegalStateException.class, () -> Match.of(game).run());
    MarrakechGame three = MarrakechGame.builder().players(3).build();
    assertThrows(IllegalArgumentException.class, () -> Match.of(three).sprt(Sprt.of(0, 10)));
    assertFalse(Match.of(game).seed(1).seed() != 1);
  }
}
