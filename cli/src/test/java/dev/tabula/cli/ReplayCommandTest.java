package dev.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReplayCommandTest {
  static final String RECORDS =
      """
      [Game "rollnim"]
      [Result "0-1"]

      1. 3 t3 3 t3 2. 3 t3 1 t1 0-1

      [Game "rollnim"]

      2 t2 {stopped early} *

      [Start "2 1 -"]
      [Result "0-1"]

      2 t2
      """;

  @TempDir Path dir;

  @Test
  void replay_file_finalPositionAndResultPerRecord() throws IOException {
    Path f = dir.resolve("games.txt");
    Files.writeString(f, RECORDS, StandardCharsets.UTF_8);
    Cli.Run r = Cli.run("replay", "rollnim", f.toString()).assertOk();
    assertEquals(List.of("0 1 - 0-1", "8 2 - *", "0 2 - 1-0"), r.lines());
  }

  @Test
  void replay_stdin_sameAsFile() {
    Cli.Run r = Cli.runWithInput(RECORDS, "replay", "rollnim", "-").assertOk();
    assertEquals(List.of("0 1 - 0-1", "8 2 - *", "0 2 - 1-0"), r.lines());
  }

  @Test
  void replay_check_reportsRecordedResultThatDisagrees() {
    Cli.Run r = Cli.runWithInput(RECORDS, "replay", "rollnim", "-", "--check");
    assertEquals(1, r.status());
    assertEquals(3, r.lines().size());
    assertEquals(
        "tabula: record 3: the recorded result is 0-1, but the rules give 1-0 after ply 2\n",
        r.err());
  }

  @Test
  void replay_threePlayers_rankingToken() {
    // Players 0, 1, 2 each roll 1 and take 1 from a pile of 3: player 2 takes the last stone.
    Cli.Run r =
        Cli.runWithInput(
                "[Start \"3 1 -\"]\n\n1 t1 1 t1 1 t1\n", "replay", "rollnim", "--players", "3", "-")
            .assertOk();
    assertEquals(List.of("0 1 - /3 2>0=1"), r.lines());
  }

  @Test
  void replay_optionsTag_setsUpTheGame() {
    String record = "[Options \"players=3,pile=3\"]\n\n1 t1 1 t1 1 t1\n";
    Cli.Run r = Cli.runWithInput(record, "replay", "rollnim", "-").assertOk();
    assertEquals(List.of("0 1 - /3 2>0=1"), r.lines());
    // The command line sets what the tag leaves open...
    r =
        Cli.runWithInput(
                "[Options \"players=3\"]\n\n1 t1 1 t1 1 t1\n",
                "replay",
                "rollnim",
                "-o",
                "pile=4",
                "-")
            .assertOk();
    assertEquals(List.of("1 1 - /3 *"), r.lines());
    // ...and may agree with it, but not contradict it: the record would not read under that setup.
    assertEquals(
        List.of("0 1 - /3 2>0=1"),
        Cli.runWithInput(record, "replay", "rollnim", "--players", "3", "-").assertOk().lines());
    assertEquals(
        "tabula: --option pile=4 contradicts the first record's Options tag, which has pile=3",
        Cli.runWithInput(record, "replay", "rollnim", "-o", "pile=4", "-").assertError());
    assertEquals(
        "tabula: --players 2 contradicts the first record's Options tag, which is for 3 players",
        Cli.runWithInput(record, "replay", "rollnim", "--players", "2", "-").assertError());
  }

  @Test
  void replay_laterRecordOfAnotherSetup_exit2AfterTheEarlierResults() {
    String records =
        """
        [Options "players=3,pile=3"]

        1 t1 1 t1 1 t1

        [Options "players=2,pile=3"]

        1 t1
        """;
    Cli.Run r = Cli.runWithInput(records, "replay", "rollnim", "-");
    assertEquals(2, r.status());
    assertEquals(List.of("0 1 - /3 2>0=1"), r.lines());
    assertTrue(
        r.err().startsWith("tabula: ")
            && r.err()
                .contains(
                    "game 2: the setup of this game"
                        + " (players=3,pile=3), not Options \"players=2,pile=3\""),
        r.err());
    assertEquals(1, r.err().lines().count());
  }

  @Test
  void replay_badOptionsTag_exit2() {
    String e =
        Cli.runWithInput("[Options \"players\"]\n\n1 t1\n", "replay", "rollnim", "-").assertError();
    assertTrue(e.contains(": '=' after option players in \"[Options \"players\"]\""), e);
  }

  @Test
  void replay_illegalMove_exit2NamingRecordAndPly() {
    Cli.Run r =
        Cli.runWithInput(
            "[Game \"rollnim\"]\n\n2 t2\n\n[Game \"rollnim\"]\n\n1 t2\n", "replay", "rollnim", "-");
    assertEquals(2, r.status());
    assertEquals(List.of("8 2 - *"), r.lines());
    assertTrue(
        r.err().contains("game 2, ply 2: move 't2' disagrees with the rules: the roll was 1"),
        r.err());
    assertEquals(1, r.err().lines().count());
  }

  @Test
  void replay_wrongGameTag_exit2() {
    String e = Cli.runWithInput("[Game \"toguz\"]\n\n76\n", "replay", "rollnim", "-").assertError();
    assertTrue(e.contains("game 1: a record of game 'rollnim', not 'toguz'"), e);
  }

  @Test
  void replay_emptyInput_saysNothingWasRead() throws IOException {
    assertEquals(
        "tabula: standard input is empty: expected game records",
        Cli.runWithInput("", "replay", "rollnim", "-").assertError());
    assertEquals(
        "tabula: standard input has only blank lines: expected game records",
        Cli.runWithInput("\n \n", "replay", "rollnim", "-").assertError());
    Path f = dir.resolve("empty.txt");
    Files.writeString(f, "");
    assertEquals(
        "tabula: '" + f + "' is empty: expected game records",
        Cli.run("replay", "rollnim", f.toString()).assertError());
  }

  @Test
  void replay_badRecord_earlierResultsStayOnStdout() {
    String records = RECORDS + "\n[Game \"rollnim\"]\n\n1 t1 4\n\n[Game \"rollnim\"]\n\n2 t2\n";
    Cli.Run r = Cli.runWithInput(records, "replay", "rollnim", "-");
    assertEquals(2, r.status());
    assertEquals(List.of("0 1 - 0-1", "8 2 - *", "0 2 - 1-0"), r.lines());
    assertEquals(
        "tabula: at offset "
            + (records.indexOf("1 t1 4") + 5)
            + ": game 4, ply 3: a roll 1..3"
            + " or a take t1..t3 in \"1 t1 4\"\n",
        r.err());
  }

  @Test
  void replay_badFirstRecord_nothingOnStdout() {
    String e =
        Cli.runWithInput("[Game \"rollnim\"]\n\n1 t2\n\n" + RECORDS, "replay", "rollnim", "-")
            .assertError();
    assertTrue(e.contains("game 1, ply 2: move 't2' disagrees with the rules"), e);
  }

  @Test
  void replay_badTagInALaterRecord_earlierResultsStay() {
    Cli.Run r = Cli.runWithInput("2 t2\n[Game \"toguz\"]\n\n76\n", "replay", "rollnim", "-");
    assertEquals(2, r.status());
    assertEquals(List.of("8 2 - *"), r.lines());
    assertTrue(r.err().contains("game 2: a record of game 'rollnim', not 'toguz'"), r.err());
    assertEquals(1, r.err().lines().count());
  }

  @Test
  void replay_missingFile_exit2() {
    String e = Cli.run("replay", "rollnim", dir.resolve("nope.txt").toString()).assertError();
    assertTrue(e.endsWith("nope.txt': no such file"), e);
  }

  @Test
  void replay_directory_exit2() {
    Cli.run("replay", "rollnim", dir.toString()).assertError();
  }

  @Test
  void replay_notUtf8_exit2() throws IOException {
    Path f = dir.resolve("latin1.txt");
    Files.write(f, new byte[] {'2', ' ', 't', '2', ' ', (byte) 0xE9});
    String e = Cli.run("replay", "rollnim", f.toString()).assertError();
    assertTrue(e.endsWith("not UTF-8 text"), e);
  }

  /**
   * Standard input of endless zero bytes (as {@code /dev/zero}): one line that never ends. It fails
   * the test with an I/O error once it has handed out far more than a line may hold.
   */
  static final class Zeros extends java.io.InputStream {
    long read;

    @Override
    public int read() throws IOException {
      byte[] one = new byte[1];
      return read(one, 0, 1) < 0 ? -1 : one[0];
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      if (read > 64L * dev.tabula.core.GameRecord.MAX_LINE_LENGTH) {
        throw new IOException("read far beyond the line limit");
      }
      java.util.Arrays.fill(b, off, off + len, (byte) 0);
      read += len;
      return len;
    }
  }

  @Test
  void replay_endlessInput_refusedAtTheLineLimit() {
    Zeros zeros = new Zeros();
    java.io.StringWriter out = new java.io.StringWriter();
    java.io.StringWriter err = new java.io.StringWriter();
    Env env =
        new Env(
            zeros,
            new java.io.PrintWriter(out),
            new java.io.PrintWriter(err),
            false,
            false,
            java.util.Map.of());
    assertEquals(2, Main.run(env, "replay", "rollnim", "-"));
    assertEquals(
        "tabula: at offset 0: line 1: at most "
            + dev.tabula.core.GameRecord.MAX_LINE_LENGTH
            + " characters in a line\n",
        err.toString());
    assertEquals("", out.toString());
    assertTrue(zeros.read <= 4L * dev.tabula.core.GameRecord.MAX_LINE_LENGTH, "read " + zeros.read);
  }

  @Test
  void replay_manyRecords_streamed() {
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < 20_000; i++) {
      text.append("[Game \"rollnim\"]\n\n2 t2 *\n\n");
    }
    Cli.Run r = Cli.runWithInput(text.toString(), "replay", "rollnim", "-").assertOk();
    assertEquals(20_000, r.lines().size());
    assertEquals("8 2 - *", r.lines().get(19_999));
  }
}
