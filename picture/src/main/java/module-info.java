/**
 * Pictures of whole games: {@link dev.tabula.picture.HtmlReplay} turns game records into one
 * self-contained HTML page that steps through them, drawn with each game's {@link
 * dev.tabula.core.Pictures}.
 */
module dev.tabula.picture {
  requires transitive dev.tabula.core;

  exports dev.tabula.picture;
}
