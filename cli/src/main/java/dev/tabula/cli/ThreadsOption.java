package dev.tabula.cli;

import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Option;

/**
 * The {@code -j, --threads} option of the commands that work on several threads at once (a picocli
 * mixin): {@code perft}, {@code match} and {@code selfplay}, whose results do not depend on the
 * number, and {@code bench}, which sums the rates of its threads. One range and one message for
 * all; the default is the number of processors, or what the command gives ({@link #orOne()}).
 */
final class ThreadsOption {
  /** The most threads a command takes. */
  static final int MAX = 1024;

  @Option(
      names = {"-j", "--threads"},
      paramLabel = "N",
      description =
          "Threads to work on at once (1.."
              + MAX
              + "); perft, match and selfplay give the same results on any number. Default: the"
              + " number of processors (bench: 1).")
  // A long, so that a count too large for an int gets this option's range, not the int's.
  @Nullable Long given;

  /** The count when none is given. */
  private final int byDefault;

  /** The option of perft, match and selfplay: the number of processors by default. */
  ThreadsOption() {
    this(Runtime.getRuntime().availableProcessors());
  }

  private ThreadsOption(int byDefault) {
    this.byDefault = byDefault;
  }

  /**
   * Returns the option of a command that runs on one thread unless told otherwise ({@code bench}).
   *
   * @return a new option, for the command's {@code @Mixin} field
   */
  static ThreadsOption orOne() {
    return new ThreadsOption(1);
  }

  /**
   * The threads given, or the default when none were.
   *
   * @param command the command, to report a number out of range as its usage error
   */
  int count(GameCommand command) {
    if (given == null) {
      return byDefault;
    }
    if (given < 1 || given > MAX) {
      throw command.badOptions("--threads must be in 1.." + MAX + ", got " + given);
    }
    return given.intValue();
  }
}
