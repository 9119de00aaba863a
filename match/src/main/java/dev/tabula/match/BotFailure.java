package dev.tabula.match;

/**
 * Why a bot lost a game by misbehaving: it answered an illegal move or a line the protocol does not
 * allow, did not answer in time, or stopped (its process exited, or its agent threw). The referee
 * turns it into a lost game with the message as the record's {@code Termination}; the match goes
 * on.
 */
public final class BotFailure extends Exception {
  private static final long serialVersionUID = 1L;

  /** The kinds of failure. */
  public enum Kind {
    /** The bot answered a move that is not legal in the position. */
    ILLEGAL_MOVE,
    /** The bot sent a line the protocol does not allow at that point. */
    MALFORMED,
    /** The bot did not answer within its time. */
    TIMEOUT,
    /** The bot stopped: its process exited or could not start, or its agent threw. */
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
  public BotFailure(Kind kind, String message) {
    super(message);
    this.kind = kind;
  }

  /**
   * Creates a failure with a cause.
   *
   * @param kind what went wrong
   * @param message the reason, one line, for people and for the record
   * @param cause the underlying exception
   */
  public BotFailure(Kind kind, String message, Throwable cause) {
    super(message, cause);
    this.kind = kind;
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
}
