package dev.tabula.stacksnake;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The packed rule functions of {@link Line}, each against a plain computation on lists of stacks:
 * every tile code and side for the owner parts, every position, mark and line length for the reach
 * parts, and every stack, step and swap of seeded random lines for the packed line operations. Fast
 * (the mutation run leans on it); a failure names the seed and the line.
 */
class StackSnakeLineTest {

  // ---------------------------------------------------------------------------------------------
  // the parts of the rules, exhaustively

  @Test
  void owns_ownerFaults_owner_everyTileAndSide() {
    for (Tile t : Tile.values()) {
      for (int side = 0; side <= 1; side++) {
        boolean mine = t.colour().isPresent() && t.colour().get().seat() == side;
        String at = t + " side " + side;
        assertEquals(mine ? 1 : 0, Line.owns(t.code(), side), at);
        int faults = mine ? 0 : t.isNeutral() ? Line.NEUTRAL_TOP : Line.FOREIGN_TOP;
        assertEquals(faults, Line.ownerFaults(t.code(), side), at);
      }
      assertEquals(t.colour().map(Colour::seat).orElse(-1), Line.owner(t.code()), t.toString());
    }
  }

  @Test
  void reachesAndLifts_everyPositionMarkAndLineLength() {
    for (int n = 1; n <= Line.SIZE; n++) {
      for (int k = 0; k < n; k++) {
        for (int mark = 1; mark <= 3; mark++) {
          String at = "k " + k + " mark " + mark + " n " + n;
          assertEquals(k - mark >= 0 ? 1 : 0, Line.reachesLeft(k, mark), at);
          assertEquals(k + mark < n ? 1 : 0, Line.reachesRight(k, mark, n), at);
        }
      }
    }
    assertEquals(0, Line.liftsTwo(1));
    for (int h = 2; h <= Line.MAX_HEIGHT; h++) {
      assertEquals(1, Line.liftsTwo(h), "height " + h);
    }
  }

  @Test
  void stepFaults_everyTileSidePositionHeightAndVariant() {
    for (Tile t : Tile.values()) {
      for (int side = 0; side <= 1; side++) {
        for (int n = 1; n <= Line.SIZE; n++) {
          for (int k = 0; k < n; k++) {
            for (int height = 1; height <= 3; height++) {
              for (int variant = 0; variant < 4; variant++) {
                boolean right = (variant & 1) != 0;
                int lift = variant < 2 ? 1 : 2;
                int to = right ? k + t.mark() : k - t.mark();
                int expected = Line.ownerFaults(t.code(), side);
                if (lift > height) {
                  expected |= Line.ONE_TILE;
                }
                if (t.mark() > 0 && (to < 0 || to >= n)) {
                  expected |= Line.OFF_LINE;
                }
                int actual = Line.stepFaults(t.code(), side, k, height, n, variant);
                String at = t + " side " + side + " k " + k + " n " + n + " h " + height;
                assertEquals(expected, actual, at + " variant " + variant);
              }
            }
          }
        }
      }
    }
  }

  @Test
  void swapFaults_everyPairOfTopsSideAndBan() {
    for (Tile a : Tile.values()) {
      for (Tile b : Tile.values()) {
        for (int side = 0; side <= 1; side++) {
          for (boolean banned : new boolean[] {false, true}) {
            int expected =
                (banned ? Line.SWAP_BANNED : 0)
                    | Line.ownerFaults(a.code(), side)
                    | (Line.ownerFaults(b.code(), side) == Line.NEUTRAL_TOP
                        ? Line.SECOND_NEUTRAL_TOP
                        : Line.ownerFaults(b.code(), side) == Line.FOREIGN_TOP
                            ? Line.SECOND_FOREIGN_TOP
                            : 0);
            assertEquals(
                expected,
                Line.swapFaults(a.code(), b.code(), side, banned),
                a + " " + b + " side " + side + " banned " + banned);
          }
        }
      }
    }
    assertEquals(Line.SWAP_BANNED, Line.banFaults(true));
    assertEquals(0, Line.banFaults(false));
  }

  @Test
  void faultBits_areDistinct() {
    int[] bits = {
      Line.GAME_OVER,
      Line.NO_SUCH_ID,
      Line.DEALING_NOW,
      Line.LAID_OUT,
      Line.USED_UP,
      Line.NO_POSITION,
      Line.NEUTRAL_TOP,
      Line.FOREIGN_TOP,
      Line.ONE_TILE,
      Line.OFF_LINE,
      Line.SWAP_BANNED,
      Line.SECOND_NEUTRAL_TOP,
      Line.SECOND_FOREIGN_TOP,
      Line.CAN_MOVE
    };
    int all = 0;
    for (int b : bits) {
      assertEquals(1, Integer.bitCount(b), Integer.toBinaryString(b));
      assertEquals(0, all & b, Integer.toBinaryString(b));
      all |= b;
    }
  }

  @Test
  void kindAndKindFaults_everyIdAndStatus() {
    for (int id = 0; id < Line.NUM_ACTIONS; id++) {
      int expected = id < 76 ? Line.STEP : id < 247 ? Line.SWAP : id == 247 ? Line.PASS_MOVE : 3;
      assertEquals(expected, Line.kind(id), "id " + id);
    }
    for (int kind = 0; kind <= 3; kind++) {
      boolean deal = kind == Line.DEAL;
      assertEquals(deal ? Line.LAID_OUT : 0, Line.kindFaults(Line.IN_PLAY, kind));
      assertEquals(deal ? 0 : Line.DEALING_NOW, Line.kindFaults(Line.DEALING, kind));
      for (StackSnakeState.Status over : StackSnakeState.Status.values()) {
        if (over.isOver()) {
          assertEquals(Line.GAME_OVER, Line.kindFaults(over.ordinal(), kind), over.toString());
        }
      }
    }
    assertEquals(StackSnakeState.Status.DEALING.ordinal(), Line.DEALING);
    assertEquals(StackSnakeState.Status.IN_PLAY.ordinal(), Line.IN_PLAY);
  }

  @Test
  void idLayout_pairsLiftsAndTargets() {
    int p = 0;
    for (int i = 0; i < Line.SIZE; i++) {
      for (int j = i + 1; j < Line.SIZE; j++) {
        assertEquals(p, Line.pairIndex(i, j), i + "x" + j);
        assertEquals(i, Line.PAIR_FIRST[p]);
        assertEquals(j, Line.PAIR_SECOND[p]);
        p++;
      }
    }
    assertEquals(Line.PASS - Line.SWAP_BASE, p);
    for (int k = 0; k < Line.SIZE; k++) {
      for (int v = 0; v < 4; v++) {
        int id = 4 * k + v;
        assertEquals(v < 2 ? 1 : 2, Line.lift(id), "id " + id);
        for (Tile t : Tile.values()) {
          int expected = (v & 1) != 0 ? k + t.mark() : k - t.mark();
          assertEquals(expected, Line.target(id, k, t.code()), "id " + id + " " + t);
        }
      }
    }
  }

  @Test
  void maskAndBits_rangesOfTilesAndBits() {
    for (int lo = 0; lo < Line.SIZE; lo++) {
      for (int hi = lo - 1; hi < Line.SIZE; hi++) {
        long mask = 0;
        int bits = 0;
        for (int t = lo; t <= hi; t++) {
          mask |= 7L << (3 * t);
          bits |= 1 << t;
        }
        assertEquals(mask, Line.mask(lo, hi), lo + ".." + hi);
        assertEquals(bits, Line.bits(lo, hi), lo + ".." + hi);
      }
    }
  }

  @Test
  void deal_kindsLeftCountsAndDealFaults() {
    SplittableRandom random = new SplittableRandom(7001);
    for (int round = 0; round < 40; round++) {
      List<Tile> layout = shuffledSet(random);
      long tiles = pack(singles(layout)).tiles;
      for (int dealt = 0; dealt <= Line.SIZE; dealt++) {
        int left = Line.kindsLeft(tiles, dealt);
        for (Tile kind : Tile.values()) {
          int expected = kind.countInSet() - Collections.frequency(layout.subList(0, dealt), kind);
          String at = "seed 7001 round " + round + " dealt " + dealt + " " + kind;
          assertEquals(expected, Line.left(left, kind.ordinal()), at);
          assertEquals(expected == 0 ? Line.USED_UP : 0, Line.dealFaults(left, kind.ordinal()), at);
          assertEquals(kind.ordinal(), Line.kindOf(kind.code()), at);
          assertEquals(kind.code(), Line.CODE_OF_KIND[kind.ordinal()], at);
        }
      }
    }
    assertEquals(Line.FULL_SET, Line.kindsLeft(0, 0));
  }

  @Test
  void key_packsStartsSideAndBan() {
    int starts = 0b1010_0000_0000_0011_0101;
    assertEquals(starts >>> 1, Line.key(starts, 0, false));
    assertEquals((starts >>> 1) | 1 << 18, Line.key(starts, 1, false));
    assertEquals((starts >>> 1) | 1 << 19, Line.key(starts, 0, true));
    assertEquals((starts >>> 1) | 3 << 18, Line.key(starts, 1, true));
  }

  @Test
  void positionHash_isTheSplitMixOfTheTilesAndKey() {
    // SplittableRandom's first nextLong from a seed s is mix64(s + golden gamma): an independent
    // oracle for the finaliser
    long gamma = 0x9e3779b97f4a7c15L;
    long tiles = 0x0123_4567_89ab_cdefL & ((1L << 57) - 1);
    int key = 0x5_1234;
    long inner = new SplittableRandom(key + 0x632be59bd9b4e019L - gamma).nextLong();
    long expected = new SplittableRandom((tiles ^ inner) - gamma).nextLong();
    assertEquals(expected, Line.positionHash(tiles, key));
  }

  // ---------------------------------------------------------------------------------------------
  // the packed line against lists of stacks

  /** A packed line. */
  private record Packed(long tiles, int starts) {}

  private static Packed pack(List<List<Tile>> stacks) {
    long tiles = 0;
    int starts = 0;
    int t = 0;
    for (List<Tile> stack : stacks) {
      starts |= 1 << t;
      for (Tile tile : stack) {
        tiles |= (long) tile.code() << (3 * t);
        t++;
      }
    }
    assertEquals(Line.SIZE, t);
    return new Packed(tiles, starts);
  }

  private static List<Tile> shuffledSet(SplittableRandom random) {
    List<Tile> set = new ArrayList<>();
    for (Tile t : Tile.values()) {
      for (int i = 0; i < t.countInSet(); i++) {
        set.add(t);
      }
    }
    Collections.shuffle(set, new java.util.Random(random.nextLong()));
    return set;
  }

  private static List<List<Tile>> singles(List<Tile> layout) {
    List<List<Tile>> stacks = new ArrayList<>();
    for (Tile t : layout) {
      stacks.add(new ArrayList<>(List.of(t)));
    }
    return stacks;
  }

  /** A random line: the shuffled set cut into stacks of 1 to {@code most} tiles. */
  private static List<List<Tile>> randomLine(SplittableRandom random, int most) {
    List<Tile> set = shuffledSet(random);
    List<List<Tile>> stacks = new ArrayList<>();
    int t = 0;
    while (t < set.size()) {
      int h = Math.min(1 + random.nextInt(most), set.size() - t);
      stacks.add(new ArrayList<>(set.subList(t, t + h)));
      t += h;
    }
    return stacks;
  }

  private static List<List<Tile>> copy(List<List<Tile>> stacks) {
    List<List<Tile>> out = new ArrayList<>();
    for (List<Tile> s : stacks) {
      out.add(new ArrayList<>(s));
    }
    return out;
  }

  private static Tile top(List<Tile> stack) {
    return stack.get(stack.size() - 1);
  }

  @Test
  void stacks_selectTopBottomPositionTallAndCounts() {
    SplittableRandom random = new SplittableRandom(7002);
    for (int round = 0; round < 300; round++) {
      List<List<Tile>> stacks = randomLine(random, 1 + round % 8);
      Packed p = pack(stacks);
      String at = "seed 7002 round " + round + " line " + stacks;
      int n = stacks.size();
      int s = 0;
      int tallest = 0;
      int[] own = new int[2];
      long[] ownTops = new long[2];
      for (int k = 0; k < n; k++) {
        int h = stacks.get(k).size();
        int e = s + h - 1;
        assertEquals(s, Line.select(p.starts, k), at + " k " + k);
        assertEquals(e, Line.topOf(p.starts, s), at + " k " + k);
        assertEquals(e, Line.topAt(p.starts, k), at + " k " + k);
        assertEquals(s, Line.bottomOf(p.starts, e), at + " k " + k);
        assertEquals(k, Line.positionOf(p.starts, e), at + " k " + k);
        assertEquals(h > 1 ? 1 : 0, Line.tall(p.starts, e), at + " k " + k);
        assertEquals(top(stacks.get(k)).code(), Line.tile(p.tiles, e), at + " k " + k);
        for (int side = 0; side <= 1; side++) {
          if (Line.owns(top(stacks.get(k)).code(), side) == 1) {
            own[side]++;
            ownTops[side] |= 1L << (3 * e);
          }
        }
        tallest = Math.max(tallest, h);
        s += h;
      }
      assertEquals(tallest, Line.tallest(p.starts), at);
      for (int side = 0; side <= 1; side++) {
        assertEquals(own[side], Line.ownStacks(p.tiles, p.starts, side), at + " side " + side);
        long tops = Line.ownTops(p.tiles, p.starts, side);
        assertEquals(ownTops[side], tops, at + " side " + side);
        if (tops != 0) {
          assertEquals(Long.numberOfTrailingZeros(ownTops[side]) / 3, Line.lowestTile(tops), at);
        }
      }
    }
  }

  @Test
  void stepReach_thePartsOfTheStepRuleOfEveryOwnStack() {
    SplittableRandom random = new SplittableRandom(7005);
    for (int round = 0; round < 2000; round++) {
      List<List<Tile>> stacks = randomLine(random, 1 + round % 8);
      Packed p = pack(stacks);
      int n = stacks.size();
      long topTiles = Line.topTiles(p.starts);
      for (int side = 0; side <= 1; side++) {
        long tops = Line.ownTops(p.tiles, side, topTiles);
        long expected = 0;
        int e = -1;
        for (int k = 0; k < n; k++) {
          e += stacks.get(k).size();
          int code = top(stacks.get(k)).code();
          if (Line.owns(code, side) == 1) {
            int mark = code & 3;
            long field =
                Line.reachesLeft(k, mark) * Line.REACH_LEFT
                    | Line.reachesRight(k, mark, n) * Line.REACH_RIGHT
                    | Line.liftsTwo(stacks.get(k).size()) * Line.REACH_TWO;
            expected |= field << (3 * e);
          }
        }
        assertEquals(
            expected,
            Line.stepReach(p.tiles, tops, topTiles),
            "seed 7005 round " + round + " side " + side + " line " + stacks);
      }
    }
  }

  @Test
  void select_everyBitOfEveryMask() {
    // the line's 19 bits and the end marker above them that topAt adds
    for (int mask = 1; mask < 1 << (Line.SIZE + 1); mask++) {
      int k = 0;
      for (int rest = mask; rest != 0; rest &= rest - 1) {
        int b = Integer.numberOfTrailingZeros(rest);
        if (Line.select(mask, k) != b) {
          assertEquals(b, Line.select(mask, k), "mask " + mask + " k " + k);
        }
        k++;
      }
    }
  }

  @Test
  void stepAndSwap_packedLineMatchesTheListsAfterEveryStepAndSwap() {
    SplittableRandom random = new SplittableRandom(7004);
    int steps = 0;
    int swaps = 0;
    for (int round = 0; round < 120; round++) {
      List<List<Tile>> stacks = randomLine(random, 1 + round % 4);
      Packed p = pack(stacks);
      int n = stacks.size();
      String at = "seed 7004 round " + round + " line " + stacks;
      int s = 0;
      for (int k = 0; k < n; k++) {
        int h = stacks.get(k).size();
        int e = s + h - 1;
        for (int d = 1; d <= 3; d++) {
          for (int dir = -1; dir <= 1; dir += 2) {
            int to = k + dir * d;
            if (to < 0 || to >= n) {
              continue;
            }
            for (int lift = 1; lift <= Math.min(2, h); lift++) {
              List<List<Tile>> after = copy(stacks);
              List<Tile> src = after.get(k);
              List<Tile> moving = new ArrayList<>(src.subList(h - lift, h));
              src.subList(h - lift, h).clear();
              after.get(to).addAll(moving);
              if (src.isEmpty()) {
                after.remove(k);
              }
              Packed expected = pack(after);
              int st = Line.select(p.starts, to);
              int et = Line.topOf(p.starts, st);
              String step = at + " step " + (k + 1) + (lift == 2 ? "=" : "-") + (to + 1);
              assertEquals(expected.tiles, Line.stepTiles(p.tiles, e, et, lift), step);
              assertEquals(expected.starts, Line.stepStarts(p.starts, e, et, lift), step);
              steps++;
            }
          }
        }
        s += h;
      }
      for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++) {
          List<List<Tile>> after = copy(stacks);
          Collections.swap(after, i, j);
          Packed expected = pack(after);
          int sa = Line.select(p.starts, i);
          int ea = Line.topOf(p.starts, sa);
          int sb = Line.select(p.starts, j);
          int eb = Line.topOf(p.starts, sb);
          String swap = at + " swap " + (i + 1) + "x" + (j + 1);
          assertEquals(expected.tiles, Line.swapTiles(p.tiles, sa, ea, sb, eb), swap);
          assertEquals(expected.starts, Line.swapStarts(p.starts, sa, ea, sb, eb), swap);
          swaps++;
        }
      }
    }
    assertTrue(steps > 5_000 && swaps > 5_000, steps + " steps, " + swaps + " swaps");
  }

  @Test
  void canMoveDeadAndPassFaults_matchTheListsOnShortLines() {
    // short lines (few stacks) are where nobody may have a move
    SplittableRandom random = new SplittableRandom(7005);
    int stuck = 0;
    int dead = 0;
    for (int round = 0; round < 3000; round++) {
      List<List<Tile>> stacks = randomLine(random, 4 + round % 5);
      Packed p = pack(stacks);
      int n = stacks.size();
      String at = "seed 7005 round " + round + " line " + stacks;
      boolean[] canMove = new boolean[4];
      for (int side = 0; side <= 1; side++) {
        int owned = 0;
        boolean step = false;
        for (int k = 0; k < n; k++) {
          Tile t = top(stacks.get(k));
          if (Line.owns(t.code(), side) == 1) {
            owned++;
            step |= k - t.mark() >= 0 || k + t.mark() < n;
          }
        }
        for (int ban = 0; ban <= 1; ban++) {
          boolean expected = step || (owned >= 2 && ban == 0);
          canMove[side * 2 + ban] = expected;
          String where = at + " side " + side + " banned " + (ban == 1);
          assertEquals(expected, Line.canMove(p.tiles, p.starts, side, ban == 1), where);
          assertEquals(
              expected ? Line.CAN_MOVE : 0,
              Line.passFaults(p.tiles, p.starts, side, ban == 1),
              where);
          stuck += expected ? 0 : 1;
        }
      }
      for (int side = 0; side <= 1; side++) {
        for (int ban = 0; ban <= 1; ban++) {
          boolean expected = !canMove[side * 2 + ban] && !canMove[(1 - side) * 2];
          assertEquals(
              expected,
              Line.dead(p.tiles, p.starts, side, ban == 1),
              at + " side " + side + " banned " + (ban == 1));
          dead += expected ? 1 : 0;
        }
      }
    }
    assertTrue(stuck > 100 && dead > 0, stuck + " stuck, " + dead + " dead");
  }

  @Test
  void wins_atSevenAndMore() {
    assertFalse(Line.wins(6));
    assertTrue(Line.wins(7));
    assertTrue(Line.wins(8));
  }

  @Test
  void spread_movesEveryBitToItsTileField() {
    for (int b = 0; b < Line.SIZE; b++) {
      assertEquals(1L << (3 * b), Line.spread(1 << b), "bit " + b);
    }
    assertEquals(Line.LOW_BITS, Line.spread(Line.SINGLES));
    long low = 0;
    for (int t = 0; t < Line.SIZE; t++) {
      low |= 1L << (3 * t);
    }
    assertEquals(low, Line.LOW_BITS);
  }

  @Test
  void stepIds_theStepsOfAFieldAtEveryPosition() {
    for (int f = 0; f < 8; f++) {
      for (int k = 0; k < Line.SIZE; k++) {
        int packed = Line.stepIds(f) + k * Line.STEP_IDS_PER_POSITION;
        for (int j = 0; j < 4; j++) {
          assertEquals(4 * k + Line.stepVariant(f, j), (packed >>> (7 * j)) & 127, f + " " + k);
        }
        assertEquals(Line.steps(f), packed >>> 28, "field " + f);
      }
      // the field's other bits are ignored
      assertEquals(Line.stepIds(f), Line.stepIds(f | 0x38L << 7));
    }
  }
}
