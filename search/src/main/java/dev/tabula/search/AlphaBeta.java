package dev.tabula.search;

import dev.tabula.core.Evaluation;
import dev.tabula.core.Game;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiPredicate;
import java.util.function.LongSupplier;
import org.jspecify.annotations.Nullable;

/**
 * Alpha-beta (fail-soft negamax) with iterative deepening, a transposition table, killer and
 * history move ordering and an optional quiescence search, for two-player zero-sum games without
 * chance. See {@link Searches#alphaBeta} for the contract; this comment is about the inside.
 *
 * <h2>Scores</h2>
 *
 * Internally a node's score is for its player to move: the evaluation in (-1, 1) at the horizon,
 * and at a terminal state {@code r * (2 - ply * 2^-20)} with {@code r} the mover's return and
 * {@code ply} counted from the root, so every win is above every evaluation and quicker wins score
 * higher. These numbers are exact in binary, so the table can store a win relative to its node (add
 * the node's ply) and restore it at another ply without rounding. Reported values subtract 1 from
 * the magnitude of a win or loss ({@code 1 - ply * 2^-20}).
 *
 * <h2>Same result with or without the table</h2>
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
 * <h2>Iterative deepening and budgets</h2>
 *
 * Iterations 1, 2, ... up to the budget's depth. Every state created by a move counts as a node;
 * the counter stops the search at the node limit or the deadline, and the interrupted iteration is
 * discarded. The search stops early when an iteration never reached the horizon (the whole tree was
 * searched) or proved a win or a loss.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
final class AlphaBeta<S, M> extends DepthFirst<S, M> {
  /** The internal score of a win at the root, above every evaluation. */
  static final double WIN = 2;

  private final int tableEntries;
  private final @Nullable BiPredicate<? super S, ? super M> noisy;
  private final int quiescenceDepth;
  private final boolean killersAndHistory;
  private final boolean exactRootValues;
  // The tables of the searches not running now: a search borrows one (or makes one if none is
  // free or big enough) and gives it back when it ends, so an agent holds at most one per search it
  // ever ran at once, and a game played move after move allocates its table once.
  private final ConcurrentLinkedQueue<TranspositionTable> freeTables =
      new ConcurrentLinkedQueue<>();
  private final AtomicInteger tablesMade = new AtomicInteger();

  AlphaBeta(
      Evaluation<S> evaluation,
      Budget defaultBudget,
      int tableEntries,
      @Nullable BiPredicate<? super S, ? super M> noisy,
      int quiescenceDepth,
      boolean killersAndHistory,
      boolean exactRootValues) {
    this(
        evaluation,
        defaultBudget,
        tableEntries,
        noisy,
        quiescenceDepth,
        killersAndHistory,
        exactRootValues,
        System::nanoTime);
  }

  /** An agent whose time budgets are kept by {@code clock} (nanoseconds), for tests. */
  AlphaBeta(
      Evaluation<S> evaluation,
      Budget defaultBudget,
      int tableEntries,
      @Nullable BiPredicate<? super S, ? super M> noisy,
      int quiescenceDepth,
      boolean killersAndHistory,
      boolean exactRootValues,
      LongSupplier clock) {
    super(evaluation, defaultBudget, clock);
    this.tableEntries = tableEntries;
    this.noisy = noisy;
    this.quiescenceDepth = quiescenceDepth;
    this.killersAndHistory = killersAndHistory;
    this.exactRootValues = exactRootValues;
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
              + " (use Searches.expectimax)");
    }
  }

  @Override
  SearchResult<M> run(Game<S, M> game, S state, int me, Budget budget, NodeCounter counter) {
    int entries = tableEntries;
    if (entries > 0 && budget.iterations() > 0) {
      // A table larger than twice the nodes allowed would mostly stay empty.
      long enough = Long.highestOneBit(budget.iterations()) << 1;
      entries = (int) Math.max(2, Math.min(entries, enough));
    }
    TranspositionTable table = entries > 0 ? borrowTable(entries) : null;
    try {
      return new Run<>(this, game, budget, counter, table).deepen(state, me);
    } finally {
      if (table != null) {
        freeTables.add(table);
      }
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
    private final @Nullable BiPredicate<? super S, ? super M> noisy;
    private final int quiescenceDepth;
    private final boolean ordering;
    private final boolean exactRootValues;
    private final @Nullable TranspositionTable table;
    private final long[] history;
    private long[][] keys = new long[0][];
    private int[][] killers = new int[0][];
    private int generation;
    // The root moves in the order the next iteration searches them.
    private int[] order = new int[0];

    Run(
        AlphaBeta<S, M> agent,
        Game<S, M> game,
        Budget budget,
        NodeCounter counter,
        @Nullable TranspositionTable table) {
      super(game, agent.evaluation, budget, counter);
      this.noisy = agent.noisy;
      this.quiescenceDepth = agent.noisy == null ? 0 : agent.quiescenceDepth;
      this.ordering = agent.killersAndHistory;
      this.exactRootValues = agent.exactRootValues;
      this.table = table;
      this.history = ordering ? new long[game.numDistinctActions()] : new long[0];
    }

    @Override
    boolean complete(int depth) {
      // The whole tree is searched, or a win or loss proved within the full-width plies, which no
      // deeper iteration can change.
      return !horizonHit || (Math.abs(iterationValue) > 1 && plies(iterationValue) <= depth);
    }

    @Override
    void nextIteration(double[] values, int best) {
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
      if (depth == 1) {
        order = new int[rootIds.length];
        for (int i = 0; i < order.length; i++) {
          order[i] = i;
        }
      }
      ensurePlies(depth + quiescenceDepth + 2, MAX_DEPTH + 2 + 64);
      generation = depth;
      for (int i : order) {
        int id = rootIds[i];
        counter.count();
        S child = game.applyAction(root, id);
        double alpha = Double.NEGATIVE_INFINITY;
        if (iterationBest >= 0 && !exactRootValues) {
          // Before the best in the game's order, an equal value must be proved: it wins the tie.
          alpha = i < iterationBest ? Math.nextDown(iterationValue) : iterationValue;
        }
        double v = child(child, me, depth - 1, 0, alpha, Double.POSITIVE_INFINITY, 1);
        rootValue(
            i,
            id,
            v,
            iterationBest < 0 || v > iterationValue || (v == iterationValue && i < iterationBest));
      }
    }

    @Override
    void grow(int plies) {
      keys = grown(keys, plies, () -> new long[maxLegal]);
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
          "alpha-beta cannot search chance nodes (use Searches.expectimax); reached "
              + game.formatState(s));
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
        int slot = t.probe(key, depth);
        if (slot >= 0) {
          tableMove = t.move(slot);
          if (t.depth(slot) == depth) {
            int bound = t.bound(slot);
            double v = fromTable(t.value(slot), ply);
            if (bound == TranspositionTable.EXACT
                || (bound == TranspositionTable.LOWER ? v >= beta : v <= alpha)) {
              horizonHit |= t.horizon(slot);
              if (bound == TranspositionTable.EXACT && tableMove >= 0) {
                pv[ply][ply] = tableMove;
                pvLength[ply] = ply + 1;
              }
              return v;
            }
          }
        }
      }
      boolean outerHorizon = horizonHit;
      horizonHit = false;
      int[] ids = moves[ply];
      int n = game.legalActions(s, ids);
      order(ply, n, tableMove);
      double alpha0 = alpha;
      double best = Double.NEGATIVE_INFINITY;
      int bestMove = -1;
      for (int i = 0; i < n; i++) {
        int id = ids[i];
        counter.count();
        double v = child(game.applyAction(s, id), me, depth - 1, 0, alpha, beta, ply + 1);
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
        double v = child(game.apply(s, move), me, 0, quiescencePly + 1, alpha, beta, ply + 1);
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
}
