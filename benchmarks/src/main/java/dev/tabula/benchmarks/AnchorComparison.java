package dev.tabula.benchmarks;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Sets Tabula's random games beside the independent C programs of {@code shared/anchors}, back to
 * back on the same machine, and prints one Markdown table of ratios: the README's speed table.
 *
 * <p>For each game it builds the C programs ({@code gcc -O3 -march=native}), runs the C program,
 * then the JMH benchmark {@link RandomGames} (the game's own {@code randomPlayout} and the generic
 * API loop, with JMH's GC profiler for the allocation per ply), then the C program again, and
 * compares with the mean of the two C runs (in wall time, and in the CPU time of the playing thread
 * measured by {@link RandomGamesCpuTime}, the figure that stays meaningful on a busy machine), so
 * that a change of load during the run shows as a difference between them (both are printed). Then
 * perft: {@link PerftBenchmarks} on one thread and on two, between two runs of the C program's
 * perft at the same depth. Then the searches' decisions per second ({@link SearchBenchmarks}) and
 * nodes per second, which no C program has to compare with. Last, {@link AnchorInterleaved}
 * alternates rounds of Tabula's games with short runs of the C program (0.4 s each, 40 rounds), for
 * the ratio a change of load disturbs least (its median and quartiles: on the shared VM the speed
 * of either moves by a quarter from one second to the next); it alternates {@code randomPlayout}
 * with the generic API loop the same way, for the playout's lead over that loop. A second table
 * gives the same figures per ply, beside the cost of the generic loop by itself ({@link
 * LoopFloor}).
 *
 * <pre>{@code
 * benchmarks/compare-anchors.sh            # about 20 minutes on 2 cores
 * benchmarks/compare-anchors.sh --quick    # shorter, rougher
 * }</pre>
 */
public final class AnchorComparison {
  private AnchorComparison() {}

  /** One C program and what it is compared on. */
  private record Anchor(String program, List<String> args, String game, String target) {}

  private static final Pattern WALL = Pattern.compile("([0-9.]+) (?:playouts|games)/s");
  private static final Pattern CPU =
      Pattern.compile("([0-9.]+) playouts/s CPU|CPU time [0-9.]+ s = ([0-9.]+) games/s");

  /**
   * Runs the comparison.
   *
   * @param args {@code [--anchors DIR] [--quick] [--only GAME] [--no-perft] [--no-search]}
   * @throws Exception if a build or a run fails
   */
  public static void main(String[] args) throws Exception {
    Path anchors = Path.of("../shared/anchors");
    boolean quick = false;
    String only = null;
    boolean perft = true;
    boolean search = true;
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--anchors" -> anchors = Path.of(args[++i]);
        case "--quick" -> quick = true;
        case "--only" -> only = args[++i];
        case "--no-perft" -> perft = false;
        case "--no-search" -> search = false;
        default ->
            throw new IllegalArgumentException(
                "usage: AnchorComparison [--anchors DIR] [--quick] [--only GAME] [--no-perft]"
                    + " [--no-search]; got "
                    + args[i]);
      }
    }
    int scale = quick ? 10 : 1;
    List<Anchor> all =
        List.of(
            new Anchor("toguz-loop", List.of("1", "" + 500_000 / scale), "toguz", ">= 3"),
            new Anchor(
                "toguz-fast", List.of("playouts", "1", "" + 3_000_000 / scale), "toguz", ">= 0.67"),
            new Anchor(
                "marrakech",
                List.of("playouts", "2", "1", "" + 2_000_000 / scale),
                "marrakech-2",
                ">= 0.5"),
            new Anchor(
                "marrakech",
                List.of("playouts", "3", "1", "" + 2_000_000 / scale),
                "marrakech-3",
                ">= 0.5"),
            new Anchor(
                "marrakech",
                List.of("playouts", "4", "1", "" + 2_000_000 / scale),
                "marrakech-4",
                ">= 0.5"),
            new Anchor(
                "stacksnake",
                List.of("playouts", "1", "" + 2_500_000 / scale),
                "stack-snake",
                ">= 0.5"));
    Path bin = Path.of("benchmarks/target/anchors");
    Files.createDirectories(bin);
    for (String program : List.of("toguz-loop", "toguz-fast", "marrakech", "stacksnake")) {
      build(anchors.resolve(program + ".c"), bin.resolve(program));
    }
    Map<String, List<Anchor>> byGame = new LinkedHashMap<>();
    for (Anchor a : all) {
      if (only == null || a.game().startsWith(only)) {
        byGame.computeIfAbsent(a.game(), g -> new ArrayList<>()).add(a);
      }
    }
    List<String> rows = new ArrayList<>();
    List<PerPly> perPly = new ArrayList<>();
    for (Map.Entry<String, List<Anchor>> e : byGame.entrySet()) {
      String game = e.getKey();
      List<double[]> before = new ArrayList<>();
      for (Anchor a : e.getValue()) {
        before.add(runAnchor(bin, a));
      }
      double plies = RandomGames.averagePlies(game, 2000);
      Measured playout = jmh(game, "playout", quick);
      Measured api = jmh(game, "api", quick);
      double playoutCpu = cpuTime(game, "playout", quick);
      String apiInterleaved = interleaved(game, List.of("api"), quick);
      perPly.add(new PerPly(game, plies, 1e9 / playout.score / plies, 1e9 / api.score / plies));
      for (int i = 0; i < e.getValue().size(); i++) {
        Anchor a = e.getValue().get(i);
        double[] after = runAnchor(bin, a);
        double cWall = (before.get(i)[0] + after[0]) / 2;
        String interleaved = interleaved(game, roundOf(bin, a), quick);
        rows.add(
            String.format(
                Locale.ROOT,
                "| %s | %s | %s | %.2f | %s | %.0f / %.0f | %s | %s / %s | %s | %.2f | %s | %.2f | %s"
                    + " | %s |",
                game,
                playout.text(),
                api.text(),
                playout.score / api.score,
                apiInterleaved,
                playout.bytesPerGame / plies,
                api.bytesPerGame / plies,
                String.join(" ", a.program(), String.join(" ", a.args())),
                thousands(before.get(i)[0]),
                thousands(after[0]),
                cpu(before.get(i)[1], after[1]),
                playout.score / cWall,
                thousands(playoutCpu),
                playoutCpu / ((before.get(i)[1] + after[1]) / 2),
                interleaved,
                a.target()));
      }
    }
    // the generic loop by itself, on a game with no rules to speak of
    Measured floor = jmh("loop-floor", "api", quick);
    double floorNanos = 1e9 / floor.score / LoopFloor.LENGTH;
    List<String> perftRows = perft ? perft(bin, only, quick) : List.of();
    List<String> searchRows = search ? search(only, quick) : List.of();
    System.out.println();
    System.out.printf(
        Locale.ROOT,
        "Measured %s on %s, %d cores; %s; %s.%n%n",
        LocalDate.now(),
        cpuModel(),
        Runtime.getRuntime().availableProcessors(),
        "JDK " + System.getProperty("java.version"),
        firstLine(run(List.of("gcc", "--version"))));
    System.out.println(
        "| game | Tabula `randomPlayout` games/s | generic API loop games/s | playout / API"
            + " | playout / API, interleaved: median (quartiles) | bytes per ply (playout / API)"
            + " | C anchor | C games/s wall (before / after) | C games/s CPU | Tabula / C"
            + " | Tabula `randomPlayout` games/s CPU | Tabula / C, CPU"
            + " | Tabula / C, interleaved: median (quartiles) | target |");
    System.out.println("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|");
    rows.forEach(System.out::println);
    System.out.println();
    System.out.printf(
        Locale.ROOT,
        "| game | plies per game | ns per ply, `randomPlayout` | ns per ply, generic API loop |"
            + " API loop less the loop's own %.1f ns (LoopFloor) |%n",
        floorNanos);
    System.out.println("|---|---|---|---|---|");
    for (PerPly p : perPly) {
      System.out.printf(
          Locale.ROOT,
          "| %s | %.1f | %.1f | %.1f | %.1f |%n",
          p.game(),
          p.plies(),
          p.playoutNanos(),
          p.apiNanos(),
          p.apiNanos() - floorNanos);
    }
    if (!perftRows.isEmpty()) {
      System.out.println();
      System.out.println(
          "| perft | paths | Tabula paths/s, 1 thread | 2 threads | 2 threads / 1 | C anchor |"
              + " C paths/s (before / after) | Tabula / C, 1 thread |");
      System.out.println("|---|---|---|---|---|---|---|---|");
      perftRows.forEach(System.out::println);
    }
    if (!searchRows.isEmpty()) {
      System.out.println();
      System.out.println(
          "| search | decisions/s | nodes per decision | nodes/s (MCTS: iterations/s) |");
      System.out.println("|---|---|---|---|");
      searchRows.forEach(System.out::println);
    }
  }

  /**
   * The searches' speed: {@link SearchBenchmarks} (one decision per operation, at a fixed budget),
   * times the nodes a decision searches. No C program searches, so there is no anchor: the figures
   * compare one version of Tabula with another.
   */
  private static List<String> search(String only, boolean quick) throws RunnerException {
    List<String> rows = new ArrayList<>();
    for (String bot : searchBots()) {
      if (only != null && !bot.startsWith(only)) {
        continue;
      }
      ChainedOptionsBuilder b =
          new OptionsBuilder()
              .include(SearchBenchmarks.class.getName() + ".decide")
              .param("bot", bot)
              .forks(1)
              .warmupIterations(quick ? 1 : 3)
              .warmupTime(TimeValue.seconds(quick ? 1 : 2))
              .measurementIterations(quick ? 2 : 5)
              .measurementTime(TimeValue.seconds(quick ? 1 : 2));
      RunResult r = new Runner(b.build()).run().iterator().next();
      double ops = r.getPrimaryResult().getScore();
      double nodes = SearchBenchmarks.nodesPerDecision(bot);
      rows.add(
          String.format(
              Locale.ROOT,
              "| %s | %.1f ± %.1f | %,.0f | %s |",
              bot,
              ops,
              r.getPrimaryResult().getScoreError(),
              nodes,
              thousands(ops * nodes)));
    }
    return rows;
  }

  /** The bots of {@link SearchBenchmarks#bot}, as its {@code @Param} lists them. */
  private static List<String> searchBots() {
    try {
      return List.of(
          SearchBenchmarks.class
              .getField("bot")
              .getAnnotation(org.openjdk.jmh.annotations.Param.class)
              .value());
    } catch (NoSuchFieldException e) {
      throw new IllegalStateException(e);
    }
  }

  /** Perft on 1 and 2 threads beside the C program's perft. */
  private static List<String> perft(Path bin, String only, boolean quick) throws Exception {
    List<String> rows = new ArrayList<>();
    List<List<String>> cases =
        List.of(
            List.of("toguz 10", "toguz-fast", "perft", "10"),
            List.of("marrakech-4 13", "marrakech", "perft", "4", "13"),
            List.of("stack-snake 6", "stacksnake", "perft", "6"));
    for (List<String> c : cases) {
      if (only != null && !c.get(0).startsWith(only)) {
        continue;
      }
      List<String> cmd = new ArrayList<>();
      cmd.add(bin.resolve(c.get(1)).toString());
      cmd.addAll(c.subList(2, c.size()));
      double[] before = cPerft(cmd);
      Measured one = perftJmh(c.get(0), 1, quick);
      Measured two = perftJmh(c.get(0), 2, quick);
      double[] after = cPerft(cmd);
      double cRate = (before[1] + after[1]) / 2;
      rows.add(
          String.format(
              Locale.ROOT,
              "| %s | %d | %s | %s | %.2f | %s | %s / %s | %.2f |",
              c.get(0),
              (long) before[0],
              one.text(),
              two.text(),
              two.score / one.score,
              String.join(" ", c.subList(1, c.size())),
              thousands(before[1]),
              thousands(after[1]),
              one.score / cRate));
    }
    return rows;
  }

  private static final Pattern PERFT = Pattern.compile("perft\\(\\d+\\) = (\\d+) +\\(([0-9.]+) s");

  /** Runs a C perft; returns its count and paths per second (wall). */
  private static double[] cPerft(List<String> cmd) throws IOException, InterruptedException {
    String out = run(cmd);
    System.out.print(out);
    Matcher m = PERFT.matcher(out);
    double[] last = null;
    while (m.find()) {
      double n = Double.parseDouble(m.group(1));
      last = new double[] {n, n / Math.max(1e-3, Double.parseDouble(m.group(2)))};
    }
    if (last == null) {
      throw new IllegalStateException("no perft count in the output of " + cmd + ":\n" + out);
    }
    return last;
  }

  /** A perft's paths per second from {@link PerftBenchmarks}. */
  private static Measured perftJmh(String perft, int threads, boolean quick)
      throws RunnerException {
    ChainedOptionsBuilder b =
        new OptionsBuilder()
            .include(PerftBenchmarks.class.getName() + ".count")
            .param("perft", perft)
            .param("threads", String.valueOf(threads))
            // two JVMs: on two cores the collector's threads compete with the counting ones, so
            // one fork's figure depends on where its heap happened to settle
            .forks(quick ? 1 : 2)
            .warmupIterations(quick ? 1 : 2)
            .warmupTime(TimeValue.seconds(3))
            .measurementIterations(quick ? 2 : 5)
            .measurementTime(TimeValue.seconds(quick ? 3 : 5));
    RunResult r = new Runner(b.build()).run().iterator().next();
    Result<?> paths = r.getSecondaryResults().get("paths");
    if (paths == null) {
      throw new IllegalStateException("no paths counter in " + r.getSecondaryResults().keySet());
    }
    return new Measured(paths.getScore(), paths.getScoreError(), Double.NaN);
  }

  /** A game's plies per random game and nanoseconds per ply in its two loops. */
  private record PerPly(String game, double plies, double playoutNanos, double apiNanos) {}

  /** A JMH score with its error (99.9%) and the allocation per game. */
  private record Measured(double score, double error, double bytesPerGame) {
    String text() {
      return Double.isNaN(error) ? thousands(score) : thousands(score) + " ± " + thousands(error);
    }
  }

  private static Measured jmh(String game, String impl, boolean quick) throws RunnerException {
    ChainedOptionsBuilder b =
        new OptionsBuilder()
            .include(RandomGames.class.getName() + ".randomGame")
            .param("game", game)
            .param("impl", impl)
            .forks(1)
            .warmupIterations(3)
            .warmupTime(TimeValue.seconds(quick ? 1 : 2))
            .measurementIterations(quick ? 3 : 5)
            .measurementTime(TimeValue.seconds(quick ? 1 : 2))
            .addProfiler(GCProfiler.class);
    Collection<RunResult> results = new Runner(b.build()).run();
    RunResult r = results.iterator().next();
    Result<?> primary = r.getPrimaryResult();
    double bytes = Double.NaN;
    for (Map.Entry<String, Result> s : r.getSecondaryResults().entrySet()) {
      if (s.getKey().endsWith("gc.alloc.rate.norm")) {
        bytes = s.getValue().getScore();
      }
    }
    return new Measured(primary.getScore(), primary.getScoreError(), bytes);
  }

  /** The anchor's command line for one round of {@link AnchorInterleaved}: a short run. */
  private static List<String> roundOf(Path bin, Anchor a) {
    List<String> cmd = new ArrayList<>();
    cmd.add(bin.resolve(a.program()).toString());
    cmd.addAll(a.args());
    // a twelfth of the anchor's games a round: about 0.4 s, as long as Tabula's slice
    int last = cmd.size() - 1;
    cmd.set(last, String.valueOf(Math.max(1, Long.parseLong(cmd.get(last)) / 12)));
    return cmd;
  }

  /**
   * A ratio from rounds of Tabula's {@code randomPlayout} in alternation with another loop, in a
   * fresh JVM ({@link AnchorInterleaved}): "median (q1-q3)".
   *
   * @param other a C program's command line, or {@code api} for the generic API loop
   */
  private static String interleaved(String game, List<String> other, boolean quick)
      throws IOException, InterruptedException {
    List<String> cmd = new ArrayList<>();
    cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    cmd.add("-cp");
    cmd.add(System.getProperty("java.class.path"));
    cmd.add(AnchorInterleaved.class.getName());
    cmd.add(game);
    cmd.add(quick ? "5" : "40");
    cmd.add("0.4");
    cmd.addAll(other);
    String out = run(cmd);
    System.out.print(out);
    Matcher m =
        Pattern.compile("median ([0-9.]+) \\(quartiles ([0-9.]+)-([0-9.]+)\\)").matcher(out);
    if (!m.find()) {
      throw new IllegalStateException("no interleaved ratio in: " + out);
    }
    return m.group(1) + " (" + m.group(2) + "-" + m.group(3) + ")";
  }

  /** Games per CPU-second of the playing thread, in a fresh JVM ({@link RandomGamesCpuTime}). */
  private static double cpuTime(String game, String impl, boolean quick)
      throws IOException, InterruptedException {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    String out =
        run(
            List.of(
                java,
                "-cp",
                System.getProperty("java.class.path"),
                RandomGamesCpuTime.class.getName(),
                game,
                impl,
                quick ? "3" : "9"));
    System.out.print(out);
    Matcher m = Pattern.compile("([0-9.]+) games/s CPU").matcher(out);
    if (!m.find()) {
      throw new IllegalStateException("no games/s CPU in: " + out);
    }
    return Double.parseDouble(m.group(1));
  }

  private static void build(Path source, Path binary) throws IOException, InterruptedException {
    if (Files.exists(binary)
        && Files.getLastModifiedTime(binary).compareTo(Files.getLastModifiedTime(source)) > 0) {
      return;
    }
    run(List.of("gcc", "-O3", "-march=native", "-o", binary.toString(), source.toString()));
  }

  private static double[] runAnchor(Path bin, Anchor a) throws IOException, InterruptedException {
    List<String> cmd = new ArrayList<>();
    cmd.add(bin.resolve(a.program()).toString());
    cmd.addAll(a.args());
    String out = run(cmd);
    System.out.print(out);
    return rates(out, cmd);
  }

  /**
   * A C program's games per second in wall time and in CPU time (NaN if it prints none), read from
   * its output.
   */
  static double[] rates(String out, List<String> cmd) {
    Matcher w = WALL.matcher(out);
    if (!w.find()) {
      throw new IllegalStateException("no games/s in the output of " + cmd + ":\n" + out);
    }
    Matcher c = CPU.matcher(out);
    double cpu = Double.NaN;
    if (c.find()) {
      cpu = Double.parseDouble(c.group(1) != null ? c.group(1) : c.group(2));
    }
    return new double[] {Double.parseDouble(w.group(1)), cpu};
  }

  /** Runs a command; returns its output (standard error merged in); throws if it fails. */
  static String run(List<String> cmd) throws IOException, InterruptedException {
    Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    if (p.waitFor() != 0) {
      throw new IllegalStateException(cmd + " failed:\n" + out);
    }
    return out;
  }

  private static String cpu(double before, double after) {
    if (Double.isNaN(before) || Double.isNaN(after)) {
      return "-";
    }
    return thousands((before + after) / 2);
  }

  private static String thousands(double v) {
    if (v >= 1e6) {
      return String.format(Locale.ROOT, "%.2fM", v / 1e6);
    }
    return String.format(Locale.ROOT, "%.0fk", v / 1e3);
  }

  private static String cpuModel() throws IOException {
    Path info = Path.of("/proc/cpuinfo");
    if (Files.exists(info)) {
      for (String line : Files.readAllLines(info)) {
        if (line.startsWith("model name")) {
          return line.substring(line.indexOf(':') + 1).trim();
        }
      }
    }
    return System.getProperty("os.arch");
  }

  private static String firstLine(String s) {
    int nl = s.indexOf('\n');
    return nl < 0 ? s : s.substring(0, nl);
  }
}
