package example;

import dev.tabula.core.GameProvider;
import dev.tabula.core.Playouts;
import dev.tabula.toguz.ToguzGame;
import dev.tabula.toguz.ToguzState;
import java.util.SplittableRandom;

/** Code a user writes on the module path: a random game, and the game found as a service. */
public final class SelfPlay {
  private SelfPlay() {}

  /**
   * Plays one random game.
   *
   * @param seed the seed
   * @return the final position's FEN
   */
  public static String randomGame(long seed) {
    ToguzState end = Playouts.randomPlayout(ToguzGame.standard(), ToguzGame.standard().start(),
        new SplittableRandom(seed));
    return ToguzGame.standard().formatState(end);
  }

  /**
   * Finds the game through the service loader, as tools do.
   *
   * @return the game's name
   */
  public static String serviceName() {
    return GameProvider.find("toguz").create(java.util.Map.of()).name();
  }
}
