package dev.tabula.cli;

import dev.tabula.core.Game;
import dev.tabula.core.GameProvider;
import dev.tabula.testkit.fixtures.RollNim;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Registers the testkit's {@link RollNim} as game {@code rollnim} for the tests (META-INF/services
 * in the test resources: the testkit registers no game, so its jar adds none for its users).
 */
public final class RollNimProvider implements GameProvider {

  /** For ServiceLoader. */
  public RollNimProvider() {}

  @Override
  public String name() {
    return "rollnim";
  }

  @Override
  public String description() {
    return "Nim with a die (a test game)";
  }

  @Override
  public Map<String, String> options() {
    Map<String, String> o = new LinkedHashMap<>();
    o.put("players", "number of players, 2..4 (default 2)");
    o.put("pile", "stones at the start, 1..99 (default 10)");
    o.put("fault", "a bug built in, for tests: moves, format, result or apply (default none)");
    return o;
  }

  /** Games made so far, for tests that games are made once per setup. */
  static final AtomicInteger CREATED = new AtomicInteger();

  private static final Pattern PLAYERS = Pattern.compile("\\d{1,2} \\d [-1-3] /(\\d)");

  /** A position that ends with {@code /N} implies players=N. */
  @Override
  public Map<String, String> optionsFor(CharSequence position) {
    Matcher m = PLAYERS.matcher(position);
    return m.matches() ? Map.of("players", m.group(1)) : Map.of();
  }

  @Override
  public Game<?, ?> create(Map<String, String> options) {
    CREATED.incrementAndGet();
    int players = number(options, "players", 2, 2, 4);
    int pile = number(options, "pile", 10, 1, 99);
    String fault = options.getOrDefault("fault", "");
    if (!List.of("", "moves", "format", "result", "apply").contains(fault)) {
      throw new IllegalArgumentException(
          "fault must be moves, format, result or apply, got '" + fault + "'");
    }
    return new RollNim(players, pile, fault);
  }

  private static int number(Map<String, String> options, String name, int dflt, int min, int max) {
    String v = options.get(name);
    if (v == null) {
      return dflt;
    }
    try {
      int n = Integer.parseInt(v);
      if (n >= min && n <= max) {
        return n;
      }
    } catch (NumberFormatException e) {
      // below
    }
    throw new IllegalArgumentException(name + " must be " + min + ".." + max + ", got '" + v + "'");
  }
}
