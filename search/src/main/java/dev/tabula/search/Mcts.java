package dev.tabula.search;

import com.google.errorprone.annotations.CheckReturnValue;
import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Evaluation;
import dev.tabula.core.Game;
import dev.tabula.core.GameResult;
import dev.tabula.core.Player;
import dev.tabula.core.PlayerFailure;
import dev.tabula.core.Playouts;
import dev.tabula.core.TimeLeft;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.FutureTask;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongSupplier;
import java.util.random.RandomGenerator;
import org.jspecify.annotations.Nullable;

/**
 * Monte Carlo tree search (UCT) for any game: any number of players, with or without chance.
 *
 * <pre>{@code
 * SearchAgent<MyState, MyMove> bot = Mcts.builder().time(Duration.ofMillis(200)).threads(2).build();
 * SearchResult<MyMove> r = bot.search(game, state, Budget.ofIterations(20_000), random);
 * // r.move(), r.value() (mean return), r.rootMoves() (visits: a policy target), ...
 * }</pre>
 *
 * <p><b>Search.</b> Each iteration walks down the tree from the root: at a decision node it takes
 * the first untried move in the game's order, else the child that maximises, for the player to
 * move, its mean return + {@linkplain Builder#exploration exploration} x sqrt(ln N / n) ({@code N}
 * the node's visits, {@code n} the child's; the first on ties); at a chance node it draws an
 * outcome by its probability (outcomes are branches of the tree). It adds the first node that is
 * not yet in the tree, plays out from there, and adds a visit and the playout's per-player returns
 * ({@link GameResult#returns(int)}) to every node on the path. Each player maximises their own mean
 * return, so any number of players works. With {@linkplain Builder#priors priors} (PUCT) a decision
 * node instead takes the child, tried or not, with the best mean return + exploration x its prior x
 * sqrt(N) / (1 + n).
 *
 * <p><b>Playouts.</b> By default {@link Playouts#randomPlayout}: uniformly random moves by the
 * game's fastest loop (its {@link dev.tabula.core.FastPlayouts} when it has them). With a
 * {@linkplain Builder#playoutPolicy playout policy}, the policy chooses every move of the playouts
 * instead. A playout stops after {@linkplain Builder#maxPlayoutPlies maxPlayoutPlies} plies;
 * unfinished, it counts 0 for every player, or with a {@linkplain Builder#cutoffEvaluation cutoff
 * evaluation} that evaluation of the state where it stopped, per player.
 *
 * <p><b>Budget.</b> {@link Budget#iterations()} is the number of iterations (each one playout),
 * exactly. {@link Budget#time()} counts from the moment {@link #search} is called, by the clock
 * that also gives {@link SearchResult#elapsed()}, and is read between iterations and every 128
 * plies of a playout: an iteration whose playout is still going at the deadline is dropped (its new
 * node taken out of the tree, nothing counted), so a timed search ends within 128 playout plies of
 * its time. It always completes its first iteration, however long that takes. (Under a time limit a
 * playout is played 128 plies at a time; a game whose own {@link dev.tabula.core.FastPlayouts} loop
 * does not draw ply by ply may then play other playouts than in one piece, from the same
 * distribution.) {@link Budget#depth()} limits the tree: no node is expanded at that depth below
 * the root (chance plies count), so the tree has no deeper node, and iterations that get there play
 * out from there. A budget needs a time or an iteration limit: a depth alone is refused. MCTS never
 * stops early; it spends its budget.
 *
 * <p><b>Results.</b> The move is the most visited root move (the first in the game's order on
 * ties), and {@link SearchResult#value()} its mean return for the player to move, in [-1, 1] (no
 * discount per ply, unlike alpha-beta). {@link SearchResult#iterations()} counts this search's
 * iterations; {@link SearchResult#depth()} is the deepest node they reached, in plies below the
 * root, never more than the depth limit. The principal variation follows the most visited child
 * from the root on (the first on ties), while it has visits, up to the first chance node or the end
 * of the game. {@link SearchResult#rootMoves()} holds, per legal move, its visits and its mean
 * return for the player to move (NaN if never visited). Learners use the visits as a policy target:
 * {@code visits / sum of visits}, where the sum equals {@code iterations} for a fresh tree (every
 * iteration passes through exactly one root move); a {@linkplain #player reused tree} adds the
 * visits its root moves had before.
 *
 * <p><b>Root parallelism.</b> With {@link Builder#threads threads(k)} a search grows {@code k}
 * independent trees, tree 0 on the calling thread and the others as tasks of the {@linkplain
 * Builder#executor executor} (by default each on a new thread that the search starts and waits for;
 * the agent keeps no threads), and sums their root moves' visits and returns: the move, the values,
 * the iterations and the principal variation come from the sums, the depth is the deepest of the
 * trees. Tree {@code i} gets {@code iterations / k} iterations, one more if {@code i < iterations %
 * k}, so they add up to the budget; under a time limit each grows until the deadline, and only tree
 * 0 must complete an iteration: a task that has not begun by the deadline is not waited for, and
 * its tree stays empty. The search first draws {@code k} numbers from the caller's generator
 * ({@code nextLong}) and tree {@code i} draws from a {@link SplittableRandom} seeded with the
 * {@code i}-th, so with iteration and depth limits the result does not depend on the executor. With
 * {@code k = 1} (the default) there are no tasks and the one tree draws from the caller's
 * generator. A root-parallel search is not interruptible: it ends with its budget, and the calling
 * thread's interrupt status stays set.
 *
 * <p><b>Tree reuse.</b> The agent keeps nothing between searches. A {@link #player player} for one
 * game keeps its trees instead: it is told every ply of the game ({@link Player#played}) and moves
 * the root of each tree down to the child of that ply (a decision or a chance outcome), so its next
 * search starts from the subtree under the position reached, with the visits and returns gathered
 * there, and drops the rest. A tree that does not have the child (the ply was never tried) starts
 * afresh; so does a search of a position that is not its root. There is no lookup: the player
 * follows the game.
 *
 * <p><b>Determinism.</b> With iteration and depth limits only, a search's result is a function of
 * the game, the state, the generator's draws and, for a player, the plies it was told: two agents
 * built alike, asked the same questions with generators seeded alike, answer alike, with any {@code
 * k} and any executor. Time limits make the iterations, and so the move, depend on the machine and
 * its load.
 *
 * <p><b>Threads.</b> The agent is immutable and grows its trees per search call, so one agent may
 * serve many threads and games at once; a {@link #player player} is for one game on one thread.
 *
 * <p><b>choose.</b> {@link #choose} (and a player's {@code choose}) plays a single legal move at
 * once, without searching and without drawing from the generator; else it searches with the agent's
 * {@linkplain #defaultBudget budget}.
 *
 * <p>{@link #search} throws {@link IllegalArgumentException} when the state is terminal or a chance
 * node, or the budget has neither a time nor an iteration limit; {@link IllegalStateException} if
 * the cutoff evaluation returns a value outside (-1, 1) or NaN, or the priors a weight that is
 * negative, infinite or NaN or weights whose sum is not finite and above 0. What the game, the
 * playout policy or the priors throw reaches the caller, from the other trees' tasks too, once
 * every tree has stopped.
 *
 * <h2>Inside</h2>
 *
 * <h3>The tree</h3>
 *
 * Chance nodes are branches of the tree (one child per outcome, sampled by its probability), so
 * every node stands for exactly one state, which it keeps: selection walks stored states instead of
 * applying moves again. A node's arrays are made when it is first expanded ({@code children ==
 * null} until then); a decision node's children are in the order of its legal action ids, so the
 * trees of a root-parallel search line up index by index, and a player finds the child of a move by
 * its action id.
 *
 * <h3>One iteration</h3>
 *
 * From the root, while the state is not terminal and the depth limit is not reached: at a chance
 * node draw an outcome ({@link Playouts#sampleChanceIndex}), at a decision node take the first
 * untried move, else the child with the best upper confidence bound for the player to move (the
 * first on ties); stop after creating a new child. Then one playout from the state reached, and
 * every node on the path gets a visit and the playout's returns. The draws from the generator are
 * exactly those of the former fixed-iteration agent, so the same seeds play the same games as
 * before.
 *
 * <h3>Time</h3>
 *
 * One clock, read first thing in {@link #search}, gives the deadline and the elapsed time. A timed
 * search reads it before each iteration and every {@link #CLOCK_PLIES} plies of a playout (played
 * in pieces of that length); an iteration whose playout is still going at the deadline is dropped:
 * the node it created is taken out of its parent again, and nothing is backed up or counted. So a
 * long playout (a game of thousands of plies, a slow policy) cannot carry a search far past its
 * time. Only the first iteration of tree 0 runs whatever the clock says. The calling thread does
 * not wait for a task that has not begun by the deadline.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public final class Mcts<S, M> implements SearchAgent<S, M> {
  /**
   * How many plies of a playout pass between two readings of the clock in a timed search (beside
   * the reading after every iteration).
   */
  static final int CLOCK_PLIES = 128;

  /**
   * How often, in milliseconds, a timed root-parallel search that waits for a task looks whether
   * the deadline has passed before the task began (it then stops waiting for it).
   */
  private static final long JOIN_POLL_MILLIS = 1;

  /** The default budget: 1,000 iterations. */
  static final Budget DEFAULT_BUDGET = Budget.ofIterations(1000);

  /**
   * The default UCT exploration constant, {@value}: about sqrt(2), for returns in [-1, 1].
   *
   * @since 0.2.0
   */
  public static final double DEFAULT_EXPLORATION = 1.4;

  /**
   * The default executor of the trees beyond the first: each on a new daemon thread, which ends
   * with its tree. It keeps no threads.
   */
  private static final Executor NEW_THREAD = Searches.newThreadPerTask("tabula-mcts");

  /**
   * What the builder made the agent with (see {@link Builder}): the default budget, the UCT
   * exploration constant, the longest playout (-1: the game's bound, capped), the playout policy
   * (null: uniform), the evaluation of cut-off playouts (null: they count 0), the number of trees
   * and the executor of the trees beyond the first.
   */
  record Settings<S, M>(
      Budget defaultBudget,
      double exploration,
      int maxPlayoutPlies,
      @Nullable PlayoutPolicy<S, M> policy,
      @Nullable Evaluation<S> cutoffEvaluation,
      @Nullable MovePriors<S, M> priors,
      int trees,
      Executor executor) {}

  private final Settings<S, M> settings;

  private final LongSupplier clock;

  /** An agent whose time budgets are kept by {@code clock} (nanoseconds). */
  private Mcts(Settings<S, M> settings, LongSupplier clock) {
    checkBudget(settings.defaultBudget());
    this.settings = settings;
    this.clock = clock;
  }

  /**
   * Starts configuring a Monte Carlo tree search agent, with the defaults: a budget of 1,000
   * iterations, exploration 1.4, random playouts of at most the game's own bound on its length
   * ({@link Game#maxGameLength()}) and never more than 10,000 plies, one tree.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @return the builder
   */
  public static <S, M> Builder<S, M> builder() {
    return new Builder<>(new Draft<>());
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
    // the moves' priors, divided by their sum, with priors set; null otherwise
    double @Nullable [] priors;

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
    return choose(game, state, random, null);
  }

  /** {@link #choose}, searching with the roots the session kept, if any. */
  M choose(Game<S, M> game, S state, RandomGenerator random, @Nullable Session<S, M> session) {
    List<M> moves = game.legalMoves(state);
    if (moves.size() == 1) {
      return moves.get(0);
    }
    return search(game, state, settings.defaultBudget(), random, session).move();
  }

  @Override
  public SearchResult<M> search(Game<S, M> game, S state, Budget budget, RandomGenerator random) {
    return search(game, state, budget, random, (Session<S, M>) null);
  }

  /**
   * Returns a player for one game that keeps its trees from move to move (see tree reuse in the
   * class description): at its turns it plays as {@link #choose} would, with this agent's budget,
   * starting from the trees it kept; what the search throws makes it fail ({@link
   * PlayerFailure.Kind#CRASH}). The time per move that it is given is not used: the budget is the
   * agent's; with a game clock it searches for its share of the clock, as {@link
   * SearchAgent#search(Game, Object, TimeLeft, RandomGenerator)} says.
   *
   * @param random the generator its searches draw from, for this game
   * @return the player, for one game on one thread
   */
  public Player<S, M> player(RandomGenerator random) {
    return new Session<>(this, Objects.requireNonNull(random, "random"));
  }

  /**
   * Searches with the roots the session kept, if any; a session keeps the roots of a search that
   * ends normally, and nothing if it fails.
   */
  SearchResult<M> search(
      Game<S, M> game,
      S state,
      Budget budget,
      RandomGenerator random,
      @Nullable Session<S, M> session) {
    long start = clock.getAsLong(); // first: the deadline and the elapsed time count from here
    Objects.requireNonNull(budget, "budget");
    Objects.requireNonNull(random, "random");
    checkBudget(budget);
    int me = Searches.mover(game, state);
    Duration time = budget.time();
    Deadline deadline =
        new Deadline(clock, time != null, time == null ? 0 : start + saturatedNanos(time));
    int trees = settings.trees();
    List<Node<S>> roots = new ArrayList<>(trees);
    long reused = 0;
    for (int i = 0; i < trees; i++) {
      Node<S> root = session == null ? null : session.take(i, state);
      if (root == null) {
        root = new Node<>(state, game.numPlayers());
      }
      reused += root.visits;
      roots.add(root);
    }
    List<Tree<S, M>> grown = new ArrayList<>(trees);
    int playoutPlies = Searches.playoutPlies(settings.maxPlayoutPlies(), game);
    if (trees == 1) {
      Tree<S, M> tree =
          new Tree<>(this, game, roots.get(0), random, budget.depth(), deadline, playoutPlies);
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
                deadline,
                playoutPlies));
      }
      growInParallel(grown, budget.iterations(), deadline, settings.executor());
    }
    if (session != null) {
      session.keep(roots, reused);
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
   * Grows tree 0 on the calling thread and the others as tasks of the executor, tree {@code i}
   * getting {@code iterations / k} iterations and one more for {@code i < iterations % k}; rethrows
   * the first failure in tree order once every tree has stopped (a task the executor refused counts
   * as a failure, and stops the other trees). Only tree 0 must run an iteration: a task that has
   * not begun by the deadline is skipped rather than waited for.
   */
  private static <S, M> void growInParallel(
      List<Tree<S, M>> grown, long iterations, Deadline deadline, Executor executor) {
    int k = grown.size();
    AtomicBoolean abort = new AtomicBoolean();
    List<@Nullable FutureTask<?>> futures = new ArrayList<>(k);
    // Per task: 0 not begun, 1 begun, 2 skipped (after the deadline, before it began).
    List<AtomicInteger> begun = new ArrayList<>(k);
    futures.add(null);
    begun.add(new AtomicInteger(1));
    Throwable failure = null;
    for (int i = 1; i < k; i++) {
      long share = share(iterations, k, i);
      Tree<S, M> tree = grown.get(i);
      AtomicInteger state = new AtomicInteger();
      begun.add(state);
      FutureTask<?> task = null;
      if (failure == null && (iterations == 0 || share > 0)) {
        task =
            new FutureTask<>(
                () -> {
                  if (state.compareAndSet(0, 1)) {
                    tree.growOrAbort(share, false, abort);
                  }
                },
                null);
        try {
          executor.execute(task);
        } catch (RejectedExecutionException e) {
          failure = e;
          abort.set(true);
          task = null;
        }
      }
      futures.add(task);
    }
    long share0 = share(iterations, k, 0);
    try {
      if (iterations == 0 || share0 > 0) {
        grown.get(0).growOrAbort(share0, true, abort);
      }
    } catch (RuntimeException | Error e) {
      if (failure == null) {
        failure = e;
      }
    }
    boolean interrupted = false;
    for (int i = 0; i < k; i++) {
      FutureTask<?> f = futures.get(i);
      while (f != null) {
        if (deadline.passed() && begun.get(i).compareAndSet(0, 2)) {
          break; // its task did not get going before the deadline: its tree stays empty
        }
        try {
          if (deadline.timed()) {
            f.get(JOIN_POLL_MILLIS, TimeUnit.MILLISECONDS); // then look at the clock again
          } else {
            f.get();
          }
          break;
        } catch (TimeoutException e) {
          // still waiting for the task to begin or end
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
    Searches.afterTasks(failure, interrupted);
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
      rootMoves.add(
          new SearchResult.RootMove<>(
              legal.get(i), visits[i], mean, rootLine(game, legal.get(i), i, visits[i], nodes)));
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
   * The line of root move {@code i}: the move, then the most visited children below it ({@link
   * #principalVariation}); empty when it was never visited.
   */
  private static <S, M> List<M> rootLine(
      Game<S, M> game, M move, int i, long visits, List<Node<S>> roots) {
    if (visits == 0) {
      return List.of();
    }
    List<Node<S>> children = new ArrayList<>(roots.size());
    for (Node<S> root : roots) {
      Node<S> c = root.children == null ? null : root.children[i];
      if (c != null) {
        children.add(c);
      }
    }
    List<M> line = new ArrayList<>();
    line.add(move);
    line.addAll(principalVariation(game, children.get(0).state, children));
    return line;
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

  /**
   * {@link Mcts#player}: one game's searches, which keep their trees and follow the plies played.
   * Used by one thread.
   */
  static final class Session<S, M> implements Player<S, M> {
    /** {@link Player#of} over the agent's choices with this session's trees. */
    private final Player<S, M> chooser;

    private @Nullable Game<S, M> game;

    /** The root of each tree for the next search, null where a tree starts afresh. */
    private final List<@Nullable Node<S>> roots;

    /** The visits the roots of the last search had when it began (summed over the trees). */
    private long reusedVisits;

    private final Mcts<S, M> agent;
    private final RandomGenerator random;

    Session(Mcts<S, M> agent, RandomGenerator random) {
      this.agent = agent;
      this.random = random;
      this.chooser = Player.of((g, state, r) -> agent.choose(g, state, r, this), random);
      this.roots = new ArrayList<>();
      for (int i = 0; i < agent.settings.trees(); i++) {
        roots.add(null);
      }
    }

    @Override
    public void start(Game<S, M> newGame, S start, int seat) throws PlayerFailure {
      chooser.start(newGame, start, seat);
      game = newGame;
      drop();
    }

    @Override
    public M choose(S state, @Nullable Duration timeLeft) throws PlayerFailure {
      return chooser.choose(state, timeLeft);
    }

    /** Without a clock, as {@link #choose(Object, Duration)}; with one, its share of the clock. */
    @Override
    public M chooseWithin(S state, TimeLeft time) throws PlayerFailure {
      Game<S, M> g = game;
      if (time.clock() == null || g == null) {
        return chooser.chooseWithin(state, time);
      }
      try {
        M only = TimeManagement.only(g, state);
        return only != null
            ? only
            : TimeManagement.search(
                    agent,
                    time,
                    TimeManagement.NO_PROGRESS,
                    (b, p) -> agent.search(g, state, b, random, this))
                .move();
      } catch (RuntimeException e) {
        throw new PlayerFailure(PlayerFailure.Kind.CRASH, "the agent threw " + e, e);
      }
    }

    /** Moves each tree's root to its child by {@code move}; a tree without it starts afresh. */
    @Override
    public void played(S before, M move) {
      Game<S, M> g = game;
      if (g == null) {
        return;
      }
      int index = -2; // the child's index, found when a tree needs it
      for (int i = 0; i < roots.size(); i++) {
        Node<S> node = roots.get(i);
        if (node == null || node.children == null || !node.state.equals(before)) {
          roots.set(i, null);
          continue;
        }
        if (index == -2) {
          index = childIndex(g, node, before, move);
        }
        roots.set(i, index < 0 ? null : node.children[index]);
      }
    }

    /** The index of the child of {@code move} among the children of an expanded node, or -1. */
    private static <S, M> int childIndex(Game<S, M> game, Node<S> node, S before, M move) {
      if (node.actions == null) {
        List<ChanceOutcome<M>> outcomes = game.chanceOutcomes(before);
        for (int i = 0; i < outcomes.size(); i++) {
          if (outcomes.get(i).outcome().equals(move)) {
            return i;
          }
        }
        return -1;
      }
      // A decision node's children are in the order of its legal action ids, which ascend.
      int found = Arrays.binarySearch(node.actions, game.actionId(before, move));
      return found < 0 ? -1 : found;
    }

    @Override
    public void finish(GameResult result, @Nullable String termination) {
      drop();
    }

    @Override
    public void close() {
      drop();
    }

    private void drop() {
      for (int i = 0; i < roots.size(); i++) {
        roots.set(i, null);
      }
    }

    /**
     * Takes tree {@code i}'s root for a search of {@code state}: null unless it holds the state.
     */
    @Nullable Node<S> take(int i, S state) {
      Node<S> root = roots.get(i);
      roots.set(i, null); // a search that fails keeps nothing
      return root != null && root.state.equals(state) ? root : null;
    }

    /** Keeps the roots of a search that ended normally. */
    void keep(List<Node<S>> grown, long reused) {
      for (int i = 0; i < roots.size(); i++) {
        roots.set(i, grown.get(i));
      }
      reusedVisits = reused;
    }

    /** The visits the roots of the last search had when it began (for tests). */
    long reusedVisits() {
      return reusedVisits;
    }

    /** The kept roots, null where a tree starts afresh (for tests). */
    List<@Nullable Node<S>> roots() {
      return java.util.Collections.unmodifiableList(roots);
    }
  }

  /** The settings of a builder, copied by every change. */
  private static final class Draft<S, M> extends SearchBuilder.SearchDraft<Draft<S, M>> {
    double exploration = DEFAULT_EXPLORATION;
    int maxPlayoutPlies = -1;
    @Nullable PlayoutPolicy<S, M> policy;
    @Nullable Evaluation<? super S> cutoffEvaluation;
    @Nullable MovePriors<S, M> priors;
  }

  /**
   * The settings of a Monte Carlo tree search agent ({@link Mcts#builder()}): immutable, every
   * setting returns a new builder. The budget settings ({@link #iterations}, {@link #time}, {@link
   * #depth}) make the budget of {@link SearchAgent#choose}; when none is set, it is 1,000
   * iterations.
   *
   * @param <S> the state type
   * @param <M> the move type
   */
  @CheckReturnValue
  public static final class Builder<S, M> extends SearchBuilder<Draft<S, M>, Builder<S, M>> {
    private Builder(Draft<S, M> draft) {
      super(draft, Builder::new);
    }

    /**
     * Sets the iterations (playouts) {@link SearchAgent#choose} runs.
     *
     * @param n the iterations, {@code >= 1}; 0 for no limit (then a time is needed)
     * @return the new builder
     * @throws IllegalArgumentException if negative
     */
    public Builder<S, M> iterations(long n) {
      long v = Searches.checked(n >= 0, "iterations must be >= 0, got ", n);
      return with(d -> d.iterations = v);
    }

    /**
     * Sets the deepest node of the tree of {@link SearchAgent#choose}, in plies below the root
     * (chance plies count). A depth alone is not a budget: a time or iterations must be set too.
     *
     * @param plies the depth, {@code >= 1}; 0 for no limit
     * @return the new builder
     * @throws IllegalArgumentException if negative
     */
    public Builder<S, M> depth(int plies) {
      int p = Searches.checked(plies >= 0, "depth must be >= 0, got ", plies);
      return with(d -> d.depth = p);
    }

    /**
     * Sets the UCT exploration constant (default 1.4, about sqrt(2), which suits returns in [-1,
     * 1]); 0 selects by mean return alone once every move has been tried.
     *
     * @param constant a finite number {@code >= 0}
     * @return the new builder
     * @throws IllegalArgumentException if it is negative, infinite or NaN
     */
    public Builder<S, M> exploration(double constant) {
      double c =
          Searches.checked(
              constant >= 0 && !Double.isInfinite(constant),
              "exploration must be finite and >= 0, got ",
              constant);
      return with(d -> d.exploration = c);
    }

    /**
     * Sets the longest playout in plies, chance plies counted (default: the game's own bound on the
     * length of a game, {@link Game#maxGameLength()}, and never more than 10,000). A playout cut
     * off unfinished counts 0 for every player, or the {@link #cutoffEvaluation} if there is one. 0
     * plays no playout at all: the new node itself is scored (by the game's result if it is over,
     * else as a cut-off playout).
     *
     * @param plies {@code >= 0}
     * @return the new builder
     * @throws IllegalArgumentException if negative
     */
    public Builder<S, M> maxPlayoutPlies(int plies) {
      int p = Searches.checked(plies >= 0, "maxPlayoutPlies must be >= 0, got ", plies);
      return with(d -> d.maxPlayoutPlies = p);
    }

    /**
     * Makes the playouts choose their moves with a policy rather than uniformly at random through
     * {@link Playouts#randomPlayout} (the default, and the fastest: a game may have a quicker loop
     * than a policy can). The policy is asked at every decision node of every playout.
     *
     * @param policy the policy: pure, thread-safe, its randomness from the generator it is given
     * @return the new builder
     */
    public Builder<S, M> playoutPolicy(PlayoutPolicy<S, M> policy) {
      Objects.requireNonNull(policy, "policy");
      return with(d -> d.policy = policy);
    }

    /**
     * Scores playouts that stop unfinished at {@link #maxPlayoutPlies}: each player gets {@code
     * evaluation.evaluate(state, player)} of the state where the playout stopped, instead of 0 (the
     * default). With a short playout this makes MCTS cut its playouts at a depth and trust the
     * evaluation beyond it; with {@link #maxPlayoutPlies maxPlayoutPlies(0)} every new leaf is
     * scored by the evaluation alone (the bot {@code mcts:eval=NAME}), which on Toguz and
     * stack-snake is far stronger than random playouts at equal time (docs/strength.md).
     *
     * @param evaluation the evaluation, in (-1, 1)
     * @return the new builder
     */
    public Builder<S, M> cutoffEvaluation(Evaluation<? super S> evaluation) {
      Objects.requireNonNull(evaluation, "evaluation");
      return with(d -> d.cutoffEvaluation = evaluation);
    }

    /**
     * Guides the search by prior probabilities of the moves (AlphaZero's PUCT): at a decision node
     * every child, tried or not, competes by its mean return for the player to move (an untried one
     * counts its parent's mean return) + {@link #exploration exploration} x {@code P x sqrt(N) / (1
     * + n)}, {@code P} its prior (divided by the sum of the node's priors), {@code N} the node's
     * visits and {@code n} the child's. A move the priors rate highly is tried early and often, one
     * they rate near 0 rarely; without priors (the default) every move is tried once first and then
     * UCT decides. The priors are asked once per decision node, when it is first expanded. With
     * priors the exploration constant weighs the priors, not UCT's term: the default 1.4 suits
     * both.
     *
     * @param priors the priors: pure, thread-safe; e.g. {@link MovePriors#fromEvaluation}
     * @return the new builder
     */
    public Builder<S, M> priors(MovePriors<S, M> priors) {
      Objects.requireNonNull(priors, "priors");
      return with(d -> d.priors = priors);
    }

    /**
     * Sets the number of independent trees a search grows at once, summed at the root (default 1:
     * one tree, on the calling thread). See root parallelism in {@link Mcts}.
     *
     * @param k the trees, in {@code [1, 256]}
     * @return the new builder
     * @throws IllegalArgumentException if out of range
     */
    public Builder<S, M> threads(int k) {
      return withThreads(k);
    }

    /**
     * Sets where the trees beyond the first grow with {@link #threads threads(k)}, {@code k >= 2}:
     * one task per tree, which a search submits and then waits for (default: a new thread per task,
     * started by the search and ended with its tree, so the agent keeps no threads). A pool shared
     * by many searches (a {@link java.util.concurrent.ForkJoinPool}, a fixed pool) saves starting
     * threads; with iteration and depth limits the results do not depend on it. Under a time limit
     * a task that the executor has not begun by the deadline is not waited for, and an executor
     * that runs tasks on the calling thread grows the trees one after another. A task the executor
     * refuses makes the search throw its {@link RejectedExecutionException}.
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
     * @throws IllegalArgumentException if a depth is set without a time or iterations
     */
    @SuppressWarnings("unchecked") // the settings take any S (and M), so any narrower S1 too
    public <S1 extends S, M1 extends M> Mcts<S1, M1> build() {
      Draft<S, M> d = draft();
      return new Mcts<>(
          new Settings<>(
              d.budget(DEFAULT_BUDGET),
              d.exploration,
              d.maxPlayoutPlies,
              (PlayoutPolicy<S1, M1>) d.policy,
              (Evaluation<S1>) d.cutoffEvaluation,
              (MovePriors<S1, M1>) d.priors,
              d.threads,
              d.executor == null ? NEW_THREAD : d.executor),
          d.clock);
    }
  }

  /** One tree of one search, with its generator and working memory; used by one thread. */
  private static final class Tree<S, M> {
    private final Game<S, M> game;
    private final Mcts<S, M> agent;
    private final int depthLimit;
    private final int players;
    private final RandomGenerator random;
    private final Deadline deadline;
    private final int playoutPlies;
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
        Deadline deadline,
        int playoutPlies) {
      this.game = game;
      this.playoutPlies = playoutPlies;
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
            node.priors = priors(s, n);
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
     * The priors of the {@code n} moves in {@link #buffer} of the decision node {@code s}, divided
     * by their sum; null without priors.
     */
    private double @Nullable [] priors(S s, int n) {
      MovePriors<S, M> source = agent.settings.priors();
      if (source == null) {
        return null;
      }
      double[] p = new double[n];
      source.weigh(game, s, buffer, n, p);
      double sum = 0;
      for (int i = 0; i < n; i++) {
        double w = p[i];
        if (!(w >= 0 && w < Double.POSITIVE_INFINITY)) {
          throw new IllegalStateException(
              "a prior must be finite and >= 0, got " + w + " at " + game.formatState(s));
        }
        sum += w;
      }
      if (!(sum > 0 && sum < Double.POSITIVE_INFINITY)) {
        throw new IllegalStateException(
            "the priors must have a finite sum above 0, got " + sum + " at " + game.formatState(s));
      }
      for (int i = 0; i < n; i++) {
        p[i] /= sum;
      }
      return p;
    }

    /**
     * Without priors: the first untried move, else the child with the best upper confidence bound
     * for {@code who}. With priors: the child with the best PUCT value (see {@link
     * Builder#priors}).
     */
    private int select(Node<S> node, int who) {
      Node<S>[] children = node.children;
      double[] priors = node.priors;
      if (priors != null) {
        return selectByPriors(node, priors, who);
      }
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
     * The child with the best {@code Q + c P sqrt(N) / (1 + n)} for {@code who}, an untried child's
     * {@code Q} its parent's mean return (0 before the parent has a visit), {@code N} at least 1;
     * the first on ties.
     */
    private int selectByPriors(Node<S> node, double[] priors, int who) {
      Node<S>[] children = node.children;
      double parentMean = node.visits == 0 ? 0 : node.returnSums[who] / node.visits;
      double scale = agent.settings.exploration() * Math.sqrt(Math.max(1, node.visits));
      int best = 0;
      double bestValue = Double.NEGATIVE_INFINITY;
      for (int i = 0; i < children.length; i++) {
        Node<S> c = children[i];
        int n = c == null ? 0 : c.visits;
        double mean = c == null || n == 0 ? parentMean : c.returnSums[who] / n;
        double value = mean + scale * priors[i] / (1 + n);
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
      int maxPlies = playoutPlies;
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
        return Playouts.randomPlayout(game, s, random, plies);
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
