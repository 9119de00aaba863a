package dev.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class PlayCommandTest {

  @Test
  void play_mctsBots_reproducible() {
    Cli.Run a = Cli.run("play", "rollnim", "--seed", "9", "--bots", "mcts:50,mcts").assertOk();
    Cli.Run b = Cli.run("play", "rollnim", "--seed", "9", "--bots", "mcts:50,mcts").assertOk();
    assertEquals(a.out(), b.out());
    assertTrue(a.out().startsWith("rollnim, seed 9: mcts:50 (player 0) vs mcts:1000 (player 1)\n"),
        a.out());
    assertEquals(2, Cli.run("play", "rollnim", "--bots", "mcts:0").status());
  }

  @Test
  void play_sameSeed_sameOutput() {
    Cli.Run a = Cli.run("play", "rollnim", "--seed", "42").assertOk();
    Cli.Run b = Cli.run("play", "rollnim", "--seed", "42").assertOk();
    assertEquals(a.out(), b.out());
    assertTrue(a.out().startsWith("rollnim, seed 42: mc:1000 (player 0) vs random (player 1)\n"), a.out());
    assertTrue(a.out().contains("\n1. [chance] rolled "), a.out());
    assertTrue(a.out().contains("\n2. [mc:1000] took "), a.out());
    assertTrue(a.out().contains("\n[Seed \"42\"]\n[Bots \"mc:1000,random\"]\n"), a.out());
    assertFalse(a.out().contains("\033["), "no colour when not a terminal");
  }

  @Test
  void play_differentSeeds_differentGames() {
    String a = Cli.run("play", "rollnim", "-q", "--seed", "1", "--bots", "random").assertOk().out();
    boolean differs = false;
    for (int seed = 2; seed < 6 && !differs; seed++) {
      String b = Cli.run("play", "rollnim", "-q", "--seed", Integer.toString(seed), "--bots", "random")
          .assertOk().out();
      differs = !a.substring(a.indexOf('\n')).equals(b.substring(b.indexOf('\n')));
    }
    assertTrue(differs);
  }

  @Test
  void play_recordReplaysToTheSameResult() {
    Cli.Run r = Cli.run("play", "rollnim", "-q", "--seed", "7", "--bots", "random,mc:30").assertOk();
    String out = r.out();
    String result = line(out, "result: ").split(",")[0];
    String fen = line(out, "final position: ");
    String record = out.substring(out.indexOf("[Game "));
    Cli.Run replay = Cli.runWithInput(record, "replay", "rollnim", "-").assertOk();
    assertEquals(List.of(fen + " " + result), replay.lines());
  }

  @Test
  void play_colorAlways_usesAnsi() {
    Cli.Run r = Cli.run("play", "rollnim", "--seed", "3", "--bots", "random", "--color", "always").assertOk();
    assertTrue(r.out().contains("\033[33m"), r.out());
  }

  @Test
  void play_maxPlies_stopsUnfinished() {
    Cli.Run r = Cli.run("play", "rollnim", "--seed", "3", "--max-plies", "3", "-q").assertOk();
    assertTrue(r.out().contains("result: * (stopped after 3 plies"), r.out());
    assertTrue(r.out().contains("[Result \"*\"]"), r.out());
  }

  @Test
  void play_fourPlayers_shortBotListFilledWithLast() {
    Cli.Run r = Cli.run("play", "rollnim", "--players", "4", "--seed", "5", "-q").assertOk();
    assertTrue(r.out().startsWith("rollnim, seed 5: mc:1000 (player 0) vs random (player 1) vs random (player 2) vs random (player 3)\n"),
        r.out());
    assertTrue(r.out().contains("[Options \"players=4\"]"), r.out());
  }

  @Test
  void play_threePlayers_recordReplaysThroughItsOptionsTag() {
    Cli.Run r = Cli.run("play", "rollnim", "--players", "3", "-o", "pile=7", "--seed", "9", "-q").assertOk();
    assertTrue(r.out().contains("[Options \"players=3,pile=7\"]"), r.out());
    String record = r.out().substring(r.out().indexOf("[Game "));
    String fen = line(r.out(), "final position: ");
    String result = line(r.out(), "result: ").split(",")[0];
    assertEquals(List.of(fen + " " + result), Cli.runWithInput(record, "replay", "rollnim", "-").assertOk().lines());
  }

  @Test
  void play_noSeed_printsTheSeedItUsed() {
    Cli.Run r = Cli.run("play", "rollnim", "-q", "--bots", "random").assertOk();
    String seed = r.out().substring("rollnim, seed ".length(), r.out().indexOf(':'));
    Cli.Run again = Cli.run("play", "rollnim", "-q", "--bots", "random", "--seed", seed).assertOk();
    assertEquals(r.out(), again.out());
  }

  @Test
  void play_badBots_exit2() {
    assertEquals("tabula: unknown bot 'alphazero'; bots: random, mc, mc:N, mcts, mcts:N (N playouts per decision)",
        Cli.run("play", "rollnim", "--bots", "alphazero").assertError());
    assertTrue(Cli.run("play", "rollnim", "--bots", "mc:0").assertError().contains("mc:N"));
    assertTrue(Cli.run("play", "rollnim", "--bots", "random,random,random").assertError()
        .contains("lists 3 bots but rollnim has 2 players"));
  }

  @Test
  void play_badColor_exit2() {
    Cli.run("play", "rollnim", "--color", "sometimes").assertError();
  }

  @Test
  void play_toguzSeed1_reproducible() {
    Cli.requireGame("toguz");
    Cli.Run a = Cli.run("play", "toguz", "--seed", "1", "--bots", "mc:100,random").assertOk();
    Cli.Run b = Cli.run("play", "toguz", "--seed", "1", "--bots", "mc:100,random").assertOk();
    assertEquals(a.out(), b.out());
    assertTrue(a.out().contains("\nresult: "), a.out());
  }

  private static String line(String out, String prefix) {
    for (String l : out.split("\n")) {
      if (l.startsWith(prefix)) {
        return l.substring(prefix.length());
      }
    }
    throw new AssertionError("no line starting with '" + prefix + "' in\n" + out);
  }
}
