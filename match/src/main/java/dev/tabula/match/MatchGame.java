package dev.tabula.match;

import dev.tabula.core.GameRecord;
import dev.tabula.core.GameResult;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * One finished game of a match. The record and the result are by seat, as the game knows them;
 * {@link #resultByBot()} and {@link #seatOf} tell what the game did for each bot, the way the
 * match's {@link Standings} credit it.
 *
 * @param <S> the state type
 * @param <M> the move type
 * @param index the game's number in the match, from 0; games {@code n*k .. n*k+n-1} play opening
 *     {@code k} with the seats rotated
 * @param opening the opening's number, from 0
 * @param botAtSeat for each seat, the index of the bot that sat there (in the match's bot list)
 * @param record the game's record: tags {@code Bots} (bot names in seat order), {@code Round}
 *     (index + 1) and, when the rules did not end the game, {@code Termination}
 * @param result the result the match counts (the rules' result, or the forfeit or adjudication)
 * @param termination why the game ended other than by the rules, or null
 * @param forfeitedBy the seat whose bot lost by misbehaving, or -1
 */
public record MatchGame<S, M>(
    long index,
    long opening,
    List<Integer> botAtSeat,
    GameRecord<S, M> record,
    GameResult result,
    @Nullable String termination,
    int forfeitedBy) {

  /**
   * Copies the seat list.
   *
   * @param index the game's number
   * @param opening the opening's number
   * @param botAtSeat the bot of each seat
   * @param record the record
   * @param result the result counted
   * @param termination why the game ended other than by the rules, or null
   * @param forfeitedBy the seat that forfeited, or -1
   * @throws IllegalArgumentException if {@code botAtSeat} is not a permutation of the bots {@code 0
   *     .. n - 1}, {@code n} the result's number of players
   */
  public MatchGame {
    botAtSeat = List.copyOf(botAtSeat);
    Objects.requireNonNull(record, "record");
    Objects.requireNonNull(result, "result");
    int n = result.numPlayers();
    boolean[] seen = new boolean[n];
    boolean ok = botAtSeat.size() == n;
    for (int bot : botAtSeat) {
      ok &= bot >= 0 && bot < n && !seen[bot];
      if (ok) {
        seen[bot] = true;
      }
    }
    if (!ok) {
      throw new IllegalArgumentException(
          "botAtSeat must list each of the " + n + " bots once, got " + botAtSeat);
    }
  }

  /**
   * Returns the seat a bot played in this game.
   *
   * @param bot the bot's index in the match's bot list
   * @return its seat: the index of {@code bot} in {@link #botAtSeat()}
   * @throws IllegalArgumentException if the bot did not play this game
   */
  public int seatOf(int bot) {
    int seat = botAtSeat.indexOf(bot);
    if (seat < 0) {
      throw new IllegalArgumentException(
          "bot " + bot + " did not play game " + index + " (bots by seat: " + botAtSeat + ")");
    }
    return seat;
  }

  /**
   * Returns the counted {@link #result()} with its players numbered by bot instead of by seat:
   * {@code resultByBot().returns(b)}, {@code rank(b)} and {@code score(b)} are those of bot {@code
   * b} (the match's bot list), wherever it sat. In a two-bot match {@code returns(b)} is 1 when bot
   * {@code b} won, 0 for a draw and -1 when it lost, and {@code resultByBot().winners()} lists the
   * winning bots. This is how {@link Standings} credits the game.
   *
   * @return the result by bot
   */
  public GameResult resultByBot() {
    int n = botAtSeat.size();
    long[] scores = new long[n];
    int[] ranks = new int[n];
    for (int seat = 0; seat < n; seat++) {
      int bot = botAtSeat.get(seat);
      scores[bot] = result.score(seat);
      ranks[bot] = result.rank(seat);
    }
    return GameResult.of(scores, ranks);
  }
}
