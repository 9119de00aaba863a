package dev.tabula.stacksnake;

import dev.tabula.core.SvgOptions;
import dev.tabula.core.spi.Svg;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import org.jspecify.annotations.Nullable;

/**
 * Draws a {@link StackSnakeState} as an SVG picture (see {@link StackSnakeGame#svg}): on the left
 * the line of stacks with every tile's colour and mark (the top tile larger, its mark bold) and the
 * options' last move and targets; on the right a panel saying whose turn it is, a card per player,
 * the last move in words and a legend. The two are marked as parts ({@link Svg#part}), which a
 * phone shows one below the other across its width: the line's labels are sized for the line's part
 * ({@link #LABEL}, 11 CSS px or more on a phone), the panel's text for the panel's (12 px or more).
 *
 * <p>The drawing has a fixed size whatever the state (so the pictures of one game line up in a
 * replay): slots for up to 19 stacks of up to 8 tiles. Slots are centred, so a shorter line sits in
 * the middle. The elements that show the state carry data attributes that programs and the tests
 * read: each stack is a {@code <g class="stack">} with {@code data-stack} (its 0-based position)
 * and {@code data-height}; each tile a {@code <rect class="tile">} with {@code data-tile} (its
 * notation) and {@code data-level} (0 at the bottom).
 */
final class StackSnakePicture {
  private StackSnakePicture() {}

  // the drawing, in user units: the line on the left, the panel on the right
  private static final double LINE_W = 632;
  private static final double PANEL_X = LINE_W + 16;
  private static final double PANEL_W = 292;
  static final double WIDTH = PANEL_X + PANEL_W + 12;
  static final double HEIGHT = 356;
  private static final double PITCH = 32;
  private static final double TILE_W = 26;
  private static final double LOW_H = 22;
  private static final double TOP_H = 28;
  private static final double LEVEL = 24;

  /** The line as a part: 19 slots and the snake's body under them, with a margin. */
  private static final double LINE_PART_W = LINE_W - 4;

  /** The top of the line's part. */
  private static final double LINE_TOP = 28;

  /** The bottom of the stacks, on the snake's body. */
  private static final double BASE = LINE_TOP + 226;

  /**
   * The size of the line's labels (tiles' marks, heights, positions): 11 CSS px or more on a phone,
   * which shows the line across its width (20 units).
   */
  static final double LABEL = Svg.phoneFontSize(LINE_PART_W, 11);

  /** The panel as a part. */
  private static final double PANEL_PART_W = PANEL_W + 16;

  /**
   * The size of the panel's small text: 13 units, above the 12 CSS px a phone needs ({@code
   * Svg.phoneFontSize(308, 12)} is 11) so that it also reads on a desktop.
   */
  static final double TEXT = Math.max(13, Svg.phoneFontSize(PANEL_PART_W, 12));

  /** The longest line of the panel's wrapped text, in characters. */
  private static final int PANEL_CHARS = 40;

  /** The last move's lines, below the cards; the panel keeps room for this many. */
  static final int CAPTION_LINES = 4;

  private static final double LEAD = 17;
  private static final double CAPTION_Y = 236;

  // colours: tiles, the last move, targets, and the badge of the player to move
  private static final String INK = Svg.PALETTE.get(0);
  private static final String WHITE_TILE = "#FFFFFF";
  private static final String BLACK_TILE = Svg.PALETTE.get(0);
  private static final String NEUTRAL_TILE = Svg.PALETTE.get(4);
  private static final String LAST = Svg.PALETTE.get(6);
  private static final String TARGET_FILL = Svg.PALETTE.get(2);
  private static final String TARGET_LINE = Svg.PALETTE.get(5);
  private static final String BADGE = Svg.PALETTE.get(1);
  private static final String PAPER = "#FAF8F3";
  private static final String CARD = "#FFFFFF";
  private static final String MUTED = "#4D4D4D";
  private static final String RULE = "#D6D0C2";

  /** The last move, checked: played in {@code before}, it gave the drawn position. */
  private record Last(StackSnakeState before, StackSnakeMove move) {}

  static String draw(
      StackSnakeGame game,
      StackSnakeState state,
      SvgOptions<StackSnakeState, StackSnakeMove> options) {
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(options, "options");
    Last last = lastMove(game, state, options);
    Map<Integer, List<String>> targets = targets(game, state, options.targets());

    // The slots of the line, centred: the stacks; while dealing, the places still to fill; and
    // after a step that emptied a position, that place put back in (the slots are then the
    // positions before the step).
    int n = state.stackCount();
    int emptied = -1;
    if (last != null
        && last.move instanceof StackSnakeMove.Step st
        && last.before.height(st.from()) == st.tiles()) {
      emptied = st.from();
    }
    int slots = state.isDealing() ? Line.SIZE : emptied >= 0 ? n + 1 : n;
    double left = (LINE_W - slots * PITCH) / 2;

    Svg svg = Svg.begin(game.name(), game.formatState(state), WIDTH, HEIGHT, options);
    svg.text("title", title(state));
    // on a phone: the line across the width, then the panel below it
    svg.part(Svg.Part.BOARD, 2, LINE_TOP - 12, LINE_PART_W, BASE + 70 - (LINE_TOP - 12));
    svg.part(Svg.Part.PANEL, PANEL_X - 8, 0, PANEL_PART_W, HEIGHT);
    svg.element("rect", "width", WIDTH, "height", HEIGHT, "fill", PAPER);
    header(svg, game, state);
    players(svg, game, state);

    // the snake's body under the line
    svg.rect(left - 6, BASE, slots * PITCH + 12, 6.0, "rx", 3.0, "fill", RULE);

    // the height that wins
    if (state.status() == StackSnakeState.Status.IN_PLAY) {
      double goal = tileTop(Line.WIN_HEIGHT - 1, Line.WIN_HEIGHT) - 1;
      svg.element(
          "path",
          "class",
          "goal",
          "d",
          "M12 " + Svg.num(goal) + " H" + Svg.num(LINE_W - 12),
          "stroke",
          "#BDB6A6",
          "stroke-dasharray",
          "6 5");
      svg.label("a stack of 7 wins", null, LINE_W - 12, goal - 6, LABEL, null, "end", MUTED);
    }

    // targets behind the stacks
    if (!targets.isEmpty()) {
      svg.open("g", "fill", TARGET_FILL, "fill-opacity", "0.35", "stroke", TARGET_LINE);
      for (Map.Entry<Integer, List<String>> t : targets.entrySet()) {
        int k = t.getKey();
        double x = centre(left, slotOf(k, emptied)) - PITCH / 2 + 1;
        int h = k < n ? state.height(k) : 1;
        double top = tileTop(h - 1, h) - 30;
        svg.element(
            "rect",
            "class",
            "target",
            "data-stack",
            k,
            "data-moves",
            String.join(" ", t.getValue()),
            "x",
            x,
            "y",
            top,
            "width",
            PITCH - 2,
            "height",
            BASE + 3 - top,
            "rx",
            5.0,
            "stroke-width",
            "1.5");
      }
      svg.close();
    }

    // the line (the emptied place is drawn with the last move)
    for (int k = 0; k < n; k++) {
      stack(svg, state, k, centre(left, slotOf(k, emptied)), last);
    }
    int undealt = state.isDealing() ? Line.SIZE : n;
    for (int i = n; i < undealt; i++) {
      svg.element(
          "rect",
          "class",
          "undealt",
          "x",
          centre(left, i) - TILE_W / 2,
          "y",
          BASE - 2 - TOP_H,
          "width",
          TILE_W,
          "height",
          TOP_H,
          "rx",
          3.0,
          "fill",
          "none",
          "stroke",
          "#A09A8C",
          "stroke-dasharray",
          "3 3");
    }

    if (last != null) {
      lastMoveMarks(svg, state, last, left, emptied);
    }
    if (options.coordinates()) {
      svg.open(
          "g",
          "class",
          "coordinates",
          "font-family",
          Svg.MONO,
          "font-size",
          LABEL,
          "fill",
          MUTED,
          "text-anchor",
          "middle");
      for (int k = 0; k < n; k++) {
        double x = centre(left, slotOf(k, emptied));
        svg.text("text", Integer.toString(k + 1), "x", x, "y", BASE + 30);
      }
      svg.close();
    }
    if (last != null) {
      caption(svg, game, state, last);
    }
    legend(svg, last != null, !targets.isEmpty());
    return svg.finish();
  }

  private static double centre(double left, int slot) {
    return left + slot * PITCH + PITCH / 2;
  }

  /** The slot of a stack of the drawn state: one further right from the emptied place on. */
  private static int slotOf(int stack, int emptied) {
    return emptied >= 0 && stack >= emptied ? stack + 1 : stack;
  }

  // -----------------------------------------------------------------------------------------------
  // the options, checked

  private static @Nullable Last lastMove(
      StackSnakeGame game,
      StackSnakeState state,
      SvgOptions<StackSnakeState, StackSnakeMove> options) {
    if (!Svg.checkLastMove(game, state, options)) {
      return null;
    }
    return new Last(options.before().orElseThrow(), options.lastMove().orElseThrow());
  }

  /** The stacks (or while dealing, the slot) each target move acts on, with the moves' notation. */
  private static Map<Integer, List<String>> targets(
      StackSnakeGame game, StackSnakeState state, List<StackSnakeMove> moves) {
    Map<Integer, List<String>> out = new TreeMap<>();
    for (StackSnakeMove m : moves) {
      String text = game.formatMove(state, m); // IllegalMoveException
      List<Integer> at = new ArrayList<>(2);
      if (m instanceof StackSnakeMove.Step st) {
        at.add(st.to());
      } else if (m instanceof StackSnakeMove.Swap sw) {
        at.add(sw.first());
        at.add(sw.second());
      } else if (m instanceof StackSnakeMove.Deal) {
        at.add(state.stackCount());
      }
      for (int k : at) {
        List<String> list = out.computeIfAbsent(k, x -> new ArrayList<>());
        if (!list.contains(text)) {
          list.add(text);
        }
      }
    }
    return out;
  }

  // -----------------------------------------------------------------------------------------------
  // the parts of the picture

  private static String title(StackSnakeState s) {
    StringBuilder t = new StringBuilder("Stack-snake: ");
    t.append(status(s)).append(". ");
    int n = s.stackCount();
    if (s.isDealing()) {
      t.append(n).append(" of 19 tiles laid");
    } else {
      t.append("The line of ").append(n).append(" stacks");
    }
    if (n > 0) {
      t.append(", left to right, tiles from the bottom up: ");
      for (int k = 0; k < n; k++) {
        if (k > 0) {
          t.append("; ");
        }
        t.append(k + 1).append(' ');
        List<Tile> stack = s.stack(k);
        for (int i = 0; i < stack.size(); i++) {
          t.append(i > 0 ? " " : "").append(stack.get(i).name());
        }
      }
    }
    t.append('.');
    for (Colour c : Colour.values()) {
      t.append(' ').append(c).append(": ").append(numbers(s, c)).append('.');
    }
    return t.toString();
  }

  /** Whose turn it is, or how the game ended, in a few words. */
  private static String status(StackSnakeState s) {
    return switch (s.status()) {
      case DEALING -> "dealing the line, " + s.sideColour() + " moves first";
      case IN_PLAY ->
          "turn "
              + (s.turnsPlayed() + 1)
              + ", "
              + s.sideColour()
              + " to move"
              + (s.maySwap() ? "" : " (may not swap)");
      default -> "game over after " + turns(s) + ", " + StackSnakeNotation.statusText(s.status());
    };
  }

  private static String turns(StackSnakeState s) {
    return s.turnsPlayed() + (s.turnsPlayed() == 1 ? " turn" : " turns");
  }

  private static void header(Svg svg, StackSnakeGame game, StackSnakeState s) {
    String big =
        switch (s.status()) {
          case DEALING -> "Dealing the line";
          case IN_PLAY -> s.sideColour() + " to move";
          case WHITE_WON -> "Game over: White won";
          case BLACK_WON -> "Game over: Black won";
          default -> "Game over: a draw";
        };
    String small =
        switch (s.status()) {
          case DEALING ->
              s.stackCount()
                  + " of 19 tiles laid: waiting for the next tile (chance). "
                  + s.sideColour()
                  + " moves first.";
          case IN_PLAY -> turnDetail(game, s);
          case WHITE_WON, BLACK_WON ->
              "After "
                  + turns(s)
                  + ": "
                  + (s.status() == StackSnakeState.Status.WHITE_WON ? Colour.WHITE : Colour.BLACK)
                  + " made a stack of "
                  + tallest(s, null)
                  + ".";
          case DRAWN_DEAD_POSITION ->
              "Drawn after " + turns(s) + ": neither side can step or swap.";
          case DRAWN_REPETITION ->
              "Drawn after " + turns(s) + ": the position occurred for the third time.";
          case DRAWN_TURN_LIMIT ->
              "Drawn after " + turns(s) + ": the cap of " + game.maxTurns() + " turns was reached.";
        };
    svg.label(big, "status", PANEL_X, 40, 20, "bold", null, INK);
    lines(svg, "detail", small, 64, MUTED);
  }

  /** A text wrapped to the panel's width, in a group of the class, from the baseline {@code y}. */
  private static void lines(Svg svg, String cls, String text, double y, String fill) {
    List<String> lines = Svg.wrap(text, PANEL_CHARS);
    svg.open("g", "class", cls, "font-size", TEXT, "fill", fill);
    for (int i = 0; i < lines.size(); i++) {
      svg.text("text", lines.get(i), "x", PANEL_X, "y", y + i * LEAD);
    }
    svg.close();
  }

  /**
   * The turn, whether a swap is allowed, and repetitions, e.g. {@code "Turn 5 · swaps allowed"}.
   */
  private static String turnDetail(StackSnakeGame game, StackSnakeState s) {
    StringBuilder b = new StringBuilder("Turn ").append(s.turnsPlayed() + 1);
    if (game.maxTurns() > 0) {
      b.append(" of ").append(game.maxTurns());
    }
    b.append(" \u00b7 ");
    if (s.maySwap()) {
      b.append("swaps allowed");
    } else {
      b.append("no swap now: ").append(s.sideColour().opponent()).append(" swapped last turn");
    }
    if (s.repetitions() > 1) {
      b.append(" \u00b7 this position has occurred ").append(s.repetitions()).append(" times");
    }
    return b.toString();
  }

  /** The stacks a colour owns and its tallest, e.g. {@code "6 stacks, tallest 3"}. */
  private static String numbers(StackSnakeState s, Colour c) {
    int own = 0;
    for (int k = 0; k < s.stackCount(); k++) {
      if (s.owner(k).orElse(null) == c) {
        own++;
      }
    }
    if (own == 0) {
      return "no stacks";
    }
    return own + (own == 1 ? " stack" : " stacks") + ", tallest " + tallest(s, c);
  }

  /** The height of the tallest stack (of a colour, or of all when null). */
  private static int tallest(StackSnakeState s, @Nullable Colour c) {
    int best = 0;
    for (int k = 0; k < s.stackCount(); k++) {
      if (c == null || s.owner(k).orElse(null) == c) {
        best = Math.max(best, s.height(k));
      }
    }
    return best;
  }

  private static void players(Svg svg, StackSnakeGame game, StackSnakeState s) {
    for (Colour c : Colour.values()) {
      int seat = c.seat();
      double x = PANEL_X;
      double y = 122 + seat * 52;
      String badge = badge(s, c);
      svg.open("g", "class", "player", "data-seat", seat);
      svg.rect(
          x,
          y,
          292,
          44,
          "rx",
          8,
          "fill",
          CARD,
          "stroke",
          badge != null ? INK : RULE,
          "stroke-width",
          badge != null ? 2 : 1);
      tileShape(svg, c == Colour.WHITE ? Tile.W1 : Tile.B1, x + 12, y + 9, 26, 26, false);
      String letter = c == Colour.WHITE ? "W" : "B";
      String letterInk = c == Colour.WHITE ? INK : "#FFFFFF";
      svg.label(letter, null, x + 25, y + 27.5, 14, "bold", "middle", letterInk);
      svg.label(game.playerName(seat), "name", x + 48, y + 19, 15, "bold", null, INK);
      svg.label(numbers(s, c), "numbers", x + 48, y + 36, TEXT, null, null, MUTED);
      if (badge != null) {
        double w = 18 + badge.length() * 7.2;
        svg.rect(x + 280 - w, y + 12, w, 20, "rx", 10, "fill", BADGE);
        svg.label(badge, "badge", x + 280 - w / 2, y + 26.5, 12, "bold", "middle", INK);
      }
      svg.close();
    }
  }

  /** The badge on a player's card: to move, moves first (while dealing), winner, or none. */
  private static @Nullable String badge(StackSnakeState s, Colour c) {
    return switch (s.status()) {
      case DEALING -> s.sideColour() == c ? "moves first" : null;
      case IN_PLAY -> s.sideColour() == c ? "to move" : null;
      case WHITE_WON -> c == Colour.WHITE ? "winner" : null;
      case BLACK_WON -> c == Colour.BLACK ? "winner" : null;
      default -> null;
    };
  }

  /** A tile's rectangle, without its mark. */
  private static void tileShape(
      Svg svg, Tile tile, double x, double y, double w, double h, boolean top) {
    svg.rect(
        x, y, w, h, "rx", 3.0, "fill", fill(tile), "stroke", INK, "stroke-width", top ? 1.6 : 1.0);
  }

  private static String fill(Tile tile) {
    return tile.isNeutral()
        ? NEUTRAL_TILE
        : tile.colour().orElseThrow() == Colour.WHITE ? WHITE_TILE : BLACK_TILE;
  }

  private static String ink(Tile tile) {
    return tile.colour().orElse(null) == Colour.BLACK ? "#FFFFFF" : INK;
  }

  /** The top of the tile at a level of a stack of the given height. */
  private static double tileTop(int level, int height) {
    return BASE - 2 - level * LEVEL - (level == height - 1 ? TOP_H : LOW_H);
  }

  private static void stack(Svg svg, StackSnakeState s, int k, double cx, @Nullable Last last) {
    List<Tile> tiles = s.stack(k);
    int h = tiles.size();
    int lifted = 0; // the top tiles the last move put here
    boolean swapped = false;
    if (last != null) {
      if (last.move instanceof StackSnakeMove.Step st && arrival(last, st) == k) {
        lifted = st.tiles();
      } else if (last.move instanceof StackSnakeMove.Swap sw) {
        swapped = sw.first() == k || sw.second() == k;
      } else if (last.move instanceof StackSnakeMove.Deal && last.before.stackCount() == k) {
        lifted = 1;
      }
    }
    Tile top = tiles.get(h - 1);
    svg.open(
        "g",
        "class",
        swapped ? "stack last" : "stack",
        "data-stack",
        k,
        "data-height",
        h,
        "data-owner",
        top.colour().map(c -> String.valueOf(c.letter())).orElse("-"));
    for (int level = 0; level < h; level++) {
      Tile t = tiles.get(level);
      boolean isTop = level == h - 1;
      double y = tileTop(level, h);
      double th = isTop ? TOP_H : LOW_H;
      String cls = "tile" + (isTop ? " top" : "") + (level >= h - lifted ? " last" : "");
      svg.element(
          "rect",
          "class",
          cls,
          "data-tile",
          t.name(),
          "data-level",
          level,
          "x",
          cx - TILE_W / 2,
          "y",
          y,
          "width",
          TILE_W,
          "height",
          th,
          "rx",
          3.0,
          "fill",
          fill(t),
          "stroke",
          INK,
          "stroke-width",
          isTop ? 1.6 : 1.0);
      String mark = t.isNeutral() ? "N" : Integer.toString(t.mark());
      double size = isTop ? LABEL + 2 : LABEL;
      svg.label(
          mark,
          isTop ? "mark top" : "mark",
          cx,
          y + th / 2 + size * 0.36,
          size,
          isTop ? "bold" : "normal",
          "middle",
          ink(t));
    }
    if (h > 1) {
      boolean wins = h >= Line.WIN_HEIGHT;
      String weight = wins ? "bold" : "normal";
      double y = tileTop(h - 1, h) - 5;
      svg.label(
          Integer.toString(h),
          "height",
          cx,
          y,
          wins ? LABEL + 4 : LABEL,
          weight,
          "middle",
          wins ? INK : MUTED);
    }
    svg.close();
  }

  /** Where the tiles of the last step landed, as a position of the drawn line. */
  private static int arrival(Last last, StackSnakeMove.Step st) {
    boolean emptied = last.before.height(st.from()) == st.tiles();
    return emptied && st.to() > st.from() ? st.to() - 1 : st.to();
  }

  // -----------------------------------------------------------------------------------------------
  // the last move

  private static void lastMoveMarks(
      Svg svg, StackSnakeState s, Last last, double left, int emptied) {
    svg.open("g", "class", "last-move", "fill", "none", "stroke", LAST, "stroke-width", 2.5);
    if (last.move instanceof StackSnakeMove.Step st) {
      int to = arrival(last, st);
      int c = st.tiles();
      // where the lifted tiles were: the emptied place, or above what they left behind
      double fromX = centre(left, st.from());
      double fromBottom;
      if (emptied >= 0) {
        fromBottom = BASE - 2;
      } else {
        int rest = s.height(st.from());
        fromBottom = tileTop(rest - 1, rest) - (rest > 1 ? LABEL + 4 : 4);
      }
      double ghostH = (c - 1) * LEVEL + TOP_H;
      svg.element(
          "rect",
          "class",
          "last from",
          "data-stack",
          st.from(),
          "x",
          fromX - TILE_W / 2,
          "y",
          fromBottom - ghostH,
          "width",
          TILE_W,
          "height",
          ghostH,
          "rx",
          3.0,
          "stroke-width",
          1.8,
          "stroke-dasharray",
          "4 3");
      // a frame round the lifted tiles where they landed
      int h = s.height(to);
      double toX = centre(left, slotOf(to, emptied));
      double frameTop = tileTop(h - 1, h) - 3;
      double frameBottom = BASE - 2 - (h - c) * LEVEL + 1;
      frame(svg, toX, frameTop, frameBottom);
      // the jump
      double y1 = fromBottom - ghostH - 4;
      double y2 = tileTop(h - 1, h) - (h > 1 ? LABEL + 6 : 5);
      double lift = 26 + 4 * Math.abs(st.to() - st.from());
      arc(svg, fromX, y1, toX, y2, Math.max(LINE_TOP - 8, Math.min(y1, y2) - lift), false);
    } else if (last.move instanceof StackSnakeMove.Swap sw) {
      for (int k : new int[] {sw.first(), sw.second()}) {
        int h = s.height(k);
        double x = centre(left, k);
        double top = tileTop(h - 1, h) - 3;
        frame(svg, x, top, BASE + 1);
      }
      double y = BASE + 40;
      arc(svg, centre(left, sw.first()), y, centre(left, sw.second()), y, y + 20, true);
    } else if (last.move instanceof StackSnakeMove.Deal) {
      double x = centre(left, last.before.stackCount());
      frame(svg, x, BASE - 5 - TOP_H, BASE + 1);
    }
    svg.close();
  }

  /** A frame round tiles of the stack centred on {@code cx}, from {@code top} to {@code bottom}. */
  private static void frame(Svg svg, double cx, double top, double bottom) {
    svg.element(
        "rect",
        "class",
        "frame",
        "x",
        cx - TILE_W / 2 - 3,
        "y",
        top,
        "width",
        TILE_W + 6,
        "height",
        bottom - top,
        "rx",
        5.0);
  }

  /**
   * A curved arrow from (x1, y1) to (x2, y2) that leaves and arrives vertically, turning at the
   * height {@code turn} (above both ends for a jump, below for the swap), with a head at the end
   * (and at the start too when {@code both}).
   */
  private static void arc(
      Svg svg, double x1, double y1, double x2, double y2, double turn, boolean both) {
    double d1 = Math.signum(turn - y1); // the direction the arrow leaves in
    double d2 = Math.signum(turn - y2);
    double sy = both ? y1 + d1 * 8 : y1;
    double ey = y2 + d2 * 8; // the heads are 10 long: the line ends inside them
    svg.element(
        "path",
        "class",
        "arrow",
        "d",
        "M"
            + Svg.xy(x1, sy)
            + " C"
            + Svg.xy(x1, turn)
            + " "
            + Svg.xy(x2, turn)
            + " "
            + Svg.xy(x2, ey),
        "stroke-linecap",
        "round");
    arrowHead(svg, x2, y2, -d2);
    if (both) {
      arrowHead(svg, x1, y1, -d1);
    }
  }

  /** A vertical arrow head with its tip at (x, y), pointing down ({@code dir} 1) or up (-1). */
  private static void arrowHead(Svg svg, double x, double y, double dir) {
    double by = y - dir * 10;
    svg.element(
        "path",
        "class",
        "arrow-head",
        "d",
        "M" + Svg.xy(x, y) + " L" + Svg.xy(x - 5.5, by) + " L" + Svg.xy(x + 5.5, by) + " Z",
        "fill",
        LAST,
        "stroke",
        "none");
  }

  private static void caption(Svg svg, StackSnakeGame game, StackSnakeState s, Last last) {
    String text =
        "Last move "
            + StackSnakeNotation.moveText(last.move)
            + ": "
            + game.describe(last.before, last.move, s);
    lines(svg, "caption", text, CAPTION_Y, INK);
  }

  /**
   * The legend, at the panel's foot: the tiles' colours; what the large mark means; the last move's
   * and the targets' marks when they are shown.
   */
  private static void legend(Svg svg, boolean last, boolean targets) {
    double y = HEIGHT - 46;
    svg.open("g", "class", "legend", "font-size", TEXT, "fill", MUTED);
    double x = PANEL_X;
    Tile[] kinds = {Tile.W2, Tile.B3, Tile.N};
    String[] names = {"White", "Black", "neutral"};
    double perChar = TEXT * 0.6;
    for (int i = 0; i < kinds.length; i++) {
      tileShape(svg, kinds[i], x, y - 12, 14, 16, false);
      x += 19;
      svg.text("text", names[i], "x", x, "y", y);
      x += names[i].length() * perChar + 14;
    }
    y += 18;
    svg.text("text", "large mark: top tile, owns the stack", "x", PANEL_X, "y", y);
    y += 18;
    x = PANEL_X;
    if (last) {
      svg.element(
          "path", "d", "M" + Svg.xy(x, y - 4) + " h16", "stroke", LAST, "stroke-width", 2.5);
      svg.text("text", "last move", "x", x + 21, "y", y);
      x += 21 + 9 * perChar + 14;
    }
    if (targets) {
      svg.rect(
          x,
          y - 12,
          14,
          16,
          "rx",
          3.0,
          "fill",
          TARGET_FILL,
          "fill-opacity",
          "0.35",
          "stroke",
          TARGET_LINE,
          "stroke-width",
          1.5);
      svg.text("text", "target", "x", x + 19, "y", y);
    }
    svg.close();
  }
}
