package dev.tabula.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tabula.testkit.Fuzz;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Random and damaged requests against every route (the testkit's damage generator, seeded): the
 * server answers each with a status below 500, a refusal as a JSON error without a stack trace, and
 * is still up and playing afterwards; closing it leaves no thread of its own behind.
 */
class ServerFuzzTest {
  private static final long SEED = 20261202L;

  @Test
  void damagedRequestsGetA4xxNeverA5xx() throws InterruptedException {
    Set<Thread> before = Thread.getAllStackTraces().keySet();
    try (TabulaServer server =
        TabulaServer.builder().port(0).seed(1).botThreads(1).maxGames(200).build().start()) {
      Client c = new Client(server.uri());
      JsonNode grant =
          c.post("/api/games", "{\"game\":\"toguz\",\"seats\":[\"person\",\"random\"]}").json();
      String id = grant.get("id").asText();
      String token = grant.get("token").asText();
      String[][] routes = {
        {
          "POST",
          "/api/games",
          "{\"game\":\"marrakech\",\"options\":{\"players\":\"3\"},\"seats\":[\"person\",\"random\",\"mc:100\"],\"seed\":4}"
        },
        {"POST", "/api/games/" + id + "/moves", "{\"move\":\"5\",\"version\":1}"},
        {"POST", "/api/games/" + id + "/moves", "{\"action\":2}"},
        {"POST", "/api/games/" + id + "/seats/1", ""},
        {"POST", "/api/games/" + id + "/takeback", ""},
        {"POST", "/api/games/" + id + "/resign", ""},
        {"GET", "/api/games/" + id + "?picture=true", ""},
        {"GET", "/api/games/" + id + "/picture", ""},
        {"GET", "/api/games/" + id + "/record", ""},
        {"GET", "/api/games/" + id + "/replay", ""},
        {"GET", "/api", ""},
      };
      int cases = Fuzz.cases(400);
      Fuzz.run(
          "server",
          SEED,
          cases,
          (random, inputs) -> {
            String[] route = routes[random.nextInt(routes.length)];
            String method = route[0];
            String path = route[1];
            String body = route[2];
            int what = random.nextInt(4);
            if (what == 0 || body.isEmpty()) {
              path = damagePath(path, random);
            } else {
              body = Fuzz.damage(body, random);
            }
            String tok = random.nextInt(4) == 0 ? Fuzz.edit(token, random) : token;
            if (random.nextInt(6) == 0) {
              method = List.of("PUT", "DELETE", "PATCH", "GET", "POST").get(random.nextInt(5));
            }
            inputs.add("method", method);
            inputs.add("path", path);
            inputs.add("body", body.length() > 300 ? body.substring(0, 300) + "..." : body);
            Client.Reply r;
            try {
              r = c.send(method, path, body.getBytes(StandardCharsets.UTF_8), tok);
            } catch (IllegalArgumentException badUri) {
              return; // the client refuses to send it: not a request the server sees
            }
            assertTrue(r.status() < 500, "a " + r.status() + ": " + r.body());
            if (r.status() >= 400 && !method.equals("HEAD")) {
              JsonNode e = r.json();
              assertEquals(r.status(), e.get("status").asInt(), r.body());
              assertFalse(r.body().contains("\\tat ") || r.body().contains("Exception"), r.body());
            }
          });
      // still up and playing
      JsonNode again = c.post("/api/games", "{\"game\":\"toguz\"}").json();
      assertEquals(0, again.get("seat").asInt());
      String legal = again.get("state").get("legal").get(0).get("move").asText();
      Client.Reply moved =
          c.post(
              "/api/games/" + again.get("id").asText() + "/moves",
              "{\"move\":\"" + legal + "\"}",
              again.get("token").asText());
      assertEquals(200, moved.status(), moved.toString());
    }
    // the server's own threads end once it is closed
    long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
    Set<String> left = Set.of();
    while (System.nanoTime() < deadline) {
      left =
          Thread.getAllStackTraces().keySet().stream()
              .filter(t -> !before.contains(t) && t.isAlive())
              .map(Thread::getName)
              .filter(n -> n.startsWith("tabula-") || n.startsWith("JettyServerThreadPool"))
              .collect(Collectors.toSet());
      if (left.isEmpty()) {
        break;
      }
      Thread.sleep(50);
    }
    assertEquals(Set.of(), left, "threads left after close");
  }

  private static String damagePath(String path, SplittableRandom r) {
    String damaged = Fuzz.edit(path, r);
    StringBuilder safe = new StringBuilder();
    for (char ch : damaged.toCharArray()) {
      // a URI can carry these only escaped; the server gets them escaped
      if (ch <= ' ' || ch >= 127 || "\"<>\\^`{|}%#".indexOf(ch) >= 0) {
        safe.append('%').append(String.format("%02X", (int) (ch & 0x7F)));
      } else {
        safe.append(ch);
      }
    }
    String s = safe.toString();
    return s.startsWith("/") ? s : "/" + s;
  }
}
