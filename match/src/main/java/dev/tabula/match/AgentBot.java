package dev.tabula.match;

import dev.tabula.core.Agent;
import dev.tabula.core.Game;
import dev.tabula.core.GameResult;
import java.time.Duration;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/** An in-process bot: an {@link Agent} per game (shared or new), asked at its turns. */
final class AgentBot<S, M> implements Bot<S, M> {
  private final String name;
  private final Supplier<? extends Agent<S, M>> agents;

  AgentBot(String name, Supplier<? extends Agent<S, M>> agents) {
    this.name = Objects.requireNonNull(name, "name");
    this.agents = agents;
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public Player<S, M> open() throws BotFailure {
    Agent<S, M> agent;
    try {
      agent = Objects.requireNonNull(agents.get(), "the agent supplier returned null");
    } catch (RuntimeException e) {
      throw new BotFailure(BotFailure.Kind.CRASH, "could not create the agent: " + e, e);
    }
    return new AgentPlayer<>(agent);
  }

  @Override
  public String toString() {
    return name;
  }

  /** One game of an agent: its generator is seeded by the setup. */
  private static final class AgentPlayer<S, M> implements Player<S, M> {
    private final Agent<S, M> agent;
    private @Nullable Game<S, M> game;
    private @Nullable SplittableRandom random;

    AgentPlayer(Agent<S, M> agent) {
      this.agent = agent;
    }

    @Override
    public void start(GameSetup<S, M> setup) {
      game = setup.game();
      random = new SplittableRandom(setup.seed());
    }

    @Override
    public M choose(S state, @Nullable Duration timeLeft) throws BotFailure {
      Game<S, M> g = game;
      SplittableRandom r = random;
      if (g == null || r == null) {
        throw new IllegalStateException("choose before start");
      }
      try {
        return agent.choose(g, state, r);
      } catch (RuntimeException e) {
        throw new BotFailure(BotFailure.Kind.CRASH, "the agent threw " + e, e);
      }
    }

    @Override
    public void played(S before, M move) {}

    @Override
    public void finish(GameResult result, @Nullable String termination) {}

    @Override
    public void close() {}
  }
}
