package dev.tabula.stacksnake;

import static dev.tabula.stacksnake.Positions.GAME;
import static dev.tabula.stacksnake.Positions.play;
import static dev.tabula.stacksnake.Positions.pos;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.tabula.core.Agent;
import dev.tabula.core.Playouts;
import dev.tabula.search.Greedy;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link StackSnakeEvaluation}: antisymmetry and range over random games, hand-made positions, and
 * a 1-ply greedy agent against a random one.
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
    long seed = 20261221L;
    for (int g = 0; g < 300; g++) {
      SplittableRandom random = new SplittableRandom(seed + g);
      StackSnakeState s = GAME.start();
      List<String> moves = new ArrayList<>();
      while (true) {
        double white = EVAL.evaluate(s, 0);
        double black = EVAL.evaluate(s, 1);
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
