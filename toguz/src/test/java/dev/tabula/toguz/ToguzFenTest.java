package dev.tabula.toguz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.NotationException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The FEN: exact round trips and every rejection with its offset. */
class ToguzFenTest {
  private static final String START =
      "9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1";

  @Test
  void start_formatsAsTheRulesSay() {
    assertEquals(START, ToguzState.start().toString());
    assertEquals(START, ToguzGame.standard().formatState(ToguzGame.standard().start()));
    assertEquals(ToguzState.start(), ToguzState.parse(START));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        START,
        "9S,9S,9S,9S,1,10S,10S,10S,10S/9S,9S,9S,9S,9S,1S,10S,10S,10S 10 0 N 1",
        "1,t,7/t,8 30 132 S 47",
        "9/9 81 81 S 5",
        "9/8,1S 80 81 S 1",
        "1S,8/8,1S 80 80 S 1",
        "5S,5S,5S,5S,t,5S,5S,5S,5S/5S,5S,t,5S,5S,5S,5S,5S,5S 40 42 N 20",
        "3,162S,5/9 0 0 N 2147483647",
        "1,t,7/2,1S,5,1S 3 157 S 2",
        "8,t/1,t,7 3 159 N 3",
        "2,3S,1,4S,4/1,9S,1,1S,5 60 85 S 30"
      })
  void parse_format_roundTripsExactly(String fen) {
    ToguzState s = ToguzState.parse(fen);
    assertEquals(fen, s.toString());
    assertEquals(s, ToguzGame.standard().parseState(s.toString()));
    assertEquals(s.hashCode(), ToguzState.parse(fen).hashCode());
  }

  @Test
  void parse_everyFinalPositionOfTheRecordedGames_roundTrips() {
    List<String> fens = new ArrayList<>();
    for (String line : ToguzReplayTest.resource("games_normalized.jsonl").split("\n")) {
      int at = line.indexOf("\"fen\": \"");
      if (at >= 0) {
        fens.add(line.substring(at + 8, line.indexOf('"', at + 8)));
      }
    }
    assertEquals(3140, fens.size());
    for (String fen : fens) {
      assertEquals(fen, ToguzState.parse(fen).toString());
    }
  }

  @Test
  void parse_readsTheFields() {
    // Black's row lists holes 9..1: 't' second is Black's hole 8, White's tuzdyk
    ToguzState s = ToguzState.parse("1,t,7/t,8 30 132 S 47");
    assertEquals(8, s.tuzdyk(0));
    assertEquals(1, s.tuzdyk(1));
    assertEquals(30, s.store(0));
    assertEquals(132, s.store(1));
    assertEquals(0, s.seatToMove());
    assertEquals(47, s.moveNumber());
    assertTrue(s.isOver());
    ToguzState t = ToguzState.parse("2,3S,1,4S,4/1,9S,1,1S,5 60 85 S 30");
    assertEquals(3, t.stones(1, 7));
    assertEquals(4, t.stones(1, 5));
    assertEquals(9, t.stones(0, 2));
    assertEquals(1, t.stones(0, 4));
    assertEquals(0, t.stones(0, 9));
  }

  /** Rejections: the text, the offset reported, and a fragment of what was expected. */
  @ParameterizedTest(name = "[{index}] {0}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '`',
      value = {
        "``| 0| more holes: Black's row has 0 of 9",
        "x| 0| a hole",
        "9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1| 23| ',' before the next hole of"
            + " Black's row (8 of 9 so far)",
        "9S,9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1| 26| '/' after the 9 holes",
        "9S,9S,9S,9S,9S,9S,9S,9S,9S 9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1| 26| '/' between",
        "0S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 9 0 S 1| 0| at least one stone",
        "09S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1| 0| no leading zeros",
        "163S,8/9 0 0 S 1| 0| at most 162 stones",
        "1000S,8/9 0 0 S 1| 0| a number of stones",
        "9S,9S,9S,9S,9S,9S,9S,9S,0/9S,9S,9S,9S,9S,9S,9S,9S,9S 9 0 S 1| 24| a positive number of empty",
        "2,3,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 45 0 S 1| 2| runs of empty holes are written as"
            + " one number",
        "9S,9S,9S,9S,9S,9S,9S,9S,2/9S,9S,9S,9S,9S,9S,9S,9S,9S 9 0 S 1| 24| at most 1 more hole(s) in"
            + " Black's row, not 2",
        "9S,t,t,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 18 0 S 1| 5| at most one tuzdyk in"
            + " Black's row",
        "t,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 9 0 S 1| 0| no tuzdyk on hole 9",
        "9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,t 0 9 S 1| 51| no tuzdyk on hole 9",
        "9S,9S,9S,9S,9S,9S,t,9S,9S/9S,9S,t,9S,9S,9S,9S,9S,9S 9 9 S 1| 32| a tuzdyk on a hole number"
            + " other than 3",
        "9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 1 0 S 1| 0| 162 stones in all (holes"
            + " and stores), not 163",
        "9S,9S,9S,9S,9S,9S,9S,9S,8S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1| 0| not 161",
        "9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 00 0 S 1| 54| no leading zeros",
        "9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 200 0 S 1| 54| White's store: a"
            + " number 0..162",
        "9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 x S 1| 56| Black's store",
        "9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S  0 0 S 1| 54| White's store",
        "9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 W 1| 58| the side to move: 'S'"
            + " (White) or 'N' (Black)",
        "9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 0| 60| the full-move number",
        "9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 01| 60| no leading zeros",
        "9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 2147483648| 60| the full-move"
            + " number: 1..2147483647",
        "9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S| 59| a space before the"
            + " full-move number",
        "`9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1 `| 61| the end of the"
            + " position",
        "9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1x| 61| the end of the"
            + " position",
        "9S,9S,9S,9S,9S,9S,9S,9S,t/9S,9S,9S,9S,9S,9S,9S,9S,9S 2 7 S 1| 53| at least 3 stones in"
            + " White's store, since White owns a tuzdyk",
        "9S,9S,9S,9S,9S,9S,9S,9S,9S/t,9S,9S,9S,9S,9S,9S,9S,9S 7 2 S 1| 55| at least 3 stones in"
            + " Black's store, since Black owns a tuzdyk",
        "9/8,1S 80 81 N 1| 13| a side to move that has stones (Black has none",
        "9/1S,8 80 81 N 1| 13| a side to move that has stones",
        "9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S,| 53| ' ' after the 9 holes of"
            + " White's row",
        "9S ,9S| 2| ',' before the next hole",
        "9S,9S,9S,9S,9S,9S,9S,9S,9S/| 27| more holes: White's row has 0 of 9"
      })
  void parse_rejects_withOffsetAndExpectation(String fen, int offset, String expected) {
    NotationException e = assertThrows(NotationException.class, () -> ToguzState.parse(fen));
    assertEquals(offset, e.offset(), e.getMessage());
    assertTrue(e.expected().contains(expected), "'" + e.expected() + "' lacks '" + expected + "'");
    assertTrue(e.getMessage().startsWith("at offset " + offset + ": "), e.getMessage());
  }

  @Test
  void parse_null_throwsNullPointer() {
    assertThrows(NullPointerException.class, () -> ToguzState.parse(null));
  }
}
