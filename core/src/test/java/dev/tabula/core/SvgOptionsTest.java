package dev.tabula.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** SvgOptions is immutable: every setter returns a configured copy. */
class SvgOptionsTest {

  @Test
  void setters_leaveTheOriginalUnchanged() {
    SvgOptions<String, Integer> o = SvgOptions.defaults();
    SvgOptions<String, Integer> all =
        o.lastMove("before", 3).targets(List.of(1, 2)).coordinates(true).scale(2);
    assertEquals(Optional.of("before"), all.before());
    assertEquals(Optional.of(3), all.lastMove());
    assertEquals(List.of(1, 2), all.targets());
    assertTrue(all.coordinates());
    assertEquals(2, all.scale());

    assertEquals(Optional.empty(), o.before());
    assertEquals(Optional.empty(), o.lastMove());
    assertEquals(List.of(), o.targets());
    assertFalse(o.coordinates());
    assertEquals(1, o.scale());

    SvgOptions<String, Integer> bigger = all.scale(3);
    assertEquals(2, all.scale(), "a copy of a configured object leaves it as it was");
    assertEquals(3, bigger.scale());
    assertEquals(List.of(1, 2), bigger.targets());
  }
}
