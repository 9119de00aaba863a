package dev.tabula.stacksnake;

import dev.tabula.core.Observations;
import java.util.Arrays;

/**
 * The observation tensor of {@link StackSnakeGame}: the encoding that {@code docs/observations.md}
 * documents. Reads the packed state directly and allocates nothing.
 *
 * <h2>Encoding</h2>
 *
 * Shape {@code {15, 19, 8}}: 15 planes over the line, position {@code i} (0-based from the left, as
 * the line stands) at row {@code i}, a stack's tiles from the bottom (column 0) up to column 7.
 * Positions past the end of the line, and levels above a stack, are 0. While the line is dealt, the
 * tiles laid so far stand one per position.
 *
 * <ol start="0">
 *   <li>0-2: the viewer's tiles with mark 1, 2, 3;
 *   <li>3-5: the opponent's tiles with mark 1, 2, 3;
 *   <li>6: the neutral tile;
 * </ol>
 *
 * and planes filled with one value:
 *
 * <ol start="7">
 *   <li>7: 1 if the viewer's colour is to move (while dealing: moves first; once over: would move
 *       next);
 *   <li>8: 1 if the side to move may swap (the opponent did not swap last turn);
 *   <li>9: 1 if the current position (line, side to move, swap permission) occurred before since
 *       the line last changed length; 10: 1 if it occurred twice before (the drawing third time);
 *   <li>11: 1 while the line is being dealt; 12: 1 once the game is over;
 *   <li>13: 1 if the game has a turn cap; 14: turns played / the cap (0 without a cap).
 * </ol>
 *
 * <p>What is left out: the older positions of the repetition rule's memory, beyond how often the
 * current position occurred. Their number is unbounded, so no fixed tensor holds them; two states
 * with equal tensors may therefore differ in whether a position reached <em>later</em> counts as a
 * repetition (the same simplification as AlphaZero's chess planes). Everything else about the
 * state's future, the legal moves and the result included, follows from the tensor. The turn count
 * without a cap is left out too (no rule reads it); with a cap, plane 14 is exact up to caps of
 * 2^23 turns.
 */
final class StackSnakeObservation {
  private StackSnakeObservation() {}

  static final int PLANES = 15;
  static final int POSITIONS = Line.SIZE;
  static final int LEVELS = Line.MAX_HEIGHT;
  static final int PLANE = POSITIONS * LEVELS;
  static final int SIZE = PLANES * PLANE;

  static final int OWN = 0;
  static final int OPPONENT = 3;
  static final int NEUTRAL = 6;
  static final int TO_MOVE = 7;
  static final int MAY_SWAP = 8;
  static final int SEEN_ONCE = 9;
  static final int SEEN_TWICE = 10;
  static final int DEALING = 11;
  static final int OVER = 12;
  static final int CAPPED = 13;
  static final int TURNS = 14;

  static int[] shape() {
    return new int[] {PLANES, POSITIONS, LEVELS};
  }

  static void write(StackSnakeGame game, StackSnakeState s, int player, float[] out, int offset) {
    Observations.checkTensorArguments(game, player, out, offset);
    Arrays.fill(out, offset, offset + TO_MOVE * PLANE, 0f);
    long tiles = s.tiles;
    boolean dealing = s.isDealing();
    int position = 0;
    for (int rest = s.starts; rest != 0; rest &= rest - 1, position++) {
      int bottom = Integer.numberOfTrailingZeros(rest);
      int top = dealing ? bottom : Line.topOf(s.starts, bottom);
      for (int t = bottom; t <= top; t++) {
        int code = Line.tile(tiles, t);
        int owner = Line.owner(code);
        int plane = owner < 0 ? NEUTRAL : (owner == player ? OWN : OPPONENT) + (code & 3) - 1;
        out[offset + plane * PLANE + position * LEVELS + t - bottom] = 1f;
      }
    }
    int repetitions = s.repetitions();
    int cap = game.maxTurns();
    fill(out, offset, TO_MOVE, s.side() == player);
    fill(out, offset, MAY_SWAP, !s.swapBanned());
    fill(out, offset, SEEN_ONCE, repetitions >= 2);
    fill(out, offset, SEEN_TWICE, repetitions >= 3);
    fill(out, offset, DEALING, dealing);
    fill(out, offset, OVER, s.isOver());
    fill(out, offset, CAPPED, cap > 0);
    int from = offset + TURNS * PLANE;
    Arrays.fill(
        out, from, from + PLANE, cap > 0 ? (float) Math.min(1.0, (double) s.turn / cap) : 0f);
  }

  private static void fill(float[] out, int offset, int plane, boolean value) {
    int from = offset + plane * PLANE;
    Arrays.fill(out, from, from + PLANE, value ? 1f : 0f);
  }
}
