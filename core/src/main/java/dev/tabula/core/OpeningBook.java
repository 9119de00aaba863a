package dev.tabula.core;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * An opening book: for some positions of a game, the move to play there, with the value and depth
 * of the search that chose it. Bots look a position up before they search ({@code
 * SearchAgent.withBook} in {@code dev.tabula.search}) and play the book's move at once when it has
 * one; a game that ships a book offers it through {@link Heuristics#openingBook()}.
 *
 * <p>The text form ({@link #format()}, {@link #parse}) has comment lines starting with {@code #}
 * (the first is {@value #FORMAT}; the others say how the book was made), then a line per position:
 * the position in the game's notation ({@link Game#formatState}), a tab, the move in the game's
 * notation ({@link Game#formatMove}), a tab, the value for the player to move in [-1, 1] and a tab
 * and the depth searched, e.g. Toguz's start, {@code 54}, {@code 0.035} and {@code 12}. Blank lines
 * are skipped. Positions appear in the order the book was made (for a built book, nearest the start
 * first), and {@code parse(game, book.format())} equals {@code book}.
 *
 * <p>Immutable and thread-safe; {@code equals} and {@code hashCode} compare the game's name and
 * options, the comments and the entries.
 *
 * @param <S> the state type
 * @param <M> the move type
 * @since 0.2.0
 */
public final class OpeningBook<S, M> {

  /** The first line of a book's text: {@value}. */
  public static final String FORMAT = "# tabula-opening-book 1";

  /**
   * What the book says of one position.
   *
   * @param <M> the move type
   * @param move the move to play, legal in the position
   * @param value the searched value of the position for the player to move, in [-1, 1]
   * @param depth the depth the search reached, at least 0
   */
  public record Entry<M>(M move, double value, int depth) {
    /**
     * Checks the components.
     *
     * @param move the move
     * @param value the value, in [-1, 1]
     * @param depth the depth, at least 0
     * @throws IllegalArgumentException if the value or the depth is out of range
     */
    public Entry {
      Objects.requireNonNull(move, "move");
      if (!(value >= -1 && value <= 1)) {
        throw new IllegalArgumentException("value must be in [-1, 1], got " + value);
      }
      if (depth < 0) {
        throw new IllegalArgumentException("depth must be at least 0, got " + depth);
      }
      value += 0.0; // -0.0 is 0
    }
  }

  private final Game<S, M> game;
  private final String comments;
  private final Map<S, Entry<M>> entries;

  private OpeningBook(Game<S, M> game, String comments, Map<S, Entry<M>> entries) {
    this.game = game;
    this.comments = comments;
    this.entries = entries;
  }

  /**
   * Makes a book of the given entries, in their map's order.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @param game the game
   * @param comments what the book is, for its text: lines separated by line feeds, written after
   *     {@value #FORMAT} as comment lines ({@code ""} for none)
   * @param entries per position the entry; each position a decision node of the game (not over, not
   *     a chance node) and each move legal in its position
   * @return the book
   * @throws IllegalArgumentException if a position is not a decision node, a move is not legal
   *     there, or the comments hold a carriage return
   */
  public static <S, M> OpeningBook<S, M> of(
      Game<S, M> game, String comments, Map<S, Entry<M>> entries) {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(comments, "comments");
    Objects.requireNonNull(entries, "entries");
    if (comments.indexOf('\r') >= 0) {
      throw new IllegalArgumentException("comments must not hold a carriage return");
    }
    Map<S, Entry<M>> copy = new LinkedHashMap<>();
    for (Map.Entry<S, Entry<M>> e : entries.entrySet()) {
      S state = Objects.requireNonNull(e.getKey(), "position");
      Entry<M> entry = Objects.requireNonNull(e.getValue(), "entry");
      @Nullable String why = refusal(game, state, entry.move());
      if (why != null) {
        throw new IllegalArgumentException("position " + game.formatState(state) + ": " + why);
      }
      copy.put(state, entry);
    }
    return new OpeningBook<>(game, comments, Collections.unmodifiableMap(copy));
  }

  /** Why a position and move cannot be in a book, or null when they can. */
  private static <S, M> @Nullable String refusal(Game<S, M> game, S state, M move) {
    if (game.isTerminal(state)) {
      return "the game is over";
    }
    if (game.currentPlayer(state) == Game.CHANCE) {
      return "a chance node, where nobody chooses";
    }
    if (!game.legalMoves(state).contains(move)) {
      return "the move " + move + " is not legal";
    }
    return null;
  }

  /**
   * Reads a book from its text ({@link #format()}).
   *
   * @param <S> the state type
   * @param <M> the move type
   * @param game the game
   * @param text the book's text
   * @return the book
   * @throws NotationException if the text is not a book of this game: the offset in the text and
   *     what was expected there (the first line, a tab-separated line of four fields, a position of
   *     the game that is a decision node, a legal move, a value in [-1, 1], a depth, a position
   *     given twice)
   */
  public static <S, M> OpeningBook<S, M> parse(Game<S, M> game, CharSequence text) {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(text, "text");
    String all = text.toString();
    if (!all.startsWith(FORMAT + "\n") && !all.equals(FORMAT)) {
      throw new NotationException(all, 0, "the first line '" + FORMAT + "'");
    }
    StringBuilder comments = new StringBuilder();
    Map<S, Entry<M>> entries = new LinkedHashMap<>();
    int at = FORMAT.length() + 1;
    boolean sawComment = false;
    while (at < all.length()) {
      int end = all.indexOf('\n', at);
      if (end < 0) {
        end = all.length();
      }
      String line = all.substring(at, end);
      if (line.startsWith("#")) {
        String c = line.startsWith("# ") ? line.substring(2) : line.substring(1);
        comments.append(sawComment ? "\n" : "").append(c);
        sawComment = true;
      } else if (!line.isBlank()) {
        readEntry(game, all, at, line, entries);
      }
      at = end + 1;
    }
    return new OpeningBook<>(game, comments.toString(), Collections.unmodifiableMap(entries));
  }

  private static <S, M> void readEntry(
      Game<S, M> game, String all, int at, String line, Map<S, Entry<M>> entries) {
    String[] f = line.split("\t", -1);
    if (f.length != 4) {
      throw new NotationException(
          all, at, "a position, a move, a value and a depth separated by tabs");
    }
    int moveAt = at + f[0].length() + 1;
    int valueAt = moveAt + f[1].length() + 1;
    int depthAt = valueAt + f[2].length() + 1;
    S state;
    try {
      state = game.parseState(f[0]);
    } catch (NotationException e) {
      throw new NotationException(all, at + e.offset(), "a position: " + e.expected());
    }
    if (game.isTerminal(state) || game.currentPlayer(state) == Game.CHANCE) {
      throw new NotationException(all, at, "a position where a player is to move");
    }
    if (entries.containsKey(state)) {
      throw new NotationException(all, at, "a position not given before");
    }
    M move;
    try {
      move = game.parseMove(state, f[1]);
    } catch (NotationException e) {
      throw new NotationException(all, moveAt + e.offset(), "a legal move: " + e.expected());
    } catch (IllegalMoveException e) {
      throw new NotationException(all, moveAt, "a legal move: " + e.getMessage());
    }
    double value = Double.NaN;
    try {
      value = Double.parseDouble(f[2]);
    } catch (NumberFormatException e) {
      // NaN: refused below
    }
    if (!(value >= -1 && value <= 1) || !f[2].equals(f[2].strip()) || f[2].isEmpty()) {
      throw new NotationException(all, valueAt, "a value from -1 to 1");
    }
    int depth = -1;
    if (f[3].matches("\\d{1,4}")) {
      depth = Integer.parseInt(f[3]);
    }
    if (depth < 0) {
      throw new NotationException(all, depthAt, "a depth (a whole number from 0 to 9999)");
    }
    entries.put(state, new Entry<>(move, value, depth));
  }

  /**
   * Returns the book's text: {@value #FORMAT}, the comments and a line per position, as the class
   * comment describes; every line ends with a line feed.
   *
   * @return the text
   */
  public String format() {
    StringBuilder sb = new StringBuilder(FORMAT).append('\n');
    if (!comments.isEmpty()) {
      for (String c : comments.split("\n", -1)) {
        sb.append("# ").append(c).append('\n');
      }
    }
    for (Map.Entry<S, Entry<M>> e : entries.entrySet()) {
      Entry<M> entry = e.getValue();
      sb.append(game.formatState(e.getKey()))
          .append('\t')
          .append(game.formatMove(e.getKey(), entry.move()))
          .append('\t')
          .append(formatValue(entry.value()))
          .append('\t')
          .append(entry.depth())
          .append('\n');
    }
    return sb.toString();
  }

  /** The shortest text that reads back as the same double: {@code 0.035}, {@code -1.0}. */
  private static String formatValue(double value) {
    return Double.toString(value);
  }

  /**
   * Looks a position up.
   *
   * @param state a state of the game
   * @return the book's entry for it, or empty when the book does not have it
   */
  public Optional<Entry<M>> lookup(S state) {
    return Optional.ofNullable(entries.get(Objects.requireNonNull(state, "state")));
  }

  /**
   * Returns the entries, in the book's order.
   *
   * @return the entries by position, unmodifiable
   */
  public Map<S, Entry<M>> entries() {
    return entries;
  }

  /**
   * Returns the number of positions in the book.
   *
   * @return the size
   */
  public int size() {
    return entries.size();
  }

  /**
   * Returns what the book says it is: its comment lines without the {@code #}, joined by line
   * feeds.
   *
   * @return the comments, {@code ""} for none
   */
  public String comments() {
    return comments;
  }

  /**
   * Returns the game the book is for.
   *
   * @return the game
   */
  public Game<S, M> game() {
    return game;
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof OpeningBook<?, ?> b
        && game.name().equals(b.game.name())
        && game.options().equals(b.game.options())
        && comments.equals(b.comments)
        && entries.equals(b.entries);
  }

  @Override
  public int hashCode() {
    return Objects.hash(game.name(), game.options(), comments, entries);
  }

  @Override
  public String toString() {
    return "OpeningBook[" + game.name() + ", " + entries.size() + " positions]";
  }
}
