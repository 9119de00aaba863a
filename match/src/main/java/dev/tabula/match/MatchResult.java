package dev.tabula.match;

import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Where a match stands: the games counted so far and what they say. Immutable.
 *
 * @param bots the bots' names, in the match's order (bot {@code i} is index {@code i} of {@link
 *     Standings})
 * @param plannedGames the games the match was to play (a whole number of rotations)
 * @param standings scores, pairwise results and mean places of the counted games
 * @param pairs for a two-player match, bot 0's points per opening pair (both rotations counted),
 *     else {@link Pentanomial#ZERO}
 * @param sprt the sequential test, or null when the match has none
 * @param llr the test's log-likelihood ratio after the last counted pair (NaN without a test)
 * @param forfeits per bot, the games it lost by misbehaving
 * @param status whether the match is still running, finished, stopped by the test or a failing bot,
 *     or interrupted
 * @param seed the match's seed
 *     <p>Serializable (for distributed runners such as the Beam pipelines); the serialized form is
 *     not a stable format.
 * @serial exclude
 */
public record MatchResult(
    List<String> bots,
    long plannedGames,
    Standings standings,
    Pentanomial pairs,
    @Nullable Sprt sprt,
    double llr,
    List<Long> forfeits,
    Status status,
    long seed)
    implements java.io.Serializable {

  /** Whether the match goes on, and if not why it stopped. */
  public enum Status {
    /** Games are still being played. */
    RUNNING,
    /** Every planned game was played. */
    FINISHED,
    /** The sequential test accepted a hypothesis; no more games were counted. */
    SPRT_STOPPED,
    /** The match was interrupted; the finished games are counted. */
    INTERRUPTED,
    /**
     * A bot failed to start in {@link Match#maxHandshakeFailures} of its games in a row and the
     * referee stopped the match ({@link Match#run} throws {@link BotStartException}, which holds
     * this result); the games up to then are counted.
     */
    BOT_FAILED
  }

  /**
   * Copies the lists.
   *
   * @param bots the bots' names
   * @param plannedGames the games planned
   * @param standings the table
   * @param pairs the pair counts
   * @param sprt the test, or null
   * @param llr the log-likelihood ratio
   * @param forfeits forfeits per bot
   * @param status the status
   * @param seed the seed
   */
  public MatchResult {
    bots = List.copyOf(bots);
    forfeits = List.copyOf(forfeits);
    Objects.requireNonNull(standings, "standings");
    Objects.requireNonNull(pairs, "pairs");
    Objects.requireNonNull(status, "status");
  }

  /**
   * Returns the standing of this result's games and another's: for results of disjoint sets of
   * games of one match (shards, {@link Match#run(long, long, MatchListener)}), the result of them
   * all, as if one run had counted them. Counts, pairs and forfeits add; the status is the other's
   * when this one is {@link Status#FINISHED}, else this one's.
   *
   * @param other a result of the same match (bots, planned games, seed) without a sequential test
   * @return the sum
   * @throws IllegalArgumentException if the other result is of another match, or either has a
   *     sequential test (whose log-likelihood ratio depends on the order of the pairs)
   */
  public MatchResult plus(MatchResult other) {
    if (!bots.equals(other.bots) || plannedGames != other.plannedGames || seed != other.seed) {
      throw new IllegalArgumentException(
          "cannot add results of different matches: "
              + bots
              + ", "
              + plannedGames
              + " games, seed "
              + seed
              + " and "
              + other.bots
              + ", "
              + other.plannedGames
              + " games, seed "
              + other.seed);
    }
    if (sprt != null || other.sprt != null) {
      throw new IllegalArgumentException("results with a sequential test cannot be added");
    }
    List<Long> f = new java.util.ArrayList<>();
    for (int b = 0; b < forfeits.size(); b++) {
      f.add(forfeits.get(b) + other.forfeits.get(b));
    }
    return new MatchResult(
        bots,
        plannedGames,
        standings.plus(other.standings),
        pairs.plus(other.pairs),
        null,
        Double.NaN,
        f,
        status == Status.FINISHED ? other.status : status,
        seed);
  }

  /**
   * Returns the number of games counted.
   *
   * @return games
   */
  public long games() {
    return standings.games();
  }

  /**
   * Returns the Elo difference of bot 0 over bot 1 with its 95% interval: the estimate {@code
   * tabula match} prints ({@code Elo difference: } and {@link EloEstimate#toString()}), and the one
   * to quote for a two-bot match. Games come in pairs (one opening from both seats), so the
   * interval is the pairs' ({@link Pentanomial#elo()} of {@link #pairs()}); while the pairs do not
   * vary (fewer than two pairs, or every pair scored the same, as in a match's first few), it is
   * the games' ({@link Score#elo()} of {@code standings().score(0, 1)}), which does not collapse to
   * a point. The estimate itself is the same either way: the score over the games.
   *
   * <p>A match of more bots has no single difference: the summary prints, per two bots, {@code
   * standings().score(bot, opponent).elo()}.
   *
   * @return the estimate; all NaN with no games
   * @throws IllegalStateException if the match is not between two bots
   */
  public EloEstimate elo() {
    if (bots.size() != 2) {
      throw new IllegalStateException(
          "a match of "
              + bots.size()
              + " bots has no single Elo difference; use standings().score(bot, opponent).elo()");
    }
    EloEstimate byPairs = pairs.elo();
    if (pairs.pairs() >= 2 && byPairs.lower() < byPairs.upper()) {
      return byPairs;
    }
    return standings.score(0, 1).elo();
  }

  /**
   * Returns the sequential test's decision so far: {@link Sprt.Decision#CONTINUE} without a test.
   *
   * @return the decision
   */
  public Sprt.Decision decision() {
    Sprt s = sprt;
    return s == null || Double.isNaN(llr) ? Sprt.Decision.CONTINUE : s.decide(llr);
  }
}
