package dev.tabula.search;

import com.google.errorprone.annotations.CheckReturnValue;
import dev.tabula.core.Agent;
import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Evaluation;
import dev.tabula.core.Game;
import dev.tabula.core.Heuristics;
import java.util.List;
import java.util.Objects;
import java.util.random.RandomGenerator;
import org.jspecify.annotations.Nullable;

/**
 * A one-ply greedy agent: it plays the legal move whose resulting position is best for the mover,
 * the first such move on ties. A position is worth its result's return when the game is over, the
 * expectation over the outcomes when chance comes next (by their exact probabilities, recursively),
 * and otherwise the {@linkplain Builder#evaluation evaluation}, by default the game's own ({@link
 * Heuristics#evaluationOf}). The simplest bot an evaluation makes, and the quickest check that an
 * evaluation points the right way.
 *
 * <pre>{@code
 * Agent<MyState, MyMove> bot = Greedy.builder().build();
 * }</pre>
 *
 * <p>Immutable and thread-safe; it uses no randomness.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public final class Greedy<S, M> implements Agent<S, M> {
  /** The evaluation, or null for the game's own. */
  private final @Nullable Evaluation<S> evaluation;

  private Greedy(@Nullable Evaluation<S> evaluation) {
    this.evaluation = evaluation;
  }

  /**
   * Starts configuring a greedy agent, with the game's own evaluation.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @return the builder
   */
  public static <S, M> Builder<S, M> builder() {
    return new Builder<>(null);
  }

  @Override
  public M choose(Game<S, M> game, S state, RandomGenerator random) {
    Evaluation<S> e = evaluation != null ? evaluation : Heuristics.evaluationOf(game);
    int me = game.currentPlayer(state);
    List<M> moves = game.legalMoves(state);
    M best = moves.get(0);
    double bestValue = Double.NEGATIVE_INFINITY;
    for (M m : moves) {
      double v = value(game, game.apply(state, m), me, e);
      if (v > bestValue) {
        bestValue = v;
        best = m;
      }
    }
    return best;
  }

  private static <S, M> double value(Game<S, M> game, S s, int me, Evaluation<S> evaluation) {
    if (game.isTerminal(s)) {
      return game.result(s).returns(me);
    }
    if (game.isChance(s)) {
      double sum = 0;
      for (ChanceOutcome<M> o : game.chanceOutcomes(s)) {
        sum += o.probability() * value(game, game.apply(s, o.outcome()), me, evaluation);
      }
      return sum;
    }
    return evaluation.evaluate(s, me);
  }

  /**
   * The settings of a greedy agent ({@link Greedy#builder()}): immutable, every setting returns a
   * new builder.
   *
   * @param <S> the state type
   * @param <M> the move type
   */
  @CheckReturnValue
  public static final class Builder<S, M> {
    private final @Nullable Evaluation<? super S> evaluation;

    private Builder(@Nullable Evaluation<? super S> evaluation) {
      this.evaluation = evaluation;
    }

    /**
     * Sets the evaluation of the positions a move leads to (default: the game's own, {@link
     * Heuristics#evaluationOf}).
     *
     * @param newEvaluation the value of positions for a player
     * @return the new builder
     */
    public Builder<S, M> evaluation(Evaluation<? super S> newEvaluation) {
      return new Builder<>(Objects.requireNonNull(newEvaluation, "evaluation"));
    }

    /**
     * Makes the agent.
     *
     * @param <S1> the state type of the game it plays: the builder's, or narrower
     * @param <M1> the move type of the game it plays: the builder's, or narrower
     * @return the agent (immutable, thread-safe)
     */
    @SuppressWarnings("unchecked") // the evaluation takes any S, so any narrower S1 too
    public <S1 extends S, M1 extends M> Greedy<S1, M1> build() {
      return new Greedy<>((Evaluation<S1>) evaluation);
    }
  }
}
