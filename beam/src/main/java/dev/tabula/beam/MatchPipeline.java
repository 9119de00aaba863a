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
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.coders.SerializableCoder;
import org.apache.beam.sdk.coders.StringUtf8Coder;
import org.apache.beam.sdk.coders.VarLongCoder;
import org.apache.beam.sdk.transforms.Combine;
import org.apache.beam.sdk.transforms.Create;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.transforms.Reshuffle;
import org.apache.beam.sdk.values.PCollection;
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
 * order; together the file {@code tabula match --records} writes). There is no sequential test
 * (SPRT): it decides in the order of the games, which shards do not have.
 */
public final class MatchPipeline {
  private MatchPipeline() {}

  /** The summary's file name in {@code --out}. */
  public static final String SUMMARY = "summary.txt";

  /**
   * Adds the pipeline's transforms to {@code pipeline}, after checking the options (the game is
   * made, the bots parsed and the first opening found once here).
   *
   * @param pipeline the pipeline
   * @param options the options
   * @return the summary, one element
   * @throws IllegalArgumentException if an option is missing or not valid; the message says which
   */
  public static PCollection<String> apply(Pipeline pipeline, MatchOptions options) {
    Objects.requireNonNull(pipeline, "pipeline");
    Spec spec = Spec.from(options);
    List<Long> shards = new ArrayList<>();
    for (long k = 0; k < spec.shards(); k++) {
      shards.add(k);
    }
    return pipeline
        .apply("Shards", Create.of(shards).withCoder(VarLongCoder.of()))
        .apply("Spread", Reshuffle.<Long>viaRandomKey())
        .apply("PlayShard", ParDo.of(new PlayShard(spec)))
        .setCoder(SerializableCoder.of(MatchResult.class))
        .apply("AddShards", Combine.globally(new Add()))
        .apply("Summary", ParDo.of(new Summarize(spec)))
        .setCoder(StringUtf8Coder.of());
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

  /** The checked options: what the workers need to play their shards. */
  static final class Spec implements Serializable {
    private static final long serialVersionUID = 1L;

    final GameSpec game;
    final String bots;
    final long seed;
    final long games;
    final int gamesPerShard;
    final int maxPlies;
    final int randomOpenings;
    final @Nullable String out;
    final boolean records;

    /** Games per shard, rounded up to whole rotations; planned games of the match. */
    final long perShard;

    final long planned;

    private Spec(
        GameSpec game,
        String bots,
        long seed,
        long games,
        int gamesPerShard,
        int maxPlies,
        int randomOpenings,
        @Nullable String out,
        boolean records) {
      this.game = game;
      this.bots = bots;
      this.seed = seed;
      this.games = games;
      this.gamesPerShard = gamesPerShard;
      this.maxPlies = maxPlies;
      this.randomOpenings = randomOpenings;
      this.out = out;
      this.records = records;
      Match<?, ?> m = match();
      long n = m.game().numPlayers();
      this.perShard = (gamesPerShard + n - 1) / n * n;
      this.planned = m.plannedGames();
    }

    static Spec from(MatchOptions o) {
      GameSpec.Common c = GameSpec.Common.from(o);
      int openings = (int) GameSpec.atLeast(o.getRandomOpenings(), "--randomOpenings", 0);
      String bots = o.getBots();
      if (bots == null || bots.isBlank()) {
        throw new IllegalArgumentException(
            "--bots is required: one bot per seat, e.g. mcts,random");
      }
      String out = o.getOut();
      if (o.getRecords() && (out == null || out.isBlank())) {
        throw new IllegalArgumentException("--records needs --out, the directory to write to");
      }
      Spec spec =
          new Spec(
              c.game(),
              bots,
              c.seed(),
              c.games(),
              c.perShard(),
              c.maxPlies(),
              openings,
              out,
              o.getRecords());
      Match<?, ?> m = spec.match();
      m.opening(0); // fails when the random plies end every game
      return spec;
    }

    long shards() {
      return (planned + perShard - 1) / perShard;
    }

    /** The match, on one thread. */
    Match<?, ?> match() {
      return match(game.create());
    }

    private <S, M> Match<S, M> match(Game<S, M> g) {
      List<Bot<S, M>> list = new ArrayList<>();
      for (BotSpecs.Named<S, M> b : BotSpecs.parse(g, bots)) {
        list.add(Bot.of(b.name(), b.agent()));
      }
      Match<S, M> m = Match.of(g).bots(list).games(games).seed(seed).concurrency(1);
      if (maxPlies > 0) {
        m = m.maxPlies(maxPlies);
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
      long from = shard * spec.perShard;
      long to = Math.min(spec.planned, from + spec.perShard);
      out.output(play(spec.match(), shard, from, to));
    }

    private <S, M> MatchResult play(Match<S, M> match, long shard, long from, long to)
        throws IOException {
      String dir = spec.out;
      if (!spec.records || dir == null) {
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
      Outputs.write(dir, String.format(Locale.ROOT, "records-%05d.txt", shard), text::writeTo);
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
  static final class Summarize extends DoFn<MatchResult, String> {
    private static final long serialVersionUID = 1L;

    private final Spec spec;

    Summarize(Spec spec) {
      this.spec = spec;
    }

    @ProcessElement
    public void process(@Element MatchResult result, OutputReceiver<String> out)
        throws IOException {
      String text = MatchSummary.text(spec.match(), result);
      String dir = spec.out;
      if (dir != null) {
        Outputs.write(dir, SUMMARY, o -> o.write(text.getBytes(StandardCharsets.UTF_8)));
      }
      out.output(text);
    }
  }
}
