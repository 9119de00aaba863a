package dev.tabula.match;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tabula.core.Agent;
import dev.tabula.toguz.ToguzGame;
import dev.tabula.toguz.ToguzMove;
import dev.tabula.toguz.ToguzState;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Match and ProgramLimits are immutable: every setter returns a configured copy. */
class SettingsCopyTest {

  @Test
  void match_settersLeaveTheOriginalUnchanged() {
    ToguzGame game = ToguzGame.standard();
    Agent<ToguzState, ToguzMove> random = Agent.uniformRandom();
    Match<ToguzState, ToguzMove> m = Match.of(game).agents(random, random).seed(7).games(4);
    ToguzState other = ToguzState.parse("1S,8/8,1S 80 80 S 1");

    var unused1 = m.games(40);
    var unused2 = m.seed(8);
    var unused3 = m.concurrency(3);
    var unused4 = m.openings(List.of(other));
    var unused5 = m.randomOpenings(4);
    var unused6 = m.moveTime(Duration.ofSeconds(1));
    var unused7 = m.maxPlies(5);
    var unused8 = m.maxHandshakeFailures(9);
    var unused9 = m.bots(Bot.of("a", random), Bot.of("b", random));

    assertEquals(4, m.plannedGames());
    assertEquals(7, m.seed());
    assertEquals(Match.DEFAULT_MAX_HANDSHAKE_FAILURES, m.maxHandshakeFailures());
    assertEquals(game.start(), m.opening(0));
    assertEquals(List.of("bot1", "bot2"), m.bots().stream().map(Bot::name).toList());

    Match<ToguzState, ToguzMove> seeded = m.seed(8).openings(List.of(other));
    assertEquals(8, seeded.seed());
    assertEquals(other, seeded.opening(0));
    assertEquals(7, m.seed());
  }

  @Test
  void programLimits_withersLeaveTheOriginalUnchanged() {
    ProgramLimits d = ProgramLimits.DEFAULTS;
    ProgramLimits changed =
        d.withHandshakeTime(Duration.ofSeconds(2)).withLogBytes(10).withLineBytes(20);
    assertEquals(new ProgramLimits(Duration.ofSeconds(2), 10, 20), changed);
    assertEquals(
        new ProgramLimits(
            ProgramLimits.DEFAULT_HANDSHAKE_TIME,
            ProgramLimits.DEFAULT_LOG_BYTES,
            ProgramLimits.DEFAULT_LINE_BYTES),
        d);
  }
}
