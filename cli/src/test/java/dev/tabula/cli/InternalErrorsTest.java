package dev.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A bug in a game (an exception from a path that does not read the user's input) is exit status 3
 * with one line asking for a report, even when the exception is an IllegalArgumentException, a
 * NotationException or an IllegalMoveException; only errors in what the user gave are status 2.
 */
class InternalErrorsTest {

  @Test
  void illegalArgumentFromListingMoves_isInternal() {
    String e =
        Cli.run("moves", "rollnim", "-o", "fault=moves", "-p", "5 1 2").assertInternalError();
    assertEquals(
        "tabula: internal error, please report it: IllegalArgumentException: fault 'moves':"
            + " no list of moves (TABULA_DEBUG=1 prints the stack trace)",
        e);
  }

  @Test
  void notationExceptionFromFormattingAMove_isInternal() {
    Cli.Run r = Cli.run("perft", "rollnim", "-o", "fault=format", "-d", "1", "--divide");
    String e = r.assertInternalError();
    assertTrue(e.contains("NotationException: at offset 1: fault 'format': no notation"), e);
    assertEquals("", r.out());
  }

  @Test
  void illegalMoveFromTheEngineWhileBotsPlay_isInternal() {
    Cli.Run r =
        Cli.run("play", "rollnim", "-o", "fault=apply", "--seed", "1", "-q", "--bots", "random");
    // play has already said who plays on stderr; the error line ends it, and no record was written
    String e = r.assertInternalErrorAfterTalk();
    assertTrue(e.contains("IllegalMoveException: fault 'apply': takes are refused"), e);
  }

  @Test
  void illegalArgumentFromTheResult_isInternalAfterTheEarlierOutput() {
    // The second record ends the game, and the game's result() fails.
    Cli.Run r =
        Cli.runWithInput(
            "[Game \"rollnim\"]\n\n2 t2\n\n[Game \"rollnim\"]\n\n[Start \"1 1 1\"]\n\nt1\n",
            "replay",
            "rollnim",
            "-o",
            "fault=result",
            "-");
    String e = r.assertInternalError();
    assertTrue(e.contains("IllegalArgumentException: fault 'result': no result"), e);
    assertEquals(List.of("8 2 - *"), r.lines());
  }

  @Test
  void illegalMoveTheUserTyped_isStillTheUsersError() {
    String e = Cli.run("apply", "rollnim", "-o", "fault=apply", "2", "t1").assertError();
    assertEquals("tabula: move 2 't1' is illegal: fault 'apply': takes are refused", e);
  }

  @Test
  void badInput_isStillStatus2() {
    Cli.run("perft", "rollnim", "-d", "1", "-p", "nonsense").assertError();
    Cli.runWithInput("2 t3\n", "replay", "rollnim", "-").assertError();
  }
}
