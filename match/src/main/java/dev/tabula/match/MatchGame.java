package dev.tabula.match;

import dev.tabula.core.GameRecord;
import dev.tabula.core.GameResult;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * One finished game of a match.
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
   */
  public MatchGame {
    botAtSeat = List.copyOf(botAtSeat);
    Objects.requireNonNull(record, "record");
    Objects.requireNonNull(result, "result");
  }
}
