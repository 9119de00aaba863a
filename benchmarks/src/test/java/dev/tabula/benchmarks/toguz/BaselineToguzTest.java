package dev.tabula.benchmarks.toguz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The baseline follows the rules: perft from the spec, and the recorded real games replay. */
class BaselineToguzTest {

  @ParameterizedTest(name = "perft({0}) = {1}")
  @CsvSource({
    "1, 9",
    "2, 73",
    "3, 613",
    "4, 5199",
    "5, 43184",
    "6, 360035",
    "7, 3003052",
    "8, 25166174"
  })
  void perft_fromStart_matchesSpecTable(int depth, long expected) {
    assertEquals(expected, BaselineToguz.perft(BaselineToguz.start(), depth));
  }

  @Test
  @EnabledIfSystemProperty(named = "tabula.slow", matches = "true")
  void perft_depthNine_matchesSpecTable() {
    assertEquals(210521787L, BaselineToguz.perft(BaselineToguz.start(), 9));
  }

  @Test
  void format_start_isSpecFen() {
    assertEquals(
        "9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1",
        BaselineToguz.format(BaselineToguz.start()));
  }

  @Test
  void apply_hole6FromStart_capturesTenAsInSpec() {
    int[] start = BaselineToguz.start();
    int[] after = BaselineToguz.apply(start, 5);
    assertEquals(
        "9S,9S,9S,9S,1,10S,10S,10S,10S/9S,9S,9S,9S,9S,1S,10S,10S,10S 10 0 N 1",
        BaselineToguz.format(after));
    assertEquals(5, BaselineToguz.landing(start, 5));
    assertEquals(BaselineToguz.format(BaselineToguz.start()), BaselineToguz.format(start));
  }

  @Test
  void apply_emptyHoleOrBadAction_refused() {
    int[] s = BaselineToguz.start();
    s[0] = 0;
    s[1] = 18;
    assertThrows(IllegalArgumentException.class, () -> BaselineToguz.apply(s, 0));
    assertThrows(IllegalArgumentException.class, () -> BaselineToguz.apply(s, 9));
    assertThrows(IllegalArgumentException.class, () -> BaselineToguz.apply(s, -1));
  }

  /**
   * Every recorded game replays: each move is legal, its landing digit and tuzdyk mark agree, and
   * the final position (and whether the game is over) is the recorded one.
   */
  @Test
  void replay_recordedGames_reachRecordedFinalPositions() {
    List<RecordedGames.Game> games = RecordedGames.load();
    assertEquals(200, games.size());
    int overCount = 0;
    for (RecordedGames.Game g : games) {
      int[] s = BaselineToguz.start();
      for (int ply = 0; ply < g.moves().size(); ply++) {
        String m = g.moves().get(ply);
        String where = "game line " + g.line() + " (" + g.id() + ") ply " + (ply + 1) + " " + m;
        assertFalse(BaselineToguz.isOver(s), where);
        int action = g.action(ply);
        assertEquals(m.charAt(1) - '0', BaselineToguz.landing(s, action), where);
        int[] next = BaselineToguz.apply(s, action);
        int side = BaselineToguz.sideToMove(s);
        boolean madeTuzdyk =
            s[BaselineToguz.TUZDYK + side] < 0 && next[BaselineToguz.TUZDYK + side] >= 0;
        assertEquals(
            m.length() > 2 && (m.charAt(2) == 'x' || m.charAt(2) == 'X'), madeTuzdyk, where);
        s = next;
      }
      assertEquals(g.finalFen(), BaselineToguz.format(s), "game line " + g.line());
      assertEquals(g.over(), BaselineToguz.isOver(s), "game line " + g.line());
      if (g.over()) {
        overCount++;
      }
    }
    assertTrue(overCount > 50, "over games: " + overCount);
  }
}
