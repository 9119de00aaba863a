package dev.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Options that say what they mean and follow one rule across commands: a whole number too large for
 * its option is out of range (not "not a whole number"); each option names only itself; files a
 * command writes get their missing directories; a ply limit is at least 1 everywhere; -q and -v do
 * not silently cancel; a game count has a cap; a scale cannot draw a picture of width 0; an empty
 * bot in a list is named as such.
 */
class OptionRulesTest {
  @TempDir Path dir;

  @Test
  void wholeNumberTooLarge_outOfRange() {
    // An option with a range of its own gives that range for every whole number, not the range
    // of the Java type that holds it (which said -2147483648..2147483647 for 1..1024).
    assertEquals(
        "tabula: --threads must be in 1..1024, got 99999999999 (see 'tabula perft --help')",
        Cli.run("perft", "rollnim", "-d", "1", "-j", "99999999999").assertError());
    assertEquals(
        "tabula: --threads must be in 1..1024, got 5000 (see 'tabula perft --help')",
        Cli.run("perft", "rollnim", "-d", "1", "-j", "5000").assertError());
    assertEquals(
        "tabula: --depth must be in 0..1000, got 99999999999 (see 'tabula perft --help')",
        Cli.run("perft", "rollnim", "-d", "99999999999").assertError());
    assertEquals(
        "tabula: game 'marrakech': option players must be 2, 3 or 4, got '99999999999'",
        Cli.run("perft", "marrakech", "--players", "99999999999", "-d", "1").assertError());
    assertEquals(
        "tabula: --seed is out of range, got '99999999999999999999'"
            + " (-9223372036854775808..9223372036854775807) (see 'tabula play --help')",
        Cli.run("play", "rollnim", "--seed", "99999999999999999999").assertError());
    assertEquals(
        "tabula: --seed is out of range, got '-99999999999999999999'"
            + " (-9223372036854775808..9223372036854775807) (see 'tabula play --help')",
        Cli.run("play", "rollnim", "--seed", "-99999999999999999999").assertError());
    assertEquals(
        "tabula: --depth expects a whole number, got '1.5' (see 'tabula perft --help')",
        Cli.run("perft", "rollnim", "-d", "1.5").assertError());
  }

  @Test
  void bench_eachOptionNamesOnlyItself() {
    assertEquals(
        "tabula: --seconds must be in (0, 86400], got 0.0 (see 'tabula bench --help')",
        Cli.run("bench", "rollnim", "--seconds", "0").assertError());
    assertEquals(
        "tabula: --warmup must be in [0, 3600], got -1.0 (see 'tabula bench --help')",
        Cli.run("bench", "rollnim", "--warmup", "-1").assertError());
  }

  @Test
  void outputFiles_missingDirectoriesCreated_forHtmlAndRecordsAlike() throws IOException {
    Path page = dir.resolve("pages").resolve("deeper").resolve("game.html");
    Cli.run("play", "rollnim", "--seed", "1", "-q", "--html", page.toString())
        .assertOkTalkingOnStderr();
    assertTrue(Files.isRegularFile(page), "--html creates the directories");
    Path records = dir.resolve("records").resolve("games.txt");
    Cli.run(
            "match",
            "rollnim",
            "--bots",
            "random,random",
            "-n",
            "2",
            "-j",
            "1",
            "--seed",
            "1",
            "--records",
            records.toString())
        .assertOk();
    assertTrue(Files.isRegularFile(records), "--records creates the directories");

    Path file = Files.writeString(dir.resolve("plain"), "x");
    Path under = file.resolve("game.html");
    assertEquals(
        "tabula: cannot write '" + under + "': '" + file + "' is not a directory",
        Cli.run("play", "rollnim", "--seed", "1", "-q", "--html", under.toString()).assertError());
    assertEquals(
        "tabula: cannot write '" + under + "': '" + file + "' is not a directory",
        Cli.run(
                "match",
                "rollnim",
                "--bots",
                "random,random",
                "-n",
                "2",
                "--records",
                under.toString())
            .assertError());
  }

  @Test
  void maxPlies_atLeastOne_inPlayAsInMatchAndSelfplay() {
    assertEquals(
        "tabula: --max-plies must be >= 1, got 0 (see 'tabula play --help')",
        Cli.run("play", "rollnim", "--max-plies", "0").assertError());
    assertEquals(
        "tabula: --max-plies must be >= 1, got 0 (see 'tabula match --help')",
        Cli.run("match", "rollnim", "--bots", "random,random", "--max-plies", "0").assertError());
  }

  @Test
  void play_quietAndVerbose_refusedTogether() {
    assertEquals(
        "tabula: give -q or -v, not both (-q shows no moves, -v says more about each)"
            + " (see 'tabula play --help')",
        Cli.run("play", "rollnim", "-q", "-v").assertError());
  }

  @Test
  void games_capped() {
    assertEquals(
        "tabula: --games must be in 1..1000000000, got 99999999999 (see 'tabula match --help')",
        // (--move-time 0 is refused too, after the count: without the cap, that would be the error
        // rather than a match of a hundred billion games)
        Cli.run(
                "match",
                "rollnim",
                "--bots",
                "random,random",
                "--games",
                "99999999999",
                "--move-time",
                "0")
            .assertError());
    assertEquals(
        "tabula: --games must be in 1..1000000000, got 0 (see 'tabula selfplay --help')",
        Cli.run("selfplay", "rollnim", "--games", "0", "--out", dir.resolve("x").toString())
            .assertError());
  }

  @Test
  void render_scaleTooSmallForAPicture_refused() {
    assertEquals(
        "tabula: --scale must be in [0.01, 100], got 1.0E-300 (see 'tabula render --help')",
        Cli.run("render", "toguz", "--scale", "1e-300").assertError());
    String smallest = Cli.run("render", "toguz", "--scale", "0.01").assertOk().out();
    assertTrue(!smallest.contains("width=\"0\""), smallest);
  }

  @Test
  void bots_emptyEntry_namedAsSuch() {
    assertEquals(
        "tabula: --bots ',,': bot 1 is empty (one bot per seat, separated by commas)",
        Cli.run("play", "rollnim", "--bots", ",,").assertError());
    assertEquals(
        "tabula: --bots ',,': bot 1 is empty (one bot per seat, separated by commas)",
        Cli.run("match", "rollnim", "--bots", ",,").assertError());
    assertEquals(
        "tabula: --bots 'mc,': bot 2 is empty (one bot per seat, separated by commas)",
        Cli.run("match", "rollnim", "--bots", "mc,").assertError());
  }
}
