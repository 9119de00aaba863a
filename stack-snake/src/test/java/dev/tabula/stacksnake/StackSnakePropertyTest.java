package dev.tabula.stacksnake;

import static dev.tabula.stacksnake.Positions.GAME;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Playouts;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Invariants over seeded random games (seed and moves are printed on failure). */
class StackSnakePropertyTest {

  @Test
  void randomGames_tilesColoursAndMarksNeverChange() {
    int games = 300;
    int[] lengths = new int[games];
    Map<StackSnakeState.Status, Integer> endings = new EnumMap<>(StackSnakeState.Status.class);
    for (int g = 0; g < games; g++) {
      long seed = 1_000 + g;
      SplittableRandom random = new SplittableRandom(seed);
      StackSnakeState s = GAME.start();
      List<String> log = new ArrayList<>();
      while (!s.status().isOver()) {
        StackSnakeMove m;
        if (s.isDealing()) {
          List<ChanceOutcome<StackSnakeMove>> o = GAME.chanceOutcomes(s);
          m = o.get(Playouts.sampleChance(o, random)).outcome();
        } else {
          List<StackSnakeMove> moves = GAME.legalMoves(s);
          m = moves.get(random.nextInt(moves.size()));
        }
        log.add(GAME.formatMove(s, m));
        StackSnakeState next = GAME.apply(s, m);
        String where = "seed " + seed + ", moves " + log + ", at " + next;
        if (!next.isDealing()) {
          checkInvariants(next, where);
          assertEquals(s.isDealing() ? 0 : s.turn() + 1, next.turn(), where);
          assertTrue(s.isDealing() || next.stackCount() <= s.stackCount(), where);
        }
        s = next;
      }
      lengths[g] = s.turn();
      endings.merge(s.status(), 1, Integer::sum);
    }
    Arrays.sort(lengths);
    System.out.println("stack-snake random games: " + games + ", turns median " + lengths[games / 2]
        + ", max " + lengths[games - 1] + ", min " + lengths[0] + "; endings " + endings);
  }

  static void checkInvariants(StackSnakeState s, String where) {
    int tiles = 0;
    int white = 0;
    int black = 0;
    int[] kinds = new int[7];
    int tallest = 0;
    for (List<Tile> stack : s.stacks()) {
      assertTrue(!stack.isEmpty(), where);
      tallest = Math.max(tallest, stack.size());
      for (Tile t : stack) {
        tiles++;
        kinds[t.ordinal()]++;
        if (t.colour().isPresent()) {
          if (t.colour().get() == Colour.WHITE) {
            white++;
          } else {
            black++;
          }
        }
      }
    }
    assertEquals(19, tiles, where);
    assertEquals(9, white, where);
    assertEquals(9, black, where);
    assertEquals("[3, 3, 3, 3, 3, 3, 1]", Arrays.toString(kinds), where);
    assertTrue(tallest <= 8, where);
    assertEquals(tallest >= 7, s.status() == StackSnakeState.Status.WHITE_WON
        || s.status() == StackSnakeState.Status.BLACK_WON, where);
    assertTrue(s.repetitions() <= 3, where);
  }

  @Test
  void dealing_isUniformByExactProbabilities() {
    // the probability of a layout is the product of its outcomes' probabilities: 1 / (19! / 6^6... )
    // here: every outcome's numerator is what is left of its kind, the denominator the tiles left
    StackSnakeState s = GAME.start();
    int left = 19;
    SplittableRandom random = new SplittableRandom(11);
    int[] kinds = {3, 3, 3, 3, 3, 3, 1};
    while (s.isDealing()) {
      List<ChanceOutcome<StackSnakeMove>> o = GAME.chanceOutcomes(s);
      long sum = 0;
      for (ChanceOutcome<StackSnakeMove> c : o) {
        Tile t = ((StackSnakeMove.Deal) c.outcome()).tile();
        assertEquals(left, c.denominator());
        assertEquals(kinds[t.ordinal()], c.numerator());
        sum += c.numerator();
      }
      assertEquals(left, sum);
      StackSnakeMove m = o.get(Playouts.sampleChance(o, random)).outcome();
      kinds[((StackSnakeMove.Deal) m).tile().ordinal()]--;
      left--;
      s = GAME.apply(s, m);
    }
    assertEquals(19, s.stackCount());
    assertEquals(0, s.turn());
  }

  @Test
  void deal_matchesSamplingTheChanceNodes() {
    // game.deal(random) draws exactly as Playouts would through the chance nodes
    for (long seed = 0; seed < 50; seed++) {
      StackSnakeState viaChance = GAME.start();
      SplittableRandom r1 = new SplittableRandom(seed);
      while (viaChance.isDealing()) {
        List<ChanceOutcome<StackSnakeMove>> o = GAME.chanceOutcomes(viaChance);
        viaChance = GAME.apply(viaChance, o.get(Playouts.sampleChance(o, r1)).outcome());
      }
      assertEquals(viaChance, GAME.deal(new SplittableRandom(seed)), "seed " + seed);
    }
  }

  @Test
  void apply_neverChangesItsInput_andStatesAreValues() {
    SplittableRandom random = new SplittableRandom(99);
    StackSnakeState s = GAME.deal(random);
    for (int i = 0; i < 200 && !s.status().isOver(); i++) {
      String before = s.toString();
      long hash = GAME.hash(s);
      List<StackSnakeMove> moves = GAME.legalMoves(s);
      for (StackSnakeMove m : moves) {
        GAME.apply(s, m);
      }
      assertEquals(before, s.toString());
      assertEquals(hash, GAME.hash(s));
      assertEquals(s, GAME.parseState(before));
      s = GAME.apply(s, moves.get(random.nextInt(moves.size())));
    }
  }
}
