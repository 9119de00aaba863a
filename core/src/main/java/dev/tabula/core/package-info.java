/**
 * The game API: {@link dev.tabula.core.Game}, a stateless rules object over immutable state values,
 * with chance nodes, dense action ids, notations and results; {@link dev.tabula.core.GameRecord},
 * the one record model; and the generic tools every game gets: {@link dev.tabula.core.Perft},
 * {@link dev.tabula.core.Playouts}, {@link dev.tabula.core.Agents}, the searches of {@link
 * dev.tabula.core.Searches}. Games are found by name through {@link dev.tabula.core.GameProvider}
 * services.
 */
@NullMarked
package dev.tabula.core;

import org.jspecify.annotations.NullMarked;
