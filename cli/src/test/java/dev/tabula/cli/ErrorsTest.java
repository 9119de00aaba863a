package dev.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every kind of bad input: exit status 2, one line on standard error, nothing on standard output.
 */
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
    assertEquals("tabula: game 'rollnim' has no option 'colour'; options: players, pile, fault", e);
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
    assertEquals("tabula: unknown option '--bogus' (see 'tabula moves --help')", e);
  }

  @Test
  void badNumber_saysWhatWasExpected() {
    assertEquals(
        "tabula: --depth expects a whole number, got 'x' (see 'tabula perft --help')",
        Cli.run("perft", "rollnim", "--depth", "x").assertError());
    assertEquals(
        "tabula: --players expects a whole number, got '2.5' (see 'tabula moves --help')",
        Cli.run("moves", "rollnim", "--players", "2.5").assertError());
    assertEquals(
        "tabula: --seconds expects a number, got 'abc' (see 'tabula bench --help')",
        Cli.run("bench", "rollnim", "--seconds", "abc").assertError());
    assertEquals(
        "tabula: --seed expects a whole number, got '1e3' (see 'tabula play --help')",
        Cli.run("play", "rollnim", "--seed", "1e3").assertError());
  }

  @Test
  void badEnumAndMapValues_saySoPlainly() {
    assertEquals(
        "tabula: --color expects one of auto, always, never, got 'blue' (see 'tabula play --help')",
        Cli.run("play", "rollnim", "--color", "blue").assertError());
    assertEquals(
        "tabula: --option expects NAME=VALUE, got 'pile' (see 'tabula moves --help')",
        Cli.run("moves", "rollnim", "--option", "pile").assertError());
  }

  @Test
  void missingOrRepeatedArguments_plainWords() {
    assertEquals(
        "tabula: missing option --depth (see 'tabula perft --help')",
        Cli.run("perft", "rollnim").assertError());
    assertEquals(
        "tabula: missing argument GAME (see 'tabula moves --help')",
        Cli.run("moves").assertError());
    assertEquals(
        "tabula: --depth expects a value (D) (see 'tabula perft --help')",
        Cli.run("perft", "rollnim", "-d").assertError());
    assertEquals(
        "tabula: --depth expects a value (D), got option '--divide' (see 'tabula perft --help')",
        Cli.run("perft", "rollnim", "-d", "--divide").assertError());
    assertEquals(
        "tabula: --depth is given more than once (see 'tabula perft --help')",
        Cli.run("perft", "rollnim", "-d", "1", "--depth", "2").assertError());
  }

  @Test
  void extraArgument_unexpected() {
    assertEquals(
        "tabula: unexpected argument 'extra' (see 'tabula moves --help')",
        Cli.run("moves", "rollnim", "extra").assertError());
  }

  @Test
  void unknownSubcommand_namesItAndTheCommands() {
    String e = Cli.run("frobnicate").assertError();
    assertEquals(
        "tabula: unknown command 'frobnicate'; commands: games, perft, moves, apply, render,"
            + " replay, play, match, selfplay, bench, analyse, book, tables, serve, bot (see 'tabula --help')",
        e);
    assertEquals(
        "tabula: unknown command 'pref' (did you mean perft?) (see 'tabula --help')",
        Cli.run("pref").assertError());
  }

  @Test
  void parserWording_neverLeaks() {
    String[][] cases = {
      {"perft", "rollnim", "-d", "abc"}, {"moves", "rollnim", "-o", "x"}, {"x"},
      {"moves", "rollnim", "x"}, {"perft", "rollnim", "-d"}, {"play", "rollnim", "--color", "x"},
    };
    for (String[] args : cases) {
      String e = Cli.run(args).assertError();
      for (String leak :
          new String[] {
            "option option",
            "is not a",
            "unmatched argument",
            "index",
            "KEY=VALUE",
            "Invalid value",
            "should be"
          }) {
        assertTrue(!e.contains(leak), () -> leak + " in " + e);
      }
    }
  }

  @Test
  void noSubcommand_shortUsage_commandsAndGames_pointsToHelp() {
    Cli.Run r = Cli.run();
    assertEquals(2, r.status());
    assertEquals("", r.out());
    assertEquals(
        List.of(
            "tabula: missing command",
            "Usage: tabula COMMAND [ARGUMENTS]",
            "Commands: games, perft, moves, apply, render, replay, play, match, selfplay, bench, analyse, book, tables, serve, bot",
            "Games: marrakech, rollnim, stack-snake, toguz",
            "See 'tabula --help' for what each command does, and 'tabula COMMAND --help' for its"
                + " options."),
        r.err().lines().toList());
  }

  @Test
  void controlBytesFromTheInput_escapedInTheErrorLine() {
    Cli.Run r =
        Cli.runWithInput("e\u001b[31mRED\n", "perft", "rollnim", "-d", "1", "--position", "-");
    assertEquals(2, r.status());
    assertEquals(
        "tabula: line 1: bad position: at offset 0: the pile, a number 0..99 in \"e\\x1b[31mRED\"\n",
        r.err());
    String e = Cli.run("apply", "rollnim", "2", "t\u0007\nx\u009b\u202e").assertError();
    assertEquals(
        "tabula: move 2 't\\x07\\nx\\u009b\\u202e' is malformed: at offset 1: a number of stones"
            + " 1..3 in \"t\\x07\"",
        e);
    assertTrue(Cli.run("moves", "rollnim", "-o", "pi\rle=1").assertError().contains("'pi\\rle'"));
  }

  @Test
  void counts_singularAndPlural() {
    Cli.Run r =
        Cli.run("play", "rollnim", "--seed", "3", "--max-plies", "1", "-q")
            .assertOkTalkingOnStderr();
    assertTrue(r.err().contains("result: * (stopped after 1 ply; the game is not over)"), r.err());
    r = Cli.run("play", "rollnim", "-o", "pile=1", "--seed", "3", "-q").assertOkTalkingOnStderr();
    assertTrue(r.err().matches("(?s).*\nresult: .*, after 2 plies\n.*"), r.err());
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
  void errorLine_oneLineWithControlsVisible() {
    assertEquals("tabula: Missing x\\n  y", Messages.errorLine("Missing x\n  y\n"));
    assertEquals("tabula: error", Messages.errorLine(null));
    assertEquals(
        "tabula: a\\tb\\x00\\x7f\\r\\u2028 ok \\ é",
        Messages.errorLine("a\tb\u0000\u007f\r\u2028 ok \\ é"));
    assertEquals("missing x", UsageErrors.lowerFirst("Missing x"));
    assertEquals("PGN broken", UsageErrors.lowerFirst("PGN broken"));
  }

  @Test
  void engineMessage_keepsItsCapitals() {
    String e = Cli.run("apply", "rollnim", "-p", "3 1 2", "t1", "T2").assertError();
    assertEquals(
        "tabula: move 2 'T2' is malformed: at offset 0: a roll 1..3 or a take t1..t3 in \"T2\"", e);
  }
}
