package dev.tabula.core.spi;

import dev.tabula.core.Game;
import dev.tabula.core.IllegalMoveException;
import dev.tabula.core.SvgOptions;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * Writes one standalone SVG document: the one way every game draws its pictures. Elements are
 * opened, filled and closed in order; attribute values and text are escaped, numbers are written
 * compactly and independently of the locale.
 *
 * <p>A document starts with {@link #begin}, which puts the game's name and the position's notation
 * on the root element as {@code data-game} and {@code data-position}, so a program (or a browser
 * test) can read what a picture shows, and ends with {@link #finish}. Attributes are given as
 * name/value pairs: {@code svg.element("rect", "x", 4, "y", 4.5, "fill", Svg.PALETTE.get(1))}; a
 * pair whose value is null is left out, so an attribute that only some elements have needs no
 * second call.
 *
 * <p>Not thread-safe: one writer draws one picture.
 */
public final class Svg {
  /**
   * The Okabe-Ito palette, distinguishable with every common colour-vision deficiency: black,
   * orange, sky blue, bluish green, yellow, blue, vermillion, reddish purple.
   */
  public static final List<String> PALETTE =
      List.of(
          "#000000", "#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2", "#D55E00", "#CC79A7");

  /** The font families of all text: generic, so nothing is fetched. */
  public static final String FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

  /** The monospace font families, for notation and numbers that should line up. */
  public static final String MONO = "ui-monospace, 'Cascadia Mono', Menlo, Consolas, monospace";

  /** The width at which a page shows a part on a phone, in CSS px ({@link #phoneFontSize}). */
  private static final double PHONE_WIDTH = 348;

  private final StringBuilder out = new StringBuilder(8192);
  private final Deque<String> open = new ArrayDeque<>();
  private boolean finished;

  private Svg() {}

  /**
   * Checks the options' last move against the drawn state, with the one meaning every picture gives
   * it: the move is legal in the state it was played in ({@link SvgOptions#before()}), and playing
   * it there gives the drawn state, equal in everything ({@code game.apply(before,
   * move).equals(state)}, so the history a state carries counts too). A game's {@link
   * dev.tabula.core.Pictures#svg} calls it before it draws the last move.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @param game the game
   * @param state the drawn state
   * @param options the options; without a last move there is nothing to check
   * @return whether the options have a last move
   * @throws IllegalMoveException if the last move is not legal in the state before, saying why
   * @throws IllegalArgumentException if it leads to another state than the drawn one: {@code the
   *     last move M leads to X, not to the drawn state Y}
   */
  public static <S, M> boolean checkLastMove(Game<S, M> game, S state, SvgOptions<S, M> options) {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(options, "options");
    Optional<M> move = options.lastMove();
    Optional<S> before = options.before();
    if (move.isEmpty() || before.isEmpty()) {
      return false;
    }
    S after = game.apply(before.get(), move.get());
    if (!after.equals(state)) {
      String played = game.formatMove(before.get(), move.get());
      String reached = game.formatState(after);
      String drawn = game.formatState(state);
      throw new IllegalArgumentException(
          "the last move "
              + played
              + " leads to "
              + reached
              + (reached.equals(drawn)
                  ? ", which is not the drawn state: they differ in what the notation does not"
                      + " show (such as the history)"
                  : ", not to the drawn state " + drawn));
    }
    return true;
  }

  /**
   * Starts a document of the given drawing size: the {@code viewBox} is {@code 0 0 width height},
   * and the width and height attributes are those times the options' scale.
   *
   * @param game the game's name, written as {@code data-game}
   * @param position the drawn state's notation, written as {@code data-position}
   * @param width the drawing's width in user units, {@code > 0}
   * @param height the drawing's height in user units, {@code > 0}
   * @param options the options (only the scale is read here)
   * @return a writer with the root element open
   */
  public static Svg begin(
      String game, String position, double width, double height, SvgOptions<?, ?> options) {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(position, "position");
    Objects.requireNonNull(options, "options");
    if (!(width > 0 && height > 0)) {
      throw new IllegalArgumentException(
          "a drawing has a positive size, got " + width + "x" + height);
    }
    Svg svg = new Svg();
    svg.out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    svg.open(
        "svg",
        "xmlns",
        "http://www.w3.org/2000/svg",
        "viewBox",
        "0 0 " + num(width) + " " + num(height),
        "width",
        num(width * options.scale()),
        "height",
        num(height * options.scale()),
        "font-family",
        FONT,
        "data-game",
        game,
        "data-position",
        position);
    return svg;
  }

  /**
   * Opens an element; it stays open until the matching {@link #close}.
   *
   * @param name the element name
   * @param attributes name/value pairs; values are strings, numbers or null (left out)
   * @return this writer
   */
  public Svg open(String name, @Nullable Object... attributes) {
    tag(name, attributes);
    out.append(">\n");
    open.push(name);
    return this;
  }

  /**
   * Writes an empty element, such as {@code <rect .../>}.
   *
   * @param name the element name
   * @param attributes name/value pairs; values are strings, numbers or null (left out)
   * @return this writer
   */
  public Svg element(String name, @Nullable Object... attributes) {
    tag(name, attributes);
    out.append("/>\n");
    return this;
  }

  /**
   * Writes a {@code <rect>}: its position and size first, then the other attributes, as in {@code
   * svg.rect(x, y, w, h, "rx", 4, "fill", Svg.PALETTE.get(1))}.
   *
   * @param x the left edge
   * @param y the top edge
   * @param width the width
   * @param height the height
   * @param attributes more name/value pairs; values are strings, numbers or null (left out)
   * @return this writer
   */
  public Svg rect(double x, double y, double width, double height, @Nullable Object... attributes) {
    return element(
        "rect",
        concat(new Object[] {"x", x, "y", y, "width", width, "height", height}, attributes));
  }

  /**
   * Writes an element holding only text, such as {@code <text x="1">12</text>}.
   *
   * @param name the element name
   * @param text the text, escaped
   * @param attributes name/value pairs; values are strings, numbers or null (left out)
   * @return this writer
   */
  public Svg text(String name, String text, @Nullable Object... attributes) {
    Objects.requireNonNull(text, "text");
    tag(name, attributes);
    out.append('>');
    escapeXml(out, text, false);
    out.append("</").append(name).append(">\n");
    return this;
  }

  /**
   * Writes a line of text at a point, such as a label or a caption: a {@code <text>} with the
   * attributes {@code class} (when given), {@code x} and {@code y}, then the others, as in {@code
   * svg.label("12", "count", x, y, "text-anchor", "middle", "fill", Svg.PALETTE.get(0))}.
   *
   * @param text the text, escaped
   * @param cls the class, or null for none
   * @param x the x of the anchor point
   * @param y the y of the baseline
   * @param attributes more name/value pairs; values are strings, numbers or null (left out)
   * @return this writer
   */
  public Svg label(
      String text, @Nullable String cls, double x, double y, @Nullable Object... attributes) {
    return text(
        "text", text, concat(new @Nullable Object[] {"class", cls, "x", x, "y", y}, attributes));
  }

  /**
   * Writes a line of text set in one style, such as a name, a count or a caption: {@link
   * #label(String, String, double, double, Object...)} with, in this order, {@code font-size},
   * {@code font-weight} (when given), {@code text-anchor} (when given) and {@code fill}.
   *
   * @param text the text, escaped
   * @param cls the class, or null for none
   * @param x the x of the anchor point
   * @param y the y of the baseline
   * @param size the font size
   * @param weight the font weight, such as {@code "bold"}, or null to inherit it
   * @param anchor the text anchor ({@code "middle"}, {@code "end"}), or null for the start
   * @param fill the colour
   * @return this writer
   */
  public Svg label(
      String text,
      @Nullable String cls,
      double x,
      double y,
      double size,
      @Nullable String weight,
      @Nullable String anchor,
      String fill) {
    Objects.requireNonNull(fill, "fill");
    return label(
        text,
        cls,
        x,
        y,
        "font-size",
        size,
        "font-weight",
        weight,
        "text-anchor",
        anchor,
        "fill",
        fill);
  }

  /**
   * What a {@link #part} of a drawing holds. A page that shows the parts one below the other (an
   * HTML replay on a phone) may also treat them apart, such as the board large and the panels
   * beside it.
   */
  public enum Part {
    /**
     * The board with its pieces and its own labels (counts, hole numbers, tile marks, coordinates):
     * the labels as large as the board's cells allow, {@linkplain #phoneFontSize 11 CSS px or more}
     * on a phone where they fit.
     */
    BOARD,

    /**
     * The players, the scores, whose turn it is, captions and legends: text of {@linkplain
     * #phoneFontSize 12 CSS px or more} on a phone.
     */
    PANEL
  }

  /**
   * Marks a part of the drawing that reads on its own, for screens too narrow for the whole: a page
   * such as an HTML replay shows the parts one below the other on a phone, each across the page's
   * width, instead of the whole drawing. Written as {@code <view class="part board" viewBox="x y
   * width height"/>} (or {@code part panel}), which draws nothing. A drawing marks its parts in the
   * order they are to be shown, all of them or none; together they should show all that matters,
   * and each part's text should be sized for its width with {@link #phoneFontSize}.
   *
   * @param kind what the part holds
   * @param x the part's left edge, in user units
   * @param y the part's top edge
   * @param width the part's width, {@code > 0}
   * @param height the part's height, {@code > 0}
   * @return this writer
   */
  public Svg part(Part kind, double x, double y, double width, double height) {
    Objects.requireNonNull(kind, "kind");
    if (!(width > 0 && height > 0)) {
      throw new IllegalArgumentException("a part has a positive size, got " + width + "x" + height);
    }
    String cls = kind == Part.BOARD ? "part board" : "part panel";
    return element("view", "class", cls, "viewBox", xy(x, y) + " " + xy(width, height));
  }

  /**
   * The font size, in whole user units, of text that shows at least {@code px} CSS px tall on a
   * phone in a part {@code partWidth} units wide: {@code ceil(px * partWidth / 348)}. A page shows
   * a part across a phone's width, 348 CSS px on a screen 390 px wide less the margins of a page
   * such as the HTML replay. The one rule by which the pictures size their text: 12 px for a
   * panel's, 11 px for a board's labels where the cells leave room.
   *
   * @param partWidth the width of the part the text is in, in user units, {@code > 0}
   * @param px the smallest size wanted on a phone, in CSS px, {@code > 0}
   * @return the font size in user units
   */
  public static double phoneFontSize(double partWidth, double px) {
    if (!(partWidth > 0 && px > 0 && Double.isFinite(partWidth * px))) {
      throw new IllegalArgumentException(
          "a part's width and a text size are positive, got " + partWidth + " and " + px);
    }
    return Math.ceil(px * partWidth / PHONE_WIDTH - 1e-9);
  }

  /**
   * Closes the innermost open element.
   *
   * @return this writer
   * @throws IllegalStateException if only the root is open
   */
  public Svg close() {
    if (open.size() <= 1) {
      throw new IllegalStateException("nothing to close but the root: call finish()");
    }
    out.append("</").append(open.pop()).append(">\n");
    return this;
  }

  /**
   * Closes the root element and returns the document.
   *
   * @return the SVG document
   * @throws IllegalStateException if an element other than the root is still open, or the document
   *     was finished already
   */
  public String finish() {
    if (finished || open.size() != 1) {
      throw new IllegalStateException(
          finished ? "the document is finished" : "still open: " + open.peek());
    }
    finished = true;
    out.append("</").append(open.pop()).append(">\n");
    return out.toString();
  }

  /**
   * Formats a number for an attribute: at most two decimals, no trailing zeros, no exponent, a dot
   * as the decimal separator whatever the locale.
   *
   * @param value a finite number
   * @return its text
   */
  public static String num(double value) {
    if (!Double.isFinite(value)) {
      throw new IllegalArgumentException("not a finite number: " + value);
    }
    long hundredths = Math.round(value * 100);
    if (hundredths == 0) {
      return "0";
    }
    StringBuilder sb = new StringBuilder(12);
    if (hundredths < 0) {
      sb.append('-');
      hundredths = -hundredths;
    }
    sb.append(hundredths / 100);
    long frac = hundredths % 100;
    if (frac != 0) {
      sb.append('.').append(frac / 10);
      if (frac % 10 != 0) {
        sb.append(frac % 10);
      }
    }
    return sb.toString();
  }

  /**
   * Formats a point for path data or a {@code points} list: {@code x y}, each number as {@link
   * #num} writes it.
   *
   * @param x a finite number
   * @param y a finite number
   * @return the two numbers with a space between
   */
  public static String xy(double x, double y) {
    return num(x) + " " + num(y);
  }

  /**
   * Breaks a text at its spaces into lines of at most {@code width} characters (a longer word gets
   * a line of its own), for captions.
   *
   * @param text the text
   * @param width the longest line wanted, in characters
   * @return the lines, at least one
   */
  public static List<String> wrap(String text, int width) {
    List<String> lines = new ArrayList<>();
    StringBuilder line = new StringBuilder();
    for (String word : text.split(" ", -1)) {
      if (line.length() > 0 && line.length() + 1 + word.length() > width) {
        lines.add(line.toString());
        line.setLength(0);
      }
      line.append(line.length() == 0 ? "" : " ").append(word);
    }
    lines.add(line.toString());
    return lines;
  }

  /** The attribute pairs {@code first}, then {@code more}. */
  private static @Nullable Object[] concat(@Nullable Object[] first, @Nullable Object[] more) {
    @Nullable Object[] all = Arrays.copyOf(first, first.length + more.length);
    System.arraycopy(more, 0, all, first.length, more.length);
    return all;
  }

  private void tag(String name, @Nullable Object[] attributes) {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(attributes, "attributes");
    if (finished) {
      throw new IllegalStateException("the document is finished");
    }
    if (attributes.length % 2 != 0) {
      throw new IllegalArgumentException("attributes come in name/value pairs");
    }
    out.append('<').append(name);
    for (int i = 0; i < attributes.length; i += 2) {
      @Nullable Object v = attributes[i + 1];
      if (v == null) {
        continue;
      }
      out.append(' ').append(attributes[i]).append("=\"");
      if (v instanceof Double || v instanceof Float) {
        out.append(num(((Number) v).doubleValue()));
      } else {
        escapeXml(out, String.valueOf(v), true);
      }
      out.append('"');
    }
  }

  /**
   * Appends XML-escaped text: {@code <}, {@code >} and {@code &} always, and in an attribute value
   * also {@code "} and line breaks; control characters XML 1.0 cannot hold become spaces. The one
   * XML escape of Tabula's pictures: HTML replays write their HTML text with it too.
   *
   * @param out receives the escaped text
   * @param s the text
   * @param attribute whether the text is an attribute value
   */
  public static void escapeXml(StringBuilder out, String s, boolean attribute) {
    Objects.requireNonNull(out, "out");
    Objects.requireNonNull(s, "s");
    escape(out, s, attribute ? XML_ATTRIBUTE : XML_TEXT);
  }

  /** What a character is written as in some kind of text, or null for the character itself. */
  @FunctionalInterface
  interface Escapes {
    @Nullable String of(char c);
  }

  private static final Escapes XML_TEXT = c -> xml(c, false);

  private static final Escapes XML_ATTRIBUTE = c -> xml(c, true);

  private static @Nullable String xml(char c, boolean attribute) {
    return switch (c) {
      case '<' -> "&lt;";
      case '>' -> "&gt;";
      case '&' -> "&amp;";
      case '"' -> attribute ? "&quot;" : null;
      case '\n' -> attribute ? "&#10;" : null;
      default -> c < 0x20 && c != '\t' ? " " : null; // XML 1.0 has no other control characters
    };
  }

  /**
   * Appends a text with each character written as {@code escapes} says: the one escaping loop of
   * the package.
   */
  static void escape(StringBuilder out, String s, Escapes escapes) {
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      String escaped = escapes.of(c);
      if (escaped == null) {
        out.append(c);
      } else {
        out.append(escaped);
      }
    }
  }

  /**
   * Draws a text rendering as a picture: the fallback picture of a game that has no drawing of its
   * own. Each line is one {@code <text>} row in a monospace font.
   *
   * @param game the game's name
   * @param position the state's notation
   * @param text the rendering, over several lines
   * @param options the options (only the scale is read)
   * @return the SVG document
   */
  public static String ofText(String game, String position, String text, SvgOptions<?, ?> options) {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(position, "position");
    Objects.requireNonNull(options, "options");
    String[] lines = text.split("\n", -1);
    int rows = lines.length;
    int cols = 1;
    for (String l : lines) {
      cols = Math.max(cols, l.length());
    }
    double w = 16 + cols * 8.4;
    double h = 16 + rows * 17;
    Svg svg = begin(game, position, w, h, options);
    svg.element("rect", "width", num(w), "height", num(h), "fill", "#ffffff");
    svg.open("g", "font-family", MONO, "font-size", 14, "fill", PALETTE.get(0));
    for (int i = 0; i < rows; i++) {
      svg.text("text", lines[i], "x", 8, "y", num(8 + 13 + i * 17.0), "xml:space", "preserve");
    }
    svg.close();
    return svg.finish();
  }
}
