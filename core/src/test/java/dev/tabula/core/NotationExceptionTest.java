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

  @Test
  void message_showsLinesOfUpTo200Characters() {
    String line200 = "x".repeat(200);
    assertEquals(
        "at offset 3: y in \"" + line200 + "\"",
        new NotationException("a\n" + line200 + "\nb", 3, "y").getMessage());
    assertEquals(
        "at offset 3: y", new NotationException("a\n" + line200 + "x\nb", 3, "y").getMessage());
  }
}
