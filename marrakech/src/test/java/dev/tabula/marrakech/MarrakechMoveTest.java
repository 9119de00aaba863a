package dev.tabula.marrakech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The move values and the small public value types: action ids, kinds, accessors, factories and the
 * exceptions of their contracts.
 */
class MarrakechMoveTest {

  @Test
  void actionIds_fixedPerKind_andTextPerId() {
    assertEquals(0, MarrakechMove.LEFT.actionId());
    assertEquals(1, MarrakechMove.FORWARD.actionId());
    assertEquals(2, MarrakechMove.RIGHT.actionId());
    assertEquals(-1, MarrakechMove.LEFT.quarterTurns());
    assertEquals(0, MarrakechMove.FORWARD.quarterTurns());
    assertEquals(1, MarrakechMove.RIGHT.quarterTurns());
    assertEquals("L", MarrakechMove.LEFT.toString());
    assertEquals("F", MarrakechMove.FORWARD.toString());
    assertEquals("R", MarrakechMove.RIGHT.toString());
    for (int steps = 1; steps <= 4; steps++) {
      MarrakechMove m = MarrakechMove.roll(steps);
      assertEquals(2 + steps, m.actionId());
      assertEquals(MarrakechMove.Kind.ROLL, m.kind());
      assertEquals(steps, m.steps());
      assertEquals(String.valueOf(steps), m.toString());
    }
    for (Colour c : Colour.values()) {
      MarrakechMove m = MarrakechMove.draw(c);
      assertEquals(7 + c.ordinal(), m.actionId());
      assertEquals(MarrakechMove.Kind.DRAW, m.kind());
      assertSame(c, m.colour());
      assertEquals(String.valueOf(c.letter()), m.toString());
    }
    // the first and last placements: (0,0)+(1,0) and (6,5)+(6,6)
    MarrakechMove first = MarrakechMove.place(0, 0, 1, 0);
    assertEquals(11, first.actionId());
    assertEquals(MarrakechMove.Kind.PLACE, first.kind());
    assertEquals(0, first.firstSquare());
    assertEquals(1, first.secondSquare());
    assertEquals("0010", first.toString());
    MarrakechMove last = MarrakechMove.place(6, 6, 6, 5);
    assertEquals(94, last.actionId());
    assertEquals(41, last.firstSquare());
    assertEquals(48, last.secondSquare());
    assertEquals("6566", last.toString());
    // the last horizontal and the first vertical edge
    assertEquals(11 + 41, MarrakechMove.place(5, 6, 6, 6).actionId());
    assertEquals(11 + 42, MarrakechMove.place(0, 1, 0, 0).actionId());
  }

  @Test
  void kinds_changeExactlyAtTheBases() {
    assertEquals(MarrakechMove.Kind.ORIENT, MarrakechMove.ofId(2).kind());
    assertEquals(MarrakechMove.Kind.ROLL, MarrakechMove.ofId(3).kind());
    assertEquals(MarrakechMove.Kind.ROLL, MarrakechMove.ofId(6).kind());
    assertEquals(MarrakechMove.Kind.DRAW, MarrakechMove.ofId(7).kind());
    assertEquals(MarrakechMove.Kind.DRAW, MarrakechMove.ofId(10).kind());
    assertEquals(MarrakechMove.Kind.PLACE, MarrakechMove.ofId(11).kind());
  }

  @Test
  void place_everyEdgeOnce_eitherOrder() {
    Set<Integer> ids = new HashSet<>();
    for (int y = 0; y < 7; y++) {
      for (int x = 0; x < 7; x++) {
        if (x < 6) {
          MarrakechMove m = MarrakechMove.place(x, y, x + 1, y);
          assertSame(m, MarrakechMove.place(x + 1, y, x, y));
          assertEquals(y * 7 + x, m.firstSquare());
          assertEquals(y * 7 + x + 1, m.secondSquare());
          ids.add(m.actionId());
        }
        if (y < 6) {
          MarrakechMove m = MarrakechMove.place(x, y + 1, x, y);
          assertEquals(y * 7 + x, m.firstSquare());
          assertEquals(y * 7 + x + 7, m.secondSquare());
          assertEquals("" + x + y + x + (y + 1), m.toString());
          ids.add(m.actionId());
        }
      }
    }
    assertEquals(84, ids.size());
  }

  @Test
  void factories_badArguments_refusedWithReason() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> MarrakechMove.roll(0));
    assertEquals("the die shows 1..4, got 0", e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> MarrakechMove.roll(5));
    assertEquals(3, MarrakechMove.roll(1).actionId());
    assertEquals(6, MarrakechMove.roll(4).actionId());
    for (int[] bad :
        new int[][] {
          {-1, 0, 0, 0}, {7, 0, 6, 0}, {0, -1, 0, 0}, {0, 7, 0, 6},
          {0, 0, -1, 0}, {6, 0, 7, 0}, {0, 0, 0, -1}, {0, 6, 0, 7}
        }) {
      e =
          assertThrows(
              IllegalArgumentException.class,
              () -> MarrakechMove.place(bad[0], bad[1], bad[2], bad[3]));
      assertEquals("squares must have x and y in 0..6", e.getMessage());
    }
    e = assertThrows(IllegalArgumentException.class, () -> MarrakechMove.place(6, 0, 0, 1));
    assertEquals("(6,0) and (0,1) do not share an edge", e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> MarrakechMove.place(2, 2, 2, 2));
    assertThrows(IllegalArgumentException.class, () -> MarrakechMove.place(2, 2, 3, 3));
    assertThrows(IllegalArgumentException.class, () -> MarrakechMove.place(2, 2, 2, 4));
  }

  @Test
  void accessors_ofAnotherKind_refusedWithReason() {
    IllegalStateException e =
        assertThrows(IllegalStateException.class, () -> MarrakechMove.roll(2).quarterTurns());
    assertEquals("not a ORIENT move: 2", e.getMessage());
    e = assertThrows(IllegalStateException.class, () -> MarrakechMove.LEFT.steps());
    assertEquals("not a ROLL move: L", e.getMessage());
    e = assertThrows(IllegalStateException.class, () -> MarrakechMove.LEFT.colour());
    assertEquals("not a DRAW move: L", e.getMessage());
    e =
        assertThrows(
            IllegalStateException.class, () -> MarrakechMove.draw(Colour.RED).firstSquare());
    assertEquals("not a PLACE move: r", e.getMessage());
    e = assertThrows(IllegalStateException.class, () -> MarrakechMove.roll(4).secondSquare());
    assertEquals("not a PLACE move: 4", e.getMessage());
  }

  @Test
  void facing_turnsAndIndices() {
    assertEquals(Facing.W, Facing.N.left());
    assertEquals(Facing.E, Facing.N.right());
    assertEquals(Facing.N, Facing.W.right());
    assertEquals(Facing.S, Facing.W.left());
    for (int i = 0; i < 4; i++) {
      assertEquals(i, Facing.of(i).ordinal());
    }
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Facing.of(4));
    assertEquals("facing index must be 0..3, got 4", e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> Facing.of(-1));
  }

  @Test
  void colour_lettersAndIndices() {
    assertEquals(
        "cyrp",
        ""
            + Colour.CYAN.letter()
            + Colour.YELLOW.letter()
            + Colour.RED.letter()
            + Colour.PURPLE.letter());
    for (Colour c : Colour.values()) {
      assertSame(c, Colour.of(c.ordinal()));
      assertSame(c, Colour.ofLetter(c.letter()));
    }
    assertEquals(
        "colour must be c, y, r or p, got 'x'",
        assertThrows(IllegalArgumentException.class, () -> Colour.ofLetter('x')).getMessage());
    assertThrows(IllegalArgumentException.class, () -> Colour.ofLetter('C'));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Colour.of(4));
    assertEquals("colour index must be 0..3, got 4", e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> Colour.of(-1));
  }

  @Test
  void phase_lettersAndLabels() {
    assertEquals('C', Phase.COLOUR.letter());
    assertEquals('O', Phase.ORIENT.letter());
    assertEquals('D', Phase.DIE.letter());
    assertEquals('P', Phase.PLACE.letter());
    assertEquals('-', Phase.OVER.letter());
    assertEquals("phase D (roll the die)", Phase.DIE.label());
  }

  @Test
  void assamPosition_validatedAndWritten() {
    assertEquals("06W", new AssamPosition(0, 6, Facing.W).toString());
    assertEquals("60E", new AssamPosition(6, 0, Facing.E).toString());
    for (int[] bad : new int[][] {{-1, 0}, {7, 0}, {0, -1}, {0, 7}}) {
      IllegalArgumentException e =
          assertThrows(
              IllegalArgumentException.class, () -> new AssamPosition(bad[0], bad[1], Facing.N));
      assertEquals("square (" + bad[0] + "," + bad[1] + ") is off the board", e.getMessage());
    }
    assertThrows(NullPointerException.class, () -> new AssamPosition(0, 0, null));
  }
}
