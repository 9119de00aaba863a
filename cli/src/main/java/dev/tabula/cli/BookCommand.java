package dev.tabula.cli;

import dev.tabula.core.Game;
import dev.tabula.core.OpeningBook;
import dev.tabula.search.BookBuilder;
import dev.tabula.search.SearchAgent;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Locale;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code tabula book}: builds an opening book by searching the positions nearest the start. */
@Command(
    name = "book",
    description = {
      "Builds an opening book: the positions of the first --plies plies in which the player to"
          + " move has played only the book's moves so far (whatever the others played), each"
          + " with the move the bot's search chose, its value and depth. Writes the book's text"
          + " (one line per position: position, move, value, depth, separated by tabs) to --out"
          + " or standard output, and a summary line to standard error.",
      "The search bots play from the game's own book when told book=on; this command makes"
          + " such a file, e.g. the one Toguz ships:"
          + " 'tabula book toguz --plies 6 --bot alphabeta:depth=12'. A search to a fixed depth"
          + " gives the same book on any number of threads."
    })
final class BookCommand extends PositionCommand {

  /** The most plies a book covers. */
  static final int MAX_PLIES = 20;

  @Option(
      names = "--plies",
      paramLabel = "N",
      description = "Plies from the start the book covers, 1.." + MAX_PLIES + ". Default: 4.")
  long plies = 4;

  @Option(
      names = "--bot",
      paramLabel = "BOT",
      description =
          "The search that chooses the moves: alphabeta, expectimax or mcts with settings as"
              + " 'tabula match --bots' takes them, searched without a book. Default: the game's"
              + " default search (alphabeta, or expectimax for games with chance in play).")
  @Nullable String bot;

  @Option(
      names = "--out",
      paramLabel = "FILE",
      description = "Where to write the book. Default: standard output.")
  @Nullable Path out;

  @Mixin ThreadsOption threadsOption;

  BookCommand(Env env) {
    super(env);
  }

  @Override
  <S, M> int run(Game<S, M> game) {
    if (plies < 1 || plies > MAX_PLIES) {
      throw badOptions("--plies must be in 1.." + MAX_PLIES + ", got " + plies);
    }
    int threads = threadsOption.count(this);
    String spec = bot == null ? Bots.defaultSearch(game, "") : bot;
    Bots.Named<S, M> named = Bots.bot(game, spec);
    if (!(named.agent() instanceof SearchAgent<S, M> search)) {
      throw new CliException(
          "--bot " + spec + ": not a search; book takes alphabeta, expectimax or mcts");
    }
    S start = startState(game);
    if (game.isTerminal(start)) {
      throw new CliException("the position is over: " + game.formatState(start));
    }
    String name = named.name().replace(":book=on", "");
    BookBuilder<S, M> builder =
        BookBuilder.of(game, search)
            .start(start)
            .plies((int) plies)
            .threads(threads)
            .comments(
                game.name()
                    + ": the first "
                    + plies
                    + " plies, searched by "
                    + name
                    + " ('tabula book "
                    + game.name()
                    + (start.equals(game.start())
                        ? ""
                        : " --position '" + game.formatState(start) + "'")
                    + " --plies "
                    + plies
                    + " --bot "
                    + name
                    + "')");
    long most = builder.positionsAtMost();
    Progress progress = new Progress(env);
    OpeningBook<S, M> book;
    try {
      book =
          builder.build(
              done ->
                  progress.show(
                      String.format(
                          Locale.ROOT,
                          "book: %d of at most %d positions searched, %.0f s",
                          done,
                          most,
                          progress.elapsedSeconds()),
                      false));
    } finally {
      progress.clear();
    }
    String text = book.format();
    if (out == null) {
      out().print(text);
      out().flush();
    } else {
      OutputFiles.write(out, o -> o.write(text.getBytes(StandardCharsets.UTF_8)));
    }
    env.err()
        .println(
            String.format(
                Locale.ROOT,
                "book: %d positions, %d plies, %s, %.1f s%s",
                book.size(),
                plies,
                name,
                progress.elapsedSeconds(),
                out == null ? "" : ", written to " + out));
    env.err().flush();
    return 0;
  }
}
