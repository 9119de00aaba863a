package dev.tabula.cli;

import picocli.CommandLine.Option;

/**
 * The {@code -p, --position} option of the commands that start from a position (a picocli mixin).
 * The setup options that the position implies (such as the number of players of a Marrakech
 * position) set the game up; see {@link GameCommand#game(String, String)}.
 */
final class PositionOption {
  @Option(
      names = {"-p", "--position"},
      paramLabel = "P",
      description =
          "The position in the game's notation (default: the start). The game is set up"
              + " for it (e.g. its number of players).")
  String text;

  /** Whether the position is {@code -}: read from standard input. */
  boolean isStdin() {
    return "-".equals(text);
  }

  /** The position the game is set up for: the given one, or null for the start or for {@code -}. */
  String setupText() {
    return isStdin() ? null : text;
  }
}
