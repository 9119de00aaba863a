package dev.tabula.core;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Consumer;

/**
 * Perft: counts move paths to a fixed depth, the standard proof that a move generator is right.
 *
 * <p>{@code perft(s, 0) = 1}; {@code perft(s, d) = 0} when {@code s} is over; otherwise the sum of
 * {@code perft(apply(s, m), d - 1)} over every legal move {@code m}, chance outcomes counted as
 * moves (one per distinct outcome, whatever its probability). "Divide" gives the count below each
 * first move, which finds the move where two generators disagree.
 *
 * <p>Runs on action ids ({@link Game#legalActions}, {@link Game#applyAction}) with one buffer per
 * depth. Not thread-safe per call; different calls may run in parallel.
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
  public record Divide<M>(M move, String notation, long count) {}

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
    if (depth < 0) {
      throw new IllegalArgumentException("depth must be >= 0, got " + depth);
    }
    int[][] buffers = new int[depth + 1][game.maxLegalActions()];
    return count(game, state, depth, buffers);
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
    if (depth < 1) {
      throw new IllegalArgumentException("divide needs depth >= 1, got " + depth);
    }
    List<Divide<M>> result = new ArrayList<>();
    int[][] buffers = new int[depth][game.maxLegalActions()];
    for (M m : game.legalMoves(state)) {
      long c = count(game, game.apply(state, m), depth - 1, buffers);
      Divide<M> d = new Divide<>(m, game.formatMove(state, m), c);
      progress.accept(d);
      result.add(d);
    }
    return Collections.unmodifiableList(result);
  }
}
