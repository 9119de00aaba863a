package dev.tabula.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The one seed derivation: its values are pinned, because seeded self-play files, matches and the
 * README's samples depend on them (they are those of the former {@code SelfPlay.gameSeed} and
 * {@code Match.derive}).
 */
class SeedsTest {

  @Test
  void mix64_isTheSplitMix64Finaliser() {
    assertEquals(0xe220a8397b1dcdafL, Seeds.mix64(0x9E3779B97F4A7C15L));
    assertEquals(0x5692161d100b05e5L, Seeds.mix64(1));
    assertEquals(0xf36cf1164265dd51L, Seeds.mix64(12345));
  }

  @Test
  void derive_ofAGame_isThatOfSelfPlaysGames() {
    assertEquals(0x7ab40e090f363a7dL, Seeds.derive(1, 0));
    assertEquals(0x4782c4b4c4fdf7c9L, Seeds.derive(42, 7));
    assertEquals(0x5c2f5bb032377514L, Seeds.derive(-5, 123_456_789L));
  }

  @Test
  void derive_ofAStream_isThatOfMatchesSeatsAndChance() {
    assertEquals(0x71cac37448049ce4L, Seeds.derive(1, 0, 0));
    assertEquals(0xc2a994ffc0b938f9L, Seeds.derive(42, 7, -1));
    assertEquals(0x0066b9d63bccd363L, Seeds.derive(-5, 3, -3));
    assertEquals(Seeds.mix64(Seeds.derive(9, 4) + 2 * 0xC2B2AE3D27D4EB4FL), Seeds.derive(9, 4, 2));
  }

  @Test
  void derive_givesEveryGameAndStreamItsOwnSeed() {
    Set<Long> seen = new HashSet<>();
    for (long i = 0; i < 100; i++) {
      seen.add(Seeds.derive(7, i));
      for (long j = -3; j < 3; j++) {
        seen.add(Seeds.derive(7, i, j));
      }
    }
    assertEquals(700, seen.size());
    assertNotEquals(Seeds.derive(7, 1), Seeds.derive(8, 1));
  }
}
