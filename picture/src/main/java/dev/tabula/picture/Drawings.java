package dev.tabula.picture;

import dev.tabula.core.Describable;
import dev.tabula.core.Game;
import dev.tabula.core.Pictures;
import dev.tabula.core.SvgOptions;
import dev.tabula.core.spi.Svg;
import java.util.Optional;

/** Pictures of any game: its own when it has {@link Pictures}, else a picture of its text. */
public final class Drawings {
  private Drawings() {}

  /**
   * Draws a state of any game as a standalone SVG document: the game's {@link Pictures#svg} when it
   * has pictures, else its text board ({@link Describable#render(Game, Object, boolean)}) drawn as
   * monospace text ({@link Svg#ofText}), which reads only the options' scale.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @param game the game
   * @param state a state of it
   * @param options what to show besides the state
   * @return the SVG document, well-formed XML
   * @throws dev.tabula.core.IllegalMoveException if the game draws the options' moves and one is
   *     not legal
   * @throws IllegalArgumentException if the game draws the last move and it does not lead to {@code
   *     state}
   */
  public static <S, M> String svg(Game<S, M> game, S state, SvgOptions<S, M> options) {
    Optional<Pictures<S, M>> own = Pictures.of(game);
    if (own.isPresent()) {
      return own.get().svg(state, options);
    }
    return Svg.ofText(
        game.name(), game.formatState(state), Describable.render(game, state, false), options);
  }
}
