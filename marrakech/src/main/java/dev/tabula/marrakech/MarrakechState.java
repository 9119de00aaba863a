package dev.tabula.marrakech;

import dev.tabula.core.Game;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.jspecify.annotations.Nullable;

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
  // The fields hold what a MarrakechBoard holds; see there for the packing.
  final int players;

  /**
   * Visible squares per colour index (words 0..3) and visible rug id per square, as {@link Carpet}
   * packs them; never modified, shared between states.
   */
  final long[] carpet;

  /** The edges where a rug shows whole: see {@link MarrakechBoard#wholeH}. */
  final long wholeH;

  /** See {@link MarrakechBoard#wholeV}. */
  final long wholeV;

  final long money;
  final int rugs;
  final int owners;
  final int out;
  final int assam;
  final int facing;

  /** The seat whose turn it is (chance phases included), 0 when the game is over. */
  final int seat;

  final Phase phase;
  final int colour;
  final int nextId;

  /** The state of a board ({@link MarrakechBoard#freeze()}). */
  MarrakechState(MarrakechBoard b) {
    this.players = b.players;
    this.carpet = b.carpet;
    this.wholeH = b.wholeH;
    this.wholeV = b.wholeV;
    this.money = b.money;
    this.rugs = b.rugs;
    this.owners = b.owners;
    this.out = b.out;
    this.assam = b.assam;
    this.facing = b.facing;
    this.seat = b.seat;
    this.phase = MarrakechBoard.PHASES[b.phase];
    this.colour = b.colour;
    this.nextId = b.nextId;
  }

  // ---- packed field access -------------------------------------------------------------------

  int moneyOf(int seat) {
    return MarrakechBoard.moneyOf(money, seat);
  }

  int rugsOf(int colourIndex) {
    return MarrakechBoard.rugsOf(rugs, colourIndex);
  }

  int ownerOf(int colourIndex) {
    return MarrakechBoard.ownerOf(owners, colourIndex);
  }

  boolean outAt(int seat) {
    return (out & (1 << seat)) != 0;
  }

  /** Bit per colour index the seat to move may place (owns and has rugs of left). */
  int placeable() {
    return MarrakechBoard.placeable(owners, rugs, seat);
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
    return players;
  }

  /**
   * Returns the phase of the turn, {@link Phase#OVER} when the game is over.
   *
   * @return the phase
   */
  public Phase phase() {
    return phase;
  }

  /**
   * Returns whether the game is over.
   *
   * @return {@code phase() == Phase.OVER}
   */
  public boolean isOver() {
    return phase == Phase.OVER;
  }

  /**
   * Returns who acts, with exactly the meaning of {@link MarrakechGame#currentPlayer}: the seat to
   * move in phases {@code O} and {@code P}, {@link Game#CHANCE} in phases {@code C} and {@code D}
   * (the colour drawn, the die), {@link Game#TERMINAL} when the game is over.
   *
   * @return a seat, {@link Game#CHANCE} or {@link Game#TERMINAL}
   */
  public int currentPlayer() {
    switch (phase) {
      case COLOUR:
      case DIE:
        return Game.CHANCE;
      case OVER:
        return Game.TERMINAL;
      default:
        return seat;
    }
  }

  /**
   * Returns the seat whose turn it is, chance phases included: in phases {@code C} and {@code D}
   * the colour drawn and the die belong to this seat's turn (the position notation writes it before
   * the phase letter, and the payment a die brings is this seat's). In phases {@code O} and {@code
   * P} it equals {@link #currentPlayer()}.
   *
   * @return the seat, {@code 0 .. numPlayers() - 1}; {@link Game#TERMINAL} when the game is over
   */
  public int turnSeat() {
    return phase == Phase.OVER ? Game.TERMINAL : seat;
  }

  /**
   * Returns the colour of the rug being placed this turn: known in phases O, D and P, not yet in
   * phase C.
   *
   * @return the colour, or null in phase C and when the game is over
   */
  public @Nullable RugColour colourToPlace() {
    return colour == MarrakechBoard.NO_COLOUR ? null : RugColour.of(colour);
  }

  /**
   * Returns Assam's column.
   *
   * @return 0..6
   */
  public int assamX() {
    return assam % 7;
  }

  /**
   * Returns Assam's row.
   *
   * @return 0..6
   */
  public int assamY() {
    return assam / 7;
  }

  /**
   * Returns the direction Assam faces.
   *
   * @return the facing
   */
  public Facing facing() {
    return Facing.of(facing);
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
  public List<RugColour> colours(int seat) {
    checkSeat(seat);
    List<RugColour> list = new ArrayList<>(2);
    for (int c = 0; c < 4; c++) {
      if (ownerOf(c) == seat) {
        list.add(RugColour.of(c));
      }
    }
    return Collections.unmodifiableList(list);
  }

  /**
   * Returns the seat that owns a colour.
   *
   * @param colour a colour
   * @return the seat, or -1 if no player has that colour (the 3-player game has no purple)
   */
  public int owner(RugColour colour) {
    int o = ownerOf(colour.ordinal());
    return o == MarrakechBoard.NO_OWNER ? -1 : o;
  }

  /**
   * Returns the rugs of a colour still to be placed.
   *
   * @param colour a colour
   * @return the count, 0 for a colour no player has
   */
  public int rugsLeft(RugColour colour) {
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
   * @return the colour, or null for an empty square
   * @throws IllegalArgumentException if the square is off the board
   */
  public @Nullable RugColour colourAt(int x, int y) {
    int c = colourIndexAt(square(x, y));
    return c == MarrakechBoard.NO_COLOUR ? null : RugColour.of(c);
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
  public long visible(RugColour colour) {
    return carpet[colour.ordinal()];
  }

  /**
   * Returns the number of squares where a colour is visible.
   *
   * @param colour a colour
   * @return 0..49
   */
  public int visibleCount(RugColour colour) {
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
   * Returns what the seat whose turn it is ({@link #turnSeat()}) would owe if Assam ended on a
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
    return phase == Phase.OVER ? 0 : owed(sq);
  }

  /** What the seat whose turn it is owes on square sq (0 if nothing). */
  int owed(int sq) {
    return MarrakechBoard.owed(carpet, owners, out, seat, sq);
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
    long h = 0x9E3779B97F4A7C15L * (players + 1);
    // the carpet's layout is a function of the content (see Carpet), so its words are too
    for (long w : carpet) {
      h = mix(h ^ w);
    }
    h = mix(h ^ money);
    h = mix(h ^ ((long) rugs << 32 | owners & 0xFFFFFFFFL));
    h =
        mix(
            h
                ^ (out
                    | (long) assam << 8
                    | (long) facing << 16
                    | (long) seat << 20
                    | (long) phase.ordinal() << 24
                    | (long) (colour + 1) << 28
                    | (long) nextId << 32));
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
        && players == s.players
        && money == s.money
        && rugs == s.rugs
        && owners == s.owners
        && out == s.out
        && assam == s.assam
        && facing == s.facing
        && seat == s.seat
        && phase == s.phase
        && colour == s.colour
        && nextId == s.nextId
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
