package dev.tabula.core;

import java.util.Objects;

/**
 * Thrown when a move (or action id, or chance outcome) is not legal in the state it is applied to.
 * The message says why. The state the move was applied to is never changed: states are immutable.
 */
public class IllegalMoveException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates an exception with a message saying why the move is illegal.
   *
   * @param message why the move is not legal, for people
   */
  public IllegalMoveException(String message) {
    super(Objects.requireNonNull(message, "message"));
  }

  /**
   * Creates an exception with a message and a cause.
   *
   * @param message why the move is not legal, for people
   * @param cause the underlying problem
   */
  public IllegalMoveException(String message, Throwable cause) {
    super(Objects.requireNonNull(message, "message"), Objects.requireNonNull(cause, "cause"));
  }
}
