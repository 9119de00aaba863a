package dev.tabula.marrakech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Assam's walk: every one of the 28 ways off the board, the rules' examples, straight steps. */
class MarrakechWalkTest {
  private static final MarrakechGame GAME = MarrakechGame.standard();

  /**
   * The 28 ways off the board, written out by hand from the rules' table: x, y, facing, then the
   * square and facing after one step.
   */
  private static final String[][] OFF_BOARD = {
    // top edge heading N: columns 0-1, 2-3, 4-5 paired; (6,0) corner arc -> W
    {"00N", "10S"},
    {"10N", "00S"},
    {"20N", "30S"},
    {"30N", "20S"},
    {"40N", "50S"},
    {"50N", "40S"},
    {"60N", "60W"},
    // right edge heading E: rows 1-2, 3-4, 5-6 paired; (6,0) corner arc -> S
    {"60E", "60S"},
    {"61E", "62W"},
    {"62E", "61W"},
    {"63E", "64W"},
    {"64E", "63W"},
    {"65E", "66W"},
    {"66E", "65W"},
    // bottom edge heading S: columns 1-2, 3-4, 5-6 paired; (0,6) corner arc -> E
    {"06S", "06E"},
    {"16S", "26N"},
    {"26S", "16N"},
    {"36S", "46N"},
    {"46S", "36N"},
    {"56S", "66N"},
    {"66S", "56N"},
    // left edge heading W: rows 0-1, 2-3, 4-5 paired; (0,6) corner arc -> N
    {"00W", "01E"},
    {"01W", "00E"},
    {"02W", "03E"},
    {"03W", "02E"},
    {"04W", "05E"},
    {"05W", "04E"},
    {"06W", "06N"},
  };

  private static AssamPosition pos(String xyf) {
    return new AssamPosition(
        xyf.charAt(0) - '0', xyf.charAt(1) - '0', Facing.valueOf(xyf.substring(2)));
  }

  private static AssamPosition walk(String from, int steps) {
    AssamPosition p = pos(from);
    return MarrakechGame.destination(p.x(), p.y(), p.facing(), steps);
  }

  /** The same walk played through the game: a 4-player position in phase D, then the die. */
  private static AssamPosition walkInGame(String from, int steps) {
    String fen = MarrakechPerftTest.EMPTY + " " + from + " c12$30,y12$30,r12$30,p12$30 0D";
    MarrakechState s = GAME.apply(GAME.parseState(fen), MarrakechMove.roll(steps));
    return new AssamPosition(s.assamX(), s.assamY(), s.facing());
  }

  @Test
  void destination_all28WaysOffTheBoard_followTheArcs() {
    assertEquals(28, OFF_BOARD.length);
    for (String[] way : OFF_BOARD) {
      assertEquals(pos(way[1]), walk(way[0], 1), "one step from " + way[0]);
      assertEquals(pos(way[1]), walkInGame(way[0], 1), "one step in the game from " + way[0]);
    }
  }

  @Test
  void destination_rulesExamples() {
    assertEquals(pos("10S"), walk("00N", 1));
    assertEquals(pos("65W"), walk("66E", 1));
    assertEquals(pos("54N"), walk("66S", 3));
    assertEquals(pos("60W"), walk("60N", 1));
    assertEquals(pos("54N"), walkInGame("66S", 3));
  }

  @Test
  void destination_cornerArcThenOnward() {
    // (6,0) heading N: the arc keeps him on (6,0) facing W (1 step), then he walks west
    assertEquals(pos("40W"), walk("60N", 3));
    // (0,6) heading W: stays facing N, then north
    assertEquals(pos("04N"), walk("06W", 3));
  }

  @Test
  void destination_straightInside() {
    assertEquals(pos("31N"), walk("33N", 2));
    assertEquals(pos("63E"), walk("33E", 3));
    assertEquals(pos("35S"), walk("33S", 2));
    assertEquals(pos("03W"), walk("33W", 3));
    assertEquals(pos("33N"), walk("33N", 0));
    // off the top after 3 steps and back down: (3,3) N 4 -> (3,0) then arc to (2,0) S
    assertEquals(pos("20S"), walk("33N", 4));
  }

  @Test
  void destination_longWalk_composesSteps() {
    AssamPosition p = pos("33N");
    for (int i = 0; i < 9; i++) {
      p = MarrakechGame.destination(p.x(), p.y(), p.facing(), 1);
    }
    assertEquals(p, walk("33N", 9));
  }

  @Test
  void destination_badInput_refused() {
    assertThrows(
        IllegalArgumentException.class, () -> MarrakechGame.destination(7, 0, Facing.N, 1));
    assertThrows(
        IllegalArgumentException.class, () -> MarrakechGame.destination(0, 0, Facing.N, -1));
  }
}
