package dev.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
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
 * {@code console} block is run through the command line, standard output and standard error as a
 * person sees them on a terminal (one stream, in order; no colour, no progress), and compared with
 * the lines below it up to the next {@code $}. A line {@code ...} in the README stands for any
 * number of lines (an elided middle). {@code < FILE} feeds a file of the repository to standard
 * input, and {@code # ...} ends a command with a comment. The exit status must be 0, unless the
 * sample's output starts with {@code tabula: } (an error sample, which must exit 2) or the comment
 * says {@code # exit N}. Each sample runs with a temporary directory of its own, shown as {@code
 * /tmp}; the random digits that end the name of a file or directory the program made there (with
 * {@code Files.createTempDirectory}, such as {@code tabula match}'s directory of bot logs) are
 * shown as {@code XXXXXX}, as {@code mktemp}'s templates write them.
 */
class ReadmeSamplesTest {
  private static final Path ROOT = Path.of("").toAbsolutePath().getParent();
  private static final Path README = ROOT.resolve("README.md");

  /** A comment {@code # exit N} after a sample's command: the exit status it must have. */
  private static final java.util.regex.Pattern EXIT =
      java.util.regex.Pattern.compile("# exit (\\d+)");

  /** One command of a README block and what the README says it prints. */
  record Sample(int line, String command, List<String> expected) {}

  static List<Sample> samples(List<String> readme) {
    List<Sample> out = new ArrayList<>();
    boolean inConsole = false;
    Sample current = null;
    for (int i = 0; i < readme.size(); i++) {
      String l = readme.get(i);
      if (!inConsole) {
        inConsole = l.strip().equals("```console");
        continue;
      }
      if (l.strip().equals("```")) {
        inConsole = false;
        current = null;
        continue;
      }
      if (l.startsWith("$ ")) {
        current = new Sample(i + 1, l.substring(2), new ArrayList<>());
        out.add(current);
      } else if (current != null) {
        current.expected().add(l);
      }
    }
    return out;
  }

  @Test
  void readme_hasSamplesOfEveryCommand() throws IOException {
    List<Sample> all = samples(Files.readAllLines(README));
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

  @TestFactory
  Stream<DynamicTest> readme_samplesAreWhatTheProgramPrints() throws IOException {
    List<Sample> all = samples(Files.readAllLines(README));
    assertTrue(all.size() >= 10, "README samples found: " + all.size());
    return all.stream()
        .map(
            s ->
                DynamicTest.dynamicTest(
                    "README line " + s.line() + ": " + s.command(), () -> check(s)));
  }

  /** What a sample printed, and its exit status. */
  record Result(int status, List<String> lines) {}

  private static void check(Sample s) throws IOException {
    Result r = run(s);
    List<String> actual = r.lines();
    int status = r.status();
    boolean error = !s.expected().isEmpty() && s.expected().get(0).startsWith("tabula: ");
    java.util.regex.Matcher exit = EXIT.matcher(s.command());
    int expectedStatus =
        exit.find() ? Integer.parseInt(exit.group(1)) : error ? Main.EXIT_USAGE : 0;
    String where =
        "README line "
            + s.line()
            + " ($ "
            + s.command()
            + ") prints:\n"
            + String.join("\n", actual)
            + "\n";
    assertEquals(expectedStatus, status, where);
    assertTrue(
        matches(s.expected(), 0, actual, 0),
        where + "\nbut the README shows:\n" + String.join("\n", s.expected()));
  }

  /** How the README shows the temporary directory of a sample. */
  static final String SHOWN_TMP = "/tmp";

  /**
   * Runs a sample as a person would: a separate {@code java} process on the command's own class
   * path (the test classes, with their test games, left out), standard output and standard error
   * into one pipe, in the order the program writes them; no terminal, so no colour and no progress.
   * Its temporary directory is a new one, deleted afterwards, and shown as the class description
   * says.
   */
  private static Result run(Sample s) throws IOException {
    Path tmp = Files.createTempDirectory("readme-sample-");
    try {
      Result r = run(s, tmp);
      return new Result(r.status(), showTmp(r.lines(), tmp));
    } finally {
      deleteTree(tmp);
    }
  }

  /**
   * The lines with the temporary directory shown as {@link #SHOWN_TMP}, and the random digits that
   * end the names of what was made in it as {@code XXXXXX}.
   */
  static List<String> showTmp(List<String> lines, Path tmp) throws IOException {
    List<String[]> names = new ArrayList<>();
    try (Stream<Path> made = Files.list(tmp)) {
      for (Path p : made.toList()) {
        String name = p.getFileName().toString();
        names.add(new String[] {name, name.replaceFirst("\\d+$", "XXXXXX")});
      }
    }
    List<String> out = new ArrayList<>();
    for (String line : lines) {
      String l = line;
      for (String[] n : names) {
        l = l.replace(tmp + java.io.File.separator + n[0], SHOWN_TMP + "/" + n[1]);
      }
      out.add(l.replace(tmp.toString(), SHOWN_TMP));
    }
    return out;
  }

  private static void deleteTree(Path root) throws IOException {
    try (Stream<Path> all = Files.walk(root)) {
      for (Path p : all.sorted(java.util.Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    }
  }

  private static Result run(Sample s, Path tmp) throws IOException {
    List<String> words = words(s.command());
    assertEquals("tabula", words.get(0), "README line " + s.line() + ": a sample runs tabula");
    Path stdin = null;
    List<String> command =
        new ArrayList<>(
            List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:TieredStopAtLevel=1",
                "-Djava.io.tmpdir=" + tmp,
                "-cp",
                mainClassPath(),
                Main.class.getName()));
    for (int i = 1; i < words.size(); i++) {
      String w = words.get(i);
      if (w.equals("<")) {
        stdin = ROOT.resolve(words.get(++i));
      } else {
        command.add(w);
      }
    }
    ProcessBuilder pb =
        new ProcessBuilder(command).directory(ROOT.toFile()).redirectErrorStream(true);
    pb.environment().put("TERM", "dumb");
    pb.redirectInput(
        stdin != null
            ? ProcessBuilder.Redirect.from(stdin.toFile())
            : ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
    Process p = pb.start();
    String screen = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    int status;
    try {
      status = p.waitFor();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted", e);
    }
    List<String> actual = new ArrayList<>(List.of(screen.replace("\r\n", "\n").split("\n", -1)));
    if (!actual.isEmpty() && actual.get(actual.size() - 1).isEmpty()) {
      actual.remove(actual.size() - 1);
    }
    return new Result(status, actual);
  }

  /** The test class path without the test classes: what {@code tabula.jar} holds. */
  static String mainClassPath() {
    StringBuilder cp = new StringBuilder();
    for (String entry :
        Pattern.compile(java.io.File.pathSeparator, Pattern.LITERAL)
            .splitAsStream(System.getProperty("java.class.path"))
            .toList()) {
      if (entry.endsWith("test-classes")
          || entry.contains("junit")
          || entry.contains("opentest4j")
          || entry.contains("apiguardian")) {
        continue;
      }
      if (cp.length() > 0) {
        cp.append(java.io.File.pathSeparator);
      }
      cp.append(entry);
    }
    return cp.toString();
  }

  /** Whether the expected lines (with {@code ...} for any run of lines) match the actual ones. */
  static boolean matches(List<String> expected, int e, List<String> actual, int a) {
    if (e == expected.size()) {
      return a == actual.size();
    }
    if (expected.get(e).equals("...")) {
      for (int skip = a; skip <= actual.size(); skip++) {
        if (matches(expected, e + 1, actual, skip)) {
          return true;
        }
      }
      return false;
    }
    return a < actual.size()
        && expected.get(e).equals(actual.get(a))
        && matches(expected, e + 1, actual, a + 1);
  }

  /**
   * Splits a command line as a shell would: spaces, '...' and "..." quotes, a trailing # comment.
   */
  static List<String> words(String line) {
    List<String> out = new ArrayList<>();
    StringBuilder w = new StringBuilder();
    boolean inWord = false;
    char quote = 0;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (quote != 0) {
        if (c == quote) {
          quote = 0;
        } else if (c == '\\' && quote == '"' && i + 1 < line.length()) {
          w.append(line.charAt(++i));
        } else {
          w.append(c);
        }
      } else if (c == '\'' || c == '"') {
        quote = c;
        inWord = true;
      } else if (c == '#' && !inWord) {
        break;
      } else if (Character.isWhitespace(c)) {
        if (inWord) {
          out.add(w.toString());
          w.setLength(0);
          inWord = false;
        }
      } else {
        w.append(c);
        inWord = true;
      }
    }
    if (inWord) {
      out.add(w.toString());
    }
    return out;
  }

  /** The fenced blocks of one language in the README, in order, without the fences. */
  static List<String> blocks(List<String> readme, String language) {
    List<String> out = new ArrayList<>();
    StringBuilder block = null;
    for (String l : readme) {
      if (block == null && l.strip().equals("```" + language)) {
        block = new StringBuilder();
      } else if (block != null && l.strip().equals("```")) {
        out.add(block.toString());
        block = null;
      } else if (block != null) {
        block.append(l).append('\n');
      }
    }
    return out;
  }

  /** A property of the root POM, e.g. {@code junit.version}. */
  private static String pomProperty(String pom, String name) {
    int at = pom.indexOf("<" + name + ">");
    return pom.substring(at + name.length() + 2, pom.indexOf("</" + name + ">", at));
  }

  @Test
  void readme_consumerPomIsTheConsumerChecksOwn() throws IOException {
    String rootPom = Files.readString(ROOT.resolve("pom.xml"));
    String version =
        rootPom.substring(rootPom.indexOf("<version>") + 9, rootPom.indexOf("</version>"));
    String pom =
        Files.readString(ROOT.resolve("consumer-check/src/it/readme-example/pom.xml"))
            .replace("@tabula.version@", version)
            .replace("@junit.version@", pomProperty(rootPom, "junit.version"));
    assertTrue(
        blocks(Files.readAllLines(README), "xml").contains(pom),
        "the README shows consumer-check/src/it/readme-example/pom.xml (which the build runs) as it"
            + " is:\n"
            + pom);
  }

  @Test
  void readme_apiExampleIsTheOneTheConsumerCheckRuns() throws IOException {
    List<String> source =
        Files.readAllLines(
            ROOT.resolve(
                "consumer-check/src/it/readme-example/src/test/java/com/example/ReadmeExampleTest.java"));
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
    assertTrue(
        blocks(Files.readAllLines(README), "java").contains(example.toString()),
        "the README's API example is the consumer check's ReadmeExampleTest, as it is:\n"
            + example);
  }

  @Test
  void showTmp_theTemporaryDirectoryAndTheRandomPartOfWhatWasMadeThere(@TempDir Path tmp)
      throws IOException {
    Files.createDirectory(tmp.resolve("tabula-match-8216378812"));
    assertEquals(
        List.of("log: /tmp/tabula-match-XXXXXX/bot1.log", "in /tmp/other-1"),
        showTmp(
            List.of(
                "log: " + tmp.resolve("tabula-match-8216378812/bot1.log"),
                "in " + tmp + "/other-1"),
            tmp));
  }

  @Test
  void words_quotesAndComments() {
    assertEquals(
        List.of("tabula", "moves", "a b", "c\"d", "e"),
        words("tabula moves 'a b' \"c\\\"d\" e   # comment"));
  }

  @Test
  void matches_ellipsisStandsForAnyLines() {
    assertTrue(matches(List.of("a", "...", "d"), 0, List.of("a", "b", "c", "d"), 0));
    assertTrue(matches(List.of("a", "...", "d"), 0, List.of("a", "d"), 0));
    assertTrue(!matches(List.of("a", "...", "d"), 0, List.of("a", "b"), 0));
    assertTrue(!matches(List.of("a"), 0, List.of("a", "b"), 0));
  }

  /**
   * A tool, not a check (it runs only when asked): with {@code -Dtabula.readme.update=true},
   * rewrites every sample's output in the README with what the program prints now, keeping each
   * {@code ...} elision with as many lines before and after it as the README had. Run it after
   * changing what a command prints, then read the diff: {@code ./mvnw -q -pl cli test
   * -Dtest=ReadmeSamplesTest -Dtabula.readme.update=true}.
   */
  @Test
  @EnabledIfSystemProperty(named = "tabula.readme.update", matches = "true")
  void update_readmeSamples_whenAsked() throws IOException {
    List<String> readme = new ArrayList<>(Files.readAllLines(README, StandardCharsets.UTF_8));
    List<Sample> all = samples(readme);
    for (int k = all.size() - 1; k >= 0; k--) {
      Sample s = all.get(k);
      List<String> actual = run(s).lines();
      List<String> expected = s.expected();
      List<String> now = new ArrayList<>();
      int dots = expected.indexOf("...");
      if (dots < 0 || actual.size() <= expected.size()) {
        now.addAll(actual);
      } else {
        int after = expected.size() - dots - 1;
        now.addAll(actual.subList(0, dots));
        now.add("...");
        now.addAll(actual.subList(actual.size() - after, actual.size()));
      }
      int from = s.line(); // the line after the command (0-based index of the first output line)
      for (int i = 0; i < expected.size(); i++) {
        readme.remove(from);
      }
      readme.addAll(from, now);
    }
    Files.write(README, readme, StandardCharsets.UTF_8);
  }
}
