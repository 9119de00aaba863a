/**
 * The game API: {@link dev.tabula.core.Game}, a stateless rules object over immutable state values,
 * with chance nodes, dense action ids, notations and results; its optional capabilities ({@link
 * dev.tabula.core.Observations}, {@link dev.tabula.core.Heuristics}, {@link
 * dev.tabula.core.Pictures}, {@link dev.tabula.core.Describable}, {@link
 * dev.tabula.core.FastPlayouts}); {@link dev.tabula.core.GameRecord}, the one record model; and the
 * generic tools every game gets: {@link dev.tabula.core.Perft} and {@link
 * dev.tabula.core.Playouts}. Games are found by name through {@link dev.tabula.core.GameProvider}
 * services.
 */
@NullMarked
package dev.tabula.core;

import org.jspecify.annotations.NullMarked;
