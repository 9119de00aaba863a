package dev.tabula.core;

import java.util.Objects;
import java.util.Optional;

/**
 * The lookup behind the capabilities' {@code of} ({@link Observations#of}, {@link Heuristics#of},
 * {@link Pictures#of}, {@link Describable#of}, {@link FastPerft#of}): a game has a capability when
 * it implements its interface beside {@link Game}.
 */
final class Capabilities {
  private Capabilities() {}

  /**
   * The game as a {@code type}, or empty when it does not implement it. A game implements its
   * capabilities for its own state and move types, so the caller's type arguments hold.
   *
   * @throws NullPointerException if the game is null
   */
  @SuppressWarnings("unchecked") // a game implements its capabilities for its own types
  static <C> Optional<C> of(Game<?, ?> game, Class<?> type) {
    Objects.requireNonNull(game, "game");
    return type.isInstance(game) ? Optional.of((C) game) : Optional.empty();
  }
}
