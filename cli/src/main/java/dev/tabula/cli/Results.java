package dev.tabula.cli;

import dev.tabula.core.Game;
import dev.tabula.core.GameResult;
import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;

/** Text for game results: one token for scripts, one phrase for people. Seats are numbered from 0, as in the
 * core API and the games' notations. */
final class Results {
  private Results() {}

  /** The token of an unfinished game. */
  static final String UNFINISHED = "*";

  /**
   * One token without spaces: {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} for two players; for more, the
   * seats (from 0) best first, {@code >} between ranks and {@code =} between tied seats, e.g. {@code
   * 1>0=2}; {@code *} when the game is not over.
   */
  static <S> String token(Game<S, ?> game, S state) {
    if (!game.isTerminal(state)) {
      return UNFINISHED;
    }
    return token(game.result(state));
  }

  static String token(GameResult r) {
    int n = r.numPlayers();
    if (n == 2) {
      if (r.isDraw()) {
        return "1/2-1/2";
      }
      return r.rank(0) == 0 ? "1-0" : "0-1";
    }
    StringBuilder sb = new StringBuilder();
    List<Integer> order = r.ranking();
    for (int i = 0; i < order.size(); i++) {
      int seat = order.get(i);
      if (i > 0) {
        sb.append(r.rank(seat) == r.rank(order.get(i - 1)) ? '=' : '>');
      }
      sb.append(seat);
    }
    return sb.toString();
  }

  /** For people: e.g. {@code player 0 wins (scores 82, 43)} or {@code draw (scores 81, 81)}. */
  static String phrase(GameResult r) {
    StringJoiner scores = new StringJoiner(", ", "scores ", "");
    for (int p = 0; p < r.numPlayers(); p++) {
      scores.add(Long.toString(r.score(p)));
    }
    List<Integer> winners = r.winners();
    String who;
    if (r.numPlayers() > 1 && r.isDraw()) {
      who = "draw";
    } else if (winners.size() == 1) {
      who = seat(winners.get(0)) + " wins";
    } else {
      List<String> names = new ArrayList<>();
      for (int w : winners) {
        names.add(seat(w));
      }
      who = String.join(" and ", names) + " share the win";
    }
    return who + " (" + scores + ")";
  }

  /** A seat for people: {@code player 0} for seat 0. */
  static String seat(int seat) {
    return "player " + seat;
  }
}
