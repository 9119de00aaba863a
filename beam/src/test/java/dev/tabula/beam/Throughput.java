package dev.tabula.beam;

import dev.tabula.learn.Samples;
import dev.tabula.learn.SelfPlay;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.PipelineResult;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.ParDo;

/**
 * Measures the self-play pipeline on the DirectRunner against {@link SelfPlay#play} on one thread,
 * for the same games: samples per second (wall and CPU time) and how the work split over the
 * shards. Not a test; run it with the test class path:
 *
 * <pre>{@code
 * ./mvnw -B -o -q -pl beam -am test-compile
 * ./mvnw -B -o -q -pl beam dependency:build-classpath -Dmdep.outputFile=/tmp/cp.txt
 * java -cp beam/target/test-classes:beam/target/classes:$(cat /tmp/cp.txt) \
 *     dev.tabula.beam.Throughput toguz mcts:100 64 8 2
 * }</pre>
 *
 * Arguments: game, bots, games, games per shard, DirectRunner target parallelism.
 */
final class Throughput {
  private Throughput() {}

  /** The shards' reports, from the DirectRunner's threads (same JVM). */
  static final ConcurrentLinkedQueue<ShardReport> REPORTS = new ConcurrentLinkedQueue<>();

  static final class Collect extends DoFn<ShardReport, Void> {
    private static final long serialVersionUID = 1L;

    @ProcessElement
    public void process(@Element ShardReport r) {
      REPORTS.add(r);
    }
  }

  public static void main(String[] args) throws Exception {
    String game = args.length > 0 ? args[0] : "toguz";
    String bots = args.length > 1 ? args[1] : "mcts:100";
    int games = args.length > 2 ? Integer.parseInt(args[2]) : 64;
    int perShard = args.length > 3 ? Integer.parseInt(args[3]) : 8;
    int parallelism = args.length > 4 ? Integer.parseInt(args[4]) : 2;
    long seed = 1;
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    com.sun.management.OperatingSystemMXBean os =
        (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    SelfPlay<?, ?> selfPlay = Runs.selfPlay(game, Map.of(), bots, seed, 0);
    selfPlay.play(0, Math.max(1, games / 8)); // warm up the JIT

    long cpu0 = threads.getCurrentThreadCpuTime();
    long scpu0 = os.getProcessCpuTime();
    long t0 = System.nanoTime();
    Samples single = selfPlay.play(0, games);
    double singleWall = (System.nanoTime() - t0) / 1e9;
    double singleCpu = (threads.getCurrentThreadCpuTime() - cpu0) / 1e9;
    double singleProcessCpu = (os.getProcessCpuTime() - scpu0) / 1e9;

    Path out = Files.createTempDirectory("tabula-beam-throughput");
    SelfPlayOptions options =
        Runs.options(
            SelfPlayOptions.class,
            List.of(
                "--game=" + game,
                "--bots=" + bots,
                "--seed=" + seed,
                "--games=" + games,
                "--gamesPerShard=" + perShard,
                "--out=" + out,
                "--targetParallelism=" + parallelism));
    Pipeline p = Pipeline.create(options);
    SelfPlayPipeline.apply(p, options).apply(ParDo.of(new Collect()));
    long pcpu0 = os.getProcessCpuTime();
    long p0 = System.nanoTime();
    PipelineResult.State state = p.run().waitUntilFinish();
    double pipeWall = (System.nanoTime() - p0) / 1e9;
    double pipeCpu = (os.getProcessCpuTime() - pcpu0) / 1e9;

    List<ShardReport> reports = new ArrayList<>(REPORTS);
    reports.sort(Comparator.comparingLong(ShardReport::wallNanos));
    long samples = 0;
    for (ShardReport r : reports) {
      samples += r.samples();
    }
    System.out.printf(
        Locale.ROOT,
        "%s %s, %d games, %d samples; %d processors, load average %.1f%n",
        game,
        bots,
        games,
        single.size(),
        Runtime.getRuntime().availableProcessors(),
        os.getSystemLoadAverage());
    System.out.printf(
        Locale.ROOT,
        "SelfPlay.play, 1 thread:       %.2f s wall, %.2f s CPU (thread; process %.2f s), %.0f"
            + " samples/s (%.0f per CPU s)%n",
        singleWall,
        singleCpu,
        singleProcessCpu,
        single.size() / singleWall,
        single.size() / singleCpu);
    System.out.printf(
        Locale.ROOT,
        "DirectRunner, parallelism %d: %.2f s wall, %.2f s CPU (process), %.0f samples/s (%.0f per"
            + " CPU s), %s%n",
        parallelism,
        pipeWall,
        pipeCpu,
        samples / pipeWall,
        samples / pipeCpu,
        state);
    System.out.printf(
        Locale.ROOT,
        "%d shards of %d games: wall min %.2f s, median %.2f s, max %.2f s; CPU min %.2f s,"
            + " median %.2f s, max %.2f s%n",
        reports.size(),
        perShard,
        reports.get(0).wallNanos() / 1e9,
        reports.get(reports.size() / 2).wallNanos() / 1e9,
        reports.get(reports.size() - 1).wallNanos() / 1e9,
        reports.stream().mapToLong(ShardReport::cpuNanos).min().orElse(0) / 1e9,
        reports.stream().mapToLong(ShardReport::cpuNanos).sorted().toArray()[reports.size() / 2]
            / 1e9,
        reports.stream().mapToLong(ShardReport::cpuNanos).max().orElse(0) / 1e9);
    long shardCpu = reports.stream().mapToLong(ShardReport::cpuNanos).sum();
    System.out.printf(
        Locale.ROOT,
        "shards' CPU %.2f s in all (%.0f samples per shard CPU s); the rest of the process CPU is"
            + " Beam's and the JVM's%n",
        shardCpu / 1e9,
        samples / (shardCpu / 1e9));
    if (samples != single.size()) {
      throw new AssertionError("the pipeline gave " + samples + " samples, not " + single.size());
    }
  }
}
