package dev.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code play} shows the game for people on stderr (who plays, each move and board, the result and
 * the final position) and writes only the game record on stdout.
 */
class PlayCommandTest {

  @Test
  void play_mctsBots_reproducible() {
    Cli.Run a =
        Cli.run("play", "rollnim", "--seed", "9", "--bots", "mcts:50,mcts")
            .assertOkTalkingOnStderr();
    Cli.Run b =
        Cli.run("play", "rollnim", "--seed", "9", "--bots", "mcts:50,mcts")
            .assertOkTalkingOnStderr();
    assertEquals(a.out(), b.out());
    assertEquals(a.err(), b.err());
    assertTrue(
        a.err().startsWith("rollnim, seed 9: mcts:50 (player 0) vs mcts:1000 (player 1)\n"),
        a.err());
    assertEquals(2, Cli.run("play", "rollnim", "--bots", "mcts:0").status());
  }

  @Test
  void play_sameSeed_sameOutput() {
    Cli.Run a = Cli.run("play", "rollnim", "--seed", "42").assertOkTalkingOnStderr();
    Cli.Run b = Cli.run("play", "rollnim", "--seed", "42").assertOkTalkingOnStderr();
    assertEquals(a.out(), b.out());
    assertEquals(a.err(), b.err());
    assertTrue(
        a.err().startsWith("rollnim, seed 42: mc:1000 (player 0) vs random (player 1)\n"), a.err());
    assertTrue(a.err().contains("\n1. [chance] rolled "), a.err());
    assertTrue(a.err().contains("\n2. [mc:1000] took "), a.err());
    assertTrue(a.out().startsWith("[Game \"rollnim\"]\n"), "only the record on stdout: " + a.out());
    assertTrue(a.out().contains("\n[Seed \"42\"]\n[Bots \"mc:1000,random\"]\n"), a.out());
    assertFalse(a.out().contains("[chance]"), a.out());
    assertFalse(a.err().contains("\033["), "no colour when not a terminal");
    assertFalse(a.out().contains("\033["), "no colour when not a terminal");
  }

  @Test
  void play_quiet_dropsTheMovesAndBoards_keepsTheRecord() {
    Cli.Run full = Cli.run("play", "rollnim", "--seed", "42").assertOkTalkingOnStderr();
    Cli.Run quiet = Cli.run("play", "rollnim", "--seed", "42", "-q").assertOkTalkingOnStderr();
    assertEquals(full.out(), quiet.out());
    List<String> lines = quiet.errLines();
    assertEquals(5, lines.size(), quiet.err());
    assertEquals(full.errLines().get(0), lines.get(0));
    assertEquals("", lines.get(1));
    assertTrue(lines.get(2).startsWith("result: "), quiet.err());
    assertTrue(lines.get(3).startsWith("final position: "), quiet.err());
    assertEquals("", lines.get(4), "a blank line before the record on a terminal");
    assertTrue(full.err().endsWith("\n" + lines.get(2) + "\n" + lines.get(3) + "\n\n"), full.err());
  }

  @Test
  void play_differentSeeds_differentGames() {
    String a =
        moveText(
            Cli.run("play", "rollnim", "-q", "--seed", "1", "--bots", "random")
                .assertOkTalkingOnStderr()
                .out());
    boolean differs = false;
    for (int seed = 2; seed < 6 && !differs; seed++) {
      String b =
          moveText(
              Cli.run("play", "rollnim", "-q", "--seed", Integer.toString(seed), "--bots", "random")
                  .assertOkTalkingOnStderr()
                  .out());
      differs = !a.equals(b);
    }
    assertTrue(differs);
  }

  @Test
  void play_recordReplaysToTheSameResult() {
    Cli.Run r =
        Cli.run("play", "rollnim", "-q", "--seed", "7", "--bots", "random,mc:30")
            .assertOkTalkingOnStderr();
    String result = line(r.err(), "result: ").split(",", 2)[0];
    String fen = line(r.err(), "final position: ");
    Cli.Run replay = Cli.runWithInput(r.out(), "replay", "rollnim", "-").assertOk();
    assertEquals(List.of(fen + " " + result), replay.lines());
  }

  @Test
  void play_colorAlways_usesAnsi() {
    Cli.Run r =
        Cli.run("play", "rollnim", "--seed", "3", "--bots", "random", "--color", "always")
            .assertOkTalkingOnStderr();
    assertTrue(r.err().contains("\033[33m"), r.err());
    assertFalse(r.out().contains("\033["), "the record is never coloured: " + r.out());
  }

  @Test
  void play_maxPlies_stopsUnfinished() {
    Cli.Run r =
        Cli.run("play", "rollnim", "--seed", "3", "--max-plies", "3", "-q")
            .assertOkTalkingOnStderr();
    assertTrue(r.err().contains("result: * (stopped after 3 plies"), r.err());
    assertTrue(r.out().contains("[Result \"*\"]"), r.out());
  }

  @Test
  void play_fourPlayers_shortBotListFilledWithLast() {
    Cli.Run r =
        Cli.run("play", "rollnim", "--players", "4", "--seed", "5", "-q").assertOkTalkingOnStderr();
    assertTrue(
        r.err()
            .startsWith(
                "rollnim, seed 5: mc:1000 (player 0) vs random (player 1) vs random (player 2) vs random (player 3)\n"),
        r.err());
    assertTrue(r.out().contains("[Options \"players=4,pile=10\"]"), r.out());
  }

  @Test
  void play_threePlayers_recordReplaysThroughItsOptionsTag() {
    Cli.Run r =
        Cli.run("play", "rollnim", "--players", "3", "-o", "pile=7", "--seed", "9", "-q")
            .assertOkTalkingOnStderr();
    assertTrue(r.out().contains("[Options \"players=3,pile=7\"]"), r.out());
    String fen = line(r.err(), "final position: ");
    String result = line(r.err(), "result: ").split(",", 2)[0];
    assertEquals(
        List.of(fen + " " + result),
        Cli.runWithInput(r.out(), "replay", "rollnim", "-").assertOk().lines());
  }

  @Test
  void play_noSeed_printsTheSeedItUsed() {
    Cli.Run r = Cli.run("play", "rollnim", "-q", "--bots", "random").assertOkTalkingOnStderr();
    String seed = r.err().substring("rollnim, seed ".length(), r.err().indexOf(':'));
    assertTrue(r.out().contains("\n[Seed \"" + seed + "\"]\n"), r.out());
    Cli.Run again =
        Cli.run("play", "rollnim", "-q", "--bots", "random", "--seed", seed)
            .assertOkTalkingOnStderr();
    assertEquals(r.out(), again.out());
    assertEquals(r.err(), again.err());
  }

  @Test
  void play_badBots_exit2() {
    assertEquals(
        "tabula: unknown bot 'alphazero'; bots: random, mc[:N], mcts[:N | :iterations=N :time=T"
            + " :threads=K :exploration=C :eval=E :playout=P :prior=E :temperature=X :book=on|off],"
            + " alphabeta[:depth=D :nodes=N"
            + " :time=T :threads=K :eval=E :lmr=on|off :aspiration=W :table=E :endgame=on|off :book=on|off],"
            + " expectimax[:depth=D :nodes=N :time=T :eval=E :book=on|off] (T like 100ms or 2s)",
        Cli.run("play", "rollnim", "--bots", "alphazero").assertError());
    assertTrue(
        Cli.run("play", "rollnim", "--bots", "mc:0")
            .assertError()
            .contains("iterations needs a whole number from 1"));
    assertTrue(
        Cli.run("play", "rollnim", "--bots", "random,random,random")
            .assertError()
            .contains("lists 3 bots but rollnim has 2 players"));
    String[][] bad = {
      {"mcts:time=fast", "time needs a duration like 100ms or 2s, got 'fast'"},
      {"mcts:time=0ms", "time needs a duration"},
      {"mcts:threads=0", "threads needs a whole number from 1 to 256"},
      {
        "mcts:depth=3",
        "no setting 'depth'; settings: iterations, time, threads, exploration, eval, playout,"
            + " prior, temperature, book"
      },
      {"alphabeta:depth", "expected KEY=VALUE after ':', got 'depth'"},
      {"alphabeta:depth=2:depth=3", "depth given twice"},
      {"random:x=1", "no setting 'x'; it has none"},
      {"expectimax:depth=-1", "depth needs a whole number from 1 to 1000"},
      {"alphabeta:eval=neural", "toguz has no evaluation 'neural'; evaluations: standard, hand"},
      {"mcts:eval=learned", "toguz has no evaluation 'learned'; evaluations: standard, hand"},
      {"mcts:playout=-1", "playout needs a whole number from 0 to 10000"},
      {"mcts:playout=x", "playout needs a whole number from 0 to 10000, got 'x'"},
      {"mcts:prior=neural", "toguz has no evaluation 'neural'; evaluations: standard, hand"},
      {"mcts:prior=hand:temperature=0", "temperature must be above 0, got '0'"},
      {"mcts:prior=hand:temperature=1e3", "temperature needs a number from 0 to 100, got '1e3'"},
      {"mcts:temperature=0.5", "temperature goes with prior=E"},
      {"alphabeta:lmr=yes", "lmr must be on or off, got 'yes'"},
      {"expectimax:lmr=on", "no setting 'lmr'; settings: depth, nodes, time, eval, book"},
      {"alphabeta:book=no", "book must be on or off, got 'no'"},
    };
    for (String[] b : bad) {
      String e = Cli.run("play", "toguz", "--bots", b[0]).assertError();
      assertTrue(e.contains("bad bot '" + b[0] + "'") && e.contains(b[1]), e);
    }
    assertTrue(
        Cli.run("play", "rollnim", "--bots", "expectimax:eval=learned")
            .assertError()
            .contains("rollnim has no evaluation 'learned'; evaluations: standard"));
    assertTrue(
        Cli.run("play", "marrakech", "--bots", "alphabeta")
            .assertError()
            .contains(
                "alpha-beta plays two-player games without chance during play;"
                    + " for marrakech use expectimax or mcts"));
  }

  @Test
  void play_searchBots_reproducibleWithDepthOrIterations() {
    Cli.requireGame("toguz");
    for (String bots :
        new String[] {
          "alphabeta:depth=2,mcts:iterations=200:threads=2", "expectimax:depth=1,random"
        }) {
      Cli.Run a =
          Cli.run("play", "toguz", "--seed", "3", "--bots", bots, "-q").assertOkTalkingOnStderr();
      Cli.Run b =
          Cli.run("play", "toguz", "--seed", "3", "--bots", bots, "-q").assertOkTalkingOnStderr();
      assertEquals(a.out(), b.out(), bots);
    }
    // the names as the record gives them: the hand-weighted evaluation by name, the standard one
    // left out as the default
    String[][] named = {
      {
        "alphabeta:depth=2,mcts:iterations=200:threads=2",
        "alphabeta:depth=2,mcts:iterations=200:threads=2"
      },
      {
        "alphabeta:depth=2:eval=hand,alphabeta:depth=2:eval=standard",
        "alphabeta:depth=2:eval=hand,alphabeta:depth=2"
      },
    };
    for (String[] n : named) {
      assertTrue(
          Cli.run("play", "toguz", "--seed", "3", "--bots", n[0], "-q")
              .out()
              .contains("[Bots \"" + n[1] + "\"]"),
          n[0]);
    }
    Cli.Run quiet =
        Cli.run("play", "toguz", "--seed", "4", "--bots", "alphabeta:depth=3,mcts:300")
            .assertOkTalkingOnStderr();
    Cli.Run verbose =
        Cli.run("play", "toguz", "--seed", "4", "--bots", "alphabeta:depth=3,mcts:300", "-v")
            .assertOkTalkingOnStderr();
    assertEquals(quiet.out(), verbose.out(), "-v reports, the game stays the same");
    assertTrue(
        verbose.err().contains("\n   search: ")
            && verbose.err().contains(" iterations/nodes, depth 3, value ")
            && !quiet.err().contains("search: "),
        verbose.err());
    Cli.requireGame("stack-snake");
    Cli.run("play", "stack-snake", "--seed", "3", "--bots", "alphabeta:depth=2", "-q")
        .assertOkTalkingOnStderr();
    Cli.requireGame("marrakech");
    Cli.run(
            "play",
            "marrakech",
            "--players",
            "2",
            "--seed",
            "3",
            "--bots",
            "expectimax:depth=2",
            "-q")
        .assertOkTalkingOnStderr();
  }

  @Test
  void play_badColor_exit2() {
    Cli.run("play", "rollnim", "--color", "sometimes").assertError();
  }

  @Test
  void play_toguzSeed1_reproducible() {
    Cli.requireGame("toguz");
    Cli.Run a =
        Cli.run("play", "toguz", "--seed", "1", "--bots", "mc:100,random")
            .assertOkTalkingOnStderr();
    Cli.Run b =
        Cli.run("play", "toguz", "--seed", "1", "--bots", "mc:100,random")
            .assertOkTalkingOnStderr();
    assertEquals(a.out(), b.out());
    assertEquals(a.err(), b.err());
    assertTrue(a.err().startsWith("toguz, seed 1: mc:100 (White) vs random (Black)\n"), a.err());
    assertTrue(a.err().contains("\nresult: "), a.err());
  }

  /** The moves of a record, after its tags (which hold the seed). */
  private static String moveText(String record) {
    return record.substring(record.indexOf("\n\n"));
  }

  private static String line(String out, String prefix) {
    for (String l : out.lines().toList()) {
      if (l.startsWith(prefix)) {
        return l.substring(prefix.length());
      }
    }
    throw new AssertionError("no line starting with '" + prefix + "' in\n" + out);
  }
}
