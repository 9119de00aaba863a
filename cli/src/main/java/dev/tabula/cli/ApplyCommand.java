package dev.tabula.cli;

import dev.tabula.core.Describable;
import dev.tabula.core.Game;
import dev.tabula.core.IllegalMoveException;
import dev.tabula.core.NotationException;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code tabula apply}: plays moves from a position and prints the position reached. */
@Command(
    name = "apply",
    description = {
      "Plays the moves (chance outcomes included) in order and prints the resulting position in the"
          + " game's notation.",
      "An illegal or malformed move stops with exit status 2, naming the move and the reason (with"
          + " --verbose, after the lines of the moves before it)."
    })
final class ApplyCommand extends PositionCommand {

  @Option(
      names = {"-v", "--verbose"},
      description = "Before the position, print one line per move saying what it did.")
  boolean verbose;

  @Parameters(
      index = "1..*",
      paramLabel = "MOVE",
      arity = "0..*",
      description = "Moves in the game's notation. Put '--' before moves that begin with '-'.")
  List<String> moves = new ArrayList<>();

  ApplyCommand(Env env) {
    super(env);
  }

  @Override
  <S, M> int run(Game<S, M> game) {
    S state = startState(game);
    for (int i = 0; i < moves.size(); i++) {
      String text = moves.get(i);
      String which = "move " + (i + 1) + " '" + text + "'";
      if (game.isTerminal(state)) {
        throw new CliException(which + " is illegal: the game is over");
      }
      M move;
      try {
        move = game.parseMove(state, text);
      } catch (NotationException e) {
        throw new CliException(which + " is malformed: " + e.getMessage(), e);
      } catch (IllegalMoveException e) {
        throw new CliException(which + " is illegal: " + e.getMessage(), e);
      }
      S next;
      try {
        next = game.apply(state, move);
      } catch (IllegalMoveException e) {
        throw new CliException(which + " is illegal: " + e.getMessage(), e);
      }
      if (verbose) {
        // Printed at once: the lines of the moves before an illegal one stay.
        out().println(Describable.describe(game, state, move, next));
        out().flush();
      }
      state = next;
    }
    out().println(game.formatState(state));
    return 0;
  }
}
