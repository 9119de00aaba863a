package dev.tabula.core;

import java.io.IOException;
import java.io.OutputStream;

/**
 * Exact results of positions near the end of a game, solved in advance (by retrograde analysis),
 * for searches to use in place of searching them: a game offers one through {@link
 * Heuristics#endgameTable()}, and {@link Heuristics#generateEndgameTable} makes one of another
 * size. Each game documents which positions its table holds and what it stores.
 *
 * <p>Implementations are immutable and thread-safe, and {@link #probe} allocates nothing: searches
 * call it at every node.
 *
 * @param <S> the state type of the game
 * @since 0.2.0
 */
public interface EndgameTable<S> {

  /** What {@link #probe} returns for a position the table does not hold: {@value}. */
  int UNKNOWN = Integer.MIN_VALUE;

  /**
   * Returns the result of a position with best play from both sides, for the player to move.
   *
   * @param state a position of the game
   * @return 1 if the player to move can force a win, -1 if the opponent can, 0 if neither can (each
   *     can make sure not to lose); {@link #UNKNOWN} if the table does not hold the position, a
   *     finished one included
   */
  int probe(S state);

  /**
   * Writes the table in the game's file form, which the game reads back (the Toguz table: the
   * system property its game documents).
   *
   * @param out where to write; not closed
   * @throws IOException if writing fails
   */
  void write(OutputStream out) throws IOException;
}
