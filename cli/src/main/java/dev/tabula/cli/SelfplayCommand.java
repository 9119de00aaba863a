package dev.tabula.cli;

import dev.tabula.core.Agent;
import dev.tabula.core.Game;
import dev.tabula.core.GameRecord;
import dev.tabula.core.Observations;
import dev.tabula.core.SetupResolver;
import dev.tabula.learn.Samples;
import dev.tabula.learn.SelfPlay;
import dev.tabula.learn.SelfPlayManifest;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
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
  static final String MANIFEST = SelfPlayManifest.NAME;

  @Mixin GamesOption gamesOption;

  @Option(
      names = {"-b", "--bots"},
      paramLabel = "BOT[,BOT...]",
      defaultValue = "mcts",
      description =
          "The bots, one per seat in seat order (a shorter list is filled up with its last):"
              + " random, mc[:N], mcts[:N], alphabeta, expectimax, with settings as in 'tabula"
              + " play'. MCTS gives its root visits as the policy, the others the move played."
              + " Searches play without the game's opening book."
              + " Time limits make the files differ from run to run. Default: ${DEFAULT-VALUE}.")
  String bots;

  @Mixin SeedOption seed;

  @Mixin ThreadsOption threads;

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
      names = "--first-game",
      paramLabel = "K",
      defaultValue = "0",
      description =
          "Play games K to K+N-1 of the seeded run (one shard of a larger run, by hand): the"
              + " files are those the whole run writes for these games. K must be a multiple of"
              + " --games-per-file. Default: ${DEFAULT-VALUE}.")
  long firstGame;

  @Option(
      names = "--temperature-plies",
      paramLabel = "N",
      defaultValue = "0",
      description =
          "Explore over the first N plies of each game: MCTS plays a move drawn in proportion to"
              + " its root visits (temperature 1) instead of its best; the policy stays the"
              + " visits. Seeded like the rest. Default: ${DEFAULT-VALUE} (no exploration).")
  int temperaturePlies;

  @Option(
      names = "--random-plies",
      paramLabel = "N",
      defaultValue = "0",
      description =
          "Open every game with N uniformly random plies, which give no samples: games of"
              + " deterministic bots (alphabeta, expectimax) then differ. Seeded like the rest."
              + " Default: ${DEFAULT-VALUE}.")
  int randomPlies;

  @Option(
      names = "--records",
      paramLabel = "FILE",
      description =
          "Take the samples from the games of a record file (as 'tabula replay' reads it; - for"
              + " standard input) instead of playing: the policy is the move played, the return the"
              + " rules' result, or the recorded one for a game that stopped early (resigned, lost"
              + " on time). The first record sets the game up. Not with the options that play.")
  String records;

  @Option(
      names = "--compress",
      description =
          "Deflate the arrays (as numpy.savez_compressed): much smaller files, which then depend"
              + " on the JVM's zlib as well.")
  boolean compress;

  SelfplayCommand(Env env) {
    super(env);
  }

  /** The records of {@code --records}, opened before the game is set up. */
  private RecordFile recordFile;

  /** The options that say how to play, which {@code --records} leaves no room for. */
  private static final List<String> PLAYING =
      List.of(
          "--bots",
          "--games",
          "--seed",
          "--threads",
          "--first-game",
          "--max-plies",
          "--temperature-plies",
          "--random-plies");

  @Override
  void prepare() {
    if (records != null) {
      for (String o : PLAYING) {
        if (spec.commandLine().getParseResult().hasMatchedOption(o)) {
          throw badOptions(o + " does not go with --records, whose games are played already");
        }
      }
      recordFile = RecordFile.open(env, records);
    }
  }

  @Override
  SetupResolver input(SetupResolver resolver) {
    return recordFile == null ? resolver : recordFile.setup(resolver);
  }

  @Override
  <S, M> int run(Game<S, M> game) {
    if (recordFile != null) {
      return fromRecords(game);
    }
    long games = gamesOption.count(this);
    int k = threads.count(this);
    atLeast("--games-per-file", gamesPerFile, 1);
    atLeast("--max-plies", maxPlies, 1);
    if (firstGame < 0 || firstGame % gamesPerFile != 0) {
      throw badOptions(
          "--first-game must be a multiple of --games-per-file ("
              + gamesPerFile
              + ") and >= 0, got "
              + firstGame);
    }
    if (games > Long.MAX_VALUE - firstGame) {
      throw badOptions("--first-game " + firstGame + " plus --games " + games + " is too large");
    }
    atLeast("--temperature-plies", temperaturePlies, 0);
    atLeast("--random-plies", randomPlies, 0);
    if (Observations.of(game).isEmpty()) {
      throw new CliException(game.name() + " has no observation tensor, so no self-play samples");
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
    long s = seed.value();
    SelfPlay<S, M> selfPlay = SelfPlay.of(game, agents).seed(s);
    if (maxPlies != null) {
      selfPlay = selfPlay.maxPlies(maxPlies);
    }
    selfPlay = selfPlay.temperaturePlies(temperaturePlies).randomPlies(randomPlies);
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
    List<SelfPlayManifest.Entry> files = new ArrayList<>();
    long end = firstGame + games;
    for (long from = firstGame; from < end; from += gamesPerFile) {
      long to = Math.min(end, from + gamesPerFile);
      files.add(write(selfPlay.play(from, to, k, listener), from, to - from));
    }
    progress.clear();
    String json =
        SelfPlayManifest.json(selfPlay, names, firstGame, games, gamesPerFile, compress, files);
    return summary(game, games, "by " + String.join(",", names) + ", seed " + s, json, files);
  }

  /** {@code --records}: the samples of the recorded games, {@code --games-per-file} to a file. */
  private <S, M> int fromRecords(Game<S, M> game) {
    atLeast("--games-per-file", gamesPerFile, 1);
    if (Observations.of(game).isEmpty()) {
      throw new CliException(game.name() + " has no observation tensor, so no samples");
    }
    prepareDirectory();
    List<SelfPlayManifest.Entry> files = new ArrayList<>();
    List<GameRecord<S, M>> batch = new ArrayList<>();
    long[] from = new long[1];
    long games =
        recordFile.each(
            game,
            r -> {
              batch.add(r);
              if (batch.size() == gamesPerFile) {
                files.add(write(Samples.ofRecords(game, batch, from[0]), from[0], batch.size()));
                from[0] += batch.size();
                batch.clear();
              }
            });
    if (!batch.isEmpty()) {
      files.add(write(Samples.ofRecords(game, batch, from[0]), from[0], batch.size()));
    }
    String json =
        SelfPlayManifest.jsonOfRecords(game, records, games, gamesPerFile, compress, files);
    return summary(game, games, "from " + records, json, files);
  }

  /** Writes the file of the games from {@code first} on and returns its manifest entry. */
  private SelfPlayManifest.Entry write(Samples samples, long first, long games) {
    String name = SelfPlayManifest.fileName(first / gamesPerFile);
    Path file = out.resolve(name);
    try (OutputStream o = new BufferedOutputStream(Files.newOutputStream(file), 1 << 16)) {
      samples.writeNpz(o, compress);
    } catch (IOException e) {
      throw new CliException("cannot write '" + file + "': " + Messages.reason(e), e);
    }
    return new SelfPlayManifest.Entry(name, first, games, samples.size());
  }

  /** Writes the manifest and prints the summary line. */
  private int summary(
      Game<?, ?> game, long games, String source, String json, List<SelfPlayManifest.Entry> files) {
    Path manifest = out.resolve(MANIFEST);
    try {
      Files.writeString(manifest, json, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new CliException("cannot write '" + manifest + "': " + Messages.reason(e), e);
    }
    long total = 0;
    for (SelfPlayManifest.Entry e : files) {
      total += e.samples();
    }
    PrintWriter pw = out();
    pw.println(
        game.name()
            + ": "
            + Messages.count(games, "game")
            + " "
            + source
            + ": "
            + Messages.count(total, "sample")
            + " in "
            + Messages.count(files.size(), "file")
            + ", "
            + manifest);
    pw.flush();
    return 0;
  }

  /**
   * Creates the output directory, or checks that it holds no self-play data yet ({@link
   * SelfPlayManifest#requireNoRun}, the check the Beam pipeline makes too).
   */
  private void prepareDirectory() {
    try {
      if (Files.exists(out) && !Files.isDirectory(out)) {
        throw new CliException("--out '" + out + "' is not a directory");
      }
      Files.createDirectories(out);
      List<String> names = new ArrayList<>();
      try (DirectoryStream<Path> files = Files.newDirectoryStream(out)) {
        for (Path f : files) {
          names.add(f.getFileName().toString());
        }
      }
      SelfPlayManifest.requireNoRun(out.toString(), names);
    } catch (IllegalArgumentException e) {
      throw new CliException(e.getMessage(), e);
    } catch (IOException e) {
      throw new CliException("cannot create '" + out + "': " + Messages.reason(e), e);
    }
  }
}
