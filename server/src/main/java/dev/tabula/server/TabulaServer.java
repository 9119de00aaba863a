package dev.tabula.server;

import com.google.errorprone.annotations.CanIgnoreReturnValue;
import com.google.errorprone.annotations.CheckReturnValue;
import dev.tabula.core.GameProvider;
import io.javalin.Javalin;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;

/**
 * A game server: the page to play on at {@code /} and the HTTP API under {@code /api}
 * (docs/server.md), for the games found through {@link GameProvider} and the built-in bots.
 *
 * <pre>{@code
 * try (TabulaServer server = TabulaServer.builder().port(0).build().start()) {
 *   System.out.println("play at " + server.uri());
 *   ...
 * }
 * }</pre>
 *
 * <p>Safe by default: it binds to the loopback address unless told another host; a request body
 * holds at most {@link Builder#maxBodyBytes} bytes; the server holds at most {@link
 * Builder#maxGames} games and drops a game nobody has moved in for {@link Builder#idleTimeout};
 * bots think on a pool of {@link Builder#botThreads} threads, each move for at most {@link
 * Builder#maxThinkTime}; at most {@link Builder#maxWatchers} clients follow one game's updates.
 * Only the holder of a seat's token (128 random bits, kept as a digest, compared in constant time,
 * never logged) moves for that seat. A bad request gets a 4xx with a JSON error and changes
 * nothing; a bot that fails loses its game.
 *
 * <p>The server is started once and closed once; {@link #close} stops the HTTP server, the bots and
 * the expiry of idle games, and ends every open update stream.
 */
public final class TabulaServer implements AutoCloseable {
  private final Builder settings;
  private final ThreadPoolExecutor bots;
  private final ScheduledExecutorService sweeper;
  private final Lobby lobby;
  private final Javalin app;
  private boolean started;

  private TabulaServer(Builder b) {
    this.settings = b;
    AtomicInteger n = new AtomicInteger();
    this.bots =
        new ThreadPoolExecutor(
            b.botThreads,
            b.botThreads,
            0,
            TimeUnit.SECONDS,
            new ArrayBlockingQueue<>(b.maxGames + 1),
            r -> daemon(r, "tabula-bot-" + n.incrementAndGet()));
    this.sweeper = Executors.newSingleThreadScheduledExecutor(r -> daemon(r, "tabula-expiry"));
    this.lobby = new Lobby(b, bots);
    this.app = Api.create(lobby, b);
  }

  private static Thread daemon(Runnable r, String name) {
    Thread t = new Thread(r, name);
    t.setDaemon(true);
    return t;
  }

  /**
   * Returns a builder with the defaults: host {@code 127.0.0.1}, port 8080, every game found, the
   * bots of {@link Builder#DEFAULT_BOTS}, and the limits given there.
   *
   * @return a new builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Starts serving.
   *
   * @return this server
   * @throws IllegalStateException if it was started before
   * @throws RuntimeException as the HTTP server throws it when the port cannot be bound
   */
  @CanIgnoreReturnValue
  public synchronized TabulaServer start() {
    if (started) {
      throw new IllegalStateException("the server was started already");
    }
    started = true;
    app.start(settings.host, settings.port);
    long every = Math.max(1, Math.min(settings.idleTimeout.toMillis() / 4, 60_000));
    sweeper.scheduleWithFixedDelay(lobby::expire, every, every, TimeUnit.MILLISECONDS);
    return this;
  }

  /**
   * Returns the port it listens on (the one chosen when the builder said 0).
   *
   * @return the port
   * @throws IllegalStateException if it is not started
   */
  public int port() {
    if (!started) {
      throw new IllegalStateException("the server is not started");
    }
    return app.port();
  }

  /**
   * Returns the page's address, e.g. {@code http://127.0.0.1:8080/}.
   *
   * @return the address
   * @throws IllegalStateException if it is not started
   */
  public URI uri() {
    String host = settings.host.contains(":") ? "[" + settings.host + "]" : settings.host;
    return URI.create("http://" + host + ":" + port() + "/");
  }

  /**
   * Returns the number of games the server holds.
   *
   * @return the games open
   */
  public int openGames() {
    return lobby.size();
  }

  /** Stops the server: HTTP, bots, expiry, update streams. Calling it again does nothing. */
  @Override
  public synchronized void close() {
    sweeper.shutdownNow();
    bots.shutdownNow();
    lobby.closeAll();
    app.stop();
  }

  /**
   * The server's settings: an immutable value; each setter checks its value and returns a copy with
   * it.
   */
  @CheckReturnValue
  public static final class Builder {
    /** The bots the page offers by default (any built-in bot may be asked for through the API). */
    public static final List<String> DEFAULT_BOTS =
        List.of("random", "mc:1000", "mcts:time=1s", "alphabeta:time=1s", "expectimax:time=1s");

    String host = "127.0.0.1";
    int port = 8080;
    @Nullable List<String> games;
    List<String> bots = DEFAULT_BOTS;
    int maxGames = 1000;
    Duration idleTimeout = Duration.ofMinutes(30);
    long maxBodyBytes = 16 * 1024;
    Duration maxThinkTime = Duration.ofSeconds(5);
    int botThreads = Math.max(1, Runtime.getRuntime().availableProcessors() - 1);
    int maxWatchers = 32;
    @Nullable Long seed;

    private Builder() {}

    /** A copy of this builder with {@code change} made to it; this one is unchanged. */
    private Builder with(Consumer<Builder> change) {
      Builder b = new Builder();
      b.host = host;
      b.port = port;
      b.games = games;
      b.bots = bots;
      b.maxGames = maxGames;
      b.idleTimeout = idleTimeout;
      b.maxBodyBytes = maxBodyBytes;
      b.maxThinkTime = maxThinkTime;
      b.botThreads = botThreads;
      b.maxWatchers = maxWatchers;
      b.seed = seed;
      change.accept(b);
      return b;
    }

    private static void checkRange(long value, long min, long max, String what) {
      if (value < min || value > max) {
        throw new IllegalArgumentException(what + " is " + min + ".." + max + ", got " + value);
      }
    }

    /**
     * The address to bind, {@code 127.0.0.1} by default; {@code 0.0.0.0} serves every network the
     * machine is on (anyone who reaches it can create games).
     *
     * @param address a host name or IP address
     * @return a builder with it
     */
    public Builder host(String address) {
      Objects.requireNonNull(address, "address");
      if (address.isBlank()) {
        throw new IllegalArgumentException("the host is blank");
      }
      return with(b -> b.host = address);
    }

    /**
     * The port, 8080 by default; 0 picks a free one ({@link TabulaServer#port} tells which).
     *
     * @param number 0..65535
     * @return a builder with it
     */
    public Builder port(int number) {
      checkRange(number, 0, 65535, "a port");
      return with(b -> b.port = number);
    }

    /**
     * The games offered, by name; by default every game {@link GameProvider#available()} finds.
     *
     * @param names game names
     * @return a builder with it
     * @throws IllegalArgumentException if a game is not found or none is given
     */
    public Builder games(List<String> names) {
      Set<String> found = GameProvider.available();
      if (names.isEmpty()) {
        throw new IllegalArgumentException("no game given");
      }
      for (String n : names) {
        if (!found.contains(n)) {
          throw new IllegalArgumentException(
              "unknown game '" + n + "' (games: " + String.join(", ", found) + ")");
        }
      }
      return with(b -> b.games = List.copyOf(names));
    }

    /**
     * The bots the page offers for a seat, in the syntax of {@code --bots} (e.g. {@code
     * mcts:time=500ms}); the API accepts any built-in bot within the limits.
     *
     * @param specs bot specs
     * @return a builder with it
     * @throws IllegalArgumentException if the list is empty
     */
    public Builder bots(List<String> specs) {
      if (specs.isEmpty()) {
        throw new IllegalArgumentException("no bot given");
      }
      return with(b -> b.bots = List.copyOf(new ArrayList<>(specs)));
    }

    /**
     * The most games held at once, 1000 by default; creating one more is refused with 503 until one
     * expires.
     *
     * @param count at least 1
     * @return a builder with it
     */
    public Builder maxGames(int count) {
      checkRange(count, 1, 1_000_000, "max games");
      return with(b -> b.maxGames = count);
    }

    /**
     * How long a game is kept after its last change (a move, a join, a take-back), 30 minutes by
     * default.
     *
     * @param time positive
     * @return a builder with it
     */
    public Builder idleTimeout(Duration time) {
      if (time.isNegative() || time.isZero()) {
        throw new IllegalArgumentException("the idle timeout must be positive, got " + time);
      }
      return with(b -> b.idleTimeout = time);
    }

    /**
     * The largest request body, 16 KiB by default; a larger one is refused with 413.
     *
     * @param bytes 256..16 MiB
     * @return a builder with it
     */
    public Builder maxBodyBytes(long bytes) {
      checkRange(bytes, 256, 16 << 20, "max body bytes");
      return with(b -> b.maxBodyBytes = bytes);
    }

    /**
     * The longest a bot thinks about one move, 5 s by default: a bot asked for with a longer {@code
     * time=} is refused, and every other bot's search is stopped at this time.
     *
     * @param time positive, at most 10 minutes
     * @return a builder with it
     */
    public Builder maxThinkTime(Duration time) {
      if (time.isNegative() || time.isZero() || time.compareTo(Duration.ofMinutes(10)) > 0) {
        throw new IllegalArgumentException("the think time is in (0, 10 min], got " + time);
      }
      return with(b -> b.maxThinkTime = time);
    }

    /**
     * The threads bots think on, the processors less one by default (at least 1): bots of more
     * games wait their turn, so they cannot starve the threads that answer requests.
     *
     * @param count 1..256
     * @return a builder with it
     */
    public Builder botThreads(int count) {
      checkRange(count, 1, 256, "bot threads");
      return with(b -> b.botThreads = count);
    }

    /**
     * The seed games get when their creator gives none: game {@code i} gets {@code
     * Seeds.derive(seed, i)}. Without it each game's seed is drawn at random. A game's seed fixes
     * its chance outcomes and its bots' draws, and is in its record.
     *
     * @param value the seed
     * @return a builder with it
     */
    public Builder seed(long value) {
      return with(b -> b.seed = value);
    }

    /**
     * The most clients following one game's updates, 32 by default.
     *
     * @param count 1..10000
     * @return a builder with it
     */
    public Builder maxWatchers(int count) {
      checkRange(count, 1, 10_000, "max watchers");
      return with(b -> b.maxWatchers = count);
    }

    /**
     * Makes the server (not started).
     *
     * @return the server
     */
    public TabulaServer build() {
      return new TabulaServer(this);
    }
  }
}
