package dev.tabula.stacksnake.internal;

import dev.tabula.core.Game;
import dev.tabula.core.NotationException;
import dev.tabula.core.spi.ProviderBase;
import dev.tabula.stacksnake.Colour;
import dev.tabula.stacksnake.StackSnakeGame;
import dev.tabula.stacksnake.StackSnakeState;
import dev.tabula.stacksnake.Tile;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Makes {@link StackSnakeGame} games by name ({@code "stack-snake"}) for tools such as the command
 * line. Options: {@code first} ({@code W} or {@code B}), {@code max-turns} (a whole number, 0 = no
 * cap) and {@code layout} (19 tiles joined by {@code /}, e.g. {@code W1/B2/N/...}); a game's {@link
 * StackSnakeGame#options()} gives them back, so {@code create(game.options())} equals {@code game}.
 */
public final class StackSnakeProvider extends ProviderBase {

  /** Creates the provider (for {@link java.util.ServiceLoader}). */
  public StackSnakeProvider() {
    super(
        "stack-snake",
        "Stack-snake: 19 scale tiles in a line; step stacks by their top tile's mark, first stack"
            + " of seven wins",
        "first",
        "the colour that moves first: W (default) or B",
        "max-turns",
        "draw after this many turns; 0 (default) = no cap",
        "layout",
        "a fixed layout instead of a random deal: 19 tiles left to right joined by /,"
            + " e.g. W1/B2/N/W3/B1/W2/B3/W1/B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3");
  }

  /**
   * Creates the game.
   *
   * @throws IllegalArgumentException if an option is unknown or invalid, saying which
   */
  @Override
  public Game<?, ?> create(Map<String, String> options) {
    StackSnakeGame.Builder b = StackSnakeGame.builder();
    for (Map.Entry<String, String> o : options.entrySet()) {
      String v = o.getValue() == null ? "" : o.getValue().trim();
      switch (o.getKey()) {
        case "first":
          if (v.equalsIgnoreCase("W") || v.equalsIgnoreCase("white")) {
            b.first(Colour.WHITE.seat());
          } else if (v.equalsIgnoreCase("B") || v.equalsIgnoreCase("black")) {
            b.first(Colour.BLACK.seat());
          } else {
            throw new IllegalArgumentException("option first: W or B, got '" + v + "'");
          }
          break;
        case "max-turns":
          try {
            b.maxTurns(Integer.parseInt(v));
          } catch (NumberFormatException e) {
            throw new IllegalArgumentException(
                "option max-turns: a whole number >= 0, got '" + v + "'");
          } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("option max-turns: " + e.getMessage(), e);
          }
          break;
        case "layout":
          b.layout(parseLayout(v));
          break;
        default:
          throw new IllegalArgumentException(
              "unknown option '"
                  + o.getKey()
                  + "' for stack-snake; options: "
                  + String.join(", ", options().keySet()));
      }
    }
    return b.build();
  }

  private static List<Tile> parseLayout(String v) {
    StackSnakeState s;
    try {
      s = StackSnakeGame.standard().parseState(v + " W -");
    } catch (NotationException e) {
      throw new IllegalArgumentException(
          "option layout: at offset " + e.offset() + ": " + e.expected(), e);
    }
    List<Tile> tiles = new ArrayList<>();
    for (int k = 0; k < s.stackCount(); k++) {
      if (s.height(k) != 1) {
        throw new IllegalArgumentException("option layout: every position holds one tile");
      }
      tiles.add(s.top(k));
    }
    return tiles;
  }
}
