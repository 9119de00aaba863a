package dev.tabula.marrakech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The game object: its setup, builder, bounds and value semantics. */
class MarrakechGameTest {

  @Test
  void bounds_perNumberOfPlayers() {
    assertEquals(192, Boards.game(2).maxGameLength());
    assertEquals(135, Boards.game(3).maxGameLength());
    assertEquals(144, Boards.game(4).maxGameLength());
    MarrakechGame g = MarrakechGame.standard();
    assertEquals(4, g.maxChanceOutcomes());
    assertEquals(12, g.maxLegalActions());
    assertEquals(95, g.numDistinctActions());
    assertEquals("marrakech", g.name());
    assertEquals(4, g.numPlayers());
    assertEquals(0, g.firstPlayer());
    assertEquals(Facing.N, g.startFacing());
  }

  @Test
  void builder_checksTheSetup_atTheBounds() {
    for (int players : new int[] {1, 5}) {
      IllegalArgumentException e =
          assertThrows(
              IllegalArgumentException.class,
              () -> MarrakechGame.builder().players(players).build());
      assertEquals(
          "game 'marrakech': option players must be 2, 3 or 4, got " + players, e.getMessage());
    }
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> MarrakechGame.builder().players(3).first(3).build());
    assertEquals("first player must be 0..2, got 3", e.getMessage());
    e =
        assertThrows(
            IllegalArgumentException.class, () -> MarrakechGame.builder().first(-1).build());
    assertEquals("game 'marrakech': option first must be 0, 1, 2 or 3, got -1", e.getMessage());
    assertEquals(2, MarrakechGame.builder().players(2).first(1).build().numPlayers());
    assertEquals(3, MarrakechGame.builder().players(4).first(3).build().firstPlayer());
    assertThrows(NullPointerException.class, () -> MarrakechGame.builder().facing(null));
  }

  @Test
  void builder_standardSetup_givesTheStandardGame() {
    assertSame(MarrakechGame.standard(), MarrakechGame.builder().build());
    assertNotEquals(MarrakechGame.standard(), MarrakechGame.builder().first(1).build());
    assertNotEquals(MarrakechGame.standard(), MarrakechGame.builder().facing(Facing.E).build());
    assertNotEquals(MarrakechGame.standard(), MarrakechGame.builder().players(3).build());
  }

  @Test
  void builder_options_readEveryValueOrChangeNothing() {
    Map<String, String> o = new LinkedHashMap<>();
    o.put("players", " 3 ");
    o.put("facing", "w");
    o.put("first", "2");
    MarrakechGame g = MarrakechGame.builder().options(o).build();
    assertEquals("MarrakechGame(players=3, first=2, facing=W)", g.toString(), "values are trimmed");
    // a refused map leaves the builder as it was (builders are immutable)
    MarrakechGame.Builder b = MarrakechGame.builder().players(2);
    Map<String, String> bad = new LinkedHashMap<>();
    bad.put("first", "1");
    bad.put("facing", "NE");
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> b.options(bad));
    assertEquals("game 'marrakech': option facing must be N, E, S or W, got 'NE'", e.getMessage());
    assertEquals(MarrakechGame.builder().players(2).build(), b.build());
    Map<String, String> none = new HashMap<>();
    none.put("facing", null);
    e = assertThrows(IllegalArgumentException.class, () -> b.options(none));
    assertEquals("game 'marrakech': option facing must be N, E, S or W, got ''", e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> b.options(Map.of("first", "one")));
    assertEquals("game 'marrakech': option first must be 0, 1, 2 or 3, got 'one'", e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> b.options(Map.of("players", "")));
    assertEquals("game 'marrakech': option players must be 2, 3 or 4, got ''", e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> b.options(Map.of("seats", "2")));
    assertEquals(
        "game 'marrakech' has no option 'seats'; options: players, first, facing", e.getMessage());
  }

  @Test
  void equalsHashCodeAndToString_bySetup() {
    Set<MarrakechGame> games = new HashSet<>();
    Set<Integer> hashes = new HashSet<>();
    int n = 0;
    for (int players = 2; players <= 4; players++) {
      for (int first = 0; first < players; first++) {
        for (Facing f : Facing.values()) {
          MarrakechGame g = MarrakechGame.builder().players(players).first(first).facing(f).build();
          MarrakechGame same =
              MarrakechGame.builder().players(players).first(first).facing(f).build();
          assertEquals(g, same);
          assertEquals(g.hashCode(), same.hashCode());
          assertEquals(
              "MarrakechGame(players=" + players + ", first=" + first + ", facing=" + f + ")",
              g.toString());
          games.add(g);
          hashes.add(g.hashCode());
          n++;
        }
      }
    }
    assertEquals(n, games.size());
    assertEquals(n, hashes.size());
    assertFalse(MarrakechGame.standard().equals("marrakech"));
  }

  @Test
  void playersIn_readsAsFarAsThePlayers() {
    String e = MarrakechPerftTest.EMPTY;
    assertEquals(OptionalInt.of(2), MarrakechGame.playersIn(e + " 33N c12r12$30,y12p12$30 0C"));
    assertEquals(OptionalInt.of(3), MarrakechGame.playersIn(e + " 33N c15$30,y15$30,r15$30"));
    assertEquals(OptionalInt.empty(), MarrakechGame.playersIn(e + " 33N c15$30"));
    assertEquals(OptionalInt.empty(), MarrakechGame.playersIn(""));
    assertThrows(NullPointerException.class, () -> MarrakechGame.playersIn(null));
    assertTrue(MarrakechGame.playersIn(e + " 33N c12$30,y12$30,r12$30,p12$30 9Z").isPresent());
  }
}
