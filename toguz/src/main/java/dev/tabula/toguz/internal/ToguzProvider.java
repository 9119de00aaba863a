package dev.tabula.toguz.internal;

import dev.tabula.core.Game;
import dev.tabula.core.GameProvider;
import dev.tabula.core.spi.ProviderBase;
import dev.tabula.toguz.ToguzGame;
import java.util.Map;

/**
 * Makes {@link ToguzGame#standard()} available to {@link GameProvider#find} under the name {@code
 * "toguz"}. The game has no setup options.
 */
public final class ToguzProvider extends ProviderBase {

  /** Creates the provider (called by {@link java.util.ServiceLoader}). */
  public ToguzProvider() {
    super(
        "toguz",
        "Toguz Kumalak, the 2 x 9 mancala of Kazakhstan (162 stones, tuzdyks, first to 82)");
  }

  /**
   * Returns {@link ToguzGame#standard()}.
   *
   * @param options must be empty
   * @return the game
   * @throws IllegalArgumentException if any option is given
   */
  @Override
  public Game<?, ?> create(Map<String, String> options) {
    if (!options.isEmpty()) {
      throw new IllegalArgumentException(
          "toguz has no options; unknown: " + String.join(", ", options.keySet()));
    }
    return ToguzGame.standard();
  }
}
