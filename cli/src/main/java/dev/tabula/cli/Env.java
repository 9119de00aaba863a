package dev.tabula.cli;

import java.io.InputStream;
import java.io.PrintWriter;
import java.util.Map;

/**
 * What a run of the command sees of the world: its streams, whether they are terminals, and the
 * environment variables it looks at. {@link Main#main} builds the real one; tests build their own.
 *
 * @param in standard input
 * @param out standard output
 * @param err standard error
 * @param stdoutIsTerminal whether standard output is a terminal (the help is coloured only then)
 * @param stderrIsTerminal whether standard error is a terminal (progress, and with {@code --color
 *     auto} play's coloured board, are shown only then)
 * @param environment environment variables ({@code TERM}, {@code NO_COLOR}, {@code TABULA_DEBUG})
 */
record Env(
    InputStream in,
    PrintWriter out,
    PrintWriter err,
    boolean stdoutIsTerminal,
    boolean stderrIsTerminal,
    Map<String, String> environment) {

  /** Whether what goes to standard output (the help) may be coloured. */
  boolean colorByDefault() {
    return colorFor(stdoutIsTerminal);
  }

  /** Whether {@code --color auto} should colour what goes to standard error (play's board). */
  boolean colorOnStderrByDefault() {
    return colorFor(stderrIsTerminal);
  }

  private boolean colorFor(boolean terminal) {
    String term = environment.get("TERM");
    return terminal
        && term != null
        && !term.isEmpty()
        && !term.equals("dumb")
        && !environment.containsKey("NO_COLOR");
  }
}
