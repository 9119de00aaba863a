package dev.tabula.core;

import java.util.Objects;

/**
 * Thrown by {@link SetupResolver} when two sources give one option different values: for example
 * the command line asks for 4 players and the position is for 3. It names the option and both
 * sources with the values they give, as text, so that a tool can say it in its own words.
 */
public class SetupConflictException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** The option both sources give. */
  private final String option;

  /** The source that gave the option first. */
  private final String earlierSource;

  /** The value the earlier source gave, as text. */
  private final String earlierValue;

  /** The source that contradicts it. */
  private final String source;

  /** The value that source gave, as text. */
  private final String value;

  /**
   * Makes the exception; the message is {@code game 'GAME': EARLIER gives NAME=A, SOURCE gives
   * NAME=B}.
   *
   * @param game the game's name
   * @param option the option's name
   * @param earlierSource what gave the option first, e.g. {@code "--players 4"}
   * @param earlierValue the value it gave, as text
   * @param source what gave another value, e.g. {@code "the position"}
   * @param value that value, as text
   */
  public SetupConflictException(
      String game,
      String option,
      String earlierSource,
      String earlierValue,
      String source,
      String value) {
    super(
        "game '"
            + Objects.requireNonNull(game, "game")
            + "': "
            + earlierSource
            + " gives "
            + option
            + "="
            + earlierValue
            + ", "
            + source
            + " gives "
            + option
            + "="
            + value);
    this.option = Objects.requireNonNull(option, "option");
    this.earlierSource = Objects.requireNonNull(earlierSource, "earlierSource");
    this.earlierValue = Objects.requireNonNull(earlierValue, "earlierValue");
    this.source = Objects.requireNonNull(source, "source");
    this.value = Objects.requireNonNull(value, "value");
  }

  /**
   * Returns the option's name.
   *
   * @return the name
   */
  public String option() {
    return option;
  }

  /**
   * Returns the source that gave the option first.
   *
   * @return its name, as given to {@link SetupResolver}
   */
  public String earlierSource() {
    return earlierSource;
  }

  /**
   * Returns the value the earlier source gave, as text (trimmed).
   *
   * @return the value
   */
  public String earlierValue() {
    return earlierValue;
  }

  /**
   * Returns the source that gave another value.
   *
   * @return its name, as given to {@link SetupResolver}
   */
  public String source() {
    return source;
  }

  /**
   * Returns the value that source gave, as text (trimmed).
   *
   * @return the value
   */
  public String value() {
    return value;
  }
}
