package dev.tabula.toguz.internal;

import dev.tabula.core.GameProvider;
import dev.tabula.core.GameSetup;
import dev.tabula.core.spi.ProviderBase;
import dev.tabula.toguz.ToguzGame;
import java.util.List;

/**
 * Makes {@link ToguzGame#standard()} available to {@link GameProvider#find} under the name {@code
 * "toguz"}. The game has no setup options.
 */
public final class ToguzProvider extends ProviderBase {

  /** Creates the provider (called by {@link java.util.ServiceLoader}). */
  public ToguzProvider() {
    super(
        "toguz",
        "Toguz Kumalak, the 2 x 9 mancala of Kazakhstan (162 stones, tuzdyks, first to 82)",
        List.of());
  }

  /**
   * Returns {@link ToguzGame#standard()}: the game has no options, so every setup is the empty one
   * ({@link #create(java.util.Map)} refuses any option by name).
   *
   * @param setup the setup
   * @return the game
   */
  @Override
  public ToguzGame create(GameSetup setup) {
    return ToguzGame.standard();
  }
}
