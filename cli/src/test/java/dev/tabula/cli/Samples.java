package dev.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The command samples of a Markdown file (the README, a page of {@code docs/}), and how one is run
 * and compared. A sample is a {@code $ tabula ...} line in a {@code console} block, with what it
 * prints below it up to the next {@code $}: standard output and standard error as a person sees
 * them on a terminal (one stream, in order; no colour, no progress). A line {@code ...} stands for
 * any number of lines (an elided middle).
 *
 * <p>A command may end with {@code < FILE} (a file of the repository on standard input), {@code >
 * FILE} (standard output into a file; what is shown is then standard error alone) and a comment
 * {@code # ...}. The exit status must be 0, unless the sample's output starts with {@code tabula:}
 * (an error sample, which must exit 2) or the comment says {@code # exit N}. A comment {@code # not
 * run: REASON} marks the rare sample that cannot run in a test (it would take too long, or needs
 * what a test machine lacks): it is shown but not run, and the reason is required.
 *
 * <p>The samples of one file run in order, as separate {@code java} processes on the command's own
 * class path, in one working directory of their own that holds a link to every top-level entry of
 * the repository: paths such as {@code docs/examples/...} work as in a checkout, and files the
 * samples write ({@code > board.svg}, {@code --out data/toguz}) land outside the repository, where
 * a later sample of the same file finds them.
 *
 * <p>A command sample of {@code tabula} belongs in a {@code console} block, where it is run: a
 * {@code sh} (or unlabelled) block must not hold a line that runs {@code tabula} ({@link
 * #untestedCommands}); a synopsis goes in a {@code text} block.
 */
final class Samples {
  private Samples() {}

  /** The repository. */
  static final Path ROOT = Path.of("").toAbsolutePath().getParent();

  /** A comment {@code # exit N} after a sample's command: the exit status it must have. */
  private static final Pattern EXIT = Pattern.compile("# exit (\\d+)");

  /** A comment {@code # not run: REASON}. */
  private static final Pattern NOT_RUN = Pattern.compile("# not run(:\\s*(\\S.*))?$");

  /**
   * One command of a file's {@code console} block and what the file says it prints.
   *
   * @param file the file, relative to the repository
   * @param line the 1-based line of the command
   * @param command the command, without {@code $ }
   * @param expected the lines below it
   */
  record Sample(Path file, int line, String command, List<String> expected) {
    /** Where the sample is, for messages: {@code docs/selfplay.md line 16}. */
    String where() {
      return file + " line " + line;
    }

    /** Whether the sample is marked {@code # not run: REASON}. */
    boolean notRun() {
      return NOT_RUN.matcher(command).find();
    }

    /** The reason given with {@code # not run:}, or null. */
    String notRunReason() {
      Matcher m = NOT_RUN.matcher(command);
      return m.find() ? m.group(2) : null;
    }
  }

  /** The samples of a file (relative to the repository), in order. */
  static List<Sample> of(Path file) {
    return of(file, read(file));
  }

  static List<Sample> of(Path file, List<String> lines) {
    List<Sample> out = new ArrayList<>();
    boolean inConsole = false;
    Sample current = null;
    for (int i = 0; i < lines.size(); i++) {
      String l = lines.get(i);
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
        current = new Sample(file, i + 1, l.substring(2), new ArrayList<>());
        out.add(current);
      } else if (current != null) {
        current.expected().add(l);
      }
    }
    return out;
  }

  static List<String> read(Path file) {
    try {
      return Files.readAllLines(ROOT.resolve(file), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The lines of {@code sh}, {@code shell}, {@code bash} and unlabelled blocks that begin with a
   * run of {@code tabula} ({@code tabula ...} or {@code java -jar cli/target/tabula.jar ...}):
   * command samples outside a {@code console} block, which no test runs. Each as {@code FILE line
   * N: TEXT}.
   */
  static List<String> untestedCommands(Path file) {
    List<String> out = new ArrayList<>();
    List<String> lines = read(file);
    String language = null;
    for (int i = 0; i < lines.size(); i++) {
      String l = lines.get(i).strip();
      if (l.startsWith("```")) {
        language = language == null ? l.substring(3).strip() : null;
        continue;
      }
      boolean shell =
          language != null
              && (language.isEmpty()
                  || language.equals("sh")
                  || language.equals("shell")
                  || language.equals("bash"));
      if (shell && (l.startsWith("tabula ") || l.startsWith("java -jar cli/target/tabula.jar"))) {
        out.add(file + " line " + (i + 1) + ": " + l);
      }
    }
    return out;
  }

  /** A working directory for the samples of one file (see the class description). */
  static Path workingDirectory() {
    try {
      Path dir = Files.createTempDirectory("tabula-samples");
      try (Stream<Path> entries = Files.list(ROOT)) {
        for (Path e : entries.toList()) {
          Files.createSymbolicLink(dir.resolve(e.getFileName()), e);
        }
      }
      return dir;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Removes a working directory: the links, not what they point to. */
  static void remove(Path dir) {
    try (Stream<Path> all = Files.walk(dir)) {
      for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** What a sample printed, and its exit status. */
  record Result(int status, List<String> lines) {}

  /** How a file shows the temporary directory of a sample. */
  static final String SHOWN_TMP = "/tmp";

  /**
   * The lines with the temporary directory {@code tmp} shown as {@link #SHOWN_TMP}, and the random
   * digits that end the names of what the program made in it (with {@code
   * Files.createTempDirectory}, such as {@code tabula match}'s directory of bot logs) as {@code
   * XXXXXX}, as {@code mktemp}'s templates write them.
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
        l = l.replace(tmp + File.separator + n[0], SHOWN_TMP + "/" + n[1]);
      }
      out.add(l.replace(tmp.toString(), SHOWN_TMP));
    }
    return out;
  }

  /** Runs the sample in {@code dir} and compares its exit status and output with the file's. */
  static void check(Sample s, Path dir) throws IOException {
    if (s.notRun()) {
      assertTrue(
          s.notRunReason() != null, s.where() + ": '# not run' needs a reason: '# not run: WHY'");
      return;
    }
    Result r = run(s, dir);
    List<String> actual = r.lines();
    boolean error = !s.expected().isEmpty() && s.expected().get(0).startsWith("tabula: ");
    Matcher exit = EXIT.matcher(s.command());
    int expectedStatus =
        exit.find() ? Integer.parseInt(exit.group(1)) : error ? Main.EXIT_USAGE : 0;
    String where =
        s.where() + " ($ " + s.command() + ") prints:\n" + String.join("\n", actual) + "\n";
    assertEquals(expectedStatus, r.status(), where);
    assertTrue(
        matches(s.expected(), 0, actual, 0),
        where + "\nbut " + s.file() + " shows:\n" + String.join("\n", s.expected()));
  }

  /**
   * Runs a sample as a person would: a separate {@code java} process on the command's own class
   * path (the test classes, with their test games, left out), in {@code dir}, standard output and
   * standard error into one pipe in the order the program writes them (standard error alone when
   * the command sends standard output to a file); no terminal, so no colour and no progress. Its
   * temporary directory is a new one, deleted afterwards, and shown as {@link #showTmp} says.
   */
  static Result run(Sample s, Path dir) throws IOException {
    Path tmp = Files.createTempDirectory("tabula-sample-tmp");
    try {
      Result r = run(s, dir, tmp);
      return new Result(r.status(), showTmp(r.lines(), tmp));
    } finally {
      remove(tmp);
    }
  }

  private static Result run(Sample s, Path dir, Path tmp) throws IOException {
    List<String> words = words(s.command());
    assertEquals("tabula", words.get(0), s.where() + ": a sample runs tabula");
    Path stdin = null;
    Path stdout = null;
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
        stdin = dir.resolve(words.get(++i));
      } else if (w.equals(">")) {
        stdout = dir.resolve(words.get(++i));
      } else {
        command.add(w);
      }
    }
    ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile());
    if (stdout == null) {
      pb.redirectErrorStream(true);
    } else {
      pb.redirectOutput(stdout.toFile());
    }
    pb.environment().put("TERM", "dumb");
    pb.redirectInput(stdin != null ? stdin.toFile() : new File("/dev/null"));
    Process p = pb.start();
    String screen =
        new String(
            (stdout == null ? p.getInputStream() : p.getErrorStream()).readAllBytes(),
            StandardCharsets.UTF_8);
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
        Pattern.compile(File.pathSeparator, Pattern.LITERAL)
            .splitAsStream(System.getProperty("java.class.path"))
            .toList()) {
      if (entry.endsWith("test-classes")
          || entry.contains("junit")
          || entry.contains("opentest4j")
          || entry.contains("apiguardian")) {
        continue;
      }
      if (cp.length() > 0) {
        cp.append(File.pathSeparator);
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

  /** The fenced blocks of one language in a file's lines, in order, without the fences. */
  static List<String> blocks(List<String> lines, String language) {
    List<String> out = new ArrayList<>();
    StringBuilder block = null;
    for (String l : lines) {
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

  /**
   * Rewrites every sample's output in a file with what the program prints now, keeping each {@code
   * ...} elision with as many lines before and after it as the file had; samples marked {@code #
   * not run} are left as they are.
   */
  static void update(Path file) throws IOException {
    Path path = ROOT.resolve(file);
    List<String> lines = new ArrayList<>(Files.readAllLines(path, StandardCharsets.UTF_8));
    List<Sample> all = of(file, lines);
    List<List<String>> now = new ArrayList<>();
    Path dir = workingDirectory();
    try {
      for (Sample s : all) {
        now.add(s.notRun() ? s.expected() : run(s, dir).lines());
      }
    } finally {
      remove(dir);
    }
    for (int k = all.size() - 1; k >= 0; k--) {
      Sample s = all.get(k);
      List<String> actual = now.get(k);
      List<String> expected = s.expected();
      List<String> replaced = new ArrayList<>();
      int dots = expected.indexOf("...");
      if (dots < 0 || actual.size() <= expected.size()) {
        replaced.addAll(actual);
      } else {
        int after = expected.size() - dots - 1;
        replaced.addAll(actual.subList(0, dots));
        replaced.add("...");
        replaced.addAll(actual.subList(actual.size() - after, actual.size()));
      }
      int from = s.line(); // the 0-based index of the first output line
      for (int i = 0; i < expected.size(); i++) {
        lines.remove(from);
      }
      lines.addAll(from, replaced);
    }
    Files.write(path, lines, StandardCharsets.UTF_8);
  }
}
