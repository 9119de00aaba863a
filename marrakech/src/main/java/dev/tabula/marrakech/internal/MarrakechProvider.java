package dev.tabula.marrakech.internal;

import dev.tabula.core.spi.ProviderBase;
import dev.tabula.marrakech.MarrakechGame;
import java.util.Map;
import java.util.OptionalInt;

/**
 * Makes {@link MarrakechGame} games for tools such as the command line: name {@code marrakech},
 * options {@code players} (2, 3 or 4; default 4), {@code first} (the seat that begins; default 0)
 * and {@code facing} (Assam's starting facing N, E, S or W; default N), as {@link
 * MarrakechGame#options()} writes them.
 */
public final class MarrakechProvider extends ProviderBase {
  /** Creates the provider (called by {@link java.util.ServiceLoader}). */
  public MarrakechProvider() {
    super(
        "marrakech",
        "Marrakech, the carpet market: 2 to 4 players move Assam, pay for rugs and place rugs",
        "players",
        "number of players, 2, 3 or 4 (default 4)",
        "first",
        "the seat that begins, 0 .. players-1 (default 0)",
        "facing",
        "Assam's starting facing, N, E, S or W (default N)");
  }

  /**
   * Creates the game with the given options; see {@link MarrakechGame.Builder#options(Map)}.
   *
   * @param options option values as text; options not given take their defaults
   * @return the game
   * @throws IllegalArgumentException if an option is unknown or its value is invalid
   */
  @Override
  public MarrakechGame create(Map<String, String> options) {
    return MarrakechGame.builder().options(options).build();
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
