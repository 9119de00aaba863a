package dev.tabula.learn;

import com.google.errorprone.annotations.CheckReturnValue;
import dev.tabula.core.Agent;
import dev.tabula.core.Game;
import dev.tabula.core.GameRecord;
import dev.tabula.core.GameResult;
import dev.tabula.core.Observations;
import dev.tabula.core.Playouts;
import dev.tabula.core.Seeds;
import dev.tabula.search.SearchAgent;
import dev.tabula.search.SearchResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A self-play generator: games between agents, and from every decision in them a training sample
 * ({@link Samples}: the observation, the legal-action mask, a policy target, the final return).
 *
 * <pre>{@code
 * Game<ToguzState, ToguzMove> game = ToguzGame.standard();
 * Agent<ToguzState, ToguzMove> mcts = Mcts.builder().iterations(800).build();
 * Samples s = SelfPlay.of(game, List.of(mcts, mcts)).seed(7).play(0, 100);
 * try (OutputStream out = Files.newOutputStream(Path.of("selfplay-00000.npz"))) {
 *   s.writeNpz(out, false);
 * }
 * }</pre>
 *
 * <h2>A game</h2>
 *
 * Game {@code k} is played from {@link Game#start()} with one generator, a {@link SplittableRandom}
 * seeded with {@link #gameSeed gameSeed(seed, k)}, which draws the chance outcomes ({@link
 * Playouts#sampleChance}) and is handed to the agents: exactly the game {@link Playouts#play(Game,
 * Object, List, java.util.random.RandomGenerator, int) Playouts.play} plays with that generator and
 * {@link #maxPlies}, in the {@link dev.tabula.core.GameLoop} every game is played in. At each
 * decision the agent of the seat to move is asked, and a sample is taken:
 *
 * <ul>
 *   <li>the observation from the mover's viewpoint, {@link
 *       dev.tabula.core.Observations#observationTensor};
 *   <li>the mask, {@link dev.tabula.core.Observations#legalActionMask} (true where it is 1);
 *   <li>the policy: for a {@link SearchAgent} with more than one legal move, the agent is asked
 *       through {@link SearchAgent#search search} with its {@link SearchAgent#defaultBudget()
 *       default budget} (what {@code choose} does for every search of {@code dev.tabula.search}),
 *       {@linkplain SearchAgent#withoutBook without its opening book}, so that every sample is a
 *       search's, and the policy is its root moves' visits divided by their sum (MCTS's policy
 *       target); when the visits are all 0 (alpha-beta, expectimax), and for every other agent or a
 *       single legal move, asked through {@link Agent#choose choose}, the policy is 1 at the move
 *       played;
 *   <li>the return, once the game is over: the mover's {@link GameResult#returns(int)}; 0 for a
 *       game cut off by {@link #maxPlies} unfinished.
 * </ul>
 *
 * Chance nodes give no sample.
 *
 * <h2>Exploration</h2>
 *
 * With {@link #temperaturePlies temperaturePlies(n)}, a decision within the first {@code n} plies
 * of a game (chance plies count) by a search with root visits does not play the search's move: it
 * draws a move with probability proportional to its visits (temperature 1, as AlphaZero's first
 * moves), from the game's generator, so games vary more and stay a function of the seed. The policy
 * target is the visit distribution either way. By default {@code n} is 0, and every game plays the
 * searches' moves. (Dirichlet noise at the root, AlphaZero's other exploration, needs a search with
 * priors; {@code dev.tabula.search.Mcts} is UCT without priors, so there is none.)
 *
 * <p>With {@link #randomPlies randomPlies(n)}, the first {@code n} plies of every game are
 * uniformly random moves (from the game's generator) that give no samples: random openings, which
 * make games of deterministic bots such as alpha-beta differ.
 *
 * <h2>Determinism and shards</h2>
 *
 * {@link #play(long, long) play(from, to)} is a pure function of the game (and so its setup), the
 * agents, the seed, the cap on plies and the range of game indices, provided the agents are (all of
 * {@code dev.tabula.search} are, except time-limited searches): the rows of {@code play(a, c)} are
 * those of {@code play(a, b)} followed by those of {@code play(b, c)}, so shards of a range may be
 * generated anywhere and concatenated ({@link Samples#concat}). The number of threads does not
 * change the result: games run on their own threads and their rows are put in the order of their
 * indices.
 *
 * <p>Immutable and thread-safe when the agents are; the {@code with}-style methods return new
 * generators and leave the one they are called on unchanged (Error Prone flags a discarded copy).
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public final class SelfPlay<S, M> {
  /** The longest game by default: the game's own bound, capped at this. */
  public static final int DEFAULT_MAX_PLIES = 100_000;

  private final Game<S, M> game;
  private final Observations<S> observations;
  private final List<Agent<S, M>> agents;
  private final long seed;
  private final int maxPlies;
  private final int temperaturePlies;
  private final int randomPlies;

  private SelfPlay(
      Game<S, M> game,
      List<Agent<S, M>> agents,
      long seed,
      int maxPlies,
      int temperaturePlies,
      int randomPlies) {
    this.game = game;
    this.observations = Observations.of(game).orElseThrow();
    this.agents = agents;
    this.seed = seed;
    this.maxPlies = maxPlies;
    this.temperaturePlies = temperaturePlies;
    this.randomPlies = randomPlies;
  }

  /**
   * Makes a generator for a game and one agent per seat, with seed 0 and at most {@code
   * min(game.maxGameLength(), 100_000)} plies per game.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @param game the game; it must have observations
   * @param agents one agent per seat, in seat order (the same agent may sit in several seats)
   * @return the generator
   * @throws IllegalArgumentException if the number of agents is not the number of seats, or the
   *     game has no observation tensor
   */
  public static <S, M> SelfPlay<S, M> of(Game<S, M> game, List<? extends Agent<S, M>> agents) {
    Objects.requireNonNull(game, "game");
    if (agents.size() != game.numPlayers()) {
      throw new IllegalArgumentException(
          game.name() + " needs " + game.numPlayers() + " agents, got " + agents.size());
    }
    for (Agent<S, M> a : agents) {
      Objects.requireNonNull(a, "agent");
    }
    if (Observations.of(game).isEmpty()) {
      throw new IllegalArgumentException(
          game.name() + " has no observation tensor, so no self-play samples");
    }
    return new SelfPlay<>(
        game,
        List.copyOf(agents),
        0,
        Math.max(1, Math.min(game.maxGameLength(), DEFAULT_MAX_PLIES)),
        0,
        0);
  }

  /**
   * Returns this generator with another seed.
   *
   * @param newSeed the seed of every game's generator (see {@link #gameSeed})
   * @return a new generator
   */
  @CheckReturnValue
  public SelfPlay<S, M> seed(long newSeed) {
    return new SelfPlay<>(game, agents, newSeed, maxPlies, temperaturePlies, randomPlies);
  }

  /**
   * Returns this generator with another cap on the length of a game: a game still running after
   * that many plies (chance plies count) stops, and its samples get return 0.
   *
   * @param plies the most plies per game, {@code >= 1}
   * @return a new generator
   * @throws IllegalArgumentException if {@code plies < 1}
   */
  @CheckReturnValue
  public SelfPlay<S, M> maxPlies(int plies) {
    if (plies < 1) {
      throw new IllegalArgumentException("maxPlies must be >= 1, got " + plies);
    }
    return new SelfPlay<>(game, agents, seed, plies, temperaturePlies, randomPlies);
  }

  /**
   * Returns this generator with exploration over the first plies of each game: there a search with
   * root visits plays a move drawn in proportion to its visits rather than its best move (see the
   * class description).
   *
   * @param plies the plies from the start (chance plies count) with exploration, {@code >= 0}; 0
   *     for none
   * @return a new generator
   * @throws IllegalArgumentException if {@code plies < 0}
   */
  @CheckReturnValue
  public SelfPlay<S, M> temperaturePlies(int plies) {
    if (plies < 0) {
      throw new IllegalArgumentException("temperaturePlies must be >= 0, got " + plies);
    }
    return new SelfPlay<>(game, agents, seed, maxPlies, plies, randomPlies);
  }

  /**
   * Returns the number of plies from the start of each game with exploration.
   *
   * @return the plies, 0 for none
   */
  public int temperaturePlies() {
    return temperaturePlies;
  }

  /**
   * Returns this generator with random openings: within the first plies of each game (chance plies
   * count) every decision is a uniformly random legal move, drawn from the game's generator, and
   * gives no sample; the bots take over after them. Games of deterministic bots (alpha-beta,
   * expectimax) then differ from one another, as matches' random openings make them.
   *
   * @param plies the plies from the start (chance plies count) played at random, {@code >= 0}; 0
   *     for none
   * @return a new generator
   * @throws IllegalArgumentException if {@code plies < 0}
   */
  @CheckReturnValue
  public SelfPlay<S, M> randomPlies(int plies) {
    if (plies < 0) {
      throw new IllegalArgumentException("randomPlies must be >= 0, got " + plies);
    }
    return new SelfPlay<>(game, agents, seed, maxPlies, temperaturePlies, plies);
  }

  /**
   * Returns the number of plies from the start of each game played at random.
   *
   * @return the plies, 0 for none
   */
  public int randomPlies() {
    return randomPlies;
  }

  /**
   * Returns the game.
   *
   * @return the game
   */
  public Game<S, M> game() {
    return game;
  }

  /**
   * Returns the seed.
   *
   * @return the seed
   */
  public long seed() {
    return seed;
  }

  /**
   * Returns the cap on plies per game.
   *
   * @return the cap
   */
  public int maxPlies() {
    return maxPlies;
  }

  /**
   * Returns the seed of game {@code k}'s generator: {@link Seeds#derive(long, long)}, the one
   * derivation, so that every game has its own stream whatever else is played.
   *
   * @param seed the generator's seed
   * @param k the game's index
   * @return the seed of that game's {@link SplittableRandom}
   */
  public static long gameSeed(long seed, long k) {
    return Seeds.derive(seed, k);
  }

  /** Told about each game as it finishes. */
  @FunctionalInterface
  public interface Listener<S, M> {
    /**
     * Reports a finished game. Called on the thread that played it, so possibly on several threads
     * at once and not in the order of the indices.
     *
     * @param index the game's index
     * @param record the game's record, as {@link Playouts#play} makes it
     * @param samples the samples it gave
     */
    void onGame(long index, GameRecord<S, M> record, int samples);
  }

  /**
   * Plays games {@code from} to {@code to - 1} on the calling thread and returns their samples.
   *
   * @param from the first game's index, {@code >= 0}
   * @param to one past the last game's index, {@code >= from}
   * @return the samples, by game index then ply
   * @throws IllegalArgumentException if the range is not valid
   */
  public Samples play(long from, long to) {
    return play(from, to, 1, (index, record, samples) -> {});
  }

  /**
   * Plays games {@code from} to {@code to - 1} on {@code threads} threads and returns their
   * samples: the same as with one thread.
   *
   * @param from the first game's index, {@code >= 0}
   * @param to one past the last game's index, {@code >= from}
   * @param threads how many games to play at once, {@code >= 1}; with 1, on the calling thread
   * @param listener told about each game as it finishes
   * @return the samples, by game index then ply
   * @throws IllegalArgumentException if the range or the number of threads is not valid
   * @throws CancellationException if the calling thread is interrupted (its interrupt status stays
   *     set)
   */
  public Samples play(long from, long to, int threads, Listener<S, M> listener) {
    if (from < 0 || to < from || to - from > Integer.MAX_VALUE) {
      throw new IllegalArgumentException("not a range of game indices: " + from + " to " + to);
    }
    if (threads < 1) {
      throw new IllegalArgumentException("threads must be >= 1, got " + threads);
    }
    Objects.requireNonNull(listener, "listener");
    int n = (int) (to - from);
    List<Samples> parts = new ArrayList<>(n);
    if (threads == 1 || n <= 1) {
      for (long k = from; k < to; k++) {
        if (Thread.currentThread().isInterrupted()) {
          throw new CancellationException("interrupted");
        }
        parts.add(playGame(k, listener));
      }
    } else {
      ExecutorService pool = Executors.newFixedThreadPool(Math.min(threads, n), daemons());
      try {
        List<Future<Samples>> futures = new ArrayList<>(n);
        for (long k = from; k < to; k++) {
          long index = k;
          futures.add(pool.submit(() -> playGame(index, listener)));
        }
        for (Future<Samples> f : futures) {
          parts.add(f.get());
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new CancellationException("interrupted");
      } catch (ExecutionException e) {
        Throwable cause = e.getCause();
        if (cause instanceof RuntimeException r) {
          throw r;
        }
        if (cause instanceof Error r) {
          throw r;
        }
        throw new IllegalStateException(cause);
      } finally {
        pool.shutdownNow();
      }
    }
    if (parts.isEmpty()) {
      return emptySamples();
    }
    return Samples.concat(parts);
  }

  private Samples emptySamples() {
    return new Samples(
        observations.observationShape(),
        game.numDistinctActions(),
        new float[0],
        new boolean[0],
        new float[0],
        new float[0],
        new long[0],
        new int[0]);
  }

  private static ThreadFactory daemons() {
    AtomicInteger count = new AtomicInteger();
    return r -> {
      Thread t = new Thread(r, "tabula-selfplay-" + count.incrementAndGet());
      t.setDaemon(true);
      return t;
    };
  }

  /** Plays game {@code k} and returns its samples. */
  private Samples playGame(long k, Listener<S, M> listener) {
    SplittableRandom random = new SplittableRandom(gameSeed(seed, k));
    Sampler sampler = new Sampler(game.start());
    List<Agent<S, M>> seats = new ArrayList<>();
    for (int p = 0; p < agents.size(); p++) {
      int who = p;
      seats.add((g, s, r) -> sampler.decide(who, s, random));
    }
    GameRecord<S, M> record = Playouts.play(game, sampler.last, seats, random, maxPlies, sampler);
    S end = sampler.last;
    Rows rows = sampler.rows;
    double[] result = game.isTerminal(end) ? game.result(end).returns() : new double[seats.size()];
    rows.finish(result);
    listener.onGame(k, record, rows.count);
    return rows.toSamples(observations.observationShape(), k);
  }

  /**
   * One game's samples: {@link Playouts#play} asks it for every decision, in place of the seat's
   * agent, and tells it every ply.
   */
  private final class Sampler implements Playouts.PlyListener<S, M> {
    final Agent<S, M> opening = Agent.uniformRandom();

    final Rows rows = new Rows(observations.observationSize(), game.numDistinctActions());
    final float[] mask = new float[game.numDistinctActions()];
    int plies;
    S last;

    Sampler(S start) {
      this.last = start;
    }

    /**
     * Takes the sample of seat {@code who}'s decision in {@code s} and returns its move; within the
     * random opening, a random move and no sample.
     */
    M decide(int who, S s, SplittableRandom random) {
      if (plies < randomPlies) {
        return opening.choose(game, s, random);
      }
      int row = rows.sample(observations, s, who, plies, mask);
      boolean explore = plies < temperaturePlies;
      return SelfPlay.this.decide(
          agents.get(who), s, random, rows.policy, row * rows.actions, explore);
    }

    @Override
    public void onPly(int ply, S before, M move, S after) {
      plies = ply;
      last = after;
    }
  }

  /**
   * Asks the agent for a move and writes the policy target at {@code policy[at..]}; when {@code
   * explore}, a search with visits plays a move drawn in proportion to them.
   */
  private M decide(
      Agent<S, M> agent, S s, SplittableRandom random, float[] policy, int at, boolean explore) {
    if (agent instanceof SearchAgent<S, M> booked && game.legalMoves(s).size() > 1) {
      SearchAgent<S, M> search = booked.withoutBook();
      SearchResult<M> r = search.search(game, s, search.defaultBudget(), random);
      long total = 0;
      for (SearchResult.RootMove<M> root : r.rootMoves()) {
        total += root.visits();
      }
      if (total > 0) {
        for (SearchResult.RootMove<M> root : r.rootMoves()) {
          policy[at + game.actionId(s, root.move())] = (float) ((double) root.visits() / total);
        }
        if (explore) {
          long pick = random.nextLong(total);
          for (SearchResult.RootMove<M> root : r.rootMoves()) {
            pick -= root.visits();
            if (pick < 0) {
              return root.move();
            }
          }
        }
        return r.move();
      }
      policy[at + game.actionId(s, r.move())] = 1;
      return r.move();
    }
    M m = agent.choose(game, s, random);
    policy[at + game.actionId(s, m)] = 1;
    return m;
  }
}
