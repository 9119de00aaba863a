package dev.tabula.server;

import org.jspecify.annotations.Nullable;

/**
 * A request the server refuses: the HTTP status (a 4xx, or 503 when the server is full) and a
 * message for the client that says what was wrong. The game the request named is unchanged.
 */
final class ServerException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final int status;

  ServerException(int status, @Nullable String message) {
    super(message == null ? "refused" : message, null, false, false);
    this.status = status;
  }

  int status() {
    return status;
  }

  static ServerException badRequest(@Nullable String message) {
    return new ServerException(400, message);
  }

  static ServerException notFound(String message) {
    return new ServerException(404, message);
  }

  static ServerException conflict(String message) {
    return new ServerException(409, message);
  }
}
