package dev.tabula.server;

import dev.tabula.core.Agent;
import dev.tabula.core.Game;
import dev.tabula.core.GameOption;
import dev.tabula.core.GameProvider;
import dev.tabula.core.GameSetup;
import dev.tabula.core.Seeds;
import dev.tabula.core.SetupResolver;
import dev.tabula.match.BotSpecs;
import dev.tabula.search.Budget;
import dev.tabula.search.SearchAgent;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicLong;
import org.jspecify.annotations.Nullable;

/** The games the server holds, and how new ones are made. */
final class Lobby {
  /** A seat as a request names it: {@code person} or a bot spec. */
  static final String PERSON = "person";

  private static final SecureRandom RANDOM = new SecureRandom();

  private final TabulaServer.Builder settings;
  private final Executor bots;
  private final Map<String, GameProvider> providers = new LinkedHashMap<>();
  private final Map<String, Table<?, ?>> tables = new ConcurrentHashMap<>();
  private final AtomicLong created = new AtomicLong();

  /** The games offered and the bots that can play each: the same for the server's lifetime. */
  private final List<Views.GameView> offered;

  Lobby(TabulaServer.Builder settings, Executor bots) {
    this.settings = settings;
    this.bots = bots;
    List<String> names =
        settings.games != null ? settings.games : new ArrayList<>(GameProvider.available());
    for (String n : names) {
      providers.put(n, GameProvider.find(n));
    }
    this.offered = offered();
  }

  int size() {
    return tables.size();
  }

  /** The table, or a 404. */
  Table<?, ?> table(String id) {
    Table<?, ?> t = tables.get(id);
    if (t == null) {
      throw ServerException.notFound("no game '" + id + "' (it may have expired)");
    }
    return t;
  }

  /** What the server offers. */
  Views.ServerView offers() {
    return new Views.ServerView(
        offered,
        settings.bots,
        new Views.LimitsView(
            settings.maxGames,
            settings.idleTimeout.toSeconds(),
            settings.maxBodyBytes,
            settings.maxThinkTime.toMillis(),
            settings.botThreads,
            settings.maxWatchers),
        tables.size());
  }

  private List<Views.GameView> offered() {
    List<Views.GameView> games = new ArrayList<>();
    for (GameProvider p : providers.values()) {
      Game<?, ?> g = p.create(Map.of());
      List<Views.OptionView> options = new ArrayList<>();
      for (GameOption<?> o : p.setupOptions()) {
        options.add(new Views.OptionView(o.name(), o.description(), defaultText(o)));
      }
      List<String> fit = new ArrayList<>();
      for (String spec : settings.bots) {
        try {
          bot(g, spec);
          fit.add(spec);
        } catch (ServerException e) {
          // not for this game (alpha-beta and chance), or over the limits
        }
      }
      games.add(
          new Views.GameView(
              p.name(),
              p.description(),
              g.numPlayers(),
              options,
              fit,
              fit.isEmpty() ? "random" : fit.get(0)));
    }
    return List.copyOf(games);
  }

  private static <T> @Nullable String defaultText(GameOption<T> o) {
    return o.defaultValue().map(o::format).orElse(null);
  }

  /** A new game: the request's game, options, position, seats and seed. */
  Table<?, ?> create(
      String gameName,
      Map<String, String> options,
      @Nullable String position,
      @Nullable List<String> seats,
      @Nullable Long seed) {
    GameProvider p = providers.get(gameName);
    if (p == null) {
      throw ServerException.badRequest(
          "unknown game '"
              + gameName
              + "' (games here: "
              + String.join(", ", providers.keySet())
              + ")");
    }
    Game<?, ?> game;
    try {
      GameSetup setup =
          SetupResolver.of(p)
              .options("the request's options", options)
              .position("the request's position", position)
              .resolve();
      game = p.create(setup);
    } catch (IllegalArgumentException e) {
      throw ServerException.badRequest("bad setup for " + gameName + ": " + e.getMessage());
    }
    return create(game, position, seats, seed);
  }

  private <S, M> Table<S, M> create(
      Game<S, M> game,
      @Nullable String position,
      @Nullable List<String> seatSpecs,
      @Nullable Long givenSeed) {
    S start;
    try {
      start = position == null ? game.start() : game.parseState(position.strip());
    } catch (IllegalArgumentException e) {
      throw ServerException.badRequest("bad position: " + e.getMessage());
    }
    int n = game.numPlayers();
    List<String> specs = new ArrayList<>();
    if (seatSpecs == null) {
      specs.add(PERSON);
      String fallback = offersFor(game);
      while (specs.size() < n) {
        specs.add(fallback);
      }
    } else {
      if (seatSpecs.size() != n) {
        throw ServerException.badRequest(
            "seats lists "
                + seatSpecs.size()
                + " seats, but "
                + game.name()
                + " here has "
                + n
                + " players");
      }
      specs.addAll(seatSpecs);
    }
    List<Table.Seat<S, M>> seats = new ArrayList<>();
    for (String spec : specs) {
      if (spec.equals(PERSON)) {
        seats.add(Table.Seat.person());
      } else {
        BotSpecs.Named<S, M> b = bot(game, spec);
        seats.add(Table.Seat.bot(b.name(), b.agent()));
      }
    }
    long index = created.getAndIncrement();
    long seed =
        givenSeed != null
            ? givenSeed
            : settings.seed != null ? Seeds.derive(settings.seed, index) : RANDOM.nextLong();
    synchronized (tables) {
      if (tables.size() >= settings.maxGames) {
        expire();
      }
      if (tables.size() >= settings.maxGames) {
        throw new ServerException(
            503,
            "the server holds "
                + settings.maxGames
                + " games, its limit; try again when one has expired");
      }
      String id = newId();
      Table<S, M> t =
          new Table<>(id, game, start, seed, seats, bots, settings.maxWatchers, System.nanoTime());
      tables.put(id, t);
      return t;
    }
  }

  private String offersFor(Game<?, ?> game) {
    for (String spec : settings.bots) {
      try {
        bot(game, spec);
        return spec;
      } catch (ServerException e) {
        // next
      }
    }
    return "random";
  }

  private static String newId() {
    byte[] bytes = new byte[9];
    RANDOM.nextBytes(bytes);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
  }

  /**
   * A built-in bot within the server's limits: one thread, at most the think time ({@code time=}
   * beyond it is refused; every other budget is stopped at it).
   */
  <S, M> BotSpecs.Named<S, M> bot(Game<S, M> game, String spec) {
    if (spec.contains("threads=")) {
      throw ServerException.badRequest(
          "bad bot '"
              + spec
              + "': bots here think on one thread each (the server's bot pool bounds them)");
    }
    BotSpecs.Named<S, M> named;
    try {
      named = BotSpecs.bot(game, spec);
    } catch (IllegalArgumentException e) {
      throw ServerException.badRequest(e.getMessage());
    }
    Agent<S, M> agent = named.agent();
    if (!(agent instanceof SearchAgent<S, M> search)) {
      return named;
    }
    Duration most = settings.maxThinkTime;
    Budget budget = search.defaultBudget();
    Duration time = budget.time();
    if (time != null && time.compareTo(most) > 0) {
      throw ServerException.badRequest(
          "bad bot '"
              + spec
              + "': bots here think at most "
              + most.toMillis()
              + " ms a move (the server's think time)");
    }
    Budget capped = time == null ? budget.withTime(most) : budget;
    Agent<S, M> limited = (g, s, r) -> search.search(g, s, capped, r).move();
    return new BotSpecs.Named<>(named.name(), limited);
  }

  /** Drops the games idle for longer than the idle timeout. */
  void expire() {
    long now = System.nanoTime();
    long idle = settings.idleTimeout.toNanos();
    tables
        .values()
        .removeIf(
            t -> {
              if (now - t.lastChange() > idle) {
                t.close();
                return true;
              }
              return false;
            });
  }

  void closeAll() {
    for (Table<?, ?> t : tables.values()) {
      t.close();
    }
    tables.clear();
  }
}
