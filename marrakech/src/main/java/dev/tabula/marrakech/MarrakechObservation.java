package dev.tabula.marrakech;

import dev.tabula.core.Observations;
import java.util.Arrays;

/**
 * The observation tensor of {@link MarrakechGame}: the encoding that {@code docs/observations.md}
 * documents. Reads the packed state directly and allocates nothing.
 *
 * <h2>Encoding</h2>
 *
 * Shape {@code {38, 7, 7}}: 38 planes over the board, square {@code (x, y)} at row {@code y},
 * column {@code x}. Seats are counted from the viewer: <em>relative seat</em> {@code k} is seat
 * {@code (viewer + k) mod players}. Colours are counted in <em>slots</em>: the colours of relative
 * seat 0 in colour order (c, y, r, p), then those of relative seat 1, and so on; so in the 3- and
 * 4-player games slot {@code k} is relative seat {@code k}'s colour, and in the 2-player game slots
 * 0 and 1 are the viewer's two colours, 2 and 3 the opponent's. Unused seats and slots (the
 * 3-player game's fourth) are all 0.
 *
 * <ol start="0">
 *   <li>0-3: 1 where the visible rug has the colour of slot 0..3;
 *   <li>4: 1 where the square and its east neighbour show the same rug (the same rug id), 5: the
 *       same with the south neighbour. Together they say which visible halves belong to one rug,
 *       which the placement rule needs ("not exactly on both halves of one rug");
 *   <li>6-9: 1 on Assam's square in the plane of his facing, N, E, S, W;
 * </ol>
 *
 * and planes filled with one value:
 *
 * <ol start="10">
 *   <li>10-13: relative seat 0..3's dirhams / (30 x players), the game's total;
 *   <li>14-17: slot 0..3's rugs left / the rugs of a colour at the start (15 in the 3-player game,
 *       else 12);
 *   <li>18-21: 1 if relative seat 0..3 is out;
 *   <li>22-25: 1 if it is relative seat 0..3's turn (chance phases included; none once over);
 *   <li>26-29: 1 in the phase C, O, D, P (none once over);
 *   <li>30-33: 1 if the rug to place this turn has slot 0..3's colour (known in phases O, D, P);
 *   <li>34-37: slot 0..3's colour as (index + 1) / 4, c = 0.25 .. p = 1 (0 for no slot): constant
 *       in a game, it ties the slots to the colours that colour-draw action ids name.
 * </ol>
 *
 * Counts saturate at 1 for hand-made positions above those maxima (play from {@link
 * MarrakechGame#start()} never exceeds them). Rug ids are left out beyond planes 4 and 5: which
 * number a rug has changes nothing.
 */
final class MarrakechObservation {
  private MarrakechObservation() {}

  static final int PLANES = 38;
  static final int SIDE = Grid.SIZE;
  static final int PLANE = SIDE * SIDE;
  static final int SIZE = PLANES * PLANE;

  static final int COLOUR = 0;
  static final int LINK_EAST = 4;
  static final int LINK_SOUTH = 5;
  static final int ASSAM = 6;
  static final int MONEY = 10;
  static final int RUGS = 14;
  static final int OUT = 18;
  static final int TURN = 22;
  static final int PHASE = 26;
  static final int TO_PLACE = 30;
  static final int SLOT_COLOUR = 34;

  /** The dirhams every player starts with. */
  static final int START_MONEY = 30;

  static int[] shape() {
    return new int[] {PLANES, SIDE, SIDE};
  }

  static void write(MarrakechGame game, MarrakechState s, int player, float[] out, int offset) {
    Observations.checkTensorArguments(game, player, out, offset);
    int n = s.numPlayers();
    // slot of each colour index, 4 bits each, 0xF for a colour no player has
    int slots = 0xFFFF;
    int next = 0;
    for (int k = 0; k < n; k++) {
      int seat = (player + k) % n;
      for (int c = 0; c < 4; c++) {
        if (s.ownerOf(c) == seat) {
          slots = (slots & ~(0xF << (4 * c))) | (next++ << (4 * c));
        }
      }
    }
    Arrays.fill(out, offset, offset + SIZE, 0f);

    // the board
    for (int c = 0; c < 4; c++) {
      int slot = (slots >>> (4 * c)) & 0xF;
      if (slot == 0xF) {
        continue;
      }
      int base = offset + (COLOUR + slot) * PLANE;
      for (long v = s.carpet[c]; v != 0; v &= v - 1) {
        out[base + Long.numberOfTrailingZeros(v)] = 1f;
      }
    }
    // the edges where one rug shows both halves, by the lower square: the links east and south
    for (long h = s.wholeH(); h != 0; h &= h - 1) {
      out[offset + LINK_EAST * PLANE + Long.numberOfTrailingZeros(h)] = 1f;
    }
    for (long v = s.wholeV(); v != 0; v &= v - 1) {
      out[offset + LINK_SOUTH * PLANE + Long.numberOfTrailingZeros(v)] = 1f;
    }
    out[offset + (ASSAM + s.facingIndex()) * PLANE + s.assam()] = 1f;

    // the players, the colours and the turn, each a plane of one value
    float money = START_MONEY * n;
    float rugs = n == 3 ? 15 : 12;
    for (int k = 0; k < n; k++) {
      int seat = (player + k) % n;
      fill(out, offset, MONEY + k, Math.min(1f, s.moneyOf(seat) / money));
      fill(out, offset, OUT + k, s.outAt(seat) ? 1f : 0f);
      fill(out, offset, TURN + k, s.phase() != Phase.OVER && s.seat() == seat ? 1f : 0f);
    }
    for (int c = 0; c < 4; c++) {
      int slot = (slots >>> (4 * c)) & 0xF;
      if (slot == 0xF) {
        continue;
      }
      fill(out, offset, RUGS + slot, Math.min(1f, s.rugsOf(c) / rugs));
      fill(out, offset, TO_PLACE + slot, s.colour() == c ? 1f : 0f);
      fill(out, offset, SLOT_COLOUR + slot, (c + 1) / 4f);
    }
    int phase = phasePlane(s.phase());
    if (phase >= 0) {
      fill(out, offset, phase, 1f);
    }
  }

  /** The plane of a phase, -1 for none (the game is over). */
  private static int phasePlane(Phase phase) {
    return switch (phase) {
      case COLOUR -> PHASE;
      case ORIENT -> PHASE + 1;
      case DIE -> PHASE + 2;
      case PLACE -> PHASE + 3;
      case OVER -> -1;
    };
  }

  private static void fill(float[] out, int offset, int plane, float value) {
    int from = offset + plane * PLANE;
    Arrays.fill(out, from, from + PLANE, value);
  }
}
