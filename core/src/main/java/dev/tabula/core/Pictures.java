package dev.tabula.core;

import java.util.Optional;

/**
 * A game's capability to draw its states as pictures: {@link #svg} makes a standalone SVG document
 * of a state. Tools that draw any game (the command line's {@code render}, HTML replays) fall back
 * to a picture of the position's notation for games without it.
 *
 * <p>A game offers it by implementing this interface beside {@link Game}, for its own state and
 * move types; tools find it with {@link #of}. Game authors draw with {@link
 * dev.tabula.core.spi.Svg}, which gives every picture the same root attributes, escaping and
 * palette.
 *
 * @param <S> the state type of the game
 * @param <M> the move type of the game
 */
public interface Pictures<S, M> {

  /**
   * Draws the state as a standalone SVG document: no fonts, scripts or files are fetched, and the
   * root element carries the game's name and the state's notation as {@code data-game} and {@code
   * data-position} (see {@link dev.tabula.core.spi.Svg#begin}). The options add a highlighted last
   * move, marked targets of legal moves, coordinates and a scale.
   *
   * @param state a state of this game
   * @param options what to show besides the state
   * @return the SVG document, well-formed XML
   * @throws IllegalMoveException if the options' last move was not legal in its state before, or a
   *     target move is not legal in the state
   * @throws IllegalArgumentException if the last move, played in its state before, does not lead to
   *     {@code state}
   */
  String svg(S state, SvgOptions<S, M> options);

  /**
   * Returns the game's pictures, if it has them.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @param game a game
   * @return the game itself as its pictures, or empty when it has none
   */
  static <S, M> Optional<Pictures<S, M>> of(Game<S, M> game) {
    return Capabilities.of(game, Pictures.class);
  }
}
