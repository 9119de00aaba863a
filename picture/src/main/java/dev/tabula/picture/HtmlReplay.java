package dev.tabula.picture;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonFactoryBuilder;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.CharacterEscapes;
import com.fasterxml.jackson.core.io.SerializedString;
import dev.tabula.core.Describable;
import dev.tabula.core.Game;
import dev.tabula.core.GameRecord;
import dev.tabula.core.GameResult;
import dev.tabula.core.SvgOptions;
import dev.tabula.core.spi.Svg;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Writes game records as one self-contained HTML page that steps through the games: the board of
 * every ply (drawn by {@link Drawings#svg}, with the coordinates and the last move highlighted),
 * first / previous / next / last buttons, the arrow keys and Home/End, a slider, the move list with
 * every ply clickable, what each ply did ({@link dev.tabula.core.Describable#describe(Game, Object,
 * Object, Object)}; chance events marked as such), the players' panels with whose turn it is, and
 * the result in words at the end. Several records get a game picker.
 *
 * <h2>Self-contained</h2>
 *
 * The page fetches nothing: its CSS and script are inline, text uses generic font families, the
 * pictures are inline SVG, and a Content-Security-Policy ({@code default-src 'none'}, inline styles
 * and scripts, {@code data:} images) keeps it from loading anything else. The games are embedded as
 * JSON in {@code <script type="application/json">} elements with {@code <}, {@code >} and {@code &}
 * escaped, so no text of a record (a comment holding {@code </script>}, a tag) can end them early;
 * all text is shown through the DOM's text nodes, never parsed as HTML.
 *
 * <h2>What a program can read</h2>
 *
 * The board's container has {@code id="board"}, {@code data-position} (the shown position in the
 * game's notation, {@link Game#formatState}) and {@code data-ply} (plies played, 0 at the start);
 * the move list {@code id="moves"} has one item per ply (the start included) with {@code data-ply},
 * and the shown one has class {@code current} and {@code aria-current="true"}; the buttons have the
 * ids {@code first}, {@code prev}, {@code next} and {@code last}, the slider {@code slider} and the
 * game picker {@code game}. The URL fragment {@code #game=2&ply=17} (games from 1) selects a game
 * and a ply, and follows what is shown.
 *
 * <h2>Small enough to mail</h2>
 *
 * Each game stores every distinct line of its pictures once, and each ply's picture as the edits
 * that turn the previous ply's list of lines into its own; the page's script rebuilds the picture,
 * character for character, when the ply is shown. What stays the same from ply to ply (most of a
 * board) is so stored once: a Marrakech game's page is about 0.3 to 0.5 MB (docs/pictures.md has
 * the measured sizes).
 *
 * <p>The page works in current Chromium and Firefox, from phone widths (the board scales to the
 * width, the move list below it; a drawing that marks parts, {@link Svg#part}, shows them one below
 * the other) to desktops (side by side).
 *
 * <p>Stateless and thread-safe. Every record is replayed before anything is written, so a bad
 * record throws before the first character reaches the output.
 */
public final class HtmlReplay {
  private HtmlReplay() {}

  /**
   * Returns the page for the given records.
   *
   * @param <S> the game's state type
   * @param <M> the game's move type
   * @param game the game the records belong to
   * @param records one or more records of that game and setup, shown in order
   * @return the HTML document
   * @throws IllegalArgumentException if there are no records, or a record is of another game or
   *     setup than {@code game}
   * @throws dev.tabula.core.IllegalMoveException if a record holds an illegal move; the message
   *     gives the ply
   */
  public static <S, M> String of(Game<S, M> game, List<? extends GameRecord<S, M>> records) {
    StringBuilder sb = new StringBuilder(1 << 16);
    try {
      write(game, records, sb);
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a StringBuilder does not throw
    }
    return sb.toString();
  }

  /**
   * Writes the page for the given records, one ply at a time, so a long file need not be held in
   * memory. The output is not flushed or closed.
   *
   * @param <S> the game's state type
   * @param <M> the game's move type
   * @param game the game the records belong to
   * @param records one or more records of that game and setup, shown in order
   * @param out where the HTML document goes (as UTF-8 text, as its meta tag says)
   * @throws IOException if the output throws it
   * @throws IllegalArgumentException if there are no records, or a record is of another game or
   *     setup than {@code game}; nothing has been written then
   * @throws dev.tabula.core.IllegalMoveException if a record holds an illegal move; nothing has
   *     been written then
   */
  public static <S, M> void write(
      Game<S, M> game, List<? extends GameRecord<S, M>> records, Appendable out)
      throws IOException {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(out, "out");
    if (records.isEmpty()) {
      throw new IllegalArgumentException("a replay needs at least one record");
    }
    List<List<S>> replays = new ArrayList<>(records.size());
    for (int i = 0; i < records.size(); i++) {
      GameRecord<S, M> r = Objects.requireNonNull(records.get(i), "record");
      try {
        replays.add(r.replay(game));
      } catch (dev.tabula.core.IllegalMoveException e) {
        throw records.size() == 1
            ? e
            : new dev.tabula.core.IllegalMoveException(
                "game " + (i + 1) + ", " + e.getMessage(), e);
      }
    }
    StringBuilder title = new StringBuilder();
    Svg.escapeXml(title, title(game, records.size()), true);
    out.append(HEAD_1).append(title).append(HEAD_2).append(STYLE).append(HEAD_3);
    out.append(BODY).append(title).append(BODY_END);
    for (int i = 0; i < records.size(); i++) {
      out.append("<script type=\"application/json\" class=\"replay-data\">");
      game(out, game, records.get(i), replays.get(i), i);
      out.append("</script>\n");
    }
    out.append("<script>").append(SCRIPT).append("</script>\n</body>\n</html>\n");
  }

  private static String title(Game<?, ?> game, int games) {
    StringBuilder t = new StringBuilder(game.name()).append(" replay");
    List<String> notes = new ArrayList<>();
    if (game.numPlayers() != 2) {
      notes.add(game.numPlayers() + (game.numPlayers() == 1 ? " player" : " players"));
    }
    if (games > 1) {
      notes.add(games + " games");
    }
    if (!notes.isEmpty()) {
      t.append(" (").append(String.join(", ", notes)).append(')');
    }
    return t.toString();
  }

  /** One game's JSON object; see the script for how it is read. */
  private static <S, M> void game(
      Appendable out, Game<S, M> game, GameRecord<S, M> r, List<S> states, int index)
      throws IOException {
    int n = game.numPlayers();
    S end = states.get(states.size() - 1);
    @Nullable GameResult rules = game.isTerminal(end) ? game.result(end) : null;
    List<String> names = playerNames(game, r.tags());
    StringWriter text = new StringWriter();
    try (JsonGenerator json = JSON.createGenerator(text)) {
      json.writeStartObject();
      json.writeStringField("label", label(index, names, r.result()));
      json.writeArrayFieldStart("seats");
      for (int p = 0; p < n; p++) {
        json.writeStartObject();
        json.writeStringField("seat", game.playerName(p));
        json.writeStringField("name", names.get(p));
        if (rules != null) {
          json.writeNumberField("score", rules.score(p));
          json.writeNumberField("rank", rules.rank(p));
        }
        json.writeEndObject();
      }
      json.writeEndArray();
      json.writeStringField("result", resultText(game, r, rules));
      json.writeArrayFieldStart("tags");
      for (Map.Entry<String, String> t : r.tags().entrySet()) {
        json.writeStartArray();
        json.writeString(t.getKey());
        json.writeString(t.getValue());
        json.writeEndArray();
      }
      json.writeEndArray();
      json.writeArrayFieldStart("comments");
      for (String c : r.comments()) {
        json.writeString(c);
      }
      json.writeEndArray();
      json.writeArrayFieldStart("plies");
      PlyPictures pictures = new PlyPictures();
      for (int i = 0; i < states.size(); i++) {
        S s = states.get(i);
        SvgOptions<S, M> options = SvgOptions.<S, M>defaults().coordinates(true);
        json.writeStartObject();
        if (i > 0) {
          S before = states.get(i - 1);
          M move = r.moves().get(i - 1);
          int mover = game.currentPlayer(before);
          options = options.lastMove(before, move);
          json.writeStringField("move", game.formatMove(before, move));
          json.writeStringField("text", Describable.describe(game, before, move, s));
          json.writeNumberField("mover", mover);
          json.writeStringField("by", mover == Game.CHANCE ? "chance" : game.playerName(mover));
        }
        json.writeNumberField("toMove", game.currentPlayer(s));
        json.writeStringField("position", game.formatState(s));
        int[] edits = pictures.add(Drawings.svg(game, s, options));
        json.writeFieldName("svg");
        json.writeArray(edits, 0, edits.length);
        json.writeEndObject();
      }
      json.writeEndArray();
      json.writeArrayFieldStart("lines");
      for (String line : pictures.lines()) {
        json.writeString(line);
      }
      json.writeEndArray();
      json.writeEndObject();
    }
    out.append(text.toString());
  }

  /**
   * Writes the games' JSON so that it is safe inside a {@code <script>} element: besides JSON's own
   * escapes, {@code <}, {@code >}, {@code &} and the line separators U+2028 and U+2029 are written
   * as unicode escapes, so no text of a record can end the element or be read as markup.
   */
  static final JsonFactory JSON =
      new JsonFactoryBuilder().characterEscapes(new ScriptSafe()).build();

  /** The escapes of {@link #JSON}. */
  private static final class ScriptSafe extends CharacterEscapes {
    private static final long serialVersionUID = 1L;

    private final int[] ascii;

    ScriptSafe() {
      ascii = standardAsciiEscapesForJSON();
      ascii['<'] = ESCAPE_STANDARD;
      ascii['>'] = ESCAPE_STANDARD;
      ascii['&'] = ESCAPE_STANDARD;
    }

    @Override
    public int[] getEscapeCodesForAscii() {
      return ascii;
    }

    @Override
    public @Nullable SerializableString getEscapeSequence(int ch) {
      return ch == 0x2028 ? LINE_SEPARATOR : ch == 0x2029 ? PARAGRAPH_SEPARATOR : null;
    }

    private static final SerializableString LINE_SEPARATOR = new SerializedString("\\u2028");

    private static final SerializableString PARAGRAPH_SEPARATOR = new SerializedString("\\u2029");
  }

  /**
   * The players' names by seat, from the record's tags: a tag named like the seat (PGN style,
   * {@code [White "abeke93"]}), else the seat's entry of {@code [Bots "mc,random"]} (as {@code
   * tabula play} and {@code tabula match} write), else empty.
   */
  static List<String> playerNames(Game<?, ?> game, Map<String, String> tags) {
    int n = game.numPlayers();
    String botsTag = tags.get("Bots");
    List<String> bots = botsTag == null ? List.of() : Arrays.asList(botsTag.split(",", -1));
    List<String> names = new ArrayList<>(n);
    for (int p = 0; p < n; p++) {
      String byName = tags.get(game.playerName(p));
      if (byName != null) {
        names.add(byName.strip());
      } else if (bots.size() == n) {
        names.add(bots.get(p).strip());
      } else {
        names.add("");
      }
    }
    return names;
  }

  private static String label(int index, List<String> names, String token) {
    StringBuilder l = new StringBuilder("Game ").append(index + 1);
    if (names.stream().noneMatch(String::isEmpty)) {
      l.append(": ").append(String.join(" vs ", names));
    }
    return l.append(", ").append(token).toString();
  }

  /**
   * The result in words: the rules' result when the moves end the game (with the record's claim if
   * it differs), else the record's claim and why the game stopped, else that it is unfinished.
   */
  static <S, M> String resultText(Game<S, M> game, GameRecord<S, M> r, @Nullable GameResult rules) {
    String termination = r.tags().get(GameRecord.TERMINATION);
    if (rules != null) {
      StringBuilder scores = new StringBuilder();
      for (int p = 0; p < rules.numPlayers(); p++) {
        scores.append(p == 0 ? "" : ", ").append(rules.score(p));
      }
      String text =
          winners(game, rules.winners(), rules.isDraw())
              + " ("
              + rules.token()
              + "; scores "
              + scores
              + ")";
      if (!r.result().equals(GameResult.UNFINISHED) && !r.result().equals(rules.token())) {
        text += "; the record claims " + r.result();
      }
      return text;
    }
    if (r.result().equals(GameResult.UNFINISHED)) {
      return "unfinished: the record stops before the game is over";
    }
    String claimed = claimText(game, r.result());
    return claimed + (termination == null ? "" : " by " + termination) + " (game not over)";
  }

  /** A recorded result token in words, e.g. {@code White wins (1-0)}. */
  private static String claimText(Game<?, ?> game, String token) {
    int n = game.numPlayers();
    if (!GameResult.isToken(token, n)) {
      return "result " + token;
    }
    if (n == 2) {
      return switch (token) {
            case "1-0" -> game.playerName(0) + " wins";
            case "0-1" -> game.playerName(1) + " wins";
            default -> "draw";
          }
          + " ("
          + token
          + ")";
    }
    String[] ranks = token.split(">", -1);
    if (ranks.length == 1 && n > 1) {
      return "draw (" + token + ")";
    }
    List<Integer> best = new ArrayList<>();
    for (String seat : ranks[0].split("=", -1)) {
      best.add(Integer.parseInt(seat));
    }
    return winners(game, best, false) + " (" + token + ")";
  }

  private static String winners(Game<?, ?> game, List<Integer> winners, boolean draw) {
    if (draw && game.numPlayers() > 1) {
      return "draw";
    }
    List<String> names = new ArrayList<>();
    for (int w : winners) {
      names.add(game.playerName(w));
    }
    return names.size() == 1
        ? names.get(0) + " wins"
        : String.join(" and ", names) + " share the win";
  }

  private static final String HEAD_1 =
      """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; \
      style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
      <meta name="referrer" content="no-referrer">
      <meta name="generator" content="Tabula HtmlReplay">
      <link rel="icon" href="data:,">
      <title>""";

  private static final String HEAD_2 = "</title>\n<style>\n";

  private static final String HEAD_3 = "</style>\n</head>\n";

  private static final String BODY =
      """
      <body>
      <header>
        <h1>""";

  private static final String BODY_END =
      """
      </h1>
        <div class="picker" id="picker" hidden><label for="game">Game</label>\
      <select id="game"></select></div>
      </header>
      <noscript><p>This replay needs JavaScript to step through the game.</p></noscript>
      <main>
        <section class="stage" aria-label="Board">
          <div id="board" role="img" aria-label="The board"></div>
          <div class="controls">
      """
          + button("first", "First position (Home)", "M5 5h2.5v14H5zM19 5v14L9 12z")
          + button("prev", "Previous ply (left arrow)", "M17 5v14L7 12z")
          + "      <input type=\"range\" id=\"slider\" min=\"0\" max=\"0\" value=\"0\" step=\"1\""
          + " aria-label=\"Ply\">\n"
          + button("next", "Next ply (right arrow)", "M7 5v14l10-7z")
          + button("last", "Last position (End)", "M16.5 5H19v14h-2.5zM5 5v14l10-7z")
          + """
          </div>
          <p id="status" aria-live="polite"></p>
          <p id="describe"></p>
          <p id="result" hidden></p>
          <p class="position">Position <code id="position"></code></p>
        </section>
        <div class="side">
          <section aria-labelledby="players-title"><h2 id="players-title">Players</h2>\
      <ul id="players"></ul></section>
          <section aria-labelledby="moves-title"><h2 id="moves-title">Moves</h2>\
      <ol id="moves" tabindex="0" aria-label="Moves; choose one to show it"></ol></section>
          <details id="record"><summary>Record</summary><dl id="tags"></dl></details>
        </div>
      </main>
      """;

  /**
   * A button of the replay's controls, on a line of its own: its id, its label (also its tooltip)
   * and the path of its icon.
   */
  private static String button(String id, String label, String icon) {
    return "      <button type=\"button\" id=\""
        + id
        + "\" aria-label=\""
        + label
        + "\" title=\""
        + label
        + "\"><svg viewBox=\"0 0 24 24\" aria-hidden=\"true\"><path d=\""
        + icon
        + "\"/></svg></button>\n";
  }

  /** The page's script: standard DOM only (the resource {@code replay.js}). */
  private static final String SCRIPT = resource("replay.js");

  /** The page's style sheet (the resource {@code replay.css}). */
  private static final String STYLE = resource("replay.css");

  /** A text file next to this class, in UTF-8. */
  private static String resource(String name) {
    try (InputStream in = HtmlReplay.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("the resource " + name + " is missing from tabula-core");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the resource " + name, e);
    }
  }
}
