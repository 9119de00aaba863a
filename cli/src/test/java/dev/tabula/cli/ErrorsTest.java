package dev.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Every kind of bad input: exit status 2, one line on standard error, nothing on standard output. */
class ErrorsTest {

  @Test
  void unknownGame_listsAvailable() {
    String e = Cli.run("moves", "chess").assertError();
    assertTrue(e.startsWith("tabula: unknown game 'chess'; available: "), e);
    assertTrue(e.contains("rollnim"), e);
  }

  @Test
  void unknownGameOption_namesIt() {
    String e = Cli.run("moves", "rollnim", "-o", "colour=red").assertError();
    assertEquals("tabula: game 'rollnim' has no option 'colour'; options: players, pile", e);
  }

  @Test
  void badOptionValue_gameSaysWhy() {
    String e = Cli.run("moves", "rollnim", "--players", "7").assertError();
    assertEquals("tabula: game 'rollnim': players must be 2..4, got '7'", e);
  }

  @Test
  void playersContradictingOption_refused() {
    String e = Cli.run("moves", "rollnim", "--players", "3", "-o", "players=4").assertError();
    assertEquals("tabula: --players 3 contradicts --option players=4", e);
  }

  @Test
  void unknownFlag_usageErrorOneLine() {
    String e = Cli.run("moves", "rollnim", "--bogus").assertError();
    assertTrue(e.contains("--bogus"), e);
  }

  @Test
  void badNumber_usageErrorOneLine() {
    String e = Cli.run("perft", "rollnim", "--depth", "x").assertError();
    assertTrue(e.contains("'x'"), e);
  }

  @Test
  void unknownSubcommand_usageErrorOneLine() {
    String e = Cli.run("frobnicate").assertError();
    assertTrue(e.contains("frobnicate"), e);
  }

  @Test
  void noSubcommand_usageErrorOneLine() {
    Cli.run().assertError();
  }

  @Test
  void help_exit0() {
    Cli.Run r = Cli.run("--help").assertOk();
    assertTrue(r.out().contains("perft"), r.out());
    r = Cli.run("play", "--help").assertOk();
    assertTrue(r.out().contains("--seed"), r.out());
  }

  @Test
  void version_printsVersion() {
    Cli.Run r = Cli.run("--version").assertOk();
    assertTrue(r.out().startsWith("tabula "), r.out());
    assertTrue(r.out().contains("rollnim"), r.out());
  }

  @Test
  void oneLine_foldsNewlines() {
    assertEquals("Missing x y", Main.oneLine("Missing x\n  y\n"));
    assertEquals("error", Main.oneLine(null));
    assertEquals("missing x", Main.lowerFirst("Missing x"));
    assertEquals("PGN broken", Main.lowerFirst("PGN broken"));
  }

  @Test
  void engineMessage_keepsItsCapitals() {
    String e = Cli.run("apply", "rollnim", "-p", "3 1 2", "t1", "T2").assertError();
    assertEquals("tabula: move 2 'T2' is malformed: at offset 0: a roll 1..3 or a take t1..t3 in \"T2\"", e);
  }
}
