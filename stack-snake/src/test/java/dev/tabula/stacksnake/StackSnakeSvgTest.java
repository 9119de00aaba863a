package dev.tabula.stacksnake;

import static dev.tabula.stacksnake.Positions.GAME;
import static dev.tabula.stacksnake.Positions.SPEC;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.IllegalMoveException;
import dev.tabula.core.Playouts;
import dev.tabula.core.SvgOptions;
import dev.tabula.testkit.PhoneText;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledIfSystemProperty;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;

/**
 * The SVG picture ({@link StackSnakeGame#svg}): well-formed XML with the position on the root, the
 * drawn stacks, tiles and numbers read back and compared with the state over seeded random games,
 * the options (last move, targets, coordinates, scale) marked on exactly the right elements, no
 * external references, and golden files for a few positions, reviewed by eye.
 */
class StackSnakeSvgTest {
  private static final String SVG_NS = "http://www.w3.org/2000/svg";
  private static final SvgOptions<StackSnakeState, StackSnakeMove> NONE = SvgOptions.defaults();

  /** The golden files, compared byte for byte. */
  private static final Path GOLDEN = Path.of("src/test/resources/dev/tabula/stacksnake/golden");

  private static final String UPDATE =
      "./mvnw -B -o -pl stack-snake -am test -Dsurefire.failIfNoSpecifiedTests=false"
          + " -Dtest=StackSnakeSvgTest -Dtabula.golden.update=true";

  // ---------------------------------------------------------------------------------------------
  // reading a picture back

  private static final DocumentBuilderFactory XML = DocumentBuilderFactory.newInstance();

  static {
    XML.setNamespaceAware(true);
    try {
      XML.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    } catch (ParserConfigurationException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  static Document parse(String svg) {
    try {
      DocumentBuilder b = XML.newDocumentBuilder();
      return b.parse(new InputSource(new StringReader(svg)));
    } catch (ParserConfigurationException | SAXException | IOException e) {
      throw new AssertionError("not well-formed XML: " + e.getMessage() + "\n" + svg, e);
    }
  }

  static List<Element> all(Node root, String name) {
    NodeList list =
        root instanceof Document d
            ? d.getElementsByTagNameNS(SVG_NS, name)
            : ((Element) root).getElementsByTagNameNS(SVG_NS, name);
    List<Element> out = new ArrayList<>();
    for (int i = 0; i < list.getLength(); i++) {
      out.add((Element) list.item(i));
    }
    return out;
  }

  static boolean hasClass(Element e, String token) {
    for (String c : e.getAttribute("class").split(" ", -1)) {
      if (c.equals(token)) {
        return true;
      }
    }
    return false;
  }

  static List<Element> withClass(Document doc, String token) {
    List<Element> out = new ArrayList<>();
    NodeList list = doc.getElementsByTagNameNS(SVG_NS, "*");
    for (int i = 0; i < list.getLength(); i++) {
      Element e = (Element) list.item(i);
      if (hasClass(e, token)) {
        out.add(e);
      }
    }
    return out;
  }

  /** The text of a group of wrapped lines, as one line: the lines joined by spaces. */
  static String words(Element e) {
    return e.getTextContent().strip().replace("\n", " ");
  }

  static int intAttr(Element e, String name) {
    String v = e.getAttribute(name);
    assertFalse(v.isEmpty(), "no " + name + " on <" + e.getLocalName() + ">");
    return Integer.parseInt(v);
  }

  /** The stack groups, in document order. */
  static List<Element> stacks(Document doc) {
    List<Element> out = new ArrayList<>();
    for (Element g : all(doc, "g")) {
      if (hasClass(g, "stack")) {
        out.add(g);
      }
    }
    return out;
  }

  static List<Element> tiles(Element stack) {
    List<Element> out = new ArrayList<>();
    for (Element r : all(stack, "rect")) {
      if (hasClass(r, "tile")) {
        out.add(r);
      }
    }
    return out;
  }

  // ---------------------------------------------------------------------------------------------
  // the document

  @Test
  void svg_isWellFormed_withThePositionOnTheRoot() {
    List<StackSnakeState> states =
        List.of(
            Positions.pos(SPEC),
            GAME.start(),
            Positions.play(Positions.pos(Positions.TALL), "1=2"),
            Positions.pos(Positions.FOUR));
    for (StackSnakeState s : states) {
      String svg = GAME.svg(s, NONE);
      assertTrue(svg.startsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "), svg);
      Element root = parse(svg).getDocumentElement();
      assertEquals("svg", root.getLocalName());
      assertEquals(SVG_NS, root.getNamespaceURI());
      assertEquals("0 0 952 356", root.getAttribute("viewBox"));
      assertEquals("952", root.getAttribute("width"));
      assertEquals("356", root.getAttribute("height"));
      assertEquals("stack-snake", root.getAttribute("data-game"));
      assertEquals(GAME.formatState(s), root.getAttribute("data-position"));
      Element title = all(root, "title").get(0);
      assertEquals(root, title.getParentNode());
      assertTrue(title.getTextContent().startsWith("Stack-snake: "), title.getTextContent());
    }
  }

  @Test
  void svg_title_describesEveryStackInWords() {
    StackSnakeState s = Positions.pos(Positions.FOUR);
    String title = all(parse(GAME.svg(s, NONE)), "title").get(0).getTextContent();
    assertTrue(title.contains("turn 1, Black to move"), title);
    assertTrue(
        title.contains("1 W1 W1 W1 B1; 2 W2 W2 B2 B2 W3; 3 W2 B3 B3 B3 W3; 4 N B2 B1 W3 B1."),
        title);
    assertTrue(title.contains("White: 2 stacks, tallest 5. Black: 2 stacks, tallest 5."), title);
  }

  @Test
  void svg_draws_sayWhyTheGameEnded() {
    StackSnakeState cycle =
        Positions.pos("W1/B2/N/W3/B1/W2/B3/W1B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3 W -");
    StackSnakeState repeated =
        Positions.play(cycle, "1x4", "8-9", "1x4", "9-8", "1x4", "8-9", "1x4", "9-8");
    assertEquals(StackSnakeState.Status.DRAWN_REPETITION, repeated.status());
    Document doc = parse(GAME.svg(repeated, NONE));
    checkState(GAME, repeated, doc);
    assertEquals(
        "Drawn after 8 turns: the position occurred for the third time.",
        words(withClass(doc, "detail").get(0)));

    StackSnakeGame capped = StackSnakeGame.builder().maxTurns(10).build();
    StackSnakeState limit = capped.parseState(SPEC + " 10");
    assertEquals(StackSnakeState.Status.DRAWN_TURN_LIMIT, limit.status());
    doc = parse(capped.svg(limit, NONE));
    checkState(capped, limit, doc);
    assertEquals(
        "Drawn after 10 turns: the cap of 10 turns was reached.",
        words(withClass(doc, "detail").get(0)));
  }

  @Test
  void svg_sameState_sameBytes_inAnyLocale() {
    StackSnakeState s = Positions.play(Positions.pos(SPEC), "8-7", "14-13", "1x4");
    SvgOptions<StackSnakeState, StackSnakeMove> o =
        NONE.coordinates(true).scale(1.37).targets(GAME.legalMoves(s));
    String first = GAME.svg(s, o);
    Locale before = Locale.getDefault();
    try {
      Locale.setDefault(Locale.GERMANY);
      assertEquals(first, GAME.svg(s, o));
      Locale.setDefault(Locale.forLanguageTag("ar-EG"));
      assertEquals(first, GAME.svg(s, o));
    } finally {
      Locale.setDefault(before);
    }
    assertTrue(first.contains("width=\"1304.24\""), "a dot, whatever the locale");
  }

  @Test
  void svg_hasNoExternalReferences() {
    List<String> pictures = new ArrayList<>();
    for (GoldenCase c : goldenCases()) {
      pictures.add(c.svg());
    }
    StackSnakeState s = Positions.pos(SPEC);
    pictures.add(GAME.svg(s, NONE.targets(GAME.legalMoves(s)).coordinates(true)));
    Pattern url = Pattern.compile("url\\(\\s*([^)]*)\\)");
    for (String svg : pictures) {
      assertEquals(
          svg.indexOf("http"), svg.indexOf("http://www.w3.org/2000/svg"), "the only URI: " + svg);
      assertEquals(svg.lastIndexOf("http"), svg.indexOf("http"), svg);
      assertFalse(svg.contains("@import"), svg);
      assertFalse(svg.contains("@font-face"), svg);
      assertFalse(svg.contains("<image"), svg);
      assertFalse(svg.contains("<script"), svg);
      Matcher m = url.matcher(svg);
      while (m.find()) {
        assertTrue(m.group(1).startsWith("#"), "url() to an id only: " + m.group());
      }
      for (Element e : all(parse(svg), "*")) {
        for (String a : List.of("href", "xlink:href")) {
          String v = e.getAttribute(a);
          assertTrue(v.isEmpty() || v.startsWith("#"), a + "=" + v);
        }
      }
    }
  }

  // ---------------------------------------------------------------------------------------------
  // the drawing agrees with the state, over random games

  /** A random game from {@code game.start()}: the states and the moves between them. */
  record Played(List<StackSnakeState> states, List<StackSnakeMove> moves) {}

  static Played randomGame(StackSnakeGame game, SplittableRandom random) {
    List<StackSnakeState> states = new ArrayList<>();
    List<StackSnakeMove> moves = new ArrayList<>();
    StackSnakeState s = game.start();
    states.add(s);
    while (!game.isTerminal(s)) {
      StackSnakeMove m;
      if (game.isChance(s)) {
        List<ChanceOutcome<StackSnakeMove>> o = game.chanceOutcomes(s);
        m = Playouts.sampleChance(o, random);
      } else {
        List<StackSnakeMove> legal = game.legalMoves(s);
        m = legal.get(random.nextInt(legal.size()));
      }
      s = game.apply(s, m);
      moves.add(m);
      states.add(s);
    }
    return new Played(states, moves);
  }

  static String moveList(StackSnakeGame game, Played p, int plies) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < plies; i++) {
      sb.append(i > 0 ? " " : "").append(game.formatMove(p.states.get(i), p.moves.get(i)));
    }
    return sb.toString();
  }

  @Test
  void svg_randomGames_everyPlyShowsTheState() {
    // both colours first, with and without a turn cap: every setup the picture must tell apart
    List<StackSnakeGame> games =
        List.of(
            GAME,
            StackSnakeGame.builder().first(Colour.BLACK.seat()).build(),
            StackSnakeGame.builder().maxTurns(30).build());
    int pictures = 0;
    for (long seed = 1; seed <= 6; seed++) {
      StackSnakeGame game = games.get((int) (seed % games.size()));
      Played p = randomGame(game, new SplittableRandom(seed));
      for (int ply = 0; ply < p.states.size(); ply++) {
        StackSnakeState s = p.states.get(ply);
        SvgOptions<StackSnakeState, StackSnakeMove> o = NONE.coordinates(ply % 2 == 0);
        if (ply > 0) {
          o = o.lastMove(p.states.get(ply - 1), p.moves.get(ply - 1));
        }
        String where =
            "seed " + seed + ", " + game + ", after " + ply + " plies: " + moveList(game, p, ply);
        try {
          String svg = game.svg(s, o);
          Document doc = parse(svg);
          checkState(game, s, doc);
          if (ply > 0) {
            checkLastMove(p.states.get(ply - 1), p.moves.get(ply - 1), s, doc);
          }
          checkCoordinates(s, doc, ply % 2 == 0);
          PhoneText.check(svg);
          checkPanelFits(doc);
        } catch (AssertionError e) {
          throw new AssertionError(where + "\n" + e.getMessage(), e);
        }
        pictures++;
      }
    }
    assertTrue(pictures > 200, "pictures checked: " + pictures);
  }

  /**
   * The panel's wrapped texts keep to the room it has for them: three lines of detail under the
   * status, {@link StackSnakePicture#CAPTION_LINES} of the last move above the legend.
   */
  static void checkPanelFits(Document doc) {
    assertTrue(all(withClass(doc, "detail").get(0), "text").size() <= 3, "the detail's lines");
    for (Element caption : withClass(doc, "caption")) {
      int lines = all(caption, "text").size();
      assertTrue(lines <= StackSnakePicture.CAPTION_LINES, "the caption's lines: " + lines);
    }
  }

  /** Every stack, tile, mark, height and number drawn is the state's. */
  static void checkState(StackSnakeGame game, StackSnakeState s, Document doc) {
    assertEquals(game.formatState(s), doc.getDocumentElement().getAttribute("data-position"));
    List<Element> stacks = stacks(doc);
    assertEquals(s.stackCount(), stacks.size(), "stacks drawn");
    int tilesDrawn = 0;
    for (int k = 0; k < stacks.size(); k++) {
      Element g = stacks.get(k);
      List<Tile> want = s.stack(k);
      assertEquals(k, intAttr(g, "data-stack"));
      assertEquals(want.size(), intAttr(g, "data-height"), "height of stack " + k);
      List<Element> tiles = tiles(g);
      assertEquals(want.size(), tiles.size(), "tiles of stack " + k);
      for (int level = 0; level < tiles.size(); level++) {
        Element r = tiles.get(level);
        Tile t = want.get(level);
        assertEquals(level, intAttr(r, "data-level"));
        assertEquals(t.name(), r.getAttribute("data-tile"), "stack " + k + " level " + level);
        assertEquals(level == want.size() - 1, hasClass(r, "top"), "top of stack " + k);
        String fill = r.getAttribute("fill");
        assertEquals(
            t.isNeutral() ? "#F0E442" : t.name().startsWith("B") ? "#000000" : "#FFFFFF",
            fill,
            "colour of " + t);
        // the mark, on its tile, in a colour that reads on the fill
        Element mark = (Element) nextElement(r);
        assertTrue(hasClass(mark, "mark"), "a mark follows each tile");
        assertEquals(t.isNeutral() ? "N" : Integer.toString(t.mark()), mark.getTextContent());
        assertEquals(fill.equals("#000000") ? "#FFFFFF" : "#000000", mark.getAttribute("fill"));
        assertEquals(hasClass(r, "top"), hasClass(mark, "top"));
        tilesDrawn++;
      }
      List<Element> heights = new ArrayList<>();
      for (Element t : all(g, "text")) {
        if (hasClass(t, "height")) {
          heights.add(t);
        }
      }
      if (want.size() > 1) {
        assertEquals(1, heights.size(), "one height label on stack " + k);
        assertEquals(Integer.toString(want.size()), heights.get(0).getTextContent());
      } else {
        assertEquals(0, heights.size(), "no height label on a single tile");
      }
    }
    assertEquals(s.isDealing() ? s.stackCount() : Line.SIZE, tilesDrawn, "tiles drawn");
    assertEquals(s.isDealing() ? Line.SIZE - s.stackCount() : 0, withClass(doc, "undealt").size());

    // the players: names, numbers, and who is to move or has won
    Pattern numbers = Pattern.compile("(\\d+) stacks?, tallest (\\d+)");
    int badges = 0;
    for (Element card : all(doc, "g")) {
      if (!hasClass(card, "player")) {
        continue;
      }
      int seat = intAttr(card, "data-seat");
      Colour c = Colour.ofSeat(seat);
      int own = 0;
      int tallest = 0;
      for (int k = 0; k < s.stackCount(); k++) {
        if (s.owner(k).equals(java.util.Optional.of(c))) {
          own++;
          tallest = Math.max(tallest, s.height(k));
        }
      }
      String name = null;
      String shown = null;
      String badge = null;
      for (Element t : all(card, "text")) {
        if (hasClass(t, "name")) {
          name = t.getTextContent();
        } else if (hasClass(t, "numbers")) {
          shown = t.getTextContent();
        } else if (hasClass(t, "badge")) {
          badge = t.getTextContent();
        }
      }
      assertEquals(game.playerName(seat), name);
      Matcher m = numbers.matcher(String.valueOf(shown));
      if (own == 0) {
        assertEquals("no stacks", shown);
      } else {
        assertTrue(m.matches(), shown);
        assertEquals(own, Integer.parseInt(m.group(1)), c + "'s stacks");
        assertEquals(tallest, Integer.parseInt(m.group(2)), c + "'s tallest");
      }
      String expectedBadge =
          switch (s.status()) {
            case DEALING -> s.sideColour() == c ? "moves first" : null;
            case IN_PLAY -> s.currentPlayer() == seat ? "to move" : null;
            case WHITE_WON -> c == Colour.WHITE ? "winner" : null;
            case BLACK_WON -> c == Colour.BLACK ? "winner" : null;
            default -> null;
          };
      assertEquals(expectedBadge, badge, c + "'s badge");
      badges += badge == null ? 0 : 1;
    }
    assertEquals(
        s.status() == StackSnakeState.Status.IN_PLAY
                || s.isDealing()
                || s.status() == StackSnakeState.Status.WHITE_WON
                || s.status() == StackSnakeState.Status.BLACK_WON
            ? 1
            : 0,
        badges);

    // the header says whose turn it is, or how the game ended
    String status = withClass(doc, "status").get(0).getTextContent();
    String detail = words(withClass(doc, "detail").get(0));
    switch (s.status()) {
      case DEALING -> {
        assertEquals("Dealing the line", status);
        assertTrue(detail.startsWith(s.stackCount() + " of 19 tiles laid"), detail);
        assertTrue(detail.contains("waiting for the next tile"), detail);
      }
      case IN_PLAY -> {
        assertEquals(game.playerName(s.currentPlayer()) + " to move", status);
        assertTrue(detail.startsWith("Turn " + (s.turnsPlayed() + 1)), detail);
        assertEquals(!s.maySwap(), detail.contains("no swap now"), detail);
      }
      case WHITE_WON -> assertEquals("Game over: White won", status);
      case BLACK_WON -> assertEquals("Game over: Black won", status);
      default -> {
        assertEquals("Game over: a draw", status);
        assertTrue(detail.startsWith("Drawn after " + s.turnsPlayed() + " turn"), detail);
        String why =
            switch (s.status()) {
              case DRAWN_DEAD_POSITION -> "neither side can step or swap";
              case DRAWN_REPETITION -> "third time";
              default -> "the cap of " + game.maxTurns() + " turns was reached";
            };
        assertTrue(detail.contains(why), detail);
      }
    }
  }

  private static Node nextElement(Node n) {
    Node x = n.getNextSibling();
    while (x != null && x.getNodeType() != Node.ELEMENT_NODE) {
      x = x.getNextSibling();
    }
    if (x == null) {
      fail("nothing follows <" + n.getLocalName() + ">");
    }
    return x;
  }

  /** Exactly the tiles, stacks or places the last move changed have the class {@code last}. */
  static void checkLastMove(
      StackSnakeState before, StackSnakeMove move, StackSnakeState after, Document doc) {
    List<Element> last = withClass(doc, "last");
    List<String> got = new ArrayList<>();
    for (Element e : last) {
      got.add(describeLast(e));
    }
    List<String> want = new ArrayList<>();
    if (move instanceof StackSnakeMove.Step st) {
      List<Tile> from = before.stack(st.from());
      List<Tile> lifted = from.subList(from.size() - st.tiles(), from.size());
      boolean emptied = lifted.size() == from.size();
      // the stack they landed on: the one that grew by the lifted tiles
      int landed = emptied && st.to() > st.from() ? st.to() - 1 : st.to();
      List<Tile> onto = after.stack(landed);
      assertEquals(before.stack(st.to()).size() + st.tiles(), onto.size(), "the landing stack");
      assertEquals(lifted, onto.subList(onto.size() - lifted.size(), onto.size()));
      for (int i = 0; i < lifted.size(); i++) {
        int level = onto.size() - lifted.size() + i;
        want.add("tile " + landed + "/" + level + " " + lifted.get(i).name());
      }
      want.add("from " + st.from());
      // where the tiles came from: on the stack left behind, or a place of its own in the line
      double fromX = Double.parseDouble(withClass(doc, "from").get(0).getAttribute("x"));
      List<Element> stacks = stacks(doc);
      if (emptied) {
        if (st.from() > 0) {
          assertTrue(tileX(stacks.get(st.from() - 1)) < fromX, "the emptied place, after its left");
        }
        if (st.from() < stacks.size()) {
          assertTrue(fromX < tileX(stacks.get(st.from())), "the emptied place, before its right");
        }
      } else {
        assertEquals(tileX(stacks.get(st.from())), fromX, "above the stack left behind");
      }
    } else if (move instanceof StackSnakeMove.Swap sw) {
      want.add("stack " + sw.first());
      want.add("stack " + sw.second());
      assertEquals(before.stack(sw.first()), after.stack(sw.second()));
      assertEquals(before.stack(sw.second()), after.stack(sw.first()));
    } else if (move instanceof StackSnakeMove.Deal d) {
      want.add("tile " + before.stackCount() + "/0 " + d.tile().name());
    }
    assertEquals(new TreeSet<>(want), new TreeSet<>(got), "elements marked last");
    assertEquals(want.size(), got.size(), "each marked once: " + got);
    // and the move is told in words
    List<Element> caption = withClass(doc, "caption");
    assertEquals(1, caption.size());
    assertTrue(
        caption
            .get(0)
            .getTextContent()
            .replace("\n", " ")
            .contains(StackSnakeNotation.moveText(move)),
        caption.get(0).getTextContent());
  }

  private static double tileX(Element stack) {
    return Double.parseDouble(tiles(stack).get(0).getAttribute("x"));
  }

  private static String describeLast(Element e) {
    if (hasClass(e, "tile")) {
      Element g = (Element) e.getParentNode();
      return "tile "
          + intAttr(g, "data-stack")
          + "/"
          + intAttr(e, "data-level")
          + " "
          + e.getAttribute("data-tile");
    }
    if (hasClass(e, "stack")) {
      return "stack " + intAttr(e, "data-stack");
    }
    if (hasClass(e, "from")) {
      return "from " + intAttr(e, "data-stack");
    }
    return "unexpected <" + e.getLocalName() + " class=" + e.getAttribute("class") + ">";
  }

  static void checkCoordinates(StackSnakeState s, Document doc, boolean shown) {
    List<Element> groups = withClass(doc, "coordinates");
    if (!shown) {
      assertEquals(0, groups.size(), "no coordinates unless asked");
      return;
    }
    assertEquals(1, groups.size());
    List<String> labels = new ArrayList<>();
    for (Element t : all(groups.get(0), "text")) {
      labels.add(t.getTextContent());
    }
    List<String> want = new ArrayList<>();
    for (int k = 0; k < s.stackCount(); k++) {
      want.add(Integer.toString(k + 1));
    }
    assertEquals(want, labels, "positions as the move notation numbers them");
  }

  // ---------------------------------------------------------------------------------------------
  // the options

  /** Where each move acts, as the picture should mark it: stack position to the moves' notation. */
  static Map<Integer, List<String>> expectedTargets(StackSnakeState s, List<StackSnakeMove> moves) {
    Map<Integer, List<String>> out = new TreeMap<>();
    for (StackSnakeMove m : moves) {
      List<Integer> at = new ArrayList<>();
      if (m instanceof StackSnakeMove.Step st) {
        at.add(st.to());
      } else if (m instanceof StackSnakeMove.Swap sw) {
        at.add(sw.first());
        at.add(sw.second());
      } else if (m instanceof StackSnakeMove.Deal) {
        at.add(s.stackCount()); // the next place to lay a tile
      }
      for (int k : at) {
        List<String> list = out.computeIfAbsent(k, x -> new ArrayList<>());
        String text = GAME.formatMove(s, m);
        if (!list.contains(text)) {
          list.add(text);
        }
      }
    }
    return out;
  }

  static Map<Integer, List<String>> drawnTargets(Document doc) {
    Map<Integer, List<String>> out = new TreeMap<>();
    for (Element e : withClass(doc, "target")) {
      int k = intAttr(e, "data-stack");
      assertFalse(out.containsKey(k), "one mark per stack: " + k);
      out.put(k, List.of(e.getAttribute("data-moves").split(" ", -1)));
    }
    return out;
  }

  @Test
  void svg_targets_markExactlyTheStacksTheGivenMovesActOn() {
    int checked = 0;
    for (long seed = 1; seed <= 4; seed++) {
      SplittableRandom random = new SplittableRandom(100 + seed);
      Played p = randomGame(GAME, random);
      for (int ply = 0; ply < p.states.size() - 1; ply++) {
        StackSnakeState s = p.states.get(ply);
        List<StackSnakeMove> legal = GAME.legalMoves(s);
        // all the moves; those of one stack; a random few
        List<List<StackSnakeMove>> selections = new ArrayList<>();
        selections.add(legal);
        int k = random.nextInt(Math.max(1, s.stackCount()));
        List<StackSnakeMove> ofStack = new ArrayList<>();
        List<StackSnakeMove> few = new ArrayList<>();
        for (StackSnakeMove m : legal) {
          if ((m instanceof StackSnakeMove.Step st && st.from() == k)
              || (m instanceof StackSnakeMove.Swap sw && (sw.first() == k || sw.second() == k))) {
            ofStack.add(m);
          }
          if (random.nextInt(4) == 0) {
            few.add(m);
          }
        }
        selections.add(ofStack);
        selections.add(few);
        for (List<StackSnakeMove> moves : selections) {
          Document doc = parse(GAME.svg(s, NONE.targets(moves)));
          assertEquals(
              expectedTargets(s, moves),
              drawnTargets(doc),
              "seed "
                  + seed
                  + " after "
                  + ply
                  + " plies: "
                  + moveList(GAME, p, ply)
                  + "; targets "
                  + moves);
          checked++;
        }
      }
    }
    assertTrue(checked > 200, "checked: " + checked);
  }

  @Test
  void svg_targets_aPassMarksNothing_andAnIllegalMoveIsRefused() {
    StackSnakeState stuck = Positions.pos(Positions.FOUR.replace(" B -", " W x"));
    assertEquals(List.of(StackSnakeMove.PASS), GAME.legalMoves(stuck));
    Document doc = parse(GAME.svg(stuck, NONE.targets(List.of(StackSnakeMove.PASS))));
    assertEquals(0, withClass(doc, "target").size());

    StackSnakeState s = Positions.pos(SPEC);
    assertThrows(
        IllegalMoveException.class,
        () -> GAME.svg(s, NONE.targets(List.of(StackSnakeMove.step(0, 2, 1)))));
    assertThrows(
        IllegalMoveException.class,
        () -> GAME.svg(s, NONE.targets(List.of(StackSnakeMove.deal(Tile.N)))));
  }

  @Test
  void svg_lastMove_illegal_throwsIllegalMove() {
    StackSnakeState s = Positions.pos(SPEC);
    StackSnakeState after = Positions.play(s, "1-2");
    // W1 steps 1, not 2; a Black stack on White's turn; a swap of Black's stacks; a deal in play
    for (StackSnakeMove bad :
        List.of(
            StackSnakeMove.step(0, 2, 1),
            StackSnakeMove.step(1, 2, 1),
            StackSnakeMove.swap(1, 4),
            StackSnakeMove.deal(Tile.W1))) {
      assertThrows(
          IllegalMoveException.class, () -> GAME.svg(after, NONE.lastMove(s, bad)), "" + bad);
    }
    // a legal move that does not lead to the drawn position
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> GAME.svg(after, NONE.lastMove(s, StackSnakeMove.step(3, 0, 1))));
    assertTrue(e.getMessage().contains("not to the drawn state"), e.getMessage());
    // the same line, colour to move and swap permission, but not the state the move led to (no
    // history, turn 0): the picture's last move must lead to the drawn state itself
    StackSnakeState lookalike = GAME.parseState(after.positionNotation());
    assertEquals(after.positionNotation(), lookalike.positionNotation());
    assertNotEquals(after, lookalike);
    StackSnakeMove played = GAME.parseMove(s, "1-2");
    assertEquals(after, GAME.apply(s, played));
    e =
        assertThrows(
            IllegalArgumentException.class, () -> GAME.svg(lookalike, NONE.lastMove(s, played)));
    assertTrue(
        e.getMessage()
            .startsWith("the last move 1-2 leads to " + GAME.formatState(after) + ", not to the"),
        e.getMessage());
    assertFalse(GAME.svg(after, NONE.lastMove(s, played)).isEmpty()); // the state it led to
  }

  @Test
  void svg_lastMove_pass_marksNothing_butSaysSo() {
    StackSnakeState stuck = Positions.pos(Positions.FOUR.replace(" B -", " W x"));
    StackSnakeState after = GAME.apply(stuck, StackSnakeMove.PASS);
    Document doc = parse(GAME.svg(after, NONE.lastMove(stuck, StackSnakeMove.PASS)));
    assertEquals(0, withClass(doc, "last").size());
    assertTrue(withClass(doc, "caption").get(0).getTextContent().contains("White passes"));
    checkState(GAME, after, doc);
  }

  @Test
  void svg_coordinates_onlyWhenAsked() {
    StackSnakeState s = Positions.pos(SPEC);
    checkCoordinates(s, parse(GAME.svg(s, NONE.coordinates(true))), true);
    checkCoordinates(s, parse(GAME.svg(s, NONE)), false);
    assertEquals(
        19,
        all(withClass(parse(GAME.svg(s, NONE.coordinates(true))), "coordinates").get(0), "text")
            .size());
  }

  @Test
  void svg_scale_changesTheSizeButNotTheViewBox() {
    StackSnakeState s = Positions.pos(SPEC);
    Element one = parse(GAME.svg(s, NONE)).getDocumentElement();
    Element two = parse(GAME.svg(s, NONE.scale(2.5))).getDocumentElement();
    assertEquals(one.getAttribute("viewBox"), two.getAttribute("viewBox"));
    assertEquals("2380", two.getAttribute("width"));
    assertEquals("890", two.getAttribute("height"));
    assertNotEquals(one.getAttribute("width"), two.getAttribute("width"));
    // the drawing inside is the same
    String a = GAME.svg(s, NONE);
    String b = GAME.svg(s, NONE.scale(2.5));
    assertEquals(a.substring(a.indexOf("font-family")), b.substring(b.indexOf("font-family")));
  }

  // ---------------------------------------------------------------------------------------------
  // golden files

  /** The moves of a short game from the rules document's position, which White wins. */
  static final String[] GAME_MOVES =
      ("8-7 14-13 1x4 5-4 6=7 11-10 1x5 13-11 5x7 8-6 12-9 10=8 1x9 4-5 4-5 2-4 7-5 4-6 5=7 5x7"
              + " 1-4 3-5 3=4 1=2 5-3")
          .split(" ", -1);

  record GoldenCase(
      String name, StackSnakeState state, SvgOptions<StackSnakeState, StackSnakeMove> options) {
    String svg() {
      return GAME.svg(state, options);
    }
  }

  /** The position after the first {@code plies} moves of {@link #GAME_MOVES}, that move shown. */
  static GoldenCase afterPlies(String name, int plies) {
    StackSnakeState before = Positions.pos(SPEC);
    for (int i = 0; i < plies - 1; i++) {
      before = Positions.play(before, GAME_MOVES[i]);
    }
    StackSnakeMove move = GAME.parseMove(before, GAME_MOVES[plies - 1]);
    StackSnakeState after = GAME.apply(before, move);
    return new GoldenCase(name, after, NONE.lastMove(before, move));
  }

  static List<GoldenCase> goldenCases() {
    List<GoldenCase> out = new ArrayList<>();
    out.add(new GoldenCase("start", Positions.pos(SPEC), NONE.coordinates(true)));
    GoldenCase mid = afterPlies("mid-game", 12); // 10=8: two tiles step, their stack emptied
    out.add(new GoldenCase(mid.name, mid.state, mid.options.coordinates(true)));
    GoldenCase swap =
        afterPlies("swap", 20); // 5x7; White may not swap back: its first stack's moves
    List<StackSnakeMove> ofFirst = new ArrayList<>();
    for (StackSnakeMove m : GAME.legalMoves(swap.state)) {
      if (m instanceof StackSnakeMove.Step st && st.from() == 0) {
        ofFirst.add(m);
      }
    }
    out.add(new GoldenCase(swap.name, swap.state, swap.options.targets(ofFirst)));
    GoldenCase tall = afterPlies("tall-stacks", 24); // a stack of six; all of White's moves
    out.add(
        new GoldenCase(tall.name, tall.state, tall.options.targets(GAME.legalMoves(tall.state))));
    GoldenCase end = afterPlies("game-over", 25); // 5-3 makes a stack of seven
    out.add(new GoldenCase(end.name, end.state, end.options.coordinates(true)));
    // the deal: the seventh tile just laid, the kinds that can come next marked
    StackSnakeState deal = GAME.start();
    StackSnakeState before = deal;
    StackSnakeMove last = null;
    for (Tile t : List.of(Tile.W1, Tile.B2, Tile.N, Tile.W3, Tile.B1, Tile.W2, Tile.B3)) {
      before = deal;
      last = StackSnakeMove.deal(t);
      deal = GAME.apply(deal, last);
    }
    out.add(
        new GoldenCase(
            "dealing", deal, NONE.lastMove(before, last).targets(GAME.legalMoves(deal))));
    return out;
  }

  @Test
  void svg_goldenCases_showTheirStates() {
    for (GoldenCase c : goldenCases()) {
      Document doc = parse(c.svg());
      checkState(GAME, c.state, doc);
      c.options
          .lastMove()
          .ifPresent(m -> checkLastMove(c.options.before().orElseThrow(), m, c.state, doc));
      assertEquals(expectedTargets(c.state, c.options.targets()), drawnTargets(doc), c.name);
    }
  }

  @Test
  @DisabledIfSystemProperty(named = "tabula.golden.update", matches = "true")
  void svg_goldenFiles_areWhatIsDrawnNow() throws IOException {
    Map<String, String> cases = new LinkedHashMap<>();
    for (GoldenCase c : goldenCases()) {
      cases.put(c.name + ".svg", c.svg());
    }
    for (Map.Entry<String, String> c : cases.entrySet()) {
      Path file = GOLDEN.resolve(c.getKey());
      if (!Files.exists(file)) {
        fail("no golden file " + file + "; write it (and look at it) with: " + UPDATE);
      }
      String want = Files.readString(file, StandardCharsets.UTF_8);
      String got = c.getValue();
      if (!want.equals(got)) {
        fail(
            "the picture "
                + c.getKey()
                + " differs from its golden file "
                + file
                + firstDifference(want, got)
                + "\nIf the change is intended, regenerate the golden files, look at them (e.g. in a"
                + " browser) and commit them: "
                + UPDATE);
      }
    }
    try (Stream<Path> files = Files.list(GOLDEN)) {
      List<String> present = files.map(f -> f.getFileName().toString()).sorted().toList();
      assertEquals(
          new TreeSet<>(cases.keySet()).stream().toList(),
          present,
          "golden files without a case (remove them, or regenerate with: " + UPDATE + ")");
    }
  }

  private static String firstDifference(String want, String got) {
    String[] a = want.split("\n", -1);
    String[] b = got.split("\n", -1);
    for (int i = 0; i < Math.max(a.length, b.length); i++) {
      String x = i < a.length ? a[i] : "(end of file)";
      String y = i < b.length ? b[i] : "(end of picture)";
      if (!x.equals(y)) {
        return " at line " + (i + 1) + ":\n  golden: " + x + "\n  now:    " + y;
      }
    }
    return "";
  }

  /**
   * Rewrites the golden files from the pictures drawn now; runs only when asked: {@code ./mvnw -B
   * -o -pl stack-snake -am test -Dsurefire.failIfNoSpecifiedTests=false -Dtest=StackSnakeSvgTest
   * -Dtabula.golden.update=true}.
   */
  @Test
  @EnabledIfSystemProperty(named = "tabula.golden.update", matches = "true")
  void update_goldenFiles_whenAsked() throws IOException {
    Files.createDirectories(GOLDEN);
    try (Stream<Path> files = Files.list(GOLDEN)) {
      for (Path f : files.toList()) {
        if (f.getFileName().toString().endsWith(".svg")) {
          Files.delete(f);
        }
      }
    }
    for (GoldenCase c : goldenCases()) {
      Files.writeString(GOLDEN.resolve(c.name + ".svg"), c.svg(), StandardCharsets.UTF_8);
    }
  }
}
