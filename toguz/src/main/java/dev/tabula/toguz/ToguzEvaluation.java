package dev.tabula.toguz;

import dev.tabula.core.Evaluation;
import dev.tabula.core.ZeroSumEvaluation;

/**
 * A heuristic evaluation of Toguz Kumalak positions for depth-limited searches, and the noisy-move
 * predicate ({@link #isCapture}) their quiescence searches extend.
 *
 * <h2>The value</h2>
 *
 * Every term is counted in stones, White's minus Black's, into a <em>lead</em>:
 *
 * <table>
 *   <caption>The terms of the lead (White's minus Black's)</caption>
 *   <tr><th>term</th><th>weight</th><th>why</th></tr>
 *   <tr><td>stones in the store</td><td>{@value #STORE}</td>
 *       <td>the score itself; stones in a store never leave it</td></tr>
 *   <tr><td>owning a tuzdyk: the stones still on the board</td><td>{@value #TUZDYK_SHARE}</td>
 *       <td>what a tuzdyk collects until the end: measured over 200,000 random games, a tuzdyk
 *       took 16.4 % to 18.2 % of the stones that were on the board when it was made, whichever
 *       hole it was (17 % on average), so the hole is left out</td></tr>
 *   <tr><td>stones on the player's own side</td><td>{@value #MATERIAL}</td>
 *       <td>stones a player sows and, when the other side runs dry, sweeps into their store; but
 *       they are also what the opponent captures, so they count for little</td></tr>
 *   <tr><td>holes with stones (mobility)</td><td>{@value #MOBILITY}</td>
 *       <td>choice: a player with few playable holes is forced into bad sowings and nearer to
 *       running dry</td></tr>
 *   <tr><td>the best capture the side to move has (for the side to move)</td>
 *       <td>{@value #THREAT}</td>
 *       <td>the stones it can take at once (an even count, or a tuzdyk valued as above); not the
 *       full value, since the reply may win some back, and quiescence search plays captures out
 *       anyway</td></tr>
 * </table>
 *
 * <p>The weights of the last three terms were chosen by matches between searches of depth 2 and 3
 * (600 and 400 games from random openings, colours swapped): changing any one weight (material to
 * -0.1, 0, 0.05, 0.2 or 0.25, mobility to 0, 0.25 or 1, the threat to 0, 0.25 or 1, the tuzdyk
 * share to 0.08 or 0.3) did not score better than these against them. See {@code
 * docs/evaluations.md}.
 *
 * <p>The lead is then scaled by how far the game still has to go, {@code x = lead / (}{@value
 * #SPREAD}{@code * sqrt(need(White) + need(Black)))}, where {@code need = 82 - store} is what a
 * player lacks for a win, and squashed: {@code value = }{@value #FINISHED}{@code * tanh(x)}. A
 * random-walk view of the race: the same lead matters more as the stones still to be won run out,
 * so a store near 82 with a margin is near ±1 (80 against 50: about 0.99), the same 30-stone margin
 * at 30 against 0 is about 0.86, and a few stones early on are close to 0. A finished game is worth
 * ±{@value #FINISHED} to the winner and loser and 0 drawn, so that a search that stops on a
 * finished game without asking the rules still ranks it at least as high as any unfinished one.
 *
 * <p>The value for Black is exactly the negation of White's ({@code evaluate(s, 0) == -evaluate(s,
 * 1)}). It does not allocate: one pass over the packed words of the state and nine cheap landing
 * computations for the capture term.
 *
 * <p>Thread-safe and stateless; {@link #standard()} is the only instance.
 */
public final class ToguzEvaluation extends ZeroSumEvaluation<ToguzState> {

  /** Weight of a stone in the store. */
  static final double STORE = 1.0;

  /** A tuzdyk's worth, as a share of the stones still on the board. */
  static final double TUZDYK_SHARE = 0.17;

  /** Weight of a stone on the player's own side of the board. */
  static final double MATERIAL = 0.1;

  /** Weight of each of the player's holes that holds stones. */
  static final double MOBILITY = 0.5;

  /** Weight of the side to move's best immediate capture, in stones. */
  static final double THREAT = 0.5;

  /** The spread of the race: a lead of {@code SPREAD * sqrt(need0 + need1)} gives tanh(1). */
  static final double SPREAD = 2.0;

  private static final ToguzEvaluation STANDARD = new ToguzEvaluation();

  private ToguzEvaluation() {
    super("White", "Black");
  }

  /**
   * Returns the evaluation.
   *
   * @return the shared instance
   */
  public static ToguzEvaluation standard() {
    return STANDARD;
  }

  /** The value for White: see the class description. */
  @Override
  protected double forFirst(ToguzState state) {
    final long south = state.south;
    final long north = state.north;
    final long misc = state.misc;
    if (Sow.isOver(misc)) {
      return finished(misc);
    }
    final int store0 = Sow.store(misc, 0);
    final int store1 = Sow.store(misc, 1);
    final int board = Sow.TOTAL - store0 - store1;
    final int tuzdyks = (Sow.tuzdyk(misc, 0) == 0 ? 0 : 1) - (Sow.tuzdyk(misc, 1) == 0 ? 0 : 1);
    final int side0 = Sow.stonesOnSide(south, north, misc, 0);
    final int side1 = board - side0;
    // (the game is not over, so the playable holes are the holes with stones)
    final int playable = Sow.playable(misc);
    final int holes = Integer.bitCount(playable & 511) - Integer.bitCount(playable >>> 9);
    final int mover = Sow.side(misc);
    final double threat = bestCapture(state, mover, board);
    final double lead =
        STORE * (store0 - store1)
            + TUZDYK_SHARE * board * tuzdyks
            + MATERIAL * (side0 - side1)
            + MOBILITY * holes
            + THREAT * (mover == 0 ? threat : -threat);
    return FINISHED * Evaluation.tanh(lead / (SPREAD * Math.sqrt(2 * Sow.WIN - store0 - store1)));
  }

  /**
   * The value for White of a finished game, in both evaluations: {@link #FINISHED} won, its
   * negation lost, 0 drawn.
   */
  static double finished(long misc) {
    int store0 = Sow.store(misc, 0);
    int store1 = Sow.store(misc, 1);
    return store0 > store1 ? FINISHED : store0 < store1 ? -FINISHED : 0;
  }

  /**
   * The most the side to move can take with one move: the stones of an even count, or 3 plus a
   * tuzdyk's worth for a tuzdyk made; 0 when no move captures.
   */
  private static double bestCapture(ToguzState state, int side, int board) {
    int threat = threat(state, side);
    int even = threat >>> 1;
    return (threat & 1) != 0 ? Math.max(even, 3 + TUZDYK_SHARE * board) : even;
  }

  /**
   * What a side could take with one move if it were to move: the largest even count its last stone
   * makes in an opponent's hole ({@code << 1}; 0 when none) and, in bit 0, whether some move makes
   * a tuzdyk. Sowings are not played: {@link Landing} finds where they end.
   *
   * @param state a position that is not over
   * @param side 0 or 1, either the side to move or the other
   * @return {@code best << 1 | makesTuzdyk}
   */
  static int threat(ToguzState state, int side) {
    final Landing at = new Landing(state, side);
    int even = 0;
    int tuzdyk = 0;
    for (int holes = (Sow.playable(state.misc) >>> (9 * side)) & 511;
        holes != 0;
        holes &= holes - 1) {
      int landing = at.of(Integer.numberOfTrailingZeros(holes));
      if ((landing & CAPTURES) != 0) {
        even = Math.max(even, landing >>> 8);
      } else if (landing != 0) {
        tuzdyk = 1; // a tuzdyk is always made by a count of 3
      }
    }
    return even << 1 | tuzdyk;
  }

  /** {@link Landing#of} flag: the last stone makes an even count in an opponent's hole. */
  private static final int CAPTURES = 1;

  /** {@link Landing#of} flag: the last stone makes a tuzdyk. */
  private static final int MAKES_TUZDYK = 2;

  /**
   * {@code LAST[i << 8 | n]}: the opponent's hole index (0-8) where the last of {@code n} stones
   * sown from the mover's hole index {@code i} falls ({@link Sow#last}), or -1 when it falls on the
   * mover's own side (or {@code n} is 0).
   */
  private static final byte[] LAST = new byte[9 << 8];

  /**
   * {@code ADDED[n]}: the stones a sowing of {@code n} puts in its last hole ({@link Sow#drops}).
   */
  private static final byte[] ADDED = new byte[256];

  static {
    for (int i = 0; i < 9; i++) {
      LAST[i << 8] = -1;
      for (int n = 1; n < 256; n++) {
        int last = Sow.last(i, n);
        LAST[i << 8 | n] = (byte) (last < 9 ? -1 : last - 9);
      }
    }
    for (int n = 1; n < 256; n++) {
      ADDED[n] = (byte) Sow.drops(n, 0, Sow.last(0, n));
    }
  }

  /**
   * Where the side's sowings end, without playing them: the state's words as the mover sees them,
   * read once for all nine holes.
   */
  private static final class Landing {
    private final long own;
    private final long opp;

    /** The hole index, in the mover's row and in the opponent's, of the lane holding 128 more. */
    private final int ownWide;

    private final int oppWide;

    /** The mover's tuzdyk (a hole number in the opponent's row) and the opponent's; 0 if none. */
    private final int ownTuzdyk;

    private final int oppTuzdyk;

    Landing(ToguzState state, int side) {
      long misc = state.misc;
      own = side == 0 ? state.south : state.north;
      opp = side == 0 ? state.north : state.south;
      int wide = (int) (misc >>> Sow.WIDE_SHIFT) - 1; // a cycle position, or -1 for none
      ownWide = wide - 9 * side; // in 0..8 only when it is in the mover's row
      oppWide = wide - 9 * (1 - side);
      ownTuzdyk = Sow.tuzdyk(misc, side);
      oppTuzdyk = Sow.tuzdyk(misc, 1 - side);
    }

    /**
     * The sowing of hole index {@code i} (0-8): the stones in the last hole after it ({@code << 8})
     * and the flag {@link #CAPTURES} or {@link #MAKES_TUZDYK}; 0 when it does neither (an empty
     * hole, the last stone on the mover's side or in the mover's tuzdyk, an odd count).
     */
    int of(int i) {
      int n = ((int) (own >>> (7 * i)) & 0x7F) + (i == ownWide ? 128 : 0);
      int j = LAST[i << 8 | n];
      if (j < 0 || j + 1 == ownTuzdyk) {
        return 0; // the mover's own side, or its tuzdyk, whose stones went to its store
      }
      int count = ((int) (opp >>> (7 * j)) & 0x7F) + (j == oppWide ? 128 : 0) + ADDED[n];
      if ((count & 1) == 0) {
        return count << 8 | CAPTURES;
      }
      if (count == 3 && ownTuzdyk == 0 && j != 8 && j + 1 != oppTuzdyk) {
        return count << 8 | MAKES_TUZDYK;
      }
      return 0;
    }
  }

  /**
   * Returns whether a move is noisy for quiescence search: whether its last stone captures (makes
   * an even count in an opponent's hole that is not the mover's tuzdyk) or makes a tuzdyk. Computed
   * from the counts alone, without playing the move: a few reads of the packed state. Use it as a
   * predicate, e.g. {@code BiPredicate<ToguzState, ToguzMove> noisy = ToguzEvaluation::isCapture}.
   *
   * <p>Stones sown into a tuzdyk on the way, and the sweep at the end of a game, also fill a store;
   * they do not make a move noisy (they happen along the way of a quiet move, and a move that ends
   * the game leaves nothing to search).
   *
   * @param state a position
   * @param move a move of the side to move
   * @return whether the move is legal and captures or makes a tuzdyk; false when the hole is empty
   *     or the game is over
   */
  public static boolean isCapture(ToguzState state, ToguzMove move) {
    if (state.legal() == 0) {
      return false;
    }
    return new Landing(state, Sow.side(state.misc)).of(move.hole() - 1) != 0;
  }
}
