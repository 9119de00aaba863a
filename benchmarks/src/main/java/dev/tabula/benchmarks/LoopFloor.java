package dev.tabula.benchmarks;

import dev.tabula.core.Game;
import dev.tabula.core.GameResult;
import dev.tabula.core.IllegalMoveException;
import java.util.ArrayList;
import java.util.List;

/**
 * A game with no rules to speak of, for measuring what the generic API loop costs by itself: the
 * floor under every game's {@code api} figure in {@link RandomGames}. Its state is the size of a
 * Toguz state (three {@code long}s and an {@code int}); {@link #legalActions} writes nine ids from
 * a table, as Toguz's does, between 1 and 9 of them legal; {@link #applyAction} makes the next
 * state from one multiplication; every game lasts {@link #LENGTH} plies, about a random Toguz game.
 * So {@code RandomGames -p game=loop-floor -p impl=api} times {@code Playouts.Uniform}'s own work
 * per ply: a {@code currentPlayer}, a {@code legalActions} into the buffer, one {@code
 * Playouts.uniform} draw, one {@code applyAction} that allocates the next immutable state.
 */
public final class LoopFloor implements Game<LoopFloor.State, Integer> {
  /** The plies of every game. */
  public static final int LENGTH = 124;

  /** {@code IDS[9 mask + i]}: the i-th set bit of a 9-bit mask, then padding. */
  private static final int[] IDS = new int[512 * 9];

  static {
    for (int mask = 0; mask < 512; mask++) {
      int at = mask * 9;
      for (int rest = mask; rest != 0; rest &= rest - 1) {
        IDS[at++] = Integer.numberOfTrailingZeros(rest);
      }
    }
  }

  /** For {@link RandomGames}. */
  public LoopFloor() {}

  /**
   * A state: three words and the ply.
   *
   * @param a the first word, whose bits 40..48 give the legal ids
   * @param b the second word
   * @param c the third word
   * @param ply the plies played
   */
  public record State(long a, long b, long c, int ply) {
    /** The legal ids: a non-empty 9-bit mask. */
    int mask() {
      return (int) (a >>> 40) & 511 | 1 << (ply % 9);
    }
  }

  @Override
  public String name() {
    return "loop-floor";
  }

  @Override
  public int numPlayers() {
    return 2;
  }

  @Override
  public State start() {
    return new State(0x9E3779B97F4A7C15L, 1, 2, 0);
  }

  @Override
  public int currentPlayer(State state) {
    return state.ply >= LENGTH ? TERMINAL : state.ply & 1;
  }

  @Override
  public List<Integer> legalMoves(State state) {
    int[] ids = new int[9];
    int n = legalActions(state, ids);
    List<Integer> moves = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      moves.add(ids[i]);
    }
    return List.copyOf(moves);
  }

  @Override
  public State apply(State state, Integer move) {
    return applyAction(state, move);
  }

  @Override
  public int numDistinctActions() {
    return 9;
  }

  @Override
  public int actionId(State state, Integer move) {
    return move;
  }

  @Override
  public Integer move(State state, int actionId) {
    return actionId;
  }

  @Override
  public int legalActions(State state, int[] buffer) {
    if (state.ply >= LENGTH) {
      return 0;
    }
    int mask = state.mask();
    int at = mask * 9;
    for (int i = 0; i < 9; i++) {
      buffer[i] = IDS[at + i];
    }
    return Integer.bitCount(mask);
  }

  @Override
  public State applyAction(State state, int actionId) {
    if (state.ply >= LENGTH || (state.mask() & (1 << actionId)) == 0) {
      throw new IllegalMoveException("not legal: " + actionId);
    }
    return new State(
        state.a * 0xD1342543DE82EF95L + actionId, state.b ^ actionId, state.c, state.ply + 1);
  }

  @Override
  public long hash(State state) {
    return state.a ^ state.b ^ state.c ^ state.ply;
  }

  @Override
  public GameResult result(State state) {
    return GameResult.byScores(0, 0);
  }

  @Override
  public int maxGameLength() {
    return LENGTH;
  }

  @Override
  public String formatState(State state) {
    return state.a + " " + state.b + " " + state.c + " " + state.ply;
  }

  @Override
  public State parseState(CharSequence text) {
    String[] parts = text.toString().split(" ");
    return new State(
        Long.parseLong(parts[0]),
        Long.parseLong(parts[1]),
        Long.parseLong(parts[2]),
        Integer.parseInt(parts[3]));
  }

  @Override
  public String formatMove(State state, Integer move) {
    return move.toString();
  }

  @Override
  public Integer parseMove(State state, CharSequence text) {
    return Integer.valueOf(text.toString());
  }
}
