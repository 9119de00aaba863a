package dev.tabula.search;

import dev.tabula.core.Agent;
import dev.tabula.core.Game;
import java.util.random.RandomGenerator;

/**
 * An agent that searches under a {@link Budget} and reports what it did. {@link #choose} searches
 * with the agent's own {@link #defaultBudget()}.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public interface SearchAgent<S, M> extends Agent<S, M> {

  /**
   * Returns the budget {@link #choose} uses.
   *
   * @return the budget
   */
  Budget defaultBudget();

  /**
   * Searches the position and chooses a move.
   *
   * @param game the game
   * @param state a non-terminal, non-chance state
   * @param budget what the search may spend
   * @param random the only source of randomness the search may use
   * @return the move and what the search found
   */
  SearchResult<M> search(Game<S, M> game, S state, Budget budget, RandomGenerator random);

  @Override
  default M choose(Game<S, M> game, S state, RandomGenerator random) {
    return search(game, state, defaultBudget(), random).move();
  }
}
