package dev.tabula.core;

import java.time.Duration;
import java.util.random.RandomGenerator;
import org.jspecify.annotations.Nullable;

/** {@link Player#of}: an agent asked at its turns with one generator. */
final class AgentPlayer<S, M> implements Player<S, M> {
  private final Agent<S, M> agent;
  private final RandomGenerator random;
  private @Nullable Game<S, M> game;

  AgentPlayer(Agent<S, M> agent, RandomGenerator random) {
    this.agent = agent;
    this.random = random;
  }

  @Override
  public void start(Game<S, M> newGame, S start, int seat) {
    this.game = newGame;
  }

  @Override
  public M choose(S state, @Nullable Duration timeLeft) throws PlayerFailure {
    return chooseWithin(state, TimeLeft.perMove(timeLeft));
  }

  @Override
  public M chooseWithin(S state, TimeLeft time) throws PlayerFailure {
    Game<S, M> g = game;
    if (g == null) {
      throw new IllegalStateException("choose before start");
    }
    try {
      return agent.chooseWithin(g, state, random, time);
    } catch (RuntimeException e) {
      throw new PlayerFailure(PlayerFailure.Kind.CRASH, "the agent threw " + e, e);
    }
  }

  @Override
  public String toString() {
    return "Player.of(" + agent + ")";
  }
}
