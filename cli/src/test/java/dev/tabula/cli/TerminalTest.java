package dev.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Progress (perft, bench) is shown iff standard error is a terminal, and so is colour (play's
 * --color auto), since play draws the board there; standard output (the results, play's record)
 * never gets either, whatever it is. Each stream is decided on its own: the command runs as a real
 * process on the test class path, under a real pseudo-terminal made by util-linux {@code script}
 * (needed: the test fails without it), with one stream or the other redirected to a file, and with
 * pipes only.
 */
class TerminalTest {
  private static final String ESC = "\033";
  private static final String CLEAR_LINE = "\r" + ESC + "[K";
  private static final String YELLOW = ESC + "[33m";

  @TempDir Path dir;

  private final String count = Cli.run("perft", "rollnim", "-d", "6").assertOk().lines().get(0);

  @Test
  void stdoutAndStderrTerminals_progressAndColour() throws Exception {
    Shown t = inTerminal(tabula("perft", "rollnim", "-d", "6"));
    assertTrue(t.screen.contains(CLEAR_LINE + "first move 1/3, "), t.screen);
    assertTrue(t.screen.contains("perft 6: " + count + " paths in "), t.screen);
    assertTrue(t.screen.contains(count + "\r\n"), t.screen);

    t = inTerminal(tabula("play", "rollnim", "--seed", "3", "--bots", "random"));
    assertTrue(t.screen.contains(YELLOW), t.screen);
    assertTrue(t.screen.contains("\r\n[Game \"rollnim\"]\r\n"), t.screen);

    // Standard input has nothing to do with it.
    t =
        inTerminal(
            tabula("play", "rollnim", "--seed", "3", "--bots", "random", "--color", "auto")
                + " < /dev/null");
    assertTrue(t.screen.contains(YELLOW), t.screen);
  }

  @Test
  void stdoutToAFile_stderrTerminal_progressAndColourOnStderr_outputPlain() throws Exception {
    Path out = dir.resolve("out");
    Shown t = inTerminal(tabula("perft", "rollnim", "-d", "6") + " > " + quote(out));
    assertEquals(count + "\n", Files.readString(out));
    assertTrue(t.screen.contains(CLEAR_LINE + "first move 1/3, "), t.screen);
    assertTrue(t.screen.contains("perft 6: " + count + " paths in "), t.screen);

    t =
        inTerminal(
            tabula("bench", "rollnim", "--seconds", "0.3", "--warmup", "0") + " > " + quote(out));
    assertTrue(t.screen.contains(CLEAR_LINE + "measuring "), t.screen);
    assertTrue(
        Files.readString(out)
            .matches("game: rollnim \\(2 players\\)\nseed: \\d+\nplayouts/s: (?s).*"),
        Files.readString(out));
    assertFalse(Files.readString(out).contains(ESC));

    // play: the game, coloured, on the terminal; only the record, plain, in the file.
    t =
        inTerminal(
            tabula("play", "rollnim", "--seed", "3", "--bots", "random") + " > " + quote(out));
    assertTrue(t.screen.contains(YELLOW), t.screen);
    assertTrue(t.screen.contains("pile "), t.screen);
    assertFalse(t.screen.contains("[Game "), t.screen);
    assertTrue(Files.readString(out).startsWith("[Game \"rollnim\"]\n"), Files.readString(out));
    assertFalse(Files.readString(out).contains("pile "), Files.readString(out));
    assertFalse(Files.readString(out).contains(ESC), Files.readString(out));
  }

  @Test
  void stderrToAFile_stdoutTerminal_noProgressNoColour() throws Exception {
    Path log = dir.resolve("log");
    Shown t = inTerminal(tabula("perft", "rollnim", "-d", "6") + " 2> " + quote(log));
    assertEquals("", Files.readString(log));
    assertEquals(count + "\r\n", t.screen);

    t =
        inTerminal(
            tabula("bench", "rollnim", "--seconds", "0.3", "--warmup", "0") + " 2> " + quote(log));
    assertEquals("", Files.readString(log));
    assertTrue(
        t.screen.matches("game: rollnim \\(2 players\\)\r\nseed: \\d+\r\nplayouts/s: (?s).*"),
        t.screen);
    assertFalse(t.screen.contains(ESC), t.screen);

    // play: the game, plain, in the file; only the record, plain, on the terminal.
    t =
        inTerminal(
            tabula("play", "rollnim", "--seed", "3", "--bots", "random") + " 2> " + quote(log));
    assertTrue(t.screen.startsWith("[Game \"rollnim\"]\r\n"), t.screen);
    assertFalse(t.screen.contains(ESC), t.screen);
    assertTrue(Files.readString(log).contains("\npile "), Files.readString(log));
    assertFalse(Files.readString(log).contains(ESC), Files.readString(log));
  }

  @Test
  void pipesOnly_noProgressNoColour() throws Exception {
    Ran r = inPipes(List.of("perft", "rollnim", "-d", "6"));
    assertEquals(0, r.status);
    assertEquals(count + "\n", r.out);
    assertEquals("", r.err);

    r = inPipes(List.of("bench", "rollnim", "--seconds", "0.3", "--warmup", "0"));
    assertEquals(0, r.status);
    assertEquals("", r.err);

    r = inPipes(List.of("play", "rollnim", "--seed", "3", "--bots", "random"));
    assertEquals(0, r.status);
    assertTrue(r.out.startsWith("[Game \"rollnim\"]\n"), r.out);
    assertFalse(r.out.contains(ESC), r.out);
    assertTrue(r.err.contains("\npile "), r.err);
    assertFalse(r.err.contains(ESC), r.err);
  }

  @Test
  void terminalDevices_recognised() {
    assertTrue(Terminals.isTerminalDevice("/dev/pts/3"));
    assertTrue(Terminals.isTerminalDevice("/dev/tty1"));
    assertFalse(Terminals.isTerminalDevice("pipe:[1234]"));
    assertFalse(Terminals.isTerminalDevice("/dev/null"));
    assertFalse(Terminals.isTerminalDevice("/tmp/out"));
  }

  /**
   * What the terminal showed (standard output and error that were not redirected), as bytes came.
   */
  private record Shown(String screen) {}

  private record Ran(int status, String out, String err) {}

  /** The command line that runs tabula on the test class path, for sh. */
  private static String tabula(String... args) {
    List<String> words = new ArrayList<>(java());
    words.addAll(List.of(args));
    return words.stream().map(TerminalTest::quote).collect(Collectors.joining(" "));
  }

  private static List<String> java() {
    return List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-cp",
        System.getProperty("java.class.path"),
        Main.class.getName());
  }

  private static String quote(Object word) {
    return "'" + word.toString().replace("'", "'\\''") + "'";
  }

  /**
   * Runs the sh command line in a new pseudo-terminal and returns what it showed; exit status 0.
   */
  private Shown inTerminal(String command) throws Exception {
    ProcessBuilder pb = new ProcessBuilder("script", "-qfec", command, "/dev/null");
    Path screen = dir.resolve("screen");
    pb.redirectInput(new File("/dev/null"));
    pb.redirectOutput(screen.toFile());
    pb.redirectErrorStream(true);
    environment(pb.environment());
    pb.environment().put("SHELL", "/bin/sh");
    Process p;
    try {
      p = pb.start();
    } catch (IOException e) {
      throw new AssertionError(
          "this test needs util-linux 'script' to make a pseudo-terminal: " + e, e);
    }
    int status = finish(p);
    String shown = Files.readString(screen, StandardCharsets.UTF_8);
    assertEquals(0, status, () -> "exit status of " + command + "; it showed: " + shown);
    return new Shown(shown);
  }

  /**
   * Runs the command with standard output and error as pipes to this test, standard input empty.
   */
  private static Ran inPipes(List<String> args) throws Exception {
    List<String> command = new ArrayList<>(java());
    command.addAll(args);
    ProcessBuilder pb = new ProcessBuilder(command);
    pb.redirectInput(new File("/dev/null"));
    environment(pb.environment());
    Process p = pb.start();
    CompletableFuture<String> err = CompletableFuture.supplyAsync(() -> read(p.getErrorStream()));
    String out = read(p.getInputStream());
    int status = finish(p);
    return new Ran(status, out, err.get(120, TimeUnit.SECONDS));
  }

  private static String read(InputStream in) {
    try {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void environment(Map<String, String> env) {
    env.put("TERM", "xterm");
    for (String name :
        new String[] {
          "NO_COLOR", "TABULA_DEBUG", "JAVA_TOOL_OPTIONS", "_JAVA_OPTIONS", "JDK_JAVA_OPTIONS"
        }) {
      env.remove(name);
    }
  }

  private static int finish(Process p) throws InterruptedException {
    if (!p.waitFor(120, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      fail("the command did not finish within 120 s");
    }
    return p.exitValue();
  }
}
