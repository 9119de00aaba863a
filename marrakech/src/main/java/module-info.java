/**
 * Marrakech (the carpet market) rules engine: {@link dev.tabula.marrakech.Marrakech} implements the
 * rules of {@code shared/rules/marrakech.md} over the {@code dev.tabula.core} game API.
 */
module dev.tabula.marrakech {
  requires transitive dev.tabula.core;

  exports dev.tabula.marrakech;

  provides dev.tabula.core.GameProvider with dev.tabula.marrakech.MarrakechProvider;
}
