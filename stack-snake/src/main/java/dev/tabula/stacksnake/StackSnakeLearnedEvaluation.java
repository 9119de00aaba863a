package dev.tabula.stacksnake;

import dev.tabula.core.Evaluation;
import dev.tabula.core.ZeroSumEvaluation;
import dev.tabula.core.spi.WeightFile;
import dev.tabula.stacksnake.StackSnakeState.Status;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.util.function.Supplier;

/**
 * A stack-snake evaluation learned from self-play: the terms of the {@linkplain
 * StackSnakeEvaluation hand-weighted evaluation}, each given a weight per value instead of one
 * weight, fitted to the games' results by {@code training/train_eval.py} (NumPy; {@code
 * training/README.md} says how, with the command that made the shipped weights).
 *
 * <h2>The value</h2>
 *
 * Seen from the side to move ("own", then the other's), the features are: 1; whether the side to
 * move may swap; the number of stacks on the line (a weight for each of 1 to 19); and for each side
 * a weight for each value of the hand-weighted evaluation's four terms: the stacks it owns (0 to
 * 9), the tallest stack one of its steps can make (0 to 7, more counted as 7), the height of its
 * tallest own stack (0 to 8) and how many of its steps make seven (0, 1, 2 or more); and counts,
 * each with one weight: for each side, its stacks by top mark (1 to 3) and height (1 to 6), its
 * steps that make a stack of six and those that make five; and all stacks by height, whoever owns
 * them. 127 weights. When the side to move can make seven at once, the value is 0.99 for it, as in
 * the hand-weighted evaluation; otherwise the weighted sum {@code x} gives {@code 0.99 * tanh(x)}
 * for the side to move, its negation for the other. A finished game is worth ±0.999 or 0, and a
 * line being dealt 0. The model is logistic regression: {@code (1 + tanh(x)) / 2} estimates the
 * mover's chance of winning.
 *
 * <p>The terms come from the same two passes over the line as the hand-weighted evaluation's; an
 * evaluation allocates nothing. Values equal the training script's to rounding (a test checks it on
 * self-play positions, the script reading the observation tensor of {@code docs/observations.md}).
 *
 * <p>Immutable and thread-safe.
 */
public final class StackSnakeLearnedEvaluation extends ZeroSumEvaluation<StackSnakeState> {

  /** The features' name in a weight file: the layout above. */
  static final String FEATURES = "stack-snake-2";

  /** The first weight of the line-length table (after the bias and the swap permission). */
  private static final int LENGTH = 2;

  /** The first weight of the own side's tables; the other side's follow at {@link #SIDE} more. */
  private static final int OWN = LENGTH + Line.SIZE;

  /** The tables of one side: stacks 0-9, reach 0-7, tallest 0-8, sevens 0-2. */
  private static final int STACKS = 0;

  private static final int REACH = STACKS + 10;
  private static final int TALLEST = REACH + Line.WIN_HEIGHT + 1;
  private static final int SEVENS = TALLEST + Line.MAX_HEIGHT + 1;
  private static final int SIDE = SEVENS + 3;

  /** The highest stack in play; a step that makes seven ends the game. */
  private static final int TALL = Line.WIN_HEIGHT - 1;

  /**
   * The first of the own side's counts; the other side's follow at {@link #COUNTS} more: stacks by
   * top mark and height, then the steps that make six and that make five.
   */
  private static final int OWN_COUNTS = OWN + 2 * SIDE;

  private static final int SIX = 3 * TALL;
  private static final int COUNTS = SIX + 2;

  /** The first of the counts of all stacks by height, whoever owns them. */
  private static final int HEIGHTS = OWN_COUNTS + 2 * COUNTS;

  /** The number of weights. */
  static final int WEIGHTS = HEIGHTS + TALL;

  /** The resource the shipped weights are in, beside this class. */
  static final String RESOURCE = "learned-eval.txt";

  /**
   * The system property that, when set to a file's path, makes {@link #learned()} read its weights
   * from that file instead of the shipped ones: {@value}. For training's later generations, whose
   * self-play uses the weights of the one before.
   */
  public static final String WEIGHTS_PROPERTY = "tabula.stack-snake.learned-eval";

  private static final Supplier<StackSnakeLearnedEvaluation> LEARNED =
      WeightFile.lazily(
          WEIGHTS_PROPERTY,
          () -> StackSnakeLearnedEvaluation.class.getResourceAsStream(RESOURCE),
          FEATURES,
          WEIGHTS,
          StackSnakeLearnedEvaluation::new);

  private final double[] w;

  private StackSnakeLearnedEvaluation(double[] w) {
    super("White", "Black");
    this.w = w;
  }

  /**
   * Returns the evaluation with the weights that ship with Tabula (the resource {@value
   * #RESOURCE}), or those of the file the system property {@value #WEIGHTS_PROPERTY} names. Read
   * once, on the first call.
   *
   * @return the shared instance
   * @throws IllegalArgumentException if the property names a file that cannot be read or is not a
   *     weight file; the message names the file and the line (a later call tries again)
   */
  public static StackSnakeLearnedEvaluation learned() {
    return LEARNED.get();
  }

  /**
   * Reads an evaluation from a weight file of {@code training/train_eval.py} ({@link WeightFile}):
   * comment lines starting with {@code #}, then {@code features stack-snake-2}, {@code weights 127}
   * and one number per line.
   *
   * @param in the file's text; read to its end, not closed
   * @return the evaluation
   * @throws IllegalArgumentException if the text is not such a file; the message gives the line
   * @throws UncheckedIOException if reading fails
   */
  public static StackSnakeLearnedEvaluation read(Reader in) {
    return new StackSnakeLearnedEvaluation(WeightFile.read(in, FEATURES, WEIGHTS));
  }

  /** The value for White: see the class description. */
  @Override
  protected double forFirst(StackSnakeState state) {
    Status status = state.status();
    if (status != Status.IN_PLAY) {
      return status == Status.WHITE_WON ? FINISHED : status == Status.BLACK_WON ? -FINISHED : 0;
    }
    final int starts = state.starts;
    final int n = Integer.bitCount(starts);
    final long tiles = state.tiles;
    final long heights = StackSnakeEvaluation.heights(starts);
    final long terms = StackSnakeEvaluation.terms(heights, tiles, starts);
    final int mover = state.side();
    if (StackSnakeEvaluation.wins(terms, mover) > 0) {
      return mover == 0 ? StackSnakeEvaluation.WIN_NEXT : -StackSnakeEvaluation.WIN_NEXT;
    }
    final double[] w = this.w;
    double x =
        w[0]
            + (state.swapBanned() ? 0 : w[1])
            + w[LENGTH + StackSnakeEvaluation.stackCount(terms) - 1];
    x += side(w, OWN, terms, mover);
    x += side(w, OWN + SIDE, terms, 1 - mover);
    int ends = StackSnakeEvaluation.ends(starts);
    for (int k = 0; k < n; k++) {
      int height = ((int) (heights >>> (3 * k)) & 7) + 1;
      x += w[HEIGHTS + Math.min(height, TALL) - 1];
      int code = Line.tile(tiles, Integer.numberOfTrailingZeros(ends));
      ends &= ends - 1;
      int mark = code & 3;
      if (mark == 0) {
        continue; // the neutral tile on top: nobody's
      }
      int at = OWN_COUNTS + ((code >>> 2) == mover ? 0 : COUNTS);
      x += w[at + (mark - 1) * TALL + Math.min(height, TALL) - 1];
      int lift = height == 1 ? 1 : 2;
      if (k >= mark) {
        x += near(w, at, ((int) (heights >>> (3 * (k - mark))) & 7) + 1 + lift);
      }
      if (k + mark < n) {
        x += near(w, at, ((int) (heights >>> (3 * (k + mark))) & 7) + 1 + lift);
      }
    }
    double value = StackSnakeEvaluation.WIN_NEXT * Evaluation.tanh(x);
    return mover == 0 ? value : -value;
  }

  /** The weight of a step that makes a stack of {@code made}: six, five, or none. */
  private static double near(double[] w, int at, int made) {
    return made == TALL ? w[at + SIX] : made == TALL - 1 ? w[at + SIX + 1] : 0;
  }

  /** The weights of one colour's four terms, its tables starting at {@code at}. */
  private static double side(double[] w, int at, long terms, int colour) {
    return w[at + STACKS + StackSnakeEvaluation.stacks(terms, colour)]
        + w[at + REACH + Math.min(StackSnakeEvaluation.reach(terms, colour), Line.WIN_HEIGHT)]
        + w[at + TALLEST + StackSnakeEvaluation.tallest(terms, colour)]
        + w[at + SEVENS + Math.min(StackSnakeEvaluation.wins(terms, colour), 2)];
  }
}
