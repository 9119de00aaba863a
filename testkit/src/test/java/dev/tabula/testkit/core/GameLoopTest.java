package dev.tabula.testkit.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.Agent;
import dev.tabula.core.Game;
import dev.tabula.core.GameLoop;
import dev.tabula.core.GameRecord;
import dev.tabula.core.GameResult;
import dev.tabula.core.Player;
import dev.tabula.core.PlayerFailure;
import dev.tabula.core.Playouts;
import dev.tabula.core.TimeControl;
import dev.tabula.core.TimeLeft;
import dev.tabula.testkit.fixtures.TakeAway;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import java.util.random.RandomGenerator;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

class GameLoopTest {

  /** A player that writes every call it gets into a shared log and plays its seat's first move. */
  private static class Logging implements Player<TakeAway.State, Integer> {
    final List<String> log;
    final String name;
    @Nullable Duration lastTime;

    Logging(List<String> log, String name) {
      this.log = log;
      this.name = name;
    }

    @Override
    public void start(Game<TakeAway.State, Integer> game, TakeAway.State start, int seat)
        throws PlayerFailure {
      log.add(name + " start " + seat);
    }

    @Override
    public Integer choose(TakeAway.State state, @Nullable Duration timeLeft) throws PlayerFailure {
      lastTime = timeLeft;
      log.add(name + " choose");
      return 1;
    }

    @Override
    public void played(TakeAway.State before, Integer move) throws PlayerFailure {
      log.add(name + " played " + move);
    }

    @Override
    public void finish(GameResult result, @Nullable String termination) {
      log.add(name + " finish " + result.token() + " " + termination);
    }

    @Override
    public void close() {
      log.add(name + " close");
    }
  }

  private static Supplier<RandomGenerator> never() {
    return () -> {
      throw new AssertionError("no chance node, no chance generator");
    };
  }

  @Test
  void play_tellsEveryPlayerEveryPly_inSeatOrder_andClosesThem() {
    TakeAway game = new TakeAway(2, 2);
    List<String> log = new ArrayList<>();
    GameLoop.Played<TakeAway.State, Integer> p =
        GameLoop.of(game)
            .play(game.start(), List.of(new Logging(log, "a"), new Logging(log, "b")), never());
    assertEquals(
        List.of(
            "a start 0",
            "b start 1",
            "a choose",
            "a played 1",
            "b played 1",
            "b choose",
            "a played 1",
            "b played 1",
            "a finish 0-1 null",
            "b finish 0-1 null",
            "a close",
            "b close"),
        log);
    assertEquals(List.of(1, 1), p.moves());
    assertEquals(2, p.plies());
    assertEquals("0-1", p.resultToken());
    assertEquals(-1, p.forfeitedBy());
    assertNull(p.failure());
    assertNull(p.termination());
    assertEquals(GameRecord.of(game, game.start(), List.of(1, 1)), p.record());
  }

  @Test
  void play_chanceOutcomesAreToldToo_andTheChanceGeneratorIsMadeOnceAtTheFirstChanceNode() {
    TakeAway game = new TakeAway(2, 3, true);
    List<String> log = new ArrayList<>();
    AtomicInteger made = new AtomicInteger();
    GameLoop.Played<TakeAway.State, Integer> p =
        GameLoop.of(game)
            .play(
                game.start(),
                List.of(new Logging(log, "a"), new Logging(log, "b")),
                () -> {
                  made.incrementAndGet();
                  return new SplittableRandom(5);
                });
    assertEquals(1, made.get());
    assertTrue(p.moves().contains(10) || p.moves().contains(11), p.moves().toString());
    for (Integer m : p.moves()) {
      if (m >= 10) {
        assertTrue(log.contains("a played " + m) && log.contains("b played " + m), log.toString());
      }
    }
    assertEquals(GameRecord.of(game, game.start(), p.moves()), p.record());
    assertTrue(game.isTerminal(p.end()));
  }

  @Test
  void play_gameWithoutChance_makesNoChanceGenerator() {
    TakeAway game = new TakeAway(3, 7);
    List<String> log = new ArrayList<>();
    GameLoop.Played<TakeAway.State, Integer> p =
        GameLoop.of(game)
            .play(
                game.start(),
                List.of(new Logging(log, "a"), new Logging(log, "b"), new Logging(log, "c")),
                never());
    assertEquals(7, p.plies());
  }

  @Test
  void playouts_play_drawsAgentsAndChanceFromOneGeneratorInTheOrderOfPlay() {
    // The loop Playouts.play ran before the GameLoop, written out: the record must not change.
    TakeAway game = new TakeAway(3, 9, true);
    List<Agent<TakeAway.State, Integer>> agents =
        List.of(Agent.uniformRandom(), Agent.uniformRandom(), Agent.uniformRandom());
    for (long seed = 0; seed < 40; seed++) {
      SplittableRandom random = new SplittableRandom(seed);
      List<Integer> moves = new ArrayList<>();
      TakeAway.State s = game.start();
      while (!game.isTerminal(s) && moves.size() < game.maxGameLength()) {
        int who = game.currentPlayer(s);
        Integer m =
            who == Game.CHANCE
                ? Playouts.sampleChance(game.chanceOutcomes(s), random)
                : agents.get(who).choose(game, s, random);
        moves.add(m);
        s = game.apply(s, m);
      }
      assertEquals(
          GameRecord.of(game, game.start(), moves),
          Playouts.play(game, agents, new SplittableRandom(seed)),
          "seed " + seed);
    }
  }

  @Test
  void play_playerFailsInChoose_forfeits_othersWin_andAllAreFinishedAndClosed() {
    TakeAway game = new TakeAway(3, 9);
    List<String> log = new ArrayList<>();
    Player<TakeAway.State, Integer> failing =
        new Logging(log, "b") {
          @Override
          public Integer choose(TakeAway.State state, @Nullable Duration timeLeft)
              throws PlayerFailure {
            throw new PlayerFailure(PlayerFailure.Kind.TIMEOUT, "did not answer within 5 ms");
          }
        };
    GameLoop.Played<TakeAway.State, Integer> p =
        GameLoop.of(game)
            .names(List.of("first", "second", "third"))
            .play(
                game.start(),
                List.of(new Logging(log, "a"), failing, new Logging(log, "c")),
                never());
    assertEquals(1, p.forfeitedBy());
    assertEquals(PlayerFailure.Kind.TIMEOUT, java.util.Objects.requireNonNull(p.failure()).kind());
    assertEquals(
        "seat 1 (second) forfeits, time forfeit: did not answer within 5 ms", p.termination());
    assertEquals(GameResult.byScores(new long[] {1, 0, 1}), p.result());
    assertEquals(List.of(1), p.moves());
    assertEquals(
        "seat 1 (second) forfeits, time forfeit: did not answer within 5 ms",
        p.record().tags().get(GameRecord.TERMINATION));
    String finish = " finish " + p.resultToken() + " " + p.termination();
    assertEquals(
        List.of("a" + finish, "b" + finish, "c" + finish, "a close", "b close", "c close"),
        log.subList(log.size() - 6, log.size()));
  }

  @Test
  void play_illegalOrNullMove_forfeits_withTheRefereesWords() {
    TakeAway game = new TakeAway(2, 5);
    Player<TakeAway.State, Integer> four = (state, time) -> 4;
    Player<TakeAway.State, Integer> none = (state, time) -> null;
    Player<TakeAway.State, Integer> one = (state, time) -> 1;
    GameLoop.Played<TakeAway.State, Integer> p =
        GameLoop.of(game).play(game.start(), List.of(four, one), never());
    assertEquals(0, p.forfeitedBy());
    assertEquals(
        PlayerFailure.Kind.ILLEGAL_MOVE, java.util.Objects.requireNonNull(p.failure()).kind());
    assertEquals(
        "seat 0 ("
            + game.playerName(0)
            + ") forfeits, illegal move: chose 4, which is not legal"
            + " here: cannot take 4",
        p.termination());
    assertEquals("0-1", p.resultToken());
    GameLoop.Played<TakeAway.State, Integer> q =
        GameLoop.of(game).names(List.of("x", "y")).play(game.start(), List.of(one, none), never());
    assertEquals("seat 1 (y) forfeits, illegal move: chose no move (null)", q.termination());
    assertEquals("1-0", q.resultToken());
    assertEquals(List.of(1), q.moves());
  }

  @Test
  void play_startFails_laterSeatsAreNotStarted_startedOnesAreClosed() {
    TakeAway game = new TakeAway(3, 5);
    List<String> log = new ArrayList<>();
    Player<TakeAway.State, Integer> broken =
        new Logging(log, "b") {
          @Override
          public void start(Game<TakeAway.State, Integer> g, TakeAway.State start, int seat)
              throws PlayerFailure {
            log.add("b start " + seat);
            throw new PlayerFailure(PlayerFailure.Kind.CRASH, "exited with 1");
          }
        };
    GameLoop.Played<TakeAway.State, Integer> p =
        GameLoop.of(game)
            .play(
                game.start(),
                List.of(new Logging(log, "a"), broken, new Logging(log, "c")),
                never());
    assertEquals(1, p.forfeitedBy());
    assertEquals(0, p.plies());
    assertTrue(p.termination().endsWith("forfeits, crash: exited with 1"), p.termination());
    String finish = " finish " + p.resultToken() + " " + p.termination();
    assertEquals(
        List.of("a start 0", "b start 1", "a" + finish, "b" + finish, "a close", "b close"), log);
  }

  @Test
  void play_playedFails_forfeitsThatSeat() {
    TakeAway game = new TakeAway(2, 5);
    List<String> log = new ArrayList<>();
    Player<TakeAway.State, Integer> deaf =
        new Logging(log, "b") {
          @Override
          public void played(TakeAway.State before, Integer move) throws PlayerFailure {
            throw new PlayerFailure(PlayerFailure.Kind.MALFORMED, "said hello");
          }
        };
    GameLoop.Played<TakeAway.State, Integer> p =
        GameLoop.of(game).play(game.start(), List.of(new Logging(log, "a"), deaf), never());
    assertEquals(1, p.forfeitedBy());
    assertEquals(1, p.plies());
    assertTrue(p.termination().endsWith("forfeits, protocol error: said hello"), p.termination());
    assertEquals("1-0", p.resultToken());
  }

  @Test
  void play_plyLimit_unfinished_orADraw() {
    TakeAway game = new TakeAway(2, 9);
    List<String> log = new ArrayList<>();
    GameLoop.Played<TakeAway.State, Integer> p =
        GameLoop.of(game)
            .maxPlies(3)
            .play(game.start(), List.of(new Logging(log, "a"), new Logging(log, "b")), never());
    assertEquals(3, p.plies());
    assertNull(p.result());
    assertEquals(GameResult.UNFINISHED, p.resultToken());
    assertNull(p.termination());
    assertTrue(log.stream().noneMatch(l -> l.contains("finish")), log.toString());
    assertEquals(List.of("a close", "b close"), log.subList(log.size() - 2, log.size()));
    assertEquals(GameResult.UNFINISHED, p.record().result());

    GameLoop.Played<TakeAway.State, Integer> d =
        GameLoop.of(game)
            .maxPlies(3)
            .drawAtPlyLimit(true)
            .play(game.start(), List.of((s, t) -> 1, (s, t) -> 1), never());
    assertEquals("1/2-1/2", d.resultToken());
    assertEquals("adjudicated a draw at the ply limit of 3", d.termination());
    assertEquals(
        GameLoop.of(game)
            .maxPlies(0)
            .play(game.start(), List.of((s, t) -> 1, (s, t) -> 1), never())
            .plies(),
        0);
  }

  @Test
  void play_listenerHearsEveryPlyBeforeThePlayers_andMovesAreKeptOnlyWhenAsked() {
    TakeAway game = new TakeAway(2, 4);
    List<String> log = new ArrayList<>();
    GameLoop.Played<TakeAway.State, Integer> p =
        GameLoop.of(game)
            .recordMoves(false)
            .listener((ply, before, move, after) -> log.add("listener " + ply + " " + move))
            .play(game.start(), List.of(new Logging(log, "a"), new Logging(log, "b")), never());
    assertEquals(
        List.of("a start 0", "b start 1", "a choose", "listener 1 1", "a played 1"),
        log.subList(0, 5));
    assertEquals(4, p.plies());
    assertThrows(IllegalStateException.class, p::moves);
    assertThrows(IllegalStateException.class, p::record);
  }

  @Test
  void play_moveTimeIsGivenToThePlayers() {
    TakeAway game = new TakeAway(2, 2);
    List<String> log = new ArrayList<>();
    Logging a = new Logging(log, "a");
    GameLoop.Played<TakeAway.State, Integer> p =
        GameLoop.of(game)
            .moveTime(Duration.ofMillis(70))
            .play(game.start(), List.of(a, new Logging(log, "b")), never());
    assertEquals(Duration.ofMillis(70), a.lastTime);
    assertEquals(2, p.plies());
  }

  /** A player that keeps the times it is given, sleeps, and takes one stone. */
  private static final class Clocked implements Player<TakeAway.State, Integer> {
    final List<TimeLeft> given = new ArrayList<>();
    final long sleepMs;

    Clocked(long sleepMs) {
      this.sleepMs = sleepMs;
    }

    @Override
    public Integer choose(TakeAway.State state, @Nullable Duration timeLeft) {
      throw new AssertionError("the loop asks chooseWithin");
    }

    @Override
    public Integer chooseWithin(TakeAway.State state, TimeLeft time) {
      given.add(time);
      if (sleepMs > 0) {
        try {
          Thread.sleep(sleepMs);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }
      return 1;
    }
  }

  @Test
  void play_clock_givesEachSeatItsClock_andAddsTheIncrement() {
    TakeAway game = new TakeAway(2, 6); // six plies of one stone each
    Clocked a = new Clocked(0);
    Clocked b = new Clocked(0);
    Duration ten = Duration.ofSeconds(10);
    Duration second = Duration.ofSeconds(1);
    GameLoop.Played<TakeAway.State, Integer> p =
        GameLoop.of(game)
            .moveTime(Duration.ofMillis(500))
            .clock(new TimeControl(ten, second))
            .play(game.start(), List.of(a, b), never());
    assertEquals(6, p.plies());
    assertEquals(3, a.given.size());
    assertEquals(new TimeLeft(Duration.ofMillis(500), ten, second), a.given.get(0));
    assertEquals(new TimeLeft(Duration.ofMillis(500), ten, second), b.given.get(0));
    // after a move that took less than half a second, the clock has grown by nearly a second
    Duration later = Objects.requireNonNull(a.given.get(1).clock());
    assertTrue(later.compareTo(ten.plusMillis(500)) > 0 && later.compareTo(ten.plus(second)) <= 0);
    assertEquals(2, p.clocks().size());
    for (Duration left : p.clocks()) {
      assertTrue(left.compareTo(ten.plus(second)) > 0, left.toString());
    }
    // without a clock: the time per move, and no clocks
    Clocked c = new Clocked(0);
    GameLoop.Played<TakeAway.State, Integer> q =
        GameLoop.of(game)
            .moveTime(Duration.ofMillis(500))
            .play(game.start(), List.of(c, new Clocked(0)), never());
    assertEquals(TimeLeft.perMove(Duration.ofMillis(500)), c.given.get(0));
    assertEquals(List.of(), q.clocks());
  }

  @Test
  void play_clockRunsOut_thatSeatLosesOnTime() {
    TakeAway game = new TakeAway(2, 6);
    Clocked slow = new Clocked(40);
    GameLoop.Played<TakeAway.State, Integer> p =
        GameLoop.of(game)
            .names(List.of("quick", "slow"))
            .clock(new TimeControl(Duration.ofMillis(30), Duration.ZERO))
            .play(game.start(), List.of(new Clocked(0), slow), never());
    assertEquals(1, p.forfeitedBy());
    assertEquals(PlayerFailure.Kind.TIMEOUT, Objects.requireNonNull(p.failure()).kind());
    assertEquals("1-0", p.resultToken());
    String t = Objects.requireNonNull(p.termination());
    assertTrue(
        t.startsWith("seat 1 (slow) forfeits, time forfeit: ran out of time: its move took "), t);
    assertTrue(t.endsWith(" ms with 30 ms on its clock"), t);
    assertEquals(Duration.ofMillis(30), p.clocks().get(1), "what it had when it was asked");
  }

  @Test
  void timeControl_checkedAndTagged() {
    assertEquals("60", new TimeControl(Duration.ofMinutes(1), Duration.ZERO).tag());
    assertEquals("4+0.05", new TimeControl(Duration.ofSeconds(4), Duration.ofMillis(50)).tag());
    assertEquals("0.1+1", new TimeControl(Duration.ofMillis(100), Duration.ofSeconds(1)).tag());
    assertThrows(
        IllegalArgumentException.class, () -> new TimeControl(Duration.ZERO, Duration.ZERO));
    assertThrows(
        IllegalArgumentException.class,
        () -> new TimeControl(Duration.ofSeconds(1), Duration.ofMillis(-1)));
  }

  @Test
  void play_aBugInAPlayerReachesTheCaller_afterThePlayersAreClosed() {
    TakeAway game = new TakeAway(2, 4);
    List<String> log = new ArrayList<>();
    IllegalStateException bug = new IllegalStateException("bug");
    Player<TakeAway.State, Integer> buggy =
        new Logging(log, "b") {
          @Override
          public Integer choose(TakeAway.State state, @Nullable Duration timeLeft) {
            throw bug;
          }
        };
    IllegalStateException thrown =
        assertThrows(
            IllegalStateException.class,
            () ->
                GameLoop.of(game)
                    .play(game.start(), List.of(new Logging(log, "a"), buggy), never()));
    assertSame(bug, thrown);
    assertEquals(List.of("a close", "b close"), log.subList(log.size() - 2, log.size()));
  }

  @Test
  void playerOf_agentThatThrows_isACrash_withTheCause() {
    TakeAway game = new TakeAway(2, 4);
    IllegalStateException bug = new IllegalStateException("broken agent");
    Agent<TakeAway.State, Integer> thrower =
        (g, s, r) -> {
          throw bug;
        };
    SplittableRandom random = new SplittableRandom(1);
    GameLoop.Played<TakeAway.State, Integer> p =
        GameLoop.of(game)
            .names(List.of("ok", "bad"))
            .play(
                game.start(),
                List.of(Player.of(Agent.uniformRandom(), random), Player.of(thrower, random)),
                () -> random);
    assertEquals(1, p.forfeitedBy());
    assertEquals(PlayerFailure.Kind.CRASH, java.util.Objects.requireNonNull(p.failure()).kind());
    assertSame(bug, java.util.Objects.requireNonNull(p.failure()).getCause());
    assertEquals(
        "seat 1 (bad) forfeits, crash: the agent threw java.lang.IllegalStateException: broken"
            + " agent",
        p.termination());
    assertThrows(
        IllegalStateException.class, () -> Player.of(thrower, random).choose(game.start(), null));
  }

  @Test
  void settings_badValuesRefused_andEveryWitherReturnsACopy() {
    TakeAway game = new TakeAway(2, 4);
    GameLoop<TakeAway.State, Integer> loop = GameLoop.of(game);
    assertEquals(game.maxGameLength(), loop.maxPlies());
    assertSame(game, loop.game());
    assertThrows(IllegalArgumentException.class, () -> loop.maxPlies(-1));
    assertThrows(IllegalArgumentException.class, () -> loop.moveTime(Duration.ZERO));
    assertThrows(IllegalArgumentException.class, () -> loop.moveTime(Duration.ofMillis(-1)));
    assertThrows(IllegalArgumentException.class, () -> loop.names(List.of("one")));
    assertThrows(
        IllegalArgumentException.class,
        () -> loop.play(game.start(), List.of((s, t) -> 1), never()));
    assertEquals(7, loop.maxPlies(7).maxPlies());
    assertEquals(game.maxGameLength(), loop.maxPlies());
    assertThrows(NullPointerException.class, () -> Player.of(null, new SplittableRandom(1)));
    assertThrows(NullPointerException.class, () -> Player.of(Agent.uniformRandom(), null));
    assertEquals(
        Map.of(),
        GameLoop.of(game)
            .play(game.start(), List.of((s, t) -> 1, (s, t) -> 1), never())
            .record()
            .tags());
  }
}
