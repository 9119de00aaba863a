package dev.tabula.marrakech;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.testkit.Conformance;
import org.junit.jupiter.api.Test;

/**
 * The testkit's conformance suite for 2, 3 and 4 players, and from the rules' payment positions.
 */
class MarrakechConformanceTest {

  @Test
  void conformance_twoPlayers() {
    MarrakechGame g = Boards.game(2);
    Conformance.Report r =
        Conformance.of(g)
            .games(150)
            .seed(2)
            .from(g.start())
            .from(g.parseState(MarrakechPerftTest.PAY2))
            .run();
    assertTrue(r.chanceNodes() > 0);
  }

  @Test
  void conformance_threePlayers() {
    MarrakechGame g = MarrakechGame.builder().players(3).first(1).facing(Facing.E).build();
    Conformance.of(g)
        .games(150)
        .seed(3)
        .from(g.start())
        .from(Boards.game(3).parseState(MarrakechPerftTest.PAY3))
        .run();
  }

  @Test
  void conformance_fourPlayers() {
    MarrakechGame g = MarrakechGame.builder().players(4).first(3).facing(Facing.S).build();
    Conformance.of(g)
        .games(150)
        .seed(4)
        .from(g.start())
        .from(g.parseState(MarrakechPerftTest.PAY4))
        .run();
  }
}
