package dev.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every sample in the README is what the program prints today: each {@code $ tabula ...} line of a
 * {@code console} block is run and compared with the lines below it, as {@link Samples} describes
 * (the samples of {@code docs/} are {@link DocsSamplesTest}'s). The README's Maven project and API
 * example are the consumer check's own files, which the build compiles and runs.
 */
class ReadmeSamplesTest {
  private static final Path ROOT = Samples.ROOT;
  private static final Path README = Path.of("README.md");

  @Test
  void readme_hasSamplesOfEveryCommand() {
    List<Samples.Sample> all = Samples.of(README);
    for (String command : List.of("games", "perft", "moves", "apply", "replay", "play", "bench")) {
      assertTrue(
          all.stream()
              .anyMatch(
                  s ->
                      s.command().startsWith("tabula " + command + " ")
                          || s.command().equals("tabula " + command)),
          "the README shows no sample of 'tabula " + command + "'");
    }
  }

  @Test
  void readme_everyCommandSampleIsRun() {
    assertEquals(List.of(), Samples.untestedCommands(README));
    assertTrue(Samples.of(README).stream().noneMatch(Samples.Sample::notRun));
  }

  @TestFactory
  Stream<DynamicTest> readme_samplesAreWhatTheProgramPrints() {
    List<Samples.Sample> all = Samples.of(README);
    assertTrue(all.size() >= 10, "README samples found: " + all.size());
    Path dir = Samples.workingDirectory();
    return all.stream()
        .map(
            s ->
                DynamicTest.dynamicTest(
                    s.where() + ": " + s.command(), () -> Samples.check(s, dir)))
        .onClose(() -> Samples.remove(dir));
  }

  /** The test class path without the test classes: what {@code tabula.jar} holds. */
  static String mainClassPath() {
    return Samples.mainClassPath();
  }

  /** A property of the root POM, e.g. {@code junit.version}. */
  private static String pomProperty(String pom, String name) {
    int at = pom.indexOf("<" + name + ">");
    return pom.substring(at + name.length() + 2, pom.indexOf("</" + name + ">", at));
  }

  /**
   * The README's Maven snippet is the consumer check's project, with the version a user can get: a
   * release shows itself, a snapshot the last release (release/set_version.py writes it so), or
   * itself before the first release.
   */
  @Test
  void readme_consumerPomIsTheConsumerChecksOwn() throws IOException {
    String rootPom = Files.readString(ROOT.resolve("pom.xml"));
    String projectVersion =
        rootPom.substring(rootPom.indexOf("<version>") + 9, rootPom.indexOf("</version>"));
    String lastRelease = pomProperty(rootPom, "tabula.lastRelease");
    String version =
        projectVersion.endsWith("-SNAPSHOT") && !lastRelease.equals("none")
            ? lastRelease
            : projectVersion;
    String pom =
        Files.readString(ROOT.resolve("consumer-check/src/it/readme-example/pom.xml"))
            .replace("@tabula.version@", version)
            .replace("@junit.version@", pomProperty(rootPom, "junit.version"));
    assertTrue(
        Samples.blocks(Samples.read(README), "xml").contains(pom),
        "the README shows consumer-check/src/it/readme-example/pom.xml (which the build runs) as it"
            + " is:\n"
            + pom);
  }

  @Test
  void readme_apiExampleIsTheOneTheConsumerCheckRuns() throws IOException {
    String file =
        "consumer-check/src/it/readme-example/src/test/java/com/example/ReadmeExampleTest.java";
    List<String> source = Files.readAllLines(ROOT.resolve(file));
    StringBuilder example = new StringBuilder();
    boolean in = false;
    for (String l : source) {
      if (l.strip().equals("// README-END")) {
        in = false;
      }
      if (in) {
        example.append(l.startsWith("  ") ? l.substring(2) : l).append('\n');
      }
      if (l.strip().equals("// README-BEGIN")) {
        in = true;
      }
    }
    assertTrue(example.length() > 0, "no README-BEGIN/END in the consumer check's example");
    List<String> readme = Samples.read(README);
    assertTrue(
        Samples.blocks(readme, "java").contains(example.toString()),
        "the README's API example is the consumer check's ReadmeExampleTest, as it is:\n"
            + example);
    assertTrue(
        String.join("\n", readme).contains("](" + file + ")"),
        "the README links the whole file, with its imports and the test that runs it");
  }

  @Test
  void readme_consumerPomPinsThePluginsMvnTestRuns() throws IOException {
    String pom = Files.readString(ROOT.resolve("consumer-check/src/it/readme-example/pom.xml"));
    for (String plugin :
        List.of("maven-resources-plugin", "maven-compiler-plugin", "maven-surefire-plugin")) {
      assertTrue(
          Pattern.compile(
                  "<artifactId>" + plugin + "</artifactId>\\s*<version>[0-9][0-9.]*</version>")
              .matcher(pom)
              .find(),
          plugin
              + " is pinned: Maven's default depends on the Maven version (3.8.7's resources"
              + " plugin is 2.6)");
    }
    assertTrue(
        String.join("\n", Samples.read(README)).contains("Maven 3.8.7"),
        "the README says which Maven versions the example was tried with");
  }

  /** The options a synopsis and a table need not repeat: every game command's own, and help. */
  private static final List<String> COMMON =
      List.of("-h", "--help", "-V", "--version", "--players", "-o", "--option");

  /** The lines of the README's synopsis of a command: its line and the indented ones after it. */
  private static String synopsis(List<String> readme, String command) {
    StringBuilder sb = new StringBuilder();
    boolean in = false;
    for (String l : readme) {
      if (l.startsWith("tabula ")) {
        in = l.matches("tabula " + Pattern.quote(command) + "\\b.*");
      } else if (!l.startsWith(" ")) {
        in = false;
      }
      if (in) {
        sb.append(l).append('\n');
      }
    }
    return sb.toString();
  }

  /** The rows of the option table that follows the heading in the README. */
  private static String optionTable(List<String> readme, String heading) {
    StringBuilder sb = new StringBuilder();
    int at = readme.indexOf(heading);
    assertTrue(at >= 0, "no heading " + heading);
    boolean in = false;
    for (int i = at + 1; i < readme.size() && !readme.get(i).startsWith("#"); i++) {
      String l = readme.get(i);
      if (l.equals("| option | meaning |")) {
        in = true;
      } else if (in && l.startsWith("| ")) {
        sb.append(l).append('\n');
      } else if (in && !l.startsWith("|")) {
        break;
      }
    }
    return sb.toString();
  }

  private static boolean names(String text, picocli.CommandLine.Model.OptionSpec o) {
    for (String name : o.names()) {
      if (Pattern.compile("(?<![\\w-])" + Pattern.quote(name) + "(?![\\w-])")
          .matcher(text)
          .find()) {
        return true;
      }
    }
    return false;
  }

  @Test
  void readme_synopsisAndTablesNameEveryOption() {
    List<String> readme = Samples.read(README);
    Env env =
        new Env(
            new java.io.ByteArrayInputStream(new byte[0]),
            new java.io.PrintWriter(new java.io.StringWriter()),
            new java.io.PrintWriter(new java.io.StringWriter()),
            false,
            false,
            java.util.Map.of());
    picocli.CommandLine cli = Main.commandLine(env);
    List<String> missing = new java.util.ArrayList<>();
    for (var e : cli.getSubcommands().entrySet()) {
      String command = e.getKey();
      String synopsis = synopsis(readme, command);
      String table =
          switch (command) {
            case "play" -> optionTable(readme, "### `tabula play`");
            case "match" -> optionTable(readme, "## Comparing bots");
            default -> null;
          };
      for (picocli.CommandLine.Model.OptionSpec o : e.getValue().getCommandSpec().options()) {
        if (COMMON.contains(o.longestName())) {
          continue;
        }
        // selfplay's synopsis points to docs/selfplay.md, which has them all
        if (!command.equals("selfplay") && !names(synopsis, o)) {
          missing.add("synopsis of " + command + ": " + o.longestName());
        }
        if (table != null && !o.longestName().equals("--position") && !names(table, o)) {
          missing.add("option table of " + command + ": " + o.longestName());
        }
      }
    }
    assertEquals(List.of(), missing);
  }

  @Test
  void readme_mainJob_buildsOnlyTheCommandLine_andSaysHowLong() {
    List<String> readme = Samples.read(README);
    String twoCommands = Samples.blocks(readme, "sh").get(0);
    String build = twoCommands.lines().filter(l -> l.startsWith("./mvnw")).findFirst().orElse("");
    assertTrue(
        build.contains(" -pl cli -am package ") && !build.contains("install"),
        "the main job packages the command line and what it needs, and installs nothing: " + build);
    assertTrue(!build.contains(" -q "), "the main job shows Maven's progress: " + build);
    String text = String.join("\n", readme);
    String section = text.substring(text.indexOf("## Two commands"), text.indexOf("## Use it"));
    assertTrue(
        Pattern.compile("took \\d+ min \\d+ s").matcher(section).find(),
        "the README says how long the main job's build took");
  }

  @Test
  void readme_speed_oneShortTable_withWhenWhatAndHow() {
    List<String> readme = Samples.read(README);
    List<String> speedTables =
        readme.stream().filter(l -> l.startsWith("| game |") && l.contains("games/s")).toList();
    assertEquals(1, speedTables.size(), "one speed table: " + speedTables);
    assertTrue(
        speedTables.get(0).split("\\|", -1).length - 2 <= 5,
        "a short table: " + speedTables.get(0));
    String text = String.join("\n", readme);
    String section = text.substring(text.indexOf("## Speed"), text.indexOf("## Building"));
    for (String must :
        List.of("measured 20", "at commit", "benchmarks/compare-anchors.sh", "(docs/speed.md)")) {
      assertTrue(section.contains(must), "the speed section says " + must + ":\n" + section);
    }
    assertTrue(readme.size() < 850, "the README holds what a user needs: " + readme.size());
  }

  @Test
  void beamClaim_byteForByte_saysWhen() {
    for (Path page : List.of(README, Path.of("docs/beam.md"))) {
      String text = String.join(" ", Samples.read(page));
      for (String paragraph : text.split("\\. ")) {
        if (paragraph.contains("byte for byte") && paragraph.contains("tabula selfplay")) {
          assertTrue(
              paragraph.contains("--games-per-file"),
              page
                  + ": the self-play files are the same only for the same games per file: "
                  + paragraph);
        }
      }
    }
  }

  @Test
  void showTmp_theTemporaryDirectoryAndTheRandomPartOfWhatWasMadeThere(@TempDir Path tmp)
      throws IOException {
    Files.createDirectory(tmp.resolve("tabula-match-8216378812"));
    assertEquals(
        List.of("log: /tmp/tabula-match-XXXXXX/bot1.log", "in /tmp/other-1"),
        Samples.showTmp(
            List.of(
                "log: " + tmp.resolve("tabula-match-8216378812/bot1.log"),
                "in " + tmp + "/other-1"),
            tmp));
  }

  @Test
  void words_quotesAndComments() {
    assertEquals(
        List.of("tabula", "moves", "a b", "c\"d", "e"),
        Samples.words("tabula moves 'a b' \"c\\\"d\" e   # comment"));
  }

  @Test
  void matches_ellipsisStandsForAnyLines() {
    assertTrue(Samples.matches(List.of("a", "...", "d"), 0, List.of("a", "b", "c", "d"), 0));
    assertTrue(Samples.matches(List.of("a", "...", "d"), 0, List.of("a", "d"), 0));
    assertTrue(!Samples.matches(List.of("a", "...", "d"), 0, List.of("a", "b"), 0));
    assertTrue(!Samples.matches(List.of("a"), 0, List.of("a", "b"), 0));
  }

  /**
   * A tool, not a check (it runs only when asked): with {@code -Dtabula.readme.update=true},
   * rewrites every sample's output in the README with what the program prints now (see {@link
   * Samples#update}). Run it after changing what a command prints, then read the diff: {@code
   * ./mvnw -q -pl cli test -Dtest=ReadmeSamplesTest -Dtabula.readme.update=true}.
   */
  @Test
  @EnabledIfSystemProperty(named = "tabula.readme.update", matches = "true")
  void update_readmeSamples_whenAsked() throws IOException {
    Samples.update(README);
  }
}
