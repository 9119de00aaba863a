package dev.tabula.testkit;

import dev.tabula.core.Game;
import dev.tabula.core.GameProvider;
import dev.tabula.core.GameRecord;
import dev.tabula.core.NotationException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * Fuzzing of every text a user can feed to Tabula: the damage (random bytes, random edits of valid
 * texts, very long inputs, non-ASCII and control characters), a seeded runner that names the seed
 * and the input of a failing case, and ready-made targets for the setup options of a game. {@link
 * Conformance} fuzzes a game's positions, moves and records with the same damage; the command
 * line's and the bot protocol's tests feed it to their own inputs.
 *
 * <p>How many cases a target tries is its default unless the system property {@value
 * #CASES_PROPERTY} gives a number (the {@code soak} profile of the build asks for many more).
 *
 * <p>Every case draws from its own {@link SplittableRandom}, seeded from the target's seed and the
 * case number, so a failure replays from the two numbers its message gives.
 */
public final class Fuzz {

  /** The system property that sets how many cases each fuzz target tries. */
  public static final String CASES_PROPERTY = "tabula.fuzz.cases";

  /** Characters that parsers trip on: controls, non-ASCII, a surrogate pair, punctuation. */
  private static final String ODD =
      "\u0000\u0007\t\r\n\u001b\u007f\u00e9\u00df\u2603\u202e\uffff"
          + "\ud83c\udfb2 -+.,/=\\\"[]{}();:x*0123456789";

  private Fuzz() {}

  /**
   * One fuzz target: feeds one damaged input (or several, such as arguments and standard input) to
   * the code under test and checks what comes out. It throws {@link AssertionError} (or any
   * exception) to fail.
   */
  @FunctionalInterface
  public interface Target {
    /**
     * Runs one case.
     *
     * @param random this case's generator
     * @param inputs where the case writes down what it fed, for the failure message
     * @throws Exception to fail the case
     */
    void test(SplittableRandom random, Inputs inputs) throws Exception;
  }

  /** What one case fed to the code under test, as named texts, shown when the case fails. */
  public static final class Inputs {
    private final List<String> shown = new ArrayList<>();

    Inputs() {}

    /**
     * Notes one input of the case and returns it.
     *
     * @param what what the text is, e.g. {@code "stdin"}
     * @param text the text fed
     * @return {@code text}
     */
    public String add(String what, String text) {
      Objects.requireNonNull(what, "what");
      Objects.requireNonNull(text, "text");
      shown.add(what + " " + quote(text));
      return text;
    }

    @Override
    public String toString() {
      return shown.isEmpty() ? "(no input noted)" : String.join(", ", shown);
    }
  }

  /**
   * Returns how many cases a target should try: the value of {@value #CASES_PROPERTY} when set,
   * else {@code byDefault}.
   *
   * @param byDefault the target's own number of cases
   * @return the number of cases, {@code >= 0}
   * @throws IllegalArgumentException if the property is set to something other than a whole number
   *     {@code >= 0}
   */
  public static int cases(int byDefault) {
    String p = System.getProperty(CASES_PROPERTY);
    if (p == null || p.isBlank()) {
      return byDefault;
    }
    try {
      int n = Integer.parseInt(p.strip());
      if (n >= 0) {
        return n;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new IllegalArgumentException(
        CASES_PROPERTY + " must be a whole number >= 0, got '" + p + "'");
  }

  /**
   * Runs {@code cases} cases of a target. Case {@code c} gets a generator seeded with the {@code
   * c}-th number drawn from {@code new SplittableRandom(seed)}.
   *
   * @param name the target's name, for the failure message
   * @param seed the target's seed
   * @param cases how many cases
   * @param target the target
   * @return {@code cases}
   * @throws AssertionError for the first case that fails, naming the target, the case, its seed,
   *     the fuzz seed and the inputs
   */
  public static long run(String name, long seed, int cases, Target target) {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(target, "target");
    SplittableRandom seeds = new SplittableRandom(seed);
    for (int c = 0; c < cases; c++) {
      long caseSeed = seeds.nextLong();
      Inputs inputs = new Inputs();
      try {
        target.test(new SplittableRandom(caseSeed), inputs);
      } catch (Exception | AssertionError e) {
        throw new AssertionError(
            String.format(
                "%s fuzzing failed: case %s, case seed %s (fuzz seed %s), %s: %s",
                name, c, caseSeed, seed, inputs, e),
            e);
      }
    }
    return cases;
  }

  /**
   * A damaged copy of a valid text: one to three random edits (insert junk, delete, swap two
   * neighbours, duplicate a stretch, replace a character by an odd one) in most cases, else random
   * junk, or a very long text (10,000 to 60,000 characters) of copies of the valid text and junk.
   *
   * @param valid a valid text
   * @param r the generator
   * @return the damaged text
   */
  public static String damage(String valid, SplittableRandom r) {
    Objects.requireNonNull(valid, "valid");
    int how = r.nextInt(10);
    if (how == 0) {
      return junk(r, r.nextInt(40));
    }
    if (how == 1) {
      StringBuilder sb = new StringBuilder();
      int n = 10_000 + r.nextInt(50_000);
      while (sb.length() < n) {
        sb.append(r.nextBoolean() ? valid : junk(r, 3));
      }
      return sb.toString();
    }
    return edit(valid, r);
  }

  /**
   * A copy of a valid text with one to three random edits: insert junk, delete a stretch, swap two
   * neighbours, duplicate a stretch, or replace a character by an odd one. Never very long.
   *
   * @param valid a valid text
   * @param r the generator
   * @return the edited text
   */
  public static String edit(String valid, SplittableRandom r) {
    StringBuilder sb = new StringBuilder(valid);
    int edits = 1 + r.nextInt(3);
    for (int e = 0; e < edits; e++) {
      int len = sb.length();
      int at = len == 0 ? 0 : r.nextInt(len + 1);
      switch (r.nextInt(5)) {
        case 0 -> sb.insert(at, junk(r, 1 + r.nextInt(3)));
        case 1 -> {
          if (len > 0) {
            int from = Math.min(at, len - 1);
            sb.delete(from, Math.min(len, from + 1 + r.nextInt(3)));
          }
        }
        case 2 -> {
          if (len > 1) {
            int i = r.nextInt(len - 1);
            char c = sb.charAt(i);
            sb.setCharAt(i, sb.charAt(i + 1));
            sb.setCharAt(i + 1, c);
          }
        }
        case 3 -> {
          if (len > 0) {
            int from = Math.min(at, len - 1);
            int to = Math.min(len, from + 1 + r.nextInt(8));
            sb.insert(to, sb.substring(from, to));
          }
        }
        default -> {
          if (len > 0) {
            sb.setCharAt(Math.min(at, len - 1), ODD.charAt(r.nextInt(ODD.length())));
          }
        }
      }
    }
    return sb.toString();
  }

  /**
   * Random junk: odd characters (controls, non-ASCII, lone surrogate halves, punctuation, digits)
   * and random ASCII.
   *
   * @param r the generator
   * @param length the number of characters
   * @return the junk
   */
  public static String junk(SplittableRandom r, int length) {
    Objects.requireNonNull(r, "r");
    StringBuilder sb = new StringBuilder(length);
    for (int i = 0; i < length; i++) {
      sb.append(r.nextBoolean() ? ODD.charAt(r.nextInt(ODD.length())) : (char) r.nextInt(0x80));
    }
    return sb.toString();
  }

  /**
   * Quotes a text for a one-line message: controls, quotes, backslashes and non-ASCII as {@code
   * \\uXXXX}, cut after 300 characters (the length is given).
   *
   * @param s the text
   * @return the quoted text
   */
  public static String quote(String s) {
    StringBuilder sb = new StringBuilder("\"");
    int n = Math.min(s.length(), 300);
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (c < 0x20 || c == 0x7f || c == '"' || c == '\\' || c > 0x7e) {
        sb.append(String.format("\\u%04x", (int) c));
      } else {
        sb.append(c);
      }
    }
    if (s.length() > n) {
      sb.append("... (").append(s.length()).append(" chars)");
    }
    return sb.append('"').toString();
  }

  /**
   * Checks that a {@link NotationException}'s offset lies inside the text it is about.
   *
   * @param e the exception
   * @param input the text that was parsed
   * @throws AssertionError if the offset is negative or past the end
   */
  public static void checkOffset(NotationException e, CharSequence input) {
    if (e.offset() < 0 || e.offset() > input.length()) {
      throw new AssertionError(
          "error offset " + e.offset() + " outside the input of length " + input.length(), e);
    }
  }

  /**
   * Parses a damaged text: returns what the parser read, or null when it refused the text with a
   * {@link NotationException} whose offset lies inside it (checked); anything else it throws goes
   * on to fail the case.
   */
  static <T> @Nullable T parseOrRefuse(String text, Function<String, T> parser) {
    try {
      return parser.apply(text);
    } catch (NotationException e) {
      checkOffset(e, text);
      return null;
    }
  }

  /**
   * Checks that a refusal of bad input is the documented kind: an {@link IllegalArgumentException}
   * (a {@link NotationException} included) with a message, never a {@link NumberFormatException}
   * leaking from a number parser.
   *
   * @param e what was thrown
   * @param what what was called, for the failure message
   * @throws AssertionError if {@code e} is of another kind or says nothing
   */
  public static void checkRefusal(RuntimeException e, String what) {
    Objects.requireNonNull(e, "e");
    Objects.requireNonNull(what, "what");
    if (!(e instanceof IllegalArgumentException) || e instanceof NumberFormatException) {
      throw new AssertionError(what + " threw " + e + " instead of IllegalArgumentException", e);
    }
    if (e.getMessage() == null || e.getMessage().isBlank()) {
      throw new AssertionError(what + " refused with an empty message: " + e, e);
    }
  }

  /**
   * Fuzzes a game's setup options: damaged {@code Options} texts (as records and the command line
   * write them) through {@link GameRecord#parseOptions}, then {@link GameProvider#create}; option
   * maps with damaged names and values straight to {@code create}; damaged positions through {@link
   * GameProvider#optionsFor}. Checks that:
   *
   * <ul>
   *   <li>{@code parseOptions} refuses only with {@link NotationException} whose offset lies inside
   *       the text, and what it reads formats back ({@link GameRecord#formatOptions}) to a text
   *       that reads back to the same options;
   *   <li>{@code create} refuses only with {@link IllegalArgumentException} with a message (never
   *       {@link NumberFormatException}, {@link NullPointerException}, ...), and a game it makes
   *       has options from which {@code create} makes an equal setup;
   *   <li>{@code optionsFor} never throws, and what it returns is accepted by {@code create}.
   * </ul>
   *
   * @param provider the game's provider
   * @param valid valid option maps to damage (at least one; an empty map is allowed)
   * @param positions valid positions in the game's notation to damage (may be empty)
   * @param seed the seed
   * @param cases how many cases
   * @return {@code cases}
   * @throws AssertionError on the first violation, with the seed and the input
   */
  public static long setupOptions(
      GameProvider provider,
      List<Map<String, String>> valid,
      List<String> positions,
      long seed,
      int cases) {
    Objects.requireNonNull(provider, "provider");
    Objects.requireNonNull(positions, "positions");
    if (valid.isEmpty()) {
      throw new IllegalArgumentException("give at least one valid option map");
    }
    List<String> names = new ArrayList<>(provider.options().keySet());
    return run(
        provider.name() + " setup options",
        seed,
        cases,
        (r, inputs) -> {
          Map<String, String> base = valid.get(r.nextInt(valid.size()));
          int kind = r.nextInt(positions.isEmpty() ? 2 : 3);
          if (kind == 0) {
            String text = inputs.add("options", damage(GameRecord.formatOptions(base), r));
            Map<String, String> parsed = parseOrRefuse(text, GameRecord::parseOptions);
            if (parsed == null) {
              return;
            }
            String again = GameRecord.formatOptions(parsed);
            check(
                GameRecord.parseOptions(again).equals(parsed),
                "options do not read back equal from " + quote(again));
            create(provider, parsed);
          } else if (kind == 1) {
            Map<String, String> map = new LinkedHashMap<>(base);
            int edits = 1 + r.nextInt(3);
            for (int e = 0; e < edits; e++) {
              String name =
                  names.isEmpty() || r.nextInt(4) == 0
                      ? damage(names.isEmpty() ? "x" : names.get(r.nextInt(names.size())), r)
                      : names.get(r.nextInt(names.size()));
              String value = map.getOrDefault(name, base.values().stream().findFirst().orElse(""));
              map.put(name, r.nextInt(3) == 0 ? junk(r, r.nextInt(6)) : damage(value, r));
            }
            inputs.add("option map", map.toString());
            create(provider, map);
          } else {
            String text =
                inputs.add("position", damage(positions.get(r.nextInt(positions.size())), r));
            Map<String, String> implied = provider.optionsFor(text);
            if (!implied.isEmpty()) {
              Map<String, String> merged = new LinkedHashMap<>(base);
              merged.putAll(implied);
              try {
                provider.create(merged);
              } catch (IllegalArgumentException e) {
                // The implied options may contradict the others (a seat beyond the players).
                checkRefusal(e, "create(" + merged + ")");
              }
            }
          }
        });
  }

  /** Creates the game; a refusal must be the documented one, a game must recreate itself. */
  private static void create(GameProvider provider, Map<String, String> options) {
    Game<?, ?> made;
    try {
      made = provider.create(options);
    } catch (RuntimeException e) {
      checkRefusal(e, "create(" + options + ")");
      return;
    }
    check(made != null, "create returned null");
    Map<String, String> own = made.options();
    Game<?, ?> again = provider.create(own);
    check(
        again.options().equals(own),
        "create(" + own + ") makes a game with options " + again.options());
  }

  /** Fails the case with the message unless {@code ok}. */
  static void check(boolean ok, String what) {
    if (!ok) {
      throw new AssertionError(what);
    }
  }
}
