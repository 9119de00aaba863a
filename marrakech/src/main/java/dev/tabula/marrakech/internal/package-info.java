/**
 * Not exported: {@link dev.tabula.marrakech.internal.MarrakechProvider}, the {@code marrakech}
 * service for {@link dev.tabula.core.GameProvider}, through which tools such as the command line
 * find and set up the game.
 */
@NullMarked
package dev.tabula.marrakech.internal;

import org.jspecify.annotations.NullMarked;
