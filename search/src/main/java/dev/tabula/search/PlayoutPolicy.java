package dev.tabula.search;

import dev.tabula.core.Game;
import dev.tabula.core.IllegalMoveException;
import java.util.random.RandomGenerator;

/**
 * How the playouts of Monte Carlo tree search choose their moves ({@link
 * Mcts.Builder#playoutPolicy}): a per-game heuristic in place of uniformly random moves. It is
 * asked at decision nodes only; chance outcomes are drawn by their probabilities, as everywhere.
 *
 * <p>Implementations are pure functions of their arguments that take all randomness from the
 * generator they are given, so that seeded searches replay; and they are thread-safe, since a
 * root-parallel search calls one policy from several threads at once.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
@FunctionalInterface
public interface PlayoutPolicy<S, M> {

  /**
   * Chooses the next move of a playout.
   *
   * @param game the game
   * @param state a decision node: neither terminal nor a chance node
   * @param actions the ids of the legal moves in {@code actions[0..count)}, ascending as {@link
   *     Game#legalActions} writes them; the search's own buffer, to read and not to change
   * @param count the number of legal moves, {@code >= 1}
   * @param random the only source of randomness the policy may use
   * @return one of {@code actions[0..count)}; an id that is not legal makes the search throw {@link
   *     IllegalMoveException}
   */
  int choose(Game<S, M> game, S state, int[] actions, int count, RandomGenerator random);
}
