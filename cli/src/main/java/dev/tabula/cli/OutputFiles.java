package dev.tabula.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The one rule for the files a command writes ({@code --html}, {@code --records}): the directories
 * of the path that are missing are created, as {@code selfplay --out} and {@code match --bot-logs}
 * create theirs.
 */
final class OutputFiles {
  private OutputFiles() {}

  /**
   * Creates the missing directories of {@code file}'s path, or fails with one line for the user
   * ({@code cannot write 'FILE': ...}).
   *
   * @param file the file about to be written
   */
  static void createParents(Path file) {
    Path parent = file.toAbsolutePath().getParent();
    if (parent == null) {
      return;
    }
    try {
      Files.createDirectories(parent);
    } catch (IOException | RuntimeException e) {
      throw new CliException("cannot write '" + file + "': " + Messages.reason(e), e);
    }
  }
}
