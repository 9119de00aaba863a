package dev.tabula.match;

import java.util.function.Supplier;

/**
 * Told about a match as it goes. Calls come one at a time (never concurrently), in the order of the
 * games' numbers, whatever the concurrency: a listener needs no locking.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
@FunctionalInterface
public interface MatchListener<S, M> {

  /**
   * A game finished and was counted.
   *
   * @param game the game: its record, result and seats
   * @param soFar makes the match's standing with this game counted, when asked (at any time, also
   *     later; the standing is built only when asked, so a listener that does not need it every
   *     game costs the match nothing)
   */
  void gameFinished(MatchGame<S, M> game, Supplier<MatchResult> soFar);
}
