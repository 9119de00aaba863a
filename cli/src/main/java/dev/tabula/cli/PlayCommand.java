package dev.tabula.cli;

import dev.tabula.core.Agent;
import dev.tabula.core.Describable;
import dev.tabula.core.Game;
import dev.tabula.core.GameRecord;
import dev.tabula.core.Playouts;
import dev.tabula.match.BotSpecs;
import dev.tabula.search.SearchAgent;
import dev.tabula.search.SearchResult;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code tabula play}: bots play a game. The game for people (who plays, each move's line and
 * board, the result and the final position) goes to standard error, and only the game record
 * ({@link GameRecord#format}: setup options, start, seed, bots, numbered moves where the game
 * numbers them, result) to standard output, so that {@code tabula play GAME > g.txt; tabula replay
 * GAME g.txt} works for every game and player count.
 */
@Command(
    name = "play",
    description = {
      "Bots play a game. For people, on standard error: who plays, after each move a line saying"
          + " what happened and the board, and at the end the result and the final position.",
      "On standard output: the game record, which 'tabula replay' reads as it is"
          + " ('tabula play GAME > game.txt' keeps the record and shows the game).",
      "The seed is the only randomness (dice, shuffles and the bots' choices): the same seed and"
          + " options give the same game."
    })
final class PlayCommand extends PositionCommand {

  /** Default bots: a Monte Carlo bot in the first seat, random bots in the others. */
  static final String DEFAULT_BOTS = "mc,random";

  /** The most plies of a game whose rules set no bound. */
  static final int DEFAULT_MAX_PLIES = 100_000;

  enum Color {
    auto,
    always,
    never
  }

  @Mixin SeedOption seed;

  @Option(
      names = {"-b", "--bots"},
      paramLabel = "BOT[,BOT...]",
      defaultValue = DEFAULT_BOTS,
      description =
          "One bot per seat in seat order: "
              + BotSpecs.SYNTAX
              + ". random plays a uniformly random legal move; mc is flat Monte Carlo and mcts"
              + " tree search (UCT), with N playouts per decision (default "
              + Bots.DEFAULT_MC_PLAYOUTS
              + "); alphabeta (two players, no chance during play) and expectimax search with"
              + " the game's evaluation, to a depth of their own by default. Settings follow the"
              + " bot, each after a colon, e.g. mcts:time=100ms:threads=2 or"
              + " alphabeta:depth=4:time=1s. A shorter list is filled up with its last bot."
              + " Default: ${DEFAULT-VALUE}.")
  String bots;

  @Option(
      names = "--max-plies",
      paramLabel = "N",
      description =
          "Stop after N plies (chance outcomes count) even if the game is not over;"
              + " the result is then *. Default: the game's bound.")
  Integer maxPlies;

  @Option(
      names = "--color",
      paramLabel = "WHEN",
      defaultValue = "auto",
      description =
          "Colour the board: ${COMPLETION-CANDIDATES}. auto: when standard error (where"
              + " the board goes) is a terminal, TERM is not dumb and NO_COLOR is unset."
              + " Default: ${DEFAULT-VALUE}.")
  Color color;

  @Option(
      names = {"-q", "--quiet"},
      description =
          "Do not show every move and board: only who plays, the result and the final"
              + " position on standard error (the record on standard output is the same).")
  boolean quiet;

  @Option(
      names = {"-v", "--verbose"},
      description =
          "After each move of a search bot (mcts, alphabeta, expectimax), say what its search"
              + " did: iterations or nodes, depth, its value of the position for the mover, the"
              + " principal variation and the time. The game is the same as without -v.")
  boolean verbose;

  @Option(
      names = "--html",
      paramLabel = "OUT",
      description =
          "Also write the game as a self-contained HTML page (UTF-8) to OUT, to step through it"
              + " in a browser: a board per ply, what each ply did, the players and the result.")
  Path html;

  PlayCommand(Env env) {
    super(env);
  }

  /** The game's drawing without trailing line breaks (one blank line separates moves). */
  private static <S> String board(Game<S, ?> game, S state, boolean ansi) {
    String s = Describable.render(game, state, ansi);
    int end = s.length();
    while (end > 0 && (s.charAt(end - 1) == '\n' || s.charAt(end - 1) == '\r')) {
      end--;
    }
    return s.substring(0, end);
  }

  @Override
  <S, M> int run(Game<S, M> game) {
    atLeast("--max-plies", maxPlies, 1);
    if (quiet && verbose) {
      throw badOptions("give -q or -v, not both (-q shows no moves, -v says more about each)");
    }
    List<Bots.Named<S, M>> seats = Bots.parse(game, bots);
    S start = startState(game);
    try (HtmlOutput page = html == null ? null : HtmlOutput.open(html)) {
      return play(game, seats, start, page);
    }
  }

  /** Plays the game; writes its page when {@code page} is not null. */
  private <S, M> int play(Game<S, M> game, List<Bots.Named<S, M>> seats, S start, HtmlOutput page) {
    long s = seed.value();
    int cap = maxPlies != null ? maxPlies : Math.min(game.maxGameLength(), DEFAULT_MAX_PLIES);
    boolean ansi = color == Color.always || (color == Color.auto && env.colorOnStderrByDefault());
    java.io.PrintWriter say = err();

    List<String> botNames = new ArrayList<>();
    List<String> seatNames = new ArrayList<>();
    for (int p = 0; p < seats.size(); p++) {
      botNames.add(seats.get(p).name());
      seatNames.add(seats.get(p).name() + " (" + game.playerName(p) + ")");
    }
    say.println(game.name() + ", seed " + s + ": " + String.join(" vs ", seatNames));
    if (!quiet) {
      say.println();
      say.println(board(game, start, ansi));
    }
    say.flush();

    List<Agent<S, M>> agents = new ArrayList<>();
    List<SearchResult<M>> lastSearch = new ArrayList<>(List.of());
    for (Bots.Named<S, M> b : seats) {
      agents.add(verbose ? reporting(b.agent(), lastSearch) : b.agent());
    }
    GameRecord<S, M> played =
        Playouts.play(
            game,
            start,
            agents,
            new SplittableRandom(s),
            cap,
            (ply, before, move, after) -> {
              if (quiet) {
                return;
              }
              int who = game.currentPlayer(before);
              // The game's own description names the player; the prefix says who chose the move.
              String actor = who == Game.CHANCE ? "chance" : seats.get(who).name();
              say.println();
              say.println(
                  ply + ". [" + actor + "] " + Describable.describe(game, before, move, after));
              if (!lastSearch.isEmpty()) {
                say.println("   " + lastSearch.remove(0).describe(game, before));
              }
              say.println(board(game, after, ansi));
              say.flush();
            });
    S end = played.finalState(game);
    String token = Results.token(game, end);
    say.println();
    if (game.isTerminal(end)) {
      say.println(
          "result: "
              + token
              + ", "
              + Results.phrase(game, game.result(end))
              + ", after "
              + Messages.count(played.moves().size(), "ply", "plies"));
    } else {
      say.println(
          "result: * (stopped after "
              + Messages.count(played.moves().size(), "ply", "plies")
              + "; the game is not over)");
    }
    say.println("final position: " + game.formatState(end));
    say.println();
    say.flush();
    GameRecord<S, M> record =
        played.withTag("Seed", Long.toString(s)).withTag("Bots", String.join(",", botNames));
    if (page != null) {
      page.write(game, List.of(record));
    }
    out().print(record.format(game));
    out().flush();
    return 0;
  }

  /**
   * The agent, reporting its searches into {@code sink} when it is a search agent: it searches with
   * its own budget as {@code choose} does, and plays a position's only move without a search (as
   * the Monte Carlo bots do; alpha-beta and expectimax use no randomness), so the game is the same
   * as without the report.
   */
  private static <S, M> Agent<S, M> reporting(Agent<S, M> agent, List<SearchResult<M>> sink) {
    if (!(agent instanceof SearchAgent<S, M> search)) {
      return agent;
    }
    return (game, state, random) -> {
      if (game.legalMoves(state).size() == 1) {
        return agent.choose(game, state, random);
      }
      SearchResult<M> r = search.search(game, state, search.defaultBudget(), random);
      sink.add(r);
      return r.move();
    };
  }
}
