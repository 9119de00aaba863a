package dev.tabula.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tabula.core.Game;
import dev.tabula.core.GameProvider;
import dev.tabula.core.GameRecord;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The API through a real HTTP client against the server running on a free loopback port: every
 * route, every refusal (status and message, the game unchanged), the token rules, the limits.
 */
class ServerApiTest {
  private static TabulaServer server;
  private static Client client;

  @BeforeAll
  static void start() {
    server =
        TabulaServer.builder()
            .port(0)
            .seed(7)
            .maxThinkTime(Duration.ofSeconds(2))
            .botThreads(2)
            .build()
            .start();
    client = new Client(server.uri());
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  /** A Toguz game, the creator at seat 0 against the given seat 1. */
  private static JsonNode create(String game, String seat1) {
    Client.Reply r =
        client.post(
            "/api/games", "{\"game\":\"" + game + "\",\"seats\":[\"person\",\"" + seat1 + "\"]}");
    assertEquals(201, r.status(), r.toString());
    return r.json();
  }

  private static String path(JsonNode grant, String rest) {
    return "/api/games/" + grant.get("id").asText() + rest;
  }

  private static JsonNode state(JsonNode grant) {
    Client.Reply r = client.get(path(grant, ""));
    assertEquals(200, r.status(), r.toString());
    return r.json();
  }

  /** Waits until the game's version passes {@code after} and no bot is thinking. */
  private static JsonNode awaitVersion(JsonNode grant, long after) throws InterruptedException {
    long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
    while (System.nanoTime() < deadline) {
      JsonNode s = state(grant);
      if (s.get("version").asLong() > after && !s.get("thinking").asBoolean()) {
        return s;
      }
      Thread.sleep(20);
    }
    throw new AssertionError("the game did not change after version " + after);
  }

  private static void assertError(Client.Reply r, int status, String words) {
    assertEquals(status, r.status(), r.toString());
    assertTrue(r.contentType().startsWith("application/json"), r.contentType());
    JsonNode e = r.json();
    assertEquals(status, e.get("status").asInt(), r.toString());
    String message = e.get("error").asText();
    assertTrue(message.contains(words), "expected '" + words + "' in: " + message);
    assertFalse(message.contains("Exception") || message.contains("\tat "), message);
  }

  @Test
  void offersTheGamesTheBotsAndTheLimits() {
    JsonNode api = client.get("/api").json();
    Set<String> games = new HashSet<>();
    for (JsonNode g : api.get("games")) {
      games.add(g.get("name").asText());
    }
    assertEquals(Set.of("toguz", "marrakech", "stack-snake"), games);
    for (JsonNode g : api.get("games")) {
      List<String> bots = Client.JSON.convertValue(g.get("bots"), List.class);
      assertTrue(bots.contains("random"), g.toString());
      // alpha-beta plays no game with chance during play
      assertEquals(!g.get("name").asText().equals("marrakech"), bots.contains("alphabeta:time=1s"));
    }
    assertEquals(2000, api.get("limits").get("maxThinkMillis").asLong());
  }

  @Test
  void aPersonPlaysABotByNotationAndByActionId() throws InterruptedException {
    JsonNode grant = create("toguz", "random");
    String token = grant.get("token").asText();
    assertEquals(0, grant.get("seat").asInt());
    JsonNode s = grant.get("state");
    assertEquals(0, s.get("toMove").asInt());
    assertEquals(9, s.get("legal").size());
    String move = s.get("legal").get(3).get("move").asText();
    Client.Reply r =
        client.post(
            path(grant, "/moves"),
            "{\"move\":\"" + move + "\",\"version\":" + s.get("version").asLong() + "}",
            token);
    assertEquals(200, r.status(), r.toString());
    JsonNode after = awaitVersion(grant, r.json().get("version").asLong() - 1);
    assertEquals(2, after.get("ply").asInt(), "the bot answered: " + after);
    assertEquals(1, after.get("moves").get(1).get("seat").asInt());
    int action = after.get("legal").get(0).get("id").asInt();
    r = client.post(path(grant, "/moves"), "{\"action\":" + action + "}", token);
    assertEquals(200, r.status(), r.toString());
    JsonNode mine = r.json().get("moves").get(2);
    assertEquals(0, mine.get("seat").asInt(), "the third move is the person's: " + r.json());
  }

  @Test
  void movesAreRefusedWithAReasonAndChangeNothing() throws InterruptedException {
    JsonNode grant = create("toguz", "person");
    String token = grant.get("token").asText();
    JsonNode before = state(grant);
    long v = before.get("version").asLong();
    String legal = before.get("legal").get(0).get("move").asText();
    String moves = path(grant, "/moves");
    assertError(client.post(moves, "{\"move\":\"" + legal + "\"}"), 401, "Bearer");
    assertError(
        client.post(moves, "{\"move\":\"" + legal + "\"}", "not-a-token"), 403, "not a seat");
    assertError(client.post(moves, "{\"move\":\"10\"}", token), 422, "bad move '10'");
    assertError(client.post(moves, "{\"move\":\"x\"}", token), 422, "bad move");
    assertError(client.post(moves, "{\"action\":999}", token), 422, "bad action 999");
    assertError(client.post(moves, "{\"move\":\"1\",\"action\":1}", token), 400, "one of them");
    assertError(client.post(moves, "{}", token), 400, "one of them");
    assertError(
        client.post(moves, "{\"move\":\"" + legal + "\",\"version\":" + (v + 5) + "}", token),
        409,
        "stale move");
    assertError(client.post(moves, "{\"move\":1", token), 400, "malformed JSON at line 1");
    assertError(client.post(moves, "[1]", token), 400, "JSON object");
    assertError(
        client.post(moves, "{\"move\":\"" + legal + "\"} {\"move\":\"1\"}", token),
        400,
        "line 1, column " + (legal.length() + 13) + ": more after the body's JSON object");
    assertError(client.post(moves, "{\"move\":\"" + legal + "\"}x", token), 400, "malformed JSON");
    assertError(client.post(moves, "{\"mvoe\":\"1\"}", token), 400, "unknown field 'mvoe'");
    assertError(client.post(moves, "{\"move\":1}", token), 400, "'move' must be a string");
    assertError(client.post(moves, "", token), 400, "needs a JSON object");
    assertEquals(before, state(grant), "refused moves changed the game");

    // the second player joins, and may not move out of turn
    Client.Reply joined = client.post(path(grant, "/seats/1"), "");
    assertEquals(200, joined.status(), joined.toString());
    String other = joined.json().get("token").asText();
    assertNotEquals(token, other);
    assertError(client.post(path(grant, "/seats/1"), ""), 409, "seat 1 is taken");
    assertError(client.post(path(grant, "/seats/0"), ""), 409, "seat 0 is taken");
    assertError(client.post(path(grant, "/seats/2"), ""), 404, "no seat 2");
    assertError(client.post(path(grant, "/seats/x"), ""), 404, "no seat 'x'");
    assertError(client.post(moves, "{\"move\":\"" + legal + "\"}", other), 409, "turn");
    assertEquals(200, client.post(moves, "{\"move\":\"" + legal + "\"}", token).status());
    // a person against a person takes nothing back
    assertError(client.post(path(grant, "/takeback"), "", token), 409, "against bots");
  }

  @Test
  void tokensAre128RandomBitsAndEachSeatHasItsOwn() {
    Set<String> seen = new HashSet<>();
    for (int i = 0; i < 20; i++) {
      String t = Tokens.create();
      assertEquals(Tokens.BYTES, Base64.getUrlDecoder().decode(t).length);
      assertTrue(seen.add(t));
      assertTrue(Tokens.matches(t, Tokens.digest(t)));
      assertFalse(Tokens.matches(t + "x", Tokens.digest(t)));
      assertFalse(Tokens.matches(null, Tokens.digest(t)));
      assertFalse(Tokens.matches(t, null));
    }
    JsonNode grant = create("toguz", "person");
    assertEquals(22, grant.get("token").asText().length());
    // the state never shows a token
    assertFalse(client.get(path(grant, "")).body().contains(grant.get("token").asText()));
  }

  @Test
  void badSetupsAndBotsAreRefused() {
    assertError(client.post("/api/games", "{\"game\":\"chess\"}"), 400, "unknown game 'chess'");
    assertError(
        client.post("/api/games", "{\"game\":\"marrakech\",\"options\":{\"players\":9}}"),
        400,
        "players");
    assertError(
        client.post("/api/games", "{\"game\":\"marrakech\",\"options\":{\"colour\":\"red\"}}"),
        400,
        "colour");
    assertError(
        client.post("/api/games", "{\"game\":\"toguz\",\"seats\":[\"person\"]}"),
        400,
        "1 seats, but toguz here has 2 players");
    assertError(
        client.post("/api/games", "{\"game\":\"toguz\",\"seats\":[\"person\",\"deep-blue\"]}"),
        400,
        "unknown bot 'deep-blue'");
    assertError(
        client.post(
            "/api/games",
            "{\"game\":\"marrakech\",\"options\":{\"players\":2},"
                + "\"seats\":[\"person\",\"alphabeta:depth=3\"]}"),
        400,
        "alphabeta");
    assertError(
        client.post("/api/games", "{\"game\":\"toguz\",\"seats\":[\"person\",\"mcts:time=10s\"]}"),
        400,
        "at most 2000 ms");
    assertError(
        client.post(
            "/api/games", "{\"game\":\"toguz\",\"seats\":[\"person\",\"mcts:time=1s:threads=4\"]}"),
        400,
        "one thread");
    assertError(
        client.post(
            "/api/games",
            "{\"game\":\"toguz\",\"seats\":[\"person\",\"alphabeta:time=1s:threads=2\"]}"),
        400,
        "one thread");
    assertError(
        client.post("/api/games", "{\"game\":\"toguz\",\"position\":\"nonsense\"}"), 400, "bad");
    assertError(client.post("/api/games", "{\"game\":\"toguz\",\"seed\":1.5}"), 400, "'seed'");
    assertError(client.post("/api/games", "{\"game\":7}"), 400, "'game' must be a string");
    assertError(client.post("/api/games", "{}"), 400, "'game' is missing");
  }

  @Test
  void unknownGamesAndRoutesAre404sInJson() {
    assertError(client.get("/api/games/nope"), 404, "no game 'nope'");
    assertError(client.post("/api/games/nope/moves", "{}", "t"), 404, "no game 'nope'");
    assertError(client.get("/api/nothing"), 404, "no such route");
    assertError(client.get("/api/games/nope/events"), 404, "no game 'nope'");
    Client.Reply r = client.send("DELETE", "/api/games", new byte[0], null);
    assertTrue(r.status() == 404 || r.status() == 405, r.toString());
    assertEquals(r.status(), r.json().get("status").asInt());
  }

  @Test
  void aHugeBodyIsRefusedAndTheServerStaysUp() {
    byte[] big = new byte[64 * 1024];
    java.util.Arrays.fill(big, (byte) ' ');
    Client.Reply r = client.send("POST", "/api/games", big, null);
    assertError(r, 413, "bytes");
    assertEquals(200, client.get("/api").status());
  }

  /**
   * A client still sending a too-large body reads its 413: the server reads what is left of the
   * body (up to a bound) before it answers, where closing the connection under the client would
   * reset it and lose the answer. Each request is sent once, on the client's own connections.
   */
  @Test
  void everyClientSendingATooLargeBodyReadsThe413() throws Exception {
    HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    for (int size : new int[] {17 * 1024, 100 * 1024, 900 * 1024}) {
      for (int i = 0; i < 10; i++) {
        byte[] big = new byte[size];
        java.util.Arrays.fill(big, (byte) '{');
        HttpResponse<String> r =
            http.send(
                HttpRequest.newBuilder(client.at("/api/games"))
                    .POST(HttpRequest.BodyPublishers.ofByteArray(big))
                    .build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(413, r.statusCode(), size + " bytes, try " + i + ": " + r.body());
      }
    }
  }

  @Test
  void resignEndsTheGameAndTakeBackUndoesAgainstABot() throws InterruptedException {
    JsonNode grant = create("toguz", "random");
    String token = grant.get("token").asText();
    JsonNode s = grant.get("state");
    String first = s.get("legal").get(0).get("move").asText();
    client.post(path(grant, "/moves"), "{\"move\":\"" + first + "\"}", token);
    JsonNode after = awaitVersion(grant, s.get("version").asLong() + 1);
    assertEquals(2, after.get("ply").asInt());
    Client.Reply back = client.post(path(grant, "/takeback"), "", token);
    assertEquals(200, back.status(), back.toString());
    assertEquals(0, back.json().get("ply").asInt());
    assertEquals(s.get("position"), back.json().get("position"));
    assertError(client.post(path(grant, "/takeback"), "", token), 409, "no move to take back");

    Client.Reply resigned = client.post(path(grant, "/resign"), "", token);
    assertEquals(200, resigned.status(), resigned.toString());
    JsonNode result = resigned.json().get("result");
    assertEquals("0-1", result.get("token").asText());
    assertTrue(result.get("text").asText().contains("resigned"), result.toString());
    assertTrue(resigned.json().get("over").asBoolean());
    assertEquals(0, resigned.json().get("legal").size());
    assertError(client.post(path(grant, "/resign"), "", token), 409, "over");
    assertError(client.post(path(grant, "/moves"), "{\"move\":\"1\"}", token), 409, "over");
  }

  @Test
  void chanceIsDrawnByTheServerAndTheRecordReplaysToThePosition() throws InterruptedException {
    JsonNode grant =
        client
            .post(
                "/api/games",
                "{\"game\":\"marrakech\",\"options\":{\"players\":2},"
                    + "\"seats\":[\"person\",\"random\"],\"seed\":11}")
            .json();
    String token = grant.get("token").asText();
    JsonNode s = grant.get("state");
    for (int i = 0; i < 6 && !s.get("over").asBoolean(); i++) {
      String m = s.get("legal").get(0).get("move").asText();
      Client.Reply r =
          client.post(
              path(grant, "/moves"),
              "{\"move\":\"" + m + "\",\"version\":" + s.get("version").asLong() + "}",
              token);
      assertEquals(200, r.status(), r.toString());
      s = r.json();
      while (s.get("toMove").asInt() != 0 || s.get("thinking").asBoolean()) {
        s = awaitVersion(grant, s.get("version").asLong());
      }
    }
    boolean chance = false;
    for (JsonNode m : s.get("moves")) {
      chance |= m.get("seat").asInt() == -1;
    }
    assertTrue(chance, "the die was rolled: " + s.get("moves"));
    Client.Reply record = client.get(path(grant, "/record"));
    assertEquals(200, record.status());
    assertTrue(record.body().contains("[Seed \"11\"]"), record.body());
    Game<?, ?> game = GameProvider.find("marrakech").create(Map.of("players", "2"));
    assertEquals(s.get("position").asText(), finalPosition(game, record.body()));
    Client.Reply replay = client.get(path(grant, "/replay"));
    assertEquals(200, replay.status());
    assertTrue(replay.contentType().startsWith("text/html"), replay.contentType());
    Client.Reply picture = client.get(path(grant, "/picture"));
    assertTrue(picture.contentType().startsWith("image/svg+xml"), picture.contentType());
    assertTrue(picture.body().startsWith("<svg") || picture.body().startsWith("<?xml"));
  }

  private static <S, M> String finalPosition(Game<S, M> game, String text) {
    GameRecord<S, M> r = GameRecord.parseAll(game, text).get(0);
    return game.formatState(r.finalState(game));
  }

  @Test
  void updatesAreServerSentEvents() throws Exception {
    JsonNode grant = create("toguz", "person");
    HttpRequest req =
        HttpRequest.newBuilder(server.uri().resolve(path(grant, "/events")))
            .header("Accept", "text/event-stream")
            .GET()
            .build();
    HttpResponse<InputStream> r =
        client.http().send(req, HttpResponse.BodyHandlers.ofInputStream());
    assertEquals(200, r.statusCode());
    try (BufferedReader in =
        new BufferedReader(new InputStreamReader(r.body(), StandardCharsets.UTF_8))) {
      String v0 = nextData(in);
      assertTrue(v0.contains("\"version\":"), v0);
      String m = grant.get("state").get("legal").get(0).get("move").asText();
      client.post(path(grant, "/moves"), "{\"move\":\"" + m + "\"}", grant.get("token").asText());
      String v1 = nextData(in);
      assertNotEquals(v0, v1);
    }
    assertError(client.get(path(grant, "/events")), 406, "text/event-stream");
  }

  private static String nextData(BufferedReader in) throws java.io.IOException {
    String line;
    while ((line = in.readLine()) != null) {
      if (line.startsWith("data:")) {
        return line;
      }
    }
    throw new AssertionError("the stream ended");
  }

  @Test
  void theServerHoldsAtMostItsGamesAndDropsIdleOnes() throws InterruptedException {
    try (TabulaServer small =
        TabulaServer.builder()
            .port(0)
            .maxGames(2)
            .idleTimeout(Duration.ofMillis(300))
            .build()
            .start()) {
      Client c = new Client(small.uri());
      assertEquals(201, c.post("/api/games", "{\"game\":\"toguz\"}").status());
      JsonNode second = c.post("/api/games", "{\"game\":\"toguz\"}").json();
      assertError(c.post("/api/games", "{\"game\":\"toguz\"}"), 503, "2 games, its limit");
      long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
      while (small.openGames() > 0 && System.nanoTime() < deadline) {
        Thread.sleep(50);
      }
      assertEquals(0, small.openGames(), "idle games expire");
      assertError(c.get("/api/games/" + second.get("id").asText()), 404, "expired");
      assertEquals(201, c.post("/api/games", "{\"game\":\"toguz\"}").status());
    }
  }

  @Test
  void thePageIsServedWithItsSecurityHeaders() {
    Client.Reply page = client.get("/");
    assertEquals(200, page.status());
    assertTrue(page.body().contains("play.js"), page.body());
    assertEquals(200, client.get("/play.js").status());
    assertEquals(200, client.get("/play.css").status());
  }
}
