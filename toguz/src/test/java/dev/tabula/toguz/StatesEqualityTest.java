package dev.tabula.toguz;

import com.google.common.testing.EqualsTester;
import dev.tabula.core.Game;
import org.junit.jupiter.api.Test;

/**
 * Guava's {@link EqualsTester} over {@link ToguzState}: the start, a position one ply on and one
 * two plies on are three values, each equal to the same position built again and to its own
 * notation read back, with equal hash codes.
 */
class StatesEqualityTest {
  private static final ToguzGame GAME = ToguzGame.standard();

  /** The state after the first legal move, or the first chance outcome at a chance node. */
  private static <S, M> S next(Game<S, M> game, S state) {
    return game.isChance(state)
        ? game.apply(state, game.chanceOutcomes(state).get(0).outcome())
        : game.apply(state, game.legalMoves(state).get(0));
  }

  @Test
  void states_equalByPosition() {
    ToguzState start = GAME.start();
    ToguzState one = next(GAME, start);
    ToguzState two = next(GAME, one);
    new EqualsTester()
        .addEqualityGroup(start, GAME.start(), GAME.parseState(GAME.formatState(start)))
        .addEqualityGroup(one, next(GAME, GAME.start()), GAME.parseState(GAME.formatState(one)))
        .addEqualityGroup(two, GAME.parseState(GAME.formatState(two)))
        .testEquals();
  }
}
