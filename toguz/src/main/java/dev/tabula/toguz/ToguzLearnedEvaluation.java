package dev.tabula.toguz;

import dev.tabula.core.Evaluation;
import dev.tabula.core.ZeroSumEvaluation;
import dev.tabula.core.spi.WeightFile;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.util.function.Supplier;

/**
 * A Toguz Kumalak evaluation learned from self-play and real games: a weighted sum of features of
 * the position, its weights fitted to the games' results by {@code training/train_eval.py} (NumPy;
 * {@code training/README.md} says how, with the command that made the shipped weights).
 *
 * <h2>The value</h2>
 *
 * Seen from the side to move ("own" row and store, then the other's), the features are: 1; the
 * store lead; for each side, the most it could capture with one move (the largest even count its
 * last stone makes) and, when one of its moves makes a tuzdyk, the stones still on the board; for
 * each hole that is a tuzdyk, the stones still on the board; and for each of the 18 holes of the
 * two rows, one weight for each stone count 0 to 14 and one for 15 or more (a table of 2 x 9 x 16
 * weights, the hole's value by its count). Their weighted sum is divided by {@code sqrt(need)},
 * where {@code need} is what the two players together lack for a win ({@code (82 - own store) + (82
 * - other store)}), as the {@linkplain ToguzEvaluation hand-weighted evaluation} scales its lead,
 * and squashed: {@code value = 0.999 * tanh(sum / sqrt(need))} for the side to move, its negation
 * for the other. A finished game is worth ±0.999 or 0, as in the hand-weighted evaluation. The
 * model is logistic regression: {@code (1 + value) / 2} estimates the mover's chance of winning.
 *
 * <p>The features are the observation tensor's ({@code docs/observations.md}) read straight from
 * the packed state, plus the capture terms found without playing the sowings (as the hand-weighted
 * evaluation finds its own); an evaluation allocates nothing. Values equal the training script's to
 * rounding (a test checks it on self-play positions).
 *
 * <p>Immutable and thread-safe.
 */
public final class ToguzLearnedEvaluation extends ZeroSumEvaluation<ToguzState> {

  /** The features' name in a weight file: the layout above. */
  static final String FEATURES = "toguz-1";

  /** Stone counts 0 to 14 each have their weight; 15 or more share the last. */
  static final int BUCKETS = 16;

  private static final int HOLES = 9;

  /** The first weight of the tuzdyk terms, after bias, store lead and the four capture terms. */
  private static final int TUZDYK = 6;

  /** The first weight of the holes' tables, after the dense terms. */
  private static final int TABLE = TUZDYK + 2 * HOLES;

  /** The number of weights. */
  static final int WEIGHTS = TABLE + 2 * HOLES * BUCKETS;

  /** The resource the shipped weights are in, beside this class. */
  static final String RESOURCE = "learned-eval.txt";

  /**
   * The system property that, when set to a file's path, makes {@link #learned()} read its weights
   * from that file instead of the shipped ones: {@value}. For training's later generations, whose
   * self-play uses the weights of the one before ({@code training/toguz.sh}).
   */
  public static final String WEIGHTS_PROPERTY = "tabula.toguz.learned-eval";

  private static final Supplier<ToguzLearnedEvaluation> LEARNED =
      WeightFile.lazily(
          WEIGHTS_PROPERTY,
          () -> ToguzLearnedEvaluation.class.getResourceAsStream(RESOURCE),
          FEATURES,
          WEIGHTS,
          ToguzLearnedEvaluation::new);

  private final double bias;
  private final double store;
  private final double ownCapture;
  private final double ownTuzdyk;
  private final double otherCapture;
  private final double otherTuzdyk;
  private final double[] tuzdyk;
  private final double[] table;

  private ToguzLearnedEvaluation(double[] w) {
    super("White", "Black");
    bias = w[0];
    store = w[1];
    ownCapture = w[2];
    ownTuzdyk = w[3];
    otherCapture = w[4];
    otherTuzdyk = w[5];
    tuzdyk = java.util.Arrays.copyOfRange(w, TUZDYK, TABLE);
    table = java.util.Arrays.copyOfRange(w, TABLE, WEIGHTS);
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
  public static ToguzLearnedEvaluation learned() {
    return LEARNED.get();
  }

  /**
   * Reads an evaluation from a weight file of {@code training/train_eval.py} ({@link WeightFile}):
   * comment lines starting with {@code #}, then {@code features toguz-1}, {@code weights 312} and
   * one number per line.
   *
   * @param in the file's text; read to its end, not closed
   * @return the evaluation
   * @throws IllegalArgumentException if the text is not such a file; the message gives the line
   * @throws UncheckedIOException if reading fails
   */
  public static ToguzLearnedEvaluation read(Reader in) {
    return new ToguzLearnedEvaluation(WeightFile.read(in, FEATURES, WEIGHTS));
  }

  /** The value for White: see the class description. */
  @Override
  protected double forFirst(ToguzState state) {
    final long misc = state.misc;
    if (Sow.isOver(misc)) {
      return ToguzEvaluation.finished(misc);
    }
    final int store0 = Sow.store(misc, 0);
    final int store1 = Sow.store(misc, 1);
    final int mover = Sow.side(misc);
    final int board = Sow.TOTAL - store0 - store1;
    final int own = ToguzEvaluation.threat(state, mover);
    final int other = ToguzEvaluation.threat(state, 1 - mover);
    double sum =
        bias
            + store * (mover == 0 ? store0 - store1 : store1 - store0)
            + ownCapture * (own >>> 1)
            + ownTuzdyk * ((own & 1) * board)
            + otherCapture * (other >>> 1)
            + otherTuzdyk * ((other & 1) * board);
    final long south = state.south;
    final long north = state.north;
    for (int row = 0; row < 2; row++) {
      int owner = row == 0 ? mover : 1 - mover;
      int at = row * HOLES * BUCKETS;
      for (int h = 0; h < HOLES; h++) {
        int stones = Sow.field(south, north, misc, owner * HOLES + h);
        sum += table[at + h * BUCKETS + Math.min(stones, BUCKETS - 1)];
      }
      // the tuzdyk in this row is the other player's
      int t = Sow.tuzdyk(misc, 1 - owner);
      if (t != 0) {
        sum += tuzdyk[row * HOLES + t - 1] * board;
      }
    }
    double value = FINISHED * Evaluation.tanh(sum / Math.sqrt(2 * Sow.WIN - store0 - store1));
    return mover == 0 ? value : -value;
  }
}
