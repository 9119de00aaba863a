package dev.tabula.stacksnake;

import static dev.tabula.stacksnake.Positions.GAME;
import static dev.tabula.stacksnake.Positions.SPEC;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.tabula.core.Game;
import dev.tabula.core.IllegalMoveException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Legality is decided in one place: the ids {@code legalActions} lists are exactly those the rule
 * functions find no fault with, {@code applyAction} and {@code move} accept exactly those, and the
 * others are refused with a reason (every legal id, and a fixed sample of the refused ones, goes
 * through both). Checked on every state of seeded random games (the deal, play, swap bans, forced
 * passes, finished games and the turn cap), for every id and a margin around the id space.
 */
class StackSnakeLegalityTest {

  private static List<StackSnakeState> states(StackSnakeGame game, int games, long seed) {
    return Positions.randomGames(game, games, new SplittableRandom(seed));
  }

  @Test
  void everyId_legalActionsFaultsApplyAndMoveAgree() {
    int[] buffer = new int[GAME.maxLegalActions()];
    int states = 0;
    int refused = 0;
    List<StackSnakeState> all = new ArrayList<>(states(GAME, 25, 31));
    all.addAll(states(StackSnakeGame.builder().maxTurns(12).build(), 10, 32));
    all.add(GAME.parseState("W1W1W1B1/W2W2B2B2W3/W2B3B3B3W3/NB2B1W3B1 W x")); // forced pass
    for (StackSnakeState s : all) {
      StackSnakeGame game =
          s.status() == StackSnakeState.Status.DRAWN_TURN_LIMIT
              ? StackSnakeGame.builder().maxTurns(12).build()
              : GAME;
      int n = game.legalActions(s, buffer);
      Set<Integer> legal = new HashSet<>();
      for (int i = 0; i < n; i++) {
        legal.add(buffer[i]);
      }
      assertEquals(n, legal.size(), "distinct ids at " + s);
      String at = s.toString();
      for (int id = -3; id < Line.NUM_ACTIONS + 3; id++) {
        final int i = id;
        int faults = StackSnakeGame.faults(s, id);
        assertEquals(legal.contains(id), faults == 0, () -> "id " + i + " at " + at);
        if (faults == 0) {
          assertEquals(id, game.actionId(s, game.move(s, id)), () -> "id " + i + " at " + at);
          assertEquals(id, game.move(s, id).actionId(), () -> "id " + i + " at " + at);
          assertEquals(
              game.apply(s, game.move(s, id)),
              game.applyAction(s, id),
              () -> "id " + i + " at " + at);
        } else if ((id + states) % 8 == 0 || id < 0 || id >= Line.NUM_ACTIONS) {
          // the exceptions of a sample of the refused ids (they are the slow part)
          IllegalMoveException a =
              assertThrows(
                  IllegalMoveException.class,
                  () -> game.applyAction(s, i),
                  () -> "id " + i + " at " + at);
          IllegalMoveException m =
              assertThrows(
                  IllegalMoveException.class, () -> game.move(s, i), () -> "id " + i + " at " + at);
          assertEquals(a.getMessage(), m.getMessage());
          String prefix = "action id " + id + ": ";
          assertTrue(
              a.getMessage().startsWith(prefix) && a.getMessage().length() > prefix.length(),
              a.getMessage());
          refused++;
        }
      }
      states++;
    }
    assertTrue(states > 1_000, "states " + states);
    assertTrue(refused > 30_000, "refused " + refused);
  }

  @Test
  void legalActions_refusesABufferShorterThanMaxLegalActions() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> GAME.legalActions(GAME.start(), new int[GAME.maxLegalActions() - 1]));
    assertEquals("the buffer needs at least 72 entries, has 71", e.getMessage());
  }

  @Test
  void everyStepAndSwapObject_acceptedExactlyWhenLegal() {
    // move values of every shape a value may have: only IllegalMoveException, and a move is
    // accepted exactly when it is one of the legal moves (the other shapes are no values at all)
    List<StackSnakeState> all = states(GAME, 3, 33);
    for (int k = 0; k < all.size(); k += 5) {
      StackSnakeState s = all.get(k);
      Set<StackSnakeMove> legal = new HashSet<>(GAME.legalMoves(s));
      Set<StackSnakeMove> tried = new LinkedHashSet<>();
      for (int a = -1; a <= 19; a++) {
        for (int b = -1; b <= 19; b++) {
          final int x = a;
          final int y = b;
          if (Line.swapShapeFault(a, b) == null) {
            tried.add(StackSnakeMove.swap(a, b));
          } else {
            assertThrows(IllegalArgumentException.class, () -> StackSnakeMove.swap(x, y));
          }
          for (int lift = 0; lift <= 3; lift++) {
            final int l = lift;
            if (Line.stepShapeFault(a, b, lift) == null) {
              tried.add(StackSnakeMove.step(a, b, lift));
            } else {
              assertThrows(IllegalArgumentException.class, () -> StackSnakeMove.step(x, y, l));
            }
          }
        }
      }
      tried.add(StackSnakeMove.PASS);
      for (Tile t : Tile.values()) {
        tried.add(StackSnakeMove.deal(t));
      }
      int accepted = 0;
      for (StackSnakeMove m : tried) {
        try {
          int id = GAME.actionId(s, m);
          assertEquals(id, m.actionId(), m.toString());
          if (!legal.contains(m)) {
            fail(m + " accepted (id " + id + ") at " + s);
          }
          assertEquals(m, GAME.move(s, id));
          accepted++;
        } catch (IllegalMoveException e) {
          if (legal.contains(m)) {
            fail(m + " refused at " + s + ": " + e.getMessage());
          }
          assertTrue(!e.getMessage().isEmpty());
        }
      }
      assertEquals(legal.size(), accepted, () -> "at " + s);
    }
  }

  @Test
  void currentPlayer_stateAndGameGiveTheSameAnswer() {
    for (StackSnakeState s : states(GAME, 20, 34)) {
      int p = s.currentPlayer();
      assertEquals(GAME.currentPlayer(s), p, s.toString());
      switch (s.status()) {
        case DEALING -> assertEquals(Game.CHANCE, p);
        case IN_PLAY -> assertTrue(p == 0 || p == 1);
        default -> assertEquals(Game.TERMINAL, p);
      }
    }
    assertEquals(Game.CHANCE, GAME.start().currentPlayer());
    assertEquals(0, GAME.parseState(SPEC).currentPlayer());
    assertEquals(1, GAME.parseState(SPEC.replace(" W -", " B -")).currentPlayer());
  }

  @Test
  void maxChanceOutcomes_isTheMostADealingNodeHas() {
    assertEquals(7, GAME.maxChanceOutcomes());
    assertEquals(7, GAME.chanceOutcomes(GAME.start()).size());
    int most = 0;
    for (StackSnakeState s : states(GAME, 50, 35)) {
      most = Math.max(most, GAME.chanceOutcomes(s).size());
      assertTrue(GAME.chanceOutcomes(s).size() <= GAME.maxChanceOutcomes());
    }
    assertEquals(GAME.maxChanceOutcomes(), most);
  }

  /** White to move; W3 at position 2 cannot step left. */
  private static final String LEFT = "B1/W3/N/W2/B2/W1/B3/W1/B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3 W -";

  /** Eighteen stacks, White to move. */
  private static final String SHORT = "W1/B2/N/W3/B1/W2/B3/W1/W2B1/B2/W3/B3/W1/B1/W2/B2/W3/B3 W -";

  private static void assertRefused(String message, Executable play) {
    assertEquals(message, assertThrows(IllegalMoveException.class, play).getMessage());
  }

  /** The move is refused by apply and actionId alike, with exactly this message. */
  private static void assertRefused(
      StackSnakeGame game, StackSnakeState s, StackSnakeMove m, String message) {
    assertRefused(message, () -> game.apply(s, m));
    assertRefused(message, () -> game.actionId(s, m));
  }

  private static void assertRefused(StackSnakeState s, StackSnakeMove m, String message) {
    assertRefused(GAME, s, m, message);
  }

  /** The id is refused by applyAction and move alike, with exactly this message. */
  private static void assertRefused(StackSnakeState s, int id, String message) {
    assertRefused(message, () -> GAME.applyAction(s, id));
    assertRefused(message, () -> GAME.move(s, id));
  }

  private static StackSnakeMove.Step step(int from, int to, int tiles) {
    return StackSnakeMove.step(from, to, tiles);
  }

  @Test
  void refusedMoves_sayWhyInWholeWords() {
    StackSnakeState spec = Positions.pos(SPEC);
    // shapes this line does not allow (positions in the words count from 1); the shapes no line
    // allows are no move values at all (moveValues_refuseShapesNoRuleAllows)
    assertRefused(
        Positions.pos(SHORT),
        step(17, 18, 1),
        "18-19: no position 19 on a line of 18 (a step may not pass the ends of the line)");
    assertRefused(Positions.pos(SHORT), step(18, 15, 1), "19-16: no position 19 on a line of 18");
    assertRefused(
        Positions.pos(SHORT), StackSnakeMove.swap(0, 18), "1x19: no such position on a line of 18");
    // the step rule
    assertRefused(spec, step(0, 2, 1), "1-3: the top tile W1 steps exactly 1 position, not 2");
    assertRefused(spec, step(3, 5, 1), "4-6: the top tile W3 steps exactly 3 positions, not 2");
    assertRefused(
        spec,
        step(2, 3, 1),
        "3-4: the neutral tile on top of position 3 belongs to nobody and is never lifted alone");
    assertRefused(
        spec,
        step(1, 3, 1),
        "2-4: the stack at position 2 has B2 on top, not one of White's tiles");
    assertRefused(spec, step(0, 1, 2), "1=2: the stack at position 1 has only one tile");
    assertRefused(
        spec,
        step(17, 18, 1),
        "18-19: W3 at position 18 would step right to position 21, past the end of the line"
            + " (1..19)");
    assertRefused(
        Positions.pos(LEFT),
        step(1, 0, 1),
        "2-1: W3 at position 2 would step left to position -1, past the end of the line (1..19)");
    // the swap rule: the first stack that is not the side's is named
    assertRefused(
        Positions.pos(SPEC.replace(" W -", " W x")),
        StackSnakeMove.swap(0, 3),
        "1x4: White may not swap right after the opponent swapped");
    assertRefused(
        spec,
        StackSnakeMove.swap(0, 1),
        "1x2: the stack at position 2 has B2 on top, not one of White's tiles");
    assertRefused(
        spec,
        StackSnakeMove.swap(1, 3),
        "2x4: the stack at position 2 has B2 on top, not one of White's tiles");
    assertRefused(
        spec,
        StackSnakeMove.swap(2, 3),
        "3x4: the stack at position 3 has N on top, not one of White's tiles");
    assertRefused(
        Positions.pos(SPEC.replace(" W -", " B -")),
        StackSnakeMove.swap(0, 1),
        "1x2: the stack at position 1 has W1 on top, not one of Black's tiles");
    // the pass rule, and moves of a kind the state does not allow
    assertRefused(
        spec, StackSnakeMove.PASS, "pass: White may pass only when no step or swap is possible");
    assertRefused(
        spec, StackSnakeMove.deal(Tile.W1), "W1: tiles are dealt only while the line is laid out");
    assertRefused(
        GAME.start(),
        step(0, 1, 1),
        "1-2: the line is still being dealt: the next move is the kind of the next tile");
    assertRefused(
        GAME.start(),
        StackSnakeMove.PASS,
        "pass: the line is still being dealt: the next move is the kind of the next tile");
  }

  @Test
  void refusedDealsAndMovesAfterTheEnd_sayWhyInWholeWords() {
    assertRefused(
        "W1: all 3 W1 are laid out already",
        () -> GAME.apply(GAME.parseState("deal W1/W1/W1 W"), StackSnakeMove.deal(Tile.W1)));
    assertRefused(
        "N: all 1 N are laid out already",
        () -> GAME.apply(GAME.parseState("deal N B"), StackSnakeMove.deal(Tile.N)));
    StackSnakeState blackWon = Positions.play(Positions.pos(Positions.TALL), "1-2");
    assertRefused(blackWon, StackSnakeMove.PASS, "pass: the game is over (Black won)");
    StackSnakeState whiteWon =
        Positions.play(Positions.pos("B1B1W1/B2B2B2W2W2B3/B1W3W3W3B3/NW2W1B3W1 W -"), "1-2");
    assertRefused(whiteWon, step(0, 1, 1), "1-2: the game is over (White won)");
    String line = "W3/B2/N/W1/B1/W2/B3/W1B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3";
    StackSnakeState repeated = Positions.pos(line + " B x 2 " + line + ":Bx," + line + ":Bx");
    assertRefused(
        repeated,
        StackSnakeMove.deal(Tile.N),
        "N: the game is over (drawn: the position occurred for the third time)");
    StackSnakeGame capped = StackSnakeGame.builder().maxTurns(10).build();
    assertRefused(
        capped,
        capped.parseState(SPEC + " 10"),
        StackSnakeMove.swap(0, 3),
        "1x4: the game is over (drawn: the turn cap was reached)");
  }

  @Test
  void refusedIds_sayWhyInWholeWords() {
    StackSnakeState spec = Positions.pos(SPEC);
    assertRefused(spec, -1, "action id -1: no action has id -1 (ids are 0..254)");
    assertRefused(spec, 255, "action id 255: no action has id 255 (ids are 0..254)");
    assertRefused(
        spec,
        0,
        "action id 0: W1 at position 1 would step left to position 0, past the end of the line"
            + " (1..19)");
    assertRefused(
        spec, 76, "action id 76: the stack at position 2 has B2 on top, not one of White's tiles");
    assertRefused(spec, 247, "action id 247: White may pass only when no step or swap is possible");
    assertRefused(spec, 248, "action id 248: tiles are dealt only while the line is laid out");
    StackSnakeState shorter = Positions.pos(SHORT);
    assertRefused(shorter, 72, "action id 72: no position 19 on a line of 18"); // step 19-16
    assertRefused(shorter, 93, "action id 93: no position 19 on a line of 18"); // swap 1x19
    assertRefused(
        GAME.start(),
        0,
        "action id 0: the line is still being dealt: the next move is the kind of the next tile");
    assertRefused(
        GAME.parseState("deal W1/W1/W1 W"), 248, "action id 248: all 3 W1 are laid out already");
    StackSnakeState over = Positions.play(Positions.pos(Positions.TALL), "1-2");
    assertRefused(over, -1, "action id -1: the game is over (Black won)");
    assertRefused(over, 247, "action id 247: the game is over (Black won)");
    assertRefused(over, 255, "action id 255: the game is over (Black won)");
  }

  @Test
  void moveValues_actionIdsAtTheEdges() {
    assertEquals(1, step(0, 1, 1).actionId());
    assertEquals(71, step(17, 18, 2).actionId());
    assertEquals(74, step(18, 15, 2).actionId());
    assertTrue(step(3, 4, 1).toRight());
    assertFalse(step(3, 2, 1).toRight());
    assertEquals(2, step(3, 1, 1).distance());
    assertEquals(76, StackSnakeMove.swap(0, 1).actionId());
    assertEquals(93, StackSnakeMove.swap(18, 0).actionId());
    assertEquals(246, StackSnakeMove.swap(17, 18).actionId());
    assertEquals(StackSnakeMove.swap(17, 18), StackSnakeMove.swap(18, 17));
    assertEquals(17, StackSnakeMove.swap(18, 17).first());
    assertEquals(247, StackSnakeMove.PASS.actionId());
    assertEquals(254, StackSnakeMove.deal(Tile.N).actionId());
  }

  /** Steps and swaps of a shape no rule allows are refused when made, so no id is ever -1. */
  @Test
  void moveValues_refuseShapesNoRuleAllows() {
    assertShapeRefused(() -> step(0, 1, 3), "a step lifts one or two tiles, not 3");
    assertShapeRefused(() -> step(0, 1, 0), "a step lifts one or two tiles, not 0");
    assertShapeRefused(
        () -> step(19, 18, 1), "a step goes between 0-based positions 0..18, not from 19 to 18");
    assertShapeRefused(
        () -> step(18, 19, 1), "a step goes between 0-based positions 0..18, not from 18 to 19");
    assertShapeRefused(
        () -> step(-1, 0, 1), "a step goes between 0-based positions 0..18, not from -1 to 0");
    assertShapeRefused(
        () -> new StackSnakeMove.Step(0, -1, 2),
        "a step goes between 0-based positions 0..18, not from 0 to -1");
    assertShapeRefused(() -> step(3, 3, 1), "a step must leave its position");
    assertShapeRefused(
        () -> new StackSnakeMove.Step(0, 4, 1),
        "a step goes 1, 2 or 3 positions (the mark of its top tile), not 4");
    assertShapeRefused(
        () -> step(18, 0, 2), "a step goes 1, 2 or 3 positions (the mark of its top tile), not 18");
    assertShapeRefused(
        () -> StackSnakeMove.swap(0, 19), "a swap is of 0-based positions 0..18, not 0 and 19");
    assertShapeRefused(
        () -> new StackSnakeMove.Swap(19, 0), "a swap is of 0-based positions 0..18, not 19 and 0");
    assertShapeRefused(
        () -> StackSnakeMove.swap(-1, 3), "a swap is of 0-based positions 0..18, not -1 and 3");
    assertShapeRefused(() -> new StackSnakeMove.Swap(4, 4), "a swap needs two different stacks");
    // every shape that is left has an id, in its range, and some line and state allow it
    for (int from = 0; from < Line.SIZE; from++) {
      for (int to = Math.max(0, from - 3); to <= Math.min(Line.LAST, from + 3); to++) {
        if (to != from) {
          for (int tiles = 1; tiles <= 2; tiles++) {
            int id = step(from, to, tiles).actionId();
            assertTrue(id >= 0 && id < Line.SWAP_BASE, "id " + id);
          }
        }
      }
      for (int other = from + 1; other < Line.SIZE; other++) {
        int id = StackSnakeMove.swap(other, from).actionId();
        assertTrue(id >= Line.SWAP_BASE && id < Line.PASS, "id " + id);
      }
    }
  }

  private static void assertShapeRefused(Executable make, String message) {
    assertEquals(message, assertThrows(IllegalArgumentException.class, make).getMessage());
  }
}
