package dev.tabula.search;

import com.google.errorprone.annotations.CheckReturnValue;
import dev.tabula.core.Agent;
import dev.tabula.core.Game;
import dev.tabula.core.Playouts;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Flat Monte Carlo, for any game: per decision it spreads its {@linkplain Builder#iterations
 * iterations} evenly over the legal moves ({@code max(1, iterations / moves)} random playouts each,
 * so at least one per move), plays each playout to the end with {@link Playouts#randomPlayout} (at
 * most {@linkplain Builder#maxPlayoutPlies maxPlayoutPlies} plies; an unfinished one counts 0), and
 * picks the move with the highest mean return for the mover, the first such move on ties. A single
 * legal move is played at once, without playouts or draws. Better than random in every game where
 * the result depends on the moves; {@link Mcts} is stronger for the same playouts in most games.
 *
 * <pre>{@code
 * Agent<MyState, MyMove> bot = FlatMonteCarlo.builder().iterations(1000).build();
 * }</pre>
 *
 * <p>Immutable and thread-safe; all its randomness comes from the generator it is given.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public final class FlatMonteCarlo<S, M> implements Agent<S, M> {
  /** The default playouts per decision. */
  static final int DEFAULT_ITERATIONS = 1000;

  private final int iterations;
  private final int maxPlayoutPlies;

  private FlatMonteCarlo(int iterations, int maxPlayoutPlies) {
    this.iterations = iterations;
    this.maxPlayoutPlies = maxPlayoutPlies;
  }

  /**
   * Starts configuring a flat Monte Carlo agent, with the defaults: 1,000 playouts per decision, of
   * at most the game's own bound on its length ({@link Game#maxGameLength()}) and never more than
   * 10,000 plies.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @return the builder
   */
  public static <S, M> Builder<S, M> builder() {
    return new Builder<>(DEFAULT_ITERATIONS, -1);
  }

  @Override
  public M choose(Game<S, M> game, S state, RandomGenerator random) {
    int me = game.currentPlayer(state);
    List<M> moves = game.legalMoves(state);
    M best = moves.get(0);
    if (moves.size() == 1) {
      return best;
    }
    int perMove = Math.max(1, iterations / moves.size());
    int plies = Searches.playoutPlies(maxPlayoutPlies, game);
    double bestValue = Double.NEGATIVE_INFINITY;
    for (M m : moves) {
      S next = game.apply(state, m);
      double sum = 0;
      for (int i = 0; i < perMove; i++) {
        S end = Playouts.randomPlayout(game, next, random, plies);
        if (game.isTerminal(end)) {
          sum += game.result(end).returns(me);
        }
      }
      if (sum > bestValue) {
        bestValue = sum;
        best = m;
      }
    }
    return best;
  }

  /**
   * The settings of a flat Monte Carlo agent ({@link FlatMonteCarlo#builder()}): immutable, every
   * setting returns a new builder.
   *
   * @param <S> the state type
   * @param <M> the move type
   */
  @CheckReturnValue
  public static final class Builder<S, M> {
    private final int iterations;
    private final int maxPlayoutPlies;

    private Builder(int iterations, int maxPlayoutPlies) {
      this.iterations = iterations;
      this.maxPlayoutPlies = maxPlayoutPlies;
    }

    /**
     * Sets the random playouts per decision (default 1,000), spread evenly over the legal moves, at
     * least one per move.
     *
     * @param n the playouts, {@code >= 1}
     * @return the new builder
     * @throws IllegalArgumentException if below 1
     */
    public Builder<S, M> iterations(int n) {
      return new Builder<>(
          Searches.checked(n >= 1, "iterations must be >= 1, got ", n), maxPlayoutPlies);
    }

    /**
     * Sets the longest playout in plies, chance plies counted (default: the game's own bound on the
     * length of a game, {@link Game#maxGameLength()}, and never more than 10,000); a playout cut
     * off unfinished counts 0.
     *
     * @param plies {@code >= 1}
     * @return the new builder
     * @throws IllegalArgumentException if below 1
     */
    public Builder<S, M> maxPlayoutPlies(int plies) {
      return new Builder<>(
          iterations, Searches.checked(plies >= 1, "maxPlayoutPlies must be >= 1, got ", plies));
    }

    /**
     * Makes the agent.
     *
     * @param <S1> the state type of the game it plays
     * @param <M1> the move type of the game it plays
     * @return the agent (immutable, thread-safe)
     */
    public <S1 extends S, M1 extends M> FlatMonteCarlo<S1, M1> build() {
      return new FlatMonteCarlo<>(iterations, maxPlayoutPlies);
    }
  }
}
