package dev.tabula.testkit;

import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Game;
import dev.tabula.core.GameResult;
import dev.tabula.core.IllegalMoveException;
import dev.tabula.core.NotationException;
import java.util.List;

/**
 * Test fixture: a pile of stones; the mover takes 1 or 2 (ids 0, 1); whoever takes the last stone
 * wins. Before every decision a coin (ids 2, 3: heads 1/2 adds nothing, tails 1/2 adds nothing
 * either but flips who moves) makes it a game with chance nodes. Notation: {@code pile/P} with P
 * the seat to move, {@code pile/cP} at the coin ({@code 0/P} when over); moves are their ids. Tests
 * subclass it to break one rule each.
 */
class CoinFlipNim implements Game<CoinFlipNim.State, Integer> {

  record State(int pile, int mover, boolean coin) {}

  @Override
  public String name() {
    return "coin-flip-nim";
  }

  @Override
  public int numPlayers() {
    return 2;
  }

  @Override
  public State start() {
    return new State(7, 0, true);
  }

  @Override
  public int currentPlayer(State s) {
    return s.pile() == 0 ? TERMINAL : s.coin() ? CHANCE : s.mover();
  }

  @Override
  public List<Integer> legalMoves(State s) {
    if (s.pile() == 0) {
      return List.of();
    }
    if (s.coin()) {
      return List.of(2, 3);
    }
    return s.pile() >= 2 ? List.of(0, 1) : List.of(0);
  }

  @Override
  public List<ChanceOutcome<Integer>> chanceOutcomes(State s) {
    return isChance(s)
        ? List.of(new ChanceOutcome<>(2, 1, 2), new ChanceOutcome<>(3, 1, 2))
        : List.of();
  }

  @Override
  public State apply(State s, Integer m) {
    if (!legalMoves(s).contains(m)) {
      throw new IllegalMoveException("move " + m + " is not legal");
    }
    if (s.coin()) {
      return new State(s.pile(), m == 3 ? 1 - s.mover() : s.mover(), false);
    }
    return new State(s.pile() - (m + 1), 1 - s.mover(), s.pile() - (m + 1) > 0);
  }

  @Override
  public int numDistinctActions() {
    return 4;
  }

  @Override
  public int actionId(State s, Integer m) {
    if (!legalMoves(s).contains(m)) {
      throw new IllegalMoveException("move " + m + " is not legal");
    }
    return m;
  }

  @Override
  public Integer move(State s, int id) {
    if (!legalMoves(s).contains(id)) {
      throw new IllegalMoveException("no legal move with id " + id);
    }
    return id;
  }

  @Override
  public long hash(State s) {
    return s.hashCode() * 0x9E3779B97F4A7C15L;
  }

  @Override
  public GameResult result(State s) {
    if (s.pile() != 0) {
      throw new IllegalStateException("not over");
    }
    // the player who just moved (not s.mover()) took the last stone
    return s.mover() == 1 ? GameResult.byScores(1, 0) : GameResult.byScores(0, 1);
  }

  @Override
  public int maxGameLength() {
    return 20;
  }

  @Override
  public String formatState(State s) {
    return s.pile() + "/" + (s.coin() ? "c" : "") + s.mover();
  }

  @Override
  public State parseState(CharSequence text) {
    String t = text.toString();
    int slash = t.indexOf('/');
    if (slash < 1) {
      throw new NotationException(t, 0, "pile/mover");
    }
    try {
      boolean coin = t.charAt(slash + 1) == 'c';
      return new State(
          Integer.parseInt(t.substring(0, slash)),
          Integer.parseInt(t.substring(slash + (coin ? 2 : 1))),
          coin);
    } catch (RuntimeException e) {
      throw new NotationException(t, slash + 1, "mover");
    }
  }

  @Override
  public String formatMove(State s, Integer m) {
    return String.valueOf(actionId(s, m));
  }

  @Override
  public Integer parseMove(State s, CharSequence text) {
    if (text.length() != 1 || text.charAt(0) < '0' || text.charAt(0) > '3') {
      throw new NotationException(text, 0, "0..3");
    }
    return move(s, text.charAt(0) - '0');
  }
}
