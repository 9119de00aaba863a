package dev.tabula.toguz;

import static dev.tabula.toguz.Positions.pos;
import static dev.tabula.toguz.Positions.row;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.tabula.core.Agent;
import dev.tabula.core.GameRecord;
import dev.tabula.core.Playouts;
import dev.tabula.core.spi.WeightFile;
import dev.tabula.search.Greedy;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link ToguzEvaluation}: antisymmetry and range over random games, hand-made positions, the noisy
 * predicate against playing the move, and a 1-ply greedy agent against a random one.
 */
class ToguzEvaluationTest {
  private static final ToguzGame GAME = ToguzGame.standard();
  private static final ToguzEvaluation EVAL = ToguzEvaluation.standard();

  /** Called for every state of a random game, with what reproduces it. */
  private interface StateCheck {
    void check(ToguzState state, String where);
  }

  /** Plays {@code games} uniformly random games from seeds {@code seed, seed + 1, ...}. */
  private static void overRandomGames(long seed, int games, StateCheck check) {
    for (int g = 0; g < games; g++) {
      SplittableRandom random = new SplittableRandom(seed + g);
      ToguzState s = GAME.start();
      List<String> moves = new ArrayList<>();
      while (true) {
        check.check(s, "seed " + (seed + g) + ", after moves " + moves + ": " + s);
        if (s.isOver()) {
          break;
        }
        List<ToguzMove> legal = GAME.legalMoves(s);
        ToguzMove m = legal.get(random.nextInt(legal.size()));
        moves.add(GAME.formatMove(s, m));
        s = GAME.apply(s, m);
      }
    }
  }

  @Test
  void evaluate_antisymmetricAndInRange_overRandomGames() {
    assertAntisymmetricInRange(EVAL, 20261201L, 300);
  }

  /** Every state of the random games: the values inside (-1, 1), Black's exactly -White's. */
  private static void assertAntisymmetricInRange(
      dev.tabula.core.Evaluation<ToguzState> e, long seed, int games) {
    overRandomGames(
        seed,
        games,
        (s, where) -> {
          double white = e.evaluate(s, 0);
          double black = e.evaluate(s, 1);
          if (!(white > -1 && white < 1) || white != -black) {
            fail(e + " gives " + white + " for White and " + black + " for Black; " + where);
          }
        });
  }

  @Test
  void evaluate_bigStoreLead_favoursTheLeader() {
    int[] fours = row(4, 4, 4, 4, 4, 4, 4, 4, 4);
    ToguzState whiteLeads = pos(fours, fours, 70, 0, 0, 0); // 70 against 20
    ToguzState blackLeads = pos(fours, fours, 20, 0, 0, 0); // 20 against 70
    assertTrue(EVAL.evaluate(whiteLeads, 0) > 0.9, whiteLeads.toString());
    assertTrue(EVAL.evaluate(whiteLeads, 1) < -0.9, whiteLeads.toString());
    assertTrue(EVAL.evaluate(blackLeads, 0) < -0.9, blackLeads.toString());
    assertTrue(EVAL.evaluate(blackLeads, 1) > 0.9, blackLeads.toString());
  }

  @Test
  void evaluate_sameLead_countsMoreNearTheEnd() {
    int[] fours = row(4, 4, 4, 4, 4, 4, 4, 4, 4);
    int[] ones = row(1, 1, 1, 1, 1, 1, 1, 1, 1);
    ToguzState early = pos(fours, fours, 55, 0, 0, 0); // 55 against 35 with 72 on the board
    ToguzState late = pos(ones, ones, 80, 0, 0, 0); // 80 against 64 with 18 on the board
    double earlyValue = EVAL.evaluate(early, 0);
    double lateValue = EVAL.evaluate(late, 0);
    assertTrue(earlyValue > 0 && lateValue > 0.95, earlyValue + " then " + lateValue);
    assertTrue(lateValue > earlyValue, earlyValue + " then " + lateValue);
  }

  @Test
  void evaluate_tuzdyk_favoursItsOwner() {
    // equal stores, mirror-image boards; only who owns the tuzdyk (on the other's hole 3) differs
    int[] holed = row(5, 5, 0, 5, 5, 5, 5, 5, 5);
    for (int side = 0; side < 2; side++) {
      ToguzState white = pos(holed, holed, 41, 3, 0, side);
      ToguzState black = pos(holed, holed, 41, 0, 3, side);
      assertTrue(EVAL.evaluate(white, 0) > 0.3, white.toString());
      assertTrue(EVAL.evaluate(black, 1) > 0.3, black.toString());
    }
  }

  @Test
  void evaluate_finishedGame_givesTheResult() {
    ToguzState blackWon = ToguzState.parse("1,t,7/t,8 30 132 S 47");
    assertEquals(-ToguzEvaluation.FINISHED, EVAL.evaluate(blackWon, 0));
    assertEquals(ToguzEvaluation.FINISHED, EVAL.evaluate(blackWon, 1));
    ToguzState drawn = ToguzState.parse("9/9 81 81 S 60");
    assertEquals(0.0, EVAL.evaluate(drawn, 0));
  }

  @Test
  void evaluate_badPlayer_throws() {
    assertThrows(IllegalArgumentException.class, () -> EVAL.evaluate(GAME.start(), 2));
    assertThrows(IllegalArgumentException.class, () -> EVAL.evaluate(GAME.start(), -1));
  }

  @Test
  void isCapture_fromTheStart_everyHoleButTheFirst() {
    // hole h (9 stones) ends in Black's hole h - 1, which then holds 10; hole 1 ends on hole 9
    assertFalse(ToguzEvaluation.isCapture(GAME.start(), ToguzMove.of(1)));
    for (int h = 2; h <= 9; h++) {
      assertTrue(ToguzEvaluation.isCapture(GAME.start(), ToguzMove.of(h)), "hole " + h);
    }
  }

  @Test
  void isCapture_makingATuzdyk_isNoisy() {
    // White's hole 9 has one stone, which lands in Black's hole 1 (2 stones): 3, a tuzdyk
    ToguzState s = pos(row(0, 0, 0, 0, 0, 0, 0, 0, 1), row(2, 1), 80, 0, 0, 0);
    assertTrue(ToguzEvaluation.isCapture(s, ToguzMove.of(9)));
    assertEquals("91x", GAME.formatMove(s, ToguzMove.of(9)));
  }

  @Test
  void isCapture_emptyHoleOrFinishedGame_isFalse() {
    ToguzState s = pos(row(0, 0, 0, 0, 0, 0, 0, 0, 1), row(2, 1), 80, 0, 0, 0);
    assertFalse(ToguzEvaluation.isCapture(s, ToguzMove.of(1)));
    ToguzState over = ToguzState.parse("1,t,7/t,8 30 132 S 47");
    for (int h = 1; h <= 9; h++) {
      assertFalse(ToguzEvaluation.isCapture(over, ToguzMove.of(h)));
    }
  }

  @Test
  void isCapture_agreesWithPlayingTheMove_overRandomGames() {
    int[] counts = new int[3]; // quiet, captures, tuzdyks
    overRandomGames(
        20261202L,
        400,
        (s, where) -> {
          for (int h = 1; h <= 9; h++) {
            boolean noisy = ToguzEvaluation.isCapture(s, ToguzMove.of(h));
            boolean legal = (s.legal() & (1 << (h - 1))) != 0;
            boolean expected = false;
            if (legal) {
              Sow w = new Sow(s);
              int storeBefore = s.store(s.seatToMove());
              w.play(h);
              expected = w.captured > 0 || w.tuzdykMade != 0;
              counts[w.tuzdykMade != 0 ? 2 : w.captured > 0 ? 1 : 0]++;
              // a noisy move grows the mover's store by at least what it takes
              int taken = w.captured + (w.tuzdykMade != 0 ? 3 : 0);
              assertTrue(w.moverStoreBeforeSweep() - storeBefore >= taken, where);
            }
            if (noisy != expected) {
              fail(
                  "isCapture(hole "
                      + h
                      + ") is "
                      + noisy
                      + ", playing it says "
                      + expected
                      + "; "
                      + where);
            }
          }
        });
    assertTrue(
        counts[1] > 1000 && counts[2] > 100,
        "too few noisy moves seen: " + counts[1] + ", " + counts[2]);
  }

  @Test
  void threat_isTheBestCaptureOfPlayingEachMove_forEitherSide() {
    int[] seen = new int[2]; // positions with an even capture, with a tuzdyk to make
    overRandomGames(
        20261204L,
        200,
        (s, where) -> {
          if (s.isOver()) {
            return;
          }
          for (int side = 0; side < 2; side++) {
            if (((Sow.playable(s.misc) >>> (9 * side)) & 511) == 0) {
              continue; // that side has no stones: it cannot be to move
            }
            // the same position with that side to move (as a FEN), played move by move
            String fen = GAME.formatState(s);
            String[] f = fen.split(" ");
            f[3] = side == 0 ? "S" : "N";
            ToguzState as = ToguzState.parse(String.join(" ", f));
            int best = 0;
            int tuzdyk = 0;
            for (int h = 1; h <= 9; h++) {
              if ((as.legal() & (1 << (h - 1))) != 0) {
                Sow w = new Sow(as);
                w.play(h);
                best = Math.max(best, w.captured);
                tuzdyk |= w.tuzdykMade != 0 ? 1 : 0;
              }
            }
            int threat = ToguzEvaluation.threat(s, side);
            assertEquals(best << 1 | tuzdyk, threat, "side " + side + ", " + where);
            seen[0] += best > 0 ? 1 : 0;
            seen[1] += tuzdyk;
          }
        });
    assertTrue(seen[0] > 1000 && seen[1] > 100, seen[0] + " captures, " + seen[1] + " tuzdyks");
  }

  // ------------------------------------------------------------- the learned evaluation

  private static final ToguzLearnedEvaluation LEARNED = ToguzLearnedEvaluation.learned();

  /** A weight file with the given weights set, every other 0. */
  private static ToguzLearnedEvaluation weights(int[] at, double[] values) {
    double[] w = new double[ToguzLearnedEvaluation.WEIGHTS];
    for (int i = 0; i < at.length; i++) {
      w[at[i]] = values[i];
    }
    StringBuilder text = new StringBuilder(WeightFile.FORMAT + "\nfeatures toguz-1\nweights 312\n");
    for (double v : w) {
      text.append(v).append('\n');
    }
    return ToguzLearnedEvaluation.read(new java.io.StringReader(text.toString()));
  }

  @Test
  void learned_antisymmetricInRange_andOfferedByName() {
    assertEquals(List.of("standard", "hand"), List.copyOf(GAME.evaluations().keySet()));
    assertTrue(GAME.evaluation() == LEARNED, "the game's own evaluation is the learned one");
    assertTrue(GAME.evaluations().get("standard") == LEARNED);
    assertTrue(GAME.evaluations().get("hand") == EVAL);
    assertAntisymmetricInRange(LEARNED, 20261205L, 200);
    assertTrue(LEARNED.evaluate(GAME.start(), 0) > 0, "the side to move starts ahead");
    ToguzState blackWon = ToguzState.parse("1,t,7/t,8 30 132 S 47");
    assertEquals(-ToguzEvaluation.FINISHED, LEARNED.evaluate(blackWon, 0));
    assertEquals(0.0, LEARNED.evaluate(ToguzState.parse("9/9 81 81 S 60"), 0));
  }

  @Test
  void learned_eachTerm_isReadFromItsPlace() {
    // White to move, 60 against 52 in the stores (50 on the board): need 22 + 30 = 52
    int[] white = row(0, 2, 9, 5, 5, 5, 5, 5, 5); // hole 1 empty, hole 3: 9 stones
    int[] black = row(1, 1, 1, 1, 1, 1, 1, 1, 1);
    ToguzState s = pos(white, black, 60, 0, 0, 0);
    double scale = Math.sqrt(52);
    // the store lead, seen by the side to move
    ToguzLearnedEvaluation lead = weights(new int[] {1}, new double[] {0.5});
    assertEquals(ToguzEvaluation.FINISHED * Math.tanh(4 / scale), lead.evaluate(s, 0), 1e-12);
    // the mover's table: own hole 1 with 0 stones (table 24 + hole 0 * 16 + 0), hole 3 with 9
    ToguzLearnedEvaluation own = weights(new int[] {24, 24 + 2 * 16 + 9}, new double[] {1, 2});
    assertEquals(ToguzEvaluation.FINISHED * Math.tanh(3 / scale), own.evaluate(s, 0), 1e-12);
    // the other row's table: Black's hole 9 with one stone (24 + (9 + 8) * 16 + 1)
    ToguzLearnedEvaluation other = weights(new int[] {24 + 17 * 16 + 1}, new double[] {-1});
    assertEquals(-ToguzEvaluation.FINISHED * Math.tanh(1 / scale), other.evaluate(s, 0), 1e-12);
    // Black to move: the same terms from Black's side
    ToguzState b = pos(black, white, 52, 0, 0, 1); // mirrored: Black has White's old row
    assertEquals(own.evaluate(s, 0), own.evaluate(b, 1), 1e-15);
    // the capture term: White's hole 3 (9 stones) ends in Black's hole 2, which then holds 2
    int threat = ToguzEvaluation.threat(s, 0);
    assertEquals(2 << 1, threat, "White's best capture");
    ToguzLearnedEvaluation capture = weights(new int[] {2}, new double[] {0.25});
    double expected = 0.25 * (threat >>> 1);
    assertEquals(
        ToguzEvaluation.FINISHED * Math.tanh(expected / scale), capture.evaluate(s, 0), 1e-12);
  }

  @Test
  void learned_read_refusesAnotherLayout() {
    // the format's other checks are WeightFileTest's
    assertEquals(
        "line 1: expected 'features toguz-1', got 'features toguz-9'",
        assertThrows(
                IllegalArgumentException.class,
                () -> ToguzLearnedEvaluation.read(new java.io.StringReader("features toguz-9\n")))
            .getMessage());
    assertEquals(
        "line 2: expected 'weights 312', got 'weights 127'",
        assertThrows(
                IllegalArgumentException.class,
                () ->
                    ToguzLearnedEvaluation.read(
                        new java.io.StringReader("features toguz-1\nweights 127\n")))
            .getMessage());
  }

  @Test
  void greedy_beatsRandom() {
    int games = 100;
    int[] wins = playGreedyAgainstRandom(games, 20261203L);
    // a statistical check: in five trial runs of 100 games (other seeds) it won all 100
    assertTrue(wins[0] >= 90, "greedy won " + wins[0] + ", random " + wins[1] + " of " + games);
  }

  /** Plays games with the seats rotated; returns {greedy wins, random wins}. */
  private static int[] playGreedyAgainstRandom(int games, long seed) {
    Agent<ToguzState, ToguzMove> greedy =
        Greedy.<ToguzState, ToguzMove>builder().evaluation(EVAL).build();
    Agent<ToguzState, ToguzMove> random = Agent.uniformRandom();
    SplittableRandom rng = new SplittableRandom(seed);
    int[] wins = new int[2];
    for (int g = 0; g < games; g++) {
      int greedySeat = g % 2;
      List<Agent<ToguzState, ToguzMove>> agents =
          greedySeat == 0 ? List.of(greedy, random) : List.of(random, greedy);
      GameRecord<ToguzState, ToguzMove> record =
          Playouts.play(GAME, GAME.start(), agents, rng, 2000);
      ToguzState end = record.finalState(GAME);
      if (end.isOver()) {
        double r = GAME.result(end).returns(greedySeat);
        wins[0] += r > 0 ? 1 : 0;
        wins[1] += r < 0 ? 1 : 0;
      }
    }
    return wins;
  }
}
