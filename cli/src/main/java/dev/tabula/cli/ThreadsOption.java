package dev.tabula.cli;

import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Option;

/**
 * The {@code -j, --threads} option of the commands that work on several threads at once and whose
 * results do not depend on their number (a picocli mixin): {@code perft}, {@code match} and {@code
 * selfplay}.
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
              + "); the results are the same on any number. Default: the number of"
              + " processors.")
  @Nullable Integer given;

  /**
   * The threads given, or the number of processors when none were.
   *
   * @param command the command, to report a number out of range as its usage error
   */
  int count(GameCommand command) {
    if (given == null) {
      return Runtime.getRuntime().availableProcessors();
    }
    if (given < 1 || given > MAX) {
      throw command.badOptions("--threads must be in 1.." + MAX + ", got " + given);
    }
    return given;
  }
}
