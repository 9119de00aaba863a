package dev.tabula.cli;

import dev.tabula.core.Game;
import picocli.CommandLine.Mixin;

/**
 * A game command that starts from a position: {@code -p, --position}, by default the game's start.
 * The game is set up for the position (the options it implies, such as its number of players).
 */
abstract class PositionCommand extends GameCommand {
  @Mixin PositionOption position;

  PositionCommand(Env env) {
    super(env);
  }

  @Override
  final String setupPosition() {
    return position.setupText();
  }

  /** The position to start from: the given one parsed for the game, or the game's start. */
  final <S> S startState(Game<S, ?> game) {
    return position(game, position.text);
  }
}
