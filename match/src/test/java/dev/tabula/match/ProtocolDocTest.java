package dev.tabula.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.tabula.core.Agent;
import dev.tabula.core.Game;
import dev.tabula.core.PlayerFailure;
import dev.tabula.core.TimeControl;
import dev.tabula.stacksnake.StackSnakeGame;
import dev.tabula.toguz.ToguzGame;
import dev.tabula.toguz.ToguzMove;
import dev.tabula.toguz.ToguzState;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.io.TempDir;

/**
 * The examples of {@code docs/protocol.md} are what the referee and real bots say, as the README's
 * samples are what the command line prints.
 *
 * <ul>
 *   <li>The complete exchange is a real one: {@code examples/python/random_bot.py}, run through
 *       {@code bots/recorder.py} (which writes down every line each way), plays a match against a
 *       random in-process bot. A line {@code ...} in it stands for any number of lines, and the
 *       process id of {@code info pid N} may differ.
 *   <li>Every line of the doc's other transcripts ({@code > ...} from the referee, {@code < ...}
 *       from the bot; the text up to a run of two spaces, which starts a comment; a line ending in
 *       {@code ...} stands for any line that starts as it does) is a line of that exchange or of
 *       another real one, in which a bot named as {@code tabula match} names {@code cmd:python3
 *       mybot.py} loses on time, or of one with a game clock of 60 s and 50 ms a move.
 *   <li>The table of what loses a game lists every kind of failure with the prefix the records'
 *       termination gives it, and each example of a reason is one a real misbehaving bot ({@code
 *       bots/test_bot.py}) got from the referee with that prefix.
 *   <li>The links to the rules pages point to headings that exist.
 * </ul>
 *
 * Needs {@code python3}. With {@code -Dtabula.protocol.update=true}, {@link #update_whenAsked}
 * rewrites the complete exchange with what the bots say now.
 */
class ProtocolDocTest {
  private static final Path REPO = Path.of("..").toAbsolutePath().normalize();
  private static final Path DOC = REPO.resolve("docs/protocol.md");
  private static final Path BOTS = Path.of("src", "test", "resources", "bots").toAbsolutePath();
  private static final Path RECORDER = BOTS.resolve("recorder.py");
  private static final Path TEST_BOT = BOTS.resolve("test_bot.py");
  private static final Path PYTHON_EXAMPLE = REPO.resolve("examples/python/random_bot.py");

  /** The heading of the complete exchange. */
  private static final String EXCHANGE = "## A complete exchange";

  /** The heading of the table of failures. */
  private static final String FAILURES = "## What loses a game";

  /** The match seed of the complete exchange. */
  private static final long EXCHANGE_SEED = 1;

  /** The time per move and for the handshake of the bots that are meant to run out of it. */
  private static final Duration SHORT = Duration.ofSeconds(2);

  /** The time per move of the other bots: generous, so that a busy machine does not matter. */
  private static final Duration LONG = Duration.ofSeconds(10);

  private static final Pattern PID = Pattern.compile("info pid \\d+");

  /** A line of the bot log that the recorder wrote. */
  private static final Pattern RECORDED = Pattern.compile("\\[(?:game \\d+|pid \\d+)] ([<>] .*)");

  @TempDir static Path temp;

  @BeforeAll
  static void pythonIsThere() throws InterruptedException {
    try {
      Process p = new ProcessBuilder("python3", "--version").redirectErrorStream(true).start();
      p.getInputStream().readAllBytes();
      if (!p.waitFor(30, TimeUnit.SECONDS) || p.exitValue() != 0) {
        fail("python3 --version failed");
      }
    } catch (IOException e) {
      fail("python3 is needed on the PATH to check the protocol's examples: " + e.getMessage());
    }
  }

  // ---- the doc ----

  private static List<String> doc() throws IOException {
    return Files.readAllLines(DOC, StandardCharsets.UTF_8);
  }

  /** The fenced blocks without a language, as [first line index, end index) of their contents. */
  static List<int[]> plainBlocks(List<String> doc) {
    List<int[]> out = new ArrayList<>();
    int open = -1;
    for (int i = 0; i < doc.size(); i++) {
      String l = doc.get(i).strip();
      if (open == -1 && l.startsWith("```")) {
        open = l.equals("```") ? i + 1 : -2 - i; // -2 - i: a block with a language
      } else if (open != -1 && l.equals("```")) {
        if (open >= 0) {
          out.add(new int[] {open, i});
        }
        open = -1;
      }
    }
    return out;
  }

  /** The block of the complete exchange: the first plain block after its heading. */
  private static int[] exchangeBlock(List<String> doc) {
    int heading = doc.indexOf(EXCHANGE);
    assertTrue(heading >= 0, "no '" + EXCHANGE + "' in " + DOC);
    for (int[] b : plainBlocks(doc)) {
      if (b[0] > heading) {
        return b;
      }
    }
    throw new AssertionError("no exchange after '" + EXCHANGE + "'");
  }

  /** A transcript line of the doc without its comment: the text up to two spaces. */
  static String protocolText(String docLine) {
    int comment = docLine.indexOf("  ");
    return (comment < 0 ? docLine : docLine.substring(0, comment)).strip();
  }

  private static String samePid(String line) {
    return PID.matcher(line).replaceAll("info pid N");
  }

  // ---- real exchanges ----

  private static List<String> exchange;
  private static List<String> forfeitExchange;
  private static List<String> clockExchange;

  /** The lines between the example bot and the referee in the exchange's match. */
  private static synchronized List<String> exchange(Path temp) throws IOException {
    if (exchange == null) {
      Path log = temp.resolve("exchange.log");
      StackSnakeGame game = StackSnakeGame.builder().maxTurns(6).build();
      recordedMatch(
          game,
          Bot.external(
              "cmd:python3 examples/python/random_bot.py",
              List.of("python3", RECORDER.toString(), "python3", PYTHON_EXAMPLE.toString()),
              log),
          Bot.of("random", Agent.uniformRandom()),
          Duration.ofSeconds(5),
          null,
          EXCHANGE_SEED);
      exchange = recorded(log);
    }
    return exchange;
  }

  /**
   * The lines between a good bot and the referee in a match where the other bot, named as {@code
   * tabula match --bots ...,'cmd:python3 mybot.py'} names it, never answers.
   */
  private static synchronized List<String> forfeitExchange(Path temp) throws IOException {
    if (forfeitExchange == null) {
      Path log = temp.resolve("forfeit.log");
      recordedMatch(
          ToguzGame.standard(),
          goodBot(log),
          Bot.external(
              "cmd:python3 mybot.py",
              List.of("python3", TEST_BOT.toString(), "silent", "always"),
              null),
          SHORT,
          null,
          2);
      forfeitExchange = recorded(log);
    }
    return forfeitExchange;
  }

  /** The test bot that plays well, its lines recorded in {@code log}. */
  private static Bot<ToguzState, ToguzMove> goodBot(Path log) {
    return Bot.external(
        "cmd:python3 goodbot.py",
        List.of("python3", RECORDER.toString(), "python3", TEST_BOT.toString(), "good"),
        log);
  }

  /** The lines between a good bot and the referee in a match with a clock of 60 s + 50 ms. */
  private static synchronized List<String> clockExchange(Path temp) throws IOException {
    if (clockExchange == null) {
      Path log = temp.resolve("clock.log");
      recordedMatch(
          ToguzGame.standard(),
          goodBot(log),
          Bot.of("random", Agent.uniformRandom()),
          LONG,
          new TimeControl(Duration.ofSeconds(60), Duration.ofMillis(50)),
          3);
      clockExchange = recorded(log);
    }
    return clockExchange;
  }

  private static <S, M> void recordedMatch(
      Game<S, M> game,
      Bot<S, M> recorded,
      Bot<S, M> other,
      Duration moveTime,
      @Nullable TimeControl clock,
      long seed) {
    MatchResult r =
        Match.of(game)
            .bots(recorded, other)
            .games(2)
            .concurrency(1)
            .moveTime(moveTime)
            .clock(clock)
            .seed(seed)
            .run();
    assertEquals(2, r.games());
  }

  /**
   * The recorded lines of a log, once the last ({@code > quit}, when the match closed the bot) is
   * there: the process's standard error is read on a thread of its own, which may lag.
   */
  private static List<String> recorded(Path log) throws IOException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (true) {
      List<String> lines = new ArrayList<>();
      for (String l : Files.readAllLines(log, StandardCharsets.UTF_8)) {
        Matcher m = RECORDED.matcher(l);
        if (m.matches()) {
          lines.add(m.group(1));
        }
      }
      if (!lines.isEmpty() && lines.get(lines.size() - 1).equals("> quit")) {
        return lines;
      }
      if (System.nanoTime() > deadline) {
        fail("the recorder never wrote '> quit' in " + log + ":\n" + String.join("\n", lines));
      }
      try {
        Thread.sleep(50);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IOException("interrupted", e);
      }
    }
  }

  /** Whether the expected lines (with {@code ...} for any run of lines) match the actual ones. */
  static boolean matches(List<String> expected, int e, List<String> actual, int a) {
    if (e == expected.size()) {
      return a == actual.size();
    }
    if (expected.get(e).equals("...")) {
      for (int skip = a; skip <= actual.size(); skip++) {
        if (matches(expected, e + 1, actual, skip)) {
          return true;
        }
      }
      return false;
    }
    return a < actual.size()
        && samePid(expected.get(e)).equals(samePid(actual.get(a)))
        && matches(expected, e + 1, actual, a + 1);
  }

  // ---- the checks ----

  @Test
  void completeExchange_isWhatTheExampleBotAndTheRefereeSay() throws IOException {
    List<String> doc = doc();
    int[] b = exchangeBlock(doc);
    List<String> shown = doc.subList(b[0], b[1]);
    List<String> real = exchange(temp);
    assertTrue(
        matches(shown, 0, real, 0),
        DOC
            + ", '"
            + EXCHANGE
            + "', shows:\n"
            + String.join("\n", shown)
            + "\n\nbut the bots said (-Dtabula.protocol.update=true rewrites it):\n"
            + String.join("\n", real));
  }

  @Test
  void everyTranscriptLine_isALineOfARealExchange() throws IOException {
    List<String> doc = doc();
    int[] exchangeBlock = exchangeBlock(doc);
    Set<String> real = new LinkedHashSet<>();
    for (String l : exchange(temp)) {
      real.add(samePid(l));
    }
    for (String l : forfeitExchange(temp)) {
      real.add(samePid(l));
    }
    for (String l : clockExchange(temp)) {
      real.add(samePid(l));
    }
    int checked = 0;
    for (int[] b : plainBlocks(doc)) {
      if (b[0] == exchangeBlock[0]) {
        continue;
      }
      for (int i = b[0]; i < b[1]; i++) {
        String line = doc.get(i);
        if (!line.startsWith("> ") && !line.startsWith("< ")) {
          continue;
        }
        String text = samePid(protocolText(line));
        boolean found =
            text.endsWith(" ...")
                ? real.stream().anyMatch(r -> r.startsWith(text.substring(0, text.length() - 3)))
                : real.contains(text);
        assertTrue(
            found,
            DOC
                + " line "
                + (i + 1)
                + ": '"
                + text
                + "' is no line of a real exchange; the lines were:\n"
                + String.join("\n", real));
        checked++;
      }
    }
    assertTrue(checked >= 15, "transcript lines checked: " + checked);
  }

  /** A row of the failure table: the prefix of the termination and the examples of reasons. */
  record FailureRow(String prefix, List<String> examples) {}

  private static final Pattern CODE = Pattern.compile("`([^`]+)`");

  static List<FailureRow> failureTable(List<String> doc) {
    int heading = doc.indexOf(FAILURES);
    assertTrue(heading >= 0, "no '" + FAILURES + "' in " + DOC);
    List<FailureRow> rows = new ArrayList<>();
    int i = heading + 1;
    while (i < doc.size() && !doc.get(i).startsWith("|")) {
      i++;
    }
    for (i += 2; i < doc.size() && doc.get(i).startsWith("|"); i++) {
      String[] cells = doc.get(i).split(" \\| ", -1);
      assertEquals(3, cells.length, "a row of three cells: " + doc.get(i));
      List<String> prefix = codes(cells[1]);
      assertEquals(1, prefix.size(), "one prefix: " + doc.get(i));
      rows.add(new FailureRow(prefix.get(0), codes(cells[2])));
    }
    return rows;
  }

  private static List<String> codes(String cell) {
    List<String> out = new ArrayList<>();
    Matcher m = CODE.matcher(cell);
    while (m.find()) {
      out.add(m.group(1));
    }
    return out;
  }

  /** A misbehaviour of test_bot.py in every game, and the limits it is played with. */
  record Scenario(String mode, Duration moveTime, Duration handshakeTime) {
    Scenario(String mode) {
      this(mode, LONG, ProgramLimits.DEFAULT_HANDSHAKE_TIME);
    }
  }

  private static final List<Scenario> SCENARIOS =
      List.of(
          new Scenario("illegal"),
          new Scenario("badnote"),
          new Scenario("garbage"),
          new Scenario("twice"),
          new Scenario("badid"),
          new Scenario("badhello"),
          new Scenario("longmove"),
          new Scenario("silent", SHORT, ProgramLimits.DEFAULT_HANDSHAKE_TIME),
          new Scenario("mute", LONG, SHORT),
          new Scenario("exit"),
          new Scenario("hsexit"),
          new Scenario("closeout"),
          new Scenario("deaf"));

  private static final Pattern FORFEIT = Pattern.compile("seat \\d \\(bot\\) forfeits, (.*)");

  @Test
  void failureTable_theRealPrefixes_andReasonsRealBotsGot() {
    List<FailureRow> rows;
    try {
      rows = failureTable(doc());
    } catch (IOException e) {
      throw new AssertionError(e);
    }
    Set<String> prefixes = new TreeSet<>();
    for (PlayerFailure.Kind kind : PlayerFailure.Kind.values()) {
      prefixes.add(new PlayerFailure(kind, "").describe().strip());
    }
    Set<String> shown = new TreeSet<>();
    rows.forEach(r -> shown.add(r.prefix()));
    assertEquals(prefixes, shown, "one row per kind of failure, with its prefix");

    Set<String> real = new TreeSet<>();
    for (Scenario s : SCENARIOS) {
      real.addAll(terminations(ToguzGame.standard(), s));
    }
    for (FailureRow row : rows) {
      assertFalse(row.examples().isEmpty(), row.prefix() + " has no example");
      for (String example : row.examples()) {
        assertTrue(
            real.contains(row.prefix() + " " + example),
            "'"
                + row.prefix()
                + " "
                + example
                + "' is not what a real bot got; they got:\n"
                + String.join("\n", real));
      }
    }
  }

  @Test
  void aProgramThatCannotStart_theMessageIsTheReferees() throws IOException {
    String doc = Files.readString(DOC, StandardCharsets.UTF_8).replaceAll("\\s*\n\\s*", " ");
    Match<?, ?> match =
        Match.of(ToguzGame.standard())
            .bots(
                Bot.external("cmd:mybot", List.of("mybot"), null),
                Bot.of("random", Agent.uniformRandom()));
    BotStartException e = assertThrows(BotStartException.class, match::prepareBots);
    assertTrue(
        doc.contains("(`" + e.getMessage() + "`)"),
        "the doc quotes what the referee says: " + e.getMessage());
  }

  /** The kinds and reasons of the forfeits of test_bot.py in a match of two games. */
  private static <S, M> List<String> terminations(Game<S, M> game, Scenario s) {
    List<String> out = new ArrayList<>();
    Match.of(game)
        .bots(
            Bot.external(
                "bot",
                List.of("python3", TEST_BOT.toString(), s.mode(), "always"),
                null,
                ProgramLimits.DEFAULTS.withHandshakeTime(s.handshakeTime())),
            Bot.of("random", Agent.uniformRandom()))
        .games(2)
        .concurrency(1)
        .moveTime(s.moveTime())
        .seed(3)
        .maxHandshakeFailures(0)
        .run(
            (g, soFar) -> {
              Matcher m = FORFEIT.matcher(String.valueOf(g.termination()));
              assertTrue(m.matches(), s.mode() + ": the bot did not lose: " + g.termination());
              out.add(m.group(1));
            });
    return out;
  }

  /** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
  static String anchor(String heading) {
    return heading
        .strip()
        .toLowerCase(Locale.ROOT)
        .replaceAll("[^\\p{L}\\p{N} _-]", "")
        .replace(' ', '-');
  }

  private static final Pattern RULES_LINK = Pattern.compile("\\]\\((rules/[^)#]+)#([^)]+)\\)");

  @Test
  void rulesLinks_pointToHeadingsThatExist() throws IOException {
    String text = Files.readString(DOC, StandardCharsets.UTF_8);
    Matcher m = RULES_LINK.matcher(text);
    Set<String> games = new TreeSet<>();
    while (m.find()) {
      Path page = DOC.getParent().resolve(m.group(1));
      assertTrue(Files.isRegularFile(page), "no " + page);
      Set<String> anchors = new TreeSet<>();
      for (String l : Files.readAllLines(page, StandardCharsets.UTF_8)) {
        if (l.startsWith("#")) {
          anchors.add(anchor(l.replaceFirst("^#+", "")));
        }
      }
      assertTrue(anchors.contains(m.group(2)), m.group() + ": headings " + anchors);
      games.add(m.group(1));
    }
    assertEquals(
        Set.of("rules/marrakech.md", "rules/stack-snake.md", "rules/toguz.md"),
        games,
        "links to every game's rules");
  }

  @Test
  void anchor_asGitHubMakesThem() {
    assertEquals("position-notation-fen", anchor(" Position notation (FEN)"));
    assertEquals("action-ids-and-move-order", anchor("Action ids and move order"));
  }

  /**
   * A tool, not a check (it runs only when asked): with {@code -Dtabula.protocol.update=true},
   * rewrites the complete exchange with the first game of the real one, {@code ...} for the rest,
   * and the last line. Read the diff, and mend the doc's other transcripts if the check of their
   * lines then fails.
   */
  @Test
  @EnabledIfSystemProperty(named = "tabula.protocol.update", matches = "true")
  void update_whenAsked() throws IOException {
    List<String> doc = new ArrayList<>(doc());
    int[] b = exchangeBlock(doc);
    List<String> real = exchange(temp);
    int firstResult = 0;
    while (!real.get(firstResult).startsWith("> result ")) {
      firstResult++;
    }
    List<String> now = new ArrayList<>(real.subList(0, firstResult + 1));
    now.add("...");
    now.add(real.get(real.size() - 1));
    for (int i = b[0]; i < b[1]; i++) {
      doc.remove(b[0]);
    }
    doc.addAll(b[0], now);
    Files.write(DOC, doc, StandardCharsets.UTF_8);
  }
}
