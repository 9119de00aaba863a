package dev.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code selfplay}: the files and the manifest, the same bytes for one seed whatever the number of
 * threads; NumPy (a real {@code python3} with {@code numpy}, Debian's {@code /usr/bin/python3}
 * preferred) reads them as the manifest says; one line for every mistake in the arguments.
 */
class SelfplayCommandTest {
  @TempDir Path dir;

  private Cli.Run selfplay(Path out, String threads, String... more) {
    List<String> args =
        new ArrayList<>(
            List.of(
                "selfplay",
                "toguz",
                "--bots",
                "mcts:10,random",
                "--games",
                "5",
                "--games-per-file",
                "2",
                "--max-plies",
                "80",
                "--seed",
                "3",
                "-j",
                threads,
                "--out",
                out.toString()));
    args.addAll(List.of(more));
    return Cli.run(args.toArray(new String[0]));
  }

  private static List<String> names(Path d) throws IOException {
    try (Stream<Path> s = Files.list(d)) {
      return s.map(p -> p.getFileName().toString()).sorted().toList();
    }
  }

  @Test
  void selfplay_sameSeed_sameFilesWhateverTheThreads() throws IOException {
    Path one = dir.resolve("one");
    Path two = dir.resolve("two");
    Cli.Run a = selfplay(one, "1").assertOk();
    selfplay(two, "2").assertOk();
    List<String> files =
        List.of("manifest.json", "selfplay-00000.npz", "selfplay-00001.npz", "selfplay-00002.npz");
    assertEquals(files, names(one));
    assertEquals(files, names(two));
    for (String f : files) {
      assertArrayEquals(Files.readAllBytes(one.resolve(f)), Files.readAllBytes(two.resolve(f)), f);
    }
    assertTrue(a.out().startsWith("toguz: 5 games by mcts:10,random, seed 3: "), a.out());
    assertTrue(a.out().strip().endsWith("in 3 files, " + one.resolve("manifest.json")), a.out());
    String manifest = Files.readString(one.resolve("manifest.json"));
    assertTrue(manifest.contains("\"bots\": [\"mcts:10\", \"random\"],"), manifest);
    assertTrue(manifest.contains("\"seed\": 3,"), manifest);
    assertTrue(
        manifest.contains(
            "{\"name\": \"selfplay-00002.npz\", \"first_game\": 4, \"games\": 1, \"samples\": "),
        manifest);
  }

  /** Reads the manifest and every file it lists with json and numpy, and checks they agree. */
  private static final String CHECK =
      """
        import json, os, sys
        import numpy as np
        d = sys.argv[1]
        m = json.load(open(os.path.join(d, 'manifest.json')))
        total = 0
        for f in m['files']:
            z = np.load(os.path.join(d, f['name']))
            n = f['samples']
            assert z['observations'].shape == (n, *m['observation_shape']), f
            assert z['observations'].dtype == np.float32
            assert z['legal_mask'].shape == (n, m['num_actions'])
            assert z['policy'].shape == (n, m['num_actions'])
            assert (z['policy'][~z['legal_mask']] == 0).all()
            assert np.allclose(z['policy'].sum(axis=1), 1, atol=1e-5)
            g = z['game']
            assert g.dtype == np.int64 and z['ply'].dtype == np.int32
            assert set(g.tolist()) == set(range(f['first_game'], f['first_game'] + f['games']))
            total += n
        assert total == m['samples'], (total, m['samples'])
        assert m['game'] == 'marrakech' and m['players'] == 3 and m['setup']['players'] == '3'
        print('ok', total)
        """;

  @Test
  void selfplay_numpyReadsTheFilesTheManifestLists() throws Exception {
    Path out = dir.resolve("m");
    Cli.run(
            "selfplay",
            "marrakech",
            "--players",
            "3",
            "--bots",
            "mcts:8,random",
            "--games",
            "3",
            "--games-per-file",
            "2",
            "--max-plies",
            "60",
            "--seed",
            "1",
            "--compress",
            "--out",
            out.toString())
        .assertOk();
    numpyCheck(out);
  }

  /** Runs {@link #CHECK} on a directory of three-player Marrakech samples. */
  private static void numpyCheck(Path out) throws Exception {
    String python =
        Files.isExecutable(Path.of("/usr/bin/python3")) ? "/usr/bin/python3" : "python3";
    Process p;
    try {
      p = new ProcessBuilder(python, "-c", CHECK, out.toString()).redirectErrorStream(true).start();
    } catch (IOException e) {
      throw new AssertionError(
          "python3 with numpy is needed (on Debian: apt-get install python3 python3-numpy;"
              + " .ci/run installs them): "
              + e.getMessage(),
          e);
    }
    String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(120, TimeUnit.SECONDS));
    assertEquals(
        0,
        p.exitValue(),
        "numpy check failed (python3-numpy missing? .ci/run installs it): " + output);
    assertTrue(output.startsWith("ok "), output);
  }

  @Test
  void selfplay_withoutGames_plays100() {
    Path out = dir.resolve("hundred");
    Cli.Run r =
        Cli.run(
                "selfplay",
                "toguz",
                "--bots",
                "random",
                "--max-plies",
                "4",
                "--seed",
                "1",
                "--out",
                out.toString())
            .assertOk();
    assertTrue(
        r.out().startsWith("toguz: 100 games by random,random, seed 1: 400 samples in 1 file"),
        r.out());
  }

  @Test
  void selfplay_badArguments_oneLine() throws IOException {
    Path out = dir.resolve("x");
    assertEquals(
        "tabula: --games must be in 1..1000000000, got 0 (see 'tabula selfplay --help')",
        Cli.run("selfplay", "toguz", "--games", "0", "--out", out.toString()).assertError());
    assertEquals(
        "tabula: --threads must be in 1..1024, got 0 (see 'tabula selfplay --help')",
        Cli.run("selfplay", "toguz", "--games", "1", "-j", "0", "--out", out.toString())
            .assertError());
    assertEquals(
        "tabula: --games-per-file must be >= 1, got 0 (see 'tabula selfplay --help')",
        Cli.run(
                "selfplay",
                "toguz",
                "--games",
                "1",
                "--games-per-file",
                "0",
                "--out",
                out.toString())
            .assertError());
    assertEquals(
        "tabula: bad bot 'cmd:python3 x.py': selfplay plays built-in bots only, not programs",
        Cli.run(
                "selfplay",
                "toguz",
                "--games",
                "1",
                "--bots",
                "random,cmd:python3 x.py",
                "--out",
                out.toString())
            .assertError());
    assertTrue(
        Cli.run("selfplay", "toguz", "--games", "1", "--bots", "mcts:x", "--out", out.toString())
            .assertError()
            .startsWith("tabula: bad bot 'mcts:x'"));
    assertEquals(
        "tabula: rollnim has no observation tensor, so no self-play samples",
        Cli.run("selfplay", "rollnim", "--games", "1", "--out", out.toString()).assertError());
    Path file = dir.resolve("file");
    Files.writeString(file, "");
    assertEquals(
        "tabula: --out '" + file + "' is not a directory",
        Cli.run("selfplay", "toguz", "--games", "1", "--out", file.toString()).assertError());
    Path used = dir.resolve("used");
    Files.createDirectories(used);
    Files.writeString(used.resolve("manifest.json"), "{}");
    assertEquals(
        "tabula: --out '"
            + used
            + "' already holds self-play data (manifest.json); choose another directory or"
            + " remove it",
        Cli.run("selfplay", "toguz", "--games", "1", "--out", used.toString()).assertError());
    assertTrue(
        Cli.run("selfplay", "toguz", "--games", "1").assertError().contains("--out"),
        "missing --out");
  }

  @Test
  void selfplay_firstGame_writesThatShardOfTheWholeRun() throws IOException {
    Path whole = dir.resolve("whole");
    Path part = dir.resolve("part");
    selfplay(whole, "2").assertOk();
    // Games 2 and 3 of the same run, by hand: the whole run's second file, byte for byte.
    Cli.run(
            "selfplay",
            "toguz",
            "--bots",
            "mcts:10,random",
            "--games",
            "2",
            "--games-per-file",
            "2",
            "--max-plies",
            "80",
            "--seed",
            "3",
            "--first-game",
            "2",
            "--out",
            part.toString())
        .assertOk();
    assertEquals(List.of("manifest.json", "selfplay-00001.npz"), names(part));
    assertArrayEquals(
        Files.readAllBytes(whole.resolve("selfplay-00001.npz")),
        Files.readAllBytes(part.resolve("selfplay-00001.npz")));
    String manifest = Files.readString(part.resolve("manifest.json"));
    assertTrue(manifest.contains("\"first_game\": 2,\n  \"games\": 2,"), manifest);
    assertTrue(
        !Files.readString(whole.resolve("manifest.json")).contains("\"first_game\": 0,\n"),
        "a run from game 0 has the manifest it always had");
    assertEquals(
        "tabula: --first-game must be a multiple of --games-per-file (2) and >= 0, got 3"
            + " (see 'tabula selfplay --help')",
        selfplay(dir.resolve("bad"), "1", "--first-game", "3").assertError());
  }

  @Test
  void selfplay_temperaturePlies_otherGamesSameSeedSameFiles() throws IOException {
    Path plain = dir.resolve("plain");
    Path hot1 = dir.resolve("hot1");
    Path hot2 = dir.resolve("hot2");
    selfplay(plain, "1").assertOk();
    selfplay(hot1, "1", "--temperature-plies", "10").assertOk();
    selfplay(hot2, "2", "--temperature-plies", "10").assertOk();
    byte[] a = Files.readAllBytes(plain.resolve("selfplay-00000.npz"));
    byte[] b = Files.readAllBytes(hot1.resolve("selfplay-00000.npz"));
    assertTrue(!java.util.Arrays.equals(a, b), "exploration plays other moves");
    for (String f : names(hot1)) {
      assertArrayEquals(
          Files.readAllBytes(hot1.resolve(f)), Files.readAllBytes(hot2.resolve(f)), f);
    }
    assertTrue(
        Files.readString(hot1.resolve("manifest.json")).contains("\"temperature_plies\": 10,"));
    assertEquals(
        "tabula: --temperature-plies must be >= 0, got -1 (see 'tabula selfplay --help')",
        selfplay(dir.resolve("bad"), "1", "--temperature-plies", "-1").assertError());
  }

  /** Random games of a game as records, each its own record, the first with the game's setup. */
  private static <S, M> List<dev.tabula.core.GameRecord<S, M>> randomRecords(
      dev.tabula.core.Game<S, M> game, int games, long seed) {
    List<dev.tabula.core.GameRecord<S, M>> records = new ArrayList<>();
    for (int k = 0; k < games; k++) {
      records.add(
          dev.tabula.core.Playouts.play(
              game,
              game.start(),
              java.util.Collections.nCopies(
                  game.numPlayers(), dev.tabula.core.Agent.<S, M>uniformRandom()),
              new java.util.SplittableRandom(seed + k),
              k == 1 ? 7 : 100_000));
    }
    return records;
  }

  private static <S, M> String format(
      dev.tabula.core.Game<S, M> game, List<dev.tabula.core.GameRecord<S, M>> records) {
    StringBuilder text = new StringBuilder();
    for (dev.tabula.core.GameRecord<S, M> r : records) {
      text.append(r.format(game)).append('\n');
    }
    return text.toString();
  }

  @Test
  void selfplay_records_writeTheSamplesOfTheRecordedGames() throws IOException {
    var game = dev.tabula.toguz.ToguzGame.standard();
    var records = randomRecords(game, 3, 11);
    // the second game stopped after 7 plies: resigned, as the record says
    records.set(1, records.get(1).withResult("0-1"));
    Path file = dir.resolve("games.txt");
    Files.writeString(file, format(game, records), StandardCharsets.UTF_8);
    Path out = dir.resolve("out");
    Cli.Run r =
        Cli.run(
                "selfplay",
                "toguz",
                "--records",
                file.toString(),
                "--games-per-file",
                "2",
                "--out",
                out.toString())
            .assertOk();
    assertTrue(r.out().startsWith("toguz: 3 games from " + file + ": "), r.out());
    assertEquals(List.of("manifest.json", "selfplay-00000.npz", "selfplay-00001.npz"), names(out));
    for (int f = 0; f < 2; f++) {
      var expected =
          dev.tabula.learn.Samples.ofRecords(
              game, records.subList(2 * f, Math.min(3, 2 * f + 2)), 2 * f);
      java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
      expected.writeNpz(bytes, false);
      assertArrayEquals(
          bytes.toByteArray(), Files.readAllBytes(out.resolve("selfplay-0000" + f + ".npz")));
    }
    var manifest =
        new com.fasterxml.jackson.databind.ObjectMapper()
            .readTree(out.resolve("manifest.json").toFile());
    assertEquals(file.toString(), manifest.get("records").asText());
    assertEquals(3, manifest.get("games").asInt());
    assertTrue(
        !manifest.has("bots") && !manifest.has("seed") && !manifest.has("max_plies"),
        manifest.toString());
  }

  @Test
  void selfplay_records_theFirstRecordSetsTheGameUp() throws Exception {
    var game = dev.tabula.marrakech.MarrakechGame.builder().players(3).build();
    Path file = dir.resolve("marrakech.txt");
    Files.writeString(file, format(game, randomRecords(game, 2, 5)), StandardCharsets.UTF_8);
    Path out = dir.resolve("m");
    Cli.run("selfplay", "marrakech", "--records", file.toString(), "--out", out.toString())
        .assertOk();
    // the game is three-player Marrakech, as the record says; NumPy reads what the manifest lists
    numpyCheck(out);
  }

  @Test
  void selfplay_records_badArguments_oneLine() throws IOException {
    Path file = dir.resolve("games.txt");
    var game = dev.tabula.toguz.ToguzGame.standard();
    Files.writeString(file, format(game, randomRecords(game, 1, 3)), StandardCharsets.UTF_8);
    String out = dir.resolve("o").toString();
    for (String[] playing :
        new String[][] {
          {"--bots", "random"}, {"-n", "3"}, {"--seed", "1"}, {"-j", "2"}, {"--random-plies", "2"}
        }) {
      List<String> args =
          new ArrayList<>(List.of("selfplay", "toguz", "--records", file.toString(), "--out", out));
      args.addAll(List.of(playing));
      String e = Cli.run(args.toArray(new String[0])).assertError();
      assertTrue(e.contains("does not go with --records"), e);
    }
    assertTrue(
        Cli.run("selfplay", "toguz", "--records", dir.resolve("none").toString(), "--out", out)
            .assertError()
            .contains("cannot read"));
    Path empty = Files.writeString(dir.resolve("empty.txt"), "");
    assertTrue(
        Cli.run("selfplay", "toguz", "--records", empty.toString(), "--out", out)
            .assertError()
            .contains("is empty"));
    Path bad = Files.writeString(dir.resolve("bad.txt"), "[Game \"toguz\"]\n\n11 99 zz\n");
    String e =
        Cli.run("selfplay", "toguz", "--records", bad.toString(), "--out", out).assertError();
    assertTrue(e.contains("zz"), e);
  }
}
