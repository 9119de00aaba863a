package dev.tabula.stacksnake;

import static dev.tabula.stacksnake.Positions.GAME;
import static dev.tabula.stacksnake.Positions.play;
import static dev.tabula.stacksnake.Positions.pos;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.tabula.core.Agent;
import dev.tabula.core.Evaluation;
import dev.tabula.core.Playouts;
import dev.tabula.core.spi.WeightFile;
import dev.tabula.search.Greedy;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link StackSnakeEvaluation} and {@link StackSnakeLearnedEvaluation}: antisymmetry and range over
 * random games, hand-made positions, and a 1-ply greedy agent against a random one.
 */
class StackSnakeEvaluationTest {
  private static final StackSnakeEvaluation EVAL = StackSnakeEvaluation.standard();

  /**
   * A stack of six at position 2 (Black's B1 on top); White's W1 at position 1, W2 at 4 and W3 at 5
   * can each step onto it. No black stack reaches it (the neutral tile at 3 is nobody's).
   */
  private static final String SIX = "W1/B1B2B3W2W3B1/N/W2/W3/B1/B2/B3/W1/W2/W3/B2/B3/W1";

  @Test
  void evaluate_antisymmetricAndInRange_overRandomGames() {
    assertAntisymmetricInRange(EVAL, 20261221L, 300);
  }

  private static void assertAntisymmetricInRange(
      Evaluation<StackSnakeState> eval, long seed, int games) {
    for (int g = 0; g < games; g++) {
      SplittableRandom random = new SplittableRandom(seed + g);
      StackSnakeState s = GAME.start();
      List<String> moves = new ArrayList<>();
      while (true) {
        double white = eval.evaluate(s, 0);
        double black = eval.evaluate(s, 1);
        if (!(white > -1 && white < 1) || white != -black) {
          fail(
              "evaluate gives "
                  + white
                  + " for White and "
                  + black
                  + " for Black; seed "
                  + (seed + g)
                  + ", moves "
                  + moves
                  + ": "
                  + s);
        }
        if (GAME.isTerminal(s)) {
          break;
        }
        StackSnakeMove m =
            GAME.isChance(s)
                ? Playouts.sampleChance(GAME.chanceOutcomes(s), random)
                : GAME.legalMoves(s).get(random.nextInt(GAME.legalMoves(s).size()));
        moves.add(GAME.formatMove(s, m));
        s = GAME.apply(s, m);
      }
    }
  }

  @Test
  void evaluate_stackOfSixTheSideToMoveCanComplete_isAlmostWon() {
    StackSnakeState s = pos(SIX + " W -");
    assertEquals(StackSnakeEvaluation.WIN_NEXT, EVAL.evaluate(s, 0));
    assertEquals(-StackSnakeEvaluation.WIN_NEXT, EVAL.evaluate(s, 1));
  }

  @Test
  void evaluate_stackOfSixTheOpponentCanComplete_favoursTheOpponent() {
    StackSnakeState s = pos(SIX + " B -"); // Black must stop three threats
    assertTrue(EVAL.evaluate(s, 0) > 0.2, s.toString());
  }

  @Test
  void evaluate_moreOwnStacks_favoursTheirOwner() {
    // the perft position after White's 4-1 (W3 onto W1): White owns 8 stacks, Black 9; Black's
    // 4-5 then covers White's W2 with B1: White owns 7
    StackSnakeState s = pos("W1W3/B2/N/B1/W2/B3/W1/B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3 B -");
    StackSnakeState covered = play(s, "4-5");
    assertTrue(EVAL.evaluate(covered, 0) < EVAL.evaluate(s, 0), s + " then " + covered);
  }

  @Test
  void evaluate_finishedGame_givesTheResult() {
    StackSnakeState won = play(pos(SIX + " W -"), "1-2");
    assertTrue(GAME.isTerminal(won));
    assertEquals(StackSnakeEvaluation.FINISHED, EVAL.evaluate(won, 0));
    assertEquals(-StackSnakeEvaluation.FINISHED, EVAL.evaluate(won, 1));
  }

  @Test
  void evaluate_whileDealing_isZero() {
    assertEquals(0.0, EVAL.evaluate(GAME.start(), 0));
  }

  @Test
  void evaluate_badPlayer_throws() {
    assertThrows(IllegalArgumentException.class, () -> EVAL.evaluate(GAME.start(), 2));
  }

  private static final StackSnakeLearnedEvaluation LEARNED = StackSnakeLearnedEvaluation.learned();

  /** An evaluation whose weights are all 0 but those given. */
  private static StackSnakeLearnedEvaluation weights(int[] at, double[] values) {
    double[] w = new double[StackSnakeLearnedEvaluation.WEIGHTS];
    for (int i = 0; i < at.length; i++) {
      w[at[i]] = values[i];
    }
    StringBuilder text =
        new StringBuilder(WeightFile.FORMAT + "\nfeatures stack-snake-2\nweights 127\n");
    for (double v : w) {
      text.append(v).append('\n');
    }
    return StackSnakeLearnedEvaluation.read(new StringReader(text.toString()));
  }

  @Test
  void learned_antisymmetricInRange_andOfferedByName() {
    assertEquals(List.of("standard", "hand"), List.copyOf(GAME.evaluations().keySet()));
    assertTrue(GAME.evaluation() == LEARNED, "the game's own evaluation is the learned one");
    assertTrue(GAME.evaluations().get("standard") == LEARNED);
    assertTrue(GAME.evaluations().get("hand") == EVAL);
    assertTrue(StackSnakeLearnedEvaluation.learned() == LEARNED, "one shared instance");
    assertAntisymmetricInRange(LEARNED, 20261203L, 200);
  }

  @Test
  void learned_byRule_aSevenToMakeIsWon_theEndIsTheResult_theDealIsEven() {
    assertEquals(StackSnakeEvaluation.WIN_NEXT, LEARNED.evaluate(pos(SIX + " W -"), 0));
    assertEquals(-StackSnakeEvaluation.WIN_NEXT, LEARNED.evaluate(pos(SIX + " W -"), 1));
    StackSnakeState won = play(pos(SIX + " W -"), "1-2");
    assertEquals(StackSnakeEvaluation.FINISHED, LEARNED.evaluate(won, 0));
    assertEquals(-StackSnakeEvaluation.FINISHED, LEARNED.evaluate(won, 1));
    assertEquals(0.0, LEARNED.evaluate(GAME.start(), 0));
  }

  @Test
  void learned_eachTerm_isReadFromItsPlace() {
    // the rules' example: 19 stacks of one tile, 9 White's, 9 Black's and the neutral one
    StackSnakeState white = pos(Positions.SPEC);
    StackSnakeState black = pos(Positions.SPEC.replace(" W ", " B "));
    double bias = 0.99 * Math.tanh(0.5);
    for (StackSnakeState s : List.of(white, black)) {
      int mover = s.side();
      String where = s.toString();
      // 0: the bias, for the side to move
      assertEquals(
          bias, weights(new int[] {0}, new double[] {0.5}).evaluate(s, mover), 1e-15, where);
      assertEquals(
          -bias, weights(new int[] {0}, new double[] {0.5}).evaluate(s, 1 - mover), 1e-15, where);
      // 1: the side to move may swap
      assertEquals(
          s.maySwap() ? bias : 0,
          weights(new int[] {1}, new double[] {0.5}).evaluate(s, mover),
          1e-15,
          where);
      // 2 + n - 1: the line's length (19 stacks)
      assertEquals(bias, weights(new int[] {20}, new double[] {0.5}).evaluate(s, mover), 1e-15);
      // the mover's tables from 21: 9 stacks (21 + 9), tallest 1 (21 + 18 + 1); the other's from 51
      assertEquals(
          0.99 * Math.tanh(0.5 + 0.25 - 1),
          weights(new int[] {30, 40, 60}, new double[] {0.5, 0.25, -1}).evaluate(s, mover),
          1e-15,
          where);
      // the counts from 81: the mover's stacks by mark and height (mark m, height 1: 81 + 6(m-1)),
      // three of each mark
      assertEquals(
          0.99 * Math.tanh(3 * 0.1 + 3 * 0.2 + 3 * 0.3),
          weights(new int[] {81, 87, 93}, new double[] {0.1, 0.2, 0.3}).evaluate(s, mover),
          1e-15,
          where);
      // the heights of all stacks from 121: 19 of height 1
      assertEquals(
          0.99 * Math.tanh(19 * 0.01),
          weights(new int[] {121}, new double[] {0.01}).evaluate(s, mover),
          1e-15,
          where);
    }
  }

  @Test
  void learned_read_refusesAnotherLayout() {
    assertEquals(
        "line 1: expected 'features stack-snake-2', got 'features toguz-1'",
        assertThrows(
                IllegalArgumentException.class,
                () -> StackSnakeLearnedEvaluation.read(new StringReader("features toguz-1\n")))
            .getMessage());
  }

  @Test
  void greedy_beatsRandom() {
    int games = 100;
    Agent<StackSnakeState, StackSnakeMove> greedy =
        Greedy.<StackSnakeState, StackSnakeMove>builder().evaluation(EVAL).build();
    Agent<StackSnakeState, StackSnakeMove> random = Agent.uniformRandom();
    SplittableRandom rng = new SplittableRandom(20261222L);
    int wins = 0;
    for (int g = 0; g < games; g++) {
      int seat = g % 2;
      List<Agent<StackSnakeState, StackSnakeMove>> agents =
          seat == 0 ? List.of(greedy, random) : List.of(random, greedy);
      StackSnakeState end = Playouts.play(GAME, GAME.start(), agents, rng, 1000).finalState(GAME);
      wins += GAME.isTerminal(end) && GAME.result(end).returns(seat) > 0 ? 1 : 0;
    }
    // a statistical check: in five trial runs of 100 games (other seeds) it won 99 or 100
    assertTrue(wins >= 90, "greedy won " + wins + " of " + games);
  }
}
