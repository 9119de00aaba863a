package dev.tabula.cli;

import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Game;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code tabula moves}: the legal moves, or the chance outcomes with their probabilities. */
@Command(
    name = "moves",
    description = {
      "Prints the legal moves in the game's order, one per line, in its move notation.",
      "At a chance node: each outcome and its exact probability, like '2 1/3'.",
      "Prints nothing when the game is over."
    })
final class MovesCommand extends PositionCommand {

  @Option(names = "--ids", description = "Also print each move's action id, as 'id=N'.")
  boolean ids;

  MovesCommand(Env env) {
    super(env);
  }

  @Override
  <S, M> int run(Game<S, M> game) {
    S state = startState(game);
    if (game.isChance(state)) {
      for (ChanceOutcome<M> o : game.chanceOutcomes(state)) {
        long g = gcd(o.numerator(), o.denominator());
        out()
            .println(
                game.formatMove(state, o.outcome())
                    + " "
                    + (o.numerator() / g)
                    + "/"
                    + (o.denominator() / g)
                    + id(game, state, o.outcome()));
      }
    } else {
      for (M m : game.legalMoves(state)) {
        out().println(game.formatMove(state, m) + id(game, state, m));
      }
    }
    return 0;
  }

  private <S, M> String id(Game<S, M> game, S state, M move) {
    return ids ? " id=" + game.actionId(state, move) : "";
  }

  static long gcd(long a, long b) {
    while (b != 0) {
      long t = a % b;
      a = b;
      b = t;
    }
    return a;
  }
}
