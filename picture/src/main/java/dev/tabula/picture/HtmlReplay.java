package dev.tabula.picture;

import dev.tabula.core.Describable;
import dev.tabula.core.Game;
import dev.tabula.core.GameRecord;
import dev.tabula.core.GameResult;
import dev.tabula.core.SvgOptions;
import dev.tabula.core.spi.Svg;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Writes game records as one self-contained HTML page that steps through the games: the board of
 * every ply (drawn by {@link Game#svg}, with the last move highlighted), first / previous / next /
 * last buttons, the arrow keys and Home/End, a slider, the move list with every ply clickable, what
 * each ply did ({@link Game#describe}; chance events marked as such), the players' panels with
 * whose turn it is, and the result in words at the end. Several records get a game picker.
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
 * <p>The page works in current Chromium and Firefox, from phone widths (the board scales to the
 * width, the move list below it) to desktops (side by side).
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
    out.append(HEAD_1).append(title).append(HEAD_2);
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

    out.append("{\"label\":");
    string(out, label(index, names, r.result()));
    out.append(",\n\"seats\":[");
    for (int p = 0; p < n; p++) {
      out.append(p == 0 ? "" : ",").append("{\"seat\":");
      string(out, game.playerName(p));
      out.append(",\"name\":");
      string(out, names.get(p));
      if (rules != null) {
        out.append(",\"score\":").append(Long.toString(rules.score(p)));
        out.append(",\"rank\":").append(Integer.toString(rules.rank(p)));
      }
      out.append('}');
    }
    out.append("],\n\"result\":");
    string(out, resultText(game, r, rules));
    out.append(",\n\"tags\":[");
    boolean first = true;
    for (Map.Entry<String, String> t : r.tags().entrySet()) {
      out.append(first ? "" : ",").append('[');
      first = false;
      string(out, t.getKey());
      out.append(',');
      string(out, t.getValue());
      out.append(']');
    }
    out.append("],\n\"comments\":[");
    for (int i = 0; i < r.comments().size(); i++) {
      out.append(i == 0 ? "" : ",");
      string(out, r.comments().get(i));
    }
    out.append("],\n\"plies\":[\n");
    for (int i = 0; i < states.size(); i++) {
      S s = states.get(i);
      SvgOptions<S, M> options = SvgOptions.defaults();
      out.append(i == 0 ? "{" : ",\n{");
      if (i > 0) {
        S before = states.get(i - 1);
        M move = r.moves().get(i - 1);
        int mover = game.currentPlayer(before);
        options = options.lastMove(before, move);
        out.append("\"move\":");
        string(out, game.formatMove(before, move));
        out.append(",\"text\":");
        string(out, Describable.describe(game, before, move, s));
        out.append(",\"mover\":").append(Integer.toString(mover)).append(",\"by\":");
        string(out, mover == Game.CHANCE ? "chance" : game.playerName(mover));
        out.append(',');
      }
      int toMove = game.currentPlayer(s);
      out.append("\"toMove\":").append(Integer.toString(toMove)).append(",\"position\":");
      string(out, game.formatState(s));
      out.append(",\"svg\":");
      string(out, Drawings.svg(game, s, options));
      out.append('}');
    }
    out.append("]}");
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

  /**
   * Writes a JSON string that is safe inside a {@code <script>} element: besides JSON's own
   * escapes, {@code <}, {@code >}, {@code &} and the line separators U+2028 and U+2029 are written
   * as JSON unicode escapes.
   */
  static void string(Appendable out, String s) throws IOException {
    StringBuilder json = new StringBuilder(s.length() + 16).append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      String escaped = json(c);
      if (escaped == null) {
        json.append(c);
      } else {
        json.append(escaped);
      }
    }
    out.append(json.append('"'));
  }

  /** The characters JSON writes as a backslash and a letter, and those letters. */
  private static final String SHORT = "\"\\\n\r\t";

  private static final String SHORT_LETTER = "\"\\nrt";

  /** A character's escape in {@link #string}, or null when it stands for itself. */
  private static @Nullable String json(char c) {
    int k = SHORT.indexOf(c);
    if (k >= 0) {
      return "\\" + SHORT_LETTER.charAt(k);
    }
    if (c < 0x20 || c == '<' || c == '>' || c == '&' || c == '\u2028' || c == '\u2029') {
      StringBuilder u = new StringBuilder(6).append("\\u");
      for (int shift = 12; shift >= 0; shift -= 4) {
        u.append(HEX.charAt((c >> shift) & 0xf));
      }
      return u.toString();
    }
    return null;
  }

  private static final String HEX = "0123456789abcdef";

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

  private static final String HEAD_2 =
      """
      </title>
      <style>
      :root { color-scheme: light; --ink: #1b1f24; --muted: #5b6570; --line: #d8dde3;
        --paper: #ffffff; --wash: #f4f6f8; --accent: #0072B2; --mark: #e6f0f8; --chance: #8a5a00; }
      * { box-sizing: border-box; }
      html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
      body { margin: 0; background: var(--wash); color: var(--ink);
        font: 15px/1.45 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
      header { display: flex; flex-wrap: wrap; align-items: center; gap: .5rem 1rem;
        padding: .6rem 1rem; background: var(--paper); border-bottom: 1px solid var(--line); }
      h1 { font-size: 1.1rem; margin: 0; font-weight: 600; overflow-wrap: anywhere; }
      h2 { font-size: .8rem; margin: 0 0 .35rem; text-transform: uppercase; letter-spacing: .06em;
        color: var(--muted); font-weight: 600; }
      .picker { display: flex; align-items: center; gap: .4rem; min-width: 0; max-width: 100%; }
      .picker[hidden] { display: none; }
      select { font: inherit; max-width: 100%; min-width: 0; padding: .25rem; }
      main { display: grid; grid-template-columns: minmax(0, 1fr) minmax(16rem, 22rem); gap: 1rem;
        padding: 1rem; max-width: 84rem; margin: 0 auto; align-items: start; }
      .stage, .side > section, .side > details { background: var(--paper);
        border: 1px solid var(--line); border-radius: 8px; padding: .75rem; min-width: 0; }
      .side { display: grid; gap: 1rem; min-width: 0; }
      #board { display: flex; justify-content: center; min-height: 4rem; }
      #board svg { display: block; width: 100%; height: auto;
        max-height: max(14rem, calc(100vh - 17rem)); }
      .controls { display: flex; align-items: center; gap: .4rem; margin: .75rem 0 .25rem; }
      .controls button { flex: none; display: inline-flex; align-items: center;
        justify-content: center; width: 2.6rem; height: 2.4rem; border: 1px solid var(--line);
        border-radius: 6px; background: var(--paper); color: var(--ink); cursor: pointer; }
      .controls button:hover:not(:disabled) { background: var(--mark); }
      .controls button:disabled { color: #aab2bb; cursor: default; }
      .controls svg { width: 1.2rem; height: 1.2rem; fill: currentColor; }
      #slider { flex: 1 1 auto; min-width: 3rem; accent-color: var(--accent); }
      :focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
      #status { margin: .25rem 0; color: var(--muted); font-size: .9rem; }
      #describe { margin: .25rem 0; font-size: 1.05rem; min-height: 1.5em; overflow-wrap: anywhere; }
      #describe .n { color: var(--muted); font-variant-numeric: tabular-nums; }
      .badge { display: inline-block; margin-right: .4rem; padding: 0 .4rem; border-radius: 4px;
        font-size: .8rem; font-weight: 600; color: #ffffff; background: var(--chance); }
      #moves .who { font-weight: 600; }
      .chance .who { color: var(--chance); font-style: italic; }
      #result { margin: .5rem 0 .25rem; padding: .5rem .75rem; border-radius: 6px;
        background: #e9f5ef; border: 1px solid #9fd3b8; font-weight: 600; overflow-wrap: anywhere; }
      #result[hidden] { display: none; }
      .position { margin: .5rem 0 0; font-size: .8rem; color: var(--muted); overflow-wrap: anywhere; }
      code { font-family: ui-monospace, 'Cascadia Mono', Menlo, Consolas, monospace; }
      #players { list-style: none; margin: 0; padding: 0; display: grid; gap: .3rem; }
      #players li { display: flex; flex-wrap: wrap; gap: .1rem .5rem; align-items: baseline;
        padding: .3rem .5rem; border-radius: 6px; border-left: 4px solid transparent; }
      #players li.to-move { background: var(--mark); border-left-color: var(--accent); }
      #players .seat { font-weight: 600; }
      #players .name { color: var(--muted); overflow-wrap: anywhere; }
      #players .score { margin-left: auto; font-variant-numeric: tabular-nums; }
      #moves { list-style: none; margin: 0; padding: 0; overflow-y: auto;
        max-height: max(12rem, calc(100vh - 24rem));
        position: relative; border-top: 1px solid var(--line); }
      #moves li { display: grid; grid-template-columns: 2.6rem minmax(0, auto) minmax(0, 1fr);
        gap: .5rem; padding: .2rem .4rem; cursor: pointer; border-bottom: 1px solid var(--wash);
        border-left: 4px solid transparent; }
      #moves li:hover { background: var(--wash); }
      #moves li.current { background: var(--mark); border-left-color: var(--accent); }
      #moves .n { color: var(--muted); text-align: right; font-variant-numeric: tabular-nums; }
      #moves .mv { overflow-wrap: anywhere; }
      dl { margin: .5rem 0 0; display: grid; grid-template-columns: auto minmax(0, 1fr);
        gap: .2rem .75rem; font-size: .85rem; }
      dt { color: var(--muted); } dd { margin: 0; overflow-wrap: anywhere; }
      summary { cursor: pointer; font-weight: 600; }
      @media (max-width: 760px) {
        main { grid-template-columns: minmax(0, 1fr); padding: .5rem; gap: .5rem; }
        #board svg { max-height: none; }
        #moves { max-height: 45vh; }
      }
      </style>
      </head>
      """;

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

  /** The page's script: standard DOM only. */
  private static final String SCRIPT =
      """
      (function () {
        'use strict';
        var $ = function (id) { return document.getElementById(id); };
        var games = Array.prototype.map.call(document.querySelectorAll('script.replay-data'),
          function (s) { return JSON.parse(s.textContent); });
        var board = $('board'), slider = $('slider'), moves = $('moves'), picker = $('game');
        var players = $('players'), status = $('status'), describe = $('describe');
        var result = $('result'), position = $('position'), tags = $('tags');
        var parser = new DOMParser();
        var g = -1, ply = 0, items = [], seatItems = [];

        function text(tag, cls, value) {
          var e = document.createElement(tag);
          if (cls) { e.className = cls; }
          e.textContent = value;
          return e;
        }

        function picture(svg) {
          var doc = parser.parseFromString(svg, 'image/svg+xml');
          var root = doc.documentElement;
          if (!root || root.localName !== 'svg' || doc.getElementsByTagName('parsererror').length) {
            return text('p', 'broken', 'This position could not be drawn.');
          }
          root.removeAttribute('width');
          root.removeAttribute('height');
          root.setAttribute('aria-hidden', 'true');
          return document.importNode(root, true);
        }

        function seatName(game, seat) {
          return seat >= 0 && seat < game.seats.length ? game.seats[seat].seat : '';
        }

        function load(index) {
          g = index;
          var game = games[g];
          picker.value = String(g);
          slider.max = String(game.plies.length - 1);
          moves.textContent = '';
          items = [];
          game.plies.forEach(function (p, i) {
            var li = document.createElement('li');
            li.setAttribute('data-ply', String(i));
            if (i === 0) {
              li.appendChild(text('span', 'n', ''));
              li.appendChild(text('span', 'who', 'start'));
              li.appendChild(text('span', 'mv', ''));
            } else {
              if (p.mover === -1) { li.className = 'chance'; }
              li.appendChild(text('span', 'n', String(i) + '.'));
              li.appendChild(text('span', 'who', p.by));
              li.appendChild(text('span', 'mv', p.move));
              li.title = p.text;
            }
            moves.appendChild(li);
            items.push(li);
          });
          players.textContent = '';
          seatItems = game.seats.map(function (s, i) {
            var li = document.createElement('li');
            li.setAttribute('data-seat', String(i));
            li.appendChild(text('span', 'seat', s.seat));
            if (s.name) { li.appendChild(text('span', 'name', s.name)); }
            li.appendChild(text('span', 'score', ''));
            players.appendChild(li);
            return li;
          });
          tags.textContent = '';
          game.tags.forEach(function (t) {
            tags.appendChild(text('dt', '', t[0]));
            tags.appendChild(text('dd', '', t[1]));
          });
          game.comments.forEach(function (c) {
            tags.appendChild(text('dt', '', 'comment'));
            tags.appendChild(text('dd', '', c));
          });
          $('record').hidden = tags.childNodes.length === 0;
        }

        function show(index, p) {
          if (index !== g) { load(index); }
          var game = games[g], last = game.plies.length - 1;
          ply = Math.max(0, Math.min(last, p));
          var here = game.plies[ply];
          board.textContent = '';
          board.appendChild(picture(here.svg));
          board.setAttribute('data-position', here.position);
          board.setAttribute('data-ply', String(ply));
          position.textContent = here.position;
          slider.value = String(ply);
          slider.setAttribute('aria-valuetext', 'ply ' + ply + ' of ' + last);
          items.forEach(function (li, i) {
            if (i === ply) {
              li.classList.add('current');
              li.setAttribute('aria-current', 'true');
            } else if (li.classList.contains('current')) {
              li.classList.remove('current');
              li.removeAttribute('aria-current');
            }
          });
          reveal(items[ply]);
          var turn = here.toMove >= 0 ? seatName(game, here.toMove) + ' to move'
            : here.toMove === -1 ? 'chance to move' : 'game over';
          status.textContent = 'Ply ' + ply + ' of ' + last + ' \\u00b7 ' + turn;
          describe.textContent = '';
          describe.className = here.mover === -1 ? 'chance' : '';
          if (ply === 0) {
            describe.appendChild(text('span', '', 'Start position'));
          } else {
            describe.appendChild(text('span', 'n', ply + '. '));
            if (here.mover === -1) { describe.appendChild(text('span', 'badge', 'chance')); }
            describe.appendChild(text('span', '', here.text));
          }
          var atEnd = ply === last;
          result.hidden = !atEnd;
          result.textContent = atEnd ? 'Result: ' + game.result : '';
          seatItems.forEach(function (li, i) {
            li.classList.toggle('to-move', here.toMove === i);
            var s = game.seats[i];
            li.lastChild.textContent = atEnd && typeof s.score === 'number'
              ? s.score + (s.rank === 0 ? ' \\u2605' : '') : '';
          });
          $('first').disabled = $('prev').disabled = ply === 0;
          $('next').disabled = $('last').disabled = ply === last;
          var hash = '#game=' + (g + 1) + '&ply=' + ply;
          if (location.hash !== hash) {
            try { history.replaceState(null, '', hash); } catch (e) { /* a file: page may refuse */ }
          }
        }

        function reveal(li) {
          var top = li.offsetTop, bottom = top + li.offsetHeight;
          if (top < moves.scrollTop || bottom > moves.scrollTop + moves.clientHeight) {
            moves.scrollTop = Math.max(0, top - (moves.clientHeight - li.offsetHeight) / 2);
          }
        }

        function fromHash() {
          var game = 0, p = 0;
          location.hash.replace(/^#/, '').split('&').forEach(function (kv) {
            var i = kv.indexOf('='), k = kv.slice(0, i), v = parseInt(kv.slice(i + 1), 10);
            if (i < 0 || isNaN(v)) { return; }
            if (k === 'game') { game = Math.max(0, Math.min(games.length - 1, v - 1)); }
            if (k === 'ply') { p = v; }
          });
          show(game, p);
        }

        games.forEach(function (game, i) {
          var o = document.createElement('option');
          o.value = String(i);
          o.textContent = game.label;
          picker.appendChild(o);
        });
        $('picker').hidden = games.length < 2;
        picker.addEventListener('change', function () { show(parseInt(picker.value, 10), 0); });
        $('first').addEventListener('click', function () { show(g, 0); });
        $('prev').addEventListener('click', function () { show(g, ply - 1); });
        $('next').addEventListener('click', function () { show(g, ply + 1); });
        $('last').addEventListener('click', function () { show(g, Infinity); });
        slider.addEventListener('input', function () { show(g, parseInt(slider.value, 10)); });
        moves.addEventListener('click', function (e) {
          var li = e.target.closest ? e.target.closest('li[data-ply]') : null;
          if (li) { show(g, parseInt(li.getAttribute('data-ply'), 10)); }
        });
        document.addEventListener('keydown', function (e) {
          if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) { return; }
          var t = e.target && e.target.tagName;
          if (t === 'INPUT' || t === 'SELECT' || t === 'TEXTAREA') { return; }
          switch (e.key) {
            case 'ArrowLeft': show(g, ply - 1); break;
            case 'ArrowRight': show(g, ply + 1); break;
            case 'Home': show(g, 0); break;
            case 'End': show(g, Infinity); break;
            default: return;
          }
          e.preventDefault();
        });
        window.addEventListener('hashchange', fromHash);
        fromHash();
      })();
      """;
}
