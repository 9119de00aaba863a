package dev.tabula.marrakech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

/** The packed arithmetic of {@link MarrakechBoard} against plain loops over the packing. */
class MarrakechBoardTest {

  @Test
  void phaseValues_areThePhasesOrdinals() {
    assertSame(Phase.COLOUR, MarrakechBoard.PHASES[MarrakechBoard.PHASE_C]);
    assertSame(Phase.ORIENT, MarrakechBoard.PHASES[MarrakechBoard.PHASE_O]);
    assertSame(Phase.DIE, MarrakechBoard.PHASES[MarrakechBoard.PHASE_D]);
    assertSame(Phase.PLACE, MarrakechBoard.PHASES[MarrakechBoard.PHASE_P]);
    assertSame(Phase.OVER, MarrakechBoard.PHASES[MarrakechBoard.PHASE_OVER]);
  }

  private static final int[] OWNERS = {0, 1, 2, 3, MarrakechBoard.NO_OWNER};
  private static final int[] RUGS = {0, 1, 2, 12, 15, 128, 255};

  @Test
  void placeableAndNextSeat_equalLoopsOverEveryColour_forAllOwnersAndRugCounts() {
    int checked = 0;
    for (int o0 : OWNERS) {
      for (int o1 : OWNERS) {
        for (int o2 : OWNERS) {
          for (int o3 : OWNERS) {
            int owners = o0 | o1 << 4 | o2 << 8 | o3 << 12;
            for (int r0 : RUGS) {
              for (int r1 : RUGS) {
                for (int r2 : RUGS) {
                  for (int r3 : RUGS) {
                    int rugs = r0 | r1 << 8 | r2 << 16 | r3 << 24;
                    checkRugs(owners, rugs);
                    checked++;
                  }
                }
              }
            }
          }
        }
      }
    }
    assertEquals(5 * 5 * 5 * 5 * 7 * 7 * 7 * 7, checked);
  }

  private static void checkRugs(int owners, int rugs) {
    int seatColours = MarrakechBoard.seatColours(owners);
    for (int seat = 0; seat < 4; seat++) {
      int colours = 0;
      for (int c = 0; c < 4; c++) {
        if ((owners >>> (c * 4) & 0xF) == seat) {
          colours |= 1 << c;
        }
      }
      assertEquals(colours, seatColours >>> (seat * 4) & 0xF, "seat colours");
      assertEquals(
          slowPlaceable(owners, rugs, seat),
          MarrakechBoard.placeable(seatColours, rugs, seat),
          () -> "owners " + Integer.toHexString(owners) + " rugs " + Integer.toHexString(rugs));
    }
    for (int players = 2; players <= 4; players++) {
      for (int out = 0; out < 1 << players; out++) {
        for (int seat = 0; seat < players; seat++) {
          assertEquals(
              slowNextSeat(players, out, owners, rugs, seat),
              MarrakechBoard.nextSeat(players, out, seatColours, rugs, seat),
              "next seat");
        }
      }
    }
  }

  /** The colours the seat owns with rugs left, colour by colour. */
  private static int slowPlaceable(int owners, int rugs, int seat) {
    int placeable = 0;
    for (int c = 0; c < 4; c++) {
      if ((owners >>> (c * 4) & 0xF) == seat && (rugs >>> (c * 8) & 0xFF) > 0) {
        placeable |= 1 << c;
      }
    }
    return placeable;
  }

  /** The rule as the rules document says it, seat by seat. */
  private static int slowNextSeat(int players, int out, int owners, int rugs, int seat) {
    if (players - Integer.bitCount(out) <= 1) {
      return -1;
    }
    for (int k = 1; k <= players; k++) {
      int s = (seat + k) % players;
      if ((out & (1 << s)) == 0 && slowPlaceable(owners, rugs, s) != 0) {
        return s;
      }
    }
    return -1;
  }

  @Test
  void colourAt_readsTheBitboards() {
    long[] visible = {1L << 3, 1L << 10, 1L << 48, 1L << 20 | 1L << 0};
    assertEquals(3, MarrakechBoard.colourAt(visible, 0));
    assertEquals(0, MarrakechBoard.colourAt(visible, 3));
    assertEquals(1, MarrakechBoard.colourAt(visible, 10));
    assertEquals(3, MarrakechBoard.colourAt(visible, 20));
    assertEquals(2, MarrakechBoard.colourAt(visible, 48));
    assertEquals(MarrakechBoard.NO_COLOUR, MarrakechBoard.colourAt(visible, 47));
  }
}
