/**
 * Stack-snake, 19 scale tiles in a line, on the {@code tabula-core} game API (rules: {@code
 * docs/rules/stack-snake.md}).
 *
 * <ul>
 *   <li>{@link dev.tabula.stacksnake.StackSnakeGame}: the rules ({@link
 *       dev.tabula.stacksnake.StackSnakeGame#standard()}, or {@link
 *       dev.tabula.stacksnake.StackSnakeGame#builder()} for another first colour, a turn cap or a
 *       fixed layout), the notations, drawings and the deal;
 *   <li>{@link dev.tabula.stacksnake.StackSnakeState}: an immutable state, with its notation; whose
 *       turn it is is {@link dev.tabula.stacksnake.StackSnakeState#currentPlayer()};
 *   <li>{@link dev.tabula.stacksnake.StackSnakeMove}: steps, swaps, the pass and the tiles dealt,
 *       each with its action id;
 *   <li>{@link dev.tabula.stacksnake.Tile} and {@link dev.tabula.stacksnake.Colour}: the scale
 *       tiles and their colours.
 * </ul>
 *
 * <p>Package-private beside them: the packed line and each rule on it as one function ({@code
 * Line}), the earlier positions for the repetition rule ({@code History}), the notations ({@code
 * StackSnakeNotation}) and the drawings ({@code StackSnakeRender} in text, {@code
 * StackSnakePicture} in SVG). The line is two words: {@code Line} computes the next words, and the
 * game makes every state from them in one place, for play and for parsing alike. Only {@link
 * dev.tabula.stacksnake.StackSnakeGame#randomPlayout} plays on a mutable scratch ({@code Playout}:
 * the words and the positions seen in local variables, a state made only at the end), and only
 * {@link dev.tabula.stacksnake.StackSnakeGame#perft} counts on the words themselves ({@code
 * PerftWalk}, no state per node), both by the same {@code Line} functions. The {@code stack-snake}
 * {@link dev.tabula.core.GameProvider} lives in the non-exported {@code
 * dev.tabula.stacksnake.internal}.
 *
 * <p>Example:
 *
 * <pre>{@code
 * StackSnakeGame game = StackSnakeGame.standard();
 * StackSnakeState s = game.deal(new SplittableRandom(1));  // the line laid out, White to move
 * s = game.apply(s, game.legalMoves(s).get(0));
 * System.out.println(game.render(s, false));
 * System.out.println(s.currentPlayer());                    // 1: Black's turn
 * }</pre>
 */
@NullMarked
package dev.tabula.stacksnake;

import org.jspecify.annotations.NullMarked;
