package dev.tabula.search;

import com.google.errorprone.annotations.CheckReturnValue;
import dev.tabula.core.EndgameTable;
import dev.tabula.core.Evaluation;
import dev.tabula.core.Game;
import dev.tabula.core.Heuristics;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.FutureTask;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.function.BiPredicate;
import java.util.function.LongSupplier;
import org.jspecify.annotations.Nullable;

/**
 * Alpha-beta for two-player zero-sum games without chance (players may move twice in a row):
 * negamax with fail-soft alpha-beta pruning, principal variation search (at every node the moves
 * after the first are tried with a null window first), iterative deepening with an aspiration
 * window at the root, a transposition table keyed by {@link Game#hash} and move ordering by action
 * id ({@link Game#actionId}): the table's move first, then two killer moves per ply, then the
 * history heuristic, then the game's order. The budget, the values, ties, determinism, threads and
 * errors follow the {@linkplain dev.tabula.search common contract of the depth-first searches}.
 *
 * <pre>{@code
 * SearchAgent<ToguzState, ToguzMove> bot = AlphaBeta.builder().depth(8).build();
 * SearchResult<ToguzMove> r = bot.search(game, state, Budget.ofDepth(6), new SplittableRandom(1));
 * // r.move(), r.value() (1 - k * 2^-20 for a win k plies ahead), r.principalVariation(), ...
 * }</pre>
 *
 * <p><b>Evaluation and quiescence.</b> Positions at the horizon are scored by the {@linkplain
 * Builder#evaluation evaluation}, by default the game's own ({@link Heuristics#evaluationOf}). With
 * a {@linkplain Builder#noisy noisy-move test} (by default the game's {@link Heuristics#isNoisy},
 * for a game with {@link Heuristics}) and a {@linkplain Builder#quiescenceDepth quiescence depth}
 * above 0 (by default 8), they are not evaluated at once: the player to move may "stand pat" on the
 * evaluation or play a noisy move (a capture, say), and so on for at most that many further plies.
 *
 * <p><b>Table.</b> Buckets of two entries, one replaced by depth (or when written by an earlier
 * iteration), one always replaced. An entry holds the remaining depth, the bound type, the value,
 * the best action id and whether the search below it reached the horizon. It cuts the search off
 * only at exactly its own remaining depth, so it makes the search faster but never changes the
 * result of a search to a fixed depth: the chosen move, its value and every exact root value are
 * the same with or without it, and with or without the ordering heuristics. The agent keeps its
 * tables between searches: each search borrows a table and gives it back when it ends, so an agent
 * holds as many tables as it ever ran searches at once, and one that plays move after move makes
 * its table once. A borrowed table is cleared (in constant time) before the search, so nothing is
 * carried from one search to the next: results never depend on earlier searches.
 *
 * <p><b>Threads.</b> With {@link Builder#threads threads(k)}, {@code k >= 2}, a search is lazy SMP:
 * {@code k - 1} helpers, started at the second iteration on the {@linkplain Builder#executor
 * executor}, search the same root at the same depth and share the table; a thread that meets a move
 * another thread is searching puts it off to the end of that node's moves (a simplified ABDADA), so
 * the threads split the tree. The table's entries are written and read without locks (a torn entry
 * reads as a miss). The calling thread's search is the result: the move and the value at a fixed
 * depth are those of one thread; the nodes and the line are not repeatable.
 *
 * <p><b>Results.</b> {@link SearchResult#rootMoves()} holds, per root move, the value of the last
 * completed iteration: exact for the chosen move and for moves that tie it, an upper bound (at most
 * the chosen value) for moves alpha-beta proved worse, unless {@linkplain Builder#exactRootValues
 * exact root values} are asked for; NaN for moves not searched. {@code visits} are 0. The principal
 * variation comes from a triangular PV array; it may be shorter than the depth where the table cut
 * a line off, and may run into the quiescence plies.
 *
 * <p>{@link SearchAgent#search} throws {@link IllegalArgumentException} for a game that is not for
 * two players or not zero-sum, and on reaching a chance node.
 *
 * <h2>Inside</h2>
 *
 * <h3>Scores</h3>
 *
 * Internally a node's score is for its player to move: the evaluation in (-1, 1) at the horizon,
 * and at a terminal state {@code r * (2 - ply * 2^-20)} with {@code r} the mover's return and
 * {@code ply} counted from the root, so every win is above every evaluation and quicker wins score
 * higher. These numbers are exact in binary, so the table can store a win relative to its node (add
 * the node's ply) and restore it at another ply without rounding. Reported values subtract 1 from
 * the magnitude of a win or loss ({@code 1 - ply * 2^-20}).
 *
 * <h3>Same result with or without the table</h3>
 *
 * The table cuts off only with entries of exactly the remaining depth asked for (from this
 * iteration or an earlier one), and quiescence nodes are not stored. A node's score at a given
 * remaining depth is then a function of the state alone (wins stored relative to the node), so a
 * cutoff returns what searching would have proved, and the root values equal those of the search
 * without table; deeper entries, which would make the result depend on the table, only order moves.
 * The root breaks ties between equal values by the game's move order: a move before the current
 * best in that order is searched with alpha just below the best value ({@link
 * Math#nextDown(double)}), so an equal value is proved exact rather than failing low. So the move,
 * the value and exact root values do not depend on the table or on move ordering; only the number
 * of nodes does, and the principal variation may differ between equally good lines.
 *
 * <h3>Iterative deepening and budgets</h3>
 *
 * Iterations 1, 2, ... up to the budget's depth. Every state created by a move counts as a node;
 * the counter stops the search at the node limit or the deadline, and the interrupted iteration is
 * discarded. The search stops early when an iteration never reached the horizon (the whole tree was
 * searched) or proved a win or a loss.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public final class AlphaBeta<S, M> extends DepthFirst<S, M> {
  /** The internal score of a win at the root, above every evaluation. */
  static final double WIN = 2;

  /** The default budget: depth 6. */
  static final Budget DEFAULT_BUDGET = Budget.ofDepth(6);

  /** The default transposition table: 2^18 entries (6 MiB). */
  public static final int DEFAULT_TABLE_ENTRIES = 1 << 18;

  /** The default quiescence depth. */
  static final int DEFAULT_QUIESCENCE_DEPTH = 8;

  /** The most plies a quiescence search may go beyond the horizon. */
  static final int MAX_QUIESCENCE_DEPTH = 64;

  /** The default aspiration window's half-width. */
  public static final double DEFAULT_ASPIRATION_WINDOW = 0.1;

  /** The default executor of a search's helpers: each on a new thread, which ends with it. */
  private static final Executor NEW_THREAD = Searches.newThreadPerTask("tabula-alphabeta");

  /** Late-move reductions: the moves before this one in a node's order are never reduced. */
  static final int LMR_FIRST_MOVE = 3;

  /** Late-move reductions: the least remaining depth at which a node reduces its late moves. */
  static final int LMR_MIN_DEPTH = 3;

  private final int tableEntries;
  private final @Nullable BiPredicate<? super S, ? super M> noisy;
  private final int quiescenceDepth;
  private final boolean killersAndHistory;
  private final boolean principalVariationSearch;
  private final boolean lateMoveReductions;
  private final boolean exactRootValues;
  private final double aspirationWindow;
  private final @Nullable EndgameTable<? super S> endgameTable;
  private final int threads;
  private final Executor executor;
  // The tables of the searches not running now: a search borrows one (or makes one if none is
  // free or big enough) and gives it back when it ends, so an agent holds at most one per search it
  // ever ran at once, and a game played move after move allocates its table once.
  private final ConcurrentLinkedQueue<TranspositionTable> freeTables =
      new ConcurrentLinkedQueue<>();
  private final AtomicInteger tablesMade = new AtomicInteger();

  private AlphaBeta(
      @Nullable Evaluation<S> evaluation,
      Budget defaultBudget,
      int tableEntries,
      @Nullable BiPredicate<? super S, ? super M> noisy,
      int quiescenceDepth,
      boolean killersAndHistory,
      boolean principalVariationSearch,
      boolean lateMoveReductions,
      boolean exactRootValues,
      double aspirationWindow,
      @Nullable EndgameTable<? super S> endgameTable,
      int threads,
      Executor executor,
      LongSupplier clock) {
    super(evaluation, defaultBudget, clock);
    this.threads = threads;
    this.executor = executor;
    this.tableEntries = tableEntries;
    this.noisy = noisy;
    this.quiescenceDepth = quiescenceDepth;
    this.killersAndHistory = killersAndHistory;
    this.principalVariationSearch = principalVariationSearch;
    this.lateMoveReductions = lateMoveReductions;
    this.exactRootValues = exactRootValues;
    this.aspirationWindow = aspirationWindow;
    this.endgameTable = endgameTable;
  }

  /**
   * Starts configuring an alpha-beta agent, with the defaults: the game's own evaluation and
   * noisy-move test ({@link Heuristics}), quiescence 8 plies deep, a budget of depth 6, a
   * transposition table of 2^18 entries, killer and history move ordering, principal variation
   * search, bounds for the root moves proved worse, no endgame table.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @return the builder
   */
  public static <S, M> Builder<S, M> builder() {
    return new Builder<>(new Draft<>());
  }

  @Override
  void checkGame(Game<S, M> game) {
    if (game.numPlayers() != 2 || !game.isZeroSum()) {
      throw new IllegalArgumentException(
          "alpha-beta needs a two-player zero-sum game; "
              + game.name()
              + " has "
              + game.numPlayers()
              + " players"
              + (game.isZeroSum() ? "" : " and is not zero-sum")
              + " (use Expectimax)");
    }
  }

  @Override
  Run<S, M> newRun(
      Game<S, M> game, S root, Budget budget, NodeCounter counter, Evaluation<S> evaluation) {
    int entries = tableEntries;
    if (entries > 0 && budget.iterations() > 0) {
      // A table larger than twice the nodes allowed would mostly stay empty.
      long enough = Long.highestOneBit(budget.iterations()) << 1;
      entries = (int) Math.max(2, Math.min(entries, enough));
    }
    BiPredicate<? super S, ? super M> isNoisy = quiescenceDepth == 0 ? null : noisy;
    if (isNoisy == null && quiescenceDepth > 0) {
      Heuristics<S, M> h = Heuristics.of(game).orElse(null);
      // (a game none of whose moves is noisy: stand pat at the horizon without asking)
      isNoisy = h == null || !h.hasNoisyMoves() ? null : h::isNoisy;
    }
    TranspositionTable table = entries > 0 ? borrowTable(entries) : null;
    // (a root the endgame table holds is searched without it: see Builder.endgameTable)
    EndgameTable<? super S> endgame = endgameTable;
    if (endgame != null && endgame.probe(root) != EndgameTable.UNKNOWN) {
      endgame = null;
    }
    Run<S, M> run = new Run<>(this, game, budget, counter, table, endgame, evaluation, isNoisy);
    if (threads > 1) {
      run.lazy = new Lazy<>(run, threads - 1, budget, evaluation, isNoisy);
      run.busy = run.lazy.busy;
    }
    return run;
  }

  /**
   * The nodes the threads of a lazy SMP search are searching now, by key, in a small table (a later
   * key in a slot overwrites an earlier one; a lost mark only costs speed): a thread that reaches a
   * move whose position another thread is searching puts it off to the end of its node's moves, by
   * when the other thread's entry may be in the table. The order of moves never changes a node's
   * value, so this changes only the speed.
   */
  static final class Busy {
    /** The least remaining depth at which nodes are marked and moves put off. */
    static final int DEPTH = 3;

    private static final int SLOTS = 1 << 12;
    private final AtomicLongArray keys = new AtomicLongArray(SLOTS);

    private static int slot(long key) {
      return (int) ((key * 0x9E3779B97F4A7C15L) >>> 52);
    }

    void enter(long key) {
      keys.setOpaque(slot(key), key);
    }

    void leave(long key) {
      int i = slot(key);
      if (keys.getOpaque(i) == key) {
        keys.setOpaque(i, 0);
      }
    }

    boolean searching(long key) {
      return keys.getOpaque(slot(key)) == key;
    }
  }

  /**
   * The helpers of one lazy SMP search, and what they share with the main search besides the table:
   * the main search's iteration (which the helpers follow), whether it has ended, and the helpers'
   * nodes. The helpers are started with the main search's second iteration, as tasks of the agent's
   * executor, and joined when it ends.
   */
  private static final class Lazy<S, M> {
    private final Run<S, M> main;
    private final int helpers;
    private final Budget budget;
    private final Evaluation<S> evaluation;
    private final @Nullable BiPredicate<? super S, ? super M> noisy;
    private final AtomicLong nodes = new AtomicLong();
    private final Busy busy = new Busy();
    private final List<FutureTask<?>> tasks = new ArrayList<>();
    // Per task: 0 not begun, 1 begun, 2 skipped (the search ended before it began).
    private final List<AtomicInteger> states = new ArrayList<>();
    private volatile int depth;
    private volatile boolean done;

    Lazy(
        Run<S, M> main,
        int helpers,
        Budget budget,
        Evaluation<S> evaluation,
        @Nullable BiPredicate<? super S, ? super M> noisy) {
      this.main = main;
      this.helpers = helpers;
      this.budget = budget;
      this.evaluation = evaluation;
      this.noisy = noisy;
    }

    /** Starts the helpers on {@code root}, unless they have been started. */
    void start(S root, int me) {
      if (!tasks.isEmpty()) {
        return;
      }
      for (int i = 1; i <= helpers; i++) {
        AtomicInteger state = new AtomicInteger();
        FutureTask<?> task =
            new FutureTask<>(
                () -> {
                  if (state.compareAndSet(0, 1)) {
                    assist(root, me);
                  }
                },
                null);
        tasks.add(task);
        states.add(state);
        main.agent.executor.execute(task); // a refusal fails the search, which joins the rest
      }
    }

    /**
     * One helper's search: iterative deepening on the root, at the main search's depth or deeper
     * (abandoning an iteration when the main search passes it), until the main search ends, the
     * budget (its depth, time, and node limit for the helper's own nodes) runs out or the whole
     * tree is searched. Only the table it fills is used, and the moves it marks busy.
     */
    private void assist(S root, int me) {
      int most = main.maxDepth;
      int[] searching = {0};
      NodeCounter counter =
          new NodeCounter(main.counter, () -> done || searching[0] < Math.min(depth, most), nodes);
      Run<S, M> run =
          new Run<>(
              main.agent, main.game, budget, counter, main.table, main.endgame, evaluation, noisy);
      run.busy = busy;
      run.prepare(root);
      try {
        int finished = 0;
        while (!done) {
          int d = Math.max(finished + 1, Math.min(depth, most));
          if (d > most) {
            return;
          }
          searching[0] = d;
          try {
            run.iteration(root, me, d);
            if (run.complete(d)) {
              return; // nothing deeper to find
            }
            run.nextIteration(run.iterationValues, run.iterationBest);
            finished = d;
          } catch (NodeCounter.Stop stop) {
            if (counter.spent() || counter.timeUp()) {
              return;
            }
            // else abandoned: the main search ended or passed it
          }
        }
      } finally {
        counter.publish();
      }
    }

    /** Ends the helpers and waits for the ones that began; rethrows the first failure of one. */
    void end() {
      done = true;
      Throwable failure = null;
      boolean interrupted = false;
      for (int i = 0; i < tasks.size(); i++) {
        if (states.get(i).compareAndSet(0, 2)) {
          continue; // never began, and now never will
        }
        while (true) {
          try {
            tasks.get(i).get();
            break;
          } catch (InterruptedException e) {
            interrupted = true; // the helper stops within a few hundred nodes: wait for it
          } catch (ExecutionException e) {
            if (failure == null) {
              failure = e.getCause();
            }
            break;
          }
        }
      }
      Searches.afterTasks(failure, interrupted);
    }
  }

  /** A free table with room for {@code entries}, readied for a search of that size. */
  private TranspositionTable borrowTable(int entries) {
    TranspositionTable table = freeTables.poll();
    if (table == null || table.capacity() < entries) {
      // A table too small for this search is dropped; the new one takes its place when returned.
      tablesMade.incrementAndGet();
      return new TranspositionTable(entries);
    }
    table.begin(entries);
    return table;
  }

  /** How many tables this agent has made, for tests: one per search running at once, at most. */
  int tablesMade() {
    return tablesMade.get();
  }

  /** A win's or loss's internal score less 1 in magnitude; evaluations unchanged; no -0.0. */
  static double reported(double score) {
    return (score > 1 ? score - 1 : score < -1 ? score + 1 : score) + 0.0;
  }

  /** The plies from the root to the end of the game of a win's or loss's internal score. */
  static double plies(double score) {
    return (WIN - Math.abs(score)) / Searches.PLY_DISCOUNT;
  }

  /** The working memory of one search call. */
  private static final class Run<S, M> extends DepthFirst.Run<S, M> {
    private final AlphaBeta<S, M> agent;
    private final @Nullable BiPredicate<? super S, ? super M> noisy;
    private final int quiescenceDepth;
    private final boolean ordering;
    private final boolean pvs;
    private final boolean lmr;
    private final boolean exactRootValues;
    private final double aspiration;
    private final @Nullable TranspositionTable table;
    private final @Nullable EndgameTable<? super S> endgame;
    private final TranspositionTable.Entry entry = new TranspositionTable.Entry();
    private final long[] history;
    private long[][] keys = new long[0][];
    private int[][] killers = new int[0][];
    private int generation;
    // The root moves in the order the next iteration searches them.
    private int[] order = new int[0];
    // The value of the last iteration's best move.
    private double previous = Double.NaN;
    // The helpers, in a lazy SMP search (threads > 1); null otherwise, and in a helper.
    private @Nullable Lazy<S, M> lazy;
    // In a lazy SMP search: the nodes the threads are searching now, shared by them.
    @Nullable Busy busy;

    Run(
        AlphaBeta<S, M> agent,
        Game<S, M> game,
        Budget budget,
        NodeCounter counter,
        @Nullable TranspositionTable table,
        @Nullable EndgameTable<? super S> endgame,
        Evaluation<S> evaluation,
        @Nullable BiPredicate<? super S, ? super M> noisy) {
      super(game, evaluation, budget, counter);
      this.endgame = endgame;
      this.agent = agent;
      this.noisy = noisy;
      this.quiescenceDepth = noisy == null ? 0 : agent.quiescenceDepth;
      this.ordering = agent.killersAndHistory;
      this.pvs = agent.principalVariationSearch;
      this.lmr = agent.lateMoveReductions && pvs;
      this.exactRootValues = agent.exactRootValues;
      this.aspiration = agent.aspirationWindow;
      this.table = table;
      this.history = ordering ? new long[game.numDistinctActions()] : new long[0];
    }

    /** Ends the helpers, if any, then gives the table back to the agent. */
    @Override
    void end() {
      try {
        if (lazy != null) {
          lazy.end();
        }
      } finally {
        if (table != null) {
          agent.freeTables.add(table);
        }
      }
    }

    @Override
    long nodes() {
      Lazy<S, M> l = lazy;
      return super.nodes() + (l == null ? 0 : l.nodes.get());
    }

    @Override
    boolean complete(int depth) {
      // The whole tree is searched, or a win or loss proved within the full-width plies, which no
      // deeper iteration can change.
      return !horizonHit || (Math.abs(iterationValue) > 1 && plies(iterationValue) <= depth);
    }

    @Override
    void nextIteration(double[] values, int best) {
      previous = values[best];
      reorder(order, values, best);
    }

    @Override
    double reported(double score) {
      return AlphaBeta.reported(score);
    }

    /** Best first, then by the last values (bounds or exact), ties in the game's order. */
    private static void reorder(int[] order, double[] values, int best) {
      List<Integer> rest = new ArrayList<>(order.length);
      for (int i = 0; i < order.length; i++) {
        if (i != best) {
          rest.add(i);
        }
      }
      rest.sort((a, b) -> Double.compare(values[b], values[a])); // stable
      order[0] = best;
      for (int i = 0; i < rest.size(); i++) {
        order[i + 1] = rest.get(i);
      }
    }

    /** One iteration at the root; on return the iteration fields hold its result. */
    @Override
    void iterate(S root, int me, int depth) {
      if (order.length != rootIds.length) {
        order = new int[rootIds.length];
        for (int i = 0; i < order.length; i++) {
          order[i] = i;
        }
      }
      ensurePlies(depth + quiescenceDepth + 2, MAX_DEPTH + 2 + 64);
      generation = depth;
      Lazy<S, M> l = lazy;
      if (l != null) {
        l.depth = depth;
        if (depth >= 2) {
          l.start(root, me);
        }
      }
      // With other threads, room to put off the moves they are searching to the end.
      int[] sequence = busy == null ? order : Arrays.copyOf(order, 2 * order.length);
      int all = order.length;
      for (int k = 0; k < all; k++) {
        int i = sequence[k];
        int id = rootIds[i];
        counter.count();
        S child = game.applyAction(root, id);
        Busy b = busy;
        if (b != null && k > 0 && k < order.length && b.searching(game.hash(child))) {
          sequence[all++] = i;
          continue;
        }
        double alpha = Double.NEGATIVE_INFINITY;
        if (iterationBest >= 0 && !exactRootValues) {
          // Before the best in the game's order, an equal value must be proved: it wins the tie.
          alpha = i < iterationBest ? Math.nextDown(iterationValue) : iterationValue;
        }
        double v;
        if (iterationBest < 0 && aspiration > 0 && Math.abs(previous) < 1) {
          v = aspirated(child, me, depth);
        } else if (pvs && alpha > Double.NEGATIVE_INFINITY) {
          // As below the root: a null window proves a move no better than alpha; one that beats it
          // is searched again for its exact value.
          v = child(child, me, depth - 1, 0, alpha, Math.nextUp(alpha), 1);
          if (v > alpha) {
            v = child(child, me, depth - 1, 0, alpha, Double.POSITIVE_INFINITY, 1);
          }
        } else {
          v = child(child, me, depth - 1, 0, alpha, Double.POSITIVE_INFINITY, 1);
        }
        rootValue(
            i,
            id,
            v,
            iterationBest < 0 || v > iterationValue || (v == iterationValue && i < iterationBest));
      }
    }

    /**
     * The exact score of the iteration's first root move (the last iteration's best) with an
     * aspiration window: searched first within {@link #aspiration} of the last iteration's value,
     * and again, with the window open on the side where it failed, when its score falls outside.
     */
    private double aspirated(S child, int me, int depth) {
      double width = aspiration;
      double low = previous - width;
      double high = previous + width;
      while (true) {
        double v = child(child, me, depth - 1, 0, low, high, 1);
        if (v > low && v < high) {
          return v;
        }
        width *= 4;
        if (width >= 1) {
          width = Double.POSITIVE_INFINITY;
        }
        if (v <= low) {
          // At most v: the next window ends just above it.
          high = Math.nextUp(v);
          low = v - width;
        } else {
          low = Math.nextDown(v);
          high = v + width;
        }
      }
    }

    @Override
    int moveRoom() {
      // A shared search puts off the moves another thread is searching to the end of the list.
      return busy == null ? maxLegal : 2 * maxLegal;
    }

    @Override
    void grow(int plies) {
      keys = grown(keys, plies, () -> new long[moveRoom()]);
      killers = grown(killers, plies, () -> new int[] {-1, -1});
    }

    /**
     * The score of {@code s}, reached by a move of {@code parent}, for {@code parent}: negated when
     * the turn passes, searched with the same window when the same player moves again.
     */
    private double child(
        S s, int parent, int depth, int quiescencePly, double alpha, double beta, int ply) {
      pvLength[ply] = ply;
      int who = game.currentPlayer(s);
      EndgameTable<? super S> t = endgame;
      if (t != null && who >= 0) {
        int r = t.probe(s);
        if (r != EndgameTable.UNKNOWN) {
          // scored as a game won, lost or drawn here: exact, so the iteration may be complete
          return (who == parent ? r : -r) * (WIN - ply * Searches.PLY_DISCOUNT);
        }
      }
      if (who == parent) {
        return node(s, who, depth, quiescencePly, alpha, beta, ply);
      }
      if (who >= 0) {
        return -node(s, who, depth, quiescencePly, -beta, -alpha, ply);
      }
      if (who == Game.TERMINAL) {
        return game.result(s).returns(parent) * (WIN - ply * Searches.PLY_DISCOUNT);
      }
      throw new IllegalArgumentException(
          "alpha-beta cannot search chance nodes (use Expectimax); reached " + game.formatState(s));
    }

    private double node(
        S s, int me, int depth, int quiescencePly, double alpha, double beta, int ply) {
      if (depth > 0) {
        return fullWidth(s, me, depth, alpha, beta, ply);
      }
      horizonHit = true;
      return quiesce(s, me, quiescencePly, alpha, beta, ply);
    }

    private double fullWidth(S s, int me, int depth, double alpha, double beta, int ply) {
      TranspositionTable t = table;
      long key = 0;
      int tableMove = -1;
      if (t != null) {
        key = game.hash(s);
        TranspositionTable.Entry e = entry;
        if (t.probe(key, depth, e)) {
          tableMove = e.move();
          if (e.depth() == depth) {
            int bound = e.bound();
            double v = fromTable(e.value(), ply);
            if (bound == TranspositionTable.EXACT
                || (bound == TranspositionTable.LOWER ? v >= beta : v <= alpha)) {
              horizonHit |= e.horizon();
              if (bound == TranspositionTable.EXACT && tableMove >= 0) {
                pv[ply][ply] = tableMove;
                pvLength[ply] = ply + 1;
              }
              return v;
            }
          }
        }
      }
      Busy b = depth >= Busy.DEPTH ? busy : null;
      if (b != null) {
        if (t == null) {
          key = game.hash(s);
        }
        b.enter(key);
        try {
          return moves(s, me, depth, alpha, beta, ply, t, key, tableMove, b);
        } finally {
          b.leave(key);
        }
      }
      return moves(s, me, depth, alpha, beta, ply, t, key, tableMove, null);
    }

    private double moves(
        S s,
        int me,
        int depth,
        double alpha,
        double beta,
        int ply,
        @Nullable TranspositionTable t,
        long key,
        int tableMove,
        @Nullable Busy b) {
      boolean outerHorizon = horizonHit;
      horizonHit = false;
      int[] ids = moves[ply];
      int n = game.legalActions(s, ids);
      order(ply, n, tableMove);
      double alpha0 = alpha;
      double best = Double.NEGATIVE_INFINITY;
      int bestMove = -1;
      int all = n;
      for (int i = 0; i < all; i++) {
        int id = ids[i];
        counter.count();
        S next = game.applyAction(s, id);
        if (b != null && i > 0 && i < n && b.searching(game.hash(next))) {
          // Another thread is searching it: later, when its entry may be in the table.
          ids[all] = id;
          keys[ply][all] = keys[ply][i];
          all++;
          continue;
        }
        double v;
        if (pvs && i > 0 && alpha > Double.NEGATIVE_INFINITY) {
          // Principal variation search: the moves after the first are expected to be worse, which a
          // null window (alpha, next double) proves more cheaply; one that turns out better than
          // alpha (and below beta) is searched again with the whole window, for its exact value.
          int reduced = lmr && reducible(s, ply, i, id, depth) ? 1 : 0;
          v = child(next, me, depth - 1 - reduced, 0, alpha, Math.nextUp(alpha), ply + 1);
          if (reduced > 0 && v > alpha) {
            // Late-move reduction: a late quiet move is first searched a ply less deep, and at the
            // whole depth only when that shallower search says it might beat alpha.
            v = child(next, me, depth - 1, 0, alpha, Math.nextUp(alpha), ply + 1);
          }
          if (v > alpha && v < beta) {
            v = child(next, me, depth - 1, 0, alpha, beta, ply + 1);
          }
        } else {
          v = child(next, me, depth - 1, 0, alpha, beta, ply + 1);
        }
        if (v > best) {
          best = v;
          bestMove = id;
          if (v > alpha) {
            alpha = v;
            updatePv(ply, id);
            if (v >= beta) {
              if (ordering) {
                int[] k = killers[ply];
                if (k[0] != id) {
                  k[1] = k[0];
                  k[0] = id;
                }
                history[id] += (long) depth * depth;
              }
              break;
            }
          }
        }
      }
      if (t != null) {
        int bound =
            best <= alpha0
                ? TranspositionTable.UPPER
                : best >= beta ? TranspositionTable.LOWER : TranspositionTable.EXACT;
        t.store(key, depth, bound, toTable(best, ply), bestMove, horizonHit, generation);
      }
      horizonHit |= outerHorizon;
      return best;
    }

    private double quiesce(S s, int me, int quiescencePly, double alpha, double beta, int ply) {
      double standPat = evaluate(s, me);
      BiPredicate<? super S, ? super M> isNoisy = noisy;
      if (isNoisy == null || quiescencePly >= quiescenceDepth || standPat >= beta) {
        return standPat;
      }
      double best = standPat;
      if (best > alpha) {
        alpha = best;
      }
      int[] ids = moves[ply];
      int n = game.legalActions(s, ids);
      for (int i = 0; i < n; i++) {
        int id = ids[i];
        M move = game.move(s, id);
        if (!isNoisy.test(s, move)) {
          continue;
        }
        counter.count();
        double v = child(game.applyAction(s, id), me, 0, quiescencePly + 1, alpha, beta, ply + 1);
        if (v > best) {
          best = v;
          if (v > alpha) {
            alpha = v;
            updatePv(ply, id);
            if (v >= beta) {
              break;
            }
          }
        }
      }
      return best;
    }

    /**
     * Whether the move {@code id}, {@code i}th in the node's order, may be searched a ply less
     * deep: late in the order ({@link #LMR_FIRST_MOVE}), deep enough ({@link #LMR_MIN_DEPTH}),
     * neither the table's move nor a killer, and not noisy.
     */
    private boolean reducible(S s, int ply, int i, int id, int depth) {
      if (i < LMR_FIRST_MOVE || depth < LMR_MIN_DEPTH || keys[ply][i] >= Long.MAX_VALUE - 2) {
        return false;
      }
      BiPredicate<? super S, ? super M> isNoisy = noisy;
      return isNoisy == null || !isNoisy.test(s, game.move(s, id));
    }

    /**
     * TT move first; then, with ordering on, the killers and the history; else the game's order.
     */
    private void order(int ply, int n, int tableMove) {
      int[] ids = moves[ply];
      long[] k = keys[ply];
      int killer0 = killers[ply][0];
      int killer1 = killers[ply][1];
      for (int i = 0; i < n; i++) {
        int id = ids[i];
        k[i] =
            id == tableMove
                ? Long.MAX_VALUE
                : !ordering
                    ? 0
                    : id == killer0
                        ? Long.MAX_VALUE - 1
                        : id == killer1 ? Long.MAX_VALUE - 2 : history[id];
      }
      // Stable insertion sort, highest key first: equal keys keep the game's order.
      for (int i = 1; i < n; i++) {
        long key = k[i];
        int id = ids[i];
        int j = i - 1;
        while (j >= 0 && k[j] < key) {
          k[j + 1] = k[j];
          ids[j + 1] = ids[j];
          j--;
        }
        k[j + 1] = key;
        ids[j + 1] = id;
      }
    }

    /** A win or loss relative to the node at {@code ply}, exact in binary. */
    private static double toTable(double score, int ply) {
      return score > 1
          ? score + ply * Searches.PLY_DISCOUNT
          : score < -1 ? score - ply * Searches.PLY_DISCOUNT : score;
    }

    private static double fromTable(double score, int ply) {
      return score > 1
          ? score - ply * Searches.PLY_DISCOUNT
          : score < -1 ? score + ply * Searches.PLY_DISCOUNT : score;
    }
  }

  /** The settings of a builder, copied by every change. */
  private static final class Draft<S, M> extends SearchBuilder.SearchDraft<Draft<S, M>> {
    @Nullable Evaluation<? super S> evaluation;
    @Nullable BiPredicate<? super S, ? super M> noisy;
    int quiescenceDepth = DEFAULT_QUIESCENCE_DEPTH;
    int tableEntries = DEFAULT_TABLE_ENTRIES;
    boolean moveOrdering = true;
    boolean principalVariationSearch = true;
    boolean lateMoveReductions;
    boolean exactRootValues;
    double aspirationWindow = DEFAULT_ASPIRATION_WINDOW;
    @Nullable EndgameTable<? super S> endgameTable;
  }

  /**
   * The settings of an alpha-beta agent ({@link AlphaBeta#builder()}): immutable, every setting
   * returns a new builder. The budget settings ({@link #depth}, {@link #nodes}, {@link #time}) make
   * the budget of {@link SearchAgent#choose}; when none is set, it is depth 6.
   *
   * @param <S> the state type
   * @param <M> the move type
   */
  @CheckReturnValue
  public static final class Builder<S, M> extends DepthFirstBuilder<Draft<S, M>, Builder<S, M>> {
    private Builder(Draft<S, M> draft) {
      super(draft, Builder::new);
    }

    /**
     * Sets the evaluation at the horizon (default: the game's own, {@link Heuristics#evaluationOf},
     * which is 0 everywhere for a game without {@link Heuristics}).
     *
     * @param evaluation the value of positions for a player, in (-1, 1), zero-sum
     * @return the new builder
     */
    public Builder<S, M> evaluation(Evaluation<? super S> evaluation) {
      Objects.requireNonNull(evaluation, "evaluation");
      return with(d -> d.evaluation = evaluation);
    }

    /**
     * Sets the noisy-move test of the quiescence search (default: the game's {@link
     * Heuristics#isNoisy}; none for a game without {@link Heuristics}). It is called with the state
     * and each legal move at the nodes past the horizon and must be a pure function.
     *
     * @param noisy whether a move is noisy (a capture, say) in a state
     * @return the new builder
     */
    public Builder<S, M> noisy(BiPredicate<? super S, ? super M> noisy) {
      Objects.requireNonNull(noisy, "noisy");
      return with(d -> d.noisy = noisy);
    }

    /**
     * Sets how many plies past the horizon the quiescence search may look along noisy moves
     * (default 8); 0 turns quiescence off, so positions at the horizon are evaluated at once.
     *
     * @param plies the plies, in {@code [0, 64]}
     * @return the new builder
     * @throws IllegalArgumentException if out of range
     */
    public Builder<S, M> quiescenceDepth(int plies) {
      int p =
          Searches.checked(
              plies >= 0 && plies <= MAX_QUIESCENCE_DEPTH,
              "quiescence depth must be 0.." + MAX_QUIESCENCE_DEPTH + ", got ",
              plies);
      return with(d -> d.quiescenceDepth = p);
    }

    /**
     * Sets the number of transposition table entries (default 2^18, 24 bytes each); a search with a
     * node limit uses no more than twice the next power of two below it. 0 turns the table off.
     *
     * @param entries a power of two {@code >= 2}, at most 2^28, or 0
     * @return the new builder
     * @throws IllegalArgumentException if not
     */
    public Builder<S, M> tableEntries(int entries) {
      int e =
          Searches.checked(
              entries == 0
                  || (entries >= 2 && entries <= 1 << 28 && Integer.bitCount(entries) == 1),
              "table entries must be 0 or a power of two in [2, 2^28], got ",
              entries);
      return with(d -> d.tableEntries = e);
    }

    /**
     * Turns killer moves and the history heuristic on or off (default on). The table's move is
     * tried first either way. Changes only the speed, never the result at a fixed depth.
     *
     * @param on whether to use them
     * @return the new builder
     */
    public Builder<S, M> moveOrdering(boolean on) {
      return with(d -> d.moveOrdering = on);
    }

    /**
     * Turns principal variation search on or off (default on): at every node, the root included,
     * each move after the first is searched with a null window, which proves it no better than the
     * best so far more cheaply, and again with the whole window only when it is better. Changes
     * only the speed (and which of equally good lines a search reports), never the move or value at
     * a fixed depth.
     *
     * @param on whether to use it
     * @return the new builder
     */
    public Builder<S, M> principalVariationSearch(boolean on) {
      return with(d -> d.principalVariationSearch = on);
    }

    /**
     * Turns late-move reductions on or off (default off): with principal variation search on, below
     * the root, at a remaining depth of {@value #LMR_MIN_DEPTH} or more, a move from the {@value
     * #LMR_FIRST_MOVE}th on in the node's order (fourth or later) that is neither the table's move,
     * a killer, nor noisy is first searched one ply less deep, and again at its whole depth only if
     * that search finds it better than the best so far. A search then visits fewer nodes at the
     * same depth, but its move and value at a fixed depth may differ from the full-width search's
     * (a reduced line can miss what the whole depth would see), and a node's score no longer
     * depends on its state alone, so the table and the move ordering can change the result as well.
     * Without principal variation search it does nothing.
     *
     * @param on whether to reduce late moves
     * @return the new builder
     */
    public Builder<S, M> lateMoveReductions(boolean on) {
      return with(d -> d.lateMoveReductions = on);
    }

    /**
     * Searches every root move with a full window, so that {@link SearchResult#rootMoves()} holds
     * exact values for all of them (for learning targets), at the cost of less pruning at the root
     * (default off).
     *
     * @param on whether to search every root move exactly
     * @return the new builder
     */
    public Builder<S, M> exactRootValues(boolean on) {
      return with(d -> d.exactRootValues = on);
    }

    /**
     * Sets the aspiration window ({@value #DEFAULT_ASPIRATION_WINDOW} by default; 0 for none): from
     * the second iteration of the iterative deepening on, the first root move (the last iteration's
     * best) is searched with a window of this half-width around the last iteration's value, and
     * searched again with the window opened on the side where its score fell outside, four times as
     * wide each time (the whole range once that reaches 1). A narrow window prunes more when the
     * value changes little from one iteration to the next and costs a second search when it changes
     * more. Changes only the speed, never the move or value at a fixed depth. A last value that is
     * a win or a loss gets no window.
     *
     * @param halfWidth the half-width, in the evaluation's units, in {@code [0, 1]}
     * @return the new builder
     * @throws IllegalArgumentException if out of range
     */
    public Builder<S, M> aspirationWindow(double halfWidth) {
      if (!(halfWidth >= 0 && halfWidth <= 1)) {
        throw new IllegalArgumentException(
            "the aspiration window must be in [0, 1], got " + halfWidth);
      }
      return with(d -> d.aspirationWindow = halfWidth);
    }

    /**
     * Sets an endgame table to take the results of the positions it holds from (default none): a
     * position the search reaches that the table holds is not searched: it is scored as the game
     * won, lost or drawn there (the table's result), as a finished game is, so that an iteration
     * whose every line ends in the table or the end of the game is complete and the search stops.
     * So the search heads for the nearest position the table says is won. A root the table holds is
     * searched as without a table: a table says who wins, not how, and a search that only kept
     * every position won could go round for ever without winning; its own wins show the way.
     *
     * @param table the table, of the game the agent plays; null for none
     * @return the new builder
     * @since 0.2.0
     */
    public Builder<S, M> endgameTable(@Nullable EndgameTable<? super S> table) {
      return with(d -> d.endgameTable = table);
    }

    /**
     * Sets how many threads one search uses (default 1), by lazy SMP: beside the search on the
     * calling thread, {@code k - 1} helpers search the same root with iterative deepening of their
     * own, at the calling thread's depth, and share its transposition table, which they fill with
     * entries it then finds. A thread that comes to a move (not a node's first) whose position
     * another thread is searching at a remaining depth of 3 or more puts it off to the end of the
     * node's moves, so that the threads split the work rather than search the same lines side by
     * side. The result is the calling thread's search, so a fixed depth gives the same move and
     * value as one thread (entries cut the search off only at their exact depth, and each one holds
     * what a search of that depth proves); the nodes, the line among equally good ones, the bounds
     * of the root moves proved worse and, with {@linkplain #lateMoveReductions late-move
     * reductions}, the result may vary from run to run. A node limit applies to each thread's own
     * nodes, and {@link SearchResult#iterations()} counts every thread's. Without a table it does
     * nothing but cost.
     *
     * @param k the threads, in {@code [1, 256]}
     * @return the new builder
     * @throws IllegalArgumentException if out of range
     */
    public Builder<S, M> threads(int k) {
      return withThreads(k);
    }

    /**
     * Sets where the helpers of {@link #threads threads(k)}, {@code k >= 2}, run: one task per
     * helper, which a search submits at its second iteration and waits for at its end (default: a
     * new thread per task, started by the search and ended with it, so the agent keeps no threads).
     * A pool shared by many searches saves starting threads. A helper the executor has not begun
     * when the search ends never runs; a task the executor refuses makes the search throw its
     * {@link java.util.concurrent.RejectedExecutionException}. An executor that runs a task on the
     * calling thread runs the helper through the whole budget before the search goes on: correct,
     * but slower than one thread.
     *
     * @param executor the executor
     * @return the new builder
     */
    public Builder<S, M> executor(Executor executor) {
      return withExecutor(executor);
    }

    /**
     * Makes the agent.
     *
     * @param <S1> the state type of the game it plays: the builder's, or narrower
     * @param <M1> the move type of the game it plays: the builder's, or narrower
     * @return the agent (immutable, thread-safe)
     */
    @SuppressWarnings("unchecked") // the evaluation and the test take any S, so any narrower S1 too
    public <S1 extends S, M1 extends M> AlphaBeta<S1, M1> build() {
      Draft<S, M> d = draft();
      return new AlphaBeta<>(
          (Evaluation<S1>) d.evaluation,
          d.budget(DEFAULT_BUDGET),
          d.tableEntries,
          (BiPredicate<? super S1, ? super M1>) d.noisy,
          d.quiescenceDepth,
          d.moveOrdering,
          d.principalVariationSearch,
          d.lateMoveReductions,
          d.exactRootValues,
          d.aspirationWindow,
          (EndgameTable<? super S1>) d.endgameTable,
          d.threads,
          d.executor == null ? NEW_THREAD : d.executor,
          d.clock);
    }
  }
}
