package dev.tabula.match;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Checks the statistics against their promises on simulated matches: intervals that cover the true
 * Elo difference as often as their confidence says, and SPRTs whose error rates stay near alpha and
 * beta. Fixed seeds; each assertion's message names its seed.
 *
 * <p>The tolerances are binomial: over 1000 runs an event of probability 0.95 happens 950 ± 6.9
 * times (one standard deviation), so [925, 975] is about ±3.6 standard deviations.
 */
class SimulationTest {
  private static final double TRUE_ELO = 50;
  private static final double DRAWS = 0.3;
  private static final int RUNS = 1000;

  /**
   * How much the opening of a pair shifts the win probability towards the seat it favours (and the
   * loss probability away from it).
   */
  private static final double OPENING_BIAS = 0.25;

  /** One simulated side: scores games with fixed win, draw and loss probabilities. */
  private record Side(double win, double draw) {
    static Side atElo(double elo, double draws) {
      return new Side(Elo.expectedScore(elo) - draws / 2, draws);
    }

    /** One game: 1, 0.5 or 0, with the win probability shifted by {@code bias}. */
    double game(SplittableRandom random, double bias) {
      double u = random.nextDouble();
      return u < win + bias ? 1 : u < win + bias + draw ? 0.5 : 0;
    }

    /**
     * One pair with an opening that favours the side in one game and its opponent in the other by
     * {@code bias} (chosen at random which): the two games are correlated, their mean is not
     * changed.
     */
    double pair(SplittableRandom random, double bias) {
      double b = random.nextBoolean() ? bias : -bias;
      return game(random, b) + game(random, -b);
    }
  }

  @Test
  void scoreInterval_coversTrueEloAbout95Percent() {
    long seed = 20_240_601L;
    SplittableRandom random = new SplittableRandom(seed);
    Side side = Side.atElo(TRUE_ELO, DRAWS);
    int covered = 0;
    for (int run = 0; run < RUNS; run++) {
      Score score = Score.ZERO;
      for (int game = 0; game < 500; game++) {
        score = score.plus(side.game(random, 0));
      }
      EloEstimate e = score.elo();
      if (e.lower() <= TRUE_ELO && TRUE_ELO <= e.upper()) {
        covered++;
      }
    }
    assertTrue(
        covered >= 925 && covered <= 975,
        "seed " + seed + ": the 95% interval covered " + covered + " of " + RUNS);
  }

  @Test
  void pentanomialInterval_coversTrueEloAbout95Percent_scoreIntervalTooWide() {
    long seed = 20_240_602L;
    SplittableRandom random = new SplittableRandom(seed);
    Side side = Side.atElo(TRUE_ELO, DRAWS);
    int covered = 0;
    int coveredByGames = 0;
    for (int run = 0; run < RUNS; run++) {
      Pentanomial pairs = Pentanomial.ZERO;
      Score games = Score.ZERO;
      for (int pair = 0; pair < 250; pair++) {
        double b = random.nextBoolean() ? OPENING_BIAS : -OPENING_BIAS;
        double first = side.game(random, b);
        double second = side.game(random, -b);
        pairs = pairs.plus(first + second);
        games = games.plus(first).plus(second);
      }
      EloEstimate e = pairs.elo();
      if (e.lower() <= TRUE_ELO && TRUE_ELO <= e.upper()) {
        covered++;
      }
      EloEstimate g = games.elo();
      if (g.lower() <= TRUE_ELO && TRUE_ELO <= g.upper()) {
        coveredByGames++;
      }
    }
    assertTrue(
        covered >= 925 && covered <= 975,
        "seed " + seed + ": the 95% pentanomial interval covered " + covered + " of " + RUNS);
    // The games of a pair cancel in part; counted as independent games they look noisier than
    // they are, and the trinomial interval is too wide.
    assertTrue(
        coveredByGames > 975,
        "seed " + seed + ": the trinomial interval covered " + coveredByGames + " of " + RUNS);
  }

  @Test
  void sprt_errorRatesNearAlphaAndBeta() {
    Sprt sprt = Sprt.of(0, 20);
    long seed = 20_240_603L;
    SplittableRandom random = new SplittableRandom(seed);
    int falsePositives = runs(sprt, Side.atElo(0, DRAWS), random, Sprt.Decision.ACCEPT_H1);
    int falseNegatives = runs(sprt, Side.atElo(20, DRAWS), random, Sprt.Decision.ACCEPT_H0);
    // alpha = beta = 0.05: about 50 of 1000, at most 80 (4.3 standard deviations above).
    assertTrue(
        falsePositives < 80,
        "seed " + seed + ": H1 accepted in " + falsePositives + " of " + RUNS + " at elo0");
    assertTrue(
        falseNegatives < 80,
        "seed " + seed + ": H0 accepted in " + falseNegatives + " of " + RUNS + " at elo1");
  }

  @Test
  void sprtTrinomial_errorRatesNearAlphaAndBeta() {
    Sprt sprt = Sprt.of(0, 40);
    long seed = 20_240_604L;
    SplittableRandom random = new SplittableRandom(seed);
    int falsePositives = 0;
    int falseNegatives = 0;
    for (int run = 0; run < RUNS; run++) {
      if (runGames(sprt, Side.atElo(0, DRAWS), random) == Sprt.Decision.ACCEPT_H1) {
        falsePositives++;
      }
      if (runGames(sprt, Side.atElo(40, DRAWS), random) == Sprt.Decision.ACCEPT_H0) {
        falseNegatives++;
      }
    }
    assertTrue(
        falsePositives < 80,
        "seed " + seed + ": H1 accepted in " + falsePositives + " of " + RUNS + " at elo0");
    assertTrue(
        falseNegatives < 80,
        "seed " + seed + ": H0 accepted in " + falseNegatives + " of " + RUNS + " at elo1");
  }

  /** Runs the pentanomial SPRT {@link #RUNS} times, checked after every pair; counts a decision. */
  private static int runs(Sprt sprt, Side side, SplittableRandom random, Sprt.Decision counted) {
    int count = 0;
    for (int run = 0; run < RUNS; run++) {
      Pentanomial pairs = Pentanomial.ZERO;
      Sprt.Decision d = Sprt.Decision.CONTINUE;
      while (d == Sprt.Decision.CONTINUE) {
        pairs = pairs.plus(side.pair(random, OPENING_BIAS));
        d = sprt.decide(sprt.llr(pairs));
        assertTrue(pairs.pairs() < 1_000_000, "no decision after a million pairs");
      }
      if (d == counted) {
        count++;
      }
    }
    return count;
  }

  /** Runs the trinomial SPRT once on independent games, checked after every game. */
  private static Sprt.Decision runGames(Sprt sprt, Side side, SplittableRandom random) {
    Score score = Score.ZERO;
    Sprt.Decision d = Sprt.Decision.CONTINUE;
    while (d == Sprt.Decision.CONTINUE) {
      score = score.plus(side.game(random, 0));
      d = sprt.decide(sprt.llr(score));
      assertTrue(score.games() < 1_000_000, "no decision after a million games");
    }
    return d;
  }
}
