package dev.tabula.learn;

import dev.tabula.core.Game;
import dev.tabula.core.GameRecord;
import dev.tabula.core.GameResult;
import dev.tabula.core.Observations;
import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Training samples from self-play: one row per decision, as six arrays of the same length {@code
 * N}, named and typed as they are written to an {@code .npz} file (see {@link #writeNpz}):
 *
 * <table>
 *   <caption>The arrays</caption>
 *   <tr><th>name</th><th>dtype</th><th>shape</th><th>row {@code i}</th></tr>
 *   <tr><td>{@code observations}</td><td>float32</td><td>{@code [N, *observationShape]}</td>
 *       <td>the state seen by the player to move ({@code Game.observationTensor})</td></tr>
 *   <tr><td>{@code legal_mask}</td><td>bool</td><td>{@code [N, A]}</td>
 *       <td>true at the id of every legal move ({@code Game.legalActionMask}); {@code A =
 *       numDistinctActions}</td></tr>
 *   <tr><td>{@code policy}</td><td>float32</td><td>{@code [N, A]}</td>
 *       <td>the policy target: the search's root visits divided by their sum, or 1 at the move
 *       played; 0 outside the mask, summing to 1</td></tr>
 *   <tr><td>{@code returns}</td><td>float32</td><td>{@code [N]}</td>
 *       <td>the final return of the player to move: -1, 0 or +1 ({@code GameResult.returns}),
 *       0 for a game cut off unfinished</td></tr>
 *   <tr><td>{@code game}</td><td>int64</td><td>{@code [N]}</td>
 *       <td>the game's global index</td></tr>
 *   <tr><td>{@code ply}</td><td>int32</td><td>{@code [N]}</td>
 *       <td>the plies played before the sample in its game, chance plies included (0 at the
 *       start)</td></tr>
 * </table>
 *
 * <p>Rows are ordered by game index, then by ply. Immutable and thread-safe; {@code equals} and
 * {@code hashCode} compare content. The accessors return new arrays.
 */
public final class Samples {
  /** The names of the arrays in the order {@link #writeNpz} writes them. */
  public static final List<String> ARRAY_NAMES =
      List.of("observations", "legal_mask", "policy", "returns", "game", "ply");

  private final int[] observationShape;
  private final int observationSize;
  private final int actions;
  private final float[] observations;
  private final boolean[] legalMask;
  private final float[] policy;
  private final float[] returns;
  private final long[] game;
  private final int[] ply;

  /** Takes the arrays as they are: the caller hands them over. */
  Samples(
      int[] observationShape,
      int actions,
      float[] observations,
      boolean[] legalMask,
      float[] policy,
      float[] returns,
      long[] game,
      int[] ply) {
    this.observationShape = observationShape.clone();
    int size = 1;
    for (int d : observationShape) {
      size = Math.multiplyExact(size, d);
    }
    this.observationSize = size;
    this.actions = actions;
    this.observations = observations;
    this.legalMask = legalMask;
    this.policy = policy;
    this.returns = returns;
    this.game = game;
    this.ply = ply;
    int n = ply.length;
    if (observations.length != (long) n * size
        || legalMask.length != (long) n * actions
        || policy.length != (long) n * actions
        || returns.length != n
        || game.length != n) {
      throw new IllegalStateException("samples arrays of different lengths");
    }
  }

  /**
   * Returns the samples of recorded games, taken as {@link SelfPlay} takes those of the games it
   * plays: a row for every decision of every record (chance plies give none) with the observation
   * from the mover's viewpoint, the legal-action mask, the policy 1 at the move played, and the
   * mover's return: the rules' result when the record's last position is over, else the result the
   * record claims ({@link GameResult#returnsOf}: a game resigned or lost on time counts as the
   * record says; {@code *} gives 0). Record {@code i} is game {@code firstGame + i}, its plies
   * counted from its start position. For training on games people played ({@code tabula selfplay
   * --records}).
   *
   * @param <S> the state type
   * @param <M> the move type
   * @param game the game; it must have observations
   * @param records records of this game, as {@link GameRecord#parseAll} reads them
   * @param firstGame the first record's game index, {@code >= 0}
   * @return the samples, by game index then ply (none for no records)
   * @throws IllegalArgumentException if the game has no observation tensor, {@code firstGame} is
   *     negative or too large for the records, or a record is of another game
   * @throws dev.tabula.core.IllegalMoveException if a record holds a move that is not legal where
   *     it stands (a record made by hand; {@code parseAll} never gives one)
   */
  public static <S, M> Samples ofRecords(
      Game<S, M> game, List<GameRecord<S, M>> records, long firstGame) {
    Observations<S> observations =
        Observations.of(game)
            .orElseThrow(
                () -> new IllegalArgumentException(game.name() + " has no observation tensor"));
    if (firstGame < 0 || records.size() > Long.MAX_VALUE - firstGame) {
      throw new IllegalArgumentException(
          "bad first game " + firstGame + " for " + records.size() + " records");
    }
    int actions = game.numDistinctActions();
    int[] shape = observations.observationShape();
    float[] scratch = new float[actions];
    List<Samples> parts = new ArrayList<>(records.size());
    for (GameRecord<S, M> r : records) {
      if (!r.game().equals(game.name())) {
        throw new IllegalArgumentException(
            "a record of " + r.game() + " is not one of " + game.name());
      }
      Rows rows = new Rows(observations.observationSize(), actions);
      S s = r.start();
      int ply = 0;
      for (M m : r.moves()) {
        S next = game.apply(s, m);
        if (!game.isChance(s)) {
          int who = game.currentPlayer(s);
          int row = rows.sample(observations, s, who, ply, scratch);
          rows.policy[row * actions + game.actionId(s, m)] = 1;
        }
        s = next;
        ply++;
      }
      double[] result =
          game.isTerminal(s)
              ? game.result(s).returns()
              : GameResult.returnsOf(r.result(), game.numPlayers());
      rows.finish(result);
      parts.add(rows.toSamples(shape, firstGame + parts.size()));
    }
    return parts.isEmpty()
        ? new Rows(observations.observationSize(), actions).toSamples(shape, firstGame)
        : concat(parts);
  }

  /**
   * Concatenates samples of the same game setup in the order given: for instance the shards of one
   * range of games, in the order of their ranges.
   *
   * @param parts the samples, at least one
   * @return all their rows
   * @throws IllegalArgumentException if the list is empty or the parts differ in observation shape
   *     or number of actions
   */
  public static Samples concat(List<Samples> parts) {
    if (parts.isEmpty()) {
      throw new IllegalArgumentException("nothing to concatenate");
    }
    Samples first = parts.get(0);
    long rows = 0;
    for (Samples p : parts) {
      if (!Arrays.equals(p.observationShape, first.observationShape)
          || p.actions != first.actions) {
        throw new IllegalArgumentException(
            "samples of different shapes: "
                + Arrays.toString(first.observationShape)
                + " x "
                + first.actions
                + " and "
                + Arrays.toString(p.observationShape)
                + " x "
                + p.actions);
      }
      rows += p.size();
    }
    int n = Math.toIntExact(rows);
    int size = first.observationSize;
    int a = first.actions;
    float[] obs = new float[Math.multiplyExact(n, size)];
    boolean[] mask = new boolean[Math.multiplyExact(n, a)];
    float[] pol = new float[n * a];
    float[] ret = new float[n];
    long[] g = new long[n];
    int[] pl = new int[n];
    int at = 0;
    for (Samples p : parts) {
      int k = p.size();
      System.arraycopy(p.observations, 0, obs, at * size, k * size);
      System.arraycopy(p.legalMask, 0, mask, at * a, k * a);
      System.arraycopy(p.policy, 0, pol, at * a, k * a);
      System.arraycopy(p.returns, 0, ret, at, k);
      System.arraycopy(p.game, 0, g, at, k);
      System.arraycopy(p.ply, 0, pl, at, k);
      at += k;
    }
    return new Samples(first.observationShape, a, obs, mask, pol, ret, g, pl);
  }

  /**
   * Returns the number of samples, {@code N}.
   *
   * @return the rows
   */
  public int size() {
    return ply.length;
  }

  /**
   * Returns the shape of one observation (the game's {@code observationShape()}).
   *
   * @return a new array
   */
  public int[] observationShape() {
    return observationShape.clone();
  }

  /**
   * Returns the number of action ids {@code A}, the width of the mask and the policy.
   *
   * @return the game's {@code numDistinctActions()}
   */
  public int numDistinctActions() {
    return actions;
  }

  /**
   * Returns the observations, flat and row-major: {@code N} times the observation's size.
   *
   * @return a new array
   */
  public float[] observations() {
    return observations.clone();
  }

  /**
   * Returns the legal-action masks, flat: {@code N * A}.
   *
   * @return a new array
   */
  public boolean[] legalMask() {
    return legalMask.clone();
  }

  /**
   * Returns the policy targets, flat: {@code N * A}.
   *
   * @return a new array
   */
  public float[] policy() {
    return policy.clone();
  }

  /**
   * Returns the final return of the player to move, per sample.
   *
   * @return a new array of {@code N}
   */
  public float[] returns() {
    return returns.clone();
  }

  /**
   * Returns the game index of each sample.
   *
   * @return a new array of {@code N}
   */
  public long[] game() {
    return game.clone();
  }

  /**
   * Returns the ply of each sample within its game.
   *
   * @return a new array of {@code N}
   */
  public int[] ply() {
    return ply.clone();
  }

  /**
   * Writes the samples as a NumPy {@code .npz} archive ({@code numpy.load(file)} reads it), the
   * arrays named and typed as the class description says, in the order of {@link #ARRAY_NAMES}.
   * Each entry is a {@code .npy} file of format version 1.0 with a fixed timestamp, so equal
   * samples give equal bytes; stored ({@code compress} false, like {@code numpy.savez}) they depend
   * on nothing else, deflated ({@code numpy.savez_compressed}) also on the JVM's zlib. The stream
   * is flushed, not closed.
   *
   * @param out where to write
   * @param compress whether to deflate the entries
   * @throws IOException if writing fails
   */
  public void writeNpz(OutputStream out, boolean compress) throws IOException {
    Objects.requireNonNull(out, "out");
    int n = size();
    long[] obsShape = new long[observationShape.length + 1];
    obsShape[0] = n;
    for (int i = 0; i < observationShape.length; i++) {
      obsShape[i + 1] = observationShape[i];
    }
    long[] rowsByActions = {n, actions};
    long[] rows = {n};
    Npy.writeNpz(
        out,
        compress,
        ARRAY_NAMES.toArray(new String[0]),
        new Npy.Array[] {
          Npy.floats(obsShape, observations),
          Npy.bools(rowsByActions, legalMask),
          Npy.floats(rowsByActions, policy),
          Npy.floats(rows, returns),
          Npy.longs(rows, game),
          Npy.ints(rows, ply)
        });
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof Samples s
        && Arrays.equals(observationShape, s.observationShape)
        && actions == s.actions
        && Arrays.equals(ply, s.ply)
        && Arrays.equals(game, s.game)
        && Arrays.equals(returns, s.returns)
        && Arrays.equals(policy, s.policy)
        && Arrays.equals(legalMask, s.legalMask)
        && Arrays.equals(observations, s.observations);
  }

  @Override
  public int hashCode() {
    int h = Arrays.hashCode(observationShape);
    h = 31 * h + actions;
    h = 31 * h + Arrays.hashCode(game);
    h = 31 * h + Arrays.hashCode(ply);
    h = 31 * h + Arrays.hashCode(policy);
    return h;
  }

  @Override
  public String toString() {
    return "Samples["
        + size()
        + " rows, observation "
        + Arrays.toString(observationShape)
        + ", "
        + actions
        + " actions]";
  }
}
