package dev.tabula.benchmarks.toguz;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The real games the benchmarks take their positions from: 200 games from {@code
 * shared/data/toguz/games_normalized.jsonl} (every 15th or 16th line of its 3,140, i.e. line {@code
 * 1 + i * 3140 / 200} for {@code i = 0..199}), reduced to their move lists and final positions and
 * stored in {@code games200.jsonl} next to this class. Parsed by hand: the benchmarks need no JSON
 * library.
 */
final class RecordedGames {
  /** The resource, relative to this class. */
  static final String RESOURCE = "games200.jsonl";

  /**
   * One recorded game.
   *
   * @param line its line in the original data file
   * @param id the game's id in its source
   * @param moves the moves as recorded, e.g. {@code "87"}, {@code "68x"}
   * @param over whether the game ended by the rules
   * @param finalFen the recorded final position
   */
  record Game(int line, String id, List<String> moves, boolean over, String finalFen) {
    /** Returns the action (hole - 1) of ply {@code i}. */
    int action(int i) {
      return moves.get(i).charAt(0) - '1';
    }
  }

  private RecordedGames() {}

  /** Loads all the games of {@link #RESOURCE}. */
  static List<Game> load() {
    List<Game> games = new ArrayList<>();
    try (InputStream in = RecordedGames.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + RESOURCE);
      }
      BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      for (String l = r.readLine(); l != null; l = r.readLine()) {
        if (!l.isBlank()) {
          games.add(parse(l));
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return games;
  }

  static Game parse(String json) {
    int line = Integer.parseInt(field(json, "line"));
    String id = field(json, "id");
    if (id.startsWith("\"")) {
      id = unquote(id);
    }
    String movesText = field(json, "moves");
    List<String> moves = new ArrayList<>();
    String inner = movesText.substring(1, movesText.length() - 1).trim();
    if (!inner.isEmpty()) {
      for (String m : inner.split(",", -1)) {
        moves.add(unquote(m.trim()));
      }
    }
    boolean over = Boolean.parseBoolean(field(json, "over"));
    String fen = unquote(field(json, "fen"));
    return new Game(line, id, List.copyOf(moves), over, fen);
  }

  /** Returns the raw value of a top-level field: a string, number, boolean or flat array. */
  private static String field(String json, String name) {
    String key = "\"" + name + "\":";
    int start = json.indexOf(key);
    if (start < 0) {
      throw new IllegalArgumentException("no field " + name + " in " + json);
    }
    start += key.length();
    char c = json.charAt(start);
    int end;
    if (c == '"') {
      end = json.indexOf('"', start + 1) + 1;
    } else if (c == '[') {
      end = json.indexOf(']', start) + 1;
    } else {
      end = start;
      while (end < json.length() && json.charAt(end) != ',' && json.charAt(end) != '}') {
        end++;
      }
    }
    return json.substring(start, end);
  }

  private static String unquote(String s) {
    if (s.length() < 2 || s.charAt(0) != '"' || s.charAt(s.length() - 1) != '"') {
      throw new IllegalArgumentException("not a string: " + s);
    }
    return s.substring(1, s.length() - 1);
  }
}
