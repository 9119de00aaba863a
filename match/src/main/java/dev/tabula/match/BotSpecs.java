package dev.tabula.match;

import dev.tabula.core.Agent;
import dev.tabula.core.EndgameTable;
import dev.tabula.core.Evaluation;
import dev.tabula.core.Game;
import dev.tabula.core.Heuristics;
import dev.tabula.core.OpeningBook;
import dev.tabula.core.Playouts;
import dev.tabula.search.AlphaBeta;
import dev.tabula.search.Budget;
import dev.tabula.search.Expectimax;
import dev.tabula.search.FlatMonteCarlo;
import dev.tabula.search.Mcts;
import dev.tabula.search.MovePriors;
import dev.tabula.search.SearchAgent;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * The built-in bots by name, as the command line and the Beam pipelines write them. A name is a
 * kind and settings after colons, {@code KEY=VALUE} each, and every kind is a builder of {@code
 * dev.tabula.search} with its defaults, every key the builder's setting of that name:
 *
 * <ul>
 *   <li>{@code random}: {@link Agent#uniformRandom()}, a uniformly random legal move;
 *   <li>{@code mc}: {@link FlatMonteCarlo}, with {@code iterations} (random playouts per decision,
 *       spread evenly over the legal moves, at least one per move; 1,000 by default);
 *   <li>{@code mcts}: {@link Mcts} (UCT), with {@code iterations} (1,000 by default), {@code time},
 *       {@code threads} (root-parallel trees), {@code exploration} (the UCT constant, 0 to 100, up
 *       to three decimals), {@code eval} and {@code playout}: with {@code eval} (an evaluation of
 *       {@link Heuristics#evaluations}, {@code standard} for the game's own) the new leaf of each
 *       iteration is scored by that evaluation instead of a random playout ({@link
 *       Mcts.Builder#cutoffEvaluation}, {@link Mcts.Builder#maxPlayoutPlies} 0); {@code playout=P}
 *       plays out at most P plies (0 to 10,000) first, and a playout cut off there is scored by the
 *       evaluation (without {@code eval}: 0); {@code prior=E} guides the tree by priors made from
 *       the evaluation E ({@link Mcts.Builder#priors}, {@link MovePriors#fromEvaluation}, PUCT), at
 *       the softmax {@code temperature} (0.001 to 100, up to three decimals; 0.1 by default);
 *   <li>{@code alphabeta}: {@link AlphaBeta}, with {@code depth} (6 by default), {@code nodes},
 *       {@code time}, {@code threads} (lazy SMP: {@link AlphaBeta.Builder#threads}), {@code table}
 *       (the transposition table's entries, 0 or a power of two: {@link
 *       AlphaBeta.Builder#tableEntries}), {@code eval}, {@code lmr} ({@code on} or {@code off}, the
 *       default: {@link AlphaBeta.Builder#lateMoveReductions}) and {@code aspiration} (the
 *       half-width of the aspiration window, 0 to 1, up to three decimals; 0.1 by default, 0 for
 *       none: {@link AlphaBeta.Builder#aspirationWindow}), searching with the game's own evaluation
 *       (or the one {@code eval} names among {@link Heuristics#evaluations}, such as Toguz's {@code
 *       hand}) and looking past its depth along the game's noisy moves ({@link
 *       dev.tabula.core.Heuristics});
 *   <li>{@code expectimax}: {@link Expectimax}, with {@code depth} (3 by default), {@code nodes},
 *       {@code time} and {@code eval}, with the game's own evaluation or the one named.
 * </ul>
 *
 * <p>With {@code endgame=on} alpha-beta takes the results of the positions the game's endgame table
 * holds from it ({@link Heuristics#endgameTable}, {@link AlphaBeta.Builder#endgameTable}) instead
 * of searching them, and the normalised name ends in {@code :endgame=on} (before a {@code
 * :book=on}); off by default, and refused for a game without a table.
 *
 * <p>With {@code book=on} the three searches play from the game's opening book ({@link
 * Heuristics#openingBook}): in a position of the book they play its move without searching ({@link
 * SearchAgent#withBook}), and the normalised name ends in {@code :book=on}. The book is off by
 * default (Toguz's measured stronger at 50 ms a move only: {@code docs/strength.md}); {@code
 * book=on} is refused for a game without one.
 *
 * <p>So {@code alphabeta:depth=8} is {@code AlphaBeta.builder().depth(8).build()} and {@code
 * mcts:time=100ms:threads=2} is {@code Mcts.builder().time(Duration.ofMillis(100)).threads(2)
 * .build()}. A time is {@code 100ms} or {@code 2s}. {@code mc:N} and {@code mcts:N} are short for
 * {@code mc:iterations=N} and {@code mcts:iterations=N}.
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

  /** Playouts per decision of a bare {@code mc} and {@code mcts}: the builders' default. */
  public static final int DEFAULT_MC_PLAYOUTS = 1000;

  /**
   * The built-in bots and their settings in one line, as help texts and error messages list them:
   * {@value}. Settings follow the bot's kind, each after a colon, e.g. {@code
   * mcts:time=100ms:threads=2}.
   */
  public static final String SYNTAX =
      "random, mc[:N], mcts[:N | :iterations=N :time=T :threads=K :exploration=C :eval=E"
          + " :playout=P :prior=E :temperature=X :book=on|off],"
          + " alphabeta[:depth=D :nodes=N :time=T :threads=K :eval=E :lmr=on|off :aspiration=W"
          + " :table=E :endgame=on|off :book=on|off],"
          + " expectimax[:depth=D :nodes=N :time=T :eval=E :book=on|off]"
          + " (T like 100ms or 2s)";

  /** What the bots are, for error messages. */
  private static final String HELP = "; bots: " + SYNTAX;

  private static final Pattern DECIMAL = Pattern.compile("\\d{1,3}(?:\\.\\d{1,3})?");

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
        return new Named<>(
            "mc:" + playouts, FlatMonteCarlo.<S, M>builder().iterations(playouts).build());
      }
      case "mcts" -> {
        only(
            name,
            args,
            "iterations",
            "time",
            "threads",
            "exploration",
            "eval",
            "playout",
            "prior",
            "temperature",
            "book");
        @Nullable OpeningBook<S, M> book = book(game, name, args);
        String on = book == null ? "" : ":book=on";
        args.remove("book");
        // mcts:N, unless more is said (mcts:N:book=on would not parse back)
        boolean iterationsOnly =
            on.isEmpty()
                && (args.isEmpty() || (args.size() == 1 && args.containsKey("iterations")));
        Mcts.Builder<S, M> b = Mcts.builder();
        if (args.containsKey("exploration")) {
          b = b.exploration(decimal(name, "exploration", args.get("exploration"), 100));
        }
        if (args.containsKey("eval")) {
          b = b.cutoffEvaluation(evaluation(game, name, args.get("eval"))).maxPlayoutPlies(0);
        }
        if (args.containsKey("playout")) {
          b = b.maxPlayoutPlies((int) whole(name, args, "playout", 0, 0, 10_000));
        }
        if (args.containsKey("prior")) {
          double t = MovePriors.DEFAULT_TEMPERATURE;
          if (args.containsKey("temperature")) {
            t = decimal(name, "temperature", args.get("temperature"), 100);
            if (t == 0) {
              throw new IllegalArgumentException(
                  "bad bot '"
                      + name
                      + "': temperature must be above 0, got '"
                      + args.get("temperature")
                      + "'");
            }
          }
          b = b.priors(MovePriors.fromEvaluation(evaluation(game, name, args.get("prior")), t));
        } else if (args.containsKey("temperature")) {
          throw new IllegalArgumentException(
              "bad bot '" + name + "': temperature goes with prior=E (the priors' softmax)");
        }
        if (args.containsKey("iterations")) {
          long most = iterationsOnly ? Integer.MAX_VALUE : Long.MAX_VALUE;
          b = b.iterations(whole(name, args, "iterations", 0, most));
        }
        if (args.containsKey("time")) {
          b = b.time(duration(name, args.get("time")));
        }
        if (args.containsKey("threads")) {
          b = b.threads((int) whole(name, args, "threads", 1, 256));
        }
        Mcts<S, M> agent = b.build();
        return new Named<>(
            (iterationsOnly
                    ? "mcts:" + agent.defaultBudget().iterations()
                    : normalized("mcts", args, agent.defaultBudget()))
                + on,
            book == null ? agent : agent.withBook(book));
      }
      case "alphabeta", "expectimax" -> {
        boolean alphaBeta = kind.equals("alphabeta");
        if (alphaBeta) {
          only(
              name,
              args,
              "depth",
              "nodes",
              "time",
              "eval",
              "lmr",
              "aspiration",
              "threads",
              "table",
              "endgame",
              "book");
        } else {
          only(name, args, "depth", "nodes", "time", "eval", "book");
        }
        @Nullable OpeningBook<S, M> book = book(game, name, args);
        String on = book == null ? "" : ":book=on";
        args.remove("book");
        if (alphaBeta) {
          requireNoChanceInPlay(game, name);
        }
        // absent: 0 and null, no limit, as a builder that was not told
        int depth = (int) whole(name, args, "depth", 0, 1000);
        long nodes = whole(name, args, "nodes", 0, Long.MAX_VALUE);
        @Nullable Duration time =
            args.containsKey("time") ? duration(name, args.get("time")) : null;
        @Nullable Evaluation<S> evaluation =
            args.containsKey("eval") ? evaluation(game, name, args.get("eval")) : null;
        SearchAgent<S, M> agent;
        if (alphaBeta) {
          AlphaBeta.Builder<S, M> b =
              AlphaBeta.<S, M>builder()
                  .depth(depth)
                  .nodes(nodes)
                  .time(time)
                  .lateMoveReductions(onOff(name, args, "lmr", false));
          if (args.containsKey("aspiration")) {
            b = b.aspirationWindow(decimal(name, "aspiration", args.get("aspiration"), 1));
          }
          if (args.containsKey("threads")) {
            b = b.threads((int) whole(name, args, "threads", 1, 256));
          }
          if (args.containsKey("table")) {
            b = b.tableEntries(tableEntries(name, args.get("table")));
          }
          if (onOff(name, args, "endgame", false)) {
            b = b.endgameTable(endgameTable(game, name));
          }
          agent = (evaluation == null ? b : b.evaluation(evaluation)).build();
        } else {
          Expectimax.Builder<S, M> b =
              Expectimax.<S, M>builder().depth(depth).nodes(nodes).time(time);
          agent = (evaluation == null ? b : b.evaluation(evaluation)).build();
        }
        return new Named<>(
            normalized(kind, args, agent.defaultBudget()) + on,
            book == null ? agent : agent.withBook(book));
      }
      default -> throw new IllegalArgumentException("unknown bot '" + name + "'" + HELP);
    }
  }

  /**
   * The opening book a search bot plays from: the game's ({@link Heuristics#openingBook}) with
   * {@code book=on}, else none (null). {@code book=on} for a game without a book is refused.
   */
  private static <S, M> @Nullable OpeningBook<S, M> book(
      Game<S, M> game, String name, Map<String, String> args) {
    boolean on = onOff(name, args, "book", false);
    Optional<OpeningBook<S, M>> book = Heuristics.of(game).flatMap(Heuristics::openingBook);
    if (on && book.isEmpty()) {
      throw new IllegalArgumentException(
          "bad bot '" + name + "': " + game.name() + " has no opening book (book=on needs one)");
    }
    return on ? book.orElse(null) : null;
  }

  /** The game's endgame table, for {@code endgame=on}; refused for a game without one. */
  private static <S, M> EndgameTable<S> endgameTable(Game<S, M> game, String name) {
    return Heuristics.of(game)
        .flatMap(Heuristics::endgameTable)
        .orElseThrow(
            () ->
                new IllegalArgumentException(
                    "bad bot '"
                        + name
                        + "': "
                        + game.name()
                        + " has no endgame table (endgame=on needs one)"));
  }

  /** A transposition table's entries: 0, or a power of two from 2 to 2^28. */
  private static int tableEntries(String name, String v) {
    long n = whole(name, Map.of("table", v), "table", 0, 0, 1 << 28);
    if (n != 0 && (n < 2 || Long.bitCount(n) != 1)) {
      throw new IllegalArgumentException(
          "bad bot '"
              + name
              + "': table needs 0 or a power of two from 2 to "
              + (1 << 28)
              + ", got '"
              + v
              + "'");
    }
    return (int) n;
  }

  /** The game's evaluation of that name ({@link Heuristics#evaluations}), or a clear refusal. */
  private static <S, M> Evaluation<S> evaluation(Game<S, M> game, String name, String eval) {
    Map<String, Evaluation<S>> offered =
        Heuristics.of(game)
            .map(Heuristics::evaluations)
            .orElse(Map.of(Heuristics.STANDARD, Heuristics.evaluationOf(game)));
    Evaluation<S> e = offered.get(eval);
    if (e == null) {
      throw new IllegalArgumentException(
          "bad bot '"
              + name
              + "': "
              + game.name()
              + " has no evaluation '"
              + eval
              + "'; evaluations: "
              + String.join(", ", offered.keySet()));
    }
    return e;
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
    return whole(name, args, key, dflt, 1, max);
  }

  /** A whole number setting in [min, max], or the default when absent. */
  private static long whole(
      String name, Map<String, String> args, String key, long dflt, long min, long max) {
    String v = args.get(key);
    if (v == null) {
      return dflt;
    }
    long n;
    try {
      n = Long.parseLong(v);
    } catch (NumberFormatException e) {
      n = min - 1;
    }
    if (n < min || n > max) {
      throw new IllegalArgumentException(
          "bad bot '"
              + name
              + "': "
              + key
              + " needs a whole number from "
              + min
              + " to "
              + max
              + ", got '"
              + v
              + "'");
    }
    return n;
  }

  /** A number from 0 to max with at most three decimals, such as {@code 0.7}. */
  private static double decimal(String name, String key, String v, int max) {
    if (DECIMAL.matcher(v).matches()) {
      double d = Double.parseDouble(v);
      if (d <= max) {
        return d;
      }
    }
    throw new IllegalArgumentException(
        "bad bot '"
            + name
            + "': "
            + key
            + " needs a number from 0 to "
            + max
            + ", got '"
            + v
            + "'");
  }

  /** A duration like {@code 100ms}, {@code 2s} or {@code 1.5s}. */
  private static Duration duration(String name, String text) {
    try {
      return duration(text);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("bad bot '" + name + "': time " + e.getMessage(), e);
    }
  }

  /**
   * Parses a duration as the bots' {@code time} setting writes it: a number of milliseconds or
   * seconds, up to three decimals, and its unit, e.g. {@code 100ms}, {@code 2s} or {@code 1.5s}; at
   * least 1 ms.
   *
   * @param text the duration
   * @return the duration, rounded to whole milliseconds
   * @throws IllegalArgumentException if the text is not such a duration, saying what was expected
   * @since 0.2.0
   */
  public static Duration duration(String text) {
    Objects.requireNonNull(text, "text");
    Matcher m = DURATION.matcher(text);
    if (m.matches()) {
      double value = Double.parseDouble(m.group(1));
      long millis = Math.round(m.group(2).equals("s") ? value * 1000 : value);
      if (millis >= 1) {
        return Duration.ofMillis(millis);
      }
    }
    throw new IllegalArgumentException("needs a duration like 100ms or 2s, got '" + text + "'");
  }

  /** A setting that is {@code on} or {@code off}, or the default when absent. */
  private static boolean onOff(String name, Map<String, String> args, String key, boolean absent) {
    String v = args.get(key);
    if (v == null) {
      return absent;
    } else if (v.equals("on") || v.equals("off")) {
      return v.equals("on");
    }
    throw new IllegalArgumentException(
        "bad bot '" + name + "': " + key + " must be on or off, got '" + v + "'");
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
    String exploration = args.get("exploration");
    if (exploration != null && Double.parseDouble(exploration) != Mcts.DEFAULT_EXPLORATION) {
      sb.append(":exploration=").append(exploration);
    }
    String evaluation = args.get("eval");
    // MCTS with an evaluation is another search, whichever evaluation; the others only change it
    if (evaluation != null && (kind.equals("mcts") || !evaluation.equals(Heuristics.STANDARD))) {
      sb.append(":eval=").append(evaluation);
    }
    String playout = args.get("playout");
    if (playout != null) {
      sb.append(":playout=").append(Long.parseLong(playout));
    }
    String prior = args.get("prior");
    if (prior != null) {
      sb.append(":prior=").append(prior);
      String temperature = args.get("temperature");
      if (temperature != null
          && Double.parseDouble(temperature) != MovePriors.DEFAULT_TEMPERATURE) {
        sb.append(":temperature=").append(temperature);
      }
    }
    if ("on".equals(args.get("lmr"))) {
      sb.append(":lmr=on");
    }
    if ("on".equals(args.get("endgame"))) {
      sb.append(":endgame=on");
    }
    String table = args.get("table");
    if (table != null && Long.parseLong(table) != AlphaBeta.DEFAULT_TABLE_ENTRIES) {
      sb.append(":table=").append(Long.parseLong(table));
    }
    String aspiration = args.get("aspiration");
    if (aspiration != null
        && Double.parseDouble(aspiration) != AlphaBeta.DEFAULT_ASPIRATION_WINDOW) {
      sb.append(":aspiration=").append(aspiration);
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
}
