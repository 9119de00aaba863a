package dev.tabula.core;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.BiPredicate;
import org.jspecify.annotations.Nullable;

/**
 * Classic game-tree searches as {@link SearchAgent}s: {@link #alphaBeta alpha-beta} for two-player
 * zero-sum games without chance, {@link #expectimax expectimax} for any number of players and games
 * with chance. Both search to a depth with a heuristic {@link Evaluation} at the horizon, deepen
 * iteratively under a {@link Budget}, and report what they found in a {@link SearchResult}.
 *
 * <h2>Common contract</h2>
 *
 * <ul>
 *   <li><b>Budget.</b> {@link Budget#depth()} is the deepest iteration in plies (chance plies
 *       count; at most 1000); {@link Budget#iterations()} limits the <em>nodes</em>, every state
 *       created by a move or chance outcome counting one, and is never exceeded; {@link
 *       Budget#time()} is checked between iterations and every 1024 nodes. A search that runs out
 *       of nodes or time discards the iteration under way and answers from the last completed one;
 *       if not even depth 1 completed, from the root moves it did evaluate, else the first legal
 *       move. It stops early when an iteration searched every line to the end of the game (and
 *       alpha-beta also when it proved a win or a loss).
 *   <li><b>Values.</b> For the player to move, in [-1, 1]: the evaluation at the horizon, and a
 *       finished game's {@link GameResult#returns(int)} scaled by {@code 1 - ply * 2^-20}, {@code
 *       ply} counted from the root, so that quicker wins (and slower losses) score higher: a win
 *       found {@code k} plies ahead is reported as {@code 1 - k * 2^-20}.
 *   <li><b>Ties</b> between root moves of equal value go to the first in the game's order.
 *   <li><b>Determinism.</b> The random generator is not used: with depth and node limits only, a
 *       search is a function of the game and the state (the same move, value, nodes and principal
 *       variation every time). Time limits make the depth reached, and so the move, depend on the
 *       machine and its load.
 *   <li><b>Threads.</b> The agents are immutable and allocate their working memory (including the
 *       transposition table) per search call, so one agent may serve many threads and games at
 *       once; nothing is kept from one move to the next.
 *   <li><b>Errors.</b> {@link SearchAgent#search} throws {@link IllegalArgumentException} when the
 *       state is terminal or a chance node, or the game does not suit the search; {@link
 *       IllegalStateException} if the evaluation returns a value outside (-1, 1) or NaN.
 * </ul>
 *
 * <p>Typical use, with a game's own evaluation and noisy-move test (the names are the game's):
 *
 * <pre>{@code
 * SearchAgent<MyState, MyMove> bot =
 *     Searches.<MyState, MyMove>alphaBetaBuilder(MyEvaluation::value)
 *         .quiescence(MyRules::isCapture, 8)
 *         .budget(Budget.ofDepth(8))
 *         .build();
 * SearchResult<MyMove> r = bot.search(game, state, Budget.ofDepth(6), new SplittableRandom(1));
 * // r.move(), r.value() (1 - k * 2^-20 for a win k plies ahead), r.principalVariation(), ...
 * }</pre>
 */
public final class Searches {
  private Searches() {}

  /** The value lost per ply of distance to a finished game: {@code 2^-20}, exact in binary. */
  static final double PLY_DISCOUNT = 0x1p-20;

  /** The default budget of both searches: 100,000 nodes. */
  private static final Budget DEFAULT_BUDGET = Budget.ofIterations(100_000);

  /** The default transposition table: 2^18 entries (6 MiB). */
  private static final int DEFAULT_TABLE_ENTRIES = 1 << 18;

  /** The most plies a quiescence search may go beyond the horizon. */
  private static final int MAX_QUIESCENCE_DEPTH = 64;

  /**
   * Returns an evaluation that rates every position 0, for tests and for games searched to the end.
   *
   * @param <S> the state type
   * @return the evaluation
   */
  public static <S> Evaluation<S> noEvaluation() {
    return (state, player) -> 0;
  }

  /**
   * Returns an alpha-beta agent with the defaults of {@link #alphaBetaBuilder}: a budget of 100,000
   * nodes, a transposition table of 2^18 entries, killer and history move ordering, no quiescence
   * search.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @param evaluation the value of positions at the horizon
   * @return the agent (immutable, thread-safe)
   */
  public static <S, M> SearchAgent<S, M> alphaBeta(Evaluation<S> evaluation) {
    return Searches.<S, M>alphaBetaBuilder(evaluation).build();
  }

  /**
   * Returns an alpha-beta agent with the defaults of {@link #alphaBetaBuilder} and the given budget
   * for {@link Agent#choose}.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @param evaluation the value of positions at the horizon
   * @param budget the budget of {@link Agent#choose}
   * @return the agent (immutable, thread-safe)
   */
  public static <S, M> SearchAgent<S, M> alphaBeta(Evaluation<S> evaluation, Budget budget) {
    return Searches.<S, M>alphaBetaBuilder(evaluation).budget(budget).build();
  }

  /**
   * Starts configuring an alpha-beta agent: negamax with fail-soft alpha-beta pruning for
   * two-player zero-sum games without chance (players may move twice in a row), iterative
   * deepening, a transposition table keyed by {@link Game#hash} and move ordering by action id
   * ({@link Game#actionId}): the table's move first, then two killer moves per ply, then the
   * history heuristic, then the game's order.
   *
   * <p><b>Table.</b> Buckets of two entries, one replaced by depth (or when written by an earlier
   * iteration), one always replaced. An entry holds the remaining depth, the bound type, the value,
   * the best action id and whether the search below it reached the horizon. It cuts the search off
   * only at exactly its own remaining depth, so it makes the search faster but never changes the
   * result of a search to a fixed depth: the chosen move, its value and every exact root value are
   * the same with or without it, and with or without the ordering heuristics.
   *
   * <p><b>Quiescence.</b> With a {@link AlphaBetaBuilder#quiescence noisy-move test}, positions at
   * the horizon are not evaluated at once: the player to move may "stand pat" on the evaluation or
   * play a noisy move (a capture, say), and so on for at most the given number of further plies.
   *
   * <p><b>Results.</b> {@link SearchResult#rootMoves()} holds, per root move, the value of the last
   * completed iteration: exact for the chosen move and for moves that tie it, an upper bound (at
   * most the chosen value) for moves alpha-beta proved worse, unless {@link
   * AlphaBetaBuilder#exactRootValues exact root values} are asked for; NaN for moves not searched.
   * {@code visits} are 0. The principal variation comes from a triangular PV array; it may be
   * shorter than the depth where the table cut a line off, and may run into the quiescence plies.
   *
   * <p>{@link SearchAgent#search} throws {@link IllegalArgumentException} for a game that is not
   * for two players or not zero-sum, and on reaching a chance node.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @param evaluation the value of positions at the horizon
   * @return a builder with the defaults
   */
  public static <S, M> AlphaBetaBuilder<S, M> alphaBetaBuilder(Evaluation<S> evaluation) {
    return new AlphaBetaBuilder<>(Objects.requireNonNull(evaluation, "evaluation"));
  }

  /**
   * Returns an expectimax agent with a budget of 100,000 nodes; see {@link #expectimax(Evaluation,
   * Budget)}.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @param evaluation the value of positions at the horizon, for every player
   * @return the agent (immutable, thread-safe)
   */
  public static <S, M> SearchAgent<S, M> expectimax(Evaluation<S> evaluation) {
    return expectimax(evaluation, DEFAULT_BUDGET);
  }

  /**
   * Returns an expectimax agent for any game: any number of players, with or without chance. Chance
   * nodes take the expectation of their outcomes under their exact probabilities ({@link
   * Game#chanceOutcomes}); decision nodes follow max-n: each node carries a value per player, and
   * the player to move picks the child best for itself (the first in the game's order on ties),
   * whatever that does to the others. For two-player zero-sum games with a symmetric evaluation
   * this is expectiminimax. Depth counts plies including chance plies, so depth 2 from a decision
   * followed by a die roll sees the roll's outcomes evaluated. There is no pruning and no
   * transposition table.
   *
   * <p>{@link SearchResult#rootMoves()} holds the exact value of every root move at the last
   * completed depth (NaN if not searched); {@code visits} are 0. The principal variation stops at
   * the first chance node.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @param evaluation the value of positions at the horizon, for every player
   * @param budget the budget of {@link Agent#choose}
   * @return the agent (immutable, thread-safe)
   */
  public static <S, M> SearchAgent<S, M> expectimax(Evaluation<S> evaluation, Budget budget) {
    return new Expectimax<>(
        Objects.requireNonNull(evaluation, "evaluation"), Objects.requireNonNull(budget, "budget"));
  }

  /**
   * The options of an alpha-beta agent (see {@link Searches#alphaBetaBuilder}). Mutable and not
   * thread-safe; {@link #build} makes an immutable agent and may be called again.
   *
   * @param <S> the state type
   * @param <M> the move type
   */
  public static final class AlphaBetaBuilder<S, M> {
    private final Evaluation<S> evaluation;
    private Budget budget = DEFAULT_BUDGET;
    private int tableEntries = DEFAULT_TABLE_ENTRIES;
    private @Nullable BiPredicate<? super S, ? super M> noisy;
    private int quiescenceDepth;
    private boolean moveOrdering = true;
    private boolean exactRootValues;

    private AlphaBetaBuilder(Evaluation<S> evaluation) {
      this.evaluation = evaluation;
    }

    /**
     * Sets the budget of {@link Agent#choose} (default 100,000 nodes).
     *
     * @param newBudget the budget
     * @return this builder
     */
    public AlphaBetaBuilder<S, M> budget(Budget newBudget) {
      this.budget = Objects.requireNonNull(newBudget, "budget");
      return this;
    }

    /**
     * Sets the number of transposition table entries (default 2^18, 24 bytes each), allocated per
     * search call; with a node limit, no more than twice the next power of two below it. 0 turns
     * the table off.
     *
     * @param entries a power of two {@code >= 2}, at most 2^28, or 0
     * @return this builder
     * @throws IllegalArgumentException if not
     */
    public AlphaBetaBuilder<S, M> transpositionTable(int entries) {
      if (entries != 0 && (entries < 2 || entries > 1 << 28 || Integer.bitCount(entries) != 1)) {
        throw new IllegalArgumentException(
            "table entries must be 0 or a power of two in [2, 2^28], got " + entries);
      }
      this.tableEntries = entries;
      return this;
    }

    /**
     * Turns on a quiescence search: beyond the horizon, only moves that {@code noisy} accepts are
     * searched, at most {@code maxDepth} plies deep, and the player to move may instead stand pat
     * on the evaluation. The test is called with the state and each legal move at those nodes; it
     * must be a pure function.
     *
     * @param noisy whether a move is noisy (e.g. a capture) in a state
     * @param maxDepth the most plies beyond the horizon, in {@code [1, 64]}
     * @return this builder
     * @throws IllegalArgumentException if {@code maxDepth} is out of range
     */
    public AlphaBetaBuilder<S, M> quiescence(
        BiPredicate<? super S, ? super M> noisy, int maxDepth) {
      if (maxDepth < 1 || maxDepth > MAX_QUIESCENCE_DEPTH) {
        throw new IllegalArgumentException(
            "quiescence depth must be in [1, " + MAX_QUIESCENCE_DEPTH + "], got " + maxDepth);
      }
      this.noisy = Objects.requireNonNull(noisy, "noisy");
      this.quiescenceDepth = maxDepth;
      return this;
    }

    /**
     * Turns killer moves and the history heuristic on or off (default on). The table's move is
     * tried first either way. Changes only the speed, never the result at a fixed depth.
     *
     * @param on whether to use them
     * @return this builder
     */
    public AlphaBetaBuilder<S, M> moveOrdering(boolean on) {
      this.moveOrdering = on;
      return this;
    }

    /**
     * Searches every root move with a full window, so that {@link SearchResult#rootMoves()} holds
     * exact values for all of them (for learning targets), at the cost of less pruning at the root
     * (default off).
     *
     * @param on whether to search every root move exactly
     * @return this builder
     */
    public AlphaBetaBuilder<S, M> exactRootValues(boolean on) {
      this.exactRootValues = on;
      return this;
    }

    /**
     * Makes the agent.
     *
     * @return the agent (immutable, thread-safe)
     */
    public SearchAgent<S, M> build() {
      return new AlphaBeta<>(
          evaluation, budget, tableEntries, noisy, quiescenceDepth, moveOrdering, exactRootValues);
    }
  }

  /** The moves of a line of action ids from {@code state}, cut where an id is not legal. */
  static <S, M> List<M> line(Game<S, M> game, S state, int[] ids) {
    List<M> moves = new ArrayList<>(ids.length);
    S s = state;
    for (int id : ids) {
      if (game.currentPlayer(s) < 0) {
        break;
      }
      M move;
      try {
        move = game.move(s, id);
      } catch (IllegalMoveException e) {
        break; // only after a hash collision in the table
      }
      moves.add(move);
      s = game.apply(s, move);
    }
    return moves;
  }
}
