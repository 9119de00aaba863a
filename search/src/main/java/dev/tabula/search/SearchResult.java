package dev.tabula.search;

import dev.tabula.core.Game;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * What a search decided and what it did: the move, its value, the work done, and where there is one
 * the principal variation; per root move, the visits (MCTS) or values the search found, which
 * learners use as a policy target.
 *
 * @param <M> the move type
 * @param move the chosen move
 * @param value the search's estimate of the position for the player to move, in [-1, 1]
 * @param iterations the iterations (MCTS playouts) or nodes (alpha-beta, expectimax) searched
 * @param depth the depth reached in plies (the last completed iteration of iterative deepening; for
 *     MCTS the deepest node of the tree)
 * @param principalVariation the expected line from the position, the chosen move first (may be just
 *     the move)
 * @param rootMoves per legal move at the root, in the game's order, what the search found
 * @param elapsed the wall time the search took, from the call to the return (by the clock that
 *     keeps the search's time limit, so setting up counts too)
 */
public record SearchResult<M>(
    M move,
    double value,
    long iterations,
    int depth,
    List<M> principalVariation,
    List<RootMove<M>> rootMoves,
    Duration elapsed) {

  /**
   * What the search found for one move at the root.
   *
   * @param <M> the move type
   * @param move the move
   * @param visits how often the search tried it (MCTS visits; for alpha-beta 0)
   * @param value its value for the player to move, in [-1, 1] (NaN when not searched); a search
   *     that prunes may give only a bound for moves it proved worse than the chosen one, and says
   *     so
   * @param line the expected line after the move, the move first, as the search found it (for the
   *     chosen move the principal variation); just the move, or empty when it was not searched or
   *     the search keeps no lines
   * @since 0.2.0
   */
  public record RootMove<M>(M move, long visits, double value, List<M> line) {
    /**
     * Copies the line.
     *
     * @param move the move
     * @param visits how often the search tried it
     * @param value its value
     * @param line its line, the move first
     */
    public RootMove {
      Objects.requireNonNull(move, "move");
      line = List.copyOf(line);
    }

    /**
     * A root move without a line (an empty one).
     *
     * @param move the move
     * @param visits how often the search tried it
     * @param value its value
     */
    public RootMove(M move, long visits, double value) {
      this(move, visits, value, List.of());
    }
  }

  /**
   * Copies the lists.
   *
   * @param move the chosen move
   * @param value the estimate
   * @param iterations the iterations or nodes
   * @param depth the depth reached
   * @param principalVariation the principal variation
   * @param rootMoves the root moves
   * @param elapsed the wall time
   */
  public SearchResult {
    Objects.requireNonNull(move, "move");
    principalVariation = List.copyOf(principalVariation);
    rootMoves = List.copyOf(rootMoves);
    Objects.requireNonNull(elapsed, "elapsed");
  }

  /**
   * Says in one line what the search did, for logs and people: {@code search: 4502
   * iterations/nodes, depth 5, value -0.058, pv 98 98 91 91 77, 42 ms}. The principal variation is
   * written in the game's move notation from {@code state} up to its first chance node.
   *
   * @param <S> the state type
   * @param game the game
   * @param state the position searched
   * @return the line
   */
  public <S> String describe(Game<S, M> game, S state) {
    StringBuilder pv = new StringBuilder();
    S s = state;
    for (M m : principalVariation) {
      if (game.isTerminal(s) || game.currentPlayer(s) == Game.CHANCE) {
        break;
      }
      pv.append(pv.length() == 0 ? "" : " ").append(game.formatMove(s, m));
      s = game.apply(s, m);
    }
    return String.format(
        Locale.ROOT,
        "search: %d iterations/nodes, depth %d, value %+.3f, pv %s, %d ms",
        iterations,
        depth,
        value,
        pv.length() == 0 ? "-" : pv,
        elapsed.toMillis());
  }
}
