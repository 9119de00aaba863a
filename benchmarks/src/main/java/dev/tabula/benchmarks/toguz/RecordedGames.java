package dev.tabula.benchmarks.toguz;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
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
 * stored in {@code games200.jsonl} next to this class, one JSON object per line, read with Jackson.
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
    JsonNode o;
    try {
      o = JSON.readTree(json);
    } catch (IOException e) {
      throw new IllegalArgumentException("not a JSON object: " + json, e);
    }
    List<String> moves = new ArrayList<>();
    for (JsonNode m : required(o, "moves")) {
      moves.add(m.asText());
    }
    return new Game(
        required(o, "line").asInt(),
        required(o, "id").asText(),
        List.copyOf(moves),
        required(o, "over").asBoolean(),
        required(o, "fen").asText());
  }

  private static final ObjectMapper JSON = new ObjectMapper();

  private static JsonNode required(JsonNode o, String name) {
    JsonNode v = o.get(name);
    if (v == null) {
      throw new IllegalArgumentException("no field " + name + " in " + o);
    }
    return v;
  }
}
