package dev.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tabula match} with programs as bots, real {@code python3} processes: the logs of each
 * match in a directory of its own, the limits of programs, and a program that never gets ready
 * stopping the match with the summary so far. Needs {@code python3}: without it these tests fail,
 * saying so.
 */
class MatchProgramsTest {
  private static final Path ROOT = Path.of("").toAbsolutePath().getParent();
  private static final Path PYTHON_BOT = ROOT.resolve("examples/python/random_bot.py");

  @TempDir Path dir;

  @BeforeAll
  static void python3IsThere() throws InterruptedException {
    boolean ok;
    try {
      Process p = new ProcessBuilder("python3", "--version").redirectErrorStream(true).start();
      p.getInputStream().readAllBytes();
      ok = p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0;
    } catch (IOException e) {
      ok = false;
    }
    assertTrue(
        ok, "python3 is needed to run bots as programs (on Debian: apt-get install python3)");
  }

  /** The log file a match names on standard error for its first bot. */
  private static Path logOf(Cli.Run r) {
    for (String line : r.errLines()) {
      if (line.startsWith("standard error of ")) {
        return Path.of(line.substring(line.lastIndexOf(": ") + 2));
      }
    }
    throw new AssertionError("no log named: " + r.err());
  }

  @Test
  void defaultBotLogs_aNewDirectoryForEachMatch_evenWithTheSameSeed() throws IOException {
    List<Path> logs = new ArrayList<>();
    try {
      for (int i = 0; i < 2; i++) {
        Cli.Run r =
            Cli.run(
                    "match",
                    "stack-snake",
                    "--bots",
                    "cmd:python3 " + PYTHON_BOT + ",random",
                    "--games",
                    "2",
                    "--seed",
                    "1",
                    "-j",
                    "1")
                .assertOkTalkingOnStderr();
        logs.add(logOf(r));
      }
      Path tmp = Path.of(System.getProperty("java.io.tmpdir")).toAbsolutePath();
      for (Path log : logs) {
        assertEquals(tmp, log.getParent().getParent(), "in the temporary directory: " + log);
        assertTrue(log.getParent().getFileName().toString().startsWith("tabula-match-"), "" + log);
        String text = Files.readString(log);
        assertEquals(
            1, text.split("referee: started: ", -1).length - 1, "one match's process: " + text);
      }
      assertNotEquals(logs.get(0).getParent(), logs.get(1).getParent());
    } finally {
      for (Path log : logs) {
        deleteTree(log.getParent());
      }
    }
  }

  private static void deleteTree(Path root) throws IOException {
    if (!Files.exists(root)) {
      return;
    }
    try (Stream<Path> all = Files.walk(root)) {
      for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    }
  }

  @Test
  void aProgramThatNeverGetsReady_stopsTheMatch_withTheSummarySoFar() throws IOException {
    Path mute = dir.resolve("mute.py");
    Files.writeString(mute, "import sys\nfor line in sys.stdin:\n    pass\n");
    String bot = "cmd:python3 " + mute;
    Cli.Run r =
        Cli.run(
            "match",
            "toguz",
            "--bots",
            bot + ",random",
            "--games",
            "20",
            "--seed",
            "3",
            "-j",
            "1",
            "--handshake-time",
            "300",
            "--max-handshake-failures",
            "2",
            "--bot-logs",
            dir.toString());
    assertEquals(2, r.status(), r.err());
    List<String> out = r.lines();
    assertEquals(
        "toguz: " + bot + " vs random, 20 games (10 openings x 2 seats), 1 thread, seed 3",
        out.get(0));
    assertEquals("stopped after 2 games: a bot failed to start in 2 games in a row", out.get(1));
    assertTrue(
        out.get(2).startsWith(bot + " vs random: 2 games, 0 wins, 0 draws, 2 losses"), r.out());
    assertTrue(
        out.get(out.size() - 1)
            .endsWith(" --games 20 --handshake-time 300 --max-handshake-failures 2 --seed 3"),
        r.out());
    List<String> err = r.errLines();
    assertEquals(
        "tabula: "
            + bot
            + " failed to start in 2 games in a row, so the match stopped; in game 2 it did not"
            + " say \"ready\" within 300 ms of starting",
        err.get(err.size() - 1));
  }

  @Test
  void botLogLimit_capsTheLog() throws IOException {
    Path chatty = dir.resolve("chatty.py");
    // The example bot, writing 10000 bytes of standard error before each move.
    Files.writeString(
        chatty,
        "import sys\n"
            + "sys.argv = [sys.argv[0]]\n"
            + "sys.path.insert(0, "
            + pythonString(PYTHON_BOT.getParent().toString())
            + ")\n"
            + "import random_bot\n"
            + "choose = random_bot.choose\n"
            + "def chatty(rng, legal):\n"
            + "    sys.stderr.write(('x' * 99 + '\\n') * 100)\n"
            + "    return choose(rng, legal)\n"
            + "random_bot.choose = chatty\n"
            + "random_bot.main()\n");
    Path logs = dir.resolve("logs");
    Cli.run(
            "match",
            "toguz",
            "--bots",
            "cmd:python3 " + chatty + ",random",
            "--games",
            "2",
            "--seed",
            "4",
            "--bot-logs",
            logs.toString(),
            "--bot-log-limit",
            "20k")
        .assertOkTalkingOnStderr();
    Path log = logs.resolve("bot1.log");
    long size = Files.size(log);
    assertTrue(size > 20_000 && size < 22_000, "the log has " + size + " bytes");
    assertTrue(
        Files.readString(log)
            .contains(
                "] referee: this bot's log has reached its limit of 20480 bytes for the match:"),
        "the log says where it was cut");
  }

  private static String pythonString(String s) {
    return "'" + s.replace("\\", "\\\\").replace("'", "\\'") + "'";
  }
}
