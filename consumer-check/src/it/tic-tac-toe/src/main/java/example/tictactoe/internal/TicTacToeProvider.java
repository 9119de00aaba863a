package example.tictactoe.internal;

import dev.tabula.core.Game;
import dev.tabula.core.spi.ProviderBase;
import example.tictactoe.TicTacToe;
import java.util.Map;

/** Makes {@link TicTacToe} available to tools by the name {@code tic-tac-toe}. */
public final class TicTacToeProvider extends ProviderBase {

  /** Creates the provider (called by {@link java.util.ServiceLoader}). */
  public TicTacToeProvider() {
    super("tic-tac-toe", "Tic-tac-toe: three in a row on a 3 x 3 board");
  }

  @Override
  public Game<?, ?> create(Map<String, String> options) {
    if (!options.isEmpty()) {
      throw new IllegalArgumentException(
          "tic-tac-toe has no options; unknown: " + String.join(", ", options.keySet()));
    }
    return TicTacToe.standard();
  }
}
