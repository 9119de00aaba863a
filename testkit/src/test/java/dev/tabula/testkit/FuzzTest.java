package dev.tabula.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.Game;
import dev.tabula.core.GameProvider;
import dev.tabula.core.NotationException;
import dev.tabula.testkit.fixtures.CoinFlipNim;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Function;
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

  // ------------------------------------------------------------------------ the runner

  @Test
  void run_failingCase_messageNamesCaseSeedsAndInputs() {
    SplittableRandom seeds = new SplittableRandom(5);
    seeds.nextLong();
    seeds.nextLong();
    long third = seeds.nextLong();
    int[] calls = {0};
    AssertionError e =
        assertThrows(
            AssertionError.class,
            () ->
                Fuzz.run(
                    "t",
                    5,
                    10,
                    (r, in) -> {
                      in.add("stdin", "a\nb");
                      in.add("arg", "x");
                      if (calls[0]++ == 2) {
                        throw new IllegalStateException("boom");
                      }
                    }));
    assertEquals(
        "t fuzzing failed: case 2, case seed "
            + third
            + " (fuzz seed 5), stdin \"a\\u000ab\", arg \"x\":"
            + " java.lang.IllegalStateException: boom",
        e.getMessage());
    assertEquals(3, calls[0], "no case after the failing one");
  }

  @Test
  void run_noInputNoted_saysSo() {
    AssertionError e =
        assertThrows(
            AssertionError.class,
            () ->
                Fuzz.run(
                    "t",
                    1,
                    1,
                    (r, in) -> {
                      throw new AssertionError("no");
                    }));
    assertTrue(
        e.getMessage().endsWith(" (fuzz seed 1), (no input noted): java.lang.AssertionError: no"),
        e.getMessage());
  }

  @Test
  void run_eachCaseDrawsFromItsOwnSeed() {
    SplittableRandom seeds = new SplittableRandom(8);
    List<Long> expected = new ArrayList<>();
    for (int c = 0; c < 4; c++) {
      expected.add(new SplittableRandom(seeds.nextLong()).nextLong());
    }
    List<Long> got = new ArrayList<>();
    assertEquals(4, Fuzz.run("t", 8, 4, (r, in) -> got.add(r.nextLong())));
    assertEquals(expected, got);
    assertEquals(0, Fuzz.run("t", 8, 0, (r, in) -> got.add(0L)));
    assertEquals(4, got.size());
  }

  // ------------------------------------------------------------------------ damage

  /** The characters {@link Fuzz#junk} draws from besides random ASCII. */
  private static final String ODD =
      "\u0000\u0007\t\r\n\u001b\u007f\u00e9\u00df\u2603\u202e\uffff"
          + "\ud83c\udfb2 -+.,/=\\\"[]{}();:x*0123456789";

  @Test
  void junk_hasTheLengthAsked_oddOrAsciiCharacters() {
    SplittableRandom r = new SplittableRandom(2);
    boolean nonAscii = false;
    boolean ascii = false;
    for (int i = 0; i < 200; i++) {
      String j = Fuzz.junk(r, i % 7);
      assertEquals(i % 7, j.length());
      for (char c : j.toCharArray()) {
        assertTrue(c < 0x80 || ODD.indexOf(c) >= 0, "char " + (int) c);
        nonAscii |= c >= 0x80;
        ascii |= c < 0x80 && ODD.indexOf(c) < 0;
      }
    }
    assertTrue(nonAscii && ascii);
  }

  @Test
  void damage_kinds_junkLongAndEdited() {
    SplittableRandom r = new SplittableRandom(12);
    String valid = "players=2,first=0";
    int longOnes = 0;
    int edited = 0;
    int empty = 0;
    for (int i = 0; i < 1_000; i++) {
      String d = Fuzz.damage(valid, r);
      empty += d.isEmpty() ? 1 : 0;
      if (d.length() >= 10_000) {
        longOnes++;
        assertTrue(d.length() < 60_000 + valid.length(), "length " + d.length());
      } else {
        assertTrue(d.length() < 40 + valid.length() * 3, d);
        edited += d.equals(valid) ? 0 : 1;
      }
    }
    // one case in ten is long, one junk, eight edited
    assertTrue(longOnes > 60 && longOnes < 140, "long " + longOnes);
    assertTrue(edited > 850, "edited " + edited);
    assertTrue(empty < 20, "junk is rarely empty: " + empty);
  }

  @Test
  void damage_longText_isMadeOfTheValidTextAndJunk() {
    SplittableRandom r = new SplittableRandom(3);
    int seen = 0;
    while (seen < 3) {
      String d = Fuzz.damage("abcdefgh", r);
      if (d.length() >= 10_000) {
        seen++;
        assertTrue(d.split("abcdefgh", -1).length > 300, "copies");
      }
    }
  }

  @Test
  void edit_kinds_insertDeleteSwapDuplicateReplace() {
    SplittableRandom r = new SplittableRandom(6);
    String valid = "abcdefghij";
    boolean longer = false;
    boolean shorter = false;
    boolean swapped = false;
    boolean duplicated = false;
    boolean replaced = false;
    for (int i = 0; i < 3_000; i++) {
      String d = Fuzz.edit(valid, r);
      assertTrue(d.length() <= valid.length() + 3 * 9, d);
      assertTrue(d.length() >= valid.length() - 3 * 3, d);
      longer |= d.length() > valid.length();
      shorter |= d.length() < valid.length();
      if (d.length() == valid.length() && !d.equals(valid)) {
        char[] a = d.toCharArray();
        Arrays.sort(a);
        if (new String(a).equals(valid)) {
          swapped = true;
        } else {
          replaced |= d.chars().anyMatch(c -> ODD.indexOf(c) >= 0 && valid.indexOf(c) < 0);
        }
      }
      // a duplicated stretch of 2 or more: "abcdefghij" with e.g. "cdcd"
      for (int k = 0; k + 4 <= d.length(); k++) {
        if (d.charAt(k) == d.charAt(k + 2)
            && d.charAt(k + 1) == d.charAt(k + 3)
            && d.charAt(k) != d.charAt(k + 1)
            && d.chars().allMatch(c -> c >= 'a' && c <= 'j')) {
          duplicated = true;
        }
      }
    }
    assertTrue(longer && shorter && swapped && duplicated && replaced);
  }

  @Test
  void edit_emptyAndOneCharacterTexts() {
    SplittableRandom r = new SplittableRandom(1);
    for (int i = 0; i < 500; i++) {
      // three edits at most: insertions of up to 3 characters, or doublings of up to 8
      assertTrue(Fuzz.edit("", r).length() <= 24);
      String one = Fuzz.edit("x", r);
      assertTrue(one.length() <= 25, one);
    }
  }

  // ------------------------------------------------------------------------ the checks

  @Test
  void quote_exact() {
    assertEquals("\"a b~\"", Fuzz.quote("a b~"));
    assertEquals("\"\\u0022\\u005c\\u007f\\u001f \\u0080\"", Fuzz.quote("\"\\\u007f\u001f \u0080"));
    assertEquals("\"" + "y".repeat(300) + "\"", Fuzz.quote("y".repeat(300)));
    assertEquals("\"" + "y".repeat(300) + "... (301 chars)\"", Fuzz.quote("y".repeat(301)));
  }

  @Test
  void inputs_addReturnsTheTextAndListsEach() {
    Fuzz.Inputs in = new Fuzz.Inputs();
    assertEquals("(no input noted)", in.toString());
    assertEquals("a\tb", in.add("stdin", "a\tb"));
    in.add("arg", "");
    assertEquals("stdin \"a\\u0009b\", arg \"\"", in.toString());
  }

  @Test
  void checkOffset_insideOrAtTheEnd() {
    Fuzz.checkOffset(new NotationException("abc", 0, "x"), "abc");
    Fuzz.checkOffset(new NotationException("abc", 3, "x"), "abc");
    assertEquals(
        "error offset 4 outside the input of length 3",
        assertThrows(
                AssertionError.class,
                () -> Fuzz.checkOffset(new NotationException("abc", 4, "x"), "abc"))
            .getMessage());
    assertEquals(
        "error offset -1 outside the input of length 3",
        assertThrows(
                AssertionError.class,
                () -> Fuzz.checkOffset(new NotationException("abc", -1, "x"), "abc"))
            .getMessage());
  }

  @Test
  void checkRefusal_messages() {
    Fuzz.checkRefusal(new NotationException("abc", 1, "x"), "f");
    assertEquals(
        "f threw java.lang.NumberFormatException: x instead of IllegalArgumentException",
        assertThrows(
                AssertionError.class, () -> Fuzz.checkRefusal(new NumberFormatException("x"), "f"))
            .getMessage());
    assertEquals(
        "f threw java.lang.IllegalStateException: y instead of IllegalArgumentException",
        assertThrows(
                AssertionError.class, () -> Fuzz.checkRefusal(new IllegalStateException("y"), "f"))
            .getMessage());
    assertEquals(
        "f refused with an empty message: java.lang.IllegalArgumentException",
        assertThrows(
                AssertionError.class, () -> Fuzz.checkRefusal(new IllegalArgumentException(), "f"))
            .getMessage());
    assertEquals(
        "f refused with an empty message: java.lang.IllegalArgumentException: ",
        assertThrows(
                AssertionError.class,
                () -> Fuzz.checkRefusal(new IllegalArgumentException(""), "f"))
            .getMessage());
  }

  @Test
  void parseOrRefuse_readsOrChecksTheRefusal() {
    assertEquals(Integer.valueOf(12), Fuzz.<Integer>parseOrRefuse("12", FuzzTest::careful));
    assertNull(Fuzz.<Integer>parseOrRefuse("1x", FuzzTest::careful));
    assertThrows(
        AssertionError.class,
        () ->
            Fuzz.parseOrRefuse(
                "1x",
                t -> {
                  throw new NotationException(t, 9, "far");
                }));
    assertThrows(NumberFormatException.class, () -> Fuzz.parseOrRefuse("1x", Integer::parseInt));
  }

  @Test
  void cases_property_messagesAndBounds() {
    String old = System.getProperty(Fuzz.CASES_PROPERTY);
    try {
      System.setProperty(Fuzz.CASES_PROPERTY, " ");
      assertEquals(40, Fuzz.cases(40));
      System.setProperty(Fuzz.CASES_PROPERTY, " 0 ");
      assertEquals(0, Fuzz.cases(40));
      System.setProperty(Fuzz.CASES_PROPERTY, "-1");
      assertEquals(
          "tabula.fuzz.cases must be a whole number >= 0, got '-1'",
          assertThrows(IllegalArgumentException.class, () -> Fuzz.cases(40)).getMessage());
      System.setProperty(Fuzz.CASES_PROPERTY, "lots");
      assertEquals(
          "tabula.fuzz.cases must be a whole number >= 0, got 'lots'",
          assertThrows(IllegalArgumentException.class, () -> Fuzz.cases(40)).getMessage());
    } finally {
      if (old == null) {
        System.clearProperty(Fuzz.CASES_PROPERTY);
      } else {
        System.setProperty(Fuzz.CASES_PROPERTY, old);
      }
    }
  }

  // ------------------------------------------------------------------------ setup options

  /** CoinFlipNim with the pile as its one option. */
  private static final class Piled extends CoinFlipNim {
    private final Map<String, String> options;

    Piled(Map<String, String> options) {
      this.options = Map.copyOf(options);
    }

    @Override
    public Map<String, String> options() {
      return options;
    }
  }

  /**
   * A provider of "nim" with the option "pile" (1..9): {@code create} and {@code optionsFor} as
   * given.
   */
  private static GameProvider nim(
      Function<Map<String, String>, Game<?, ?>> create,
      Function<CharSequence, Map<String, String>> optionsFor) {
    return new GameProvider() {
      @Override
      public String name() {
        return "nim";
      }

      @Override
      public String description() {
        return "test";
      }

      @Override
      public Map<String, String> options() {
        return Map.of("pile", "the pile");
      }

      @Override
      public Game<?, ?> create(Map<String, String> options) {
        return create.apply(options);
      }

      @Override
      public Map<String, String> optionsFor(CharSequence position) {
        return optionsFor.apply(position);
      }
    };
  }

  /** A careful create: only IllegalArgumentException, and a game that recreates itself. */
  private static Game<?, ?> careful(Map<String, String> o) {
    for (String name : o.keySet()) {
      if (!name.equals("pile")) {
        throw new IllegalArgumentException("unknown option " + name);
      }
    }
    String v = o.getOrDefault("pile", "7");
    if (v.length() != 1 || v.charAt(0) < '1' || v.charAt(0) > '9') {
      throw new IllegalArgumentException("pile must be 1..9, got '" + v + "'");
    }
    return new Piled(Map.of("pile", v));
  }

  /** The pile a position names before its '/', as a careful optionsFor reads it. */
  private static Map<String, String> pileOf(CharSequence position) {
    String t = position.toString();
    int slash = t.indexOf('/');
    return slash == 1 && t.charAt(0) >= '1' && t.charAt(0) <= '9'
        ? Map.of("pile", t.substring(0, 1))
        : Map.of();
  }

  private static final List<Map<String, String>> VALID = List.of(Map.of("pile", "5"), Map.of());

  @Test
  void setupOptions_carefulProvider_passes() {
    assertEquals(
        600,
        Fuzz.setupOptions(
            nim(FuzzTest::careful, FuzzTest::pileOf), VALID, List.of("5/c0", "3/1"), 1, 600));
  }

  @Test
  void setupOptions_noValidMap_isRefused() {
    assertEquals(
        "give at least one valid option map",
        assertThrows(
                IllegalArgumentException.class,
                () ->
                    Fuzz.setupOptions(
                        nim(FuzzTest::careful, FuzzTest::pileOf), List.of(), List.of(), 1, 1))
            .getMessage());
  }

  @Test
  @SuppressWarnings("NullAway") // the fault under test
  void setupOptions_createReturnsNull_fails() {
    String m =
        assertThrows(
                AssertionError.class,
                () -> Fuzz.setupOptions(nim(o -> null, p -> Map.of()), VALID, List.of(), 1, 50))
            .getMessage();
    assertTrue(m.startsWith("nim setup options fuzzing failed: case "), m);
    assertTrue(m.endsWith(": java.lang.AssertionError: create returned null"), m);
  }

  @Test
  void setupOptions_gameThatDoesNotRecreateItself_fails() {
    String m =
        assertThrows(
                AssertionError.class,
                () ->
                    Fuzz.setupOptions(
                        nim(
                            o -> {
                              // the game made has the next pile: 5 makes 6, which makes 7
                              int pile = careful(o).options().get("pile").charAt(0) - '0';
                              return new Piled(Map.of("pile", String.valueOf(pile % 9 + 1)));
                            },
                            p -> Map.of()),
                        VALID,
                        List.of(),
                        1,
                        200))
            .getMessage();
    assertTrue(
        m.matches(
            "nim setup options fuzzing failed: .*: java.lang.AssertionError: create\\(\\{pile=\\d\\}\\)"
                + " makes a game with options \\{pile=\\d\\}"),
        m);
  }

  @Test
  void setupOptions_impliedOptionsRefusedWithNumberFormatException_fails() {
    // the position's pile is taken as is, and create reads it with parseInt
    String m =
        assertThrows(
                AssertionError.class,
                () ->
                    Fuzz.setupOptions(
                        nim(
                            o -> {
                              int unused = Integer.parseInt(o.getOrDefault("pile", "7"));
                              return careful(o);
                            },
                            p -> {
                              String t = p.toString();
                              int slash = t.indexOf('/');
                              return slash > 0 ? Map.of("pile", t.substring(0, slash)) : Map.of();
                            }),
                        List.of(Map.of("pile", "5")),
                        List.of("5/c0"),
                        3,
                        2_000))
            .getMessage();
    assertTrue(m.contains(", position \""), m);
    assertTrue(
        m.matches(
            "(?s).*: java.lang.AssertionError: create\\(\\{pile=.*\\}\\) threw"
                + " java.lang.NumberFormatException: .* instead of IllegalArgumentException"),
        m);
  }

  @Test
  void setupOptions_positionsNeverAsked_whenNoneGiven() {
    Fuzz.setupOptions(
        nim(
            FuzzTest::careful,
            p -> {
              throw new AssertionError("optionsFor asked without positions");
            }),
        VALID,
        List.of(),
        2,
        300);
  }

  @Test
  void setupOptions_damagedMapsReachCreate() {
    // create is handed damaged option names and values, not only the valid maps
    List<Map<String, String>> seen = new ArrayList<>();
    Fuzz.setupOptions(
        nim(
            o -> {
              seen.add(o);
              return careful(o);
            },
            p -> Map.of()),
        List.of(Map.of("pile", "5")),
        List.of(),
        4,
        300);
    assertTrue(seen.stream().anyMatch(o -> !o.keySet().equals(java.util.Set.of("pile"))), "names");
    assertTrue(
        seen.stream().anyMatch(o -> o.containsKey("pile") && !o.get("pile").equals("5")), "values");
    assertTrue(seen.stream().anyMatch(o -> o.equals(Map.of("pile", "5"))), "parsed valid maps");
    // most damaged maps keep the provider's own option names (a quarter of edits damage them)
    long ownNames =
        seen.stream()
            .filter(o -> o.keySet().equals(java.util.Set.of("pile")) && !o.get("pile").equals("5"))
            .count();
    assertTrue(ownNames > 40, "maps with only the own option names: " + ownNames);
  }
}
