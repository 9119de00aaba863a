package dev.tabula.cli;

import java.security.SecureRandom;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Option;

/**
 * The {@code -s, --seed} option of the commands that play games ({@code play}, {@code match},
 * {@code selfplay}, {@code bench}; a picocli mixin): the seed of everything random in them, a fresh
 * one when none is given, which the command then prints so that the run can be repeated.
 */
final class SeedOption {
  @Option(
      names = {"-s", "--seed"},
      paramLabel = "S",
      description =
          "Seed of everything random: chance outcomes, openings, the built-in bots and random"
              + " moves. The same seed and options play the same games. Default: a fresh one,"
              + " printed.")
  @Nullable Long given;

  /** The seed given, or a fresh one (not negative, so that it reads well) when none was. */
  long value() {
    return given != null ? given : new SecureRandom().nextLong() & Long.MAX_VALUE;
  }
}
