package dev.tabula.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class TextCursorTest {

  @Test
  void peek_andNext_walkTheText() {
    TextCursor c = new TextCursor("ab");
    assertEquals('a', c.peek());
    assertEquals('b', c.peek(1));
    assertEquals(TextCursor.END, c.peek(2));
    assertTrue(c.peekIs('a'));
    assertFalse(c.peekIs('b'));
    assertEquals('a', c.next("a letter"));
    assertEquals(1, c.offset());
    assertEquals('b', c.next("a letter"));
    assertTrue(c.atEnd());
    assertEquals(TextCursor.END, c.peek());
    assertFalse(c.peekIs('b'));
    assertFalse(c.peekDigit());
    NotationException e = assertThrows(NotationException.class, () -> c.next("a third letter"));
    assertEquals(2, e.offset());
    assertEquals("a third letter", e.expected());
  }

  @Test
  void peek_negativeAhead_staysInsideTheSlice() {
    TextCursor c = new TextCursor("xab", 1, 3);
    assertEquals(TextCursor.END, c.peek(-1), "the character before the slice is not the cursor's");
    c.next("a");
    assertEquals('a', c.peek(-1));
  }

  @Test
  void peekDigit_onlyAsciiDigits() {
    assertTrue(new TextCursor("7").peekDigit());
    assertFalse(new TextCursor("x").peekDigit());
    assertFalse(new TextCursor("\u0663").peekDigit()); // ARABIC-INDIC DIGIT THREE
    assertTrue(TextCursor.isDigit('0') && TextCursor.isDigit('9'));
    assertFalse(TextCursor.isDigit('/') || TextCursor.isDigit(':') || TextCursor.isDigit(-1));
  }

  @Test
  void accept_char_takesOnlyAMatch() {
    TextCursor c = new TextCursor("/x");
    assertFalse(c.accept('x'));
    assertEquals(0, c.offset());
    assertTrue(c.accept('/'));
    assertEquals(1, c.offset());
    assertTrue(c.accept('x'));
    assertFalse(c.accept('x'));
  }

  @Test
  void accept_string_takesOnlyAWholeMatchInsideTheSlice() {
    TextCursor c = new TextCursor("abcdef", 1, 4); // "bcd"
    assertFalse(c.accept("bcde"), "the match would run past the slice's end");
    assertEquals(1, c.offset());
    assertFalse(c.accept("bx"));
    assertEquals(1, c.offset());
    assertTrue(c.accept(""));
    assertTrue(c.accept("bc"));
    assertEquals(3, c.offset());
    assertTrue(c.accept("d"));
    assertTrue(c.atEnd());
  }

  @Test
  void expect_wrongCharacter_errorAtTheCursor() {
    TextCursor c = new TextCursor("a/b");
    c.next("a");
    c.expect('/', "'/'");
    NotationException e = assertThrows(NotationException.class, () -> c.expect('/', "'/' after b"));
    assertEquals(2, e.offset());
    assertEquals("'/' after b", e.expected());
    assertEquals(2, c.offset(), "a failed expect takes nothing");
  }

  @Test
  void expectEnd_textLeft_errorAtTheFirstLeftCharacter() {
    TextCursor c = new TextCursor("ab");
    c.next("a");
    NotationException e =
        assertThrows(NotationException.class, () -> c.expectEnd("the end of the position"));
    assertEquals(1, e.offset());
    c.next("b");
    c.expectEnd("the end"); // no throw
  }

  @Test
  void takeWhile_returnsTheRunAndStopsAtTheSliceEnd() {
    TextCursor c = new TextCursor("123456", 1, 4);
    assertEquals("", c.takeWhile(ch -> ch == 'x'));
    assertEquals(1, c.offset());
    assertEquals("234", c.takeWhile(TextCursor::isDigit));
    assertEquals(4, c.offset());
    assertTrue(c.atEnd());
    assertEquals(TextCursor.END, c.peek());
  }

  @Test
  void skipWhitespace_countsLineFeeds() {
    TextCursor c = new TextCursor(" \t\r\n \n\nx");
    assertEquals(3, c.skipWhitespace());
    assertEquals('x', c.peek());
    assertEquals(0, c.skipWhitespace());
    assertEquals(7, c.offset());
  }

  @Test
  void slice_offsetsAreThoseOfTheWholeText() {
    String text = "move: 12x7 rest";
    TextCursor c = new TextCursor(text, 6, 10);
    assertEquals(6, c.offset());
    assertEquals(10, c.end());
    assertEquals(text, c.text());
    assertEquals(12, c.intNumber(0, 99, "a pit"));
    assertEquals(8, c.offset());
    c.expect('x', "'x'");
    NotationException e = assertThrows(NotationException.class, () -> c.number(10, 99, "a pit"));
    assertEquals(9, e.offset(), "the offset of the number in the whole text");
    assertTrue(e.getMessage().contains("\"move: 12x7 rest\""), e.getMessage());
    assertEquals(7, c.number(0, 99, "a pit"));
    assertTrue(c.atEnd(), "the slice ends before ' rest'");
    NotationException end = assertThrows(NotationException.class, () -> c.next("more"));
    assertEquals(10, end.offset());
  }

  @Test
  void slice_outsideTheText_refused() {
    assertThrows(IndexOutOfBoundsException.class, () -> new TextCursor("abc", 2, 4));
    assertThrows(IndexOutOfBoundsException.class, () -> new TextCursor("abc", -1, 2));
    assertThrows(IndexOutOfBoundsException.class, () -> new TextCursor("abc", 2, 1));
    assertTrue(new TextCursor("abc", 3, 3).atEnd());
  }

  @Test
  void offset_movesBackToAMark_insideTheSliceOnly() {
    TextCursor c = new TextCursor("abcdef", 2, 5);
    int mark = c.offset();
    c.takeWhile(ch -> true);
    assertEquals(5, c.offset());
    c.offset(mark);
    assertEquals('c', c.peek());
    c.offset(5); // the end of the slice is fine
    assertTrue(c.atEnd());
    assertThrows(IndexOutOfBoundsException.class, () -> c.offset(6));
    assertThrows(IndexOutOfBoundsException.class, () -> c.offset(-1));
    assertThrows(
        IndexOutOfBoundsException.class,
        () -> c.offset(1),
        "an offset before the slice is outside the slice");
    assertEquals(5, c.offset(), "a refused offset leaves the cursor where it was");
  }

  @Test
  void number_readsDigits_stopsAtTheFirstNonDigit() {
    TextCursor c = new TextCursor("0,162/7");
    assertEquals(0, c.number(0, 10, "a"));
    c.expect(',', "','");
    assertEquals(162, c.number(0, 162, "b"));
    assertEquals('/', c.peek());
  }

  @Test
  void number_leadingZero_refusedAtTheFirstDigit() {
    TextCursor c = new TextCursor("x007");
    c.next("x");
    NotationException e = assertThrows(NotationException.class, () -> c.number(0, 999, "a pit"));
    assertEquals(1, e.offset());
    assertEquals("a pit (no leading zeros)", e.expected());
    assertEquals(1, c.offset(), "the cursor has not moved past the number's start");
    assertThrows(NotationException.class, () -> new TextCursor("00").number(0, 9, "n"));
    assertEquals(0, new TextCursor("0").number(0, 9, "n"));
    assertEquals(0, new TextCursor("0x").number(0, 9, "n"), "a zero followed by a non-digit");
  }

  @Test
  void number_noDigit_refused() {
    for (String text : new String[] {"", "-1", "+1", " 1", "x"}) {
      NotationException e =
          assertThrows(
              NotationException.class, () -> new TextCursor(text).number(-5, 5, "n"), text);
      assertEquals(0, e.offset(), text);
      assertEquals("n", e.expected(), text);
    }
  }

  @Test
  void number_outOfRange_refusedAtTheFirstDigit_cursorUnmoved() {
    for (String text : new String[] {"7", "10", "99", "123456"}) {
      TextCursor c = new TextCursor("a=" + text);
      c.accept("a=");
      NotationException e =
          assertThrows(NotationException.class, () -> c.number(0, 5, "a number 0..5"), text);
      assertEquals(2, e.offset(), text);
      assertEquals("a number 0..5", e.expected(), text);
      assertEquals(2, c.offset(), text);
    }
    assertEquals(5, new TextCursor("5").number(0, 5, "n"));
    assertEquals(3, new TextCursor("3").number(3, 5, "n"));
    assertThrows(NotationException.class, () -> new TextCursor("2").number(3, 5, "n"));
    assertThrows(NotationException.class, () -> new TextCursor("1").number(0, 0, "n"));
    assertEquals(0, new TextCursor("0").number(0, 0, "n"));
  }

  @Test
  void number_nearLongMax_noOverflow() {
    long max = Long.MAX_VALUE;
    assertEquals(max, new TextCursor("9223372036854775807").number(0, max, "n"));
    assertEquals(max - 1, new TextCursor("9223372036854775806").number(0, max - 1, "n"));
    for (String text :
        new String[] {
          "9223372036854775808",
          "9223372036854775809",
          "9223372036854775810",
          "92233720368547758070",
          "99999999999999999999",
          "18446744073709551616"
        }) {
      NotationException e =
          assertThrows(
              NotationException.class, () -> new TextCursor(text).number(0, max, "n"), text);
      assertEquals(0, e.offset(), text);
    }
    assertThrows(
        NotationException.class,
        () -> new TextCursor("9223372036854775807").number(0, max - 1, "n"));
  }

  @Test
  void number_agreesWithBigIntegerForRandomTextsAndRanges() {
    long seed = 20261122L;
    SplittableRandom random = new SplittableRandom(seed);
    for (int i = 0; i < 200_000; i++) {
      StringBuilder sb = new StringBuilder();
      int len = 1 + random.nextInt(21);
      for (int k = 0; k < len; k++) {
        sb.append((char) ('0' + random.nextInt(10)));
      }
      if (random.nextInt(8) == 0) {
        sb.append('x');
      }
      String text = sb.toString();
      long max =
          switch (random.nextInt(4)) {
            case 0 -> random.nextLong(20);
            case 1 -> random.nextLong(1_000_000);
            case 2 -> Long.MAX_VALUE - random.nextLong(20);
            default -> random.nextLong(Long.MAX_VALUE);
          };
      long min =
          random.nextInt(3) == 0 ? random.nextLong(max / 2 + 1) * (1 + random.nextInt(2)) : 0;
      String digits = text.replace("x", "");
      java.math.BigInteger value = new java.math.BigInteger(digits);
      boolean ok =
          !(digits.length() > 1 && digits.charAt(0) == '0')
              && value.compareTo(java.math.BigInteger.valueOf(min)) >= 0
              && value.compareTo(java.math.BigInteger.valueOf(max)) <= 0;
      TextCursor c = new TextCursor(text);
      String where = "seed " + seed + ", case " + i + ": " + text + " in " + min + ".." + max;
      if (ok) {
        assertEquals(value.longValueExact(), c.number(min, max, "n"), where);
        assertEquals(digits.length(), c.offset(), where);
      } else {
        NotationException e =
            assertThrows(NotationException.class, () -> c.number(min, max, "n"), where);
        assertEquals(0, e.offset(), where);
        assertEquals(0, c.offset(), where);
      }
    }
  }

  @Test
  void intNumber_readsAnInt() {
    assertEquals(
        Integer.MAX_VALUE, new TextCursor("2147483647").intNumber(0, Integer.MAX_VALUE, "n"));
    assertThrows(
        NotationException.class,
        () -> new TextCursor("2147483648").intNumber(0, Integer.MAX_VALUE, "n"));
    assertThrows(NotationException.class, () -> new TextCursor("13").intNumber(1, 12, "a month"));
  }

  @Test
  void context_prefixesEveryError() {
    TextCursor c = new TextCursor("ab").context("game 3, ply 12: ");
    assertEquals("game 3, ply 12: x", c.error("x").expected());
    assertEquals("game 3, ply 12: y", c.error(1, "y").expected());
    NotationException e = assertThrows(NotationException.class, () -> c.expect('/', "'/'"));
    assertEquals("game 3, ply 12: '/'", e.expected());
    assertTrue(e.getMessage().startsWith("at offset 0: game 3, ply 12: '/'"), e.getMessage());
    assertSame(c, c.context(""));
    assertEquals("x", c.error("x").expected());
    assertThrows(NullPointerException.class, () -> c.context(null));
  }

  @Test
  void error_offsetClampedToTheText() {
    TextCursor c = new TextCursor("abc");
    assertEquals(0, c.error(-4, "x").offset());
    assertEquals(3, c.error(99, "x").offset());
    assertEquals(2, c.error(2, "x").offset());
    assertEquals(0, c.error("x").offset());
  }

  @Test
  void relocate_shiftsIntoThePiece_clampsInsideIt_addsContext() {
    String text = "1. s1 s9 b0";
    TextCursor c = new TextCursor(text).context("game 1, ply 2: ");
    NotationException inPiece = new NotationException("s9", 1, "a step of 1 or 2");
    NotationException r = c.relocate(inPiece, 6, 2);
    assertEquals(7, r.offset());
    assertEquals("game 1, ply 2: a step of 1 or 2", r.expected());
    assertTrue(r.getMessage().contains("\"1. s1 s9 b0\""), r.getMessage());
    assertEquals(
        8,
        c.relocate(new NotationException("s9", 40, "x"), 6, 2).offset(),
        "an offset past the piece is clamped to its end");
    assertEquals(
        6,
        c.relocate(new NotationException("s9", -3, "x"), 6, 2).offset(),
        "a negative offset is clamped to the piece's start");
    assertEquals(
        text.length(), c.relocate(new NotationException("x", 5, "x"), text.length(), 0).offset());
  }
}
