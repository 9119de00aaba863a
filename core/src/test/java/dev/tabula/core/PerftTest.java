package dev.tabula.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class PerftTest {
  private final Race race = Race.INSTANCE;

  /** Independent recursion over legalMoves/apply, the plain definition. */
  private long plain(Race.State s, int depth) {
    if (depth == 0) {
      return 1;
    }
    long n = 0;
    for (Race.Move m : race.legalMoves(s)) {
      n += plain(race.apply(s, m), depth - 1);
    }
    return n;
  }

  @Test
  void count_smallDepths_byHand() {
    assertEquals(1, Perft.count(race, race.start(), 0));
    assertEquals(2, Perft.count(race, race.start(), 1));
    assertEquals(4, Perft.count(race, race.start(), 2));
    assertEquals(8, Perft.count(race, race.start(), 3));
  }

  @Test
  void count_equalsPlainDefinition_throughGameEnds() {
    for (int d = 0; d <= 16; d++) {
      assertEquals(plain(race.start(), d), Perft.count(race, race.start(), d), "depth " + d);
    }
  }

  @Test
  void count_terminal_isZeroAboveDepthZero() {
    Race.State over = race.parseState("6,0,-");
    assertEquals(1, Perft.count(race, over, 0));
    assertEquals(0, Perft.count(race, over, 3));
  }

  @Test
  void divide_sumsToCount_inLegalOrder() {
    List<Perft.Divide<Race.Move>> d = Perft.divide(race, race.start(), 7);
    assertEquals(List.of("s1", "s2"), d.stream().map(Perft.Divide::notation).toList());
    assertEquals(
        Perft.count(race, race.start(), 7), d.stream().mapToLong(Perft.Divide::count).sum());
  }

  @Test
  void count_negativeDepth_refused() {
    assertThrows(IllegalArgumentException.class, () -> Perft.count(race, race.start(), -1));
    assertThrows(IllegalArgumentException.class, () -> Perft.divide(race, race.start(), 0));
  }
}
