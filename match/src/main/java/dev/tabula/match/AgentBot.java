package dev.tabula.match;

import dev.tabula.core.Agent;
import dev.tabula.core.Game;
import dev.tabula.core.GameResult;
import dev.tabula.search.SearchAgent;
import dev.tabula.search.SearchResult;
import dev.tabula.search.Searches;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/** An in-process bot: an {@link Agent} per game (shared or new), asked at its turns. */
final class AgentBot<S, M> implements Bot<S, M> {
  private final String name;
  private final Supplier<? extends Agent<S, M>> agents;
  private final @Nullable SearchLog log;

  AgentBot(String name, Supplier<? extends Agent<S, M>> agents, @Nullable Path searchLog) {
    this.name = Objects.requireNonNull(name, "name");
    this.agents = agents;
    this.log = searchLog == null ? null : new SearchLog(searchLog);
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
    return new AgentPlayer<>(agent, log);
  }

  @Override
  public void close() {
    if (log != null) {
      log.close();
    }
  }

  @Override
  public String toString() {
    return name;
  }

  /** One game of an agent: its generator is seeded by the setup. */
  private static final class AgentPlayer<S, M> implements Player<S, M> {
    private final Agent<S, M> agent;
    private final @Nullable SearchLog log;
    private @Nullable Game<S, M> game;
    private @Nullable SplittableRandom random;
    private long gameNumber;
    private int plies;

    AgentPlayer(Agent<S, M> agent, @Nullable SearchLog log) {
      this.agent = agent;
      this.log = log;
    }

    @Override
    public void start(GameSetup<S, M> setup) {
      game = setup.game();
      random = new SplittableRandom(setup.seed());
      gameNumber = setup.gameIndex() + 1;
    }

    @Override
    public M choose(S state, @Nullable Duration timeLeft) throws BotFailure {
      Game<S, M> g = game;
      SplittableRandom r = random;
      if (g == null || r == null) {
        throw new IllegalStateException("choose before start");
      }
      try {
        SearchLog l = log;
        if (l != null && agent instanceof SearchAgent<S, M> search) {
          // Searched as choose would (a position's only move is played without a search, as the
          // Monte Carlo bots do; the other searches use no randomness), and reported.
          if (g.legalMoves(state).size() > 1) {
            SearchResult<M> result = search.search(g, state, search.defaultBudget(), r);
            l.write(
                "[game "
                    + gameNumber
                    + "] ply "
                    + (plies + 1)
                    + " "
                    + Searches.describe(g, state, result));
            return result.move();
          }
        }
        return agent.choose(g, state, r);
      } catch (RuntimeException e) {
        throw new BotFailure(BotFailure.Kind.CRASH, "the agent threw " + e, e);
      }
    }

    @Override
    public void played(S before, M move) {
      plies++;
    }

    @Override
    public void finish(GameResult result, @Nullable String termination) {}

    @Override
    public void close() {}
  }

  /** The file search reports are appended to, whole lines under a lock, opened at first use. */
  private static final class SearchLog {
    private final Path file;
    private @Nullable BufferedWriter out;
    private boolean failed;

    SearchLog(Path file) {
      this.file = file;
    }

    synchronized void write(String line) {
      if (failed) {
        return;
      }
      try {
        BufferedWriter w = out;
        if (w == null) {
          w =
              Files.newBufferedWriter(
                  file,
                  StandardCharsets.UTF_8,
                  StandardOpenOption.CREATE,
                  StandardOpenOption.APPEND);
          out = w;
        }
        w.write(line);
        w.newLine();
        w.flush();
      } catch (IOException e) {
        failed = true; // a log that cannot be written must not cost the bot its game
      }
    }

    synchronized void close() {
      BufferedWriter w = out;
      out = null;
      if (w != null) {
        try {
          w.close();
        } catch (IOException e) {
          // nothing left to save
        }
      }
    }
  }
}
