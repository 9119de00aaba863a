package dev.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.Game;
import dev.tabula.core.GameProvider;
import dev.tabula.core.GameRecord;
import dev.tabula.core.OpeningBook;
import dev.tabula.core.TimeLeft;
import dev.tabula.search.AlphaBeta;
import dev.tabula.search.Budget;
import dev.tabula.search.SearchResult;
import dev.tabula.toguz.ToguzGame;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tabula bot}: the protocol's handshake and turns, the {@code info analyse} lines of its
 * search, its errors, and the bot as a real program in a match run by the real referee.
 */
class BotCommandTest {
  private static final Pattern ANALYSE =
      Pattern.compile(
          "info analyse depth (\\d+) value ([+-]\\d\\.\\d{3}) nodes (\\d+) time \\d+ nps \\d+"
              + " pv (\\S+( \\S+)*)");

  @TempDir Path dir;

  @SuppressWarnings("unchecked")
  private static Game<Object, Object> toguz() {
    return (Game<Object, Object>) GameProvider.find("toguz").create(Map.of());
  }

  private static String turn(Game<Object, Object> game, Object state) {
    return "position " + game.formatState(state) + "\nlegal -\ngo 60000\n";
  }

  @Test
  void aTurn_answersTheSearchsMove_afterOneAnalyseLinePerDepth() {
    Cli.requireGame("toguz");
    Game<Object, Object> game = toguz();
    Object start = game.start();
    Object after = game.apply(start, game.legalMoves(start).get(4));
    String input =
        "tabula 1\ngame toguz\noptions\nplayers 2\nseat 1\nseed 7\nstart "
            + game.formatState(start)
            + "\nplayed 0 4 "
            + game.formatMove(start, game.legalMoves(start).get(4))
            + "\n"
            + turn(game, after)
            + "result 1-0\nquit\n";
    Cli.Run r = Cli.runWithInput(input, "bot", "--bot", "alphabeta:depth=4").assertOk();
    List<String> lines = r.lines();
    assertEquals(List.of("name tabula alphabeta:depth=4", "reuse", "ready"), lines.subList(0, 3));
    List<SearchResult<Object>> reports = new ArrayList<>();
    AlphaBeta.builder()
        .build()
        .search(game, after, Budget.ofDepth(4), new SplittableRandom(7), reports::add);
    assertEquals(3 + reports.size() + 1, lines.size(), r.out());
    for (int i = 0; i < reports.size(); i++) {
      SearchResult<Object> report = reports.get(i);
      Matcher m = ANALYSE.matcher(lines.get(3 + i));
      assertTrue(m.matches(), lines.get(3 + i));
      assertEquals(report.depth(), Integer.parseInt(m.group(1)));
      assertEquals(String.format("%+.3f", report.value()), m.group(2));
      assertEquals(report.iterations(), Long.parseLong(m.group(3)));
      assertEquals(
          AnalyseCommand.notation(game, after, report.move(), report.principalVariation()),
          m.group(4));
    }
    Object best = reports.get(reports.size() - 1).move();
    assertEquals("action " + game.actionId(after, best), lines.get(lines.size() - 1));
  }

  @Test
  void aTurnInTheOpeningBook_answersTheBooksMove_afterOneAnalyseLine() {
    Cli.requireGame("toguz");
    Game<Object, Object> game = toguz();
    Object start = game.start();
    @SuppressWarnings("unchecked")
    OpeningBook.Entry<Object> entry =
        ((OpeningBook<Object, Object>)
                (OpeningBook<?, ?>) ToguzGame.standard().openingBook().orElseThrow())
            .lookup(start)
            .orElseThrow();
    String input =
        "tabula 1\ngame toguz\noptions\nplayers 2\nseat 0\nseed 7\nstart "
            + game.formatState(start)
            + "\n"
            + turn(game, start)
            + "result 1-0\nquit\n";
    List<String> lines =
        Cli.runWithInput(input, "bot", "--bot", "alphabeta:depth=4:book=on").assertOk().lines();
    assertEquals("name tabula alphabeta:depth=4:book=on", lines.get(0));
    assertEquals(5, lines.size(), lines.toString());
    Matcher m = ANALYSE.matcher(lines.get(3));
    assertTrue(m.matches(), lines.get(3));
    assertEquals(entry.depth(), Integer.parseInt(m.group(1)));
    assertEquals(String.format("%+.3f", entry.value()), m.group(2));
    assertEquals("0", m.group(3));
    assertEquals(game.formatMove(start, entry.move()), m.group(4));
    assertEquals("action " + game.actionId(start, entry.move()), lines.get(4));
  }

  @Test
  void noAnalyse_writesOnlyTheAnswers() {
    Cli.requireGame("toguz");
    Game<Object, Object> game = toguz();
    String input =
        "tabula 1\ngame toguz\noptions\nplayers 2\nseat 0\nseed 1\nstart "
            + game.formatState(game.start())
            + "\n"
            + turn(game, game.start())
            + "result 0-1\ngame toguz\noptions\nseat 0\n"
            + turn(game, game.start())
            + "quit\n";
    Cli.Run r =
        Cli.runWithInput(input, "bot", "--bot", "alphabeta:depth=2", "--no-analyse").assertOk();
    List<String> lines = r.lines();
    assertEquals(5, lines.size(), r.out());
    assertTrue(lines.get(3).matches("action [0-8]"), lines.get(3));
    assertEquals(lines.get(3), lines.get(4), "the same position, the same answer");
  }

  @Test
  void badLines_exitWithStatus2AndOneLine() {
    Cli.requireGame("toguz");
    String[][] cases = {
      {"tabula 2\n", "expected 'tabula 1'"},
      {"hello\n", "expected 'tabula 1'"},
      {"tabula 1\ngame chess\noptions\n", "cannot set up 'chess'"},
      {"tabula 1\ngame toguz\noptions players=3\n", "cannot set up 'toguz'"},
      {"tabula 1\ngame toguz\noptions\nseed x\n", "the seed is not a number: 'x'"},
      {"tabula 1\ngame toguz\noptions\nposition 1/2\n", "cannot read the position"},
      {"tabula 1\ngame toguz\noptions\ngo 100\n", "'go' before any 'position'"},
      {"tabula 1\noptions\n", "'options' before any 'game'"},
    };
    for (String[] c : cases) {
      Cli.Run r = Cli.runWithInput(c[0], "bot", "--bot", "alphabeta:depth=1");
      assertEquals(Main.EXIT_USAGE, r.status(), c[0] + r.err());
      assertEquals(1, r.errLines().size(), r.err());
      assertTrue(r.err().contains(c[1]), c[0] + " -> " + r.err());
    }
    Game<Object, Object> game = toguz();
    Cli.Run r =
        Cli.runWithInput(
            "tabula 1\ngame toguz\noptions\nposition "
                + game.formatState(game.start())
                + "\ngo -5\n",
            "bot");
    assertEquals(Main.EXIT_USAGE, r.status(), r.err());
    assertTrue(r.err().contains("'go' takes milliseconds or inf, got '-5'"), r.err());
  }

  @Test
  void clockLine_aSearchBotSharesTheClock_andBadClocksExit2() {
    Cli.requireGame("toguz");
    Game<Object, Object> game = toguz();
    String input =
        "tabula 1\ngame toguz\noptions\nseat 0\nseed 1\nstart "
            + game.formatState(game.start())
            + "\nposition "
            + game.formatState(game.start())
            + "\nlegal -\nclock 3000 50\ngo 3000\nquit\n";
    Cli.Run r = Cli.runWithInput(input, "bot", "--bot", "alphabeta:depth=1000").assertOk();
    List<String> lines = r.lines();
    assertTrue(lines.get(lines.size() - 1).matches("action [0-8]"), r.out());
    assertTrue(lines.size() > 4, "it deepened, and said so: " + r.out());
    Cli.Run bad =
        Cli.runWithInput(
            "tabula 1\ngame toguz\noptions\nclock 3000\n", "bot", "--bot", "alphabeta:depth=1");
    assertEquals(Main.EXIT_USAGE, bad.status(), bad.err());
    assertTrue(
        bad.err().contains("'clock' takes the milliseconds left and the increment's, got '3000'"),
        bad.err());
  }

  @Test
  void timeLeft_theClockLineAndGo() {
    assertEquals(
        TimeLeft.perMove(Duration.ofMillis(900)),
        BotCommand.timeLeft(Duration.ofMillis(900), null));
    assertEquals(
        new TimeLeft(Duration.ofMillis(900), Duration.ofMillis(1000), Duration.ofMillis(50)),
        BotCommand.timeLeft(Duration.ofMillis(900), new long[] {1000, 50}));
    // a clock that shows 0: one millisecond, and the limit no more than it
    assertEquals(
        new TimeLeft(Duration.ofMillis(1), Duration.ofMillis(1), Duration.ZERO),
        BotCommand.timeLeft(Duration.ofMillis(1), new long[] {0, 0}));
    assertEquals(TimeLeft.UNLIMITED, BotCommand.timeLeft(null, new long[] {1000, 0}));
  }

  @Test
  void goTime_leavesAMargin() {
    assertEquals(null, BotCommand.time("inf"));
    assertEquals(900, BotCommand.time("1000").toMillis());
    assertEquals(4900, BotCommand.time("5000").toMillis());
    assertEquals(1, BotCommand.time("0").toMillis());
  }

  /** The command that starts this module's command line as a program, on the tests' class path. */
  private static String program() {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    List<String> path = new ArrayList<>();
    for (String property : new String[] {"jdk.module.path", "java.class.path"}) {
      String p = System.getProperty(property);
      if (p != null && !p.isEmpty()) {
        path.add(p);
      }
    }
    String cp = String.join(File.pathSeparator, path);
    assertFalse(cp.contains(" ") || cp.contains(","), "a class path the match can split: " + cp);
    return java + " -cp " + cp + " " + Main.class.getName() + " bot";
  }

  @Test
  void asAProgram_playsMatchesUnderTheReferee_withItsAnalysisInItsLog() throws IOException {
    Cli.requireGame("toguz");
    Cli.requireGame("marrakech");
    String[][] matches = {{"toguz", "alphabeta:depth=2"}, {"marrakech", "expectimax:depth=1"}};
    for (String[] m : matches) {
      Path logs = dir.resolve(m[0] + "-logs");
      Path records = dir.resolve(m[0] + ".txt");
      List<String> args = new ArrayList<>();
      args.addAll(
          List.of(
              "match",
              m[0],
              "--bots",
              "cmd:"
                  + program()
                  + " --bot "
                  + m[1]
                  + ",random"
                  + (m[0].equals("marrakech") ? ",random" : ""),
              "--games",
              m[0].equals("marrakech") ? "3" : "2",
              "--seed",
              "3",
              "-j",
              "1",
              "--move-time",
              "20000",
              "--bot-logs",
              logs.toString(),
              "--records",
              records.toString()));
      if (m[0].equals("marrakech")) {
        args.addAll(List.of("--players", "3"));
      }
      Cli.Run r = Cli.run(args.toArray(String[]::new)).assertOkTalkingOnStderr();
      String text = Files.readString(records);
      assertFalse(text.contains("forfeits"), text);
      @SuppressWarnings("unchecked")
      Game<Object, Object> game =
          (Game<Object, Object>)
              GameProvider.find(m[0])
                  .create(m[0].equals("marrakech") ? Map.of("players", "3") : Map.of());
      List<GameRecord<Object, Object>> games = GameRecord.parseAll(game, text);
      assertEquals(m[0].equals("marrakech") ? 3 : 2, games.size(), r.out());
      for (GameRecord<Object, Object> g : games) {
        assertTrue(game.isTerminal(g.finalState(game)), "the rules ended every game: " + g);
      }
      String log;
      try (Stream<Path> files = Files.list(logs)) {
        StringBuilder all = new StringBuilder();
        for (Path f : files.toList()) {
          all.append(Files.readString(f));
        }
        log = all.toString();
      }
      assertTrue(
          log.contains("info analyse depth 1 value "),
          "the program's log has its analysis: " + log.lines().limit(20).toList());
    }
  }
}
