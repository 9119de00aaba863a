package dev.tabula.stacksnake;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tabula.core.GameProvider;
import dev.tabula.testkit.Fuzz;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The setup options of stack-snake, fuzzed through its provider (the layout option is a whole
 * notation of its own), and the builder's checked setters, which must change nothing when they
 * refuse.
 */
class StackSnakeSetupFuzzTest {

  @Test
  void provider_damagedOptionsAndPositions_onlyIllegalArgument() {
    GameProvider p = GameProvider.find("stack-snake");
    StackSnakeGame laid =
        (StackSnakeGame)
            p.create(
                Map.of(
                    "first", "B",
                    "max-turns", "40",
                    "layout", "W1/B2/N/W3/B1/W2/B3/W1/B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3"));
    List<Map<String, String>> valid =
        List.of(StackSnakeGame.standard().options(), laid.options(), Map.of("max-turns", "6"));
    List<String> positions = new ArrayList<>();
    positions.add(laid.formatState(laid.start()));
    positions.add(StackSnakeGame.standard().formatState(StackSnakeGame.standard().start()));
    int cases = Fuzz.cases(3_000);
    assertEquals(cases, Fuzz.setupOptions(p, valid, positions, 41, cases));
  }

  @Test
  void builder_refusedSettings_leaveTheBuilderAsItWas() {
    SplittableRandom r = new SplittableRandom(42);
    StackSnakeGame.Builder b = StackSnakeGame.builder().maxTurns(9).first(Colour.BLACK.seat());
    String before = b.build().options().toString();
    for (int i = 0; i < 200; i++) {
      int turns = -1 - r.nextInt(1000);
      try {
        var unused = b.maxTurns(turns);
        throw new AssertionError("maxTurns(" + turns + ") accepted");
      } catch (IllegalArgumentException e) {
        Fuzz.checkRefusal(e, "maxTurns(" + turns + ")");
      }
      List<Tile> tiles = new ArrayList<>(List.of(Tile.values()));
      try {
        var unused = b.layout(tiles);
        throw new AssertionError("layout(" + tiles + ") accepted");
      } catch (IllegalArgumentException e) {
        Fuzz.checkRefusal(e, "layout(" + tiles + ")");
      }
      assertEquals(before, b.build().options().toString(), "a refused setter changed the builder");
    }
  }
}
