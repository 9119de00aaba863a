package dev.tabula.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.tabula.core.Agent;
import dev.tabula.core.Game;
import dev.tabula.core.GameRecord;
import dev.tabula.marrakech.MarrakechGame;
import dev.tabula.stacksnake.StackSnakeGame;
import dev.tabula.toguz.ToguzGame;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The bot protocol fuzzed from the bot's side: a real process ({@code bots/fuzz_bot.py}, driven by
 * the seed it is given) answers random bytes, partial lines, huge lines, wrong ids, illegal and
 * malformed moves, nothing, exits mid-game or closes its output, in a match against a random
 * in-process bot. The referee never throws, the match finishes, only the fuzzing bot forfeits and
 * always with a one-line reason of a {@link dev.tabula.core.PlayerFailure} kind, every record reads
 * back, and every game in which the bot did something that must lose (it says what on its standard
 * error) is forfeited by it. Needs {@code python3}. The seeds are in the failure messages.
 */
class ProtocolFuzzTest {
  private static final Path FUZZ_BOT =
      Path.of("src", "test", "resources", "bots", "fuzz_bot.py").toAbsolutePath();

  /** What the bot cannot get away with: these lose the game whatever the game. */
  private static final Set<String> FATAL = Set.of("partial", "huge", "silent", "exit", "close");

  private static final Pattern NOTE = Pattern.compile("\\[game (\\d+)] fuzz: (\\S+) seed (-?\\d+)");

  @TempDir Path temp;

  @BeforeAll
  static void pythonIsThere() throws InterruptedException {
    try {
      Process p = new ProcessBuilder("python3", "--version").redirectErrorStream(true).start();
      p.getInputStream().readAllBytes();
      if (!p.waitFor(30, TimeUnit.SECONDS) || p.exitValue() != 0) {
        fail("python3 --version failed");
      }
    } catch (IOException e) {
      fail("python3 is needed on the PATH to fuzz the bot protocol: " + e.getMessage());
    }
  }

  private static int games() {
    String p = System.getProperty("tabula.fuzz.cases");
    // A protocol case is a whole game: the property's cases are counted in hundreds of games.
    return p == null || p.isBlank() ? 12 : Math.max(12, Integer.parseInt(p.strip()) / 100);
  }

  @Test
  void garbageAnswers_toguz() throws IOException {
    fuzz(ToguzGame.standard(), 71);
  }

  @Test
  void garbageAnswers_stackSnake() throws IOException {
    fuzz(StackSnakeGame.standard(), 72);
  }

  @Test
  void garbageAnswers_marrakechThreePlayers() throws IOException {
    fuzz(MarrakechGame.builder().players(3).build(), 73);
  }

  private <S, M> void fuzz(Game<S, M> game, long seed) throws IOException {
    Path log = temp.resolve("fuzz-" + seed + ".log");
    List<String> command = List.of("python3", FUZZ_BOT.toString(), Long.toString(seed), "3");
    List<Bot<S, M>> bots = new ArrayList<>();
    bots.add(Bot.external("fuzz", command, log));
    while (bots.size() < game.numPlayers()) {
      bots.add(Bot.of("random", Agent.uniformRandom()));
    }
    List<MatchGame<S, M>> played = new ArrayList<>();
    String where = game.name() + ", match seed " + seed + ", bot seed " + seed;
    MatchResult r;
    try {
      r =
          Match.of(game)
              .bots(bots)
              .games(games())
              .concurrency(2)
              .moveTime(Duration.ofMillis(1500))
              .maxPlies(2_000)
              .seed(seed)
              .run((g, soFar) -> played.add(g));
    } catch (RuntimeException e) {
      throw new AssertionError(where + ": the referee threw " + e, e);
    }
    assertEquals(MatchResult.Status.FINISHED, r.status(), where);
    assertEquals(r.plannedGames(), played.size(), where);

    // Which game did what, by the game seed the bot was given (its log lines say).
    Map<Long, String> seedToGame = new HashMap<>();
    for (MatchGame<S, M> g : played) {
      int seat = g.botAtSeat().indexOf(0);
      seedToGame.put(Match.derive(seed, g.index(), seat), Long.toString(g.index()));
    }
    Map<Long, String> fatalIn = new HashMap<>();
    for (String line : Files.readAllLines(log, StandardCharsets.UTF_8)) {
      Matcher m = NOTE.matcher(line);
      if (m.matches() && FATAL.contains(m.group(2))) {
        String index = seedToGame.get(Long.parseLong(m.group(3)));
        if (index != null) {
          fatalIn.putIfAbsent(Long.parseLong(index), m.group(2));
        }
      }
    }
    int forfeits = 0;
    for (MatchGame<S, M> g : played) {
      String what = where + ", game " + g.index();
      String text = g.record().format(game);
      assertEquals(List.of(g.record()), GameRecord.parseAll(game, text), what + ": record");
      if (g.forfeitedBy() >= 0) {
        forfeits++;
        assertEquals(0, (int) g.botAtSeat().get(g.forfeitedBy()), what + ": " + g.termination());
        String t = String.valueOf(g.termination());
        assertTrue(
            t.matches(
                "seat \\d \\(fuzz\\) forfeits, (illegal move|protocol error|time forfeit"
                    + "|crash): .+"),
            what + ": " + t);
        assertFalse(t.contains("\n") || t.contains("\r"), what + ": " + t);
      } else {
        assertTrue(
            g.termination() == null || g.termination().startsWith("adjudicated"),
            what + ": " + g.termination());
        String kind = fatalIn.get(g.index());
        assertTrue(kind == null, what + ": the bot did '" + kind + "' and was not forfeited");
      }
    }
    assertTrue(forfeits > 0, where + ": the bot never forfeited, so nothing was fuzzed");
    System.out.println(
        "protocol fuzz "
            + game.name()
            + ": "
            + played.size()
            + " games, "
            + forfeits
            + " forfeits");
  }
}
