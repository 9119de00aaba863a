package dev.tabula.beam;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The pipelines' main class in a process of its own, on the module's runtime class path (which the
 * build writes to {@code target/runtime-classpath.txt}; docs/beam.md builds the same list), as a
 * user runs it: no test-scope jar helps it. It prints what it says it prints and nothing else, such
 * as logging's complaints.
 */
class CommandLineProcessTest {
  @TempDir Path dir;

  /** Runs {@code TabulaPipelines} with the arguments; returns the status, stdout and stderr. */
  private static List<String> run(Path dir, String... args)
      throws IOException, InterruptedException {
    Path listed = Path.of("target", "runtime-classpath.txt");
    assertTrue(Files.exists(listed), listed + " is written by the build (generate-test-resources)");
    String cp =
        Path.of("target", "classes").toAbsolutePath()
            + File.pathSeparator
            + Files.readString(listed, StandardCharsets.UTF_8).strip();
    Path java = Path.of(System.getProperty("java.home"), "bin", "java");
    List<String> command = new ArrayList<>(List.of(java.toString(), "-cp", cp));
    command.add(TabulaPipelines.class.getName());
    command.addAll(List.of(args));
    Path out = dir.resolve("stdout.txt");
    Path err = dir.resolve("stderr.txt");
    Process p =
        new ProcessBuilder(command)
            .redirectOutput(out.toFile())
            .redirectError(err.toFile())
            .start();
    if (!p.waitFor(10, TimeUnit.MINUTES)) {
      p.destroyForcibly();
      throw new AssertionError("TabulaPipelines did not end in 10 minutes");
    }
    return List.of(
        String.valueOf(p.exitValue()),
        Files.readString(out, StandardCharsets.UTF_8),
        Files.readString(err, StandardCharsets.UTF_8));
  }

  @Test
  void selfplay_printsOneLine_noLoggingNoise() throws Exception {
    Path o = dir.resolve("run");
    List<String> r =
        run(
            dir,
            "selfplay",
            "--game=toguz",
            "--bots=random",
            "--seed=1",
            "--games=2",
            "--gamesPerShard=1",
            "--maxPlies=10",
            "--out=" + o);
    assertEquals(List.of("0", "", "tabula-beam: wrote " + o + "\n"), r);
    assertTrue(Files.exists(o.resolve("selfplay-00001.npz")));
  }

  @Test
  void programBot_oneClearLine() throws Exception {
    List<String> r =
        run(
            dir,
            "match",
            "--game=toguz",
            "--bots=random,cmd:foo",
            "--seed=1",
            "--games=2",
            "--out=" + dir.resolve("m"));
    assertEquals(
        List.of(
            "2",
            "",
            "tabula-beam: bad bot 'cmd:foo': built-in bots only, not programs (programs play in"
                + " 'tabula match')\n"),
        r);
  }
}
