package dev.tabula.marrakech;

import dev.tabula.core.Evaluation;
import dev.tabula.core.spi.WeightFile;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.util.function.Supplier;

/**
 * A two-player Marrakech evaluation learned from self-play: a few counts of the position, each with
 * a weight fitted to the games' results by {@code training/train_eval.py} (NumPy; {@code
 * training/README.md} says how, with the command that made the shipped weights). It is the game's
 * standard evaluation ({@link MarrakechGame#evaluation()}, what {@code expectimax} searches with
 * unless told {@code eval=hand}, the {@linkplain MarrakechEvaluation hand-weighted evaluation}): at
 * equal time per move it wins ({@code docs/strength.md}). With three or four players it is the
 * hand-weighted evaluation.
 *
 * <h2>The value</h2>
 *
 * Seen from the seat whose turn it is (the mover; at the die, the seat that rolls), with {@code t}
 * the most rugs either seat has left and {@code s = 1 / sqrt(t + 1)}, the features are: 1; the
 * score lead (dirhams and visible squares) times {@code s}; the dirham lead times {@code s}; the
 * lead in rugs left times {@code s}; the score lead / 10; and, times {@code s}, for each distance 1
 * to 4 from Assam (steps along rows and columns), the squares showing the mover's colours and those
 * showing the other's, counted once for the positions where the mover rolls next (phases {@code C},
 * {@code O}, {@code D}) and once for those where the other seat does (phase {@code P}): what the
 * next roll may cost or pay. 21 weights. The weighted sum {@code x} gives {@code 0.999 * tanh(x)}
 * for the mover, its negation for the other; a finished game is worth ±0.999 or 0, as in the
 * hand-weighted evaluation. The model is logistic regression: {@code (1 + tanh(x)) / 2} estimates
 * the mover's chance of winning.
 *
 * <p>An evaluation is a few population counts of the board's words: it allocates nothing and costs
 * far less than the hand-weighted evaluation's walk of Assam over every facing and roll. Values
 * equal the training script's to rounding (a test checks it on self-play positions, the script
 * reading the observation tensor of {@code docs/observations.md}).
 *
 * <p>Immutable and thread-safe.
 *
 * @since 0.2.0
 */
public final class MarrakechLearnedEvaluation implements Evaluation<MarrakechState> {

  /** The features' name in a weight file: the layout above. */
  static final String FEATURES = "marrakech-2p-1";

  /** The distances from Assam with features of their own. */
  private static final int RINGS = 4;

  /** The number of weights. */
  static final int WEIGHTS = 5 + 4 * RINGS;

  /** The resource the shipped weights are in, beside this class. */
  static final String RESOURCE = "learned-eval.txt";

  /**
   * The system property that, when set to a file's path, makes {@link #learned()} read its weights
   * from that file instead of the shipped ones: {@value}. For training's later generations, whose
   * self-play uses the weights of the one before.
   */
  public static final String WEIGHTS_PROPERTY = "tabula.marrakech.learned-eval";

  /** {@code RING[square * RINGS + d - 1]}: the squares {@code d} steps from {@code square}. */
  private static final long[] RING = new long[Grid.SQUARES * RINGS];

  static {
    for (int a = 0; a < Grid.SQUARES; a++) {
      for (int sq = 0; sq < Grid.SQUARES; sq++) {
        int d =
            Math.abs(a % MarrakechObservation.SIDE - sq % MarrakechObservation.SIDE)
                + Math.abs(a / MarrakechObservation.SIDE - sq / MarrakechObservation.SIDE);
        if (d >= 1 && d <= RINGS) {
          RING[a * RINGS + d - 1] |= 1L << sq;
        }
      }
    }
  }

  private static final Supplier<MarrakechLearnedEvaluation> LEARNED =
      WeightFile.lazily(
          WEIGHTS_PROPERTY,
          () -> MarrakechLearnedEvaluation.class.getResourceAsStream(RESOURCE),
          FEATURES,
          WEIGHTS,
          MarrakechLearnedEvaluation::new);

  private final double[] w;

  private MarrakechLearnedEvaluation(double[] w) {
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
  public static MarrakechLearnedEvaluation learned() {
    return LEARNED.get();
  }

  /**
   * Reads an evaluation from a weight file of {@code training/train_eval.py} ({@link WeightFile}):
   * comment lines starting with {@code #}, then {@code features marrakech-2p-1}, {@code weights 21}
   * and one number per line.
   *
   * @param in the file's text; read to its end, not closed
   * @return the evaluation
   * @throws IllegalArgumentException if the text is not such a file; the message gives the line
   * @throws UncheckedIOException if reading fails
   */
  public static MarrakechLearnedEvaluation read(Reader in) {
    return new MarrakechLearnedEvaluation(WeightFile.read(in, FEATURES, WEIGHTS));
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
    if (n != 2) {
      return MarrakechEvaluation.standard().evaluate(state, player);
    }
    if (player < 0 || player >= n) {
      throw new IllegalArgumentException("seat must be 0.." + (n - 1) + ", got " + player);
    }
    if (state.phase() == Phase.OVER) {
      return MarrakechEvaluation.finished(state, player);
    }
    int mover = state.seat();
    double value = FINISHED * Evaluation.tanh(sum(state, mover));
    return player == mover ? value : -value;
  }

  /** The weighted sum {@code x} for the mover, a seat of a two-player game not over. */
  private double sum(MarrakechState s, int mover) {
    long[] carpet = s.carpet;
    long own = 0;
    long other = 0;
    int ownRugs = 0;
    int otherRugs = 0;
    for (int c = 0; c < 4; c++) {
      if (s.ownerOf(c) == mover) {
        own |= carpet[c];
        ownRugs += s.rugsOf(c);
      } else {
        other |= carpet[c];
        otherRugs += s.rugsOf(c);
      }
    }
    int money = s.moneyOf(mover) - s.moneyOf(1 - mover);
    int lead = money + Long.bitCount(own) - Long.bitCount(other);
    double scale = 1 / Math.sqrt(Math.max(ownRugs, otherRugs) + 1.0);
    double[] w = this.w;
    double x =
        w[0]
            + (w[1] * lead + w[2] * money + w[3] * (ownRugs - otherRugs)) * scale
            + w[4] * (lead / 10.0);
    // the rings of the seat that rolls next: the mover in phases C, O and D, the other in phase P
    int at = s.phase() == Phase.PLACE ? 5 + 2 * RINGS : 5;
    int ring = s.assam() * RINGS;
    double near = 0;
    for (int d = 0; d < RINGS; d++) {
      long squares = RING[ring + d];
      near +=
          w[at + d] * Long.bitCount(own & squares)
              + w[at + RINGS + d] * Long.bitCount(other & squares);
    }
    return x + near * scale;
  }
}
