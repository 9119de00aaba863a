package dev.tabula.match;

import dev.tabula.core.GameResult;
import java.util.Arrays;
import java.util.Locale;
import java.util.Objects;

/**
 * The table of a match between n bots in n-seat games, every game seating every bot once: for each
 * pair of bots their score against each other, and for each bot its mean place and its first
 * places. Immutable and thread-safe; {@link #plus} returns a new table. {@code equals} and {@code
 * hashCode} compare content.
 *
 * <p>A game with more than two players counts as one game between every two of them, decided by
 * their ranks in it: the better rank wins, an equal rank is a draw. Bot 0 first, bot 1 second and
 * bot 2 third gives bot 0 two wins, bot 1 a win and a loss, bot 2 two losses. The pairwise scores
 * of one game are not independent, so their {@link Score#elo() Elo intervals} are only indicative
 * with more than two bots.
 *
 * <p>Serializable (for distributed runners such as the Beam pipelines); the serialized form is not
 * a stable format.
 *
 * @serial exclude
 */
public final class Standings implements java.io.Serializable {
  private static final long serialVersionUID = 1L;

  private final int bots;
  private final long games;

  /**
   * The counts, one table after the other in one array of {@link #length} {@code 2 * bots * (bots +
   * 1)}: at {@code bot * bots + opponent} the games where bot ranked better than opponent (its
   * wins); at {@link #drawsAt} {@code + bot * bots + opponent} the games where they shared a rank;
   * at {@link #placesAt} {@code + bot} the sum over games of the bot's 1-based place; at {@link
   * #firstsAt} {@code + bot} the games where it had rank 0.
   */
  private final long[] counts;

  private Standings(int bots, long games, long[] counts) {
    this.bots = bots;
    this.games = games;
    this.counts = counts;
  }

  /** The length of the counts of {@code bots} bots: two square tables and two rows. */
  private static int length(int bots) {
    return 2 * bots * (bots + 1);
  }

  /** Where the draws start in the counts. */
  private static int drawsAt(int bots) {
    return bots * bots;
  }

  /** Where the sums of places start in the counts. */
  private static int placesAt(int bots) {
    return 2 * bots * bots;
  }

  /** Where the first places start in the counts. */
  private static int firstsAt(int bots) {
    return 2 * bots * bots + bots;
  }

  /**
   * No games yet.
   *
   * @param bots the number of bots, {@code >= 1} (and the number of seats of every game)
   * @return the empty table
   * @throws IllegalArgumentException if {@code bots < 1}
   */
  public static Standings empty(int bots) {
    if (bots < 1) {
      throw new IllegalArgumentException("need at least one bot, not " + bots);
    }
    return new Standings(bots, 0, new long[length(bots)]);
  }

  /**
   * Adds a game.
   *
   * @param botAtSeat for each seat, the bot that sat there: a permutation of {@code 0 .. bots() -
   *     1}; not kept
   * @param result the game's result, for {@link #bots()} players
   * @return the new table
   * @throws IllegalArgumentException if {@code botAtSeat} is not a permutation of the bots or the
   *     result has another number of players
   */
  public Standings plus(int[] botAtSeat, GameResult result) {
    Objects.requireNonNull(result, "result");
    if (botAtSeat.length != bots || result.numPlayers() != bots) {
      throw new IllegalArgumentException(
          "a game of "
              + bots
              + " bots needs "
              + bots
              + " seats, not "
              + botAtSeat.length
              + " bots at seats and a result of "
              + result.numPlayers()
              + " players");
    }
    boolean[] seen = new boolean[bots];
    for (int bot : botAtSeat) {
      if (bot < 0 || bot >= bots || seen[bot]) {
        throw new IllegalArgumentException(
            "not a permutation of the " + bots + " bots: " + Arrays.toString(botAtSeat));
      }
      seen[bot] = true;
    }
    long[] c = counts.clone();
    count(bots, c, botAtSeat, result);
    return new Standings(bots, games + 1, c);
  }

  /**
   * Adds the games of another table of the same bots: the table of both sets of games (for example
   * of two shards of one match).
   *
   * @param other the other table
   * @return the new table
   * @throws IllegalArgumentException if the other table has another number of bots
   */
  public Standings plus(Standings other) {
    if (other.bots != bots) {
      throw new IllegalArgumentException(
          "cannot add a table of " + other.bots + " bots to one of " + bots);
    }
    long[] c = counts.clone();
    for (int i = 0; i < c.length; i++) {
      c[i] += other.counts[i];
    }
    return new Standings(bots, games + other.games, c);
  }

  /**
   * Adds one game to the counts in place: the one way a game is counted, for {@link #plus} and for
   * the {@link Counter}. The arguments are checked by the callers.
   */
  private static void count(int bots, long[] counts, int[] botAtSeat, GameResult result) {
    int draws = drawsAt(bots);
    for (int seat = 0; seat < bots; seat++) {
      int bot = botAtSeat[seat];
      int rank = result.rank(seat);
      counts[placesAt(bots) + bot] += rank + 1;
      if (rank == 0) {
        counts[firstsAt(bots) + bot]++;
      }
      for (int other = 0; other < bots; other++) {
        if (other == seat) {
          continue;
        }
        int otherRank = result.rank(other);
        if (rank < otherRank) {
          counts[bot * bots + botAtSeat[other]]++;
        } else if (rank == otherRank) {
          counts[draws + bot * bots + botAtSeat[other]]++;
        }
      }
    }
  }

  /**
   * A table being counted, for the referee: games are added in place, with no copy per game, and an
   * immutable {@link Standings} is made only when one is asked for. Not thread-safe (the referee
   * counts under its lock).
   */
  static final class Counter {
    private final int bots;
    private long games;
    private final long[] counts;

    /**
     * No games yet.
     *
     * @param bots the number of bots, {@code >= 1}
     */
    Counter(int bots) {
      if (bots < 1) {
        throw new IllegalArgumentException("need at least one bot, not " + bots);
      }
      this.bots = bots;
      this.counts = new long[length(bots)];
    }

    /**
     * Adds a game.
     *
     * @param botAtSeat for each seat, the bot that sat there: a permutation of the bots (not
     *     checked: the referee makes them)
     * @param result the game's result, for as many players as there are bots (not checked)
     */
    void add(int[] botAtSeat, GameResult result) {
      count(bots, counts, botAtSeat, result);
      games++;
    }

    /**
     * Returns the table so far, a copy that later games do not change.
     *
     * @return the table
     */
    Standings standings() {
      return new Standings(bots, games, counts.clone());
    }
  }

  /**
   * Returns the number of bots.
   *
   * @return the number of bots
   */
  public int bots() {
    return bots;
  }

  /**
   * Returns the number of games.
   *
   * @return games
   */
  public long games() {
    return games;
  }

  /**
   * Returns a bot's score against one opponent, counted from their ranks in each game: a win when
   * the bot ranked better, a draw when they shared a rank, a loss when it ranked worse. {@code
   * score(a, b)} is {@code score(b, a).reversed()}; its number of games is {@link #games()}.
   *
   * @param bot the bot
   * @param opponent the opponent
   * @return the score; {@link Score#ZERO} when {@code bot == opponent}
   * @throws IndexOutOfBoundsException if a bot is not in {@code 0 .. bots() - 1}
   */
  public Score score(int bot, int opponent) {
    Objects.checkIndex(bot, bots);
    Objects.checkIndex(opponent, bots);
    if (bot == opponent) {
      return Score.ZERO;
    }
    return new Score(
        counts[bot * bots + opponent],
        counts[drawsAt(bots) + bot * bots + opponent],
        counts[opponent * bots + bot]);
  }

  /**
   * Returns a bot's score against all its opponents: the sum of {@link #score(int, int)} over them,
   * so {@code (bots() - 1) * games()} games; for two bots, the head-to-head score.
   *
   * @param bot the bot
   * @return the score
   * @throws IndexOutOfBoundsException if the bot is not in {@code 0 .. bots() - 1}
   */
  public Score score(int bot) {
    Objects.checkIndex(bot, bots);
    Score s = Score.ZERO;
    for (int opponent = 0; opponent < bots; opponent++) {
      s = s.plus(score(bot, opponent));
    }
    return s;
  }

  /**
   * Returns a bot's mean place, 1 for first: the mean of {@code rank + 1} over the games. Tied bots
   * share the better place ("competition ranking": two bots tied first both have place 1, the next
   * has place 3).
   *
   * @param bot the bot
   * @return the mean place in [1, bots()]; NaN with no games
   * @throws IndexOutOfBoundsException if the bot is not in {@code 0 .. bots() - 1}
   */
  public double meanPlace(int bot) {
    Objects.checkIndex(bot, bots);
    return (double) counts[placesAt(bots) + bot] / games;
  }

  /**
   * Returns the number of games in which a bot had the best rank, alone or shared.
   *
   * @param bot the bot
   * @return the games it won or shared first place in
   * @throws IndexOutOfBoundsException if the bot is not in {@code 0 .. bots() - 1}
   */
  public long firsts(int bot) {
    Objects.checkIndex(bot, bots);
    return counts[firstsAt(bots) + bot];
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Standings s
        && bots == s.bots
        && games == s.games
        && Arrays.equals(counts, s.counts);
  }

  @Override
  public int hashCode() {
    return Objects.hash(bots, games, Arrays.hashCode(counts));
  }

  /**
   * Returns the table in one line for debugging, e.g. {@code 2 bots, 10 games: 0 +6=1-3 first 6, 1
   * +3=1-6 first 4}: per bot its {@link #score(int)} as wins, draws and losses, and its {@link
   * #firsts}.
   */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    sb.append(bots).append(bots == 1 ? " bot, " : " bots, ").append(games).append(" games");
    for (int bot = 0; bot < bots; bot++) {
      Score s = score(bot);
      sb.append(bot == 0 ? ": " : ", ")
          .append(
              String.format(
                  Locale.ROOT,
                  "%d +%d=%d-%d first %d",
                  bot,
                  s.wins(),
                  s.draws(),
                  s.losses(),
                  firsts(bot)));
    }
    return sb.toString();
  }
}
