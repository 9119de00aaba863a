package dev.tabula.cli;

import dev.tabula.core.Game;
import dev.tabula.core.GameResult;
import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;

/**
 * Text for game results: one token for scripts, one phrase for people. Seats are numbered from 0,
 * as in the core API and the games' notations.
 */
final class Results {
  private Results() {}

  /**
   * The result token of a state: {@link GameResult#token()} once the game is over, {@link
   * GameResult#UNFINISHED} before.
   */
  static <S> String token(Game<S, ?> game, S state) {
    return game.isTerminal(state) ? game.result(state).token() : GameResult.UNFINISHED;
  }

  /** For people: e.g. {@code player 0 wins (scores 82, 43)} or {@code draw (scores 81, 81)}. */
  static String phrase(Game<?, ?> game, GameResult r) {
    StringJoiner scores = new StringJoiner(", ", "scores ", "");
    for (int p = 0; p < r.numPlayers(); p++) {
      scores.add(Long.toString(r.score(p)));
    }
    List<Integer> winners = r.winners();
    String who;
    if (r.numPlayers() > 1 && r.isDraw()) {
      who = "draw";
    } else if (winners.size() == 1) {
      who = game.playerName(winners.get(0)) + " wins";
    } else {
      List<String> names = new ArrayList<>();
      for (int w : winners) {
        names.add(game.playerName(w));
      }
      who = String.join(" and ", names) + " share the win";
    }
    return who + " (" + scores + ")";
  }
}
