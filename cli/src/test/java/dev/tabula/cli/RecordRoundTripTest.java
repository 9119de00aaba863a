package dev.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.Agent;
import dev.tabula.core.Game;
import dev.tabula.core.GameProvider;
import dev.tabula.core.Playouts;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * What {@code play} writes, and what the API writes, replays as it is: for every game and player
 * count, without being told the setup; and {@code replay --check} reports a wrong or truncated
 * record the same way for every game.
 */
class RecordRoundTripTest {

  /** The value of the stderr line of {@code play} that starts with {@code prefix}. */
  private static String line(String text, String prefix) {
    for (String l : text.lines().toList()) {
      if (l.startsWith(prefix)) {
        return l.substring(prefix.length());
      }
    }
    throw new AssertionError("no line '" + prefix + "' in:\n" + text);
  }

  @ParameterizedTest(name = "{0} {1}")
  @CsvSource({"toguz,", "marrakech,2", "marrakech,3", "marrakech,4", "stack-snake,"})
  void playThenReplay_sameFinalPositionAndResult_withoutBeingToldTheSetup(
      String game, String players) {
    Cli.requireGame(game);
    List<String> args = new java.util.ArrayList<>(List.of("play", game, "--seed", "5", "-q"));
    if (players != null) {
      args.add("--players");
      args.add(players);
    }
    Cli.Run played = Cli.run(args.toArray(String[]::new)).assertOkTalkingOnStderr();
    assertTrue(
        played.out().startsWith("[Game \"" + game + "\"]\n"),
        "stdout holds only the record:\n" + played.out());
    String finalPosition = line(played.err(), "final position: ");
    String result = line(played.err(), "result: ").split("[ ,]", 2)[0];

    Cli.Run replayed = Cli.runWithInput(played.out(), "replay", game, "-", "--check").assertOk();
    assertEquals(List.of(finalPosition + " " + result), replayed.lines());
  }

  @Test
  void apiRecord_twoPlayerMarrakech_replaysWithoutPlayers() {
    Cli.requireGame("marrakech");
    String text = apiRecord(GameProvider.find("marrakech").create(Map.of("players", "2")), 11);
    assertTrue(text.contains("[Options \"players=2,"), text);
    Cli.Run r = Cli.runWithInput(text, "replay", "marrakech", "-", "--check").assertOk();
    assertEquals(1, r.lines().size());
  }

  private static <S, M> String apiRecord(Game<S, M> game, long seed) {
    List<dev.tabula.core.Agent<S, M>> agents =
        Collections.nCopies(game.numPlayers(), Agent.uniformRandom());
    return Playouts.play(game, agents, new SplittableRandom(seed)).format(game);
  }

  @Test
  void check_toguzWrongResult_exit1NamingTheRecord_exit0Without() {
    Cli.requireGame("toguz");
    String record = Cli.run("play", "toguz", "--seed", "5", "-q").assertOkTalkingOnStderr().out();
    String result =
        record.substring(
            record.indexOf("[Result \"") + 9, record.indexOf("\"]", record.indexOf("[Result \"")));
    String wrong = result.equals("1-0") ? "0-1" : "1-0";
    String tampered =
        record
            .replace("[Result \"" + result + "\"]", "[Result \"" + wrong + "\"]")
            .replace(" " + result + "\n", " " + wrong + "\n");
    assertTrue(Cli.runWithInput(tampered, "replay", "toguz", "-").status() == 0);
    Cli.Run checked = Cli.runWithInput(tampered, "replay", "toguz", "-", "--check");
    assertEquals(1, checked.status(), checked.err());
    assertEquals(1, checked.lines().size());
    assertTrue(
        checked
            .err()
            .startsWith(
                "tabula: record 1: the recorded result is "
                    + wrong
                    + ", but the rules give "
                    + result),
        checked.err());
  }

  @Test
  void check_truncatedRecord_claimsAResultTheMovesDoNotReach_exit1() {
    Cli.requireGame("toguz");
    String record = Cli.run("play", "toguz", "--seed", "5", "-q").assertOkTalkingOnStderr().out();
    // cut before the last move (which ended the game): what is left is a legal move list that
    // stops short of the end, without its result token, under a Result tag that claims one
    int lastSpace = record.lastIndexOf(' ', record.lastIndexOf(' ') - 1);
    String cut = record.substring(0, lastSpace) + "\n";
    Cli.Run plain = Cli.runWithInput(cut, "replay", "toguz", "-");
    assertEquals(0, plain.status(), plain.err());
    assertTrue(plain.out().endsWith(" *\n"), plain.out());
    Cli.Run checked = Cli.runWithInput(cut, "replay", "toguz", "-", "--check");
    assertEquals(1, checked.status(), checked.err());
    assertTrue(checked.err().contains("not over after ply"), checked.err());
  }
}
