package example.tictactoe.internal;

import dev.tabula.core.GameSetup;
import dev.tabula.core.spi.ProviderBase;
import example.tictactoe.TicTacToe;
import java.util.List;

/** Makes {@link TicTacToe} available to tools by the name {@code tic-tac-toe}. */
public final class TicTacToeProvider extends ProviderBase {

  /** Creates the provider (called by {@link java.util.ServiceLoader}). */
  public TicTacToeProvider() {
    super("tic-tac-toe", "Tic-tac-toe: three in a row on a 3 x 3 board", List.of());
  }

  /** The game has no options: any option given by name is refused before this is called. */
  @Override
  public TicTacToe create(GameSetup setup) {
    return TicTacToe.standard();
  }
}
