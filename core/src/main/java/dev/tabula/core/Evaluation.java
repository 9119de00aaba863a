package dev.tabula.core;

/**
 * A heuristic value of a position, for depth-limited searches: how good the state looks for a
 * player, on the scale of {@link GameResult#returns(int)}. Searches use the game's result at
 * terminal states and the evaluation only at the positions where they stop.
 *
 * <p>Implementations are pure functions of the state (thread-safe, deterministic).
 *
 * @param <S> the state type
 */
@FunctionalInterface
public interface Evaluation<S> {

  /**
   * The value of a finished game to its winner, {@value}, and the bound of every value of an
   * unfinished one, in the built-in evaluations: a finished game is worth {@code +FINISHED} to the
   * winner, {@code -FINISHED} to the loser (0 between and drawn), so that a search that stops on a
   * finished position without asking the rules ranks a won game at least as high as any unfinished
   * one. Evaluations of other games may follow the same convention.
   */
  double FINISHED = 0.999;

  /**
   * Returns the value of the state for the player: strictly between -1 (lost) and +1 (won) for a
   * state that is not over, higher is better. For two-player zero-sum games {@code evaluate(s, 0)
   * == -evaluate(s, 1)}.
   *
   * @param state a state, any kind of node
   * @param player a seat
   * @return the value, in (-1, 1)
   */
  double evaluate(S state, int player);

  /**
   * Returns an evaluation that rates every position 0, for games searched to the end and for games
   * without {@link Heuristics}.
   *
   * @param <S> the state type
   * @return the evaluation
   */
  static <S> Evaluation<S> none() {
    return (state, player) -> {
      java.util.Objects.requireNonNull(state, "state");
      return 0;
    };
  }

  /**
   * Returns the hyperbolic tangent of x, for squashing a lead of any size into (-1, 1): exactly odd
   * ({@code tanh(-x) == -tanh(x)}, so that a zero-sum value negates exactly), in [-1, 1], and
   * computed with {@link Math#exp} alone.
   *
   * @param x a number
   * @return tanh(x)
   */
  static double tanh(double x) {
    double e = Math.exp(-2 * Math.abs(x));
    return Math.copySign((1 - e) / (1 + e), x);
  }
}
