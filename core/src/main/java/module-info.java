/**
 * The shared Tabula game API: {@link dev.tabula.core.Game} (a stateless rules object over immutable
 * state values), chance events, action ids, text notation, and the generic tools every game gets
 * for free: {@link dev.tabula.core.Perft}, {@link dev.tabula.core.Playouts}, {@link
 * dev.tabula.core.Agents}, {@link dev.tabula.core.GameRecord} replay.
 *
 * <p>Games are discovered through {@link dev.tabula.core.GameProvider} services.
 */
module dev.tabula.core {
  // The API is annotated (@NullMarked, @Nullable): every module that reads this one reads the
  // annotations too, at compile time; at run time they are optional.
  requires static transitive org.jspecify;

  exports dev.tabula.core;
  exports dev.tabula.core.picture;
  exports dev.tabula.core.text;
  exports dev.tabula.core.internal to
      dev.tabula.toguz,
      dev.tabula.marrakech,
      dev.tabula.stacksnake;

  uses dev.tabula.core.GameProvider;
}
