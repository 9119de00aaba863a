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
import java.util.List;
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
      "Setup options (such as players) come from the command line, else from the first"
          + " [Options \"NAME=VALUE,...\"] tag, as 'tabula play' writes it."
    })
final class ReplayCommand extends GameCommand {

  @Parameters(index = "1", paramLabel = "FILE", description = "The records (UTF-8), or - for standard input.")
  String file;

  @Option(names = "--check",
      description = "Compare each finished game with its [Result \"...\"] tag; on a difference print a"
          + " line on standard error and exit with status 1 at the end.")
  boolean check;

  private String text;

  ReplayCommand(Env env) {
    super(env);
  }

  /**
   * Reads the records, and takes the setup options of the first {@code [Options "NAME=VALUE,..."]}
   * tag (as 'tabula play' writes it) for every option not given on the command line.
   */
  @Override
  void prepare() {
    text = read();
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
        String name = pair.substring(0, eq).strip();
        if (!(name.equals("players") && players != null)) {
          options.putIfAbsent(name, pair.substring(eq + 1).strip());
        }
      }
    }
  }

  private static final Pattern OPTIONS_TAG = Pattern.compile("(?m)^\\[Options \"([^\"\\\\]*)\"\\]");

  @Override
  <S, M> int run(Game<S, M> game) {
    List<GameRecord<S, M>> records;
    try {
      records = game.parseRecords(text);
    } catch (NotationException e) {
      throw new CliException(e.getMessage(), e);
    }
    int mismatches = 0;
    for (int i = 0; i < records.size(); i++) {
      GameRecord<S, M> r = records.get(i);
      S end = r.finalState(game);
      String result = Results.token(game, end);
      out().println(game.formatState(end) + " " + result);
      String recorded = r.tags().get("Result");
      if (check && recorded != null && game.isTerminal(end) && !recorded.equals(result)) {
        out().flush();
        Messages.printError(err(), "record " + (i + 1) + ": recorded result " + recorded
            + " but the rules give " + result);
        mismatches++;
      }
    }
    return mismatches > 0 ? 1 : 0;
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
