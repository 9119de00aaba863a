package dev.tabula.cli;

import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Game;
import dev.tabula.core.Playouts;
import java.util.List;
import java.util.SplittableRandom;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/** {@code tabula bench}: random playouts per second on one thread. */
@Command(
    name = "bench",
    description = {
      "Plays random games from the start (or --position) on one thread, after a warm-up, and prints"
          + " playouts per second, plies per second and plies per playout. Playouts run through the"
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

  @Option(
      names = {"-s", "--seed"},
      paramLabel = "S",
      defaultValue = "1",
      description = "Seed of the random generator. Default: ${DEFAULT-VALUE}.")
  long seed;

  BenchCommand(Env env) {
    super(env);
  }

  @Override
  <S, M> int run(Game<S, M> game) {
    if (!(seconds > 0 && seconds <= 86_400) || !(warmup >= 0 && warmup <= 3_600)) {
      throw new ParameterException(
          spec.commandLine(), "--seconds must be in (0, 86400] and --warmup in [0, 3600]");
    }
    S start = startState(game);
    if (game.isTerminal(start)) {
      throw new CliException("the position is over: nothing to play");
    }
    SplittableRandom random = new SplittableRandom(seed);
    int maxPlies = game.maxGameLength();
    int[] buffer = new int[game.maxLegalActions()];
    Progress progress = new Progress(env);

    long[] sample = new long[2];
    long[] counts = new long[2];
    double pliesPerPlayout;
    double elapsed;
    try {
      measure(
          game,
          start,
          random,
          maxPlies,
          buffer,
          (long) (Math.min(0.5, seconds / 4) * 1e9),
          sample,
          progress,
          "counting plies",
          true);
      pliesPerPlayout = sample[0] == 0 ? 0.0 : (double) sample[1] / sample[0];
      measure(
          game,
          start,
          random,
          maxPlies,
          buffer,
          (long) (warmup * 1e9),
          counts,
          progress,
          "warm-up",
          false);
      counts[0] = 0;
      long t0 = System.nanoTime();
      measure(
          game,
          start,
          random,
          maxPlies,
          buffer,
          (long) (seconds * 1e9),
          counts,
          progress,
          "measuring",
          false);
      elapsed = (System.nanoTime() - t0) / 1e9;
    } finally {
      progress.clear(); // also before an error line
    }
    double rate = counts[0] / elapsed;
    out()
        .println("game: " + game.name() + " (" + Messages.count(game.numPlayers(), "player") + ")");
    out().println("playouts/s: " + Math.round(rate));
    out().println("plies/s: " + Math.round(rate * pliesPerPlayout));
    out().println("plies/playout: " + String.format("%.1f", pliesPerPlayout));
    out()
        .println(
            "playouts: " + counts[0] + " in " + String.format("%.2f", elapsed) + " s, 1 thread");
    return 0;
  }

  /**
   * Plays one random game with the generic loop (the default of {@link Game#randomPlayout}),
   * counting the plies.
   */
  private static <S, M> int playout(
      Game<S, M> game, S start, SplittableRandom random, int maxPlies, int[] buffer) {
    S s = start;
    int ply = 0;
    for (; ply < maxPlies; ply++) {
      int who = game.currentPlayer(s);
      if (who == Game.TERMINAL) {
        break;
      }
      if (who == Game.CHANCE) {
        List<ChanceOutcome<M>> outcomes = game.chanceOutcomes(s);
        s = game.apply(s, Playouts.sampleChance(outcomes, random));
      } else {
        int n = game.legalActions(s, buffer);
        s = game.applyAction(s, buffer[random.nextInt(n)]);
      }
    }
    return ply;
  }

  /**
   * Plays random games until the time is up. Adds playouts to counts[0] and, when counting plies
   * with the generic loop, plies to counts[1]; otherwise it plays with {@link Game#randomPlayout}.
   */
  private static <S, M> void measure(
      Game<S, M> game,
      S start,
      SplittableRandom random,
      int maxPlies,
      int[] buffer,
      long nanos,
      long[] counts,
      Progress progress,
      String phase,
      boolean countPlies) {
    long t0 = System.nanoTime();
    long end = t0 + nanos;
    long playouts = 0;
    long plies = 0;
    long now = t0;
    while (now < end || playouts == 0 && nanos > 0) {
      if (countPlies) {
        plies += playout(game, start, random, maxPlies, buffer);
      } else {
        game.randomPlayout(start, random, maxPlies);
      }
      playouts++;
      if ((playouts & 15) == 0 || nanos == 0) {
        now = System.nanoTime();
        if (progress.enabled()) {
          double t = (now - t0) / 1e9;
          progress.show(
              phase
                  + " "
                  + String.format("%.0f s", t)
                  + ": "
                  + Progress.rate(playouts / Math.max(t, 1e-9))
                  + " playouts/s",
              false);
        }
      }
    }
    counts[0] += playouts;
    counts[1] += plies;
  }
}
