package dev.tabula.testkit.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.Describable;
import dev.tabula.core.Evaluation;
import dev.tabula.core.Game;
import dev.tabula.core.GameProvider;
import dev.tabula.core.Heuristics;
import dev.tabula.core.Observations;
import dev.tabula.testkit.fixtures.TakeAway;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The default methods of {@link Game}, seen through a game that overrides none of them. */
class GameDefaultsTest {
  private final TakeAway two = new TakeAway(2, 5);
  private final TakeAway three = new TakeAway(3, 5);

  @Test
  void isZeroSum_exactlyForTwoPlayers() {
    assertTrue(two.isZeroSum());
    assertFalse(three.isZeroSum());
    assertFalse(new TakeAway(1, 5).isZeroSum());
  }

  @Test
  void legalActions_default_refusesAShortBuffer_andFillsALongOne() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class, () -> two.legalActions(two.start(), new int[4]));
    assertEquals("the buffer needs at least 5 entries, has 4", e.getMessage());
    int[] ids = new int[5];
    assertEquals(two.legalMoves(two.start()).size(), two.legalActions(two.start(), ids));
  }

  @Test
  void maxChanceOutcomes_isMaxLegalActions() {
    assertEquals(5, two.maxLegalActions());
    assertEquals(5, two.maxChanceOutcomes());
  }

  @Test
  void playerName_seatsOnly() {
    assertEquals("player 0", two.playerName(0));
    assertEquals("player 2", three.playerName(2));
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> two.playerName(2));
    assertEquals("a seat is 0..1, got 2", e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> two.playerName(-1));
  }

  @Test
  void isChance_isTerminal_followCurrentPlayer() {
    TakeAway rolling = new TakeAway(2, 5, true);
    assertTrue(rolling.isChance(rolling.start()));
    assertFalse(two.isChance(two.start()));
    assertFalse(two.isTerminal(two.start()));
    TakeAway.State over = two.parseState("0/1/3");
    assertTrue(two.isTerminal(over));
    assertFalse(two.isChance(over));
  }

  @Test
  void render_andDescribe_withoutTheCapability_areTheNotation() {
    TakeAway.State s = two.start();
    assertTrue(Describable.of(two).isEmpty());
    assertEquals("5/0/1", Describable.render(two, s, false));
    assertEquals("5/0/1", Describable.render(two, s, true));
    assertEquals("t2", Describable.describe(two, s, 2, two.apply(s, 2)));
  }

  @Test
  void evaluation_withoutHeuristics_isZero() {
    TakeAway.State s = two.start();
    assertTrue(Heuristics.of(two).isEmpty());
    assertEquals(0.0, Heuristics.evaluationOf(two).evaluate(s, 0));
    assertEquals(0.0, Heuristics.evaluationOf(two).evaluate(s, 1));
  }

  @Test
  void isNoisy_byDefault_isFalse() {
    Heuristics<TakeAway.State, Integer> h = Evaluation::none;
    for (Integer m : two.legalMoves(two.start())) {
      assertFalse(h.isNoisy(two.start(), m), "move " + m);
    }
  }

  @Test
  void legalActions_andApplyAction_followTheMoves() {
    TakeAway.State s = two.start();
    int[] ids = new int[two.maxLegalActions()];
    assertEquals(3, two.legalActions(s, ids));
    assertEquals(List.of(0, 1, 2), List.of(ids[0], ids[1], ids[2]));
    assertEquals(two.apply(s, 3), two.applyAction(s, 2));
  }

  @Test
  void observations_withoutTheCapability_areEmpty() {
    assertTrue(Observations.of(two).isEmpty());
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> Observations.checkTensorArguments(two, 0, new float[8], 0));
    assertEquals("take-away has no observations", e.getMessage());
  }

  @Test
  void gameProvider_unknownName_refused() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> GameProvider.find("no-such-game"));
    assertTrue(
        e.getMessage().startsWith("unknown game 'no-such-game'; available: "), e.getMessage());
  }

  /** A provider with the given options, for {@link GameProvider#checkOptions}. */
  private static GameProvider provider(Map<String, String> options) {
    return new GameProvider() {
      @Override
      public String name() {
        return "take-away";
      }

      @Override
      public String description() {
        return "take-away";
      }

      @Override
      public Map<String, String> options() {
        return options;
      }

      @Override
      public Game<?, ?> create(Map<String, String> given) {
        return new TakeAway(2, 5);
      }
    };
  }

  @Test
  void gameProvider_checkOptions_knownNames_accepted() {
    Map<String, String> options = new LinkedHashMap<>();
    options.put("players", "seats");
    options.put("pile", "stones");
    GameProvider p = provider(options);
    p.checkOptions(List.of());
    p.checkOptions(List.of("pile", "players"));
  }

  @Test
  void gameProvider_checkOptions_unknownName_namesTheOptions() {
    Map<String, String> options = new LinkedHashMap<>();
    options.put("players", "seats");
    options.put("pile", "stones");
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> provider(options).checkOptions(List.of("pile", "colour", "speed")));
    assertEquals("game 'take-away' has no option 'colour'; options: players, pile", e.getMessage());
  }

  @Test
  void gameProvider_checkOptions_noOptions_saysSo() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> provider(Map.of()).checkOptions(List.of("players")));
    assertEquals("game 'take-away' has no option 'players'; it has no options", e.getMessage());
  }
}
