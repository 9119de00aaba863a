package dev.tabula.toguz;

import static dev.tabula.toguz.Positions.pos;
import static dev.tabula.toguz.Positions.row;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.tabula.core.IllegalMoveException;
import dev.tabula.core.SvgOptions;
import dev.tabula.testkit.PhoneText;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledIfSystemProperty;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

/**
 * The SVG picture ({@link ToguzGame#svg}): well-formed, self-contained, showing exactly the state's
 * numbers and exactly the marks the options ask for, and byte-for-byte stable (golden files).
 */
class ToguzSvgTest {
  private static final ToguzGame GAME = ToguzGame.standard();
  private static final String SVG_NS = "http://www.w3.org/2000/svg";
  private static final Path GOLDEN = Path.of("src/test/resources/dev/tabula/toguz/golden");
  private static final String UPDATE =
      "./mvnw -B -o -q -pl toguz -am test -Dsurefire.failIfNoSpecifiedTests=false"
          + " -Dtest=ToguzSvgTest -Dtabula.golden.update=true";

  private static SvgOptions<ToguzState, ToguzMove> options() {
    return SvgOptions.defaults();
  }

  // ---------------------------------------------------------------- reading a picture

  /** One parser for all tests of this class (JUnit runs them on one thread). */
  private static final DocumentBuilder PARSER = parser();

  private static DocumentBuilder parser() {
    try {
      DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
      f.setNamespaceAware(true);
      f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
      return f.newDocumentBuilder();
    } catch (ParserConfigurationException e) {
      throw new AssertionError(e);
    }
  }

  static Document parse(String svg) {
    try {
      return PARSER.parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    } catch (SAXException | IOException e) {
      throw new AssertionError("not well-formed XML: " + e.getMessage() + "\n" + svg, e);
    }
  }

  private static List<Element> elements(Element root, String tag) {
    NodeList l = root.getElementsByTagNameNS(SVG_NS, tag);
    List<Element> out = new ArrayList<>();
    for (int i = 0; i < l.getLength(); i++) {
      out.add((Element) l.item(i));
    }
    return out;
  }

  private static Set<String> classes(Element e) {
    Set<String> out = new TreeSet<>();
    for (String c : e.getAttribute("class").split(" ", -1)) {
      if (!c.isEmpty()) {
        out.add(c);
      }
    }
    return out;
  }

  private static List<Element> withClass(Element root, String tag, String cls) {
    return elements(root, tag).stream().filter(e -> classes(e).contains(cls)).toList();
  }

  /** The hole groups by name, e.g. {@code W6} (White's hole 6) or {@code B5}, in board order. */
  private static Map<String, Element> holes(Document d) {
    Map<String, Element> out = new LinkedHashMap<>();
    for (Element g : withClass(d.getDocumentElement(), "g", "hole")) {
      String name =
          (g.getAttribute("data-player").equals("0") ? "W" : "B") + g.getAttribute("data-hole");
      assertTrue(out.put(name, g) == null, "hole drawn twice: " + name);
    }
    assertEquals(18, out.size(), "holes drawn");
    return out;
  }

  /** The holes whose group has the class, as names like {@code W6}. */
  private static Set<String> marked(Document d, String cls) {
    return marked(holes(d), cls);
  }

  private static Set<String> marked(Map<String, Element> holes, String cls) {
    Set<String> out = new TreeSet<>();
    holes.forEach(
        (name, g) -> {
          if (classes(g).contains(cls)) {
            out.add(name);
          }
        });
    return out;
  }

  private static String name(int player, int hole) {
    return (player == 0 ? "W" : "B") + hole;
  }

  /** The text of the only element of the tag and class inside {@code e}, or null if none. */
  private static String onlyText(Element e, String tag, String cls) {
    List<Element> l = withClass(e, tag, cls);
    assertTrue(l.size() <= 1, "more than one " + tag + "." + cls);
    return l.isEmpty() ? null : l.get(0).getTextContent();
  }

  /** The texts of the class inside {@code e}, in order, joined: the lines of one wrapped text. */
  private static String joinedText(Element e, String cls, String between) {
    return String.join(
        between, withClass(e, "text", cls).stream().map(Element::getTextContent).toList());
  }

  /** Checks that the picture shows the state: every count, stone, store, badge and the status. */
  private static void checkAgrees(ToguzState s, Document d) {
    Element root = d.getDocumentElement();
    assertEquals("svg", root.getLocalName());
    assertEquals(SVG_NS, root.getNamespaceURI());
    assertEquals("0 0 932 448", root.getAttribute("viewBox"));
    assertEquals("toguz", root.getAttribute("data-game"));
    assertEquals(GAME.formatState(s), root.getAttribute("data-position"));
    Map<String, Element> holes = holes(d);
    for (int p = 0; p <= 1; p++) {
      for (int h = 1; h <= 9; h++) {
        Element g = holes.get(name(p, h));
        int stones = s.stones(p, h);
        boolean tuzdyk = s.tuzdyk(1 - p) == h;
        assertEquals(tuzdyk, classes(g).contains("tuzdyk"), name(p, h) + " tuzdyk");
        String count = onlyText(g, "text", "count");
        if (tuzdyk) {
          assertEquals(null, count, name(p, h) + " is a tuzdyk: no count");
        } else {
          assertEquals(Integer.toString(stones), count, name(p, h) + " count");
        }
        int drawn = withClass(g, "circle", "stone").size();
        assertEquals(stones <= 15 ? stones : 0, drawn, name(p, h) + " stones drawn");
      }
    }
    List<Element> stores = withClass(root, "g", "store");
    assertEquals(2, stores.size());
    for (Element store : stores) {
      int p = Integer.parseInt(store.getAttribute("data-player"));
      assertEquals(Integer.toString(s.store(p)), onlyText(store, "text", "count"), "store " + p);
    }
    List<Element> panels = withClass(root, "g", "player");
    assertEquals(2, panels.size());
    for (Element panel : panels) {
      int p = Integer.parseInt(panel.getAttribute("data-player"));
      assertEquals(GAME.playerName(p), onlyText(panel, "text", "name"));
      String info = joinedText(panel, "info", " \u00b7 ");
      assertTrue(info.contains("store " + s.store(p) + " "), info);
      assertTrue(info.contains(" " + s.stonesOnSide(p) + " in holes"), info);
      int t = s.tuzdyk(p);
      assertTrue(
          info.endsWith(t == 0 ? "no tuzdyk" : "tuzdyk on " + GAME.playerName(1 - p) + "'s " + t),
          info);
      String badge = onlyText(panel, "text", "turn-label");
      String expected;
      if (!s.isOver()) {
        expected = GAME.currentPlayer(s) == p ? "to move" : null;
      } else {
        int mine = s.store(p);
        int theirs = s.store(1 - p);
        expected = mine > theirs ? "wins" : mine == theirs ? "draw" : null;
      }
      assertEquals(expected, badge, "badge of player " + p);
    }
    String status = onlyText(root, "text", "status");
    if (s.isOver()) {
      int w = s.store(0);
      int b = s.store(1);
      String result =
          w == b
              ? "draw 81-81"
              : (w > b ? "White wins " + w + "-" + b : "Black wins " + b + "-" + w);
      assertEquals("Game over: " + result, status);
    } else {
      assertEquals(GAME.playerName(s.seatToMove()) + " to move, move " + s.moveNumber(), status);
    }
    List<Element> title = elements(root, "title");
    assertEquals(1, title.size());
    assertTrue(title.get(0).getTextContent().contains(status), "title says " + status);
  }

  private static void checkSelfContained(String svg) {
    String rest = svg.replace("xmlns=\"" + SVG_NS + "\"", "");
    assertFalse(rest.contains("http"), "a reference outside the picture");
    assertFalse(rest.contains("@import"), "@import");
    assertFalse(rest.contains("href"), "href");
    Matcher url = Pattern.compile("url\\(([^)]*)\\)").matcher(rest);
    while (url.find()) {
      assertTrue(url.group(1).startsWith("#"), "url(" + url.group(1) + ")");
    }
  }

  // ---------------------------------------------------------------- the picture agrees with the
  // state

  @Test
  void svg_start_isWellFormedAndShowsTheState() {
    ToguzState s = GAME.start();
    String svg = GAME.svg(s, options());
    assertTrue(svg.startsWith("<?xml"));
    checkAgrees(s, parse(svg));
    checkSelfContained(svg);
    Document d = parse(svg);
    assertEquals(162, withClass(d.getDocumentElement(), "circle", "stone").size());
    assertTrue(marked(d, "last-sown").isEmpty());
    assertTrue(marked(d, "target-from").isEmpty());
  }

  @Test
  void svg_randomGames_everyPlyShowsItsState() {
    // Toguz Kumalak has two players only; each seed plays one game to its end.
    for (long seed = 1; seed <= 4; seed++) {
      SplittableRandom r = new SplittableRandom(seed);
      ToguzState s = GAME.start();
      List<String> moves = new ArrayList<>();
      int ply = 0;
      while (true) {
        ToguzState current = s;
        try {
          SvgOptions<ToguzState, ToguzMove> o = options();
          if (ply % 3 == 1) {
            o = o.targets(GAME.legalMoves(current));
          }
          if (ply % 2 == 0) {
            o = o.coordinates(true);
          }
          String svg = GAME.svg(current, o);
          checkAgrees(current, parse(svg));
          checkSelfContained(svg);
          PhoneText.check(svg);
        } catch (AssertionError | RuntimeException e) {
          throw new AssertionError(
              "seed " + seed + ", ply " + ply + ", moves " + String.join(" ", moves) + ": " + e, e);
        }
        if (current.isOver()) {
          break;
        }
        List<ToguzMove> legal = GAME.legalMoves(current);
        ToguzMove m = legal.get(r.nextInt(legal.size()));
        moves.add(GAME.formatMove(current, m));
        s = GAME.apply(current, m);
        ToguzState after = s;
        try {
          String svg = GAME.svg(after, options().lastMove(current, m));
          checkAgrees(after, parse(svg));
          checkLastMove(current, m, after, parse(svg));
          PhoneText.check(svg);
        } catch (AssertionError | RuntimeException e) {
          throw new AssertionError(
              "seed " + seed + ", ply " + ply + ", moves " + String.join(" ", moves) + ": " + e, e);
        }
        ply++;
      }
    }
  }

  /**
   * The last move's marks, against a sowing replayed here stone by stone (independently of the
   * engine's packed tables).
   */
  private static void checkLastMove(ToguzState before, ToguzMove m, ToguzState after, Document d) {
    Map<String, Element> holes = holes(d);
    int side = before.seatToMove();
    int from = side * 9 + m.hole() - 1;
    int n = before.stones(side, m.hole());
    int[] drops = new int[18];
    int at = n == 1 ? (from + 1) % 18 : from;
    int last = at;
    for (int k = 0; k < n; k++) {
      last = (at + k) % 18;
      drops[last]++;
    }
    Map<String, String> expectedDrops = new TreeMap<>();
    for (int q = 0; q < 18; q++) {
      if (drops[q] > 0) {
        expectedDrops.put(name(q / 9, q % 9 + 1), "+" + drops[q]);
      }
    }
    assertEquals(expectedDrops.keySet(), marked(holes, "last-sown"), "sown");
    assertEquals(Set.of(name(side, m.hole())), marked(holes, "last-from"), "from");
    String landName = name(last / 9, last % 9 + 1);
    assertEquals(Set.of(landName), marked(holes, "last-land"), "land");
    Map<String, String> shownDrops = new TreeMap<>();
    holes.forEach(
        (name, g) -> {
          String label = onlyText(g, "text", "last-label");
          if (label != null) {
            shownDrops.put(name, label);
          }
        });
    assertEquals(expectedDrops, shownDrops, "stones dropped");
    boolean tuzdyk = after.tuzdyk(side) != before.tuzdyk(side);
    assertEquals(tuzdyk ? Set.of(landName) : Set.of(), marked(holes, "last-tuzdyk"), "new tuzdyk");
    // a capture: the last stone makes an even count in an opponent's hole that is no tuzdyk
    int landOwner = last / 9;
    int landHole = last % 9 + 1;
    int landCount = before.stones(landOwner, landHole) + drops[last];
    boolean captures = landOwner != side && before.tuzdyk(side) != landHole && landCount % 2 == 0;
    assertEquals(captures ? Set.of(landName) : Set.of(), marked(holes, "last-capture"), "capture");
    String taken = onlyText(holes.get(landName), "text", "captured");
    assertEquals(captures ? Integer.toString(landCount) : null, taken, "stones taken");
    for (Element store : withClass(d.getDocumentElement(), "g", "store")) {
      int p = Integer.parseInt(store.getAttribute("data-player"));
      int gain = after.store(p) - before.store(p);
      assertEquals(
          gain > 0 ? "+" + gain : null, onlyText(store, "text", "last-gain-label"), "store " + p);
    }
    String line = joinedText(d.getDocumentElement(), "last-move", " ");
    assertTrue(line.startsWith("Last move " + GAME.formatMove(before, m) + ": "), line);
  }

  // ---------------------------------------------------------------- options

  @Test
  void lastMove_capture_marksThePlayedSownAndCapturedHoles() {
    ToguzState before = GAME.start();
    ToguzMove six = ToguzMove.of(6);
    ToguzState after = GAME.apply(before, six);
    Document d = parse(GAME.svg(after, options().lastMove(before, six)));
    assertEquals(Set.of("W6"), marked(d, "last-from"));
    assertEquals(
        new TreeSet<>(List.of("W6", "W7", "W8", "W9", "B1", "B2", "B3", "B4", "B5")),
        marked(d, "last-sown"));
    assertEquals(Set.of("B5"), marked(d, "last-land"));
    assertEquals(Set.of("B5"), marked(d, "last-capture"));
    assertEquals("10", onlyText(holes(d).get("B5"), "text", "captured"));
    assertEquals(
        "Last move 65: White 6 \u2192 Black 5, captures 10",
        joinedText(d.getDocumentElement(), "last-move", " "));
    assertEquals(Set.of(), marked(d, "last-tuzdyk"));
    checkLastMove(before, six, after, d);
  }

  @Test
  void lastMove_tuzdyk_marksTheNewTuzdykAndTheStoreGain() {
    ToguzState before =
        pos(row(1, 0, 0, 0, 0, 0, 0, 3, 1), row(2, 5, 5, 5, 5, 5, 5, 5, 5), 50, 0, 0, 0);
    ToguzMove eight = ToguzMove.of(8);
    ToguzState after = GAME.apply(before, eight);
    Document d = parse(GAME.svg(after, options().lastMove(before, eight)));
    assertEquals(Set.of("B1"), marked(d, "last-tuzdyk"));
    assertEquals(Set.of("B1"), marked(d, "tuzdyk"));
    assertEquals(new TreeSet<>(List.of("W8", "W9", "B1")), marked(d, "last-sown"));
    checkLastMove(before, eight, after, d);
  }

  @Test
  void lastMove_laps_showHowManyStonesEachHoleGot() {
    // 20 stones from White's hole 1: back into 1, round the 18 holes, then 1 and 2 once more
    ToguzState before = pos(row(20, 1), row(1, 1, 1, 1, 1, 1, 1, 1, 1), 70, 0, 0, 0);
    ToguzMove one = ToguzMove.of(1);
    ToguzState after = GAME.apply(before, one);
    Document d = parse(GAME.svg(after, options().lastMove(before, one)));
    Map<String, Element> holes = holes(d);
    assertEquals("+2", onlyText(holes.get("W1"), "text", "last-label"));
    assertEquals("+2", onlyText(holes.get("W2"), "text", "last-label"));
    assertEquals("+1", onlyText(holes.get("B9"), "text", "last-label"));
    assertEquals(Set.of("W2"), marked(d, "last-land"));
    assertEquals(18, marked(d, "last-sown").size());
    checkLastMove(before, one, after, d);
  }

  @Test
  void lastMove_throughATuzdyk_marksItSownAndTheOwnersStoreGain() {
    // White owns Black's hole 2; Black has a tuzdyk on White's hole 3; White sows 5 from hole 8
    ToguzState before =
        ToguzState.parse("5S,5S,5S,5S,5S,5S,5S,t,5S/5S,5S,t,5S,5S,5S,5S,5S,5S 40 42 S 20");
    ToguzMove eight = ToguzMove.of(8);
    ToguzState after = GAME.apply(before, eight);
    Document d = parse(GAME.svg(after, options().lastMove(before, eight)));
    assertTrue(marked(d, "last-sown").contains("B2"));
    checkLastMove(before, eight, after, d);
  }

  @Test
  void lastMove_illegal_throwsIllegalMove() {
    ToguzState s = ToguzState.parse("9/8,1S 80 81 S 1");
    SvgOptions<ToguzState, ToguzMove> o = options().lastMove(s, ToguzMove.of(1));
    assertThrows(IllegalMoveException.class, () -> GAME.svg(s, o));
    ToguzState over = ToguzState.parse("1,t,7/t,8 30 132 S 47");
    assertThrows(
        IllegalMoveException.class,
        () -> GAME.svg(over, options().lastMove(over, ToguzMove.of(1))));
  }

  @Test
  void lastMove_notLeadingToTheDrawnState_throwsIllegalArgument() {
    ToguzState start = GAME.start();
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> GAME.svg(start, options().lastMove(start, ToguzMove.of(6))));
    assertTrue(e.getMessage().contains("not to the drawn state"), e.getMessage());
  }

  @Test
  void targets_markExactlyTheGivenMoves() {
    ToguzState s = GAME.start();
    // 9 stones from White's 1 end in White's 9; from White's 9 they end in Black's 8
    Document d = parse(GAME.svg(s, options().targets(List.of(ToguzMove.of(1), ToguzMove.of(9)))));
    assertEquals(new TreeSet<>(List.of("W1", "W9")), marked(d, "target-from"));
    assertEquals(new TreeSet<>(List.of("W9", "B8")), marked(d, "target-land"));
    Map<String, Element> holes = holes(d);
    assertEquals("\u21901", onlyText(holes.get("W9"), "text", "target-label"));
    assertEquals("\u21909", onlyText(holes.get("B8"), "text", "target-label"));
    assertEquals(null, onlyText(holes.get("W1"), "text", "target-label"));
    assertTrue(marked(d, "last-sown").isEmpty());
  }

  @Test
  void targets_allMoves_landingTogether_areListedOnOneBadge() {
    // White's 1 (3 stones: into 1, 2, 3) and White's 2 (1 stone: into 3) both end in White's 3
    ToguzState s = pos(row(3, 1), row(0, 1), 80, 0, 0, 0);
    Document d = parse(GAME.svg(s, options().targets(GAME.legalMoves(s))));
    assertEquals(new TreeSet<>(List.of("W1", "W2")), marked(d, "target-from"));
    assertEquals(Set.of("W3"), marked(d, "target-land"));
    assertEquals("\u21901,2", onlyText(holes(d).get("W3"), "text", "target-label"));
  }

  @Test
  void targets_illegal_throwIllegalMove() {
    ToguzState s = pos(row(2, 1), row(0, 1), 80, 0, 0, 0);
    assertThrows(
        IllegalMoveException.class, () -> GAME.svg(s, options().targets(List.of(ToguzMove.of(5)))));
    ToguzState over = ToguzState.parse("1,t,7/t,8 30 132 S 47");
    assertThrows(
        IllegalMoveException.class,
        () -> GAME.svg(over, options().targets(List.of(ToguzMove.of(2)))));
  }

  @Test
  void coordinates_onLabelEveryHoleWithItsNumber_offNone() {
    ToguzState s = GAME.start();
    Document off = parse(GAME.svg(s, options()));
    assertTrue(withClass(off.getDocumentElement(), "text", "coord").isEmpty());
    Document on = parse(GAME.svg(s, options().coordinates(true)));
    assertEquals(18, withClass(on.getDocumentElement(), "text", "coord").size());
    holes(on)
        .forEach(
            (name, g) ->
                assertEquals(g.getAttribute("data-hole"), onlyText(g, "text", "coord"), name));
  }

  /** A {@code viewBox} as x, y, width, height. */
  private static double[] box(String text) {
    String[] p = text.split(" ", -1);
    double[] out = new double[4];
    for (int i = 0; i < 4; i++) {
      out[i] = Double.parseDouble(p[i]);
    }
    return out;
  }

  private static boolean inside(double[] part, Element rect) {
    double x = Double.parseDouble(rect.getAttribute("x"));
    double y = Double.parseDouble(rect.getAttribute("y"));
    return x >= part[0]
        && y >= part[1]
        && x + Double.parseDouble(rect.getAttribute("width")) <= part[0] + part[2]
        && y + Double.parseDouble(rect.getAttribute("height")) <= part[1] + part[3];
  }

  @Test
  void parts_blackTheBoardWhiteTheStatus_textLargeEnoughForAPhone() {
    ToguzState before =
        ToguzState.parse("5S,5S,5S,5S,5S,5S,5S,t,5S/5S,5S,t,5S,5S,5S,5S,5S,5S 40 42 S 20");
    ToguzState after = GAME.apply(before, ToguzMove.of(4));
    String svg = GAME.svg(after, options().lastMove(before, ToguzMove.of(4)).coordinates(true));
    Document d = parse(svg);
    List<Element> views = elements(d.getDocumentElement(), "view");
    List<String> kinds = views.stream().map(v -> v.getAttribute("class")).toList();
    assertEquals(List.of("part panel", "part board", "part panel", "part panel"), kinds);
    double[][] parts =
        views.stream().map(v -> box(v.getAttribute("viewBox"))).toArray(double[][]::new);
    Element root = d.getDocumentElement();
    assertTrue(inside(parts[1], withClass(root, "rect", "board").get(0)), "the board");
    for (Element card : withClass(root, "g", "player")) {
      int part = card.getAttribute("data-player").equals("1") ? 0 : 2;
      assertTrue(inside(parts[part], elements(card, "rect").get(0)), "a card in its part");
    }
    // every text in a part, at the size a phone needs for the part's width: 11 CSS px for the
    // board's labels (20 units), 12 for the panels' text (11 units, drawn at 14)
    assertTrue(PhoneText.check(svg) > 40, "the texts checked");
  }

  @Test
  void scale_changesWidthAndHeightButNotTheViewBox() {
    ToguzState s = GAME.start();
    Element one = parse(GAME.svg(s, options())).getDocumentElement();
    Element two = parse(GAME.svg(s, options().scale(1.5))).getDocumentElement();
    assertEquals("932", one.getAttribute("width"));
    assertEquals("448", one.getAttribute("height"));
    assertEquals("1398", two.getAttribute("width"));
    assertEquals("672", two.getAttribute("height"));
    assertEquals(one.getAttribute("viewBox"), two.getAttribute("viewBox"));
  }

  @Test
  void svg_sameStateSameBytes_inAnyLocale() {
    ToguzState before =
        ToguzState.parse("5S,5S,5S,5S,5S,5S,5S,t,5S/5S,5S,t,5S,5S,5S,5S,5S,5S 40 42 S 20");
    ToguzState after = GAME.apply(before, ToguzMove.of(4));
    SvgOptions<ToguzState, ToguzMove> o =
        options().lastMove(before, ToguzMove.of(4)).targets(GAME.legalMoves(after)).scale(1.25);
    String first = GAME.svg(after, o);
    Locale saved = Locale.getDefault();
    try {
      Locale.setDefault(Locale.forLanguageTag("de-DE"));
      assertEquals(first, GAME.svg(after, o));
      Locale.setDefault(Locale.forLanguageTag("ar-EG"));
      assertEquals(first, GAME.svg(after, o));
    } finally {
      Locale.setDefault(saved);
    }
  }

  @Test
  void ink_contrastsWithTheFill() {
    assertEquals("#000000", ToguzPicture.ink("#F0E442"));
    assertEquals("#FFFFFF", ToguzPicture.ink("#000000"));
    assertEquals("#000000", ToguzPicture.ink("#FFFFFF"));
    assertEquals("#FFFFFF", ToguzPicture.ink("#0072B2"));
  }

  // ---------------------------------------------------------------- golden files

  /** The pictures kept as golden files: name to SVG. */
  static Map<String, String> goldens() {
    Map<String, String> out = new LinkedHashMap<>();
    out.put("start", GAME.svg(GAME.start(), options().coordinates(true)));

    ToguzState s = GAME.start();
    ToguzState before = s;
    ToguzMove last = ToguzMove.of(1);
    SplittableRandom r = new SplittableRandom(19);
    for (int ply = 0; ply < 37; ply++) { // the last: White 5 -> Black 8, captures 12
      List<ToguzMove> legal = GAME.legalMoves(s);
      before = s;
      last = legal.get(r.nextInt(legal.size()));
      s = GAME.apply(s, last);
    }
    out.put("midgame-last-move", GAME.svg(s, options().lastMove(before, last).coordinates(true)));

    ToguzState tuz =
        ToguzState.parse("5S,12S,5S,5S,t,2S,5S,21S,5S/5S,5S,t,1S,5S,17S,5S,4S,5S 22 33 S 20");
    out.put("tuzdyks-targets", GAME.svg(tuz, options().targets(GAME.legalMoves(tuz))));

    // White 9 captures 2 in Black's 1; Black has no stones left and White takes the last 10
    ToguzState end = pos(row(10, 0, 0, 0, 0, 0, 0, 0, 1), row(1), 70, 0, 0, 0);
    ToguzMove nine = ToguzMove.of(9);
    out.put("terminal", GAME.svg(GAME.apply(end, nine), options().lastMove(end, nine)));
    return out;
  }

  @Test
  @DisabledIfSystemProperty(named = "tabula.golden.update", matches = "true")
  void golden_picturesAreUnchanged() throws IOException {
    Map<String, String> all = goldens();
    for (Map.Entry<String, String> e : all.entrySet()) {
      Path file = GOLDEN.resolve(e.getKey() + ".svg");
      assertTrue(Files.exists(file), file + " is missing; write it with: " + UPDATE);
      String expected = Files.readString(file, StandardCharsets.UTF_8);
      if (!expected.equals(e.getValue())) {
        fail(
            file
                + " differs from the picture drawn now; if the change is intended, rewrite the"
                + " golden files with: "
                + UPDATE
                + " and review them (render them, read the diff)");
      }
    }
  }

  /**
   * A tool, not a check (it runs only when asked): with {@code -Dtabula.golden.update=true},
   * rewrites the golden files with the pictures drawn now. Review the diff and look at them.
   */
  @Test
  @EnabledIfSystemProperty(named = "tabula.golden.update", matches = "true")
  void update_goldenPictures_whenAsked() throws IOException {
    Files.createDirectories(GOLDEN);
    for (Map.Entry<String, String> e : goldens().entrySet()) {
      Files.writeString(GOLDEN.resolve(e.getKey() + ".svg"), e.getValue(), StandardCharsets.UTF_8);
    }
  }
}
