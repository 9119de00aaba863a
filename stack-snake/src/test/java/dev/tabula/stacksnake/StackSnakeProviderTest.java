package dev.tabula.stacksnake;

import static dev.tabula.stacksnake.Positions.SPEC;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.Game;
import dev.tabula.core.GameProvider;
import dev.tabula.stacksnake.internal.StackSnakeProvider;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The service provider, the options, render and describe. */
class StackSnakeProviderTest {

  @Test
  void provider_foundByServiceLoader() {
    assertTrue(GameProvider.available().contains("stack-snake"));
    GameProvider p = GameProvider.find("stack-snake");
    assertEquals(StackSnakeProvider.class, p.getClass());
    Game<?, ?> g = p.create(Map.of());
    assertEquals("stack-snake", g.name());
    assertEquals("deal - W", cast(g).formatState(cast(g).start()));
  }

  @Test
  void create_options() {
    StackSnakeProvider p = new StackSnakeProvider();
    StackSnakeGame g =
        (StackSnakeGame)
            p.create(
                Map.of(
                    "first",
                    "B",
                    "max-turns",
                    "40",
                    "layout",
                    SPEC.substring(0, SPEC.indexOf(' '))));
    assertEquals(Colour.BLACK.seat(), g.firstPlayer());
    assertEquals(40, g.maxTurns());
    assertEquals(SPEC.replace(" W -", " B -"), g.start().toString());
    assertEquals(59, g.maxGameLength());
  }

  @Test
  void options_recreateAnEqualGame_inTheProvidersOwnWords() {
    StackSnakeProvider p = new StackSnakeProvider();
    List<StackSnakeGame> games =
        List.of(
            StackSnakeGame.standard(),
            StackSnakeGame.builder().first(Colour.BLACK.seat()).build(),
            StackSnakeGame.builder().maxTurns(60).build(),
            StackSnakeGame.builder().layout(StackSnakeModelTest.SPEC_LAYOUT).build(),
            StackSnakeGame.builder()
                .first(Colour.BLACK.seat())
                .maxTurns(7)
                .layout(StackSnakeModelTest.SPEC_LAYOUT)
                .build());
    for (StackSnakeGame g : games) {
      Map<String, String> o = g.options();
      StackSnakeGame back = (StackSnakeGame) p.create(o);
      assertEquals(g, back, o.toString());
      assertEquals(g.hashCode(), back.hashCode());
      assertEquals(o, back.options());
      assertEquals(g.start(), back.start());
      assertEquals(g.toString(), back.toString());
      assertTrue(p.options().keySet().containsAll(o.keySet()), o.toString());
      assertThrows(UnsupportedOperationException.class, () -> o.put("first", "B"));
    }
    assertEquals("{first=W, max-turns=0}", StackSnakeGame.standard().options().toString());
    for (StackSnakeGame g : games) {
      assertEquals(g.options().hashCode(), g.hashCode(), g.toString()); // as documented
    }
    assertEquals(
        "stack-snake (White first, no turn cap, dealt at random)",
        StackSnakeGame.standard().toString());
    assertEquals(
        "stack-snake (Black first, at most 7 turns, layout "
            + SPEC.substring(0, SPEC.indexOf(' '))
            + ")",
        games.get(4).toString());
    assertEquals(
        "{first=B, max-turns=7, layout=" + SPEC.substring(0, SPEC.indexOf(' ')) + "}",
        games.get(4).options().toString());
    // the setup decides equality, nothing else
    assertEquals(StackSnakeGame.standard(), StackSnakeGame.builder().build());
    assertTrue(!StackSnakeGame.standard().equals(games.get(1)));
    assertTrue(!games.get(2).equals(StackSnakeGame.builder().maxTurns(61).build()));
    assertTrue(!games.get(3).equals(StackSnakeGame.standard()));
  }

  @Test
  void create_badOptions_sayWhich() {
    StackSnakeProvider p = new StackSnakeProvider();
    assertTrue(
        assertThrows(IllegalArgumentException.class, () -> p.create(Map.of("first", "red")))
            .getMessage()
            .contains("first"));
    assertTrue(
        assertThrows(IllegalArgumentException.class, () -> p.create(Map.of("max-turns", "ten")))
            .getMessage()
            .contains("max-turns"));
    assertTrue(
        assertThrows(IllegalArgumentException.class, () -> p.create(Map.of("max-turns", "-1")))
            .getMessage()
            .contains("max-turns"));
    assertTrue(
        assertThrows(IllegalArgumentException.class, () -> p.create(Map.of("layout", "W1/W1")))
            .getMessage()
            .contains("layout"));
    assertTrue(
        assertThrows(IllegalArgumentException.class, () -> p.create(Map.of("colour", "W")))
            .getMessage()
            .equals(
                "game 'stack-snake' has no option 'colour'; options: first, max-turns, layout"));
  }

  @Test
  void playerName_isTheColourOfTheSeat() {
    assertEquals("White", StackSnakeGame.standard().playerName(0));
    assertEquals("Black", StackSnakeGame.standard().playerName(1));
    assertThrows(IllegalArgumentException.class, () -> StackSnakeGame.standard().playerName(2));
    assertThrows(IllegalArgumentException.class, () -> StackSnakeGame.standard().playerName(-1));
  }

  @Test
  void render_columnsBottomToTopWithNumbers() {
    StackSnakeGame g = StackSnakeGame.standard();
    StackSnakeState s = g.parseState("B1/NW1/B2/W2/B3/W3/B1/W1/B2/W2/B3/W3/B1/W1/B2/W2/B3/W3 W -");
    String text = g.render(s, false);
    String[] lines = text.split("\n");
    assertEquals("turn 1: White to move", lines[0]);
    assertEquals("   W1", lines[1]);
    assertEquals("B1 N  B2 W2 B3 W3 B1 W1 B2 W2 B3 W3 B1 W1 B2 W2 B3 W3", lines[2]);
    assertEquals(" 1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 16 17 18", lines[3]);
    String ansi = g.render(s, true);
    assertTrue(ansi.contains("\u001b["));
    assertEquals(text, ansi.replaceAll("\u001b\\[[0-9;]*m", ""));
    assertTrue(g.render(g.start(), false).contains("dealing"));
  }

  @Test
  void describe_saysWhatHappened() {
    StackSnakeGame g = StackSnakeGame.standard();
    StackSnakeState s = g.parseState("B1/NW1/B2/W2/B3/W3/B1/W1/B2/W2/B3/W3/B1/W1/B2/W2/B3/W3 W -");
    StackSnakeMove m = g.parseMove(s, "2=3");
    assertEquals(
        "White steps W1 with N beneath from 2 onto 3 (B2), making a stack of 3; position 2"
            + " empties and the line closes up",
        g.describe(s, m, g.apply(s, m)));
    StackSnakeState t = g.parseState(Positions.TALL);
    StackSnakeMove w = g.parseMove(t, "1-2");
    assertEquals(
        "Black steps B1 from 1 onto 2 (W3), making a stack of 7 -- Black won",
        g.describe(t, w, g.apply(t, w)));
    StackSnakeState d = g.start();
    assertEquals(
        "laid W2 at position 1",
        g.describe(d, StackSnakeMove.deal(Tile.W2), g.apply(d, StackSnakeMove.deal(Tile.W2))));
    StackSnakeState dealt = g.deal(new SplittableRandom(1));
    assertTrue(g.render(dealt, false).startsWith("turn 1: White to move"));
  }

  @SuppressWarnings("unchecked")
  private static <S, M> Game<Object, Object> cast(Game<S, M> g) {
    return (Game<Object, Object>) g;
  }
}
