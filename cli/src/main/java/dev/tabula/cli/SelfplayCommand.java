package dev.tabula.cli;

import dev.tabula.core.Agent;
import dev.tabula.core.Game;
import dev.tabula.learn.Samples;
import dev.tabula.learn.SelfPlay;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code tabula selfplay}: games between built-in bots written as training samples for learners,
 * NumPy {@code .npz} files of {@code --games-per-file} games each plus a {@code manifest.json},
 * built on {@link SelfPlay}. The files are a function of the game, its setup, the bots, the seed,
 * the number of games, the games per file, the cap on plies and the compression; the number of
 * threads does not change them.
 */
@Command(
    name = "selfplay",
    description = {
      "Bots play games against each other and every decision becomes a training sample for a"
          + " learner: the observation, the legal-action mask, the policy (MCTS root visits, else"
          + " the move played) and the final return, in NumPy .npz files (docs/selfplay.md).",
      "Writes DIR/selfplay-00000.npz, ... and DIR/manifest.json; progress on standard error when"
          + " it is a terminal, a summary on standard output. The same seed gives the same files"
          + " whatever the number of threads."
    })
final class SelfplayCommand extends GameCommand {

  /** Games per file by default. */
  static final int DEFAULT_GAMES_PER_FILE = 100;

  /** The name of the manifest in the output directory. */
  static final String MANIFEST = "manifest.json";

  @Option(
      names = {"-n", "--games"},
      paramLabel = "N",
      required = true,
      description = "Games to play.")
  long games;

  @Option(
      names = {"-b", "--bots"},
      paramLabel = "BOT[,BOT...]",
      defaultValue = "mcts",
      description =
          "The bots, one per seat in seat order (a shorter list is filled up with its last):"
              + " random, mc[:N], mcts[:N], alphabeta, expectimax, with settings as in 'tabula"
              + " play'. MCTS gives its root visits as the policy, the others the move played."
              + " Time limits make the files differ from run to run. Default: ${DEFAULT-VALUE}.")
  String bots;

  @Option(
      names = {"-s", "--seed"},
      paramLabel = "S",
      description = "Seed of the games: chance outcomes and the bots (default: a fresh one).")
  Long seed;

  @Option(
      names = {"-j", "--threads"},
      paramLabel = "K",
      description = "Games at once (default: the number of processors); the files do not change.")
  Integer threads;

  @Option(
      names = "--out",
      paramLabel = "DIR",
      required = true,
      description =
          "The directory to write to; created if missing, and must not hold self-play"
              + " data already.")
  Path out;

  @Option(
      names = "--games-per-file",
      paramLabel = "G",
      defaultValue = "" + DEFAULT_GAMES_PER_FILE,
      description =
          "Games per .npz file: file k holds games k*G to k*G+G-1. Default: ${DEFAULT-VALUE}.")
  int gamesPerFile;

  @Option(
      names = "--max-plies",
      paramLabel = "N",
      description =
          "Stop a game after N plies (chance outcomes count); its samples get return 0. Default:"
              + " the game's bound, at most "
              + SelfPlay.DEFAULT_MAX_PLIES
              + ".")
  Integer maxPlies;

  @Option(
      names = "--compress",
      description =
          "Deflate the arrays (as numpy.savez_compressed): much smaller files, which then depend"
              + " on the JVM's zlib as well.")
  boolean compress;

  SelfplayCommand(Env env) {
    super(env);
  }

  @Override
  <S, M> int run(Game<S, M> game) {
    if (games < 1) {
      throw badOptions("--games must be >= 1, got " + games);
    }
    if (threads != null && threads < 1) {
      throw badOptions("--threads must be >= 1, got " + threads);
    }
    if (gamesPerFile < 1) {
      throw badOptions("--games-per-file must be >= 1, got " + gamesPerFile);
    }
    if (maxPlies != null && maxPlies < 1) {
      throw badOptions("--max-plies must be >= 1, got " + maxPlies);
    }
    try {
      game.observationShape();
    } catch (UnsupportedOperationException e) {
      throw new CliException(
          game.name() + " has no observation tensor, so no self-play samples", e);
    }
    for (String b : bots.split(",", -1)) {
      if (b.strip().startsWith(Bots.COMMAND_PREFIX)) {
        throw new CliException(
            "bad bot '" + b.strip() + "': selfplay plays built-in bots only, not programs");
      }
    }
    List<Bots.Named<S, M>> named = Bots.parse(game, bots);
    List<Agent<S, M>> agents = new ArrayList<>();
    List<String> names = new ArrayList<>();
    for (Bots.Named<S, M> b : named) {
      agents.add(b.agent());
      names.add(b.name());
    }
    long s = seed != null ? seed : new SecureRandom().nextLong() & Long.MAX_VALUE;
    SelfPlay<S, M> selfPlay = SelfPlay.of(game, agents).seed(s);
    if (maxPlies != null) {
      selfPlay = selfPlay.maxPlies(maxPlies);
    }
    int k = threads != null ? threads : Runtime.getRuntime().availableProcessors();
    prepareDirectory();

    Progress progress = new Progress(env);
    AtomicLong gamesDone = new AtomicLong();
    AtomicLong samplesDone = new AtomicLong();
    SelfPlay.Listener<S, M> listener =
        (index, record, samples) -> {
          long g = gamesDone.incrementAndGet();
          long n = samplesDone.addAndGet(samples);
          synchronized (progress) {
            if (progress.due()) {
              progress.show(
                  "games "
                      + g
                      + "/"
                      + games
                      + "  samples "
                      + n
                      + "  "
                      + Progress.rate(g, progress.elapsedSeconds())
                      + " games/s",
                  false);
            }
          }
        };
    List<String> files = new ArrayList<>();
    long total = 0;
    for (long from = 0; from < games; from += gamesPerFile) {
      long to = Math.min(games, from + gamesPerFile);
      Samples samples = selfPlay.play(from, to, k, listener);
      String name = String.format(Locale.ROOT, "selfplay-%05d.npz", from / gamesPerFile);
      Path file = out.resolve(name);
      try (OutputStream o = new BufferedOutputStream(Files.newOutputStream(file), 1 << 16)) {
        samples.writeNpz(o, compress);
      } catch (IOException e) {
        throw new CliException("cannot write '" + file + "': " + Messages.reason(e), e);
      }
      files.add(fileEntry(name, from, to - from, samples.size()));
      total += samples.size();
    }
    Path manifest = out.resolve(MANIFEST);
    String json = manifest(game, selfPlay, names, total, files);
    try {
      Files.writeString(manifest, json, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new CliException("cannot write '" + manifest + "': " + Messages.reason(e), e);
    }
    progress.clear();
    PrintWriter pw = out();
    pw.println(
        game.name()
            + ": "
            + Messages.count(games, "game")
            + " by "
            + String.join(",", names)
            + ", seed "
            + s
            + ": "
            + Messages.count(total, "sample")
            + " in "
            + Messages.count(files.size(), "file")
            + ", "
            + manifest);
    pw.flush();
    return 0;
  }

  /** Creates the output directory, or checks that it holds no self-play data yet. */
  private void prepareDirectory() {
    try {
      if (Files.exists(out) && !Files.isDirectory(out)) {
        throw new CliException("--out '" + out + "' is not a directory");
      }
      Files.createDirectories(out);
      try (DirectoryStream<Path> old =
          Files.newDirectoryStream(out, "{selfplay-*.npz," + MANIFEST + "}")) {
        java.util.Iterator<Path> it = old.iterator();
        if (it.hasNext()) {
          throw new CliException(
              "--out '"
                  + out
                  + "' already holds self-play data ("
                  + it.next().getFileName()
                  + "); choose another directory or remove it");
        }
      }
    } catch (IOException e) {
      throw new CliException("cannot create '" + out + "': " + Messages.reason(e), e);
    }
  }

  private static String fileEntry(String name, long first, long count, int samples) {
    return "{\"name\": "
        + quote(name)
        + ", \"first_game\": "
        + first
        + ", \"games\": "
        + count
        + ", \"samples\": "
        + samples
        + "}";
  }

  /** The manifest: what was played and what each file holds, as JSON, the same for one seed. */
  private String manifest(
      Game<?, ?> game,
      SelfPlay<?, ?> selfPlay,
      List<String> names,
      long total,
      List<String> files) {
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
    for (int i = 0; i < names.size(); i++) {
      sb.append(i == 0 ? "" : ", ").append(quote(names.get(i)));
    }
    sb.append("],\n");
    sb.append("  \"seed\": ").append(selfPlay.seed()).append(",\n");
    sb.append("  \"games\": ").append(games).append(",\n");
    sb.append("  \"games_per_file\": ").append(gamesPerFile).append(",\n");
    sb.append("  \"max_plies\": ").append(selfPlay.maxPlies()).append(",\n");
    sb.append("  \"compressed\": ").append(compress).append(",\n");
    sb.append("  \"samples\": ").append(total).append(",\n");
    sb.append("  \"observation_shape\": [");
    int[] shape = game.observationShape();
    for (int i = 0; i < shape.length; i++) {
      sb.append(i == 0 ? "" : ", ").append(shape[i]);
    }
    sb.append("],\n");
    sb.append("  \"num_actions\": ").append(game.numDistinctActions()).append(",\n");
    sb.append("  \"files\": [\n");
    for (int i = 0; i < files.size(); i++) {
      sb.append("    ").append(files.get(i)).append(i + 1 < files.size() ? ",\n" : "\n");
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
