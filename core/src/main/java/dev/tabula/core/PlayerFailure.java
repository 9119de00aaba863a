package dev.tabula.core;

import java.util.Objects;

/**
 * Why a {@link Player} lost a game by misbehaving: it answered an illegal move or something its
 * protocol does not allow, did not answer in time, or stopped (its process exited, or its agent
 * threw). {@link GameLoop} turns it into a lost game, with {@link #describe()} in the record's
 * {@code Termination} tag, and goes on with the next game.
 */
public final class PlayerFailure extends Exception {
  private static final long serialVersionUID = 1L;

  /** The kinds of failure. */
  public enum Kind {
    /** The player answered a move that is not legal in the position (or no move at all). */
    ILLEGAL_MOVE,
    /** The player sent something its protocol does not allow at that point. */
    MALFORMED,
    /** The player did not answer within its time. */
    TIMEOUT,
    /** The player stopped: its process exited or could not start, or its agent threw. */
    CRASH
  }

  /** What went wrong. */
  private final Kind kind;

  /**
   * Creates a failure.
   *
   * @param kind what went wrong
   * @param message the reason, one line, for people and for the record
   */
  public PlayerFailure(Kind kind, String message) {
    super(Objects.requireNonNull(message, "message"));
    this.kind = Objects.requireNonNull(kind, "kind");
  }

  /**
   * Creates a failure with a cause.
   *
   * @param kind what went wrong
   * @param message the reason, one line, for people and for the record
   * @param cause the underlying exception
   */
  public PlayerFailure(Kind kind, String message, Throwable cause) {
    super(Objects.requireNonNull(message, "message"), Objects.requireNonNull(cause, "cause"));
    this.kind = Objects.requireNonNull(kind, "kind");
  }

  /**
   * Returns what went wrong.
   *
   * @return the kind
   */
  public Kind kind() {
    return kind;
  }

  @Override
  public String getMessage() {
    String m = super.getMessage();
    return m == null ? kind.toString() : m;
  }

  /**
   * Returns the failure as a record's {@code Termination} tag says it after the seat: the kind in
   * words ({@code illegal move}, {@code protocol error}, {@code time forfeit}, {@code crash}), a
   * colon, and the message; for example {@code time forfeit: did not answer within 100 ms}.
   *
   * @return the description
   */
  public String describe() {
    String words =
        switch (kind) {
          case ILLEGAL_MOVE -> "illegal move";
          case MALFORMED -> "protocol error";
          case TIMEOUT -> "time forfeit";
          case CRASH -> "crash";
        };
    return words + ": " + getMessage();
  }
}
