package dev.tabula.learn;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.PrettyPrinter;
import dev.tabula.core.Game;
import dev.tabula.core.Observations;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The files of a self-play run as {@code tabula selfplay} and the Beam pipeline write them: {@code
 * selfplay-00000.npz}, ... (file {@code k} holds games {@code k*G} to {@code k*G+G-1} for {@code G}
 * games per file) and {@code manifest.json}, which says what was played and what each file holds.
 * The manifest is a function of its arguments, so the same run gives the same bytes.
 *
 * <p>A run is written to a directory of its own: {@link #requireNoRun} is the one check that a
 * directory holds no run yet, which both writers make before the first file, so that the files of
 * two runs never mix (a loader that globs {@code selfplay-*.npz} would read both). Stateless.
 */
public final class SelfPlayManifest {
  private SelfPlayManifest() {}

  /** The name of the manifest in the output directory. */
  public static final String NAME = "manifest.json";

  /**
   * What one {@code .npz} file holds.
   *
   * @param name the file's name, {@link #fileName}
   * @param firstGame the first game's index
   * @param games the number of games, {@code >= 1}
   * @param samples the number of samples
   */
  public record Entry(String name, long firstGame, long games, long samples) {
    /**
     * Checks the components.
     *
     * @param name the file's name
     * @param firstGame the first game's index
     * @param games the games
     * @param samples the samples
     * @throws IllegalArgumentException if a number is negative or there are no games
     */
    public Entry {
      Objects.requireNonNull(name, "name");
      if (firstGame < 0 || games < 1 || samples < 0) {
        throw new IllegalArgumentException(
            "bad file entry: first game " + firstGame + ", " + games + " games, " + samples);
      }
    }
  }

  /**
   * Returns the name of file number {@code index}: {@code selfplay-00000.npz} for 0.
   *
   * @param index the file's number, {@code >= 0}
   * @return the name
   * @throws IllegalArgumentException if {@code index < 0}
   */
  public static String fileName(long index) {
    if (index < 0) {
      throw new IllegalArgumentException("negative file number " + index);
    }
    return String.format(Locale.ROOT, PREFIX + "%05d" + SUFFIX, index);
  }

  /**
   * Returns whether a file name is one a run writes: {@code selfplay-}, anything, {@code .npz}, or
   * the manifest's {@link #NAME}.
   *
   * @param name a file's name, without its directory
   * @return whether a run writes files of that name
   */
  public static boolean isRunFile(String name) {
    Objects.requireNonNull(name, "name");
    return name.equals(NAME) || (name.startsWith(PREFIX) && name.endsWith(SUFFIX));
  }

  private static final String PREFIX = "selfplay-";

  private static final String SUFFIX = ".npz";

  /**
   * Checks that a new run may be written to a directory: that none of the names of the files there
   * is a run's ({@link #isRunFile}). Each writer lists its own directory (a local one, or any file
   * system's) and passes the names here.
   *
   * @param dir the directory as the user gave it, for the message
   * @param names the names of the files in it (none when it does not exist yet)
   * @throws IllegalArgumentException if a name is a run's: {@code --out 'DIR' already holds
   *     self-play data (NAME); choose another directory or remove it}, with the first such name in
   *     alphabetical order
   */
  public static void requireNoRun(String dir, Iterable<String> names) {
    Objects.requireNonNull(dir, "dir");
    @Nullable String first = null;
    for (String name : names) {
      if (isRunFile(name) && (first == null || name.compareTo(first) < 0)) {
        first = name;
      }
    }
    if (first != null) {
      throw new IllegalArgumentException(
          "--out '"
              + dir
              + "' already holds self-play data ("
              + first
              + "); choose another directory or remove it");
    }
  }

  /**
   * Returns the manifest as JSON text: format, game, setup, players, bots, seed, the first game
   * (when not 0), games, games per file, max plies, exploration plies and random plies (each when
   * not 0), compression, samples, observation shape, number of actions and the files.
   *
   * @param selfPlay the generator (its game, seed, cap on plies and exploration)
   * @param bots the bots' names, in seat order
   * @param firstGame the first game's index of the run
   * @param games the number of games of the run
   * @param gamesPerFile the games per file
   * @param compressed whether the arrays are deflated
   * @param files the files, in order
   * @return the JSON text, ending with a line break
   */
  public static String json(
      SelfPlay<?, ?> selfPlay,
      List<String> bots,
      long firstGame,
      long games,
      int gamesPerFile,
      boolean compressed,
      List<Entry> files) {
    return json(
        selfPlay.game(), selfPlay, bots, null, firstGame, games, gamesPerFile, compressed, files);
  }

  /**
   * Returns the manifest of samples taken from recorded games ({@link Samples#ofRecords}) as JSON
   * text: as {@link #json json} writes it, with {@code records} (where the games came from) in
   * place of the bots, the seed and what only playing has (the cap on plies, exploration, random
   * plies).
   *
   * @param game the game, as set up
   * @param records where the records came from, e.g. the file's name
   * @param games the number of records
   * @param gamesPerFile the games per file
   * @param compressed whether the arrays are deflated
   * @param files the files, in order
   * @return the JSON text, ending with a line break
   */
  public static String jsonOfRecords(
      Game<?, ?> game,
      String records,
      long games,
      int gamesPerFile,
      boolean compressed,
      List<Entry> files) {
    Objects.requireNonNull(records, "records");
    return json(game, null, List.of(), records, 0, games, gamesPerFile, compressed, files);
  }

  private static String json(
      Game<?, ?> game,
      @Nullable SelfPlay<?, ?> selfPlay,
      List<String> bots,
      @Nullable String records,
      long firstGame,
      long games,
      int gamesPerFile,
      boolean compressed,
      List<Entry> files) {
    long total = 0;
    for (Entry e : files) {
      total += e.samples();
    }
    StringWriter text = new StringWriter();
    try (JsonGenerator json = JSON.createGenerator(text)) {
      json.setPrettyPrinter(new Layout());
      json.writeStartObject();
      json.writeStringField("format", "tabula-selfplay 1");
      json.writeStringField("game", game.name());
      json.writeObjectFieldStart("setup");
      for (Map.Entry<String, String> o : game.options().entrySet()) {
        json.writeStringField(o.getKey(), o.getValue());
      }
      json.writeEndObject();
      json.writeNumberField("players", game.numPlayers());
      if (selfPlay == null) {
        json.writeStringField("records", records);
      } else {
        json.writeArrayFieldStart("bots");
        for (String b : bots) {
          json.writeString(b);
        }
        json.writeEndArray();
        json.writeNumberField("seed", selfPlay.seed());
        if (firstGame != 0) {
          json.writeNumberField("first_game", firstGame);
        }
      }
      json.writeNumberField("games", games);
      json.writeNumberField("games_per_file", gamesPerFile);
      if (selfPlay != null) {
        json.writeNumberField("max_plies", selfPlay.maxPlies());
        if (selfPlay.temperaturePlies() != 0) {
          json.writeNumberField("temperature_plies", selfPlay.temperaturePlies());
        }
        if (selfPlay.randomPlies() != 0) {
          json.writeNumberField("random_plies", selfPlay.randomPlies());
        }
      }
      json.writeBooleanField("compressed", compressed);
      json.writeNumberField("samples", total);
      int[] shape = Observations.of(game).orElseThrow().observationShape();
      json.writeFieldName("observation_shape");
      json.writeArray(shape, 0, shape.length);
      json.writeNumberField("num_actions", game.numDistinctActions());
      json.writeArrayFieldStart("files");
      for (Entry e : files) {
        json.writeStartObject();
        json.writeStringField("name", e.name());
        json.writeNumberField("first_game", e.firstGame());
        json.writeNumberField("games", e.games());
        json.writeNumberField("samples", e.samples());
        json.writeEndObject();
      }
      json.writeEndArray();
      json.writeEndObject();
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a StringWriter does not fail
    }
    return text.append('\n').toString();
  }

  private static final JsonFactory JSON = new JsonFactory();

  /**
   * How the manifest is laid out for people (Jackson writes the JSON, this places the white space):
   * the top-level entries one per line, indented two spaces; nested objects and arrays on one line,
   * {@code ", "} between their entries and {@code ": "} after every name; except that an array of
   * objects (the files) has each object on a line of its own. One per generator.
   */
  private static final class Layout implements PrettyPrinter {
    /** Per open container, innermost last: whether it is an array that holds objects. */
    private final Deque<boolean[]> open = new ArrayDeque<>();

    @Override
    public void writeRootValueSeparator(JsonGenerator g) throws IOException {
      g.writeRaw('\n');
    }

    @Override
    public void writeStartObject(JsonGenerator g) throws IOException {
      boolean[] parent = open.peekLast();
      if (parent != null && parent.length == 2) { // an array: it holds objects
        parent[1] = true;
        g.writeRaw("\n    ");
      }
      g.writeRaw('{');
      open.addLast(new boolean[1]);
    }

    @Override
    public void writeEndObject(JsonGenerator g, int entries) throws IOException {
      open.removeLast();
      g.writeRaw(open.isEmpty() ? "\n}" : "}");
    }

    @Override
    public void beforeObjectEntries(JsonGenerator g) throws IOException {
      if (open.size() == 1) {
        g.writeRaw("\n  ");
      }
    }

    @Override
    public void writeObjectEntrySeparator(JsonGenerator g) throws IOException {
      g.writeRaw(open.size() == 1 ? ",\n  " : ", ");
    }

    @Override
    public void writeObjectFieldValueSeparator(JsonGenerator g) throws IOException {
      g.writeRaw(": ");
    }

    @Override
    public void writeStartArray(JsonGenerator g) throws IOException {
      g.writeRaw('[');
      open.addLast(new boolean[2]);
    }

    @Override
    public void beforeArrayValues(JsonGenerator g) {}

    @Override
    public void writeArrayValueSeparator(JsonGenerator g) throws IOException {
      boolean[] array = open.getLast();
      g.writeRaw(array[1] ? "," : ", ");
    }

    @Override
    public void writeEndArray(JsonGenerator g, int values) throws IOException {
      boolean[] array = open.removeLast();
      g.writeRaw(array[1] ? "\n  ]" : "]");
    }
  }
}
