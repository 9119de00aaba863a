package dev.tabula.match;

import dev.tabula.core.Game;
import java.time.Duration;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * What a {@link Player} is told when a game begins.
 *
 * @param <S> the state type
 * @param <M> the move type
 * @param game the game, with its options
 * @param start the position the game starts from (the opening)
 * @param seat the player's seat, {@code 0 .. game.numPlayers() - 1}
 * @param gameIndex the game's number in the match, from 0
 * @param seed the seed of the player's own randomness (in-process agents draw from a generator
 *     seeded with it, so a match replays exactly; external bots are told it)
 * @param moveTime the time the player has for each move, or null for no limit
 */
public record GameSetup<S, M>(
    Game<S, M> game, S start, int seat, long gameIndex, long seed, @Nullable Duration moveTime) {

  /**
   * Checks the components.
   *
   * @param game the game
   * @param start the start position
   * @param seat the player's seat
   * @param gameIndex the game's number in the match
   * @param seed the seed of the player's randomness
   * @param moveTime the time per move, or null
   * @throws IllegalArgumentException if the seat is not one of the game's, the game index is
   *     negative or the move time is not positive
   */
  public GameSetup {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(start, "start");
    if (seat < 0 || seat >= game.numPlayers()) {
      throw new IllegalArgumentException("no seat " + seat + " in " + game.name());
    }
    if (gameIndex < 0) {
      throw new IllegalArgumentException("negative game index " + gameIndex);
    }
    if (moveTime != null && (moveTime.isNegative() || moveTime.isZero())) {
      throw new IllegalArgumentException("move time must be positive: " + moveTime);
    }
  }
}
