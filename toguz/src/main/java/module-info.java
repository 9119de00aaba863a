/**
 * Toguz Kumalak, the 2 x 9 mancala of Kazakhstan: {@link dev.tabula.toguz.ToguzGame} (the rules),
 * {@link dev.tabula.toguz.ToguzState} (positions and their FEN), {@link dev.tabula.toguz.ToguzMove},
 * and game records ({@link dev.tabula.toguz.ToguzRecords}). Registered as the {@code toguz} {@link
 * dev.tabula.core.GameProvider}.
 */
module dev.tabula.toguz {
  requires transitive dev.tabula.core;

  exports dev.tabula.toguz;

  provides dev.tabula.core.GameProvider with dev.tabula.toguz.ToguzProvider;
}
