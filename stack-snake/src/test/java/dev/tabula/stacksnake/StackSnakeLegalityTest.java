package dev.tabula.stacksnake;

import static dev.tabula.stacksnake.Positions.GAME;
import static dev.tabula.stacksnake.Positions.SPEC;
import static org.junit.jupiter.api.Assertions.assertEquals;
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
  void everyStepAndSwapObject_acceptedExactlyWhenLegal() {
    // move values of every shape, including ones no id stands for: only IllegalMoveException, and a
    // move is accepted exactly when it is one of the legal moves
    List<StackSnakeState> all = states(GAME, 3, 33);
    for (int k = 0; k < all.size(); k += 5) {
      StackSnakeState s = all.get(k);
      Set<StackSnakeMove> legal = new HashSet<>(GAME.legalMoves(s));
      Set<StackSnakeMove> tried = new LinkedHashSet<>();
      for (int a = -1; a <= 19; a++) {
        for (int b = -1; b <= 19; b++) {
          tried.add(StackSnakeMove.swap(a, b));
          for (int lift = 0; lift <= 3; lift++) {
            tried.add(StackSnakeMove.step(a, b, lift));
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
}
