package dev.tabula.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;

import dev.tabula.testkit.fixtures.CoinFlipNim;
import org.junit.jupiter.api.Test;

/** Conformance settings are immutable: every setter returns a configured copy. */
class ConformanceSettingsTest {

  private static Conformance<CoinFlipNim.State, Integer> base() {
    return Conformance.of(new CoinFlipNim()).games(3).seed(5).threads(1).fuzzCases(0);
  }

  @Test
  void setters_returnACopy_theOriginalRunsAsBefore() {
    Conformance<CoinFlipNim.State, Integer> c = base();
    Conformance.Report before = c.run();

    var unused1 = c.games(40);
    var unused2 = c.seed(6);
    var unused3 = c.from(new CoinFlipNim.State(1, 1, false));
    var unused4 = c.illegalSamples(0);
    var unused5 = c.fuzzCases(50);
    var unused6 = c.maxPlies(1);
    var unused7 = c.threads(2);
    var unused8 = c.observationDepth(0);
    var unused9 = c.fuzzRecords("[Game \"coin-flip-nim\"]\n\n*\n");

    assertEquals(before, c.run(), "the settings it was called on are unchanged");
    assertEquals(before, base().run(), "and the same as a fresh run of those settings");
  }

  @Test
  void setters_theCopyHasTheNewSetting() {
    Conformance<CoinFlipNim.State, Integer> c = base();
    Conformance<CoinFlipNim.State, Integer> more = c.games(7);
    assertNotSame(c, more);
    assertEquals(7, more.run().games());
    assertEquals(3, c.run().games());
    Conformance<CoinFlipNim.State, Integer> short1 = c.from(new CoinFlipNim.State(1, 1, false));
    assertEquals(1, short1.run().longestGame());
    assertEquals(0, c.illegalSamples(0).run().illegalTried());
    assertEquals(20, c.fuzzCases(20).run().fuzzed());
  }

  @Test
  void run_twiceOnOneObject_sameReport() {
    Conformance<CoinFlipNim.State, Integer> c =
        Conformance.of(new ConformanceObservationTest.ObservedNim()).games(5).seed(3);
    assertEquals(c.run(), c.run());
  }
}
