package dev.tabula.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Game;
import dev.tabula.core.GameResult;
import dev.tabula.core.Player;
import dev.tabula.core.PlayerFailure;
import dev.tabula.marrakech.MarrakechGame;
import dev.tabula.stacksnake.StackSnakeGame;
import dev.tabula.toguz.ToguzGame;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@link ExternalBot} against real processes: the examples of {@code examples/} and {@code
 * bots/test_bot.py}, which misbehaves on request in the game whose seed is 1. Needs {@code python3}
 * on the path (the tests fail without it) and plays with a small referee loop of its own.
 */
class ExternalBotTest {
  private static final Path REPO = Path.of("..").toAbsolutePath().normalize();
  private static final Path TEST_BOT =
      Path.of("src", "test", "resources", "bots", "test_bot.py").toAbsolutePath();
  private static final Path PYTHON_EXAMPLE = REPO.resolve("examples/python/random_bot.py");
  private static final Path JAVA_EXAMPLE = REPO.resolve("examples/java/RandomBot.java");

  /** Generous: a busy machine must not time a good bot out. */
  private static final Duration MOVE_TIME = Duration.ofSeconds(10);

  /** The seed of the game test_bot.py misbehaves in. */
  private static final long BAD_SEED = 1;

  @TempDir Path temp;

  @BeforeAll
  static void pythonIsThere() {
    String problem;
    try {
      Process p = new ProcessBuilder("python3", "--version").redirectErrorStream(true).start();
      p.getInputStream().readAllBytes();
      problem = p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0 ? null : "it failed";
    } catch (IOException e) {
      problem = e.getMessage();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      problem = "interrupted";
    }
    if (problem != null) {
      fail("python3 is needed on the PATH to test external bots: " + problem);
    }
  }

  /** A game as the test referee played it. */
  record Played(long pid, int plies, int botTurns, PlayerFailure failure, GameResult result) {}

  /**
   * Plays one game: the bot at {@code seat}, uniformly random moves for the other seats, chance by
   * its probabilities, all from {@code seed}; the bot is told every ply, then the result.
   */
  static <S, M> Played play(
      Game<S, M> game, Bot<S, M> bot, int seat, long gameIndex, long seed, Duration moveTime) {
    Player<S, M> player;
    try {
      player = bot.open(gameIndex, seed);
    } catch (PlayerFailure e) {
      return new Played(-1, 0, 0, e, forfeit(game, seat));
    }
    long pid = player instanceof ExternalBot.ExternalPlayer<S, M> p ? p.pid() : -1;
    SplittableRandom random = new SplittableRandom(seed);
    S state = game.start();
    int plies = 0;
    int turns = 0;
    try {
      player.start(game, state, seat);
      while (!game.isTerminal(state)) {
        int who = game.currentPlayer(state);
        List<M> legal = game.legalMoves(state);
        M move;
        if (who == Game.CHANCE) {
          move = sample(game.chanceOutcomes(state), random);
        } else if (who == seat) {
          move = player.choose(state, moveTime);
          assertTrue(legal.contains(move), "the referee accepted an illegal move " + move);
          turns++;
        } else {
          move = legal.get(random.nextInt(legal.size()));
        }
        player.played(state, move);
        state = game.apply(state, move);
        plies++;
      }
      GameResult result = game.result(state);
      player.finish(result, null);
      return new Played(pid, plies, turns, null, result);
    } catch (PlayerFailure e) {
      GameResult result = forfeit(game, seat);
      player.finish(result, seat + " forfeits: " + e.getMessage());
      return new Played(pid, plies, turns, e, result);
    } finally {
      player.close();
    }
  }

  private static <M> M sample(List<ChanceOutcome<M>> outcomes, SplittableRandom random) {
    double u = random.nextDouble();
    for (ChanceOutcome<M> o : outcomes) {
      u -= o.probability();
      if (u < 0) {
        return o.outcome();
      }
    }
    return outcomes.get(outcomes.size() - 1).outcome();
  }

  /** The seat lost; the others tie first. */
  private static GameResult forfeit(Game<?, ?> game, int seat) {
    int n = game.numPlayers();
    int[] ranks = new int[n];
    ranks[seat] = n - 1;
    return GameResult.of(new long[n], ranks);
  }

  private static void assertFinished(Played p) {
    assertNull(p.failure(), () -> "the bot failed: " + p.failure().getMessage());
    assertTrue(p.botTurns() > 0, "the bot never moved");
  }

  /** An external bot for the game (which only fixes the type parameters). */
  private static <S, M> ExternalBot<S, M> external(
      Game<S, M> unusedGame, List<String> command, Path stderrLog) {
    return (ExternalBot<S, M>) Bot.<S, M>external("test", command, stderrLog);
  }

  private static List<String> python(Path script, String... args) {
    List<String> command = new ArrayList<>(List.of("python3", script.toString()));
    command.addAll(List.of(args));
    return command;
  }

  private static void assertStopped(long pid) {
    assertFalse(
        ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false),
        "process " + pid + " still runs");
  }

  @Test
  void pythonExample_finishesGames_ofAllThreeGames_inOneProcess() throws IOException {
    Path log = temp.resolve("python.log");
    playTwoGames(ToguzGame.standard(), PYTHON_EXAMPLE, log);
    playTwoGames(StackSnakeGame.standard(), PYTHON_EXAMPLE, log);
    playTwoGames(MarrakechGame.builder().players(3).build(), PYTHON_EXAMPLE, log);
    String text = Files.readString(log);
    assertTrue(text.contains("info pid "), text);
  }

  private static <S, M> void playTwoGames(Game<S, M> game, Path script, Path log) {
    ExternalBot<S, M> bot = (ExternalBot<S, M>) Bot.<S, M>external("py", python(script), log);
    try {
      Played first = play(game, bot, 0, 0, 11, MOVE_TIME);
      Played second = play(game, bot, game.numPlayers() - 1, 1, 12, MOVE_TIME);
      assertFinished(first);
      assertFinished(second);
      assertEquals(first.pid(), second.pid(), "the process says reuse, so plays both games");
      assertEquals(1, bot.processesStarted());
    } finally {
      bot.close();
    }
  }

  @Test
  void javaExample_finishesAGame_ofEachGame() throws Exception {
    List<String> java =
        List.of(
            Path.of(System.getProperty("java.home"), "bin", "java").toString(),
            JAVA_EXAMPLE.toString());
    // At once, since each process compiles the example first.
    ExecutorService threads = Executors.newFixedThreadPool(3);
    try {
      List<Future<Played>> games =
          List.of(
              threads.submit(() -> playOne(ToguzGame.standard(), java)),
              threads.submit(() -> playOne(StackSnakeGame.standard(), java)),
              threads.submit(() -> playOne(MarrakechGame.builder().players(3).build(), java)));
      for (Future<Played> game : games) {
        assertFinished(game.get(120, TimeUnit.SECONDS));
      }
    } finally {
      threads.shutdownNow();
    }
  }

  private static <S, M> Played playOne(Game<S, M> game, List<String> command) {
    try (Bot<S, M> bot = Bot.external("java", command, null)) {
      return play(game, bot, 1, 0, 21, MOVE_TIME);
    }
  }

  @Test
  void reuse_oneProcessPlaysEveryGame_untilTheBotIsClosed() {
    ExternalBot<?, ?> bot = playThree(ToguzGame.standard(), "good");
    assertEquals(1, bot.processesStarted());
  }

  @Test
  void noReuse_aNewProcessForEachGame_theOldOneStopped() {
    ExternalBot<?, ?> bot = playThree(ToguzGame.standard(), "noreuse");
    assertEquals(3, bot.processesStarted());
  }

  /** Plays three games in a row with test_bot.py; returns the closed bot. */
  private static <S, M> ExternalBot<S, M> playThree(Game<S, M> game, String mode) {
    ExternalBot<S, M> bot = external(game, python(TEST_BOT, mode), null);
    boolean reuse = !mode.equals("noreuse");
    Set<Long> pids = new LinkedHashSet<>();
    for (int i = 0; i < 3; i++) {
      Played p = play(game, bot, i % 2, i, 100 + i, MOVE_TIME);
      assertFinished(p);
      pids.add(p.pid());
      if (reuse) {
        assertTrue(ProcessHandle.of(p.pid()).isPresent(), "the idle process was stopped");
      } else {
        assertStopped(p.pid());
      }
    }
    bot.close();
    assertEquals(reuse ? 1 : 3, pids.size(), "pids " + pids);
    pids.forEach(ExternalBotTest::assertStopped);
    return bot;
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "illegal | ILLEGAL_MOVE | answered \"move 99\", which is not legal here: at offset 0: ",
        "garbage | MALFORMED    | sent \"hello\" where \"move ...\" or \"action ...\" was expected",
        "silent  | TIMEOUT      | did not answer within 300 ms",
        "exit    | CRASH        | exited with status 3 during the game",
        "twice   | MALFORMED    | when no answer was asked for",
        "leave   | CRASH        | exited with status 4 during the game",
      })
  void misbehaviour_losesTheGame_andTheNextGameGetsAFreshProcess(
      String mode, PlayerFailure.Kind kind, String message) throws IOException {
    Path log = temp.resolve(mode + ".log");
    PlayerFailure failure = misbehaveThenPlay(StackSnakeGame.standard(), mode, log);
    assertEquals(kind, failure.kind(), failure.getMessage());
    assertTrue(failure.getMessage().contains(message), () -> "message: " + failure.getMessage());
    assertFalse(failure.getMessage().contains("\n"));
    assertTrue(
        Files.readAllLines(log).contains("[game 1] referee: " + failure.getMessage()),
        "the log notes the failure");
  }

  /**
   * Plays the game of seed 1, where test_bot.py misbehaves, then a good game with the same bot;
   * returns the failure.
   */
  private static <S, M> PlayerFailure misbehaveThenPlay(Game<S, M> game, String mode, Path log) {
    // Only the silent bot waits out its time; the others get the usual one, so that a bot that
    // crashes or answers garbage on a busy machine is not first judged too slow.
    Duration moveTime = mode.equals("silent") ? Duration.ofMillis(300) : MOVE_TIME;
    ExternalBot<S, M> bot = external(game, python(TEST_BOT, mode), log);
    try {
      Played bad = play(game, bot, 0, 0, BAD_SEED, moveTime);
      assertNotNull(bad.failure(), "the bot did not fail");
      assertStopped(bad.pid());
      Played good = play(game, bot, 1, 1, 2, moveTime);
      assertFinished(good);
      assertNotEquals(bad.pid(), good.pid());
      assertEquals(2, bot.processesStarted());
      return bad.failure();
    } finally {
      bot.close();
    }
  }

  @Test
  void wrongStoreNote_theParsersReasonIsReported() throws IOException {
    ToguzGame game = ToguzGame.standard();
    String reason =
        assertThrows(RuntimeException.class, () -> game.parseMove(game.start(), "19(999)"))
            .getMessage();
    PlayerFailure failure = misbehaveThenPlay(game, "badnote", temp.resolve("badnote.log"));
    assertEquals(PlayerFailure.Kind.ILLEGAL_MOVE, failure.kind(), failure.getMessage());
    assertEquals(
        "answered \"move 19(999)\", which is not legal here: "
            + reason
            + " (legal: 19 21 32 43 54 65 76 87 98)",
        failure.getMessage());
  }

  @Test
  void protocolLineLongerThanTheLimit_isRefused() throws IOException {
    PlayerFailure failure =
        misbehaveThenPlay(StackSnakeGame.standard(), "longmove", temp.resolve("longmove.log"));
    assertEquals(PlayerFailure.Kind.MALFORMED, failure.kind(), failure.getMessage());
    assertEquals(
        "sent a line longer than 65536 bytes (the line limit), starting \"move "
            + "7".repeat(55)
            + "...\"",
        failure.getMessage());
  }

  @Test
  void infoLineLongerThanTheLimit_isCutInTheLog_andTheGameGoesOn() throws IOException {
    Path log = temp.resolve("longinfo.log");
    int limit = 1000;
    ToguzGame game = ToguzGame.standard();
    ExternalBot<?, ?> bot =
        (ExternalBot<?, ?>)
            Bot.external(
                "long",
                python(TEST_BOT, "longinfo"),
                log,
                ProgramLimits.DEFAULTS.withLineBytes(limit));
    try {
      assertFinished(playWith(game, bot, BAD_SEED));
    } finally {
      bot.close();
    }
    List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
    int at = lines.indexOf("[game 1] info " + "i".repeat(limit - "info ".length()));
    assertTrue(at >= 0, "the cut line is in the log: " + lines);
    assertEquals(
        "[game 1] referee: the line above was longer than 1000 bytes (the line limit): the rest"
            + " of it is not written",
        lines.get(at + 1));
    assertTrue(lines.stream().allMatch(l -> l.length() < 2 * limit), "no longer line");
  }

  @SuppressWarnings("unchecked")
  private static <S, M> Played playWith(Game<S, M> game, ExternalBot<?, ?> bot, long seed) {
    return play(game, (Bot<S, M>) bot, 0, 0, seed, MOVE_TIME);
  }

  @Test
  void chattyBot_itsLogIsCappedPerMatch_sayingWhereItWasCut() throws IOException {
    Path log = temp.resolve("chatty.log");
    long limit = 300_000;
    ToguzGame game = ToguzGame.standard();
    ExternalBot<?, ?> bot =
        (ExternalBot<?, ?>)
            Bot.external(
                "chatty",
                python(TEST_BOT, "chatty"),
                log,
                ProgramLimits.DEFAULTS.withLogBytes(limit));
    String note =
        "referee: this bot's log has reached its limit of 300000 bytes for the match: its later"
            + " standard error and info lines are not written";
    try {
      // 100000 bytes of standard error per move: the limit is reached in the first game.
      assertFinished(playWith(game, bot, 5));
      assertFinished(playWith(game, bot, 6));
      bot.close(); // the end of a match: the next one has a limit of its own
      long first = Files.size(log);
      assertTrue(first <= limit + 2000, "the log has " + first + " bytes");
      assertFinished(playWith(game, bot, 7));
    } finally {
      bot.close();
    }
    List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
    List<String> notes = lines.stream().filter(l -> l.endsWith(note)).toList();
    assertEquals(2, notes.size(), "one note per match: " + notes);
    assertTrue(notes.get(0).matches("\\[game 1] .*"), notes.get(0));
    assertTrue(Files.size(log) <= 2 * (limit + 2000), "the log has " + Files.size(log) + " bytes");
  }

  @Test
  void handshakeTime_isTheBotsOwn() {
    try (Bot<?, ?> bot =
        Bot.external(
            "mute",
            python(TEST_BOT, "mute"),
            null,
            ProgramLimits.DEFAULTS.withHandshakeTime(Duration.ofMillis(500)))) {
      PlayerFailure f = assertThrows(PlayerFailure.class, () -> bot.open(0, 1));
      assertEquals(PlayerFailure.Kind.TIMEOUT, f.kind());
      assertEquals("did not say \"ready\" within 500 ms of starting", f.getMessage());
    }
  }

  @Test
  void prepare_startsTheProgram_whichTheFirstGameUses() {
    ToguzGame game = ToguzGame.standard();
    ExternalBot<?, ?> bot = (ExternalBot<?, ?>) Bot.external("p", python(PYTHON_EXAMPLE), null);
    try {
      bot.prepare();
      bot.prepare();
      assertEquals(1, bot.processesStarted());
      assertFinished(playWith(game, bot, 3));
      assertEquals(1, bot.processesStarted());
    } catch (PlayerFailure e) {
      fail(e);
    } finally {
      bot.close();
    }
  }

  @Test
  void prepare_aProgramThatCannotStart_fails() {
    try (Bot<?, ?> bot = Bot.external("ghost", List.of("/nonexistent-7c1/bot"), null)) {
      PlayerFailure f = assertThrows(PlayerFailure.class, bot::prepare);
      assertEquals(PlayerFailure.Kind.CRASH, f.kind());
      assertTrue(
          f.getMessage().startsWith("could not start: Cannot run program \"/nonexistent-7c1/bot\""),
          f.getMessage());
    }
  }

  @Test
  void match_aProgramThatCannotStart_stopsItBeforeAnyGame() {
    ToguzGame game = ToguzGame.standard();
    List<MatchGame<?, ?>> told = new ArrayList<>();
    Match<dev.tabula.toguz.ToguzState, dev.tabula.toguz.ToguzMove> match =
        Match.of(game)
            .bots(
                Bot.external("cmd:/nonexistent-7c1/bot", List.of("/nonexistent-7c1/bot"), null),
                Bot.of("random", dev.tabula.core.Agent.uniformRandom()))
            .games(4)
            .seed(1);
    BotStartException e =
        assertThrows(BotStartException.class, () -> match.run((g, soFar) -> told.add(g)));
    assertEquals("cmd:/nonexistent-7c1/bot", e.bot());
    assertNull(e.result());
    assertTrue(
        e.getMessage()
            .startsWith(
                "cmd:/nonexistent-7c1/bot could not start: Cannot run program"
                    + " \"/nonexistent-7c1/bot\""),
        e.getMessage());
    assertEquals(List.of(), told, "no game was played");
  }

  @Test
  void match_aProgramThatNeverGetsReady_stopsItAfterSomeGamesInARow() {
    StackSnakeGame game = StackSnakeGame.standard();
    List<MatchGame<?, ?>> told = new ArrayList<>();
    Match<?, ?> match =
        mutePlaysRandom(game, Duration.ofMillis(300)).games(20).concurrency(1).seed(2);
    assertEquals(Match.DEFAULT_MAX_HANDSHAKE_FAILURES, match.maxHandshakeFailures());
    BotStartException e =
        assertThrows(
            BotStartException.class, () -> runCounting(match.maxHandshakeFailures(2), told));
    assertEquals("mute", e.bot());
    assertEquals(
        "mute failed to start in 2 games in a row, so the match stopped; in game 2 it did not say"
            + " \"ready\" within 300 ms of starting",
        e.getMessage());
    MatchResult r = e.result();
    assertNotNull(r);
    assertEquals(MatchResult.Status.BOT_FAILED, r.status());
    assertEquals(2, r.games());
    assertEquals(List.of(2L, 0L), r.forfeits());
    assertEquals(2, told.size(), "the games counted were told");
    assertTrue(
        MatchSummary.text(match.maxHandshakeFailures(2), r)
            .contains("\nstopped after 2 games: a bot failed to start in 2 games in a row\n"));
  }

  private static <S, M> Match<S, M> mutePlaysRandom(Game<S, M> game, Duration handshake) {
    return Match.of(game)
        .bots(
            Bot.external(
                "mute",
                python(TEST_BOT, "mute"),
                null,
                ProgramLimits.DEFAULTS.withHandshakeTime(handshake)),
            Bot.of("random", dev.tabula.core.Agent.uniformRandom()));
  }

  private static <S, M> MatchResult runCounting(Match<S, M> match, List<MatchGame<?, ?>> told) {
    return match.run((g, soFar) -> told.add(g));
  }

  @Test
  void missingCommand_crashes_couldNotStart() {
    try (Bot<?, ?> bot = Bot.external("ghost", List.of("no-such-bot-program-7c1"), null)) {
      PlayerFailure f = assertThrows(PlayerFailure.class, () -> bot.open(0, 1));
      assertEquals(PlayerFailure.Kind.CRASH, f.kind());
      assertTrue(f.getMessage().startsWith("could not start: "), f.getMessage());
      assertTrue(f.getMessage().contains("no-such-bot-program-7c1"), f.getMessage());
    }
  }

  @Test
  void badHandshake_isMalformed() {
    try (Bot<?, ?> bot = Bot.external("rude", python(TEST_BOT, "badhello"), null)) {
      PlayerFailure f = assertThrows(PlayerFailure.class, () -> bot.open(0, 1));
      assertEquals(PlayerFailure.Kind.MALFORMED, f.kind());
      assertTrue(f.getMessage().startsWith("sent \"hello\" where \"ready\""), f.getMessage());
    }
  }

  @Test
  void stderrLog_linesPrefixedWithTheGameNumber() throws IOException {
    Path log = temp.resolve("stderr.log");
    logRun(StackSnakeGame.standard(), log);
    List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
    Pattern prefixed = Pattern.compile("\\[(game \\d+|pid \\d+)] .*");
    for (String line : lines) {
      assertTrue(prefixed.matcher(line).matches(), "not prefixed: " + line);
    }
    // A line is tagged when the referee reads it: one the bot wrote during game 8 may be read (on a
    // busy machine) only after game 9 began, but one written during game 9 is never tagged 8.
    assertTrue(
        lines.contains("[game 8] playing seat 0") || lines.contains("[game 9] playing seat 0"),
        String.join("\n", lines));
    assertTrue(lines.contains("[game 9] playing seat 1"), String.join("\n", lines));
    assertTrue(lines.stream().anyMatch(l -> l.matches("\\[game [89]] result (1-0|0-1|1/2-1/2)")));
    assertTrue(lines.stream().anyMatch(l -> l.matches("\\[pid \\d+] info pid \\d+")));
    assertTrue(lines.stream().anyMatch(l -> l.matches("\\[pid \\d+] referee: started: .*")));
  }

  private static <S, M> void logRun(Game<S, M> game, Path log) {
    try (Bot<S, M> bot = Bot.external("logger", python(TEST_BOT, "good"), log)) {
      assertFinished(play(game, bot, 0, 7, 70, MOVE_TIME));
      assertFinished(play(game, bot, 1, 8, 80, MOVE_TIME));
    }
  }

  @Test
  void concurrentGames_shareTheIdleProcesses() throws Exception {
    concurrentRun(ToguzGame.standard());
  }

  private static <S, M> void concurrentRun(Game<S, M> game) throws Exception {
    int threads = 3;
    int games = 9;
    ExternalBot<S, M> bot = external(game, python(PYTHON_EXAMPLE), null);
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    Set<Long> pids = ConcurrentHashMap.newKeySet();
    try {
      List<Future<Played>> results = new ArrayList<>();
      for (int i = 0; i < games; i++) {
        int index = i;
        results.add(pool.submit(() -> play(game, bot, index % 2, index, 300 + index, MOVE_TIME)));
      }
      for (Future<Played> f : results) {
        Played p = f.get(60, TimeUnit.SECONDS);
        assertFinished(p);
        pids.add(p.pid());
      }
    } finally {
      pool.shutdownNow();
      bot.close();
    }
    assertTrue(bot.processesStarted() <= threads, "started " + bot.processesStarted());
    assertEquals(bot.processesStarted(), pids.size());
    pids.forEach(ExternalBotTest::assertStopped);
  }
}
