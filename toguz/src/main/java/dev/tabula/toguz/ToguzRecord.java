package dev.tabula.toguz;

import dev.tabula.core.GameRecord;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One recorded game of Toguz Kumalak, as read by {@link ToguzRecords#parse}: its headers (tags), the
 * start position, the moves, the recorded result and the comments.
 *
 * <p>Immutable: the collections are unmodifiable copies. Every move is legal: the record was checked
 * against the rules when it was parsed (or is checked by {@link #states()}).
 *
 * @param headers the tags in file order, e.g. {@code White}, {@code Black}, {@code Result}
 * @param start the start position ({@code FEN} or {@code Start} tag, else the standard start)
 * @param moves the moves in order
 * @param result the recorded result: {@code "1-0"} (White won), {@code "0-1"}, {@code "1/2-1/2"} or
 *     {@code "*"} when the record gives none
 * @param comments the text of the {@code {...}} comments in order, without braces, e.g. {@code
 *     "zero"}
 */
public record ToguzRecord(Map<String, String> headers, ToguzState start, List<ToguzMove> moves,
    String result, List<String> comments) {

  /**
   * Copies the components.
   *
   * @param headers the headers in order
   * @param start the start position
   * @param moves the moves in order
   * @param result the recorded result token
   * @param comments the comments in order
   * @throws NullPointerException if any component or element is null
   * @throws IllegalArgumentException if the result is not one of the four tokens
   */
  public ToguzRecord {
    headers = Collections.unmodifiableMap(new LinkedHashMap<>(headers));
    Objects.requireNonNull(start, "start");
    moves = List.copyOf(moves);
    Objects.requireNonNull(result, "result");
    if (!ToguzRecords.isResult(result)) {
      throw new IllegalArgumentException("a result is 1-0, 0-1, 1/2-1/2 or *, got " + result);
    }
    comments = List.copyOf(comments);
  }

  /**
   * Replays the record and returns every position: the start first, the final position last.
   *
   * @return {@code moves().size() + 1} positions, unmodifiable
   * @throws dev.tabula.core.IllegalMoveException if a move is illegal (only possible for a record
   *     built by hand); the message gives the ply
   */
  public List<ToguzState> states() {
    List<ToguzState> out = new ArrayList<>(moves.size() + 1);
    ToguzState s = start;
    out.add(s);
    for (int i = 0; i < moves.size(); i++) {
      try {
        s = ToguzGame.INSTANCE.apply(s, moves.get(i));
      } catch (dev.tabula.core.IllegalMoveException e) {
        throw new dev.tabula.core.IllegalMoveException(
            "ply " + (i + 1) + " (" + moves.get(i) + "): " + e.getMessage(), e);
      }
      out.add(s);
    }
    return Collections.unmodifiableList(out);
  }

  /**
   * Returns the position after the last move.
   *
   * @return the final position
   * @throws dev.tabula.core.IllegalMoveException if a move is illegal (only possible for a record
   *     built by hand)
   */
  public ToguzState finalState() {
    List<ToguzState> all = states();
    return all.get(all.size() - 1);
  }

  /**
   * Converts to the generic record of {@code tabula-core}: the same tags (plus {@code Result} when
   * the result was only given as a token), start and moves.
   *
   * @return the generic record
   */
  public GameRecord<ToguzState, ToguzMove> toGameRecord() {
    Map<String, String> tags = new LinkedHashMap<>(headers);
    if (!result.equals("*")) {
      tags.putIfAbsent("Result", result);
    }
    return new GameRecord<>(tags, start, moves);
  }
}
