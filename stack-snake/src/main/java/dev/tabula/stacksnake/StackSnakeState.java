package dev.tabula.stacksnake;

import dev.tabula.core.Game;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * A state of stack-snake: the line of stacks, whose turn it is, whether that player may swap, the
 * number of turns played, and the positions seen earlier that the repetition rule needs. While the
 * line is being dealt, the state holds the tiles laid out so far.
 *
 * <p>Whose turn: {@link #currentPlayer()}, the same as {@link StackSnakeGame#currentPlayer}: seat 0
 * (White) or 1 (Black) in play, {@link Game#CHANCE} while dealing, {@link Game#TERMINAL} once the
 * game is over; {@link #seatToMove()} is the seat the notation names as to move, in every state.
 * {@link #isOver()} says whether the game has ended, {@link #status()} how.
 *
 * <h2>Value semantics</h2>
 *
 * Immutable and thread-safe. Two states are equal when they have the same line, colour to move,
 * swap permission, turn number, {@linkplain #status() status} and the same <em>multiset</em> of
 * earlier positions since the line last changed length. That multiset is exactly what the future of
 * the game depends on (how often each position has already occurred), and nothing else about the
 * past does: so equal states have the same legal moves and the same outcomes forever, and states
 * reached by different move orders with the same positions in between are equal. {@link
 * #toString()} is the full position notation, which carries all of it, so equal states have equal
 * notations.
 *
 * <p>Performance note: a state played from another keeps those earlier positions as the states they
 * were (a move that keeps the line's length makes only the new state), so holding a state keeps the
 * states of its game since the line last changed length reachable.
 *
 * <p>Positions are 0-based indexes from the left end of the line as it stands; the notation and the
 * drawings number them from 1.
 */
public final class StackSnakeState extends History {

  /** Where a game stands. */
  public enum Status {
    /** The line is being dealt: a chance node. */
    DEALING,
    /** The game is on. */
    IN_PLAY,
    /** White made a stack of seven or more tiles. */
    WHITE_WON,
    /** Black made a stack of seven or more tiles. */
    BLACK_WON,
    /** Drawn: neither side can step or swap, now or after a pass. */
    DRAWN_DEAD_POSITION,
    /** Drawn: the position occurred for the third time. */
    DRAWN_REPETITION,
    /** Drawn: the game's cap on the number of turns was reached. */
    DRAWN_TURN_LIMIT;

    /**
     * Returns whether the game is over.
     *
     * @return true for a win or a draw
     */
    public boolean isOver() {
      return this != DEALING && this != IN_PLAY;
    }
  }

  private static final Status[] STATUSES = Status.values();

  // The line's tiles, and its position key (starts, side to move and swap ban, Line.key), are the
  // History fields: the state is the history entry of its own position, its next its history.
  final int starts;

  /** While dealing, the tiles of each kind not yet laid ({@link Line#kindsLeft}); else 0. */
  final int kindsLeft;

  final int turn;
  final byte status;

  /**
   * The 64-bit hash ({@link StackSnakeGame#hash}), worked out when first needed (most states of a
   * random game are never hashed); 0 until then, and recomputed when it happens to be 0.
   */
  private volatile long hash;

  StackSnakeState(
      long tiles,
      int starts,
      int kindsLeft,
      int side,
      boolean swapBanned,
      int turn,
      Status status,
      @Nullable History history) {
    super(tiles, Line.key(starts, side, swapBanned), history);
    this.starts = starts;
    this.kindsLeft = kindsLeft;
    this.turn = turn;
    this.status = (byte) status.ordinal();
  }

  /**
   * The seat of the colour to move in the notation: in play the current player; while dealing the
   * colour that moves first once the line is laid out; once the game is over the colour that would
   * have moved next (after a win, the loser).
   */
  int side() {
    return Line.keySide(key);
  }

  /** Whether the side to move may not swap (the opponent swapped last). */
  boolean swapBanned() {
    return Line.keyBanned(key);
  }

  /** The tiles laid out: while dealing those dealt so far (every one a stack), else all 19. */
  int dealt() {
    return status == Line.DEALING ? Integer.bitCount(starts) : Line.SIZE;
  }

  /** The positions that occurred earlier since the line last changed length (this entry's next). */
  @Nullable History history() {
    return next;
  }

  /**
   * The 64-bit hash: of the position (tiles, starts, side, swap ban), the turn, status and tiles
   * dealt, and the multiset of earlier positions.
   */
  long hash() {
    long h = hash;
    if (h == 0) {
      long position = Line.positionHash(tiles, key);
      // the rest enters injectively (an odd multiplier is a bijection), the history as a sum
      long rest = (turn & 0xffffffffL) | ((long) status << 32) | ((long) dealt() << 40);
      h = (position ^ (rest * 0x9e3779b97f4a7c15L)) + History.sum(next);
      hash = h;
    }
    return h;
  }

  /**
   * Returns where the game stands.
   *
   * @return the status
   */
  public Status status() {
    return STATUSES[status];
  }

  /**
   * Returns whether the game is over: won or drawn.
   *
   * @return {@code status().isOver()}
   */
  public boolean isOver() {
    return status > Line.IN_PLAY;
  }

  /**
   * Returns whether the line is still being dealt (a chance node).
   *
   * @return {@code status() == Status.DEALING}
   */
  public boolean isDealing() {
    return status == Line.DEALING;
  }

  /**
   * Returns the number of stacks on the line (while dealing: the tiles laid out so far).
   *
   * @return between 0 and 19
   */
  public int stackCount() {
    return Integer.bitCount(starts);
  }

  /**
   * Returns the tiles of a stack from bottom to top.
   *
   * @param position 0-based, from the left end
   * @return an unmodifiable list of one or more tiles
   * @throws IndexOutOfBoundsException if there is no such position
   */
  public List<Tile> stack(int position) {
    int s = startOf(position);
    int e = topIndex(s);
    List<Tile> list = new ArrayList<>(e - s + 1);
    for (int t = s; t <= e; t++) {
      list.add(Tile.ofCode(Line.tile(tiles, t)));
    }
    return Collections.unmodifiableList(list);
  }

  /**
   * Returns all stacks from left to right, each from bottom to top.
   *
   * @return an unmodifiable list of unmodifiable lists
   */
  public List<List<Tile>> stacks() {
    int n = stackCount();
    List<List<Tile>> list = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      list.add(stack(i));
    }
    return Collections.unmodifiableList(list);
  }

  /**
   * Returns the number of tiles of a stack.
   *
   * @param position 0-based, from the left end
   * @return at least 1
   * @throws IndexOutOfBoundsException if there is no such position
   */
  public int height(int position) {
    int s = startOf(position);
    return topIndex(s) - s + 1;
  }

  /**
   * Returns the top tile of a stack.
   *
   * @param position 0-based, from the left end
   * @return the tile
   * @throws IndexOutOfBoundsException if there is no such position
   */
  public Tile top(int position) {
    return Tile.ofCode(Line.tile(tiles, topIndex(startOf(position))));
  }

  /**
   * Returns who owns a stack: the colour of its top tile.
   *
   * @param position 0-based, from the left end
   * @return the owner, empty when the neutral tile is on top
   * @throws IndexOutOfBoundsException if there is no such position
   */
  public Optional<Colour> owner(int position) {
    return top(position).colour();
  }

  /**
   * Returns who acts: the seat of the colour to move in play (0 White, 1 Black), {@link
   * Game#CHANCE} while the line is being dealt, {@link Game#TERMINAL} once the game is over. The
   * same as {@link StackSnakeGame#currentPlayer}.
   *
   * @return 0, 1, {@link Game#CHANCE} or {@link Game#TERMINAL}
   */
  public int currentPlayer() {
    return status == Line.IN_PLAY ? side() : status == Line.DEALING ? Game.CHANCE : Game.TERMINAL;
  }

  /**
   * Returns the seat to move as the position notation names it: in play the same as {@link
   * #currentPlayer()}; while the line is being dealt, the seat of the colour that moves first once
   * it is laid out; once the game is over, the seat that would have moved next (after a win, the
   * loser's). {@link Colour#ofSeat} gives its colour.
   *
   * @return 0 (White) or 1 (Black)
   */
  public int seatToMove() {
    return side();
  }

  /** The colour of {@link #side}, for the notation and the drawings. */
  Colour sideColour() {
    return Colour.ofSeat(side());
  }

  /**
   * Returns whether the side to move is allowed to swap, i.e. the opponent did not swap in the last
   * turn. This is the permission only: a swap also needs two own stacks.
   *
   * @return the permission; true while dealing
   */
  public boolean maySwap() {
    return !swapBanned();
  }

  /**
   * Returns the number of turns played since the line was laid out (passes included; 0 while
   * dealing and for a position read from notation without a turn field): what the game's cap on
   * turns ({@link StackSnakeGame#maxTurns()}) counts. The count saturates at {@link
   * Integer#MAX_VALUE}.
   *
   * @return at least 0
   */
  public int turnsPlayed() {
    return turn;
  }

  /**
   * Returns how many times the current position (line, side to move, swap permission) has occurred
   * since the line last changed length, this occurrence included. The third occurrence draws.
   *
   * @return 1, 2 or 3; 0 while dealing
   */
  public int repetitions() {
    if (isDealing()) {
      return 0;
    }
    return 1 + History.count(next, tiles, key);
  }

  /**
   * Returns how many earlier positions the state remembers: those since the line last changed
   * length.
   *
   * @return at least 0
   */
  public int historySize() {
    return History.size(next);
  }

  /** The top tile index of the stack starting at s (while dealing every stack is one tile). */
  private int topIndex(int s) {
    return isDealing() ? s : Line.topOf(starts, s);
  }

  private int startOf(int position) {
    int n = stackCount();
    if (position < 0 || position >= n) {
      throw new IndexOutOfBoundsException("position " + position + " of " + n + " stacks");
    }
    return Line.select(starts, position);
  }

  /**
   * Compares content: line, side, swap permission, turn, status and the multiset of earlier
   * positions (see the class description).
   */
  @Override
  public boolean equals(@Nullable Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof StackSnakeState)) {
      return false;
    }
    StackSnakeState s = (StackSnakeState) o;
    return tiles == s.tiles
        && starts == s.starts
        && key == s.key
        && turn == s.turn
        && status == s.status
        && History.sameMultiset(next, s.next);
  }

  /** Consistent with {@link #equals}; derived from the 64-bit {@link StackSnakeGame#hash}. */
  @Override
  public int hashCode() {
    long h = hash();
    return (int) (h ^ (h >>> 32));
  }

  /**
   * Returns the position in the rules document's notation, {@code <stacks> <side> <swap>}, without
   * the turn and the earlier positions that the full notation ({@link #toString()}) adds. While
   * dealing, returns the dealing notation.
   *
   * @return e.g. {@code "W1/B2/N/.../B3 W -"}
   */
  public String positionNotation() {
    return StackSnakeNotation.formatPosition(this);
  }

  /** Returns the full position notation (see {@link StackSnakeGame#formatState}). */
  @Override
  public String toString() {
    return StackSnakeNotation.format(this);
  }
}
