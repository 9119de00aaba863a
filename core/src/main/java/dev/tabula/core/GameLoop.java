package dev.tabula.core;

import com.google.errorprone.annotations.CanIgnoreReturnValue;
import com.google.errorprone.annotations.CheckReturnValue;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Supplier;
import java.util.random.RandomGenerator;
import org.jspecify.annotations.Nullable;

/**
 * The one loop that plays a game between {@link Player}s: {@link Playouts#play}, the match referee
 * and self-play all run it. A loop is an immutable description of how to play (the game, the ply
 * limit, the time per move, who listens, whether moves are kept); {@link #play} plays one game with
 * it, and may be called from several threads at once.
 *
 * <pre>{@code
 * SplittableRandom random = new SplittableRandom(1);
 * GameLoop.Played<S, M> p =
 *     GameLoop.of(game)
 *         .maxPlies(500)
 *         .play(game.start(), List.of(Player.of(bot, random), Player.of(other, random)), () -> random);
 * GameRecord<S, M> record = p.record();
 * }</pre>
 *
 * <h2>A game</h2>
 *
 * {@link #play} starts the players in seat order ({@link Player#start}); then, until the game is
 * over, a player fails or the ply limit is reached, it asks the player of the seat to move ({@link
 * Player#chooseWithin}, with the {@linkplain #moveTime time per move} and the {@linkplain #clock
 * game clock}) or, at a chance node, draws the outcome by its probability ({@link
 * Playouts#sampleChance}) from the chance generator, which it asks for at the first chance node
 * only (so a game without chance makes none); applies the move, keeps it if {@linkplain
 * #recordMoves moves are kept}, tells the {@linkplain #listener listener} and then every player, in
 * seat order ({@link Player#played}). At the end it tells the players the result ({@link
 * Player#finish}) and closes them ({@link Player#close}): every player whose {@code start} it
 * called, in seat order, closed even when something throws.
 *
 * <h2>Forfeits</h2>
 *
 * A player that throws {@link PlayerFailure} (from {@code start}, {@code choose} or {@code
 * played}), or answers a move that is not legal (checked with {@link Game#actionId}) or null, loses
 * the game: every other seat scores 1 and it scores 0 ({@link GameResult#byScores}), so in a
 * two-player game the other seat wins, and with more players it is ranked last and the others share
 * first place. The game's {@link Played#termination() termination} says why, as {@code seat N
 * (NAME) forfeits, } and {@link PlayerFailure#describe()}; for example {@code seat 1 (mcts)
 * forfeits, crash: the agent threw java.lang.IllegalStateException}. The loop does not start the
 * players after one whose {@code start} failed.
 *
 * <h2>Clock</h2>
 *
 * With a {@linkplain #clock time control} the loop keeps each seat's clock: it times every {@code
 * choose}, a seat whose move took longer than its clock showed forfeits ({@code ran out of time}),
 * and a seat that answered in time gains the increment. {@link Played#clocks()} has what was left.
 * Without one, the time per move is the players' to keep: the loop times nobody.
 *
 * <h2>Ply limit</h2>
 *
 * A game still running after {@link #maxPlies} plies (chance plies count) stops there: unfinished
 * (result {@code *}), or with {@link #drawAtPlyLimit} adjudicated a draw (every seat ranked first,
 * {@code adjudicated a draw at the ply limit of N}).
 *
 * <p>Anything else a player, the game or the listener throws is a bug: it reaches the caller of
 * {@link #play}, after the players are closed.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
@CheckReturnValue
public final class GameLoop<S, M> {
  private final Game<S, M> game;
  private final int maxPlies;
  private final boolean drawAtPlyLimit;
  private final @Nullable Duration moveTime;
  private final @Nullable TimeControl clock;
  private final Playouts.@Nullable PlyListener<S, M> listener;
  private final boolean recordMoves;
  private final List<String> names;

  private GameLoop(
      Game<S, M> game,
      int maxPlies,
      boolean drawAtPlyLimit,
      @Nullable Duration moveTime,
      @Nullable TimeControl clock,
      Playouts.@Nullable PlyListener<S, M> listener,
      boolean recordMoves,
      List<String> names) {
    this.game = game;
    this.maxPlies = maxPlies;
    this.drawAtPlyLimit = drawAtPlyLimit;
    this.moveTime = moveTime;
    this.clock = clock;
    this.listener = listener;
    this.recordMoves = recordMoves;
    this.names = names;
  }

  /**
   * A loop for the game with the defaults: the game's own ply limit ({@link Game#maxGameLength()}),
   * an unfinished game at the limit, no time limit, no listener, moves kept, and the seats named as
   * the game names them ({@link Game#playerName}).
   *
   * @param <S> the state type
   * @param <M> the move type
   * @param game the game, with its setup
   * @return the loop
   */
  public static <S, M> GameLoop<S, M> of(Game<S, M> game) {
    Objects.requireNonNull(game, "game");
    List<String> names = new ArrayList<>();
    for (int seat = 0; seat < game.numPlayers(); seat++) {
      names.add(game.playerName(seat));
    }
    return new GameLoop<>(
        game, game.maxGameLength(), false, null, null, null, true, List.copyOf(names));
  }

  /**
   * Returns this loop with a ply limit (chance plies count).
   *
   * @param plies the most plies a game plays, {@code >= 0}
   * @return the new loop
   * @throws IllegalArgumentException if {@code plies < 0}
   */
  public GameLoop<S, M> maxPlies(int plies) {
    if (plies < 0) {
      throw new IllegalArgumentException("maxPlies must be >= 0, got " + plies);
    }
    return new GameLoop<>(
        game, plies, drawAtPlyLimit, moveTime, clock, listener, recordMoves, names);
  }

  /**
   * Returns this loop with games that reach the ply limit adjudicated a draw (on) or left
   * unfinished (off, the default).
   *
   * @param on whether a game at the ply limit is a draw
   * @return the new loop
   */
  public GameLoop<S, M> drawAtPlyLimit(boolean on) {
    return new GameLoop<>(game, maxPlies, on, moveTime, clock, listener, recordMoves, names);
  }

  /**
   * Returns this loop with a time per move, which {@link Player#choose} is given; the players keep
   * it (an external program that does not answer in time fails), the loop does not time them.
   *
   * @param time the time per move, positive, or null for no limit (the default)
   * @return the new loop
   * @throws IllegalArgumentException if the time is zero or negative
   */
  public GameLoop<S, M> moveTime(@Nullable Duration time) {
    if (time != null && (time.isNegative() || time.isZero())) {
      throw new IllegalArgumentException("move time must be positive: " + time);
    }
    return new GameLoop<>(
        game, maxPlies, drawAtPlyLimit, time, clock, listener, recordMoves, names);
  }

  /**
   * Returns this loop with a game clock: each seat starts with the control's base time, its clock
   * runs while its player chooses (the loop times every player, in-process ones too), and the
   * increment is added after each of its moves. A player whose move takes longer than its clock
   * showed loses the game on time ({@link PlayerFailure.Kind#TIMEOUT}, {@code ran out of time}).
   * Players are asked with {@link Player#chooseWithin}: the clock, the increment, and as the limit
   * the clock or the {@linkplain #moveTime time per move}, whichever is less.
   *
   * @param control the time control, or null for no clock (the default)
   * @return the new loop
   */
  public GameLoop<S, M> clock(@Nullable TimeControl control) {
    return new GameLoop<>(
        game, maxPlies, drawAtPlyLimit, moveTime, control, listener, recordMoves, names);
  }

  /**
   * Returns this loop with a listener, told every ply after it is applied and before the players
   * are told; called on the thread that plays the game.
   *
   * @param newListener the listener, or null for none (the default)
   * @return the new loop
   */
  public GameLoop<S, M> listener(Playouts.@Nullable PlyListener<S, M> newListener) {
    return new GameLoop<>(
        game, maxPlies, drawAtPlyLimit, moveTime, clock, newListener, recordMoves, names);
  }

  /**
   * Returns this loop keeping the moves of a game (on, the default), so that {@link Played#record}
   * can write it, or not (off: nothing is kept per ply, for runs that only count results).
   *
   * @param on whether to keep the moves
   * @return the new loop
   */
  public GameLoop<S, M> recordMoves(boolean on) {
    return new GameLoop<>(game, maxPlies, drawAtPlyLimit, moveTime, clock, listener, on, names);
  }

  /**
   * Returns this loop with the seats named for the {@linkplain Played#termination() termination} of
   * a forfeit (a match names its bots).
   *
   * @param seatNames one name per seat, in seat order
   * @return the new loop
   * @throws IllegalArgumentException if there is not one name per seat
   */
  public GameLoop<S, M> names(List<String> seatNames) {
    List<String> copy = List.copyOf(seatNames);
    if (copy.size() != game.numPlayers()) {
      throw new IllegalArgumentException(
          "need " + game.numPlayers() + " seat names, got " + copy.size());
    }
    return new GameLoop<>(
        game, maxPlies, drawAtPlyLimit, moveTime, clock, listener, recordMoves, copy);
  }

  /**
   * Returns the game.
   *
   * @return the game
   */
  public Game<S, M> game() {
    return game;
  }

  /**
   * Returns the ply limit.
   *
   * @return the most plies a game plays
   */
  public int maxPlies() {
    return maxPlies;
  }

  /**
   * Plays one game, as the class description says.
   *
   * @param start the position the game starts from
   * @param players one player per seat, in seat order, each new to this game
   * @param chance makes the generator chance outcomes are drawn from, called at the first chance
   *     node (never for a game that reaches none)
   * @return the game as played
   * @throws IllegalArgumentException if there is not one player per seat
   * @throws RuntimeException whatever a player (other than a {@link PlayerFailure}), the game or
   *     the listener throws
   */
  @CanIgnoreReturnValue
  public Played<S, M> play(
      S start, List<? extends Player<S, M>> players, Supplier<? extends RandomGenerator> chance) {
    Objects.requireNonNull(start, "start");
    Objects.requireNonNull(chance, "chance");
    int n = game.numPlayers();
    if (players.size() != n) {
      throw new IllegalArgumentException("need " + n + " players, got " + players.size());
    }
    int started = 0;
    try {
      int forfeit = -1;
      PlayerFailure why = null;
      for (int seat = 0; seat < n && forfeit < 0; seat++) {
        started++;
        try {
          players.get(seat).start(game, start, seat);
        } catch (PlayerFailure f) {
          forfeit = seat;
          why = f;
        }
      }
      List<M> moves = recordMoves ? new ArrayList<>() : null;
      RandomGenerator random = null; // made at the first chance node, for games that have them
      Playouts.PlyListener<S, M> told = listener;
      S state = start;
      int plies = 0;
      TimeControl control = clock;
      long[] left = new long[control == null ? 0 : n]; // nanoseconds on each seat's clock
      Arrays.fill(left, control == null ? 0 : control.base().toNanos());
      plies:
      while (forfeit < 0 && plies < maxPlies) {
        int who = game.currentPlayer(state);
        if (who == Game.TERMINAL) {
          break;
        }
        M move;
        if (who == Game.CHANCE) {
          if (random == null) {
            random = Objects.requireNonNull(chance.get(), "the chance generator");
          }
          move = Playouts.sampleChance(game.chanceOutcomes(state), random);
        } else {
          try {
            if (control == null) {
              move = legal(state, players.get(who).chooseWithin(state, TimeLeft.perMove(moveTime)));
            } else {
              move = legal(state, timed(players.get(who), state, left, who, control));
            }
          } catch (PlayerFailure f) {
            forfeit = who;
            why = f;
            break;
          }
        }
        S before = state;
        state = game.apply(state, move);
        plies++;
        if (moves != null) {
          moves.add(move);
        }
        if (told != null) {
          told.onPly(plies, before, move, state);
        }
        for (int q = 0; q < n; q++) {
          try {
            players.get(q).played(before, move);
          } catch (PlayerFailure f) {
            forfeit = q;
            why = f;
            break plies;
          }
        }
      }
      GameResult result;
      String termination = null;
      if (forfeit >= 0) {
        long[] scores = new long[n];
        Arrays.fill(scores, 1);
        scores[forfeit] = 0;
        result = GameResult.byScores(scores);
        termination =
            "seat "
                + forfeit
                + " ("
                + names.get(forfeit)
                + ") forfeits, "
                + Objects.requireNonNull(why).describe();
      } else if (game.isTerminal(state)) {
        result = game.result(state);
      } else if (drawAtPlyLimit) {
        result = GameResult.of(new long[n], new int[n]);
        termination = "adjudicated a draw at the ply limit of " + maxPlies;
      } else {
        result = null;
      }
      if (result != null) {
        for (int q = 0; q < started; q++) {
          players.get(q).finish(result, termination);
        }
      }
      List<Duration> clocks = new ArrayList<>(left.length);
      for (long l : left) {
        clocks.add(Duration.ofNanos(l));
      }
      return new Played<>(
          game,
          start,
          state,
          plies,
          moves,
          result,
          termination,
          forfeit,
          forfeit < 0 ? null : why,
          List.copyOf(clocks));
    } finally {
      for (int q = 0; q < started; q++) {
        players.get(q).close();
      }
    }
  }

  /**
   * Asks a player on its clock, which it loses on if it answers later than the clock showed, and
   * which gains the increment if not.
   */
  private @Nullable M timed(
      Player<S, M> player, S state, long[] left, int seat, TimeControl control)
      throws PlayerFailure {
    Duration clockTime = Duration.ofNanos(left[seat]);
    Duration limit = moveTime != null && moveTime.compareTo(clockTime) < 0 ? moveTime : clockTime;
    long t0 = System.nanoTime();
    M chosen = player.chooseWithin(state, new TimeLeft(limit, clockTime, control.increment()));
    long used = System.nanoTime() - t0;
    if (used > left[seat]) {
      throw new PlayerFailure(
          PlayerFailure.Kind.TIMEOUT,
          "ran out of time: its move took "
              + used / 1_000_000
              + " ms with "
              + left[seat] / 1_000_000
              + " ms on its clock");
    }
    left[seat] = left[seat] - used + control.increment().toNanos();
    return chosen;
  }

  /** The move if it is legal (and not null), else the player's failure. */
  private M legal(S state, @Nullable M move) throws PlayerFailure {
    if (move == null) {
      throw new PlayerFailure(PlayerFailure.Kind.ILLEGAL_MOVE, "chose no move (null)");
    }
    try {
      game.actionId(state, move); // throws when the move is not legal, saying why
    } catch (IllegalMoveException e) {
      throw new PlayerFailure(
          PlayerFailure.Kind.ILLEGAL_MOVE,
          "chose " + move + ", which is not legal here: " + e.getMessage(),
          e);
    } catch (RuntimeException e) {
      throw new PlayerFailure(
          PlayerFailure.Kind.ILLEGAL_MOVE, "chose " + move + ", which is not a move here: " + e, e);
    }
    return move;
  }

  /**
   * One game as {@link #play} played it.
   *
   * @param <S> the state type
   * @param <M> the move type
   */
  public static final class Played<S, M> {
    private final Game<S, M> game;
    private final S start;
    private final S end;
    private final int plies;
    private final @Nullable List<M> moves;
    private final @Nullable GameResult result;
    private final @Nullable String termination;
    private final int forfeitedBy;
    private final @Nullable PlayerFailure failure;
    private final List<Duration> clocks;

    Played(
        Game<S, M> game,
        S start,
        S end,
        int plies,
        @Nullable List<M> moves,
        @Nullable GameResult result,
        @Nullable String termination,
        int forfeitedBy,
        @Nullable PlayerFailure failure,
        List<Duration> clocks) {
      this.game = game;
      this.start = start;
      this.end = end;
      this.plies = plies;
      this.moves = moves == null ? null : Collections.unmodifiableList(moves);
      this.result = result;
      this.termination = termination;
      this.forfeitedBy = forfeitedBy;
      this.failure = failure;
      this.clocks = clocks;
    }

    /**
     * Returns what was left on each seat's clock at the end, in seat order (for a seat that lost on
     * time, what it had when it was asked); empty when the loop ran no {@linkplain GameLoop#clock
     * clock}.
     *
     * @return the clocks, unmodifiable
     */
    public List<Duration> clocks() {
      return clocks;
    }

    /**
     * Returns the position the game started from.
     *
     * @return the start
     */
    public S start() {
      return start;
    }

    /**
     * Returns the position the game stopped in: terminal when the rules ended it.
     *
     * @return the last position
     */
    public S end() {
      return end;
    }

    /**
     * Returns the plies played, chance plies included.
     *
     * @return the plies
     */
    public int plies() {
      return plies;
    }

    /**
     * Returns the moves played, chance outcomes included, when the loop {@linkplain
     * GameLoop#recordMoves kept them}.
     *
     * @return the moves, unmodifiable
     * @throws IllegalStateException if the loop did not keep them
     */
    public List<M> moves() {
      List<M> m = moves;
      if (m == null) {
        throw new IllegalStateException("the loop did not keep the moves (recordMoves(false))");
      }
      return m;
    }

    /**
     * Returns the result the game counts: the rules' result, a forfeit's, or the draw adjudicated
     * at the ply limit; null for a game left unfinished at the ply limit.
     *
     * @return the result, or null
     */
    public @Nullable GameResult result() {
      return result;
    }

    /**
     * Returns the result token a record writes: {@link GameResult#token()} of {@link #result()}, or
     * {@link GameResult#UNFINISHED} ({@code *}) for an unfinished game.
     *
     * @return the token
     */
    public String resultToken() {
      GameResult r = result;
      return r == null ? GameResult.UNFINISHED : r.token();
    }

    /**
     * Returns why the game ended other than by the rules, as a record's {@code Termination} tag
     * says it (a forfeit, a draw at the ply limit); null when the rules ended it or it was left
     * unfinished.
     *
     * @return the termination, or null
     */
    public @Nullable String termination() {
      return termination;
    }

    /**
     * Returns the seat that lost by failing, or -1.
     *
     * @return the seat, or -1
     */
    public int forfeitedBy() {
      return forfeitedBy;
    }

    /**
     * Returns why the seat of {@link #forfeitedBy()} lost, or null when no seat forfeited.
     *
     * @return the failure, or null
     */
    public @Nullable PlayerFailure failure() {
      return failure;
    }

    /**
     * Returns the game's record without tags beyond the termination: {@code record(Map.of())}.
     *
     * @return the record
     * @throws IllegalStateException if the loop did not keep the moves
     */
    public GameRecord<S, M> record() {
      return record(Map.of());
    }

    /**
     * Returns the game's record: the game's name and setup, these tags followed by {@link
     * GameRecord#TERMINATION} when there is a {@link #termination()}, the start, the moves and
     * {@link #resultToken()}; {@link GameRecord#replay} reproduces the game exactly.
     *
     * @param tags the tags, in order
     * @return the record
     * @throws IllegalStateException if the loop did not keep the moves
     * @throws IllegalArgumentException if a tag is not valid in a record
     */
    public GameRecord<S, M> record(Map<String, String> tags) {
      Map<String, String> all = tags;
      String t = termination;
      if (t != null) {
        all = new LinkedHashMap<>(tags);
        all.put(GameRecord.TERMINATION, t);
      }
      return new GameRecord<>(
          game.name(), game.options(), all, start, moves(), resultToken(), List.of());
    }
  }
}
