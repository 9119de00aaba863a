package dev.tabula.core;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * The result of a finished game: per player a final score, a rank and a return.
 *
 * <p>Ranks start at 0 for the best and are shared by tied players ("competition ranking": two
 * players tied first both have rank 0, the next has rank 2). Returns are derived from ranks: if
 * every player has the same rank, everybody gets 0 (a draw); otherwise players of the best rank get
 * +1, players of the worst rank get -1, and everybody else 0. For two players this is the usual win
 * 1 / draw 0 / loss -1.
 *
 * <p>Immutable and thread-safe; {@code equals} and {@code hashCode} compare content.
 */
public final class GameResult {
  private final long[] scores;
  private final int[] ranks;

  private GameResult(long[] scores, int[] ranks) {
    this.scores = scores;
    this.ranks = ranks;
  }

  /**
   * Creates a result from scores and a precomputed ranking.
   *
   * @param scores the players' final scores in seat order (the game's own measure: stones,
   *     money...)
   * @param ranks the players' ranks in seat order, 0 = best, ties sharing a rank
   * @return the result
   * @throws IllegalArgumentException if the arrays differ in length, are empty, or the ranks are
   *     not a valid competition ranking
   */
  public static GameResult of(long[] scores, int[] ranks) {
    if (scores.length != ranks.length || scores.length == 0) {
      throw new IllegalArgumentException("scores and ranks must have the same, non-zero length");
    }
    int n = ranks.length;
    for (int p = 0; p < n; p++) {
      int better = 0;
      for (int q = 0; q < n; q++) {
        if (ranks[q] < ranks[p]) {
          better++;
        }
      }
      if (ranks[p] != better) {
        throw new IllegalArgumentException("not a competition ranking: " + Arrays.toString(ranks));
      }
    }
    return new GameResult(scores.clone(), ranks.clone());
  }

  /**
   * Creates a result ranking players by score, higher first, equal scores tied.
   *
   * @param scores the players' final scores in seat order
   * @return the result
   */
  public static GameResult byScores(long... scores) {
    int n = scores.length;
    int[] ranks = new int[n];
    for (int p = 0; p < n; p++) {
      for (int q = 0; q < n; q++) {
        if (scores[q] > scores[p]) {
          ranks[p]++;
        }
      }
    }
    return of(scores, ranks);
  }

  /**
   * Returns the number of players.
   *
   * @return the number of players
   */
  public int numPlayers() {
    return scores.length;
  }

  /**
   * Returns a player's final score.
   *
   * @param player the seat
   * @return the score
   */
  public long score(int player) {
    return scores[player];
  }

  /**
   * Returns a player's rank, 0 for the best; tied players share a rank.
   *
   * @param player the seat
   * @return the rank
   */
  public int rank(int player) {
    return ranks[player];
  }

  /**
   * Returns a player's return: +1 for the best rank, -1 for the worst, 0 otherwise or when all tie.
   *
   * @param player the seat
   * @return -1, 0 or 1, as a {@code double} like {@link #returns()}
   */
  public double returns(int player) {
    return returns(ranks, player);
  }

  private static double returns(int[] ranks, int player) {
    int best = Integer.MAX_VALUE;
    int worst = Integer.MIN_VALUE;
    for (int r : ranks) {
      best = Math.min(best, r);
      worst = Math.max(worst, r);
    }
    if (best == worst) {
      return 0;
    }
    return ranks[player] == best ? 1 : ranks[player] == worst ? -1 : 0;
  }

  /**
   * Returns all players' returns in seat order.
   *
   * @return a new array
   */
  public double[] returns() {
    double[] r = new double[scores.length];
    for (int p = 0; p < r.length; p++) {
      r[p] = returns(p);
    }
    return r;
  }

  /**
   * Returns the players of rank 0 in seat order (more than one when they share the win).
   *
   * @return an unmodifiable list of seats
   */
  public List<Integer> winners() {
    List<Integer> w = new ArrayList<>();
    for (int p = 0; p < ranks.length; p++) {
      if (ranks[p] == 0) {
        w.add(p);
      }
    }
    return Collections.unmodifiableList(w);
  }

  /**
   * Returns whether every player shares the same rank.
   *
   * @return true for a draw
   */
  public boolean isDraw() {
    return winners().size() == ranks.length;
  }

  /**
   * Returns the seats ordered from best to worst rank, ties in seat order.
   *
   * @return an unmodifiable list of seats
   */
  public List<Integer> ranking() {
    List<Integer> order = new ArrayList<>();
    for (int p = 0; p < ranks.length; p++) {
      order.add(p);
    }
    order.sort((a, b) -> Integer.compare(ranks[a], ranks[b]));
    return Collections.unmodifiableList(order);
  }

  /**
   * Returns the result in words for people, naming the seats by {@code names}: e.g. {@code White
   * wins (scores 82, 43)}, {@code draw (scores 81, 81)} or {@code player 0 and player 2 share the
   * win (scores 3, 1, 3)}. The command line and the game server write results this way.
   *
   * @param names a seat's name, such as {@link Game#playerName}
   * @return the words
   */
  public String inWords(java.util.function.IntFunction<String> names) {
    Objects.requireNonNull(names, "names");
    java.util.StringJoiner scores = new java.util.StringJoiner(", ", "scores ", "");
    for (int p = 0; p < numPlayers(); p++) {
      scores.add(Long.toString(score(p)));
    }
    List<Integer> winners = winners();
    String who;
    if (numPlayers() > 1 && isDraw()) {
      who = "draw";
    } else if (winners.size() == 1) {
      who = names.apply(winners.get(0)) + " wins";
    } else {
      List<String> named = new ArrayList<>();
      for (int w : winners) {
        named.add(names.apply(w));
      }
      who = String.join(" and ", named) + " share the win";
    }
    return who + " (" + scores + ")";
  }

  /**
   * Returns the result as one token without spaces, as game records write it: for two players
   * {@code 1-0} (seat 0 won), {@code 0-1} or {@code 1/2-1/2}; for more, the seats (from 0) best
   * first, with {@code >} between ranks and {@code =} between tied seats, e.g. {@code 1>0=2}. A
   * one-player game gives {@code 0}.
   *
   * @return the token
   */
  public String token() {
    if (ranks.length == 2) {
      if (isDraw()) {
        return DRAW;
      }
      return ranks[0] == 0 ? "1-0" : "0-1";
    }
    StringBuilder sb = new StringBuilder();
    List<Integer> order = ranking();
    for (int i = 0; i < order.size(); i++) {
      int seat = order.get(i);
      if (i > 0) {
        sb.append(ranks[seat] == ranks[order.get(i - 1)] ? '=' : '>');
      }
      sb.append(seat);
    }
    return sb.toString();
  }

  /** The token of a game that is not over: {@code *}. */
  public static final String UNFINISHED = "*";

  private static final String DRAW = "1/2-1/2";

  /**
   * Returns whether {@code token} is a result token for {@code players} players: what {@link
   * #token()} can return for them, or {@link #UNFINISHED}. For other than two players that is every
   * seat once, best first, with tied seats in seat order (as {@code token()} writes them), so equal
   * results have equal tokens.
   *
   * @param token a candidate token
   * @param players the number of players, {@code >= 1}
   * @return whether it is a token
   */
  public static boolean isToken(String token, int players) {
    if (token.equals(UNFINISHED)) {
      return true;
    }
    if (players == 2) {
      return isTwoPlayerToken(token);
    }
    return seats(token) == players;
  }

  /**
   * Returns whether {@code token} is a result token for some number of players, as record parsers
   * need to tell results from moves.
   *
   * @param token a candidate token
   * @return whether {@link #isToken isToken(token, n)} holds for some {@code n >= 1}
   */
  public static boolean isAnyToken(String token) {
    if (token.equals(UNFINISHED) || isTwoPlayerToken(token)) {
      return true;
    }
    int n = seats(token);
    return n > 0 && n != 2;
  }

  /**
   * Returns the players' returns that a result token stands for, in seat order, as {@link
   * #returns()} gives them for a result with that token: for two players {@code 1-0} gives {@code
   * [1, -1]}, {@code 0-1} {@code [-1, 1]} and {@code 1/2-1/2} {@code [0, 0]}; for others, +1 for
   * the seats before the first {@code >}, -1 for those after the last, 0 between (and all 0 when
   * every seat ties). {@link #UNFINISHED} gives all 0, as a game that is not over is worth to
   * learners. For reading the recorded result of a game that stopped before the rules ended it
   * (resignation, time).
   *
   * @param token a result token for {@code players} players ({@link #isToken})
   * @param players the number of players, {@code >= 1}
   * @return a new array of {@code players} returns
   * @throws IllegalArgumentException if {@code players < 1} or the token is not one for them
   */
  public static double[] returnsOf(String token, int players) {
    Objects.requireNonNull(token, "token");
    if (players < 1 || !isToken(token, players)) {
      throw new IllegalArgumentException(
          "'" + token + "' is not a result token for " + players + " players");
    }
    double[] r = new double[players];
    if (token.equals(UNFINISHED) || token.equals(DRAW)) {
      return r;
    }
    if (players == 2) {
      r[0] = token.equals("1-0") ? 1 : -1;
      r[1] = -r[0];
      return r;
    }
    int[] ranks = new int[players];
    int rank = 0;
    int place = 0;
    for (String tier : token.split(">", -1)) {
      for (String seat : tier.split("=", -1)) {
        ranks[Integer.parseInt(seat)] = rank;
        place++;
      }
      rank = place;
    }
    for (int p = 0; p < players; p++) {
      r[p] = returns(ranks, p);
    }
    return r;
  }

  private static boolean isTwoPlayerToken(String token) {
    return token.equals("1-0") || token.equals("0-1") || token.equals(DRAW);
  }

  /**
   * The number of seats of a token in the form of {@link #token()} for other than two players:
   * seats {@code 0..n-1} each once, in decimal without leading zeros, separated by {@code >} or
   * {@code =}, tied seats ascending. Returns 0 for any other text.
   */
  private static int seats(String token) {
    int len = token.length();
    java.util.BitSet seen = new java.util.BitSet();
    int count = 0;
    int previous = -1;
    char separator = '>';
    int i = 0;
    while (true) {
      int from = i;
      while (i < len && token.charAt(i) >= '0' && token.charAt(i) <= '9') {
        i++;
      }
      if (i == from || i - from > 9 || (i - from > 1 && token.charAt(from) == '0')) {
        return 0;
      }
      int seat = Integer.parseInt(token, from, i, 10);
      if (seat >= len || seen.get(seat) || (separator == '=' && seat < previous)) {
        return 0; // every seat is below the token's length; tied seats ascend
      }
      seen.set(seat);
      count++;
      previous = seat;
      if (i == len) {
        break;
      }
      separator = token.charAt(i++);
      if (separator != '>' && separator != '=') {
        return 0;
      }
    }
    return seen.nextClearBit(0) == count ? count : 0;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof GameResult r
        && Arrays.equals(scores, r.scores)
        && Arrays.equals(ranks, r.ranks);
  }

  @Override
  public int hashCode() {
    return 31 * Arrays.hashCode(scores) + Arrays.hashCode(ranks);
  }

  /** Returns e.g. {@code "scores [82, 43], ranks [0, 1]"}. */
  @Override
  public String toString() {
    return "scores " + Arrays.toString(scores) + ", ranks " + Arrays.toString(ranks);
  }
}
