package dev.tabula.toguz;

import dev.tabula.core.Observations;
import java.util.Arrays;

/**
 * The observation tensor and legal-action mask of {@link ToguzGame}: the encoding that {@code
 * docs/observations.md} documents. Reads the packed state directly and allocates nothing.
 *
 * <h2>Encoding</h2>
 *
 * Shape {@code {4, 2, 9}}: four planes of two rows of nine holes. Row 0 is the viewer's row, row 1
 * the opponent's, each hole {@code h} (1..9, from its owner's left) in column {@code h - 1}; so the
 * sowing order reads row 0 left to right, then row 1 left to right, and round.
 *
 * <ol start="0">
 *   <li>stones in the hole / 162 (all the stones of the game);
 *   <li>1 where the hole is a tuzdyk (the viewer's tuzdyk lies in row 1, the opponent's in row 0);
 *   <li>the row owner's store / 162, over the whole row;
 *   <li>1 over the whole plane when the viewer is the side to move (once the game is over: the side
 *       that would move next), else 0.
 * </ol>
 *
 * The full-move number is left out: it changes nothing in the rules (no move-count limit).
 */
final class ToguzObservation {
  private ToguzObservation() {}

  static final int PLANES = 4;
  static final int ROWS = 2;
  static final int HOLES = 9;

  /** The entries of one plane. */
  static final int PLANE = ROWS * HOLES;

  static final int SIZE = PLANES * PLANE;

  /** Every count (stones in a hole, a store) is divided by this: all the stones of a game. */
  static final float STONES = Sow.TOTAL;

  static int[] shape() {
    return new int[] {PLANES, ROWS, HOLES};
  }

  static void write(ToguzState s, int player, float[] out, int offset) {
    Observations.checkTensorArguments(ToguzGame.standard(), player, out, offset);
    long south = s.south;
    long north = s.north;
    long misc = s.misc;
    for (int row = 0; row < ROWS; row++) {
      int owner = row == 0 ? player : 1 - player;
      // the owner's holes are cycle positions owner * 9 .. owner * 9 + 8
      int tuzdyk = Sow.tuzdyk(misc, 1 - owner); // the other player's tuzdyk lies in this row
      float store = Sow.store(misc, owner) / STONES;
      int at = offset + row * HOLES;
      for (int h = 0; h < HOLES; h++) {
        out[at + h] = Sow.field(south, north, misc, owner * HOLES + h) / STONES;
        out[at + PLANE + h] = tuzdyk == h + 1 ? 1f : 0f;
        out[at + 2 * PLANE + h] = store;
      }
    }
    float toMove = Sow.side(misc) == player ? 1f : 0f;
    Arrays.fill(out, offset + 3 * PLANE, offset + SIZE, toMove);
  }

  /** The mask from the cached legal-hole mask: id {@code h - 1} for a playable hole {@code h}. */
  static void mask(ToguzState s, float[] out, int offset) {
    Observations.checkMaskArguments(ToguzGame.standard(), out, offset);
    int legal = s.legal();
    for (int id = 0; id < HOLES; id++) {
      out[offset + id] = (legal >>> id) & 1;
    }
  }
}
