package dev.tabula.cli;

import java.io.Console;
import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Whether standard output and standard error are terminals, decided for each stream on its own:
 * progress (perft, bench) is shown, and play's board coloured ({@code --color auto}), only when
 * standard error is a terminal, since both go there; the help is coloured only when standard output
 * is one; whatever the other streams are.
 *
 * <p>On Linux (and wherever {@code /proc/self/fd} exists) the stream's file descriptor is resolved:
 * it is a terminal when it leads to {@code /dev/pts/*}, {@code /dev/tty*} or {@code /dev/console}.
 * Elsewhere Java only offers {@link System#console()}, which up to Java 21 is there only when
 * standard input and output both are terminals (from Java 22, {@code Console.isTerminal()} says
 * it); the fallback takes that answer for both streams, so there a redirected standard input turns
 * colour and progress off, and redirecting only one output stream does not tell them apart.
 */
final class Terminals {
  private Terminals() {}

  /** Whether standard output is a terminal. */
  static boolean stdout() {
    return isTerminal(1);
  }

  /** Whether standard error is a terminal. */
  static boolean stderr() {
    return isTerminal(2);
  }

  static boolean isTerminal(int fd) {
    Path link = Path.of("/proc/self/fd/" + fd);
    try {
      if (Files.isSymbolicLink(link)) {
        return isTerminalDevice(Files.readSymbolicLink(link).toString());
      }
    } catch (IOException | UnsupportedOperationException | SecurityException e) {
      // fall back below
    }
    return consoleFallback();
  }

  /** Whether a file descriptor's target, as /proc shows it, is a terminal device. */
  static boolean isTerminalDevice(String target) {
    return target.startsWith("/dev/pts/")
        || target.startsWith("/dev/tty")
        || target.equals("/dev/console");
  }

  /**
   * Up to Java 21, {@link System#console()} is non-null only when standard input and output are
   * terminals, so that is the answer there; from Java 22 it is there even when they are redirected,
   * and only {@code Console.isTerminal()} (new in 22, hence called by reflection) tells.
   */
  @SuppressWarnings("SystemConsoleNull") // null is the answer only before 22: see above
  static boolean consoleFallback() {
    Console console = System.console();
    if (Runtime.version().feature() < 22) {
      return console != null;
    }
    if (console == null) { // still possible from 22, e.g. with -Djdk.console=java.base
      return false;
    }
    try {
      Method isTerminal = Console.class.getMethod("isTerminal");
      return Boolean.TRUE.equals(isTerminal.invoke(console));
    } catch (ReflectiveOperationException | RuntimeException e) {
      return false;
    }
  }
}
