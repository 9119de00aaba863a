package dev.tabula.picture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tabula.core.GameRecord;
import dev.tabula.core.GameResult;
import dev.tabula.core.IllegalMoveException;
import dev.tabula.core.SvgOptions;
import dev.tabula.testkit.fixtures.Race;
import dev.tabula.testkit.fixtures.TakeAway;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The page's structure as text: the browser tests in the cli module check what it shows. Race is
 * the game here: it has chance plies, and its notation has no characters that need escaping, so
 * positions can be read back from the JSON with a regular expression.
 */
class HtmlReplayTest {
  private final Race race = Race.INSTANCE;

  /** White steps 2, bonus 1, Black steps 1, bonus 0, ... until White reaches the goal. */
  private final List<Race.Move> moves =
      List.of(
          Race.Move.STEP2,
          Race.Move.BONUS1,
          Race.Move.STEP1,
          Race.Move.BONUS0,
          Race.Move.STEP2,
          Race.Move.BONUS1);

  private GameRecord<Race.State, Race.Move> finished() {
    return GameRecord.of(race, race.start(), moves);
  }

  /** The contents of the page's JSON data elements, in order. */
  private static List<String> data(String html) {
    List<String> out = new ArrayList<>();
    Matcher m =
        Pattern.compile("<script type=\"application/json\" class=\"replay-data\">(.*?)</script>")
            .matcher(html.replace("\n", " "));
    while (m.find()) {
      out.add(m.group(1));
    }
    return out;
  }

  private static List<String> all(String regex, String text) {
    List<String> out = new ArrayList<>();
    Matcher m = Pattern.compile(regex).matcher(text);
    while (m.find()) {
      out.add(m.group(1));
    }
    return out;
  }

  @Test
  void of_onePlyEntryPerStateWithPositionMoveAndMover() {
    GameRecord<Race.State, Race.Move> r = finished();
    String html = HtmlReplay.of(race, List.of(r));
    List<String> data = data(html);
    assertEquals(1, data.size());
    List<String> positions = new ArrayList<>();
    for (Race.State s : r.replay(race)) {
      positions.add(race.formatState(s));
    }
    assertEquals(positions, all("\"position\":\"([^\"]*)\"", data.get(0)));
    assertEquals(7, all("(\"svg\":)", data.get(0)).size());
    assertEquals(
        List.of("s2", "b1", "s1", "b0", "s2", "b1"), all("\"move\":\"([^\"]*)\"", data.get(0)));
    // who moved: seats for decisions, -1 (and "chance") for chance plies
    assertEquals(List.of("0", "-1", "1", "-1", "0", "-1"), all("\"mover\":(-?\\d+)", data.get(0)));
    assertEquals(3, all("(\"by\":\"chance\")", data.get(0)).size());
    // whose turn after each ply: the last is the end (-2)
    assertEquals(
        List.of("0", "-1", "1", "-1", "0", "-1", "-2"), all("\"toMove\":(-?\\d+)", data.get(0)));
  }

  /**
   * Each ply's picture as the page's script rebuilds it: the game's lines (stored once) and each
   * ply's edits of the list of lines before, groups of keep, drop, count and the numbers added.
   */
  private static List<String> pictures(String data) throws IOException {
    JsonNode tree = new ObjectMapper().readTree(data);
    List<String> lines = new ArrayList<>();
    for (JsonNode l : tree.findValue("lines")) {
      lines.add(l.textValue());
    }
    List<String> out = new ArrayList<>();
    List<Integer> before = List.of();
    for (JsonNode e : tree.findValues("svg")) {
      List<Integer> edits = new ArrayList<>();
      for (JsonNode n : e) {
        edits.add(n.intValue());
      }
      List<Integer> now = new ArrayList<>();
      int at = 0;
      for (int i = 0; i < edits.size(); ) {
        int keep = edits.get(i);
        int drop = edits.get(i + 1);
        int count = edits.get(i + 2);
        i += 3;
        now.addAll(before.subList(at, at + keep));
        at += keep + drop;
        now.addAll(edits.subList(i, i + count));
        i += count;
      }
      StringBuilder svg = new StringBuilder();
      for (int k = 0; k < now.size(); k++) {
        svg.append(k == 0 ? "" : "\n").append(lines.get(now.get(k)));
      }
      out.add(svg.toString());
      before = now;
    }
    return out;
  }

  @Test
  void of_eachPlysPictureIsTheGamesWithCoordinatesAndTheLastMove() throws IOException {
    GameRecord<Race.State, Race.Move> r = finished();
    List<Race.State> states = r.replay(race);
    List<String> expected = new ArrayList<>();
    for (int i = 0; i < states.size(); i++) {
      SvgOptions<Race.State, Race.Move> o = SvgOptions.<Race.State, Race.Move>defaults();
      o = o.coordinates(true);
      if (i > 0) {
        o = o.lastMove(states.get(i - 1), moves.get(i - 1));
      }
      expected.add(Drawings.svg(race, states.get(i), o));
    }
    assertEquals(expected, pictures(data(HtmlReplay.of(race, List.of(r))).get(0)));
  }

  @Test
  void of_selfContained_cspAndNoExternalReference() {
    String html = HtmlReplay.of(race, List.of(finished()));
    assertTrue(
        html.contains(
            "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
                + "style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:\">"),
        "CSP");
    assertTrue(html.startsWith("<!DOCTYPE html>\n<html lang=\"en\">"));
    assertTrue(
        html.contains("</style>\n</head>\n<body>\n<header>\n  <h1>race replay</h1>\n"), html);
    assertTrue(html.endsWith("</script>\n</body>\n</html>\n"));
    assertTrue(html.contains("<meta charset=\"utf-8\">"));
    String lower = html.toLowerCase(Locale.ROOT).replace("http://www.w3.org/2000/svg", "");
    assertFalse(lower.contains("http:"), "an http reference");
    assertFalse(lower.contains("https:"), "an https reference");
    assertFalse(lower.contains("src="), "a src attribute");
    assertFalse(lower.contains("url("), "a CSS url()");
    assertFalse(lower.contains("@import"), "a CSS import");
    assertEquals(List.of("data:,"), all("href=\"([^\"]*)\"", lower), "only the empty icon");
  }

  @Test
  void of_machineReadableIds() {
    String html = HtmlReplay.of(race, List.of(finished()));
    for (String id : List.of("board", "first", "prev", "next", "last", "slider", "moves", "game")) {
      assertTrue(html.contains("id=\"" + id + "\""), id);
    }
    assertTrue(html.contains("<button type=\"button\" id=\"next\" aria-label=\"Next ply"));
  }

  @Test
  void of_recordTextCannotEndTheDataElement() {
    GameRecord<Race.State, Race.Move> r =
        finished()
            .withTag("White", "</script><script>alert(1)</script>")
            .withTag("Event", "a & b <!-- c \u2028 d")
            .withComments(List.of("</SCRIPT><img src=x onerror=alert(2)>"));
    String html = HtmlReplay.of(race, List.of(r, r));
    // two data elements and the page's own script: nothing else closes a script
    assertEquals(3, all("(</script)", html.toLowerCase(Locale.ROOT)).size(), "closing script tags");
    for (String d : data(html)) {
      assertFalse(d.contains("<"), "a raw '<' in the data");
      assertFalse(d.contains(">"), "a raw '>' in the data");
      assertFalse(d.contains("&"), "a raw '&' in the data");
      assertFalse(d.contains("\u2028"), "a raw line separator in the data");
      assertTrue(d.contains("\\u003C/script\\u003E\\u003Cscript\\u003Ealert(1)"), d);
      assertTrue(d.contains("a \\u0026 b \\u003C!-- c \\u2028 d"), d);
    }
  }

  @Test
  void of_titleNamesGameAndPlayers() {
    String html =
        HtmlReplay.of(
            new TakeAway(3, 10),
            List.of(GameRecord.of(new TakeAway(3, 10), new TakeAway(3, 10).start(), List.of())));
    assertTrue(
        html.contains("<title>take-away replay (3 players)</title>"), html.substring(0, 600));
  }

  @Test
  void of_playersFromBotsTag() {
    GameRecord<Race.State, Race.Move> r = finished().withTag("Bots", "mc,random");
    String d = data(HtmlReplay.of(race, List.of(r))).get(0);
    assertTrue(
        d.contains(
            "\"seats\":[{\"seat\":\"player 0\",\"name\":\"mc\",\"score\":6,\"rank\":0},"
                + "{\"seat\":\"player 1\",\"name\":\"random\",\"score\":1,\"rank\":1}]"),
        d.substring(0, 300));
    assertTrue(d.startsWith("{\"label\":\"Game 1: mc vs random, 1-0\""), d.substring(0, 80));
    // a Bots tag that does not fit the seats is not used
    d = data(HtmlReplay.of(race, List.of(finished().withTag("Bots", "mc")))).get(0);
    assertTrue(d.contains("{\"seat\":\"player 0\",\"name\":\"\","), d.substring(0, 300));
  }

  @Test
  void of_resultInWords() {
    String d = data(HtmlReplay.of(race, List.of(finished()))).get(0);
    assertTrue(d.contains("\"result\":\"player 0 wins (1-0; scores "), d);

    GameRecord<Race.State, Race.Move> open =
        new GameRecord<>(
            "race",
            Map.of(),
            Map.of(),
            race.start(),
            moves.subList(0, 2),
            GameResult.UNFINISHED,
            List.of());
    d = data(HtmlReplay.of(race, List.of(open))).get(0);
    assertTrue(d.contains("\"result\":\"unfinished: the record stops before the game is over\""));

    d =
        data(HtmlReplay.of(
                race,
                List.of(open.withResult("0-1").withTag(GameRecord.TERMINATION, "resignation"))))
            .get(0);
    assertTrue(d.contains("\"result\":\"player 1 wins (0-1) by resignation (game not over)\""), d);
  }

  @Test
  void of_severalRecords_oneDataElementEach() {
    GameRecord<Race.State, Race.Move> open =
        new GameRecord<>(
            "race", Map.of(), Map.of(), race.start(), List.of(), GameResult.UNFINISHED, List.of());
    String html = HtmlReplay.of(race, List.of(finished(), open, finished()));
    List<String> data = data(html);
    assertEquals(3, data.size());
    assertTrue(data.get(1).startsWith("{\"label\":\"Game 2, *\""), data.get(1));
    assertEquals(1, all("(\"svg\":)", data.get(1)).size());
    assertTrue(html.contains("<title>race replay (3 games)</title>"));
  }

  @Test
  void write_streamsTheSameDocument() throws IOException {
    StringBuilder sb = new StringBuilder();
    HtmlReplay.write(race, List.of(finished()), sb);
    assertEquals(HtmlReplay.of(race, List.of(finished())), sb.toString());
  }

  @Test
  void write_badRecord_throwsBeforeWriting() {
    StringBuilder sb = new StringBuilder();
    GameRecord<Race.State, Race.Move> illegal =
        new GameRecord<>(
            "race",
            Map.of(),
            Map.of(),
            race.start(),
            List.of(Race.Move.BONUS0),
            GameResult.UNFINISHED,
            List.of());
    IllegalMoveException e =
        assertThrows(
            IllegalMoveException.class,
            () -> HtmlReplay.write(race, List.of(finished(), illegal), sb));
    assertTrue(e.getMessage().startsWith("game 2, ply 1"), e.getMessage());
    assertEquals("", sb.toString());

    assertThrows(IllegalArgumentException.class, () -> HtmlReplay.of(race, List.of()));
    TakeAway other = new TakeAway(2, 10);
    GameRecord<TakeAway.State, Integer> otherRecord =
        GameRecord.of(other, other.start(), List.of());
    @SuppressWarnings({"unchecked", "rawtypes"})
    List<GameRecord<Race.State, Race.Move>> wrong = (List) List.of(otherRecord);
    assertThrows(IllegalArgumentException.class, () -> HtmlReplay.write(race, wrong, sb));
    assertEquals("", sb.toString());
  }

  @Test
  void of_tagsCommentsAndMoveTexts_inTheData() {
    GameRecord<Race.State, Race.Move> r =
        finished()
            .withTag("Event", "club night")
            .withTag("Round", "2")
            .withComments(List.of("good game", "rematch"));
    String d = data(HtmlReplay.of(race, List.of(r))).get(0);
    assertTrue(d.contains("\"tags\":[[\"Event\",\"club night\"],[\"Round\",\"2\"]]"), d);
    assertTrue(d.contains("\"comments\":[\"good game\",\"rematch\"]"), d);
    assertTrue(d.contains("\"plies\":[{\"toMove\":0,"), d.substring(0, 400));
    // the text of a move is the game's describe (here its notation), one per ply
    assertEquals(List.of("s2", "b1", "s1", "b0", "s2", "b1"), all("\"text\":\"([^\"]*)\"", d));
    assertEquals(6, all("(\\},\\{\"move\")", d).size());
    String empty = data(HtmlReplay.of(race, List.of(finished()))).get(0);
    assertTrue(empty.contains("\"tags\":[],"), empty);
    assertTrue(empty.contains("\"comments\":[],"), empty);
  }

  @Test
  void of_resultInWords_scoresAndADisagreeingClaim() {
    Race.State end = race.apply(race.start(), Race.Move.STEP2);
    for (Race.Move m : moves.subList(1, moves.size())) {
      end = race.apply(end, m);
    }
    GameResult rules = race.result(end);
    String words = "player 0 wins (1-0; scores " + rules.score(0) + ", " + rules.score(1) + ")";
    String d = data(HtmlReplay.of(race, List.of(finished()))).get(0);
    assertTrue(d.contains("\"result\":\"" + words + "\""), d);
    d = data(HtmlReplay.of(race, List.of(finished().withResult("0-1")))).get(0);
    assertTrue(d.contains("\"result\":\"" + words + "; the record claims 0-1\""), d);
    d = data(HtmlReplay.of(race, List.of(finished().withResult("*")))).get(0);
    assertTrue(d.contains("\"result\":\"" + words + "\""), d);
  }

  /** The result words of an unfinished three-player record claiming {@code token}. */
  private static String claim(String token) {
    TakeAway three = new TakeAway(3, 5);
    GameRecord<TakeAway.State, Integer> r =
        GameRecord.of(three, three.start(), List.of(1, 1))
            .withResult(token)
            .withTag(GameRecord.TERMINATION, "adjudication");
    String d = data(HtmlReplay.of(three, List.of(r))).get(0);
    List<String> result = all("\"result\":\"([^\"]*)\"", d);
    assertEquals(1, result.size(), d);
    return result.get(0);
  }

  @Test
  void of_claimedResultOfSeveralPlayers_inWords() {
    assertEquals("player 1 wins (1\\u003E0=2) by adjudication (game not over)", claim("1>0=2"));
    assertEquals(
        "player 0 and player 2 share the win (0=2\\u003E1) by adjudication (game not over)",
        claim("0=2>1"));
    assertEquals("draw (0=1=2) by adjudication (game not over)", claim("0=1=2"));
    assertEquals("result 1-0 by adjudication (game not over)", claim("1-0"));
  }

  @Test
  void of_onePlayerGame_theOnlySeatWins() {
    TakeAway solo = new TakeAway(1, 2);
    String d =
        data(HtmlReplay.of(solo, List.of(GameRecord.of(solo, solo.start(), List.of(2))))).get(0);
    assertTrue(d.contains("\"result\":\"player 0 wins (0; scores 1)\""), d);
    GameRecord<TakeAway.State, Integer> claimed =
        GameRecord.of(solo, solo.start(), List.of(1))
            .withResult("0")
            .withTag(GameRecord.TERMINATION, "time");
    d = data(HtmlReplay.of(solo, List.of(claimed))).get(0);
    assertTrue(d.contains("\"result\":\"player 0 wins (0) by time (game not over)\""), d);
  }
}
