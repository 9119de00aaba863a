package dev.tabula.marrakech;

import dev.tabula.core.GameResult;
import dev.tabula.core.SvgOptions;
import dev.tabula.core.spi.Svg;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The SVG picture of a Marrakech state ({@link MarrakechGame#svg}): the market on the left, and on
 * the right a panel with the players and what the last move did. The two are marked as parts
 * ({@link Svg#part}), so a phone shows the market across its width and the panel below it, each
 * with its text sized for that width ({@link Svg#phoneFontSize}).
 *
 * <p>Elements a program (or a test) may look for carry a {@code class}: {@code rug} (one per
 * visible rug, with {@code data-id}, {@code data-colour} and {@code data-squares}; {@code rug half}
 * when only one square of it shows) and {@code rug-id} (its label), {@code arc}, {@code assam}
 * ({@code data-x}, {@code data-y}, {@code data-facing}), {@code coord}, {@code status}, {@code
 * player} ({@code data-seat}) holding {@code name}, {@code tag}, {@code rugs}, {@code money} and
 * {@code score}, {@code die} (with its {@code pip}s) and {@code caption}. Highlights are {@code
 * last} (what the last move changed) and {@code target} (one per marked move, with its notation as
 * {@code data-move}).
 *
 * <p>The drawing is deterministic: pieces in the order of their first square, numbers written by
 * {@link Svg#num}, no hash-ordered iteration.
 */
final class MarrakechPicture {
  /** The side of a square, in user units. */
  static final double SQUARE = 52;

  /** The room around the board for the edge arcs and the coordinates. */
  static final double MARGIN = 46;

  /** The board's left and top edge. */
  static final double BOARD = MARGIN;

  private static final double SIDE = 7 * SQUARE;

  /** The market with its arcs and coordinates: the picture's left part, square. */
  private static final double BODY_HEIGHT = 2 * MARGIN + SIDE;

  private static final double PANEL_X = BODY_HEIGHT + 10;
  private static final double CARD_W = 200;
  private static final double CARD_GAP = 10;

  /** The panel: the players' cards two to a row, so that it is wide rather than tall. */
  private static final double PANEL_W = 2 * CARD_W + CARD_GAP;

  private static final double WIDTH = PANEL_X + PANEL_W + 12;
  private static final double CARD_Y = 114;

  /** The panel as a part: the cards, the legend and the caption, with a margin. */
  private static final double PANEL_PART_W = PANEL_W + 12;

  /** The size of the panel's text: 12 CSS px or more on a phone (15 units). */
  private static final double TEXT = Svg.phoneFontSize(PANEL_PART_W, 12);

  /**
   * The size of the market's labels (the coordinates, the rugs' ids): 11 CSS px or more on a phone,
   * which shows the market across its width (15 units).
   */
  private static final double LABEL = Svg.phoneFontSize(BODY_HEIGHT, 11);

  /** The lines of the last move's caption, below the legend; the panel keeps room for them. */
  private static final int CAPTION_LINES = 4;

  /** The caption's lines are this many characters at most, to stay within the panel. */
  private static final int CAPTION_CHARS = 46;

  /** The distance from one caption line to the next. */
  private static final double CAPTION_LEAD = 20;

  private static final String INK = Svg.PALETTE.get(0);
  private static final String MUTED = "#5b5346";
  private static final String PAGE = "#ffffff";
  private static final String SAND = "#f4ecd9";
  private static final String GRID = "#dccfb0";
  private static final String FRAME = "#a8936a";
  private static final String ARC = "#bfae88";
  private static final String TARGET = Svg.PALETTE.get(5);

  /**
   * The fill of each colour index (c, y, r, p), drawn as the notation and the text name them: cyan,
   * yellow, red and purple. Chosen to stay apart for every common colour-vision deficiency
   * (simulated protanopia, deuteranopia and tritanopia keep every two at least 25 CIEDE2000 apart,
   * and each off the sand of the board), which the Okabe-Ito palette of {@link Svg#PALETTE} does
   * not offer in these four hues.
   */
  static final List<String> RUG_FILL = List.of("#22CCEE", "#E8C22E", "#CC2A1A", "#7A3AAA");

  /** Unit steps of the facings N, E, S, W (y grows downwards). */
  private static final int[] DX = {0, 1, 0, -1};

  private static final int[] DY = {-1, 0, 1, 0};

  private static final String[] ORDINAL = {"1st", "2nd", "3rd", "4th"};

  /** The radius of Assam's circle (his white edge adds one unit). */
  private static final double ASSAM_R = 14.5;

  private final MarrakechGame game;
  private final MarrakechState s;
  private final SvgOptions<MarrakechState, MarrakechMove> options;
  private final Svg svg;

  private MarrakechPicture(
      MarrakechGame game,
      MarrakechState s,
      SvgOptions<MarrakechState, MarrakechMove> options,
      double height) {
    this.game = game;
    this.s = s;
    this.options = options;
    this.svg = Svg.begin(game.name(), game.formatState(s), WIDTH, height, options);
  }

  /**
   * Draws a state; see {@link MarrakechGame#svg} for what is shown.
   *
   * @throws dev.tabula.core.IllegalMoveException if the last move or a target is not legal
   * @throws IllegalArgumentException if the last move does not lead to the state
   */
  static String draw(
      MarrakechGame game, MarrakechState s, SvgOptions<MarrakechState, MarrakechMove> options) {
    List<String> caption = List.of();
    if (Svg.checkLastMove(game, s, options)) {
      MarrakechState before = options.before().orElseThrow();
      MarrakechMove move = options.lastMove().orElseThrow();
      caption = Svg.wrap("last move: " + game.describe(before, move, s), CAPTION_CHARS);
    }
    for (MarrakechMove m : options.targets()) {
      game.actionId(s, m);
    }
    double height = BODY_HEIGHT;
    MarrakechPicture p = new MarrakechPicture(game, s, options, height);
    p.svg.text("title", p.title());
    // on a phone: the market across the width, then the panel below it
    p.svg.part(Svg.Part.BOARD, 0, 0, BODY_HEIGHT, BODY_HEIGHT - 8);
    double panelBottom = p.captionY() + CAPTION_LEAD * (CAPTION_LINES - 1) + 10;
    p.svg.part(Svg.Part.PANEL, PANEL_X - 6, 0, PANEL_PART_W, panelBottom);
    p.svg.element("rect", "width", WIDTH, "height", height, "fill", PAGE);
    p.board();
    List<int[]> pieces = p.pieces();
    p.rugs(pieces);
    p.targetRugs();
    p.lastMove();
    p.rugIds(pieces);
    p.assam();
    p.targetFacings();
    p.panel();
    for (int i = 0; i < caption.size(); i++) {
      double y = p.captionY() + CAPTION_LEAD * i;
      p.svg.label(caption.get(i), "caption", PANEL_X, y, TEXT, null, null, MUTED);
    }
    return p.svg.finish();
  }

  // ---- geometry ------------------------------------------------------------------------------

  private static int column(int square) {
    return square % 7;
  }

  private static int row(int square) {
    return square / 7;
  }

  static double centreX(int square) {
    return BOARD + column(square) * SQUARE + SQUARE / 2;
  }

  static double centreY(int square) {
    return BOARD + row(square) * SQUARE + SQUARE / 2;
  }

  /** Whether a step from the square in the facing leaves the board (and follows an arc). */
  private static boolean leaves(int square, int facing) {
    int x = square % 7;
    int y = square / 7;
    return switch (facing) {
      case 0 -> y == 0;
      case 1 -> x == 6;
      case 2 -> y == 6;
      default -> x == 0;
    };
  }

  /**
   * The path of the arc a step off the board follows, from the edge of the square it leaves to the
   * edge of the square it re-enters, as an SVG path fragment {@code L ... A ...} (where Assam
   * re-enters comes from the rules' own walk, {@link Grid#step}).
   */
  private static String arc(int square, int facing) {
    int pos = Grid.step(square << 2 | facing);
    int dest = pos >> 2;
    int newFacing = pos & 3;
    double r = SQUARE / 2;
    double ex = centreX(square) + DX[facing] * r;
    double ey = centreY(square) + DY[facing] * r;
    double nx = centreX(dest) - DX[newFacing] * r;
    double ny = centreY(dest) - DY[newFacing] * r;
    int large;
    double cross;
    if (dest == square) {
      // a corner arc: three quarters of a circle round the board's corner
      double cx = ex + nx - centreX(square);
      double cy = ey + ny - centreY(square);
      large = 1;
      cross = (ex - cx) * (ny - cy) - (ey - cy) * (nx - cx);
    } else {
      // a half circle outside the edge, between two neighbouring lines
      large = 0;
      cross = (nx - ex) * DY[facing] - (ny - ey) * DX[facing];
    }
    return "L "
        + Svg.xy(ex, ey)
        + " A "
        + Svg.xy(r, r)
        + " 0 "
        + large
        + " "
        + (cross < 0 ? 1 : 0)
        + " "
        + Svg.xy(nx, ny);
  }

  // ---- the market ----------------------------------------------------------------------------

  private void board() {
    svg.rect(
        BOARD - 3,
        BOARD - 3,
        SIDE + 6,
        SIDE + 6,
        "rx",
        4,
        "fill",
        SAND,
        "stroke",
        FRAME,
        "stroke-width",
        2);
    StringBuilder grid = new StringBuilder();
    for (int i = 1; i < 7; i++) {
      double v = BOARD + i * SQUARE;
      grid.append("M ").append(Svg.xy(v, BOARD));
      grid.append(" V ").append(Svg.num(BOARD + SIDE)).append(' ');
      grid.append("M ").append(Svg.xy(BOARD, v));
      grid.append(" H ").append(Svg.num(BOARD + SIDE)).append(' ');
    }
    svg.element("path", "d", grid.toString().trim(), "stroke", GRID, "stroke-width", 1);
    // The arcs, each once: where a step off the board leads, from the rules' walk.
    svg.open("g", "fill", "none", "stroke", ARC, "stroke-width", 5, "stroke-linecap", "round");
    for (int sq = 0; sq < Grid.SQUARES; sq++) {
      for (int f = 0; f < 4; f++) {
        if (!leaves(sq, f)) {
          continue;
        }
        int pos = Grid.step(sq << 2 | f);
        int dest = pos >> 2;
        boolean first = dest == sq ? f < ((pos & 3) + 2 & 3) : sq < dest;
        if (first) {
          String d = arc(sq, f);
          svg.element("path", "class", "arc", "d", "M" + d.substring(1));
        }
      }
    }
    svg.close();
    if (options.coordinates()) {
      svg.open(
          "g", "font-family", Svg.MONO, "font-size", LABEL, "fill", MUTED, "text-anchor", "middle");
      for (int i = 0; i < 14; i++) {
        boolean x = i < 7; // the columns above the board, then the rows to its left
        int k = i % 7;
        svg.text(
            "text",
            String.valueOf(k),
            "class",
            "coord",
            "data-axis",
            x ? "x" : "y",
            "x",
            x ? centreX(k) : BOARD - 37,
            "y",
            x ? BOARD - 33 : centreY(k * 7) + 5);
      }
      svg.close();
    }
  }

  /**
   * The visible rugs, in the order of their first square: {@code {first square, second square or -1
   * when the other half is covered, id}}. Two squares show one rug when they have its id.
   */
  private List<int[]> pieces() {
    List<int[]> pieces = new ArrayList<>();
    for (int sq = 0; sq < Grid.SQUARES; sq++) {
      int id = s.idAt(sq);
      if (id == 0 || (sq % 7 > 0 && s.idAt(sq - 1) == id) || (sq >= 7 && s.idAt(sq - 7) == id)) {
        continue; // empty, or a piece with its first half
      }
      int other = -1;
      if (sq % 7 < 6 && s.idAt(sq + 1) == id) {
        other = sq + 1;
      } else if (sq + 7 < Grid.SQUARES && s.idAt(sq + 7) == id) {
        other = sq + 7;
      }
      pieces.add(new int[] {sq, other, id});
    }
    return pieces;
  }

  /**
   * Every visible rug as one piece: two squares when both halves show, one (hatched, marked {@code
   * half}) when the other half is covered.
   */
  private void rugs(List<int[]> pieces) {
    svg.open("defs");
    svg.open(
        "pattern",
        "id",
        "half",
        "width",
        7,
        "height",
        7,
        "patternUnits",
        "userSpaceOnUse",
        "patternTransform",
        "rotate(45)");
    svg.element("rect", "width", 3, "height", 7, "fill", "#ffffff", "fill-opacity", 0.38);
    svg.close();
    svg.close();
    for (int[] piece : pieces) {
      rug(piece[0], piece[1], piece[2]);
    }
  }

  private void rug(int a, int b, int id) {
    int c = s.colourIndexAt(a);
    int last = b < 0 ? a : b;
    double x0 = BOARD + column(a) * SQUARE;
    double y0 = BOARD + row(a) * SQUARE;
    double w = (last % 7 - a % 7 + 1) * SQUARE;
    double h = (last / 7 - a / 7 + 1) * SQUARE;
    String squares = "" + a % 7 + a / 7 + (b < 0 ? "" : "" + b % 7 + b / 7);
    svg.open(
        "g",
        "class",
        b < 0 ? "rug half" : "rug",
        "data-id",
        id,
        "data-colour",
        Colour.of(c).letter(),
        "data-squares",
        squares);
    svg.text(
        "title",
        MarrakechRender.colourName(c)
            + " rug "
            + id
            + " of "
            + game.playerName(s.ownerOf(c))
            + (b < 0 ? ", its other half covered" : ""));
    rugRect(x0 + 3, y0 + 3, w - 6, h - 6, 5, c);
    if (b < 0) {
      svg.rect(x0 + 3, y0 + 3, w - 6, h - 6, "rx", 5, "fill", "url(#half)");
    } else {
      svg.rect(
          x0 + 8,
          y0 + 8,
          w - 16,
          h - 16,
          "rx",
          3,
          "fill",
          "none",
          "stroke",
          INK,
          "stroke-opacity",
          0.35,
          "stroke-width",
          1,
          "stroke-dasharray",
          "4 3");
    }
    svg.close();
  }

  /**
   * The rugs' ids, above the highlights so that a path or a target never hides one: in the middle
   * of the piece, or of its square Assam does not stand on, or for a one-square piece under Assam
   * beside him, clear of his circle: on his right, or on his left when he has just turned left (his
   * old facing, drawn dashed, is then on his right). Assam's walk ends behind him and his nose is
   * in front, so neither is covered.
   */
  private void rugIds(List<int[]> pieces) {
    svg.open("g", "font-weight", "bold", "fill", INK, "text-anchor", "middle");
    for (int[] piece : pieces) {
      int a = piece[0];
      int b = piece[1];
      int id = piece[2];
      double lx;
      double ly;
      double size = LABEL;
      if (b < 0 && a == s.assam()) {
        boolean turnedLeft =
            options
                .lastMove()
                .filter(m -> m.kind() == MarrakechMove.Kind.ORIENT && m.quarterTurns() < 0)
                .isPresent();
        int side = (s.facingIndex() + (turnedLeft ? 3 : 1)) & 3;
        double half = DX[side] != 0 ? labelWidth(id, size) / 2 : size * 0.65;
        double off = ASSAM_R + 1.5 + half;
        lx = centreX(a) + DX[side] * off;
        ly = centreY(a) + DY[side] * off;
      } else if (b < 0) {
        lx = centreX(a);
        ly = centreY(a);
      } else if (a == s.assam() || b == s.assam()) {
        int free = a == s.assam() ? b : a;
        lx = centreX(free);
        ly = centreY(free);
      } else {
        lx = (centreX(a) + centreX(b)) / 2;
        ly = (centreY(a) + centreY(b)) / 2;
      }
      double w = labelWidth(id, size);
      svg.open("g", "class", "rug-id", "data-id", id);
      svg.rect(
          lx - w / 2,
          ly - size * 0.65,
          w,
          size * 1.3,
          "rx",
          size * 0.65,
          "fill",
          "#ffffff",
          "fill-opacity",
          0.75);
      svg.text("text", String.valueOf(id), "x", lx, "y", ly + size * 0.36, "font-size", size);
      svg.close();
    }
    svg.close();
  }

  /** A rug's colour with its thin edge, as on the board and (small) on its owner's card. */
  private void rugRect(double x, double y, double w, double h, double rx, int colour) {
    svg.rect(
        x,
        y,
        w,
        h,
        "rx",
        rx,
        "fill",
        RUG_FILL.get(colour),
        "stroke",
        INK,
        "stroke-opacity",
        0.55,
        "stroke-width",
        1);
  }

  private static double labelWidth(int id, double size) {
    return size * (0.7 + 0.6 * String.valueOf(id).length());
  }

  private void assam() {
    int f = s.facingIndex();
    double cx = centreX(s.assam());
    double cy = centreY(s.assam());
    svg.open(
        "g",
        "class",
        "assam",
        "data-x",
        s.assamX(),
        "data-y",
        s.assamY(),
        "data-facing",
        s.facing().name());
    svg.text(
        "title", "Assam on (" + s.assamX() + "," + s.assamY() + ") facing " + s.facing().name());
    noseShape(nose(cx, cy, f, 25, 8, 9), INK, 2);
    circle(cx, cy, ASSAM_R, INK, "#ffffff", 2, null);
    svg.element("polygon", "points", nose(cx, cy, f, 8, -4, 6), "fill", "#ffffff");
    svg.close();
  }

  /** A circle: its fill, its edge and the edge's width, dashed when {@code dash} is not null. */
  private void circle(
      double cx,
      double cy,
      double r,
      String fill,
      String stroke,
      double width,
      @Nullable String dash) {
    svg.element(
        "circle",
        "cx",
        cx,
        "cy",
        cy,
        "r",
        r,
        "fill",
        fill,
        "stroke",
        stroke,
        "stroke-width",
        width,
        "stroke-dasharray",
        dash);
  }

  /** A triangle {@link #nose} filled, with a white edge of the given width. */
  private void noseShape(String points, String fill, double width) {
    svg.element(
        "polygon",
        "points",
        points,
        "fill",
        fill,
        "stroke",
        "#ffffff",
        "stroke-width",
        width,
        "stroke-linejoin",
        "round");
  }

  /**
   * A triangle pointing in a facing: its tip {@code tip} from the centre, its base {@code base}
   * from the centre, {@code half} wide on each side.
   */
  private static String nose(double cx, double cy, int f, double tip, double base, double half) {
    double tx = cx + DX[f] * tip;
    double ty = cy + DY[f] * tip;
    double bx = cx + DX[f] * base;
    double by = cy + DY[f] * base;
    double px = -DY[f] * half;
    double py = DX[f] * half;
    return Svg.num(tx)
        + ","
        + Svg.xy(ty, bx + px)
        + ","
        + Svg.xy(by + py, bx - px)
        + ","
        + Svg.num(by - py);
  }

  // ---- options -------------------------------------------------------------------------------

  /** Each target placement: a dashed capsule over its two squares, in the colour to place. */
  private void targetRugs() {
    for (MarrakechMove m : options.targets()) {
      if (m.kind() != MarrakechMove.Kind.PLACE) {
        continue;
      }
      int a = m.firstSquare();
      int b = m.secondSquare();
      double r = 10;
      double x = centreX(a) - r;
      double y = centreY(a) - r;
      double w = centreX(b) - centreX(a) + 2 * r;
      double h = centreY(b) - centreY(a) + 2 * r;
      svg.open("g", "class", "target", "data-move", game.formatMove(s, m));
      svg.rect(
          x,
          y,
          w,
          h,
          "rx",
          r,
          "fill",
          RUG_FILL.get(s.colour()),
          "fill-opacity",
          0.5,
          "stroke",
          "#ffffff",
          "stroke-width",
          4.5);
      svg.rect(
          x,
          y,
          w,
          h,
          "rx",
          r,
          "fill",
          "none",
          "stroke",
          TARGET,
          "stroke-width",
          2,
          "stroke-dasharray",
          "5 3");
      svg.close();
    }
  }

  /** Each target orientation: an arrow from Assam in the facing it gives, labelled L, F or R. */
  private void targetFacings() {
    double cx = centreX(s.assam());
    double cy = centreY(s.assam());
    for (MarrakechMove m : options.targets()) {
      if (m.kind() != MarrakechMove.Kind.ORIENT) {
        continue;
      }
      int f = (s.facingIndex() + m.quarterTurns() + 4) & 3;
      String notation = game.formatMove(s, m);
      double from = 26;
      double to = 48;
      svg.open("g", "class", "target", "data-move", notation);
      // a white halo under the line, so that it shows on every rug
      for (Object[] pen : new Object[][] {{"#ffffff", 7}, {TARGET, 4}}) {
        svg.element(
            "line",
            "x1",
            cx + DX[f] * from,
            "y1",
            cy + DY[f] * from,
            "x2",
            cx + DX[f] * to,
            "y2",
            cy + DY[f] * to,
            "stroke",
            pen[0],
            "stroke-width",
            pen[1],
            "stroke-linecap",
            "round");
      }
      noseShape(nose(cx, cy, f, 62, 45, 9), TARGET, 1.5);
      double lx = cx + DX[f] * 38 - DY[f] * 19;
      double ly = cy + DY[f] * 38 + DX[f] * 19;
      circle(lx, ly, LABEL * 0.75, TARGET, "#ffffff", 1.5, null);
      svg.label(notation, null, lx, ly + LABEL * 0.36, LABEL, "bold", "middle", "#ffffff");
      svg.close();
    }
  }

  /** What the last move changed on the board (the die and the colour drawn are in the panel). */
  private void lastMove() {
    if (options.lastMove().isEmpty()) {
      return;
    }
    MarrakechState before = options.before().orElseThrow();
    MarrakechMove m = options.lastMove().get();
    switch (m.kind()) {
      case PLACE -> placed(m);
      case ROLL -> path(before, m.steps());
      case ORIENT -> turned(before, m);
      default -> {
        // the colour drawn is ringed in the panel
      }
    }
  }

  private void placed(MarrakechMove m) {
    int a = m.firstSquare();
    int b = m.secondSquare();
    double x0 = BOARD + column(a) * SQUARE;
    double y0 = BOARD + row(a) * SQUARE;
    double w = (b % 7 - a % 7 + 1) * SQUARE;
    double h = (b / 7 - a / 7 + 1) * SQUARE;
    svg.open("g", "class", "last", "data-squares", "" + a % 7 + a / 7 + b % 7 + b / 7);
    // a white halo under the outline, so that it shows on every rug
    for (Object[] pen : new Object[][] {{"#ffffff", 6}, {INK, 3}}) {
      svg.rect(
          x0 + 1.5,
          y0 + 1.5,
          w - 3,
          h - 3,
          "rx",
          6,
          "fill",
          "none",
          "stroke",
          pen[0],
          "stroke-width",
          pen[1]);
    }
    svg.close();
  }

  /** Assam's walk, square by square, along the arcs where he left the board. */
  private void path(MarrakechState before, int steps) {
    int sq = before.assam();
    int f = before.facingIndex();
    StringBuilder d = new StringBuilder("M ").append(Svg.xy(centreX(sq), centreY(sq)));
    List<Integer> visited = new ArrayList<>();
    visited.add(sq);
    for (int i = 0; i < steps; i++) {
      int pos = Grid.step(sq << 2 | f);
      boolean last = i == steps - 1;
      if (leaves(sq, f)) {
        d.append(' ').append(arc(sq, f));
      }
      sq = pos >> 2;
      f = pos & 3;
      visited.add(sq);
      // stop short of the last square's centre, where Assam stands, for the arrowhead
      double cut = last ? 24 : 0;
      d.append(" L ").append(Svg.xy(centreX(sq) - DX[f] * cut, centreY(sq) - DY[f] * cut));
    }
    StringBuilder squares = new StringBuilder();
    for (int v : visited) {
      squares.append(squares.length() == 0 ? "" : " ").append(v % 7).append(v / 7);
    }
    svg.open("g", "class", "last", "data-squares", squares.toString());
    circle(centreX(before.assam()), centreY(before.assam()), 6, "#ffffff", INK, 2.5, null);
    String path = d.toString();
    // a white halo under the dashed walk, so that it shows on every rug
    for (Object[] pen : new Object[][] {{"#ffffff", 7, null}, {INK, 3, "7 4"}}) {
      svg.element(
          "path",
          "d",
          path,
          "fill",
          "none",
          "stroke",
          pen[0],
          "stroke-width",
          pen[1],
          "stroke-linecap",
          "round",
          "stroke-linejoin",
          "round",
          "stroke-dasharray",
          pen[2]);
    }
    noseShape(nose(centreX(sq), centreY(sq), f, -15, -27, 7), INK, 1.5);
    svg.close();
  }

  /** A turn of Assam: his old facing as a dashed outline, and a curved arrow to the new one. */
  private void turned(MarrakechState before, MarrakechMove m) {
    double cx = centreX(s.assam());
    double cy = centreY(s.assam());
    svg.open("g", "class", "last", "data-turn", m.toString());
    if (m.quarterTurns() == 0) {
      circle(cx, cy, 19, "none", INK, 2.5, "4 3");
    } else {
      int old = before.facingIndex();
      int now = s.facingIndex();
      svg.element(
          "polygon",
          "points",
          nose(cx, cy, old, 25, 8, 9),
          "fill",
          "#ffffff",
          "fill-opacity",
          0.8,
          "stroke",
          INK,
          "stroke-width",
          1.5,
          "stroke-dasharray",
          "3 2");
      // a quarter circle at radius 20 from between the old facing towards the new one
      double r = 23;
      double a0 = angle(old) + (m.quarterTurns() > 0 ? 30 : -30);
      double a1 = angle(now) - (m.quarterTurns() > 0 ? 22 : -22);
      double sx = cx + r * Math.cos(Math.toRadians(a0));
      double sy = cy + r * Math.sin(Math.toRadians(a0));
      double ex = cx + r * Math.cos(Math.toRadians(a1));
      double ey = cy + r * Math.sin(Math.toRadians(a1));
      String d =
          "M "
              + Svg.xy(sx, sy)
              + " A "
              + Svg.xy(r, r)
              + " 0 0 "
              + (m.quarterTurns() > 0 ? 1 : 0)
              + " "
              + Svg.xy(ex, ey);
      svg.element("path", "d", d, "fill", "none", "stroke", "#ffffff", "stroke-width", 6);
      svg.element("path", "d", d, "fill", "none", "stroke", INK, "stroke-width", 2.5);
      // the arrowhead, tangent to the circle at the end
      double t = Math.toRadians(a1);
      double dirX = m.quarterTurns() > 0 ? -Math.sin(t) : Math.sin(t);
      double dirY = m.quarterTurns() > 0 ? Math.cos(t) : -Math.cos(t);
      double tipX = ex + dirX * 6;
      double tipY = ey + dirY * 6;
      String head =
          Svg.num(tipX)
              + ","
              + Svg.xy(tipY, ex - dirY * 5)
              + ","
              + Svg.xy(ey + dirX * 5, ex + dirY * 5)
              + ","
              + Svg.num(ey - dirX * 5);
      svg.element("polygon", "points", head, "fill", INK);
    }
    svg.close();
  }

  /** The screen angle of a facing in degrees (E = 0, S = 90, y downwards). */
  private static double angle(int facing) {
    return (facing - 1) * 90.0;
  }

  // ---- the panel -----------------------------------------------------------------------------

  private void panel() {
    double x = PANEL_X;
    svg.label("Marrakech", null, x, 36, 22, "bold", null, INK);
    svg.label(s.numPlayers() + " players", null, x + PANEL_W, 36, TEXT, null, "end", MUTED);
    List<String> status = status();
    for (int i = 0; i < status.size(); i++) {
      String weight = i == 0 ? "bold" : "normal";
      svg.label(status.get(i), "status", x, 66 + 22 * i, i == 0 ? 16 : TEXT, weight, null, INK);
    }
    die();
    @Nullable GameResult result = s.isOver() ? game.result(s) : null;
    for (int p = 0; p < s.numPlayers(); p++) {
      card(p, x + (p % 2) * (CARD_W + CARD_GAP), cardY(p), result);
    }
    legend(legendY());
  }

  /** The top of a player's card: two to a row, below the status lines. */
  private double cardY(int p) {
    return CARD_Y + 22 * (status().size() - 2) + (p / 2) * (cardHeight() + CARD_GAP);
  }

  /** A card's height: the name, a line per colour owned, the money and score. */
  private double cardHeight() {
    return 62 + 22 * (s.numPlayers() == 2 ? 2 : 1);
  }

  /** The baseline of the legend, below the cards. */
  private double legendY() {
    return cardY(s.numPlayers() - 1) + cardHeight() + 28;
  }

  /** The baseline of the caption's first line, below the legend. */
  private double captionY() {
    return legendY() + 32;
  }

  /** What the hatching of a rug means. */
  private void legend(double y) {
    double x = PANEL_X;
    svg.open("g", "class", "legend");
    svg.rect(x, y - 12, 22, 14, "rx", 2, "fill", MUTED, "stroke", INK, "stroke-width", 1);
    svg.rect(x, y - 12, 22, 14, "rx", 2, "fill", "url(#half)");
    svg.label("hatched: a rug with its other half covered", null, x + 30, y, TEXT, null, null, INK);
    svg.close();
  }

  /**
   * Whose turn it is (or "game over"), then what is asked or awaited (or the result); in the
   * 2-player game, once the colour is drawn and until the rug is placed, which colour is placed.
   */
  private List<String> status() {
    if (s.isOver()) {
      List<Integer> w = game.result(s).winners();
      StringBuilder sb = new StringBuilder();
      for (int i = 0; i < w.size(); i++) {
        sb.append(i == 0 ? "" : i == w.size() - 1 ? " and " : ", ")
            .append(game.playerName(w.get(i)));
      }
      sb.append(w.size() == 1 ? " wins" : " share the win");
      return List.of("game over", sb.toString());
    }
    String name = game.playerName(s.seat());
    String colour = s.colour() < 0 ? "" : MarrakechRender.colourName(s.colour());
    return switch (s.phase()) {
      case COLOUR -> List.of(name + "'s turn", "drawing the next rug's colour");
      case ORIENT ->
          s.numPlayers() == 2
              ? List.of(
                  name + " to move", "orient Assam: L, F or R", "placing a " + colour + " rug")
              : List.of(name + " to move", "orient Assam: L, F or R");
      case DIE ->
          s.numPlayers() == 2
              ? List.of(name + "'s turn", "rolling the die", "placing a " + colour + " rug")
              : List.of(name + "'s turn", "rolling the die");
      default -> List.of(name + " to move", "place a " + colour + " rug");
    };
  }

  /** The die: the last roll when the last move was one, a question mark while it is awaited. */
  private void die() {
    int steps = 0;
    if (options.lastMove().isPresent()
        && options.lastMove().get().kind() == MarrakechMove.Kind.ROLL) {
      steps = options.lastMove().get().steps();
    } else if (s.phase() != Phase.DIE) {
      return;
    }
    double size = 36;
    double x = PANEL_X + PANEL_W - size;
    double y = 50;
    svg.open("g", "class", steps > 0 ? "last die" : "die", "data-steps", steps);
    svg.text("title", steps > 0 ? "the die showed " + steps : "the die is rolled next");
    svg.rect(
        x,
        y,
        size,
        size,
        "rx",
        6,
        "fill",
        "#ffffff",
        "stroke",
        INK,
        "stroke-width",
        steps > 0 ? 2.5 : 1.5,
        "stroke-dasharray",
        steps > 0 ? "none" : "4 3");
    if (steps == 0) {
      svg.label("?", null, x + size / 2, y + size / 2 + 7, 20, "bold", "middle", MUTED);
    } else {
      double[][] pips =
          switch (steps) {
            case 1 -> new double[][] {{0.5, 0.5}};
            case 2 -> new double[][] {{0.28, 0.28}, {0.72, 0.72}};
            case 3 -> new double[][] {{0.26, 0.26}, {0.5, 0.5}, {0.74, 0.74}};
            default -> new double[][] {{0.28, 0.28}, {0.72, 0.28}, {0.28, 0.72}, {0.72, 0.72}};
          };
      for (double[] pip : pips) {
        svg.element(
            "circle",
            "class",
            "pip",
            "cx",
            x + pip[0] * size,
            "cy",
            y + pip[1] * size,
            "r",
            3.6,
            "fill",
            INK);
      }
    }
    svg.close();
  }

  private void card(int p, double x, double y, @Nullable GameResult result) {
    boolean turn = !s.isOver() && s.seat() == p;
    boolean out = s.outAt(p);
    boolean winner = result != null && result.rank(p) == 0;
    double h = cardHeight();
    svg.open("g", "class", "player", "data-seat", p);
    svg.rect(
        x,
        y,
        CARD_W,
        h,
        "rx",
        8,
        "fill",
        out ? "#eeeeee" : "#ffffff",
        "stroke",
        turn || winner ? INK : "#cdc3ae",
        "stroke-width",
        turn || winner ? 2.5 : 1);
    svg.label(game.playerName(p), "name", x + 12, y + 24, 16, "bold", null, out ? MUTED : INK);
    String tag =
        out
            ? "out"
            : result != null ? (winner ? "wins" : ORDINAL[result.rank(p)]) : turn ? "to move" : "";
    if (!tag.isEmpty()) {
      boolean dark = turn || winner;
      double tw = 16 + 9 * tag.length();
      svg.rect(x + CARD_W - 8 - tw, y + 8, tw, 22, "rx", 11, "fill", dark ? INK : "#e2dccd");
      double tx = x + CARD_W - 8 - tw / 2;
      svg.label(tag, "tag", tx, y + 24, TEXT, "bold", "middle", dark ? "#ffffff" : INK);
    }
    double cx = x + 12;
    double row = y + 36;
    MarrakechMove drawn =
        options.lastMove().filter(m -> m.kind() == MarrakechMove.Kind.DRAW).orElse(null);
    for (int c = 0; c < 4; c++) {
      if (s.ownerOf(c) != p) {
        continue;
      }
      // a ring round the colour just drawn, a dashed one round the colour to place
      boolean justDrawn = drawn != null && drawn.colour().ordinal() == c;
      if (justDrawn || (turn && s.numPlayers() == 2 && s.colour() == c)) {
        svg.element(
            "rect",
            "class",
            justDrawn ? "last" : null,
            "data-colour",
            justDrawn ? Colour.of(c).letter() : null,
            "x",
            cx - 4,
            "y",
            row - 1,
            "width",
            30,
            "height",
            21,
            "rx",
            4,
            "fill",
            "none",
            "stroke",
            INK,
            "stroke-width",
            justDrawn ? 2.5 : 1.2,
            "stroke-dasharray",
            justDrawn ? null : "3 2");
      }
      rugRect(cx, row + 3, 22, 13, 2, c);
      String left =
          s.numPlayers() == 2 ? " " + MarrakechRender.colourName(c) + " rugs left" : " rugs left";
      svg.label(
          s.rugsOf(c) + left,
          "rugs",
          cx + 30,
          row + 15,
          "data-colour",
          Colour.of(c).letter(),
          "font-size",
          TEXT,
          "fill",
          INK);
      row += 22;
    }
    svg.label(s.moneyOf(p) + " dirhams", "money", x + 12, y + h - 12, TEXT, null, null, INK);
    String score = "score " + s.score(p);
    svg.label(score, "score", x + CARD_W - 12, y + h - 12, TEXT, "bold", "end", out ? MUTED : INK);
    svg.close();
  }

  // ---- words ---------------------------------------------------------------------------------

  /** The position in words, for the picture's {@code <title>}. */
  private String title() {
    StringBuilder sb = new StringBuilder("Marrakech, ").append(s.numPlayers()).append(" players: ");
    sb.append(String.join(", ", status())).append(". ");
    sb.append("Assam on (")
        .append(s.assamX())
        .append(',')
        .append(s.assamY())
        .append(") facing ")
        .append(s.facing().name())
        .append(". ");
    for (int p = 0; p < s.numPlayers(); p++) {
      sb.append(p == 0 ? "" : "; ").append(game.playerName(p)).append(' ');
      for (int c = 0, n = 0; c < 4; c++) {
        if (s.ownerOf(c) == p) {
          sb.append(n++ == 0 ? "(" : ", ")
              .append(MarrakechRender.colourName(c))
              .append(' ')
              .append(s.rugsOf(c))
              .append(" rugs left");
        }
      }
      sb.append("): ").append(s.moneyOf(p)).append(" dirhams, ");
      sb.append(s.outAt(p) ? "out" : "score " + s.score(p));
    }
    return sb.append('.').toString();
  }
}
