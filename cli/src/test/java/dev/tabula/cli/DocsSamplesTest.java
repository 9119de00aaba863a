package dev.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * Every command sample in {@code docs/*.md} and {@code docs/rules/*.md} is what the program prints
 * today, as the README's are ({@link ReadmeSamplesTest}): each {@code $ tabula ...} line of a
 * {@code console} block is run and compared with the lines below it (see {@link Samples} for the
 * format, and for {@code # not run: REASON}, the rare sample a test cannot run). No command sample
 * of {@code tabula} stands outside a {@code console} block, where nothing would run it.
 */
class DocsSamplesTest {
  /** The most samples that may be marked {@code # not run}: they are the rare exception. */
  private static final int MOST_NOT_RUN = 2;

  /** The Markdown pages of {@code docs/} and {@code docs/rules/}, relative to the repository. */
  static List<Path> pages() {
    List<Path> out = new ArrayList<>();
    for (String dir : List.of("docs", "docs/rules")) {
      try (Stream<Path> files = Files.list(Samples.ROOT.resolve(dir))) {
        files
            .filter(f -> f.getFileName().toString().endsWith(".md"))
            .sorted()
            .forEach(f -> out.add(Samples.ROOT.relativize(f)));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return out;
  }

  @Test
  void docs_everyCommandSampleIsInAConsoleBlock() {
    List<String> untested = new ArrayList<>();
    for (Path page : pages()) {
      untested.addAll(Samples.untestedCommands(page));
    }
    assertEquals(
        List.of(),
        untested,
        "command samples of tabula go in ```console blocks (with what they print), synopses in"
            + " ```text");
  }

  @Test
  void docs_samplesNotRun_fewAndSayWhy() {
    List<Samples.Sample> notRun = new ArrayList<>();
    int all = 0;
    for (Path page : pages()) {
      for (Samples.Sample s : Samples.of(page)) {
        all++;
        if (s.notRun()) {
          notRun.add(s);
          assertTrue(s.notRunReason() != null, s.where() + ": '# not run: WHY'");
        }
      }
    }
    assertTrue(all >= 15, "docs samples found: " + all);
    assertTrue(notRun.size() <= MOST_NOT_RUN, "samples not run: " + notRun);
  }

  @TestFactory
  Stream<DynamicNode> docs_samplesAreWhatTheProgramPrints() {
    List<DynamicNode> nodes = new ArrayList<>();
    for (Path page : pages()) {
      List<Samples.Sample> samples = Samples.of(page);
      if (samples.isEmpty()) {
        continue;
      }
      Path[] dir = new Path[1];
      Stream<DynamicTest> tests =
          samples.stream()
              .map(
                  s ->
                      DynamicTest.dynamicTest(
                          s.where() + ": " + s.command(),
                          () -> {
                            if (dir[0] == null) {
                              dir[0] = Samples.workingDirectory();
                            }
                            Samples.check(s, dir[0]);
                          }))
              .onClose(
                  () -> {
                    if (dir[0] != null) {
                      Samples.remove(dir[0]);
                    }
                  });
      nodes.add(DynamicContainer.dynamicContainer(page.toString(), tests));
    }
    return nodes.stream();
  }

  /**
   * A tool, not a check (it runs only when asked): with {@code -Dtabula.docs.update=true}, rewrites
   * every sample's output in the pages of {@code docs/} with what the program prints now (see
   * {@link Samples#update}); read the diff: {@code ./mvnw -q -pl cli test -Dtest=DocsSamplesTest
   * -Dtabula.docs.update=true}.
   */
  @Test
  @EnabledIfSystemProperty(named = "tabula.docs.update", matches = "true")
  void update_docsSamples_whenAsked() throws IOException {
    for (Path page : pages()) {
      if (!Samples.of(page).isEmpty()) {
        Samples.update(page);
      }
    }
  }
}
