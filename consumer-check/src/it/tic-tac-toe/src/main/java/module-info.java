/**
 * Tic-tac-toe, written as a game project outside Tabula would write one: against Tabula's exported
 * packages only (the module system refuses anything else), registered as a game provider, and
 * checked by the testkit's conformance suite.
 */
module example.tictactoe {
  requires transitive dev.tabula.core;

  exports example.tictactoe;

  provides dev.tabula.core.GameProvider with
      example.tictactoe.internal.TicTacToeProvider;
}
