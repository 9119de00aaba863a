package example.tictactoe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.Agent;
import dev.tabula.core.Game;
import dev.tabula.core.GameProvider;
import dev.tabula.core.GameRecord;
import dev.tabula.core.IllegalMoveException;
import dev.tabula.core.NotationException;
import dev.tabula.core.Perft;
import dev.tabula.core.Playouts;
import dev.tabula.match.Bot;
import dev.tabula.match.Match;
import dev.tabula.match.MatchResult;
import dev.tabula.search.Budget;
import dev.tabula.search.SearchAgent;
import dev.tabula.search.SearchResult;
import dev.tabula.search.Searches;
import dev.tabula.testkit.Conformance;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A fourth game, written outside Tabula against its exported packages only, works with everything
 * the three built-in games work with: the conformance suite, perft, playouts and records, the
 * searches, the match referee, and lookup by name.
 */
class TicTacToeTest {
  private final TicTacToe game = TicTacToe.standard();

  @Test
  void passesConformance() {
    Conformance.Report r = Conformance.of(game).games(300).seed(1).run();
    assertTrue(r.games() == 300, r.toString());
  }

  @Test
  void perft_countsTheKnownNumbers() {
    // 9, 72, 504 move paths; 255,168 complete games (known results for tic-tac-toe)
    assertEquals(9, Perft.count(game, game.start(), 1));
    assertEquals(72, Perft.count(game, game.start(), 2));
    assertEquals(504, Perft.count(game, game.start(), 3));
    assertEquals(255_168, games(game.start()));
  }

  private long games(Board b) {
    if (game.isTerminal(b)) {
      return 1;
    }
    long n = 0;
    for (Mark m : game.legalMoves(b)) {
      n += games(game.apply(b, m));
    }
    return n;
  }

  @Test
  void seededGame_playsAndReplaysFromItsRecord() {
    GameRecord<Board, Mark> r =
        Playouts.play(
            game, List.of(Agent.uniformRandom(), Agent.uniformRandom()), new SplittableRandom(5));
    String text = r.format(game);
    assertEquals(r, GameRecord.parseAll(game, text).get(0), text);
    assertTrue(game.isTerminal(r.finalState(game)), text);
  }

  @Test
  void alphaBeta_solvesTheGame_aDraw() {
    SearchAgent<Board, Mark> ab = Searches.<Board, Mark>alphaBetaBuilder(game.evaluation()).build();
    SearchResult<Mark> r = ab.search(game, game.start(), Budget.ofDepth(9), new SplittableRandom(1));
    assertEquals(0.0, r.value(), r.toString());
    // X to move, two in a row on the bottom: completing it wins at once
    Board b = game.parseState("o../.o./xx. x");
    assertEquals(new Mark(2), ab.search(game, b, Budget.ofDepth(3), new SplittableRandom(1)).move());
  }

  @Test
  void match_alphaBetaNeverLosesToRandom() {
    Match<Board, Mark> match =
        Match.of(game)
            .bots(
                List.of(
                    Bot.of("alphabeta", Searches.<Board, Mark>alphaBetaBuilder(game.evaluation())
                        .budget(Budget.ofDepth(9)).build()),
                    Bot.of("random", Agent.uniformRandom())))
            .games(40)
            .concurrency(2)
            .seed(3);
    MatchResult r = match.run();
    assertEquals(40, r.games());
    assertEquals(0, r.standings().score(0, 1).losses(), r.toString());
  }

  @Test
  void provider_findsTheGameByName() {
    Game<?, ?> g = GameProvider.find("tic-tac-toe").create(java.util.Map.of());
    assertEquals(game, g);
    assertTrue(GameProvider.available().contains("tic-tac-toe"));
  }

  @Test
  void badInput_saysWhy() {
    IllegalMoveException taken =
        assertThrows(
            IllegalMoveException.class, () -> game.apply(game.apply(game.start(), new Mark(4)), new Mark(4)));
    assertEquals("b2 is taken", taken.getMessage());
    NotationException where = assertThrows(NotationException.class, () -> game.parseMove(game.start(), "d1"));
    assertEquals(0, where.offset());
    assertThrows(NotationException.class, () -> game.parseState("xx./.../... o"));
    assertThrows(IllegalArgumentException.class, () -> new Mark(9));
  }
}
