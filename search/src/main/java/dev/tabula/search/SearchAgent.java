package dev.tabula.search;

import dev.tabula.core.Agent;
import dev.tabula.core.Game;
import java.util.Objects;
import java.util.function.Consumer;
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

  /**
   * Searches the position as {@link #search(Game, Object, Budget, RandomGenerator)} does, reporting
   * on the way: {@code progress} receives a result each time the search has a complete answer at a
   * new depth, on the searching thread, before the search goes on. Depth-first searches ({@link
   * AlphaBeta}, {@link Expectimax}) report after every iteration of their iterative deepening that
   * finished (its depth, value, line, root moves, and the nodes and time so far); the default, for
   * searches without iterations, reports the final result once. The move, value and lines are those
   * a search stopped right after that report would return; the returned result is the final one.
   * Reporting does not change what the search finds. An exception from {@code progress} ends the
   * search and reaches the caller.
   *
   * @param game the game
   * @param state a non-terminal, non-chance state
   * @param budget what the search may spend
   * @param random the only source of randomness the search may use
   * @param progress receives the intermediate results
   * @return the move and what the search found
   * @since 0.2.0
   */
  default SearchResult<M> search(
      Game<S, M> game,
      S state,
      Budget budget,
      RandomGenerator random,
      Consumer<? super SearchResult<M>> progress) {
    Objects.requireNonNull(progress, "progress");
    SearchResult<M> result = search(game, state, budget, random);
    progress.accept(result);
    return result;
  }

  @Override
  default M choose(Game<S, M> game, S state, RandomGenerator random) {
    return search(game, state, defaultBudget(), random).move();
  }
}
