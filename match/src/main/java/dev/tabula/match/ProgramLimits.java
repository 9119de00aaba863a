package dev.tabula.match;

import com.google.errorprone.annotations.CheckReturnValue;
import java.time.Duration;
import java.util.Objects;

/**
 * The limits the referee sets on a bot that is a program ({@link Bot#external(String,
 * java.util.List, java.nio.file.Path, ProgramLimits)}), besides the time per move. {@link
 * #DEFAULTS} are safe for any match; the withers change one limit on a copy and leave the limits
 * they are called on unchanged (Error Prone flags a discarded copy).
 *
 * @param handshakeTime how long a new process has, from its start, to say {@code ready}; one that
 *     does not loses the game it was started for
 * @param logBytes the most bytes the bot's standard error and {@code info} lines take in its log in
 *     one match (the referee's notes are written whatever the limit); past it, one line in the log
 *     says where it was cut and the rest is dropped
 * @param lineBytes the longest line the bot may write, in bytes (UTF-8) without its end: a longer
 *     {@code info} or standard error line is cut there (the log says so); a longer line of the
 *     protocol is refused, and the bot loses the game
 */
@CheckReturnValue
public record ProgramLimits(Duration handshakeTime, long logBytes, int lineBytes) {

  /** The default {@link #handshakeTime}: 30 seconds, for programs that compile or load at start. */
  public static final Duration DEFAULT_HANDSHAKE_TIME = Duration.ofSeconds(30);

  /** The default {@link #logBytes}: 10 MiB per bot per match. */
  public static final long DEFAULT_LOG_BYTES = 10L << 20;

  /** The default {@link #lineBytes}: 64 KiB, far more than any line of the protocol needs. */
  public static final int DEFAULT_LINE_BYTES = 64 << 10;

  /** The defaults: 30 s for the handshake, 10 MiB of log per bot per match, lines of 64 KiB. */
  public static final ProgramLimits DEFAULTS =
      new ProgramLimits(DEFAULT_HANDSHAKE_TIME, DEFAULT_LOG_BYTES, DEFAULT_LINE_BYTES);

  /**
   * Checks the limits.
   *
   * @param handshakeTime the time to say {@code ready}, positive
   * @param logBytes the log's limit in bytes, {@code >= 0}
   * @param lineBytes the longest line in bytes, {@code >= 1}
   * @throws IllegalArgumentException if a limit is out of range
   */
  public ProgramLimits {
    Objects.requireNonNull(handshakeTime, "handshakeTime");
    if (handshakeTime.isNegative() || handshakeTime.isZero()) {
      throw new IllegalArgumentException("the handshake time must be positive: " + handshakeTime);
    }
    if (logBytes < 0) {
      throw new IllegalArgumentException("the log limit must be >= 0 bytes, got " + logBytes);
    }
    if (lineBytes < 1) {
      throw new IllegalArgumentException("the line limit must be >= 1 byte, got " + lineBytes);
    }
  }

  /**
   * Returns these limits with another handshake time.
   *
   * @param time the time to say {@code ready}, positive
   * @return the new limits
   * @throws IllegalArgumentException if the time is not positive
   */
  public ProgramLimits withHandshakeTime(Duration time) {
    return new ProgramLimits(time, logBytes, lineBytes);
  }

  /**
   * Returns these limits with another log limit.
   *
   * @param bytes the most bytes of the bot's lines in its log per match, {@code >= 0}
   * @return the new limits
   * @throws IllegalArgumentException if {@code bytes < 0}
   */
  public ProgramLimits withLogBytes(long bytes) {
    return new ProgramLimits(handshakeTime, bytes, lineBytes);
  }

  /**
   * Returns these limits with another line limit.
   *
   * @param bytes the longest line, {@code >= 1}
   * @return the new limits
   * @throws IllegalArgumentException if {@code bytes < 1}
   */
  public ProgramLimits withLineBytes(int bytes) {
    return new ProgramLimits(handshakeTime, logBytes, bytes);
  }
}
