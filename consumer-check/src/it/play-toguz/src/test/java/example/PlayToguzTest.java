package example;

import dev.tabula.core.Agent;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.GameProvider;
import dev.tabula.core.GameRecord;
import dev.tabula.core.GameResult;
import dev.tabula.core.Perft;
import dev.tabula.core.Playouts;
import dev.tabula.toguz.ToguzGame;
import dev.tabula.toguz.ToguzMove;
import dev.tabula.toguz.ToguzState;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** What a user does after adding the dependency: play a whole game through the public API. */
class PlayToguzTest {

  @Test
  void playsAFullGame() {
    ToguzGame game = ToguzGame.standard();
    ToguzState state = game.start();
    SplittableRandom random = new SplittableRandom(42);
    int plies = 0;
    while (!game.isTerminal(state)) {
      List<ToguzMove> moves = game.legalMoves(state);
      ToguzState next = game.apply(state, moves.get(random.nextInt(moves.size())));
      assertTrue(!next.equals(state));
      state = next;
      plies++;
    }
    GameResult result = game.result(state);
    assertEquals(2, result.numPlayers());
    assertTrue(plies >= 11);
    assertEquals(state, game.parseState(game.formatState(state)));
  }

  @Test
  void seededGameBetweenBotsReplays() {
    GameRecord<ToguzState, ToguzMove> record = Playouts.play(ToguzGame.standard(),
        ToguzGame.standard().start(), List.of(Agent.uniformRandom(), Agent.uniformRandom()),
        new SplittableRandom(7), 10_000, (ply, before, move, after) -> { });
    String text = record.format(ToguzGame.standard());
    assertEquals(record, GameRecord.parseAll(ToguzGame.standard(), text).get(0));
    assertTrue(ToguzGame.standard().isTerminal(record.finalState(ToguzGame.standard())));
  }

  @Test
  void namedModuleUser() {
    assertTrue(SelfPlay.randomGame(3).contains(" "));
    assertEquals("toguz", SelfPlay.serviceName());
  }

  @Test
  void perftAndServiceLookup() {
    assertEquals(613, Perft.count(ToguzGame.standard(), ToguzGame.standard().start(), 3));
    assertEquals("toguz", GameProvider.find("toguz").create(java.util.Map.of()).name());
  }
}
