/**
 * The shared Tabula game API: {@link dev.tabula.core.Game} (a stateless rules object over immutable
 * state values), chance events, action ids, text notation, game records, and the generic tools
 * every game gets for free: {@link dev.tabula.core.Perft} and {@link dev.tabula.core.Playouts}.
 * Optional capabilities ({@link dev.tabula.core.Observations}, {@link dev.tabula.core.Heuristics},
 * {@link dev.tabula.core.Pictures}, {@link dev.tabula.core.Describable}, {@link
 * dev.tabula.core.FastPlayouts}, {@link dev.tabula.core.FastPerft}) are small interfaces a game
 * implements beside {@code Game}. The package {@code dev.tabula.core.spi} holds the helpers for
 * writing a game.
 *
 * <p>Games are discovered through {@link dev.tabula.core.GameProvider} services.
 */
module dev.tabula.core {
  // The API is annotated (@NullMarked, @Nullable): every module that reads this one reads the
  // annotations too, at compile time; at run time they are optional.
  requires static transitive org.jspecify;
  // @CheckReturnValue on configuration objects whose setters return copies: for the compiler only.
  requires static com.google.errorprone.annotations;

  exports dev.tabula.core;
  exports dev.tabula.core.spi;

  uses dev.tabula.core.GameProvider;
}
