package dev.tabula.core;

/**
 * An {@link Evaluation} of a two-player zero-sum game, written as the value for the first player:
 * the second player's value is exactly its negation, {@code evaluate(s, 1) == -evaluate(s, 0)}.
 *
 * <p>Subclasses implement {@link #forFirst}; {@link #evaluate} checks the player and negates.
 * Implementations are pure functions of the state (thread-safe, deterministic), as every
 * evaluation.
 *
 * @param <S> the state type
 */
public abstract class ZeroSumEvaluation<S> implements Evaluation<S> {
  private final String first;
  private final String second;

  /**
   * Creates an evaluation of a game whose players have the given names.
   *
   * @param first the first player's name (seat 0), for error messages
   * @param second the second player's name (seat 1), for error messages
   */
  protected ZeroSumEvaluation(String first, String second) {
    this.first = first;
    this.second = second;
  }

  /**
   * Returns the value of the state for the player: {@link #forFirst} for seat 0, its negation for
   * seat 1.
   *
   * @param state a state, any kind of node
   * @param player 0 or 1
   * @return the value, in (-1, 1); {@code evaluate(state, 1) == -evaluate(state, 0)}
   * @throws IllegalArgumentException if the player is not 0 or 1
   */
  @Override
  public final double evaluate(S state, int player) {
    if (player != 0 && player != 1) {
      throw new IllegalArgumentException(
          "a player is 0 (" + first + ") or 1 (" + second + "), got " + player);
    }
    double value = forFirst(state);
    return player == 0 ? value : -value;
  }

  /**
   * Returns the value of the state for the first player (seat 0), strictly between -1 (lost) and +1
   * (won) for a state that is not over.
   *
   * @param state a state, any kind of node
   * @return the value for seat 0, in (-1, 1)
   */
  protected abstract double forFirst(S state);
}
