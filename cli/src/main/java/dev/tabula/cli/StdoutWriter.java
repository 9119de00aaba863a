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

    /** Runs a call of the writer passed to, keeping the first exception it throws. */
    private void pass(Call call) throws IOException {
      try {
        call.run();
      } catch (IOException e) {
        if (first == null) {
          first = e;
        }
        throw e;
      }
    }

    /** A call of the writer passed to. */
    private interface Call {
      void run() throws IOException;
    }

    @Override
    public void write(int c) throws IOException {
      pass(() -> super.write(c));
    }

    @Override
    public void write(char[] buf, int off, int len) throws IOException {
      pass(() -> super.write(buf, off, len));
    }

    @Override
    public void write(String s, int off, int len) throws IOException {
      pass(() -> super.write(s, off, len));
    }

    @Override
    public void flush() throws IOException {
      pass(() -> super.flush());
    }

    @Override
    public void close() throws IOException {
      pass(() -> super.close());
    }
  }
}
