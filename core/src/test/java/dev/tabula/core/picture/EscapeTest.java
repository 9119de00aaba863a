package dev.tabula.core.picture;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * The package's escapes (XML text and attributes in {@link Svg}, JSON strings in {@link
 * HtmlReplay}), which share one loop: every character up to U+3000 is written as the rules below
 * say.
 */
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

  /** What a JSON string safe in a script element writes for one character. */
  private static String json(char c) {
    int k = "\"\\\n\r\t".indexOf(c);
    if (k >= 0) {
      return "\\" + "\"\\nrt".charAt(k);
    }
    if (c < 0x20 || c == '<' || c == '>' || c == '&' || c == 0x2028 || c == 0x2029) {
      return String.format("\\u%04x", (int) c);
    }
    return String.valueOf(c);
  }

  @Test
  void everyCharacter_isWrittenAsItsRuleSays() throws IOException {
    for (char c = 0; c < 0x3000; c++) {
      String s = "a" + c + "b";
      for (boolean attribute : new boolean[] {false, true}) {
        StringBuilder out = new StringBuilder();
        Svg.escape(out, s, attribute);
        assertEquals("a" + xml(c, attribute) + "b", out.toString(), "U+" + (int) c);
      }
      StringBuilder out = new StringBuilder();
      HtmlReplay.string(out, s);
      assertEquals("\"a" + json(c) + "b\"", out.toString(), "U+" + (int) c);
    }
  }

  @Test
  void wholeTexts_keepTheirOrder() throws IOException {
    StringBuilder out = new StringBuilder();
    HtmlReplay.string(out, "say \"hi\"\t<b>\u2028");
    assertEquals("\"say \\\"hi\\\"\\t\\u003cb\\u003e\\u2028\"", out.toString());
    StringBuilder xml = new StringBuilder();
    Svg.escape(xml, "a \"b\" & <c>\n", true);
    assertEquals("a &quot;b&quot; &amp; &lt;c&gt;&#10;", xml.toString());
  }
}
