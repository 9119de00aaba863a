package dev.tabula.core;

import java.time.Duration;
import java.util.Objects;

/**
 * A game clock with an increment (Fischer): each seat starts with {@code base} on its clock, its
 * clock runs while it chooses a move, and it gains {@code increment} after each move it makes. A
 * seat whose move takes longer than its clock shows loses the game on time ({@link
 * GameLoop#clock}).
 *
 * @param base each seat's time at the start, positive
 * @param increment the time added after each move, zero or positive
 */
public record TimeControl(Duration base, Duration increment) {

  /**
   * Checks the times.
   *
   * @param base each seat's time at the start
   * @param increment the time added after each move
   * @throws IllegalArgumentException if the base is not positive or the increment is negative
   */
  public TimeControl {
    Objects.requireNonNull(base, "base");
    Objects.requireNonNull(increment, "increment");
    if (base.isNegative() || base.isZero()) {
      throw new IllegalArgumentException("a clock's base time must be positive: " + base);
    }
    if (increment.isNegative()) {
      throw new IllegalArgumentException("a clock's increment must not be negative: " + increment);
    }
  }

  /**
   * The time control as a record's {@code TimeControl} tag writes it: the base and the increment in
   * seconds, as in {@code 60+1} or {@code 4+0.05} (no increment: {@code 60}).
   *
   * @return the text
   */
  public String tag() {
    return increment.isZero() ? seconds(base) : seconds(base) + "+" + seconds(increment);
  }

  private static String seconds(Duration d) {
    return java.math.BigDecimal.valueOf(d.toNanos(), 9).stripTrailingZeros().toPlainString();
  }
}
