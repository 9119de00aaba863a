package dev.tabula.cli;

import dev.tabula.core.EndgameTable;
import dev.tabula.core.Game;
import dev.tabula.core.Heuristics;
import java.nio.file.Path;
import java.util.Locale;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code tabula tables}: solves an endgame table and writes it to a file. */
@Command(
    name = "tables",
    description = {
      "Solves an endgame table: every position near the end of the game (Toguz: with at most"
          + " --stones stones on the board) solved to the end by retrograde analysis. Writes it"
          + " to --out, and a summary line to standard error.",
      "Alpha-beta probes the game's table when told endgame=on. Toguz ships the table of 6"
          + " stones, which 'tabula tables toguz --stones 6 --out FILE' makes; the system"
          + " property tabula.toguz.endgame-table=FILE puts a larger one in its place."
    })
final class TablesCommand extends GameCommand {

  @Option(
      names = "--stones",
      paramLabel = "N",
      required = true,
      description = "The most stones on the board of a position the table holds (Toguz: 0..9).")
  long stones;

  @Option(
      names = "--out",
      paramLabel = "FILE",
      required = true,
      description = "Where to write the table.")
  Path out;

  TablesCommand(Env env) {
    super(env);
  }

  @Override
  <S, M> int run(Game<S, M> game) {
    int size = (int) Math.max(Integer.MIN_VALUE, Math.min(stones, Integer.MAX_VALUE));
    Progress progress = new Progress(env);
    EndgameTable<S> table;
    try {
      progress.show("tables: solving...", false);
      table =
          Heuristics.of(game)
              .flatMap(h -> h.generateEndgameTable(size))
              .orElseThrow(() -> new CliException(game.name() + " has no endgame tables"));
    } catch (IllegalArgumentException e) {
      throw badOptions("--stones: " + e.getMessage());
    } finally {
      progress.clear();
    }
    OutputFiles.write(out, table::write);
    env.err()
        .println(
            String.format(
                Locale.ROOT,
                "tables: %s, %.1f s, written to %s",
                table,
                progress.elapsedSeconds(),
                out));
    env.err().flush();
    return 0;
  }
}
