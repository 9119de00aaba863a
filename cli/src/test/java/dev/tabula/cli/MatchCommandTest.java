package dev.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.GameProvider;
import dev.tabula.core.GameRecord;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code match}: the summary on stdout (the same for one seed whatever the concurrency), the
 * records appended as games finish, the SPRT stop, the table for more than two players, and one
 * line for every mistake in the arguments.
 */
class MatchCommandTest {
  @TempDir Path dir;

  /** The summary without its first line, which names the number of threads. */
  private static String withoutHeader(String summary) {
    return summary.substring(summary.indexOf('\n') + 1);
  }

  @Test
  void clock_inTheHeaderTheRecordsAndTheReproduceLine() throws IOException {
    Path records = dir.resolve("clocked.txt");
    String out =
        Cli.run(
                "match",
                "toguz",
                "--bots",
                "random,random",
                "--games",
                "2",
                "--clock",
                "10s+100ms",
                "--records",
                records.toString(),
                "--seed",
                "3")
            .assertOk()
            .out();
    assertTrue(out.startsWith("toguz: random vs random, 2 games"), out);
    assertTrue(out.contains(", clock 10+0.1, seed 3\n"), out);
    assertTrue(
        out.contains(
            "reproduce: tabula match toguz --bots random,random --games 2 --clock 10s+100ms"
                + " --seed 3"),
        out);
    assertEquals(2, Files.readString(records).split("\\[TimeControl \"10\\+0.1\"]", -1).length - 1);
  }

  @Test
  void match_sameSeed_sameSummaryAndRecordsWhateverTheConcurrency() throws IOException {
    Path one = dir.resolve("one.txt");
    Path two = dir.resolve("two.txt");
    Cli.Run a =
        Cli.run(
                "match",
                "toguz",
                "--bots",
                "mc:20,random",
                "--games",
                "10",
                "--seed",
                "5",
                "-j",
                "1",
                "--records",
                one.toString())
            .assertOk();
    Cli.Run b =
        Cli.run(
                "match",
                "toguz",
                "--bots",
                "mc:20,random",
                "--games",
                "10",
                "--seed",
                "5",
                "-j",
                "2",
                "--records",
                two.toString())
            .assertOk();
    assertEquals(withoutHeader(a.out()), withoutHeader(b.out()));
    assertEquals(Files.readString(one), Files.readString(two));
    List<String> lines = a.lines();
    assertEquals(
        "toguz: mc:20 vs random, 10 games (5 openings x 2 seats), 1 thread, seed 5", lines.get(0));
    assertTrue(lines.get(1).startsWith("mc:20 vs random: 10 games, "), a.out());
    assertTrue(lines.get(2).startsWith("Elo difference: "), a.out());
    assertTrue(lines.get(2).contains("LOS ") && lines.get(2).contains("draw ratio "), a.out());
    assertTrue(lines.get(3).startsWith("pairs by points 0, 1/2, 1, 3/2, 2: ["), a.out());
    assertEquals(
        "reproduce: tabula match toguz --bots mc:20,random --games 10 --seed 5",
        lines.get(lines.size() - 1));

    var game = GameProvider.find("toguz").create(java.util.Map.of());
    List<? extends GameRecord<?, ?>> records =
        GameRecord.parseAll(game, Files.readString(one, StandardCharsets.UTF_8));
    assertEquals(10, records.size());
    assertEquals("1", records.get(0).tags().get("Round"));
    assertEquals("mc:20,random", records.get(0).tags().get("Bots"));
    assertEquals("random,mc:20", records.get(1).tags().get("Bots"));
    Cli.run("replay", "toguz", one.toString(), "--check").assertOk();
  }

  @Test
  void match_recordsAreAppended() throws IOException {
    Path file = dir.resolve("games.txt");
    for (int i = 0; i < 2; i++) {
      Cli.run(
              "match",
              "toguz",
              "--bots",
              "random,random",
              "--games",
              "2",
              "--seed",
              "1",
              "--records",
              file.toString())
          .assertOk();
    }
    var game = GameProvider.find("toguz").create(java.util.Map.of());
    assertEquals(4, GameRecord.parseAll(game, Files.readString(file)).size());
  }

  @Test
  void match_sprt_stopsWhenItDecides() {
    Cli.Run r =
        Cli.run(
                "match",
                "toguz",
                "--bots",
                "mc:30,random",
                "--games",
                "400",
                "--seed",
                "2",
                "--sprt",
                "0,300")
            .assertOk();
    assertTrue(r.out().contains("\nstopped by the SPRT after "), r.out());
    assertTrue(r.out().contains("\nSPRT elo0 0 elo1 300 alpha 0.05 beta 0.05: LLR "), r.out());
    assertTrue(r.out().contains(", H1 accepted\n"), r.out());
    assertTrue(r.out().endsWith("--sprt 0,300 --seed 2\n"), r.out());
  }

  @Test
  void match_threePlayers_tableOfPlacesAndPairwiseScores() {
    Cli.Run r =
        Cli.run(
                "match",
                "marrakech",
                "--players",
                "3",
                "--bots",
                "mc:30,random,random",
                "--games",
                "6",
                "--seed",
                "4",
                "--random-openings",
                "2")
            .assertOk();
    List<String> lines = r.lines();
    assertEquals(
        "marrakech (3 players): mc:30 vs random vs random, 6 games (2 openings x 3 rotations),"
            + " "
            + Messages.count(Runtime.getRuntime().availableProcessors(), "thread")
            + ", seed 4",
        lines.get(0));
    assertTrue(lines.get(1).startsWith("bot "), r.out());
    assertTrue(lines.get(1).contains("mean place") && lines.get(1).contains("vs 3"), r.out());
    assertTrue(lines.get(2).startsWith("1. mc:30 "), r.out());
    assertTrue(r.out().contains("\npairwise Elo (row against column, 95% interval):\n"), r.out());
    assertTrue(r.out().contains("\n  1 vs 2: "), r.out());
    assertEquals(
        "reproduce: tabula match marrakech -o players=3 --bots mc:30,random,random --games 6"
            + " --random-openings 2 --seed 4",
        lines.get(lines.size() - 1));
  }

  @Test
  void match_openingsFile_usedInTurn() throws IOException {
    Path file = dir.resolve("openings.txt");
    var game = GameProvider.find("toguz").create(java.util.Map.of());
    String start = Cli.run("apply", "toguz").assertOk().out().strip();
    String after = Cli.run("apply", "toguz", "19").assertOk().out().strip();
    Files.writeString(file, "# two openings\n" + start + "\n\n" + after + "\n");
    Path records = dir.resolve("r.txt");
    Cli.run(
            "match",
            "toguz",
            "--bots",
            "random,random",
            "--games",
            "4",
            "--seed",
            "3",
            "--openings",
            file.toString(),
            "--records",
            records.toString())
        .assertOk();
    List<? extends GameRecord<?, ?>> games = GameRecord.parseAll(game, Files.readString(records));
    assertEquals(game.start(), games.get(0).start());
    assertEquals(game.start(), games.get(1).start());
    assertEquals(after, formatStart(game, games.get(2)));
    assertEquals(after, formatStart(game, games.get(3)));
  }

  @Test
  void match_openingsLineOverTheLimit_refusedWithItsNumber() throws IOException {
    // As --openings /dev/zero: a line that does not end is read no further than the limit
    // (the whole file was read into memory before, and a line past the limit parsed).
    Path file = dir.resolve("long.txt");
    String start = Cli.run("apply", "toguz").assertOk().out().strip();
    Files.writeString(
        file, "# one opening\r\n" + start + "\n" + "9".repeat(GameRecord.MAX_LINE_LENGTH + 1));
    assertEquals(
        "tabula: "
            + file
            + " line 3: at most "
            + GameRecord.MAX_LINE_LENGTH
            + " characters in a line of positions",
        Cli.run(
                "match",
                "toguz",
                "--bots",
                "random,random",
                "--games",
                "2",
                "--openings",
                "" + file)
            .assertError());
  }

  @SuppressWarnings("unchecked")
  private static <S, M> String formatStart(dev.tabula.core.Game<S, M> game, GameRecord<?, ?> r) {
    return game.formatState(((GameRecord<S, M>) r).start());
  }

  @Test
  void match_mistakes_oneLineAndStatus2() throws IOException {
    Path bad = dir.resolve("bad.txt");
    Files.writeString(bad, "9S,9S\n");
    String[][] cases = {
      {"match", "toguz", "--bots", "random"},
      {"match", "toguz", "--bots", "random,random,random"},
      {"match", "marrakech", "--bots", "random,random"},
      {"match", "toguz", "--bots", "random,nobot"},
      {"match", "toguz", "--bots", "random,cmd:"},
      {"match", "toguz", "--bots", "random,random", "--games", "0"},
      {"match", "toguz", "--bots", "random,random", "--threads", "0"},
      {"match", "toguz", "--bots", "random,random", "--move-time", "0"},
      {"match", "toguz", "--bots", "random,random", "--clock", "60"},
      {"match", "toguz", "--bots", "random,random", "--clock", "0s+1s"},
      {"match", "toguz", "--bots", "random,random", "--clock", "1s+2s+3s"},
      {"match", "toguz", "--bots", "random,random", "--sprt", "5"},
      {"match", "toguz", "--bots", "random,random", "--sprt", "5,1"},
      {"match", "toguz", "--bots", "random,random", "--sprt", "0,x"},
      {"match", "marrakech", "--players", "3", "--bots", "random,random,random", "--sprt", "0,5"},
      {"match", "toguz", "--bots", "random,random", "--openings", bad.toString()},
      {"match", "toguz", "--bots", "random,random", "--openings", dir.resolve("no").toString()},
      {
        "match",
        "toguz",
        "--bots",
        "random,random",
        "--openings",
        bad.toString(),
        "--random-openings",
        "2"
      },
      {"match", "toguz", "--bots", "random,random", "--random-openings", "-1"},
      {"match", "toguz", "--bots", "random,random", "--handshake-time", "0"},
      {"match", "toguz", "--bots", "random,random", "--max-handshake-failures", "-1"},
      {"match", "toguz", "--bots", "random,random", "--bot-log-limit", "10X"},
      {"match", "toguz", "--bots", "random,random", "--bot-log-limit", "-1"},
      {"match", "toguz", "--bots", "random,random", "--bot-line-limit", "0"},
      {"match", "toguz", "--bots", "random,random", "--bot-line-limit", "4G"},
      {"match", "toguz"},
    };
    for (String[] c : cases) {
      String line = Cli.run(c).assertError();
      assertTrue(line.length() < 400, line);
    }
    assertTrue(
        Cli.run("match", "marrakech", "--bots", "random,random")
            .assertError()
            .contains("--players 2"));
    assertTrue(
        Cli.run("match", "toguz", "--bots", "random,random", "--openings", bad.toString())
            .assertError()
            .contains("bad.txt line 1"));
  }

  @Test
  void match_aProgramThatCannotStart_isTheUsersError_beforeAnyGame() throws IOException {
    Path records = dir.resolve("none.txt");
    String line =
        Cli.run(
                "match",
                "toguz",
                "--bots",
                "cmd:/nonexistent-7c1/bot,random",
                "--games",
                "2",
                "--records",
                records.toString())
            .assertError();
    assertTrue(
        line.startsWith(
            "tabula: cmd:/nonexistent-7c1/bot could not start: Cannot run program"
                + " \"/nonexistent-7c1/bot\""),
        line);
    assertTrue(!Files.exists(records) || Files.readString(records).isEmpty(), "no game");
  }

  @Test
  void match_help_listsEveryBuiltInBotAndItsSettings() {
    for (String command : List.of("match", "play")) {
      // Without white space: the help wraps long lines, also at colons.
      String help = Cli.run(command, "--help").assertOk().out().replaceAll("\\s+", "");
      for (String form :
          List.of(
              "random",
              "mc[:N]",
              "mcts[:N | :iterations=N :time=T :threads=K :exploration=C :eval=E :playout=P"
                  + " :prior=E :temperature=X :book=on|off]",
              "alphabeta[:depth=D :nodes=N :time=T :threads=K :eval=E :lmr=on|off :aspiration=W"
                  + " :table=E :endgame=on|off :book=on|off]",
              "expectimax[:depth=D :nodes=N :time=T :eval=E :book=on|off]",
              "mcts:time=100ms:threads=2")) {
        assertTrue(
            help.contains(form.replace(" ", "")), command + " --help lacks " + form + ": " + help);
      }
    }
  }

  /**
   * Ctrl-C (or any signal that shuts the JVM down) stops a real {@code tabula match} process, which
   * prints the summary of the games finished, all of them already in the records file.
   */
  @Test
  void match_stoppedBySignal_printsTheSummarySoFar() throws Exception {
    Path records = dir.resolve("stopped.txt");
    List<String> command =
        List.of(
            Path.of(System.getProperty("java.home"), "bin", "java").toString(),
            "-cp",
            ReadmeSamplesTest.mainClassPath(),
            Main.class.getName(),
            "match",
            "toguz",
            "--bots",
            "mc:3000,random",
            "--games",
            "100000",
            "--seed",
            "8",
            "--records",
            records.toString());
    Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
    try {
      // Wait (without a time limit of the test's own) until a game is on file, then stop it.
      while (!Files.exists(records) || !Files.readString(records).contains("[Round \"2\"]")) {
        assertTrue(p.isAlive(), "the match ended before it was stopped");
        Thread.sleep(50);
      }
      p.toHandle().destroy(); // SIGTERM: the JVM shuts down as on Ctrl-C; the pipes stay open
      String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      p.waitFor();
      assertTrue(out.contains("\ninterrupted after "), out);
      long games =
          Long.parseLong(out.replaceAll("(?s).*\ninterrupted after (\\d+) games?\n.*", "$1"));
      var game = GameProvider.find("toguz").create(java.util.Map.of());
      assertEquals(games, GameRecord.parseAll(game, Files.readString(records)).size(), out);
      assertTrue(out.contains("\nreproduce: tabula match toguz"), out);
    } finally {
      p.destroyForcibly();
    }
  }

  @Test
  void match_botLogs_searchBotsReportEachSearch() throws IOException {
    Path logs = dir.resolve("logs");
    Cli.Run r =
        Cli.run(
                "match",
                "toguz",
                "--bots",
                "alphabeta:depth=2,random",
                "--games",
                "2",
                "--seed",
                "6",
                "--bot-logs",
                logs.toString())
            .assertOkTalkingOnStderr();
    assertTrue(
        r.err().contains("searches of alphabeta:depth=2: " + logs.resolve("bot1.log")), r.err());
    List<String> lines = Files.readAllLines(logs.resolve("bot1.log"));
    // games run on two threads: their lines interleave, each whole
    String first = lines.stream().filter(l -> l.startsWith("[game 1] ")).findFirst().orElse("");
    assertTrue(first.matches("\\[game 1] ply 1 search: \\d+ iterations/nodes, depth 2, .*"), first);
    assertTrue(
        lines.stream().anyMatch(l -> l.startsWith("[game 2] ply 2 search: ")),
        "game 2: Black moves at ply 2");
    assertTrue(!Files.exists(logs.resolve("bot2.log")), "random does not search");
    // The logs change nothing: the same games as without them.
    Cli.Run plain =
        Cli.run(
                "match",
                "toguz",
                "--bots",
                "alphabeta:depth=2,random",
                "--games",
                "2",
                "--seed",
                "6")
            .assertOk();
    assertEquals(plain.out(), r.out());
  }
}
