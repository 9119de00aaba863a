package dev.tabula.core;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * Random playouts and seeded games over any {@link Game}. Chance outcomes are sampled exactly by
 * their probabilities from the caller's generator, so a run with the same seed replays exactly.
 */
public final class Playouts {
  private Playouts() {}

  /**
   * Called after every ply of {@link #play}.
   *
   * @param <S> the state type
   * @param <M> the move type
   */
  @FunctionalInterface
  public interface PlyListener<S, M> {
    /**
     * Reports one ply.
     *
     * @param ply the 1-based ply number
     * @param before the state the move was played in
     * @param move the move or chance outcome
     * @param after the resulting state
     */
    void onPly(int ply, S before, M move, S after);
  }

  /**
   * Returns an exactly uniform int in {@code [0, bound)} from one {@code random.nextInt()} (rarely
   * more), without a division in the common case: the high half of {@code nextInt() * bound}, with
   * the few draws that would make some values likelier than others rejected (Lemire's method). The
   * games' {@link FastPlayouts} draw with it, and document how.
   *
   * <p>Performance note: {@code random.nextInt(bound)} may divide on every call; this divides only
   * when the first draw falls in the rejection zone, which for small bounds almost never happens.
   *
   * @param random the generator
   * @param bound the number of values, {@code >= 1}
   * @return the value
   * @throws IllegalArgumentException if the bound is below 1
   */
  public static int uniform(RandomGenerator random, int bound) {
    Objects.requireNonNull(random, "random");
    if (bound < 1) {
      throw new IllegalArgumentException("bound must be >= 1, got " + bound);
    }
    long m = (random.nextInt() & 0xFFFF_FFFFL) * bound;
    long low = m & 0xFFFF_FFFFL;
    if (low < bound) {
      long threshold = (0x1_0000_0000L - bound) % bound;
      while (low < threshold) {
        m = (random.nextInt() & 0xFFFF_FFFFL) * bound;
        low = m & 0xFFFF_FFFFL;
      }
    }
    return (int) (m >>> 32);
  }

  /**
   * Samples one outcome of a chance node exactly by its probability: one {@code
   * random.nextLong(denominator)} draw, the outcomes taking consecutive ranges in list order.
   *
   * @param <M> the move type
   * @param outcomes the node's outcomes (as from {@link Game#chanceOutcomes}), sharing a
   *     denominator
   * @param random the generator
   * @return the chosen outcome's move
   * @throws IllegalArgumentException if the list is empty
   */
  public static <M> M sampleChance(List<ChanceOutcome<M>> outcomes, RandomGenerator random) {
    return outcomes.get(sampleChanceIndex(outcomes, random)).outcome();
  }

  /**
   * Samples one outcome of a chance node exactly by its probability and returns its index in the
   * list: the outcome {@link #sampleChance} returns for the same draw, for callers that keep
   * something per outcome (a search tree's children, say).
   *
   * @param <M> the move type
   * @param outcomes the node's outcomes (as from {@link Game#chanceOutcomes}), sharing a
   *     denominator
   * @param random the generator
   * @return the index of the chosen outcome
   * @throws IllegalArgumentException if the list is empty
   */
  public static <M> int sampleChanceIndex(List<ChanceOutcome<M>> outcomes, RandomGenerator random) {
    Objects.requireNonNull(random, "random");
    if (outcomes.isEmpty()) {
      throw new IllegalArgumentException("no chance outcomes");
    }
    long r = random.nextLong(outcomes.get(0).denominator());
    // the index is the number of outcomes whose ranges end at or below r: counted without a
    // branch on r, whose outcome a branch would mispredict about as often as the die is rolled
    // (the sums stay within the denominator, so cum - r - 1 does not overflow and is negative
    // exactly when r >= cum)
    int n = outcomes.size();
    int index = 0;
    long cum = 0;
    for (int i = 0; i < n - 1; i++) {
      cum += outcomes.get(i).numerator();
      index += (int) ((cum - r - 1) >>> 63);
    }
    return index;
  }

  /**
   * Plays uniformly random moves (chance outcomes by their probabilities) until the game ends or
   * {@code maxPlies} plies have been played: the game's own {@link FastPlayouts} when it has them,
   * the generic loop ({@link Uniform}) otherwise. Every Monte Carlo bot plays its playouts here.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @param game the game
   * @param state where to start
   * @param random the generator
   * @param maxPlies the most plies to play, {@code >= 0}
   * @return the state reached: terminal unless the cap was hit
   * @throws IllegalArgumentException if {@code maxPlies} is negative
   */
  public static <S, M> S randomPlayout(
      Game<S, M> game, S state, RandomGenerator random, int maxPlies) {
    if (game instanceof FastPlayouts<?> fast) {
      @SuppressWarnings("unchecked") // a game implements its capabilities for its own state type
      FastPlayouts<S> own = (FastPlayouts<S>) fast;
      return own.randomPlayout(state, random, maxPlies);
    }
    return new Uniform<>(game).play(state, random, maxPlies);
  }

  /**
   * The generic random playout, the loop {@link #randomPlayout} plays for games without {@link
   * FastPlayouts}, as an object that keeps its buffer of legal action ids from one playout to the
   * next and counts the plies of the last one: for tools that measure random games (plies per game,
   * the generic API's speed). It plays uniformly random legal actions ({@link Game#legalActions},
   * drawn with {@link #uniform}, exactly uniform like {@code random.nextInt(n)} but without its
   * division) and chance outcomes by their probabilities ({@link #sampleChance}); for one generator
   * it plays the same game as {@link #randomPlayout} does for a game without {@link FastPlayouts}
   * (a game's own playout may draw differently).
   *
   * <p>Not thread-safe: one per thread.
   *
   * @param <S> the state type
   * @param <M> the move type
   */
  public static final class Uniform<S, M> {
    private final Game<S, M> game;
    private final int[] buffer;
    private int plies;

    /**
     * Makes the loop for a game.
     *
     * @param game the game
     */
    public Uniform(Game<S, M> game) {
      this.game = Objects.requireNonNull(game, "game");
      this.buffer = new int[game.maxLegalActions()];
    }

    /**
     * Plays from {@code state} until the game ends or {@code maxPlies} plies have been played.
     *
     * @param state where to start
     * @param random the generator
     * @param maxPlies the most plies to play, {@code >= 0}
     * @return the state reached: terminal unless the cap was hit
     * @throws IllegalArgumentException if {@code maxPlies} is negative
     */
    public S play(S state, RandomGenerator random, int maxPlies) {
      Objects.requireNonNull(state, "state");
      Objects.requireNonNull(random, "random");
      if (maxPlies < 0) {
        throw new IllegalArgumentException("maxPlies must be >= 0, got " + maxPlies);
      }
      Game<S, M> g = game;
      int[] ids = buffer;
      S s = state;
      int ply = 0;
      for (; ply < maxPlies; ply++) {
        int who = g.currentPlayer(s);
        if (who == Game.TERMINAL) {
          break;
        }
        if (who == Game.CHANCE) {
          List<ChanceOutcome<M>> outcomes = g.chanceOutcomes(s);
          s = g.apply(s, sampleChance(outcomes, random));
        } else {
          int n = g.legalActions(s, ids);
          s = g.applyAction(s, ids[uniform(random, n)]);
        }
      }
      plies = ply;
      return s;
    }

    /**
     * Returns the plies of the last {@link #play}, chance outcomes included.
     *
     * @return the plies, 0 before the first
     */
    public int plies() {
      return plies;
    }
  }

  /**
   * Plays uniformly random moves until the game ends (or {@link Game#maxGameLength()} plies):
   * {@link #randomPlayout(Game, Object, RandomGenerator, int)} with that cap.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @param game the game
   * @param state where to start
   * @param random the generator
   * @return the final state
   */
  public static <S, M> S randomPlayout(Game<S, M> game, S state, RandomGenerator random) {
    return randomPlayout(game, state, random, game.maxGameLength());
  }

  /**
   * Plays a game between agents and records every move, chance outcomes included, so that {@link
   * GameRecord#replay} reproduces it exactly: the {@link GameLoop} with {@link Player#of
   * Player.of(agent, random)} in every seat and {@code random} for chance too, so that the agents'
   * draws and the chance outcomes come from one generator in the order of play.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @param game the game
   * @param start where to start
   * @param agents one agent per seat, in seat order
   * @param random the only randomness: chance outcomes and the agents' own choices
   * @param maxPlies stop after this many plies even if the game is not over
   * @param listener told about every ply; may be a no-op
   * @return the record: the game's name and setup, no tags, the result of the rules when the game
   *     ended (else {@code *})
   * @throws IllegalArgumentException if the number of agents is not {@link Game#numPlayers()}
   * @throws IllegalMoveException if an agent returns an illegal move (or none)
   * @throws RuntimeException whatever an agent throws
   */
  public static <S, M> GameRecord<S, M> play(
      Game<S, M> game,
      S start,
      List<? extends Agent<S, M>> agents,
      RandomGenerator random,
      int maxPlies,
      PlyListener<S, M> listener) {
    Objects.requireNonNull(start, "start");
    Objects.requireNonNull(random, "random");
    if (agents.size() != game.numPlayers()) {
      throw new IllegalArgumentException(
          "need " + game.numPlayers() + " agents, got " + agents.size());
    }
    Objects.requireNonNull(random, "random");
    Objects.requireNonNull(listener, "listener");
    List<Player<S, M>> players = new ArrayList<>(agents.size());
    for (Agent<S, M> agent : agents) {
      players.add(Player.of(agent, random));
    }
    GameLoop.Played<S, M> played =
        GameLoop.of(game)
            .maxPlies(Math.max(0, maxPlies))
            .listener(listener)
            .play(start, players, () -> random);
    PlayerFailure failure = played.failure();
    if (failure != null) {
      // Agents do not forfeit here: what went wrong reaches the caller.
      Throwable cause = failure.getCause();
      if (failure.kind() == PlayerFailure.Kind.CRASH && cause instanceof RuntimeException e) {
        throw e;
      }
      throw new IllegalMoveException(
          Objects.requireNonNull(played.termination()), cause == null ? failure : cause);
    }
    return played.record();
  }

  /**
   * Plays a whole game between agents from the game's start, with no cap on its length beyond
   * {@link Game#maxGameLength()}, and records it: {@code play(game, game.start(), agents, random,
   * game.maxGameLength(), (ply, before, move, after) -> {})}.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @param game the game
   * @param agents one agent per seat, in seat order
   * @param random the only randomness
   * @return the record
   * @throws IllegalArgumentException if the number of agents is not {@link Game#numPlayers()}
   * @throws IllegalMoveException if an agent returns an illegal move
   */
  public static <S, M> GameRecord<S, M> play(
      Game<S, M> game, List<? extends Agent<S, M>> agents, RandomGenerator random) {
    return play(game, game.start(), agents, random, game.maxGameLength(), (p, b, m, a) -> {});
  }

  /**
   * Plays a game between agents from {@code start}, at most {@code maxPlies} plies, and records it,
   * without a listener.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @param game the game
   * @param start where to start
   * @param agents one agent per seat, in seat order
   * @param random the only randomness
   * @param maxPlies stop after this many plies even if the game is not over
   * @return the record
   * @throws IllegalArgumentException if the number of agents is not {@link Game#numPlayers()}
   * @throws IllegalMoveException if an agent returns an illegal move
   */
  public static <S, M> GameRecord<S, M> play(
      Game<S, M> game,
      S start,
      List<? extends Agent<S, M>> agents,
      RandomGenerator random,
      int maxPlies) {
    return play(game, start, agents, random, maxPlies, (p, b, m, a) -> {});
  }
}
