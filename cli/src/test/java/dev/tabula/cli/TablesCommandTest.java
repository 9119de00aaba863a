package dev.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.EndgameTable;
import dev.tabula.core.Game;
import dev.tabula.core.GameProvider;
import dev.tabula.core.Heuristics;
import dev.tabula.match.BotSpecs;
import dev.tabula.search.SearchAgent;
import dev.tabula.search.SearchResult;
import dev.tabula.toguz.ToguzGame;
import dev.tabula.toguz.ToguzMove;
import dev.tabula.toguz.ToguzState;
import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code tabula tables} and the bot setting {@code endgame=on}. */
class TablesCommandTest {
  private static final ToguzGame GAME = ToguzGame.standard();

  @Test
  void tables_writesTheGamesTable(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("new/dir/toguz-3.bin");
    Cli.Run r =
        Cli.run("tables", "toguz", "--stones", "3", "--out", file.toString())
            .assertOkTalkingOnStderr();
    assertEquals("", r.out());
    assertTrue(
        r.err()
            .matches(
                "tables: Toguz endgame table of 3 stones \\(\\d+ positions\\), \\d+\\.\\d s,"
                    + " written to "
                    + java.util.regex.Pattern.quote(file.toString())
                    + "\n"),
        r.err());
    ByteArrayOutputStream want = new ByteArrayOutputStream();
    GAME.generateEndgameTable(3).orElseThrow().write(want);
    assertArrayEquals(want.toByteArray(), Files.readAllBytes(file));
  }

  @Test
  void tables_badOptions_exit2WithOneLine(@TempDir Path dir) {
    String out = dir.resolve("t.bin").toString();
    String[][] bad = {
      {"toguz", "--stones", "10", "--out", out, "--stones: an endgame table covers 0..9 stones"},
      {"toguz", "--stones", "-1", "--out", out, "covers 0..9 stones, not -1"},
      {"toguz", "--out", out, "missing option --stones"},
      {"toguz", "--stones", "2", "missing option --out"},
      {"stack-snake", "--stones", "2", "--out", out, "stack-snake has no endgame tables"},
      {"toguz", "--stones", "2", "--out", dir.toString(), "cannot write '" + dir + "'"},
    };
    for (String[] b : bad) {
      String[] args = new String[b.length];
      args[0] = "tables";
      System.arraycopy(b, 0, args, 1, b.length - 1);
      String e = Cli.run(args).assertError();
      assertTrue(
          e.contains(b[b.length - 1]) && !e.contains("\n"), String.join(" ", args) + ": " + e);
    }
    assertTrue(Files.notExists(dir.resolve("t.bin")));
  }

  @Test
  void bots_endgameOn_probesTheGamesTable() {
    assertEquals(
        "alphabeta:depth=2:endgame=on", BotSpecs.bot(GAME, "alphabeta:depth=2:endgame=on").name());
    assertEquals(
        "alphabeta:depth=2:endgame=on:book=on",
        BotSpecs.bot(GAME, "alphabeta:book=on:endgame=on:depth=2").name());
    assertEquals("alphabeta:depth=2", BotSpecs.bot(GAME, "alphabeta:depth=2:endgame=off").name());
    // one capture away from the shipped table (6 stones): White's hole 9 sows into Black's hole 1,
    // which then holds 2, captured; with 79 then, White can make sure of three of the six left
    ToguzState root = ToguzState.parse("5,1S,1S,1S,1S/1S,1S,1S,5,1S 77 77 S 1");
    ToguzMove capture = GAME.parseMove(root, "91");
    EndgameTable<ToguzState> table = GAME.endgameTable().orElseThrow();
    assertEquals(-1, table.probe(GAME.apply(root, capture)), "Black, to move, loses");
    @SuppressWarnings("unchecked")
    SearchAgent<ToguzState, ToguzMove> with =
        (SearchAgent<ToguzState, ToguzMove>)
            BotSpecs.bot(GAME, "alphabeta:depth=1:endgame=on").agent();
    SearchResult<ToguzMove> r =
        with.search(GAME, root, with.defaultBudget(), new SplittableRandom(1));
    assertEquals(capture, r.move());
    assertEquals(1 - 0x1p-20, r.value(), 0.0, "the table's win, a ply away");
    @SuppressWarnings("unchecked")
    SearchAgent<ToguzState, ToguzMove> without =
        (SearchAgent<ToguzState, ToguzMove>) BotSpecs.bot(GAME, "alphabeta:depth=1").agent();
    double plain =
        without.search(GAME, root, without.defaultBudget(), new SplittableRandom(1)).value();
    assertTrue(plain < 1, "an evaluation: " + plain);
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class, () -> BotSpecs.bot(GAME, "alphabeta:endgame=maybe"));
    assertTrue(e.getMessage().contains("endgame must be on or off, got 'maybe'"), e.getMessage());
    Cli.requireGame("stack-snake");
    Game<?, ?> snake = GameProvider.find("stack-snake").create(Map.of());
    assertTrue(Heuristics.of(snake).orElseThrow().endgameTable().isEmpty());
    e =
        assertThrows(
            IllegalArgumentException.class, () -> BotSpecs.bot(snake, "alphabeta:endgame=on"));
    assertEquals(
        "bad bot 'alphabeta:endgame=on': stack-snake has no endgame table (endgame=on needs one)",
        e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> BotSpecs.bot(GAME, "mcts:endgame=on"));
    assertTrue(e.getMessage().contains("endgame"), e.getMessage());
  }
}
