package dev.tabula.stacksnake;

import static dev.tabula.stacksnake.Positions.GAME;
import static dev.tabula.stacksnake.Positions.SPEC;
import static dev.tabula.stacksnake.Positions.play;
import static dev.tabula.stacksnake.Positions.pos;
import static dev.tabula.stacksnake.Positions.position;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.FastPerft;
import dev.tabula.core.Game;
import dev.tabula.core.Perft;
import dev.tabula.core.Playouts;
import dev.tabula.testkit.fixtures.ForwardingGame;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * The game's own perft count ({@link StackSnakeGame#perft}, on the packed line) against the generic
 * walk of {@link Perft} over the game API: from the deal, from random positions, where the
 * repetition rule, the turn cap, the swap ban or the end of the game decides.
 */
class StackSnakeFastPerftTest {

  /**
   * The cycle of {@code StackSnakeRulesTest}: White swaps 1x4 and back, Black steps B1 and back.
   */
  private static final String CYCLE_START =
      "W1/B2/N/W3/B1/W2/B3/W1B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3 W -";

  private static final String[] CYCLE = {"1x4", "8-9", "1x4", "9-8"};

  /** The same rules without the game's {@link FastPerft}: {@link Perft} walks the API. */
  private static Game<StackSnakeState, StackSnakeMove> generic(StackSnakeGame game) {
    return new ForwardingGame<>(game);
  }

  /** Checks the fast count against the generic walk at depths 0 to {@code maxDepth}. */
  private static void assertSameCounts(
      StackSnakeGame game, StackSnakeState s, int maxDepth, String where) {
    Game<StackSnakeState, StackSnakeMove> slow = generic(game);
    for (int d = 0; d <= maxDepth; d++) {
      assertEquals(Perft.count(slow, s, d), game.perft(s, d), where + ": " + s + ", depth " + d);
    }
  }

  @Test
  void perft_isTheGamesFastPerft_andPerftUsesIt() {
    assertTrue(FastPerft.of(GAME).isPresent());
    StackSnakeState s = pos(SPEC);
    assertEquals(GAME.perft(s, 3), Perft.count(GAME, s, 3));
  }

  @Test
  void perft_checksItsArguments() {
    NullPointerException npe = assertThrows(NullPointerException.class, () -> GAME.perft(null, 1));
    assertEquals("state", npe.getMessage());
    IllegalArgumentException iae =
        assertThrows(IllegalArgumentException.class, () -> GAME.perft(pos(SPEC), -1));
    assertEquals("depth must be >= 0, got -1", iae.getMessage());
  }

  @Test
  void perft_specPosition_matchesTheRulesTable_toDepthFive() {
    StackSnakeState s = pos(SPEC);
    long[] expected = {1, 52, 1318, 44227, 1288056, 36_778_851L};
    for (int d = 0; d < expected.length; d++) {
      assertEquals(expected[d], GAME.perft(s, d), "depth " + d);
    }
    assertSameCounts(GAME, s, 4, "spec position");
  }

  @Test
  void perft_fromTheDeal_countsEachKindLeftAsAnOutcome() {
    assertEquals(7, GAME.perft(GAME.start(), 1));
    assertEquals(6 * 7 + 6, GAME.perft(GAME.start(), 2));
    assertSameCounts(GAME, GAME.start(), 6, "the deal");
    // the end of the deal: the last tiles dealt, then the first moves on the laid-out line
    StackSnakeState late = pos("deal W1/B2/N/W3/B1/W2/B3/W1/B1/W2/B2/W3/B3/W1/B1/W2/B2 W");
    assertEquals(17, late.stackCount());
    assertSameCounts(GAME, late, 5, "17 tiles dealt");
    StackSnakeGame black = StackSnakeGame.builder().first(Colour.BLACK.seat()).build();
    StackSnakeState lateBlack =
        black.parseState("deal W1/B2/N/W3/B1/W2/B3/W1/B1/W2/B2/W3/B3/W1/B1/W2/B2/W3 B");
    assertSameCounts(black, lateBlack, 5, "18 tiles dealt, Black first");
  }

  @Test
  void perft_onRandomPositions_equalsTheGenericWalk() {
    long seed = 20261202L;
    SplittableRandom random = new SplittableRandom(seed);
    StackSnakeGame capped = StackSnakeGame.builder().maxTurns(40).build();
    StackSnakeGame black = StackSnakeGame.builder().first(Colour.BLACK.seat()).build();
    List<StackSnakeGame> games = List.of(GAME, GAME, capped, black);
    int inPlay = 0;
    for (int i = 0; i < 400; i++) {
      StackSnakeGame game = games.get(i % games.size());
      StackSnakeState s =
          new Playouts.Uniform<>(game).play(game.start(), random, random.nextInt(64));
      inPlay += s.status() == StackSnakeState.Status.IN_PLAY ? 1 : 0;
      // one in ten a ply deeper, where it is still cheap
      int depth = i % 10 == 0 ? 5 : 4;
      assertSameCounts(game, s, depth, "seed " + seed + ", position " + i + " of " + game);
    }
    assertTrue(inPlay >= 200, "positions in play: " + inPlay);
  }

  @Test
  void perft_whereARepetitionDecides_equalsTheGenericWalk() {
    // every state along two rounds of the cycle: the start position recurs every fourth ply, so
    // within four plies some path reaches it (or another position of the cycle) a second, then a
    // third time, which draws
    StackSnakeState s = pos(CYCLE_START);
    List<StackSnakeState> along = new ArrayList<>();
    along.add(s);
    for (int round = 0; round < 2; round++) {
      for (String m : CYCLE) {
        s = play(s, m);
        along.add(s);
      }
    }
    StackSnakeState almost = along.get(7);
    StackSnakeState third = play(almost, "9-8"); // the start position a third time: a draw
    assertEquals(3, third.repetitions());
    assertEquals(StackSnakeState.Status.DRAWN_REPETITION, third.status());
    for (int i = 0; i < along.size(); i++) {
      StackSnakeState t = along.get(i);
      if (!t.isOver()) {
        assertSameCounts(GAME, t, 4, "cycle ply " + i);
      }
    }
    // the drawn cycle: fewer paths than if the position could recur
    assertTrue(GAME.perft(almost, 2) < GAME.perft(GAME.parseState(position(almost)), 2));
  }

  @Test
  void perft_withChildPositionsSeenOnceOrTwice_equalsTheGenericWalk() {
    // a position whose history already holds the positions of its children (and grandchildren),
    // once or twice: a move there makes a second occurrence (the game goes on) or a third (a draw)
    StackSnakeState root = pos(CYCLE_START);
    Set<String> entries = new LinkedHashSet<>();
    for (StackSnakeMove m : GAME.legalMoves(root)) {
      StackSnakeState child = GAME.apply(root, m);
      if (!child.isOver() && child.stackCount() == root.stackCount() && entries.size() < 12) {
        entries.add(entry(child));
        List<StackSnakeMove> next = GAME.legalMoves(child);
        StackSnakeState grandchild = GAME.apply(child, next.get(next.size() / 2));
        if (!grandchild.isOver()
            && grandchild.stackCount() == root.stackCount()
            && !entry(grandchild).equals(entry(root))) {
          entries.add(entry(grandchild));
        }
      }
    }
    String line = position(root);
    String once = String.join(",", entries);
    String twice = once + "," + once;
    StackSnakeState seenOnce = pos(line + " " + entries.size() + " " + once);
    StackSnakeState seenTwice = pos(line + " " + 2 * entries.size() + " " + twice);
    assertSameCounts(GAME, seenOnce, 4, "children seen once");
    assertSameCounts(GAME, seenTwice, 4, "children seen twice");
    assertTrue(GAME.perft(seenTwice, 2) < GAME.perft(root, 2));
    // and the same with Black barred from swapping (after White's swap), the root seen before
    StackSnakeState barred = play(root, "1x4");
    StackSnakeState barredSeen =
        pos(position(barred) + " 3 " + entry(barred) + "," + entry(root) + "," + entry(root));
    assertSameCounts(GAME, barredSeen, 4, "barred, seen once before");
  }

  @Test
  void perft_nearTheTurnCap_equalsTheGenericWalk() {
    for (int cap : new int[] {1, 2, 3, 5, 31}) {
      StackSnakeGame capped = StackSnakeGame.builder().maxTurns(cap).build();
      for (int turn = Math.max(0, cap - 4); turn < cap; turn++) {
        StackSnakeState s = capped.parseState(SPEC + " " + turn);
        assertSameCounts(capped, s, 4, "cap " + cap + ", turn " + turn);
        StackSnakeState barred = capped.parseState(CYCLE_START.replace(" W -", " B x ") + turn);
        assertSameCounts(capped, barred, 4, "cap " + cap + ", turn " + turn + ", barred");
      }
      // the last turn: one ply, then the cap draws
      StackSnakeState last = capped.parseState(SPEC + " " + (cap - 1));
      assertEquals(52, capped.perft(last, 1));
      assertEquals(0, capped.perft(last, 2));
    }
    // a capped game from the deal: the cap counts the turns after it only
    StackSnakeGame one = StackSnakeGame.builder().maxTurns(1).build();
    assertSameCounts(
        one, one.parseState("deal W1/B2/N/W3/B1/W2/B3/W1/B1/W2/B2/W3/B3/W1/B1/W2/B2/W3 W"), 4, "");
  }

  @Test
  void perft_ofAFinishedGame_isOneAtDepthZeroAndZeroBeyond() {
    List<StackSnakeState> over = new ArrayList<>();
    over.add(play(pos(Positions.FOUR), "1=2")); // Black makes a stack of seven
    over.add(play(pos(Positions.TALL), "1=2")); // of eight
    StackSnakeState cycled = pos(CYCLE_START);
    for (int round = 0; round < 2; round++) {
      cycled = play(cycled, CYCLE);
    }
    over.add(cycled); // the third occurrence
    SplittableRandom random = new SplittableRandom(7);
    for (int i = 0; i < 20; i++) {
      over.add(GAME.randomPlayout(GAME.start(), random, Integer.MAX_VALUE));
    }
    StackSnakeGame capped = StackSnakeGame.builder().maxTurns(3).build();
    for (StackSnakeState s : over) {
      assertTrue(s.isOver(), s.toString());
      assertEquals(1, GAME.perft(s, 0), s.toString());
      for (int d = 1; d <= 3; d++) {
        assertEquals(0, GAME.perft(s, d), s + ", depth " + d);
      }
    }
    StackSnakeState beforeCap = capped.parseState(SPEC + " 2");
    StackSnakeState drawnByCap = capped.apply(beforeCap, capped.parseMove(beforeCap, "1x4"));
    assertEquals(StackSnakeState.Status.DRAWN_TURN_LIMIT, drawnByCap.status());
    assertEquals(1, capped.perft(drawnByCap, 0));
    assertEquals(0, capped.perft(drawnByCap, 1));
    assertEquals(0, capped.perft(drawnByCap, 3));
  }

  @Test
  @EnabledIfSystemProperty(named = "tabula.slow", matches = "true")
  void perft_specPosition_depthSix_equalsTheGenericWalk_slow() {
    StackSnakeState s = pos(SPEC);
    long t0 = System.nanoTime();
    long fast = GAME.perft(s, 6);
    System.out.printf(
        "stack-snake fast perft(6) = %d in %.2f s%n", fast, (System.nanoTime() - t0) / 1e9);
    assertEquals(1_062_268_262L, fast); // our own count, as docs/rules/stack-snake.md lists it
    assertEquals(Perft.count(generic(GAME), s, 6), fast);
  }

  @Test
  void perft_onTwoThreads_equalsOneThread() {
    StackSnakeState s = pos(SPEC);
    assertEquals(36_778_851L, Perft.count(GAME, s, 5, 2));
    assertEquals(Perft.count(GAME, s, 5), Perft.count(GAME, s, 5, 2));
    assertEquals(
        Perft.count(generic(GAME), GAME.start(), 5), Perft.count(GAME, GAME.start(), 5, 2));
  }

  /** A state's position as an entry of the history notation: {@code <stacks>:<side><swap>}. */
  private static String entry(StackSnakeState s) {
    String[] f = position(s).split(" ");
    return f[0] + ":" + f[1] + f[2];
  }
}
