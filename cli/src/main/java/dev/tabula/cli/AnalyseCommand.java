package dev.tabula.cli;

import dev.tabula.core.Game;
import dev.tabula.core.GameRecord;
import dev.tabula.core.SetupResolver;
import dev.tabula.match.BotSpecs;
import dev.tabula.search.AlphaBeta;
import dev.tabula.search.Budget;
import dev.tabula.search.SearchAgent;
import dev.tabula.search.SearchResult;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code tabula analyse}: a search bot's view of a position as it deepens, or a review of every
 * move of a record.
 */
@Command(
    name = "analyse",
    description = {
      "Searches a position and prints what the search finds as it deepens, like a chess engine's"
          + " analysis mode: after each finished depth a line 'depth D  value V  nodes N  time T"
          + "  nps R', then the best moves, best first, each with its value for the player to move"
          + " (in -1..1) and its line in move notation. MCTS reports once, at the end.",
      "With --record FILE, reviews every record in the file instead: for each move, the move"
          + " played and its value, and where the search prefers another, the best move, its value"
          + " and what the move played lost; '?' marks a loss of 0.1 or more, '??' of 0.3 or more."
          + " A summary per seat ends each record.",
      "The bot is a search: alphabeta (two players, no chance in play), expectimax or mcts, with"
          + " settings as 'tabula match --bots' takes them. --time replaces the bot's own budget."
    })
final class AnalyseCommand extends GameCommand {

  /** The loss from which a move is marked {@code ?}. */
  static final double DUBIOUS = 0.1;

  /** The loss from which a move is marked {@code ??}. */
  static final double BLUNDER = 0.3;

  /** A loss below which the move played is as good as the best (values print to 3 places). */
  static final double SAME = 0.0005;

  /** The most bytes of records {@code --record} reads. */
  static final long MAX_RECORD_BYTES = 16L << 20;

  @Mixin PositionOption position;

  @Option(
      names = "--record",
      paramLabel = "FILE",
      description = "Review the moves of the records in FILE (UTF-8; - for standard input).")
  String record;

  @Option(
      names = "--bot",
      paramLabel = "SPEC",
      description =
          "The search: "
              + BotSpecs.SYNTAX
              + ". Default: alphabeta for two-player games without chance in play, else"
              + " expectimax.")
  String bot;

  @Option(
      names = "--multipv",
      paramLabel = "N",
      description = "Show the N best moves of each depth (default 1), each with its line.")
  long multipv = 1;

  @Option(
      names = "--time",
      paramLabel = "T",
      description =
          "Think this long on each position, like 100ms or 2s, instead of the bot's own budget."
              + " Default: the bot's budget when --bot is given, else 2s for a position and"
              + " 200ms per move of a record.")
  String time;

  /** The records' text, read before the game is set up (it states the setup). */
  private String recordText = "";

  AnalyseCommand(Env env) {
    super(env);
  }

  @Override
  String setupPosition() {
    return position.setupText();
  }

  @Override
  void prepare() {
    if (multipv < 1 || multipv > 64) {
      throw badOptions("--multipv must be 1..64, got " + multipv);
    }
    if (record != null && position.text != null) {
      throw badOptions("--record and --position exclude each other");
    }
    if (record != null) {
      recordText = read(record);
    }
  }

  @Override
  SetupResolver input(SetupResolver resolver) {
    return record == null ? resolver : resolver.record(recordText);
  }

  @Override
  <S, M> int run(Game<S, M> game) {
    SearchAgent<S, M> named = agent(game);
    Budget budget = budget(named);
    SearchAgent<S, M> agent = provingRootValues(named);
    if (record == null) {
      S state = position(game, position.text);
      if (game.isTerminal(state) || game.isChance(state)) {
        throw new CliException(
            "nothing to analyse: the position is "
                + (game.isTerminal(state) ? "over" : "a chance node"));
      }
      analysePosition(game, agent, budget, state);
    } else {
      List<GameRecord<S, M>> records;
      try {
        records = GameRecord.parseAll(game, recordText);
      } catch (IllegalArgumentException e) { // NotationException, IllegalMoveException
        throw new CliException(record + ": " + e.getMessage(), e);
      }
      for (int i = 0; i < records.size(); i++) {
        review(game, agent, budget, records.get(i), i + 1);
      }
    }
    return 0;
  }

  /** The bot, which must be a search. */
  private <S, M> SearchAgent<S, M> agent(Game<S, M> game) {
    String spec = bot == null ? Bots.defaultSearch(game, "") : bot;
    Bots.Named<S, M> named = Bots.bot(game, spec);
    if (!(named.agent() instanceof SearchAgent<S, M> search)) {
      throw new CliException(
          "--bot " + spec + ": not a search; analyse takes alphabeta, expectimax or mcts");
    }
    return search.withoutBook(); // an analysis searches, even where the book has the position
  }

  /**
   * The search to run: alpha-beta, where more than its best move is shown (several lines, or the
   * move played in a review), with exact values for every root move rather than bounds (its other
   * settings are those the bot specs leave at their defaults; the budget is passed to each search).
   */
  private <S, M> SearchAgent<S, M> provingRootValues(SearchAgent<S, M> search) {
    if ((multipv > 1 || record != null) && search instanceof AlphaBeta) {
      return AlphaBeta.<S, M>builder().exactRootValues(true).build();
    }
    return search;
  }

  /** The budget of each search: {@code --time}, or the bot's own, or the defaults. */
  private <S, M> Budget budget(SearchAgent<S, M> agent) {
    if (time != null) {
      try {
        return Budget.ofTime(BotSpecs.duration(time));
      } catch (IllegalArgumentException e) {
        throw new CliException("--time " + e.getMessage(), e);
      }
    }
    if (bot != null) {
      return agent.defaultBudget();
    }
    return Budget.ofTime(record == null ? Duration.ofSeconds(2) : Duration.ofMillis(200));
  }

  private <S, M> void analysePosition(
      Game<S, M> game, SearchAgent<S, M> agent, Budget budget, S state) {
    SearchResult<M> last =
        agent.search(
            game,
            state,
            budget,
            new SplittableRandom(1),
            r -> {
              out().println(header(r));
              int rank = 1;
              for (SearchResult.RootMove<M> rm : best(r, (int) multipv)) {
                out().println("  " + rank++ + "  " + value(rm) + "  " + line(game, state, rm));
              }
              out().flush();
            });
    double secs = last.elapsed().toNanos() / 1e9;
    out()
        .println(
            String.format(Locale.ROOT, "%,d", last.iterations())
                + " nodes in "
                + seconds(last.elapsed())
                + " ("
                + Progress.rate(last.iterations(), secs)
                + " nodes/s)");
    out()
        .println(
            "best "
                + game.formatMove(state, last.move())
                + " "
                + signed(last.value())
                + ", depth "
                + last.depth());
  }

  private <S, M> void review(
      Game<S, M> game, SearchAgent<S, M> agent, Budget budget, GameRecord<S, M> rec, int number) {
    out().println("record " + number + ": " + Messages.count(rec.moves().size(), "ply", "plies"));
    int seats = game.numPlayers();
    double[] lost = new double[seats];
    int[] moves = new int[seats];
    int[] dubious = new int[seats];
    int[] blunders = new int[seats];
    S s = rec.start();
    int ply = 0;
    for (M played : rec.moves()) {
      ply++;
      String text = game.formatMove(s, played);
      if (game.isChance(s)) {
        out().println(String.format(Locale.ROOT, "%4d  chance  %s", ply, text));
        s = game.apply(s, played);
        continue;
      }
      int seat = game.currentPlayer(s);
      SearchResult<M> r = agent.search(game, s, budget, new SplittableRandom(ply));
      SearchResult.RootMove<M> mine = rootMove(r, played);
      StringBuilder row = new StringBuilder();
      row.append(
          String.format(
              Locale.ROOT, "%4d  %-6s  %-8s %s", ply, seatName(game, seat), text, value(mine)));
      double loss = r.value() - mine.value();
      if (!played.equals(r.move()) && !(loss < SAME)) {
        row.append("  best ")
            .append(game.formatMove(s, r.move()))
            .append(' ')
            .append(signed(r.value()));
        if (!Double.isNaN(loss)) {
          row.append(String.format(Locale.ROOT, ", lost %.3f", Math.max(0, loss)));
          lost[seat] += Math.max(0, loss);
          if (loss >= BLUNDER) {
            row.append(" ??");
            blunders[seat]++;
          } else if (loss >= DUBIOUS) {
            row.append(" ?");
            dubious[seat]++;
          }
        }
      }
      moves[seat]++;
      out().println(row);
      out().flush();
      s = game.apply(s, played);
    }
    for (int seat = 0; seat < seats; seat++) {
      if (moves[seat] == 0) {
        continue;
      }
      out()
          .println(
              String.format(
                  Locale.ROOT,
                  "%s: %s, average loss %.3f, %d ?, %d ??",
                  seatName(game, seat),
                  Messages.count(moves[seat], "move"),
                  lost[seat] / moves[seat],
                  dubious[seat],
                  blunders[seat]));
    }
  }

  private static <S, M> String seatName(Game<S, M> game, int seat) {
    return game.playerName(seat);
  }

  /** The root move of {@code move} in the result. */
  private static <M> SearchResult.RootMove<M> rootMove(SearchResult<M> r, M move) {
    for (SearchResult.RootMove<M> rm : r.rootMoves()) {
      if (rm.move().equals(move)) {
        return rm;
      }
    }
    throw new IllegalStateException("the search did not list the move played");
  }

  /** The {@code n} best root moves: the chosen one first, then by value, unsearched ones last. */
  private static <M> List<SearchResult.RootMove<M>> best(SearchResult<M> r, int n) {
    List<SearchResult.RootMove<M>> moves = new ArrayList<>(r.rootMoves());
    moves.sort(
        Comparator.comparing((SearchResult.RootMove<M> rm) -> !rm.move().equals(r.move()))
            .thenComparing(rm -> Double.isNaN(rm.value()))
            .thenComparing(rm -> -rm.value()));
    return moves.subList(0, Math.min(n, moves.size()));
  }

  /**
   * A root move's value, or {@code -} when the search did not reach it (alpha-beta's values are
   * exact here: it proves every root value when more than the best move is shown).
   */
  private static <M> String value(SearchResult.RootMove<M> rm) {
    return Double.isNaN(rm.value()) ? "     -" : signed(rm.value());
  }

  private static <S, M> String line(Game<S, M> game, S state, SearchResult.RootMove<M> rm) {
    return notation(game, state, rm.move(), rm.line());
  }

  /**
   * A search's line from {@code state} in move notation, up to the end of the game: {@code line},
   * or the move alone when the search kept no line.
   */
  static <S, M> String notation(Game<S, M> game, S state, M move, List<M> line) {
    List<String> words = new ArrayList<>();
    S s = state;
    for (M m : line.isEmpty() ? List.of(move) : line) {
      if (game.isTerminal(s)) {
        break;
      }
      words.add(game.formatMove(s, m));
      s = game.apply(s, m);
    }
    return String.join(" ", words);
  }

  private static String header(SearchResult<?> r) {
    double secs = r.elapsed().toNanos() / 1e9;
    return String.format(
        Locale.ROOT,
        "depth %d  value %s  nodes %,d  time %s  nps %s",
        r.depth(),
        signed(r.value()),
        r.iterations(),
        seconds(r.elapsed()),
        secs <= 0 ? "-" : Progress.rate(r.iterations(), secs));
  }

  private static String signed(double v) {
    return String.format(Locale.ROOT, "%+.3f", v);
  }

  private static String seconds(Duration d) {
    return String.format(Locale.ROOT, "%.2f s", d.toNanos() / 1e9);
  }

  private String read(String file) {
    try {
      byte[] bytes;
      if ("-".equals(file)) {
        bytes = env.in().readNBytes((int) MAX_RECORD_BYTES + 1);
      } else {
        Path p = Path.of(file);
        if (Files.size(p) > MAX_RECORD_BYTES) {
          throw new CliException("'" + file + "' is larger than 16 MB");
        }
        bytes = Files.readAllBytes(p);
      }
      if (bytes.length > MAX_RECORD_BYTES) {
        throw new CliException("standard input holds more than 16 MB");
      }
      return StandardCharsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(bytes)).toString();
    } catch (IOException | RuntimeException e) {
      if (e instanceof CliException c) {
        throw c;
      }
      throw new CliException("cannot read '" + file + "': " + Messages.reason(e), e);
    }
  }
}
