package dev.tabula.beam;

import dev.tabula.core.Game;
import dev.tabula.match.Bot;
import dev.tabula.match.BotSpecs;
import dev.tabula.match.Match;
import dev.tabula.match.MatchGame;
import dev.tabula.match.MatchListener;
import dev.tabula.match.MatchResult;
import dev.tabula.match.MatchSummary;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.transforms.Combine;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.MapElements;
import org.apache.beam.sdk.transforms.ProcessFunction;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.jspecify.annotations.Nullable;

/**
 * The match pipeline: {@code tabula match} between built-in bots on a Beam runner. The planned
 * games ({@code --games} rounded up to whole rotations of the seats) are split into shards of
 * {@code --gamesPerShard} games rounded up to whole rotations, so that every opening of a shard is
 * played from every seat and the two-player pairs stay together; a worker plays its shard with
 * {@link Match#run(long, long, MatchListener)} on one thread, and the shards' results are added
 * ({@link MatchResult#plus}) into the match's. Every game is a function of the seed and its number,
 * so the result is the one {@link Match#run()} gives in one process, whatever the runner, the
 * workers and the shard size; its summary ({@link MatchSummary#text}) is what {@code tabula match
 * -j 1} prints for the same match, before its {@code reproduce:} line.
 *
 * <p>With {@code --out}, the summary is written to {@code summary.txt} there, and with {@code
 * --records} each shard's records to {@code records-0000k.txt} (the games of shard {@code k}, in
 * order; together the file {@code tabula match --records} writes). A directory that holds such
 * files already is refused, so that the records of two matches never mix. There is no sequential
 * test (SPRT): it decides in the order of the games, which shards do not have.
 */
public final class MatchPipeline {
  private MatchPipeline() {}

  /** The summary's file name in {@code --out}. */
  public static final String SUMMARY = "summary.txt";

  private static final String RECORDS = "records-";

  /**
   * Adds the pipeline's transforms to {@code pipeline}, after checking the options (the game is
   * made, the bots parsed and the first opening found once here).
   *
   * @param pipeline the pipeline
   * @param options the options
   * @return the summary, one element
   * @throws IllegalArgumentException if an option is missing or not valid, or {@code --out} holds a
   *     match's files already ({@code summary.txt}, {@code records-*.txt}); the message says which
   */
  public static PCollection<String> apply(Pipeline pipeline, MatchOptions options) {
    Objects.requireNonNull(pipeline, "pipeline");
    Spec spec = Spec.from(options);
    String out = spec.out();
    if (out != null) {
      requireNoMatch(out, Outputs.names(out));
    }
    ProcessFunction<MatchResult, String> summary = result -> summarize(spec, result);
    return spec.shards()
        .play(pipeline, new PlayShard(spec), MatchResult.class)
        .apply("AddShards", Combine.globally(new Add()))
        .apply("Summary", MapElements.into(TypeDescriptors.strings()).via(summary));
  }

  /**
   * Checks that a match may be written to a directory: that it holds no summary and no records of
   * another one (their records would mix, and a shorter run would leave some of the old ones).
   */
  static void requireNoMatch(String dir, List<String> names) {
    for (String name : names.stream().sorted().toList()) {
      if (name.equals(SUMMARY) || (name.startsWith(RECORDS) && name.endsWith(".txt"))) {
        throw new IllegalArgumentException(
            "--out '"
                + dir
                + "' already holds a match ("
                + name
                + "); choose another directory or remove it");
      }
    }
  }

  /**
   * Returns the match the options describe, as one process would play it: for comparing the
   * pipeline with {@link Match#run()}.
   *
   * @param options the options
   * @return the match, on one thread
   * @throws IllegalArgumentException if an option is missing or not valid
   */
  public static Match<?, ?> match(MatchOptions options) {
    return Spec.from(options).match();
  }

  /**
   * The checked options: what the workers need to play their shards.
   *
   * @param common the options both pipelines take
   * @param bots the bots, one per seat
   * @param randomOpenings the random plies of every opening, 0 for none
   * @param out the directory to write to, or null
   * @param records whether each shard writes its records
   * @param shards the match's planned games, in shards of whole rotations of the seats
   */
  record Spec(
      GameSpec.Common common,
      String bots,
      int randomOpenings,
      @Nullable String out,
      boolean records,
      Shards shards)
      implements Serializable {

    static Spec from(MatchOptions o) {
      GameSpec.Common c = GameSpec.Common.from(o);
      int openings = (int) GameSpec.atLeast(o.getRandomOpenings(), "--randomOpenings", 0);
      String bots =
          GameSpec.required(o.getBots(), "--bots is required: one bot per seat, e.g. mcts,random");
      String out = o.getOut();
      if (o.getRecords() && (out == null || out.isBlank())) {
        throw new IllegalArgumentException("--records needs --out, the directory to write to");
      }
      Match<?, ?> m = match(c, bots, openings);
      long n = m.game().numPlayers();
      Shards shards = new Shards(m.plannedGames(), (c.perShard() + n - 1) / n * n);
      var unused = m.opening(0); // fails when the random plies end every game
      return new Spec(c, bots, openings, out, o.getRecords(), shards);
    }

    /** The match, on one thread. */
    Match<?, ?> match() {
      return match(common, bots, randomOpenings);
    }

    private static Match<?, ?> match(GameSpec.Common c, String bots, int randomOpenings) {
      return match(c.game().create(), c, bots, randomOpenings);
    }

    private static <S, M> Match<S, M> match(
        Game<S, M> g, GameSpec.Common c, String bots, int randomOpenings) {
      List<Bot<S, M>> list =
          BotSpecs.parse(g, bots).stream().map(b -> Bot.of(b.name(), b.agent())).toList();
      Match<S, M> m = Match.of(g).bots(list).games(c.games()).seed(c.seed()).concurrency(1);
      if (c.maxPlies() > 0) {
        m = m.maxPlies(c.maxPlies());
      }
      if (randomOpenings > 0) {
        m = m.randomOpenings(randomOpenings);
      }
      return m;
    }
  }

  /** Plays a shard: its result, and its records when asked for. */
  static final class PlayShard extends DoFn<Long, MatchResult> {
    private static final long serialVersionUID = 1L;

    private final Spec spec;

    PlayShard(Spec spec) {
      this.spec = spec;
    }

    @ProcessElement
    public void process(@Element Long shard, OutputReceiver<MatchResult> out) throws IOException {
      out.output(play(spec.match(), shard));
    }

    private <S, M> MatchResult play(Match<S, M> match, long shard) throws IOException {
      long from = spec.shards().from(shard);
      long to = spec.shards().to(shard);
      String dir = spec.out();
      if (!spec.records() || dir == null) {
        return match.run(from, to, (g, soFar) -> {});
      }
      ByteArrayOutputStream text = new ByteArrayOutputStream();
      Game<S, M> game = match.game();
      MatchListener<S, M> listener =
          (MatchGame<S, M> g, java.util.function.Supplier<MatchResult> soFar) -> {
            byte[] line = (g.record().format(game) + "\n").getBytes(StandardCharsets.UTF_8);
            text.write(line, 0, line.length);
          };
      MatchResult result = match.run(from, to, listener);
      Outputs.write(dir, String.format(Locale.ROOT, RECORDS + "%05d.txt", shard), text::writeTo);
      return result;
    }
  }

  /** Adds the shards' results. */
  static final class Add extends Combine.BinaryCombineFn<MatchResult> {
    private static final long serialVersionUID = 1L;

    @Override
    public MatchResult apply(MatchResult left, MatchResult right) {
      return left.plus(right);
    }
  }

  /** The summary of the match, written to {@code --out} when given. */
  private static String summarize(Spec spec, MatchResult result) throws IOException {
    String text = MatchSummary.text(spec.match(), result);
    String dir = spec.out();
    if (dir != null) {
      Outputs.write(dir, SUMMARY, o -> o.write(text.getBytes(StandardCharsets.UTF_8)));
    }
    return text;
  }
}
