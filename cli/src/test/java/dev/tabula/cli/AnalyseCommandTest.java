package dev.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.Game;
import dev.tabula.core.GameProvider;
import dev.tabula.core.GameRecord;
import dev.tabula.search.AlphaBeta;
import dev.tabula.search.Budget;
import dev.tabula.search.SearchResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code tabula analyse}: its reports agree with the search it runs, at a fixed depth. */
class AnalyseCommandTest {
  private static final Pattern HEADER =
      Pattern.compile(
          "depth (\\d+)  value ([+-]\\d\\.\\d{3})  nodes [\\d,]+  time \\d+\\.\\d\\d s  nps \\S+");

  @Test
  void position_reportsEachDepth_withTheBestMovesOfThatDepth() {
    Cli.requireGame("toguz");
    Cli.Run r =
        Cli.run("analyse", "toguz", "--bot", "alphabeta:depth=4", "--multipv", "3").assertOk();
    List<String> lines = r.lines();
    Game<Object, Object> game = toguz();
    Object start = game.start();
    List<SearchResult<Object>> reports = new ArrayList<>();
    AlphaBeta.builder()
        .exactRootValues(true)
        .build()
        .search(game, start, Budget.ofDepth(4), new SplittableRandom(1), reports::add);
    int at = 0;
    for (SearchResult<Object> report : reports) {
      Matcher m = HEADER.matcher(lines.get(at));
      assertTrue(m.matches(), lines.get(at));
      assertEquals(report.depth(), Integer.parseInt(m.group(1)));
      assertEquals(String.format("%+.3f", report.value()), m.group(2));
      // the best move first, with the principal variation
      assertEquals(
          "  1  " + String.format("%+.3f", report.value()) + "  " + words(game, start, report),
          lines.get(at + 1));
      assertTrue(lines.get(at + 2).startsWith("  2  "), lines.get(at + 2));
      assertTrue(lines.get(at + 3).startsWith("  3  "), lines.get(at + 3));
      at += 4;
    }
    SearchResult<Object> last = reports.get(reports.size() - 1);
    assertTrue(
        lines.get(at).matches("[\\d,]+ nodes in \\d+\\.\\d\\d s \\(\\S+ nodes/s\\)"),
        lines.get(at));
    assertEquals(
        "best "
            + game.formatMove(start, last.move())
            + " "
            + String.format("%+.3f", last.value())
            + ", depth "
            + last.depth(),
        lines.get(at + 1));
    assertEquals(at + 2, lines.size());
  }

  @Test
  void record_reviewsEveryMove_andSumsUpEachSeat(@TempDir Path dir) throws Exception {
    Cli.requireGame("toguz");
    Path file = dir.resolve("game.txt");
    String record =
        Cli.run(
                "play",
                "toguz",
                "--bots",
                "alphabeta:depth=2,random",
                "-s",
                "3",
                "-q",
                "--max-plies",
                "10")
            .out();
    Files.writeString(file, record);
    Cli.Run r =
        Cli.run("analyse", "toguz", "--record", file.toString(), "--bot", "alphabeta:depth=3")
            .assertOk();
    List<String> lines = r.lines();
    assertEquals("record 1: 10 plies", lines.get(0));
    Game<Object, Object> game = toguz();
    GameRecord<Object, Object> rec = GameRecord.parseAll(game, record).get(0);
    Object s = rec.start();
    for (int ply = 1; ply <= 10; ply++) {
      Object played = rec.moves().get(ply - 1);
      SearchResult<Object> best =
          AlphaBeta.builder()
              .exactRootValues(true)
              .build()
              .search(game, s, Budget.ofDepth(3), new SplittableRandom(ply));
      String line = lines.get(ply);
      String prefix =
          String.format(
              "%4d  %-6s  %-8s ",
              ply, game.playerName(game.currentPlayer(s)), game.formatMove(s, played));
      assertTrue(line.startsWith(prefix), line);
      boolean worse = line.contains("  best ");
      if (worse) {
        assertTrue(line.contains("  best " + game.formatMove(s, best.move()) + " "), line);
      } else {
        assertTrue(line.matches(".*[+-]\\d\\.\\d{3}$"), line);
      }
      s = game.apply(s, played);
    }
    assertTrue(
        lines.get(11).matches("White: 5 moves, average loss \\d\\.\\d{3}, \\d+ \\?, \\d+ \\?\\?"),
        lines.get(11));
    assertTrue(lines.get(12).startsWith("Black: 5 moves"), lines.get(12));
    assertEquals(13, lines.size());
  }

  @Test
  void chanceGame_defaultsToExpectimax_andLabelsChancePlies(@TempDir Path dir) throws Exception {
    Cli.requireGame("marrakech");
    Path file = dir.resolve("game.txt");
    Files.writeString(
        file,
        Cli.run(
                "play",
                "marrakech",
                "--players",
                "2",
                "--bots",
                "random",
                "-s",
                "3",
                "-q",
                "--max-plies",
                "6")
            .out());
    Cli.Run r =
        Cli.run("analyse", "marrakech", "--record", file.toString(), "--time", "50ms").assertOk();
    assertTrue(r.lines().get(1).matches("   1  chance  \\S+"), r.out());
  }

  @Test
  void badInput_isOneLineAndStatusTwo() {
    Cli.requireGame("toguz");
    assertTrue(
        Cli.run("analyse", "toguz", "--bot", "random").assertError().contains("not a search"));
    assertTrue(
        Cli.run("analyse", "toguz", "--time", "soon")
            .assertError()
            .contains("--time needs a duration like 100ms or 2s, got 'soon'"));
    assertTrue(Cli.run("analyse", "toguz", "--multipv", "0").assertError().contains("--multipv"));
    assertTrue(
        Cli.run("analyse", "toguz", "--record", "/nonexistent/x.txt")
            .assertError()
            .contains("cannot read"));
    Cli.requireGame("marrakech");
    assertTrue(
        Cli.run("analyse", "marrakech", "--bot", "alphabeta").assertError().contains("alpha"));
  }

  @SuppressWarnings("unchecked")
  private static Game<Object, Object> toguz() {
    return (Game<Object, Object>) GameProvider.find("toguz").create(Map.of());
  }

  private static String words(Game<Object, Object> game, Object start, SearchResult<Object> r) {
    List<String> w = new ArrayList<>();
    Object s = start;
    for (Object m : r.principalVariation()) {
      w.add(game.formatMove(s, m));
      s = game.apply(s, m);
    }
    return String.join(" ", w);
  }
}
