package dev.tabula.match;

import dev.tabula.core.Agent;
import dev.tabula.core.Game;
import dev.tabula.core.Player;
import dev.tabula.core.PlayerFailure;
import dev.tabula.core.TimeLeft;
import dev.tabula.search.SearchAgent;
import dev.tabula.search.SearchResult;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.random.RandomGenerator;
import org.jspecify.annotations.Nullable;

/**
 * An in-process bot: a player per game from a generator seeded by the match ({@link Player#of} over
 * a shared agent, or one the caller makes).
 */
final class AgentBot<S, M> implements Bot<S, M> {
  private final String name;
  private final Function<? super RandomGenerator, ? extends Player<S, M>> players;

  /** The shared agent, when there is one: its searches are logged. */
  private final @Nullable Agent<S, M> agent;

  private final @Nullable SearchLog log;

  AgentBot(
      String name,
      Function<? super RandomGenerator, ? extends Player<S, M>> players,
      @Nullable Agent<S, M> agent,
      @Nullable Path searchLog) {
    this.name = Objects.requireNonNull(name, "name");
    this.players = players;
    this.agent = agent;
    this.log = searchLog == null ? null : new SearchLog(searchLog);
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public Player<S, M> open(long gameIndex, long seed) throws PlayerFailure {
    SplittableRandom random = new SplittableRandom(seed);
    SearchLog l = log;
    if (l != null && agent instanceof SearchAgent<S, M> search) {
      return new LoggingPlayer<>(search, random, l, gameIndex + 1);
    }
    Player<S, M> p;
    try {
      p = Objects.requireNonNull(players.apply(random), "the bot made no player (null)");
    } catch (RuntimeException e) {
      throw new PlayerFailure(PlayerFailure.Kind.CRASH, "could not create the player: " + e, e);
    }
    return p;
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

  /**
   * One game of a search agent whose searches are logged: each move but a position's only one is
   * searched as {@code choose} would (with the agent's budget, or its share of the clock; the other
   * searches use no randomness, and the Monte Carlo ones play a single move without a search), and
   * reported.
   */
  private static final class LoggingPlayer<S, M> implements Player<S, M> {
    private final SearchAgent<S, M> agent;
    private final RandomGenerator random;
    private final SearchLog log;
    private final long gameNumber;
    private @Nullable Game<S, M> game;
    private int plies;

    LoggingPlayer(SearchAgent<S, M> agent, RandomGenerator random, SearchLog log, long gameNumber) {
      this.agent = agent;
      this.random = random;
      this.log = log;
      this.gameNumber = gameNumber;
    }

    @Override
    public void start(Game<S, M> newGame, S start, int seat) {
      game = newGame;
    }

    @Override
    public M choose(S state, @Nullable Duration timeLeft) throws PlayerFailure {
      return chooseWithin(state, TimeLeft.perMove(timeLeft));
    }

    @Override
    public M chooseWithin(S state, TimeLeft time) throws PlayerFailure {
      Game<S, M> g = Objects.requireNonNull(game, "choose before start");
      try {
        if (g.legalMoves(state).size() > 1) {
          SearchResult<M> result = agent.search(g, state, time, random);
          log.write(
              "[game " + gameNumber + "] ply " + (plies + 1) + " " + result.describe(g, state));
          return result.move();
        }
        return agent.chooseWithin(g, state, random, time);
      } catch (RuntimeException e) {
        throw new PlayerFailure(PlayerFailure.Kind.CRASH, "the agent threw " + e, e);
      }
    }

    @Override
    public void played(S before, M move) {
      plies++;
    }
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
