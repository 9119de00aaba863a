package dev.tabula.marrakech;

import dev.tabula.core.Game;
import dev.tabula.core.GameProvider;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Makes {@link Marrakech} games for tools such as the command line: name {@code marrakech}, options
 * {@code players} (2, 3 or 4; default 4), {@code first} (the seat that begins; default 0) and
 * {@code facing} (Assam's starting facing N, E, S or W; default N).
 */
public final class MarrakechProvider implements GameProvider {

  /** Creates the provider (called by {@link java.util.ServiceLoader}). */
  public MarrakechProvider() {}

  @Override
  public String name() {
    return "marrakech";
  }

  @Override
  public String description() {
    return "Marrakech, the carpet market: 2 to 4 players move Assam, pay for rugs and place rugs";
  }

  @Override
  public Map<String, String> options() {
    Map<String, String> m = new LinkedHashMap<>();
    m.put("players", "number of players, 2, 3 or 4 (default 4)");
    m.put("first", "the seat that begins, 0 .. players-1 (default 0)");
    m.put("facing", "Assam's starting facing, N, E, S or W (default N)");
    return m;
  }

  @Override
  public Game<?, ?> create(Map<String, String> options) {
    int players = 4;
    int first = 0;
    Facing facing = Facing.N;
    for (Map.Entry<String, String> e : options.entrySet()) {
      String v = e.getValue() == null ? "" : e.getValue().trim();
      switch (e.getKey()) {
        case "players":
          players = parseInt("players", v);
          break;
        case "first":
          first = parseInt("first", v);
          break;
        case "facing":
          if (v.length() != 1 || "NESW".indexOf(Character.toUpperCase(v.charAt(0))) < 0) {
            throw new IllegalArgumentException(
                "option facing must be N, E, S or W, got '" + v + "'");
          }
          facing = Facing.of("NESW".indexOf(Character.toUpperCase(v.charAt(0))));
          break;
        default:
          throw new IllegalArgumentException(
              "unknown option '" + e.getKey() + "' for marrakech; known: players, first, facing");
      }
    }
    return Marrakech.of(players, first, facing);
  }

  private static int parseInt(String name, String v) {
    try {
      return Integer.parseInt(v);
    } catch (NumberFormatException ex) {
      throw new IllegalArgumentException("option " + name + " must be a number, got '" + v + "'");
    }
  }
}
