package dev.tabula.core;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The record reader's character classes. The record format itself is tested over toy games in the
 * testkit module ({@code dev.tabula.testkit.core.GameRecordTest}).
 */
class RecordReaderTest {

  @Test
  void names_asciiLettersDigitsDashAndUnderscore() {
    for (char c : "AZaz09-_".toCharArray()) {
      assertTrue(RecordReader.isNameChar(c), "'" + c + "'");
    }
    for (char c : "@[`{/: .\u00e9\u00aa".toCharArray()) {
      assertFalse(RecordReader.isNameChar(c), "'" + c + "'");
    }
    assertFalse(RecordReader.isNameChar(0x80));
  }

  @Test
  void optionValues_printableAsciiButSeparatorsAndQuotes() {
    for (char c : "!~az09-._/+".toCharArray()) {
      assertTrue(RecordReader.isOptionValueChar(c), "'" + c + "'");
    }
    for (char c : " ,\"\\=\t\u007f\u00e9".toCharArray()) {
      assertFalse(RecordReader.isOptionValueChar(c), "'" + c + "'");
    }
  }
}
