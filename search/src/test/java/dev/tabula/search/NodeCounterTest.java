package dev.tabula.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * The budget counter of the searches. The deadlines here are either long past (1 ns) or a year
 * away, so that no test depends on how fast the machine is.
 */
class NodeCounterTest {

  @Test
  void count_stopsAtTheIterationLimit() {
    NodeCounter c = new NodeCounter(Budget.ofIterations(3));
    c.count();
    c.count();
    c.count();
    assertEquals(3, c.nodes());
    assertThrows(NodeCounter.Stop.class, c::count);
    assertEquals(3, c.nodes());
    assertFalse(c.timeUp(), "no time limit");
  }

  @Test
  void count_looksAtThePassedDeadlineEveryClockInterval() {
    NodeCounter c = new NodeCounter(Budget.ofTime(Duration.ofNanos(1)));
    for (int i = 1; i < NodeCounter.CLOCK_INTERVAL; i++) {
      c.count(); // the clock is not read between intervals
    }
    assertEquals(NodeCounter.CLOCK_INTERVAL - 1, c.nodes());
    assertThrows(NodeCounter.Stop.class, c::count);
    assertTrue(c.timeUp());
  }

  @Test
  void count_heldDeadline_isIgnoredUntilReleased_butTheNodeLimitIsNot() {
    long[] now = {0};
    NodeCounter c = new NodeCounter(new Budget(Duration.ofNanos(1), 5000, 0), () -> now[0], 0);
    now[0] = 1_000_000;
    c.holdDeadline();
    for (int i = 0; i < 3 * NodeCounter.CLOCK_INTERVAL; i++) {
      c.count();
    }
    assertTrue(c.timeUp(), "the time is up, only held");
    c.releaseDeadline();
    for (int i = 1; i < NodeCounter.CLOCK_INTERVAL; i++) {
      c.count();
    }
    assertThrows(NodeCounter.Stop.class, c::count);
    assertEquals(Duration.ofNanos(1_000_000), c.elapsed());
    c.holdDeadline();
    while (c.nodes() < 5000) {
      c.count();
    }
    assertThrows(NodeCounter.Stop.class, c::count);
  }

  @Test
  void count_farDeadline_goesOn() {
    NodeCounter c = new NodeCounter(Budget.ofTime(Duration.ofDays(365)));
    for (int i = 0; i < 3 * NodeCounter.CLOCK_INTERVAL; i++) {
      c.count();
    }
    assertEquals(3L * NodeCounter.CLOCK_INTERVAL, c.nodes());
    assertFalse(c.timeUp());
  }

  @Test
  void timeUp_hugeDuration_saturatesInsteadOfOverflowing() {
    NodeCounter c = new NodeCounter(Budget.ofTime(Duration.ofSeconds(Long.MAX_VALUE)));
    assertFalse(c.timeUp());
    for (int i = 0; i < NodeCounter.CLOCK_INTERVAL; i++) {
      c.count();
    }
    assertFalse(new NodeCounter(Budget.ofTime(Duration.ofDays(100_000_000L))).timeUp());
  }

  @Test
  void budget_withers_keepTheOtherLimits() {
    Budget b = Budget.ofIterations(5);
    assertEquals(new Budget(null, 5, 3), b.withDepth(3));
    assertEquals(new Budget(null, 7, 0), b.withIterations(7));
    assertEquals(new Budget(Duration.ofSeconds(2), 5, 0), b.withTime(Duration.ofSeconds(2)));
    assertThrows(IllegalArgumentException.class, () -> b.withIterations(0));
  }
}
