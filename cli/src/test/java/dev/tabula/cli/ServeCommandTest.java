package dev.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * {@code tabula serve}: a real process that prints its address, answers on loopback and stops on
 * SIGTERM; bad options and a port in use are one-line errors with exit status 2.
 */
class ServeCommandTest {
  @Test
  void servesOnLoopbackUntilStopped() throws Exception {
    Path java = Path.of(System.getProperty("java.home"), "bin", "java");
    Process p =
        new ProcessBuilder(
                java.toString(),
                "-cp",
                System.getProperty("java.class.path"),
                "dev.tabula.cli.Main",
                "serve",
                "--port",
                "0",
                "--seed",
                "1")
            .redirectErrorStream(true)
            .start();
    try {
      BufferedReader out =
          new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
      String first = out.readLine();
      Matcher m =
          Pattern.compile("Tabula serves (http://127\\.0\\.0\\.1:\\d+/) \\(Ctrl-C stops it\\)")
              .matcher(String.valueOf(first));
      assertTrue(m.matches(), "first line: " + first);
      HttpResponse<String> r =
          HttpClient.newHttpClient()
              .send(
                  HttpRequest.newBuilder(URI.create(m.group(1) + "api")).build(),
                  HttpResponse.BodyHandlers.ofString());
      assertEquals(200, r.statusCode());
      assertTrue(r.body().contains("\"toguz\""), r.body());
      p.destroy(); // SIGTERM: the shutdown hook closes the server
      assertTrue(p.waitFor(20, TimeUnit.SECONDS), "serve did not stop");
    } finally {
      p.destroyForcibly();
    }
  }

  @Test
  void badOptionsAreOneLineErrors() {
    assertEquals(
        "tabula: --port must be in 0..65535, got 70000",
        Cli.run("serve", "--port", "70000").assertError());
    assertEquals(
        "tabula: --think-time must be in 1..600000, got 0",
        Cli.run("serve", "--think-time", "0").assertError());
    assertTrue(
        Cli.run("serve", "--bots", "random,deep-blue")
            .assertError()
            .startsWith("tabula: --bots: unknown bot 'deep-blue'"));
    assertEquals(
        "tabula: --bots has an empty entry: 'random,'",
        Cli.run("serve", "--bots", "random,").assertError());
  }

  @Test
  void aPortInUseIsAnError() throws Exception {
    try (ServerSocket taken = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
      String e = Cli.run("serve", "--port", Integer.toString(taken.getLocalPort())).assertError();
      assertTrue(e.startsWith("tabula: cannot serve on 127.0.0.1:" + taken.getLocalPort()), e);
    }
  }
}
