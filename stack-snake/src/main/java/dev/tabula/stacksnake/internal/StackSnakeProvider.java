package dev.tabula.stacksnake.internal;

import dev.tabula.core.GameSetup;
import dev.tabula.core.spi.ProviderBase;
import dev.tabula.stacksnake.StackSnakeGame;

/**
 * Makes {@link StackSnakeGame} games by name ({@code "stack-snake"}) for tools such as the command
 * line. Options ({@link StackSnakeGame#setupOptions()}): {@code first} ({@code W} or {@code B}),
 * {@code max-turns} (a whole number, 0 = no cap) and {@code layout} (19 tiles joined by {@code /},
 * e.g. {@code W1/B2/N/...}); a game's {@link StackSnakeGame#options()} gives them back, so {@code
 * create(game.options())} equals {@code game}.
 */
public final class StackSnakeProvider extends ProviderBase {

  /** Creates the provider (for {@link java.util.ServiceLoader}). */
  public StackSnakeProvider() {
    super(
        "stack-snake",
        "Stack-snake: 19 scale tiles in a line; step stacks by their top tile's mark, first stack"
            + " of seven wins",
        StackSnakeGame.setupOptions());
  }

  /**
   * Creates the game with a resolved setup of {@link StackSnakeGame#setupOptions()}.
   *
   * @param setup the setup
   * @return the game
   */
  @Override
  public StackSnakeGame create(GameSetup setup) {
    return StackSnakeGame.builder()
        .first(setup.get(StackSnakeGame.FIRST).seat())
        .maxTurns(setup.get(StackSnakeGame.MAX_TURNS))
        .layout(setup.find(StackSnakeGame.LAYOUT).orElse(null))
        .build();
  }
}
