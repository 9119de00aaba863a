package dev.tabula.testkit.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.Agent;
import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.FastPlayouts;
import dev.tabula.core.Game;
import dev.tabula.core.GameRecord;
import dev.tabula.core.GameResult;
import dev.tabula.core.Playouts;
import dev.tabula.testkit.fixtures.ForwardingGame;
import dev.tabula.testkit.fixtures.Race;
import dev.tabula.testkit.fixtures.TakeAway;
import java.util.List;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

class PlayoutsTest {
  private final Race race = Race.INSTANCE;

  @Test
  void sampleChance_followsExactProbabilities() {
    List<ChanceOutcome<Race.Move>> outcomes =
        race.chanceOutcomes(race.apply(race.start(), Race.Move.STEP1));
    SplittableRandom random = new SplittableRandom(7);
    int[] hits = new int[2];
    int n = 300_000;
    for (int i = 0; i < n; i++) {
      hits[Playouts.sampleChance(outcomes, random) == Race.Move.BONUS0 ? 0 : 1]++;
    }
    // 2/3 expected; 6 standard deviations is about 0.005 here.
    assertEquals(2.0 / 3, hits[0] / (double) n, 0.005);
  }

  @Test
  void sampleChance_empty_refused() {
    assertThrows(
        IllegalArgumentException.class,
        () -> Playouts.sampleChance(List.<ChanceOutcome<Race.Move>>of(), new SplittableRandom(1)));
  }

  @Test
  void randomPlayout_endsTheGame() {
    SplittableRandom random = new SplittableRandom(3);
    for (int i = 0; i < 1000; i++) {
      assertTrue(race.isTerminal(Playouts.randomPlayout(race, race.start(), random)));
    }
  }

  @Test
  void randomPlayout_respectsCap() {
    Race.State s = Playouts.randomPlayout(race, race.start(), new SplittableRandom(3), 2);
    assertEquals(race.parseState(race.formatState(s)), s);
    assertTrue(s.a() <= 3 && !race.isTerminal(s));
  }

  @Test
  void uniform_playsTheDefaultLoop_andCountsItsPlies() {
    Playouts.Uniform<Race.State, Race.Move> loop = new Playouts.Uniform<>(race);
    assertEquals(0, loop.plies());
    for (long seed = 0; seed < 200; seed++) {
      Race.State end = loop.play(race.start(), new SplittableRandom(seed), Integer.MAX_VALUE);
      int plies = loop.plies();
      String why = "seed " + seed + ": " + race.formatState(end) + " after " + plies + " plies";
      assertTrue(race.isTerminal(end), why);
      assertEquals(
          Playouts.randomPlayout(race, race.start(), new SplittableRandom(seed), 1000), end, why);
      // The same game capped one ply short is not over yet: the count is the game's length.
      Race.State short1 = loop.play(race.start(), new SplittableRandom(seed), plies - 1);
      assertEquals(plies - 1, loop.plies(), why);
      assertFalse(race.isTerminal(short1), why);
    }
  }

  @Test
  void uniform_negativeCap_refused() {
    Playouts.Uniform<Race.State, Race.Move> loop = new Playouts.Uniform<>(race);
    assertThrows(
        IllegalArgumentException.class, () -> loop.play(race.start(), new SplittableRandom(3), -1));
  }

  @Test
  void randomPlayout_negativeCap_refused() {
    assertThrows(
        IllegalArgumentException.class,
        () -> Playouts.randomPlayout(race, race.start(), new SplittableRandom(3), -1));
  }

  /** Race with a playout loop of its own that always ends in one position. */
  private static final class FastRace extends ForwardingGame<Race.State, Race.Move>
      implements FastPlayouts<Race.State> {
    private final Race.State end;

    FastRace(Race race, Race.State end) {
      super(race);
      this.end = end;
    }

    @Override
    public Race.State randomPlayout(Race.State s, RandomGenerator r, int maxPlies) {
      return end;
    }
  }

  @Test
  void randomPlayout_usesTheGamesOwnLoop() {
    Race.State sentinel = race.parseState("6,5,-");
    Game<Race.State, Race.Move> fast = new FastRace(race, sentinel);
    assertEquals(sentinel, Playouts.randomPlayout(fast, fast.start(), new SplittableRandom(1)));
    assertEquals(sentinel, Playouts.randomPlayout(fast, fast.start(), new SplittableRandom(1), 3));
    assertTrue(FastPlayouts.of(fast).isPresent());
    assertFalse(FastPlayouts.of(race).isPresent());
  }

  @Test
  void play_sameSeed_sameRecord_andReplays() {
    List<Agent<Race.State, Race.Move>> agents =
        List.of(Agent.uniformRandom(), Agent.uniformRandom());
    GameRecord<Race.State, Race.Move> a =
        Playouts.play(
            race, race.start(), agents, new SplittableRandom(11), 1000, (p, b, m, n) -> {});
    GameRecord<Race.State, Race.Move> b =
        Playouts.play(
            race, race.start(), agents, new SplittableRandom(11), 1000, (p, x, m, n) -> {});
    assertEquals(a, b);
    assertTrue(race.isTerminal(a.finalState(race)));
    String text = a.format(race);
    assertEquals(List.of(a), GameRecord.parseAll(race, text));
  }

  @Test
  void play_wrongNumberOfAgents_refused() {
    assertThrows(
        IllegalArgumentException.class,
        () ->
            Playouts.play(
                race,
                race.start(),
                List.of(Agent.uniformRandom()),
                new SplittableRandom(1),
                10,
                (p, b, m, n) -> {}));
  }

  @Test
  void sampleChance_returnsTheMoveAtTheDrawnIndex() {
    List<ChanceOutcome<Race.Move>> outcomes =
        race.chanceOutcomes(race.apply(race.start(), Race.Move.STEP1));
    for (long seed = 0; seed < 200; seed++) {
      int index = Playouts.sampleChanceIndex(outcomes, new SplittableRandom(seed));
      assertEquals(
          outcomes.get(index).outcome(),
          Playouts.sampleChance(outcomes, new SplittableRandom(seed)),
          "seed " + seed);
    }
  }

  @Test
  void play_wholeGameOverload_sameAsTheFullCall() {
    List<Agent<Race.State, Race.Move>> agents =
        List.of(Agent.uniformRandom(), Agent.uniformRandom());
    for (long seed = 0; seed < 50; seed++) {
      GameRecord<Race.State, Race.Move> shortForm =
          Playouts.play(race, agents, new SplittableRandom(seed));
      GameRecord<Race.State, Race.Move> full =
          Playouts.play(
              race,
              race.start(),
              agents,
              new SplittableRandom(seed),
              race.maxGameLength(),
              (p, b, m, n) -> {});
      assertEquals(full, shortForm, "seed " + seed);
      assertTrue(race.isTerminal(shortForm.finalState(race)), "seed " + seed);
      assertEquals(
          race.result(shortForm.finalState(race)).token(), shortForm.result(), "seed " + seed);
      assertEquals(java.util.Optional.empty(), shortForm.resultProblem(race), "seed " + seed);
    }
  }

  @Test
  void play_recordCarriesTheGamesNameOptionsAndResult() {
    TakeAway game = new TakeAway(3, 11);
    List<Agent<TakeAway.State, Integer>> agents =
        List.of(Agent.uniformRandom(), Agent.uniformRandom(), Agent.uniformRandom());
    for (long seed = 0; seed < 30; seed++) {
      GameRecord<TakeAway.State, Integer> r =
          Playouts.play(game, agents, new SplittableRandom(seed));
      assertEquals("take-away", r.game(), "seed " + seed);
      assertEquals(game.options(), r.options(), "seed " + seed);
      assertEquals(game.result(r.finalState(game)).token(), r.result(), "seed " + seed);
      assertEquals(GameRecord.of(game, game.start(), r.moves()), r, "seed " + seed);
      assertEquals(List.of(r), GameRecord.parseAll(game, r.format(game)), "seed " + seed);
    }
  }

  @Test
  void play_cappedGame_unfinishedStar() {
    List<Agent<Race.State, Race.Move>> agents =
        List.of(Agent.uniformRandom(), Agent.uniformRandom());
    Race.State from = race.parseState("1,2,1");
    GameRecord<Race.State, Race.Move> r =
        Playouts.play(race, from, agents, new SplittableRandom(3), 2);
    assertEquals(2, r.moves().size());
    assertEquals(from, r.start());
    assertEquals(GameResult.UNFINISHED, r.result());
    assertEquals(java.util.Optional.empty(), r.resultProblem(race));
    assertEquals(0, Playouts.play(race, from, agents, new SplittableRandom(3), 0).moves().size());
  }

  @Test
  void play_listener_seesEveryPly() {
    List<Agent<Race.State, Race.Move>> agents =
        List.of(Agent.uniformRandom(), Agent.uniformRandom());
    List<Race.Move> heard = new java.util.ArrayList<>();
    GameRecord<Race.State, Race.Move> r =
        Playouts.play(
            race,
            race.start(),
            agents,
            new SplittableRandom(9),
            1000,
            (ply, before, move, after) -> {
              assertEquals(heard.size() + 1, ply);
              assertEquals(race.apply(before, move), after);
              heard.add(move);
            });
    assertEquals(r.moves(), heard);
  }

  @Test
  void uniform_exactlyUniform_rejectsTheBiasedZone() {
    // A generator whose first draw lands in the rejection zone of bound 3 (low half < 2^32 mod 3
    // = 1): 0 * 3 has low half 0, which must be rejected, then 0x80000000 * 3 gives 1.
    int[] draws = {0, 0x8000_0000};
    int[] next = {0};
    java.util.random.RandomGenerator fixed = () -> (long) draws[next[0]++] << 32;
    java.util.random.RandomGenerator intDraws =
        new java.util.random.RandomGenerator() {
          @Override
          public long nextLong() {
            return fixed.nextLong();
          }

          @Override
          public int nextInt() {
            return draws[next[0]++];
          }
        };
    assertEquals(1, Playouts.uniform(intDraws, 3));
    assertEquals(2, next[0]);
    SplittableRandom r = new SplittableRandom(5);
    int[] counts = new int[7];
    for (int i = 0; i < 70_000; i++) {
      counts[Playouts.uniform(r, 7)]++;
    }
    for (int c : counts) {
      assertTrue(c > 9_400 && c < 10_600, java.util.Arrays.toString(counts));
    }
    assertEquals(0, Playouts.uniform(r, 1));
    assertThrows(IllegalArgumentException.class, () -> Playouts.uniform(r, 0));
  }

  /** A generator whose nextInt gives the draws in order. */
  private static java.util.random.RandomGenerator ints(int... draws) {
    int[] next = {0};
    return new java.util.random.RandomGenerator() {
      @Override
      public long nextLong() {
        throw new AssertionError("only nextInt");
      }

      @Override
      public int nextInt() {
        return draws[next[0]++];
      }
    };
  }

  @Test
  void uniform_lowHalfAtTheThreshold_accepted() {
    // 0xAAAAAAAB * 3 = 2 * 2^32 + 1: the low half 1 is the threshold 2^32 mod 3, not below it
    assertEquals(2, Playouts.uniform(ints(0xAAAA_AAAB), 3));
  }

  @Test
  void uniform_rejectsAgainUntilOutOfTheZone() {
    // 0 is in the zone twice; 0x80000000 * 3 = 1.5 * 2^32 gives 1
    assertEquals(1, Playouts.uniform(ints(0, 0, 0x8000_0000), 3));
  }

  @Test
  void sampleChanceIndex_shortNumerators_lastTakesTheRest() {
    // a game breaking the contract (numerators summing to less than the denominator): draws past
    // the listed weights fall to the last outcome
    List<ChanceOutcome<String>> shortOnes =
        List.of(new ChanceOutcome<>("a", 1, 4), new ChanceOutcome<>("b", 1, 4));
    java.util.random.RandomGenerator three =
        new java.util.random.RandomGenerator() {
          @Override
          public long nextLong() {
            return 3;
          }

          @Override
          public long nextLong(long bound) {
            return 3;
          }
        };
    assertEquals(1, Playouts.sampleChanceIndex(shortOnes, three));
  }

  @Test
  void sampleChanceIndex_eachDrawFallsInItsOutcomesRange() {
    // a die of four faces weighted 1, 2, 2, 1 out of 6: draws 0..5 take outcomes 0, 1, 1, 2, 2, 3
    List<ChanceOutcome<String>> die =
        List.of(
            new ChanceOutcome<>("1", 1, 6),
            new ChanceOutcome<>("2", 2, 6),
            new ChanceOutcome<>("3", 2, 6),
            new ChanceOutcome<>("4", 1, 6));
    int[] expected = {0, 1, 1, 2, 2, 3};
    for (int r = 0; r < 6; r++) {
      assertEquals(expected[r], Playouts.sampleChanceIndex(die, drawing(r)), "draw " + r);
    }
    // the largest denominator: no overflow at the edges of the ranges
    long max = Long.MAX_VALUE;
    List<ChanceOutcome<String>> wide =
        List.of(new ChanceOutcome<>("a", max - 1, max), new ChanceOutcome<>("b", 1, max));
    assertEquals(0, Playouts.sampleChanceIndex(wide, drawing(0)));
    assertEquals(0, Playouts.sampleChanceIndex(wide, drawing(max - 2)));
    assertEquals(1, Playouts.sampleChanceIndex(wide, drawing(max - 1)));
  }

  /** A generator whose bounded draws all give r. */
  private static java.util.random.RandomGenerator drawing(long r) {
    return new java.util.random.RandomGenerator() {
      @Override
      public long nextLong() {
        return r;
      }

      @Override
      public long nextLong(long bound) {
        return r;
      }
    };
  }

  @Test
  void randomPlayout_zeroPlies_isTheState() {
    TakeAway game = new TakeAway(2, 10);
    TakeAway.State s = game.parseState("7/1/3");
    assertEquals(s, Playouts.randomPlayout(game, s, new SplittableRandom(3), 0));
  }
}
