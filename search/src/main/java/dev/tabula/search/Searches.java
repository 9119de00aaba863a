package dev.tabula.search;

import dev.tabula.core.Agent;
import dev.tabula.core.Evaluation;
import dev.tabula.core.Game;
import dev.tabula.core.GameResult;
import dev.tabula.core.IllegalMoveException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.BiPredicate;
import org.jspecify.annotations.Nullable;

/**
 * Search bots as {@link SearchAgent}s: the classic game-tree searches {@link #alphaBeta
 * alpha-beta}, for two-player zero-sum games without chance, and {@link #expectimax expectimax},
 * for any number of players and games with chance, which search to a depth with a heuristic {@link
 * Evaluation} at the horizon and deepen iteratively; and {@link #mctsBuilder Monte Carlo tree
 * search}, for any game, which samples instead. All of them search under a {@link Budget} and
 * report what they found in a {@link SearchResult}.
 *
 * <h2>Common contract of alpha-beta and expectimax</h2>
 *
 * (MCTS has its own: see {@link #mctsBuilder}.)
 *
 * <ul>
 *   <li><b>Budget.</b> {@link Budget#depth()} is the deepest iteration in plies (chance plies
 *       count; at most 1000); {@link Budget#iterations()} limits the <em>nodes</em>, every state
 *       created by a move or chance outcome counting one, and is never exceeded; {@link
 *       Budget#time()} counts from the moment {@link SearchAgent#search} is called and is checked
 *       between iterations and every 256 nodes, except during depth 1: a timed search always
 *       completes depth 1 (with its quiescence plies), however long that takes. A search that runs
 *       out of nodes or time discards the iteration under way and answers from the last completed
 *       one; if a node limit stopped it before depth 1 completed, from the root moves it did
 *       evaluate, else the first legal move. It stops early when an iteration searched every line
 *       to the end of the game (and alpha-beta also when it proved a win or a loss). {@link
 *       SearchResult#elapsed()} is the time from the call to the return, by the same clock as the
 *       time limit.
 *   <li><b>Values.</b> For the player to move, in [-1, 1]: the evaluation at the horizon, and a
 *       finished game's {@link GameResult#returns(int)} scaled by {@code 1 - ply * 2^-20}, {@code
 *       ply} counted from the root, so that quicker wins (and slower losses) score higher: a win
 *       found {@code k} plies ahead is reported as {@code 1 - k * 2^-20}.
 *   <li><b>Ties</b> between root moves of equal value go to the first in the game's order.
 *   <li><b>Determinism.</b> The random generator is not used: with depth and node limits only, a
 *       search is a function of the game and the state (the same move, value, nodes and principal
 *       variation every time). Time limits make the depth reached, and so the move, depend on the
 *       machine and its load.
 *   <li><b>Threads.</b> The agents are thread-safe: one agent may serve many threads and games at
 *       once. A search allocates its working memory per call, except alpha-beta's transposition
 *       table, which the agent keeps: each search borrows a table and gives it back when it ends,
 *       so an agent holds as many tables as it ever ran searches at once, and one that plays move
 *       after move makes its table once. A borrowed table is cleared (in constant time) before the
 *       search, so nothing is carried from one search to the next: results never depend on earlier
 *       searches.
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

  /** The default budget of MCTS: 10,000 iterations. */
  private static final Budget DEFAULT_MCTS_BUDGET = Budget.ofIterations(10_000);

  /** The default UCT exploration constant: about sqrt(2), for returns in [-1, 1]. */
  private static final double DEFAULT_EXPLORATION = 1.4;

  /** The default longest playout. */
  private static final int DEFAULT_PLAYOUT_PLIES = 10_000;

  /** The default transposition table: 2^18 entries (6 MiB). */
  private static final int DEFAULT_TABLE_ENTRIES = 1 << 18;

  /** The most plies a quiescence search may go beyond the horizon. */
  private static final int MAX_QUIESCENCE_DEPTH = 64;

  /**
   * Says in one line what a search did, for logs and people: {@code search: 4502 iterations/nodes,
   * depth 5, value -0.058, pv 98 98 91 91 77, 42 ms}. The principal variation is written in the
   * game's move notation from {@code state} up to its first chance node.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @param game the game
   * @param state the position searched
   * @param result what the search returned for it
   * @return the line
   */
  public static <S, M> String describe(Game<S, M> game, S state, SearchResult<M> result) {
    StringBuilder pv = new StringBuilder();
    S s = state;
    for (M m : result.principalVariation()) {
      if (game.isTerminal(s) || game.currentPlayer(s) == Game.CHANCE) {
        break;
      }
      pv.append(pv.length() == 0 ? "" : " ").append(game.formatMove(s, m));
      s = game.apply(s, m);
    }
    return String.format(
        java.util.Locale.ROOT,
        "search: %d iterations/nodes, depth %d, value %+.3f, pv %s, %d ms",
        result.iterations(),
        result.depth(),
        result.value(),
        pv.length() == 0 ? "-" : pv,
        result.elapsed().toMillis());
  }

  /**
   * The player to move where a search starts, or an {@link IllegalArgumentException} when the state
   * is a chance node or finished: every search starts at a decision node.
   */
  static <S, M> int mover(Game<S, M> game, S state) {
    int me = game.currentPlayer(state);
    if (me < 0) {
      throw new IllegalArgumentException(
          "a search starts at a decision node, not at "
              + (me == Game.CHANCE ? "a chance node: " : "a finished game: ")
              + game.formatState(state));
    }
    return me;
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
   * Returns a Monte Carlo tree search agent with the defaults of {@link #mctsBuilder} and the given
   * budget for {@link Agent#choose}.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @param budget the budget of {@link Agent#choose}: a time or iteration limit, maybe a depth
   * @return the agent (immutable, thread-safe)
   * @throws IllegalArgumentException if the budget has neither a time nor an iteration limit
   */
  public static <S, M> SearchAgent<S, M> mcts(Budget budget) {
    return Searches.<S, M>mctsBuilder().budget(budget).build();
  }

  /**
   * Starts configuring a Monte Carlo tree search agent (UCT) for any game: any number of players,
   * with or without chance. The defaults: a budget of 10,000 iterations, exploration 1.4, random
   * playouts of at most 10,000 plies, one tree, no reuse.
   *
   * <p><b>Search.</b> Each iteration walks down the tree from the root: at a decision node it takes
   * the first untried move in the game's order, else the child that maximises, for the player to
   * move, its mean return + {@code exploration} x sqrt(ln N / n) ({@code N} the node's visits,
   * {@code n} the child's; the first on ties); at a chance node it draws an outcome by its
   * probability (outcomes are branches of the tree). It adds the first node that is not yet in the
   * tree, plays out from there, and adds a visit and the playout's per-player returns ({@link
   * GameResult#returns(int)}) to every node on the path. Each player maximises their own mean
   * return, so any number of players works.
   *
   * <p><b>Playouts.</b> By default {@link Game#randomPlayout}: uniformly random moves by the game's
   * fastest loop. With a {@link MctsBuilder#playoutPolicy playout policy}, the policy chooses every
   * move of the playouts instead. A playout stops after {@link MctsBuilder#maxPlayoutPlies} plies;
   * unfinished, it counts 0 for every player, or with a {@link MctsBuilder#cutoffEvaluation cutoff
   * evaluation} that evaluation of the state where it stopped, per player.
   *
   * <p><b>Budget.</b> {@link Budget#iterations()} is the number of iterations (each one playout),
   * exactly. {@link Budget#time()} counts from the moment {@link SearchAgent#search} is called, by
   * the clock that also gives {@link SearchResult#elapsed()}, and is read between iterations and
   * every 128 plies of a playout: an iteration whose playout is still going at the deadline is
   * dropped (its new node taken out of the tree, nothing counted), so a timed search ends within
   * 128 playout plies of its time. It always completes its first iteration, however long that
   * takes. (Under a time limit a playout is played 128 plies at a time; a game whose own {@link
   * Game#randomPlayout} loop does not draw ply by ply may then play other playouts than in one
   * piece, from the same distribution.) {@link Budget#depth()} limits the tree: no node is expanded
   * at that depth below the root (chance plies count), so the tree has no deeper node, and
   * iterations that get there play out from there. A budget needs a time or an iteration limit: a
   * depth alone is refused. MCTS never stops early; it spends its budget.
   *
   * <p><b>Results.</b> The move is the most visited root move (the first in the game's order on
   * ties), and {@link SearchResult#value()} its mean return for the player to move, in [-1, 1] (no
   * discount per ply, unlike alpha-beta). {@link SearchResult#iterations()} counts this search's
   * iterations; {@link SearchResult#depth()} is the deepest node they reached, in plies below the
   * root, never more than the depth limit. The principal variation follows the most visited child
   * from the root on (the first on ties), while it has visits, up to the first chance node or the
   * end of the game. {@link SearchResult#rootMoves()} holds, per legal move, its visits and its
   * mean return for the player to move (NaN if never visited). Learners use the visits as a policy
   * target: {@code visits / sum of visits}, where the sum equals {@code iterations} for a fresh
   * tree (every iteration passes through exactly one root move); a reused tree adds the visits its
   * root moves had before.
   *
   * <p><b>Root parallelism.</b> With {@link MctsBuilder#rootParallel rootParallel(k)} a search
   * grows {@code k} independent trees, tree 0 on the calling thread and the others on worker
   * threads (daemons, pooled between searches), and sums their root moves' visits and returns: the
   * move, the values, the iterations and the principal variation come from the sums, the depth is
   * the deepest of the trees. Tree {@code i} gets {@code iterations / k} iterations, one more if
   * {@code i < iterations % k}, so they add up to the budget; under a time limit each grows until
   * the deadline, and only tree 0 must complete an iteration: a worker thread that the machine has
   * not started by the deadline is not waited for, and its tree stays empty. The search first draws
   * {@code k} numbers from the caller's generator ({@code nextLong}) and tree {@code i} draws from
   * a {@link java.util.SplittableRandom} seeded with the {@code i}-th. With {@code k = 1} (the
   * default) there are no threads and the one tree draws from the caller's generator. A
   * root-parallel search is not interruptible: it ends with its budget, and the calling thread's
   * interrupt status stays set.
   *
   * <p><b>Tree reuse.</b> With {@link MctsBuilder#reuseTree reuseTree(plies)} the agent keeps its
   * trees after a search. The next search starts from the kept tree when, and only when, it is for
   * the same game object ({@code ==}) and its state is in the kept tree at most {@code plies} plies
   * below the old root (chance plies count; the old root itself is 0 plies below). The search looks
   * breadth-first, shallower nodes first and children in their order, comparing {@link Game#hash}
   * and then {@code equals}, and takes the first node found, with its visits and returns; the rest
   * of the old tree is dropped. Otherwise it grows a fresh tree. So the agent never needs the moves
   * played in between: an agent that plays every seat without chance finds its next state 1 ply
   * down, an agent for one seat of two 2 plies down, more with chance plies between. With {@code k}
   * trees, each tree is looked up on its own. A search that fails keeps nothing.
   *
   * <p><b>Determinism.</b> With iteration and depth limits only, a search's result is a function of
   * the game, the state, the generator's draws and, with reuse, the kept tree: two agents built
   * alike, asked the same questions with generators seeded alike, answer alike, with any {@code k}.
   * Time limits make the iterations, and so the move, depend on the machine and its load.
   *
   * <p><b>Threads.</b> Without reuse the agent is immutable and grows its trees per search call, so
   * one agent may serve many threads and games at once. With reuse the agent holds the trees of its
   * last search: it is <em>not</em> thread-safe, and is meant for one game at a time on one thread.
   *
   * <p><b>choose.</b> {@link Agent#choose} plays a single legal move at once, without searching,
   * without drawing from the generator and without touching a kept tree; else it searches with the
   * agent's budget.
   *
   * <p>{@link SearchAgent#search} throws {@link IllegalArgumentException} when the state is
   * terminal or a chance node, or the budget has neither a time nor an iteration limit; {@link
   * IllegalStateException} if the cutoff evaluation returns a value outside (-1, 1) or NaN. What
   * the game or the playout policy throws reaches the caller, from worker threads too, once every
   * tree has stopped.
   *
   * <pre>{@code
   * SearchAgent<MyState, MyMove> bot =
   *     Searches.<MyState, MyMove>mctsBuilder()
   *         .budget(Budget.ofTime(Duration.ofMillis(200)))
   *         .rootParallel(2)
   *         .build();
   * SearchResult<MyMove> r = bot.search(game, state, Budget.ofIterations(20_000), random);
   * // r.move(), r.value() (mean return), r.rootMoves() (visits: a policy target), ...
   * }</pre>
   *
   * @param <S> the state type
   * @param <M> the move type
   * @return a builder with the defaults
   */
  public static <S, M> MctsBuilder<S, M> mctsBuilder() {
    return new MctsBuilder<>();
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
     * Sets the number of transposition table entries (default 2^18, 24 bytes each); a search with a
     * node limit uses no more than twice the next power of two below it. 0 turns the table off. The
     * agent keeps its tables between searches, one per search running at once (see threads in
     * {@link Searches}).
     *
     * @param entries a power of two {@code >= 2}, at most 2^28, or 0
     * @return this builder
     * @throws IllegalArgumentException if not
     */
    public AlphaBetaBuilder<S, M> transpositionTable(int entries) {
      this.tableEntries =
          checked(
              entries == 0
                  || (entries >= 2 && entries <= 1 << 28 && Integer.bitCount(entries) == 1),
              "table entries must be 0 or a power of two in [2, 2^28], got ",
              entries);
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
      int depth =
          checked(
              maxDepth >= 1 && maxDepth <= MAX_QUIESCENCE_DEPTH,
              "quiescence depth must be in [1, " + MAX_QUIESCENCE_DEPTH + "], got ",
              maxDepth);
      this.noisy = Objects.requireNonNull(noisy, "noisy");
      this.quiescenceDepth = depth;
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

  /**
   * The options of a Monte Carlo tree search agent (see {@link Searches#mctsBuilder}). Mutable and
   * not thread-safe; {@link #build} makes a new agent every time.
   *
   * @param <S> the state type
   * @param <M> the move type
   */
  public static final class MctsBuilder<S, M> {
    private Budget budget = DEFAULT_MCTS_BUDGET;
    private double exploration = DEFAULT_EXPLORATION;
    private int maxPlayoutPlies = DEFAULT_PLAYOUT_PLIES;
    private @Nullable PlayoutPolicy<S, M> playoutPolicy;
    private @Nullable Evaluation<S> cutoffEvaluation;
    private int trees = 1;
    private int reusePlies;

    private MctsBuilder() {}

    /**
     * Sets the budget of {@link Agent#choose} (default 10,000 iterations).
     *
     * @param newBudget the budget: a time or an iteration limit, maybe a depth
     * @return this builder
     * @throws IllegalArgumentException if the budget has neither a time nor an iteration limit
     */
    public MctsBuilder<S, M> budget(Budget newBudget) {
      Mcts.checkBudget(Objects.requireNonNull(newBudget, "budget"));
      this.budget = newBudget;
      return this;
    }

    /**
     * Sets the UCT exploration constant (default 1.4, about sqrt(2), which suits returns in [-1,
     * 1]); 0 selects by mean return alone once every move has been tried.
     *
     * @param constant a finite number {@code >= 0}
     * @return this builder
     * @throws IllegalArgumentException if it is negative, infinite or NaN
     */
    public MctsBuilder<S, M> exploration(double constant) {
      this.exploration =
          checked(
              constant >= 0 && !Double.isInfinite(constant),
              "exploration must be finite and >= 0, got ",
              constant);
      return this;
    }

    /**
     * Sets the longest playout in plies, chance plies counted (default 10,000). A playout cut off
     * unfinished counts 0 for every player, or the {@link #cutoffEvaluation} if there is one. 0
     * plays no playout at all: the new node itself is scored (by the game's result if it is over,
     * else as a cut-off playout).
     *
     * @param plies {@code >= 0}
     * @return this builder
     * @throws IllegalArgumentException if negative
     */
    public MctsBuilder<S, M> maxPlayoutPlies(int plies) {
      this.maxPlayoutPlies = checked(plies >= 0, "maxPlayoutPlies must be >= 0, got ", plies);
      return this;
    }

    /**
     * Makes the playouts choose their moves with a policy rather than uniformly at random through
     * {@link Game#randomPlayout} (the default, and the fastest: a game may have a quicker loop than
     * a policy can). The policy is asked at every decision node of every playout.
     *
     * @param policy the policy: pure, thread-safe, its randomness from the generator it is given
     * @return this builder
     */
    public MctsBuilder<S, M> playoutPolicy(PlayoutPolicy<S, M> policy) {
      this.playoutPolicy = Objects.requireNonNull(policy, "policy");
      return this;
    }

    /**
     * Scores playouts that stop unfinished at {@link #maxPlayoutPlies}: each player gets {@code
     * evaluation.evaluate(state, player)} of the state where the playout stopped, instead of 0 (the
     * default). With a short playout this makes MCTS cut its playouts at a depth and trust the
     * evaluation beyond it.
     *
     * @param evaluation the evaluation, in (-1, 1)
     * @return this builder
     */
    public MctsBuilder<S, M> cutoffEvaluation(Evaluation<S> evaluation) {
      this.cutoffEvaluation = Objects.requireNonNull(evaluation, "evaluation");
      return this;
    }

    /**
     * Sets the number of independent trees a search grows at once, on as many threads, summed at
     * the root (default 1: no threads). See root parallelism in {@link Searches#mctsBuilder}.
     *
     * @param k the trees, in {@code [1, 256]}
     * @return this builder
     * @throws IllegalArgumentException if out of range
     */
    public MctsBuilder<S, M> rootParallel(int k) {
      this.trees =
          checked(
              k >= 1 && k <= Mcts.MAX_TREES,
              "rootParallel needs 1 to " + Mcts.MAX_TREES + " trees, got ",
              k);
      return this;
    }

    /**
     * Keeps the trees between searches and starts a search from the kept tree when its state lies
     * at most {@code plies} plies below the last search's root (see tree reuse in {@link
     * Searches#mctsBuilder}). The agent is then not thread-safe. 0, the default, turns reuse off.
     *
     * @param plies how deep below the old root to look for the new state, {@code >= 0}
     * @return this builder
     * @throws IllegalArgumentException if negative
     */
    public MctsBuilder<S, M> reuseTree(int plies) {
      this.reusePlies = checked(plies >= 0, "reuseTree needs plies >= 0, got ", plies);
      return this;
    }

    /**
     * Makes the agent.
     *
     * @return a new agent: immutable and thread-safe without reuse, else holding its trees and not
     *     thread-safe
     */
    public SearchAgent<S, M> build() {
      return new Mcts<>(
          new Mcts.Settings<>(
              budget,
              exploration,
              maxPlayoutPlies,
              playoutPolicy,
              cutoffEvaluation,
              trees,
              reusePlies));
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

  /** Returns a builder setting's {@code value} if {@code ok}, else refuses it with the message. */
  private static int checked(boolean ok, String message, int value) {
    if (!ok) {
      throw new IllegalArgumentException(message + value);
    }
    return value;
  }

  /** Returns a builder setting's {@code value} if {@code ok}, else refuses it with the message. */
  private static double checked(boolean ok, String message, double value) {
    if (!ok) {
      throw new IllegalArgumentException(message + value);
    }
    return value;
  }
}
