package dev.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The Python example bot ({@code examples/python/random_bot.py}, standard library only) plays a
 * short {@code tabula match} against a built-in bot in every game, as a real process speaking the
 * bot protocol: every game ends by the rules (no forfeit) and the records replay. Needs {@code
 * python3}: without it these tests fail, saying so.
 */
class ExampleBotsTest {
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
        ok,
        "python3 is needed to run the example bot (on Debian: apt-get install python3;"
            + " .ci/run installs it)");
    assertTrue(Files.isRegularFile(PYTHON_BOT), PYTHON_BOT + " is missing");
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "toguz | 2 | random",
        "stack-snake | 2 | mc:20",
        "marrakech | 4 | random,random,random"
      })
  void match_pythonExampleAgainstABuiltInBot_playsByTheRules(String game, int games, String others)
      throws IOException {
    Path records = dir.resolve(game + ".txt");
    String python = "cmd:python3 " + PYTHON_BOT;
    Cli.Run r =
        Cli.run(
                "match",
                game,
                "--bots",
                python + "," + others,
                "--games",
                Integer.toString(games),
                "--seed",
                "11",
                "--threads",
                "2",
                "--records",
                records.toString(),
                "--bot-logs",
                dir.toString())
            .assertOkTalkingOnStderr();
    assertFalse(r.out().contains("misbehaving"), r.out());
    assertTrue(r.err().contains("standard error of " + python + ": "), r.err());
    List<String> lines = r.lines();
    assertTrue(lines.get(0).startsWith(game), r.out());
    String text = Files.readString(records);
    assertEquals(games, text.split("\\[Round \"", -1).length - 1, text);
    assertFalse(text.contains("[Termination"), text);
    Cli.run("replay", game, records.toString(), "--check").assertOk();
    String log = Files.readString(dir.resolve("bot1.log"));
    assertTrue(log.contains("referee: ready, name \"PyRandom\", reuse"), log);
  }
}
