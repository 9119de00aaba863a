package dev.tabula.server;

import dev.tabula.core.Agent;
import dev.tabula.core.Describable;
import dev.tabula.core.Game;
import dev.tabula.core.GameRecord;
import dev.tabula.core.GameResult;
import dev.tabula.core.Playouts;
import dev.tabula.core.Seeds;
import dev.tabula.core.SvgOptions;
import dev.tabula.picture.Drawings;
import dev.tabula.picture.HtmlReplay;
import io.javalin.http.sse.SseClient;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import org.jspecify.annotations.Nullable;

/**
 * One game on the server: its moves, its seats (people with their token digests, or bots) and the
 * clients watching it. Every change takes the table's lock, bumps {@link #version} and tells the
 * watchers; a bot thinks on the server's bot pool without the lock, and its move counts only if the
 * game has not changed meanwhile (a take-back, a resignation).
 *
 * <p>Chance outcomes are drawn by the server as soon as the game reaches a chance node, from a
 * generator seeded by the game's seed, the ply and the position's hash: the same position at the
 * same ply always gets the same outcome, so a take-back cannot re-roll the die. A bot's generator
 * is derived from the seed, the ply and its seat.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
final class Table<S, M> {
  /** Who sits at a seat. */
  static final class Seat<S, M> {
    final @Nullable String bot;
    final @Nullable Agent<S, M> agent;
    byte @Nullable [] token;

    private Seat(@Nullable String bot, @Nullable Agent<S, M> agent) {
      this.bot = bot;
      this.agent = agent;
    }

    static <S, M> Seat<S, M> person() {
      return new Seat<>(null, null);
    }

    static <S, M> Seat<S, M> bot(String name, Agent<S, M> agent) {
      return new Seat<>(name, agent);
    }

    boolean isBot() {
      return agent != null;
    }
  }

  final String id;
  final Game<S, M> game;
  final long seed;
  private final List<Seat<S, M>> seats;
  private final Executor bots;
  private final int maxWatchers;

  private final List<S> states = new ArrayList<>();
  private final List<M> moves = new ArrayList<>();

  /** Each move as the API shows it, written once when it is played (not at every request). */
  private final List<Views.MoveView> played = new ArrayList<>();

  private long version;
  private @Nullable GameResult endResult;
  private @Nullable String termination;
  private boolean thinking;
  private volatile long lastChange;

  private final List<SseClient> watchers = new CopyOnWriteArrayList<>();

  Table(
      String id,
      Game<S, M> game,
      S start,
      long seed,
      List<Seat<S, M>> seats,
      Executor bots,
      int maxWatchers,
      long now) {
    this.id = id;
    this.game = game;
    this.seed = seed;
    this.seats = List.copyOf(seats);
    this.bots = bots;
    this.maxWatchers = maxWatchers;
    this.lastChange = now;
    states.add(start);
    synchronized (this) {
      advance();
    }
  }

  // ------------------------------------------------------------------ reading

  long lastChange() {
    return lastChange;
  }

  int numSeats() {
    return seats.size();
  }

  /** The game as it stands, with its picture if asked (targets where a person is to move). */
  Views.StateView view(boolean picture) {
    S state;
    @Nullable S before;
    @Nullable M last;
    List<Views.MoveView> moveViews;
    long v;
    @Nullable GameResult result;
    @Nullable String why;
    boolean busy;
    boolean[] taken = new boolean[seats.size()];
    synchronized (this) {
      state = current();
      before = moves.isEmpty() ? null : states.get(states.size() - 2);
      last = moves.isEmpty() ? null : moves.get(moves.size() - 1);
      moveViews = List.copyOf(played);
      v = version;
      result = result();
      why = termination;
      busy = thinking;
      for (int i = 0; i < taken.length; i++) {
        taken[i] = seats.get(i).isBot() || seats.get(i).token != null;
      }
    }
    boolean over = result != null;
    int who = over ? Game.TERMINAL : game.currentPlayer(state);
    List<M> legal = over ? List.of() : game.legalMoves(state);
    List<Views.LegalView> legalViews = new ArrayList<>(legal.size());
    for (M m : legal) {
      legalViews.add(new Views.LegalView(game.actionId(state, m), game.formatMove(state, m)));
    }
    List<Views.SeatView> seatViews = new ArrayList<>(seats.size());
    for (int i = 0; i < seats.size(); i++) {
      Seat<S, M> s = seats.get(i);
      seatViews.add(
          new Views.SeatView(i, game.playerName(i), s.isBot() ? "bot" : "person", s.bot, taken[i]));
    }
    @Nullable String svg = null;
    if (picture) {
      SvgOptions<S, M> options = SvgOptions.defaults();
      if (before != null && last != null) {
        options = options.lastMove(before, last);
      }
      if (who >= 0 && !seats.get(who).isBot() && !legal.isEmpty()) {
        options = options.targets(legal);
      }
      svg = Drawings.svg(game, state, options);
    }
    return new Views.StateView(
        id,
        game.name(),
        game.options(),
        seed,
        v,
        moveViews.size(),
        game.formatState(state),
        who >= 0 ? who : null,
        over,
        legalViews,
        moveViews,
        seatViews,
        result == null ? null : resultView(result, why),
        busy,
        svg);
  }

  private Views.ResultView resultView(GameResult r, @Nullable String why) {
    List<Long> scores = new ArrayList<>();
    for (int p = 0; p < r.numPlayers(); p++) {
      scores.add(r.score(p));
    }
    return new Views.ResultView(r.token(), phrase(r, why), scores, why);
  }

  /**
   * The result in words: e.g. {@code White wins (scores 82, 80)}, then why, if not by the rules.
   */
  private String phrase(GameResult r, @Nullable String why) {
    return r.inWords(game::playerName) + (why == null ? "" : "; " + why);
  }

  /** The game's record: setup, seed and seats as tags, the moves and the result. */
  GameRecord<S, M> record() {
    synchronized (this) {
      Map<String, String> tags = new LinkedHashMap<>();
      tags.put("Site", "tabula serve");
      tags.put("GameId", id);
      tags.put("Seed", Long.toString(seed));
      for (int i = 0; i < seats.size(); i++) {
        Seat<S, M> s = seats.get(i);
        tags.put("Seat" + i, s.isBot() ? "bot " + s.bot : "person");
      }
      if (termination != null) {
        tags.put(GameRecord.TERMINATION, termination);
      }
      GameResult r = result();
      return new GameRecord<>(
          game.name(),
          game.options(),
          tags,
          states.get(0),
          List.copyOf(moves),
          r == null ? GameResult.UNFINISHED : r.token(),
          List.of());
    }
  }

  /** The HTML replay of the game so far. */
  String replay() {
    return HtmlReplay.of(game, List.of(record()));
  }

  // ------------------------------------------------------------------ seats

  /** The first seat a person plays, which the game's creator gets; -1 if bots play every seat. */
  int firstPerson() {
    for (int i = 0; i < seats.size(); i++) {
      if (!seats.get(i).isBot()) {
        return i;
      }
    }
    return -1;
  }

  /** Gives the seat to a person: the token, once; later calls are refused. */
  String join(int seat) {
    String token;
    synchronized (this) {
      Seat<S, M> s = seat(seat);
      if (s.isBot()) {
        throw ServerException.conflict("seat " + seat + " is played by the bot " + s.bot);
      }
      if (s.token != null) {
        throw ServerException.conflict("seat " + seat + " is taken");
      }
      token = Tokens.create();
      s.token = Tokens.digest(token);
      version++;
      lastChange = System.nanoTime();
    }
    broadcast();
    return token;
  }

  /** The seat whose token this is, or a 401/403 that says why not. */
  int seatOf(@Nullable String token) {
    if (token == null) {
      throw new ServerException(
          401, "this needs a seat token: send the header 'Authorization: Bearer TOKEN'");
    }
    int found = -1;
    synchronized (this) {
      for (int i = 0; i < seats.size(); i++) {
        // every seat is compared, so the time does not say which one matched
        if (Tokens.matches(token, seats.get(i).token)) {
          found = i;
        }
      }
    }
    if (found < 0) {
      throw new ServerException(403, "the token is not a seat's token in game " + id);
    }
    return found;
  }

  private Seat<S, M> seat(int seat) {
    if (seat < 0 || seat >= seats.size()) {
      throw ServerException.notFound(
          "no seat " + seat + ": " + game.name() + " here has seats 0.." + (seats.size() - 1));
    }
    return seats.get(seat);
  }

  // ------------------------------------------------------------------ changes

  /**
   * Plays a person's move.
   *
   * @param seat the mover's seat (from the token)
   * @param notation the move in the game's notation, or null to use the action id
   * @param action the action id, or null to use the notation
   * @param expected the version the move was made for, or null for any
   */
  void move(
      int seat, @Nullable String notation, @Nullable Integer action, @Nullable Long expected) {
    synchronized (this) {
      S state = current();
      if (expected != null && expected != version) {
        throw ServerException.conflict(
            "stale move: the game is at version "
                + version
                + ", the move was made at version "
                + expected
                + "; read the game again");
      }
      if (result() != null) {
        throw ServerException.conflict("the game is over");
      }
      int who = game.currentPlayer(state);
      if (who != seat) {
        throw ServerException.conflict(
            "it is "
                + game.playerName(who)
                + "'s turn (seat "
                + who
                + "), not seat "
                + seat
                + "'s");
      }
      M m;
      if (notation != null) {
        try {
          m = game.parseMove(state, notation);
        } catch (IllegalArgumentException e) {
          throw new ServerException(422, "bad move '" + notation + "': " + e.getMessage());
        }
      } else {
        int id = action == null ? -1 : action;
        if (id < 0 || id >= game.numDistinctActions()) {
          throw new ServerException(
              422, "bad action " + id + ": action ids are 0.." + (game.numDistinctActions() - 1));
        }
        try {
          m = game.move(state, id);
        } catch (IllegalArgumentException e) {
          throw new ServerException(422, "bad action " + id + ": " + e.getMessage());
        }
      }
      List<M> legal = game.legalMoves(state);
      if (!legal.contains(m)) {
        List<String> names = new ArrayList<>();
        for (M l : legal) {
          names.add(game.formatMove(state, l));
        }
        throw new ServerException(
            422,
            "move '"
                + game.formatMove(state, m)
                + "' is not legal here (legal: "
                + String.join(" ", names)
                + ")");
      }
      play(m, seat);
      advance();
    }
    broadcast();
  }

  /** The seat resigns: it loses, the others share the win (as a forfeit in a match). */
  void resign(int seat) {
    synchronized (this) {
      if (result() != null) {
        throw ServerException.conflict("the game is over");
      }
      end(seat, "seat " + seat + " (" + game.playerName(seat) + ") resigned");
    }
    broadcast();
  }

  /**
   * Takes back the seat's last move and everything played since, in a game where every other seat
   * is a bot.
   */
  void takeBack(int seat) {
    synchronized (this) {
      for (int i = 0; i < seats.size(); i++) {
        if (i != seat && !seats.get(i).isBot()) {
          throw ServerException.conflict(
              "take-backs are for games against bots: seat " + i + " is a person");
        }
      }
      int last = -1;
      for (Views.MoveView m : played) {
        if (m.seat() == seat) {
          last = m.ply() - 1;
        }
      }
      if (last < 0) {
        throw ServerException.conflict("seat " + seat + " has no move to take back");
      }
      while (moves.size() > last) {
        moves.remove(moves.size() - 1);
        played.remove(played.size() - 1);
        states.remove(states.size() - 1);
      }
      endResult = null;
      termination = null;
      thinking = false;
      version++;
      lastChange = System.nanoTime();
      advance();
    }
    broadcast();
  }

  private void play(M move, int seat) {
    S before = current();
    S next = game.apply(before, move);
    states.add(next);
    moves.add(move);
    played.add(
        new Views.MoveView(
            moves.size(),
            seat,
            game.formatMove(before, move),
            Describable.describe(game, before, move, next)));
    version++;
    lastChange = System.nanoTime();
  }

  /** Ends the game with the seat losing: 0 for it, 1 for every other seat. */
  private void end(int loser, String why) {
    long[] scores = new long[seats.size()];
    Arrays.fill(scores, 1);
    scores[loser] = 0;
    endResult = GameResult.byScores(scores);
    termination = why;
    thinking = false;
    version++;
    lastChange = System.nanoTime();
  }

  /** Draws chance outcomes until someone is to move, then starts the bot to move, if any. */
  private void advance() {
    while (result() == null && game.isChance(current())) {
      S s = current();
      SplittableRandom r = new SplittableRandom(Seeds.derive(seed, moves.size(), game.hash(s)));
      play(Playouts.sampleChance(game.chanceOutcomes(s), r), -1);
    }
    if (result() != null || thinking) {
      return;
    }
    int who = game.currentPlayer(current());
    Seat<S, M> s = seats.get(who);
    Agent<S, M> agent = s.agent;
    if (agent == null) {
      return;
    }
    S state = current();
    long at = version;
    SplittableRandom r = new SplittableRandom(Seeds.derive(seed, moves.size(), -1 - who));
    thinking = true;
    try {
      bots.execute(() -> think(agent, state, at, who, r));
    } catch (RejectedExecutionException e) {
      thinking = false;
      end(who, "seat " + who + " (" + s.bot + ") forfeits: the server could not run the bot");
    }
  }

  private void think(Agent<S, M> agent, S state, long at, int seat, SplittableRandom random) {
    M move = null;
    String failure = null;
    try {
      move = agent.choose(game, state, random);
      if (move == null || !game.legalMoves(state).contains(move)) {
        failure = "illegal move: the bot chose " + move;
      }
    } catch (Throwable t) { // a bot's failure loses its game, never the server
      failure = "crash: the bot threw " + t;
    }
    synchronized (this) {
      if (version != at) {
        return; // taken back or resigned meanwhile
      }
      thinking = false;
      if (failure != null || move == null) {
        end(seat, "seat " + seat + " (" + seats.get(seat).bot + ") forfeits, " + failure);
      } else {
        play(move, seat);
        advance();
      }
    }
    broadcast();
  }

  private S current() {
    return states.get(states.size() - 1);
  }

  private @Nullable GameResult result() {
    if (endResult != null) {
      return endResult;
    }
    S s = current();
    return game.isTerminal(s) ? game.result(s) : null;
  }

  // ------------------------------------------------------------------ watchers

  /** Adds a client that is told of every change; refused beyond the limit. */
  void watch(SseClient client) {
    if (watchers.size() >= maxWatchers) {
      throw new ServerException(
          503, "game " + id + " has " + maxWatchers + " watchers, the server's limit");
    }
    client.keepAlive();
    client.onClose(() -> watchers.remove(client));
    watchers.add(client);
    long v;
    synchronized (this) {
      v = version;
    }
    send(client, v);
  }

  /** Tells every watcher the new version. */
  private void broadcast() {
    long v;
    synchronized (this) {
      v = version;
    }
    for (SseClient c : watchers) {
      send(c, v);
    }
  }

  private void send(SseClient c, long v) {
    try {
      c.sendEvent("state", "{\"id\":\"" + id + "\",\"version\":" + v + "}");
    } catch (RuntimeException e) {
      watchers.remove(c);
    }
  }

  /** Ends every watcher's stream: the game expired or the server stops. */
  void close() {
    for (SseClient c : watchers) {
      try {
        c.close();
      } catch (RuntimeException e) {
        // the client had gone
      }
    }
    watchers.clear();
  }
}
