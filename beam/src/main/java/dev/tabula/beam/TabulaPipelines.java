package dev.tabula.beam;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.PipelineResult;
import org.apache.beam.sdk.io.FileSystems;
import org.apache.beam.sdk.io.fs.ResolveOptions.StandardResolveOptions;
import org.apache.beam.sdk.io.fs.ResourceId;
import org.apache.beam.sdk.options.PipelineOptionsFactory;

/**
 * The command line of the pipelines: {@code TabulaPipelines selfplay|match --option=value ...},
 * with Beam's options for the runner (DirectRunner by default; {@code --runner=FlinkRunner
 * --flinkMaster=[local]} or {@code host:8081}, ...). {@code --help} lists the options. Exit status
 * 0 when the pipeline finished, 1 when it failed, 2 for bad options.
 */
public final class TabulaPipelines {
  private TabulaPipelines() {}

  private static final String USAGE =
      "usage: TabulaPipelines selfplay|match --game=GAME --seed=S --games=N --out=DIR"
          + " [--bots=...] [--gamesPerShard=G] [--runner=...]; TabulaPipelines selfplay|match"
          + " --help for every option";

  /**
   * Runs a pipeline and waits for it.
   *
   * @param args the pipeline's name, then its options
   */
  public static void main(String[] args) {
    System.exit(run(args, System.out, System.err));
  }

  /**
   * Runs a pipeline and waits for it; the match's summary goes to {@code out}.
   *
   * @param args the pipeline's name ({@code selfplay} or {@code match}), then its options
   * @param out where the summary goes
   * @param err where errors go
   * @return the exit status: 0 done, 1 the pipeline failed, 2 bad options
   */
  static int run(String[] args, PrintStream out, PrintStream err) {
    if (args.length == 0 || !(args[0].equals("selfplay") || args[0].equals("match"))) {
      err.println(USAGE);
      return 2;
    }
    String[] rest = Arrays.copyOfRange(args, 1, args.length);
    boolean selfplay = args[0].equals("selfplay");
    PipelineOptionsFactory.register(selfplay ? SelfPlayOptions.class : MatchOptions.class);
    Pipeline pipeline;
    TabulaOptions options;
    try {
      if (selfplay) {
        SelfPlayOptions o =
            PipelineOptionsFactory.fromArgs(rest).withValidation().as(SelfPlayOptions.class);
        pipeline = Pipeline.create(o);
        SelfPlayPipeline.apply(pipeline, o);
        options = o;
      } else {
        MatchOptions o =
            PipelineOptionsFactory.fromArgs(rest).withValidation().as(MatchOptions.class);
        if (o.getOut() == null) {
          throw new IllegalArgumentException("--out is required: where summary.txt goes");
        }
        pipeline = Pipeline.create(o);
        MatchPipeline.apply(pipeline, o);
        options = o;
      }
    } catch (IllegalArgumentException e) {
      err.println("tabula-beam: " + e.getMessage());
      return 2;
    }
    PipelineResult.State state = pipeline.run().waitUntilFinish();
    if (state != PipelineResult.State.DONE) {
      err.println("tabula-beam: the pipeline ended " + state);
      return 1;
    }
    String dir = options.getOut();
    if (!selfplay && dir != null) {
      ResourceId summary =
          FileSystems.matchNewResource(dir, true)
              .resolve(MatchPipeline.SUMMARY, StandardResolveOptions.RESOLVE_FILE);
      try (java.io.InputStream in =
          java.nio.channels.Channels.newInputStream(FileSystems.open(summary))) {
        out.print(new String(in.readAllBytes(), StandardCharsets.UTF_8));
      } catch (java.io.IOException e) {
        err.println("tabula-beam: cannot read " + summary + ": " + e.getMessage());
        return 1;
      }
    } else {
      err.println("tabula-beam: wrote " + dir);
    }
    out.flush();
    return 0;
  }
}
