package dev.tabula.stacksnake;

import static dev.tabula.stacksnake.Positions.FOUR;
import static dev.tabula.stacksnake.Positions.GAME;
import static dev.tabula.stacksnake.Positions.SPEC;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.testkit.Conformance;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class StackSnakeObservationTest {
  private static final int PLANE = 19 * 8;

  private static float[] tensor(StackSnakeGame g, StackSnakeState s, int player) {
    float[] out = new float[g.observationSize()];
    g.observationTensor(s, player, out, 0);
    return out;
  }

  /** Entry (plane, position, level) of a {15, 19, 8} tensor. */
  private static float at(float[] t, int plane, int position, int level) {
    return t[plane * PLANE + position * 8 + level];
  }

  /** Asserts that every entry of a plane is the value. */
  private static void plane(float[] t, int plane, float value) {
    for (int i = 0; i < PLANE; i++) {
      assertEquals(value, t[plane * PLANE + i], "plane " + plane + ", entry " + i);
    }
  }

  /** The number of 1s in the tile planes 0-6. */
  private static int tiles(float[] t) {
    int n = 0;
    for (int i = 0; i < 7 * PLANE; i++) {
      n += (int) t[i];
    }
    return n;
  }

  @Test
  void observationShape_isFifteenPlanesOverTheLineAndTheLevels() {
    assertArrayEquals(new int[] {15, 19, 8}, GAME.observationShape());
    assertEquals(2280, GAME.observationSize());
  }

  @Test
  void observationTensor_specPosition_fromWhite() {
    // W1/B2/N/W3/B1/W2/B3/... White to move, may swap
    float[] t = tensor(GAME, GAME.parseState(SPEC), 0);
    assertEquals(1f, at(t, 0, 0, 0)); // W1: the viewer's mark 1
    assertEquals(1f, at(t, 4, 1, 0)); // B2: the opponent's mark 2
    assertEquals(1f, at(t, 6, 2, 0)); // N
    assertEquals(1f, at(t, 2, 3, 0)); // W3
    assertEquals(1f, at(t, 3, 4, 0)); // B1
    assertEquals(1f, at(t, 5, 18, 0)); // B3 at the right end
    assertEquals(19, tiles(t)); // one tile a position, all at level 0
    plane(t, 7, 1f); // White, the viewer, moves
    plane(t, 8, 1f); // and may swap
    for (int p = 9; p < 15; p++) {
      plane(t, p, 0f); // no repetition, not dealing, not over, no cap
    }
  }

  @Test
  void observationTensor_specPosition_fromBlack_swapsTheColours() {
    float[] t = tensor(GAME, GAME.parseState(SPEC), 1);
    assertEquals(1f, at(t, 3, 0, 0)); // W1 is now the opponent's
    assertEquals(1f, at(t, 1, 1, 0)); // B2 the viewer's
    plane(t, 7, 0f); // White moves, not the viewer
  }

  @Test
  void observationTensor_stacks_fromTheBottomUp() {
    // W1W1W1B1 / W2W2B2B2W3 / W2B3B3B3W3 / NB2B1W3B1, Black to move
    float[] t = tensor(GAME, GAME.parseState(FOUR), 1);
    for (int level = 0; level < 3; level++) {
      assertEquals(1f, at(t, 3, 0, level)); // W1 W1 W1: the opponent's mark 1
    }
    assertEquals(1f, at(t, 0, 0, 3)); // B1 on top: the viewer's
    assertEquals(1f, at(t, 4, 1, 0)); // W2
    assertEquals(1f, at(t, 4, 1, 1)); // W2
    assertEquals(1f, at(t, 1, 1, 2)); // B2
    assertEquals(1f, at(t, 1, 1, 3)); // B2
    assertEquals(1f, at(t, 5, 1, 4)); // W3 on top
    assertEquals(1f, at(t, 6, 3, 0)); // the neutral tile at the bottom of the fourth stack
    assertEquals(19, tiles(t));
    for (int position = 4; position < 19; position++) {
      for (int p = 0; p < 7; p++) {
        for (int level = 0; level < 8; level++) {
          assertEquals(0f, at(t, p, position, level)); // the line has four positions
        }
      }
    }
    plane(t, 7, 1f);
  }

  @Test
  void observationTensor_swapBanned() {
    float[] t = tensor(GAME, GAME.parseState(SPEC.replace(" -", " x")), 0);
    plane(t, 8, 0f);
  }

  @Test
  void observationTensor_whileDealing() {
    StackSnakeState s = GAME.start();
    float[] t = tensor(GAME, s, 0);
    assertEquals(0, tiles(t)); // nothing laid yet
    plane(t, 11, 1f); // dealing
    plane(t, 7, 1f); // White will move first
    s = GAME.apply(GAME.apply(s, StackSnakeMove.deal(Tile.W2)), StackSnakeMove.deal(Tile.B1));
    t = tensor(GAME, s, 0);
    assertEquals(1f, at(t, 1, 0, 0)); // W2 first
    assertEquals(1f, at(t, 3, 1, 0)); // then B1
    assertEquals(2, tiles(t));
  }

  @Test
  void observationTensor_turnCap() {
    StackSnakeGame capped = StackSnakeGame.builder().maxTurns(30).build();
    float[] t = tensor(capped, capped.parseState(SPEC + " 6"), 0);
    plane(t, 13, 1f);
    plane(t, 14, 6 / 30f);
    // without a cap the turn number is no part of the rules, and not of the tensor
    assertArrayEquals(
        tensor(GAME, GAME.parseState(SPEC), 0), tensor(GAME, GAME.parseState(SPEC + " 6"), 0));
  }

  @Test
  void observationTensor_repetition_countsTheCurrentPosition() {
    // seeded random games from a line of four tall stacks, where positions soon recur
    SplittableRandom random = new SplittableRandom(17);
    List<String> moves = new ArrayList<>();
    StackSnakeState s = GAME.parseState(FOUR);
    while (s.repetitions() < 2) {
      if (s.isOver()) {
        s = GAME.parseState(FOUR);
        moves.clear();
      }
      List<StackSnakeMove> legal = GAME.legalMoves(s);
      StackSnakeMove m = legal.get(random.nextInt(legal.size()));
      moves.add(GAME.formatMove(s, m));
      s = GAME.apply(s, m);
    }
    float[] t = tensor(GAME, s, 0);
    plane(t, 9, 1f);
    plane(t, 10, 0f);
    float[] fresh = tensor(GAME, GAME.parseState(s.positionNotation()), 0);
    assertFalse(Arrays.equals(t, fresh), "seed 17, moves " + moves);
  }

  @Test
  void observationTensor_finishedGame() {
    StackSnakeState s = GAME.randomPlayout(GAME.start(), new SplittableRandom(4), 100_000);
    assertTrue(s.isOver(), s.toString());
    float[] t = tensor(GAME, s, 0);
    plane(t, 12, 1f);
    plane(t, 11, 0f);
    float[] mask = new float[GAME.numDistinctActions()];
    Arrays.fill(mask, 0.5f);
    GAME.legalActionMask(s, mask, 0);
    assertArrayEquals(new float[GAME.numDistinctActions()], mask);
  }

  @Test
  void observationTensor_leavesOutOlderPositions_asDocumented() {
    // Two states of the same position, one remembering twice the position two plies ahead (so
    // reaching it again draws), the other not: equal tensors, different futures. This is the
    // documented limit of the encoding; the test pins it down.
    StackSnakeState plain = GAME.parseState(FOUR + " 2");
    StackSnakeState child = null;
    StackSnakeMove first = null;
    StackSnakeMove second = null;
    search:
    for (StackSnakeMove a : GAME.legalMoves(plain)) {
      StackSnakeState c = GAME.apply(plain, a);
      for (StackSnakeMove b : GAME.legalMoves(c)) {
        StackSnakeState g = GAME.apply(c, b);
        if (g.stackCount() == 4 && !g.isOver()) {
          first = a;
          second = b;
          child = g;
          break search;
        }
      }
    }
    assertTrue(child != null, "no two plies from " + FOUR + " keep its four stacks");
    // "<stacks> <side> <swap>" as an earlier position: "<stacks>:<side><swap>"
    String position = child.positionNotation();
    int space = position.indexOf(' ');
    String entry =
        position.substring(0, space) + ":" + position.substring(space + 1).replace(" ", "");
    StackSnakeState remembering = GAME.parseState(FOUR + " 2 " + entry + "," + entry);
    assertArrayEquals(tensor(GAME, plain, 1), tensor(GAME, remembering, 1));
    StackSnakeState a = GAME.apply(GAME.apply(plain, first), second);
    StackSnakeState b = GAME.apply(GAME.apply(remembering, first), second);
    assertEquals(StackSnakeState.Status.IN_PLAY, a.status());
    assertEquals(StackSnakeState.Status.DRAWN_REPETITION, b.status());
  }

  @Test
  void observationTensor_equalTensors_haveEqualFuturesButForOlderPositions() {
    // Random games from one fixed layout reach the same position by different move orders, with
    // different positions remembered. States with equal tensors must agree on everything two
    // plies deep, except where a position reached later recurs in one history and not the other
    // (the documented limit): there the comparison of that line stops.
    StackSnakeGame fixed = StackSnakeGame.builder().layout(StackSnakeModelTest.SPEC_LAYOUT).build();
    long seed = 41;
    SplittableRandom random = new SplittableRandom(seed);
    Map<Long, List<StackSnakeState>> byTensor = new HashMap<>();
    Map<StackSnakeState, String> movesTo = new HashMap<>();
    int[] compared = new int[1];
    for (int game = 0; game < 400; game++) {
      StackSnakeState s = fixed.start();
      String moves = "";
      while (true) {
        float[] t = tensor(fixed, s, 0);
        List<StackSnakeState> same =
            byTensor.computeIfAbsent(fingerprint(t), k -> new ArrayList<>());
        for (StackSnakeState other : same) {
          if (!other.equals(s) && Arrays.equals(t, tensor(fixed, other, 0))) {
            compared[0]++;
            String where =
                "seed " + seed + ", moves " + movesTo.get(other) + " and " + moves + ": ";
            sameFutures(fixed, other, s, 2, where);
          }
        }
        if (same.size() < 4) {
          same.add(s);
          movesTo.putIfAbsent(s, moves);
        }
        if (fixed.isTerminal(s)) {
          break;
        }
        List<StackSnakeMove> legal = fixed.legalMoves(s);
        StackSnakeMove m = legal.get(random.nextInt(legal.size()));
        moves += " " + fixed.formatMove(s, m);
        s = fixed.apply(s, m);
      }
    }
    assertTrue(compared[0] > 0, "no two different states with equal tensors (seed " + seed + ")");
  }

  /**
   * A 64-bit hash of a tensor. ({@link Arrays#hashCode(float[])} will not do: the bits of 1f are
   * {@code 0x3f800000}, and its multiply-by-31 chain keeps only their top bits.)
   */
  private static long fingerprint(float[] t) {
    long h = 0;
    for (float v : t) {
      h = (h ^ Float.floatToIntBits(v)) * 0x9E3779B97F4A7C15L;
      h ^= h >>> 29;
    }
    return h;
  }

  private static void sameFutures(
      StackSnakeGame g, StackSnakeState a, StackSnakeState b, int plies, String where) {
    if (a.repetitions() != b.repetitions()) {
      return; // a position the histories count differently: the documented limit
    }
    String both = where + a + " and " + b;
    assertArrayEquals(tensor(g, a, 0), tensor(g, b, 0), both);
    assertEquals(g.currentPlayer(a), g.currentPlayer(b), both);
    assertEquals(g.legalMoves(a), g.legalMoves(b), both);
    if (g.isTerminal(a)) {
      assertEquals(g.result(a), g.result(b), both);
      return;
    }
    if (plies > 0) {
      for (StackSnakeMove m : g.legalMoves(a)) {
        sameFutures(g, g.apply(a, m), g.apply(b, m), plies - 1, where);
      }
    }
  }

  @Test
  void observationTensor_badArguments_throwIllegalArgument() {
    StackSnakeState s = GAME.parseState(SPEC);
    float[] out = new float[2280];
    assertThrows(IllegalArgumentException.class, () -> GAME.observationTensor(s, 2, out, 0));
    assertThrows(IllegalArgumentException.class, () -> GAME.observationTensor(s, 0, out, 1));
    assertThrows(IllegalArgumentException.class, () -> GAME.legalActionMask(s, new float[254], 0));
  }

  @Test
  void conformance_observations_fromTallStacks() {
    // stacks up to the top level; equal tensors compared at the states themselves, since the
    // older positions they remember may differ (see above)
    Conformance.Report r =
        Conformance.of(GAME)
            .games(60)
            .seed(31)
            .from(GAME.parseState(FOUR))
            .from(GAME.parseState(Positions.TALL))
            .observationDepth(0)
            .fuzzCases(0)
            .run();
    assertTrue(r.observed() > 0, r.toString());
  }
}
