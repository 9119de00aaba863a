package dev.tabula.cli;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
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

  /** What a file holds, written to a stream. */
  @FunctionalInterface
  interface Content {
    void writeTo(OutputStream out) throws IOException;
  }

  /**
   * Writes {@code file}, creating its missing directories, or fails with one line for the user
   * ({@code cannot write 'FILE': ...}).
   *
   * @param file the file
   * @param content what it holds
   */
  static void write(Path file, Content content) {
    createParents(file);
    try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file))) {
      content.writeTo(out);
    } catch (IOException e) {
      throw new CliException("cannot write '" + file + "': " + Messages.reason(e), e);
    }
  }
}
