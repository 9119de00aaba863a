package dev.tabula.marrakech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.FastPerft;
import dev.tabula.core.Game;
import dev.tabula.core.Perft;
import dev.tabula.core.Playouts;
import dev.tabula.testkit.fixtures.ForwardingGame;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The game's own perft ({@link MarrakechGame#perft}, its scratch board) against the generic walk
 * over the game API: {@link #generic} is the same rules without the capability, so {@link
 * Perft#count} walks {@code legalActions} and {@code applyAction}.
 */
class MarrakechFastPerftTest {
  private static final String EMPTY = MarrakechPerftTest.EMPTY;

  /** The same rules without the game's {@code FastPerft}: {@link Perft} walks the API. */
  private static Game<MarrakechState, MarrakechMove> generic(MarrakechGame game) {
    return new ForwardingGame<>(game);
  }

  private static void assertSameCounts(
      MarrakechGame game, MarrakechState s, int maxDepth, String at) {
    Game<MarrakechState, MarrakechMove> plain = generic(game);
    for (int d = 0; d <= maxDepth; d++) {
      assertEquals(
          Perft.count(plain, s, d),
          game.perft(s, d),
          at + " " + game.formatState(s) + ", depth " + d);
    }
  }

  @Test
  void perft_isTheGamesFastPerft() {
    assertTrue(FastPerft.of(MarrakechGame.standard()).isPresent());
    assertTrue(FastPerft.of(generic(MarrakechGame.standard())).isEmpty());
  }

  @Test
  void perft_refusesANullStateAndANegativeDepth() {
    MarrakechGame g = MarrakechGame.standard();
    NullPointerException npe = assertThrows(NullPointerException.class, () -> g.perft(null, 1));
    assertEquals("state", npe.getMessage());
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> g.perft(g.start(), -1));
    assertEquals("depth must be >= 0, got -1", e.getMessage());
  }

  @ParameterizedTest(name = "{0} players")
  @CsvSource({"2", "3", "4"})
  void perft_fromTheStart_equalsTheGenericWalk(int players) {
    MarrakechGame g = Boards.game(players);
    assertSameCounts(g, g.start(), 9, players + " players, start");
  }

  @Test
  void perft_otherSetups_equalTheGenericWalk() {
    MarrakechGame g3 = MarrakechGame.builder().players(3).first(2).facing(Facing.E).build();
    assertSameCounts(g3, g3.start(), 7, "first 2, facing E");
    MarrakechGame g2 = MarrakechGame.builder().players(2).first(1).facing(Facing.S).build();
    assertSameCounts(g2, g2.start(), 8, "first 1, facing S");
  }

  @ParameterizedTest(name = "{0} players")
  @CsvSource({"2", "3", "4"})
  void perft_fromTheStart_matchesTheRulesTable(int players) {
    MarrakechGame g = Boards.game(players);
    long[] table =
        players == 2 ? MarrakechPerftTest.START2_COUNTS : MarrakechPerftTest.START_COUNTS;
    assertEquals(1, g.perft(g.start(), 0));
    for (int d = 1; d <= table.length; d++) {
      assertEquals(table[d - 1], g.perft(g.start(), d), "depth " + d);
    }
  }

  /** The counts of the independent C program ({@code marrakech perft 4 13}), depths 8 to 11. */
  @ParameterizedTest(name = "perft({0}) = {1}")
  @CsvSource({"8, 131004", "9, 1091040", "10, 3273120", "11, 13092480"})
  void perft_fourPlayerStart_matchesTheCProgram(int depth, long expected) {
    MarrakechGame g = MarrakechGame.standard();
    assertEquals(expected, g.perft(g.start(), depth));
  }

  @Test
  @EnabledIfSystemProperty(named = "tabula.slow", matches = "true")
  void perft_fourPlayerStart_depths12And13_slow() {
    MarrakechGame g = MarrakechGame.standard();
    assertEquals(111511929L, g.perft(g.start(), 12));
    assertEquals(334535787L, g.perft(g.start(), 13));
  }

  @Test
  void perft_paymentPositions_equalTheGenericWalkAndTheTable() {
    String[] fens = {MarrakechPerftTest.PAY2, MarrakechPerftTest.PAY3, MarrakechPerftTest.PAY4};
    long[][] tables = {
      MarrakechPerftTest.PAY2_COUNTS, MarrakechPerftTest.PAY3_COUNTS, MarrakechPerftTest.PAY4_COUNTS
    };
    for (int i = 0; i < 3; i++) {
      MarrakechGame g = Boards.game(i + 2);
      MarrakechState s = g.parseState(fens[i]);
      assertSameCounts(g, s, 7, "payment position");
      for (int d = 1; d <= tables[i].length; d++) {
        assertEquals(tables[i][d - 1], g.perft(s, d), fens[i] + " depth " + d);
      }
    }
  }

  /**
   * Positions from random games (the generic loop, {@link Playouts.Uniform}) of 2, 3 and 4 players,
   * from the start and from the payment positions (where players go out), stopped after a random
   * number of plies up to the longest game: chance nodes, every phase, players out and games over
   * among them (checked).
   */
  @Test
  void perft_scratchBoard_equalsTheGenericWalk_onRandomPositions() {
    long seed = 20261203L;
    SplittableRandom random = new SplittableRandom(seed);
    String[] pay = {MarrakechPerftTest.PAY2, MarrakechPerftTest.PAY3, MarrakechPerftTest.PAY4};
    int[] phases = new int[Phase.values().length];
    int withOut = 0;
    for (int i = 0; i < 360; i++) {
      int players = 2 + i % 3;
      MarrakechGame g = Boards.game(players);
      MarrakechState from = (i / 3) % 3 == 0 ? g.parseState(pay[players - 2]) : g.start();
      MarrakechState s =
          new Playouts.Uniform<>(g).play(from, random, random.nextInt(g.maxGameLength() + 1));
      phases[s.phase().ordinal()]++;
      for (int p = 0; p < players; p++) {
        if (s.isOut(p)) {
          withOut++;
          break;
        }
      }
      assertSameCounts(g, s, 6, "seed " + seed + ", position " + i);
    }
    for (Phase p : Phase.values()) {
      assertTrue(phases[p.ordinal()] >= 5, "too few positions in phase " + p);
    }
    assertTrue(withOut >= 20, "too few positions with a player out: " + withOut);
  }

  static List<String[]> unusualPositions() {
    String full =
        Boards.board(
            "ccrrccr", //
            "rcccrrc", "ccyyrcc", "rrcccrr", "ccrrccc", "yrccrrc", "ccrrccr");
    String[] halfRows = {
      "cc.....", //
      ".y..r..", "..ccc..", "...cc..", "..ppp..", ".....y.", "r......"
    };
    String half = Boards.board(halfRows);
    return List.of(
        // 3 players: the mover has no dirhams left, Assam among big regions: going out
        new String[] {"3", full + " 33N c5$30,y3$0,r5$30 1O"},
        // ... and the same after the die, at phase D
        new String[] {"3", full + " 33N c5$30,y3$0,r5$30 1D"},
        // 4 players: seat 1 out, seat 2 with no rugs left, seats 0 and 3 with a rug each
        new String[] {"4", half + " 33N c1$5,y0$0!,r0$40,p1$3 3O"},
        // 4 players: the last rug of the game, at phase P: the game ends after it
        new String[] {"4", half + " 33S c0$10,y0$20,r1$30,p0$12 2P"},
        // 4 players: two players in, one broke: going out ends the game at once
        new String[] {"4", full + " 33N c2$0,y0$0!,r3$30,p0$0! 0O"},
        // 2 players: one colour used up (no draw), the other seat to draw next
        new String[] {"2", half + " 62E c0r3$2,y4p1$50 0Or"},
        // 2 players: a draw with one rug of one colour, no dirhams
        new String[] {"2", full + " 06W c2r1$0,y3p3$9 0C"},
        // the game over: 0 at any depth above 0
        new String[] {"4", half + " 33N c0$10,y0$20,r0$30,p0$12 -"},
        new String[] {"2", full + " 00N c0r0$10,y0p0$5 -"},
        // rug ids above 63 (the wide carpet layout) and many rugs left
        new String[] {"4", Boards.board(900, halfRows) + " 00N c99$30,y99$30,r99$30,p99$30 0O"});
  }

  @ParameterizedTest
  @MethodSource("unusualPositions")
  void perft_scratchBoard_equalsTheGenericWalk_onUnusualPositions(String players, String fen) {
    MarrakechGame g = Boards.game(Integer.parseInt(players));
    MarrakechState s = g.parseState(fen);
    assertSameCounts(g, s, 6, "unusual position");
    if (s.isOver()) {
      assertEquals(1, g.perft(s, 0));
      for (int d = 1; d <= 3; d++) {
        assertEquals(0, g.perft(s, d));
      }
    }
  }

  @Test
  void perft_onTwoThreads_equalsOneThread() {
    for (int players = 2; players <= 4; players++) {
      MarrakechGame g = Boards.game(players);
      int depth = players == 2 ? 9 : 8;
      assertEquals(
          Perft.count(generic(g), g.start(), depth),
          Perft.count(g, g.start(), depth, 2),
          players + " players");
      assertEquals(Perft.count(g, g.start(), depth), Perft.count(g, g.start(), depth, 2));
    }
  }
}
