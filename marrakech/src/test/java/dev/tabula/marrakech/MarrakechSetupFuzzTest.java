package dev.tabula.marrakech;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tabula.core.GameProvider;
import dev.tabula.testkit.Fuzz;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The setup options of Marrakech, fuzzed: damaged option texts and maps through the provider, and
 * the builder, which must refuse bad options with IllegalArgumentException and, being immutable,
 * change nothing.
 */
class MarrakechSetupFuzzTest {
  private static final List<Map<String, String>> VALID = new ArrayList<>();
  private static final List<String> POSITIONS = new ArrayList<>();

  static {
    for (int players = 2; players <= 4; players++) {
      MarrakechGame g =
          MarrakechGame.builder()
              .players(players)
              .first(players - 1)
              .facing(Facing.of(players % 4))
              .build();
      VALID.add(g.options());
      POSITIONS.add(g.formatState(g.start()));
    }
  }

  @Test
  void provider_damagedOptionsAndPositions_onlyIllegalArgument() {
    GameProvider p = GameProvider.find("marrakech");
    assertEquals(Fuzz.cases(3_000), Fuzz.setupOptions(p, VALID, POSITIONS, 31, Fuzz.cases(3_000)));
  }

  @Test
  void builder_refusedOptions_leaveTheBuilderAsItWas() {
    Fuzz.run(
        "marrakech builder options",
        32,
        Fuzz.cases(3_000),
        (r, inputs) -> {
          Map<String, String> base = VALID.get(r.nextInt(VALID.size()));
          MarrakechGame.Builder b = MarrakechGame.builder().options(base);
          Map<String, String> before = b.build().options();
          // Another valid setup with one value damaged: a builder that applies the options
          // before the damaged one and then refuses has changed.
          Map<String, String> other = VALID.get(r.nextInt(VALID.size()));
          Map<String, String> damaged = new LinkedHashMap<>(other);
          List<String> names = List.copyOf(other.keySet());
          String name = names.get(r.nextInt(names.size()));
          damaged.put(name, Fuzz.damage(other.get(name), r));
          inputs.add("options", damaged.toString());
          MarrakechGame.Builder changed;
          try {
            changed = b.options(damaged);
          } catch (IllegalArgumentException e) {
            Fuzz.checkRefusal(e, "options(" + damaged + ")");
            assertEquals(before, b.build().options(), "a refused options() changed the builder");
            return;
          }
          assertEquals(
              before, b.build().options(), "options() changed the builder it was called on");
          try {
            var unused = changed.build();
          } catch (IllegalArgumentException e) {
            Fuzz.checkRefusal(e, "build()");
          }
        });
  }
}
