package dev.tabula.core;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A game's capability to guide depth-limited searches: its own heuristic {@link #evaluation()} of
 * positions, and which moves are {@link #isNoisy noisy} (captures, say) so that a search looks past
 * them before trusting the evaluation; and, where it ships one, its {@link #openingBook() opening
 * book}. Each game documents its terms and weights.
 *
 * <p>A game offers it by implementing this interface beside {@link Game}, for its own state and
 * move types; tools find it with {@link #of}. Searches on a game without it see only results (an
 * evaluation of 0 everywhere, no noisy moves).
 *
 * @param <S> the state type of the game
 * @param <M> the move type of the game
 */
public interface Heuristics<S, M> {

  /**
   * Returns the game's heuristic evaluation, for searches that stop before the end of the game.
   *
   * @return the evaluation, thread-safe
   */
  Evaluation<S> evaluation();

  /**
   * Returns the evaluations the game offers by name, for tools that let a user choose one (the bot
   * setting {@code eval=NAME}). The default offers {@link #evaluation()} alone, as {@value
   * #STANDARD}; a game with more (a learned one, say) lists them after it.
   *
   * @return the evaluations by name, {@value #STANDARD} first and equal to {@link #evaluation()};
   *     unmodifiable, in a fixed order
   */
  default Map<String, Evaluation<S>> evaluations() {
    return Map.of(STANDARD, evaluation());
  }

  /** The name of a game's own {@link #evaluation()} among its {@link #evaluations()}: {@value}. */
  String STANDARD = "standard";

  /**
   * Returns whether a move is noisy: it changes the evaluation so much (a capture) that a search
   * should look past it before trusting the evaluation (a quiescence search). The default says no
   * move is.
   *
   * @param state a decision state of this game
   * @param move a legal move in it
   * @return whether the move is noisy
   */
  default boolean isNoisy(S state, M move) {
    return false;
  }

  /**
   * Returns whether any move of the game may be {@linkplain #isNoisy noisy}. A game none of whose
   * moves ever is (one that keeps the default {@link #isNoisy}) may say false, and searches then
   * skip the test at every node of their quiescence search, which would find nothing to look past.
   * The default is true, which is always safe.
   *
   * @return false only if {@link #isNoisy} is false for every legal move of every state
   * @since 0.2.0
   */
  default boolean hasNoisyMoves() {
    return true;
  }

  /**
   * Returns the game's opening book, if it ships one: the moves its bots play in the positions
   * nearest the start without searching ({@code SearchAgent.withBook}; the bots of the command line
   * use it when told {@code book=on}). The default has none.
   *
   * @return the book, the same on every call; empty when the game has none
   * @since 0.2.0
   */
  default Optional<OpeningBook<S, M>> openingBook() {
    return Optional.empty();
  }

  /**
   * Returns the game's heuristics, if it has them.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @param game a game
   * @return the game itself as its heuristics, or empty when it has none
   */
  static <S, M> Optional<Heuristics<S, M>> of(Game<S, M> game) {
    return Capabilities.of(game, Heuristics.class);
  }

  /**
   * Returns the game's evaluation, or one that rates every position 0 when it has none.
   *
   * @param <S> the state type
   * @param game a game
   * @return the evaluation
   */
  static <S> Evaluation<S> evaluationOf(Game<S, ?> game) {
    Objects.requireNonNull(game, "game");
    if (game instanceof Heuristics<?, ?> h) {
      @SuppressWarnings("unchecked") // a game implements its capabilities for its own types
      Evaluation<S> e = (Evaluation<S>) h.evaluation();
      return e;
    }
    return Evaluation.none();
  }

  /**
   * Returns the game's endgame table, if it offers one: the exact results of positions near the
   * end, which searches told to use it ({@code alphabeta:endgame=on} on the command line) take
   * instead of searching them. The default has none.
   *
   * @return the table, the same on every call; empty when the game has none
   * @throws IllegalArgumentException if the game reads its table from a file that is not one (the
   *     game documents where it looks)
   * @since 0.2.0
   */
  default Optional<EndgameTable<S>> endgameTable() {
    return Optional.empty();
  }

  /**
   * Solves a new endgame table of the given size, in the game's own measure (Toguz: the most stones
   * on the board), for {@code tabula tables} to write. The default has none.
   *
   * @param size the size, as the game documents it
   * @return the table; empty when the game has no endgame tables
   * @throws IllegalArgumentException if the size is out of the game's range
   * @since 0.2.0
   */
  default Optional<EndgameTable<S>> generateEndgameTable(int size) {
    return Optional.empty();
  }
}
