package dev.tabula.stacksnake;

import dev.tabula.core.Evaluation;
import dev.tabula.core.ZeroSumEvaluation;
import dev.tabula.stacksnake.StackSnakeState.Status;

/**
 * A heuristic evaluation of stack-snake positions for depth-limited searches: who is nearer to a
 * stack of seven.
 *
 * <h2>The value</h2>
 *
 * A stack of seven is made by one step: a stack the player owns lifts one tile, or two, exactly its
 * top tile's mark to the left or right onto another stack (anybody's). So the evaluation looks at
 * every step each player could make, whoever is to move, in one pass over the packed line:
 *
 * <ol>
 *   <li>If the side to move has a step that makes seven or more, it wins with its next move: the
 *       value is ±{@value #WIN_NEXT} (+ for the side to move).
 *   <li>Otherwise the terms below, White's minus Black's, add up to {@code x}, and the value for
 *       White is {@value #WIN_NEXT}{@code * tanh(x / }{@value #SCALE}{@code )}, so that it stays
 *       below a win on the next move.
 * </ol>
 *
 * <table>
 *   <caption>The terms (White's minus Black's)</caption>
 *   <tr><th>term</th><th>weight</th><th>why</th></tr>
 *   <tr><td>stacks the player owns</td><td>{@value #STACKS}</td>
 *       <td>mobility and control: every own stack is the source of up to four steps and of the
 *       swaps, and a stack the opponent owns cannot be lifted by the player; in matches, this term
 *       mattered most by far</td></tr>
 *   <tr><td>the tallest stack the player can make with one step (at most 7)</td>
 *       <td>{@value #REACH}</td><td>how near the player is to seven</td></tr>
 *   <tr><td>the height of the player's tallest own stack</td><td>{@value #TALLEST}</td>
 *       <td>a tall own stack lifts two tiles, and nobody else can lift from it</td></tr>
 *   <tr><td>the steps that would make seven of the player <em>not</em> to move (at most 2)</td>
 *       <td>{@value #THREAT}</td>
 *       <td>the side to move must answer each threat (cover or move the source, move the target),
 *       and two are much harder to answer than one</td></tr>
 * </table>
 *
 * <p>The weights were chosen by matches between 1-ply and 2-ply searches from random deals, colours
 * swapped (400 to 600 games per comparison): changing any one of them by about half did not do
 * clearly better. The scale {@value #SCALE} was fitted to the outcomes of such games (the maximum
 * likelihood of {@code P(White wins) = (1 + tanh(x / s)) / 2}): the terms predict the winner only
 * loosely, so values away from a threat of seven stay moderate. See {@code docs/evaluations.md}.
 *
 * <p>A finished game is worth ±{@value #FINISHED} to the winner and loser and 0 drawn; while the
 * line is being dealt the value is 0. The value for Black is exactly the negation of White's
 * ({@code evaluate(s, 0) == -evaluate(s, 1)}). It does not allocate: one pass over the stacks packs
 * their heights and top tiles into two {@code long}s, a second looks at each owned stack's two
 * steps.
 *
 * <p>Thread-safe and stateless; {@link #standard()} is the only instance.
 */
public final class StackSnakeEvaluation extends ZeroSumEvaluation<StackSnakeState> {

  /** Weight of a stack the player owns. */
  static final double STACKS = 2.5;

  /** Weight of a tile of the tallest stack the player can make with one step. */
  static final double REACH = 0.75;

  /** Weight of a tile of the player's tallest own stack. */
  static final double TALLEST = 1.0;

  /** Weight of a step that would make seven, for the player not to move (at most two count). */
  static final double THREAT = 3.0;

  /** The scale of the sum of the terms. */
  static final double SCALE = 18.0;

  /** The value of a position where the side to move can make seven at once. */
  static final double WIN_NEXT = 0.99;

  private static final StackSnakeEvaluation STANDARD = new StackSnakeEvaluation();

  private StackSnakeEvaluation() {
    super("White", "Black");
  }

  /**
   * Returns the evaluation.
   *
   * @return the shared instance
   */
  public static StackSnakeEvaluation standard() {
    return STANDARD;
  }

  /** The value for White: see the class description. */
  @Override
  protected double forFirst(StackSnakeState state) {
    Status status = state.status();
    if (status != Status.IN_PLAY) {
      return status == Status.WHITE_WON ? FINISHED : status == Status.BLACK_WON ? -FINISHED : 0;
    }
    final long terms = terms(state);
    final int side = state.side();
    if (wins(terms, side) > 0) {
      return side == 0 ? WIN_NEXT : -WIN_NEXT;
    }
    final double x =
        STACKS * (stacks(terms, 0) - stacks(terms, 1))
            + REACH
                * (Math.min(reach(terms, 0), Line.WIN_HEIGHT)
                    - Math.min(reach(terms, 1), Line.WIN_HEIGHT))
            + TALLEST * (tallest(terms, 0) - tallest(terms, 1))
            + THREAT * (Math.min(wins(terms, 0), 2) - Math.min(wins(terms, 1), 2));
    return WIN_NEXT * Evaluation.tanh(x / SCALE);
  }

  /**
   * What both evaluations read from a line in play, in one {@code long}: for each colour (White in
   * the low 20 bits, Black in the next 20) the stacks it owns, the tallest stack one of its steps
   * can make, its tallest own stack and how many of its steps make seven or more; and the number of
   * stacks (bits 40 on). One pass over the stacks packs their heights into a {@code long}, a second
   * looks at each owned stack's top tile and two steps.
   */
  static long terms(StackSnakeState state) {
    return terms(heights(state.starts), state.tiles, state.starts);
  }

  /**
   * The heights of the stacks less one (at most 5 while in play), 3 bits per stack from the left.
   */
  static long heights(int starts) {
    long heights = 0;
    int n = 0;
    for (int rest = starts; rest != 0; n++) {
      int s = Integer.numberOfTrailingZeros(rest);
      rest &= rest - 1;
      int e = rest == 0 ? Line.LAST : Integer.numberOfTrailingZeros(rest) - 1;
      heights |= (long) (e - s) << (3 * n);
    }
    return heights;
  }

  /**
   * The positions of the stacks' top tiles, one bit each: the one before each start but the first,
   * and the line's last.
   */
  static int ends(int starts) {
    return ((starts & (starts - 1)) >>> 1) | 1 << Line.LAST;
  }

  /** {@link #terms(StackSnakeState)} of the line, its stacks' {@link #heights} given. */
  static long terms(long heights, long tiles, int starts) {
    final int n = Integer.bitCount(starts);
    int ends = ends(starts);
    int stacks0 = 0;
    int stacks1 = 0;
    int reach0 = 0;
    int reach1 = 0;
    int tallest0 = 0;
    int tallest1 = 0;
    int wins0 = 0;
    int wins1 = 0;
    for (int k = 0; k < n; k++) {
      int code = Line.tile(tiles, Integer.numberOfTrailingZeros(ends));
      ends &= ends - 1;
      int mark = code & 3;
      if (mark == 0) {
        continue; // the neutral tile on top: nobody's
      }
      int height = (int) (heights >>> (3 * k)) & 7; // minus 1
      int lift = height == 0 ? 1 : 2;
      int reach = 0;
      int wins = 0;
      if (k >= mark) {
        int made = ((int) (heights >>> (3 * (k - mark))) & 7) + 1 + lift;
        reach = made;
        wins = made >= Line.WIN_HEIGHT ? 1 : 0;
      }
      if (k + mark < n) {
        int made = ((int) (heights >>> (3 * (k + mark))) & 7) + 1 + lift;
        reach = Math.max(reach, made);
        wins += made >= Line.WIN_HEIGHT ? 1 : 0;
      }
      if (code >>> 2 == 0) {
        stacks0++;
        reach0 = Math.max(reach0, reach);
        tallest0 = Math.max(tallest0, height + 1);
        wins0 += wins;
      } else {
        stacks1++;
        reach1 = Math.max(reach1, reach);
        tallest1 = Math.max(tallest1, height + 1);
        wins1 += wins;
      }
    }
    return (long) n << 40
        | pack(stacks0, reach0, tallest0, wins0)
        | pack(stacks1, reach1, tallest1, wins1) << 20;
  }

  private static long pack(int stacks, int reach, int tallest, int wins) {
    return stacks | reach << 5 | tallest << 9 | (long) wins << 13;
  }

  /** The stacks {@code colour} owns, from {@link #terms}. */
  static int stacks(long terms, int colour) {
    return (int) (terms >>> (20 * colour)) & 31;
  }

  /** The tallest stack one of {@code colour}'s steps can make (0 if none), from {@link #terms}. */
  static int reach(long terms, int colour) {
    return (int) (terms >>> (20 * colour + 5)) & 15;
  }

  /** The height of {@code colour}'s tallest own stack (0 if none), from {@link #terms}. */
  static int tallest(long terms, int colour) {
    return (int) (terms >>> (20 * colour + 9)) & 15;
  }

  /** How many of {@code colour}'s steps make seven or more, from {@link #terms}. */
  static int wins(long terms, int colour) {
    return (int) (terms >>> (20 * colour + 13)) & 127;
  }

  /** The number of stacks on the line, from {@link #terms}. */
  static int stackCount(long terms) {
    return (int) (terms >>> 40);
  }
}
