package dev.tabula.toguz;

import dev.tabula.core.SvgOptions;
import dev.tabula.core.spi.Svg;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The SVG picture of a position ({@link ToguzGame#svg}): the board on the left (Black's row 9..1,
 * the two stores, White's row 1..9), and on the right Black's card beside Black's row, White's
 * beside White's, and the status with the last move between them.
 *
 * <p>Every hole is a {@code <g class="hole ..." data-player="P" data-hole="H">} holding the hole's
 * shape, its stones ({@code circle.stone}, drawn up to {@link #MAX_DRAWN} stones) and its count
 * ({@code text.count}), or for a tuzdyk a {@code tuzdyk} marker and no count. The option marks are
 * class names on that group ({@code last-from}, {@code last-sown}, {@code last-land}, {@code
 * last-capture}, {@code last-tuzdyk}, {@code target-from}, {@code target-land}) and drawn shapes
 * inside it, so tests and scripts can read what is highlighted.
 *
 * <p>The picture marks four parts ({@link Svg#part}), which a phone shows one below the other
 * across its width: Black's card, the board, White's card, the status. The board's labels are sized
 * for the board's part ({@link #LABEL}, 11 CSS px or more on a phone), the cards' and the status's
 * text for the panel's ({@link #TEXT}, 12 px or more).
 */
final class ToguzPicture {
  /** Player colours: White yellow, Black black (Okabe-Ito). */
  static final String[] PLAYER_COLOR = {Svg.PALETTE.get(4), Svg.PALETTE.get(0)};

  /** The last move's marks: vermillion. */
  static final String LAST_COLOR = Svg.PALETTE.get(6);

  /** The text on the last move's marks. */
  private static final String LAST_INK = ink(LAST_COLOR);

  /** The targets' marks: bluish green. */
  static final String TARGET_COLOR = Svg.PALETTE.get(3);

  /** The most stones drawn in a hole; a fuller hole shows its count in large type. */
  static final int MAX_DRAWN = 15;

  private static final String[] SIDE = {"South", "North"};

  // Neutral colours: the board and its holes, stones, text.
  private static final String PAGE = "#FFFFFF";
  private static final String BOARD = "#EFE4CF";
  private static final String BOARD_EDGE = "#B49B73";
  private static final String HOLE = "#DCCBA9";
  private static final String HOLE_EDGE = "#A48960";
  private static final String STONE = "#7D6A55";
  private static final String STONE_EDGE = "#3F3326";
  private static final String INK = "#1D1A16";
  private static final String MUTED = "#5F5546";

  // Geometry, in user units: the board.
  private static final int HOLE_W = 56;
  private static final int HOLE_GAP = 8;
  private static final int HOLE_H = 120;

  /** A row of nine holes (and a store) is this wide. */
  private static final int ROW_W = 9 * HOLE_W + 8 * HOLE_GAP;

  private static final int BOARD_X = 12;
  private static final int BOARD_Y = 12;
  private static final int HOLES_X = BOARD_X + 12;
  private static final int BOARD_W = ROW_W + 2 * (HOLES_X - BOARD_X);
  private static final int BOARD_H = 424;
  private static final int[] ROW_Y = {280, 46};
  private static final int[] STORE_Y = {226, 184};
  private static final int STORE_H = 36;
  private static final int STONE_R = 6;
  private static final int STONE_PITCH = 15;

  /** The board as a part: the board with a margin. */
  private static final int BOARD_PART_W = BOARD_W + 12;

  /**
   * The size of the board's labels (counts, hole numbers, {@code +k}): 11 CSS px or more on a
   * phone, which shows the board across its width (20 units).
   */
  static final double LABEL = Svg.phoneFontSize(BOARD_PART_W, 11);

  // The panel: a card per player beside their row, the status between them.
  private static final int PANEL_X = BOARD_X + BOARD_W + 20;
  private static final int PANEL_W = 296;
  private static final int PANEL_PART_W = PANEL_W + 16;
  private static final int[] CARD_Y = {312, 46};
  private static final int CARD_H = 88;
  private static final int STATUS_Y = 174;

  /** The last move's lines, below the status; the status's part keeps room for this many. */
  private static final int LAST_LINES = 4;

  private static final int LEAD = 20;

  /**
   * The size of the panel's text: 14 units, above the 12 CSS px a phone needs ({@code
   * Svg.phoneFontSize(312, 12)} is 11) so that it also reads on a desktop.
   */
  static final double TEXT = Math.max(14, Svg.phoneFontSize(PANEL_PART_W, 12));

  private static final int WIDTH = PANEL_X + PANEL_W + 12;
  private static final int HEIGHT = BOARD_Y + BOARD_H + 12;

  private ToguzPicture() {}

  static String draw(ToguzState s, SvgOptions<ToguzState, ToguzMove> options) {
    Marks marks = new Marks();
    String lastText = marks.lastMove(s, options);
    marks.targets(s, options.targets());

    Svg svg = Svg.begin("toguz", ToguzNotation.formatFen(s), WIDTH, HEIGHT, options);
    svg.text("title", title(s, lastText));
    // on a phone: Black's card, the board, White's card, the status
    int cardPartH = CARD_H + 16;
    svg.part(Svg.Part.PANEL, PANEL_X - 8, CARD_Y[1] - 8, PANEL_PART_W, cardPartH);
    svg.part(Svg.Part.BOARD, BOARD_X - 6, BOARD_Y - 6, BOARD_PART_W, BOARD_H + 12);
    svg.part(Svg.Part.PANEL, PANEL_X - 8, CARD_Y[0] - 8, PANEL_PART_W, cardPartH);
    int statusTop = STATUS_Y - 26;
    int statusH = STATUS_Y + 26 + LEAD * (LAST_LINES - 1) + 10 - statusTop;
    svg.part(Svg.Part.PANEL, PANEL_X - 8, statusTop, PANEL_PART_W, statusH);
    svg.element("rect", "width", WIDTH, "height", HEIGHT, "fill", PAGE);
    svg.element(
        "rect",
        "class",
        "board",
        "x",
        BOARD_X,
        "y",
        BOARD_Y,
        "width",
        BOARD_W,
        "height",
        BOARD_H,
        "rx",
        18,
        "fill",
        BOARD,
        "stroke",
        BOARD_EDGE,
        "stroke-width",
        2);
    for (int p = 1; p >= 0; p--) {
      panel(svg, s, p);
    }
    for (int p = 1; p >= 0; p--) {
      store(svg, s, p, marks.storeGain[p]);
    }
    for (int p = 1; p >= 0; p--) {
      for (int h = 1; h <= 9; h++) {
        hole(svg, s, p, h, marks, options.coordinates());
      }
    }
    svg.label(ToguzRender.status(s), "status", PANEL_X, STATUS_Y, TEXT + 2, "bold", null, INK);
    if (lastText != null) {
      List<String> lines = Svg.wrap(lastText, 34);
      for (int i = 0; i < lines.size(); i++) {
        double y = STATUS_Y + 26 + LEAD * i;
        svg.label(lines.get(i), "last-move", PANEL_X, y, TEXT, null, null, MUTED);
      }
    }
    return svg.finish();
  }

  /** What the options mark, per cycle position (White's holes 0..8, Black's 9..17). */
  private static final class Marks {
    final int[] sown = new int[18];
    int from = -1;
    int land = -1;
    int captured;
    boolean tuzdykMade;
    final int[] storeGain = new int[2];
    final boolean[] targetFrom = new boolean[18];

    /** For each position a target move starts from, that move's notation. */
    final @Nullable String[] targetMove = new String[18];

    /** For each landing position, the holes whose moves land there (bit h - 1 for hole h). */
    final int[] targetLand = new int[18];

    /** Reads the last move; returns its line of text, or null if there is none. */
    @Nullable String lastMove(ToguzState s, SvgOptions<ToguzState, ToguzMove> options) {
      if (!Svg.checkLastMove(ToguzGame.standard(), s, options)) {
        return null;
      }
      ToguzState before = options.before().orElseThrow();
      int hole = options.lastMove().orElseThrow().hole();
      Sow w = ToguzGame.playChecked(before, hole);
      int side = before.seatToMove();
      from = side * 9 + hole - 1;
      int count = before.stones(side, hole);
      for (int pos = 0; pos < 18; pos++) {
        sown[pos] = Sow.drops(count, from, pos);
      }
      land = w.lastPos;
      captured = w.captured;
      tuzdykMade = w.tuzdykMade != 0;
      for (int p = 0; p <= 1; p++) {
        storeGain[p] = s.store(p) - before.store(p);
      }
      String notation = ToguzNotation.formatMove(before, ToguzMove.of(hole));
      return "Last move "
          + notation
          + ": "
          + ToguzRender.action(before, hole, w).replace(" -> ", " \u2192 ");
    }

    void targets(ToguzState s, List<ToguzMove> moves) {
      int side = s.seatToMove();
      for (ToguzMove m : moves) {
        Sow w = ToguzGame.playChecked(s, m.hole());
        targetFrom[side * 9 + m.hole() - 1] = true;
        targetMove[side * 9 + m.hole() - 1] = ToguzNotation.formatMove(s, m);
        targetLand[w.lastPos] |= 1 << (m.hole() - 1);
      }
    }
  }

  // ---------------------------------------------------------------- parts

  /**
   * A player's card beside their row: colour, name, and whose turn it is or how the game ended;
   * side, store and stones in holes; the tuzdyk.
   */
  private static void panel(Svg svg, ToguzState s, int p) {
    int x = PANEL_X;
    int y = CARD_Y[p];
    String badge = null;
    if (s.isOver()) {
      int mine = s.store(p);
      int theirs = s.store(1 - p);
      badge = mine > theirs ? "wins" : mine == theirs ? "draw" : null;
    } else if (s.seatToMove() == p) {
      badge = "to move";
    }
    svg.open("g", "class", "player", "data-player", p);
    svg.rect(
        x,
        y,
        PANEL_W,
        CARD_H,
        "rx",
        10,
        "fill",
        PAGE,
        "stroke",
        badge != null ? INK : BOARD_EDGE,
        "stroke-width",
        badge != null ? 2 : 1);
    int cy = y + 26;
    svg.element(
        "circle",
        "class",
        "swatch",
        "cx",
        x + 22,
        "cy",
        cy,
        "r",
        10,
        "fill",
        PLAYER_COLOR[p],
        "stroke",
        INK,
        "stroke-width",
        1.5);
    svg.label(ToguzNotation.playerName(p), "name", x + 40, cy + 6.5, TEXT + 4, "bold", null, INK);
    if (badge != null) {
      String fill = PLAYER_COLOR[p];
      pill(svg, "turn", badge, x + PANEL_W - 54, cy, 88, 26, fill, ink(fill), TEXT);
    }
    String numbers =
        SIDE[p] + " \u00b7 store " + s.store(p) + " \u00b7 " + s.stonesOnSide(p) + " in holes";
    svg.label(numbers, "info", x + 16, y + 60, TEXT, null, null, MUTED);
    int t = s.tuzdyk(p);
    String tuzdyk =
        t == 0 ? "no tuzdyk" : "tuzdyk on " + ToguzNotation.playerName(1 - p) + "'s " + t;
    svg.label(tuzdyk, "info", x + 16, y + 80, TEXT, null, null, MUTED);
    svg.close();
  }

  /** A player's store: the count, and a bar of the stones out of 162 with the halfway mark. */
  private static void store(Svg svg, ToguzState s, int p, int gain) {
    int y = STORE_Y[p];
    int cy = y + STORE_H / 2;
    svg.open("g", "class", "store", "data-player", p);
    svg.rect(
        HOLES_X,
        y,
        ROW_W,
        STORE_H,
        "rx",
        STORE_H / 2,
        "fill",
        HOLE,
        "stroke",
        HOLE_EDGE,
        "stroke-width",
        1.5);
    String count = Integer.toString(s.store(p));
    anchored(svg, count, "count", HOLES_X + 52, cy + 8, "end", LABEL + 2, true, INK);
    String label = ToguzNotation.playerName(p) + "'s store";
    svg.label(label, null, HOLES_X + 60, cy + 7, LABEL, null, null, MUTED);
    double barX = HOLES_X + 208;
    double barW = ROW_W - 208 - 64;
    if (gain > 0) {
      String text = "+" + gain;
      double w = pillWidth(text);
      pill(svg, "last-gain", text, barX + barW + 32, cy, w, 26, LAST_COLOR, LAST_INK, LABEL);
    }
    svg.rect(barX, cy - 5, barW, 10, "rx", 5, "fill", BOARD, "stroke", HOLE_EDGE);
    if (s.store(p) > 0) {
      svg.element(
          "rect",
          "class",
          "bar",
          "x",
          barX,
          "y",
          cy - 5,
          "width",
          barW * s.store(p) / Sow.TOTAL,
          "height",
          10,
          "rx",
          5,
          "fill",
          PLAYER_COLOR[p],
          "stroke",
          INK);
    }
    double half = barX + barW / 2;
    svg.element(
        "line",
        "x1",
        half,
        "y1",
        cy - 10,
        "x2",
        half,
        "y2",
        cy + 10,
        "stroke",
        INK,
        "stroke-width",
        1.5);
    svg.close();
  }

  private static void hole(Svg svg, ToguzState s, int p, int h, Marks m, boolean coordinates) {
    int pos = p * 9 + h - 1;
    int col = p == 1 ? 9 - h : h - 1;
    double x = HOLES_X + col * (HOLE_W + HOLE_GAP);
    double y = ROW_Y[p];
    double cx = x + HOLE_W / 2.0;
    // Black's row faces down: its outer end (count, coordinates) is at the top, for White at the
    // bottom; the inner end faces the stores.
    boolean top = p == 1;
    boolean tuzdyk = s.tuzdyk(1 - p) == h;
    int stones = s.stones(p, h);

    StringBuilder cls = new StringBuilder("hole");
    if (tuzdyk) {
      cls.append(" tuzdyk");
    }
    if (pos == m.from) {
      cls.append(" last-from");
    }
    if (m.sown[pos] > 0) {
      cls.append(" last-sown");
    }
    if (pos == m.land) {
      cls.append(" last-land");
      if (m.captured > 0) {
        cls.append(" last-capture");
      }
      if (m.tuzdykMade) {
        cls.append(" last-tuzdyk");
      }
    }
    if (m.targetFrom[pos]) {
      cls.append(" target-from");
    }
    if (m.targetLand[pos] != 0) {
      cls.append(" target-land");
    }
    svg.open("g", "class", cls, "data-player", p, "data-hole", h, "data-move", m.targetMove[pos]);
    String fill = tuzdyk ? PLAYER_COLOR[1 - p] : HOLE;
    svg.rect(
        x,
        y,
        HOLE_W,
        HOLE_H,
        "rx",
        22,
        "fill",
        fill,
        "stroke",
        tuzdyk ? INK : HOLE_EDGE,
        "stroke-width",
        1.5);

    if (pos == m.from && !tuzdyk) {
      svg.element(
          "rect",
          "class",
          "last",
          "x",
          x,
          "y",
          y,
          "width",
          HOLE_W,
          "height",
          HOLE_H,
          "rx",
          22,
          "fill",
          LAST_COLOR,
          "fill-opacity",
          0.16);
    }
    // the count's baseline at the outer end; the inner end faces the stores
    double outerY = top ? y + 24 : y + HOLE_H - 10;
    double innerEdge = top ? y + HOLE_H : y;
    // the stones' area, between the count at the outer end and the inner end (where a "+k" of
    // the last move reaches in)
    double areaTop = top ? y + 32 : y + 14;
    double areaBottom = top ? y + HOLE_H - 14 : y + HOLE_H - 32;
    double areaMid = (areaTop + areaBottom) / 2;

    if (tuzdyk) {
      // a cross towards the inner end, and the word along the hole towards the outer end
      String ink = ink(fill);
      double d = 11;
      double crossY = top ? y + HOLE_H - 31 : y + 31;
      svg.element(
          "path",
          "d",
          "M"
              + Svg.xy(cx - d, crossY - d)
              + "L"
              + Svg.xy(cx + d, crossY + d)
              + "M"
              + Svg.xy(cx + d, crossY - d)
              + "L"
              + Svg.xy(cx - d, crossY + d),
          "stroke",
          ink,
          "stroke-width",
          4,
          "stroke-linecap",
          "round");
      double wordX = cx + LABEL * 0.36;
      double wordY = top ? y + 44 : y + HOLE_H - 44;
      svg.label(
          "tuzdyk",
          null,
          wordX,
          wordY,
          "text-anchor",
          "middle",
          "font-size",
          LABEL,
          "fill",
          ink,
          "transform",
          "rotate(-90 " + Svg.xy(wordX, wordY) + ")");
    } else {
      // up to MAX_DRAWN stones are drawn, with their count at the outer end; more, in large type
      // there (the inner end keeps room for a target's badge)
      boolean drawn = stones <= MAX_DRAWN;
      if (drawn) {
        drawStones(svg, stones, cx, areaMid);
      }
      String count = Integer.toString(stones);
      double big = count.length() > 2 ? LABEL + 2 : LABEL + 8;
      double countY = drawn ? outerY : top ? y + 16 + big : y + HOLE_H - 16;
      String countInk = stones == 0 ? MUTED : INK;
      anchored(svg, count, "count", cx, countY, "middle", drawn ? LABEL : big, true, countInk);
    }

    if (pos == m.land && m.captured > 0) {
      String captured = Integer.toString(m.captured);
      double size = LABEL + 4;
      anchored(svg, captured, "captured", cx, areaMid, "middle", size, true, LAST_COLOR);
      anchored(svg, "taken", null, cx, areaMid + LABEL, "middle", LABEL, false, LAST_COLOR);
    }
    // the last move: a thick outline on the hole played, a dashed one on the holes sown, a solid
    // one on the last; "+k" stones dropped on the inner edge (filled where the last stone fell)
    if (pos == m.from || m.sown[pos] > 0) {
      boolean solid = pos == m.from || pos == m.land;
      svg.element(
          "rect",
          "class",
          "last",
          "x",
          x - 3,
          "y",
          y - 3,
          "width",
          HOLE_W + 6,
          "height",
          HOLE_H + 6,
          "rx",
          25,
          "fill",
          "none",
          "stroke",
          LAST_COLOR,
          "stroke-width",
          pos == m.from ? 4 : solid ? 3 : 2,
          "stroke-dasharray",
          solid ? "none" : "5 3");
    }
    if (m.sown[pos] > 0) {
      String text = "+" + m.sown[pos];
      double w = pillWidth(text);
      if (pos == m.land) {
        pill(svg, "last", text, cx, innerEdge, w, 26, LAST_COLOR, LAST_INK, LABEL);
      } else {
        pill(svg, "last", text, cx, innerEdge, w, 26, PAGE, LAST_COLOR, LABEL);
      }
    }
    if (m.targetFrom[pos]) {
      svg.element(
          "rect",
          "class",
          "target",
          "x",
          x + 3,
          "y",
          y + 3,
          "width",
          HOLE_W - 6,
          "height",
          HOLE_H - 6,
          "rx",
          19,
          "fill",
          "none",
          "stroke",
          TARGET_COLOR,
          "stroke-width",
          3);
    }
    if (m.targetLand[pos] != 0) {
      StringBuilder froms = new StringBuilder();
      for (int k = 1; k <= 9; k++) {
        if ((m.targetLand[pos] & (1 << (k - 1))) != 0) {
          froms.append(froms.length() == 0 ? "" : ",").append(k);
        }
      }
      double ty = top ? y + HOLE_H - 30 : y + 30;
      String text = "\u2190" + froms;
      double tw = pillWidth(text);
      pill(svg, "target", text, cx, ty, tw, 26, TARGET_COLOR, ink(TARGET_COLOR), LABEL);
    }
    if (coordinates) {
      double coordY = top ? y - 10 : y + HOLE_H + 26;
      svg.label(
          Integer.toString(h),
          "coord",
          cx,
          coordY,
          "text-anchor",
          "middle",
          "font-family",
          Svg.MONO,
          "font-size",
          LABEL,
          "fill",
          MUTED);
    }
    svg.close();
  }

  /** Stones in rows of three, centred on {@code (cx, cy)}; the last row may be shorter. */
  private static void drawStones(Svg svg, int n, double cx, double cy) {
    int rows = (n + 2) / 3;
    for (int i = 0; i < n; i++) {
      int row = i / 3;
      int inRow = Math.min(3, n - row * 3);
      double sx = cx + (i % 3 - (inRow - 1) / 2.0) * STONE_PITCH;
      double sy = cy + (row - (rows - 1) / 2.0) * STONE_PITCH;
      svg.element(
          "circle",
          "class",
          "stone",
          "cx",
          sx,
          "cy",
          sy,
          "r",
          STONE_R,
          "fill",
          STONE,
          "stroke",
          STONE_EDGE,
          "stroke-width",
          1.2);
    }
  }

  /** The width of a pill round a short bold label of the board's size ({@link #LABEL}). */
  private static double pillWidth(String text) {
    return 12 + LABEL * 0.7 * text.length();
  }

  /** A rounded label centred on {@code (cx, cy)}. */
  private static void pill(
      Svg svg,
      String cls,
      String text,
      double cx,
      double cy,
      double w,
      double h,
      String fill,
      String textColor,
      double size) {
    svg.element(
        "rect",
        "class",
        cls,
        "x",
        cx - w / 2,
        "y",
        cy - h / 2,
        "width",
        w,
        "height",
        h,
        "rx",
        h / 2,
        "fill",
        fill,
        "stroke",
        fill.equals(PAGE) ? textColor : INK,
        "stroke-width",
        1);
    anchored(svg, text, cls + "-label", cx, cy + size * 0.36, "middle", size, true, textColor);
  }

  /**
   * A line of text with its anchor before its size (the order of this picture's attributes); the
   * class when not null, the weight bold when asked.
   */
  private static void anchored(
      Svg svg,
      String text,
      @Nullable String cls,
      double x,
      double y,
      String anchor,
      double size,
      boolean bold,
      String fill) {
    svg.label(
        text,
        cls,
        x,
        y,
        "text-anchor",
        anchor,
        "font-size",
        size,
        "font-weight",
        bold ? "bold" : null,
        "fill",
        fill);
  }

  /**
   * Black or white, whichever contrasts more with a colour {@code #RRGGBB} (WCAG relative
   * luminance).
   */
  static String ink(String fill) {
    double l = 0;
    double[] weight = {0.2126, 0.7152, 0.0722};
    for (int i = 0; i < 3; i++) {
      double c = Integer.parseInt(fill.substring(1 + 2 * i, 3 + 2 * i), 16) / 255.0;
      c = c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
      l += weight[i] * c;
    }
    // contrast with black (l + 0.05) / 0.05 against with white 1.05 / (l + 0.05)
    return (l + 0.05) * (l + 0.05) >= 0.05 * 1.05 ? "#000000" : "#FFFFFF";
  }

  /** The position in words, for the {@code <title>}. */
  private static String title(ToguzState s, @Nullable String lastText) {
    StringBuilder sb = new StringBuilder(256);
    sb.append("Toguz Kumalak: ").append(ToguzRender.status(s)).append('.');
    for (int p = 0; p <= 1; p++) {
      sb.append(' ')
          .append(ToguzNotation.playerName(p))
          .append(" (")
          .append(SIDE[p])
          .append("): store ")
          .append(s.store(p));
      int t = s.tuzdyk(p);
      if (t != 0) {
        sb.append(", tuzdyk on ")
            .append(ToguzNotation.playerName(1 - p))
            .append("'s hole ")
            .append(t);
      }
      sb.append(", holes 1 to 9:");
      for (int h = 1; h <= 9; h++) {
        sb.append(' ');
        if (s.tuzdyk(1 - p) == h) {
          sb.append("tuzdyk");
        } else {
          sb.append(s.stones(p, h));
        }
      }
      sb.append('.');
    }
    if (lastText != null) {
      sb.append(' ').append(lastText).append('.');
    }
    return sb.toString();
  }
}
