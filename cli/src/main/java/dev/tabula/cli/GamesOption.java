package dev.tabula.cli;

import picocli.CommandLine.Option;

/**
 * The {@code -n, --games} option of the commands that play many games ({@code match}, {@code
 * selfplay}; a picocli mixin): how many, 1 to {@link #MAX}, 100 by default.
 */
final class GamesOption {
  /**
   * The most games one command plays: a billion, hours even for random bots (about 100,000 games a
   * second on two cores), so that a slip of the keyboard does not start a run of months. Larger
   * runs are shards ({@code selfplay --first-game}) or Beam pipelines.
   */
  static final long MAX = 1_000_000_000L;

  @Option(
      names = {"-n", "--games"},
      paramLabel = "N",
      defaultValue = "100",
      description = "Games to play, 1.." + MAX + ". Default: ${DEFAULT-VALUE}.")
  long given;

  /**
   * The games to play.
   *
   * @param command the command, to report a count out of range as its usage error
   */
  long count(GameCommand command) {
    if (given < 1 || given > MAX) {
      throw command.badOptions("--games must be in 1.." + MAX + ", got " + given);
    }
    return given;
  }
}
