package dev.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.Game;
import dev.tabula.core.GameProvider;
import dev.tabula.core.OpeningBook;
import dev.tabula.search.AlphaBeta;
import dev.tabula.search.BookBuilder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code tabula book}: the text is {@link BookBuilder}'s book, on any number of threads. */
class BookCommandTest {

  @SuppressWarnings("unchecked")
  private static Game<Object, Object> toguz() {
    return (Game<Object, Object>) GameProvider.find("toguz").create(Map.of());
  }

  @Test
  void book_writesTheBuildersBook_sameOnAnyNumberOfThreads(@TempDir Path dir) throws Exception {
    Cli.requireGame("toguz");
    Game<Object, Object> game = toguz();
    OpeningBook<Object, Object> want =
        BookBuilder.of(game, AlphaBeta.builder().depth(3).build())
            .plies(3)
            .comments(
                "toguz: the first 3 plies, searched by alphabeta:depth=3 ('tabula book toguz"
                    + " --plies 3 --bot alphabeta:depth=3')")
            .build();
    Cli.Run one =
        Cli.run("book", "toguz", "--plies", "3", "--bot", "alphabeta:depth=3", "-j", "1")
            .assertOkTalkingOnStderr();
    assertEquals(want.format(), one.out());
    assertEquals(want, OpeningBook.parse(game, one.out()));
    assertTrue(
        one.err()
            .matches(
                "book: " + want.size() + " positions, 3 plies, alphabeta:depth=3, \\d+\\.\\d s\n"),
        one.err());
    Path file = dir.resolve("new/dir/book.txt");
    Cli.Run two =
        Cli.run(
                "book",
                "toguz",
                "--plies",
                "3",
                "--bot",
                "alphabeta:depth=3",
                "-j",
                "2",
                "--out",
                file.toString())
            .assertOkTalkingOnStderr();
    assertEquals("", two.out());
    assertEquals(want.format(), Files.readString(file, StandardCharsets.UTF_8));
    assertTrue(two.err().endsWith(", written to " + file + "\n"), two.err());
  }

  @Test
  void book_defaultBot_andAGivenPosition() {
    Cli.requireGame("toguz");
    Game<Object, Object> game = toguz();
    Cli.Run r = Cli.run("book", "toguz", "--plies", "1").assertOkTalkingOnStderr();
    OpeningBook<Object, Object> book = OpeningBook.parse(game, r.out());
    assertEquals(1, book.size());
    assertTrue(book.comments().contains("searched by alphabeta:depth=6 "), book.comments());
    assertTrue(book.lookup(game.start()).isPresent());

    Object later = game.apply(game.start(), game.legalMoves(game.start()).get(4));
    String fen = game.formatState(later);
    Cli.Run from =
        Cli.run("book", "toguz", "--plies", "2", "--bot", "alphabeta:depth=2", "-p", fen)
            .assertOkTalkingOnStderr();
    OpeningBook<Object, Object> fromBook = OpeningBook.parse(game, from.out());
    assertEquals(later, fromBook.entries().keySet().iterator().next());
    Object after = game.apply(later, fromBook.lookup(later).orElseThrow().move());
    assertEquals(
        1 + game.legalMoves(after).size(),
        fromBook.size(),
        "Black's move, and White's first move on every reply");
    assertTrue(fromBook.comments().contains("--position '" + fen + "'"), fromBook.comments());
  }

  @Test
  void book_badOptions_exit2WithOneLine() {
    Cli.requireGame("toguz");
    String[][] bad = {
      {"--plies", "0", "--plies must be in 1..20, got 0"},
      {"--plies", "21", "--plies must be in 1..20, got 21"},
      {"--bot", "random", "--bot random: not a search; book takes alphabeta, expectimax or mcts"},
      {"--bot", "cmd:x", "built-in bots only"},
      {"--bot", "alphabeta:depth=x", "depth needs a whole number from 1 to 1000"},
      {"-j", "0", "--threads must be in 1..1024, got 0"},
    };
    for (String[] b : bad) {
      String e = Cli.run("book", "toguz", b[0], b[1]).assertError();
      assertTrue(e.contains(b[2]) && !e.contains("\n"), b[0] + " " + b[1] + ": " + e);
    }
    // Toguz has a book: on is allowed, and the book is built without it
    Cli.run("book", "toguz", "--plies", "1", "--bot", "alphabeta:depth=1:book=on")
        .assertOkTalkingOnStderr();
    Cli.Run played =
        Cli.run("play", "rollnim", "--seed", "2", "--bots", "random", "-q")
            .assertOkTalkingOnStderr();
    String over =
        played
            .err()
            .lines()
            .filter(l -> l.startsWith("final position: "))
            .findFirst()
            .orElseThrow()
            .substring("final position: ".length());
    assertEquals(
        "tabula: the position is over: " + over,
        Cli.run("book", "rollnim", "-p", over, "--bot", "expectimax:depth=1").assertError());
    assertTrue(
        Cli.run("book", "stack-snake", "--bot", "alphabeta:depth=1:book=on")
            .assertError()
            .contains("stack-snake has no opening book (book=on needs one)"));
  }
}
