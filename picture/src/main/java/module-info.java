/**
 * Pictures of whole games: {@link dev.tabula.picture.HtmlReplay} turns game records into one
 * self-contained HTML page that steps through them, drawn with each game's {@link
 * dev.tabula.core.Pictures} ({@link dev.tabula.picture.Drawings} draws any game). The page's data
 * is JSON written by Jackson.
 */
module dev.tabula.picture {
  requires transitive dev.tabula.core;
  requires com.fasterxml.jackson.core;

  exports dev.tabula.picture;
}
