package dev.tabula.toguz;

/**
 * A Toguz Kumalak position: the stones in the 18 holes, both stores (kazans), both tuzdyks, the
 * side to move and the full-move number.
 *
 * <p>Players are numbered {@code 0} = White (South, moves first from the standard start) and {@code
 * 1} = Black (North). Each player's holes are numbered 1..9 from that player's left.
 *
 * <p>Immutable and thread-safe. {@code equals} and {@code hashCode} compare the whole content
 * (holes, stores, tuzdyks, side to move and full-move number), exactly what the FEN of {@link
 * #toString()} shows: two states are equal if and only if their FENs are equal.
 *
 * <p>Every state satisfies the invariants the rules keep: 162 stones in all, at most one tuzdyk per
 * player, none on a hole 9, the two tuzdyks not on the same hole number, a tuzdyk always empty, and
 * the side to move has stones unless every hole is empty (the end-of-game sweep is part of a move).
 * The game is over exactly when a store holds 82 or more or both hold 81.
 *
 * <p>Performance note: the 18 holes, the stores, the tuzdyks and the side to move are packed into
 * three {@code long}s, so a state is one small object and moves are played with a few word
 * operations.
 */
public final class ToguzState {
  private static final ToguzState START;

  static {
    int[] holes = new int[18];
    java.util.Arrays.fill(holes, 9);
    START = Sow.pack(holes, 0, 0, 0, 0, 0, 1);
  }

  /** White's holes 1..9, seven bits each (see {@link Sow}). */
  final long south;

  /** Black's holes 1..9, seven bits each. */
  final long north;

  /**
   * Stores, tuzdyks, side to move, the playable holes and a hole of 128 or more: see {@link Sow}.
   */
  final long misc;

  final int fullmove;

  ToguzState(long south, long north, long misc, int fullmove) {
    this.south = south;
    this.north = north;
    this.misc = misc;
    this.fullmove = fullmove;
  }

  /** The holes the side to move may play (bit h - 1 for hole h), 0 once over. */
  int legal() {
    return Sow.legal(misc);
  }

  /**
   * Returns the standard start: 9 stones in every hole, empty stores, no tuzdyks, White to move,
   * full move 1.
   *
   * @return the start position (a shared instance)
   */
  public static ToguzState start() {
    return START;
  }

  /**
   * Parses a position from its FEN, e.g. {@code
   * 9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1} (see {@link ToguzGame} for the
   * format). The format is strict: only the canonical text that {@link #toString()} produces is
   * accepted (single spaces, no leading zeros, runs of empty holes merged into one number).
   *
   * @param fen the FEN
   * @return the position
   * @throws dev.tabula.core.NotationException if the text is malformed or the position impossible
   *     (stones not totalling 162, two tuzdyks in a row, a tuzdyk on a hole 9, both tuzdyks on the
   *     same hole number, a tuzdyk owner with fewer than 3 stones in store, a full-move number
   *     outside 1..2147483647, or the side to move without stones while the other side has some);
   *     the exception gives the offset and what was expected
   */
  public static ToguzState parse(CharSequence fen) {
    return ToguzNotation.parseFen(fen);
  }

  /**
   * Returns the number of stones in one of a player's holes.
   *
   * @param seat 0 (White) or 1 (Black)
   * @param hole 1..9, counted from that player's left
   * @return the stones, 0..162 (always 0 in a tuzdyk)
   * @throws IllegalArgumentException if seat or hole is out of range
   */
  public int stones(int seat, int hole) {
    checkPlayer(seat);
    if (hole < 1 || hole > 9) {
      throw new IllegalArgumentException("a hole is numbered 1..9, got " + hole);
    }
    return Sow.field(south, north, misc, seat * 9 + hole - 1);
  }

  /**
   * Returns the number of stones in all of a player's holes.
   *
   * @param seat 0 (White) or 1 (Black)
   * @return the stones on that player's side of the board
   * @throws IllegalArgumentException if seat is out of range
   */
  public int stonesOnSide(int seat) {
    checkPlayer(seat);
    return Sow.stonesOnSide(south, north, misc, seat);
  }

  /**
   * Returns the number of stones in a player's store (kazan): the player's score.
   *
   * @param seat 0 (White) or 1 (Black)
   * @return 0..162
   * @throws IllegalArgumentException if seat is out of range
   */
  public int store(int seat) {
    checkPlayer(seat);
    return Sow.store(misc, seat);
  }

  /**
   * Returns a player's tuzdyk: the number of the hole in the <em>opponent's</em> row that the
   * player owns, or 0 if the player has none.
   *
   * @param seat 0 (White) or 1 (Black)
   * @return 0 or 1..8
   * @throws IllegalArgumentException if seat is out of range
   */
  public int tuzdyk(int seat) {
    checkPlayer(seat);
    return Sow.tuzdyk(misc, seat);
  }

  /**
   * Returns who acts, as {@link ToguzGame#currentPlayer} does: 0 (White) or 1 (Black) to move, or
   * {@link dev.tabula.core.Game#TERMINAL} once the game is over.
   *
   * @return 0, 1 or {@link dev.tabula.core.Game#TERMINAL}
   */
  public int currentPlayer() {
    return legal() == 0 ? dev.tabula.core.Game.TERMINAL : Sow.side(misc);
  }

  /**
   * Returns the seat to move as the FEN names it: 0 (White) or 1 (Black). While the game is on this
   * is {@link #currentPlayer()}; unlike it, once the game is over this is still the side that would
   * move next.
   *
   * @return 0 or 1
   */
  public int seatToMove() {
    return Sow.side(misc);
  }

  /**
   * Returns the full-move number, what {@link ToguzGame#moveNumber} returns and records write
   * before the moves: 1 at the standard start, up by one after each move of Black. It stops at
   * {@link Integer#MAX_VALUE} instead of wrapping round (a game can last for ever).
   *
   * @return 1 to {@link Integer#MAX_VALUE}
   */
  public int moveNumber() {
    return fullmove;
  }

  /**
   * Returns whether the game is over: a store holds 82 or more, or both hold 81.
   *
   * @return true when the game has ended
   */
  public boolean isOver() {
    return Sow.isOver(misc);
  }

  /**
   * Returns a 64-bit hash of the whole content, the same as {@link ToguzGame#hash}.
   *
   * @return the hash; equal states have equal hashes
   */
  long hash64() {
    long h = mix(misc + 0x9E3779B97F4A7C15L * fullmove);
    h = mix(h ^ north);
    return mix(h ^ Long.rotateLeft(south, 29) ^ 0x5851F42D4C957F2DL);
  }

  private static long mix(long z) {
    z = (z ^ (z >>> 33)) * 0xFF51AFD7ED558CCDL;
    z = (z ^ (z >>> 33)) * 0xC4CEB9FE1A85EC53L;
    return z ^ (z >>> 33);
  }

  private static void checkPlayer(int player) {
    if (player != 0 && player != 1) {
      throw new IllegalArgumentException("a player is 0 (White) or 1 (Black), got " + player);
    }
  }

  @Override
  public boolean equals(Object o) {
    return this == o
        || o instanceof ToguzState s
            && s.south == south
            && s.north == north
            && s.misc == misc
            && s.fullmove == fullmove;
  }

  @Override
  public int hashCode() {
    return Long.hashCode(hash64());
  }

  /**
   * Returns the FEN, e.g. {@code 9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1};
   * {@link #parse} reads it back to an equal state.
   */
  @Override
  public String toString() {
    return ToguzNotation.formatFen(this);
  }
}
