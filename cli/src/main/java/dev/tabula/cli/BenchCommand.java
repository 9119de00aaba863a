package dev.tabula.cli;

import dev.tabula.core.Game;
import dev.tabula.core.Playouts;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.atomic.AtomicReference;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code tabula bench}: random playouts per second, on one thread or several. */
@Command(
    name = "bench",
    description = {
      "Plays random games from the start (or --position) on one thread (or --threads N), after a"
          + " warm-up, and prints playouts per second, plies per second and plies per playout."
          + " Playouts run through the"
          + " game's own randomPlayout (the loop Monte Carlo bots use); plies per playout come from a"
          + " short sample of the generic loop, which plays the same distribution of games.",
      "A quick look only; the JMH benchmarks (module benchmarks) give the numbers to quote."
    })
final class BenchCommand extends PositionCommand {

  @Option(
      names = "--seconds",
      paramLabel = "S",
      defaultValue = "5",
      description = "How long to measure, in seconds. Default: ${DEFAULT-VALUE}.")
  double seconds;

  @Option(
      names = "--warmup",
      paramLabel = "S",
      defaultValue = "1",
      description = "How long to warm up first, in seconds. Default: ${DEFAULT-VALUE}.")
  double warmup;

  @Mixin SeedOption seedOption;

  @Mixin ThreadsOption threadsOption = ThreadsOption.orOne();

  /** The seed and the threads, from the options once they are checked. */
  private long seed;

  private int threads;

  BenchCommand(Env env) {
    super(env);
  }

  @Override
  <S, M> int run(Game<S, M> game) {
    if (!(seconds > 0 && seconds <= 86_400)) {
      throw badOptions("--seconds must be in (0, 86400], got " + seconds);
    }
    if (!(warmup >= 0 && warmup <= 3_600)) {
      throw badOptions("--warmup must be in [0, 3600], got " + warmup);
    }
    threads = threadsOption.count(this);
    seed = seedOption.value();
    S start = startState(game);
    if (game.isTerminal(start)) {
      throw new CliException("the position is over: nothing to play");
    }
    Progress progress = new Progress(env);
    RandomGames<S, M> games = new RandomGames<>(game, start, new SplittableRandom(seed), progress);
    double pliesPerPlayout;
    long playouts;
    double elapsed;
    double rate;
    try {
      pliesPerPlayout =
          games.play(Math.min(0.5, seconds / 4), "counting plies", true).pliesPerPlayout();
      if (threads == 1) {
        games.play(warmup, "warm-up", false);
        long t0 = System.nanoTime();
        playouts = games.play(seconds, "measuring", false).playouts();
        elapsed = (System.nanoTime() - t0) / 1e9;
        rate = playouts / elapsed;
      } else {
        Measured m = onThreads(game, start, progress);
        playouts = m.playouts();
        elapsed = m.seconds();
        rate = m.rate();
      }
    } finally {
      progress.clear(); // also before an error line
    }
    out()
        .println("game: " + game.name() + " (" + Messages.count(game.numPlayers(), "player") + ")");
    out().println("seed: " + seed);
    out().println("playouts/s: " + Math.round(rate));
    out().println("plies/s: " + Math.round(rate * pliesPerPlayout));
    out().println("plies/playout: " + String.format("%.1f", pliesPerPlayout));
    out()
        .println(
            "playouts: "
                + playouts
                + " in "
                + String.format("%.2f", elapsed)
                + " s, "
                + Messages.count(threads, "thread"));
    return 0;
  }

  /** What several threads played: all playouts, the longest thread's time, the summed rates. */
  private record Measured(long playouts, double seconds, double rate) {}

  /**
   * Warms up and measures on {@link #threads} threads at once, each with its own generator split
   * from the seed; the main thread shows the progress. Each thread's rate is its playouts over its
   * own measured time, and the rates add up.
   */
  private <S, M> Measured onThreads(Game<S, M> game, S start, Progress progress) {
    SplittableRandom seeds = new SplittableRandom(seed);
    CyclicBarrier ready = new CyclicBarrier(threads);
    long[] counts = new long[threads];
    double[] times = new double[threads];
    AtomicReference<Throwable> failure = new AtomicReference<>();
    List<Thread> workers = new ArrayList<>();
    for (int i = 0; i < threads; i++) {
      int index = i;
      RandomGames<S, M> games = new RandomGames<>(game, start, seeds.split(), Progress.silent(env));
      Thread t =
          new Thread(
              () -> {
                try {
                  games.play(warmup, "warm-up", false);
                  ready.await();
                  long t0 = System.nanoTime();
                  counts[index] = games.play(seconds, "measuring", false).playouts();
                  times[index] = (System.nanoTime() - t0) / 1e9;
                } catch (InterruptedException | BrokenBarrierException e) {
                  Thread.currentThread().interrupt();
                } catch (RuntimeException | Error e) {
                  failure.compareAndSet(null, e);
                  ready.reset();
                }
              },
              "tabula-bench-" + i);
      t.setDaemon(true);
      workers.add(t);
      t.start();
    }
    try {
      for (Thread t : workers) {
        while (t.isAlive()) {
          t.join(100);
          if (progress.enabled()) {
            double s = progress.elapsedSeconds();
            progress.show(String.format("%s: %.0f s on %d threads", "playing", s, threads), false);
          }
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new CliException("interrupted", e);
    }
    Throwable f = failure.get();
    if (f instanceof RuntimeException r) {
      throw r;
    }
    if (f instanceof Error e) {
      throw e;
    }
    long playouts = 0;
    double longest = 0;
    double rate = 0;
    for (int i = 0; i < threads; i++) {
      playouts += counts[i];
      longest = Math.max(longest, times[i]);
      rate += counts[i] / times[i];
    }
    return new Measured(playouts, longest, rate);
  }

  /** What one phase played: the playouts and, when it counted them, their plies. */
  private record Played(long playouts, long plies) {
    double pliesPerPlayout() {
      return playouts == 0 ? 0.0 : (double) plies / playouts;
    }
  }

  /** Random games from one position with one generator, played a phase at a time. */
  private static final class RandomGames<S, M> {
    private final Game<S, M> game;
    private final S start;
    private final SplittableRandom random;
    private final Progress progress;
    private final int maxPlies;
    private final Playouts.Uniform<S, M> generic;

    RandomGames(Game<S, M> game, S start, SplittableRandom random, Progress progress) {
      this.game = game;
      this.start = start;
      this.random = random;
      this.progress = progress;
      this.maxPlies = game.maxGameLength();
      this.generic = new Playouts.Uniform<>(game);
    }

    /**
     * Plays random games until the time is up (at least one unless it is 0), showing the phase's
     * progress. When counting plies it plays with the generic loop ({@link #playout}), otherwise
     * with {@link Playouts#randomPlayout} (the game's own loop).
     */
    Played play(double seconds, String phase, boolean countPlies) {
      long nanos = (long) (seconds * 1e9);
      long t0 = System.nanoTime();
      long end = t0 + nanos;
      long playouts = 0;
      long plies = 0;
      long now = t0;
      while (now < end || (playouts == 0 && nanos > 0)) {
        if (countPlies) {
          plies += playout();
        } else {
          Playouts.randomPlayout(game, start, random, maxPlies);
        }
        playouts++;
        if ((playouts & 15) == 0 || nanos == 0) {
          now = System.nanoTime();
          // formatting the line costs more than a playout: only when it is drawn (10 times a
          // second)
          if (progress.due()) {
            double t = (now - t0) / 1e9;
            progress.show(
                String.format("%s %.0f s: %s playouts/s", phase, t, Progress.rate(playouts, t)),
                false);
          }
        }
      }
      return new Played(playouts, plies);
    }

    /**
     * Plays one random game with the generic loop ({@link Playouts.Uniform}, what {@link
     * Playouts#randomPlayout} plays for a game without its own loop), counting the plies.
     */
    private int playout() {
      generic.play(start, random, maxPlies);
      return generic.plies();
    }
  }
}
