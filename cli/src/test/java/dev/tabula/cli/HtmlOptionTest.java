package dev.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code replay --html} and {@code play --html} write the page of {@link
 * dev.tabula.picture.HtmlReplay} and print what they print without it; a file that cannot be
 * written is one error line. What the page shows is checked in a browser: {@link
 * BrowserReplayTest}.
 */
class HtmlOptionTest {
  @TempDir Path dir;

  private static int count(String regex, String text) {
    Matcher m = Pattern.compile(regex).matcher(text);
    int n = 0;
    while (m.find()) {
      n++;
    }
    return n;
  }

  @Test
  void replay_html_onePagePerFile_oneGameEachRecord_sameOutput() throws IOException {
    Path page = dir.resolve("games.html");
    Cli.Run plain = Cli.runWithInput(ReplayCommandTest.RECORDS, "replay", "rollnim", "-");
    Cli.Run r =
        Cli.runWithInput(
                ReplayCommandTest.RECORDS, "replay", "rollnim", "-", "--html", page.toString())
            .assertOk();
    assertEquals(plain.out(), r.out());
    String html = Files.readString(page, StandardCharsets.UTF_8);
    assertTrue(html.startsWith("<!DOCTYPE html>"), html);
    assertTrue(html.contains("<title>rollnim replay (3 games)</title>"), html);
    assertEquals(3, count("<script type=\"application/json\" class=\"replay-data\">", html));
    assertTrue(html.contains("\"label\":\"Game 3, 0-1\""), html);
    assertTrue(html.contains("\"comments\":[\"stopped early\"]"), html);
  }

  @Test
  void replay_html_withCheck_stillWritesThePage() {
    Path page = dir.resolve("checked.html");
    Cli.Run r =
        Cli.runWithInput(
            ReplayCommandTest.RECORDS,
            "replay",
            "rollnim",
            "-",
            "--check",
            "--html",
            page.toString());
    assertEquals(1, r.status(), r.err());
    assertTrue(Files.isRegularFile(page));
  }

  @Test
  void replay_html_badRecord_noPage() {
    Path page = dir.resolve("bad.html");
    Cli.Run r =
        Cli.runWithInput("1 t1 1 t9\n", "replay", "rollnim", "-", "--html", page.toString());
    assertEquals(2, r.status(), r.err());
    assertTrue(r.err().startsWith("tabula: "), r.err());
    assertFalse(r.err().contains("\n") && r.err().indexOf('\n') != r.err().length() - 1, r.err());
    assertFalse(Files.exists(page), "no half page is left");
  }

  @Test
  void replay_html_unwritable_oneLine() throws IOException {
    Path file = Files.writeString(dir.resolve("plain"), "x");
    Path missing = file.resolve("x.html");
    assertEquals(
        "tabula: cannot write '" + missing + "': '" + file + "' is not a directory",
        Cli.runWithInput(
                ReplayCommandTest.RECORDS, "replay", "rollnim", "-", "--html", missing.toString())
            .assertError());
    Path sub = Files.createDirectory(dir.resolve("sub"));
    String e =
        Cli.runWithInput(
                ReplayCommandTest.RECORDS, "replay", "rollnim", "-", "--html", sub.toString())
            .assertError();
    assertTrue(e.startsWith("tabula: cannot write '" + sub + "': "), e);
  }

  @Test
  void play_html_pageOfThePlayedGame_recordUnchanged() throws IOException {
    Path page = dir.resolve("play.html");
    Cli.Run plain = Cli.run("play", "rollnim", "--seed", "42", "-q").assertOkTalkingOnStderr();
    Cli.Run r =
        Cli.run("play", "rollnim", "--seed", "42", "-q", "--html", page.toString())
            .assertOkTalkingOnStderr();
    assertEquals(plain.out(), r.out());
    assertEquals(plain.err(), r.err());
    String html = Files.readString(page, StandardCharsets.UTF_8);
    assertEquals(1, count("class=\"replay-data\"", html));
    assertTrue(html.contains("\"name\":\"mc:1000\""), html);
    assertTrue(html.contains("[\"Seed\",\"42\"]"), html);
    assertTrue(html.contains("\"by\":\"chance\""), html);
  }

  @Test
  void play_html_unwritable_failsBeforePlaying() throws IOException {
    Path file = Files.writeString(dir.resolve("plain"), "x");
    Path missing = file.resolve("x.html");
    assertEquals(
        "tabula: cannot write '" + missing + "': '" + file + "' is not a directory",
        Cli.run("play", "rollnim", "--seed", "1", "--html", missing.toString()).assertError());
    Path page = dir.resolve("never.html");
    Cli.run("play", "rollnim", "--bots", "nobody", "--html", page.toString()).assertError();
    assertFalse(Files.exists(page), "no page for a game that was not played");
  }
}
