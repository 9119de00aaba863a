package dev.tabula.marrakech;

import dev.tabula.core.Evaluation;

/**
 * A heuristic evaluation of Marrakech positions for depth-limited searches (expectimax over the die
 * and the colour drawn), for any number of players: the game's {@code hand} evaluation ({@code
 * expectimax:eval=hand}). The standard one, {@link MarrakechLearnedEvaluation}, is this one with
 * three or four players and a model fitted to self-play with two.
 *
 * <h2>Each player's expected score</h2>
 *
 * The final score is dirhams plus visible squares, so every player still in gets an <em>expected
 * score</em> in points:
 *
 * <table>
 *   <caption>The terms of a player's expected score</caption>
 *   <tr><th>term</th><th>weight</th><th>why</th></tr>
 *   <tr><td>dirhams</td><td>1</td><td>part of the score, as they stand</td></tr>
 *   <tr><td>visible squares of the player's colour(s)</td><td>1</td>
 *       <td>part of the score, as they stand</td></tr>
 *   <tr><td>rugs still to place</td><td>{@value #RUG_LEFT}</td>
 *       <td>what a rug adds to the final count of visible squares: over 20,000 random games for
 *       each number of players, 0.87 to 0.90 visible squares at the end per rug placed (a rug
 *       shows two squares, but others cover it and it covers the player's own)</td></tr>
 *   <tr><td>the payment of the next roll, expected (paid or received)</td>
 *       <td>1</td>
 *       <td>the player who rolls next pays the owner of the rug where Assam stops; its expected
 *       amount over the die (faces 1, 2, 2, 3, 3, 4) is money that will change hands, the
 *       receiving player's gain as much as the payer's loss</td></tr>
 * </table>
 *
 * <p>The payment term looks one roll ahead, at the seat that rolls next: in phases {@code C} and
 * {@code O} the seat to move, assumed to turn Assam (left, ahead or right) where its expected
 * payment is least; in phase {@code D} the seat to move with Assam as he faces; in phase {@code P}
 * the next seat, on the board as it is. A roll the payer cannot pay in full puts them out, so its
 * loss is the payer's whole score, and the payee receives only the dirhams the payer has. It is
 * worked out on at most 12 squares (3 facings, 4 distances) without allocating.
 *
 * <h2>From scores to a value</h2>
 *
 * A player's return at the end is +1 for the best rank, -1 for the worst and 0 between, that is
 * {@code P(first) - P(last)}. The value estimates it from two margins of the player's expected
 * score: over the strongest rival ({@code m1}) and over the weakest ({@code m2}): {@code value =
 * (tanh(m1 / s) + tanh(m2 / s)) / 2 * }{@value #FINISHED}, since {@code tanh(m / s)} is about
 * {@code 2 P(ahead) - 1}. With two players both margins are the one margin, and {@code evaluate(s,
 * 0) == -evaluate(s, 1)} exactly. The scale {@code s = }{@value #SPREAD}{@code * sqrt(t + 1)},
 * where {@code t} is the most rugs a player still in has left (the turns to come), follows how much
 * a margin still moves: over 20,000 random games per number of players, the standard deviation of
 * the change of a margin until the end was about {@code 5 sqrt(t + 1)} points, and {@code tanh(0.85
 * z)} is close to {@code 2 Phi(z) - 1} for a normal margin, hence 5 / 0.85, about 6.
 *
 * <p>A player who is out (and so ranks last) is worth -{@value #FINISHED}; a rival who is out
 * counts as beaten ({@code tanh} replaced by {@value #FINISHED}). A finished game is worth its
 * return times {@value #FINISHED}: the best rank +{@value #FINISHED}, the worst -{@value
 * #FINISHED}, 0 between and for an all-round tie, so that no unfinished position is worth more than
 * a won game.
 *
 * <p>Thread-safe and stateless; {@link #standard()} is the only instance.
 */
public final class MarrakechEvaluation implements Evaluation<MarrakechState> {

  // Dirhams, visible squares and the expected payment are points of the score itself, weight 1.

  /** Weight of a rug still to place. */
  static final double RUG_LEFT = 0.9;

  /** The spread of a margin per square root of the turns to come, in points. */
  static final double SPREAD = 6.0;

  /** The die's weights out of 6 for 1..4 steps. */
  private static final int[] DIE = {0, 1, 2, 2, 1};

  // The packing of exposure(): the payer's loss in sixths of a point (bits 0..16; at most 6 times
  // a whole score, 6 * (9999 + 49 + 255)), each seat's gain in sixths of a dirham (10 bits from bit
  // 17 + 10 * seat; at most 6 * 49), the payer (bits 60..62, 7 for nobody).
  private static final int LOSS_BITS = 0x1FFFF;
  private static final int GAIN_SHIFT = 17;
  private static final int PAYER_SHIFT = 60;
  private static final long NO_EXPOSURE = 7L << PAYER_SHIFT;

  private static final MarrakechEvaluation STANDARD = new MarrakechEvaluation();

  private MarrakechEvaluation() {}

  /**
   * Returns the evaluation.
   *
   * @return the shared instance
   */
  public static MarrakechEvaluation standard() {
    return STANDARD;
  }

  /**
   * Returns the value of the position for the seat, in (-1, 1): see the class description.
   *
   * @param state a position, any phase (a finished game included)
   * @param player a seat, {@code 0 .. state.numPlayers() - 1}
   * @return the value; with two players {@code evaluate(state, 1) == -evaluate(state, 0)}
   * @throws IllegalArgumentException if the seat is out of range
   */
  @Override
  public double evaluate(MarrakechState state, int player) {
    int n = state.numPlayers();
    if (player < 0 || player >= n) {
      throw new IllegalArgumentException("seat must be 0.." + (n - 1) + ", got " + player);
    }
    if (n == 2 && player == 1) {
      return -value(state, 0);
    }
    return value(state, player);
  }

  private static double value(MarrakechState s, int player) {
    if (s.phase() == Phase.OVER) {
      return finished(s, player);
    }
    if (s.outAt(player)) {
      return -FINISHED;
    }
    long exposure = exposure(s);
    double own = expectedScore(s, player, exposure);
    double strongest = Double.NEGATIVE_INFINITY;
    double weakest = Double.POSITIVE_INFINITY;
    boolean rivalOut = false;
    int turns = 0;
    for (int q = 0; q < s.numPlayers(); q++) {
      if (s.outAt(q)) {
        rivalOut |= q != player;
        continue;
      }
      turns = Math.max(turns, s.rugsOfSeat(q));
      if (q != player) {
        double a = expectedScore(s, q, exposure);
        strongest = Math.max(strongest, a);
        weakest = Math.min(weakest, a);
      }
    }
    // (before the end at least two players are in, so there is a strongest rival)
    double scale = SPREAD * Math.sqrt(turns + 1);
    double top = Evaluation.tanh((own - strongest) / scale);
    double bottom = rivalOut ? 1 : Evaluation.tanh((own - weakest) / scale);
    return FINISHED * (top + bottom) / 2;
  }

  /** A seat still in: points now, rugs to come, and the expected payment of the next roll. */
  private static double expectedScore(MarrakechState s, int seat, long exposure) {
    long payer = exposure >>> PAYER_SHIFT;
    long sixths = (exposure >>> (GAIN_SHIFT + 10 * seat)) & 0x3FF;
    if (payer == seat) {
      sixths -= exposure & LOSS_BITS;
    }
    return s.moneyOf(seat) + visibleOf(s, seat) + RUG_LEFT * s.rugsOfSeat(seat) + sixths / 6.0;
  }

  private static int visibleOf(MarrakechState s, int seat) {
    int n = 0;
    for (int c = 0; c < 4; c++) {
      if (s.ownerOf(c) == seat) {
        n += Long.bitCount(s.carpet[c]);
      }
    }
    return n;
  }

  /**
   * The payment of the next roll, packed (see the constants): who rolls next, their expected loss
   * for the facing they would choose, and what each seat receives then.
   */
  private static long exposure(MarrakechState s) {
    int payer;
    int facings; // 1: Assam as he faces; 3: turned left, ahead or right
    switch (s.phase()) {
      case COLOUR:
      case ORIENT:
        payer = s.seat();
        facings = 3;
        break;
      case DIE:
        payer = s.seat();
        facings = 1;
        break;
      default: // PLACE: the next seat, after this rug
        payer =
            MarrakechBoard.nextSeat(
                s.numPlayers(),
                s.out(),
                Carpet.seatColours(s.carpet),
                s.rugs() - (1 << (s.colour() * 8)),
                s.seat());
        facings = 3;
        break;
    }
    if (payer < 0) {
      return NO_EXPOSURE;
    }
    int money = s.moneyOf(payer);
    int whole = money + visibleOf(s, payer) + s.rugsOfSeat(payer);
    long best = 0;
    long bestLoss = Long.MAX_VALUE;
    for (int turn = facings == 1 ? 0 : -1; turn <= (facings == 1 ? 0 : 1); turn++) {
      int facing = (s.facingIndex() + turn + 4) & 3;
      long packed = 0;
      long loss = 0;
      for (int steps = 1; steps <= 4; steps++) {
        int sq = Grid.walk(s.assam(), facing, steps) >> 2;
        int owed = MarrakechBoard.owed(s.carpet, s.owners(), s.out(), payer, sq);
        if (owed == 0) {
          continue;
        }
        int payee = s.ownerOf(MarrakechBoard.colourAt(s.carpet, sq));
        int paid = Math.min(owed, money);
        loss += (long) DIE[steps] * (owed <= money ? owed : whole);
        packed += (long) DIE[steps] * paid << (GAIN_SHIFT + 10 * payee);
      }
      if (loss < bestLoss) {
        bestLoss = loss;
        best = packed | loss;
      }
    }
    return best | (long) payer << PAYER_SHIFT;
  }

  /** The return of a finished game times {@link #FINISHED}. */
  static double finished(MarrakechState s, int player) {
    int worst = 0;
    for (int q = 0; q < s.numPlayers(); q++) {
      worst = Math.max(worst, rank(s, q));
    }
    if (worst == 0) {
      return 0; // everybody shares the first rank
    }
    int r = rank(s, player);
    return r == 0 ? FINISHED : r == worst ? -FINISHED : 0;
  }

  /** The rank of a seat in a finished game, as {@link MarrakechGame#result} ranks it. */
  private static int rank(MarrakechState s, int seat) {
    int better = 0;
    int score = s.score(seat);
    for (int q = 0; q < s.numPlayers(); q++) {
      if (q == seat || s.outAt(q)) {
        continue;
      }
      if (s.outAt(seat)
          || s.score(q) > score
          || (s.score(q) == score && s.moneyOf(q) > s.moneyOf(seat))) {
        better++;
      }
    }
    return better;
  }
}
