package dev.tabula.beam;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line: a run, its summary, and one line with status 2 for bad options. */
class TabulaPipelinesTest {
  @TempDir Path dir;

  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private int run(String... args) {
    return TabulaPipelines.run(
        args,
        new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
  }

  @Test
  void match_printsTheSummaryItWrote() throws Exception {
    Path o = dir.resolve("m");
    int status =
        run(
            "match",
            "--game=toguz",
            "--bots=mc:8,random",
            "--seed=5",
            "--games=4",
            "--gamesPerShard=2",
            "--out=" + o);
    String printed = out.toString(StandardCharsets.UTF_8);
    assertEquals(0, status, err.toString(StandardCharsets.UTF_8));
    assertTrue(
        printed.startsWith("toguz: mc:8 vs random, 4 games (2 openings x 2 seats)"), printed);
    assertEquals(Files.readString(o.resolve(MatchPipeline.SUMMARY)), printed);
  }

  @Test
  void selfplay_writesTheFiles() {
    Path o = dir.resolve("s");
    int status =
        run(
            "selfplay",
            "--game=stack-snake",
            "--bots=mcts:4",
            "--seed=5",
            "--games=3",
            "--gamesPerShard=2",
            "--maxPlies=20",
            "--out=" + o);
    assertEquals(0, status, err.toString(StandardCharsets.UTF_8));
    assertTrue(Files.exists(o.resolve("selfplay-00001.npz")));
    assertTrue(Files.exists(o.resolve("manifest.json")));
  }

  @Test
  void badArguments_oneLineStatus2() {
    assertEquals(2, run());
    assertTrue(err.toString(StandardCharsets.UTF_8).startsWith("usage: TabulaPipelines"));
    err.reset();
    assertEquals(2, run("match", "--game=toguz", "--bots=random", "--seed=1", "--games=2"));
    assertEquals(
        "tabula-beam: --out is required: where summary.txt goes\n",
        err.toString(StandardCharsets.UTF_8));
    err.reset();
    assertEquals(
        2, run("selfplay", "--game=toguz", "--seed=1", "--games=0", "--out=" + dir.resolve("x")));
    assertEquals(
        "tabula-beam: --games must be >= 1, got 0\n", err.toString(StandardCharsets.UTF_8));
    err.reset();
    assertEquals(2, run("selfplay", "--game=toguz", "--games=3", "--out=" + dir.resolve("x")));
    assertTrue(err.toString(StandardCharsets.UTF_8).contains("--seed"));
  }

  @Test
  void options_bothPipelinesInOneJvm_parse() {
    org.apache.beam.sdk.options.PipelineOptionsFactory.register(SelfPlayOptions.class);
    org.apache.beam.sdk.options.PipelineOptionsFactory.register(MatchOptions.class);
    assertEquals(
        null,
        Runs.options(
                SelfPlayOptions.class, java.util.List.of("--game=toguz", "--seed=1", "--games=1"))
            .getBots());
    assertEquals(
        "random",
        Runs.options(
                MatchOptions.class,
                java.util.List.of("--game=toguz", "--seed=1", "--games=1", "--bots=random"))
            .getBots());
  }

  @Test
  void selfplay_intoAUsedDirectory_isRefusedAndLeavesItAlone() throws Exception {
    Path o = dir.resolve("used");
    String[] first = {
      "selfplay",
      "--game=toguz",
      "--bots=random",
      "--seed=1",
      "--games=8",
      "--gamesPerShard=2",
      "--maxPlies=10",
      "--out=" + o
    };
    assertEquals(0, run(first), err.toString(StandardCharsets.UTF_8));
    byte[] manifest = Files.readAllBytes(o.resolve("manifest.json"));
    err.reset();
    int status =
        run(
            "selfplay",
            "--game=toguz",
            "--bots=random",
            "--seed=2",
            "--games=4",
            "--gamesPerShard=2",
            "--maxPlies=10",
            "--out=" + o);
    assertEquals(2, status);
    assertEquals(
        "tabula-beam: --out '"
            + o
            + "' already holds self-play data (manifest.json); choose another directory or"
            + " remove it\n",
        err.toString(StandardCharsets.UTF_8));
    assertArrayEquals(manifest, Files.readAllBytes(o.resolve("manifest.json")));
    // One file of a run is enough to refuse the directory.
    Path one = dir.resolve("one");
    Files.createDirectories(one);
    Files.write(one.resolve("selfplay-00003.npz"), new byte[0]);
    Files.writeString(one.resolve("notes.txt"), "mine");
    err.reset();
    first[first.length - 1] = "--out=" + one;
    assertEquals(2, run(first));
    assertTrue(
        err.toString(StandardCharsets.UTF_8).contains("(selfplay-00003.npz)"),
        err.toString(StandardCharsets.UTF_8));
  }

  @Test
  void match_intoAUsedDirectory_isRefused() throws Exception {
    Path o = dir.resolve("m");
    String[] args = {
      "match",
      "--game=toguz",
      "--bots=random",
      "--seed=5",
      "--games=4",
      "--gamesPerShard=2",
      "--maxPlies=20",
      "--records=true",
      "--out=" + o
    };
    assertEquals(0, run(args), err.toString(StandardCharsets.UTF_8));
    assertTrue(Files.exists(o.resolve("records-00001.txt")));
    err.reset();
    assertEquals(2, run(args));
    assertEquals(
        "tabula-beam: --out '"
            + o
            + "' already holds a match (records-00000.txt); choose another directory or remove"
            + " it\n",
        err.toString(StandardCharsets.UTF_8));
  }

  @Test
  void programBots_sayThatPipelinesPlayBuiltInBotsOnly() {
    for (String pipeline : List.of("selfplay", "match")) {
      err.reset();
      int status =
          run(
              pipeline,
              "--game=toguz",
              "--bots=random,cmd:python3 bot.py",
              "--seed=1",
              "--games=2",
              "--out=" + dir.resolve(pipeline));
      assertEquals(2, status, pipeline);
      assertEquals(
          "tabula-beam: bad bot 'cmd:python3 bot.py': built-in bots only, not programs (programs"
              + " play in 'tabula match')\n",
          err.toString(StandardCharsets.UTF_8),
          pipeline);
    }
  }
}
