package dev.tabula.core;

import com.google.errorprone.annotations.CheckReturnValue;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * A recorded game, the one record model of every game: which game and setup it was played with,
 * tags (name/value pairs such as the players' names), the start state, every move in order (chance
 * outcomes included, so the game replays exactly), the recorded result and the comments.
 *
 * <h2>The record format</h2>
 *
 * <pre>
 * [Game "marrakech"]
 * [Options "players=2,first=0,facing=N"]
 * [Start "&lt;position notation&gt;"]
 * [White "abeke93"]
 * [Result "1-0"]
 *
 * 1. 76 98 2. 36x 12 ... 1-0 {resigned}
 * </pre>
 *
 * {@link #format} writes it and {@link #parseAll} reads it back to an equal record. Read in detail:
 *
 * <ul>
 *   <li>Tags {@code [Name "value"]} come first, one per line ({@code \"} and {@code \\} escape).
 *       {@code Game}, {@code Options}, {@code Start} (or {@code FEN}) and {@code Result} are
 *       structure, not tags: {@code Game} must name the game; {@code Options} ({@code
 *       name=value,...}, see {@link Game#options()}) must agree with the game's setup for every
 *       option it names; {@code Start} is the start position (absent: the game's standard start);
 *       {@code Result} is the recorded result.
 *   <li>Then the moves in the game's move notation, separated by white space. Move numbers ({@code
 *       12.} before the first seat's move, {@code 12...} before the second's) are optional; a game
 *       that numbers its moves ({@link Game#moveNumber}) checks them, others skip them. {@code
 *       {...}} comments are kept in {@link #comments()}; {@code ;} starts a comment to the end of
 *       the line, which is dropped.
 *   <li>A result token ({@link GameResult#token()} or {@code *}) ends the moves; it must agree with
 *       the {@code Result} tag when both are given. A comment right after it still belongs to the
 *       game.
 *   <li>A new record begins at a tag after moves or after a result token, at a move or move number
 *       after a result token, at a blank line after moves, or at a move number {@code 1.} after
 *       moves (unless the game numbers its moves and expects {@code 1.} there).
 *   <li>A line holds at most {@link #MAX_LINE_LENGTH} characters and a record at most {@link
 *       #MAX_RECORD_LENGTH}: so a stream of records is read in bounded memory ({@link
 *       #parseEach(Game, Reader, Consumer)}), whatever it holds.
 * </ul>
 *
 * The result is a claim of the record, not checked while reading (a game may stop early by
 * resignation or time): {@link #resultProblem} compares it with the rules.
 *
 * <p>Immutable: the maps and lists are unmodifiable copies. Toguz Kumalak's PlayOK files are
 * records in this format.
 *
 * @param <S> the game's state type
 * @param <M> the game's move type
 * @param game the game's name, as {@link Game#name()}
 * @param options the game's setup, as {@link Game#options()}, unmodifiable
 * @param tags the other tags in order (never {@code Game}, {@code Options}, {@code Start}, {@code
 *     FEN} or {@code Result}), unmodifiable
 * @param start the start state
 * @param moves the moves in order, unmodifiable
 * @param result the recorded result: a {@link GameResult#token() result token}, or {@link
 *     GameResult#UNFINISHED} when the record claims none
 * @param comments the text of the {@code {...}} comments in order, without braces, unmodifiable
 */
public record GameRecord<S, M>(
    String game,
    Map<String, String> options,
    Map<String, String> tags,
    S start,
    List<M> moves,
    String result,
    List<String> comments) {

  /**
   * The most characters a line of records may hold: a longer line is a {@link NotationException}.
   * With {@link #MAX_RECORD_LENGTH}, it bounds the memory that reading a stream of records takes.
   */
  public static final int MAX_LINE_LENGTH = 1 << 20;

  /**
   * The most characters one record may hold, with the white space and comments before it (16 Mi; a
   * record of 100,000 moves holds about a million): a longer record is a {@link NotationException}.
   */
  public static final int MAX_RECORD_LENGTH = 1 << 24;

  /** The tag that says why a game ended before the rules ended it, as in PGN. */
  public static final String TERMINATION = "Termination";

  /** The tag names that are structure, not {@link #tags()}. */
  private static final List<String> STRUCTURE =
      List.of("Game", "Options", "Start", "FEN", "Result");

  /**
   * Copies the components and checks them.
   *
   * @param game the game's name
   * @param options the setup options
   * @param tags the other tags in order
   * @param start the start state
   * @param moves the moves in order
   * @param result the recorded result token, or {@code *}
   * @param comments the comments in order
   * @throws NullPointerException if any component, key, value or element is null
   * @throws IllegalArgumentException if a tag name is one of the structure names or not a name, a
   *     tag value holds a line break, or the result is not a result token
   */
  public GameRecord {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(options, "options");
    Objects.requireNonNull(tags, "tags");
    Objects.requireNonNull(start, "start");
    Objects.requireNonNull(moves, "moves");
    Objects.requireNonNull(result, "result");
    Objects.requireNonNull(comments, "comments");
    options = Collections.unmodifiableMap(new LinkedHashMap<>(checkOptions(options)));
    tags = Collections.unmodifiableMap(new LinkedHashMap<>(checkTags(tags)));
    moves = List.copyOf(moves);
    if (!GameResult.isAnyToken(result)) {
      throw new IllegalArgumentException("not a result token: " + result);
    }
    comments = List.copyOf(comments);
    for (String c : comments) {
      if (c.indexOf('}') >= 0) {
        throw new IllegalArgumentException("a comment cannot hold '}': " + c);
      }
    }
  }

  /**
   * Records a game played from {@code start}: the game's name and setup, no tags, no comments, and
   * as result the rules' result when the moves end the game ({@code *} otherwise).
   *
   * @param <S> the state type
   * @param <M> the move type
   * @param game the game
   * @param start the start state
   * @param moves the moves
   * @return the record
   * @throws IllegalMoveException if a move is illegal; the message gives the ply
   */
  public static <S, M> GameRecord<S, M> of(Game<S, M> game, S start, List<M> moves) {
    GameRecord<S, M> r =
        new GameRecord<>(
            game.name(), game.options(), Map.of(), start, moves, GameResult.UNFINISHED, List.of());
    S end = r.finalState(game);
    return game.isTerminal(end) ? r.withResult(game.result(end).token()) : r;
  }

  /**
   * Returns this record with other tags.
   *
   * @param newTags the tags in order
   * @return the new record
   */
  @CheckReturnValue
  public GameRecord<S, M> withTags(Map<String, String> newTags) {
    return new GameRecord<>(game, options, newTags, start, moves, result, comments);
  }

  /**
   * Returns this record with one tag added or replaced: a new name is added last, a present one
   * keeps its place.
   *
   * @param name the tag name
   * @param value its value
   * @return the new record
   */
  @CheckReturnValue
  public GameRecord<S, M> withTag(String name, String value) {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(value, "value");
    Map<String, String> t = new LinkedHashMap<>(tags);
    t.put(name, value);
    return withTags(t);
  }

  /**
   * Returns this record with another recorded result.
   *
   * @param newResult a result token or {@code *}
   * @return the new record
   */
  @CheckReturnValue
  public GameRecord<S, M> withResult(String newResult) {
    return new GameRecord<>(game, options, tags, start, moves, newResult, comments);
  }

  /**
   * Returns this record with other comments.
   *
   * @param newComments the comments in order
   * @return the new record
   */
  @CheckReturnValue
  public GameRecord<S, M> withComments(List<String> newComments) {
    return new GameRecord<>(game, options, tags, start, moves, result, newComments);
  }

  /**
   * Replays the moves and returns every state: the start first, the final state last.
   *
   * @param g the game the record belongs to
   * @return {@code moves().size() + 1} states, unmodifiable
   * @throws IllegalArgumentException if {@code g} is another game or setup than the record's
   * @throws IllegalMoveException if a move is illegal; the message gives the ply (1-based) and move
   */
  public List<S> replay(Game<S, M> g) {
    checkGame(g);
    List<S> states = new ArrayList<>(moves.size() + 1);
    S s = start;
    states.add(s);
    for (int i = 0; i < moves.size(); i++) {
      try {
        s = g.apply(s, moves.get(i));
      } catch (IllegalMoveException e) {
        throw new IllegalMoveException(
            "ply " + (i + 1) + " (" + moves.get(i) + "): " + e.getMessage(), e);
      }
      states.add(s);
    }
    return Collections.unmodifiableList(states);
  }

  /**
   * Replays the moves and returns the final state.
   *
   * @param g the game the record belongs to
   * @return the state after the last move
   * @throws IllegalArgumentException if {@code g} is another game or setup than the record's
   * @throws IllegalMoveException if a move is illegal; the message gives the ply (1-based) and move
   */
  public S finalState(Game<S, M> g) {
    List<S> states = replay(g);
    return states.get(states.size() - 1);
  }

  /**
   * Compares the recorded result with the rules. A finished game must carry the rules' result or
   * {@code *}. A game the moves do not finish must carry {@code *}, unless a {@code Termination}
   * tag (as in PGN: {@code resignation}, {@code time forfeit}, {@code adjudication}, ...) says why
   * it ended before the rules ended it; a result claimed without one is a problem, which is how a
   * truncated record shows.
   *
   * @param g the game the record belongs to
   * @return why the recorded result disagrees with the rules, or empty when it agrees
   * @throws IllegalArgumentException if {@code g} is another game or setup than the record's
   * @throws IllegalMoveException if a move is illegal
   */
  public Optional<String> resultProblem(Game<S, M> g) {
    S end = finalState(g);
    if (g.isTerminal(end)) {
      String actual = g.result(end).token();
      if (!result.equals(GameResult.UNFINISHED) && !result.equals(actual)) {
        return Optional.of(
            "the recorded result is "
                + result
                + ", but the rules give "
                + actual
                + " after ply "
                + moves.size());
      }
      return Optional.empty();
    }
    if (!result.equals(GameResult.UNFINISHED) && !tags.containsKey(TERMINATION)) {
      return Optional.of(
          "the recorded result is "
              + result
              + ", but the game is not over after ply "
              + moves.size()
              + " and no Termination tag says why it stopped (a truncated record?)");
    }
    return Optional.empty();
  }

  /**
   * Formats this record in the record format; {@link #parseAll} reads it back to an equal record.
   * {@code Options} is written when the game has setup options, {@code Start} when the start is not
   * the game's standard start, {@code Result} always; moves are numbered when the game numbers them
   * ({@link Game#moveNumber}); the move text is wrapped before 80 characters (a longer token, such
   * as a long comment, stands on a line of its own).
   *
   * @param g the game the record belongs to
   * @return the text, ending with a newline
   * @throws IllegalArgumentException if {@code g} is another game or setup than the record's, or
   *     the result is not a result token for its number of players (which would not read back)
   * @throws IllegalMoveException if a move is illegal
   */
  public String format(Game<S, M> g) {
    checkGame(g);
    if (!GameResult.isToken(result, g.numPlayers())) {
      throw new IllegalArgumentException(
          "the result " + result + " is not a result token for " + g.numPlayers() + " players");
    }
    StringBuilder sb = new StringBuilder();
    Map<String, String> all = new LinkedHashMap<>();
    all.put("Game", game);
    if (!options.isEmpty()) {
      all.put("Options", formatOptions(options));
    }
    if (!start.equals(g.start())) {
      all.put("Start", g.formatState(start));
    }
    all.putAll(tags);
    all.put("Result", result);
    for (Map.Entry<String, String> t : all.entrySet()) {
      sb.append('[')
          .append(t.getKey())
          .append(" \"")
          .append(t.getValue().replace("\\", "\\\\").replace("\"", "\\\""))
          .append("\"]\n");
    }
    sb.append('\n');
    List<String> tokens = new ArrayList<>();
    S s = start;
    for (int i = 0; i < moves.size(); i++) {
      M m = moves.get(i);
      int number = g.moveNumber(s);
      if (number > 0) {
        int seat = g.currentPlayer(s);
        if (seat == 0) {
          tokens.add(number + ".");
        } else if (i == 0 && seat == 1) {
          tokens.add(number + "...");
        }
      }
      try {
        tokens.add(g.formatMove(s, m));
        s = g.apply(s, m);
      } catch (IllegalMoveException e) {
        throw new IllegalMoveException("ply " + (i + 1) + " (" + m + "): " + e.getMessage(), e);
      }
    }
    tokens.add(result);
    for (String c : comments) {
      tokens.add("{" + c + "}");
    }
    int line = 0;
    for (String t : tokens) {
      if (line > 0 && line + 1 + t.length() > 79) {
        sb.append('\n');
        line = 0;
      } else if (line > 0) {
        sb.append(' ');
        line++;
      }
      sb.append(t);
      line += t.length();
    }
    sb.append('\n');
    return sb.toString();
  }

  /**
   * Parses every record in the text (see the class description).
   *
   * @param <S> the game's state type
   * @param <M> the game's move type
   * @param game the game
   * @param text the records
   * @return the records in order, unmodifiable
   * @throws NotationException if the text is malformed, a move is illegal, or a record names
   *     another game or setup; the message names the game (1-based) and ply
   */
  public static <S, M> List<GameRecord<S, M>> parseAll(Game<S, M> game, CharSequence text) {
    List<GameRecord<S, M>> out = new ArrayList<>();
    parseEach(game, text, out::add);
    return Collections.unmodifiableList(out);
  }

  /**
   * Parses the records one at a time, handing each to {@code sink} as soon as it is read, so that a
   * caller keeps (and can report) the records before a malformed one.
   *
   * @param <S> the game's state type
   * @param <M> the game's move type
   * @param game the game
   * @param text the records
   * @param sink receives each record in order
   * @return the number of records read
   * @throws NotationException as {@link #parseAll} does, after the records before the bad one went
   *     to the sink
   */
  public static <S, M> int parseEach(
      Game<S, M> game, CharSequence text, Consumer<GameRecord<S, M>> sink) {
    try {
      return parseEach(game, new StringReader(text.toString()), sink);
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a StringReader does not fail
    }
  }

  /**
   * Parses the records of a stream one at a time, as {@link #parseEach(Game, CharSequence,
   * Consumer)} does, holding in memory only the record being read: a stream of any length (a file
   * of a million games, or one that never ends) is read in bounded memory, and a line or a record
   * longer than the limits ({@link #MAX_LINE_LENGTH}, {@link #MAX_RECORD_LENGTH}) is an error
   * rather than a program that runs out of memory. Offsets in errors are offsets in the whole
   * stream. The reader is not closed.
   *
   * @param <S> the game's state type
   * @param <M> the game's move type
   * @param game the game
   * @param in the records
   * @param sink receives each record in order
   * @return the number of records read
   * @throws NotationException as {@link #parseAll} does, after the records before the bad one went
   *     to the sink
   * @throws IOException if reading fails (records before the failure went to the sink)
   */
  public static <S, M> int parseEach(Game<S, M> game, Reader in, Consumer<GameRecord<S, M>> sink)
      throws IOException {
    Objects.requireNonNull(sink, "sink");
    RecordReader<S, M> reader = new RecordReader<>(game, in);
    int n = 0;
    for (GameRecord<S, M> r = reader.next(); r != null; r = reader.next()) {
      sink.accept(r);
      n++;
    }
    return n;
  }

  /**
   * Reads the setup options of the first record in the text (its {@code Options} tag), without
   * knowing the game: tools use it to set the game up before parsing the records. The records of
   * one text share one setup: {@link #parseAll} refuses a record whose {@code Options} name
   * another.
   *
   * @param text records in the record format
   * @return the options, unmodifiable; empty when the first record has no {@code Options} tag
   * @throws NotationException if a tag before the first move is malformed
   */
  public static Map<String, String> readOptions(CharSequence text) {
    String options = readHeader(text).get("Options");
    return options == null ? Map.of() : RecordReader.parseOptions(options);
  }

  /**
   * Reads the tags of the first record in the text, before its first move, as written: structure
   * tags ({@code Game}, {@code Options}, {@code Start} or {@code FEN}, {@code Result}) included,
   * values unescaped, in order. Tools use it to set a game up from a record (its options, or what
   * its start position implies) before parsing the records with that game.
   *
   * @param text records in the record format
   * @return tag name to value, unmodifiable; empty when the first record has no tags
   * @throws NotationException if a tag before the first move, or the {@code Options} value, is
   *     malformed
   */
  public static Map<String, String> readHeader(CharSequence text) {
    return RecordReader.leadingTags(text);
  }

  /**
   * Parses setup options as the {@code Options} tag holds them ({@code name=value,...}), the
   * inverse of {@link #formatOptions}.
   *
   * @param text the options, e.g. {@code players=2,first=0,facing=N}; empty for none
   * @return the options in order, unmodifiable
   * @throws NotationException if the text is malformed (a missing {@code =}, an empty name or
   *     value, an option given twice); offsets are into {@code text}
   */
  public static Map<String, String> parseOptions(String text) {
    return RecordReader.parseOptions(text);
  }

  /**
   * Formats setup options as the {@code Options} tag holds them: {@code name=value} pairs joined by
   * commas, in the map's order.
   *
   * @param options the options
   * @return the text, e.g. {@code players=2,first=0,facing=N}
   */
  public static String formatOptions(Map<String, String> options) {
    StringBuilder sb = new StringBuilder();
    for (Map.Entry<String, String> e : options.entrySet()) {
      if (sb.length() > 0) {
        sb.append(',');
      }
      sb.append(e.getKey()).append('=').append(e.getValue());
    }
    return sb.toString();
  }

  private void checkGame(Game<S, M> g) {
    if (!g.name().equals(game) || !g.options().equals(options)) {
      throw new IllegalArgumentException(
          "this record is of "
              + game
              + (options.isEmpty() ? "" : " (" + formatOptions(options) + ")")
              + ", not of "
              + g.name()
              + (g.options().isEmpty() ? "" : " (" + formatOptions(g.options()) + ")"));
    }
  }

  private static Map<String, String> checkOptions(Map<String, String> options) {
    for (Map.Entry<String, String> e : options.entrySet()) {
      if (!RecordReader.isOptionName(e.getKey())) {
        throw new IllegalArgumentException("not an option name: " + e.getKey());
      }
      if (!RecordReader.isOptionValue(e.getValue())) {
        throw new IllegalArgumentException(
            "option " + e.getKey() + ": not an option value: " + e.getValue());
      }
    }
    return options;
  }

  private static Map<String, String> checkTags(Map<String, String> tags) {
    for (Map.Entry<String, String> e : tags.entrySet()) {
      String name = e.getKey();
      if (STRUCTURE.contains(name)) {
        throw new IllegalArgumentException(
            "tag "
                + name
                + " is structure: give it as the record's "
                + name.toLowerCase(java.util.Locale.ROOT)
                + " instead");
      }
      if (name.isEmpty() || !name.chars().allMatch(RecordReader::isNameChar)) {
        throw new IllegalArgumentException("not a tag name: " + name);
      }
      if (e.getValue().indexOf('\n') >= 0 || e.getValue().indexOf('\r') >= 0) {
        throw new IllegalArgumentException("tag " + name + ": a value cannot hold a line break");
      }
    }
    return tags;
  }
}
