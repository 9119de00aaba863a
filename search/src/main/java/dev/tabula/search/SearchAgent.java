package dev.tabula.search;

import dev.tabula.core.Agent;
import dev.tabula.core.Game;
import dev.tabula.core.OpeningBook;
import dev.tabula.core.TimeLeft;
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

  /**
   * Searches the position with what the move may take: without a clock, with the agent's own {@link
   * #defaultBudget()} (a time per move is not used: the budget is the agent's); with a {@linkplain
   * dev.tabula.core.TimeControl game clock}, with a share of it (time management):
   *
   * <ul>
   *   <li>the move's plan is 1/30 of the clock plus three quarters of the increment, and no move
   *       takes more than four plans, half the clock or the move's limit (each less a reserve of a
   *       tenth, at most 20 ms);
   *   <li>a depth-first search ({@link AlphaBeta}, {@link Expectimax}) deepens until an iteration
   *       ends after 60% of the plan (the next would most likely overrun it), or is stopped at the
   *       most; the others search for the plan;
   *   <li>an agent whose budget has a time of its own searches for that time (at most the most a
   *       move may take), without deepening by the plan;
   *   <li>the budget's depth and node limits stay.
   * </ul>
   *
   * <p>So a bot without a time setting ({@code alphabeta:depth=1000}, say) spends the clock, and
   * one with a time ({@code alphabeta:time=100ms}) takes that time per move as long as the clock
   * allows it.
   *
   * @param game the game
   * @param state a non-terminal, non-chance state
   * @param time the most the move may take, and the clock when one runs
   * @param random the only source of randomness the search may use
   * @return the move and what the search found
   * @since 0.2.0
   */
  default SearchResult<M> search(Game<S, M> game, S state, TimeLeft time, RandomGenerator random) {
    return search(game, state, time, random, TimeManagement.NO_PROGRESS);
  }

  /**
   * Searches the position with what the move may take, as {@link #search(Game, Object, TimeLeft,
   * RandomGenerator)} does, reporting on the way as {@link #search(Game, Object, Budget,
   * RandomGenerator, Consumer)} does.
   *
   * @param game the game
   * @param state a non-terminal, non-chance state
   * @param time the most the move may take, and the clock when one runs
   * @param random the only source of randomness the search may use
   * @param progress receives the intermediate results
   * @return the move and what the search found
   * @since 0.2.0
   */
  default SearchResult<M> search(
      Game<S, M> game,
      S state,
      TimeLeft time,
      RandomGenerator random,
      Consumer<? super SearchResult<M>> progress) {
    Objects.requireNonNull(time, "time");
    Objects.requireNonNull(progress, "progress");
    return TimeManagement.search(
        this,
        time,
        progress,
        (budget, told) ->
            told == null
                ? search(game, state, budget, random)
                : search(game, state, budget, random, told));
  }

  /**
   * {@inheritDoc}
   *
   * <p>Here: without a clock, {@link #choose(Game, Object, RandomGenerator)}; with one, the only
   * legal move at once, else the move of {@link #search(Game, Object, TimeLeft, RandomGenerator)}.
   */
  @Override
  default M chooseWithin(Game<S, M> game, S state, RandomGenerator random, TimeLeft time) {
    if (Objects.requireNonNull(time, "time").clock() == null) {
      return choose(game, state, random);
    }
    M only = TimeManagement.only(game, state);
    return only != null ? only : search(game, state, time, random).move();
  }

  /**
   * Returns this search with an opening book: where the book has the position, the search returns
   * the book's move at once ({@link SearchResult#iterations()} 0, the book's value and depth, the
   * move as the line and the only root move, progress told once); elsewhere it searches as this one
   * does, clock and budget alike. A search that has a book already gets the new one in its place.
   *
   * @param book the book, of the game the search plays
   * @return the search with the book; thread-safe when this one is
   * @since 0.2.0
   */
  default SearchAgent<S, M> withBook(OpeningBook<S, M> book) {
    return new BookSearch<>(this, book);
  }

  /**
   * Returns this search without its opening book: the search {@link #withBook} was given, or this
   * one when it has none.
   *
   * @return the search without a book
   * @since 0.2.0
   */
  default SearchAgent<S, M> withoutBook() {
    return this;
  }
}
