package dev.tabula.cli;

import dev.tabula.core.Game;
import dev.tabula.core.GameRecord;
import dev.tabula.picture.HtmlReplay;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The file of an {@code --html} option: opened when the command starts (so a path that cannot be
 * written fails before a long game is played), then filled with one {@link HtmlReplay} page. When
 * the command fails before the page is written, closing removes the file, so no half page is left.
 * Every problem with the file is one line for the user ({@code cannot write 'FILE': ...}).
 */
final class HtmlOutput implements AutoCloseable {
  private final Path path;
  private final Writer writer;
  private boolean written;

  private HtmlOutput(Path path, Writer writer) {
    this.path = path;
    this.writer = writer;
  }

  /**
   * Creates (or empties) the file, and the missing directories of its path ({@link OutputFiles}),
   * or fails with one line.
   */
  static HtmlOutput open(Path path) {
    OutputFiles.createParents(path);
    try {
      return new HtmlOutput(path, Files.newBufferedWriter(path, StandardCharsets.UTF_8));
    } catch (IOException | RuntimeException e) {
      throw new CliException("cannot write '" + path + "': " + Messages.reason(e), e);
    }
  }

  /** Writes the page for the records and closes the file. */
  <S, M> void write(Game<S, M> game, List<GameRecord<S, M>> records) {
    try {
      HtmlReplay.write(game, records, writer);
      writer.close();
      written = true;
    } catch (IOException e) {
      throw new CliException("cannot write '" + path + "': " + Messages.reason(e), e);
    }
  }

  /** Closes the file, and removes it unless {@link #write} wrote the page. */
  @Override
  public void close() {
    if (written) {
      return;
    }
    try {
      writer.close();
      Files.deleteIfExists(path);
    } catch (IOException | RuntimeException e) {
      // the command is failing already: its own error is the one to report
    }
  }
}
