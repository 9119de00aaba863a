package dev.tabula.cli;

import dev.tabula.core.Game;
import dev.tabula.core.GameRecord;
import dev.tabula.core.SetupResolver;
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

  /** The records, opened before the game is set up (see {@link RecordFile}). */
  private RecordFile records;

  ReplayCommand(Env env) {
    super(env);
  }

  /** Opens the records: the first record's tags set the game up ({@link RecordFile}). */
  @Override
  void prepare() {
    records = RecordFile.open(env, file);
  }

  @Override
  SetupResolver input(SetupResolver resolver) {
    return records.setup(resolver);
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
    records.each(
        game,
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
    return seen[1] > 0 ? 1 : 0;
  }
}
