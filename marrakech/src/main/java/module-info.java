/** Marrakech rules engine (placeholder until the engine lands). */
module dev.tabula.marrakech {
  requires transitive dev.tabula.core;

  exports dev.tabula.marrakech;
}
