/**
 * Pictures of game states for people: standalone SVG documents ({@link dev.tabula.core.Game#svg},
 * drawn with {@link dev.tabula.core.picture.Svg} and configured by {@link
 * dev.tabula.core.picture.SvgOptions}) and self-contained HTML replays of game records ({@link
 * dev.tabula.core.picture.HtmlReplay}).
 *
 * <p>Every picture is self-contained: no fonts, scripts or files are fetched, text uses generic
 * font families, and colours come from the colour-blind-safe {@link
 * dev.tabula.core.picture.Svg#PALETTE}.
 */
@NullMarked
package dev.tabula.core.picture;

import org.jspecify.annotations.NullMarked;
