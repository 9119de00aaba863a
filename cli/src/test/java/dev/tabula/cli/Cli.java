package dev.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.GameProvider;
import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/** Runs the command in-process with captured streams. */
final class Cli {
  private Cli() {}

  /** What a run printed and returned. */
  record Run(int status, String out, String err) {
    List<String> lines() {
      return out.isEmpty()
          ? List.of()
          : Arrays.asList(out.split("\n", -1)).subList(0, out.split("\n", -1).length - 1);
    }

    /** Asserts exit status 2, nothing on stdout, and exactly one line on stderr; returns it. */
    String assertError() {
      assertEquals(2, status, () -> "status; out=" + out + " err=" + err);
      assertEquals("", out, "stdout");
      assertTrue(
          err.endsWith("\n") && err.indexOf('\n') == err.length() - 1, () -> "one line: " + err);
      assertTrue(err.startsWith("tabula: "), err);
      return err.strip();
    }

    /**
     * Asserts exit status 3 and exactly one line on stderr, saying it is a bug; returns the line.
     */
    String assertInternalError() {
      assertEquals(3, status, () -> "status; out=" + out + " err=" + err);
      assertTrue(
          err.endsWith("\n") && err.indexOf('\n') == err.length() - 1, () -> "one line: " + err);
      assertTrue(err.startsWith("tabula: internal error, please report it: "), err);
      return err.strip();
    }

    /**
     * For a command that talks on stderr by design ({@code play}): asserts exit status 3, nothing
     * on stdout, and that stderr ends with the one error line, saying it is a bug, after lines of
     * talk none of which is an error line; returns the error line.
     */
    String assertInternalErrorAfterTalk() {
      assertEquals(3, status, () -> "status; out=" + out + " err=" + err);
      assertEquals("", out, "stdout");
      assertTrue(err.endsWith("\n"), () -> "whole lines: " + err);
      List<String> lines = errLines();
      String last = lines.get(lines.size() - 1);
      assertTrue(last.startsWith("tabula: internal error, please report it: "), err);
      assertTrue(
          lines.subList(0, lines.size() - 1).stream().noneMatch(l -> l.startsWith("tabula:")),
          () -> "one error line: " + err);
      return last;
    }

    /** Asserts exit status 0 and nothing on stderr: the command said all it had to on stdout. */
    Run assertOk() {
      assertEquals(0, status, () -> "status; err=" + err);
      assertEquals("", err, "stderr");
      return this;
    }

    /**
     * For a command that talks to people on stderr by design ({@code play} shows the game there and
     * writes only the record on stdout): asserts exit status 0, that stderr holds whole lines of
     * that talk, and that none of them is an error line ({@code tabula: ...}).
     */
    Run assertOkTalkingOnStderr() {
      assertEquals(0, status, () -> "status; err=" + err);
      assertTrue(!err.isEmpty() && err.endsWith("\n"), () -> "whole lines on stderr: " + err);
      assertTrue(
          err.lines().noneMatch(l -> l.startsWith("tabula:")), () -> "an error line: " + err);
      return this;
    }

    /** The lines of stderr, without their line breaks. */
    List<String> errLines() {
      return err.lines().toList();
    }
  }

  /**
   * Fails (never skips) unless the game's provider is registered: a test of a real engine must not
   * pass quietly when its META-INF/services entry or module declaration is broken.
   */
  static void requireGame(String name) {
    assertTrue(
        GameProvider.available().contains(name),
        () ->
            "no provider for '"
                + name
                + "' on the class path (its service registration is broken); found "
                + GameProvider.available());
  }

  static Run run(String... args) {
    return runWithInput("", args);
  }

  static Run runWithInput(String stdin, String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    Env env =
        new Env(
            new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
            new PrintWriter(out),
            new PrintWriter(err),
            false,
            false,
            Map.of());
    int status = Main.run(env, args);
    return new Run(
        status, out.toString().replace("\r\n", "\n"), err.toString().replace("\r\n", "\n"));
  }
}
