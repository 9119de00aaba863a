package dev.tabula.learn;

import dev.tabula.core.Game;
import dev.tabula.core.Observations;
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
   * (when not 0), games, games per file, max plies, exploration plies (when not 0), compression,
   * samples, observation shape, number of actions and the files.
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
    Game<?, ?> game = selfPlay.game();
    long total = 0;
    for (Entry e : files) {
      total += e.samples();
    }
    StringBuilder sb = new StringBuilder("{\n");
    sb.append("  \"format\": \"tabula-selfplay 1\",\n");
    sb.append("  \"game\": ").append(quote(game.name())).append(",\n");
    sb.append("  \"setup\": {");
    boolean first = true;
    for (Map.Entry<String, String> o : game.options().entrySet()) {
      sb.append(first ? "" : ", ")
          .append(quote(o.getKey()))
          .append(": ")
          .append(quote(o.getValue()));
      first = false;
    }
    sb.append("},\n");
    sb.append("  \"players\": ").append(game.numPlayers()).append(",\n");
    sb.append("  \"bots\": [");
    for (int i = 0; i < bots.size(); i++) {
      sb.append(i == 0 ? "" : ", ").append(quote(bots.get(i)));
    }
    sb.append("],\n");
    sb.append("  \"seed\": ").append(selfPlay.seed()).append(",\n");
    if (firstGame != 0) {
      sb.append("  \"first_game\": ").append(firstGame).append(",\n");
    }
    sb.append("  \"games\": ").append(games).append(",\n");
    sb.append("  \"games_per_file\": ").append(gamesPerFile).append(",\n");
    sb.append("  \"max_plies\": ").append(selfPlay.maxPlies()).append(",\n");
    if (selfPlay.temperaturePlies() != 0) {
      sb.append("  \"temperature_plies\": ").append(selfPlay.temperaturePlies()).append(",\n");
    }
    sb.append("  \"compressed\": ").append(compressed).append(",\n");
    sb.append("  \"samples\": ").append(total).append(",\n");
    sb.append("  \"observation_shape\": [");
    int[] shape = Observations.of(game).orElseThrow().observationShape();
    for (int i = 0; i < shape.length; i++) {
      sb.append(i == 0 ? "" : ", ").append(shape[i]);
    }
    sb.append("],\n");
    sb.append("  \"num_actions\": ").append(game.numDistinctActions()).append(",\n");
    sb.append("  \"files\": [\n");
    for (int i = 0; i < files.size(); i++) {
      Entry e = files.get(i);
      String entry =
          String.format(
              Locale.ROOT,
              "    {\"name\": %s, \"first_game\": %d, \"games\": %d, \"samples\": %d}",
              quote(e.name()),
              e.firstGame(),
              e.games(),
              e.samples());
      sb.append(entry).append(i + 1 < files.size() ? ",\n" : "\n");
    }
    sb.append("  ]\n}\n");
    return sb.toString();
  }

  /** A JSON string. */
  static String quote(String s) {
    StringBuilder sb = new StringBuilder("\"");
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> sb.append("\\\"");
        case '\\' -> sb.append("\\\\");
        default -> {
          if (c < 0x20 || c == 0x7f || (c >= 0x80 && c <= 0x9f)) {
            sb.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
          } else {
            sb.append(c);
          }
        }
      }
    }
    return sb.append('"').toString();
  }
}
