package dev.tabula.search;

import dev.tabula.core.Agent;
import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Evaluation;
import dev.tabula.core.Game;
import dev.tabula.core.GameResult;
import dev.tabula.core.Playouts;
import java.util.List;

/** Ready-made {@link Agent}s that work for any game. */
public final class Agents {
  private Agents() {}

  /**
   * Returns a Monte Carlo tree search agent (UCT): per decision it runs {@code iterations}
   * selection-expansion-playout-backup rounds from the current state and plays the most visited
   * move. Selection maximises, for the player to move at each node, mean return + {@code
   * exploration} x sqrt(ln N / n); chance nodes are tree branches sampled by their probabilities;
   * playouts use {@link Game#randomPlayout} (at most {@code maxPlies} plies; unfinished ones count
   * 0 for all). Returns are the per-player values of {@link GameResult#returns(int)}, so any number
   * of players works. Stronger than {@link #flatMonteCarlo} for the same number of playouts in most
   * games. A single legal move is played at once, without searching.
   *
   * <p>This is {@code Searches.mctsBuilder().budget(Budget.ofIterations(iterations))
   * .exploration(exploration).maxPlayoutPlies(maxPlies).build()}: see {@link Searches#mctsBuilder}
   * for the search, its budgets, its report, root parallelism and tree reuse.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @param iterations playouts per decision, {@code >= 1}
   * @param exploration the UCT constant, {@code >= 0} (about 1.4 suits returns in [-1, 1])
   * @param maxPlies the longest playout, {@code >= 1}
   * @return the agent (keeps no state between calls, thread-safe)
   * @throws IllegalArgumentException if an argument is out of range
   */
  public static <S, M> Agent<S, M> mcts(int iterations, double exploration, int maxPlies) {
    if (iterations < 1 || maxPlies < 1 || !(exploration >= 0) || Double.isInfinite(exploration)) {
      throw new IllegalArgumentException(
          "need iterations >= 1, maxPlies >= 1 and a finite exploration >= 0");
    }
    return Searches.<S, M>mctsBuilder()
        .budget(Budget.ofIterations(iterations))
        .exploration(exploration)
        .maxPlayoutPlies(maxPlies)
        .build();
  }

  /**
   * Returns a flat Monte Carlo agent: for each legal move it plays {@code playoutsPerMove} random
   * games to the end (at most {@code maxPlies} plies each; unfinished ones count 0) and picks the
   * move with the highest mean return for the mover, the first such move on ties. Better than
   * random in every game where the result depends on the moves.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @param playoutsPerMove random games per legal move, {@code >= 1}
   * @param maxPlies the longest playout, {@code >= 1}
   * @return the agent (stateless, thread-safe)
   * @throws IllegalArgumentException if an argument is below 1
   */
  public static <S, M> Agent<S, M> flatMonteCarlo(int playoutsPerMove, int maxPlies) {
    if (playoutsPerMove < 1 || maxPlies < 1) {
      throw new IllegalArgumentException("playoutsPerMove and maxPlies must be >= 1");
    }
    return (game, state, random) -> {
      int me = game.currentPlayer(state);
      List<M> moves = game.legalMoves(state);
      M best = moves.get(0);
      double bestValue = Double.NEGATIVE_INFINITY;
      if (moves.size() == 1) {
        return best;
      }
      for (M m : moves) {
        S next = game.apply(state, m);
        double sum = 0;
        for (int i = 0; i < playoutsPerMove; i++) {
          S end = Playouts.randomPlayout(game, next, random, maxPlies);
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
    };
  }

  /**
   * Returns a one-ply greedy agent: it plays the legal move whose resulting position is best for
   * the mover, the first such move on ties. A position is worth its result's return when the game
   * is over, the expectation over the outcomes when chance comes next (by their exact
   * probabilities, recursively), and otherwise the evaluation. The simplest bot an evaluation
   * makes, and the quickest check that an evaluation points the right way.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @param evaluation the value of positions for a player
   * @return the agent (stateless, thread-safe; uses no randomness)
   */
  public static <S, M> Agent<S, M> greedy(Evaluation<S> evaluation) {
    java.util.Objects.requireNonNull(evaluation, "evaluation");
    return (game, state, random) -> {
      int me = game.currentPlayer(state);
      List<M> moves = game.legalMoves(state);
      M best = moves.get(0);
      double bestValue = Double.NEGATIVE_INFINITY;
      for (M m : moves) {
        double v = greedyValue(game, game.apply(state, m), me, evaluation);
        if (v > bestValue) {
          bestValue = v;
          best = m;
        }
      }
      return best;
    };
  }

  private static <S, M> double greedyValue(Game<S, M> game, S s, int me, Evaluation<S> evaluation) {
    if (game.isTerminal(s)) {
      return game.result(s).returns(me);
    }
    if (game.isChance(s)) {
      double sum = 0;
      for (ChanceOutcome<M> o : game.chanceOutcomes(s)) {
        sum += o.probability() * greedyValue(game, game.apply(s, o.outcome()), me, evaluation);
      }
      return sum;
    }
    return evaluation.evaluate(s, me);
  }
}
