package dev.tabula.match;

import com.google.errorprone.annotations.CanIgnoreReturnValue;
import com.google.errorprone.annotations.CheckReturnValue;
import dev.tabula.core.Agent;
import dev.tabula.core.Game;
import dev.tabula.core.GameLoop;
import dev.tabula.core.GameResult;
import dev.tabula.core.Player;
import dev.tabula.core.PlayerFailure;
import dev.tabula.core.Playouts;
import dev.tabula.core.Seeds;
import dev.tabula.core.TimeControl;
import dev.tabula.core.TimeLeft;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * A match between bots: the referee. A match is an immutable description (the game, the bots, how
 * many games, the openings, the seed, ...) built fluently, each setter returning a changed copy and
 * leaving the match it is called on unchanged (Error Prone flags a discarded copy); {@link #run}
 * plays it:
 *
 * <pre>{@code
 * MatchResult r = Match.of(game)
 *     .bots(Bot.of("mcts", Mcts.builder().iterations(1000).build()),
 *         Bot.of("random", Agent.uniformRandom()))
 *     .games(200)
 *     .concurrency(2)
 *     .seed(42)
 *     .run((g, soFar) -> System.out.println(g.record().format(game)));
 * }</pre>
 *
 * <h2>Fairness</h2>
 *
 * There are as many bots as the game has seats. Every opening is played once from every rotation of
 * the seats: with {@code n} seats, games {@code n*k .. n*k+n-1} play opening {@code k}, and in game
 * {@code n*k+r} bot {@code b} sits at seat {@code (b + r) mod n} (a pair for two players, all
 * {@code n} cyclic rotations for more). The planned number of games is rounded up to a whole number
 * of rotations. Chance outcomes (dice, deals) are drawn from a generator seeded per opening, so the
 * games of one opening see the same luck for as long as their moves agree.
 *
 * <h2>Openings</h2>
 *
 * By default every game starts at {@link Game#start()}. {@link #openings} gives positions, used in
 * turn (opening {@code k} is position {@code k mod size}); {@link #randomOpenings} makes opening
 * {@code k} by playing that many uniformly random plies (chance outcomes included) from the start
 * with a generator seeded by the match seed and {@code k}, retrying when the game ends first.
 *
 * <h2>Determinism</h2>
 *
 * Games are played on {@link #concurrency} threads, but everything a game does is seeded by the
 * match seed and the game's number: the openings, the chance outcomes, and the generator each
 * in-process agent gets. Games are counted, and the listener told, in the order of their numbers.
 * So for one seed the counted games, their records and the statistics are the same whatever the
 * concurrency, as long as the bots are deterministic for their seed (time-limited bots are not).
 *
 * <h2>Misbehaving bots</h2>
 *
 * Every game is played by the {@link GameLoop}, with each bot's {@link Player} opened for the game
 * as its seat is started. A bot that throws {@link PlayerFailure} (an illegal move, a malformed
 * answer, a timeout, a crash; for in-process agents also an exception or an illegal or null move)
 * loses the game: in a two-player game the other bot wins; with more players it is ranked last and
 * the others share first place. The record says why in its {@code Termination} tag ({@code seat 1
 * (NAME) forfeits, } and {@link PlayerFailure#describe()}). A game that reaches {@link #maxPlies}
 * without ending is adjudicated a draw (everybody shares first place), also with a {@code
 * Termination} tag. Any other exception is a bug of the engine or the listener: the match stops and
 * {@link #run} throws it.
 *
 * <h2>Sequential test</h2>
 *
 * With {@link #sprt} (two-player games only), the log-likelihood ratio is computed after each
 * counted pair (both games of an opening) and the match stops when it accepts H0 or H1; the games
 * after that pair are not counted.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
@CheckReturnValue
public final class Match<S, M> {

  /** The default ply limit for games whose rules set none ({@link Game#maxGameLength()}). */
  public static final int DEFAULT_MAX_PLIES = 100_000;

  /**
   * The default of {@link #maxHandshakeFailures}: a bot that failed to start in 3 of its games in a
   * row stops the match.
   */
  public static final int DEFAULT_MAX_HANDSHAKE_FAILURES = 3;

  /** The listener of {@link #run()}: nobody is told, so nothing is made for it per game. */
  private static final MatchListener<Object, Object> NO_LISTENER = (game, soFar) -> {};

  /** How many times a random opening is redrawn when the random plies end the game. */
  private static final int OPENING_ATTEMPTS = 1000;

  /** The finished games a referee holds in its array, waiting to be counted: 2^SLOT_BITS. */
  private static final int SLOT_BITS = 10;

  private static final int SLOTS = 1 << SLOT_BITS;

  private final Game<S, M> game;
  private final List<Bot<S, M>> bots;
  private final long games;
  private final int concurrency;
  private final List<S> openings;
  private final int randomPlies;
  private final long seed;
  private final @Nullable Duration moveTime;
  private final @Nullable TimeControl clock;
  private final int maxPlies;
  private final @Nullable Sprt sprt;
  private final int maxHandshakeFailures;

  /** The settings this match was made from, kept to copy: never changed after construction. */
  private final Draft<S, M> settings;

  private Match(Draft<S, M> d) {
    this.settings = d;
    this.game = d.game;
    this.bots = d.bots;
    this.games = d.games;
    this.concurrency = d.concurrency;
    this.openings = d.openings;
    this.randomPlies = d.randomPlies;
    this.seed = d.seed;
    this.moveTime = d.moveTime;
    this.clock = d.clock;
    this.maxPlies = d.maxPlies;
    this.sprt = d.sprt;
    this.maxHandshakeFailures = d.maxHandshakeFailures;
  }

  /**
   * The settings of a match: a wither changes some on a copy, and the match made from it freezes
   * them.
   */
  private static final class Draft<S, M> implements Cloneable {
    final Game<S, M> game;
    List<Bot<S, M>> bots = List.of();
    long games;
    int concurrency = Runtime.getRuntime().availableProcessors();
    List<S> openings = List.of();
    int randomPlies;
    long seed = new SplittableRandom().nextLong();
    @Nullable Duration moveTime;
    @Nullable TimeControl clock;
    int maxPlies;
    @Nullable Sprt sprt;
    int maxHandshakeFailures = DEFAULT_MAX_HANDSHAKE_FAILURES;

    Draft(Game<S, M> game) {
      this.game = game;
      this.games = game.numPlayers();
      this.maxPlies = Math.min(game.maxGameLength(), DEFAULT_MAX_PLIES);
    }

    @SuppressWarnings("unchecked")
    Draft<S, M> copy() {
      try {
        return (Draft<S, M>) super.clone();
      } catch (CloneNotSupportedException e) {
        throw new AssertionError(e);
      }
    }
  }

  /** Throws {@code what must be >= min, got value} when the value is below {@code min}. */
  private static void atLeast(String what, long value, long min) {
    if (value < min) {
      throw new IllegalArgumentException(what + " must be >= " + min + ", got " + value);
    }
  }

  /** This match with some settings changed. */
  private Match<S, M> with(Consumer<Draft<S, M>> change) {
    Draft<S, M> d = settings.copy();
    change.accept(d);
    return new Match<>(d);
  }

  /**
   * A match of the game with its defaults: no bots yet, one rotation of games, as many threads as
   * the machine has processors, every game from the start, a fresh seed, no time limit, the game's
   * own ply limit (at most {@link #DEFAULT_MAX_PLIES}), no sequential test, and a stop when a bot
   * failed to start in {@value #DEFAULT_MAX_HANDSHAKE_FAILURES} games in a row.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @param game the game, with its setup
   * @return the match
   */
  public static <S, M> Match<S, M> of(Game<S, M> game) {
    Objects.requireNonNull(game, "game");
    return new Match<>(new Draft<>(game));
  }

  /**
   * Returns this match with these bots, one per seat; bot {@code i} sits at seat {@code i} in the
   * first game of each opening.
   *
   * @param newBots the bots, as many as the game has seats
   * @return the new match
   * @throws IllegalArgumentException if the number of bots is not the game's number of players
   */
  public Match<S, M> bots(List<? extends Bot<S, M>> newBots) {
    List<Bot<S, M>> copy = List.copyOf(newBots);
    if (copy.size() != game.numPlayers()) {
      throw new IllegalArgumentException(
          game.name()
              + " has "
              + game.numPlayers()
              + " seats: a match needs "
              + game.numPlayers()
              + " bots, got "
              + copy.size());
    }
    return with(d -> d.bots = copy);
  }

  /**
   * Returns this match with these bots, one per seat.
   *
   * @param newBots the bots
   * @return the new match
   * @throws IllegalArgumentException if the number of bots is not the game's number of players
   */
  @SafeVarargs
  public final Match<S, M> bots(Bot<S, M>... newBots) {
    return bots(Arrays.asList(newBots));
  }

  /**
   * Returns this match with in-process agents as bots, named {@code bot1}, {@code bot2}, ...; each
   * agent is shared by all games, so it must be thread-safe (see {@link Bot#of}).
   *
   * @param agents the agents, one per seat
   * @return the new match
   * @throws IllegalArgumentException if the number of agents is not the game's number of players
   */
  @SafeVarargs
  public final Match<S, M> agents(Agent<S, M>... agents) {
    List<Bot<S, M>> list = new ArrayList<>();
    for (int i = 0; i < agents.length; i++) {
      list.add(Bot.of("bot" + (i + 1), agents[i]));
    }
    return bots(list);
  }

  /**
   * Returns this match with a number of games, rounded up to whole rotations (see {@link
   * #plannedGames}).
   *
   * @param n the games, {@code >= 1}
   * @return the new match
   * @throws IllegalArgumentException if {@code n < 1}
   */
  public Match<S, M> games(long n) {
    atLeast("games", n, 1);
    return with(d -> d.games = n);
  }

  /**
   * Returns this match played on {@code k} threads.
   *
   * @param k the number of games at once, {@code >= 1}
   * @return the new match
   * @throws IllegalArgumentException if {@code k < 1}
   */
  public Match<S, M> concurrency(int k) {
    atLeast("concurrency", k, 1);
    return with(d -> d.concurrency = k);
  }

  /**
   * Returns this match with openings from these positions, used in turn; replaces random openings.
   *
   * @param positions the positions, at least one, none of them over
   * @return the new match
   * @throws IllegalArgumentException if the list is empty or a position is terminal
   */
  public Match<S, M> openings(List<? extends S> positions) {
    List<S> copy = List.copyOf(positions);
    if (copy.isEmpty()) {
      throw new IllegalArgumentException("no openings");
    }
    for (int i = 0; i < copy.size(); i++) {
      if (game.isTerminal(copy.get(i))) {
        throw new IllegalArgumentException(
            "opening " + (i + 1) + " is a finished game: " + game.formatState(copy.get(i)));
      }
    }
    return with(
        d -> {
          d.openings = copy;
          d.randomPlies = 0;
        });
  }

  /**
   * Returns this match with openings made by {@code plies} random plies from the start; replaces
   * the openings given by {@link #openings}. Zero plies starts every game at the start.
   *
   * @param plies the random plies, {@code >= 0}
   * @return the new match
   * @throws IllegalArgumentException if {@code plies < 0}
   */
  public Match<S, M> randomOpenings(int plies) {
    atLeast("random opening plies", plies, 0);
    return with(
        d -> {
          d.openings = List.of();
          d.randomPlies = plies;
        });
  }

  /**
   * Returns this match with a seed: the openings, the chance outcomes and the in-process agents'
   * generators all derive from it.
   *
   * @param newSeed the seed
   * @return the new match
   */
  public Match<S, M> seed(long newSeed) {
    return with(d -> d.seed = newSeed);
  }

  /**
   * Returns this match with a game clock ({@link GameLoop#clock}): each bot's clock starts at the
   * control's base time in every game and gains the increment after each of its moves, and a bot
   * whose move takes longer than its clock showed loses the game on time, in-process bots too. The
   * search bots of {@code dev.tabula.search} manage it ({@link
   * dev.tabula.search.SearchAgent#search(Game, Object, dev.tabula.core.TimeLeft,
   * java.util.random.RandomGenerator)}); external programs are told it on a {@code clock} line
   * before each {@code go}. Records carry it in a {@code TimeControl} tag ({@link
   * TimeControl#tag()}). With a {@linkplain #moveTime time per move} as well, a move may take the
   * lesser of the two.
   *
   * @param control the time control, or null for no clock (the default)
   * @return the new match
   */
  public Match<S, M> clock(@Nullable TimeControl control) {
    return with(d -> d.clock = control);
  }

  /**
   * Returns this match with a time per move: external bots that do not answer within it lose the
   * game; in-process agents are told it.
   *
   * @param time the time per move, positive, or null for no limit
   * @return the new match
   * @throws IllegalArgumentException if the time is zero or negative
   */
  public Match<S, M> moveTime(@Nullable Duration time) {
    if (time != null && (time.isNegative() || time.isZero())) {
      throw new IllegalArgumentException("move time must be positive: " + time);
    }
    return with(d -> d.moveTime = time);
  }

  /**
   * Returns this match with a ply limit (chance outcomes count): a game that reaches it is
   * adjudicated a draw.
   *
   * @param plies the limit, {@code >= 1}
   * @return the new match
   * @throws IllegalArgumentException if {@code plies < 1}
   */
  public Match<S, M> maxPlies(int plies) {
    atLeast("the ply limit", plies, 1);
    return with(d -> d.maxPlies = plies);
  }

  /**
   * Returns this match with a sequential test of bot 0 against bot 1: the match stops when it
   * accepts H0 or H1, or when the planned games are played.
   *
   * @param test the test, or null for none
   * @return the new match
   * @throws IllegalArgumentException if the game does not have two players
   */
  public Match<S, M> sprt(@Nullable Sprt test) {
    if (test != null && game.numPlayers() != 2) {
      throw new IllegalArgumentException(
          "a sequential test needs a two-player game; "
              + game.name()
              + " has "
              + game.numPlayers()
              + " players");
    }
    return with(d -> d.sprt = test);
  }

  /**
   * Returns this match stopped when a bot failed to start in {@code n} of its games in a row: its
   * {@link Bot#open} failed (an external bot's program could not be started, or exited, answered
   * wrongly or was silent before it said {@code ready}). Such a game is lost by the bot, as any
   * failure; a game the bot opened resets its count. When the count reaches {@code n}, the games up
   * to that one are counted, no more are started, and {@link #run} throws {@link BotStartException}
   * with the standing so far: a program that never gets ready would otherwise lose every game, each
   * after the whole handshake time.
   *
   * @param n the failures in a row that stop the match, {@code >= 1}; or 0 never to stop
   * @return the new match
   * @throws IllegalArgumentException if {@code n < 0}
   */
  public Match<S, M> maxHandshakeFailures(int n) {
    atLeast("max handshake failures", n, 0);
    return with(d -> d.maxHandshakeFailures = n);
  }

  /**
   * Returns the failures to start in a row that stop the match (see {@link
   * #maxHandshakeFailures(int)}), 0 for never.
   *
   * @return the number
   */
  public int maxHandshakeFailures() {
    return maxHandshakeFailures;
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
   * Returns the bots, in the order of {@link #bots(List)}.
   *
   * @return an unmodifiable list
   */
  public List<Bot<S, M>> bots() {
    return bots;
  }

  /**
   * Returns the number of games the match plays unless a sequential test stops it: the games asked
   * for, rounded up to a multiple of the number of seats.
   *
   * @return the planned games
   */
  public long plannedGames() {
    long n = game.numPlayers();
    return (games + n - 1) / n * n;
  }

  /**
   * Returns the number of threads.
   *
   * @return the concurrency
   */
  public int concurrency() {
    return concurrency;
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
   * Returns the game clock, if the match has one ({@link #clock(TimeControl)}).
   *
   * @return the time control, or null for none
   */
  public @Nullable TimeControl clock() {
    return clock;
  }

  /**
   * Returns the opening of number {@code k}: a given position, or the start after the random plies,
   * as the class description says.
   *
   * @param k the opening's number, {@code >= 0}
   * @return the position
   * @throws IllegalArgumentException if {@code k < 0}, or no random opening could be found (the
   *     random plies end every game tried)
   */
  public S opening(long k) {
    if (k < 0) {
      throw new IllegalArgumentException("negative opening number " + k);
    }
    if (!openings.isEmpty()) {
      return openings.get((int) (k % openings.size()));
    }
    if (randomPlies == 0) {
      return game.start();
    }
    for (int attempt = 0; attempt < OPENING_ATTEMPTS; attempt++) {
      SplittableRandom random = new SplittableRandom(derive(seed, k, -2 - attempt));
      S s = game.start();
      for (int ply = 0; ply < randomPlies && !game.isTerminal(s); ply++) {
        M m;
        if (game.currentPlayer(s) == Game.CHANCE) {
          m = Playouts.sampleChance(game.chanceOutcomes(s), random);
        } else {
          List<M> legal = game.legalMoves(s);
          m = legal.get(random.nextInt(legal.size()));
        }
        s = game.apply(s, m);
      }
      if (!game.isTerminal(s)) {
        return s;
      }
    }
    throw new IllegalArgumentException(
        "no opening of "
            + randomPlies
            + " random plies: "
            + OPENING_ATTEMPTS
            + " tries all ended the game; use fewer plies");
  }

  /**
   * Plays the match without a listener.
   *
   * @return the final standing
   * @throws IllegalStateException if no bots were given
   * @throws BotStartException if a bot cannot play: before the first game, or after it failed to
   *     start in {@link #maxHandshakeFailures} games in a row
   */
  public MatchResult run() {
    @SuppressWarnings("unchecked") // it never looks at a state or move
    MatchListener<S, M> none = (MatchListener<S, M>) (MatchListener<?, ?>) NO_LISTENER;
    return run(none);
  }

  /**
   * Plays the match: games on {@link #concurrency} threads, counted in the order of their numbers,
   * each one told to the listener as it is counted. Returns when every planned game is counted,
   * when the sequential test decides, or when the calling thread is interrupted (then the games
   * already finished are counted and the status is {@link MatchResult.Status#INTERRUPTED}; games
   * still being played are abandoned). At the end every bot is {@linkplain Bot#close closed}.
   *
   * <p>Before the first game every bot is {@linkplain Bot#prepare prepared}: a bot that cannot play
   * at all (an external bot whose program cannot be started) stops the match before it begins. A
   * bot that failed to start in {@link #maxHandshakeFailures} of its games in a row stops it after
   * those games are counted and told to the listener.
   *
   * @param listener told about each game as it is counted
   * @return the final standing
   * @throws IllegalStateException if no bots were given
   * @throws BotStartException if a bot cannot play: its {@link BotStartException#result() result}
   *     is null when the match stopped before its first game, else the standing of the games
   *     counted
   * @throws RuntimeException whatever the engine or the listener threw (not a bot's failure, which
   *     loses the bot its game)
   */
  @CanIgnoreReturnValue // the listener may be what the caller wants
  public MatchResult run(MatchListener<S, M> listener) {
    Objects.requireNonNull(listener, "listener");
    if (bots.isEmpty()) {
      throw new IllegalStateException("no bots: give them with bots(...) or agents(...)");
    }
    try {
      prepareBots();
      return new Referee(listener, 0, plannedGames()).play();
    } finally {
      for (Bot<S, M> b : bots) {
        b.close();
      }
    }
  }

  /**
   * Plays one shard of the match: only games {@code from} to {@code to - 1} of the planned games,
   * each exactly as {@link #run(MatchListener)} plays it (the same opening, seats, chance outcomes
   * and agents' generators), on {@link #concurrency} threads, counted in the order of their
   * numbers. The range must be whole rotations, so that every opening of the shard is played from
   * every seat and the two-player pairs are in it. The result counts the shard's games (its {@link
   * MatchResult#plannedGames()} stays the whole match's); the results of the shards of a match, in
   * any order, add up with {@link MatchResult#plus} to what {@link #run(MatchListener)} returns.
   * Interruption, bot failures and bots that cannot play behave as in {@link #run(MatchListener)}
   * (a shard counts the failures to start in a row within its games); at the end every bot is
   * {@linkplain Bot#close closed}.
   *
   * @param from the first game's number, a multiple of the number of seats
   * @param to one past the last game's number, a multiple of the number of seats, {@code > from}
   *     and at most {@link #plannedGames()}
   * @param listener told about each game as it is counted
   * @return the standing of the shard's games
   * @throws IllegalArgumentException if the range is not whole rotations within the planned games,
   *     or the match has a sequential test (which decides in the order of the games)
   * @throws IllegalStateException if no bots were given
   * @throws BotStartException if a bot cannot play, as for {@link #run(MatchListener)}
   * @throws RuntimeException whatever the engine or the listener threw
   */
  @CanIgnoreReturnValue // the listener may be what the caller wants
  public MatchResult run(long from, long to, MatchListener<S, M> listener) {
    Objects.requireNonNull(listener, "listener");
    int n = game.numPlayers();
    if (from < 0 || to <= from || to > plannedGames() || from % n != 0 || to % n != 0) {
      throw new IllegalArgumentException(
          "a shard is whole rotations of "
              + n
              + " games within the "
              + plannedGames()
              + " planned: not games "
              + from
              + " to "
              + to);
    }
    if (sprt != null) {
      throw new IllegalArgumentException(
          "a match with a sequential test is played whole, not in shards");
    }
    if (bots.isEmpty()) {
      throw new IllegalStateException("no bots: give them with bots(...) or agents(...)");
    }
    try {
      prepareBots();
      return new Referee(listener, from, to).play();
    } finally {
      for (Bot<S, M> b : bots) {
        b.close();
      }
    }
  }

  /**
   * Prepares every bot ({@link Bot#prepare}), in order, as {@link #run} does before the first game:
   * to find a bot that cannot play at all (an external bot whose program cannot be started) before
   * anything else is done. {@link #run} then uses what was prepared. When a bot cannot play, every
   * bot is {@linkplain Bot#close closed}.
   *
   * @throws BotStartException if a bot cannot play; its message names the bot and says why, and its
   *     {@link BotStartException#result() result} is null
   */
  public void prepareBots() {
    for (Bot<S, M> b : bots) {
      try {
        b.prepare();
      } catch (PlayerFailure f) {
        for (Bot<S, M> c : bots) {
          c.close();
        }
        throw new BotStartException(b.name(), b.name() + " " + f.getMessage(), null, f);
      }
    }
  }

  /**
   * A finished game as a worker hands it over to the counting: what the statistics need, and the
   * game to tell the listener (null when there is none, and so no record was made).
   */
  private record Finished<S, M>(
      long index,
      GameResult result,
      int forfeitedBy,
      int seatsOpened,
      @Nullable PlayerFailure openFailure,
      @Nullable MatchGame<S, M> game) {}

  /**
   * The slot of game {@code i} among the referee's {@link #SLOTS}: its number modulo {@code SLOTS},
   * with the low bits rotated so that consecutive games (played on different threads) use slots 16
   * apart, on different cache lines.
   */
  private static int slot(long i) {
    int s = (int) i & (SLOTS - 1);
    return (s << 4 | s >>> (SLOT_BITS - 4)) & (SLOTS - 1);
  }

  /**
   * One run of the match: the workers, the counting in order, the state so far.
   *
   * <p>The counting is done by whichever worker finds the lock free when it hands a game over; the
   * others go on playing. Per game, what the threads share is kept small: a finished game goes into
   * a slot of an array indexed by its number, the statistics are counted in place (immutable copies
   * are made only when a standing is asked for), and without a listener no record is made.
   */
  private final class Referee {
    private final MatchListener<S, M> listener;

    /** Whether the games are told to a listener: without one, no record is made. */
    private final boolean recording;

    private final long planned = plannedGames();
    private final int n = game.numPlayers();

    /** The games played: {@code first .. end - 1}. */
    private final long first;

    private final long end;

    /** For each rotation {@code r}, the bot at each seat in the games {@code n*k+r}. */
    private final int[][] botAtSeat;

    /** {@link #botAtSeat} as lists, for the games told to the listener. */
    private final List<List<Integer>> botAtSeatLists;

    /** For each rotation, the record's {@code Bots} tag: the bots' names in seat order. */
    private final List<String> botsTags;

    /** The bots' names, made once. */
    private final List<String> botNames;

    /**
     * For each rotation, the loop its games are played in: the match's ply limit (a draw there),
     * time per move and bots' names by seat; moves kept only for a listener.
     */
    private final List<GameLoop<S, M>> loops;

    private final AtomicLong next;

    /** Games from this number on are not started (lowered when the match stops). */
    private volatile long limit;

    private volatile boolean closed;

    /**
     * The games finished but not yet counted, which workers hand over without locking: game {@code
     * i} waits in slot {@link #slot slot(i)} when it is fewer than {@link #SLOTS} games ahead of
     * the counting (so the slot is free: the game {@code SLOTS} before it is counted), else in
     * {@link #overflow} (a game far ahead of one that takes long).
     */
    private final AtomicReferenceArray<Finished<S, M>> slots = new AtomicReferenceArray<>(SLOTS);

    private final ConcurrentHashMap<Long, Finished<S, M>> overflow = new ConcurrentHashMap<>();

    /**
     * Guards the counting and what follows: one thread at a time counts the finished games that are
     * next in order. A worker that finds it taken goes on playing; the holder counts its game.
     */
    private final ReentrantLock counting = new ReentrantLock();

    // Guarded by counting: the next game to count, what the counted games say, the failure.
    private long nextToCount;
    private final Tally tally;
    private @Nullable RuntimeException failure;

    /** {@link #nextToCount} as last published, read without the lock. */
    private volatile long nextToCountVolatile;

    Referee(MatchListener<S, M> listener, long first, long end) {
      this.listener = listener;
      this.first = first;
      this.end = end;
      this.next = new AtomicLong(first);
      this.limit = end;
      this.nextToCount = first;
      this.nextToCountVolatile = first;
      this.recording = listener != NO_LISTENER;
      List<String> names = new ArrayList<>();
      for (Bot<S, M> b : bots) {
        names.add(b.name());
      }
      this.botNames = List.copyOf(names);
      this.botAtSeat = new int[n][n];
      List<List<Integer>> lists = new ArrayList<>();
      List<String> tags = new ArrayList<>();
      List<GameLoop<S, M>> rotationLoops = new ArrayList<>();
      GameLoop<S, M> loop =
          GameLoop.of(game)
              .maxPlies(maxPlies)
              .drawAtPlyLimit(true)
              .moveTime(moveTime)
              .clock(clock)
              .recordMoves(recording);
      for (int r = 0; r < n; r++) {
        List<Integer> list = new ArrayList<>();
        List<String> seatNames = new ArrayList<>();
        for (int s = 0; s < n; s++) {
          botAtSeat[r][s] = Math.floorMod(s - r, n);
          list.add(botAtSeat[r][s]);
          seatNames.add(botNames.get(botAtSeat[r][s]));
        }
        lists.add(List.copyOf(list));
        tags.add(String.join(",", seatNames));
        rotationLoops.add(loop.names(seatNames));
      }
      this.botAtSeatLists = List.copyOf(lists);
      this.botsTags = List.copyOf(tags);
      this.loops = List.copyOf(rotationLoops);
      this.tally = new Tally();
    }

    /**
     * Plays the games; throws {@link BotStartException} with the standing if a bot failed to start
     * too often in a row.
     */
    MatchResult play() {
      MatchResult r = run();
      if (r.status() == MatchResult.Status.BOT_FAILED) {
        throw tally.botFailed(r);
      }
      return r;
    }

    private MatchResult run() {
      int threads = (int) Math.min(concurrency, end - first);
      List<Thread> workers = new ArrayList<>();
      for (int i = 0; i < threads; i++) {
        Thread t = new Thread(this::work, "tabula-match-" + (i + 1));
        t.setDaemon(true);
        workers.add(t);
        t.start();
      }
      try {
        for (Thread t : workers) {
          t.join();
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return interrupted();
      }
      counting.lock();
      try {
        countReady(); // what a worker left when it could not take the lock at its end
        RuntimeException f = failure;
        if (f != null) {
          throw f;
        }
        return tally.result(MatchResult.Status.FINISHED);
      } finally {
        counting.unlock();
      }
    }

    /** A worker: plays the next game until there is none. */
    private void work() {
      while (true) {
        long i = next.getAndIncrement();
        if (i >= limit) {
          return;
        }
        try {
          deliver(play(i));
        } catch (RuntimeException | Error e) {
          fail(e);
          return;
        }
      }
    }

    private void fail(Throwable e) {
      counting.lock();
      try {
        if (failure == null) {
          failure = e instanceof RuntimeException r ? r : new IllegalStateException(e);
        }
        closed = true;
        limit = -1;
      } finally {
        counting.unlock();
      }
    }

    /**
     * Hands a finished game over and, when it is the next to count, counts it and the games ready
     * after it, unless another thread is counting: then that thread counts this game too (it looks
     * again after letting go), and this worker goes on playing. A game that is not the next to
     * count is left to the thread that counts the one before it: that thread publishes {@link
     * #nextToCountVolatile} before it looks for this game, and this worker read it after handing
     * the game over, so one of them sees the other.
     */
    private void deliver(Finished<S, M> f) {
      if (closed) {
        return;
      }
      long i = f.index();
      if (i - nextToCountVolatile < SLOTS) {
        slots.set(slot(i), f);
      } else {
        overflow.put(i, f);
      }
      if (nextToCountVolatile != i) {
        return;
      }
      while (!closed && counting.tryLock()) {
        try {
          countReady();
        } finally {
          counting.unlock();
        }
        // A game handed over while the lock was held, by a worker that could not take it.
        if (!ready(nextToCountVolatile)) {
          return;
        }
      }
    }

    /** Whether game {@code i} is handed over. */
    private boolean ready(long i) {
      Finished<S, M> f = slots.get(slot(i));
      return (f != null && f.index() == i) || (!overflow.isEmpty() && overflow.containsKey(i));
    }

    /** Takes game {@code i} if it is handed over; the caller holds the lock. */
    private @Nullable Finished<S, M> take(long i) {
      int s = slot(i);
      Finished<S, M> f = slots.get(s);
      if (f != null && f.index() == i) {
        slots.set(s, null);
        return f;
      }
      return overflow.isEmpty() ? null : overflow.remove(i);
    }

    /** Counts the finished games that are next in order; the caller holds the lock. */
    private void countReady() {
      Finished<S, M> f;
      while (!closed && (f = take(nextToCount)) != null) {
        count(f);
        nextToCount++;
        nextToCountVolatile = nextToCount;
      }
    }

    /** On interruption: stop, count what is finished (in order, past any gaps), and report. */
    private MatchResult interrupted() {
      counting.lock();
      try {
        limit = -1;
        if (!closed) {
          TreeMap<Long, Finished<S, M>> left = new TreeMap<>(overflow);
          for (int s = 0; s < SLOTS; s++) {
            Finished<S, M> f = slots.getAndSet(s, null);
            if (f != null) {
              left.put(f.index(), f);
            }
          }
          overflow.clear();
          for (Finished<S, M> f : left.values()) {
            if (f.index() >= nextToCount) {
              count(f);
            }
          }
          closed = true;
        }
        return tally.result(MatchResult.Status.INTERRUPTED);
      } finally {
        counting.unlock();
      }
    }

    /** Counts one game and tells the listener; the caller holds the lock. */
    private void count(Finished<S, M> f) {
      if (tally.add(f)) {
        closed = true; // the sequential test decided
        limit = -1;
      }
      MatchGame<S, M> g = f.game();
      if (g != null) {
        Supplier<MatchResult> soFar = tally.later();
        try {
          listener.gameFinished(g, soFar);
        } catch (RuntimeException e) {
          fail(e);
        }
      }
    }

    /**
     * What the counted games say, counted in place: the table, the pairs, the sequential test and
     * the forfeits. Owned by the thread that holds the lock; immutable results are made from it
     * only when asked for. Apart from the referee's other fields, which the workers read for every
     * game, so that counting does not write where they read.
     */
    private final class Tally {
      private final Standings.Counter standings = new Standings.Counter(n);
      private Pentanomial pairs = Pentanomial.ZERO;

      /** The opening of a pair whose first game is counted and second is not yet, or -1. */
      private long halfPairOpening = -1;

      /** Bot 0's points in the first game of {@link #halfPairOpening}. */
      private double halfPairPoints;

      private double llr = Double.NaN;
      private final long[] forfeits = new long[n];
      private List<Long> forfeitList = forfeitList();
      private MatchResult.Status status = MatchResult.Status.RUNNING;

      /** Per bot, the games in a row (in the order counted) in which it failed to start. */
      private final int[] startFailures = new int[n];

      /** The bot that failed to start too often in a row, and its last failure, once it has. */
      private int failedBot = -1;

      private @Nullable PlayerFailure lastStartFailure;
      private long lastStartFailureGame;

      /**
       * Counts a game.
       *
       * @return whether the match stops with it: the sequential test decided (the status is then
       *     {@code SPRT_STOPPED}) or a bot failed to start too often in a row ({@code BOT_FAILED})
       */
      boolean add(Finished<S, M> f) {
        boolean stop = addScores(f);
        int[] seats = botAtSeat[(int) (f.index() % n)];
        for (int s = 0; s < f.seatsOpened(); s++) {
          startFailures[seats[s]] = 0;
        }
        PlayerFailure failure = f.openFailure();
        if (failure == null) {
          return stop;
        }
        int b = seats[f.seatsOpened()];
        startFailures[b]++;
        if (!stop && maxHandshakeFailures > 0 && startFailures[b] >= maxHandshakeFailures) {
          failedBot = b;
          lastStartFailure = failure;
          lastStartFailureGame = f.index() + 1;
          status = MatchResult.Status.BOT_FAILED;
          return true;
        }
        return stop;
      }

      /** The exception that says which bot failed to start too often, with the standing. */
      BotStartException botFailed(MatchResult r) {
        String name = botNames.get(failedBot);
        PlayerFailure why = Objects.requireNonNull(lastStartFailure);
        return new BotStartException(
            name,
            name
                + " failed to start in "
                + maxHandshakeFailures
                + (maxHandshakeFailures == 1 ? " game" : " games in a row")
                + ", so the match stopped; in game "
                + lastStartFailureGame
                + " it "
                + why.getMessage(),
            r,
            why);
      }

      /**
       * Counts a game's scores, pairs and forfeits.
       *
       * @return whether the sequential test decided with it (the status is then {@code
       *     SPRT_STOPPED})
       */
      private boolean addScores(Finished<S, M> f) {
        int[] seats = botAtSeat[(int) (f.index() % n)];
        GameResult result = f.result();
        standings.add(seats, result);
        if (f.forfeitedBy() >= 0) {
          forfeits[seats[f.forfeitedBy()]]++;
          forfeitList = forfeitList();
        }
        if (n != 2) {
          return false;
        }
        int seat0 = seats[0] == 0 ? 0 : 1;
        int r0 = result.rank(seat0);
        int r1 = result.rank(1 - seat0);
        double points = r0 < r1 ? 1 : r0 == r1 ? 0.5 : 0;
        // Games are counted in the order of their numbers (when interrupted, also past a gap), so
        // a pair counts when its second game is counted right after its first.
        long opening = f.index() / n;
        if (halfPairOpening != opening) {
          halfPairOpening = opening;
          halfPairPoints = points;
          return false;
        }
        halfPairOpening = -1;
        pairs = pairs.plus(halfPairPoints + points);
        Sprt test = sprt;
        if (test == null) {
          return false;
        }
        llr = test.llr(pairs);
        if (test.decide(llr) == Sprt.Decision.CONTINUE) {
          return false;
        }
        status = MatchResult.Status.SPRT_STOPPED;
        return true;
      }

      /**
       * Returns the standing as it is now, made when asked: copies of the counts, which later games
       * do not change.
       */
      Supplier<MatchResult> later() {
        Standings st = standings.standings();
        Pentanomial p = pairs;
        double l = llr;
        List<Long> fl = forfeitList;
        MatchResult.Status s = status;
        return () -> new MatchResult(botNames, planned, st, p, sprt, l, fl, s, seed);
      }

      /**
       * Returns the final standing: the match ended, for this reason unless the test stopped it.
       *
       * @param end the status when the match was still running
       */
      MatchResult result(MatchResult.Status end) {
        if (status == MatchResult.Status.RUNNING) {
          status = end;
        }
        return new MatchResult(
            botNames, planned, standings.standings(), pairs, sprt, llr, forfeitList, status, seed);
      }

      /** The forfeits per bot as an immutable list (made again only when one changes). */
      private List<Long> forfeitList() {
        Long[] list = new Long[n];
        for (int b = 0; b < n; b++) {
          list[b] = forfeits[b];
        }
        return List.of(list);
      }
    }

    /**
     * Plays game {@code index}: opening {@code index / n}, seats rotated by {@code index % n}, in
     * the loop of its rotation. The moves are kept, and the record made, only for a listener.
     */
    private Finished<S, M> play(long index) {
      long opening = index / n;
      int rotation = (int) (index % n);
      int[] seats = botAtSeat[rotation];
      S start = opening(opening);
      List<Seat<S, M>> players = new ArrayList<>(n);
      for (int s = 0; s < n; s++) {
        players.add(new Seat<>(bots.get(seats[s]), index, derive(seed, index, s)));
      }
      // Chance outcomes from a generator per opening, made at the first chance node.
      GameLoop.Played<S, M> played =
          loops
              .get(rotation)
              .play(start, players, () -> new SplittableRandom(derive(seed, opening, -1)));
      int opened = 0;
      PlayerFailure openFailure = null;
      for (Seat<S, M> p : players) {
        if (p.openFailure != null) {
          openFailure = p.openFailure;
          break;
        }
        if (p.player == null) {
          break;
        }
        opened++;
      }
      GameResult result = Objects.requireNonNull(played.result(), "a match game has a result");
      MatchGame<S, M> told = null;
      if (recording) {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Bots", botsTags.get(rotation));
        tags.put("Round", Long.toString(index + 1));
        TimeControl control = clock;
        if (control != null) {
          tags.put("TimeControl", control.tag());
        }
        told =
            new MatchGame<>(
                index,
                opening,
                botAtSeatLists.get(rotation),
                played.record(tags),
                result,
                played.termination(),
                played.forfeitedBy());
      }
      return new Finished<>(index, result, played.forfeitedBy(), opened, openFailure, told);
    }
  }

  /**
   * A bot's seat in one game: the loop starts it, and it opens the bot's player for the game then
   * ({@link Bot#open}), so that the bots are opened in seat order and none after one that failed.
   */
  private static final class Seat<S, M> implements Player<S, M> {
    private final Bot<S, M> bot;
    private final long gameIndex;
    private final long seed;
    @Nullable Player<S, M> player;
    @Nullable PlayerFailure openFailure;

    Seat(Bot<S, M> bot, long gameIndex, long seed) {
      this.bot = bot;
      this.gameIndex = gameIndex;
      this.seed = seed;
    }

    @Override
    public void start(Game<S, M> game, S start, int seat) throws PlayerFailure {
      Player<S, M> p;
      try {
        p = bot.open(gameIndex, seed);
      } catch (PlayerFailure f) {
        openFailure = f;
        throw f;
      }
      player = p;
      p.start(game, start, seat);
    }

    private Player<S, M> opened() {
      Player<S, M> p = player;
      if (p == null) {
        throw new IllegalStateException("the seat is not started");
      }
      return p;
    }

    @Override
    public M choose(S state, @Nullable Duration timeLeft) throws PlayerFailure {
      return opened().choose(state, timeLeft);
    }

    @Override
    public M chooseWithin(S state, TimeLeft time) throws PlayerFailure {
      return opened().chooseWithin(state, time);
    }

    @Override
    public void played(S before, M move) throws PlayerFailure {
      opened().played(before, move);
    }

    @Override
    public void finish(GameResult result, @Nullable String termination) {
      Player<S, M> p = player;
      if (p != null) {
        p.finish(result, termination);
      }
    }

    @Override
    public void close() {
      Player<S, M> p = player;
      if (p != null) {
        p.close();
      }
    }
  }

  /**
   * A seed for one stream of one game or opening, mixed from the match seed: {@link
   * Seeds#derive(long, long, long)}, the one derivation.
   */
  static long derive(long seed, long a, long b) {
    return Seeds.derive(seed, a, b);
  }
}
