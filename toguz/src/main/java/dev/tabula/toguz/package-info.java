/**
 * Toguz Kumalak, the 2 x 9 mancala of Kazakhstan and Kyrgyzstan, on the {@code tabula-core} game
 * API.
 *
 * <ul>
 *   <li>{@link dev.tabula.toguz.ToguzGame}: the rules ({@link
 *       dev.tabula.toguz.ToguzGame#standard()}), notations, records, and a fast {@link
 *       dev.tabula.toguz.ToguzGame#randomPlayout random playout};
 *   <li>{@link dev.tabula.toguz.ToguzState}: an immutable position, with its FEN;
 *   <li>{@link dev.tabula.toguz.ToguzMove}: the hole played;
 * </ul>
 *
 * <p>Game records (PlayOK files, numbered move lists) are core's {@link
 * dev.tabula.core.GameRecord}; the {@code toguz} {@link dev.tabula.core.GameProvider} service lives
 * in the package {@code internal}, which is not exported.
 *
 * <p>Example:
 *
 * <pre>{@code
 * ToguzGame game = ToguzGame.standard();
 * ToguzState s = game.start();
 * s = game.apply(s, game.parseMove(s, "65"));      // White sows hole 6, captures 10
 * System.out.println(game.render(s, false));
 * ToguzState end = game.randomPlayout(s, new SplittableRandom(1));
 * System.out.println(game.result(end));            // e.g. scores [85, 77], ranks [0, 1]
 * }</pre>
 */
@NullMarked
package dev.tabula.toguz;

import org.jspecify.annotations.NullMarked;
