package dev.tabula.marrakech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.Game;
import dev.tabula.core.GameProvider;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The service provider, and the text for people (render, describe). */
class MarrakechProviderTest {

  @Test
  void provider_foundByServiceLoader() {
    assertTrue(GameProvider.available().contains("marrakech"));
    assertEquals("marrakech", GameProvider.find("marrakech").name());
  }

  @Test
  void provider_options_setUpTheGame() {
    GameProvider p = new MarrakechProvider();
    assertEquals(java.util.Set.of("players", "first", "facing"), p.options().keySet());
    Game<?, ?> g = p.create(Map.of());
    assertEquals(4, g.numPlayers());
    Marrakech m = (Marrakech) p.create(Map.of("players", "3", "first", "2", "facing", "s"));
    assertEquals(3, m.numPlayers());
    assertEquals(2, m.firstPlayer());
    assertEquals(Facing.S, m.startFacing());
    assertEquals(2, m.start().mover());
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
  void render_plainAndAnsi() {
    Marrakech g = Marrakech.of(3);
    MarrakechState s = g.parseState(MarrakechRulesTest.PLACE_FEN);
    String plain = g.render(s, false);
    assertFalse(plain.contains("\u001b"));
    assertTrue(plain.contains("^."), plain); // Assam facing N on an empty square
    assertTrue(plain.contains("r5"), plain);
    assertTrue(plain.contains("Assam on (3,3) facing N"), plain);
    assertTrue(plain.contains("player 0 (cyan 10 rugs): 30 dirhams, score 34"), plain);
    String ansi = g.render(s, true);
    assertTrue(ansi.contains("\u001b[30;41m"), "red background");
  }

  @Test
  void describe_eachKindOfMove() {
    Marrakech g2 = Marrakech.of(2);
    MarrakechState s = g2.start();
    MarrakechState a = g2.apply(s, MarrakechMove.draw(RugColour.RED));
    assertEquals("player 0 draws a red rug", g2.describe(s, MarrakechMove.draw(RugColour.RED), a));
    MarrakechState b = g2.apply(a, MarrakechMove.LEFT);
    assertEquals("player 0 turns Assam left, now facing W", g2.describe(a, MarrakechMove.LEFT, b));
    MarrakechState c = g2.apply(b, MarrakechMove.roll(2));
    assertEquals(
        "player 0 rolls 2: Assam walks to (1,3) facing W, an empty square",
        g2.describe(b, MarrakechMove.roll(2), c));
    MarrakechMove place = g2.parseMove(c, "1112");
    MarrakechState d = g2.apply(c, place);
    assertEquals("player 0 places red rug 1 on (1,2)+(1,1)", g2.describe(c, place, d));
    assertEquals("1211", g2.formatMove(c, place));
  }
}
