package dev.tabula.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class ChanceOutcomeTest {

  @Test
  void probability_isNumeratorOverDenominator() {
    assertEquals(0.25, new ChanceOutcome<>("a", 1, 4).probability());
    assertEquals(0.75, new ChanceOutcome<>("a", 3, 4).probability());
  }

  @Test
  void certainOutcome_allowed() {
    assertEquals(1.0, new ChanceOutcome<>("a", 1, 1).probability());
    assertEquals(1.0, new ChanceOutcome<>("a", 6, 6).probability());
  }

  @Test
  void probabilityOutsideZeroToOne_refused() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> new ChanceOutcome<>("a", 7, 6));
    assertEquals("probability must be in (0, 1], got 7/6", e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> new ChanceOutcome<>("a", 0, 6));
    assertThrows(IllegalArgumentException.class, () -> new ChanceOutcome<>("a", 1, 0));
    assertThrows(IllegalArgumentException.class, () -> new ChanceOutcome<>("a", -1, -1));
    assertThrows(NullPointerException.class, () -> new ChanceOutcome<>(null, 1, 2));
  }
}
