package dev.tabula.cli;

import java.io.FilterWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import org.jspecify.annotations.Nullable;

/**
 * The writer of standard output: a {@link PrintWriter} that keeps the first error its destination
 * reported. A {@code PrintWriter} swallows write errors (it only sets a flag that {@link
 * #checkError} reads); {@link Main#run} checks that flag when the command is done and reports a
 * failed standard output ({@code > /dev/full}, a closed descriptor) as an error, with the reason
 * this writer kept.
 */
final class StdoutWriter extends PrintWriter {
  private final Keeper keeper;

  /**
   * Creates the writer.
   *
   * @param out where the text goes
   */
  StdoutWriter(Writer out) {
    this(new Keeper(out));
  }

  private StdoutWriter(Keeper keeper) {
    super(keeper, false);
    this.keeper = keeper;
  }

  /**
   * Flushes, and returns the first error of the destination, or null if every write went through.
   */
  @Nullable IOException failure() {
    return checkError() ? keeper.first : null;
  }

  /** Passes everything on, and keeps the first exception on its way back. */
  private static final class Keeper extends FilterWriter {
    private @Nullable IOException first;

    Keeper(Writer out) {
      super(out);
    }

    private IOException keep(IOException e) {
      if (first == null) {
        first = e;
      }
      return e;
    }

    @Override
    public void write(int c) throws IOException {
      try {
        super.write(c);
      } catch (IOException e) {
        throw keep(e);
      }
    }

    @Override
    public void write(char[] buf, int off, int len) throws IOException {
      try {
        super.write(buf, off, len);
      } catch (IOException e) {
        throw keep(e);
      }
    }

    @Override
    public void write(String s, int off, int len) throws IOException {
      try {
        super.write(s, off, len);
      } catch (IOException e) {
        throw keep(e);
      }
    }

    @Override
    public void flush() throws IOException {
      try {
        super.flush();
      } catch (IOException e) {
        throw keep(e);
      }
    }

    @Override
    public void close() throws IOException {
      try {
        super.close();
      } catch (IOException e) {
        throw keep(e);
      }
    }
  }
}
