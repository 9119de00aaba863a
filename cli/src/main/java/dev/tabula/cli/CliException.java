package dev.tabula.cli;

/** An error in the user's input: reported as one line on standard error, exit status 2. */
final class CliException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  CliException(String message) {
    super(message);
  }

  CliException(String message, Throwable cause) {
    super(message, cause);
  }
}
