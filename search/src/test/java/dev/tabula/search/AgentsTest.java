package dev.tabula.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.Agent;
import dev.tabula.core.Game;
import dev.tabula.core.GameRecord;
import dev.tabula.core.Playouts;
import dev.tabula.testkit.fixtures.Race;
import dev.tabula.testkit.fixtures.TakeAway;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The simple agents' choices in hand-computed take-away positions. */
class AgentsTest {
  private final TakeAway plain = new TakeAway(2, 10);
  private final TakeAway rolling = new TakeAway(2, 10, true);

  private static <S> Integer choose(Agent<S, Integer> agent, Game<S, Integer> game, S state) {
    return agent.choose(game, state, new SplittableRandom(1));
  }

  @Test
  void greedy_allEqual_firstMove() {
    Agent<TakeAway.State, Integer> greedy = Agents.greedy((s, p) -> 0.0);
    assertEquals(1, choose(greedy, plain, plain.parseState("10/0/1")));
  }

  @Test
  void greedy_takesTheWinningMove() {
    // from a pile of 3, taking all 3 wins: return +1 beats any evaluation inside (-1, 1)
    Agent<TakeAway.State, Integer> greedy = Agents.greedy((s, p) -> 0.9);
    assertEquals(3, choose(greedy, plain, plain.parseState("3/1/1")));
  }

  @Test
  void greedy_chanceNext_weighsTheOutcomesByProbability() {
    // player 1 moves, then the roll adds 0 or 1 (1/2 each). Worth pile/10: t1 leaves 4 or 5
    // (0.45), t2 leaves 3 or 4 (0.35), t3 leaves 2 or 3 (0.25).
    Agent<TakeAway.State, Integer> greedy = Agents.greedy((s, p) -> s.pile() / 10.0);
    assertEquals(1, choose(greedy, rolling, rolling.parseState("5/1/1")));
    // worth 0.6 after any roll: the expectation 0.6 loses to the win of taking the last 3
    Agent<TakeAway.State, Integer> flat = Agents.greedy((s, p) -> 0.6);
    assertEquals(3, choose(flat, rolling, rolling.parseState("3/1/1")));
    // worth -pile/10: t3 (-0.25) is the least bad
    Agent<TakeAway.State, Integer> small = Agents.greedy((s, p) -> -s.pile() / 10.0);
    assertEquals(3, choose(small, rolling, rolling.parseState("5/1/1")));
  }

  @Test
  void greedy_valuesForTheMover() {
    // the evaluation favours player 0 by the pile; player 1 wants a small pile
    Agent<TakeAway.State, Integer> greedy =
        Agents.greedy((s, p) -> p == 0 ? s.pile() / 100.0 : -s.pile() / 100.0);
    assertEquals(1, choose(greedy, plain, plain.parseState("10/0/1")));
    assertEquals(3, choose(greedy, plain, plain.parseState("10/1/1")));
  }

  @Test
  void flatMonteCarlo_noPlayoutFinishes_firstMove() {
    // one-ply playouts from a pile of 9 or less never end: every move scores 0, the first wins ties
    Agent<TakeAway.State, Integer> mc = Agents.flatMonteCarlo(3, 1);
    assertEquals(1, choose(mc, plain, plain.parseState("10/0/1")));
  }

  @Test
  void flatMonteCarlo_findsTheWin_andPlaysASingleMoveAtOnce() {
    Agent<TakeAway.State, Integer> mc = Agents.flatMonteCarlo(1, 1);
    assertEquals(3, choose(mc, plain, plain.parseState("3/0/1")));
    assertEquals(2, choose(mc, plain, plain.parseState("2/1/4")));
    assertEquals(1, choose(mc, plain, plain.parseState("1/0/1")));
  }

  @Test
  void arguments_smallestAllowed() {
    Agents.mcts(1, 0.0, 1);
    Agents.flatMonteCarlo(1, 1);
    assertThrows(IllegalArgumentException.class, () -> Agents.flatMonteCarlo(0, 1));
    assertThrows(IllegalArgumentException.class, () -> Agents.flatMonteCarlo(1, 0));
    assertThrows(IllegalArgumentException.class, () -> Agents.mcts(1, Double.POSITIVE_INFINITY, 1));
    assertThrows(NullPointerException.class, () -> Agents.greedy(null));
  }

  private final Race race = Race.INSTANCE;

  /** Plays {@code games} races against a random agent, seats alternating; returns the wins. */
  private int winsAgainstRandom(Agent<Race.State, Race.Move> agent, int games, long seed) {
    Agent<Race.State, Race.Move> rnd = Agent.uniformRandom();
    SplittableRandom random = new SplittableRandom(seed);
    int wins = 0;
    for (int g = 0; g < games; g++) {
      boolean first = g % 2 == 0;
      GameRecord<Race.State, Race.Move> r =
          Playouts.play(
              race,
              race.start(),
              first ? List.of(agent, rnd) : List.of(rnd, agent),
              random,
              1000,
              (p, b, m, n) -> {});
      if (race.result(r.finalState(race)).returns(first ? 0 : 1) > 0) {
        wins++;
      }
    }
    return wins;
  }

  @Test
  void mcts_beatsRandom_andIsReproducible() {
    Agent<Race.State, Race.Move> mcts = Agents.mcts(200, 1.4, 100);
    int wins = winsAgainstRandom(mcts, 300, 8);
    assertTrue(wins > 300 * 0.6, "mcts won " + wins + " of 300");
    Race.State s = race.start();
    assertEquals(
        mcts.choose(race, s, new SplittableRandom(4)),
        mcts.choose(race, s, new SplittableRandom(4)));
    // Stepping 2 is clearly better from the start of the race.
    assertEquals(
        Race.Move.STEP2,
        Agents.<Race.State, Race.Move>mcts(2000, 1.4, 100)
            .choose(race, s, new SplittableRandom(5)));
  }

  @Test
  void mcts_badArguments_refused() {
    assertThrows(IllegalArgumentException.class, () -> Agents.mcts(0, 1.4, 10));
    assertThrows(IllegalArgumentException.class, () -> Agents.mcts(10, -1, 10));
    assertThrows(IllegalArgumentException.class, () -> Agents.mcts(10, Double.NaN, 10));
    assertThrows(IllegalArgumentException.class, () -> Agents.mcts(10, 1.4, 0));
  }

  @Test
  void flatMonteCarlo_beatsRandom() {
    // Stepping 2 is always better in the race; MC should find it and win clearly more often.
    int wins = winsAgainstRandom(Agents.flatMonteCarlo(20, 100), 400, 5);
    assertTrue(wins > 400 * 0.6, "mc won " + wins + " of 400");
  }
}
