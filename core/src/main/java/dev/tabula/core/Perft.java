package dev.tabula.core;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CancellationException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;

/**
 * Perft: counts move paths to a fixed depth, the standard proof that a move generator is right.
 *
 * <p>{@code perft(s, 0) = 1}; {@code perft(s, d) = 0} when {@code s} is over; otherwise the sum of
 * {@code perft(apply(s, m), d - 1)} over every legal move {@code m}, chance outcomes counted as
 * moves (one per distinct outcome, whatever its probability). "Divide" gives the count below each
 * first move, which finds the move where two generators disagree.
 *
 * <p>Runs on action ids ({@link Game#legalActions}, {@link Game#applyAction}) with one buffer per
 * depth, and counts the last ply in bulk: a node one ply above the leaves adds its number of legal
 * moves without applying them. A game with {@link FastPerft} counts each subtree its own way
 * instead (a scratch board rather than a new state per node), to the same counts. Different calls
 * may run at the same time.
 *
 * <h2>On several cores</h2>
 *
 * The methods with a {@code parallelism} argument expand the first plies breadth-first until there
 * are many more subtrees than threads (or the depth runs out), and let that many threads count the
 * subtrees, each taking the next one as it finishes the last, so the load balances however uneven
 * the tree is. The counts are those of the one-thread methods. The calling thread waits; if it is
 * interrupted, the counting threads stop and the method throws {@link CancellationException} with
 * the interrupt status set again.
 */
public final class Perft {
  private Perft() {}

  /**
   * The count below one first move.
   *
   * @param <M> the move type
   * @param move the first move
   * @param notation the first move in the game's move notation
   * @param count the number of paths of the remaining depth after it
   */
  public record Divide<M>(M move, String notation, long count) {
    /**
     * Checks the parts.
     *
     * @param move the root move
     * @param notation its notation
     * @param count the leaves below it
     */
    public Divide {
      Objects.requireNonNull(move, "move");
      Objects.requireNonNull(notation, "notation");
    }
  }

  /**
   * Counts the move paths of the given depth.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @param game the game
   * @param state the position to count from
   * @param depth the depth, {@code >= 0}
   * @return the number of paths
   * @throws IllegalArgumentException if depth is negative
   */
  public static <S, M> long count(Game<S, M> game, S state, int depth) {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(state, "state");
    if (depth < 0) {
      throw new IllegalArgumentException("depth must be >= 0, got " + depth);
    }
    return subtree(game, state, depth, null);
  }

  /**
   * Counts the move paths of the given depth on {@code parallelism} threads (see the class
   * comment); {@code parallelism} 1 is {@link #count(Game, Object, int)} on the calling thread.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @param game the game
   * @param state the position to count from
   * @param depth the depth, {@code >= 0}
   * @param parallelism the number of threads, {@code >= 1}
   * @return the number of paths
   * @throws IllegalArgumentException if depth is negative or parallelism below 1
   * @throws CancellationException if the calling thread is interrupted while it waits
   */
  public static <S, M> long count(Game<S, M> game, S state, int depth, int parallelism) {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(state, "state");
    checkParallelism(parallelism);
    if (depth < 0) {
      throw new IllegalArgumentException("depth must be >= 0, got " + depth);
    }
    if (parallelism == 1 || depth <= 2) {
      return count(game, state, depth);
    }
    long[] perFirst = new Split<>(game, state, depth, parallelism).run((i, c) -> {});
    long total = 0;
    for (long c : perFirst) {
      total += c;
    }
    return total;
  }

  private static void checkParallelism(int parallelism) {
    if (parallelism < 1) {
      throw new IllegalArgumentException("parallelism must be >= 1, got " + parallelism);
    }
  }

  /**
   * Counts one subtree: with the game's {@link FastPerft} when it has one, else with the generic
   * walk on {@code buffers} (made here when null: one per depth).
   */
  private static <S, M> long subtree(
      Game<S, M> game, S state, int depth, int @Nullable [][] buffers) {
    if (game instanceof FastPerft<?> fast) {
      @SuppressWarnings("unchecked") // a game implements its capabilities for its own state type
      FastPerft<S> own = (FastPerft<S>) fast;
      return own.perft(state, depth);
    }
    int[][] b = buffers != null ? buffers : new int[depth + 1][game.maxLegalActions()];
    return count(game, state, depth, b);
  }

  private static <S, M> long count(Game<S, M> game, S state, int depth, int[][] buffers) {
    if (depth == 0) {
      return 1;
    }
    int[] buffer = buffers[depth];
    int n = game.legalActions(state, buffer);
    if (depth == 1) {
      return n;
    }
    long total = 0;
    for (int i = 0; i < n; i++) {
      total += count(game, game.applyAction(state, buffer[i]), depth - 1, buffers);
    }
    return total;
  }

  /**
   * Counts the paths below each legal first move, in the order of {@link Game#legalMoves}.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @param game the game
   * @param state the position to count from
   * @param depth the depth, {@code >= 1}
   * @return one entry per legal move; their counts sum to {@code count(game, state, depth)}
   * @throws IllegalArgumentException if depth is below 1
   */
  public static <S, M> List<Divide<M>> divide(Game<S, M> game, S state, int depth) {
    return divide(game, state, depth, d -> {});
  }

  /**
   * Like {@link #divide(Game, Object, int)}, reporting each entry as soon as it is counted.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @param game the game
   * @param state the position to count from
   * @param depth the depth, {@code >= 1}
   * @param progress called once per first move, in order
   * @return one entry per legal move
   * @throws IllegalArgumentException if depth is below 1
   */
  public static <S, M> List<Divide<M>> divide(
      Game<S, M> game, S state, int depth, Consumer<? super Divide<M>> progress) {
    return divide(game, state, depth, 1, progress);
  }

  /**
   * Like {@link #divide(Game, Object, int, Consumer)}, counting on {@code parallelism} threads (see
   * the class comment). The progress is still called in the order of the first moves, on the
   * calling thread, as soon as a first move and all those before it are counted.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @param game the game
   * @param state the position to count from
   * @param depth the depth, {@code >= 1}
   * @param parallelism the number of threads, {@code >= 1}
   * @param progress called once per first move, in order
   * @return one entry per legal move
   * @throws IllegalArgumentException if depth is below 1 or parallelism below 1
   * @throws CancellationException if the calling thread is interrupted while it waits
   */
  public static <S, M> List<Divide<M>> divide(
      Game<S, M> game, S state, int depth, int parallelism, Consumer<? super Divide<M>> progress) {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(progress, "progress");
    if (depth < 1) {
      throw new IllegalArgumentException("divide needs depth >= 1, got " + depth);
    }
    checkParallelism(parallelism);
    List<Divide<M>> result = new ArrayList<>();
    if (parallelism > 1 && depth > 2) {
      List<M> moves = game.legalMoves(state);
      List<String> names = new ArrayList<>(moves.size());
      for (M m : moves) {
        names.add(game.formatMove(state, m));
      }
      new Split<>(game, state, depth, parallelism)
          .run(
              (i, c) -> {
                Divide<M> d = new Divide<>(moves.get(i), names.get(i), c);
                progress.accept(d);
                result.add(d);
              });
      return Collections.unmodifiableList(result);
    }
    int[][] buffers = new int[depth][game.maxLegalActions()];
    for (M m : game.legalMoves(state)) {
      long c = subtree(game, game.apply(state, m), depth - 1, buffers);
      Divide<M> d = new Divide<>(m, game.formatMove(state, m), c);
      progress.accept(d);
      result.add(d);
    }
    return Collections.unmodifiableList(result);
  }

  /** Receives a first move's count: its index among the legal moves, and the count. */
  private interface FirstMoveCount {
    void accept(int index, long count);
  }

  /**
   * One parallel count: the subtrees below the first plies, counted by a pool of threads, and the
   * counts summed per first move.
   */
  private static final class Split<S, M> {
    /** Subtrees per thread to aim for: enough for the load to balance. */
    private static final int TASKS_PER_THREAD = 64;

    private final Game<S, M> game;
    private final int parallelism;
    private final List<S> tasks = new ArrayList<>();
    private final List<Integer> owner = new ArrayList<>();
    private final int firstMoves;
    private int remaining;

    Split(Game<S, M> game, S root, int depth, int parallelism) {
      this.game = game;
      this.parallelism = parallelism;
      int[] buffer = new int[game.maxLegalActions()];
      int n = game.legalActions(root, buffer);
      firstMoves = n;
      for (int i = 0; i < n; i++) {
        tasks.add(game.applyAction(root, buffer[i]));
        owner.add(i);
      }
      remaining = depth - 1;
      // Expand breadth-first while the subtrees are few and still deep: each level keeps the
      // subtrees grouped by first move, in order.
      while (tasks.size() < TASKS_PER_THREAD * parallelism && remaining > 3) {
        List<S> next = new ArrayList<>();
        List<Integer> nextOwner = new ArrayList<>();
        for (int t = 0; t < tasks.size(); t++) {
          S s = tasks.get(t);
          int k = game.legalActions(s, buffer);
          for (int j = 0; j < k; j++) {
            next.add(game.applyAction(s, buffer[j]));
            nextOwner.add(owner.get(t));
          }
        }
        tasks.clear();
        tasks.addAll(next);
        owner.clear();
        owner.addAll(nextOwner);
        remaining--;
      }
    }

    /** Counts; reports each first move in order on the calling thread; returns the counts. */
    long[] run(FirstMoveCount report) {
      AtomicLongArray sums = new AtomicLongArray(firstMoves);
      int[] left = new int[firstMoves];
      for (int o : owner) {
        left[o]++;
      }
      AtomicInteger next = new AtomicInteger();
      AtomicReference<Throwable> failure = new AtomicReference<>();
      BlockingQueue<Integer> done = new LinkedBlockingQueue<>();
      List<Thread> threads = new ArrayList<>();
      for (int w = 0; w < Math.min(parallelism, Math.max(1, tasks.size())); w++) {
        Thread t =
            new Thread(
                () -> {
                  int[][] buffers = new int[remaining + 1][game.maxLegalActions()];
                  try {
                    for (int i = next.getAndIncrement();
                        i < tasks.size() && failure.get() == null;
                        i = next.getAndIncrement()) {
                      sums.addAndGet(owner.get(i), subtree(game, tasks.get(i), remaining, buffers));
                      done.add(i);
                    }
                  } catch (RuntimeException | Error e) {
                    failure.compareAndSet(null, e);
                    done.add(-1);
                  }
                },
                "tabula-perft-" + w);
        t.setDaemon(true);
        threads.add(t);
        t.start();
      }
      long[] counts = new long[firstMoves];
      int reported = 0;
      try {
        // First moves whose subtrees are all counted (no subtrees at all: a terminal position
        // after the first move) are reported in order as soon as those before them are.
        for (int finished = 0; ; ) {
          while (reported < firstMoves && left[reported] == 0) {
            counts[reported] = sums.get(reported);
            report.accept(reported, counts[reported]);
            reported++;
          }
          if (finished == tasks.size()) {
            break;
          }
          int i = done.take();
          if (i < 0) {
            break;
          }
          left[owner.get(i)]--;
          finished++;
        }
      } catch (InterruptedException e) {
        failure.compareAndSet(null, e);
        Thread.currentThread().interrupt();
        throw new CancellationException("perft interrupted");
      } finally {
        failure.compareAndSet(null, new CancellationException("stopped"));
        for (Thread t : threads) {
          boolean interrupted = false;
          while (t.isAlive()) {
            try {
              t.join();
            } catch (InterruptedException e) {
              interrupted = true;
            }
          }
          if (interrupted) {
            Thread.currentThread().interrupt();
          }
        }
      }
      Throwable f = failure.get();
      if (reported < firstMoves) {
        if (f instanceof RuntimeException r) {
          throw r;
        }
        if (f instanceof Error e) {
          throw e;
        }
        throw new IllegalStateException("perft stopped early", f);
      }
      return counts;
    }
  }
}
