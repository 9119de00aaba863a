package dev.tabula.stacksnake;

import dev.tabula.core.Playouts;
import java.util.Arrays;
import java.util.random.RandomGenerator;
import org.jspecify.annotations.Nullable;

/**
 * A random game played on a mutable scratch: {@link StackSnakeGame#randomPlayout}. The line, the
 * side to move and the positions since the line last got shorter live in local variables and two
 * arrays; only the state reached is made into a {@link StackSnakeState} (with its history as a
 * list), so a playout allocates the same few objects whatever its length.
 *
 * <p>It plays by the same rule functions of {@link Line} as {@link StackSnakeGame#legalActions} and
 * {@link StackSnakeGame#applyAction}, and draws as follows, one {@link #uniform} draw per ply:
 *
 * <ul>
 *   <li>dealing the next tile with {@code r} tiles left: {@code uniform(random, r)} is the index of
 *       the tile among those left, kinds in the order {@code W1 W2 W3 B1 B2 B3 N} (so a kind comes
 *       with probability (tiles of the kind left) / r, as {@link StackSnakeGame#chanceOutcomes}
 *       gives);
 *   <li>a decision with {@code n} legal moves: {@code uniform(random, n)} is the index of the move
 *       in {@link StackSnakeGame#legalActions}' order (ascending action id); a forced pass counts
 *       as one move and takes its draw too.
 * </ul>
 *
 * So for one generator it plays exactly the game that the generic loop ({@code legalActions},
 * {@code chanceOutcomes}, {@code applyAction}) plays when it draws with {@link #uniform}, and the
 * state reached is equal to that loop's (the tests check both).
 */
final class Playout {
  private Playout() {}

  /** The status codes of the end (ordinals of {@link StackSnakeState.Status}). */
  private static final int WHITE_WON = StackSnakeState.Status.WHITE_WON.ordinal();

  private static final int BLACK_WON = StackSnakeState.Status.BLACK_WON.ordinal();
  private static final int REPETITION = StackSnakeState.Status.DRAWN_REPETITION.ordinal();
  private static final int TURN_LIMIT = StackSnakeState.Status.DRAWN_TURN_LIMIT.ordinal();
  private static final StackSnakeState.Status[] STATUSES = StackSnakeState.Status.values();

  /** {@link Playouts#uniform}: an exactly uniform int in {@code [0, bound)} (Lemire's method). */
  static int uniform(RandomGenerator random, int bound) {
    return Playouts.uniform(random, bound);
  }

  /** See {@link StackSnakeGame#randomPlayout}; {@code maxPlies >= 1}, the state not over. */
  static StackSnakeState play(
      StackSnakeGame game, StackSnakeState from, RandomGenerator random, int maxPlies) {
    int ply = 0;
    long tiles = from.tiles;
    int side = from.side();
    if (from.isDealing()) {
      int t = from.dealt();
      // the tiles left, their codes in the order of the kinds, three bits each: the r-th is the
      // tile with index r among those left
      long bag = 0;
      int left = from.kindsLeft;
      for (int kind = Line.KINDS - 1; kind >= 0; kind--) {
        for (int c = Line.left(left, kind); c > 0; c--) {
          bag = bag << 3 | Line.CODE_OF_KIND[kind];
        }
      }
      for (; t < Line.SIZE && ply < maxPlies; t++, ply++) {
        int r = 3 * uniform(random, Line.SIZE - t);
        long below = (1L << r) - 1;
        tiles |= ((bag >>> r) & 7) << (3 * t);
        bag = (bag & below) | ((bag >>> 3) & ~below);
      }
      if (t < Line.SIZE) {
        return StackSnakeGame.dealingState(tiles, t, side);
      }
      StackSnakeState laidOut = game.state(tiles, Line.SINGLES, side, false, 0, null, false);
      return ply == maxPlies || laidOut.status != Line.IN_PLAY
          ? laidOut
          : decide(game, laidOut, random, maxPlies - ply);
    }
    return decide(game, from, random, maxPlies);
  }

  /** The decisions, from a state in play. */
  private static StackSnakeState decide(
      StackSnakeGame game, StackSnakeState from, RandomGenerator random, int maxPlies) {
    long tiles = from.tiles;
    int starts = from.starts;
    int side = from.side();
    boolean banned = from.swapBanned();
    int turn = from.turn;
    int maxTurns = game.maxTurns();
    // the positions before each move since the line last got shorter: those of the state's
    // history while it holds (earlier), then these (in the order played)
    @Nullable History earlier = from.history();
    long[] seenTiles = new long[32];
    int[] seenKeys = new int[32];
    int seen = 0;
    long seenBits = 0; // a bit per seen position (by sighting): clear bit, not seen
    int status = Line.IN_PLAY;
    for (int ply = 0; ply < maxPlies && status == Line.IN_PLAY; ply++) {
      // the legal moves, counted without listing them (as StackSnakeGame.legalActions lists them)
      long topTiles = Line.topTiles(starts);
      long tops = Line.ownTops(tiles, side, topTiles);
      long reach = Line.stepReach(tiles, tops, topTiles);
      int count = Line.stepCount(reach);
      int owned = Long.bitCount(tops);
      int swaps = Line.banFaults(banned) == 0 ? owned * (owned - 1) / 2 : 0;
      int moves = count + swaps;
      long nextTiles = tiles;
      int nextStarts = starts;
      boolean swapped = false;
      boolean won = false;
      boolean shorter = false;
      // the pass, the only move when there is no other, is drawn too (as the generic loop does)
      int i = uniform(random, Math.max(moves, 1));
      if (i < count) {
        // the i-th step in ascending id: the own stacks left to right, their steps in id order
        long w = tops;
        int field = Long.numberOfTrailingZeros(w);
        int f = (int) (reach >>> field);
        while (i >= Line.steps(f)) {
          i -= Line.steps(f);
          w &= w - 1;
          field = Long.numberOfTrailingZeros(w);
          f = (int) (reach >>> field);
        }
        int variant = Line.stepVariant(f, i);
        int e = field / 3;
        int s = Line.bottomOf(starts, e);
        int lift = (variant >>> 1) + 1;
        int target = Line.target(variant, Line.positionOf(starts, e), Line.tile(tiles, e));
        int st = Line.select(starts, target);
        int et = Line.topAt(starts, target);
        nextTiles = Line.stepTiles(tiles, e, et, lift);
        nextStarts = Line.stepStarts(starts, e, et, lift);
        won = Line.wins(et - st + 1 + lift);
        shorter = lift == e - s + 1;
      } else if (moves != 0) {
        // the swaps in ascending id: the pairs of own stacks in lexicographic order
        int pair = OWN_PAIRS[owned * OWN_PAIRS_STRIDE + i - count];
        long w = dropLowest(tops, pair & 15);
        int ea = Line.lowestTile(w);
        int sa = Line.bottomOf(starts, ea);
        int eb = Line.lowestTile(dropLowest(w, (pair >>> 4) - (pair & 15)));
        int sb = Line.bottomOf(starts, eb);
        nextTiles = Line.swapTiles(tiles, sa, ea, sb, eb);
        nextStarts = Line.swapStarts(starts, sa, ea, sb, eb);
        swapped = true;
      }
      // remember the position before the move, unless the line got shorter: then forget them all
      if (seen == seenTiles.length) {
        seenTiles = Arrays.copyOf(seenTiles, 2 * seen);
        seenKeys = Arrays.copyOf(seenKeys, 2 * seen);
      }
      int key = Line.key(starts, side, banned);
      seenTiles[seen] = tiles;
      seenKeys[seen] = key;
      seen = shorter ? 0 : seen + 1;
      seenBits = shorter ? 0 : seenBits | Line.sighting(tiles, key);
      earlier = shorter ? null : earlier; // no earlier position can recur
      tiles = nextTiles;
      starts = nextStarts;
      side = 1 - side;
      banned = swapped;
      turn = turn == Integer.MAX_VALUE ? turn : turn + 1;
      key = Line.key(starts, side, banned);
      // the status, in the order of StackSnakeGame.state and status, less the dead position:
      // status looks for it only on lines of three stacks or fewer, and 19 tiles on three stacks
      // make one of seven, so here such a line comes only from the step that won
      if (won) {
        status = side == 0 ? BLACK_WON : WHITE_WON;
      } else if ((earlier != null || (seenBits & Line.sighting(tiles, key)) != 0)
          && repeatedTwice(earlier, seenTiles, seenKeys, seen, tiles, key)) {
        status = REPETITION;
      } else if (maxTurns > 0 && turn >= maxTurns) {
        status = TURN_LIMIT;
      }
    }
    History h = earlier;
    for (int i = 0; i < seen; i++) {
      h = History.push(h, seenTiles[i], seenKeys[i]);
    }
    return new StackSnakeState(tiles, starts, 0, side, banned, turn, STATUSES[status], h);
  }

  /** Whether the position is among the earlier ones twice: {@link History#thirdOccurrence}. */
  private static boolean repeatedTwice(
      @Nullable History earlier, long[] seenTiles, int[] seenKeys, int seen, long tiles, int key) {
    int count = History.count(earlier, tiles, key);
    for (int i = 0; i < seen; i++) {
      if (seenTiles[i] == tiles && seenKeys[i] == key) {
        count++;
      }
    }
    return count >= 2;
  }

  /** The mask without its {@code j} lowest set bits. */
  private static long dropLowest(long mask, int j) {
    long w = mask;
    for (int q = 0; q < j; q++) {
      w &= w - 1;
    }
    return w;
  }

  /** Room for the pairs of up to 9 own stacks. */
  private static final int OWN_PAIRS_STRIDE = 36;

  /**
   * The swaps among {@code owned} own stacks in ascending id, {@code OWN_PAIRS[owned * 36 + q]}:
   * the q-th pair (a, b), a &lt; b, in lexicographic order, as {@code a | b << 4}.
   */
  private static final int[] OWN_PAIRS = new int[10 * OWN_PAIRS_STRIDE];

  static {
    for (int owned = 2; owned < 10; owned++) {
      int q = 0;
      for (int a = 0; a < owned; a++) {
        for (int b = a + 1; b < owned; b++) {
          OWN_PAIRS[owned * OWN_PAIRS_STRIDE + q++] = a | b << 4;
        }
      }
    }
  }
}
