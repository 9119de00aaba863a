package dev.tabula.picture;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/**
 * The JSON strings of {@link HtmlReplay}, written by Jackson with the page's escapes: every
 * character up to U+3000 is written as its rule says, so that nothing in a record ends the {@code
 * <script>} element it is embedded in.
 */
class JsonStringTest {

  /** What a JSON string safe in a script element writes for one character. */
  private static String json(char c) {
    int k = "\"\\\n\r\t\b\f".indexOf(c);
    if (k >= 0) {
      return "\\" + "\"\\nrtbf".charAt(k);
    }
    if (c < 0x20 || c == '<' || c == '>' || c == '&' || c == 0x2028 || c == 0x2029) {
      return String.format("\\u%04X", (int) c);
    }
    return String.valueOf(c);
  }

  private static String written(String s) throws IOException {
    StringWriter out = new StringWriter();
    try (JsonGenerator g = HtmlReplay.JSON.createGenerator(out)) {
      g.writeString(s);
    }
    return out.toString();
  }

  @Test
  void everyCharacter_isWrittenAsItsRuleSays() throws IOException {
    for (char c = 0; c < 0x3000; c++) {
      assertEquals("\"a" + json(c) + "b\"", written("a" + c + "b"), "U+" + (int) c);
    }
  }

  @Test
  void wholeTexts_keepTheirOrder() throws IOException {
    assertEquals(
        "\"say \\\"hi\\\"\\t\\u003Cb\\u003E\\u2028 \\u003C/script\\u003E\"",
        written("say \"hi\"\t<b>\u2028 </script>"));
  }
}
