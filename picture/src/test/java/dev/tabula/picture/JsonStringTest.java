package dev.tabula.picture;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * The JSON strings of {@link HtmlReplay}: every character up to U+3000 is written as its rule says.
 */
class JsonStringTest {

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
  }
}
