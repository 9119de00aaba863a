package dev.tabula.core;

import java.util.Objects;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * A game's capability to play random playouts faster than the generic loop: the inner loop of Monte
 * Carlo bots, usually written on a mutable scratch board. {@link Playouts#randomPlayout} uses it
 * when the game has it and the generic loop ({@link Playouts.Uniform}) otherwise, so callers never
 * need to ask.
 *
 * <p>A game offers it by implementing this interface beside {@link Game}, for its own state type.
 * The playout must play the same distribution of games as the generic loop: uniformly random legal
 * moves and chance outcomes by their exact probabilities. For one seed it may play a different game
 * than the generic loop would, so it documents how it draws from the generator; the testkit's
 * {@code Conformance} checks that its games are legal, end where the rules end them and respect the
 * ply cap.
 *
 * @param <S> the state type of the game
 */
public interface FastPlayouts<S> {

  /**
   * Plays uniformly random moves, and chance outcomes by their probabilities, from {@code state}
   * until the game is over or {@code maxPlies} plies have been played, and returns the state
   * reached.
   *
   * @param state where to start, a state of this game
   * @param random the only source of randomness
   * @param maxPlies the most plies to play, {@code >= 0}
   * @return the state reached: terminal unless the cap was hit
   * @throws IllegalArgumentException if {@code maxPlies} is negative
   */
  S randomPlayout(S state, RandomGenerator random, int maxPlies);

  /**
   * Returns the game's own playout, if it has one.
   *
   * @param <S> the state type
   * @param game a game
   * @return the game itself as its fast playouts, or empty when it has none
   */
  @SuppressWarnings("unchecked") // a game implements its capabilities for its own state type
  static <S> Optional<FastPlayouts<S>> of(Game<S, ?> game) {
    Objects.requireNonNull(game, "game");
    return game instanceof FastPlayouts<?> p ? Optional.of((FastPlayouts<S>) p) : Optional.empty();
  }
}
