package dev.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A standard output that cannot be written ({@code > /dev/full}, a closed descriptor) is an error
 * like a file that cannot be written: one line saying why, exit status 2, never a silent success
 * with the output lost. Run as real processes, with the real streams.
 */
class StandardOutputTest {
  private static final Path ROOT = Path.of("").toAbsolutePath().getParent();

  /** What a process printed on standard error, and its exit status. */
  record Result(int status, String err) {}

  /**
   * Runs {@code tabula ARGS} with standard output going to {@code /dev/full} (every write fails
   * with "No space left on device"), or closed when {@code closed} (through {@code sh}).
   */
  private static Result run(boolean closed, String... args) throws Exception {
    List<String> command = new ArrayList<>();
    if (closed) {
      command.addAll(List.of("sh", "-c", "exec \"$0\" \"$@\" >&-"));
    }
    command.addAll(
        List.of(
            Path.of(System.getProperty("java.home"), "bin", "java").toString(),
            "-XX:TieredStopAtLevel=1",
            "-cp",
            ReadmeSamplesTest.mainClassPath(),
            Main.class.getName()));
    command.addAll(List.of(args));
    ProcessBuilder pb = new ProcessBuilder(command).directory(ROOT.toFile());
    pb.redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
    if (!closed) {
      assertTrue(Files.exists(Path.of("/dev/full")), "this test needs /dev/full (Linux)");
      pb.redirectOutput(ProcessBuilder.Redirect.to(new File("/dev/full")));
    }
    Process p = pb.start();
    String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    return new Result(p.waitFor(), err);
  }

  private static void assertFails(Result r, String reason) {
    assertEquals(2, r.status(), r.err());
    List<String> lines = r.err().lines().toList();
    assertEquals(
        "tabula: cannot write standard output: " + reason, lines.get(lines.size() - 1), r.err());
    assertEquals(
        1, lines.stream().filter(l -> l.startsWith("tabula: ")).count(), "one error: " + r.err());
  }

  @Test
  void fullDevice_everyCommandThatWritesSaysSo() throws Exception {
    assertFails(run(false, "play", "toguz", "--seed", "1", "-q"), "No space left on device");
    assertFails(run(false, "perft", "toguz", "-d", "2"), "No space left on device");
    assertFails(
        run(false, "replay", "toguz", "docs/examples/toguz-playok.pgn"), "No space left on device");
    assertFails(run(false, "render", "toguz"), "No space left on device");
    assertFails(run(false, "--help"), "No space left on device");
  }

  @Test
  void closedStandardOutput_saysSo() throws Exception {
    assertFails(run(true, "perft", "toguz", "-d", "2"), "Bad file descriptor");
  }

  @Test
  void failedCommand_keepsItsOwnError() throws Exception {
    Result r = run(false, "perft", "toguz", "-d", "x");
    assertEquals(2, r.status());
    assertEquals(
        "tabula: --depth expects a whole number, got 'x' (see 'tabula perft --help')\n", r.err());
  }

  @Test
  void inProcess_theReasonOfTheFirstFailedWrite() {
    Writer full =
        new Writer() {
          @Override
          public void write(char[] buf, int off, int len) throws IOException {
            throw new IOException("No space left on device");
          }

          @Override
          public void flush() {}

          @Override
          public void close() {}
        };
    StringWriter err = new StringWriter();
    Env env =
        new Env(
            new java.io.ByteArrayInputStream(new byte[0]),
            new StdoutWriter(full),
            new PrintWriter(err),
            false,
            false,
            Map.of());
    assertEquals(2, Main.run(env, "moves", "toguz"));
    assertEquals("tabula: cannot write standard output: No space left on device\n", err.toString());
  }
}
