/**
 * Marrakech, the carpet market, for 2, 3 or 4 players, on the {@code tabula-core} game API, as
 * {@code docs/rules/marrakech.md} states the rules.
 *
 * <ul>
 *   <li>{@link dev.tabula.marrakech.MarrakechGame}: the rules ({@link
 *       dev.tabula.marrakech.MarrakechGame#standard()}, {@link
 *       dev.tabula.marrakech.MarrakechGame#builder()} for other setups), the notations and records,
 *       and queries for bots and user interfaces (Assam's walk, the legal placements);
 *   <li>{@link dev.tabula.marrakech.MarrakechState}: an immutable position, with its notation;
 *   <li>{@link dev.tabula.marrakech.MarrakechMove}: a decision (orient Assam, place a rug) or a
 *       chance outcome (the die, the colour drawn), with its action id;
 *   <li>{@link dev.tabula.marrakech.Phase}, {@link dev.tabula.marrakech.Facing}, {@link
 *       dev.tabula.marrakech.Colour} and {@link dev.tabula.marrakech.AssamPosition}: the small
 *       values of the game.
 * </ul>
 *
 * <p>Example:
 *
 * <pre>{@code
 * MarrakechGame game = MarrakechGame.builder().players(3).build();
 * MarrakechState s = game.start();
 * s = game.apply(s, game.parseMove(s, "L"));       // seat 0 turns Assam left
 * s = game.apply(s, game.parseMove(s, "3"));       // the die shows 3
 * System.out.println(game.render(s, false));
 * MarrakechState end = game.randomPlayout(s, new SplittableRandom(1), Integer.MAX_VALUE);
 * System.out.println(game.result(end));
 * }</pre>
 */
@NullMarked
package dev.tabula.marrakech;

import org.jspecify.annotations.NullMarked;
