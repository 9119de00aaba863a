package dev.tabula.cli;

import dev.tabula.core.Game;
import dev.tabula.core.Perft;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code tabula perft}: counts move paths to a depth, optionally per first move. */
@Command(
    name = "perft",
    description = {
      "Counts the move paths of the given depth (chance outcomes count as moves, one per outcome).",
      "With --position - it reads positions from standard input, one per line, and prints one count"
          + " per line; each line sets the game up for its position (e.g. its number of players)."
    })
final class PerftCommand extends PositionCommand {

  /** The deepest perft accepted: far beyond anything that finishes, but it bounds the buffers. */
  static final int MAX_DEPTH = 1000;

  @Option(
      names = {"-d", "--depth"},
      required = true,
      paramLabel = "D",
      description = "The depth, 0.." + MAX_DEPTH + ".")
  long givenDepth; // a long, so that a depth too large for an int gets the range above

  /** The depth, from {@link #givenDepth} once it is checked. */
  private int depth;

  @Option(
      names = "--divide",
      description = "Print '<move>: <count>' per legal first move, then 'total: <count>'.")
  boolean divide;

  @Mixin ThreadsOption threadsOption;

  /** The threads to count on, from {@link #threadsOption} once the options are checked. */
  private int threads;

  PerftCommand(Env env) {
    super(env);
  }

  @Override
  <S, M> int run(Game<S, M> game) {
    if (givenDepth < 0 || (divide && givenDepth < 1) || givenDepth > MAX_DEPTH) {
      throw badOptions(
          "--depth must be in "
              + (divide ? "1" : "0")
              + ".."
              + MAX_DEPTH
              + (divide ? " with --divide" : "")
              + ", got "
              + givenDepth);
    }
    depth = (int) givenDepth;
    threads = threadsOption.count(this);
    Progress progress = new Progress(env);
    try {
      if (position.isStdin()) {
        readPositions(progress);
      } else {
        S state = startState(game);
        count(game, state, progress, true);
      }
    } finally {
      progress.clear(); // an error line must not run into the progress line
    }
    return 0;
  }

  /** Counts from each position on standard input, each with the game set up for it. */
  private void readPositions(Progress progress) {
    PositionLines lines =
        new PositionLines(
            new BufferedReader(new InputStreamReader(env.in(), StandardCharsets.UTF_8)), "");
    int positions = 0;
    long nodes = 0;
    try {
      for (String line = lines.next(); line != null; line = lines.next()) {
        if (line.isBlank()) {
          continue;
        }
        String where = "line " + lines.number() + ": ";
        Game<?, ?> game = game(line, where);
        if (divide && positions > 0) {
          out().println();
        }
        nodes += countLine(game, line, where, progress);
        positions++;
        showProgress(progress, Messages.count(positions, "position"), nodes, false);
      }
    } catch (IOException e) {
      throw new CliException("cannot read standard input: " + e.getMessage(), e);
    }
    if (positions == 0) {
      throw new CliException(
          lines.number() == 0
              ? "standard input is empty: expected positions, one per line"
              : "standard input has only blank lines: expected positions, one per line");
    }
    progress.finish(
        summary(
            Messages.count(positions, "position") + ", " + Messages.count(nodes, "path"),
            progress.elapsedSeconds()));
  }

  private <S, M> long countLine(Game<S, M> game, String line, String where, Progress progress) {
    return count(game, parsePosition(game, line, where + "bad position"), progress, false);
  }

  /** Counts and prints; shows progress per first move when asked and stderr is a terminal. */
  private <S, M> long count(Game<S, M> game, S state, Progress progress, boolean showProgress) {
    long total;
    if (divide) {
      total =
          countPerFirstMove(
              game,
              state,
              progress,
              showProgress,
              d -> {
                progress.clear();
                out().println(d.notation() + ": " + d.count());
                out().flush();
              });
      out().println("total: " + total);
    } else {
      // Counted per first move only to show progress; the sum is the same count.
      total =
          showProgress && progress.enabled() && depth >= 2
              ? countPerFirstMove(game, state, progress, true, d -> {})
              : Perft.count(game, state, depth, threads);
      out().println(total);
    }
    out().flush();
    if (showProgress) {
      double t = progress.elapsedSeconds();
      progress.finish(
          summary(Messages.count(total, "path"), t) + " (" + Progress.rate(total, t) + " paths/s)");
    }
    return total;
  }

  /**
   * Counts with {@link Perft#divide}, handing each first move's count to {@code perMove} and then,
   * when asked, showing the progress; returns the sum, with the progress line cleared.
   */
  private <S, M> long countPerFirstMove(
      Game<S, M> game,
      S state,
      Progress progress,
      boolean showProgress,
      Consumer<Perft.Divide<M>> perMove) {
    int n = game.legalMoves(state).size();
    long[] sum = new long[1];
    int[] done = new int[1];
    Perft.divide(
        game,
        state,
        depth,
        threads,
        d -> {
          sum[0] += d.count();
          done[0]++;
          perMove.accept(d);
          if (showProgress) {
            showProgress(progress, "first move " + done[0] + "/" + n, sum[0], true);
          }
        });
    progress.clear();
    return sum[0];
  }

  /**
   * Shows how far the count is: {@code done} (what is counted so far), the paths, time and rate.
   */
  private static void showProgress(Progress progress, String done, long paths, boolean force) {
    double t = progress.elapsedSeconds();
    progress.show(
        String.format(
            "%s, %s, %.1f s, %s paths/s",
            done, Messages.count(paths, "path"), t, Progress.rate(paths, t)),
        force);
  }

  /** The line that stays when progress is shown: {@code perft D: <counted> in <seconds> s}. */
  private String summary(String counted, double seconds) {
    return "perft " + depth + ": " + counted + " in " + String.format("%.2f s", seconds);
  }
}
