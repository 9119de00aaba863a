package dev.tabula.marrakech;

import dev.tabula.core.Game;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A Marrakech position: the rugs on the board (colour and rug id of the visible rug on every
 * square), Assam's square and facing, every player's colours, rugs left, dirhams and whether they
 * are out, and whose turn it is in which phase. It holds exactly what the position notation holds.
 *
 * <p>Immutable and thread-safe; {@code equals} and {@code hashCode} compare content. Squares are
 * numbered {@code y * 7 + x} (x = column 0..6 from the left, y = row 0..6 from the top); a set of
 * squares is a bitboard {@code long} with bit {@code y * 7 + x} set for each square in it.
 *
 * <p>States are made by {@link MarrakechGame#start()}, {@link MarrakechGame#parseState} and {@link
 * MarrakechGame#apply}.
 */
public final class MarrakechState {
  // Three words, so that the many states play makes are small: what only a placement changes lives
  // in the carpet (see Carpet), shared by the states until the next placement; the rest of the turn
  // is packed in one long (see turn()), and MarrakechBoard unpacks it into its fields.

  /** Bits of {@link #turn}: rugs left (8 bits per colour index) in bits 0..31. */
  static final int ASSAM_SHIFT = 32;

  static final int FACING_SHIFT = 38;
  static final int SEAT_SHIFT = 40;
  static final int PHASE_SHIFT = 42;
  static final int COLOUR_SHIFT = 45;
  static final int OUT_SHIFT = 48;

  /**
   * Visible squares per colour index, whole rugs, next id, owners, players and visible rug id per
   * square, as {@link Carpet} packs them; never modified, shared between states.
   */
  final long[] carpet;

  /** 16 bits of dirhams per seat. */
  final long money;

  /**
   * The rest, as {@link #turn} packs it: rugs left per colour index, Assam's square and facing, the
   * seat whose turn it is, the phase, the colour being placed and the seats that are out.
   */
  final long turn;

  /** The state of a board ({@link MarrakechBoard#freeze()}). */
  MarrakechState(MarrakechBoard b) {
    this.carpet = b.carpet;
    this.money = b.money;
    this.turn = turn(b.rugs, b.assam, b.facing, b.seat, b.phase, b.colour, b.out);
  }

  /**
   * Packs the fields of a turn, as {@link MarrakechBoard} holds them, into one long: {@code rugs}
   * in bits 0..31, Assam's square in bits 32..37 and facing in 38..39, the seat in 40..41, the
   * phase ({@link Phase#ordinal()}) in 42..44, the colour index + 1 ({@link
   * MarrakechBoard#NO_COLOUR} is 0) in 45..47, a bit per seat that is out in 48..51.
   */
  static long turn(int rugs, int assam, int facing, int seat, int phase, int colour, int out) {
    return rugs & 0xFFFF_FFFFL
        | (long)
                (assam
                    | facing << (FACING_SHIFT - ASSAM_SHIFT)
                    | seat << (SEAT_SHIFT - ASSAM_SHIFT)
                    | phase << (PHASE_SHIFT - ASSAM_SHIFT)
                    | (colour + 1) << (COLOUR_SHIFT - ASSAM_SHIFT)
                    | out << (OUT_SHIFT - ASSAM_SHIFT))
            << ASSAM_SHIFT;
  }

  // ---- the packing, read (as MarrakechBoard's fields) ------------------------------------------

  /** 8 bits of rugs left per colour index. */
  int rugs() {
    return (int) turn;
  }

  /** Assam's square. */
  int assam() {
    return (int) (turn >>> ASSAM_SHIFT) & 0x3F;
  }

  /** Assam's facing, as {@link Facing#ordinal()}. */
  int facingIndex() {
    return (int) (turn >>> FACING_SHIFT) & 3;
  }

  /** The seat whose turn it is (chance phases included), 0 when the game is over. */
  int seat() {
    return (int) (turn >>> SEAT_SHIFT) & 3;
  }

  /** The phase, as {@link Phase#ordinal()} ({@link MarrakechBoard#PHASE_C} ...). */
  int phaseIndex() {
    return (int) (turn >>> PHASE_SHIFT) & 7;
  }

  /**
   * Colour index being placed this turn (phases O, D, P), else {@link MarrakechBoard#NO_COLOUR}.
   */
  int colour() {
    return ((int) (turn >>> COLOUR_SHIFT) & 7) - 1;
  }

  /** Bit per seat: out of the game. */
  int out() {
    return (int) (turn >>> OUT_SHIFT) & 0xF;
  }

  /** 4 bits of owning seat per colour index, {@link MarrakechBoard#NO_OWNER} if unowned. */
  int owners() {
    return Carpet.owners(carpet);
  }

  /** 1 + the largest rug id on the board. */
  int nextId() {
    return Carpet.nextId(carpet);
  }

  /** The horizontal edges (bit of the lower square) where one rug shows both halves. */
  long wholeH() {
    return carpet[Carpet.WHOLE_H];
  }

  /** The vertical edges (bit of the lower square) where one rug shows both halves. */
  long wholeV() {
    return carpet[Carpet.WHOLE_V];
  }

  // ---- packed field access -------------------------------------------------------------------

  int moneyOf(int seat) {
    return MarrakechBoard.moneyOf(money, seat);
  }

  int rugsOf(int colourIndex) {
    return MarrakechBoard.rugsOf(rugs(), colourIndex);
  }

  int ownerOf(int colourIndex) {
    return MarrakechBoard.ownerOf(owners(), colourIndex);
  }

  boolean outAt(int seat) {
    return (out() & (1 << seat)) != 0;
  }

  /** Bit per colour index the seat to move may place (owns and has rugs of left). */
  int placeable() {
    return MarrakechBoard.placeable(Carpet.seatColours(carpet), rugs(), seat());
  }

  int rugsOfSeat(int seat) {
    int n = 0;
    for (int c = 0; c < 4; c++) {
      if (ownerOf(c) == seat) {
        n += rugsOf(c);
      }
    }
    return n;
  }

  /** Colour index visible on a square, or {@link MarrakechBoard#NO_COLOUR}. */
  int colourIndexAt(int sq) {
    return MarrakechBoard.colourAt(carpet, sq);
  }

  /** Id of the visible rug on a square, 0 for an empty square. */
  int idAt(int sq) {
    return Carpet.idAt(carpet, sq);
  }

  // ---- public queries --------------------------------------------------------------------------

  /**
   * Returns the number of players (seats).
   *
   * @return 2, 3 or 4
   */
  public int numPlayers() {
    return Carpet.players(carpet);
  }

  /**
   * Returns the phase of the turn, {@link Phase#OVER} when the game is over.
   *
   * @return the phase
   */
  public Phase phase() {
    return MarrakechBoard.PHASES[phaseIndex()];
  }

  /**
   * Returns whether the game is over.
   *
   * @return {@code phase() == Phase.OVER}
   */
  public boolean isOver() {
    return phaseIndex() == MarrakechBoard.PHASE_OVER;
  }

  /**
   * Returns who acts, with exactly the meaning of {@link MarrakechGame#currentPlayer}: the seat to
   * move in phases {@code O} and {@code P}, {@link Game#CHANCE} in phases {@code C} and {@code D}
   * (the colour drawn, the die), {@link Game#TERMINAL} when the game is over.
   *
   * @return a seat, {@link Game#CHANCE} or {@link Game#TERMINAL}
   */
  public int currentPlayer() {
    switch (phaseIndex()) {
      case MarrakechBoard.PHASE_C:
      case MarrakechBoard.PHASE_D:
        return Game.CHANCE;
      case MarrakechBoard.PHASE_OVER:
        return Game.TERMINAL;
      default:
        return seat();
    }
  }

  /**
   * Returns the seat to move as the position notation names it: the seat whose turn it is, chance
   * phases included. In phases {@code C} and {@code D} the colour drawn and the die belong to this
   * seat's turn (the notation writes it before the phase letter, and the payment a die brings is
   * this seat's); in phases {@code O} and {@code P} it equals {@link #currentPlayer()}. Once the
   * game is over the notation names no seat ({@code -}), and this is {@link Game#TERMINAL}.
   *
   * @return the seat, {@code 0 .. numPlayers() - 1}; {@link Game#TERMINAL} when the game is over
   */
  public int seatToMove() {
    return isOver() ? Game.TERMINAL : seat();
  }

  /**
   * Returns the colour of the rug being placed this turn: known in phases O, D and P, not yet in
   * phase C.
   *
   * @return the colour; empty in phase C and when the game is over
   */
  public Optional<Colour> colourToPlace() {
    int colour = colour();
    return colour == MarrakechBoard.NO_COLOUR ? Optional.empty() : Optional.of(Colour.of(colour));
  }

  /**
   * Returns Assam's column.
   *
   * @return 0..6
   */
  public int assamX() {
    return assam() % 7;
  }

  /**
   * Returns Assam's row.
   *
   * @return 0..6
   */
  public int assamY() {
    return assam() / 7;
  }

  /**
   * Returns the direction Assam faces.
   *
   * @return the facing
   */
  public Facing facing() {
    return Facing.of(facingIndex());
  }

  /**
   * Returns a player's dirhams.
   *
   * @param seat 0 .. numPlayers() - 1
   * @return the dirhams, {@code >= 0}
   * @throws IllegalArgumentException if the seat is out of range
   */
  public int money(int seat) {
    checkSeat(seat);
    return moneyOf(seat);
  }

  /**
   * Returns whether a player is out of the game (could not pay in full).
   *
   * @param seat 0 .. numPlayers() - 1
   * @return true if out
   * @throws IllegalArgumentException if the seat is out of range
   */
  public boolean isOut(int seat) {
    checkSeat(seat);
    return outAt(seat);
  }

  /**
   * Returns the colours a player owns, in colour order (one colour; two in the 2-player game).
   *
   * @param seat 0 .. numPlayers() - 1
   * @return an unmodifiable list
   * @throws IllegalArgumentException if the seat is out of range
   */
  public List<Colour> colours(int seat) {
    checkSeat(seat);
    List<Colour> list = new ArrayList<>(2);
    for (int c = 0; c < 4; c++) {
      if (ownerOf(c) == seat) {
        list.add(Colour.of(c));
      }
    }
    return Collections.unmodifiableList(list);
  }

  /**
   * Returns the seat that owns a colour.
   *
   * @param colour a colour
   * @return the seat; empty if no player has that colour (the 3-player game has no purple)
   */
  public OptionalInt owner(Colour colour) {
    int o = ownerOf(colour.ordinal());
    return o == MarrakechBoard.NO_OWNER ? OptionalInt.empty() : OptionalInt.of(o);
  }

  /**
   * Returns the rugs of a colour still to be placed.
   *
   * @param colour a colour
   * @return the count, 0 for a colour no player has
   */
  public int rugsLeft(Colour colour) {
    return rugsOf(colour.ordinal());
  }

  /**
   * Returns the rugs a player still has to place, all their colours together.
   *
   * @param seat 0 .. numPlayers() - 1
   * @return the count
   * @throws IllegalArgumentException if the seat is out of range
   */
  public int rugsLeft(int seat) {
    checkSeat(seat);
    return rugsOfSeat(seat);
  }

  /**
   * Returns the colour of the visible rug on a square.
   *
   * @param x column 0..6
   * @param y row 0..6
   * @return the colour; empty for an empty square
   * @throws IllegalArgumentException if the square is off the board
   */
  public Optional<Colour> colourAt(int x, int y) {
    int c = colourIndexAt(square(x, y));
    return c == MarrakechBoard.NO_COLOUR ? Optional.empty() : Optional.of(Colour.of(c));
  }

  /**
   * Returns the id of the visible rug on a square.
   *
   * @param x column 0..6
   * @param y row 0..6
   * @return the id, from 1; 0 for an empty square
   * @throws IllegalArgumentException if the square is off the board
   */
  public int rugIdAt(int x, int y) {
    return idAt(square(x, y));
  }

  /**
   * Returns the squares where a colour is visible.
   *
   * @param colour a colour
   * @return a bitboard (bit {@code y * 7 + x})
   */
  public long visible(Colour colour) {
    return carpet[colour.ordinal()];
  }

  /**
   * Returns the number of squares where a colour is visible.
   *
   * @param colour a colour
   * @return 0..49
   */
  public int visibleCount(Colour colour) {
    return Long.bitCount(carpet[colour.ordinal()]);
  }

  /**
   * Returns a player's score now: dirhams plus visible squares of their colour(s); 0 for a player
   * who is out (they rank below every player still in, whatever their squares).
   *
   * @param seat 0 .. numPlayers() - 1
   * @return the score
   * @throws IllegalArgumentException if the seat is out of range
   */
  public int score(int seat) {
    checkSeat(seat);
    if (outAt(seat)) {
      return 0;
    }
    int s = moneyOf(seat);
    for (int c = 0; c < 4; c++) {
      if (ownerOf(c) == seat) {
        s += Long.bitCount(carpet[c]);
      }
    }
    return s;
  }

  /**
   * Returns the payment region of a square: the squares edge-connected to it through squares whose
   * visible rug has the same colour (diagonal contact does not connect), the square included.
   *
   * @param x column 0..6
   * @param y row 0..6
   * @return a bitboard; 0 if the square is empty
   * @throws IllegalArgumentException if the square is off the board
   */
  public long paymentRegion(int x, int y) {
    int sq = square(x, y);
    int c = colourIndexAt(sq);
    return c == MarrakechBoard.NO_COLOUR ? 0 : Grid.region(carpet[c], sq);
  }

  /**
   * Returns what the seat whose turn it is ({@link #seatToMove()}) would owe if Assam ended on a
   * square: the size of its payment region when the visible rug belongs to another player who is
   * still in, else 0. The amount owed may exceed the seat's dirhams (the player then pays what they
   * have and is out).
   *
   * @param x column 0..6
   * @param y row 0..6
   * @return the amount owed, 0..49; 0 when the game is over
   * @throws IllegalArgumentException if the square is off the board
   */
  public int paymentAmount(int x, int y) {
    int sq = square(x, y);
    return isOver() ? 0 : owed(sq);
  }

  /** What the seat whose turn it is owes on square sq (0 if nothing). */
  int owed(int sq) {
    return MarrakechBoard.owed(carpet, owners(), out(), seat(), sq);
  }

  /**
   * Returns the bitboard bit of a square.
   *
   * @param x column 0..6
   * @param y row 0..6
   * @return {@code 1L << (y * 7 + x)}
   * @throws IllegalArgumentException if the square is off the board
   */
  public static long bit(int x, int y) {
    return 1L << square(x, y);
  }

  static int square(int x, int y) {
    if (x < 0 || x > 6 || y < 0 || y > 6) {
      throw new IllegalArgumentException("square (" + x + "," + y + ") is off the board");
    }
    return y * 7 + x;
  }

  private void checkSeat(int seat) {
    int players = numPlayers();
    if (seat < 0 || seat >= players) {
      throw new IllegalArgumentException("seat must be 0.." + (players - 1) + ", got " + seat);
    }
  }

  // ---- value semantics -------------------------------------------------------------------------

  /**
   * Returns a 64-bit hash of the content; equal states have equal hashes.
   *
   * @return the hash
   */
  long hash64() {
    long h = 0x9E3779B97F4A7C15L * (numPlayers() + 1);
    // the carpet's layout is a function of the content (see Carpet), so its words are too; the
    // header, a function of the rest, is left out
    for (int w = 0; w < Carpet.COLOURS; w++) {
      h = mix(h ^ carpet[w]);
    }
    for (int w = Carpet.IDS; w < carpet.length; w++) {
      h = mix(h ^ carpet[w]);
    }
    h = mix(h ^ money);
    h = mix(h ^ ((long) rugs() << 32 | owners() & 0xFFFFFFFFL));
    h =
        mix(
            h
                ^ (out()
                    | (long) assam() << 8
                    | (long) facingIndex() << 16
                    | (long) seat() << 20
                    | (long) phaseIndex() << 24
                    | (long) (colour() + 1) << 28
                    | (long) nextId() << 32));
    return h;
  }

  private static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    return o instanceof MarrakechState s
        && money == s.money
        && turn == s.turn
        && Arrays.equals(carpet, s.carpet);
  }

  @Override
  public int hashCode() {
    return Long.hashCode(hash64());
  }

  /**
   * Returns the position notation (see {@link MarrakechGame#formatState}).
   *
   * @return the notation
   */
  @Override
  public String toString() {
    return MarrakechNotation.format(this);
  }
}
