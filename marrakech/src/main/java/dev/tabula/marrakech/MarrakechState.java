package dev.tabula.marrakech;

import dev.tabula.core.Game;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

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
  static final int NO_COLOUR = -1;
  static final int NO_OWNER = 0xF;

  final int players;

  /** Visible squares per colour index; never modified, shared between states. */
  final long[] visible;

  /** Visible rug id per square (0 = empty); never modified, shared between states. */
  final char[] ids;

  /** 16 bits of dirhams per seat. */
  final long money;

  /** 8 bits of rugs left per colour index. */
  final int rugs;

  /** 4 bits of owning seat per colour index, {@link #NO_OWNER} if unowned. */
  final int owners;

  /** Bit per seat: out of the game. */
  final int out;

  final int assam;
  final int facing;

  /** Seat to move, 0 when the game is over. */
  final int mover;

  final Phase phase;

  /** Colour index being placed this turn (phases O, D, P), else {@link #NO_COLOUR}. */
  final int colour;

  /** 1 + the largest rug id on the board. */
  final int nextId;

  MarrakechState(
      int players,
      long[] visible,
      char[] ids,
      long money,
      int rugs,
      int owners,
      int out,
      int assam,
      int facing,
      int mover,
      Phase phase,
      int colour,
      int nextId) {
    this.players = players;
    this.visible = visible;
    this.ids = ids;
    this.money = money;
    this.rugs = rugs;
    this.owners = owners;
    this.out = out;
    this.assam = assam;
    this.facing = facing;
    this.mover = mover;
    this.phase = phase;
    this.colour = colour;
    this.nextId = nextId;
  }

  // ---- packed field access -------------------------------------------------------------------

  int moneyOf(int seat) {
    return (int) (money >>> (seat * 16)) & 0xFFFF;
  }

  int rugsOf(int colourIndex) {
    return (rugs >>> (colourIndex * 8)) & 0xFF;
  }

  int ownerOf(int colourIndex) {
    return (owners >>> (colourIndex * 4)) & 0xF;
  }

  boolean outAt(int seat) {
    return (out & (1 << seat)) != 0;
  }

  /** Bit per colour index owned by the seat. */
  int colourMask(int seat) {
    int m = 0;
    for (int c = 0; c < 4; c++) {
      if (ownerOf(c) == seat) {
        m |= 1 << c;
      }
    }
    return m;
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

  /** Colour index visible on a square, or {@link #NO_COLOUR}. */
  int colourIndexAt(int sq) {
    long bit = 1L << sq;
    for (int c = 0; c < 4; c++) {
      if ((visible[c] & bit) != 0) {
        return c;
      }
    }
    return NO_COLOUR;
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
        return mover;
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
    return phase == Phase.OVER ? Game.TERMINAL : mover;
  }

  /**
   * Returns the colour of the rug being placed this turn: known in phases O, D and P, not yet in
   * phase C.
   *
   * @return the colour, or null in phase C and when the game is over
   */
  public RugColour colourToPlace() {
    return colour == NO_COLOUR ? null : RugColour.of(colour);
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
    return o == NO_OWNER ? -1 : o;
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
  public RugColour colourAt(int x, int y) {
    int c = colourIndexAt(square(x, y));
    return c == NO_COLOUR ? null : RugColour.of(c);
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
    return ids[square(x, y)];
  }

  /**
   * Returns the squares where a colour is visible.
   *
   * @param colour a colour
   * @return a bitboard (bit {@code y * 7 + x})
   */
  public long visible(RugColour colour) {
    return visible[colour.ordinal()];
  }

  /**
   * Returns the number of squares where a colour is visible.
   *
   * @param colour a colour
   * @return 0..49
   */
  public int visibleCount(RugColour colour) {
    return Long.bitCount(visible[colour.ordinal()]);
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
        s += Long.bitCount(visible[c]);
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
    return c == NO_COLOUR ? 0 : Board.region(visible[c], sq);
  }

  /**
   * Returns what the player to move would owe if Assam ended on a square: the size of its payment
   * region when the visible rug belongs to another player who is still in, else 0. The amount owed
   * may exceed the mover's dirhams (the mover then pays what they have and is out).
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

  /** What the mover owes on square sq (0 if nothing). */
  int owed(int sq) {
    int c = colourIndexAt(sq);
    if (c == NO_COLOUR) {
      return 0;
    }
    int o = ownerOf(c);
    if (o == mover || o == NO_OWNER || outAt(o)) {
      return 0;
    }
    return Long.bitCount(Board.region(visible[c], sq));
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

  // ---- transitions (no legality checks: MarrakechGame checks)
  // ------------------------------------

  MarrakechState withFacing(int newFacing) {
    return new MarrakechState(
        players, visible, ids, money, rugs, owners, out, assam, newFacing, mover, Phase.DIE, colour,
        nextId);
  }

  MarrakechState withDraw(int c) {
    return new MarrakechState(
        players,
        visible,
        ids,
        money,
        rugs,
        owners,
        out,
        assam,
        facing,
        mover,
        Phase.ORIENT,
        c,
        nextId);
  }

  MarrakechState withRoll(int steps) {
    int pos = Board.walk(assam, facing, steps);
    int sq = pos >> 2;
    int f = pos & 3;
    int owed = owed(sq);
    if (owed == 0) {
      return new MarrakechState(
          players,
          visible,
          ids,
          money,
          rugs,
          owners,
          out,
          sq,
          f,
          mover,
          Phase.PLACE,
          colour,
          nextId);
    }
    int payee = ownerOf(colourIndexAt(sq));
    int have = moneyOf(mover);
    if (have >= owed) {
      long m = money - ((long) owed << (mover * 16)) + ((long) owed << (payee * 16));
      return new MarrakechState(
          players, visible, ids, m, rugs, owners, out, sq, f, mover, Phase.PLACE, colour, nextId);
    }
    // short: pays everything, goes out, turn ends
    long m = money - ((long) have << (mover * 16)) + ((long) have << (payee * 16));
    int r = rugs;
    for (int c = 0; c < 4; c++) {
      if (ownerOf(c) == mover) {
        r &= ~(0xFF << (c * 8));
      }
    }
    return nextTurn(players, visible, ids, m, r, owners, out | (1 << mover), sq, f, mover, nextId);
  }

  MarrakechState withPlacement(int edge) {
    int a = Board.EDGE_A[edge];
    int b = Board.EDGE_B[edge];
    long both = (1L << a) | (1L << b);
    long[] v = visible.clone();
    for (int c = 0; c < 4; c++) {
      v[c] &= ~both;
    }
    v[colour] |= both;
    char[] newIds = ids.clone();
    newIds[a] = (char) nextId;
    newIds[b] = (char) nextId;
    int r = rugs - (1 << (colour * 8));
    return nextTurn(players, v, newIds, money, r, owners, out, assam, facing, mover, nextId + 1);
  }

  /** The state at the start of the next player's turn, or the final state. */
  static MarrakechState nextTurn(
      int players,
      long[] visible,
      char[] ids,
      long money,
      int rugs,
      int owners,
      int out,
      int assam,
      int facing,
      int mover,
      int nextId) {
    int in = players - Integer.bitCount(out);
    if (in > 1) {
      for (int k = 1; k <= players; k++) {
        int s = (mover + k) % players;
        if ((out & (1 << s)) != 0) {
          continue;
        }
        int mask = 0;
        int left = 0;
        for (int c = 0; c < 4; c++) {
          if (((owners >>> (c * 4)) & 0xF) == s && ((rugs >>> (c * 8)) & 0xFF) > 0) {
            mask |= 1 << c;
            left++;
          }
        }
        if (left == 0) {
          continue;
        }
        if (left == 2) {
          return new MarrakechState(
              players,
              visible,
              ids,
              money,
              rugs,
              owners,
              out,
              assam,
              facing,
              s,
              Phase.COLOUR,
              NO_COLOUR,
              nextId);
        }
        return new MarrakechState(
            players,
            visible,
            ids,
            money,
            rugs,
            owners,
            out,
            assam,
            facing,
            s,
            Phase.ORIENT,
            Integer.numberOfTrailingZeros(mask),
            nextId);
      }
    }
    return new MarrakechState(
        players,
        visible,
        ids,
        money,
        rugs,
        owners,
        out,
        assam,
        facing,
        0,
        Phase.OVER,
        NO_COLOUR,
        nextId);
  }

  // ---- value semantics -------------------------------------------------------------------------

  /**
   * Returns a 64-bit hash of the content; equal states have equal hashes.
   *
   * @return the hash
   */
  long hash64() {
    long h = 0x9E3779B97F4A7C15L * (players + 1);
    for (int c = 0; c < 4; c++) {
      h = mix(h ^ visible[c]);
    }
    h = mix(h ^ money);
    h = mix(h ^ ((long) rugs << 32 | owners & 0xFFFFFFFFL));
    h =
        mix(
            h
                ^ (out
                    | (long) assam << 8
                    | (long) facing << 16
                    | (long) mover << 20
                    | (long) phase.ordinal() << 24
                    | (long) (colour + 1) << 28
                    | (long) nextId << 32));
    long acc = 0;
    for (int i = 0; i < Board.SQUARES; i += 4) {
      long w = ids[i];
      if (i + 1 < Board.SQUARES) {
        w |= (long) ids[i + 1] << 16;
      }
      if (i + 2 < Board.SQUARES) {
        w |= (long) ids[i + 2] << 32;
      }
      if (i + 3 < Board.SQUARES) {
        w |= (long) ids[i + 3] << 48;
      }
      acc = mix(acc ^ w) + i;
    }
    return mix(h ^ acc);
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
        && mover == s.mover
        && phase == s.phase
        && colour == s.colour
        && nextId == s.nextId
        && Arrays.equals(visible, s.visible)
        && (ids == s.ids || Arrays.equals(ids, s.ids));
  }

  @Override
  public int hashCode() {
    long h = hash64();
    return (int) (h ^ (h >>> 32));
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
