package dev.tabula.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.NotationException;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class FuzzTest {

  /** A parser of whole numbers done right: only NotationException, offsets inside. */
  private static int careful(String text) {
    if (text.isEmpty() || text.length() > 9) {
      throw new NotationException(text, 0, "a number of 1 to 9 digits");
    }
    for (int i = 0; i < text.length(); i++) {
      if (text.charAt(i) < '0' || text.charAt(i) > '9') {
        throw new NotationException(text, i, "a digit");
      }
    }
    return Integer.parseInt(text);
  }

  private static Fuzz.Target numbers(java.util.function.ToIntFunction<String> parser) {
    return (r, inputs) -> {
      String text = inputs.add("number", Fuzz.damage("12345", r));
      try {
        int unused = parser.applyAsInt(text);
      } catch (NotationException e) {
        Fuzz.checkOffset(e, text);
      }
    };
  }

  @Test
  void run_carefulParser_passesEveryCase() {
    assertEquals(3_000, Fuzz.run("careful", 1, 3_000, numbers(FuzzTest::careful)));
  }

  @Test
  void run_parserLeakingNumberFormatException_failsNamingSeedAndInput() {
    AssertionError e =
        assertThrows(
            AssertionError.class, () -> Fuzz.run("sloppy", 7, 3_000, numbers(Integer::parseInt)));
    String m = e.getMessage();
    assertTrue(m.startsWith("sloppy fuzzing failed: case "), m);
    assertTrue(m.contains("(fuzz seed 7)") && m.contains("number \""), m);
    assertTrue(m.contains("NumberFormatException"), m);
  }

  @Test
  void run_offsetOutsideTheInput_fails() {
    AssertionError e =
        assertThrows(
            AssertionError.class,
            () ->
                Fuzz.run(
                    "far",
                    3,
                    100,
                    numbers(
                        t -> {
                          throw new NotationException(t, t.length() + 1, "nothing");
                        })));
    assertTrue(e.getMessage().contains("outside the input"), e.getMessage());
  }

  @Test
  void run_sameSeed_sameInputs_otherSeed_otherInputs() {
    assertEquals(inputs(5), inputs(5));
    assertNotEquals(inputs(5), inputs(6));
  }

  private static List<String> inputs(long seed) {
    List<String> seen = new ArrayList<>();
    Fuzz.run("record", seed, 50, (r, in) -> seen.add(Fuzz.damage("players=2,first=0", r)));
    return seen;
  }

  @Test
  void damage_coversEditsJunkLongAndOddCharacters() {
    SplittableRandom r = new SplittableRandom(4);
    boolean longOne = false;
    boolean nonAscii = false;
    boolean control = false;
    int edited = 0;
    for (int i = 0; i < 2_000; i++) {
      String d = Fuzz.damage("1. 76 98 2. 36x 12 1-0", r);
      longOne |= d.length() >= 10_000;
      nonAscii |= d.chars().anyMatch(c -> c > 0x7e);
      control |= d.chars().anyMatch(c -> c < 0x20 && c != ' ');
      edited += d.length() < 100 && !d.equals("1. 76 98 2. 36x 12 1-0") ? 1 : 0;
    }
    assertTrue(longOne && nonAscii && control, "long, non-ASCII and control characters");
    assertTrue(edited > 1_500, "edited " + edited);
  }

  @Test
  void cases_property_overridesTheDefault() {
    String old = System.getProperty(Fuzz.CASES_PROPERTY);
    try {
      System.clearProperty(Fuzz.CASES_PROPERTY);
      assertEquals(40, Fuzz.cases(40));
      System.setProperty(Fuzz.CASES_PROPERTY, "7");
      assertEquals(7, Fuzz.cases(40));
      System.setProperty(Fuzz.CASES_PROPERTY, "lots");
      assertThrows(IllegalArgumentException.class, () -> Fuzz.cases(40));
    } finally {
      if (old == null) {
        System.clearProperty(Fuzz.CASES_PROPERTY);
      } else {
        System.setProperty(Fuzz.CASES_PROPERTY, old);
      }
    }
  }

  @Test
  void quote_showsControlsAndCutsLongTexts() {
    assertEquals("\"a\\u0000\\u00e9\"", Fuzz.quote("a\u0000\u00e9"));
    assertTrue(Fuzz.quote("x".repeat(1000)).endsWith("... (1000 chars)\""));
  }

  @Test
  void checkRefusal_onlyIllegalArgumentWithAMessage() {
    Fuzz.checkRefusal(new IllegalArgumentException("bad"), "f");
    assertThrows(
        AssertionError.class, () -> Fuzz.checkRefusal(new NumberFormatException("x"), "f"));
    assertThrows(AssertionError.class, () -> Fuzz.checkRefusal(new NullPointerException(), "f"));
    assertThrows(
        AssertionError.class, () -> Fuzz.checkRefusal(new IllegalArgumentException(" "), "f"));
  }
}
