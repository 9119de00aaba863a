package dev.tabula.cli;

import dev.tabula.core.Game;
import dev.tabula.core.GameRecord;
import dev.tabula.core.NotationException;
import dev.tabula.core.SetupResolver;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;

/**
 * A file of game records that a command reads ({@code replay}, {@code selfplay --records}): opened
 * before the game is set up, with the first record's tags read ahead (at most {@link #HEADER_LIMIT}
 * characters, whole lines), which set the game up through {@link SetupResolver#record}; then the
 * records one at a time ({@link GameRecord#parseEach(Game, java.io.Reader, Consumer)}), so a file
 * of any size is read in bounded memory.
 */
final class RecordFile {
  /** The most characters read ahead for the first record's tags. */
  static final int HEADER_LIMIT = GameRecord.MAX_LINE_LENGTH;

  private final String file;
  private final BufferedReader input;
  private final String header;

  private RecordFile(String file, BufferedReader input, String header) {
    this.file = file;
    this.input = input;
    this.header = header;
  }

  /**
   * Opens the records and reads the first record's tags.
   *
   * @param env where standard input is
   * @param file the file's path, or {@code -} for standard input
   * @throws CliException if the file cannot be read, is empty or blank, or a tag is malformed
   */
  static RecordFile open(Env env, String file) {
    InputStream bytes;
    try {
      bytes = "-".equals(file) ? env.in() : Files.newInputStream(Path.of(file));
    } catch (IOException | RuntimeException e) {
      throw new CliException("cannot read '" + file + "': " + Messages.reason(e), e);
    }
    BufferedReader input =
        new BufferedReader(
            new InputStreamReader(
                bytes,
                StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)),
            1 << 16);
    String head;
    boolean whole;
    try {
      input.mark(HEADER_LIMIT + 1);
      char[] buffer = new char[HEADER_LIMIT];
      int n = 0;
      int got = 0;
      while (n < HEADER_LIMIT && (got = input.read(buffer, n, HEADER_LIMIT - n)) >= 0) {
        n += got;
      }
      whole = got < 0;
      input.reset();
      boolean bom = n > 0 && buffer[0] == '\uFEFF';
      if (bom) {
        input.skip(1);
      }
      head = new String(buffer, bom ? 1 : 0, n - (bom ? 1 : 0));
    } catch (IOException e) {
      throw cannotRead(file, e);
    }
    if (whole && head.isBlank()) {
      throw new CliException(
          source(file)
              + (head.isEmpty() ? " is empty" : " has only blank lines")
              + ": expected game records");
    }
    String leading = whole ? head : head.substring(0, head.lastIndexOf('\n') + 1);
    try {
      GameRecord.readHeader(leading); // a malformed tag is the first thing to report
    } catch (NotationException e) {
      throw new CliException(e.getMessage(), e);
    }
    return new RecordFile(file, input, leading);
  }

  /** Adds the first record's {@code Options} tag and {@code Start} position to the setup. */
  SetupResolver setup(SetupResolver resolver) {
    return resolver.record(header);
  }

  /**
   * Reads the records in order, handing each to {@code sink} as soon as it is read (so that what
   * the records before a malformed one give is done before the error).
   *
   * @return how many records there were, at least 1
   * @throws CliException if a record is malformed or breaks the rules (naming the record and the
   *     ply), reading fails, or there is no record
   */
  <S, M> long each(Game<S, M> game, Consumer<GameRecord<S, M>> sink) {
    long[] seen = new long[1];
    try {
      GameRecord.parseEach(
          game,
          input,
          r -> {
            seen[0]++;
            sink.accept(r);
          });
    } catch (NotationException e) {
      throw new CliException(e.getMessage(), e);
    } catch (IOException e) {
      throw cannotRead(file, e);
    }
    if (seen[0] == 0) {
      throw new CliException(source(file) + " has no game records");
    }
    return seen[0];
  }

  private static String source(String file) {
    return "-".equals(file) ? "standard input" : "'" + file + "'";
  }

  private static CliException cannotRead(String file, IOException e) {
    return new CliException(
        "cannot read "
            + source(file)
            + ": "
            + (e instanceof CharacterCodingException ? "not UTF-8 text" : Messages.reason(e)),
        e);
  }
}
