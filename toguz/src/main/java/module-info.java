/** Toguz Kumalak rules engine (placeholder until the engine lands). */
module dev.tabula.toguz {
  requires transitive dev.tabula.core;

  exports dev.tabula.toguz;
}
