/**
 * Parsing support shared by every game's notations: {@link dev.tabula.core.text.TextCursor}, a
 * position in a text that reads characters, numbers and tokens and fails with a {@link
 * dev.tabula.core.NotationException} saying where and what was expected. Game modules (and authors
 * of new games) use it so that all notations report errors alike.
 */
@NullMarked
package dev.tabula.core.text;

import org.jspecify.annotations.NullMarked;
