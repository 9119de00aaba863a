package dev.tabula.marrakech;

/**
 * The scratch board of {@link MarrakechGame#perft}: what the legal moves and their effects depend
 * on, in a few words, with every move made in place and unmade by restoring the words it changed
 * (kept in the locals of the count, so nothing is allocated per node). Not thread-safe; one per
 * count.
 *
 * <p>The rug ids are left out: a rule reads them only to forbid covering both halves of one rug,
 * and the whole rugs ({@link Carpet#WHOLE_H}, {@link Carpet#WHOLE_V}) say that by themselves, kept
 * up to date by a placement exactly as {@link MarrakechBoard#place} keeps them (a new rug's id is
 * always new, so a placement shows whole the rug it lays and no rug under its two squares). The
 * colours are three bitboards, as the visible colour index's two bits: {@link #occ} the squares
 * with a rug, {@link #p0} and {@link #p1} bit 0 and bit 1 of the colour index there; so a placement
 * is three masked writes whatever the colour.
 *
 * <p>The count follows the phases as {@link MarrakechGame#legalActions} and {@link
 * MarrakechGame#applyAction} play them: C (one branch per colour the seat may place), O (L, F, R),
 * D (the die's four outcomes: the walk and the payment, a player going out ending the turn), P (the
 * legal placements, then the next turn); the game over counts 0. The last ply is counted from the
 * phase without being played: the colours drawable, 3, 4, or the placements around Assam.
 */
final class PerftBoard {
  private final int players;
  private final int owners;
  private final int seatColours;

  /** The squares with a rug. */
  private long occ;

  /** Bit 0 of the colour index of the visible rug, per square. */
  private long p0;

  /** Bit 1 of the colour index of the visible rug, per square. */
  private long p1;

  /** The horizontal and vertical edges (bit of the lower square) where a rug shows whole. */
  private long wholeH;

  private long wholeV;

  /** As {@link MarrakechBoard}: 16 bits of dirhams per seat. */
  private long money;

  /** As {@link MarrakechBoard}: 8 bits of rugs left per colour index. */
  private int rugs;

  private int out;
  private int assam;
  private int facing;
  private int seat;
  private int phase;
  private int colour;

  private PerftBoard(MarrakechState s) {
    long[] c = s.carpet;
    players = Carpet.players(c);
    owners = Carpet.owners(c);
    seatColours = Carpet.seatColours(c);
    long y = c[1];
    long r = c[2];
    long p = c[3];
    occ = c[0] | y | r | p;
    p0 = y | p;
    p1 = r | p;
    wholeH = c[Carpet.WHOLE_H];
    wholeV = c[Carpet.WHOLE_V];
    money = s.money;
    rugs = s.rugs();
    out = s.out();
    assam = s.assam();
    facing = s.facingIndex();
    seat = s.seat();
    phase = s.phaseIndex();
    colour = s.colour();
  }

  /**
   * Counts the paths of {@code depth} plies from a state, as {@link dev.tabula.core.Perft} counts
   * them over the game API.
   *
   * @param state where to count from
   * @param depth the plies, {@code >= 0}
   * @return the number of paths
   */
  static long perft(MarrakechState state, int depth) {
    return depth == 0 ? 1 : new PerftBoard(state).count(depth);
  }

  /** The count from this board in any phase, at depth {@code >= 1}. */
  private long count(int depth) {
    switch (phase) {
      case MarrakechBoard.PHASE_O:
        return countO(depth);
      case MarrakechBoard.PHASE_P:
        return countP(depth);
      case MarrakechBoard.PHASE_D:
        return countD(depth);
      case MarrakechBoard.PHASE_C:
        return countC(depth);
      default:
        return 0;
    }
  }

  /** Phase C: one branch per colour the seat may place (two: phase C needs both). */
  private long countC(int depth) {
    int mask = MarrakechBoard.placeable(seatColours, rugs, seat);
    if (depth == 1) {
      return Integer.bitCount(mask);
    }
    final int c = colour;
    long total = 0;
    for (int m = mask; m != 0; m &= m - 1) {
      colour = Integer.numberOfTrailingZeros(m);
      phase = MarrakechBoard.PHASE_O;
      total += countO(depth - 1);
    }
    colour = c;
    phase = MarrakechBoard.PHASE_C;
    return total;
  }

  /** Phase O: L, F, R; each leads to phase D, which always has its four outcomes. */
  private long countO(int depth) {
    if (depth == 1) {
      return 3;
    }
    final int f = facing;
    long total = 0;
    for (int turn = 0; turn < 3; turn++) {
      facing = Grid.turned(f, turn);
      total += countD(depth - 1);
    }
    facing = f;
    return total;
  }

  /**
   * Phase D: the four outcomes of the die (from phase O or D, as the caller left {@link #phase}):
   * the walk and the payment, then phase P, or the next turn when the seat went out.
   */
  private long countD(int depth) {
    if (depth == 1) {
      return 4;
    }
    final int a = assam;
    final int f = facing;
    final int ph = phase;
    final long m = money;
    final int o = out;
    final int r = rugs;
    final int st = seat;
    final int c = colour;
    final int base = (a * 4 + f) * 5;
    long total = 0;
    for (int steps = 1; steps <= 4; steps++) {
      if (arrive(Grid.WALK[base + steps])) {
        nextTurn();
        total += count(depth - 1);
        out = o;
        rugs = r;
        seat = st;
        colour = c;
      } else {
        total += countP(depth - 1);
      }
      money = m;
    }
    assam = a;
    facing = f;
    phase = ph;
    return total;
  }

  /**
   * Phase D's end: Assam arrives on {@code pos} ({@code square << 2 | facing}), phase P begins and
   * the seat pays what it owes, as {@link MarrakechBoard#roll}; returns whether it went out (its
   * turn over). Writes {@link #money}, {@link #out} and {@link #rugs} only when it pays.
   */
  private boolean arrive(int pos) {
    final int sq = pos >> 2;
    assam = sq;
    facing = pos & 3;
    phase = MarrakechBoard.PHASE_P;
    if ((occ >>> sq & 1) == 0) {
      return false;
    }
    int c = (int) (p0 >>> sq & 1) | (int) (p1 >>> sq & 1) << 1;
    int payee = MarrakechBoard.ownerOf(owners, c);
    if (payee == seat || payee == MarrakechBoard.NO_OWNER || (out >>> payee & 1) != 0) {
      return false;
    }
    int owed = Long.bitCount(Grid.region(visible(c), sq));
    int have = MarrakechBoard.moneyOf(money, seat);
    if (owed <= have) {
      money += ((long) owed << (payee * 16)) - ((long) owed << (seat * 16));
      return false;
    }
    money += ((long) have << (payee * 16)) - ((long) have << (seat * 16));
    out |= 1 << seat;
    rugs &= ~MarrakechBoard.rugsMask(seatColours, seat);
    return true;
  }

  /** The squares where colour index {@code c} shows. */
  private long visible(int c) {
    // p0 for an odd index, its complement for an even one; likewise p1 and bit 1
    long m0 = (c & 1) - 1L;
    long m1 = (c >> 1) - 1L;
    return occ & (p0 ^ m0) & (p1 ^ m1);
  }

  /**
   * Phase P: the legal placements (the candidates around Assam less the edges where a rug shows
   * whole, as {@link MarrakechGame#placements}), each laid with the turn's colour and followed by
   * the next turn.
   */
  private long countP(int depth) {
    long h = Grid.CANDIDATE_H[assam] & ~wholeH;
    long v = Grid.CANDIDATE_V[assam] & ~wholeV;
    if (depth == 1) {
      return Long.bitCount(h) + Long.bitCount(v);
    }
    final long o = occ;
    final long b0 = p0;
    final long b1 = p1;
    final long wh = wholeH;
    final long wv = wholeV;
    final int r = rugs;
    final int st = seat;
    final int c = colour;
    final long m0 = -(long) (c & 1);
    final long m1 = -(long) (c >> 1 & 1);
    final int after = r - (1 << (c * 8));
    long total = 0;
    for (; h != 0; h &= h - 1) {
      int sq = Long.numberOfTrailingZeros(h);
      long both = 3L << sq;
      occ = o | both;
      p0 = b0 & ~both | both & m0;
      p1 = b1 & ~both | both & m1;
      wholeH = wh & ~(both | both >>> 1) | 1L << sq;
      wholeV = wv & ~(both | both >>> 7);
      rugs = after;
      nextTurn();
      total += count(depth - 1);
      seat = st;
    }
    for (; v != 0; v &= v - 1) {
      int sq = Long.numberOfTrailingZeros(v);
      long both = 0x81L << sq;
      occ = o | both;
      p0 = b0 & ~both | both & m0;
      p1 = b1 & ~both | both & m1;
      wholeH = wh & ~(both | both >>> 1);
      wholeV = wv & ~(both | both >>> 7) | 1L << sq;
      rugs = after;
      nextTurn();
      total += count(depth - 1);
      seat = st;
    }
    occ = o;
    p0 = b0;
    p1 = b1;
    wholeH = wh;
    wholeV = wv;
    rugs = r;
    colour = c;
    phase = MarrakechBoard.PHASE_P;
    return total;
  }

  /**
   * The turn passes as {@link MarrakechBoard#nextTurn} passes it: to {@link
   * MarrakechBoard#nextSeat}, in phase C if it may place two colours, else in phase O; or the game
   * ends.
   */
  private void nextTurn() {
    int next = MarrakechBoard.nextSeat(players, out, seatColours, rugs, seat);
    if (next < 0) {
      phase = MarrakechBoard.PHASE_OVER;
      return;
    }
    seat = next;
    int mask = MarrakechBoard.placeable(seatColours, rugs, next);
    boolean draw = (mask & (mask - 1)) != 0;
    phase = draw ? MarrakechBoard.PHASE_C : MarrakechBoard.PHASE_O;
    colour = draw ? MarrakechBoard.NO_COLOUR : Integer.numberOfTrailingZeros(mask);
  }
}
