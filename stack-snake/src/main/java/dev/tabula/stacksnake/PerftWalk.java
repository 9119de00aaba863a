package dev.tabula.stacksnake;

import org.jspecify.annotations.Nullable;

/**
 * The perft count of {@link StackSnakeGame#perft}: the paths of a depth counted on the packed line
 * itself instead of a new {@link StackSnakeState} per node, to exactly the count of {@link
 * dev.tabula.core.Perft} over {@link StackSnakeGame#legalActions} and {@link
 * StackSnakeGame#applyAction}.
 *
 * <p>The line, the side to move and the swap ban of a node are parameters of the recursion, its ply
 * on the path another, from which its turn and the plies left follow (so a move is made by
 * computing the child's words with the {@link Line} functions, and unmade by returning); the
 * positions on the path since the line last got shorter are kept in two arrays, one entry per ply,
 * preallocated for the depth, and the count allocates nothing per node. The rules are the game's,
 * in its order:
 *
 * <ul>
 *   <li>a node's moves are the steps of {@link Line#stepReach}, the swaps of every pair of own
 *       stacks unless the side is barred from swapping, and the pass when there is neither;
 *   <li>a child is over when the step made a stack of seven or more, when its position is among its
 *       earlier positions twice already (those on the path since the line last got shorter, and the
 *       root state's own history while the line has kept its length), when it is a dead position
 *       (looked for on lines of three stacks or fewer, as {@link StackSnakeGame#status} does), or
 *       when its turn reaches the game's cap;
 *   <li>the last ply is counted in bulk: a node one ply above the leaves adds its number of legal
 *       actions, worked out from {@link Line#stepReach} and the number of own stacks, without
 *       making them;
 *   <li>while the line is dealt, each kind of tile left is one outcome; the line laid out is then
 *       counted on from the colour that moves first, turn 0, with no history.
 * </ul>
 *
 * <p>Earlier positions are looked up only when a one-word filter ({@link Line#sighting}, the OR of
 * the earlier positions' bits) does not rule them out, so the common case costs a multiply and a
 * test.
 */
final class PerftWalk {
  private final int maxTurns;

  /**
   * The root state's earlier positions; they count while no step on the path shortened the line.
   */
  private final @Nullable History earlier;

  /** The position of the node at each ply of the path: its tiles and {@link Line#key}. */
  private final long[] pathTiles;

  private final int[] pathKeys;

  /**
   * The turn and the depth of the node {@link #play} counts from (ply 0 of the path): the node at
   * ply {@code p} is at turn {@code rootTurn + p} (saturating) and has {@code rootDepth - p} plies
   * to count.
   */
  private int rootTurn;

  private int rootDepth;

  private PerftWalk(int maxTurns, @Nullable History earlier, int depth) {
    this.maxTurns = maxTurns;
    this.earlier = earlier;
    this.pathTiles = new long[depth + 1];
    this.pathKeys = new int[depth + 1];
  }

  /**
   * The number of paths of {@code depth} plies from the state, as {@link
   * dev.tabula.core.Perft#count(dev.tabula.core.Game, Object, int)} counts them.
   *
   * @param game the state's game (its turn cap and status rule)
   * @param state where to count from
   * @param depth the plies, {@code >= 0}
   */
  static long perft(StackSnakeGame game, StackSnakeState state, int depth) {
    if (depth == 0) {
      return 1;
    }
    if (state.status == Line.DEALING) {
      return new PerftWalk(game.maxTurns(), null, depth)
          .deal(game, state.tiles, state.dealt(), state.kindsLeft, state.side(), depth);
    }
    if (state.status != Line.IN_PLAY) {
      return 0;
    }
    History earlier = state.history();
    return new PerftWalk(game.maxTurns(), earlier, depth)
        .play(
            state.tiles,
            state.starts,
            state.side(),
            state.swapBanned(),
            state.turn,
            depth,
            earlier == null ? 0 : earlier.sightings);
  }

  /**
   * The paths from a dealing node with {@code dealt} tiles laid ({@code tiles}) and {@code
   * kindsLeft} ({@link Line#kindsLeft}) still to come, {@code side} to move first; {@code depth >=
   * 1}.
   */
  private long deal(
      StackSnakeGame game, long tiles, int dealt, int kindsLeft, int side, int depth) {
    long total = 0;
    for (int kind = 0; kind < Line.KINDS; kind++) {
      if (Line.dealFaults(kindsLeft, kind) != 0) {
        continue;
      }
      if (depth == 1) {
        total++;
        continue;
      }
      long t = tiles | (long) Line.CODE_OF_KIND[kind] << (3 * dealt);
      if (dealt + 1 < Line.SIZE) {
        total += deal(game, t, dealt + 1, kindsLeft - (1 << (2 * kind)), side, depth - 1);
      } else if (game.status(t, Line.SINGLES, side, false, 0, null)
          == StackSnakeState.Status.IN_PLAY) {
        total += play(t, Line.SINGLES, side, false, 0, depth - 1, 0);
      }
    }
    return total;
  }

  /** The paths from a laid-out node in play at turn {@code turn}, without earlier positions. */
  private long play(long tiles, int starts, int side, boolean banned, int turn, int depth, long b) {
    if (depth == 0) {
      return 1;
    }
    if (depth == 1) {
      return moves(tiles, starts, side, banned);
    }
    rootTurn = turn;
    rootDepth = depth;
    return count(tiles, starts, side, banned, 0, 0, b);
  }

  /** The number of legal actions of a node in play: its steps and swaps, or the pass alone. */
  private static int moves(long tiles, int starts, int side, boolean banned) {
    long topTiles = Line.topTiles(starts);
    long tops = Line.ownTops(tiles, side, topTiles);
    int count = Line.stepCount(Line.stepReach(tiles, tops, topTiles));
    if (!banned) {
      int owned = Long.bitCount(tops);
      count += owned * (owned - 1) >>> 1;
    }
    return Math.max(count, 1);
  }

  /**
   * The paths of {@code rootDepth - ply >= 2} plies from a node in play at ply {@code ply} of the
   * path. The earlier positions of its children are those of the path from ply {@code base} to this
   * node, and, when {@code base} is 0 (no step on the path shortened the line), the root's; {@code
   * bits} is the OR of their {@link Line#sighting} but for this node's own.
   */
  private long count(
      long tiles, int starts, int side, boolean banned, int ply, int base, long bits) {
    if (maxTurns > 0 && (long) rootTurn + ply + 1 >= maxTurns) {
      return 0; // every child ends the game: by a win, or else by the turn cap
    }
    int key = Line.key(starts, side, banned);
    pathTiles[ply] = tiles;
    pathKeys[ply] = key;
    long seen = bits | Line.sighting(tiles, key);
    int other = 1 - side;
    long topTiles = Line.topTiles(starts);
    long tops = Line.ownTops(tiles, side, topTiles);
    long reach = Line.stepReach(tiles, tops, topTiles);
    long total = 0;
    boolean moved = false;
    for (long w = tops; w != 0; w &= w - 1) {
      int field = Long.numberOfTrailingZeros(w);
      int f = (int) (reach >>> field) & 7;
      if ((f & (Line.REACH_LEFT | Line.REACH_RIGHT)) == 0) {
        continue;
      }
      moved = true;
      int e = field / 3;
      int s = Line.bottomOf(starts, e);
      int k = Line.positionOf(starts, e);
      int mark = Line.tile(tiles, e) & 3;
      int height = e - s + 1;
      boolean two = (f & Line.REACH_TWO) != 0;
      for (int right = 0; right < 2; right++) {
        if ((f & (Line.REACH_LEFT << right)) == 0) {
          continue;
        }
        int target = right == 0 ? k - mark : k + mark;
        int et = Line.topAt(starts, target);
        int landing = et - Line.bottomOf(starts, et) + 1; // the target's height
        for (int lift = 1; lift <= (two ? 2 : 1); lift++) {
          long nt = Line.stepTiles(tiles, e, et, lift);
          int ns = Line.stepStarts(starts, e, et, lift);
          if (Line.wins(landing + lift)) {
            continue; // the child is won: no path goes on through it
          }
          boolean shorter = lift == height;
          total +=
              shorter
                  ? after(nt, ns, other, false, ply, ply + 1, 0)
                  : after(nt, ns, other, false, ply, base, seen);
        }
      }
    }
    if (!banned && (tops & (tops - 1)) != 0) {
      moved = true;
      for (long a = tops; a != 0; a &= a - 1) {
        int ea = Line.lowestTile(a);
        int sa = Line.bottomOf(starts, ea);
        for (long b = a & (a - 1); b != 0; b &= b - 1) {
          int eb = Line.lowestTile(b);
          int sb = Line.bottomOf(starts, eb);
          long nt = Line.swapTiles(tiles, sa, ea, sb, eb);
          int ns = Line.swapStarts(starts, sa, ea, sb, eb);
          total += after(nt, ns, other, true, ply, base, seen);
        }
      }
    }
    if (!moved) {
      // the pass, the only move: the same line, the opponent to move and free to swap
      total += after(tiles, starts, other, false, ply, base, seen);
    }
    return total;
  }

  /**
   * The paths of {@code rootDepth - ply - 1} plies from a child (not won) of the node at ply {@code
   * ply}: 0 when its position is drawn, else its count. {@code base} and {@code bits} are those of
   * the child's children: {@code base} is {@code ply + 1} when the move shortened the line (then
   * the child has no earlier position, and {@code bits} is 0).
   */
  private long after(
      long tiles, int starts, int side, boolean banned, int ply, int base, long bits) {
    if (base <= ply) {
      int key = Line.key(starts, side, banned);
      if ((bits & Line.sighting(tiles, key)) != 0 && repeatedTwice(tiles, key, base, ply)) {
        return 0;
      }
    }
    if (Integer.bitCount(starts) <= 3 && Line.dead(tiles, starts, side, banned)) {
      return 0;
    }
    return rootDepth - ply == 2
        ? moves(tiles, starts, side, banned)
        : count(tiles, starts, side, banned, ply + 1, base, bits);
  }

  /**
   * Whether the position is among the earlier positions twice: those on the path from ply {@code
   * base} to {@code ply}, and the root's when {@code base} is 0 ({@link History#thirdOccurrence}).
   */
  private boolean repeatedTwice(long tiles, int key, int base, int ply) {
    int c = base == 0 ? History.count(earlier, tiles, key) : 0;
    for (int i = base; i <= ply; i++) {
      if (pathTiles[i] == tiles && pathKeys[i] == key) {
        c++;
      }
    }
    return c >= 2;
  }
}
