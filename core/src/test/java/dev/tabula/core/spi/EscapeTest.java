package dev.tabula.core.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The XML escape of {@link Svg}: every character up to U+3000 is written as the rules say. */
class EscapeTest {

  /** What XML text (or an attribute value) writes for one character. */
  private static String xml(char c, boolean attribute) {
    if (c == '<') {
      return "&lt;";
    } else if (c == '>') {
      return "&gt;";
    } else if (c == '&') {
      return "&amp;";
    } else if (attribute && c == '"') {
      return "&quot;";
    } else if (attribute && c == '\n') {
      return "&#10;";
    } else if (c < 0x20 && c != '\t' && c != '\n') {
      return " ";
    }
    return String.valueOf(c);
  }

  @Test
  void everyCharacter_isWrittenAsItsRuleSays() {
    for (char c = 0; c < 0x3000; c++) {
      String s = "a" + c + "b";
      for (boolean attribute : new boolean[] {false, true}) {
        StringBuilder out = new StringBuilder();
        Svg.escapeXml(out, s, attribute);
        assertEquals("a" + xml(c, attribute) + "b", out.toString(), "U+" + (int) c);
      }
    }
  }

  @Test
  void wholeTexts_keepTheirOrder() {
    StringBuilder xml = new StringBuilder();
    Svg.escapeXml(xml, "a \"b\" & <c>\n", true);
    assertEquals("a &quot;b&quot; &amp; &lt;c&gt;&#10;", xml.toString());
  }
}
