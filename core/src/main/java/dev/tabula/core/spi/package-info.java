/**
 * Helpers for writing a game, exported to every game module, this project's and anyone else's:
 * {@link dev.tabula.core.spi.ProviderBase} holds what a game's {@link dev.tabula.core.GameProvider}
 * says about itself, {@link dev.tabula.core.spi.Svg} writes the SVG pictures of {@link
 * dev.tabula.core.Pictures} (no fonts, scripts or files fetched; colours from the colour-blind-safe
 * {@link dev.tabula.core.spi.Svg#PALETTE}), and {@link dev.tabula.core.spi.ActionBuffers} checks a
 * caller's action id buffer. Parsers read notation with {@link dev.tabula.core.TextCursor}.
 */
@NullMarked
package dev.tabula.core.spi;

import org.jspecify.annotations.NullMarked;
