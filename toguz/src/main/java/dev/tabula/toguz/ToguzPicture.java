package dev.tabula.toguz;

import dev.tabula.core.SvgOptions;
import dev.tabula.core.spi.Svg;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The SVG picture of a position ({@link ToguzGame#svg}): Black's panel, the board (Black's row
 * 9..1, the two stores, White's row 1..9), White's panel and a status line.
 *
 * <p>Every hole is a {@code <g class="hole ..." data-player="P" data-hole="H">} holding the hole's
 * shape, its stones ({@code circle.stone}, drawn up to {@link #MAX_DRAWN} stones) and its count
 * ({@code text.count}), or for a tuzdyk a {@code tuzdyk} marker and no count. The option marks are
 * class names on that group ({@code last-from}, {@code last-sown}, {@code last-land}, {@code
 * last-capture}, {@code last-tuzdyk}, {@code target-from}, {@code target-land}) and drawn shapes
 * inside it, so tests and scripts can read what is highlighted.
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

  // Geometry, in user units.
  private static final int WIDTH = 640;
  private static final int HEIGHT = 540;
  private static final int BOARD_X = 16;
  private static final int BOARD_Y = 56;
  private static final int BOARD_W = WIDTH - 2 * BOARD_X;
  private static final int BOARD_H = 372;
  private static final int HOLE_W = 56;
  private static final int HOLE_GAP = 8;
  private static final int HOLE_H = 112;

  /** A row of nine holes (and a store) is this wide, centred on the board. */
  private static final int ROW_W = 9 * HOLE_W + 8 * HOLE_GAP;

  private static final int HOLES_X = BOARD_X + (BOARD_W - ROW_W) / 2;
  private static final int[] ROW_Y = {288, 82};
  private static final int[] STORE_Y = {244, 206};
  private static final int STORE_H = 32;
  private static final int[] PANEL_Y = {456, 28};
  private static final int STONE_R = 6;
  private static final int STONE_PITCH = 15;

  private ToguzPicture() {}

  static String draw(ToguzState s, SvgOptions<ToguzState, ToguzMove> options) {
    Marks marks = new Marks();
    String lastText = marks.lastMove(s, options);
    marks.targets(s, options.targets());

    Svg svg = Svg.begin("toguz", ToguzNotation.formatFen(s), WIDTH, HEIGHT, options);
    svg.text("title", title(s, lastText));
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
    svg.label(ToguzRender.status(s), "status", BOARD_X, 508, 15, "bold", null, INK);
    if (lastText != null) {
      svg.label(lastText, "last-move", BOARD_X, 528, 13, null, null, MUTED);
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
        targetLand[w.lastPos] |= 1 << (m.hole() - 1);
      }
    }
  }

  // ---------------------------------------------------------------- parts

  /** A player's line: colour, name, numbers, and whose turn it is or how the game ended. */
  private static void panel(Svg svg, ToguzState s, int p) {
    int cy = PANEL_Y[p];
    String name = ToguzNotation.playerName(p);
    svg.open("g", "class", "player", "data-player", p);
    svg.element(
        "circle",
        "class",
        "swatch",
        "cx",
        BOARD_X + 12,
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
    svg.label(name, "name", BOARD_X + 30, cy + 5.5, 16, "bold", null, INK);
    StringBuilder info = new StringBuilder(64);
    info.append(SIDE[p])
        .append(" \u00b7 store ")
        .append(s.store(p))
        .append(" \u00b7 ")
        .append(s.stonesOnSide(p))
        .append(" in holes \u00b7 ");
    int t = s.tuzdyk(p);
    if (t == 0) {
      info.append("no tuzdyk");
    } else {
      info.append("tuzdyk on ").append(ToguzNotation.playerName(1 - p)).append("'s ").append(t);
    }
    svg.label(info.toString(), "info", BOARD_X + 86, cy + 5, 13, null, null, MUTED);
    String badge = null;
    if (s.isOver()) {
      int mine = s.store(p);
      int theirs = s.store(1 - p);
      badge = mine > theirs ? "wins" : mine == theirs ? "draw" : null;
    } else if (s.seatToMove() == p) {
      badge = "to move";
    }
    if (badge != null) {
      String fill = PLAYER_COLOR[p];
      pill(svg, "turn", badge, BOARD_X + BOARD_W - 40, cy, 80, 24, fill, ink(fill), 13);
    }
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
    anchored(svg, count, "count", HOLES_X + 42, cy + 6.5, "end", 19, true, INK);
    String label = ToguzNotation.playerName(p) + "'s store";
    svg.label(label, null, HOLES_X + 50, cy + 4.5, 13, null, null, MUTED);
    double barX = HOLES_X + 156;
    double barW = ROW_W - 156 - 64;
    if (gain > 0) {
      pill(svg, "last-gain", "+" + gain, barX + barW + 32, cy, 40, 20, LAST_COLOR, LAST_INK, 12);
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
    svg.open("g", "class", cls, "data-player", p, "data-hole", h);
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
    double outerY = top ? y + 14 : y + HOLE_H - 14;
    double innerEdge = top ? y + HOLE_H : y;
    // the stones' area, between the count at the outer end and the inner end
    double areaTop = top ? y + 26 : y + 6;
    double areaBottom = top ? y + HOLE_H - 6 : y + HOLE_H - 26;
    double areaMid = (areaTop + areaBottom) / 2;

    if (tuzdyk) {
      String ink = ink(fill);
      double d = 12;
      svg.element(
          "path",
          "d",
          "M"
              + Svg.xy(cx - d, areaMid - d)
              + "L"
              + Svg.xy(cx + d, areaMid + d)
              + "M"
              + Svg.xy(cx + d, areaMid - d)
              + "L"
              + Svg.xy(cx - d, areaMid + d),
          "stroke",
          ink,
          "stroke-width",
          4,
          "stroke-linecap",
          "round");
      anchored(svg, "tuzdyk", null, cx, outerY + 4, "middle", 11, false, ink);
    } else {
      // up to MAX_DRAWN stones are drawn, with their count at the outer end; more, in large type
      boolean drawn = stones <= MAX_DRAWN;
      if (drawn) {
        drawStones(svg, stones, cx, areaMid);
      }
      String count = Integer.toString(stones);
      double countY = drawn ? outerY + 5 : areaMid + 8;
      String countInk = stones == 0 ? MUTED : INK;
      anchored(svg, count, "count", cx, countY, "middle", drawn ? 14 : 24, true, countInk);
    }

    if (pos == m.land && m.captured > 0) {
      String captured = Integer.toString(m.captured);
      anchored(svg, captured, "captured", cx, areaMid + 2, "middle", 18, true, LAST_COLOR);
      anchored(svg, "taken", null, cx, areaMid + 16, "middle", 11, true, LAST_COLOR);
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
      if (pos == m.land) {
        pill(svg, "last", "+" + m.sown[pos], cx, innerEdge, 30, 16, LAST_COLOR, LAST_INK, 11);
      } else {
        pill(svg, "last", "+" + m.sown[pos], cx, innerEdge, 30, 16, PAGE, LAST_COLOR, 11);
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
      double ty = top ? y + HOLE_H - 18 : y + 18;
      double tw = Math.max(20, 8 + 7 * froms.length());
      pill(
          svg,
          "target",
          "\u2190" + froms,
          cx,
          ty,
          tw + 10,
          20,
          TARGET_COLOR,
          ink(TARGET_COLOR),
          12);
    }
    if (coordinates) {
      double coordY = top ? y - 8 : y + HOLE_H + 18;
      anchored(svg, Integer.toString(h), "coord", cx, coordY, "middle", 12, false, MUTED);
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
      int size) {
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
