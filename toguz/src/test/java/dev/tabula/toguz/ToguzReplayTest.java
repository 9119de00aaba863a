package dev.tabula.toguz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tabula.core.GameRecord;
import dev.tabula.core.GameResult;
import dev.tabula.core.IllegalMoveException;
import dev.tabula.core.NotationException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Replays every recorded real game in the test resources (copied from {@code shared/data/toguz}):
 * 3,140 normalized games, the 2,398 PlayOK PGN games, and the 75-ply PlayStrategy game.
 */
class ToguzReplayTest {
  private static final ToguzGame GAME = ToguzGame.standard();

  static String resource(String name) {
    try (InputStream in = ToguzReplayTest.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("missing test resource " + name);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static int resultSign(String result) {
    return switch (result) {
      case "1-0" -> 1;
      case "0-1" -> -1;
      case "1/2-1/2" -> 0;
      default -> throw new IllegalArgumentException(result);
    };
  }

  @Test
  void replay_normalizedGames_allAgreeWithTheRecordsAndTheReference() throws IOException {
    String[] lines = resource("games_normalized.jsonl").split("\n");
    ObjectMapper json = new ObjectMapper();
    int games = 0;
    int over = 0;
    int annotations = 0;
    int tuzdyks = 0;
    List<String> failures = new ArrayList<>();
    for (String line : lines) {
      if (line.isBlank()) {
        continue;
      }
      games++;
      JsonNode g = json.readTree(line);
      String id = g.path("source").asText() + " " + g.path("id").asText();
      JsonNode moves = g.required("moves");
      JsonNode annot = g.path("moverKazanAnnot");
      JsonNode fin = g.required("final");
      ToguzState s = GAME.start();
      try {
        for (int i = 0; i < moves.size(); i++) {
          String mv = moves.get(i).textValue();
          ToguzMove m = GAME.parseMove(s, mv);
          // the canonical notation is exactly ours
          assertEquals(mv, GAME.formatMove(s, m), "notation at ply " + (i + 1));
          if (mv.endsWith("x")) {
            tuzdyks++;
          }
          JsonNode a = annot.path(i);
          if (!a.isMissingNode() && !a.isNull()) {
            annotations++;
            assertEquals(m, GAME.parseMove(s, mv + "(" + a.asText() + ")"));
          }
          s = GAME.apply(s, m);
        }
        JsonNode kazan = fin.required("kazan");
        assertEquals(kazan.get(0).intValue(), s.store(0), "White's store");
        assertEquals(kazan.get(1).intValue(), s.store(1), "Black's store");
        assertEquals(fin.required("fen").textValue(), s.toString(), "final FEN");
        boolean isOver = fin.required("over").booleanValue();
        assertEquals(isOver, s.isOver(), "over");
        if (isOver) {
          over++;
          GameResult r = GAME.result(s);
          int sign = r.isDraw() ? 0 : r.winners().get(0) == 0 ? 1 : -1;
          assertEquals(fin.required("result").intValue(), sign, "computed result");
          assertEquals(resultSign(g.required("result").textValue()), sign, "recorded result");
        }
      } catch (AssertionError | IllegalMoveException | NotationException e) {
        failures.add(id + ": " + e.getMessage());
      }
    }
    if (!failures.isEmpty()) {
      fail(
          failures.size()
              + " games disagree, e.g.\n"
              + String.join("\n", failures.subList(0, Math.min(20, failures.size()))));
    }
    assertEquals(3140, games);
    assertEquals(1186, over);
    assertTrue(annotations > 30_000, "store annotations checked: " + annotations);
    assertTrue(tuzdyks > 3_000, "tuzdyk moves checked: " + tuzdyks);
  }

  @Test
  void replay_playOkPgn_everyGameParsesAndAgrees() {
    String text = resource("playok_all_results_combined.pgn");
    List<GameRecord<ToguzState, ToguzMove>> records = GameRecord.parseAll(GAME, text);
    assertEquals(2398, records.size());
    int over = 0;
    int zero = 0;
    for (int i = 0; i < records.size(); i++) {
      GameRecord<ToguzState, ToguzMove> r = records.get(i);
      assertTrue(text.contains("[Result \"" + r.result() + "\"]"), "game " + (i + 1));
      ToguzState end = r.finalState(GAME);
      if (end.isOver()) {
        over++;
        assertEquals(GAME.result(end).token(), r.result(), "game " + (i + 1));
      }
      // PlayOK does not say why a game stopped early (resignation, time): such records claim a
      // result that the moves do not reach, which resultProblem reports
      assertEquals(end.isOver(), r.resultProblem(GAME).isEmpty(), "game " + (i + 1));
      if (r.comments().contains("zero")) {
        zero++;
        // the game ended because the side to move had no stones: the sweep emptied the board
        assertTrue(end.isOver(), "game " + (i + 1) + " {zero} but not over");
        assertEquals(0, end.stonesOnSide(0) + end.stonesOnSide(1), "game " + (i + 1));
      }
    }
    assertEquals(646, zero);
    assertTrue(over >= 646, "over: " + over);

    // formatting every record and reading it back gives the same record
    StringBuilder all = new StringBuilder();
    for (GameRecord<ToguzState, ToguzMove> r : records) {
      all.append(r.format(GAME)).append('\n');
    }
    List<GameRecord<ToguzState, ToguzMove>> again = GameRecord.parseAll(GAME, all);
    assertEquals(records.size(), again.size());
    for (int i = 0; i < records.size(); i++) {
      assertEquals(records.get(i), again.get(i), "game " + (i + 1));
    }
  }

  /** Converts a PlayStrategy key (file a..i, rank 1 White, rank 2 Black) to the hole it names. */
  private static int holeOfKey(String key) {
    int file = key.charAt(0) - 'a';
    return key.charAt(1) == '1' ? file + 1 : 9 - file;
  }

  @Test
  void replay_playStrategyGame_endsEightyTwoToFortyThree() {
    String text = resource("playstrategy_FgWSk5be.txt");
    List<String> keys = new ArrayList<>();
    for (String line : text.split("\n")) {
      if (!line.startsWith("#") && !line.isBlank()) {
        keys.addAll(List.of(line.trim().split("\\s+")));
      }
    }
    assertEquals(75, keys.size());
    ToguzState s = GAME.start();
    for (int i = 0; i < keys.size(); i++) {
      String k = keys.get(i);
      String orig = k.substring(0, 2);
      String dest = k.substring(2, 4);
      int mover = s.seatToMove();
      assertEquals(mover == 0 ? '1' : '2', orig.charAt(1), "ply " + (i + 1) + ": origin row");
      ToguzMove m = ToguzMove.of(holeOfKey(orig));
      // the destination key is where the last stone fell; check it through our notation
      String ours = GAME.formatMove(s, m);
      assertEquals(holeOfKey(dest), ours.charAt(1) - '0', "ply " + (i + 1) + " landing of " + k);
      int destOwner = dest.charAt(1) == '1' ? 0 : 1;
      s = GAME.apply(s, m);
      assertTrue(i == keys.size() - 1 || !s.isOver(), "over early at ply " + (i + 1));
      // PlayStrategy keys name the landing hole's row
      assertTrue(destOwner == 0 || destOwner == 1);
    }
    assertTrue(s.isOver());
    assertEquals(82, s.store(0));
    assertEquals(43, s.store(1));
    GameResult r = GAME.result(s);
    assertEquals(List.of(0), r.winners());
    assertEquals(82, r.score(0));
    assertEquals(43, r.score(1));
  }
}
