package dev.tabula.cli;

import java.io.PrintWriter;

/**
 * Text for people: the one place where error lines are written (so that no byte of the input
 * reaches the terminal raw), and counts with the right singular or plural.
 */
final class Messages {
  private Messages() {}

  /**
   * Prints {@code tabula: <message>} as one line on the error stream and flushes it. Every error
   * line of the command goes through here: the message is stripped and its control characters made
   * visible (see {@link #visible}), so input echoed in a message can neither break the line nor
   * drive the terminal.
   */
  static void printError(PrintWriter err, String message) {
    err.println(errorLine(message));
    err.flush();
  }

  /** The line {@link #printError} prints, without the line break. */
  static String errorLine(String message) {
    String m = message == null ? "" : message.strip();
    return "tabula: " + (m.isEmpty() ? "error" : visible(m));
  }

  /**
   * Makes control characters visible: {@code \n}, {@code \r} and {@code \t} as those escapes, other
   * C0 controls and DEL as {@code \xNN}, C1 controls, line and paragraph separators and the
   * bidirectional controls (which reorder what a terminal shows) as a backslash, {@code u} and four
   * hex digits. Everything else is kept, backslashes included.
   */
  static String visible(String s) {
    StringBuilder sb = null;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      String escape = escape(c);
      if (escape != null && sb == null) {
        sb = new StringBuilder(s.length() + 8).append(s, 0, i);
      }
      if (sb != null) {
        if (escape != null) {
          sb.append(escape);
        } else {
          sb.append(c);
        }
      }
    }
    return sb == null ? s : sb.toString();
  }

  private static String escape(char c) {
    return switch (c) {
      case '\n' -> "\\n";
      case '\r' -> "\\r";
      case '\t' -> "\\t";
      default -> {
        if (c < 0x20 || c == 0x7f) {
          yield String.format("\\x%02x", (int) c);
        }
        if ((c >= 0x80 && c <= 0x9f)
            || c == '\u2028'
            || c == '\u2029'
            || c == '\u200e'
            || c == '\u200f'
            || (c >= '\u202a' && c <= '\u202e')
            || (c >= '\u2066' && c <= '\u2069')) {
          yield String.format("\\u%04x", (int) c);
        }
        yield null;
      }
    };
  }

  /** A count and its noun: {@code 1 ply}, {@code 2 plies}, {@code 0 plies}. */
  static String count(long n, String one, String many) {
    return n + " " + (n == 1 ? one : many);
  }

  /** A count and a regular noun: {@code 1 position}, {@code 3 positions}. */
  static String count(long n, String noun) {
    return count(n, noun, noun + "s");
  }

  /**
   * Why a file operation failed, in words: {@code no such file}, {@code permission denied}, {@code
   * it is a directory}, {@code 'PATH' is not a directory} (a file where a directory was to be
   * created), else the exception's message.
   */
  static String reason(Throwable e) {
    if (e instanceof java.nio.file.NoSuchFileException) {
      return "no such file";
    }
    if (e instanceof java.nio.file.FileAlreadyExistsException f) {
      return "'" + f.getFile() + "' is not a directory";
    }
    if (e instanceof java.nio.file.AccessDeniedException) {
      return "permission denied";
    }
    if (e instanceof java.nio.file.FileSystemException f
        && f.getReason() != null
        && f.getReason().toLowerCase(java.util.Locale.ROOT).contains("directory")) {
      return f.getReason();
    }
    String m = e.getMessage();
    return m == null ? e.getClass().getSimpleName() : m;
  }
}
