package dev.tabula.search;

import com.google.errorprone.annotations.CheckReturnValue;
import java.time.Duration;
import org.jspecify.annotations.Nullable;

/**
 * What a search may spend on one move: wall time, iterations (MCTS playouts, or alpha-beta and
 * expectimax nodes) and depth in plies, any combination; the search stops at the first limit it
 * reaches. A search also stops early when it has nothing left to learn (a proven result, every node
 * of a small game searched).
 *
 * <p>A budget is an immutable value: the {@code with} methods return a changed copy and leave the
 * budget they are called on unchanged (Error Prone flags a discarded copy).
 *
 * <p>Results under a time limit depend on the machine and its load; results under iteration and
 * depth limits alone are deterministic for a given seed.
 *
 * @param time the wall time, or null for no limit
 * @param iterations the most iterations or nodes, or 0 for no limit
 * @param depth the deepest search in plies (chance outcomes count), or 0 for no limit
 */
@CheckReturnValue
public record Budget(@Nullable Duration time, long iterations, int depth) {

  /**
   * Checks the limits.
   *
   * @param time the wall time, or null
   * @param iterations the most iterations, or 0
   * @param depth the deepest search, or 0
   * @throws IllegalArgumentException if a limit is negative or zero time, or if there is no limit
   *     at all
   */
  public Budget {
    if (time != null && (time.isNegative() || time.isZero())) {
      throw new IllegalArgumentException("a time limit must be positive: " + time);
    }
    if (iterations < 0 || depth < 0) {
      throw new IllegalArgumentException(
          "iterations and depth must be >= 0 (0: no limit), got " + iterations + " and " + depth);
    }
    if (time == null && iterations == 0 && depth == 0) {
      throw new IllegalArgumentException("a budget needs at least one limit");
    }
  }

  /**
   * A budget of wall time only.
   *
   * @param time the time, positive
   * @return the budget
   */
  public static Budget ofTime(Duration time) {
    return new Budget(time, 0, 0);
  }

  /**
   * A budget of iterations (or nodes) only.
   *
   * @param iterations the iterations, {@code >= 1}
   * @return the budget
   */
  public static Budget ofIterations(long iterations) {
    if (iterations < 1) {
      throw new IllegalArgumentException("iterations must be >= 1, got " + iterations);
    }
    return new Budget(null, iterations, 0);
  }

  /**
   * A budget of depth only.
   *
   * @param depth the depth in plies, {@code >= 1}
   * @return the budget
   */
  public static Budget ofDepth(int depth) {
    if (depth < 1) {
      throw new IllegalArgumentException("depth must be >= 1, got " + depth);
    }
    return new Budget(null, 0, depth);
  }

  /**
   * Returns this budget with a time limit.
   *
   * @param newTime the time, or null for none
   * @return the new budget
   */
  public Budget withTime(@Nullable Duration newTime) {
    return new Budget(newTime, iterations, depth);
  }

  /**
   * Returns this budget with an iteration limit.
   *
   * @param newIterations the iterations, or 0 for none
   * @return the new budget
   */
  public Budget withIterations(long newIterations) {
    return new Budget(time, newIterations, depth);
  }

  /**
   * Returns this budget with a depth limit.
   *
   * @param newDepth the depth, or 0 for none
   * @return the new budget
   */
  public Budget withDepth(int newDepth) {
    return new Budget(time, iterations, newDepth);
  }
}
