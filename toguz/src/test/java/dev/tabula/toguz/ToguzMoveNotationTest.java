package dev.tabula.toguz;

import static dev.tabula.toguz.Positions.pos;
import static dev.tabula.toguz.Positions.row;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.IllegalMoveException;
import dev.tabula.core.NotationException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The move notation {@code FROM LAND[x][(n)]}: formatting, parsing, and every rejection. */
class ToguzMoveNotationTest {
  private static final ToguzGame GAME = ToguzGame.standard();
  private static final ToguzState START = ToguzState.start();

  /** White to move; holes 8 and 9 both make a tuzdyk of Black's hole 1. */
  private static final ToguzState TUZDYK =
      pos(row(1, 0, 0, 0, 0, 0, 0, 3, 1), row(2, 5, 5, 5, 5, 5, 5, 5, 5), 50, 0, 0, 0);

  @Test
  void formatMove_fromStart_everyHole() {
    List<String> all = new ArrayList<>();
    for (ToguzMove m : GAME.legalMoves(START)) {
      all.add(GAME.formatMove(START, m));
    }
    assertEquals(List.of("19", "21", "32", "43", "54", "65", "76", "87", "98"), all);
  }

  @Test
  void formatMove_tuzdykMarkedWithLowerCaseX() {
    assertEquals("81x", GAME.formatMove(TUZDYK, ToguzMove.of(8)));
    assertEquals("91x", GAME.formatMove(TUZDYK, ToguzMove.of(9)), "1 stone: 2 + 1 = 3 too");
  }

  @Test
  void formatMove_illegal_throws() {
    assertThrows(IllegalMoveException.class, () -> GAME.formatMove(TUZDYK, ToguzMove.of(2)));
  }

  @ParameterizedTest
  @CsvSource({"6, 6", "65, 6", "65(10), 6", "6(10), 6", "19, 1", "98, 9", "19(0), 1"})
  void parseMove_fromStart_accepted(String text, int hole) {
    assertEquals(ToguzMove.of(hole), GAME.parseMove(START, text));
  }

  @ParameterizedTest
  @ValueSource(strings = {"8", "81x", "81X", "81x(53)", "81X(53)", "8(53)"})
  void parseMove_tuzdykMove_acceptedWithXOrBare(String text) {
    assertEquals(ToguzMove.of(8), GAME.parseMove(TUZDYK, text));
  }

  @Test
  void parseMove_storeAnnotation_isTheStoreBeforeTheSweep() {
    // White's 9 captures Black's last stone (1 + 1 = 2): 72 before the sweep, 82 after it.
    ToguzState s = pos(row(10, 0, 0, 0, 0, 0, 0, 0, 1), row(1), 70, 0, 0, 0);
    assertEquals(ToguzMove.of(9), GAME.parseMove(s, "91(72)"));
    assertEquals(82, GAME.apply(s, ToguzMove.of(9)).store(0));
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> GAME.parseMove(s, "91(82)"));
    assertEquals("White's store after 91 is 72, not 82", e.getMessage());
  }

  @Test
  void parseMove_storeAnnotationOfFourDigits_accepted() {
    // four digits at most (the store is at most 162): leading zeros are still four digits
    assertEquals(ToguzMove.of(6), GAME.parseMove(START, "65(0010)"));
    NotationException e =
        assertThrows(NotationException.class, () -> GAME.parseMove(START, "65(00010)"));
    assertEquals(7, e.offset());
  }

  /** Malformed text: offset and expectation. */
  @ParameterizedTest(name = "[{index}] {0}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '`',
      value = {
        "``| 0| the hole to play: a digit 1-9",
        "0| 0| the hole to play",
        "a| 0| the hole to play",
        "` 6`| 0| the hole to play",
        "6a| 1| the landing hole",
        "60| 1| the landing hole",
        "6x| 1| the landing hole",
        "`6 5`| 1| the landing hole",
        "650| 2| 'x', '(' or the end of the move",
        "65y| 2| 'x', '('",
        "65xx| 3| 'x', '('",
        "65(| 3| the mover's store after the move: a number",
        "65()| 3| a number",
        "65(1| 4| ')' closing the store annotation",
        "65(12345)| 7| ')' closing",
        "65(10)x| 6| the end of the move",
        "6(10)x| 5| the end of the move",
        "`65(10) `| 6| the end of the move"
      })
  void parseMove_malformed_throwsNotationException(String text, int offset, String expected) {
    NotationException e = assertThrows(NotationException.class, () -> GAME.parseMove(START, text));
    assertEquals(offset, e.offset(), e.getMessage());
    assertTrue(e.expected().contains(expected), "'" + e.expected() + "' lacks '" + expected + "'");
  }

  /** Well formed but disagreeing with the position: the reason. */
  @ParameterizedTest(name = "[{index}] {0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "64| White's hole 6 lands in Black's hole 5, not 4 (write 65)",
        "65x| White's hole 6 makes no tuzdyk, but the move is marked 'x'",
        "65(9)| White's store after 65 is 10, not 9",
        "6(9)| White's store after 6 is 10, not 9",
        "19(1)| White's store after 19 is 0, not 1",
        "6(0)| White's store after 6 is 10, not 0"
      })
  void parseMove_disagreeing_throwsIllegalMoveWithReason(String text, String reason) {
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> GAME.parseMove(START, text));
    assertEquals(reason, e.getMessage());
  }

  @Test
  void parseMove_tuzdykWithoutX_refused() {
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> GAME.parseMove(TUZDYK, "81"));
    assertEquals(
        "White's hole 8 makes a tuzdyk of Black's hole 1, but the move is not marked 'x'"
            + " (write 81x)",
        e.getMessage());
  }

  @Test
  void parseMove_black_holeThatIsWhitesTuzdyk_refused() {
    // White owns Black's hole 3; Black to move
    ToguzState s = ToguzState.parse("9S,9S,9S,9S,9S,9S,t,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 9 0 N 5");
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> GAME.parseMove(s, "3"));
    assertEquals("Black's hole 3 is White's tuzdyk and always empty", e.getMessage());
  }

  @Test
  void parseMove_emptyHoleOrTuzdykHoleOrGameOver_refused() {
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> GAME.parseMove(TUZDYK, "2"));
    assertEquals("White's hole 2 is empty", e.getMessage());
    ToguzState withTuzdyk =
        pos(row(1, 0, 0, 0, 0, 0, 0, 3, 1), row(2, 5, 5, 5, 5, 5, 5, 5, 5), 50, 0, 4, 0);
    e = assertThrows(IllegalMoveException.class, () -> GAME.parseMove(withTuzdyk, "45"));
    assertEquals("White's hole 4 is Black's tuzdyk and always empty", e.getMessage());
    ToguzState over = ToguzState.parse("9/9 81 81 S 5");
    e = assertThrows(IllegalMoveException.class, () -> GAME.parseMove(over, "1"));
    assertEquals("the game is over", e.getMessage());
  }

  @Test
  void parseMove_black_landsOnWhitesSide() {
    ToguzState s = GAME.apply(START, ToguzMove.of(6));
    assertEquals("98", GAME.formatMove(s, ToguzMove.of(9)));
    assertEquals(ToguzMove.of(9), GAME.parseMove(s, "98"));
    assertThrows(NullPointerException.class, () -> GAME.parseMove(s, null));
  }
}
