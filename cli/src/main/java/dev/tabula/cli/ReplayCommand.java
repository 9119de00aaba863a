package dev.tabula.cli;

import dev.tabula.core.Game;
import dev.tabula.core.GameRecord;
import dev.tabula.core.NotationException;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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
      "A record that breaks the rules stops the run with exit status 2, naming the record and the ply.",
      "Each result is printed as soon as its record is replayed, so the records before a bad one"
          + " are printed before the error.",
      "Setup options (such as players) come from the command line, else from the first"
          + " [Options \"NAME=VALUE,...\"] tag, as 'tabula play' writes it, and from what the first"
          + " [Start \"...\"] position implies (e.g. its number of players)."
    })
final class ReplayCommand extends GameCommand {

  @Parameters(index = "1", paramLabel = "FILE", description = "The records (UTF-8), or - for standard input.")
  String file;

  @Option(names = "--check",
      description = "Compare each finished game with its [Result \"...\"] tag; on a difference print a"
          + " line on standard error and exit with status 1 at the end.")
  boolean check;

  private String text;

  /** The options of the first Options tag. */
  private final Map<String, String> tagOptions = new LinkedHashMap<>();

  /** The position of the first Start tag, or null. */
  private String startTag;

  ReplayCommand(Env env) {
    super(env);
  }

  /**
   * Reads the records; takes the setup options of the first {@code [Options "NAME=VALUE,..."]} tag
   * (as 'tabula play' writes it) for every option not given on the command line, and the options
   * that the first {@code [Start "..."]} position implies.
   */
  @Override
  void prepare() {
    text = read();
    if (text.isBlank()) {
      throw new CliException(source() + (text.isEmpty() ? " is empty" : " has only blank lines")
          + ": expected game records");
    }
    Matcher m = OPTIONS_TAG.matcher(text);
    if (m.find()) {
      for (String pair : m.group(1).split(",")) {
        int eq = pair.indexOf('=');
        if (pair.isBlank()) {
          continue;
        }
        if (eq <= 0) {
          throw new CliException("bad tag [Options \"" + m.group(1) + "\"]: expected NAME=VALUE,...");
        }
        tagOptions.putIfAbsent(pair.substring(0, eq).strip(), pair.substring(eq + 1).strip());
      }
    }
    Matcher start = START_TAG.matcher(text);
    if (start.find()) {
      startTag = start.group(1).replaceAll("\\\\(.)", "$1");
    }
  }

  private static final Pattern OPTIONS_TAG = Pattern.compile("(?m)^\\[Options \"([^\"\\\\]*)\"\\]");
  private static final Pattern START_TAG = Pattern.compile("(?m)^\\[Start \"((?:[^\"\\\\\n]|\\\\.)*)\"\\]");

  @Override
  Map<String, String> defaultOptions() {
    return tagOptions;
  }

  @Override
  String setupPosition() {
    return startTag;
  }

  @Override
  String positionName() {
    return "the first record's Start position";
  }

  /**
   * Replays the records in order, printing each result as soon as it is known. When the text has a
   * bad record, the records before it are still replayed and printed, then the error is reported.
   */
  @Override
  <S, M> int run(Game<S, M> game) {
    List<GameRecord<S, M>> records;
    CliException failure = null;
    try {
      records = game.parseRecords(text);
    } catch (NotationException e) {
      failure = new CliException(e.getMessage(), e);
      records = recordsBefore(game, e.offset());
    }
    int mismatches = 0;
    for (int i = 0; i < records.size(); i++) {
      GameRecord<S, M> r = records.get(i);
      S end = r.finalState(game);
      String result = Results.token(game, end);
      out().println(game.formatState(end) + " " + result);
      out().flush();
      String recorded = r.tags().get("Result");
      if (check && recorded != null && game.isTerminal(end) && !recorded.equals(result)) {
        Messages.printError(err(), "record " + (i + 1) + ": recorded result " + recorded
            + " but the rules give " + result);
        mismatches++;
      }
    }
    if (failure != null) {
      throw failure;
    }
    if (records.isEmpty()) {
      throw new CliException(source() + " has no game records");
    }
    return mismatches > 0 ? 1 : 0;
  }

  /**
   * The records before the one with the error at the offset: the text up to the start of that record
   * parsed again, or none when that does not work out. A record starts at a tag line that follows
   * moves (or at the start): so the cut never falls inside a record, in the generic format and in
   * the formats games accept beside it; records that begin otherwise (such as a Toguz move list
   * after a blank line) merely join the bad one and are not printed.
   */
  private <S, M> List<GameRecord<S, M>> recordsBefore(Game<S, M> game, int offset) {
    int start = recordStart(text, offset);
    if (start == 0) {
      return List.of();
    }
    try {
      return game.parseRecords(text.substring(0, start));
    } catch (NotationException e) {
      return List.of();
    }
  }

  /** Where the record holding the offset starts: at the last tag line after moves, or 0. */
  static int recordStart(String text, int offset) {
    int start = 0;
    boolean afterMoves = false;
    for (int pos = 0; pos < text.length() && pos <= offset; ) {
      int end = text.indexOf('\n', pos);
      if (end < 0) {
        end = text.length();
      }
      String line = text.substring(pos, end).strip();
      if (!line.isEmpty()) {
        boolean tag = line.startsWith("[");
        if (tag && afterMoves) {
          start = pos;
        }
        afterMoves = !tag;
      }
      pos = end + 1;
    }
    return start;
  }

  private String source() {
    return "-".equals(file) ? "standard input" : "'" + file + "'";
  }

  private String read() {
    byte[] bytes;
    try {
      bytes = "-".equals(file) ? env.in().readAllBytes() : Files.readAllBytes(Path.of(file));
    } catch (NoSuchFileException e) {
      throw new CliException("cannot read '" + file + "': no such file");
    } catch (AccessDeniedException e) {
      throw new CliException("cannot read '" + file + "': permission denied");
    } catch (IOException | RuntimeException e) {
      throw new CliException("cannot read '" + file + "': " + e.getMessage(), e);
    }
    try {
      String s = StandardCharsets.UTF_8.newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(java.nio.ByteBuffer.wrap(bytes)).toString();
      return s.startsWith("\uFEFF") ? s.substring(1) : s;
    } catch (CharacterCodingException e) {
      throw new CliException("cannot read '" + file + "': not UTF-8 text");
    }
  }
}
