package dev.tabula.marrakech.internal;

import dev.tabula.core.GameSetup;
import dev.tabula.core.spi.ProviderBase;
import dev.tabula.marrakech.MarrakechGame;
import java.util.Map;
import java.util.OptionalInt;

/**
 * Makes {@link MarrakechGame} games for tools such as the command line: name {@code marrakech},
 * options {@code players} (2, 3 or 4; default 4), {@code first} (the seat that begins; default 0)
 * and {@code facing} (Assam's starting facing N, E, S or W; default N): {@link
 * MarrakechGame#setupOptions()}, as {@link MarrakechGame#options()} writes them.
 */
public final class MarrakechProvider extends ProviderBase {
  /** Creates the provider (called by {@link java.util.ServiceLoader}). */
  public MarrakechProvider() {
    super(
        "marrakech",
        "Marrakech, the carpet market: 2 to 4 players move Assam, pay for rugs and place rugs",
        MarrakechGame.setupOptions());
  }

  /**
   * Creates the game with a resolved setup of {@link MarrakechGame#setupOptions()}.
   *
   * @param setup the setup
   * @return the game
   * @throws IllegalArgumentException if the first seat is not one of the players'
   */
  @Override
  public MarrakechGame create(GameSetup setup) {
    return MarrakechGame.builder()
        .players(setup.get(MarrakechGame.PLAYERS))
        .first(setup.get(MarrakechGame.FIRST))
        .facing(setup.get(MarrakechGame.FACING))
        .build();
  }

  /**
   * Returns {@code players=N} when the text reads as a position as far as its players field (see
   * {@link MarrakechGame#playersIn}), so that a 2-player position sets up a 2-player game; else an
   * empty map.
   *
   * @param position a position in the notation
   * @return {@code players} and its value, or an empty map
   */
  @Override
  public Map<String, String> optionsFor(CharSequence position) {
    OptionalInt players = MarrakechGame.playersIn(position);
    return players.isPresent() ? Map.of("players", String.valueOf(players.getAsInt())) : Map.of();
  }
}
