package dev.tabula.stacksnake;

import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Playouts;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** Shared positions and helpers for the tests. */
final class Positions {
  private Positions() {}

  static final StackSnakeGame GAME = StackSnakeGame.standard();

  /** The example position of the rules document, from which the perft counts are given. */
  static final String SPEC = "W1/B2/N/W3/B1/W2/B3/W1/B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3 W -";

  /**
   * Four stacks; Black to move. White's two stacks (positions 2 and 3, W3 on top) cannot step on a
   * line of four. Black's stacks at the ends can; 1=2 and 4=3 make a stack of seven.
   */
  static final String FOUR = "W1W1W1B1/W2W2B2B2W3/W2B3B3B3W3/NB2B1W3B1 B -";

  /** Black to move: 1-2 makes a stack of exactly 7, 1=2 one of 8. */
  static final String TALL = "W1W1B1/W2W2W2B2B2W3/W1B3B3B3W3/NB2B1W3B1 B -";

  static StackSnakeState pos(String text) {
    return GAME.parseState(text);
  }

  static StackSnakeState play(StackSnakeState s, String... moves) {
    for (String m : moves) {
      s = GAME.apply(s, GAME.parseMove(s, m));
    }
    return s;
  }

  static List<String> moves(StackSnakeState s) {
    List<String> out = new ArrayList<>();
    for (StackSnakeMove m : GAME.legalMoves(s)) {
      out.add(GAME.formatMove(s, m));
    }
    return out;
  }

  /** The three spec fields of a state's notation (line, side, swap), without turn and history. */
  static String position(StackSnakeState s) {
    String[] f = s.toString().split(" ");
    String three = f[0] + " " + f[1] + " " + f[2];
    if (!three.equals(s.positionNotation())) {
      throw new AssertionError(three + " vs " + s.positionNotation());
    }
    return three;
  }

  /**
   * The states of random games from {@code game.start()}, the end included: chance outcomes by
   * their probabilities, moves uniformly, all drawn from {@code random}.
   */
  static List<StackSnakeState> randomGames(
      StackSnakeGame game, int games, SplittableRandom random) {
    List<StackSnakeState> out = new ArrayList<>();
    for (int g = 0; g < games; g++) {
      StackSnakeState s = game.start();
      out.add(s);
      while (!game.isTerminal(s)) {
        if (game.isChance(s)) {
          List<ChanceOutcome<StackSnakeMove>> o = game.chanceOutcomes(s);
          s = game.apply(s, Playouts.sampleChance(o, random));
        } else {
          List<StackSnakeMove> moves = game.legalMoves(s);
          s = game.apply(s, moves.get(random.nextInt(moves.size())));
        }
        out.add(s);
      }
    }
    return out;
  }
}
