package dev.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * In every module of the repository with a {@code module-info.java}, the unexported packages are
 * exactly those named {@code internal}. The API check relies on it: japicmp cannot read module
 * descriptors, so the root pom excludes {@code *.internal} to leave only the exported packages,
 * which are the API (docs/releasing.md). Read from the sources, so a new module is covered without
 * being on this module's class path.
 */
class ModulePackagesTest {
  private static final Path ROOT = Samples.ROOT;
  private static final Pattern COMMENT = Pattern.compile("/\\*.*?\\*/|//[^\n]*", Pattern.DOTALL);
  private static final Pattern EXPORTS = Pattern.compile("\\bexports\\s+([\\w.]+)\\s*(to\\b)?");

  @Test
  void unexportedPackagesAreNamedInternal() throws IOException {
    List<Path> descriptors = descriptors();
    assertTrue(descriptors.size() >= 9, "module descriptors found: " + descriptors);
    List<String> wrong = new ArrayList<>();
    for (Path descriptor : descriptors) {
      Path sources = descriptor.getParent();
      Set<String> exported = exports(Files.readString(descriptor));
      for (String pkg : packages(sources)) {
        boolean internal = Arrays.asList(pkg.split("\\.")).contains("internal");
        if (internal == exported.contains(pkg)) {
          wrong.add(
              ROOT.relativize(descriptor)
                  + ": "
                  + pkg
                  + (internal ? " is exported but named internal" : " is not exported"));
        }
      }
    }
    assertEquals(
        List.of(),
        wrong,
        "an unexported package must be named internal and an exported one must not: the API"
            + " check counts every package but *.internal as API");
  }

  @Test
  void exportsAreReadFromTheDescriptor() {
    assertEquals(
        Set.of("a.b", "a.c"),
        exports(
            "/** exports x.y; */ module m {\n  exports a.b;\n  // exports a.d;\n  exports a.c;\n"
                + "  exports a.e to other.module;\n  requires transitive q;\n}"));
  }

  private static List<Path> descriptors() throws IOException {
    try (Stream<Path> modules = Files.list(ROOT)) {
      return modules
          .map(m -> m.resolve("src/main/java/module-info.java"))
          .filter(Files::isRegularFile)
          .sorted()
          .collect(Collectors.toList());
    }
  }

  /** The packages a module exports to everyone (a qualified export is not API). */
  static Set<String> exports(String descriptor) {
    Set<String> exports = new TreeSet<>();
    Matcher m = EXPORTS.matcher(COMMENT.matcher(descriptor).replaceAll(" "));
    while (m.find()) {
      if (m.group(2) == null) {
        exports.add(m.group(1));
      }
    }
    return exports;
  }

  /** The packages with Java sources under a source root. */
  private static Set<String> packages(Path sources) throws IOException {
    try (Stream<Path> files = Files.walk(sources)) {
      return files
          .filter(f -> f.toString().endsWith(".java"))
          .map(Path::getParent)
          .filter(d -> !d.equals(sources))
          .map(d -> sources.relativize(d).toString().replace('/', '.'))
          .collect(Collectors.toCollection(TreeSet::new));
    }
  }
}
