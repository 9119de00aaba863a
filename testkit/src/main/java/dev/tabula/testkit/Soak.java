package dev.tabula.testkit;

import dev.tabula.core.Game;
import dev.tabula.core.Seeds;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Soak runs: very many seeded random games of one game, every ply checked by {@link Conformance}
 * (its per-ply invariants and each game's record round trip), on all the machine's cores.
 *
 * <p>The games are cut into chunks of {@value #CHUNK}; chunk {@code k} is a conformance run of its
 * own with seed {@code Seeds.derive(seed, k)} (see {@link Seeds}), so game {@code i} is always game
 * {@code i % CHUNK} of that run (its generator seeded {@code Seeds.derive(Seeds.derive(seed, i /
 * CHUNK), i % CHUNK)}), whatever the number of threads, and a failure names the chunk's seed, the
 * game's number in the chunk and the moves: {@code Conformance.of(game).seed(thatSeed)} replays it.
 * The chunks share the game object, so the run also uses it from several threads at once. Notation
 * fuzzing and the two-thread replay of {@link Conformance} are left out (the normal tests do them);
 * memory stays that of one chunk per thread.
 *
 * <p>How many games a soak test plays is its default unless the system property {@value
 * #GAMES_PROPERTY} gives a number: the build's {@code soak} profile asks for 1,000,000.
 */
public final class Soak {

  /** The system property that sets how many games a soak test plays. */
  public static final String GAMES_PROPERTY = "tabula.soak.games";

  /** Games per chunk: one conformance run. */
  static final int CHUNK = 1_000;

  private Soak() {}

  /**
   * What a soak run played.
   *
   * @param game the game's name and setup
   * @param games games played
   * @param plies plies played in all
   * @param unfinished games stopped by the ply cap of games without a bound
   * @param time the wall-clock time of the run
   * @param threads the threads that played
   */
  public record Report(
      String game, long games, long plies, long unfinished, Duration time, int threads) {

    /**
     * Checks the parts.
     *
     * @param game the game's name
     * @param games the games played
     * @param plies the plies played
     * @param unfinished the games stopped at the ply cap
     * @param time the wall-clock time
     * @param threads the threads used
     */
    public Report {
      Objects.requireNonNull(game, "game");
      Objects.requireNonNull(time, "time");
    }

    /**
     * Returns the report as one line: games, plies, the time, and the time per game and per ply.
     *
     * @return the line
     */
    @Override
    public String toString() {
      double nanos = time.toNanos();
      return String.format(
          Locale.ROOT,
          "soak %s: %,d games, %,d plies (%.1f per game), %d unfinished, %.1f s on %d threads,"
              + " %.1f us per game, %.2f us per ply (wall clock)",
          game,
          games,
          plies,
          games == 0 ? 0.0 : (double) plies / games,
          unfinished,
          nanos / 1e9,
          threads,
          games == 0 ? 0.0 : nanos / 1e3 / games,
          plies == 0 ? 0.0 : nanos / 1e3 / plies);
    }
  }

  /**
   * Returns how many games a soak test should play: the value of {@value #GAMES_PROPERTY} when set,
   * else {@code byDefault}.
   *
   * @param byDefault the test's own number of games
   * @return the number of games
   * @throws IllegalArgumentException if the property is not a whole number {@code >= 1}
   */
  public static long games(long byDefault) {
    String p = System.getProperty(GAMES_PROPERTY);
    if (p == null || p.isBlank()) {
      return byDefault;
    }
    try {
      long n = Long.parseLong(p.strip().replace("_", ""));
      if (n >= 1) {
        return n;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new IllegalArgumentException(
        GAMES_PROPERTY + " must be a whole number >= 1, got '" + p + "'");
  }

  /**
   * Plays {@code games} random games from the game's start on every core and checks every ply;
   * prints the report on standard output. A run of ten chunks or more also prints the report so far
   * on standard error after each tenth of its chunks (in seed order), prefixed {@code so far: }.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @param game the game
   * @param games how many games, {@code >= 1}
   * @param seed the run's seed: game {@code i} is game {@code i % 1000} of the conformance run of
   *     seed {@code Seeds.derive(seed, i / 1000)}
   * @return what was played
   * @throws AssertionError on the first violation, with the seed and the moves of the game
   * @throws IllegalArgumentException if {@code games < 1}
   */
  public static <S, M> Report randomGames(Game<S, M> game, long games, long seed) {
    return randomGames(game, games, seed, Runtime.getRuntime().availableProcessors());
  }

  /**
   * As {@link #randomGames(Game, long, long)}, on the given number of threads.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @param game the game
   * @param games how many games, {@code >= 1}
   * @param seed the run's seed: game {@code i} is game {@code i % 1000} of the conformance run of
   *     seed {@code Seeds.derive(seed, i / 1000)}
   * @param threads how many threads, {@code >= 1}
   * @return what was played
   * @throws AssertionError on the first violation, with the seed and the moves of the game
   * @throws IllegalArgumentException if {@code games < 1} or {@code threads < 1}
   */
  public static <S, M> Report randomGames(Game<S, M> game, long games, long seed, int threads) {
    Objects.requireNonNull(game, "game");
    if (games < 1 || threads < 1) {
      throw new IllegalArgumentException(
          "games and threads must be >= 1, got " + games + " and " + threads);
    }
    String name =
        game.name()
            + (game.options().isEmpty()
                ? ""
                : " (" + dev.tabula.core.GameRecord.formatOptions(game.options()) + ")");
    long chunks = (games + CHUNK - 1) / CHUNK;
    int pool = (int) Math.min(threads, chunks);
    long begin = System.nanoTime();
    ExecutorService executor = Executors.newFixedThreadPool(pool);
    long plies = 0;
    long unfinished = 0;
    try {
      List<Future<Conformance.Report>> parts = new ArrayList<>();
      for (long k = 0; k < chunks; k++) {
        int size = (int) Math.min(CHUNK, games - k * CHUNK);
        long chunkSeed = Seeds.derive(seed, k);
        parts.add(
            executor.submit(
                () ->
                    Conformance.of(game)
                        .games(size)
                        .seed(chunkSeed)
                        .threads(1)
                        .fuzzCases(0)
                        .illegalSamples(1)
                        .run()));
      }
      long tenth = chunks / 10;
      for (int k = 0; k < parts.size(); k++) {
        Conformance.Report r = join(parts.get(k));
        plies += r.plies();
        unfinished += r.unfinished();
        if (tenth > 0 && (k + 1) % tenth == 0 && k + 1 < chunks) {
          long done = (k + 1L) * CHUNK; // a whole chunk: the last, maybe short, prints nothing
          Duration soFar = Duration.ofNanos(System.nanoTime() - begin);
          System.err.println("so far: " + new Report(name, done, plies, unfinished, soFar, pool));
        }
      }
    } finally {
      executor.shutdownNow();
    }
    Report report =
        new Report(
            name, games, plies, unfinished, Duration.ofNanos(System.nanoTime() - begin), pool);
    System.out.println(report);
    return report;
  }

  private static Conformance.Report join(Future<Conformance.Report> part) {
    try {
      return part.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError("interrupted", e);
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof AssertionError a) {
        throw a;
      }
      throw new AssertionError("soak run failed: " + cause, cause);
    }
  }
}
