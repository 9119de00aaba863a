package dev.tabula.cli;

import dev.tabula.core.GameProvider;
import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.IVersionProvider;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * The top-level {@code tabula} command: it holds the subcommands; run without one, it shows a short
 * usage (the commands by name and the games, four lines) on standard error and exits with status 2.
 */
@Command(
    name = "tabula",
    mixinStandardHelpOptions = true,
    versionProvider = TabulaCommand.Version.class,
    description =
        "Board-game rules engines: perft, moves, apply, render, replay, play, match, selfplay and"
            + " bench for every game.",
    footer = {
      "",
      "Exit status: 0 success, 1 replay --check found a wrong result, 2 error in the input"
          + " (one line on standard error), 3 internal error.%n"
    })
final class TabulaCommand implements Callable<Integer> {
  private final Env env;

  @Spec CommandSpec spec;

  TabulaCommand(Env env) {
    this.env = env;
  }

  /**
   * Without a command: the error, then a short usage (the commands by name and the games) that
   * points to {@code --help} for what each command does.
   */
  @Override
  public Integer call() {
    env.out().flush();
    Messages.printError(env.err(), "missing command");
    Set<String> games = GameProvider.available();
    env.err()
        .print(
            ("Usage: tabula COMMAND [ARGUMENTS]%n"
                    + "Commands: "
                    + String.join(", ", spec.subcommands().keySet())
                    + "%nGames: "
                    + (games.isEmpty() ? "none found" : String.join(", ", games))
                    + "%nSee 'tabula --help' for what each command does, and 'tabula COMMAND"
                    + " --help' for its options.%n")
                .formatted());
    env.err().flush();
    return Main.EXIT_USAGE;
  }

  /** Reads the version that Maven wrote into {@code version.properties}. */
  static final class Version implements IVersionProvider {
    @Override
    public String[] getVersion() {
      return new String[] {
        "tabula " + version(),
        "games: " + String.join(", ", GameProvider.available()),
        "Java "
            + System.getProperty("java.version")
            + " ("
            + System.getProperty("java.vm.name")
            + ")"
      };
    }
  }

  static String version() {
    Properties p = new Properties();
    try (InputStream in = TabulaCommand.class.getResourceAsStream("version.properties")) {
      if (in != null) {
        p.load(in);
      }
    } catch (IOException e) {
      // fall through
    }
    return p.getProperty("version", "unknown");
  }
}
