package dev.tabula.cli;

import picocli.CommandLine.Option;

/** The {@code -h, --help} option of every subcommand (a picocli mixin). */
final class HelpOption {
  @Option(
      names = {"-h", "--help"},
      usageHelp = true,
      description = "Show this help and exit.")
  boolean help;
}
