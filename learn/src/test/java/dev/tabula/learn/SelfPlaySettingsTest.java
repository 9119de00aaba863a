package dev.tabula.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tabula.core.Agent;
import dev.tabula.toguz.ToguzGame;
import dev.tabula.toguz.ToguzMove;
import dev.tabula.toguz.ToguzState;
import java.util.List;
import org.junit.jupiter.api.Test;

/** SelfPlay is immutable: every setter returns a configured copy. */
class SelfPlaySettingsTest {

  @Test
  void setters_leaveTheOriginalUnchanged() {
    Agent<ToguzState, ToguzMove> r = Agent.uniformRandom();
    SelfPlay<ToguzState, ToguzMove> sp =
        SelfPlay.of(ToguzGame.standard(), List.of(r, r)).seed(3).maxPlies(50);

    var unused1 = sp.seed(4);
    var unused2 = sp.maxPlies(60);
    var unused3 = sp.temperaturePlies(5);
    var unused4 = sp.randomPlies(2);

    assertEquals(3, sp.seed());
    assertEquals(50, sp.maxPlies());
    assertEquals(0, sp.temperaturePlies());
    assertEquals(0, sp.randomPlies());

    SelfPlay<ToguzState, ToguzMove> hot = sp.temperaturePlies(5).seed(4);
    assertEquals(5, hot.temperaturePlies());
    assertEquals(4, hot.seed());
    assertEquals(50, hot.maxPlies());
  }
}
