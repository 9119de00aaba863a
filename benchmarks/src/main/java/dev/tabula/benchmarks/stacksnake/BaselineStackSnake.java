package dev.tabula.benchmarks.stacksnake;

import dev.tabula.stacksnake.Colour;
import dev.tabula.stacksnake.Tile;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * The straightforward stack-snake baseline the engine is measured against: an immutable state
 * holding the line as a list of stacks, each a list of {@link Tile} objects, copied whole on every
 * move; moves as objects in a fresh list; the repetition history as a list of earlier positions
 * (copied per move) compared with {@code equals}. Same rules, same move order as {@link
 * dev.tabula.stacksnake.StackSnakeGame} (checked by the tests), so the same seeds give the same
 * games.
 */
public final class BaselineStackSnake {

  /** Where the game stands. */
  public enum Outcome {
    /** Not over. */
    IN_PLAY,
    /** White made a stack of seven or more. */
    WHITE_WON,
    /** Black made a stack of seven or more. */
    BLACK_WON,
    /** Drawn by repetition or because nobody can move. */
    DRAW
  }

  /**
   * A move: a step ({@code kind 0}), a swap ({@code 1}) or the pass ({@code 2}); positions 0-based.
   *
   * @param kind 0 step, 1 swap, 2 pass
   * @param from the step's source or the swap's lower position
   * @param to the step's target or the swap's higher position
   * @param lift tiles lifted by a step
   */
  public record Move(int kind, int from, int to, int lift) {
    /**
     * Returns the move in the engine's notation.
     *
     * @return e.g. {@code 5-7}, {@code 5=7}, {@code 3x9}, {@code pass}
     */
    public String notation() {
      return switch (kind) {
        case 0 -> (from + 1) + (lift == 2 ? "=" : "-") + (to + 1);
        case 1 -> (from + 1) + "x" + (to + 1);
        default -> "pass";
      };
    }
  }

  private record Position(List<List<Tile>> stacks, Colour side, boolean banned) {}

  /** The line, the side to move and whether it is banned from swapping. */
  private final Position now;

  private final List<Position> history;
  private final Outcome outcome;

  private BaselineStackSnake(Position now, List<Position> history, Outcome outcome) {
    this.now = now;
    this.history = history;
    this.outcome = outcome;
  }

  /**
   * Lays out a line: every tile a stack of one.
   *
   * @param layout the 19 tiles from left to right
   * @param first the colour to move first
   * @return the position
   */
  public static BaselineStackSnake of(List<Tile> layout, Colour first) {
    List<List<Tile>> stacks = new ArrayList<>();
    for (Tile t : layout) {
      List<Tile> st = new ArrayList<>();
      st.add(t);
      stacks.add(st);
    }
    return new BaselineStackSnake(
        new Position(stacks, first, false), new ArrayList<>(), Outcome.IN_PLAY);
  }

  /**
   * Deals a random line drawing exactly as {@code StackSnakeGame.deal} does (same generator calls).
   *
   * @param random the generator
   * @param first the colour to move first
   * @return the position
   */
  public static BaselineStackSnake deal(RandomGenerator random, Colour first) {
    List<Tile> bag = new ArrayList<>();
    int[] left = {3, 3, 3, 3, 3, 3, 1};
    Tile[] kinds = Tile.values();
    for (int t = 0; t < 19; t++) {
      long r = random.nextLong(19 - t);
      int k = 0;
      while (r >= left[k]) {
        r -= left[k];
        k++;
      }
      left[k]--;
      bag.add(kinds[k]);
    }
    return of(bag, first);
  }

  /**
   * Returns a position with the given stacks and no history.
   *
   * @param stacks the stacks from left to right, bottom to top
   * @param side the colour to move
   * @param maySwap whether the side to move may swap
   * @return the position
   */
  public static BaselineStackSnake of(List<List<Tile>> stacks, Colour side, boolean maySwap) {
    List<List<Tile>> copy = new ArrayList<>();
    for (List<Tile> st : stacks) {
      copy.add(new ArrayList<>(st));
    }
    return new BaselineStackSnake(
        new Position(copy, side, !maySwap), new ArrayList<>(), Outcome.IN_PLAY);
  }

  /**
   * Returns where the game stands.
   *
   * @return the outcome
   */
  public Outcome outcome() {
    return outcome;
  }

  /**
   * Returns the number of stacks on the line.
   *
   * @return 1 to 19
   */
  public int stackCount() {
    return now.stacks().size();
  }

  /**
   * Returns the position in the rules document's notation.
   *
   * @return e.g. {@code W1/B2/N/... W -}
   */
  public String position() {
    StringBuilder sb = new StringBuilder();
    for (List<Tile> st : now.stacks()) {
      if (sb.length() > 0) {
        sb.append('/');
      }
      for (Tile t : st) {
        sb.append(t.name());
      }
    }
    return sb + " " + now.side().letter() + " " + (now.banned() ? "x" : "-");
  }

  private static boolean owns(List<Tile> stack, Colour c) {
    Tile top = stack.get(stack.size() - 1);
    return top.colour().isPresent() && top.colour().get() == c;
  }

  /**
   * The steps of colour c in the engine's order: by position, one tile left, right, two tiles left,
   * right.
   */
  private static List<Move> steps(List<List<Tile>> stacks, Colour c) {
    List<Move> out = new ArrayList<>();
    int n = stacks.size();
    for (int k = 0; k < n; k++) {
      List<Tile> st = stacks.get(k);
      if (!owns(st, c)) {
        continue;
      }
      int d = st.get(st.size() - 1).mark();
      for (int lift = 1; lift <= Math.min(2, st.size()); lift++) {
        if (k - d >= 0) {
          out.add(new Move(0, k, k - d, lift));
        }
        if (k + d < n) {
          out.add(new Move(0, k, k + d, lift));
        }
      }
    }
    return out;
  }

  private static List<Move> swaps(List<List<Tile>> stacks, Colour c) {
    List<Move> out = new ArrayList<>();
    for (int i = 0; i < stacks.size(); i++) {
      for (int j = i + 1; j < stacks.size(); j++) {
        if (owns(stacks.get(i), c) && owns(stacks.get(j), c)) {
          out.add(new Move(1, i, j, 0));
        }
      }
    }
    return out;
  }

  /**
   * Returns the legal moves in the engine's order (steps by position: one tile left, right, two
   * tiles left, right; then swaps; the pass when nothing else).
   *
   * @return a new list; empty when the game is over
   */
  public List<Move> legalMoves() {
    if (outcome != Outcome.IN_PLAY) {
      return new ArrayList<>();
    }
    List<Move> out = steps(now.stacks(), now.side());
    if (!now.banned()) {
      out.addAll(swaps(now.stacks(), now.side()));
    }
    if (out.isEmpty()) {
      out.add(new Move(2, 0, 0, 0));
    }
    return out;
  }

  /**
   * Plays a legal move (not checked) and returns the new state; this one is not changed.
   *
   * @param m a move from {@link #legalMoves()}
   * @return the next state
   */
  public BaselineStackSnake apply(Move m) {
    List<List<Tile>> stacks = now.stacks();
    Colour side = now.side();
    List<List<Tile>> next = new ArrayList<>();
    for (List<Tile> st : stacks) {
      next.add(new ArrayList<>(st));
    }
    boolean nowBanned = false;
    boolean won = false;
    if (m.kind() == 1) {
      List<Tile> a = next.get(m.from());
      next.set(m.from(), next.get(m.to()));
      next.set(m.to(), a);
      nowBanned = true;
    } else if (m.kind() == 0) {
      List<Tile> src = next.get(m.from());
      List<Tile> dst = next.get(m.to());
      List<Tile> lifted = src.subList(src.size() - m.lift(), src.size());
      dst.addAll(lifted);
      lifted.clear();
      won = dst.size() >= 7;
      if (src.isEmpty()) {
        next.remove(m.from());
      }
    }
    Colour other = side == Colour.WHITE ? Colour.BLACK : Colour.WHITE;
    List<Position> hist = new ArrayList<>();
    if (next.size() == stacks.size()) {
      hist.addAll(history);
      hist.add(now);
    }
    Position after = new Position(next, other, nowBanned);
    Outcome o = Outcome.IN_PLAY;
    if (won) {
      o = side == Colour.WHITE ? Outcome.WHITE_WON : Outcome.BLACK_WON;
    } else {
      int seen = 0;
      for (Position p : hist) {
        if (p.equals(after)) {
          seen++;
        }
      }
      if (seen >= 2) {
        o = Outcome.DRAW;
      } else if (steps(next, other).isEmpty()
          && (nowBanned || swaps(next, other).isEmpty())
          && steps(next, side).isEmpty()
          && swaps(next, side).isEmpty()) {
        o = Outcome.DRAW;
      }
    }
    return new BaselineStackSnake(after, hist, o);
  }
}
