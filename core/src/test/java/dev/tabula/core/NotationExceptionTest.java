package dev.tabula.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class NotationExceptionTest {
  @Test
  void message_givesOffsetExpectedAndLine() {
    NotationException e = new NotationException("ab\ncd", 4, "a digit");
    assertEquals(4, e.offset());
    assertEquals("a digit", e.expected());
    assertEquals("at offset 4: a digit in \"cd\"", e.getMessage());
  }

  @Test
  void message_offsetAtEnd_andNullInput() {
    assertTrue(new NotationException("abc", 3, "more").getMessage().contains("\"abc\""));
    assertEquals("at offset 0: x", new NotationException(null, 0, "x").getMessage());
  }

  @Test
  void message_offsetZeroOnALeadingNewline_showsTheEmptyFirstLine() {
    assertEquals("at offset 0: x in \"\"", new NotationException("\nab", 0, "x").getMessage());
    assertEquals("at offset 1: x in \"ab\"", new NotationException("\nab", 1, "x").getMessage());
  }
}
