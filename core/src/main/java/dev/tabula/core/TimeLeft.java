package dev.tabula.core;

import java.time.Duration;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * What a player may spend on the move it is asked for ({@link Player#chooseWithin}): the most the
 * move may take, and, when a {@linkplain TimeControl game clock} runs, what is left on the seat's
 * clock and what the seat gains after the move. A player with a clock decides how much of it to
 * spend now (a search bot's time management); the limit is the least of the clock and the time per
 * move, if there is one.
 *
 * @param limit the most this move may take, or null for no limit
 * @param clock what is left on the seat's clock as it is asked, or null when no clock runs
 * @param increment what the clock gains after this move; zero when no clock runs
 */
public record TimeLeft(@Nullable Duration limit, @Nullable Duration clock, Duration increment) {

  /** No limit and no clock. */
  public static final TimeLeft UNLIMITED = new TimeLeft(null, null, Duration.ZERO);

  /**
   * Checks the times.
   *
   * @param limit the most this move may take, or null
   * @param clock what is left on the clock, or null
   * @param increment what the clock gains
   * @throws IllegalArgumentException if the limit or the clock is not positive, the increment is
   *     negative, there is an increment without a clock, or a clock without a limit at most the
   *     clock
   */
  public TimeLeft {
    Objects.requireNonNull(increment, "increment");
    if (limit != null && (limit.isNegative() || limit.isZero())) {
      throw new IllegalArgumentException("a move's time limit must be positive: " + limit);
    }
    if (clock != null && (clock.isNegative() || clock.isZero())) {
      throw new IllegalArgumentException("the time left on a clock must be positive: " + clock);
    }
    if (increment.isNegative() || (clock == null && !increment.isZero())) {
      throw new IllegalArgumentException(
          "an increment must be zero, or positive with a clock: " + increment);
    }
    if (clock != null && (limit == null || limit.compareTo(clock) > 0)) {
      throw new IllegalArgumentException(
          "with a clock the limit is at most the clock: limit " + limit + ", clock " + clock);
    }
  }

  /**
   * A time per move without a clock.
   *
   * @param limit the time for the move, positive, or null for no limit
   * @return the time left
   */
  public static TimeLeft perMove(@Nullable Duration limit) {
    return limit == null ? UNLIMITED : new TimeLeft(limit, null, Duration.ZERO);
  }
}
