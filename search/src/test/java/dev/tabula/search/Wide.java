package dev.tabula.search;

import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Game;
import dev.tabula.core.GameResult;
import dev.tabula.core.IllegalMoveException;
import dev.tabula.core.NotationException;
import java.util.ArrayList;
import java.util.List;

/**
 * A test game whose every position has many moves, so that even a search to depth 1 creates more
 * nodes than {@link NodeCounter#CLOCK_INTERVAL}: two players take turns picking one of {@code
 * width} moves (ids {@code 0..width-1}, written {@code m0}, {@code m1}...) for {@code plies} plies;
 * the game then ends in a draw. A state is the ply and a hash of the moves so far ({@code
 * ply:hash}); the evaluation is a hash of the state, zero-sum, a multiple of 0.01 in (-1, 1).
 */
final class Wide implements Game<Wide.State, Integer> {
  private final int width;
  private final int plies;

  record State(int ply, long hash) {}

  Wide(int width, int plies) {
    this.width = width;
    this.plies = plies;
  }

  private static long mix(long a, long b) {
    long z = a * 0x9E3779B97F4A7C15L + b;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  /** The evaluation: a multiple of 0.01 in [-0.99, 0.99], for player 0; negated for player 1. */
  double evaluate(State s, int player) {
    double v = (Math.floorMod(mix(s.hash(), 7), 199) - 99) / 100.0;
    return player == 0 ? v : -v;
  }

  @Override
  public String name() {
    return "wide";
  }

  @Override
  public int numPlayers() {
    return 2;
  }

  @Override
  public State start() {
    return new State(0, 1);
  }

  @Override
  public int currentPlayer(State s) {
    return s.ply() >= plies ? TERMINAL : s.ply() % 2;
  }

  @Override
  public List<Integer> legalMoves(State s) {
    List<Integer> moves = new ArrayList<>();
    if (!isTerminal(s)) {
      for (int i = 0; i < width; i++) {
        moves.add(i);
      }
    }
    return moves;
  }

  @Override
  public List<ChanceOutcome<Integer>> chanceOutcomes(State s) {
    return List.of();
  }

  @Override
  public State apply(State s, Integer move) {
    return new State(s.ply() + 1, mix(s.hash(), actionId(s, move)));
  }

  @Override
  public int numDistinctActions() {
    return width;
  }

  @Override
  public int actionId(State s, Integer move) {
    if (isTerminal(s) || move < 0 || move >= width) {
      throw new IllegalMoveException("no move " + move + " at " + formatState(s));
    }
    return move;
  }

  @Override
  public Integer move(State s, int actionId) {
    return actionId(s, actionId);
  }

  @Override
  public long hash(State s) {
    return mix(s.ply(), s.hash());
  }

  @Override
  public GameResult result(State s) {
    if (!isTerminal(s)) {
      throw new IllegalStateException("not over");
    }
    return GameResult.byScores(new long[] {0, 0});
  }

  @Override
  public int maxGameLength() {
    return plies;
  }

  @Override
  public String formatState(State s) {
    return s.ply() + ":" + s.hash();
  }

  @Override
  public State parseState(CharSequence text) {
    String[] parts = text.toString().split(":", -1);
    try {
      return new State(Integer.parseInt(parts[0]), Long.parseLong(parts[1]));
    } catch (RuntimeException e) {
      throw new NotationException(text, 0, "ply:hash");
    }
  }

  @Override
  public String formatMove(State s, Integer move) {
    return "m" + move;
  }

  @Override
  public Integer parseMove(State s, CharSequence text) {
    try {
      return move(s, Integer.parseInt(text.toString().substring(1)));
    } catch (NumberFormatException | IndexOutOfBoundsException e) {
      throw new NotationException(text, 0, "m and a move number");
    }
  }
}
