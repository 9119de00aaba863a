package dev.tabula.search;

import dev.tabula.core.Evaluation;
import dev.tabula.core.Game;
import java.util.Objects;

/**
 * Prior probabilities of the moves of a position, for Monte Carlo tree search with priors ({@link
 * Mcts.Builder#priors}, AlphaZero's PUCT): how likely each legal move is to be the best, before the
 * search has tried any. A learned policy network is one source; {@link #fromEvaluation} makes them
 * from an evaluation of the positions the moves lead to.
 *
 * <p>Implementations are pure functions of their arguments (deterministic, so that seeded searches
 * replay) and thread-safe, since a root-parallel search calls one from several threads at once.
 *
 * @param <S> the state type
 * @param <M> the move type
 * @since 0.2.0
 */
@FunctionalInterface
public interface MovePriors<S, M> {

  /**
   * The softmax temperature of {@link #fromEvaluation} that the bot setting {@code mcts:prior=E}
   * uses when no {@code temperature} is given: {@value}, in units of the evaluation's values.
   */
  double DEFAULT_TEMPERATURE = 0.1;

  /**
   * Writes the prior weight of each legal move: {@code weights[i]} for the move {@code actions[i]}.
   * The search divides them by their sum, so they need not add up to 1; each must be finite and
   * {@code >= 0}, and their sum above 0, or the search throws {@link IllegalStateException}. Called
   * once per decision node, when the search first expands it.
   *
   * @param game the game
   * @param state a decision node: neither terminal nor a chance node
   * @param actions the ids of the legal moves in {@code actions[0..count)}, ascending as {@link
   *     Game#legalActions} writes them; to read, not to change
   * @param count the number of legal moves, {@code >= 1}
   * @param weights receives the weights in {@code weights[0..count)}; holds garbage before
   */
  void weigh(Game<S, M> game, S state, int[] actions, int count, double[] weights);

  /**
   * Returns priors made from an evaluation: the weight of a move is {@code exp((v - best) /
   * temperature)}, where {@code v} is the value for the player to move of the position the move
   * leads to (by the evaluation; by the game's result when that position is over) and {@code best}
   * the largest of those values, so the best-looking move has weight 1 and a move that looks one
   * temperature worse about 0.37. A chance node after the move is evaluated as it stands, before
   * its outcome.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @param evaluation the evaluation, in (-1, 1)
   * @param temperature the softmax temperature, finite and {@code > 0}: smaller trusts the
   *     evaluation more
   * @return the priors (pure, thread-safe if the evaluation is)
   * @throws IllegalArgumentException if the temperature is not finite and positive
   */
  static <S, M> MovePriors<S, M> fromEvaluation(
      Evaluation<? super S> evaluation, double temperature) {
    Objects.requireNonNull(evaluation, "evaluation");
    double t =
        Searches.checked(
            temperature > 0 && !Double.isInfinite(temperature),
            "temperature must be finite and > 0, got ",
            temperature);
    return (game, state, actions, count, weights) -> {
      int me = game.currentPlayer(state);
      double best = Double.NEGATIVE_INFINITY;
      for (int i = 0; i < count; i++) {
        S next = game.applyAction(state, actions[i]);
        double v =
            game.isTerminal(next) ? game.result(next).returns(me) : evaluation.evaluate(next, me);
        weights[i] = v;
        best = Math.max(best, v);
      }
      for (int i = 0; i < count; i++) {
        weights[i] = Math.exp((weights[i] - best) / t);
      }
    };
  }
}
