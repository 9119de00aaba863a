package dev.tabula.match;

import java.nio.file.Path;
import java.util.List;
import org.jspecify.annotations.Nullable;

/** A bot that is a program speaking the protocol of {@code docs/protocol.md}. (Stub.) */
final class ExternalBot {
  private ExternalBot() {}

  static <S, M> Bot<S, M> create(String name, List<String> command, @Nullable Path stderrLog) {
    throw new UnsupportedOperationException("not yet");
  }
}
