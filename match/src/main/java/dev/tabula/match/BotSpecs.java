package dev.tabula.match;

import dev.tabula.core.Agent;
import dev.tabula.core.Game;
import dev.tabula.core.Heuristics;
import dev.tabula.core.Playouts;
import dev.tabula.search.Agents;
import dev.tabula.search.Budget;
import dev.tabula.search.SearchAgent;
import dev.tabula.search.Searches;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.BiPredicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The built-in bots by name, as the command line and the Beam pipelines write them: {@code random}
 * (a uniformly random legal move); {@code mc} or {@code mc:N} (flat Monte Carlo with N random
 * playouts per decision, spread evenly over the legal moves, at least one per move); {@code mcts}
 * or {@code mcts:N} (Monte Carlo tree search, UCT, with N playouts per decision), or with settings
 * {@code mcts:time=100ms:threads=2} ({@code iterations}, {@code time}, {@code threads}:
 * root-parallel trees); {@code alphabeta} (depth 6 by default) and {@code expectimax} (depth 3)
 * with {@code depth}, {@code nodes} and {@code time} settings, searching with the game's own {@link
 * dev.tabula.core.Heuristics#evaluation() evaluation} (alpha-beta also looks past its depth along
 * {@link dev.tabula.core.Heuristics#isNoisy noisy} moves). Settings follow the kind after colons,
 * {@code KEY=VALUE} each; a time is {@code 100ms} or {@code 2s}.
 *
 * <p>The agents made are deterministic for their generator unless a time is set, so games between
 * them replay from a seed. Bots that are programs ({@code cmd:...} on the command line) are not
 * made here ({@link Bot#external} makes them): this parser refuses them with a message that says it
 * takes built-in bots only.
 */
public final class BotSpecs {
  private BotSpecs() {}

  /** The prefix of a bot that is a program on the command line: {@code cmd:COMMAND}. */
  public static final String PROGRAM_PREFIX = "cmd:";

  /** Playouts per decision of a bare {@code mc} and {@code mcts}. */
  public static final int DEFAULT_MC_PLAYOUTS = 1000;

  /** The UCT exploration constant of {@code mcts}: about sqrt(2), for returns in [-1, 1]. */
  static final double MCTS_EXPLORATION = 1.4;

  /** The longest Monte Carlo playout, for games whose length has no bound. */
  static final int MAX_PLAYOUT_PLIES = 10_000;

  /** The depth of a bare {@code alphabeta}. */
  static final int DEFAULT_ALPHABETA_DEPTH = 6;

  /** The depth of a bare {@code expectimax} (chance plies count). */
  static final int DEFAULT_EXPECTIMAX_DEPTH = 3;

  /** How far alpha-beta looks past its depth along noisy moves (captures). */
  static final int QUIESCENCE_DEPTH = 8;

  /**
   * The built-in bots and their settings in one line, as help texts and error messages list them:
   * {@value}. Settings follow the bot's kind, each after a colon, e.g. {@code
   * mcts:time=100ms:threads=2}.
   */
  public static final String SYNTAX =
      "random, mc[:N], mcts[:N | :iterations=N :time=T :threads=K],"
          + " alphabeta[:depth=D :nodes=N :time=T], expectimax[:depth=D :nodes=N :time=T]"
          + " (T like 100ms or 2s)";

  /** What the bots are, for error messages. */
  private static final String HELP = "; bots: " + SYNTAX;

  private static final Pattern DURATION = Pattern.compile("(\\d{1,9}(?:\\.\\d{1,3})?)(ms|s)");

  /**
   * A built-in bot: its name as normalised (e.g. {@code mcts:1000}, {@code alphabeta:depth=6}) and
   * its agent.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @param name the normalised name
   * @param agent the agent
   */
  public record Named<S, M>(String name, Agent<S, M> agent) {
    /**
     * Checks the components.
     *
     * @param name the name
     * @param agent the agent
     */
    public Named {
      Objects.requireNonNull(name, "name");
      Objects.requireNonNull(agent, "agent");
    }
  }

  /**
   * Parses a comma-separated list of bots, one per seat in seat order; a shorter list is filled up
   * with its last bot.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @param game the game the bots play
   * @param spec the bots, e.g. {@code mcts:200,random}
   * @return one bot per seat
   * @throws IllegalArgumentException if the list names more bots than the game has seats, or a bot
   *     is not one of the above; the message says what is wrong
   */
  public static <S, M> List<Named<S, M>> parse(Game<S, M> game, String spec) {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(spec, "spec");
    String[] names = spec.split(",", -1);
    int seats = game.numPlayers();
    if (names.length > seats) {
      throw new IllegalArgumentException(
          "--bots lists "
              + names.length
              + " bots but "
              + game.name()
              + " has "
              + seats
              + " player"
              + (seats == 1 ? "" : "s"));
    }
    List<Named<S, M>> bots = new ArrayList<>();
    for (String name : names) {
      bots.add(bot(game, name.strip()));
    }
    while (bots.size() < seats) {
      bots.add(bots.get(bots.size() - 1));
    }
    return List.copyOf(bots);
  }

  /**
   * Parses one bot.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @param game the game the bot plays
   * @param name the bot, e.g. {@code mcts:iterations=200}
   * @return the bot
   * @throws IllegalArgumentException if it is not one of the bots above (a program, {@code
   *     cmd:...}, neither), a setting is unknown or out of range, or the search cannot play the
   *     game (alpha-beta needs two players and no chance during play)
   */
  public static <S, M> Named<S, M> bot(Game<S, M> game, String name) {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(name, "name");
    if (name.startsWith(PROGRAM_PREFIX)) {
      throw new IllegalArgumentException(
          "bad bot '"
              + name
              + "': built-in bots only, not programs (programs play in 'tabula match')");
    }
    String[] parts = name.split(":", -1);
    String kind = parts[0];
    Map<String, String> args = new LinkedHashMap<>();
    for (int i = 1; i < parts.length; i++) {
      String a = parts[i].strip();
      int eq = a.indexOf('=');
      if (i == 1 && parts.length == 2 && eq < 0 && (kind.equals("mc") || kind.equals("mcts"))) {
        args.put("iterations", a); // mc:N, mcts:N
      } else if (eq <= 0) {
        throw new IllegalArgumentException(
            "bad bot '" + name + "': expected KEY=VALUE after ':', got '" + a + "'" + HELP);
      } else if (args.put(a.substring(0, eq).strip(), a.substring(eq + 1).strip()) != null) {
        throw new IllegalArgumentException(
            "bad bot '" + name + "': " + a.substring(0, eq) + " given twice");
      }
    }
    switch (kind) {
      case "random" -> {
        only(name, args);
        return new Named<>("random", Agent.uniformRandom());
      }
      case "mc" -> {
        only(name, args, "iterations");
        int playouts =
            (int) whole(name, args, "iterations", DEFAULT_MC_PLAYOUTS, Integer.MAX_VALUE);
        return new Named<>("mc:" + playouts, monteCarlo(playouts, playoutPlies(game)));
      }
      case "mcts" -> {
        only(name, args, "iterations", "time", "threads");
        if (args.isEmpty() || (args.size() == 1 && args.containsKey("iterations"))) {
          int playouts =
              (int) whole(name, args, "iterations", DEFAULT_MC_PLAYOUTS, Integer.MAX_VALUE);
          return new Named<>(
              "mcts:" + playouts, Agents.mcts(playouts, MCTS_EXPLORATION, playoutPlies(game)));
        }
        Budget budget = budget(name, args, DEFAULT_MC_PLAYOUTS, 0);
        int threads = (int) whole(name, args, "threads", 1, 256);
        SearchAgent<S, M> agent =
            Searches.<S, M>mctsBuilder()
                .budget(budget)
                .exploration(MCTS_EXPLORATION)
                .maxPlayoutPlies(playoutPlies(game))
                .rootParallel(threads)
                .build();
        return new Named<>(normalized("mcts", args, budget), agent);
      }
      case "alphabeta" -> {
        only(name, args, "depth", "nodes", "time");
        requireNoChanceInPlay(game, name);
        Budget budget = budget(name, args, 0, DEFAULT_ALPHABETA_DEPTH);
        SearchAgent<S, M> agent =
            Searches.<S, M>alphaBetaBuilder(Heuristics.evaluationOf(game))
                .quiescence(noisy(game), QUIESCENCE_DEPTH)
                .budget(budget)
                .build();
        return new Named<>(normalized("alphabeta", args, budget), agent);
      }
      case "expectimax" -> {
        only(name, args, "depth", "nodes", "time");
        Budget budget = budget(name, args, 0, DEFAULT_EXPECTIMAX_DEPTH);
        return new Named<>(
            normalized("expectimax", args, budget),
            Searches.<S, M>expectimax(Heuristics.evaluationOf(game), budget));
      }
      default -> throw new IllegalArgumentException("unknown bot '" + name + "'" + HELP);
    }
  }

  /** The game's noisy-move test, or one that finds no move noisy for a game without one. */
  private static <S, M> BiPredicate<S, M> noisy(Game<S, M> game) {
    Optional<Heuristics<S, M>> h = Heuristics.of(game);
    return h.isPresent() ? h.get()::isNoisy : (s, m) -> false;
  }

  /** Fails unless every key given is one of the allowed. */
  private static void only(String name, Map<String, String> args, String... allowed) {
    for (String key : args.keySet()) {
      if (!List.of(allowed).contains(key)) {
        throw new IllegalArgumentException(
            "bad bot '"
                + name
                + "': no setting '"
                + key
                + "'"
                + (allowed.length == 0
                    ? "; it has none"
                    : "; settings: " + String.join(", ", allowed)));
      }
    }
  }

  /** A whole number setting in [1, max], or the default when absent. */
  private static long whole(
      String name, Map<String, String> args, String key, long dflt, long max) {
    String v = args.get(key);
    if (v == null) {
      return dflt;
    }
    long n;
    try {
      n = Long.parseLong(v);
    } catch (NumberFormatException e) {
      n = 0;
    }
    if (n < 1 || n > max) {
      throw new IllegalArgumentException(
          "bad bot '"
              + name
              + "': "
              + key
              + " needs a whole number from 1 to "
              + max
              + ", got '"
              + v
              + "'");
    }
    return n;
  }

  /**
   * The budget of a search bot: its time, iterations (or nodes) and depth settings; when none is
   * given, the default iterations or depth.
   */
  private static Budget budget(
      String name, Map<String, String> args, long defaultIterations, int defaultDepth) {
    String t = args.get("time");
    Duration time = t != null ? duration(name, t) : null;
    long iterations =
        whole(name, args, args.containsKey("nodes") ? "nodes" : "iterations", 0, Long.MAX_VALUE);
    int depth = (int) whole(name, args, "depth", 0, 1000);
    if (time == null && iterations == 0 && depth == 0) {
      iterations = defaultIterations;
      depth = defaultDepth;
    }
    return new Budget(time, iterations, depth);
  }

  /** A duration like {@code 100ms}, {@code 2s} or {@code 1.5s}. */
  private static Duration duration(String name, String text) {
    Matcher m = DURATION.matcher(text);
    if (m.matches()) {
      double value = Double.parseDouble(m.group(1));
      long millis = Math.round(m.group(2).equals("s") ? value * 1000 : value);
      if (millis >= 1) {
        return Duration.ofMillis(millis);
      }
    }
    throw new IllegalArgumentException(
        "bad bot '" + name + "': time needs a duration like 100ms or 2s, got '" + text + "'");
  }

  /** The bot's name with its budget written out, e.g. {@code alphabeta:depth=6}. */
  private static String normalized(String kind, Map<String, String> args, Budget budget) {
    StringBuilder sb = new StringBuilder(kind);
    Duration time = budget.time();
    if (time != null) {
      sb.append(":time=").append(time.toMillis()).append("ms");
    }
    if (budget.iterations() > 0) {
      sb.append(kind.equals("mcts") ? ":iterations=" : ":nodes=").append(budget.iterations());
    }
    if (budget.depth() > 0) {
      sb.append(":depth=").append(budget.depth());
    }
    String threads = args.get("threads");
    if (threads != null && !threads.equals("1")) {
      sb.append(":threads=").append(threads);
    }
    return sb.toString();
  }

  /**
   * Fails unless the game is for two players with opposite interests and no chance once play has
   * begun (a deal before the first move is fine): what alpha-beta searches. Checked on a seeded
   * random game.
   */
  private static <S, M> void requireNoChanceInPlay(Game<S, M> game, String name) {
    boolean ok = game.numPlayers() == 2 && game.isZeroSum();
    SplittableRandom random = new SplittableRandom(1);
    S s = game.start();
    boolean decided = false;
    for (int ply = 0; ok && ply < 200 && !game.isTerminal(s); ply++) {
      M m;
      if (game.currentPlayer(s) == Game.CHANCE) {
        ok = !decided;
        m = Playouts.sampleChance(game.chanceOutcomes(s), random);
      } else {
        decided = true;
        List<M> legal = game.legalMoves(s);
        m = legal.get(random.nextInt(legal.size()));
      }
      s = game.apply(s, m);
    }
    if (!ok) {
      throw new IllegalArgumentException(
          "bot '"
              + name
              + "': alpha-beta plays two-player games without chance during play;"
              + " for "
              + game.name()
              + " use expectimax or mcts");
    }
  }

  /** The longest playout of a Monte Carlo bot: the game's bound, capped for unbounded games. */
  private static int playoutPlies(Game<?, ?> game) {
    return Math.min(game.maxGameLength(), MAX_PLAYOUT_PLIES);
  }

  /** Flat Monte Carlo with a budget of playouts per decision rather than per move. */
  private static <S, M> Agent<S, M> monteCarlo(int playoutsPerDecision, int maxPlies) {
    return (game, state, random) -> {
      int moves = game.legalMoves(state).size();
      int perMove = Math.max(1, playoutsPerDecision / Math.max(1, moves));
      return Agents.<S, M>flatMonteCarlo(perMove, maxPlies).choose(game, state, random);
    };
  }
}
