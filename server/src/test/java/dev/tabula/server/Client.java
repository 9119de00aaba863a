package dev.tabula.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/** A real HTTP client (java.net.http) for a running server on loopback, reading JSON by Jackson. */
final class Client {
  static final ObjectMapper JSON = new ObjectMapper();

  /** A response: status, body, and the body read as JSON when it is JSON. */
  record Reply(int status, String body, String contentType) {
    JsonNode json() {
      try {
        return JSON.readTree(body);
      } catch (IOException e) {
        throw new AssertionError("not JSON (status " + status + "): " + body, e);
      }
    }

    @Override
    public String toString() {
      return status + " " + body;
    }
  }

  private final HttpClient http =
      HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
  private final URI base;

  Client(URI base) {
    this.base = base;
  }

  Reply get(String path) {
    return send(HttpRequest.newBuilder(at(path)).GET(), null);
  }

  Reply post(String path, String body) {
    return post(path, body, null);
  }

  Reply post(String path, String body, String token) {
    HttpRequest.Builder b =
        HttpRequest.newBuilder(at(path))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
    return send(b, token);
  }

  Reply send(String method, String path, byte[] body, String token) {
    HttpRequest.Builder b =
        HttpRequest.newBuilder(at(path))
            .method(method, HttpRequest.BodyPublishers.ofByteArray(body));
    return send(b, token);
  }

  private Reply send(HttpRequest.Builder b, String token) {
    if (token != null) {
      b.header("Authorization", "Bearer " + token);
    }
    b.timeout(Duration.ofSeconds(30));
    HttpRequest request = b.build();
    try {
      HttpResponse<String> r;
      try {
        r = http.send(request, HttpResponse.BodyHandlers.ofString());
      } catch (IOException closed) {
        // After refusing a malformed request Jetty closes its connection; a request the client
        // had already started on it finds it closed. Browsers send such a request again on a new
        // connection, and so does this client, once.
        r = http.send(request, HttpResponse.BodyHandlers.ofString());
      }
      return new Reply(r.statusCode(), r.body(), r.headers().firstValue("Content-Type").orElse(""));
    } catch (IOException e) {
      throw new AssertionError("request failed: " + e, e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError("interrupted", e);
    }
  }

  /**
   * The address of a path on the server: appended to the base as text (a path such as {@code //x}
   * would otherwise resolve to another host), and checked to be the server's own.
   */
  URI at(String path) {
    URI u = URI.create(base + (path.startsWith("/") ? path.substring(1) : path));
    if (!base.getHost().equals(u.getHost()) || base.getPort() != u.getPort()) {
      throw new IllegalArgumentException("not the server under test: " + u);
    }
    return u;
  }

  HttpClient http() {
    return http;
  }

  URI base() {
    return base;
  }
}
