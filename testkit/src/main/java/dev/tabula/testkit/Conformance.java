package dev.tabula.testkit;

import com.google.errorprone.annotations.CanIgnoreReturnValue;
import com.google.errorprone.annotations.CheckReturnValue;
import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Evaluation;
import dev.tabula.core.FastPerft;
import dev.tabula.core.Game;
import dev.tabula.core.GameProvider;
import dev.tabula.core.GameRecord;
import dev.tabula.core.GameResult;
import dev.tabula.core.Heuristics;
import dev.tabula.core.IllegalMoveException;
import dev.tabula.core.NotationException;
import dev.tabula.core.Observations;
import dev.tabula.core.Perft;
import dev.tabula.core.Playouts;
import dev.tabula.core.Seeds;
import dev.tabula.testkit.fixtures.ForwardingGame;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;

/**
 * The conformance suite every Tabula game passes, and any game you write against {@code
 * tabula-core} should: it plays seeded random games and checks the {@link Game} contract at every
 * ply.
 *
 * <p>At every state reached it checks that:
 *
 * <ul>
 *   <li>{@code currentPlayer} is a seat, {@link Game#CHANCE} or {@link Game#TERMINAL}, and a state
 *       that is not over has legal moves; a terminal one has none and a {@link GameResult} of the
 *       right size, while a state that is not over refuses {@code result} with {@link
 *       IllegalStateException};
 *   <li>chance nodes list their outcomes in the order of {@code legalMoves}, with one common
 *       denominator and numerators summing to it (probabilities sum to exactly 1); decision nodes
 *       list no chance outcomes;
 *   <li>{@code parseState(formatState(s))} equals {@code s}, with the same {@code hash} and {@code
 *       hashCode}; states with the same notation have the same hash across all games played;
 *   <li>action ids are in range and strictly ascending, {@code legalActions}, {@code actionId} and
 *       {@code move} agree with {@code legalMoves}, and every move's notation parses back to the
 *       move; a chance node has at most {@link Game#maxChanceOutcomes()} outcomes;
 *   <li>a finished game's returns are each -1, 0 or +1, and sum to 0 when {@link Game#isZeroSum()};
 *   <li>every {@link Heuristics#evaluations() evaluation} of a game with heuristics (its own {@link
 *       Heuristics#evaluation()} first, as {@value Heuristics#STANDARD}) is strictly inside (-1, 1)
 *       for every player at every state, and opposite for the two players of a zero-sum game;
 *       {@link Heuristics#isNoisy} answers for every legal move, and never true when {@link
 *       Heuristics#hasNoisyMoves()} is false;
 *   <li>every game played, written as a {@link GameRecord} (its setup, moves and result), parses
 *       back to an equal record whose result agrees with the rules; and when a {@link GameProvider}
 *       of the game's name is found, creating the game from {@link Game#options()} gives the same
 *       setup;
 *   <li>the notations survive fuzzing (see {@link #fuzzCases(int)}): positions, moves and records
 *       built from the games played (and record texts given to {@link #fuzzRecords}), randomly
 *       damaged, give only {@link NotationException} or {@link IllegalMoveException} with offsets
 *       inside the text, and what parses formats and parses back to the same value; so do the
 *       game's setup options, through its provider when one is registered ({@link
 *       Fuzz#setupOptions});
 *   <li>sampled moves that are not legal (ids outside the legal set, ids out of range, moves legal
 *       earlier in the game) are refused with {@link IllegalMoveException}, and leave the state as
 *       it was;
 *   <li>{@code apply} leaves its input equal to what it was (notation, equality and hash);
 *   <li>for a game with {@link dev.tabula.core.Observations}: the shape has positive dimensions, is
 *       a copy, and its product is {@link dev.tabula.core.Observations#observationSize()}; at every
 *       state, from every player's viewpoint, the tensor fills exactly its entries from the offset
 *       with finite values in {@code [0, 1]}, and an equal state (parsed from the notation) gives
 *       the same tensor; bad viewpoints, offsets and short arrays give {@link
 *       IllegalArgumentException}; and the tensor is <em>sufficient</em>: states of all the games
 *       played that have equal tensors from one viewpoint have the same current player, legal
 *       action ids, chance probabilities and result, and give equal tensors again after each same
 *       action, {@link #observationDepth(int)} plies deep. The tensor and the mask allocate nothing
 *       (measured with the JVM's per-thread allocation counter, where it has one);
 *   <li>{@link dev.tabula.core.Observations#legalActionMask} is 1 exactly at the legal action ids
 *       and 0 elsewhere, and writes nothing outside its entries (checked for games with observation
 *       tensors);
 *   <li>for a game with {@link FastPerft}: at every fourth state of a game its count equals {@link
 *       Perft#count} over the plain game API at depths 0 to 2 (0 to 3 at every sixteenth);
 *   <li>every game ends within {@link Game#maxGameLength()} plies;
 *   <li>the game object is safe to share: two threads replaying all the games at once through the
 *       same game object (legal moves, apply, hash, notation, {@link Playouts#randomPlayout}) get
 *       exactly the results of the single-threaded run (see {@link #threads(int)}).
 * </ul>
 *
 * <p>A failure throws {@link AssertionError} whose message gives the seed, the game, the ply and
 * the whole move list in notation, so it can be replayed. Usage: {@code
 * Conformance.of(game).games(200).seed(42).run();}
 *
 * <p>A {@code Conformance} is an immutable value: every setter returns a configured copy and leaves
 * the object it is called on unchanged (Error Prone flags a discarded copy), so one set of settings
 * can be shared and run from several threads.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
@CheckReturnValue
public final class Conformance<S, M> {
  private final Game<S, M> game;
  private final @Nullable Heuristics<S, M> heuristics;
  private final Evaluation<S> evaluation;
  private final Map<String, Evaluation<S>> evaluations;
  private final List<S> starts;
  private final List<String> recordTexts;
  private final int games;
  private final long seed;
  private final int maxPlies;
  private final int illegalSamples;
  private final int threads;
  private final int fuzzCases;
  private final int observationDepth;
  private final @Nullable Iterable<GameProvider> providers; // null: the ServiceLoader's

  private Conformance(Settings<S, M> settings) {
    this.game = settings.game;
    this.heuristics = Heuristics.of(game).orElse(null);
    this.evaluation = Heuristics.evaluationOf(game);
    this.evaluations =
        heuristics == null
            ? Map.of(Heuristics.STANDARD, Heuristics.evaluationOf(game))
            : heuristics.evaluations();
    this.starts = List.copyOf(settings.starts);
    this.recordTexts = List.copyOf(settings.recordTexts);
    this.games = settings.games;
    this.seed = settings.seed;
    this.maxPlies = settings.maxPlies;
    this.illegalSamples = settings.illegalSamples;
    this.threads = settings.threads;
    this.fuzzCases = settings.fuzzCases;
    this.observationDepth = settings.observationDepth;
    this.providers = settings.providers;
  }

  /** The settings while a copy is made: the defaults, or a run's settings, then one change. */
  private static final class Settings<S, M> {
    final Game<S, M> game;
    List<S> starts = List.of();
    List<String> recordTexts = List.of();
    int games = 100;
    long seed = 20261122L;
    int maxPlies = 100_000;
    int illegalSamples = 8;
    int threads = 2;
    int fuzzCases = Fuzz.cases(2_000);
    int observationDepth = 2;
    @Nullable Iterable<GameProvider> providers; // null: the ServiceLoader's

    Settings(Game<S, M> game) {
      this.game = game;
    }
  }

  /** Returns a copy of these settings with one change. */
  private Conformance<S, M> copy(Consumer<Settings<S, M>> change) {
    Settings<S, M> c = new Settings<>(game);
    c.starts = starts;
    c.recordTexts = recordTexts;
    c.games = games;
    c.seed = seed;
    c.maxPlies = maxPlies;
    c.illegalSamples = illegalSamples;
    c.threads = threads;
    c.fuzzCases = fuzzCases;
    c.observationDepth = observationDepth;
    c.providers = providers;
    change.accept(c);
    return new Conformance<>(c);
  }

  /**
   * Starts a conformance run for a game, from its standard start by default.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @param game the game to check
   * @return the default settings for that game; configure (each setter returns a configured copy)
   *     and call {@link #run()}
   */
  public static <S, M> Conformance<S, M> of(Game<S, M> game) {
    return new Conformance<>(new Settings<>(Objects.requireNonNull(game, "game")));
  }

  /**
   * Returns a copy that plays this many random games (default 100).
   *
   * @param count the number of games, {@code >= 1}
   * @return the configured copy; this one is unchanged
   * @throws IllegalArgumentException if {@code count} is below 1
   */
  public Conformance<S, M> games(int count) {
    atLeast(1, count, "games");
    return copy(c -> c.games = count);
  }

  /**
   * Returns a copy with this seed; game {@code i} uses {@code new
   * SplittableRandom(Seeds.derive(seed, i))} (see {@link Seeds}). A failure names the seed and the
   * game's number, which replay it.
   *
   * @param seed the seed
   * @return the configured copy; this one is unchanged
   */
  public Conformance<S, M> seed(long seed) {
    return copy(c -> c.seed = seed);
  }

  /**
   * Returns a copy that caps the plies of one game for games whose {@link Game#maxGameLength()} is
   * unbounded (default 100,000). A game that reaches the cap is counted as unfinished, not failed.
   *
   * @param plies the cap, {@code >= 1}
   * @return the configured copy; this one is unchanged
   * @throws IllegalArgumentException if {@code plies} is below 1
   */
  public Conformance<S, M> maxPlies(int plies) {
    atLeast(1, plies, "maxPlies");
    return copy(c -> c.maxPlies = plies);
  }

  /**
   * Returns a copy that tries this many illegal action ids per state (default 8).
   *
   * @param count the number of samples, {@code >= 0}
   * @return the configured copy; this one is unchanged
   * @throws IllegalArgumentException if {@code count} is negative
   */
  public Conformance<S, M> illegalSamples(int count) {
    atLeast(0, count, "illegalSamples");
    return copy(c -> c.illegalSamples = count);
  }

  /**
   * Returns a copy where this many threads replay the games at once through the shared game object
   * after the checked run (default 2; 1 turns the check off).
   *
   * @param count the number of threads, {@code >= 1}
   * @return the configured copy; this one is unchanged
   * @throws IllegalArgumentException if {@code count} is below 1
   */
  public Conformance<S, M> threads(int count) {
    atLeast(1, count, "threads");
    return copy(c -> c.threads = count);
  }

  /**
   * Returns a copy that tries this many damaged notation texts after the games (default 2,000, or
   * the value of the system property {@value Fuzz#CASES_PROPERTY}; 0 turns fuzzing off), and a
   * quarter as many damaged setup options when the game has a provider.
   *
   * @param count the number of cases, {@code >= 0}
   * @return the configured copy; this one is unchanged
   * @throws IllegalArgumentException if {@code count} is negative
   */
  public Conformance<S, M> fuzzCases(int count) {
    atLeast(0, count, "fuzzCases");
    return copy(c -> c.fuzzCases = count);
  }

  /**
   * Returns a copy whose sufficiency check follows two states with equal observation tensors this
   * many plies deep (default 2): at each ply, every action id legal in both gives children whose
   * tensors must be equal again. 0 compares only the states themselves (their current player, legal
   * ids, chance probabilities and result): the setting for a game whose tensor documents that it
   * leaves out part of the state that matters only later (stack-snake's older positions, which its
   * repetition rule counts), when the games played can reach one state by different paths.
   *
   * @param plies the depth, {@code >= 0}
   * @return the configured copy; this one is unchanged
   * @throws IllegalArgumentException if {@code plies} is negative
   */
  public Conformance<S, M> observationDepth(int plies) {
    atLeast(0, plies, "observationDepth");
    return copy(c -> c.observationDepth = plies);
  }

  /**
   * Throws {@link IllegalArgumentException} naming the setting if {@code value} is below {@code
   * min}.
   */
  private static void atLeast(int min, int value, String setting) {
    if (value < min) {
      throw new IllegalArgumentException(setting + " must be >= " + min);
    }
  }

  /**
   * Returns a copy that also damages this text of records as another tool wrote it (a game server's
   * export, say) in the notation fuzzing; the games played give the rest. Adding none keeps the
   * default.
   *
   * @param text one or more records in the record format
   * @return the configured copy, with this text after the ones added before; this one is unchanged
   */
  public Conformance<S, M> fuzzRecords(String text) {
    List<String> texts = new ArrayList<>(recordTexts);
    texts.add(Objects.requireNonNull(text, "text"));
    return copy(c -> c.recordTexts = texts);
  }

  /** A copy that checks the setup against these providers instead of the registered ones. */
  Conformance<S, M> providers(Iterable<GameProvider> list) {
    return copy(c -> c.providers = Objects.requireNonNull(list, "list"));
  }

  /**
   * Returns a copy that also starts games from this position; the games cycle through the added
   * starts (default: {@link Game#start()}).
   *
   * @param start a state of the game
   * @return the configured copy, with this start after the ones added before; this one is unchanged
   */
  public Conformance<S, M> from(S start) {
    List<S> list = new ArrayList<>(starts);
    list.add(Objects.requireNonNull(start, "start"));
    return copy(c -> c.starts = list);
  }

  /**
   * What a conformance run saw.
   *
   * @param games games played
   * @param plies plies played in all
   * @param longestGame the most plies of one game
   * @param unfinished games stopped by the {@link #maxPlies} cap
   * @param chanceNodes chance nodes visited
   * @param illegalTried illegal moves tried and correctly refused
   * @param fuzzed damaged notation texts tried
   * @param observed states whose observation tensors (from every viewpoint) and mask were checked;
   *     0 for a game without observation tensors
   * @param observationsCompared times a state had the same tensor as a different earlier state, so
   *     that the two states' futures were compared
   */
  public record Report(
      int games,
      long plies,
      int longestGame,
      int unfinished,
      long chanceNodes,
      long illegalTried,
      long fuzzed,
      long observed,
      long observationsCompared) {}

  /**
   * Plays the games and checks every ply.
   *
   * @return what was seen
   * @throws AssertionError on the first violation, with seed, game, ply and move list
   */
  @CanIgnoreReturnValue // a passing run is often all a test wants
  public Report run() {
    List<S> from = starts.isEmpty() ? List.of(game.start()) : starts;
    Map<String, Long> hashes = new HashMap<>();
    List<List<M>> allMoves = new ArrayList<>();
    List<String> finals = new ArrayList<>();
    long plies = 0;
    int longest = 0;
    int unfinished = 0;
    long[] counters = new long[2];
    int bound = game.maxGameLength();
    int cap = bound == Integer.MAX_VALUE ? maxPlies : bound;
    ObservationCheck<S, M> observations = ObservationCheck.of(game, observationDepth);
    Optional<FastPerft<S>> fastPerft = FastPerft.of(game);
    Game<S, M> generic = new ForwardingGame<>(game); // the same rules, without the capabilities
    if (!evaluations.keySet().iterator().next().equals(Heuristics.STANDARD)) {
      throw new AssertionError(
          game.name()
              + " conformance failed: its evaluations "
              + evaluations.keySet()
              + " do not start with '"
              + Heuristics.STANDARD
              + "', its own evaluation()");
    }
    if (observations != null) {
      try {
        observations.checkArguments(from.get(0));
      } catch (AssertionError e) {
        throw new AssertionError(game.name() + " conformance failed: " + e.getMessage(), e);
      }
    }
    for (int g = 0; g < games; g++) {
      long gameSeed = Seeds.derive(seed, g);
      SplittableRandom random = new SplittableRandom(gameSeed);
      S start = from.get(g % from.size());
      S s = start;
      List<String> log = new ArrayList<>();
      List<M> played = new ArrayList<>();
      int ply = 0;
      try {
        while (true) {
          checkState(s, hashes, played, random, counters, observations);
          if (fastPerft.isPresent() && ply % PERFT_EVERY == 0) {
            checkPerft(fastPerft.get(), generic, s, ply % (4 * PERFT_EVERY) == 0 ? 3 : 2);
          }
          if (game.isTerminal(s)) {
            break;
          }
          if (ply >= cap) {
            if (bound != Integer.MAX_VALUE) {
              throw new AssertionError(
                  "game not over after the declared bound of " + bound + " plies (maxGameLength)");
            }
            unfinished++;
            break;
          }
          M m;
          if (game.isChance(s)) {
            List<ChanceOutcome<M>> outcomes = game.chanceOutcomes(s);
            m = Playouts.sampleChance(outcomes, random);
          } else {
            List<M> moves = game.legalMoves(s);
            m = moves.get(random.nextInt(moves.size()));
          }
          log.add(game.formatMove(s, m));
          S next = applyChecked(s, m);
          played.add(m);
          s = next;
          ply++;
        }
      } catch (AssertionError | RuntimeException e) {
        throw new AssertionError(
            String.format(
                "%s conformance failed: seed %s (game %s), ply %s, from %s, moves %s, at %s: %s",
                game.name(), seed, g, ply + 1, game.formatState(start), log, safeFormat(s), e),
            e);
      }
      checkRecord(start, played, g);
      plies += ply;
      longest = Math.max(longest, ply);
      allMoves.add(played);
      finals.add(fingerprint(start, s, gameSeed, cap));
    }
    long observed = 0;
    long compared = 0;
    if (observations != null) {
      try {
        observations.checkAllocation();
      } catch (AssertionError e) {
        throw new AssertionError(game.name() + " conformance failed: " + e.getMessage(), e);
      }
      observed = observations.observed();
      compared = observations.compared();
    }
    if (threads > 1) {
      checkConcurrent(from, allMoves, finals, cap);
    }
    GameProvider provider = checkSetup();
    long fuzzed = 0;
    if (fuzzCases > 0) {
      NotationFuzz<S, M> fuzz = new NotationFuzz<>(game, seed);
      for (int g = 0; g < allMoves.size(); g++) {
        fuzz.addGame(from.get(g % from.size()), allMoves.get(g));
      }
      recordTexts.forEach(fuzz::addRecords);
      fuzzed = fuzz.run(fuzzCases);
      if (provider != null) {
        List<String> positions = new ArrayList<>();
        for (S s : from) {
          positions.add(game.formatState(s));
        }
        fuzzed +=
            Fuzz.setupOptions(
                provider, List.of(game.options()), positions, seed, Math.max(1, fuzzCases / 4));
      }
    }
    return new Report(
        games, plies, longest, unfinished, counters[0], counters[1], fuzzed, observed, compared);
  }

  /** Every how many plies of a game {@link #checkPerft} runs. */
  private static final int PERFT_EVERY = 4;

  /**
   * Checks that the game's {@link FastPerft} counts what {@link Perft} counts over the plain game
   * API, at every depth up to {@code depth}.
   */
  private static <S, M> void checkPerft(FastPerft<S> fast, Game<S, M> generic, S s, int depth) {
    for (int d = 0; d <= depth; d++) {
      long expected = Perft.count(generic, s, d);
      long got = fast.perft(s, d);
      if (got != expected) {
        fail("FastPerft.perft(s, " + d + ") = " + got + ", the game API counts " + expected);
      }
    }
  }

  /** The observation digest of a state for the concurrent replay ({@code ""} without tensors). */
  private String digest(S s) {
    return Observations.of(game).isEmpty() ? "" : " " + ObservationCheck.digest(game, s);
  }

  /** Writes a game as a record, reads it back, and compares. */
  private void checkRecord(S start, List<M> played, int g) {
    try {
      GameRecord<S, M> record = GameRecord.of(game, start, played);
      String text = record.format(game);
      List<GameRecord<S, M>> back = GameRecord.parseAll(game, text);
      check(back.equals(List.of(record)), "the game's record does not read back equal:\n" + text);
      java.util.Optional<String> problem = record.resultProblem(game);
      check(problem.isEmpty(), "the record's result disagrees with the rules: " + problem);
    } catch (AssertionError | RuntimeException e) {
      throw new AssertionError(
          game.name()
              + " conformance failed: seed "
              + seed
              + " (game "
              + g
              + "): record round trip: "
              + e,
          e);
    }
  }

  /**
   * The provider of the game's name, if one is registered, recreates the game's setup; returns it
   * (null when there is none).
   */
  private @Nullable GameProvider checkSetup() {
    Map<String, String> options = game.options();
    Iterable<GameProvider> found =
        providers != null ? providers : java.util.ServiceLoader.load(GameProvider.class);
    GameProvider own = null;
    for (GameProvider p : found) {
      if (!p.name().equals(game.name())) {
        continue;
      }
      own = p;
      Game<?, ?> made;
      try {
        made = p.create(options);
      } catch (IllegalArgumentException e) {
        throw new AssertionError(
            game.name()
                + " conformance failed: the provider refuses the "
                + "game's own options "
                + options
                + ": "
                + e.getMessage(),
            e);
      }
      check(
          made.options().equals(options),
          game.name()
              + " conformance failed: the provider "
              + "makes a game with options "
              + made.options()
              + " from "
              + options);
      check(
          made.numPlayers() == game.numPlayers(),
          game.name()
              + " conformance failed: the "
              + "provider's game from "
              + options
              + " has another number of players");
      check(
          formatStart(made).equals(game.formatState(game.start())),
          game.name()
              + " conformance failed: the provider's game from "
              + options
              + " starts elsewhere");
    }
    return own;
  }

  private static <T> String formatStart(Game<T, ?> g) {
    return g.formatState(g.start());
  }

  /**
   * What a game from {@code start} to {@code end} gives, and must give again on every thread: the
   * end's notation, hash and {@link #digest}, and the end of a random playout from the start seeded
   * with the game's seed and capped at {@code cap} plies.
   */
  private String fingerprint(S start, S end, long gameSeed, int cap) {
    return game.formatState(end)
        + " #"
        + game.hash(end)
        + digest(end)
        + " / "
        + game.formatState(
            Playouts.randomPlayout(game, start, new SplittableRandom(gameSeed), cap));
  }

  /** Replays every game on several threads at once and compares with the single-threaded run. */
  private void checkConcurrent(List<S> from, List<List<M>> allMoves, List<String> finals, int cap) {
    List<Thread> workers = new ArrayList<>();
    List<Throwable> failures = java.util.Collections.synchronizedList(new ArrayList<>());
    java.util.concurrent.CountDownLatch go = new java.util.concurrent.CountDownLatch(1);
    int n = allMoves.size();
    for (int t = 0; t < threads; t++) {
      // Each thread starts at a different game, so that state kept by mistake in the shared game
      // object is overwritten with different values, not the same ones in lockstep.
      int offset = t * n / threads;
      Thread worker =
          new Thread(
              () -> {
                try {
                  go.await();
                  for (int k = 0; k < n; k++) {
                    int g = (k + offset) % n;
                    S s = from.get(g % from.size());
                    for (M m : allMoves.get(g)) {
                      if (!game.legalMoves(s).contains(m)) {
                        throw new AssertionError(
                            "game " + g + ": a recorded move is not legal on replay");
                      }
                      s = game.apply(s, m);
                    }
                    String got =
                        fingerprint(from.get(g % from.size()), s, Seeds.derive(seed, g), cap);
                    if (!got.equals(finals.get(g))) {
                      throw new AssertionError(
                          "game "
                              + g
                              + " (seed "
                              + seed
                              + "): replayed on "
                              + threads
                              + " threads at once it ends in "
                              + got
                              + ", alone in "
                              + finals.get(g));
                    }
                  }
                } catch (Throwable e) {
                  failures.add(e);
                }
              },
              "conformance-" + t);
      workers.add(worker);
      worker.start();
    }
    go.countDown();
    for (Thread worker : workers) {
      try {
        worker.join();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new AssertionError("interrupted", e);
      }
    }
    if (!failures.isEmpty()) {
      Throwable first = failures.get(0);
      throw new AssertionError(
          game.name()
              + " conformance failed: the game object is not safe to "
              + "share between threads: "
              + first,
          first);
    }
  }

  private String safeFormat(S s) {
    try {
      return game.formatState(s);
    } catch (RuntimeException e) {
      return String.valueOf(s);
    }
  }

  private S applyChecked(S s, M m) {
    String before = game.formatState(s);
    S copy = game.parseState(before);
    long hash = game.hash(s);
    S next = game.apply(s, m);
    check(next != null, "apply returned null");
    check(s.equals(copy), "apply changed its input (equals)");
    check(game.formatState(s).equals(before), "apply changed its input (notation)");
    check(game.hash(s) == hash, "apply changed its input (hash)");
    return next;
  }

  private void checkState(
      S s,
      Map<String, Long> hashes,
      List<M> played,
      SplittableRandom random,
      long[] counters,
      @Nullable ObservationCheck<S, M> observations) {
    int who = game.currentPlayer(s);
    if (!(who == Game.TERMINAL || who == Game.CHANCE || (who >= 0 && who < game.numPlayers()))) {
      fail("currentPlayer out of range: " + who);
    }

    // notation and hashes
    String text = game.formatState(s);
    S parsed;
    try {
      parsed = game.parseState(text);
    } catch (NotationException e) {
      throw new AssertionError(
          "formatState output does not parse: " + text + ": " + e.getMessage(), e);
    }
    if (!(parsed.equals(s))) {
      fail("parseState(formatState(s)) differs from s: " + text);
    }
    if (!(game.formatState(parsed).equals(text))) {
      fail("notation does not round-trip: " + text);
    }
    if (!(game.hash(parsed) == game.hash(s))) {
      fail("equal states, different hash: " + text);
    }
    if (!(parsed.hashCode() == s.hashCode())) {
      fail("equal states, different hashCode: " + text);
    }
    Long seen = hashes.putIfAbsent(text, game.hash(s));
    if (!(seen == null || seen == game.hash(s))) {
      fail("same position, different hash: " + text);
    }

    List<M> moves = game.legalMoves(s);
    List<ChanceOutcome<M>> outcomes = game.chanceOutcomes(s);
    if (who == Game.TERMINAL) {
      check(moves.isEmpty(), "terminal state has legal moves");
      check(outcomes.isEmpty(), "terminal state has chance outcomes");
      GameResult r = game.result(s);
      check(r.numPlayers() == game.numPlayers(), "result has wrong number of players");
      double sum = 0;
      for (double v : r.returns()) {
        if (!(v == -1 || v == 0 || v == 1)) {
          fail("a return of " + v + ", not -1, 0 or +1");
        }
        sum += v;
      }
      if (!(!game.isZeroSum() || sum == 0)) {
        fail(
            "the game says it is zero-sum, but the returns "
                + java.util.Arrays.toString(r.returns())
                + " sum to "
                + sum);
      }
    } else {
      check(!moves.isEmpty(), "non-terminal state has no legal moves");
      try {
        game.result(s);
        throw new AssertionError("result() of a game not over did not throw");
      } catch (IllegalStateException expected) {
        // fine
      }
    }
    if (who == Game.CHANCE) {
      counters[0]++;
      if (!(outcomes.size() <= game.maxChanceOutcomes())) {
        fail(
            outcomes.size()
                + " chance outcomes, more than maxChanceOutcomes() = "
                + game.maxChanceOutcomes());
      }
      check(outcomes.size() == moves.size(), "chance outcomes and legal moves differ in number");
      long den = outcomes.get(0).denominator();
      long sum = 0;
      for (int i = 0; i < outcomes.size(); i++) {
        ChanceOutcome<M> o = outcomes.get(i);
        if (!(o.outcome().equals(moves.get(i)))) {
          fail("chance outcome " + i + " differs from legal move");
        }
        check(o.denominator() == den, "chance outcomes with different denominators");
        sum += o.numerator();
      }
      if (!(sum == den)) {
        fail("chance probabilities sum to " + sum + "/" + den + ", not 1");
      }
    } else {
      check(outcomes.isEmpty(), "decision node lists chance outcomes");
    }

    // the evaluation: defined everywhere, strictly inside (-1, 1), opposite for two players
    // whose returns sum to 0; whether a move is noisy is answered for every legal move
    for (Map.Entry<String, Evaluation<S>> e : evaluations.entrySet()) {
      String name = e.getKey().equals(Heuristics.STANDARD) ? "" : " " + e.getKey();
      double first = 0;
      for (int p = 0; p < game.numPlayers(); p++) {
        double v = e.getValue().evaluate(s, p);
        if (!(v > -1 && v < 1)) {
          fail("evaluation" + name + "(" + p + ") = " + v + ", not inside (-1, 1): " + text);
        }
        if (name.isEmpty() && v != evaluation.evaluate(s, p)) {
          fail("evaluation standard(" + p + ") = " + v + " is not evaluation()'s: " + text);
        }
        if (p == 0) {
          first = v;
        } else if (game.numPlayers() == 2 && game.isZeroSum()) {
          if (!(Math.abs(v + first) <= 1e-9)) {
            fail(
                "a zero-sum game's evaluation"
                    + name
                    + " is not opposite for its two players: "
                    + first
                    + " and "
                    + v
                    + ": "
                    + text);
          }
        }
      }
    }
    if (who >= 0 && heuristics != null) {
      boolean mayBeNoisy = heuristics.hasNoisyMoves();
      for (M m : moves) {
        if (heuristics.isNoisy(s, m) && !mayBeNoisy) {
          fail(
              "isNoisy is true for "
                  + game.formatMove(s, m)
                  + ", but hasNoisyMoves() says no move is: "
                  + text);
        }
      }
    }

    // action ids
    int[] buffer = new int[game.maxLegalActions()];
    int n = game.legalActions(s, buffer);
    if (!(n == moves.size())) {
      fail("legalActions gives " + n + " ids for " + moves.size() + " moves");
    }
    BitSet ids = new BitSet();
    Set<M> distinct = new LinkedHashSet<>();
    for (int i = 0; i < n; i++) {
      M m = moves.get(i);
      int id = buffer[i];
      if (!(id >= 0 && id < game.numDistinctActions())) {
        fail("action id out of range: " + id);
      }
      if (i > 0) {
        if (!(id > buffer[i - 1])) {
          fail("legal action ids not in ascending order: " + buffer[i - 1] + " before " + id);
        }
      }
      ids.set(id); // no duplicates: the ids ascend strictly
      if (!(distinct.add(m))) {
        fail("duplicate legal move " + m);
      }
      if (!(game.actionId(s, m) == id)) {
        fail("actionId disagrees with legalActions for " + m);
      }
      if (!(game.move(s, id).equals(m))) {
        fail("move(id) disagrees with legalMoves for id " + id);
      }
      String mt = game.formatMove(s, m);
      M back = game.parseMove(s, mt);
      if (!(back.equals(m))) {
        fail("move notation does not round-trip: " + mt);
      }
    }
    if (observations != null) {
      observations.checkState(s, parsed, buffer, n);
    }

    // illegal moves are refused and change nothing
    String before = text;
    for (int k = 0; k < illegalSamples; k++) {
      int id = random.nextInt(game.numDistinctActions() + 2) - 1;
      if (id >= 0 && id < game.numDistinctActions() && ids.get(id)) {
        continue;
      }
      expectIllegal(() -> game.move(s, id), "move(" + id + ")");
      expectIllegal(() -> game.applyAction(s, id), "applyAction(" + id + ")");
      counters[1]++;
    }
    int tried = 0;
    for (int i = played.size() - 1; i >= 0 && tried < illegalSamples; i--) {
      M m = played.get(i);
      if (!distinct.contains(m)) {
        expectIllegal(() -> game.apply(s, m), "apply(" + m + ")");
        tried++;
        counters[1]++;
      }
    }
    check(game.formatState(s).equals(before), "a refused move changed the state");
  }

  private static void expectIllegal(Runnable r, String what) {
    try {
      r.run();
    } catch (IllegalMoveException expected) {
      return;
    } catch (RuntimeException e) {
      throw new AssertionError(what + " threw " + e + " instead of IllegalMoveException", e);
    }
    throw new AssertionError(what + " of an illegal move did not throw");
  }

  /** Fails with the message: for checks whose message costs something to build. */
  private static void fail(String what) {
    throw new AssertionError(what);
  }

  private static void check(boolean ok, String what) {
    if (!ok) {
      throw new AssertionError(what);
    }
  }
}
