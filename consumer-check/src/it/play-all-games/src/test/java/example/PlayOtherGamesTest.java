package example;

import dev.tabula.core.Agent;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.Game;
import dev.tabula.core.GameRecord;
import dev.tabula.core.GameResult;
import dev.tabula.core.Playouts;
import dev.tabula.marrakech.MarrakechGame;
import dev.tabula.stacksnake.StackSnakeGame;
import dev.tabula.testkit.Conformance;
import java.util.Collections;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** A user's project: full games of Marrakech and stack-snake through the public API. */
class PlayOtherGamesTest {

  private static <S, M> void playAndReplay(Game<S, M> game, long seed) {
    GameRecord<S, M> record =
        Playouts.play(
            game,
            game.start(),
            Collections.nCopies(game.numPlayers(), Agent.<S, M>uniformRandom()),
            new SplittableRandom(seed),
            100_000,
            (ply, before, move, after) -> {});
    S end = record.finalState(game);
    assertTrue(game.isTerminal(end), game.name() + " game did not end");
    GameResult result = game.result(end);
    assertEquals(game.numPlayers(), result.numPlayers());
    assertEquals(record, dev.tabula.core.GameRecord.parseAll(game, record.format(game)).get(0));
  }

  @Test
  void marrakech_everyPlayerCount() {
    for (int players = 2; players <= 4; players++) {
      playAndReplay(MarrakechGame.builder().players(players).build(), players);
    }
  }

  @Test
  void stackSnake() {
    playAndReplay(StackSnakeGame.standard(), 5);
  }

  @Test
  void testkitRunsOnPublishedGames() {
    Conformance.of(MarrakechGame.builder().players(3).build()).games(5).run();
    Conformance.of(StackSnakeGame.standard()).games(5).run();
  }
}
