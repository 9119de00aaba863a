/** HTML replays of game records: {@link dev.tabula.picture.HtmlReplay}. */
@NullMarked
package dev.tabula.picture;

import org.jspecify.annotations.NullMarked;
