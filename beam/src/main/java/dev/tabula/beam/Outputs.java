package dev.tabula.beam;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.WritableByteChannel;
import java.util.ArrayList;
import java.util.List;
import org.apache.beam.sdk.io.FileSystems;
import org.apache.beam.sdk.io.fs.MatchResult;
import org.apache.beam.sdk.io.fs.MatchResult.Metadata;
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

  /**
   * Returns the names of the files in the directory {@code dir}, none when it does not exist: what
   * a pipeline checks before it writes there, so that a new run does not mix its files with an old
   * one's.
   *
   * @throws IllegalArgumentException if the directory cannot be listed
   */
  static List<String> names(String dir) {
    List<String> names = new ArrayList<>();
    try {
      ResourceId all =
          FileSystems.matchNewResource(dir, true).resolve("*", StandardResolveOptions.RESOLVE_FILE);
      MatchResult match = FileSystems.match(all.toString());
      if (match.status() == MatchResult.Status.OK) {
        for (Metadata m : match.metadata()) {
          String name = m.resourceId().getFilename();
          if (name != null) {
            names.add(name);
          }
        }
      } else if (match.status() != MatchResult.Status.NOT_FOUND) {
        throw new IOException("status " + match.status());
      }
    } catch (IOException e) {
      throw new IllegalArgumentException("cannot list --out '" + dir + "': " + e.getMessage(), e);
    }
    return names;
  }
}
