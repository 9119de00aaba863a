package dev.tabula.beam;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.match.Match;
import dev.tabula.match.MatchListener;
import dev.tabula.match.MatchResult;
import dev.tabula.match.MatchSummary;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.PipelineResult;
import org.apache.beam.sdk.testing.PAssert;
import org.apache.beam.sdk.values.PCollection;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MatchPipelineTest {
  @TempDir Path dir;

  static List<String> args(String game, String bots, int games, int perShard, String... more) {
    List<String> args = new ArrayList<>();
    args.add("--game=" + game);
    args.add("--bots=" + bots);
    args.add("--seed=11");
    args.add("--games=" + games);
    args.add("--gamesPerShard=" + perShard);
    args.addAll(List.of(more));
    return args;
  }

  /** The match played whole in one process, on two threads, and its summary on one thread. */
  static String inProcessSummary(MatchOptions options) {
    Match<?, ?> match = MatchPipeline.match(options);
    MatchResult whole = match.concurrency(2).run();
    return MatchSummary.text(match, whole);
  }

  /** Runs the pipeline, asserting its summary; returns the summary file when --out is given. */
  static void runAndAssert(List<String> args, String expected) {
    MatchOptions options = Runs.options(MatchOptions.class, args);
    Pipeline p = Pipeline.create(options);
    PCollection<String> summary = MatchPipeline.apply(p, options);
    PAssert.thatSingleton(summary).isEqualTo(expected);
    assertEquals(PipelineResult.State.DONE, p.run().waitUntilFinish());
  }

  @ParameterizedTest(name = "{0} {1}, {2} games, {3} per shard, target parallelism {4}")
  @CsvSource({
    "toguz, 'mc:12,random', 10, 4, 2, ''",
    "toguz, 'random,mc:12', 9, 3, 1, '--randomOpenings=4'",
    "marrakech, 'random,mc:6,random', 7, 2, 2, '--setup=players=3'",
    "stack-snake, 'mc:6,random', 6, 2, 2, '--maxPlies=40'"
  })
  void match_summaryIsTheInProcessMatchs(
      String game, String bots, int games, int perShard, int parallelism, String extra) {
    List<String> args = args(game, bots, games, perShard, "--targetParallelism=" + parallelism);
    if (!extra.isEmpty()) {
      args.add(extra);
    }
    MatchOptions options = Runs.options(MatchOptions.class, args);
    String expected = inProcessSummary(options);
    runAndAssert(args, expected);
  }

  @Test
  void match_sameGamesWhateverTheShards_andRecordsAreTheMatchs() throws IOException {
    Path out = dir.resolve("out");
    List<String> args =
        args("toguz", "mc:8,random", 8, 2, "--out=" + out, "--records=true", "--maxPlies=60");
    MatchOptions options = Runs.options(MatchOptions.class, args);
    Match<?, ?> match = MatchPipeline.match(options);
    StringBuilder records = new StringBuilder();
    MatchResult whole = runRecording(match, records);
    String expected = MatchSummary.text(match, whole);
    assertTrue(expected.contains("mc:8 vs random: 8 games"), expected);
    runAndAssert(args, expected);
    assertEquals(
        expected, Files.readString(out.resolve(MatchPipeline.SUMMARY), StandardCharsets.UTF_8));
    StringBuilder written = new StringBuilder();
    try (Stream<Path> list = Files.list(out)) {
      for (Path f :
          list.filter(f -> f.getFileName().toString().startsWith("records-")).sorted().toList()) {
        written.append(Files.readString(f, StandardCharsets.UTF_8));
      }
    }
    assertEquals(records.toString(), written.toString());
    // Another shard size: the same statistics.
    runAndAssert(
        args("toguz", "mc:8,random", 8, 6, "--maxPlies=60", "--targetParallelism=1"), expected);
  }

  private static <S, M> MatchResult runRecording(Match<S, M> match, StringBuilder records) {
    MatchListener<S, M> listener =
        (g, soFar) -> records.append(g.record().format(match.game())).append('\n');
    return match.run(listener);
  }

  static String badOptions(String... args) {
    MatchOptions options = Runs.options(MatchOptions.class, List.of(args));
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> MatchPipeline.apply(Pipeline.create(options), options));
    return e.getMessage();
  }

  @Test
  void apply_badOptions_sayWhichOption() {
    assertTrue(badOptions("--game=toguz", "--seed=1", "--games=2").contains("--bots is required"));
    assertTrue(
        badOptions("--game=toguz", "--bots=random", "--seed=1", "--games=0").contains("--games"));
    assertTrue(
        badOptions("--game=toguz", "--bots=random,nobot", "--seed=1", "--games=2")
            .contains("unknown bot 'nobot'"));
    assertTrue(
        badOptions("--game=toguz", "--bots=random", "--seed=1", "--games=2", "--records=true")
            .contains("--records needs --out"));
    assertTrue(
        badOptions("--game=toguz", "--bots=random", "--seed=1", "--games=2", "--randomOpenings=-1")
            .contains("--randomOpenings"));
    assertTrue(
        badOptions(
                "--game=marrakech", "--bots=random", "--seed=1", "--games=2", "--setup=players=9")
            .contains("marrakech"));
    assertTrue(
        badOptions(
                "--game=toguz", "--bots=random", "--seed=1", "--games=2", "--randomOpenings=100000")
            .contains("random plies"));
  }
}
