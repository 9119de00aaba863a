package dev.tabula.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.Agent;
import dev.tabula.core.FastPlayouts;
import dev.tabula.core.Game;
import dev.tabula.core.GameRecord;
import dev.tabula.core.Playouts;
import dev.tabula.testkit.fixtures.ForwardingGame;
import dev.tabula.testkit.fixtures.Race;
import dev.tabula.testkit.fixtures.TakeAway;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.random.RandomGenerator;
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
    Agent<TakeAway.State, Integer> greedy =
        Greedy.<TakeAway.State, Integer>builder().evaluation((s, p) -> 0.0).build();
    assertEquals(1, choose(greedy, plain, plain.parseState("10/0/1")));
  }

  @Test
  void greedy_takesTheWinningMove() {
    // from a pile of 3, taking all 3 wins: return +1 beats any evaluation inside (-1, 1)
    Agent<TakeAway.State, Integer> greedy =
        Greedy.<TakeAway.State, Integer>builder().evaluation((s, p) -> 0.9).build();
    assertEquals(3, choose(greedy, plain, plain.parseState("3/1/1")));
  }

  @Test
  void greedy_chanceNext_weighsTheOutcomesByProbability() {
    // player 1 moves, then the roll adds 0 or 1 (1/2 each). Worth pile/10: t1 leaves 4 or 5
    // (0.45), t2 leaves 3 or 4 (0.35), t3 leaves 2 or 3 (0.25).
    Agent<TakeAway.State, Integer> greedy =
        Greedy.<TakeAway.State, Integer>builder().evaluation((s, p) -> s.pile() / 10.0).build();
    assertEquals(1, choose(greedy, rolling, rolling.parseState("5/1/1")));
    // worth 0.6 after any roll: the expectation 0.6 loses to the win of taking the last 3
    Agent<TakeAway.State, Integer> flat =
        Greedy.<TakeAway.State, Integer>builder().evaluation((s, p) -> 0.6).build();
    assertEquals(3, choose(flat, rolling, rolling.parseState("3/1/1")));
    // worth -pile/10: t3 (-0.25) is the least bad
    Agent<TakeAway.State, Integer> small =
        Greedy.<TakeAway.State, Integer>builder().evaluation((s, p) -> -s.pile() / 10.0).build();
    assertEquals(3, choose(small, rolling, rolling.parseState("5/1/1")));
  }

  @Test
  void greedy_valuesForTheMover() {
    // the evaluation favours player 0 by the pile; player 1 wants a small pile
    Agent<TakeAway.State, Integer> greedy =
        Greedy.<TakeAway.State, Integer>builder()
            .evaluation((s, p) -> p == 0 ? s.pile() / 100.0 : -s.pile() / 100.0)
            .build();
    assertEquals(1, choose(greedy, plain, plain.parseState("10/0/1")));
    assertEquals(3, choose(greedy, plain, plain.parseState("10/1/1")));
  }

  @Test
  void flatMonteCarlo_noPlayoutFinishes_firstMove() {
    // one-ply playouts from a pile of 9 or less never end: every move scores 0, the first wins ties
    Agent<TakeAway.State, Integer> mc =
        FlatMonteCarlo.builder().iterations(9).maxPlayoutPlies(1).build(); // 3 per move
    assertEquals(1, choose(mc, plain, plain.parseState("10/0/1")));
  }

  @Test
  void flatMonteCarlo_findsTheWin_andPlaysASingleMoveAtOnce() {
    Agent<TakeAway.State, Integer> mc =
        FlatMonteCarlo.builder().iterations(1).maxPlayoutPlies(1).build();
    assertEquals(3, choose(mc, plain, plain.parseState("3/0/1")));
    assertEquals(2, choose(mc, plain, plain.parseState("2/1/4")));
    assertEquals(1, choose(mc, plain, plain.parseState("1/0/1")));
  }

  @Test
  void builders_smallestAllowedSettings() {
    assertNotNull(Mcts.builder().iterations(1).exploration(0.0).maxPlayoutPlies(1).build());
    assertNotNull(FlatMonteCarlo.builder().iterations(1).maxPlayoutPlies(1).build());
    FlatMonteCarlo.Builder<TakeAway.State, Integer> mc = FlatMonteCarlo.builder();
    assertThrows(IllegalArgumentException.class, () -> mc.iterations(0));
    assertThrows(IllegalArgumentException.class, () -> mc.maxPlayoutPlies(0));
    assertThrows(
        IllegalArgumentException.class, () -> Mcts.builder().exploration(Double.POSITIVE_INFINITY));
    assertThrows(NullPointerException.class, () -> Greedy.builder().evaluation(null));
  }

  @Test
  void greedy_withoutEvaluation_usesTheGamesOwn() {
    // take-away has no heuristics: every position is worth 0, so the first move, unless one wins
    Agent<TakeAway.State, Integer> greedy = Greedy.<TakeAway.State, Integer>builder().build();
    assertEquals(1, choose(greedy, plain, plain.parseState("10/0/1")));
    assertEquals(3, choose(greedy, plain, plain.parseState("3/0/1")));
  }

  @Test
  void flatMonteCarlo_iterationsAreSpreadOverTheMoves() {
    // 10 iterations over 3 legal moves: 3 playouts each.
    AtomicInteger playouts = new AtomicInteger();
    Game<TakeAway.State, Integer> counting = new CountingPlayouts(plain, playouts);
    FlatMonteCarlo<TakeAway.State, Integer> mc = FlatMonteCarlo.builder().iterations(10).build();
    mc.choose(counting, plain.parseState("10/0/1"), new SplittableRandom(1));
    assertEquals(9, playouts.get());
    playouts.set(0);
    FlatMonteCarlo.<TakeAway.State, Integer>builder()
        .iterations(2)
        .build()
        .choose(counting, plain.parseState("10/0/1"), new SplittableRandom(1));
    assertEquals(3, playouts.get(), "at least one per move");
  }

  /** Take-away with a playout loop of its own that counts its playouts. */
  private static final class CountingPlayouts extends ForwardingGame<TakeAway.State, Integer>
      implements FastPlayouts<TakeAway.State> {
    private final AtomicInteger playouts;

    CountingPlayouts(TakeAway game, AtomicInteger playouts) {
      super(game);
      this.playouts = playouts;
    }

    @Override
    public TakeAway.State randomPlayout(
        TakeAway.State state, RandomGenerator random, int maxPlies) {
      playouts.incrementAndGet();
      return new Playouts.Uniform<>(this).play(state, random, maxPlies);
    }
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
    Agent<Race.State, Race.Move> mcts =
        Mcts.builder().iterations(200).exploration(1.4).maxPlayoutPlies(100).build();
    int wins = winsAgainstRandom(mcts, 300, 8);
    assertTrue(wins > 300 * 0.6, "mcts won " + wins + " of 300");
    Race.State s = race.start();
    assertEquals(
        mcts.choose(race, s, new SplittableRandom(4)),
        mcts.choose(race, s, new SplittableRandom(4)));
    // Stepping 2 is clearly better from the start of the race.
    assertEquals(
        Race.Move.STEP2,
        Mcts.<Race.State, Race.Move>builder()
            .iterations(2000)
            .maxPlayoutPlies(100)
            .build()
            .choose(race, s, new SplittableRandom(5)));
  }

  @Test
  void flatMonteCarlo_beatsRandom() {
    // Stepping 2 is always better in the race; MC should find it and win clearly more often.
    // 20 playouts per move: 2 moves in the race
    int wins =
        winsAgainstRandom(
            FlatMonteCarlo.builder().iterations(40).maxPlayoutPlies(100).build(), 400, 5);
    assertTrue(wins > 400 * 0.6, "mc won " + wins + " of 400");
  }
}
