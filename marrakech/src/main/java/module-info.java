/**
 * Marrakech (the carpet market) rules engine: {@link dev.tabula.marrakech.MarrakechGame} implements
 * the rules of {@code docs/rules/marrakech.md} over the {@code dev.tabula.core} game API. The
 * package {@code dev.tabula.marrakech.internal} holds the {@link dev.tabula.core.GameProvider}
 * service and is not exported.
 */
module dev.tabula.marrakech {
  requires transitive dev.tabula.core;
  requires static com.google.errorprone.annotations;

  exports dev.tabula.marrakech;

  provides dev.tabula.core.GameProvider with
      dev.tabula.marrakech.internal.MarrakechProvider;
}
