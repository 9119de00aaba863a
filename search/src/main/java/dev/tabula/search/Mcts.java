package dev.tabula.search;

import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Evaluation;
import dev.tabula.core.Game;
import dev.tabula.core.GameResult;
import dev.tabula.core.Playouts;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongSupplier;
import java.util.random.RandomGenerator;
import org.jspecify.annotations.Nullable;

/**
 * Monte Carlo tree search with UCT selection, for any game. See {@link Searches#mctsBuilder} for
 * the contract; this comment is about the inside.
 *
 * <h2>The tree</h2>
 *
 * Chance nodes are branches of the tree (one child per outcome, sampled by its probability), so
 * every node stands for exactly one state, which it keeps: selection walks stored states instead of
 * applying moves again, and tree reuse finds a state by comparing them. A node's arrays are made
 * when it is first expanded ({@code children == null} until then); a decision node's children are
 * in the order of its legal action ids, so the trees of a root-parallel search line up index by
 * index.
 *
 * <h2>One iteration</h2>
 *
 * From the root, while the state is not terminal and the depth limit is not reached: at a chance
 * node draw an outcome ({@link Playouts#sampleChanceIndex}), at a decision node take the first
 * untried move, else the child with the best upper confidence bound for the player to move (the
 * first on ties); stop after creating a new child. Then one playout from the state reached, and
 * every node on the path gets a visit and the playout's returns. The draws from the generator are
 * exactly those of the former fixed-iteration agent, so {@link Agents#mcts} plays the same games
 * for a seed as before.
 *
 * <h2>Time</h2>
 *
 * One clock, read first thing in {@link #search}, gives the deadline and the elapsed time. A timed
 * search reads it before each iteration and every {@link #CLOCK_PLIES} plies of a playout (played
 * in pieces of that length); an iteration whose playout is still going at the deadline is dropped:
 * the node it created is taken out of its parent again, and nothing is backed up or counted. So a
 * long playout (a game of thousands of plies, a slow policy) cannot carry a search far past its
 * time. Only the first iteration of tree 0 runs whatever the clock says. The calling thread does
 * not wait for a worker that has not begun by the deadline.
 *
 * <h2>State between calls</h2>
 *
 * Without reuse the agent is immutable. With reuse it keeps the game object and the roots of its
 * trees from its last search; a search first clears them, so a search that fails leaves nothing to
 * reuse.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
final class Mcts<S, M> implements SearchAgent<S, M> {
  /**
   * How many plies of a playout pass between two readings of the clock in a timed search (beside
   * the reading after every iteration).
   */
  static final int CLOCK_PLIES = 128;

  /**
   * How often, in milliseconds, a timed root-parallel search that waits for a worker thread looks
   * whether the deadline has passed before the worker began (it then stops waiting for it).
   */
  private static final long JOIN_POLL_MILLIS = 1;

  /** The most trees of a root-parallel search. */
  static final int MAX_TREES = 256;

  /** The threads of root-parallel searches beyond the caller's: made on demand, daemons. */
  private static final ExecutorService WORKERS =
      Executors.newCachedThreadPool(
          task -> {
            Thread t = new Thread(task, "tabula-mcts");
            t.setDaemon(true);
            return t;
          });

  /**
   * What the builder made the agent with (see {@link Searches.MctsBuilder}): the default budget,
   * the UCT exploration constant, the longest playout, the playout policy (null: uniform), the
   * evaluation of cut-off playouts (null: they count 0), the number of trees and the plies of tree
   * reuse (0: none).
   */
  record Settings<S, M>(
      Budget defaultBudget,
      double exploration,
      int maxPlayoutPlies,
      @Nullable PlayoutPolicy<S, M> policy,
      @Nullable Evaluation<S> cutoffEvaluation,
      int trees,
      int reusePlies) {}

  private final Settings<S, M> settings;

  // What tree reuse keeps from the last search (only with reusePlies > 0).
  private @Nullable Game<S, M> lastGame;
  private @Nullable List<Node<S>> lastRoots;
  private long lastReusedVisits;

  private final LongSupplier clock;

  Mcts(Settings<S, M> settings) {
    this(settings, System::nanoTime);
  }

  /** An agent whose time budgets are kept by {@code clock} (nanoseconds), for tests. */
  Mcts(Settings<S, M> settings, LongSupplier clock) {
    checkBudget(settings.defaultBudget());
    this.settings = settings;
    this.clock = clock;
  }

  /** Refuses a budget that would never end an MCTS search. */
  static void checkBudget(Budget budget) {
    if (budget.time() == null && budget.iterations() == 0) {
      throw new IllegalArgumentException(
          "MCTS needs a time or iteration limit; a depth alone never ends it: " + budget);
    }
  }

  /**
   * A tree node: one state, reached by the path from the root. Its arrays are made when the node is
   * first expanded ({@code children == null} until then; {@code actions} stays null at chance
   * nodes).
   */
  @SuppressWarnings("NullAway.Init")
  static final class Node<S> {
    final S state;
    final double[] returnSums;
    int visits;
    int[] actions;
    Node<S>[] children;

    Node(S state, int players) {
      this.state = state;
      this.returnSums = new double[players];
    }
  }

  @Override
  public Budget defaultBudget() {
    return settings.defaultBudget();
  }

  /** Plays a single legal move at once, without searching; else searches the default budget. */
  @Override
  public M choose(Game<S, M> game, S state, RandomGenerator random) {
    List<M> moves = game.legalMoves(state);
    if (moves.size() == 1) {
      return moves.get(0);
    }
    return search(game, state, settings.defaultBudget(), random).move();
  }

  @Override
  public SearchResult<M> search(Game<S, M> game, S state, Budget budget, RandomGenerator random) {
    long start = clock.getAsLong(); // first: the deadline and the elapsed time count from here
    Objects.requireNonNull(budget, "budget");
    Objects.requireNonNull(random, "random");
    checkBudget(budget);
    int me = Searches.mover(game, state);
    Duration time = budget.time();
    Deadline deadline =
        new Deadline(clock, time != null, time == null ? 0 : start + saturatedNanos(time));
    List<Node<S>> roots = roots(game, state);
    int trees = settings.trees();
    List<Tree<S, M>> grown = new ArrayList<>(trees);
    if (trees == 1) {
      Tree<S, M> tree = new Tree<>(this, game, roots.get(0), random, budget.depth(), deadline);
      tree.grow(budget.iterations(), true, new AtomicBoolean());
      grown.add(tree);
    } else {
      long[] seeds = new long[trees];
      for (int i = 0; i < trees; i++) {
        seeds[i] = random.nextLong();
      }
      for (int i = 0; i < trees; i++) {
        grown.add(
            new Tree<>(
                this,
                game,
                roots.get(i),
                new SplittableRandom(seeds[i]),
                budget.depth(),
                deadline));
      }
      growInParallel(grown, budget.iterations(), deadline);
    }
    if (settings.reusePlies() > 0) {
      lastGame = game;
      lastRoots = roots;
    }
    return result(game, state, me, grown, start);
  }

  /**
   * A search's deadline, if it is timed, by the agent's clock.
   *
   * @param clock the clock, in nanoseconds
   * @param timed whether the search has a time limit
   * @param at the deadline by that clock (meaningless if not timed)
   */
  private record Deadline(LongSupplier clock, boolean timed, long at) {
    /** Whether the search is timed and its deadline has passed (read now). */
    boolean passed() {
      return timed && clock.getAsLong() - at > 0;
    }
  }

  /**
   * The roots of this search's trees: with reuse, per tree the node of the last search's tree that
   * holds {@code state} within {@link Settings#reusePlies} plies below its root, else a new node.
   */
  private List<Node<S>> roots(Game<S, M> game, S state) {
    List<Node<S>> previous = game == lastGame ? lastRoots : null;
    lastGame = null;
    lastRoots = null;
    lastReusedVisits = 0;
    int trees = settings.trees();
    List<Node<S>> roots = new ArrayList<>(trees);
    for (int i = 0; i < trees; i++) {
      Node<S> root =
          previous == null ? null : find(game, previous.get(i), state, settings.reusePlies());
      if (root == null) {
        root = new Node<>(state, game.numPlayers());
      }
      lastReusedVisits += root.visits;
      roots.add(root);
    }
    return roots;
  }

  /**
   * The first node in breadth-first order (by depth, then children in their order) within {@code
   * plies} below {@code from} whose state equals {@code state}, compared by {@link Game#hash} and
   * then {@code equals}; null if there is none.
   */
  private static <S, M> @Nullable Node<S> find(Game<S, M> game, Node<S> from, S state, int plies) {
    long hash = game.hash(state);
    List<Node<S>> level = List.of(from);
    for (int depth = 0; depth <= plies && !level.isEmpty(); depth++) {
      List<Node<S>> next = new ArrayList<>();
      for (Node<S> n : level) {
        if (game.hash(n.state) == hash && n.state.equals(state)) {
          return n;
        }
        if (n.children != null && depth < plies) {
          for (Node<S> c : n.children) {
            if (c != null) {
              next.add(c);
            }
          }
        }
      }
      level = next;
    }
    return null;
  }

  /**
   * The visits the roots of the last search already had when it began: 0 for fresh trees, else what
   * the reused nodes had gathered before (summed over the trees).
   */
  long lastReusedVisits() {
    return lastReusedVisits;
  }

  /** The roots kept from the last search for reuse; empty without reuse or after a failure. */
  List<Node<S>> keptRoots() {
    List<Node<S>> roots = lastRoots;
    return roots == null ? List.of() : roots;
  }

  /**
   * Grows tree 0 on the calling thread and the others on worker threads, tree {@code i} getting
   * {@code iterations / k} iterations and one more for {@code i < iterations % k}; rethrows the
   * first failure in tree order once every tree has stopped. Only tree 0 must run an iteration: a
   * worker that has not begun by the deadline is skipped rather than waited for.
   */
  private static <S, M> void growInParallel(
      List<Tree<S, M>> grown, long iterations, Deadline deadline) {
    int k = grown.size();
    AtomicBoolean abort = new AtomicBoolean();
    List<@Nullable Future<?>> futures = new ArrayList<>(k);
    // Per worker: 0 not begun, 1 begun, 2 skipped (after the deadline, before it began).
    List<AtomicInteger> begun = new ArrayList<>(k);
    futures.add(null);
    begun.add(new AtomicInteger(1));
    for (int i = 1; i < k; i++) {
      long share = share(iterations, k, i);
      Tree<S, M> tree = grown.get(i);
      AtomicInteger state = new AtomicInteger();
      begun.add(state);
      futures.add(
          iterations > 0 && share == 0
              ? null
              : WORKERS.submit(
                  () -> {
                    if (state.compareAndSet(0, 1)) {
                      tree.growOrAbort(share, false, abort);
                    }
                  }));
    }
    Throwable failure = null;
    long share0 = share(iterations, k, 0);
    try {
      if (iterations == 0 || share0 > 0) {
        grown.get(0).growOrAbort(share0, true, abort);
      }
    } catch (RuntimeException | Error e) {
      failure = e;
    }
    boolean interrupted = false;
    for (int i = 0; i < k; i++) {
      Future<?> f = futures.get(i);
      while (f != null) {
        if (deadline.passed() && begun.get(i).compareAndSet(0, 2)) {
          break; // its thread did not get going before the deadline: its tree stays empty
        }
        try {
          if (deadline.timed()) {
            f.get(JOIN_POLL_MILLIS, TimeUnit.MILLISECONDS); // then look at the clock again
          } else {
            f.get();
          }
          break;
        } catch (TimeoutException e) {
          // still waiting for the worker to begin or end
        } catch (InterruptedException e) {
          interrupted = true; // the search ends with its budget; the interrupt is kept
        } catch (ExecutionException e) {
          if (failure == null) {
            failure = e.getCause();
          }
          break;
        }
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
    if (failure instanceof RuntimeException r) {
      throw r;
    }
    if (failure instanceof Error e) {
      throw e;
    }
    if (failure != null) {
      throw new IllegalStateException(failure);
    }
  }

  /** Tree {@code i}'s share of {@code iterations} (0: no limit) over {@code k} trees. */
  private static long share(long iterations, int k, int i) {
    return iterations == 0 ? 0 : iterations / k + (i < iterations % k ? 1 : 0);
  }

  private static long saturatedNanos(Duration time) {
    try {
      return Math.min(time.toNanos(), Long.MAX_VALUE / 4);
    } catch (ArithmeticException e) {
      return Long.MAX_VALUE / 4;
    }
  }

  /**
   * Sums the trees at the root: visits and returns per root move, the most visited line; the time
   * since {@code start}, by the agent's clock.
   */
  private SearchResult<M> result(
      Game<S, M> game, S state, int me, List<Tree<S, M>> grown, long start) {
    List<M> legal = game.legalMoves(state);
    int n = legal.size();
    long[] visits = new long[n];
    double[] sums = new double[n];
    long iterations = 0;
    int depth = 0;
    List<Node<S>> nodes = new ArrayList<>(grown.size());
    for (Tree<S, M> tree : grown) {
      iterations += tree.iterations;
      depth = Math.max(depth, tree.deepest);
      nodes.add(tree.root);
      Node<S>[] children = tree.root.children;
      if (children != null) {
        for (int i = 0; i < n; i++) {
          Node<S> c = children[i];
          if (c != null) {
            visits[i] += c.visits;
            sums[i] += c.returnSums[me];
          }
        }
      }
    }
    int best = mostVisited(visits);
    List<SearchResult.RootMove<M>> rootMoves = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      double mean = visits[i] == 0 ? Double.NaN : sums[i] / visits[i];
      rootMoves.add(new SearchResult.RootMove<>(legal.get(i), visits[i], mean));
    }
    return new SearchResult<>(
        legal.get(best),
        rootMoves.get(best).value(),
        iterations,
        depth,
        principalVariation(game, state, nodes),
        rootMoves,
        Duration.ofNanos(clock.getAsLong() - start));
  }

  /** The index of the first maximum. */
  private static int mostVisited(long[] visits) {
    int best = 0;
    for (int i = 1; i < visits.length; i++) {
      if (visits[i] > visits[best]) {
        best = i;
      }
    }
    return best;
  }

  /**
   * From the root, the child with the most visits summed over the trees (the first on ties), as
   * long as it has been visited, up to the first chance node or the end of the game.
   */
  private static <S, M> List<M> principalVariation(Game<S, M> game, S root, List<Node<S>> nodes) {
    List<M> line = new ArrayList<>();
    S s = root;
    while (game.currentPlayer(s) >= 0) {
      int[] actions = null;
      long[] visits = null;
      for (Node<S> node : nodes) {
        if (node.children == null) {
          continue;
        }
        if (visits == null) {
          actions = node.actions;
          visits = new long[node.children.length];
        }
        for (int i = 0; i < visits.length; i++) {
          Node<S> c = node.children[i];
          visits[i] += c == null ? 0 : c.visits;
        }
      }
      if (actions == null || visits == null) {
        break;
      }
      int best = mostVisited(visits);
      if (visits[best] == 0) {
        break;
      }
      line.add(game.move(s, actions[best]));
      List<Node<S>> next = new ArrayList<>(nodes.size());
      for (Node<S> node : nodes) {
        Node<S> c = node.children == null ? null : node.children[best];
        if (c != null) {
          next.add(c);
        }
      }
      s = next.get(0).state; // visits[best] > 0: some tree has the child
      nodes = next;
    }
    return line;
  }

  /** One tree of one search, with its generator and working memory; used by one thread. */
  private static final class Tree<S, M> {
    private final Game<S, M> game;
    private final Mcts<S, M> agent;
    private final int depthLimit;
    private final int players;
    private final RandomGenerator random;
    private final Deadline deadline;
    private final List<Node<S>> path = new ArrayList<>();
    private final int[] buffer;
    private final double[] returns;
    final Node<S> root;
    long iterations;
    int deepest;

    Tree(
        Mcts<S, M> agent,
        Game<S, M> game,
        Node<S> root,
        RandomGenerator random,
        int depth,
        Deadline deadline) {
      this.game = game;
      this.deadline = deadline;
      this.agent = agent;
      this.depthLimit = depth;
      this.players = game.numPlayers();
      this.random = random;
      this.root = root;
      this.buffer = new int[game.maxLegalActions()];
      this.returns = new double[players];
    }

    /** {@link #grow}, raising {@code abort} for the other trees if it fails. */
    void growOrAbort(long limit, boolean runOne, AtomicBoolean abort) {
      try {
        grow(limit, runOne, abort);
      } catch (RuntimeException | Error e) {
        abort.set(true);
        throw e;
      }
    }

    /**
     * Runs iterations until {@code limit} (0: none), the deadline (read before every iteration and
     * every {@link #CLOCK_PLIES} plies of a playout: an iteration whose playout is still going at
     * the deadline is dropped), or {@code abort}. With {@code runOne}, the first iteration runs
     * whatever the deadline and is never dropped.
     */
    void grow(long limit, boolean runOne, AtomicBoolean abort) {
      boolean first = runOne;
      while (first
          || ((limit == 0 || iterations < limit)
              && !deadline.passed()
              && !abort.get()
              && root.visits < Integer.MAX_VALUE)) {
        if (iterate(first)) {
          iterations++;
        }
        first = false;
      }
    }

    /**
     * One iteration: down the tree, one new node, a playout, the returns backed up. Returns false,
     * having changed nothing (the new node is taken out again), if the deadline passed during the
     * playout, unless {@code mustFinish}.
     */
    private boolean iterate(boolean mustFinish) {
      path.clear();
      Node<S> node = root;
      path.add(node);
      S s = node.state;
      int depth = 0;
      Node<S> parentOfNew = null;
      int newIndex = -1;
      while (depthLimit == 0 || depth < depthLimit) {
        int who = game.currentPlayer(s);
        if (who == Game.TERMINAL) {
          break;
        }
        int pick;
        Node<S> child;
        if (who == Game.CHANCE) {
          List<ChanceOutcome<M>> outcomes = game.chanceOutcomes(s);
          if (node.children == null) {
            node.children = newChildren(outcomes.size());
          }
          pick = Playouts.sampleChanceIndex(outcomes, random);
          child = node.children[pick];
          if (child == null) {
            s = game.apply(s, outcomes.get(pick).outcome());
          }
        } else {
          if (node.children == null) {
            int n = game.legalActions(s, buffer);
            node.actions = Arrays.copyOf(buffer, n);
            node.children = newChildren(n);
          }
          pick = select(node, who);
          child = node.children[pick];
          if (child == null) {
            s = game.applyAction(s, node.actions[pick]);
          }
        }
        depth++;
        if (child == null) {
          node.children[pick] = new Node<>(s, players);
          path.add(node.children[pick]);
          parentOfNew = node;
          newIndex = pick;
          break;
        }
        node = child;
        s = node.state;
        path.add(node);
      }
      S end = playout(s, mustFinish);
      if (end == null) {
        if (parentOfNew != null) {
          parentOfNew.children[newIndex] = null;
        }
        return false;
      }
      deepest = Math.max(deepest, depth);
      backUp(score(end));
      return true;
    }

    @SuppressWarnings("unchecked")
    private static <S> Node<S>[] newChildren(int n) {
      return (Node<S>[]) new Node<?>[n];
    }

    /**
     * The first untried move, else the child with the best upper confidence bound for {@code who}.
     */
    private int select(Node<S> node, int who) {
      Node<S>[] children = node.children;
      for (int i = 0; i < children.length; i++) {
        if (children[i] == null) {
          return i;
        }
      }
      double logN = Math.log(node.visits);
      double exploration = agent.settings.exploration();
      int best = 0;
      double bestValue = Double.NEGATIVE_INFINITY;
      for (int i = 0; i < children.length; i++) {
        Node<S> c = children[i];
        double value = c.returnSums[who] / c.visits + exploration * Math.sqrt(logN / c.visits);
        if (value > bestValue) {
          bestValue = value;
          best = i;
        }
      }
      return best;
    }

    /**
     * Plays out from {@code s} and returns the state where the playout stopped; null if the search
     * is timed, the deadline passed and {@code mustFinish} is false. A timed playout is played
     * {@link #CLOCK_PLIES} plies at a time with a look at the clock in between; the pieces draw as
     * one playout of the game's loop would if it draws ply by ply (the default loop and policies
     * do), else they play another game with the same distribution. An untimed playout is one call.
     */
    private @Nullable S playout(S s, boolean mustFinish) {
      int maxPlies = agent.settings.maxPlayoutPlies();
      if (!deadline.timed() || mustFinish) {
        return playout(s, maxPlies);
      }
      S end = s;
      for (int left = maxPlies; left > 0; left -= CLOCK_PLIES) {
        end = playout(end, Math.min(left, CLOCK_PLIES));
        if (left <= CLOCK_PLIES || game.isTerminal(end)) {
          break;
        }
        if (deadline.passed()) {
          return null;
        }
      }
      return end;
    }

    /** At most {@code plies} plies of a playout from {@code s}, by the policy or the game. */
    private S playout(S s, int plies) {
      PlayoutPolicy<S, M> policy = agent.settings.policy();
      if (plies == 0) {
        return s;
      } else if (policy == null) {
        return game.randomPlayout(s, random, plies);
      } else {
        return policyPlayout(policy, s, plies);
      }
    }

    /**
     * Writes the per-player returns of a playout that stopped at {@code end} into {@link #returns};
     * false when it stopped unfinished without a cutoff evaluation (it then counts 0 for all).
     */
    private boolean score(S end) {
      if (game.isTerminal(end)) {
        GameResult result = game.result(end);
        for (int p = 0; p < players; p++) {
          returns[p] = result.returns(p);
        }
        return true;
      }
      Evaluation<S> evaluation = agent.settings.cutoffEvaluation();
      if (evaluation == null) {
        return false;
      }
      for (int p = 0; p < players; p++) {
        double v = evaluation.evaluate(end, p);
        if (!(v > -1 && v < 1)) {
          throw new IllegalStateException(
              "an evaluation must be in (-1, 1), got " + v + " at " + game.formatState(end));
        }
        returns[p] = v;
      }
      return true;
    }

    private S policyPlayout(PlayoutPolicy<S, M> chooser, S from, int maxPlies) {
      S s = from;
      for (int ply = 0; ply < maxPlies; ply++) {
        int who = game.currentPlayer(s);
        if (who == Game.TERMINAL) {
          break;
        }
        if (who == Game.CHANCE) {
          s = game.apply(s, Playouts.sampleChance(game.chanceOutcomes(s), random));
        } else {
          int n = game.legalActions(s, buffer);
          s = game.applyAction(s, chooser.choose(game, s, buffer, n, random));
        }
      }
      return s;
    }

    private void backUp(boolean scored) {
      for (int i = 0; i < path.size(); i++) {
        Node<S> n = path.get(i);
        n.visits++;
        if (scored) {
          for (int p = 0; p < players; p++) {
            n.returnSums[p] += returns[p];
          }
        }
      }
    }
  }
}
