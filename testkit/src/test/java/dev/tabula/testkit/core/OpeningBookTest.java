package dev.tabula.testkit.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.NotationException;
import dev.tabula.core.OpeningBook;
import dev.tabula.testkit.fixtures.TakeAway;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * {@link OpeningBook} over take-away: the text form round-trips exactly, lookups, and every way a
 * book or its text can be wrong is refused with where and what was expected.
 */
class OpeningBookTest {
  private static final TakeAway TAKE = new TakeAway(2, 10);

  static OpeningBook<TakeAway.State, Integer> sample() {
    Map<TakeAway.State, OpeningBook.Entry<Integer>> entries = new LinkedHashMap<>();
    entries.put(TAKE.start(), new OpeningBook.Entry<>(2, 1.0, 12));
    entries.put(TAKE.parseState("9/1/1"), new OpeningBook.Entry<>(1, -0.25, 3));
    entries.put(TAKE.parseState("7/1/1"), new OpeningBook.Entry<>(3, 0.0, 0));
    return OpeningBook.of(TAKE, "take-away, by hand\n  indented\n", entries);
  }

  @Test
  void format_isTheDocumentedText_andParsesBackEqual() {
    OpeningBook<TakeAway.State, Integer> book = sample();
    String text = book.format();
    assertEquals(
        "# tabula-opening-book 1\n"
            + "# take-away, by hand\n"
            + "#   indented\n"
            + "# \n"
            + "10/0/1\tt2\t1.0\t12\n"
            + "9/1/1\tt1\t-0.25\t3\n"
            + "7/1/1\tt3\t0.0\t0\n",
        text);
    OpeningBook<TakeAway.State, Integer> back = OpeningBook.parse(TAKE, text);
    assertEquals(book, back);
    assertEquals(text, back.format());
    assertEquals(List.copyOf(book.entries().keySet()), List.copyOf(back.entries().keySet()));
    assertEquals("take-away, by hand\n  indented\n", back.comments());
    assertEquals(3, back.size());
  }

  @Test
  void parse_skipsBlankLines_andReadsCommentsAnywhere() {
    OpeningBook<TakeAway.State, Integer> book =
        OpeningBook.parse(TAKE, "# tabula-opening-book 1\n\n10/0/1\tt1\t0.5\t2\n#late\n\n");
    assertEquals(Optional.of(new OpeningBook.Entry<>(1, 0.5, 2)), book.lookup(TAKE.start()));
    assertEquals("late", book.comments());
    assertEquals(book, OpeningBook.parse(TAKE, book.format()));
    assertEquals(0, OpeningBook.parse(TAKE, "# tabula-opening-book 1").size());
  }

  @Test
  void lookup_findsTheBooksPositionsOnly() {
    OpeningBook<TakeAway.State, Integer> book = sample();
    assertEquals(2, book.lookup(TAKE.start()).orElseThrow().move());
    assertEquals(1, book.lookup(TAKE.apply(TAKE.start(), 1)).orElseThrow().move());
    assertTrue(book.lookup(TAKE.apply(TAKE.start(), 2)).isEmpty());
    assertTrue(book.lookup(TAKE.parseState("10/1/1")).isEmpty());
  }

  @Test
  void entry_checksItsRanges_andCountsMinusZeroAsZero() {
    assertThrows(IllegalArgumentException.class, () -> new OpeningBook.Entry<>(1, 1.5, 0));
    assertThrows(IllegalArgumentException.class, () -> new OpeningBook.Entry<>(1, Double.NaN, 0));
    assertThrows(IllegalArgumentException.class, () -> new OpeningBook.Entry<>(1, 0, -1));
    assertEquals(new OpeningBook.Entry<>(1, 0.0, 0), new OpeningBook.Entry<>(1, -0.0, 0));
  }

  @Test
  void of_refusesPositionsWhereNobodyChooses_andIllegalMoves() {
    IllegalArgumentException over =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                OpeningBook.of(
                    TAKE, "", Map.of(TAKE.parseState("0/1/6"), new OpeningBook.Entry<>(1, 0, 0))));
    assertEquals("position 0/1/6: the game is over", over.getMessage());
    TakeAway rolling = new TakeAway(2, 10, true);
    IllegalArgumentException chance =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                OpeningBook.of(
                    rolling, "", Map.of(rolling.start(), new OpeningBook.Entry<>(10, 0, 0))));
    assertEquals("position 10/0/1r: a chance node, where nobody chooses", chance.getMessage());
    IllegalArgumentException illegal =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                OpeningBook.of(
                    TAKE, "", Map.of(TAKE.parseState("2/0/1"), new OpeningBook.Entry<>(3, 0, 0))));
    assertEquals("position 2/0/1: the move 3 is not legal", illegal.getMessage());
    assertThrows(IllegalArgumentException.class, () -> OpeningBook.of(TAKE, "a\rb", Map.of()));
  }

  @Test
  void parse_saysWhereAndWhatWasExpected() {
    String head = "# tabula-opening-book 1\n";
    int at = head.length();
    refused("a book\n", 0, "the first line '# tabula-opening-book 1'");
    refused(
        head + "10/0/1\tt1\t0.5\n",
        at,
        "a position, a move, a value and a depth separated by tabs");
    refused(head + "10/x/1\tt1\t0.5\t2\n", at + 3, "a position: the mover: a seat 0..1");
    refused(head + "0/1/6\tt1\t0.5\t2\n", at, "a position where a player is to move");
    refused(
        head + "10/0/1\tt1\t0.5\t2\n10/0/1\tt2\t0.5\t2\n", at + 16, "a position not given before");
    refused(head + "2/0/1\tt3\t0.5\t2\n", at + 6, "a legal move: cannot take 3");
    refused(head + "10/0/1\tq1\t0.5\t2\n", at + 7, "a legal move: 't' or 'r'");
    for (String value : List.of("x", "2", "-1.5", " 0.5", "", "NaN")) {
      refused(head + "10/0/1\tt1\t" + value + "\t2\n", at + 10, "a value from -1 to 1");
    }
    for (String depth : List.of("-1", "x", "12345", "", " 2")) {
      refused(
          head + "10/0/1\tt1\t0.5\t" + depth + "\n",
          at + 14,
          "a depth (a whole number from 0 to 9999)");
    }
  }

  private static void refused(String text, int offset, String expected) {
    NotationException e =
        assertThrows(NotationException.class, () -> OpeningBook.parse(TAKE, text), text);
    assertEquals(expected, e.expected(), text);
    assertEquals(offset, e.offset(), text);
  }
}
