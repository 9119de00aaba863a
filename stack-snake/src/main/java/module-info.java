/** Stack-snake rules engine (placeholder until the engine lands). */
module dev.tabula.stacksnake {
  requires transitive dev.tabula.core;

  exports dev.tabula.stacksnake;
}
