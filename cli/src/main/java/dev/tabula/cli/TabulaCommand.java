package dev.tabula.cli;

import dev.tabula.core.GameProvider;
import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import picocli.CommandLine.Command;
import picocli.CommandLine.IVersionProvider;

/** The top-level {@code tabula} command; it only holds the subcommands. */
@Command(
    name = "tabula",
    mixinStandardHelpOptions = true,
    versionProvider = TabulaCommand.Version.class,
    description = "Board-game rules engines: perft, moves, apply, replay, play and bench for every game.",
    footer = {"", "Exit status: 0 success, 1 replay --check found a wrong result, 2 error in the input"
        + " (one line on standard error), 3 internal error.%n"})
final class TabulaCommand {

  /** Reads the version that Maven wrote into {@code version.properties}. */
  static final class Version implements IVersionProvider {
    @Override
    public String[] getVersion() {
      return new String[] {
        "tabula " + version(),
        "games: " + String.join(", ", GameProvider.available()),
        "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vm.name") + ")"
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
