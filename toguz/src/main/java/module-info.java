/**
 * Toguz Kumalak, the 2 x 9 mancala of Kazakhstan: {@link dev.tabula.toguz.ToguzGame} (the rules),
 * {@link dev.tabula.toguz.ToguzState} (positions and their FEN) and {@link
 * dev.tabula.toguz.ToguzMove}; game records are core's {@link dev.tabula.core.GameRecord}.
 * Registered as the {@code toguz} {@link dev.tabula.core.GameProvider}.
 */
module dev.tabula.toguz {
  requires transitive dev.tabula.core;

  exports dev.tabula.toguz;

  provides dev.tabula.core.GameProvider with
      dev.tabula.toguz.internal.ToguzProvider;
}
