package dev.tabula.core;

import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * A bot: chooses a move for the player to move. Agents are only asked at decision nodes, never at
 * chance nodes or terminal states. All randomness an agent uses must come from the generator it is
 * given, so that seeded games replay exactly.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
@FunctionalInterface
public interface Agent<S, M> {

  /**
   * Chooses a legal move.
   *
   * @param game the game
   * @param state a non-terminal, non-chance state
   * @param random the only source of randomness the agent may use
   * @return a legal move in {@code state}
   */
  M choose(Game<S, M> game, S state, RandomGenerator random);

  /**
   * Chooses a legal move knowing what the move may take: what a {@linkplain Player#of player over
   * this agent} calls. By default {@link #choose(Game, Object, RandomGenerator) choose(game, state,
   * random)}, for an agent that keeps its own budget; an agent that manages a {@linkplain
   * TimeControl game clock} overrides it (the searches of {@code dev.tabula.search} do).
   *
   * @param game the game
   * @param state a non-terminal, non-chance state
   * @param random the only source of randomness the agent may use
   * @param time the most the move may take, and the clock when one runs
   * @return a legal move in {@code state}
   */
  default M chooseWithin(Game<S, M> game, S state, RandomGenerator random, TimeLeft time) {
    Objects.requireNonNull(time, "time");
    return choose(game, state, random);
  }

  /**
   * Returns an agent that picks a legal move uniformly at random: one {@code
   * random.nextInt(legalMoves.size())} per decision.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @return the agent (stateless, thread-safe)
   */
  static <S, M> Agent<S, M> uniformRandom() {
    return (game, state, random) -> {
      java.util.List<M> moves = game.legalMoves(state);
      return moves.get(random.nextInt(moves.size()));
    };
  }
}
