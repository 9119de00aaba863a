package dev.tabula.beam;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.learn.Samples;
import dev.tabula.learn.SelfPlay;
import dev.tabula.learn.SelfPlayManifest;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.PipelineResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SelfPlayPipelineTest {
  static final String GAME = "toguz";
  static final String BOTS = "mcts:8,random";
  static final long SEED = 7;
  static final int GAMES = 7;
  static final int MAX_PLIES = 30;

  @TempDir Path dir;

  static List<String> args(Path out, int perShard, String... more) {
    List<String> args = new ArrayList<>();
    args.add("--game=" + GAME);
    args.add("--bots=" + BOTS);
    args.add("--seed=" + SEED);
    args.add("--games=" + GAMES);
    args.add("--gamesPerShard=" + perShard);
    args.add("--maxPlies=" + MAX_PLIES);
    args.add("--out=" + out);
    args.addAll(List.of(more));
    return args;
  }

  /** Runs the pipeline and returns what it wrote, by file name. */
  static Map<String, byte[]> run(List<String> args, Path out) throws IOException {
    SelfPlayOptions options = Runs.options(SelfPlayOptions.class, args);
    Pipeline p = Pipeline.create(options);
    SelfPlayPipeline.apply(p, options);
    assertEquals(PipelineResult.State.DONE, p.run().waitUntilFinish());
    Map<String, byte[]> files = new java.util.TreeMap<>();
    try (Stream<Path> list = Files.list(out)) {
      for (Path f : (Iterable<Path>) list::iterator) {
        files.put(f.getFileName().toString(), Files.readAllBytes(f));
      }
    }
    return files;
  }

  /** What {@code tabula selfplay --games-per-file G} writes, made in-process with SelfPlay. */
  static Map<String, byte[]> expected(int perShard, int temperaturePlies, boolean compress)
      throws IOException {
    return expected(perShard, temperaturePlies, 0, compress);
  }

  static Map<String, byte[]> expected(
      int perShard, int temperaturePlies, int randomPlies, boolean compress) throws IOException {
    SelfPlay<?, ?> selfPlay =
        Runs.selfPlay(GAME, Map.of(), BOTS, SEED, MAX_PLIES)
            .temperaturePlies(temperaturePlies)
            .randomPlies(randomPlies);
    Map<String, byte[]> files = new java.util.TreeMap<>();
    List<SelfPlayManifest.Entry> entries = new ArrayList<>();
    for (long from = 0, k = 0; from < GAMES; from += perShard, k++) {
      long to = Math.min(GAMES, from + perShard);
      Samples s = selfPlay.play(from, to);
      ByteArrayOutputStream bytes = new ByteArrayOutputStream();
      s.writeNpz(bytes, compress);
      String name = SelfPlayManifest.fileName(k);
      files.put(name, bytes.toByteArray());
      entries.add(new SelfPlayManifest.Entry(name, from, to - from, s.size()));
    }
    String json =
        SelfPlayManifest.json(
            selfPlay, Runs.botNames(GAME, BOTS), 0, GAMES, perShard, compress, entries);
    files.put(SelfPlayManifest.NAME, json.getBytes(StandardCharsets.UTF_8));
    return files;
  }

  static void assertSameFiles(Map<String, byte[]> expected, Map<String, byte[]> actual) {
    assertEquals(expected.keySet(), actual.keySet());
    for (String name : expected.keySet()) {
      assertArrayEquals(expected.get(name), actual.get(name), name);
    }
  }

  @ParameterizedTest(
      name = "{0} games per shard, target parallelism {1}, exploration {2}, random plies {3}")
  @CsvSource({"3, 1, 0, 0", "5, 2, 0, 0", "2, 2, 6, 0", "3, 2, 0, 4"})
  void selfPlay_filesAreThoseOfSelfPlayInProcess(
      int perShard, int parallelism, int temperature, int random) throws IOException {
    Path out = dir.resolve("out");
    Map<String, byte[]> files =
        run(
            args(
                out,
                perShard,
                "--targetParallelism=" + parallelism,
                "--temperaturePlies=" + temperature,
                "--randomPlies=" + random),
            out);
    assertSameFiles(expected(perShard, temperature, random, false), files);
    String manifest = new String(files.get(SelfPlayManifest.NAME), StandardCharsets.UTF_8);
    assertTrue(manifest.contains("\"games_per_file\": " + perShard), manifest);
  }

  @Test
  void selfPlay_shardSizeChangesTheFilesNotTheSamples() throws IOException {
    Path a = dir.resolve("a");
    Path b = dir.resolve("b");
    run(args(a, 3, "--compress=true"), a);
    run(args(b, 7, "--compress=true"), b);
    // The same rows, split otherwise: the one file of b is the three of a, concatenated.
    SelfPlay<?, ?> selfPlay = Runs.selfPlay(GAME, Map.of(), BOTS, SEED, MAX_PLIES);
    ByteArrayOutputStream whole = new ByteArrayOutputStream();
    selfPlay.play(0, GAMES).writeNpz(whole, true);
    assertArrayEquals(
        whole.toByteArray(), Files.readAllBytes(b.resolve(SelfPlayManifest.fileName(0))));
    try (Stream<Path> list = Files.list(a)) {
      assertEquals(4, list.count()); // three shards and the manifest
    }
  }

  @Test
  void selfPlay_explorationChangesTheGames() throws IOException {
    assertNotEquals(
        new String(expected(7, 0, false).get(SelfPlayManifest.NAME), StandardCharsets.UTF_8),
        new String(expected(7, 6, false).get(SelfPlayManifest.NAME), StandardCharsets.UTF_8));
    assertEquals(
        false,
        java.util.Arrays.equals(
            expected(7, 0, false).get(SelfPlayManifest.fileName(0)),
            expected(7, 6, false).get(SelfPlayManifest.fileName(0))));
  }

  static String badOptions(String... args) {
    SelfPlayOptions options = Runs.options(SelfPlayOptions.class, List.of(args));
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> SelfPlayPipeline.apply(Pipeline.create(options), options));
    return e.getMessage();
  }

  @Test
  void apply_badOptions_sayWhichOption() {
    String[] ok = {"--game=toguz", "--seed=1", "--games=4", "--out=/tmp/x"};
    assertTrue(
        badOptions("--game=chess", "--seed=1", "--games=4", "--out=/tmp/x").contains("chess"));
    assertTrue(
        badOptions("--game=toguz", "--seed=1", "--games=0", "--out=/tmp/x").contains("--games"));
    assertTrue(badOptions(concat(ok, "--gamesPerShard=0")).contains("--gamesPerShard"));
    assertTrue(badOptions(concat(ok, "--maxPlies=-1")).contains("--maxPlies"));
    assertTrue(badOptions(concat(ok, "--temperaturePlies=-2")).contains("--temperaturePlies"));
    assertTrue(badOptions(concat(ok, "--randomPlies=-1")).contains("--randomPlies"));
    assertTrue(badOptions(concat(ok, "--bots=mcts,bogus")).contains("unknown bot 'bogus'"));
    assertTrue(badOptions(concat(ok, "--bots=mcts:x")).contains("bad bot 'mcts:x'"));
    assertTrue(badOptions(concat(ok, "--bots=random,random,random")).contains("3 bots"));
    assertTrue(badOptions(concat(ok, "--setup=colour")).contains("KEY=VALUE"));
    assertTrue(badOptions(concat(ok, "--setup=size=4")).contains("no option 'size'"));
    assertTrue(badOptions("--game=toguz", "--seed=1", "--games=4").contains("--out is required"));
  }

  @Test
  void options_missingRequired_isBeamsIllegalArgument() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> Runs.options(SelfPlayOptions.class, List.of("--game=toguz", "--games=3")));
    assertTrue(e.getMessage().contains("--seed"), e.getMessage());
  }

  static String[] concat(String[] a, String... b) {
    String[] all = java.util.Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, all, a.length, b.length);
    return all;
  }
}
