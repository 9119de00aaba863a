package dev.tabula.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The {@code curl} examples of docs/server.md run as written, in order, in one shell (bash, with
 * Debian's curl and jq: {@code .ci/run} installs them), against a server on a free loopback port in
 * place of {@code http://127.0.0.1:8080}; what each {@code sh} block prints must be the {@code
 * output} block under it. {@code -Dtabula.docs.update=true} writes the outputs into the page.
 */
class ServerDocsTest {
  private static final Path PAGE =
      Path.of("").toAbsolutePath().getParent().resolve("docs/server.md");
  private static final String BASE = "http://127.0.0.1:8080";
  private static final String MARK = "@@tabula-docs-block@@";

  /** A shell block: its commands, and the lines of the output block under it (or -1). */
  private record Block(String commands, int outputStart, int outputEnd) {}

  @Test
  void theCurlExamplesPrintWhatThePageSays() throws Exception {
    for (String tool : List.of("/usr/bin/curl", "/usr/bin/jq", "/bin/bash")) {
      assertTrue(
          Files.isExecutable(Path.of(tool)),
          tool + " is needed: apt-get install -y curl jq (.ci/run does)");
    }
    List<String> lines = Files.readAllLines(PAGE, StandardCharsets.UTF_8);
    List<Block> blocks = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      if (!lines.get(i).equals("```sh")) {
        continue;
      }
      StringBuilder commands = new StringBuilder();
      int j = i + 1;
      for (; !lines.get(j).equals("```"); j++) {
        commands.append(lines.get(j)).append('\n');
      }
      int k = j + 1;
      while (k < lines.size() && lines.get(k).isBlank()) {
        k++;
      }
      int start = -1;
      int end = -1;
      if (k < lines.size() && lines.get(k).equals("```output")) {
        start = k + 1;
        end = start;
        while (!lines.get(end).equals("```")) {
          end++;
        }
      }
      blocks.add(new Block(commands.toString(), start, end));
      i = j;
    }
    assertTrue(blocks.size() >= 6, "curl examples found: " + blocks.size());

    try (TabulaServer server =
        TabulaServer.builder().port(0).seed(1).botThreads(1).build().start()) {
      String base = server.uri().toString().replaceAll("/$", "");
      StringBuilder script = new StringBuilder("set -euo pipefail\n");
      for (Block b : blocks) {
        script.append("echo '").append(MARK).append("'\n");
        script.append(b.commands().replace(BASE, base));
      }
      Path dir = Files.createTempDirectory("tabula-server-docs");
      Path file = dir.resolve("examples.sh");
      Files.writeString(file, script);
      Process p =
          new ProcessBuilder("/bin/bash", file.toString())
              .directory(dir.toFile())
              .redirectErrorStream(true)
              .start();
      String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the examples did not finish");
      assertEquals(0, p.exitValue(), "the examples failed:\n" + out);
      String[] parts = out.split(MARK + "\n", -1);
      assertEquals(blocks.size() + 1, parts.length, out);
      boolean update = Boolean.getBoolean("tabula.docs.update");
      List<String> page = new ArrayList<>(lines);
      // from the last block up, so that the line numbers above stay right while writing
      for (int i = blocks.size() - 1; i >= 0; i--) {
        Block b = blocks.get(i);
        String printed = parts[i + 1].replace(base, BASE);
        List<String> actual = printed.isEmpty() ? List.of() : List.of(printed.split("\n", -1));
        if (!actual.isEmpty() && actual.get(actual.size() - 1).isEmpty()) {
          actual = actual.subList(0, actual.size() - 1);
        }
        List<String> expected =
            b.outputStart() < 0 ? List.of() : lines.subList(b.outputStart(), b.outputEnd());
        if (update && b.outputStart() >= 0) {
          for (int n = b.outputEnd() - 1; n >= b.outputStart(); n--) {
            page.remove(n);
          }
          page.addAll(b.outputStart(), actual);
        } else {
          assertEquals(
              String.join("\n", expected),
              String.join("\n", actual),
              "docs/server.md: the output of\n" + b.commands());
        }
      }
      if (update) {
        Files.write(PAGE, page, StandardCharsets.UTF_8);
      }
    } catch (IOException e) {
      throw new AssertionError(e);
    }
  }
}
