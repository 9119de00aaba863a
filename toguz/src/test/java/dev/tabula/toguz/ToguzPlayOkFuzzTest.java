package dev.tabula.toguz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.GameRecord;
import dev.tabula.core.NotationException;
import dev.tabula.testkit.Conformance;
import dev.tabula.testkit.Fuzz;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * PlayOK's game records (the server's PGN export, read by the record format), fuzzed: damaged
 * copies of real exported games through the testkit's notation fuzzing, and through {@link
 * GameRecord#parseEach}, which must hand over only whole, valid records before it refuses.
 */
class ToguzPlayOkFuzzTest {
  private static final ToguzGame GAME = ToguzGame.standard();

  /** Every 200th game of the export: real headers, annotations, {zero}, results of every kind. */
  private static List<String> sample() {
    String pgn = ToguzReplayTest.resource("playok_all_results_combined.pgn");
    List<String> games =
        java.util.regex.Pattern.compile("\n(?=\\[Event )").splitAsStream(pgn).toList();
    List<String> out = new ArrayList<>();
    for (int i = 0; i < games.size(); i += 200) {
      out.add(games.get(i));
    }
    return out;
  }

  @Test
  void conformance_fuzzesPlayOkRecords() {
    List<String> sample = sample();
    assertTrue(sample.size() >= 10, "games sampled: " + sample.size());
    Conformance<ToguzState, ToguzMove> c =
        Conformance.of(GAME).games(10).seed(51).fuzzCases(Fuzz.cases(3_000));
    for (String text : sample) {
      c = c.fuzzRecords(text);
    }
    c = c.fuzzRecords(String.join("\n", sample.subList(0, 3)));
    Conformance.Report r = c.run();
    assertTrue(r.fuzzed() >= Fuzz.cases(3_000), r.toString());
  }

  @Test
  void parseEach_damagedExports_handsOverOnlyWholeRecords() {
    List<String> sample = sample();
    Fuzz.run(
        "toguz PlayOK parseEach",
        52,
        Fuzz.cases(1_000),
        (r, inputs) -> {
          int from = r.nextInt(sample.size() - 2);
          String text =
              inputs.add(
                  "records", Fuzz.damage(String.join("\n", sample.subList(from, from + 3)), r));
          List<GameRecord<ToguzState, ToguzMove>> got = new ArrayList<>();
          try {
            int n = GameRecord.parseEach(GAME, text, got::add);
            assertEquals(n, got.size());
          } catch (NotationException e) {
            Fuzz.checkOffset(e, text);
          }
          for (GameRecord<ToguzState, ToguzMove> rec : got) {
            String again = rec.format(GAME);
            assertEquals(List.of(rec), GameRecord.parseAll(GAME, again), again);
            rec.finalState(GAME);
          }
        });
  }
}
