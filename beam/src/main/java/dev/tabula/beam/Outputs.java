package dev.tabula.beam;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.WritableByteChannel;
import org.apache.beam.sdk.io.FileSystems;
import org.apache.beam.sdk.io.fs.ResolveOptions.StandardResolveOptions;
import org.apache.beam.sdk.io.fs.ResourceId;
import org.apache.beam.sdk.util.MimeTypes;

/** Writes the pipelines' files through Beam's {@link FileSystems}, so any file system works. */
final class Outputs {
  private Outputs() {}

  /** What writes a file's bytes. */
  @FunctionalInterface
  interface Writer {
    void write(OutputStream out) throws IOException;
  }

  /**
   * Writes (or overwrites: a retried shard writes the same bytes again) file {@code name} in the
   * directory {@code dir}.
   */
  static void write(String dir, String name, Writer writer) throws IOException {
    ResourceId file =
        FileSystems.matchNewResource(dir, true).resolve(name, StandardResolveOptions.RESOLVE_FILE);
    try (WritableByteChannel channel = FileSystems.create(file, MimeTypes.BINARY);
        OutputStream out = new BufferedOutputStream(Channels.newOutputStream(channel), 1 << 16)) {
      writer.write(out);
    }
  }
}
