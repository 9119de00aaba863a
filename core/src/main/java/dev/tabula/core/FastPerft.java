package dev.tabula.core;

import java.util.Objects;
import java.util.Optional;

/**
 * A game's capability to count perft paths faster than the generic walk over {@link Game}: usually
 * a scratch board with make and unmake, or copies of its few words, instead of a new state per
 * node. {@link Perft} uses it when the game has it, on one thread and in each subtree of a parallel
 * count, so callers never need to ask.
 *
 * <p>A game offers it by implementing this interface beside {@link Game}, for its own state type.
 * The count must be exactly the generic one: the number of sequences of {@code depth} action ids,
 * each legal where it is played ({@link Game#legalActions}, chance outcomes included, so a chance
 * node branches once per outcome), that do not pass through a finished game before their end. The
 * testkit's {@code Conformance} compares the two counts on the positions of its random games.
 *
 * @param <S> the state type of the game
 */
public interface FastPerft<S> {

  /**
   * Counts the paths of {@code depth} plies from {@code state}, as {@link Perft#count(Game, Object,
   * int)} defines them: 1 at depth 0, the number of legal action ids at depth 1, 0 from a finished
   * game at any depth above 0.
   *
   * @param state a state of this game
   * @param depth the plies, {@code >= 0}
   * @return the number of paths
   * @throws IllegalArgumentException if {@code depth} is negative
   */
  long perft(S state, int depth);

  /**
   * Returns the game's fast perft, if it has one.
   *
   * @param <S> the state type
   * @param game a game
   * @return the game itself as its fast perft, or empty when it has none
   */
  static <S> Optional<FastPerft<S>> of(Game<S, ?> game) {
    Objects.requireNonNull(game, "game");
    return Capabilities.of(game, FastPerft.class);
  }
}
