package dev.tabula.marrakech.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.Game;
import dev.tabula.core.GameProvider;
import dev.tabula.marrakech.Facing;
import dev.tabula.marrakech.MarrakechGame;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The service provider: found by name, its options, the options a position implies. */
class MarrakechProviderTest {
  private static final String EMPTY = "......./......./......./......./......./......./.......";

  @Test
  void provider_foundByServiceLoader() {
    assertTrue(GameProvider.available().contains("marrakech"));
    assertEquals("marrakech", GameProvider.find("marrakech").name());
  }

  @Test
  void provider_options_setUpTheGame() {
    GameProvider p = new MarrakechProvider();
    assertEquals(List.of("players", "first", "facing"), List.copyOf(p.options().keySet()));
    Game<?, ?> g = p.create(Map.of());
    assertEquals(4, g.numPlayers());
    assertSame(MarrakechGame.standard(), g);
    MarrakechGame m = (MarrakechGame) p.create(Map.of("players", "3", "first", "2", "facing", "s"));
    assertEquals(3, m.numPlayers());
    assertEquals(2, m.firstPlayer());
    assertEquals(Facing.S, m.startFacing());
    assertEquals(2, m.start().seatToMove());
  }

  @Test
  void gameOptions_inOrder_recreateAnEqualGame() {
    GameProvider p = new MarrakechProvider();
    for (int players = 2; players <= 4; players++) {
      for (int first = 0; first < players; first++) {
        for (Facing f : Facing.values()) {
          MarrakechGame g = MarrakechGame.builder().players(players).first(first).facing(f).build();
          Map<String, String> o = g.options();
          assertEquals(List.of("players", "first", "facing"), List.copyOf(o.keySet()));
          assertEquals(
              List.of(String.valueOf(players), String.valueOf(first), f.name()),
              List.copyOf(o.values()));
          assertEquals(g, p.create(o));
          assertEquals(g.start(), p.create(o).start());
          assertThrows(UnsupportedOperationException.class, () -> o.put("players", "2"));
        }
      }
    }
    assertEquals(
        Map.of("players", "4", "first", "0", "facing", "N"), MarrakechGame.standard().options());
  }

  @Test
  void provider_badOptions_refusedWithReason() {
    GameProvider p = new MarrakechProvider();
    assertThrows(IllegalArgumentException.class, () -> p.create(Map.of("players", "5")));
    assertThrows(IllegalArgumentException.class, () -> p.create(Map.of("players", "x")));
    assertThrows(
        IllegalArgumentException.class, () -> p.create(Map.of("players", "2", "first", "2")));
    assertThrows(IllegalArgumentException.class, () -> p.create(Map.of("facing", "Q")));
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> p.create(Map.of("colour", "c")));
    assertTrue(e.getMessage().contains("colour"));
  }

  @Test
  void optionsFor_positionsOfEachPlayerCount_givePlayers() {
    GameProvider p = new MarrakechProvider();
    assertEquals(Map.of("players", "2"), p.optionsFor(EMPTY + " 33N c12r12$30,y12p12$30 0C"));
    assertEquals(Map.of("players", "3"), p.optionsFor(EMPTY + " 33N c15$30,y15$30,r15$30 0O"));
    assertEquals(
        Map.of("players", "4"), p.optionsFor(EMPTY + " 33N c12$30,y12$30,r12$30,p12$30 0O"));
    // the game the options set up reads the position
    String two = EMPTY + " 33N c12r12$30,y12p12$30 0C";
    Game<?, ?> g = p.create(p.optionsFor(two));
    assertEquals(two, g.parseState(two).toString());
  }

  @Test
  void optionsFor_textThatReadsAsFarAsThePlayers_givesPlayers() {
    GameProvider p = new MarrakechProvider();
    // the turn is wrong or missing: the players are known all the same
    assertEquals(Map.of("players", "2"), p.optionsFor(EMPTY + " 33N c12r12$30,y12p12$30 9X"));
    assertEquals(Map.of("players", "3"), p.optionsFor(EMPTY + " 33N c15$30,y15$30,r15$30"));
  }

  @Test
  void optionsFor_textThatDoesNotReadThatFar_givesNothing() {
    GameProvider p = new MarrakechProvider();
    assertEquals(Map.of(), p.optionsFor(""));
    assertEquals(Map.of(), p.optionsFor("chess"));
    assertEquals(Map.of(), p.optionsFor(EMPTY + " 33N c12r12$30 0C")); // one player
    assertEquals(Map.of(), p.optionsFor(EMPTY + " 93N c15$30,y15$30,r15$30 0O")); // Assam off
    assertEquals(Map.of(), p.optionsFor("x" + EMPTY + " 33N c15$30,y15$30,r15$30 0O"));
    assertThrows(NullPointerException.class, () -> p.optionsFor(null));
  }
}
