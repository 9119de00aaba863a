package dev.tabula.benchmarks;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tabula.core.Game;
import dev.tabula.core.GameProvider;
import dev.tabula.core.GameRecord;
import dev.tabula.server.TabulaServer;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A load benchmark of the game server (not a timed test): {@code GAMES} Toguz games between two
 * people at once, each played by its own client thread through the HTTP API on loopback (create,
 * join, then every move as a {@code POST} with the mover's token and the version it was made at),
 * for {@code SECONDS}, against a {@link TabulaServer} started in this JVM on a free loopback port.
 * Each finished game's record is read back and replayed: its final position must be the server's.
 * It prints the latency of a move (p50, p99, max), the moves and games per second, and what was
 * lost (nothing, or the run fails).
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar dev.tabula.benchmarks.ServerLoad [GAMES [SECONDS]]
 * </pre>
 *
 * GAMES is 1..256 (default 32), SECONDS 1..600 (default 20). The moves are random, seeded.
 */
public final class ServerLoad {
  private static final ObjectMapper JSON = new ObjectMapper();

  private ServerLoad() {}

  /**
   * Runs the benchmark.
   *
   * @param args {@code [GAMES [SECONDS]]}
   * @throws Exception if the run fails: a refused move, a record that does not replay
   */
  public static void main(String[] args) throws Exception {
    int games = args.length > 0 ? Integer.parseInt(args[0]) : 32;
    int seconds = args.length > 1 ? Integer.parseInt(args[1]) : 20;
    if (games < 1 || games > 256 || seconds < 1 || seconds > 600) {
      throw new IllegalArgumentException("GAMES is 1..256 and SECONDS 1..600");
    }
    Game<?, ?> toguz = GameProvider.find("toguz").create(Map.of());
    try (TabulaServer server =
        TabulaServer.builder()
            .port(0)
            .maxGames(100_000)
            .idleTimeout(Duration.ofSeconds(10))
            .build()
            .start()) {
      HttpClient http = HttpClient.newBuilder().executor(Executors.newFixedThreadPool(4)).build();
      long end = System.nanoTime() + Duration.ofSeconds(seconds).toNanos();
      AtomicLong finished = new AtomicLong();
      ExecutorService clients = Executors.newFixedThreadPool(games);
      List<Future<long[]>> runs = new ArrayList<>();
      long t0 = System.nanoTime();
      for (int i = 0; i < games; i++) {
        long seed = 1000 + i;
        runs.add(clients.submit(() -> play(http, server.uri(), toguz, seed, end, finished)));
      }
      List<long[]> all = new ArrayList<>();
      for (Future<long[]> f : runs) {
        all.add(f.get());
      }
      double elapsed = (System.nanoTime() - t0) / 1e9;
      clients.shutdown();
      int n = 0;
      for (long[] a : all) {
        n += a.length;
      }
      long[] latencies = new long[n];
      int k = 0;
      for (long[] a : all) {
        System.arraycopy(a, 0, latencies, k, a.length);
        k += a.length;
      }
      Arrays.sort(latencies);
      System.out.printf(
          "%d concurrent games, %.1f s: %d moves (%.0f a second), %d games finished and replayed"
              + " (%.1f a second), none lost%n",
          games, elapsed, n, n / elapsed, finished.get(), finished.get() / elapsed);
      System.out.printf(
          "move latency: p50 %.2f ms, p99 %.2f ms, max %.2f ms%n",
          at(latencies, 0.50) / 1e6, at(latencies, 0.99) / 1e6, latencies[n - 1] / 1e6);
    }
    System.exit(0); // the HTTP client's threads
  }

  private static long at(long[] sorted, double q) {
    return sorted[Math.min(sorted.length - 1, (int) Math.floor(q * sorted.length))];
  }

  /** One client: games one after another until the end; returns each move's latency (ns). */
  private static <S, M> long[] play(
      HttpClient http, URI base, Game<S, M> game, long seed, long end, AtomicLong finished)
      throws IOException, InterruptedException {
    SplittableRandom random = new SplittableRandom(seed);
    long[] latencies = new long[1024];
    int n = 0;
    while (System.nanoTime() < end) {
      JsonNode grant =
          send(
              http,
              base,
              "/api/games",
              "{\"game\":\"toguz\",\"seats\":[\"person\",\"person\"]}",
              null,
              201);
      String id = grant.get("id").asText();
      String[] tokens = {
        grant.get("token").asText(),
        send(http, base, "/api/games/" + id + "/seats/1", "", null, 200).get("token").asText()
      };
      JsonNode s = send(http, base, "/api/games/" + id, null, null, 200);
      while (!s.get("over").asBoolean() && System.nanoTime() < end) {
        JsonNode legal = s.get("legal");
        String move = legal.get(random.nextInt(legal.size())).get("move").asText();
        int seat = s.get("toMove").asInt();
        long t = System.nanoTime();
        s =
            send(
                http,
                base,
                "/api/games/" + id + "/moves",
                "{\"move\":\"" + move + "\",\"version\":" + s.get("version").asLong() + "}",
                tokens[seat],
                200);
        if (n == latencies.length) {
          latencies = Arrays.copyOf(latencies, 2 * n);
        }
        latencies[n++] = System.nanoTime() - t;
      }
      if (s.get("over").asBoolean()) {
        HttpResponse<String> r =
            http.send(
                HttpRequest.newBuilder(base.resolve("/api/games/" + id + "/record")).build(),
                HttpResponse.BodyHandlers.ofString());
        GameRecord<S, M> record = GameRecord.parseAll(game, r.body()).get(0);
        String replayed = game.formatState(record.finalState(game));
        if (!replayed.equals(s.get("position").asText())) {
          throw new IllegalStateException(
              "game "
                  + id
                  + ": the record replays to "
                  + replayed
                  + ", the server has "
                  + s.get("position").asText());
        }
        finished.incrementAndGet();
      }
    }
    return Arrays.copyOf(latencies, n);
  }

  private static JsonNode send(
      HttpClient http, URI base, String path, String body, String token, int expected)
      throws IOException, InterruptedException {
    HttpRequest.Builder b = HttpRequest.newBuilder(base.resolve(path));
    if (body != null) {
      b.header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body));
    }
    if (token != null) {
      b.header("Authorization", "Bearer " + token);
    }
    HttpResponse<String> r = http.send(b.build(), HttpResponse.BodyHandlers.ofString());
    if (r.statusCode() != expected) {
      throw new IllegalStateException(path + ": " + r.statusCode() + " " + r.body());
    }
    return JSON.readTree(r.body());
  }
}
