package dev.tabula.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link LineReader}: the line ends of {@code BufferedReader.readLine}, and long lines cut. */
class LineReaderTest {

  private static List<String> lines(String text, int limit) throws IOException {
    return lines(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), limit);
  }

  /** The lines read, a cut one marked with a trailing "|cut". */
  private static List<String> lines(InputStream in, int limit) throws IOException {
    LineReader r = new LineReader(in, limit);
    List<String> out = new ArrayList<>();
    LineReader.Line l;
    while ((l = r.readLine()) != null) {
      out.add(l.text() + (l.cut() ? "|cut" : ""));
    }
    assertNull(r.readLine(), "the end stays the end");
    return out;
  }

  @Test
  void lineEnds_asBufferedReader() throws IOException {
    assertEquals(List.of("a", "b", "c", "", "d"), lines("a\nb\r\nc\r\rd", 100));
    assertEquals(List.of("a", ""), lines("a\n\n", 100));
    assertEquals(List.of(), lines("", 100));
    assertEquals(List.of("é ü"), lines("é ü\n", 100));
  }

  @Test
  void longLines_areCutAtTheLimit_andTheirRestSkipped() throws IOException {
    assertEquals(
        List.of("abcd", "abcd|cut", "x", "abcd|cut"), lines("abcd\nabcdefgh\r\nx\nabcde", 4));
    // The rest of a cut line may be long, across many reads of the buffer.
    String huge = "info " + "i".repeat(100_000);
    assertEquals(List.of("info i|cut", "move 1"), lines(huge + "\r\nmove 1\n", 6));
  }

  @Test
  void aCutLine_isReturnedBeforeItsEndArrives() throws IOException {
    // A stream that never ends its line: the reader still returns the cut line at once.
    InputStream endless =
        new InputStream() {
          @Override
          public int read() {
            return 'x';
          }
        };
    LineReader r = new LineReader(endless, 10);
    LineReader.Line l = r.readLine();
    assertEquals(new LineReader.Line("x".repeat(10), true), l);
  }

  @Test
  void limit_mustBePositive() {
    assertThrows(
        IllegalArgumentException.class,
        () -> new LineReader(new ByteArrayInputStream(new byte[0]), 0));
  }
}
