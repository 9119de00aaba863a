package dev.tabula.toguz;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A minimal JSON reader for the test data (objects, arrays, strings, integers, booleans, null):
 * just enough for {@code games_normalized.jsonl}, so the tests need no JSON library.
 */
final class MiniJson {
  private final String text;
  private int pos;

  private MiniJson(String text) {
    this.text = text;
  }

  /** Parses one JSON value: Map, List, String, Long, Boolean or null. */
  static Object parse(String text) {
    MiniJson p = new MiniJson(text);
    Object v = p.value();
    p.space();
    if (p.pos != text.length()) {
      throw p.error("end of input");
    }
    return v;
  }

  private Object value() {
    space();
    if (pos >= text.length()) {
      throw error("a value");
    }
    char c = text.charAt(pos);
    switch (c) {
      case '{':
        return object();
      case '[':
        return array();
      case '"':
        return string();
      case 't':
        literal("true");
        return Boolean.TRUE;
      case 'f':
        literal("false");
        return Boolean.FALSE;
      case 'n':
        literal("null");
        return null;
      default:
        return number();
    }
  }

  private Map<String, Object> object() {
    Map<String, Object> m = new LinkedHashMap<>();
    pos++;
    space();
    if (peek() == '}') {
      pos++;
      return m;
    }
    while (true) {
      space();
      String key = string();
      space();
      expect(':');
      m.put(key, value());
      space();
      if (peek() == ',') {
        pos++;
        continue;
      }
      expect('}');
      return m;
    }
  }

  private List<Object> array() {
    List<Object> l = new ArrayList<>();
    pos++;
    space();
    if (peek() == ']') {
      pos++;
      return l;
    }
    while (true) {
      l.add(value());
      space();
      if (peek() == ',') {
        pos++;
        continue;
      }
      expect(']');
      return l;
    }
  }

  private String string() {
    expect('"');
    StringBuilder sb = new StringBuilder();
    while (true) {
      if (pos >= text.length()) {
        throw error("closing quote");
      }
      char c = text.charAt(pos++);
      if (c == '"') {
        return sb.toString();
      }
      if (c == '\\') {
        char e = text.charAt(pos++);
        switch (e) {
          case 'n' -> sb.append('\n');
          case 't' -> sb.append('\t');
          case 'r' -> sb.append('\r');
          case 'b' -> sb.append('\b');
          case 'f' -> sb.append('\f');
          case 'u' -> {
            sb.append((char) Integer.parseInt(text.substring(pos, pos + 4), 16));
            pos += 4;
          }
          default -> sb.append(e);
        }
      } else {
        sb.append(c);
      }
    }
  }

  private Long number() {
    int start = pos;
    if (peek() == '-') {
      pos++;
    }
    while (pos < text.length() && Character.isDigit(text.charAt(pos))) {
      pos++;
    }
    if (pos == start) {
      throw error("a value");
    }
    return Long.parseLong(text.substring(start, pos));
  }

  private void literal(String word) {
    if (!text.startsWith(word, pos)) {
      throw error(word);
    }
    pos += word.length();
  }

  private char peek() {
    return pos < text.length() ? text.charAt(pos) : '\0';
  }

  private void expect(char c) {
    if (peek() != c) {
      throw error("'" + c + "'");
    }
    pos++;
  }

  private void space() {
    while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
      pos++;
    }
  }

  private IllegalArgumentException error(String expected) {
    return new IllegalArgumentException("JSON: expected " + expected + " at " + pos);
  }
}
