/**
 * The conformance suite of the {@link dev.tabula.core.Game} contract: {@link
 * dev.tabula.testkit.Conformance} plays seeded random games, checks the contract at every ply,
 * round trips every game through the record format and fuzzes the game's notations. Failures are
 * {@link AssertionError}s naming the seed and the moves.
 */
@NullMarked
package dev.tabula.testkit;

import org.jspecify.annotations.NullMarked;
