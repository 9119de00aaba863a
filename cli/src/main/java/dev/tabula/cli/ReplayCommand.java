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
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code tabula replay}: replays game records and prints each game's final position and result. */
@Command(
    name = "replay",
    description = {
      "Replays game records and prints each game's final position and result.",
      "One line per game: the final position, a space, and the result as the last token:"
          + " 1-0, 0-1 or 1/2-1/2 for two players; for more, the seats best first, as in 1>0=2"
          + " (seats from 0, '=' for a tie); * when the record stops before the game is over.",
      "Records are read one at a time: a record that is malformed or breaks the rules stops the run"
          + " with exit status 2, naming the record and the ply; the results of the records before it"
          + " are printed first.",
      "The game is set up as the first record says, through its [Options \"NAME=VALUE,...\"] tag"
          + " (which 'tabula play' writes) and the options its [Start \"...\"] position implies (such"
          + " as its number of players); --players and --option add what the record leaves open and"
          + " must not contradict it. All records of a file share one setup.",
      "With --html FILE, the records are also written as one self-contained HTML page that steps"
          + " through each game (see docs/pictures.md)."
    })
final class ReplayCommand extends GameCommand {

  @Parameters(
      index = "1",
      paramLabel = "FILE",
      description = "The records (UTF-8), or - for standard input.")
  String file;

  @Option(
      names = "--check",
      description =
          "Compare each record's recorded result with the rules: a finished game must carry"
              + " its result (or *); a game the moves do not finish must carry * unless a [Termination"
              + " \"...\"] tag says why it stopped (resignation, time...), which is how a truncated"
              + " record shows. For each record that differs print 'tabula: record N: ...' on standard"
              + " error, and exit with status 1 at the end.")
  boolean check;

  @Option(
      names = "--html",
      paramLabel = "OUT",
      description =
          "Also write the records as one self-contained HTML page (UTF-8) to OUT: a board per"
              + " ply with buttons, arrow keys, a slider and a clickable move list, what each ply"
              + " did, the players and the result; a game picker for several records. Written"
              + " once every record has been read.")
  Path html;

  /** The most characters read ahead for the first record's tags (see {@link #prepare}). */
  static final int HEADER_LIMIT = GameRecord.MAX_LINE_LENGTH;

  /** The records, read as they are replayed. */
  private BufferedReader input;

  /** The first record's tags, as read ahead: they set the game up (see {@link #input}). */
  private String header = "";

  ReplayCommand(Env env) {
    super(env);
  }

  /**
   * Opens the records and reads the first record's tags (at most {@link #HEADER_LIMIT} characters
   * ahead, whole lines): the setup options of its {@code [Options "NAME=VALUE,..."]} tag (as
   * 'tabula play' writes it), and the position of its {@code [Start "..."]} (or {@code [FEN
   * "..."]}) tag, whose implied options set the game up too: both through {@link
   * SetupResolver#record}. The records themselves are read as they are replayed, one at a time
   * ({@link GameRecord#parseEach(Game, java.io.Reader, java.util.function.Consumer)}), so a file of
   * any size replays in bounded memory.
   */
  @Override
  void prepare() {
    InputStream bytes;
    try {
      bytes = "-".equals(file) ? env.in() : Files.newInputStream(Path.of(file));
    } catch (IOException | RuntimeException e) {
      throw new CliException("cannot read '" + file + "': " + Messages.reason(e), e);
    }
    input =
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
      throw cannotRead(e);
    }
    if (whole && head.isBlank()) {
      throw new CliException(
          source()
              + (head.isEmpty() ? " is empty" : " has only blank lines")
              + ": expected game records");
    }
    String leading = whole ? head : head.substring(0, head.lastIndexOf('\n') + 1);
    try {
      GameRecord.readHeader(leading); // a malformed tag is the first thing to report
    } catch (NotationException e) {
      throw new CliException(e.getMessage(), e);
    }
    header = leading;
  }

  @Override
  SetupResolver input(SetupResolver resolver) {
    return resolver.record(header);
  }

  /**
   * Replays the records in order, printing each result as soon as its record is read, so that the
   * records before a malformed one are printed before the error. With {@code --check}, a record
   * whose recorded result disagrees with the rules ({@link GameRecord#resultProblem}) gets a line
   * on standard error and the exit status is 1.
   */
  @Override
  <S, M> int run(Game<S, M> game) {
    try (HtmlOutput page = html == null ? null : HtmlOutput.open(html)) {
      List<GameRecord<S, M>> records = new ArrayList<>();
      int status = replay(game, page == null ? null : records);
      if (page != null) {
        page.write(game, records);
      }
      return status;
    }
  }

  /** Replays and prints the records; keeps them in {@code keep} unless it is null. */
  private <S, M> int replay(Game<S, M> game, List<GameRecord<S, M>> keep) {
    int[] seen = new int[2]; // records, mismatches
    try {
      GameRecord.parseEach(
          game,
          input,
          r -> {
            seen[0]++;
            if (keep != null) {
              keep.add(r);
            }
            S end = r.finalState(game);
            out().println(game.formatState(end) + " " + Results.token(game, end));
            out().flush();
            if (check) {
              java.util.Optional<String> problem = r.resultProblem(game);
              if (problem.isPresent()) {
                Messages.printError(err(), "record " + seen[0] + ": " + problem.get());
                seen[1]++;
              }
            }
          });
    } catch (NotationException e) {
      throw new CliException(e.getMessage(), e);
    } catch (IOException e) {
      throw cannotRead(e);
    }
    if (seen[0] == 0) {
      throw new CliException(source() + " has no game records");
    }
    return seen[1] > 0 ? 1 : 0;
  }

  private String source() {
    return "-".equals(file) ? "standard input" : "'" + file + "'";
  }

  private CliException cannotRead(IOException e) {
    return new CliException(
        "cannot read "
            + source()
            + ": "
            + (e instanceof CharacterCodingException ? "not UTF-8 text" : Messages.reason(e)),
        e);
  }
}
