package dev.tabula.marrakech;

import java.util.random.RandomGenerator;

/**
 * The one mutable working copy of a {@link MarrakechState}: the game's start ({@link #start}),
 * {@link MarrakechGame#apply} ({@link #draw}, {@link #orient}, {@link #roll}, {@link #place}),
 * {@link MarrakechGame#randomPlayout} ({@link #playRandomly}, the same steps over many plies) and
 * the position parser all fill one and then {@link #freeze} it into an immutable state. Not
 * thread-safe; never shared outside the package. (Kept in small methods so that the JIT inlines
 * them into {@code applyAction} and the scratch object itself is never allocated.)
 *
 * <h2>Packing</h2>
 *
 * The fields are those of the state, unpacked:
 *
 * <ul>
 *   <li>{@link #carpet}: per colour index (c, y, r, p) the bitboard of the squares where it shows
 *       (words 0..3), the header (the edges where one rug shows both its halves, so that a rug may
 *       not lie there, kept up to date as rugs are laid; the next rug id, the owners, the number of
 *       players), then per square the id of the visible rug, 0 for an empty square, packed 6 bits
 *       to a square (or 16, for positions whose rug ids may exceed 63) as {@link Carpet} describes;
 *   <li>{@link #players} and {@link #owners} (4 bits of owning seat per colour index, {@link
 *       #NO_OWNER} for none), read from the carpet's header, written there by {@link #seal};
 *   <li>{@link #money}: 16 bits of dirhams per seat; {@link #rugs}: 8 bits of rugs left per colour
 *       index; {@link #out}: a bit per seat that is out; and the turn, as {@link
 *       MarrakechState#turn} packs them.
 * </ul>
 *
 * The carpet is never written once a state holds it: a board loaded from a state shares it, and
 * {@link #place} writes a fresh copy. The static methods read the packing, for the board and the
 * state alike (those that take a {@code long[] visible} read words 0..3 of a carpet).
 */
final class MarrakechBoard {
  /** {@link #colour} when no colour is being placed (phase C, the game over). */
  static final int NO_COLOUR = -1;

  /** The owner of a colour nobody has (the 3-player game's purple). */
  static final int NO_OWNER = 0xF;

  /** {@link #phase} values: the {@link Phase#ordinal()}s of C, O, D, P and the game over. */
  static final int PHASE_C = 0;

  static final int PHASE_O = 1;
  static final int PHASE_D = 2;
  static final int PHASE_P = 3;
  static final int PHASE_OVER = 4;

  /** The phases by {@link #phase} value. */
  static final Phase[] PHASES = Phase.values();

  /** Every colour unowned. */
  static final int NOBODY_OWNS = 0xFFFF;

  /** The number of players, as the carpet's header holds it. */
  int players;

  /** 4 bits of owning seat per colour index, {@link #NO_OWNER} if unowned; as the header holds. */
  int owners;

  /** The colours of each seat, {@link #seatColours(int)} of the owners; as the header holds. */
  int seatColours;

  /** Visible squares, whole rugs, header and visible rug id per square: see {@link Carpet}. */
  long[] carpet;

  /** 16 bits of dirhams per seat. */
  long money;

  /** 8 bits of rugs left per colour index. */
  int rugs;

  /** Bit per seat: out of the game. */
  int out;

  int assam;
  int facing;

  /** The seat whose turn it is (chance phases included); 0 when the game is over. */
  int seat;

  /**
   * The phase, as its {@link Phase#ordinal()} ({@link #PHASE_C} ...): an int, which the random
   * playout writes every ply without the garbage collector's barrier on reference stores.
   */
  int phase;

  /** Colour index being placed this turn (phases O, D, P), else {@link #NO_COLOUR}. */
  int colour;

  /**
   * An empty market: no rugs, no players yet, nobody owns a colour.
   *
   * @param narrow the carpet's layout ({@link Carpet#narrowFits} of the board to be filled)
   */
  MarrakechBoard(boolean narrow) {
    carpet = Carpet.empty(narrow);
    owners = NOBODY_OWNS;
    phase = PHASE_OVER;
    colour = NO_COLOUR;
  }

  /** A working copy of a state (sharing its carpet). */
  MarrakechBoard(MarrakechState s) {
    long[] c = s.carpet;
    this.carpet = c;
    this.players = Carpet.players(c);
    this.owners = Carpet.owners(c);
    this.seatColours = Carpet.seatColours(c);
    this.money = s.money;
    this.rugs = s.rugs();
    this.out = s.out();
    this.assam = s.assam();
    this.facing = s.facingIndex();
    this.seat = s.seat();
    this.phase = s.phaseIndex();
    this.colour = s.colour();
  }

  /**
   * Finishes a board filled square by square, on its own carpet: writes the header, the whole rugs
   * ({@link Grid#wholeRugs} of the ids), the next id (given), the owners and the players; then lays
   * the carpet out as the content calls for ({@link Carpet#narrowedIfFits}).
   *
   * @param nextId 1 + the largest rug id on the board
   */
  void seal(int nextId) {
    carpet[Carpet.WHOLE_H] = Grid.wholeRugs(carpet, false);
    carpet[Carpet.WHOLE_V] = Grid.wholeRugs(carpet, true);
    seatColours = seatColours(owners);
    Carpet.setMeta(carpet, nextId, owners, players);
    carpet = Carpet.narrowedIfFits(carpet, rugs);
  }

  /** The immutable state of this board. */
  MarrakechState freeze() {
    return new MarrakechState(this);
  }

  /**
   * The start of a game: 30 dirhams each; 12 rugs each of 4 players, 15 each of 3, 12 of each
   * colour in the 2-player game (seat 0 cyan and red, seat 1 yellow and purple); seat i of a 3- or
   * 4-player game owns colour i; Assam on (3,3); the first seat's turn begins.
   */
  static MarrakechState start(int players, int first, Facing facing) {
    MarrakechBoard b = new MarrakechBoard(true); // 48 rugs at most: ids 1..48
    b.players = players;
    for (int p = 0; p < players; p++) {
      b.money |= 30L << (p * 16);
    }
    for (int c = 0; c < 4; c++) {
      int owner = players == 2 ? c & 1 : c < players ? c : NO_OWNER;
      b.owners = b.owners & ~(0xF << (c * 4)) | owner << (c * 4);
      b.seatColours = seatColours(b.owners);
      if (owner != NO_OWNER) {
        b.rugs |= (players == 3 ? 15 : 12) << (c * 8);
      }
    }
    b.assam = 3 * 7 + 3;
    b.facing = facing.ordinal();
    b.seat = (first + players - 1) % players;
    b.nextTurn();
    b.seal(1);
    return b.freeze();
  }

  // ---- the packing, read --------------------------------------------------------------------

  static int moneyOf(long money, int seat) {
    return (int) (money >>> (seat * 16)) & 0xFFFF;
  }

  static int rugsOf(int rugs, int colourIndex) {
    return (rugs >>> (colourIndex * 8)) & 0xFF;
  }

  static int ownerOf(int owners, int colourIndex) {
    return (owners >>> (colourIndex * 4)) & 0xF;
  }

  /** The colour index visible on a square, or {@link #NO_COLOUR}. */
  static int colourAt(long[] visible, int sq) {
    // branch-free: at most one colour shows on a square
    int y = (int) (visible[1] >>> sq) & 1;
    int r = (int) (visible[2] >>> sq) & 1;
    int p = (int) (visible[3] >>> sq) & 1;
    int any = ((int) (visible[0] >>> sq) & 1) | y | r | p;
    return (y | p | (r | p) << 1) | (any - 1); // NO_COLOUR is -1
  }

  /** Bit per colour index that the seat owns and has rugs of left: the colours it may place. */
  static int placeable(int seatColours, int rugs, int seat) {
    return seatColours >>> (seat * 4) & withRugs(rugs) & 0xF;
  }

  /**
   * The colours each seat owns, from the owners: 4 bits per seat, bit {@code 4 * seat + c} set if
   * the seat owns colour index c; what the hot path reads instead of the owners ({@link
   * #seatColours}).
   */
  static int seatColours(int owners) {
    int m = 0;
    for (int c = 0; c < 4; c++) {
      int o = ownerOf(owners, c);
      if (o != NO_OWNER) {
        m |= 1 << (o * 4 + c);
      }
    }
    return m;
  }

  /** Bit per colour index with rugs left, branch-free from a byte per colour. */
  private static int withRugs(int rugs) {
    int r = rugs | rugs >>> 4;
    r |= r >>> 2;
    r |= r >>> 1;
    r &= 0x01010101; // bit 8c: colour c has rugs left
    return (r | r >>> 7 | r >>> 14 | r >>> 21) & 0xF;
  }

  /**
   * What the seat owes with Assam on the square: the size of the payment region when the visible
   * rug belongs to another seat that is still in, else 0.
   */
  static int owed(long[] visible, int owners, int out, int seat, int sq) {
    int c = owedColour(visible, owners, out, seat, sq);
    return c == NO_COLOUR ? 0 : Long.bitCount(Grid.region(visible[c], sq));
  }

  /**
   * The colour the seat pays for with Assam on the square: the visible rug's colour when it belongs
   * to another seat that is still in, else {@link #NO_COLOUR} (nothing is owed).
   */
  static int owedColour(long[] visible, int owners, int out, int seat, int sq) {
    int c = colourAt(visible, sq);
    if (c == NO_COLOUR) {
      return NO_COLOUR;
    }
    int o = ownerOf(owners, c);
    return o == seat || o == NO_OWNER || (out & (1 << o)) != 0 ? NO_COLOUR : c;
  }

  /**
   * The seat whose turn comes after {@code seat}'s: the next in increasing order (wrapping round,
   * {@code seat} itself last) that is still in and has rugs left; -1 if the game is over (at most
   * one player in, or no player who is in has rugs left).
   */
  static int nextSeat(int players, int out, int seatColours, int rugs, int seat) {
    // a nibble per seat: its colours with rugs left; then a bit per seat with any, branch-free
    int x = seatColours & withRugs(rugs) * 0x1111;
    x |= x >>> 2;
    x |= x >>> 1;
    x &= 0x1111;
    int withRugs = (x * 0x249) >>> 9 & 0xF; // bits 9..12 of the product: bits 0, 4, 8, 12 of x
    int may = withRugs & ~out & ((1 << players) - 1);
    int after = may & (-2 << seat); // the seats above this one
    int next = Integer.numberOfTrailingZeros(after != 0 ? after : may);
    // Branch-free "at most one player in": a branch taken only when all but one went broke (rare,
    // and so never seen while warming up) would make the JIT deoptimize applyAction mid-run.
    int over = (players - Integer.bitCount(out) - 2) >> 31; // -1 if at most one player is in
    return may == 0 ? -1 : next | over;
  }

  // ---- a turn -----------------------------------------------------------------------------------
  //
  // Each step returns whether the turn is over; the caller then calls nextTurn() (once, so that the
  // JIT inlines it and this scratch board is never allocated: no method that takes the board may
  // be left out of line on any path).

  /** Phase C: the rug drawn has colour index c. */
  boolean draw(int c) {
    colour = c;
    phase = PHASE_O;
    return false;
  }

  /** Phase O: Assam now faces this way. */
  boolean orient(int newFacing) {
    facing = newFacing;
    phase = PHASE_D;
    return false;
  }

  /**
   * Phase D: Assam walks the steps and the seat pays what it owes; one who cannot pay in full pays
   * what they have and is out (their rugs left are forfeited), which ends the turn.
   */
  boolean roll(int steps) {
    return arrive(Grid.walk(assam, facing, steps));
  }

  /**
   * The end of phase D: Assam arrives on {@code pos} ({@code square << 2 | facing}) and the seat
   * pays, as {@link #roll} says; returns whether the turn is over.
   */
  private boolean arrive(int pos) {
    assam = pos >> 2;
    facing = pos & 3;
    phase = PHASE_P;
    int c = owedColour(carpet, owners, out, seat, assam);
    if (c == NO_COLOUR) {
      return false;
    }
    int owed = Long.bitCount(Grid.region(carpet[c], assam));
    int payee = ownerOf(owners, c);
    int paid = Math.min(owed, moneyOf(money, seat));
    money += ((long) paid << (payee * 16)) - ((long) paid << (seat * 16));
    // Branch-free going out (rare, so a branch would be left to an uncommon trap and deoptimize).
    int broke = (paid - owed) >> 31; // -1 if the seat could not pay in full, else 0
    out |= (1 << seat) & broke;
    rugs &= ~(rugsMask(seatColours, seat) & broke);
    if (carpet.length != Carpet.NARROW_LENGTH) { // never in a game from its start
      // the rugs forfeited may bring the ids to come within the narrow layout. (A static call that
      // takes no board: one left out of line would make the board escape and be allocated.)
      carpet = Carpet.narrowedIfFits(carpet, rugs);
    }
    return broke != 0;
  }

  /** The bits of {@link #rugs} that hold the seat's colours. */
  static int rugsMask(int seatColours, int seat) {
    int colours = seatColours >>> (seat * 4) & 0xF;
    return (colours * 0x00204081 & 0x01010101) * 0xFF; // bit c to bit 8c, then the whole byte
  }

  /**
   * Phase P: the rug of this turn's colour lies on the edge, with the next id; the turn is over.
   * Writes a fresh copy of the carpet, so that the state this board was loaded from keeps its own.
   */
  boolean place(int edge) {
    carpet = carpet.clone();
    return lay(edge);
  }

  /** {@link #place}, writing this board's carpet in place (it must be its own). */
  private boolean lay(int edge) {
    int a = Grid.EDGE_A[edge];
    int b = Grid.EDGE_B[edge];
    long both = (1L << a) | (1L << b);
    long[] v = carpet;
    v[0] &= ~both;
    v[1] &= ~both;
    v[2] &= ~both;
    v[3] &= ~both;
    v[colour] |= both;
    int id = Carpet.nextId(v);
    Carpet.setId(v, a, id);
    Carpet.setId(v, b, id);
    // the rugs under a and b no longer show whole; the new one does
    v[Carpet.WHOLE_H] =
        (v[Carpet.WHOLE_H] & ~(Grid.TOUCH_H[a] | Grid.TOUCH_H[b])) | Grid.WHOLE_H[edge];
    v[Carpet.WHOLE_V] =
        (v[Carpet.WHOLE_V] & ~(Grid.TOUCH_V[a] | Grid.TOUCH_V[b])) | Grid.WHOLE_V[edge];
    v[Carpet.META]++; // the next id, in the low bits
    rugs -= 1 << (colour * 8);
    return true;
  }

  /**
   * Passes the turn to {@link #nextSeat}: in phase C if it has rugs of two colours left (the
   * 2-player game), else in phase O with its colour; or ends the game.
   */
  void nextTurn() {
    int next = nextSeat(players, out, seatColours, rugs, seat);
    if (next < 0) {
      seat = 0;
      phase = PHASE_OVER;
      colour = NO_COLOUR;
      return;
    }
    seat = next;
    int mask = placeable(seatColours, rugs, next);
    boolean draw = (mask & (mask - 1)) != 0;
    phase = draw ? PHASE_C : PHASE_O;
    colour = draw ? NO_COLOUR : Integer.numberOfTrailingZeros(mask);
  }

  // ---- random play --------------------------------------------------------------------------

  /**
   * Plays random plies from a state, as {@link MarrakechGame#randomPlayout} documents the draws,
   * until the game is over or {@code maxPlies} plies have been played, and returns the state
   * reached. Plays on one board with a copy of the state's carpet, written in place. A turn that
   * begins (phase C or O) with at least 4 plies left under the cap is played whole, without a phase
   * dispatch per ply: the orientation and the die come from one draw and one look-up ({@link
   * Grid#WALK_TURN}); the plies of other turns (the start mid-turn, the last few before the cap)
   * one by one, with the same draws. (The board is made here and the steps are small methods, so
   * that the JIT inlines them all and keeps the board's fields in registers rather than allocating
   * it.)
   */
  static MarrakechState playRandomly(MarrakechState from, RandomGenerator random, int maxPlies) {
    MarrakechBoard b = new MarrakechBoard(from);
    b.carpet = from.carpet.clone();
    int ahead = -1; // what a draw left for the plies to come in this turn: 0..17 for O, 0..5 for D
    for (int ply = 0; ply < maxPlies; ) {
      if (b.phase <= PHASE_O && maxPlies - ply >= 4) {
        // a whole turn (at most 4 plies) at once, drawn as the plies one by one below would draw
        // it; the orientation and the die's face x give Assam's walk in one look-up
        int x;
        if (b.phase == PHASE_C) {
          x = b.drawRandomly(random);
          ply++;
        } else {
          x = MarrakechGame.uniform(random, 18);
        }
        ply += 3; // O, D and P; the turn may end at D
        if (b.arrive(Grid.WALK_TURN[(b.assam * 4 + b.facing) * 18 + x])) {
          ply--;
        } else {
          b.lay(b.randomPlacement(random));
        }
        b.nextTurn();
        continue;
      }
      boolean turnOver;
      switch (b.phase) {
        case PHASE_C:
          ahead = b.drawRandomly(random);
          turnOver = false;
          break;
        case PHASE_O:
          {
            int x = ahead >= 0 ? ahead : MarrakechGame.uniform(random, 18);
            ahead = x % 6;
            turnOver = b.orient(Grid.turned(b.facing, x / 6));
            break;
          }
        case PHASE_D:
          turnOver =
              b.roll(
                  MarrakechGame.DIE_FACES[ahead >= 0 ? ahead : MarrakechGame.uniform(random, 6)]);
          ahead = -1;
          break;
        case PHASE_P:
          turnOver = b.lay(b.randomPlacement(random));
          break;
        default:
          return b.freeze();
      }
      ply++;
      if (turnOver) {
        b.nextTurn();
      }
    }
    return b.freeze();
  }

  /**
   * Phase C in a random playout: draws the colour (in proportion to the rugs of each left) and, in
   * the same draw, 0..17 for the orientation and the die to come (as {@link
   * MarrakechGame#randomPlayout} documents); draws the colour and returns the 0..17.
   */
  private int drawRandomly(RandomGenerator random) {
    int mask = placeable(seatColours, rugs, seat); // two colours: phase C needs both
    int low = Integer.numberOfTrailingZeros(mask);
    int high = 31 - Integer.numberOfLeadingZeros(mask);
    int lowRugs = rugsOf(rugs, low);
    int x = MarrakechGame.uniform(random, (lowRugs + rugsOf(rugs, high)) * 18);
    draw(x / 18 < lowRugs ? low : high);
    return x % 18;
  }

  /**
   * A placement drawn uniformly among the legal ones, {@link MarrakechGame#placements}' (the
   * candidates around Assam less the whole rugs, in the same order), counted and the chosen one
   * picked without listing them: its edge.
   */
  private int randomPlacement(RandomGenerator random) {
    long h = Grid.CANDIDATE_H[assam] & ~carpet[Carpet.WHOLE_H];
    long v = Grid.CANDIDATE_V[assam] & ~carpet[Carpet.WHOLE_V];
    int nh = Long.bitCount(h);
    int k = MarrakechGame.uniform(random, nh + Long.bitCount(v));
    // without a branch, which would go either way at random: -1 if the k-th is a vertical edge
    int vertical = (nh - 1 - k) >> 31;
    long bits = h ^ ((h ^ v) & vertical);
    // drop the lowest set bit (vertical ? k - nh : k) times, branch-free: at most 6 bits are set
    // (Grid.CANDIDATE_H holds 6 edges around Assam at most), so 5 rounds do
    int skip = k - (nh & vertical);
    for (int i = 0; i < 5; i++) {
      bits ^= bits & -bits & ((long) (i - skip) >> 63);
    }
    return Grid.EDGE_AT[Long.numberOfTrailingZeros(bits) | (vertical & 64)];
  }
}
