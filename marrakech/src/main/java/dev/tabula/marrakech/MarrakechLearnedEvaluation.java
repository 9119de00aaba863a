package dev.tabula.marrakech;

import dev.tabula.core.Evaluation;
import dev.tabula.core.spi.WeightFile;
import java.io.BufferedReader;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.Objects;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;

/**
 * A Marrakech evaluation learned from self-play: a few counts of the position, each with a weight
 * fitted to the games' results by {@code training/train_eval.py} (NumPy; {@code training/README.md}
 * says how, with the command that made the shipped weights), one model for each number of players.
 * It is the game's standard evaluation ({@link MarrakechGame#evaluation()}, what {@code expectimax}
 * searches with unless told {@code eval=hand}, the {@linkplain MarrakechEvaluation hand-weighted
 * evaluation}): with two players it wins at equal time per move ({@code docs/strength.md}). Only
 * the two-player weights ship: those trained the same way for three and four players came out even
 * with the hand-weighted evaluation at equal time and weaker at equal depth, so without weights
 * named by {@link #WEIGHTS_PROPERTY_3P} or {@link #WEIGHTS_PROPERTY_4P} (or read by {@link #read})
 * games of three or four players are valued by the hand-weighted evaluation.
 *
 * <h2>Two players</h2>
 *
 * Seen from the seat whose turn it is (the mover; at the die, the seat that rolls), with {@code t}
 * the most rugs either seat has left and {@code s = 1 / sqrt(t + 1)}, the features are: 1; the
 * score lead (dirhams and visible squares) times {@code s}; the dirham lead times {@code s}; the
 * lead in rugs left times {@code s}; the score lead / 10; and, times {@code s}, for each distance 1
 * to 4 from Assam (steps along rows and columns), the squares showing the mover's colours and those
 * showing the other's, counted once for the positions where the mover rolls next (phases {@code C},
 * {@code O}, {@code D}) and once for those where the other seat does (phase {@code P}): what the
 * next roll may cost or pay. 21 weights. The weighted sum {@code x} gives {@code 0.999 * tanh(x)}
 * for the mover, its negation for the other. The model is logistic regression: {@code (1 + tanh(x))
 * / 2} estimates the mover's chance of winning.
 *
 * <h2>Three and four players</h2>
 *
 * Seen from the seat valued, {@code p}, over its rivals still in, with {@code t} the most rugs a
 * seat still in has left and {@code s = 1 / sqrt(t + 1)}, the features are: 1; {@code p}'s score
 * lead over the strongest rival and over the weakest, each times {@code s}; its dirham lead over
 * the richest rival times {@code s}; its lead in rugs left over the rival with the most, times
 * {@code s}; the two score leads / 10; 1 if a rival is out; and, times {@code s}, for each distance
 * 1 to 4 from Assam, the squares showing {@code p}'s colours and those showing its rivals' when
 * {@code p} rolls next, then {@code p}'s squares and the next roller's own when another seat rolls
 * next (the seat to move in phases {@code C}, {@code O} and {@code D}; in phase {@code P} the next
 * seat still in with rugs left after this rug). 24 weights, a set for three players and one for
 * four (the features {@code marrakech-3p-1} and {@code marrakech-4p-1} of a weight file). The value
 * is {@code 0.999 * tanh(x)}, fitted to the seat's return (+1 for the best rank, -1 for the worst,
 * 0 between): {@code tanh(x)} estimates {@code P(first) - P(last)}, as the hand-weighted
 * evaluation's value does. The training data holds the mover's view only; the model values every
 * seat the same way, so the values of one position need not add up to anything. A seat that is out
 * is worth {@code -0.999}.
 *
 * <p>With any number of players a finished game is worth ±0.999 or 0, as in the hand-weighted
 * evaluation. An evaluation is a few population counts of the board's words: it allocates nothing
 * and costs far less than the hand-weighted evaluation's walk of Assam over every facing and roll.
 * Values equal the training script's to rounding (a test checks it on self-play positions of each
 * number of players, the script reading the observation tensor of {@code docs/observations.md}).
 *
 * <p>Immutable and thread-safe.
 *
 * @since 0.2.0
 */
public final class MarrakechLearnedEvaluation implements Evaluation<MarrakechState> {

  /** The features' name in a two-player weight file: the layout above. */
  static final String FEATURES = "marrakech-2p-1";

  /** The features' name in a three-player weight file. */
  static final String FEATURES_3P = "marrakech-3p-1";

  /** The features' name in a four-player weight file. */
  static final String FEATURES_4P = "marrakech-4p-1";

  /** The distances from Assam with features of their own. */
  private static final int RINGS = 4;

  /** The number of weights of the two-player model. */
  static final int WEIGHTS = 5 + 4 * RINGS;

  /** The number of weights of the three- and four-player models. */
  static final int WEIGHTS_MULTI = 8 + 4 * RINGS;

  /** The resource the shipped two-player weights are in, beside this class. */
  static final String RESOURCE = "learned-eval.txt";

  /**
   * The system property that, when set to a file's path, makes {@link #learned()} read its
   * two-player weights from that file instead of the shipped ones: {@value}. For training's later
   * generations, whose self-play uses the weights of the one before.
   */
  public static final String WEIGHTS_PROPERTY = "tabula.marrakech.learned-eval";

  /**
   * The system property that, when set to a file's path, makes {@link #learned()} value
   * three-player games with the weights of that file: {@value}. Unset, they are valued by the
   * hand-weighted evaluation (no three-player weights ship: those trained did not beat it).
   */
  public static final String WEIGHTS_PROPERTY_3P = "tabula.marrakech.learned-eval-3p";

  /**
   * The system property of four-player weights, as {@link #WEIGHTS_PROPERTY_3P} is of three-player
   * ones: {@value}.
   */
  public static final String WEIGHTS_PROPERTY_4P = "tabula.marrakech.learned-eval-4p";

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
          w ->
              new MarrakechLearnedEvaluation(
                  w,
                  named(WEIGHTS_PROPERTY_3P, FEATURES_3P),
                  named(WEIGHTS_PROPERTY_4P, FEATURES_4P)));

  /** The weights of the file the property names; null if it is not set. */
  private static double @Nullable [] named(String property, String features) {
    String file = System.getProperty(property);
    if (file == null || file.isBlank()) {
      return null;
    }
    return WeightFile.load(property, () -> null, features, WEIGHTS_MULTI);
  }

  /**
   * The weights of two, three and four players (never written after construction); null for the
   * hand-weighted evaluation.
   */
  private final double[] w2;

  private final double @Nullable [] w3;
  private final double @Nullable [] w4;

  private MarrakechLearnedEvaluation(double[] w2, double @Nullable [] w3, double @Nullable [] w4) {
    this.w2 = w2;
    this.w3 = w3;
    this.w4 = w4;
  }

  /**
   * Returns the evaluation with the two-player weights that ship with Tabula (the resource {@value
   * #RESOURCE}) or those of the file the system property {@value #WEIGHTS_PROPERTY} names; with
   * three or four players, the weights of the file {@value #WEIGHTS_PROPERTY_3P} or {@value
   * #WEIGHTS_PROPERTY_4P} names, and when it is not set the hand-weighted evaluation. Read once, on
   * the first call.
   *
   * @return the shared instance
   * @throws IllegalArgumentException if a property names a file that cannot be read or is not a
   *     weight file; the message names the file and the line (a later call tries again)
   */
  public static MarrakechLearnedEvaluation learned() {
    return LEARNED.get();
  }

  /**
   * Reads the weights of one number of players from a weight file of {@code training/train_eval.py}
   * ({@link WeightFile}): comment lines starting with {@code #}, then {@code features
   * marrakech-2p-1} and {@code weights 21}, or {@code features marrakech-3p-1} or {@code
   * marrakech-4p-1} and {@code weights 24}, and one number per line. The evaluation values the
   * games of that number of players with them and the others as {@link #learned()} does.
   *
   * @param in the file's text; read to its end, not closed
   * @return the evaluation
   * @throws IllegalArgumentException if the text is not such a file; the message gives the line
   * @throws UncheckedIOException if reading fails
   */
  public static MarrakechLearnedEvaluation read(Reader in) {
    Objects.requireNonNull(in, "in");
    String text = new BufferedReader(in).lines().collect(Collectors.joining("\n", "", "\n"));
    MarrakechLearnedEvaluation shipped = learned();
    switch (featuresOf(text)) {
      case FEATURES_3P:
        double[] w3 = WeightFile.read(new StringReader(text), FEATURES_3P, WEIGHTS_MULTI);
        return new MarrakechLearnedEvaluation(shipped.w2, w3, shipped.w4);
      case FEATURES_4P:
        double[] w4 = WeightFile.read(new StringReader(text), FEATURES_4P, WEIGHTS_MULTI);
        return new MarrakechLearnedEvaluation(shipped.w2, shipped.w3, w4);
      default:
        double[] w2 = WeightFile.read(new StringReader(text), FEATURES, WEIGHTS);
        return new MarrakechLearnedEvaluation(w2, shipped.w3, shipped.w4);
    }
  }

  /** The name on the first line of a weight file that is not blank or a comment, else "". */
  private static String featuresOf(String text) {
    for (String line : text.split("\n", -1)) {
      String t = line.strip();
      if (!t.isEmpty() && !t.startsWith("#")) {
        return t.startsWith("features ") ? t.substring("features ".length()).strip() : "";
      }
    }
    return "";
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
    if (state.phase() == Phase.OVER) {
      return MarrakechEvaluation.finished(state, player);
    }
    if (n != 2) {
      double[] w = n == 3 ? w3 : w4;
      if (w == null) {
        return MarrakechEvaluation.standard().evaluate(state, player);
      }
      if (state.outAt(player)) {
        return -FINISHED;
      }
      return FINISHED * Evaluation.tanh(multiSum(state, player, w));
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
    double[] w = w2;
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

  /** The weighted sum {@code x} for seat {@code p}, in a game of three or four players not over. */
  private static double multiSum(MarrakechState s, int p, double[] w) {
    long[] carpet = s.carpet;
    int n = s.numPlayers();
    int roller = roller(s);
    long own = 0;
    long rivals = 0;
    long rollers = 0;
    // a byte per seat: the squares showing its colours, and its rugs left (one pass over colours)
    long visible = 0;
    long rugsLeft = 0;
    for (int c = 0; c < 4; c++) {
      int o = s.ownerOf(c);
      if (o >= n) {
        continue; // a colour nobody has
      }
      visible += (long) Long.bitCount(carpet[c]) << (8 * o);
      rugsLeft += (long) s.rugsOf(c) << (8 * o);
      if (o == p) {
        own |= carpet[c];
      } else if (!s.outAt(o)) {
        rivals |= carpet[c];
      }
      if (o == roller) {
        rollers |= carpet[c];
      }
    }
    int score = s.moneyOf(p) + (int) (visible >>> (8 * p) & 0xFF);
    int ownRugs = (int) (rugsLeft >>> (8 * p) & 0xFF);
    int strongest = Integer.MIN_VALUE;
    int weakest = Integer.MAX_VALUE;
    int richest = Integer.MIN_VALUE;
    int mostRugs = Integer.MIN_VALUE;
    int turns = 0;
    boolean rivalOut = false;
    for (int q = 0; q < n; q++) {
      if (s.outAt(q)) {
        rivalOut = true; // p is in
        continue;
      }
      int rugs = (int) (rugsLeft >>> (8 * q) & 0xFF);
      turns = Math.max(turns, rugs);
      if (q != p) {
        int money = s.moneyOf(q);
        int a = money + (int) (visible >>> (8 * q) & 0xFF);
        strongest = Math.max(strongest, a);
        weakest = Math.min(weakest, a);
        richest = Math.max(richest, money);
        mostRugs = Math.max(mostRugs, rugs);
      }
    }
    // (before the end at least two players are in, so p has a rival)
    double scale = 1 / Math.sqrt(turns + 1.0);
    int top = score - strongest;
    int bottom = score - weakest;
    double x =
        w[0]
            + (w[1] * top
                    + w[2] * bottom
                    + w[3] * (s.moneyOf(p) - richest)
                    + w[4] * (ownRugs - mostRugs))
                * scale
            + w[5] * (top / 10.0)
            + w[6] * (bottom / 10.0)
            + (rivalOut ? w[7] : 0);
    int ring = s.assam() * RINGS;
    double near = 0;
    if (roller == p) {
      for (int d = 0; d < RINGS; d++) {
        long squares = RING[ring + d];
        near +=
            w[8 + d] * Long.bitCount(own & squares)
                + w[8 + RINGS + d] * Long.bitCount(rivals & squares);
      }
    } else if (roller >= 0) {
      for (int d = 0; d < RINGS; d++) {
        long squares = RING[ring + d];
        near +=
            w[8 + 2 * RINGS + d] * Long.bitCount(own & squares)
                + w[8 + 3 * RINGS + d] * Long.bitCount(rollers & squares);
      }
    }
    return x + near * scale;
  }

  /**
   * The seat that rolls next: the seat to move in phases C, O and D; in phase P the next seat still
   * in with rugs left after this rug, -1 if the game ends with it.
   */
  private static int roller(MarrakechState s) {
    if (s.phase() != Phase.PLACE) {
      return s.seat();
    }
    return MarrakechBoard.nextSeat(
        s.numPlayers(),
        s.out(),
        Carpet.seatColours(s.carpet),
        s.rugs() - (1 << (s.colour() * 8)),
        s.seat());
  }
}
