package dev.tabula.marrakech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.tabula.core.IllegalMoveException;
import dev.tabula.core.SvgOptions;
import dev.tabula.testkit.PhoneText;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledIfSystemProperty;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;

/**
 * The SVG picture ({@link MarrakechGame#svg}): well-formed, self-contained XML whose drawn rugs,
 * Assam and numbers agree with the state over whole random games, options drawn on exactly the
 * right elements, and golden files for a few positions.
 */
class MarrakechSvgTest {
  private static final String SVG_NS = "http://www.w3.org/2000/svg";
  private static final Path GOLDEN = Path.of("src/test/resources/dev/tabula/marrakech/golden");
  private static final String UPDATE =
      "./mvnw -B -o -pl marrakech -am test -Dsurefire.failIfNoSpecifiedTests=false"
          + " -Dtest=MarrakechSvgTest -Dtabula.golden.update=true";

  private static final MarrakechGame G2 = Boards.game(2);
  private static final MarrakechGame G3 = Boards.game(3);
  private static final MarrakechGame G4 = MarrakechGame.standard();

  private static SvgOptions<MarrakechState, MarrakechMove> options() {
    return SvgOptions.defaults();
  }

  // ---- reading a picture back ----------------------------------------------------------------

  private static final DocumentBuilderFactory XML = DocumentBuilderFactory.newInstance();

  static {
    XML.setNamespaceAware(true);
  }

  private static final Pattern LEADING_NUMBER = Pattern.compile("^(\\d+) ");
  private static final Pattern URL = Pattern.compile("url\\(([^)]*)\\)");

  static Document parse(String svg) {
    try {
      DocumentBuilder b = XML.newDocumentBuilder();
      return b.parse(new InputSource(new StringReader(svg)));
    } catch (Exception e) {
      throw new AssertionError("not well-formed XML: " + e.getMessage() + "\n" + svg, e);
    }
  }

  private static @Nullable Document indexed;
  private static Map<String, List<Element>> index = Map.of();

  /** The elements whose class list holds the class, in document order. */
  static List<Element> byClass(Node root, String cls) {
    if (root instanceof Document d) {
      if (d != indexed) {
        index = classes(d.getElementsByTagNameNS("*", "*"));
        indexed = d;
      }
      return index.getOrDefault(cls, List.of());
    }
    return classes(((Element) root).getElementsByTagNameNS("*", "*")).getOrDefault(cls, List.of());
  }

  private static Map<String, List<Element>> classes(NodeList all) {
    Map<String, List<Element>> out = new HashMap<>();
    for (int i = 0; i < all.getLength(); i++) {
      Element e = (Element) all.item(i);
      String attribute = e.getAttribute("class");
      if (!attribute.isEmpty()) {
        for (String c : attribute.split(" ", -1)) {
          out.computeIfAbsent(c, k -> new ArrayList<>()).add(e);
        }
      }
    }
    return out;
  }

  private static Element first(Element parent, String tag) {
    NodeList l = parent.getElementsByTagNameNS(SVG_NS, tag);
    assertTrue(l.getLength() > 0, "no <" + tag + "> in " + parent.getAttribute("class"));
    return (Element) l.item(0);
  }

  private static double num(Element e, String attribute) {
    return Double.parseDouble(e.getAttribute(attribute));
  }

  private static int leadingNumber(String text) {
    Matcher m = LEADING_NUMBER.matcher(text);
    assertTrue(m.find(), "no number at the start of '" + text + "'");
    return Integer.parseInt(m.group(1));
  }

  /** The square whose area holds a point of the drawing, or -1 off the board. */
  private static int squareAt(double x, double y) {
    int col = (int) Math.floor((x - MarrakechPicture.BOARD) / MarrakechPicture.SQUARE);
    int row = (int) Math.floor((y - MarrakechPicture.BOARD) / MarrakechPicture.SQUARE);
    return col < 0 || col > 6 || row < 0 || row > 6 ? -1 : row * 7 + col;
  }

  /** The squares a rectangle covers more than half of, as "xy" pairs in increasing square. */
  private static String squaresUnder(Element rect) {
    double x = num(rect, "x");
    double y = num(rect, "y");
    double w = num(rect, "width");
    double h = num(rect, "height");
    StringBuilder sb = new StringBuilder();
    for (int sq = 0; sq < 49; sq++) {
      double cx = MarrakechPicture.centreX(sq);
      double cy = MarrakechPicture.centreY(sq);
      if (cx > x && cx < x + w && cy > y && cy < y + h) {
        sb.append(sq % 7).append(sq / 7);
      }
    }
    return sb.toString();
  }

  /** The facing a triangle points in from a centre: its first point is the tip. */
  private static Facing pointing(Element polygon, double cx, double cy) {
    String[] tip = polygon.getAttribute("points").split(" ", -1)[0].split(",", -1);
    double dx = Double.parseDouble(tip[0]) - cx;
    double dy = Double.parseDouble(tip[1]) - cy;
    if (Math.abs(dx) > Math.abs(dy)) {
      return dx > 0 ? Facing.E : Facing.W;
    }
    return dy > 0 ? Facing.S : Facing.N;
  }

  private static String squares(MarrakechMove place) {
    int a = place.firstSquare();
    int b = place.secondSquare();
    return "" + a % 7 + a / 7 + b % 7 + b / 7;
  }

  // ---- what every picture must show ----------------------------------------------------------

  /** Checks everything a picture of the state must show, whatever the options. */
  static void checkAgrees(MarrakechGame g, MarrakechState s, String svg) {
    checkAgrees(g, s, svg, parse(svg));
  }

  static void checkAgrees(MarrakechGame g, MarrakechState s, String svg, Document d) {
    Element root = d.getDocumentElement();
    assertEquals(SVG_NS, root.getNamespaceURI());
    assertEquals("svg", root.getLocalName());
    assertEquals("marrakech", root.getAttribute("data-game"));
    assertEquals(g.formatState(s), root.getAttribute("data-position"));
    assertTrue(root.getAttribute("viewBox").matches("0 0 [0-9.]+ [0-9.]+"), "viewBox");
    Element title = first(root, "title");
    assertEquals(root, title.getParentNode());
    assertTrue(
        title
            .getTextContent()
            .contains("Assam on (" + s.assamX() + "," + s.assamY() + ") facing " + s.facing()),
        title.getTextContent());

    // every rug: its squares, colour and id are the state's, and every rug square is drawn once
    List<Element> rugs = byClass(d, "rug");
    TreeSet<Integer> ids = new TreeSet<>();
    long covered = 0;
    for (Element rug : rugs) {
      int id = Integer.parseInt(rug.getAttribute("data-id"));
      assertTrue(ids.add(id), "rug " + id + " drawn twice");
      String squares = squaresUnder(first(rug, "rect"));
      assertEquals(rug.getAttribute("data-squares"), squares, "rug " + id + "'s rectangle");
      assertTrue(squares.length() == 2 || squares.length() == 4, squares);
      assertEquals(squares.length() == 2, rug.getAttribute("class").contains("half"), "half");
      String fill = first(rug, "rect").getAttribute("fill");
      for (int i = 0; i < squares.length(); i += 2) {
        int x = squares.charAt(i) - '0';
        int y = squares.charAt(i + 1) - '0';
        assertEquals(id, s.rugIdAt(x, y), "id at (" + x + "," + y + ")");
        Colour c = s.colourAt(x, y).orElse(null);
        assertEquals(String.valueOf(c.letter()), rug.getAttribute("data-colour"));
        assertEquals(MarrakechPicture.RUG_FILL.get(c.ordinal()), fill);
        covered |= MarrakechState.bit(x, y);
      }
    }
    long onBoard = 0;
    TreeSet<Integer> stateIds = new TreeSet<>();
    for (int sq = 0; sq < 49; sq++) {
      if (s.rugIdAt(sq % 7, sq / 7) != 0) {
        onBoard |= 1L << sq;
        stateIds.add(s.rugIdAt(sq % 7, sq / 7));
      }
    }
    assertEquals(onBoard, covered, "the squares drawn with a rug");
    assertEquals(stateIds, ids, "the rugs drawn");
    // every id written once, as its label
    List<Element> labels = byClass(d, "rug-id");
    assertEquals(rugs.size(), labels.size());
    for (Element label : labels) {
      assertEquals(label.getAttribute("data-id"), first(label, "text").getTextContent());
    }
    assertEquals(14, byClass(d, "arc").size(), "the edge arcs");

    // Assam: on his square, pointing where he faces
    List<Element> assam = byClass(d, "assam");
    assertEquals(1, assam.size());
    Element circle = first(assam.get(0), "circle");
    double cx = num(circle, "cx");
    double cy = num(circle, "cy");
    assertEquals(s.assamY() * 7 + s.assamX(), squareAt(cx, cy), "Assam's square");
    assertEquals(s.facing(), pointing(first(assam.get(0), "polygon"), cx, cy), "Assam's facing");

    // the players' cards: name, rugs left per colour, dirhams, score
    List<Element> cards = byClass(d, "player");
    assertEquals(s.numPlayers(), cards.size());
    for (int p = 0; p < s.numPlayers(); p++) {
      Element card = cards.get(p);
      assertEquals(String.valueOf(p), card.getAttribute("data-seat"));
      assertEquals(g.playerName(p), byClass(card, "name").get(0).getTextContent());
      assertEquals(
          s.money(p), leadingNumber(byClass(card, "money").get(0).getTextContent()), "dirhams");
      String score = byClass(card, "score").get(0).getTextContent();
      assertEquals("score " + s.score(p), score);
      List<Element> rugsLeft = byClass(card, "rugs");
      assertEquals(s.colours(p).size(), rugsLeft.size());
      for (int i = 0; i < rugsLeft.size(); i++) {
        Colour c = s.colours(p).get(i);
        assertEquals(String.valueOf(c.letter()), rugsLeft.get(i).getAttribute("data-colour"));
        assertEquals(s.rugsLeft(c), leadingNumber(rugsLeft.get(i).getTextContent()), "rugs left");
      }
      List<Element> tags = byClass(card, "tag");
      String tag = tags.isEmpty() ? "" : tags.get(0).getTextContent();
      assertEquals(
          !s.isOver() && s.seatToMove() == p, tag.equals("to move"), "to move tag: " + tag);
      assertEquals(s.isOut(p), tag.equals("out"), "out tag");
      if (s.isOver() && !s.isOut(p)) {
        assertEquals(g.result(s).rank(p) == 0, tag.equals("wins"), "wins tag");
      }
    }
    // whose turn, what is asked or awaited
    List<Element> status = byClass(d, "status");
    String turn = status.get(0).getTextContent();
    String what = status.get(1).getTextContent();
    if (s.isOver()) {
      assertEquals("game over", turn);
      assertTrue(what.endsWith(g.result(s).winners().size() == 1 ? " wins" : " share the win"));
    } else {
      assertTrue(turn.startsWith(g.playerName(s.seatToMove())), turn);
      String expected =
          switch (s.phase()) {
            case COLOUR -> "drawing the next rug's colour";
            case DIE -> "rolling the die";
            case ORIENT -> "orient Assam: L, F or R";
            default ->
                "place a "
                    + MarrakechRender.colourName(s.colourToPlace().orElseThrow().ordinal())
                    + " rug";
          };
      assertEquals(expected, what);
    }
    assertSelfContained(svg);
  }

  /** No fetched files: the only "http" is the SVG namespace, no @import, url() only to #ids. */
  static void assertSelfContained(String svg) {
    assertEquals(svg.indexOf("http"), svg.lastIndexOf("http"), "one http only");
    assertTrue(svg.contains("xmlns=\"" + SVG_NS + "\""));
    assertFalse(svg.contains("@import"));
    assertFalse(svg.contains("href"));
    assertFalse(svg.contains("<image"));
    Matcher m = URL.matcher(svg);
    while (m.find()) {
      assertTrue(m.group(1).startsWith("#"), "url(" + m.group(1) + ")");
    }
  }

  /** Checks the elements marked last: exactly those of what the move changed. */
  static void checkLast(MarrakechState before, MarrakechMove move, String svg) {
    checkLast(before, move, parse(svg));
  }

  static void checkLast(MarrakechState before, MarrakechMove move, Document d) {
    List<Element> last = byClass(d, "last");
    switch (move.kind()) {
      case PLACE -> {
        assertEquals(1, last.size(), "the placed rug only");
        assertEquals(squares(move), last.get(0).getAttribute("data-squares"));
        assertEquals(squares(move), squaresUnder(first(last.get(0), "rect")));
      }
      case ROLL -> {
        assertEquals(2, last.size(), "the path and the die");
        StringBuilder walk = new StringBuilder();
        for (int i = 0; i <= move.steps(); i++) {
          AssamPosition p =
              MarrakechGame.destination(before.assamX(), before.assamY(), before.facing(), i);
          walk.append(i == 0 ? "" : " ").append(p.x()).append(p.y());
        }
        assertEquals(walk.toString(), last.get(0).getAttribute("data-squares"), "the path");
        Element start = first(last.get(0), "circle");
        assertEquals(
            before.assamY() * 7 + before.assamX(),
            squareAt(num(start, "cx"), num(start, "cy")),
            "the path's start");
        Element die = last.get(1);
        assertTrue(die.getAttribute("class").contains("die"));
        assertEquals(move.steps(), byClass(die, "pip").size(), "pips on the die");
      }
      case ORIENT -> {
        assertEquals(1, last.size(), "the turn only");
        assertEquals(move.toString(), last.get(0).getAttribute("data-turn"));
      }
      default -> {
        assertEquals(1, last.size(), "the colour drawn only");
        assertEquals(
            String.valueOf(move.colour().letter()), last.get(0).getAttribute("data-colour"));
        Element card = (Element) last.get(0).getParentNode();
        assertEquals(String.valueOf(before.seatToMove()), card.getAttribute("data-seat"));
      }
    }
    List<Element> caption = byClass(d, "caption");
    assertFalse(caption.isEmpty(), "a caption");
    assertTrue(caption.get(0).getTextContent().startsWith("last move: player "), "caption");
  }

  /** Checks the elements marked as targets: one per given move, where it would go. */
  static void checkTargets(
      MarrakechGame g, MarrakechState s, List<MarrakechMove> moves, String svg) {
    checkTargets(g, s, moves, parse(svg));
  }

  static void checkTargets(
      MarrakechGame g, MarrakechState s, List<MarrakechMove> moves, Document d) {
    List<Element> targets = byClass(d, "target");
    List<MarrakechMove> marked = new ArrayList<>();
    for (MarrakechMove m : moves) {
      if (m.kind() == MarrakechMove.Kind.PLACE || m.kind() == MarrakechMove.Kind.ORIENT) {
        marked.add(m);
      }
    }
    assertEquals(marked.size(), targets.size(), "targets drawn for " + moves);
    for (int i = 0; i < marked.size(); i++) {
      MarrakechMove m = marked.get(i);
      Element t = targets.get(i);
      assertEquals(g.formatMove(s, m), t.getAttribute("data-move"));
      if (m.kind() == MarrakechMove.Kind.PLACE) {
        assertEquals(squares(m), squaresUnder(first(t, "rect")), "the capsule of " + m);
      } else {
        Facing f =
            m.quarterTurns() < 0
                ? s.facing().left()
                : m.quarterTurns() > 0 ? s.facing().right() : s.facing();
        double cx = MarrakechPicture.centreX(s.assamY() * 7 + s.assamX());
        double cy = MarrakechPicture.centreY(s.assamY() * 7 + s.assamX());
        assertEquals(f, pointing(first(t, "polygon"), cx, cy), "the arrow of " + m);
        assertEquals(g.formatMove(s, m), first(t, "text").getTextContent());
      }
    }
  }

  // ---- tests ---------------------------------------------------------------------------------

  @Test
  void svg_start_rootIsSvgWithViewBoxAndPosition() {
    for (MarrakechGame g : List.of(G2, G3, G4)) {
      String svg = g.svg(g.start(), options());
      checkAgrees(g, g.start(), svg);
      Element root = parse(svg).getDocumentElement();
      assertEquals("0 0 888 456", root.getAttribute("viewBox"));
      assertEquals("888", root.getAttribute("width"));
      assertTrue(svg.startsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "));
      assertEquals(0, byClass(parse(svg), "rug").size());
      assertEquals(0, byClass(parse(svg), "last").size());
      assertEquals(0, byClass(parse(svg), "target").size());
    }
  }

  /**
   * Whole random games for 2, 3 and 4 players: every ply's picture, with the move that led to it
   * highlighted and every legal move marked, agrees with the state.
   */
  @Test
  void svg_randomGames_everyPlyAgreesWithTheState() {
    for (MarrakechGame g : List.of(G2, G3, G4)) {
      for (long seed : new long[] {7}) {
        SplittableRandom random = new SplittableRandom(seed);
        List<String> played = new ArrayList<>();
        MarrakechState s = g.start();
        try {
          checkAgrees(g, s, g.svg(s, options().targets(g.legalMoves(s))));
          while (!s.isOver()) {
            MarrakechMove m = Boards.randomMove(g, s, random);
            played.add(g.formatMove(s, m));
            MarrakechState next = g.apply(s, m);
            List<MarrakechMove> legal = g.legalMoves(next);
            String svg = g.svg(next, options().lastMove(s, m).targets(legal));
            Document d = parse(svg);
            checkAgrees(g, next, svg, d);
            checkLast(s, m, d);
            checkTargets(g, next, legal, d);
            checkCaptionInPanel(d);
            PhoneText.check(svg);
            s = next;
          }
        } catch (AssertionError | RuntimeException e) {
          fail(
              g.numPlayers()
                  + " players, seed "
                  + seed
                  + ", moves "
                  + String.join(" ", played)
                  + ": "
                  + e.getMessage(),
              e);
        }
      }
    }
  }

  @Test
  void lastMove_rollOverTheEdge_pathFollowsTheArc() {
    // the rules' example (6,6,S,3) -> (5,4,N): off the bottom edge, along the arc, up column 5
    MarrakechState before =
        G4.parseState(MarrakechPerftTest.EMPTY + " 66S c12$30,y12$30,r12$30,p12$30 0D");
    MarrakechState after = G4.apply(before, MarrakechMove.roll(3));
    String svg = G4.svg(after, options().lastMove(before, MarrakechMove.roll(3)));
    checkLast(before, MarrakechMove.roll(3), svg);
    Element path = byClass(parse(svg), "last").get(0);
    assertEquals("66 56 55 54", path.getAttribute("data-squares"));
    String d = ((Element) path.getElementsByTagNameNS(SVG_NS, "path").item(1)).getAttribute("d");
    assertTrue(d.contains(" A 26 26 0 0 "), "a half circle below the board: " + d);
    // the arc leaves (6,6) downwards and comes back into (5,6) from below
    assertTrue(d.startsWith("M 384 384 L 384 410 A 26 26 0 0 1 332 410 L 332 384"), d);
    assertEquals(
        "last move: player 0 rolls 3: Assam walks to (5,4) facing N, an empty square",
        String.join(
            " ", byClass(parse(svg), "caption").stream().map(Element::getTextContent).toList()));
  }

  @Test
  void lastMove_cornerArc_loopsRoundTheCorner() {
    MarrakechState before =
        G4.parseState(MarrakechPerftTest.EMPTY + " 60N c12$30,y12$30,r12$30,p12$30 0D");
    MarrakechState after = G4.apply(before, MarrakechMove.roll(1));
    String svg = G4.svg(after, options().lastMove(before, MarrakechMove.roll(1)));
    checkLast(before, MarrakechMove.roll(1), svg);
    Element path = byClass(parse(svg), "last").get(0);
    assertEquals("60 60", path.getAttribute("data-squares"));
    String d = ((Element) path.getElementsByTagNameNS(SVG_NS, "path").item(1)).getAttribute("d");
    assertTrue(d.contains(" A 26 26 0 1 1 "), "three quarters round the corner: " + d);
  }

  @Test
  void lastMove_placement_outlinesThePlacedRugOnly() {
    MarrakechState s = G3.parseState(MarrakechRulesTest.PLACE_FEN);
    MarrakechMove m = G3.legalMoves(s).get(0);
    MarrakechState after = G3.apply(s, m);
    String svg = G3.svg(after, options().lastMove(s, m));
    checkLast(s, m, svg);
    checkAgrees(G3, after, svg);
    assertEquals(0, byClass(parse(svg), "die").size(), "the die is not known after a placement");
  }

  @Test
  void lastMove_orientation_showsTheTurn() {
    MarrakechState s = G4.start();
    for (MarrakechMove m : G4.legalMoves(s)) {
      MarrakechState after = G4.apply(s, m);
      String svg = G4.svg(after, options().lastMove(s, m));
      checkLast(s, m, svg);
      Element turn = byClass(parse(svg), "last").get(0);
      // a turn draws the old facing (dashed) and an arrow; keeping it draws a ring
      assertEquals(
          m.quarterTurns() == 0 ? 1 : 0, turn.getElementsByTagNameNS(SVG_NS, "circle").getLength());
      if (m.quarterTurns() != 0) {
        Element ghost = first(turn, "polygon");
        double c = MarrakechPicture.centreX(24);
        assertEquals(Facing.N, pointing(ghost, c, c), "the old facing");
      }
    }
  }

  @Test
  void lastMove_colourDrawn_ringedInTheCard() {
    MarrakechState s = G2.start();
    MarrakechMove m = MarrakechMove.draw(Colour.RED);
    MarrakechState after = G2.apply(s, m);
    String svg = G2.svg(after, options().lastMove(s, m));
    checkLast(s, m, svg);
    List<Element> status = byClass(parse(svg), "status");
    assertEquals("placing a red rug", status.get(2).getTextContent());
  }

  @Test
  void lastMove_illegal_throwsIllegalMove() {
    MarrakechState s = G4.start();
    // a die roll in phase O
    assertThrows(
        IllegalMoveException.class, () -> G4.svg(s, options().lastMove(s, MarrakechMove.roll(3))));
    // a placement while Assam is to be turned
    assertThrows(
        IllegalMoveException.class,
        () -> G4.svg(s, options().lastMove(s, MarrakechMove.place(3, 4, 3, 5))));
    // legal, but not what led to the drawn state
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> G4.svg(s, options().lastMove(s, MarrakechMove.LEFT)));
    assertTrue(e.getMessage().contains("not to the drawn state"), e.getMessage());
  }

  @Test
  void targets_placements_markedExactly() {
    MarrakechState s = G3.parseState(MarrakechRulesTest.PLACE_FEN);
    List<MarrakechMove> all = G3.legalMoves(s);
    assertTrue(all.size() > 3);
    for (List<MarrakechMove> some : List.of(all, all.subList(1, 3), List.<MarrakechMove>of())) {
      String svg = G3.svg(s, options().targets(some));
      checkTargets(G3, s, some, svg);
      checkAgrees(G3, s, svg);
    }
  }

  @Test
  void targets_orientations_arrowsWhereHeWouldFace() {
    MarrakechState s = G4.start();
    List<MarrakechMove> lr = List.of(MarrakechMove.LEFT, MarrakechMove.RIGHT);
    String svg = G4.svg(s, options().targets(lr));
    checkTargets(G4, s, lr, svg);
    assertEquals(2, byClass(parse(svg), "target").size());
  }

  @Test
  void targets_chanceOutcomes_notMarked() {
    MarrakechState s = G4.apply(G4.start(), MarrakechMove.FORWARD);
    String svg = G4.svg(s, options().targets(G4.legalMoves(s)));
    assertEquals(0, byClass(parse(svg), "target").size());
    MarrakechState c = G2.start();
    assertEquals(
        0, byClass(parse(G2.svg(c, options().targets(G2.legalMoves(c)))), "target").size());
  }

  @Test
  void targets_illegal_throwsIllegalMove() {
    MarrakechState s = G4.start();
    assertThrows(
        IllegalMoveException.class,
        () -> G4.svg(s, options().targets(List.of(MarrakechMove.place(3, 4, 3, 5)))));
  }

  @Test
  void coordinates_onAndOff() {
    MarrakechState s = G4.start();
    assertEquals(0, byClass(parse(G4.svg(s, options())), "coord").size());
    List<Element> coords = byClass(parse(G4.svg(s, options().coordinates(true))), "coord");
    assertEquals(14, coords.size());
    for (int i = 0; i < 7; i++) {
      Element x = coords.get(i);
      Element y = coords.get(7 + i);
      assertEquals("x", x.getAttribute("data-axis"));
      assertEquals(String.valueOf(i), x.getTextContent());
      assertEquals(MarrakechPicture.centreX(i), num(x, "x"), 0.01, "column " + i);
      assertTrue(num(x, "y") < MarrakechPicture.BOARD - 26, "above the arcs");
      assertEquals("y", y.getAttribute("data-axis"));
      assertEquals(String.valueOf(i), y.getTextContent());
      assertEquals(MarrakechPicture.centreY(i * 7), num(y, "y") - 5, 0.01, "row " + i);
      assertTrue(num(y, "x") < MarrakechPicture.BOARD - 26, "left of the arcs");
    }
  }

  /** The hue of a colour {@code #RRGGBB}, in degrees from 0 (red) round to 360. */
  private static double hue(String rgb) {
    int v = Integer.parseInt(rgb.substring(1), 16);
    double r = (v >> 16 & 0xff) / 255.0;
    double g = (v >> 8 & 0xff) / 255.0;
    double b = (v & 0xff) / 255.0;
    double max = Math.max(r, Math.max(g, b));
    double range = max - Math.min(r, Math.min(g, b));
    double h;
    if (range == 0) {
      h = 0;
    } else if (max == r) {
      h = (g - b) / range;
    } else if (max == g) {
      h = 2 + (b - r) / range;
    } else {
      h = 4 + (r - g) / range;
    }
    return (h * 60 + 360) % 360;
  }

  @Test
  void rugColours_drawnAsTheTextNamesThem() {
    // the hues of the colour words: cyan about 180, yellow about 55, red about 0, purple about 280
    double[][] ranges = {{175, 195}, {42, 60}, {-10, 10}, {265, 295}};
    for (int c = 0; c < 4; c++) {
      String name = MarrakechRender.colourName(c);
      double h = hue(MarrakechPicture.RUG_FILL.get(c));
      double signed = h > 180 && ranges[c][0] < 0 ? h - 360 : h;
      assertTrue(
          signed >= ranges[c][0] && signed <= ranges[c][1],
          name + " rugs are drawn " + MarrakechPicture.RUG_FILL.get(c) + ", hue " + h);
    }
    assertEquals(List.of("cyan", "yellow", "red", "purple"), List.of(names()));
  }

  private static String[] names() {
    String[] n = new String[4];
    for (int c = 0; c < 4; c++) {
      n[c] = MarrakechRender.colourName(c);
    }
    return n;
  }

  @Test
  void legend_explainsTheHatching() {
    for (MarrakechGame g : List.of(G2, G3, G4)) {
      Document d = parse(g.svg(g.start(), options()));
      List<Element> legend = byClass(d, "legend");
      assertEquals(1, legend.size(), "one legend");
      String text = legend.get(0).getTextContent();
      assertTrue(text.contains("hatched") && text.contains("other half covered"), text);
      NodeList rects = legend.get(0).getElementsByTagNameNS(SVG_NS, "rect");
      boolean hatched = false;
      for (int i = 0; i < rects.getLength(); i++) {
        hatched |= ((Element) rects.item(i)).getAttribute("fill").equals("url(#half)");
      }
      assertTrue(hatched, "a swatch hatched as half-covered rugs are");
    }
  }

  /** A {@code viewBox} or a rectangle as x, y, width, height. */
  private static double[] box(String text) {
    String[] p = text.split(" ", -1);
    return new double[] {
      Double.parseDouble(p[0]),
      Double.parseDouble(p[1]),
      Double.parseDouble(p[2]),
      Double.parseDouble(p[3])
    };
  }

  private static boolean inside(double[] outer, double x, double y, double w, double h) {
    return x >= outer[0]
        && y >= outer[1]
        && x + w <= outer[0] + outer[2]
        && y + h <= outer[1] + outer[3];
  }

  /** The last move's caption: in the panel, whose part keeps room for its lines. */
  private static void checkCaptionInPanel(Document d) {
    double[] panel =
        box(((Element) d.getElementsByTagNameNS(SVG_NS, "view").item(1)).getAttribute("viewBox"));
    List<Element> caption = byClass(d, "caption");
    assertFalse(caption.isEmpty(), "a caption");
    for (Element line : caption) {
      assertTrue(num(line, "x") >= panel[0], "the caption in the panel: " + line.getTextContent());
      assertTrue(num(line, "y") + 4 <= panel[1] + panel[3], "within the panel's part: " + caption);
      assertTrue(line.getTextContent().length() <= 46, "a caption line too long for the panel");
      assertTrue(num(line, "font-size") >= 15, "the caption's text readable on a phone");
    }
  }

  @Test
  void parts_theMarketThenThePanel_textLargeEnoughForAPhone() {
    for (MarrakechGame g : List.of(G2, G3, G4)) {
      Document d = parse(g.svg(g.start(), options().coordinates(true)));
      NodeList views = d.getElementsByTagNameNS(SVG_NS, "view");
      assertEquals(2, views.getLength(), "two parts");
      double[] market = box(((Element) views.item(0)).getAttribute("viewBox"));
      double[] panel = box(((Element) views.item(1)).getAttribute("viewBox"));
      assertEquals("part board", ((Element) views.item(0)).getAttribute("class"));
      assertEquals("part panel", ((Element) views.item(1)).getAttribute("class"));
      double board = MarrakechPicture.BOARD;
      double side = 7 * MarrakechPicture.SQUARE;
      assertTrue(inside(market, board - 30, board - 30, side + 60, side + 60), "the market");
      for (Element coord : byClass(d, "coord")) {
        assertTrue(inside(market, num(coord, "x") - 5, num(coord, "y") - 12, 10, 12), "coords");
      }
      // every card and the legend in the panel, whose text is 15 units or more: a phone shows
      // the panel across its width, about 350 px for 422 units, so 15 units are 12 px or more
      List<Element> inPanel = new ArrayList<>(byClass(d, "player"));
      inPanel.addAll(byClass(d, "legend"));
      for (Element e : inPanel) {
        Element frame = first(e, "rect");
        assertTrue(
            inside(panel, num(frame, "x"), num(frame, "y"), num(frame, "width"), 10),
            "in the panel: " + e.getAttribute("class"));
        NodeList texts = e.getElementsByTagNameNS(SVG_NS, "text");
        for (int i = 0; i < texts.getLength(); i++) {
          Element t = (Element) texts.item(i);
          assertTrue(num(t, "font-size") >= 15, t.getTextContent() + " at " + num(t, "font-size"));
          assertTrue(num(t, "y") <= panel[1] + panel[3], "within the panel: " + t.getTextContent());
        }
      }
      assertTrue(panel[2] <= 430, "the panel about as wide as the market: " + panel[2]);
      assertTrue(panel[0] >= market[0] + market[2], "beside the market");
    }
  }

  @Test
  void scale_changesSizeNotViewBox() {
    MarrakechState s = G4.start();
    Element one = parse(G4.svg(s, options())).getDocumentElement();
    Element two = parse(G4.svg(s, options().scale(1.5))).getDocumentElement();
    assertEquals(one.getAttribute("viewBox"), two.getAttribute("viewBox"));
    assertEquals(num(one, "width") * 1.5, num(two, "width"), 0.01);
    assertEquals(num(one, "height") * 1.5, num(two, "height"), 0.01);
    assertNotEquals(one.getAttribute("width"), two.getAttribute("width"));
  }

  @Test
  void svg_sameStateSamePicture_whateverTheLocale() {
    Locale saved = Locale.getDefault();
    try {
      for (Golden gold : GOLDENS) {
        String here = gold.draw();
        Locale.setDefault(Locale.GERMANY);
        String there = gold.draw();
        Locale.setDefault(new Locale("ar", "EG"));
        String third = gold.draw();
        Locale.setDefault(saved);
        assertEquals(here, there, gold.name());
        assertEquals(here, third, gold.name());
        assertEquals(here, gold.draw(), gold.name());
      }
    } finally {
      Locale.setDefault(saved);
    }
  }

  // ---- golden files --------------------------------------------------------------------------

  /**
   * A golden picture: a position (the one reached by the last move from {@code before} when there
   * is one), whether all its legal moves are marked, and whether coordinates are shown.
   */
  record Golden(
      String name,
      MarrakechGame game,
      String position,
      String lastMove,
      boolean targets,
      boolean coordinates) {
    String draw() {
      MarrakechState s = game.parseState(position);
      SvgOptions<MarrakechState, MarrakechMove> o = SvgOptions.defaults();
      if (!lastMove.isEmpty()) {
        MarrakechMove m = game.parseMove(s, lastMove);
        o = o.lastMove(s, m);
        s = game.apply(s, m);
      }
      if (targets) {
        o = o.targets(game.legalMoves(s));
      }
      return game.svg(s, o.coordinates(coordinates));
    }
  }

  static final List<Golden> GOLDENS =
      List.of(
          new Golden("start-4p", G4, MarrakechPerftTest.START4, "", false, false),
          new Golden(
              "roll-3p",
              G3,
              ".r18r18y11y11../......c1/c10c10.y17y17.c1/r9c13c13y8.../c16c16c7r3r3.y2/"
                  + "y5r15r15...y2/y5.r6r6... 30W c9$28,y9$31,r9$31 0D",
              "4",
              false,
              true),
          new Golden(
              "over-3p",
              G3,
              "y17c43c43.y38y38y11/y17y44y44c37c28c10y11/y20y41.y5r9c7c22/y20y41.y5r15r27r27/"
                  + "c31c31c34r36r36y26r6/y32r33y35y35r24y26r6/c19r30.r21r24c25c25 10S"
                  + " c0$23,y0$36,r1$31 2P",
              "0111",
              false,
              false),
          new Golden("overlap-4p", G4, MarrakechPerftTest.PAY4, "", true, true),
          new Golden(
              "place-4p",
              G4,
              "..r11..../.y10r11y6c9c9p8/...y6p12p16p16/.y22..r15r15./.y22...c13y18/"
                  + ".c21p24c25c25c17y18/.c21p24r23..p4 46N c5$33,y6$35,r6$25,p6$27 1D",
              "3",
              true,
              false),
          new Golden(
              "draw-2p",
              G2,
              ".p16p6..p10p10/c5p16c15..r11r11/y14c17c15.y4../y14c17c13.y4../..c13.c9y12y12/"
                  + "..r3r3c9p2r1/......r1 03S c7r8$23,y8p8$37 1C",
              "p",
              false,
              false),
          // a turn to the left, and the die awaited
          new Golden("turn-left-4p", G4, MarrakechPerftTest.START4, "L", false, true),
          // a turn to the right in the 2-player game: the colour being placed ringed in the card
          new Golden(
              "turn-right-2p",
              G2,
              MarrakechPerftTest.EMPTY + " 33E c12r12$30,y12p12$30 1Oy",
              "R",
              false,
              false),
          // a roll of 2 in the 2-player game: the die's two pips, the colour being placed
          new Golden(
              "roll-two-2p",
              G2,
              MarrakechPerftTest.EMPTY + " 33N c12r12$30,y12p12$30 0Dc",
              "2",
              true,
              false),
          // the orientations as targets
          new Golden("orient-3p", G3, MarrakechPerftTest.PAY3, "", true, true),
          // walks round a half-circle arc and a corner arc
          new Golden(
              "arc-4p",
              G4,
              MarrakechPerftTest.EMPTY + " 66S c12$30,y12$30,r12$30,p12$30 0D",
              "3",
              false,
              false),
          new Golden(
              "corner-4p",
              G4,
              MarrakechPerftTest.EMPTY + " 60N c12$30,y12$30,r12$30,p12$30 0D",
              "1",
              false,
              false),
          // Assam on a half rug with a four-digit id, next to a whole rug
          new Golden(
              "half-rug-under-assam-4p",
              G4,
              "......./......./......./...c1234y9y9./......./......./......."
                  + " 33N c11$30,y11$30,r12$30,p12$30 0O",
              "",
              false,
              false),
          // Assam on one half of a whole rug, the placements marked
          new Golden(
              "whole-rug-under-assam-4p",
              G4,
              "......./......./......./..r5r5.../......./.c6c6..../......."
                  + " 33W c11$30,y12$30,r11$30,p12$30 2P",
              "",
              true,
              false),
          // three players share the win
          new Golden(
              "shared-win-3p",
              G3,
              MarrakechPerftTest.EMPTY + " 33N c0$30,y0$30,r0$30 -",
              "",
              false,
              false));

  private static Path goldenFile(Golden g) {
    return GOLDEN.resolve(g.name() + ".svg");
  }

  @Test
  @DisabledIfSystemProperty(named = "tabula.golden.update", matches = "true")
  void golden_picturesAreByteForByteTheFiles() throws IOException {
    List<String> differ = new ArrayList<>();
    for (Golden g : GOLDENS) {
      String svg = g.draw();
      MarrakechState s = g.game().parseState(g.position());
      if (!g.lastMove().isEmpty()) {
        s = g.game().apply(s, g.game().parseMove(s, g.lastMove()));
      }
      checkAgrees(g.game(), s, svg);
      Path file = goldenFile(g);
      if (!Files.exists(file) || !Files.readString(file, StandardCharsets.UTF_8).equals(svg)) {
        differ.add(file.toString());
      }
    }
    assertTrue(
        differ.isEmpty(),
        "the pictures differ from the golden files "
            + differ
            + "; if the change is intended, regenerate them with\n  "
            + UPDATE
            + "\nand look at them before committing");
  }

  /**
   * Rewrites the golden files; run with {@code -Dtabula.golden.update=true} (see {@link #UPDATE}).
   */
  @Test
  @EnabledIfSystemProperty(named = "tabula.golden.update", matches = "true")
  void update_goldenFiles_whenAsked() throws IOException {
    Files.createDirectories(GOLDEN);
    for (Golden g : GOLDENS) {
      Files.writeString(goldenFile(g), g.draw(), StandardCharsets.UTF_8);
    }
  }
}
