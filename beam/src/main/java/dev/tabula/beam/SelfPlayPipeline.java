package dev.tabula.beam;

import dev.tabula.core.Agent;
import dev.tabula.core.Game;
import dev.tabula.learn.Samples;
import dev.tabula.learn.SelfPlay;
import dev.tabula.learn.SelfPlayManifest;
import dev.tabula.match.BotSpecs;
import java.io.IOException;
import java.io.Serializable;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.coders.KvCoder;
import org.apache.beam.sdk.coders.SerializableCoder;
import org.apache.beam.sdk.coders.VarIntCoder;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.GroupByKey;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.transforms.WithKeys;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.jspecify.annotations.Nullable;

/**
 * The self-play pipeline: {@code tabula selfplay} on a Beam runner. The games {@code 0 .. games -
 * 1} are split into shards of {@code --gamesPerShard} games ({@code [k*G, k*G+G)}, the last one
 * shorter); a worker plays shard {@code k} with {@link SelfPlay#play(long, long)} and writes it as
 * {@code selfplay-0000k.npz} in {@code --out}; when every shard is written, {@code manifest.json}
 * lists them. These are exactly the files {@code tabula selfplay} writes with {@code
 * --games-per-file G} for the same game, setup, bots, seed, games, cap on plies, exploration and
 * compression: every game is a function of the seed and its index, so the bytes do not depend on
 * the runner, the number of workers, or the order shards run in (a retried shard writes the same
 * file again). A directory that holds a run's files already is refused ({@link
 * SelfPlayManifest#requireNoRun}, the check of {@code tabula selfplay}), so that the files of two
 * runs never mix.
 *
 * <pre>{@code
 * SelfPlayOptions o = PipelineOptionsFactory.fromArgs(args).withValidation().as(SelfPlayOptions.class);
 * Pipeline p = Pipeline.create(o);
 * SelfPlayPipeline.apply(p, o);
 * p.run().waitUntilFinish();
 * }</pre>
 */
public final class SelfPlayPipeline {
  private SelfPlayPipeline() {}

  /**
   * Adds the pipeline's transforms to {@code pipeline}, after checking the options (the game is
   * made and the bots parsed once here).
   *
   * @param pipeline the pipeline
   * @param options the options
   * @return one report per shard, as each is written (in no particular order)
   * @throws IllegalArgumentException if an option is missing or not valid, or {@code --out} holds
   *     self-play data already; the message says which
   */
  public static PCollection<ShardReport> apply(Pipeline pipeline, SelfPlayOptions options) {
    Objects.requireNonNull(pipeline, "pipeline");
    Spec spec = Spec.from(options);
    SelfPlayManifest.requireNoRun(spec.out(), Outputs.names(spec.out()));
    PCollection<ShardReport> reports =
        spec.shards().play(pipeline, new PlayShard(spec), ShardReport.class);
    reports
        .apply(
            "OneKey", WithKeys.<Integer, ShardReport>of(0).withKeyType(TypeDescriptors.integers()))
        .setCoder(KvCoder.of(VarIntCoder.of(), SerializableCoder.of(ShardReport.class)))
        .apply("AllShards", GroupByKey.create())
        .apply("Manifest", ParDo.of(new WriteManifest(spec)));
    return reports;
  }

  /**
   * The checked options: what the workers need to play their shards.
   *
   * @param common the options both pipelines take
   * @param bots the bots, one per seat (a shorter list is filled up with its last)
   * @param temperaturePlies the plies of each game with exploration
   * @param randomPlies the random plies that open each game
   * @param compress whether the arrays are deflated
   * @param out the directory to write to
   */
  record Spec(
      GameSpec.Common common,
      String bots,
      int temperaturePlies,
      int randomPlies,
      boolean compress,
      String out)
      implements Serializable {

    static Spec from(SelfPlayOptions o) {
      GameSpec.Common c = GameSpec.Common.from(o);
      int temperature = (int) GameSpec.atLeast(o.getTemperaturePlies(), "--temperaturePlies", 0);
      int random = (int) GameSpec.atLeast(o.getRandomPlies(), "--randomPlies", 0);
      String out = GameSpec.required(o.getOut(), "--out is required: the directory to write to");
      String bots = o.getBots();
      if (bots == null) {
        bots = "mcts";
      } else if (bots.isBlank()) {
        throw new IllegalArgumentException("--bots is empty");
      }
      Spec spec = new Spec(c, bots, temperature, random, o.getCompress(), out);
      spec.build(); // the bots and the observations, checked once here
      return spec;
    }

    /** The games {@code 0 .. games - 1} in shards of {@code --gamesPerShard}. */
    Shards shards() {
      return new Shards(common.games(), common.perShard());
    }

    /** The generator and the bots' names. */
    Built build() {
      return build(common.game().create());
    }

    private <S, M> Built build(Game<S, M> g) {
      List<BotSpecs.Named<S, M>> named = BotSpecs.parse(g, bots);
      List<Agent<S, M>> agents = named.stream().map(BotSpecs.Named::agent).toList();
      SelfPlay<S, M> selfPlay =
          SelfPlay.of(g, agents)
              .seed(common.seed())
              .temperaturePlies(temperaturePlies)
              .randomPlies(randomPlies);
      if (common.maxPlies() > 0) {
        selfPlay = selfPlay.maxPlies(common.maxPlies());
      }
      return new Built(selfPlay, named.stream().map(BotSpecs.Named::name).toList());
    }
  }

  /** A generator made from a {@link Spec}, and its bots' names. */
  record Built(SelfPlay<?, ?> selfPlay, List<String> bots) {}

  /** Plays a shard and writes its file. */
  static final class PlayShard extends DoFn<Long, ShardReport> {
    private static final long serialVersionUID = 1L;

    private final Spec spec;
    private transient @Nullable SelfPlay<?, ?> selfPlay;

    PlayShard(Spec spec) {
      this.spec = spec;
    }

    @Setup
    public void setup() {
      selfPlay = spec.build().selfPlay();
    }

    @ProcessElement
    public void process(@Element Long shard, OutputReceiver<ShardReport> out) throws IOException {
      SelfPlay<?, ?> generator = Objects.requireNonNull(selfPlay, "setup not called");
      long from = spec.shards().from(shard);
      long to = spec.shards().to(shard);
      ThreadMXBean mx = ManagementFactory.getThreadMXBean();
      long cpu0 = mx.isCurrentThreadCpuTimeSupported() ? mx.getCurrentThreadCpuTime() : -1;
      long t0 = System.nanoTime();
      Samples samples = generator.play(from, to);
      Outputs.write(
          spec.out(), SelfPlayManifest.fileName(shard), o -> samples.writeNpz(o, spec.compress()));
      long wall = System.nanoTime() - t0;
      long cpu = cpu0 < 0 ? -1 : mx.getCurrentThreadCpuTime() - cpu0;
      out.output(new ShardReport(shard, from, to - from, samples.size(), wall, cpu));
    }
  }

  /** Writes the manifest once every shard is written. */
  static final class WriteManifest extends DoFn<KV<Integer, Iterable<ShardReport>>, Void> {
    private static final long serialVersionUID = 1L;

    private final Spec spec;

    WriteManifest(Spec spec) {
      this.spec = spec;
    }

    @ProcessElement
    public void process(@Element KV<Integer, Iterable<ShardReport>> all) throws IOException {
      List<ShardReport> reports = new ArrayList<>();
      Iterable<ShardReport> values = Objects.requireNonNull(all.getValue());
      for (ShardReport r : values) {
        reports.add(r);
      }
      reports.sort(Comparator.comparingLong(ShardReport::shard));
      List<SelfPlayManifest.Entry> files = new ArrayList<>();
      for (ShardReport r : reports) {
        files.add(
            new SelfPlayManifest.Entry(
                SelfPlayManifest.fileName(r.shard()), r.firstGame(), r.games(), r.samples()));
      }
      Built built = spec.build();
      String json =
          SelfPlayManifest.json(
              built.selfPlay(),
              built.bots(),
              0,
              spec.common().games(),
              spec.common().perShard(),
              spec.compress(),
              files);
      Outputs.write(
          spec.out(), SelfPlayManifest.NAME, o -> o.write(json.getBytes(StandardCharsets.UTF_8)));
    }
  }
}
