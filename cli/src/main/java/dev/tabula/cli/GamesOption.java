package dev.tabula.cli;

import picocli.CommandLine.Option;

/**
 * The {@code -n, --games} option of the commands that play many games ({@code match}, {@code
 * selfplay}; a picocli mixin): how many, at least one, 100 by default.
 */
final class GamesOption {
  @Option(
      names = {"-n", "--games"},
      paramLabel = "N",
      defaultValue = "100",
      description = "Games to play (at least 1). Default: ${DEFAULT-VALUE}.")
  long given;

  /**
   * The games to play.
   *
   * @param command the command, to report a count below one as its usage error
   */
  long count(GameCommand command) {
    command.atLeast("--games", given, 1);
    return given;
  }
}
