package dev.tabula.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** Budget is an immutable value: the withers return changed copies. */
class BudgetTest {

  @Test
  void withers_leaveTheOriginalUnchanged() {
    Budget b = Budget.ofDepth(4);
    Budget changed = b.withTime(Duration.ofSeconds(1)).withIterations(100).withDepth(7);
    assertEquals(new Budget(Duration.ofSeconds(1), 100, 7), changed);
    assertEquals(new Budget(null, 0, 4), b);
    Budget fewer = changed.withIterations(10);
    assertEquals(100, changed.iterations());
    assertEquals(10, fewer.iterations());
  }
}
