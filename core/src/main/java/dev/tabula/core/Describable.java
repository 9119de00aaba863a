package dev.tabula.core;

import java.util.Objects;
import java.util.Optional;

/**
 * A game's capability to speak to people: a text board of a state ({@link #render}) and a line
 * saying what a move did ({@link #describe}). Tools use the static {@link #render(Game, Object,
 * boolean)} and {@link #describe(Game, Object, Object, Object)}, which fall back to the game's
 * notation for games without it.
 *
 * <p>A game offers it by implementing this interface beside {@link Game}, for its own state and
 * move types; tools find it with {@link #of}.
 *
 * @param <S> the state type of the game
 * @param <M> the move type of the game
 */
public interface Describable<S, M> {

  /**
   * Draws the state for people, e.g. as a board of several lines.
   *
   * @param state a state of this game
   * @param ansiColor whether ANSI colour escapes may be used
   * @return a readable text, possibly over several lines
   */
  String render(S state, boolean ansiColor);

  /**
   * Says for people what a move did, e.g. "rolled 3, paid 4 to yellow".
   *
   * @param before the state the move was played in
   * @param move the move played
   * @param after the resulting state
   * @return one line of text
   */
  String describe(S before, M move, S after);

  /**
   * Returns the game's descriptions, if it has them.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @param game a game
   * @return the game itself as its descriptions, or empty when it has none
   */
  static <S, M> Optional<Describable<S, M>> of(Game<S, M> game) {
    return Capabilities.of(game, Describable.class);
  }

  /**
   * Draws a state of any game for people: the game's {@link #render} when it has one, else the
   * position's notation.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @param game the game
   * @param state a state of it
   * @param ansiColor whether ANSI colour escapes may be used
   * @return the text
   */
  static <S, M> String render(Game<S, M> game, S state, boolean ansiColor) {
    Optional<Describable<S, M>> own = of(game);
    return own.isPresent() ? own.get().render(state, ansiColor) : game.formatState(state);
  }

  /**
   * Says what a move of any game did: the game's {@link #describe} when it has one, else the move's
   * notation.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @param game the game
   * @param before the state the move was played in
   * @param move the move played
   * @param after the resulting state
   * @return one line of text
   */
  static <S, M> String describe(Game<S, M> game, S before, M move, S after) {
    Objects.requireNonNull(before, "before");
    Objects.requireNonNull(move, "move");
    Objects.requireNonNull(after, "after");
    Optional<Describable<S, M>> own = of(game);
    return own.isPresent()
        ? own.get().describe(before, move, after)
        : game.formatMove(before, move);
  }
}
