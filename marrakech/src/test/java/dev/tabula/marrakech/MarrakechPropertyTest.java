package dev.tabula.marrakech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.tabula.core.IllegalMoveException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Properties over random reachable boards ({@value #GAMES} games, each from its own seeded {@link
 * SplittableRandom}; a failure prints the seed and the moves): the bitboard region equals a plain
 * breadth-first search, money and rugs are conserved, and the placements offered are exactly those
 * the rule allows, checked independently.
 */
class MarrakechPropertyTest {
  /** The games played, one per seed from {@link #FIRST_SEED}. */
  private static final int GAMES = 90;

  private static final long FIRST_SEED = 1000;

  /** The distinct boards those games must reach (they reach 10,430). */
  private static final int MIN_BOARDS = 10_000;

  /** Plain BFS over the 7x7 grid by visible colour. */
  static long bfsRegion(MarrakechState s, int x0, int y0) {
    Optional<Colour> c = s.colourAt(x0, y0);
    if (c.isEmpty()) {
      return 0;
    }
    boolean[][] seen = new boolean[7][7];
    ArrayDeque<int[]> queue = new ArrayDeque<>();
    queue.add(new int[] {x0, y0});
    seen[y0][x0] = true;
    long region = 0;
    int[][] dirs = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    while (!queue.isEmpty()) {
      int[] q = queue.poll();
      region |= MarrakechState.bit(q[0], q[1]);
      for (int[] d : dirs) {
        int x = q[0] + d[0];
        int y = q[1] + d[1];
        if (x >= 0 && x < 7 && y >= 0 && y < 7 && !seen[y][x] && s.colourAt(x, y).equals(c)) {
          seen[y][x] = true;
          queue.add(new int[] {x, y});
        }
      }
    }
    return region;
  }

  /** The placement rule, written from the rules text without the engine's tables. */
  static String ruleSays(MarrakechState s, int x1, int y1, int x2, int y2) {
    int ax = s.assamX();
    int ay = s.assamY();
    if ((x1 == ax && y1 == ay) || (x2 == ax && y2 == ay)) {
      return "on Assam";
    }
    boolean next1 = Math.abs(x1 - ax) + Math.abs(y1 - ay) == 1;
    boolean next2 = Math.abs(x2 - ax) + Math.abs(y2 - ay) == 1;
    if (!next1 && !next2) {
      return "not next to Assam";
    }
    int id1 = s.rugIdAt(x1, y1);
    if (id1 != 0 && id1 == s.rugIdAt(x2, y2)) {
      return "exactly on one rug";
    }
    return null;
  }

  @Test
  void randomBoards_regionMoneyRugsAndPlacementsHold() {
    Set<MarrakechState> boards = new HashSet<>();
    for (long seed = FIRST_SEED; seed < FIRST_SEED + GAMES; seed++) {
      int players = 2 + (int) (seed % 3);
      MarrakechGame g =
          MarrakechGame.builder()
              .players(players)
              .first((int) (seed % players))
              .facing(Facing.of((int) (seed % 4)))
              .build();
      MarrakechState start = g.start();
      if (seed % 4 == 1) {
        // a poorer market: everybody starts with 5 to 12 dirhams, so players go out
        String fen = g.formatState(start).replace("$30", "$" + (5 + seed % 8));
        start = g.parseState(fen);
      } else if (seed % 4 == 3) {
        start = Boards.game(players).parseState(PAYMENT_POSITIONS[players - 2]);
      }
      playAndCheck(g, start, seed, boards);
    }
    assertTrue(boards.size() >= MIN_BOARDS, "distinct boards: " + boards.size());
    long withOut = boards.stream().filter(MarrakechPropertyTest::anyOut).count();
    long crowded = boards.stream().filter(b -> Long.bitCount(covered(b)) > 35).count();
    assertTrue(withOut > 100, "boards with a player out: " + withOut);
    assertTrue(crowded > 1000, "boards with more than 35 squares covered: " + crowded);
  }

  private static final String[] PAYMENT_POSITIONS = {
    MarrakechPerftTest.PAY2, MarrakechPerftTest.PAY3, MarrakechPerftTest.PAY4
  };

  private static void playAndCheck(
      MarrakechGame g, MarrakechState start, long seed, Set<MarrakechState> boards) {
    SplittableRandom random = new SplittableRandom(seed);
    MarrakechState s = start;
    List<String> log = new ArrayList<>();
    int totalMoney = 0;
    int totalRugs = 0;
    for (int p = 0; p < g.numPlayers(); p++) {
      totalMoney += s.money(p);
      totalRugs += s.rugsLeft(p);
    }
    totalRugs += maxId(s);
    int forfeited = 0;
    try {
      while (true) {
        boards.add(s);
        checkState(g, s, totalMoney, totalRugs, forfeited);
        if (s.isOver()) {
          break;
        }
        MarrakechMove m = Boards.randomMove(g, s, random);
        log.add(g.formatMove(s, m));
        MarrakechState next = g.apply(s, m);
        for (int p = 0; p < g.numPlayers(); p++) {
          if (next.isOut(p) && !s.isOut(p)) {
            forfeited += s.rugsLeft(p);
          }
        }
        s = next;
      }
    } catch (AssertionError | RuntimeException e) {
      fail(
          "seed " + seed + ", " + g + ", from " + start + ", moves " + log + ", at " + s + ": " + e,
          e);
    }
  }

  private static void checkState(
      MarrakechGame g, MarrakechState s, int totalMoney, int totalRugs, int forfeited) {
    // region: bitboard flood fill == BFS, from every square
    for (int y = 0; y < 7; y++) {
      for (int x = 0; x < 7; x++) {
        assertEquals(bfsRegion(s, x, y), s.paymentRegion(x, y), "region of (" + x + "," + y + ")");
      }
    }
    // money is conserved
    int money = 0;
    int left = 0;
    for (int p = 0; p < g.numPlayers(); p++) {
      money += s.money(p);
      left += s.rugsLeft(p);
    }
    assertEquals(totalMoney, money, "total money");
    // rugs in hand + rugs placed (+ rugs of players who went out) are conserved; the last rug
    // placed is always wholly visible and ids count up, so rugs placed = the largest id
    int placed = maxId(s);
    assertEquals(totalRugs, left + placed + forfeited, "rugs in hand + placed + forfeited");
    // placements: offered == allowed by the rule, checked independently over every pair of squares
    Set<MarrakechMove> offered = new HashSet<>(MarrakechGame.legalPlacements(s));
    if (s.phase() == Phase.PLACE) {
      assertEquals(offered, new HashSet<>(g.legalMoves(s)));
    }
    assertTrue(!offered.isEmpty(), "at least one legal placement");
    int allowed = 0;
    for (int y1 = 0; y1 < 7; y1++) {
      for (int x1 = 0; x1 < 7; x1++) {
        for (int[] d : new int[][] {{1, 0}, {0, 1}}) {
          int x2 = x1 + d[0];
          int y2 = y1 + d[1];
          if (x2 > 6 || y2 > 6) {
            continue;
          }
          MarrakechMove m = MarrakechMove.place(x1, y1, x2, y2);
          String why = ruleSays(s, x1, y1, x2, y2);
          assertEquals(why == null, offered.contains(m), "placement " + m + ": rule says " + why);
          if (why == null) {
            allowed++;
          } else if (s.phase() == Phase.PLACE) {
            try {
              g.apply(s, m);
              fail("refused placement " + m + " (" + why + ") was applied");
            } catch (IllegalMoveException expected) {
              // refused, as it should be
            }
          }
        }
      }
    }
    assertEquals(allowed, offered.size());
  }

  private static int maxId(MarrakechState s) {
    int max = 0;
    for (int y = 0; y < 7; y++) {
      for (int x = 0; x < 7; x++) {
        max = Math.max(max, s.rugIdAt(x, y));
      }
    }
    return max;
  }

  private static boolean anyOut(MarrakechState s) {
    for (int p = 0; p < s.numPlayers(); p++) {
      if (s.isOut(p)) {
        return true;
      }
    }
    return false;
  }

  private static long covered(MarrakechState s) {
    long all = 0;
    for (Colour c : Colour.values()) {
      all |= s.visible(c);
    }
    return all;
  }
}
