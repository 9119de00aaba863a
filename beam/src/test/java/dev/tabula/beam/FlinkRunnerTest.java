package dev.tabula.beam;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The pipelines on a real engine: Apache Flink's embedded cluster (the Flink runner with its local
 * master, two task slots), with the same output as the DirectRunner and the in-process code.
 */
class FlinkRunnerTest {
  @TempDir Path dir;

  @Test
  void selfPlay_onFlink_writesTheSameFiles() throws IOException {
    Path out = dir.resolve("selfplay");
    List<String> args = SelfPlayPipelineTest.args(out, 2);
    args.addAll(Runs.FLINK);
    assertEquals(
        "FlinkRunner", Runs.options(SelfPlayOptions.class, args).getRunner().getSimpleName());
    SelfPlayPipelineTest.assertSameFiles(
        SelfPlayPipelineTest.expected(2, 0, false), SelfPlayPipelineTest.run(args, out));
  }

  @Test
  void match_onFlink_givesTheSameSummary() {
    List<String> args = new ArrayList<>(MatchPipelineTest.args("toguz", "mc:12,random", 10, 2));
    String expected = MatchPipelineTest.inProcessSummary(Runs.options(MatchOptions.class, args));
    args.addAll(Runs.FLINK);
    MatchPipelineTest.runAndAssert(args, expected);
  }
}
