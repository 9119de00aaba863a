package dev.tabula.cli;

import dev.tabula.core.Game;
import dev.tabula.core.IllegalMoveException;
import dev.tabula.core.NotationException;
import dev.tabula.core.SvgOptions;
import dev.tabula.picture.Drawings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code tabula render}: a position as an SVG picture on standard output. */
@Command(
    name = "render",
    description = {
      "Draws a position (default: the start) as an SVG picture on standard output:"
          + " 'tabula render GAME > board.svg'.",
      "The picture is standalone (no fonts or files are fetched), and its root element carries the"
          + " game's name and the drawn position's notation as data-game and data-position.",
      "With --last-move M, M is played from the position, and the picture shows the position it"
          + " leads to with M highlighted; --targets then marks the legal moves of that position."
    })
final class RenderCommand extends PositionCommand {

  @Option(
      names = "--last-move",
      paramLabel = "M",
      description =
          "A move (or chance outcome) in the game's notation, legal in the position: play it and"
              + " draw the position it leads to, with the move highlighted.")
  String lastMove;

  @Option(
      names = "--targets",
      description =
          "Mark where each legal move of the drawn position goes (at a chance node: each"
              + " possible outcome).")
  boolean targets;

  @Option(
      names = "--coordinates",
      description = "Label rows, columns and holes with the coordinates of the move notation.")
  boolean coordinates;

  @Option(
      names = "--scale",
      paramLabel = "F",
      description =
          "Multiply the picture's width and height by F, in [0.01, 100]; default 1. The drawing"
              + " has a viewBox, so a page can also scale it to any size.")
  Double scale;

  RenderCommand(Env env) {
    super(env);
  }

  @Override
  <S, M> int run(Game<S, M> game) {
    SvgOptions<S, M> options = SvgOptions.<S, M>defaults().coordinates(coordinates);
    if (scale != null) {
      if (!(scale >= 0.01 && scale <= 100)) {
        throw badOptions("--scale must be in [0.01, 100], got " + scale);
      }
      options = options.scale(scale);
    }
    S state = startState(game);
    if (lastMove != null) {
      String which = "--last-move '" + lastMove + "'";
      if (game.isTerminal(state)) {
        throw new CliException(which + " is illegal: the game is over");
      }
      M move;
      S next;
      try {
        move = game.parseMove(state, lastMove);
        next = game.apply(state, move);
      } catch (NotationException e) {
        throw new CliException(which + " is malformed: " + e.getMessage(), e);
      } catch (IllegalMoveException e) {
        throw new CliException(which + " is illegal: " + e.getMessage(), e);
      }
      options = options.lastMove(state, move);
      state = next;
    }
    if (targets) {
      options = options.targets(game.legalMoves(state));
    }
    out().print(Drawings.svg(game, state, options));
    return 0;
  }
}
