package dev.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.Game;
import dev.tabula.core.GameProvider;
import dev.tabula.core.GameRecord;
import dev.tabula.core.Playouts;
import dev.tabula.testkit.Fuzz;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The command line, fuzzed: argument vectors built from real commands of every game and damaged
 * (tokens deleted, duplicated, swapped, inserted, edited, made very long or odd), and damaged
 * standard input for the commands that read it ({@code -p -}, {@code replay GAME -}). Whatever
 * comes in, the exit status is 0, 1 or 2, never 3 (an internal error); an error is one line on
 * standard error starting {@code tabula: } and no stack trace. Numbers that would make a command
 * run long (perft depths, bench seconds, game counts, search budgets) are held small, and nothing
 * that writes files or starts programs is generated.
 */
class CliFuzzTest {
  private static final List<String> GAMES = List.of("toguz", "marrakech", "stack-snake");

  /** Real commands; "STDIN:kind" as the last element says what standard input to give. */
  private static final List<List<String>> COMMANDS = new ArrayList<>();

  /** Valid standard inputs by kind: positions and records of each game. */
  private static final Map<String, List<String>> STDIN = new java.util.HashMap<>();

  private static final List<String> VOCABULARY =
      List.of(
          "--players",
          "-o",
          "--option",
          "-p",
          "--position",
          "--depth",
          "-d",
          "--ids",
          "--check",
          "-v",
          "--verbose",
          "--seed",
          "-s",
          "--bots",
          "-b",
          "--divide",
          "--help",
          "-h",
          "--version",
          "-",
          "--",
          "-q",
          "--max-plies",
          "--games",
          "-n",
          "-j",
          "--threads",
          "--seconds",
          "--warmup",
          "--color",
          "never",
          "random",
          "mc:2",
          "mcts:8",
          "toguz",
          "marrakech",
          "stack-snake",
          "perft",
          "moves",
          "apply",
          "replay",
          "play",
          "match",
          "bench",
          "games",
          "players=3",
          "first=B",
          "max-turns=4",
          "facing=W",
          "2",
          "0",
          "-1");

  /** Options whose value costs time, and the largest value let through. */
  private static final Map<String, Integer> COSTLY =
      Map.ofEntries(
          Map.entry("--depth", 2),
          Map.entry("-d", 2),
          Map.entry("--threads", 2),
          Map.entry("--games", 4),
          Map.entry("-n", 4),
          Map.entry("-j", 2),
          Map.entry("--max-plies", 300),
          Map.entry("--random-openings", 20),
          Map.entry("--move-time", 2000),
          Map.entry("--seconds", 0),
          Map.entry("--warmup", 0));

  private static final Pattern DIGITS = Pattern.compile("[0-9]+");

  @BeforeAll
  static void material() {
    SplittableRandom r = new SplittableRandom(61);
    for (String name : GAMES) {
      Cli.requireGame(name);
      material(GameProvider.find(name).create(Map.of()), r);
    }
    Game<?, ?> three = GameProvider.find("marrakech").create(Map.of("players", "3"));
    material(three, r);
  }

  private static <S, M> void material(Game<S, M> game, SplittableRandom r) {
    String name = game.name();
    List<M> moves = new ArrayList<>();
    S s = game.start();
    List<String> positions = new ArrayList<>();
    while (!game.isTerminal(s) && moves.size() < 300) {
      positions.add(game.formatState(s));
      M m =
          game.isChance(s)
              ? Playouts.sampleChance(game.chanceOutcomes(s), r)
              : game.legalMoves(s).get(r.nextInt(game.legalMoves(s).size()));
      moves.add(m);
      s = game.apply(s, m);
    }
    positions.add(game.formatState(s));
    String record = GameRecord.of(game, game.start(), moves).format(game);
    STDIN.computeIfAbsent("position", k -> new ArrayList<>()).addAll(positions.subList(0, 5));
    STDIN.computeIfAbsent("record", k -> new ArrayList<>()).add(record);
    String mid = positions.get(positions.size() / 2);
    List<String> texts = new ArrayList<>();
    S t = game.start();
    for (int i = 0; i < Math.min(6, moves.size()); i++) {
      texts.add(game.formatMove(t, moves.get(i)));
      t = game.apply(t, moves.get(i));
    }
    String players = Integer.toString(game.numPlayers());
    List<String> apply = new ArrayList<>(List.of("apply", name, "--players", players));
    apply.addAll(texts);
    COMMANDS.add(apply);
    COMMANDS.add(List.of("moves", name, "--players", players, "-p", mid, "--ids"));
    COMMANDS.add(List.of("moves", name, "-p", "-", "STDIN:position"));
    COMMANDS.add(List.of("apply", name, "-v", "-p", "-", "STDIN:position"));
    COMMANDS.add(List.of("perft", name, "--players", players, "-p", mid, "--depth", "1"));
    COMMANDS.add(List.of("perft", name, "-p", "-", "-d", "1", "--divide", "STDIN:position"));
    COMMANDS.add(List.of("replay", name, "-", "STDIN:record"));
    COMMANDS.add(List.of("replay", name, "--check", "-", "STDIN:record"));
    COMMANDS.add(List.of("play", name, "--players", players, "-b", "random", "-s", "5", "-q"));
    COMMANDS.add(
        List.of("play", name, "-b", "random,mc:2", "--max-plies", "30", "--color", "never"));
    COMMANDS.add(
        List.of("match", name, "-b", "random,mcts:8", "-n", "2", "-j", "1", "--max-plies", "60"));
    COMMANDS.add(List.of("bench", name, "--seconds", "0.02", "--warmup", "0", "--threads", "1"));
    COMMANDS.add(List.of("games"));
  }

  @Test
  void fuzz_argumentsAndStdin_onlyStatus012_andOneErrorLine() {
    int cases = Fuzz.cases(600);
    int[] byStatus = new int[4];
    Fuzz.run(
        "tabula command line",
        62,
        cases,
        (r, inputs) -> {
          List<String> base = COMMANDS.get(r.nextInt(COMMANDS.size()));
          List<String> args = new ArrayList<>(base);
          String stdin = "";
          String last = args.get(args.size() - 1);
          if (last.startsWith("STDIN:")) {
            args.remove(args.size() - 1);
            List<String> valid = STDIN.get(last.substring(6));
            stdin = valid.get(r.nextInt(valid.size()));
            if (r.nextInt(4) != 0) {
              stdin = Fuzz.damage(stdin, r);
            }
          }
          if (r.nextInt(5) != 0 || stdin.isEmpty()) {
            damageArgs(args, r);
          }
          tame(args);
          inputs.add("args", String.join(" | ", args));
          inputs.add("stdin", stdin);
          Cli.Run run = Cli.runWithInput(stdin, args.toArray(new String[0]));
          check(args, run);
          byStatus[run.status()]++;
        });
    assertTrue(
        byStatus[0] > 0 && byStatus[2] > 0,
        () -> "statuses " + java.util.Arrays.toString(byStatus));
  }

  private static void check(List<String> args, Cli.Run run) {
    String err = run.err();
    assertTrue(
        run.status() == 0 || run.status() == 1 || run.status() == 2,
        () -> "exit status " + run.status() + ", stderr: " + err);
    assertTrue(!err.contains("\tat ") && !err.contains("Exception"), () -> "a stack trace: " + err);
    List<String> lines = err.lines().toList();
    List<String> errorLines = lines.stream().filter(l -> l.startsWith("tabula: ")).toList();
    if (run.status() == 2) {
      assertTrue(
          errorLines.size() == 1 && err.endsWith("\n"),
          () -> "status 2 but not one whole error line on stderr: " + err);
      boolean streams = args.contains("replay") || args.contains("play") || args.contains("match");
      assertTrue(streams || run.out().isEmpty(), () -> "output as well as an error: " + run.out());
      if (errorLines.get(0).equals("tabula: missing command")) {
        // No command: the error, then the usage (ErrorsTest.noSubcommand_...).
        assertTrue(lines.get(0).startsWith("tabula: "), () -> "the usage first: " + err);
      } else if (args.contains("play")) {
        // play talks on stderr by design; the error comes last.
        assertTrue(lines.get(lines.size() - 1).startsWith("tabula: "), () -> "talk after: " + err);
      } else {
        assertTrue(lines.size() == 1, () -> "more than the error line on stderr: " + err);
      }
    } else if (run.status() == 0) {
      assertTrue(errorLines.isEmpty(), () -> "status 0 with an error line: " + err);
    }
  }

  /** One to three token edits. */
  private static void damageArgs(List<String> args, SplittableRandom r) {
    int edits = 1 + r.nextInt(3);
    for (int e = 0; e < edits; e++) {
      int n = args.size();
      int at = n == 0 ? 0 : r.nextInt(n);
      switch (r.nextInt(8)) {
        case 0 -> {
          if (n > 0) {
            args.remove(at);
          }
        }
        case 1 -> {
          if (n > 0) {
            args.add(at, args.get(at));
          }
        }
        case 2 -> {
          if (n > 1) {
            int i = r.nextInt(n - 1);
            args.set(i, args.set(i + 1, args.get(i)));
          }
        }
        case 3 ->
            args.add(n == 0 ? 0 : r.nextInt(n + 1), VOCABULARY.get(r.nextInt(VOCABULARY.size())));
        case 4 -> args.add(n == 0 ? 0 : r.nextInt(n + 1), Fuzz.junk(r, r.nextInt(8)));
        case 5 -> {
          if (n > 0) {
            args.set(at, Fuzz.damage(args.get(at), r));
          }
        }
        default -> {
          if (n > 0) {
            args.set(at, Fuzz.edit(args.get(at), r));
          }
        }
      }
    }
  }

  /**
   * Holds the arguments to what runs quickly and touches nothing: numbers after the costly options
   * clamped, search budgets kept small, no file-writing options, no external programs.
   */
  static void tame(List<String> args) {
    for (int i = 0; i < args.size(); i++) {
      String a = args.get(i);
      String lower = a.toLowerCase(java.util.Locale.ROOT);
      if (lower.contains("cmd")
          || lower.startsWith("--rec")
          || lower.startsWith("--bot-l")
          || lower.startsWith("--open")
          || lower.contains("alpha")
          || lower.contains("expecti")
          || lower.contains("time=")
          || lower.contains("iterations")
          || lower.contains("human")) {
        args.set(i, "random");
        continue;
      }
      if (lower.contains("mc")) {
        args.set(i, clamp(a, 16));
      }
      for (Map.Entry<String, Integer> c : COSTLY.entrySet()) {
        String option = c.getKey();
        boolean attached =
            a.startsWith(option + "=")
                || (option.length() == 2 && a.startsWith(option) && a.length() > 2);
        if (attached) {
          args.set(i, option + clamp(a.substring(option.length()), c.getValue()));
        } else if (a.equals(option) && i + 1 < args.size()) {
          args.set(i + 1, clamp(args.get(i + 1), c.getValue()));
        }
      }
      if (a.startsWith("-") && !a.startsWith("--") && a.length() > 2) {
        args.set(i, clamp(args.get(i), 2)); // a cluster of short options with a number attached
      }
    }
  }

  /**
   * Every run of digits at most {@code max} (for 0: the first run, the whole seconds, made 0);
   * exponents, hex and the like made harmless.
   */
  static String clamp(String value, int max) {
    String v = value.replaceAll("[eExXpP#_]", "~").replace("Infinity", "~");
    Matcher m = DIGITS.matcher(v);
    StringBuilder sb = new StringBuilder();
    if (max == 0) { // seconds: whole seconds none, fractions as they are
      if (m.find()) {
        m.appendReplacement(sb, "0");
      }
      m.appendTail(sb);
      return sb.toString();
    }
    while (m.find()) {
      BigInteger n = new BigInteger(m.group());
      m.appendReplacement(
          sb, n.compareTo(BigInteger.valueOf(max)) > 0 ? Integer.toString(max) : m.group());
    }
    m.appendTail(sb);
    return sb.toString();
  }

  @Test
  void tame_clampsCostlyNumbers() {
    List<String> args =
        new ArrayList<>(List.of("perft", "toguz", "--depth", "99", "-d12", "--seconds", "1e3"));
    tame(args);
    assertTrue(
        args.equals(List.of("perft", "toguz", "--depth", "2", "-d2", "--seconds", "0~3")),
        args::toString);
    assertTrue(Set.of("random").contains(tameOne("cmd:python3 bot.py")));
  }

  private static String tameOne(String a) {
    List<String> args = new ArrayList<>(List.of(a));
    tame(args);
    return args.get(0);
  }
}
