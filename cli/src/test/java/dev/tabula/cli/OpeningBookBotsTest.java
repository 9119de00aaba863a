package dev.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.Game;
import dev.tabula.core.GameRecord;
import dev.tabula.core.OpeningBook;
import dev.tabula.match.BotSpecs;
import dev.tabula.search.AlphaBeta;
import dev.tabula.search.SearchAgent;
import dev.tabula.search.SearchResult;
import dev.tabula.toguz.ToguzGame;
import dev.tabula.toguz.ToguzMove;
import dev.tabula.toguz.ToguzState;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Toguz's shipped opening book is what {@code tabula book} documents, and the bots play from it
 * when told {@code book=on}.
 */
class OpeningBookBotsTest {
  private static final ToguzGame GAME = ToguzGame.standard();

  /** The positions of fewer than {@code plies} plies where {@code seat} moves and has followed. */
  private static void walk(
      OpeningBook<ToguzState, ToguzMove> book,
      ToguzState s,
      int plies,
      int seat,
      Set<ToguzState> out) {
    if (plies == 0 || GAME.isTerminal(s)) {
      return;
    }
    int mover = GAME.currentPlayer(s);
    if (mover == seat) {
      out.add(s);
      walk(book, GAME.apply(s, book.lookup(s).orElseThrow().move()), plies - 1, seat, out);
      return;
    }
    for (ToguzMove m : GAME.legalMoves(s)) {
      walk(book, GAME.apply(s, m), plies - 1, seat, out);
    }
  }

  @Test
  void toguz_shipsTheBookItsCommandMakes() {
    OpeningBook<ToguzState, ToguzMove> book = GAME.openingBook().orElseThrow();
    assertTrue(
        book.comments().contains("('tabula book toguz --plies 6 --bot alphabeta:depth=12')"),
        book.comments());
    Set<ToguzState> want = new HashSet<>();
    walk(book, GAME.start(), 6, 0, want);
    walk(book, GAME.start(), 6, 1, want);
    assertEquals(want, book.entries().keySet());
    // the first entry, the start, is alpha-beta's to depth 12 with the standard evaluation
    ToguzState start = GAME.start();
    assertEquals(start, book.entries().keySet().iterator().next());
    SearchResult<ToguzMove> r =
        AlphaBeta.<ToguzState, ToguzMove>builder()
            .depth(12)
            .build()
            .search(
                GAME,
                start,
                AlphaBeta.<ToguzState, ToguzMove>builder().depth(12).build().defaultBudget(),
                new SplittableRandom(0));
    OpeningBook.Entry<ToguzMove> entry = book.lookup(start).orElseThrow();
    assertEquals(r.move(), entry.move());
    assertEquals(Math.round(r.value() * 1000) / 1000.0, entry.value(), 0.0);
    assertEquals(12, entry.depth());
  }

  @Test
  void bots_playFromTheBook_unlessToldOff() {
    OpeningBook<ToguzState, ToguzMove> book = GAME.openingBook().orElseThrow();
    Cli.Run r =
        Cli.run(
                "play",
                "toguz",
                "--seed",
                "3",
                "--bots",
                "alphabeta:depth=2:book=on,alphabeta:depth=2:book=off",
                "-q")
            .assertOkTalkingOnStderr();
    assertTrue(r.out().contains("[Bots \"alphabeta:depth=2:book=on,alphabeta:depth=2\"]"), r.out());
    List<ToguzMove> moves = GameRecord.parseAll(GAME, r.out()).get(0).moves();
    ToguzState s = GAME.start();
    SearchAgent<ToguzState, ToguzMove> plain =
        AlphaBeta.<ToguzState, ToguzMove>builder().depth(2).build();
    for (int ply = 0; ply < 6; ply++) {
      ToguzMove expected =
          ply % 2 == 0
              ? book.lookup(s).orElseThrow().move()
              : plain.choose(GAME, s, new SplittableRandom(1));
      assertEquals(expected, moves.get(ply), "ply " + ply);
      s = GAME.apply(s, moves.get(ply));
    }
    // names parse back to the same bot
    assertEquals("mcts:iterations=1000:book=on", BotSpecs.bot(GAME, "mcts:book=on").name());
    assertEquals(
        "mcts:iterations=1000:book=on", BotSpecs.bot(GAME, "mcts:iterations=1000:book=on").name());
    assertEquals("mcts:200", BotSpecs.bot(GAME, "mcts:iterations=200:book=off").name());
    assertEquals(
        "expectimax:depth=2:book=on", BotSpecs.bot(GAME, "expectimax:depth=2:book=on").name());
    // off by default: the bots search from the start
    SearchAgent<ToguzState, ToguzMove> byDefault =
        (SearchAgent<ToguzState, ToguzMove>) BotSpecs.bot(GAME, "alphabeta:depth=2").agent();
    assertEquals(
        2,
        byDefault
            .search(GAME, GAME.start(), byDefault.defaultBudget(), new SplittableRandom(1))
            .depth());
    Cli.requireGame("stack-snake");
    Game<?, ?> snake = dev.tabula.core.GameProvider.find("stack-snake").create(java.util.Map.of());
    assertEquals("alphabeta:depth=2", BotSpecs.bot(snake, "alphabeta:depth=2:book=off").name());
  }
}
