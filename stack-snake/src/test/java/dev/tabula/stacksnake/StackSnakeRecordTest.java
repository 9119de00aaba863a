package dev.tabula.stacksnake;

import static dev.tabula.stacksnake.Positions.GAME;
import static dev.tabula.stacksnake.Positions.SPEC;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.Agent;
import dev.tabula.core.Game;
import dev.tabula.core.GameProvider;
import dev.tabula.core.GameRecord;
import dev.tabula.core.NotationException;
import dev.tabula.core.Playouts;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Game records (layout plus move list) replay exactly. */
class StackSnakeRecordTest {

  @Test
  void record_dealtGame_formatsParsesAndReplaysExactly() {
    for (long seed = 0; seed < 20; seed++) {
      GameRecord<StackSnakeState, StackSnakeMove> rec =
          Playouts.play(
              GAME,
              GAME.start(),
              List.of(Agent.uniformRandom(), Agent.uniformRandom()),
              new SplittableRandom(seed),
              100_000,
              (ply, before, move, after) -> {});
      String text = rec.format(GAME);
      List<GameRecord<StackSnakeState, StackSnakeMove>> back = GameRecord.parseAll(GAME, text);
      assertEquals(1, back.size());
      assertEquals(rec.moves(), back.get(0).moves());
      StackSnakeState end = rec.finalState(GAME);
      assertEquals(end, back.get(0).finalState(GAME), text);
      assertTrue(end.isOver());
    }
  }

  @Test
  void record_fromALayout_startTagAndMoves() {
    String text = "[Game \"stack-snake\"]\n[Start \"" + SPEC + "\"]\n\n1. 1x4 9-8 2. 4-3 *\n";
    GameRecord<StackSnakeState, StackSnakeMove> rec = GameRecord.parseAll(GAME, text).get(0);
    assertEquals(GAME.parseState(SPEC), rec.start());
    assertEquals(
        List.of(
            StackSnakeMove.swap(0, 3), StackSnakeMove.step(8, 7, 1), StackSnakeMove.step(3, 2, 1)),
        rec.moves());
    assertEquals(
        "W3/B2/NW1/B1/W2/B3/W1B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3 B - 3",
        rec.finalState(GAME).toString());
    // and back to text
    GameRecord<StackSnakeState, StackSnakeMove> again =
        GameRecord.parseAll(GAME, GameRecord.of(GAME, rec.start(), rec.moves()).format(GAME))
            .get(0);
    assertEquals(rec.finalState(GAME), again.finalState(GAME));
  }

  @Test
  void record_fixedLayout_roundTripsThroughTheTextAndTheProvider() {
    StackSnakeGame fixed =
        StackSnakeGame.builder()
            .layout(StackSnakeModelTest.SPEC_LAYOUT)
            .first(Colour.BLACK.seat())
            .maxTurns(80)
            .build();
    String line = SPEC.substring(0, SPEC.indexOf(' '));
    for (long seed = 0; seed < 10; seed++) {
      GameRecord<StackSnakeState, StackSnakeMove> rec =
          Playouts.play(
              fixed,
              fixed.start(),
              List.of(Agent.uniformRandom(), Agent.uniformRandom()),
              new SplittableRandom(seed),
              100_000,
              (ply, before, move, after) -> {});
      assertEquals(fixed.options(), rec.options());
      String text = rec.format(fixed);
      // the setup is the Options tag; the start is the game's own, so no Start tag
      assertTrue(text.contains("[Options \"first=B,max-turns=80,layout=" + line + "\"]\n"), text);
      assertFalse(text.contains("[Start"), text);
      assertEquals(List.of(rec), GameRecord.parseAll(fixed, text), text);
      assertTrue(rec.resultProblem(fixed).isEmpty(), text);
      assertEquals(fixed.parseState(SPEC.replace(" W -", " B -")), rec.start());
      // the provider makes the same game from the record's options, and it reads the record alike
      Map<String, String> options = GameRecord.readOptions(text);
      assertEquals(fixed.options(), options);
      Game<?, ?> made = GameProvider.find("stack-snake").create(options);
      assertEquals(fixed, made);
      StackSnakeGame back = (StackSnakeGame) made;
      assertEquals(fixed.options(), back.options());
      assertEquals(List.of(rec), GameRecord.parseAll(back, text), text);
      assertEquals(rec.finalState(fixed), GameRecord.parseAll(back, text).get(0).finalState(back));
    }
  }

  @Test
  void record_fixedLayout_refusedByAnotherSetup() {
    StackSnakeGame fixed = StackSnakeGame.builder().layout(StackSnakeModelTest.SPEC_LAYOUT).build();
    String text =
        GameRecord.of(fixed, fixed.start(), List.of(StackSnakeMove.swap(0, 3))).format(fixed);
    List<Tile> reversed = new ArrayList<>(StackSnakeModelTest.SPEC_LAYOUT);
    Collections.reverse(reversed);
    StackSnakeGame other = StackSnakeGame.builder().layout(reversed).build();
    for (StackSnakeGame g : List.of(GAME, other)) {
      NotationException e =
          assertThrows(NotationException.class, () -> GameRecord.parseAll(g, text));
      assertTrue(e.getMessage().contains("layout="), e.getMessage());
    }
  }

  @Test
  void record_illegalMove_namesThePly() {
    String text = "[Start \"" + SPEC + "\"]\n\n1x4 1x4\n";
    NotationException e =
        assertThrows(NotationException.class, () -> GameRecord.parseAll(GAME, text));
    assertTrue(e.getMessage().contains("ply 2"), e.getMessage());
    assertTrue(e.getMessage().contains("may not swap"), e.getMessage());
  }
}
