package dev.tabula.server;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import io.javalin.http.staticfiles.Location;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The HTTP API and the page, as Javalin routes: docs/server.md describes each route, its JSON and
 * its errors. Every refusal is a 4xx (or a 503 when the server is full) with {@code {"status": ...,
 * "error": "..."}}; anything else that goes wrong is a 500 with no detail in the response.
 */
final class Api {
  private static final System.Logger LOG = System.getLogger(Api.class.getName());

  /** Where the page's files are on the class path. */
  static final String PAGE = "/dev/tabula/server/page";

  /** The page's rules for the browser: nothing but this server, no inline scripts. */
  static final String CONTENT_SECURITY_POLICY =
      "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline';"
          + " frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

  private static final ObjectMapper JSON = new ObjectMapper();

  /**
   * How much of a refused, too-large body the server still reads (and drops) before it answers 413:
   * a client that is still sending it then reads the refusal, where closing the connection under it
   * would reset the connection and lose the answer. A body larger than this gets its 413 and the
   * connection is closed.
   */
  static final long DRAIN_BYTES = 1 << 20;

  private final Lobby lobby;

  private Api(Lobby lobby) {
    this.lobby = lobby;
  }

  static Javalin create(Lobby lobby, TabulaServer.Builder settings) {
    Api api = new Api(lobby);
    return Javalin.create(
        cfg -> {
          cfg.startup.showJavalinBanner = false;
          cfg.startup.showOldJavalinVersionWarning = false;
          cfg.http.maxRequestSize = settings.maxBodyBytes;
          cfg.jetty.modifyServer(server -> server.setErrorHandler(new JsonErrors()));
          cfg.staticFiles.add(
              sf -> {
                sf.hostedPath = "/";
                sf.directory = PAGE;
                sf.location = Location.CLASSPATH;
                sf.headers =
                    Map.of(
                        "Content-Security-Policy", CONTENT_SECURITY_POLICY,
                        "X-Content-Type-Options", "nosniff",
                        "Cache-Control", "no-cache");
              });
          cfg.routes.before(
              ctx -> {
                ctx.header("X-Content-Type-Options", "nosniff");
                ctx.header("Cache-Control", "no-store");
                long length = ctx.contentLength();
                if (length > settings.maxBodyBytes) {
                  drain(ctx);
                  throw new ServerException(
                      413,
                      "the request body has "
                          + length
                          + " bytes; the server takes at most "
                          + settings.maxBodyBytes);
                }
              });
          cfg.routes.get("/api", ctx -> ctx.json(lobby.offers()));
          cfg.routes.post("/api/games", api::create);
          cfg.routes.get("/api/games/{id}", api::state);
          cfg.routes.get("/api/games/{id}/picture", api::picture);
          cfg.routes.post("/api/games/{id}/seats/{seat}", api::join);
          cfg.routes.post("/api/games/{id}/moves", api::move);
          cfg.routes.post("/api/games/{id}/resign", api::resign);
          cfg.routes.post("/api/games/{id}/takeback", api::takeBack);
          cfg.routes.get("/api/games/{id}/record", api::record);
          cfg.routes.get("/api/games/{id}/replay", api::replay);
          cfg.routes.before(
              "/api/games/{id}/events",
              ctx -> {
                lobby.table(ctx.pathParam("id"));
                String accept = ctx.header("Accept");
                if (accept == null || !accept.contains("text/event-stream")) {
                  throw new ServerException(
                      406, "the updates are server-sent events: send 'Accept: text/event-stream'");
                }
              });
          cfg.routes.sse(
              "/api/games/{id}/events",
              client -> {
                try {
                  lobby.table(client.ctx().pathParam("id")).watch(client);
                } catch (ServerException e) {
                  client.sendEvent("error", String.valueOf(e.getMessage()));
                  client.close();
                }
              });
          cfg.routes.exception(
              ServerException.class,
              (e, ctx) -> error(ctx, e.status(), String.valueOf(e.getMessage())));
          cfg.routes.exception(
              HttpResponseException.class,
              (e, ctx) -> {
                if (e.getStatus() == 413) {
                  drain(ctx);
                }
                error(
                    ctx,
                    e.getStatus(),
                    e.getStatus() == 404
                        ? "no such route: " + ctx.method() + " " + ctx.path()
                        : javalinMessage(e));
              });
          cfg.routes.exception(
              Exception.class,
              (e, ctx) -> {
                LOG.log(System.Logger.Level.ERROR, "internal error in " + ctx.method(), e);
                error(ctx, 500, "internal error");
              });
          cfg.routes.error(
              404,
              ctx -> {
                if (ctx.result() == null || ctx.result().isEmpty()) {
                  error(ctx, 404, "no such route: " + ctx.method() + " " + ctx.path());
                }
              });
          cfg.routes.error(
              405,
              ctx -> {
                if (ctx.result() == null || ctx.result().isEmpty()) {
                  error(ctx, 405, "method " + ctx.method() + " is not allowed on " + ctx.path());
                }
              });
        });
  }

  private static String javalinMessage(HttpResponseException e) {
    if (e.getStatus() == 413) {
      return "the request body is larger than the server takes";
    }
    String m = e.getMessage();
    return m == null || m.isBlank() ? "refused" : m;
  }

  /** Reads and drops what is left of a refused body, at most {@link #DRAIN_BYTES}. */
  private static void drain(Context ctx) {
    byte[] buffer = new byte[8192];
    long left = DRAIN_BYTES;
    try {
      java.io.InputStream in = ctx.req().getInputStream();
      int n;
      while (left > 0 && (n = in.read(buffer, 0, (int) Math.min(buffer.length, left))) > 0) {
        left -= n;
      }
    } catch (java.io.IOException | IllegalStateException e) {
      // the client is gone or the body was read already: nothing left to drop
    }
  }

  private static void error(Context ctx, int status, String message) {
    ctx.status(status).json(new Views.ErrorView(status, message));
  }

  // ------------------------------------------------------------------ routes

  private void create(Context ctx) {
    ObjectNode body = body(ctx, Set.of("game", "options", "position", "seats", "seed"));
    String game = java.util.Objects.requireNonNull(text(body, "game", true));
    Map<String, String> options = new LinkedHashMap<>();
    JsonNode o = body.get("options");
    if (o != null && !o.isNull()) {
      if (!o.isObject()) {
        throw ServerException.badRequest("'options' must be an object of option names to values");
      }
      Iterator<Map.Entry<String, JsonNode>> it = o.fields();
      while (it.hasNext()) {
        Map.Entry<String, JsonNode> e = it.next();
        if (!e.getValue().isValueNode() || e.getValue().isNull()) {
          throw ServerException.badRequest(
              "option '" + e.getKey() + "' must be a string or a number");
        }
        options.put(e.getKey(), e.getValue().asText());
      }
    }
    String position = text(body, "position", false);
    List<String> seats = null;
    JsonNode s = body.get("seats");
    if (s != null && !s.isNull()) {
      if (!s.isArray()) {
        throw ServerException.badRequest(
            "'seats' must be an array with one entry a seat: \"person\" or a bot");
      }
      seats = new ArrayList<>();
      for (JsonNode e : s) {
        if (!e.isTextual()) {
          throw ServerException.badRequest(
              "each seat is a string: \"person\" or a bot, e.g. \"mcts:time=1s\"");
        }
        seats.add(e.asText());
      }
    }
    Long seed = wholeNumber(body, "seed", "'seed' must be a whole number in the 64-bit range");
    Table<?, ?> t = lobby.create(game, options, position, seats, seed);
    int seat = t.firstPerson();
    String token = seat < 0 ? null : t.join(seat);
    ctx.status(201)
        .header("Location", "/api/games/" + t.id)
        .json(new Views.SeatGrant(t.id, seat, token, t.view(wantsPicture(ctx))));
  }

  private void state(Context ctx) {
    ctx.json(lobby.table(ctx.pathParam("id")).view(wantsPicture(ctx)));
  }

  private void picture(Context ctx) {
    Views.StateView v = lobby.table(ctx.pathParam("id")).view(true);
    ctx.contentType("image/svg+xml").result(String.valueOf(v.picture()));
  }

  private void join(Context ctx) {
    Table<?, ?> t = lobby.table(ctx.pathParam("id"));
    int seat = seatNumber(ctx.pathParam("seat"));
    String token = t.join(seat);
    ctx.json(new Views.SeatGrant(t.id, seat, token, t.view(wantsPicture(ctx))));
  }

  private void move(Context ctx) {
    Table<?, ?> t = lobby.table(ctx.pathParam("id"));
    int seat = t.seatOf(bearer(ctx));
    ObjectNode body = body(ctx, Set.of("move", "action", "version"));
    String move = text(body, "move", false);
    Long actionId = wholeNumber(body, "action", "'action' must be an action id, a whole number");
    if (actionId != null && actionId != actionId.intValue()) {
      throw ServerException.badRequest("'action' must be an action id, a whole number");
    }
    Integer action = actionId == null ? null : actionId.intValue();
    if ((move == null) == (action == null)) {
      throw ServerException.badRequest(
          "give the move as 'move' (its notation) or as 'action' (its id), one of them");
    }
    Long version = wholeNumber(body, "version", "'version' must be a whole number");
    t.move(seat, move, action, version);
    ctx.json(t.view(wantsPicture(ctx)));
  }

  private void resign(Context ctx) {
    Table<?, ?> t = lobby.table(ctx.pathParam("id"));
    t.resign(t.seatOf(bearer(ctx)));
    ctx.json(t.view(wantsPicture(ctx)));
  }

  private void takeBack(Context ctx) {
    Table<?, ?> t = lobby.table(ctx.pathParam("id"));
    t.takeBack(t.seatOf(bearer(ctx)));
    ctx.json(t.view(wantsPicture(ctx)));
  }

  private void record(Context ctx) {
    Table<?, ?> t = lobby.table(ctx.pathParam("id"));
    ctx.contentType("text/plain; charset=utf-8")
        .header("Content-Disposition", "attachment; filename=\"tabula-" + t.id + ".txt\"")
        .result(formatRecord(t));
  }

  private static <S, M> String formatRecord(Table<S, M> t) {
    return t.record().format(t.game);
  }

  private void replay(Context ctx) {
    Table<?, ?> t = lobby.table(ctx.pathParam("id"));
    ctx.contentType("text/html; charset=utf-8").result(t.replay());
  }

  // ------------------------------------------------------------------ reading requests

  private static boolean wantsPicture(Context ctx) {
    String p = ctx.queryParam("picture");
    if (p == null || p.equals("false")) {
      return false;
    }
    if (p.equals("true")) {
      return true;
    }
    throw ServerException.badRequest("'picture' is true or false, got '" + p + "'");
  }

  private static int seatNumber(String text) {
    if (!text.matches("\\d{1,4}")) {
      throw ServerException.notFound("no seat '" + text + "': seats are numbered from 0");
    }
    return Integer.parseInt(text);
  }

  private static @Nullable String bearer(Context ctx) {
    String h = ctx.header("Authorization");
    if (h == null) {
      return null;
    }
    if (!h.startsWith("Bearer ")) {
      throw new ServerException(401, "the Authorization header must be 'Bearer TOKEN'");
    }
    return h.substring("Bearer ".length()).strip();
  }

  /** The body as a JSON object with only the given fields, or a 400 that says what is wrong. */
  private static ObjectNode body(Context ctx, Set<String> fields) {
    byte[] bytes = ctx.bodyAsBytes();
    if (bytes.length == 0) {
      throw ServerException.badRequest(
          "the request needs a JSON object as its body (fields: "
              + String.join(", ", sorted(fields))
              + ")");
    }
    JsonNode node;
    try (JsonParser parser = JSON.createParser(bytes)) {
      node = JSON.readTree(parser);
      if (parser.nextToken() != null) {
        // a body is one JSON value: what follows it is refused, not ignored
        JsonLocation at = parser.currentTokenLocation();
        throw ServerException.badRequest(
            "malformed JSON at line "
                + at.getLineNr()
                + ", column "
                + at.getColumnNr()
                + ": more after the body's JSON object");
      }
    } catch (JacksonException e) {
      JsonLocation at = e.getLocation();
      throw ServerException.badRequest(
          "malformed JSON"
              + (at == null ? "" : " at line " + at.getLineNr() + ", column " + at.getColumnNr())
              + ": "
              + String.valueOf(e.getOriginalMessage())
                  .replaceAll("\\s*\\((?:start marker at )?\\[Source:.*", "")
                  .replaceAll("\\s+", " ")
                  .strip());
    } catch (java.io.IOException e) {
      throw ServerException.badRequest("unreadable body: " + e.getMessage());
    }
    if (node == null || !node.isObject()) {
      throw ServerException.badRequest("the body must be a JSON object");
    }
    ObjectNode object = (ObjectNode) node;
    Iterator<String> names = object.fieldNames();
    while (names.hasNext()) {
      String n = names.next();
      if (!fields.contains(n)) {
        throw ServerException.badRequest(
            "unknown field '" + n + "' (fields: " + String.join(", ", sorted(fields)) + ")");
      }
    }
    return object;
  }

  private static List<String> sorted(Set<String> s) {
    List<String> l = new ArrayList<>(s);
    l.sort(null);
    return l;
  }

  /**
   * Returns an optional whole-number field (absent or null: null), refusing anything else with
   * {@code error}.
   */
  private static @Nullable Long wholeNumber(ObjectNode body, String field, String error) {
    JsonNode n = body.get(field);
    if (n == null || n.isNull()) {
      return null;
    }
    if (!n.isIntegralNumber() || !n.canConvertToLong()) {
      throw ServerException.badRequest(error);
    }
    return n.asLong();
  }

  private static @Nullable String text(ObjectNode body, String field, boolean required) {
    JsonNode n = body.get(field);
    if (n == null || n.isNull()) {
      if (required) {
        throw ServerException.badRequest("the field '" + field + "' is missing");
      }
      return null;
    }
    if (!n.isTextual()) {
      throw ServerException.badRequest("'" + field + "' must be a string");
    }
    return n.asText();
  }
}
