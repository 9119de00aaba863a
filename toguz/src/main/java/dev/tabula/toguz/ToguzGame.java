package dev.tabula.toguz;

import dev.tabula.core.Describable;
import dev.tabula.core.EndgameTable;
import dev.tabula.core.Evaluation;
import dev.tabula.core.FastPerft;
import dev.tabula.core.FastPlayouts;
import dev.tabula.core.Game;
import dev.tabula.core.GameRecord;
import dev.tabula.core.GameResult;
import dev.tabula.core.Heuristics;
import dev.tabula.core.IllegalMoveException;
import dev.tabula.core.Observations;
import dev.tabula.core.OpeningBook;
import dev.tabula.core.Pictures;
import dev.tabula.core.Playouts;
import dev.tabula.core.SvgOptions;
import dev.tabula.core.spi.ActionBuffers;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * The rules of Toguz Kumalak (the 2 x 9 mancala of Kazakhstan), exactly as {@code
 * docs/rules/toguz.md} states them. Stateless and without setup options: {@link #standard()} is the
 * game.
 *
 * <h2>Rules in brief</h2>
 *
 * Each player has 9 holes (numbered 1..9 from their left) and a store; 9 stones per hole at the
 * start. A move empties one of the mover's holes and sows counter-clockwise (the mover's next
 * holes, then the opponent's 1..9, and round): one stone goes into the next hole; of several, the
 * first goes back into the emptied hole. Stones falling into a tuzdyk go to its owner's store. If
 * the last stone lands in an opponent's hole (not a tuzdyk) that now holds an even number, the
 * mover captures them; if it holds 3, it becomes the mover's tuzdyk, unless the mover already has
 * one, it is the opponent's hole 9, or the opponent's tuzdyk has the same number. Then the turn
 * passes; if the side to move has no stones, the other player takes all stones left in their own
 * holes. A store of 82 or more wins; 81-81 is a draw.
 *
 * <h2>Conventions</h2>
 *
 * <ul>
 *   <li>Players: {@code 0} = White (South, first to move from {@link #start()}), {@code 1} = Black
 *       (North). There are no chance nodes.
 *   <li>A move is a {@link ToguzMove}: the mover's hole 1..9. {@link #legalMoves} lists the holes
 *       of the side to move that hold stones, in ascending hole order.
 *   <li>Action id = hole - 1, so {@link #numDistinctActions()} is 9 and {@link #legalActions}
 *       writes ascending ids.
 *   <li>{@link #result}: the scores are the stores; a store of 82 or more wins, 81-81 is a draw.
 *   <li>{@link #maxGameLength()} is {@link Integer#MAX_VALUE}: the rules have no repetition or
 *       move-count limit, and a game can go on for ever. For example, from {@code 1S,8/8,1S 80 80 S
 *       1} (stores 80 and 80, one stone in each hole 9) the moves {@code 9 9 1 1 2 2 ... 8 8}
 *       capture nothing and return to the same position after 18 plies, only the full-move number
 *       changed.
 * </ul>
 *
 * <h2>Position notation (FEN)</h2>
 *
 * {@code <north>/<south> <whiteStore> <blackStore> <S|N> <fullmove>}: {@code <north>} lists Black's
 * holes 9..1 and {@code <south>} White's holes 1..9, comma separated, where {@code <n>S} is a hole
 * with n stones, {@code t} is a tuzdyk (owned by the player of the other row) and a bare number k
 * stands for k empty holes in a row. {@code S} or {@code N} says whether White or Black moves. The
 * start is {@code 9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1}. Only the
 * canonical form is accepted, so the notation round-trips exactly (see {@link ToguzState#parse}).
 *
 * <h2>Move notation</h2>
 *
 * {@code FROM LAND[x]}: the hole played, the hole where the last stone fell (numbered on its
 * owner's side) and {@code x} when the move made a tuzdyk, e.g. {@code 65}, {@code 36x}. {@link
 * #parseMove} also accepts a bare {@code FROM} digit, {@code X} for {@code x}, and a trailing store
 * annotation {@code (n)} (the mover's store after the move, before any end-of-game sweep), e.g.
 * {@code 87(10)}; whatever is given is checked against the move.
 *
 * <h2>Records</h2>
 *
 * Records are core's {@link GameRecord}: {@code GameRecord.parseAll(ToguzGame.standard(), text)}
 * reads the PGN-like files the PlayOK server exports ({@code FEN} tag, store annotations {@code
 * (n)}, {@code X} for {@code x}, {@code 12...} before Black's moves, {@code {zero}} comments) and
 * plain numbered move lists. Moves are numbered by {@link #moveNumber}: the full-move number, which
 * goes up after Black's move.
 *
 * <p>Thread-safe. All methods throw {@link NullPointerException} for null arguments.
 */
public final class ToguzGame
    implements Game<ToguzState, ToguzMove>,
        Observations<ToguzState>,
        FastPlayouts<ToguzState>,
        FastPerft<ToguzState>,
        Heuristics<ToguzState, ToguzMove>,
        Pictures<ToguzState, ToguzMove>,
        Describable<ToguzState, ToguzMove> {

  private static final ToguzGame STANDARD = new ToguzGame();

  /** The unmodifiable legal-move list for each 9-bit mask of playable holes. */
  private static final List<List<ToguzMove>> MOVE_LISTS;

  static {
    List<List<ToguzMove>> lists = new ArrayList<>(512);
    for (int mask = 0; mask < 512; mask++) {
      List<ToguzMove> l = new ArrayList<>();
      for (int h = 1; h <= 9; h++) {
        if ((mask & (1 << (h - 1))) != 0) {
          l.add(ToguzMove.of(h));
        }
      }
      lists.add(List.copyOf(l));
    }
    MOVE_LISTS = List.copyOf(lists);
  }

  private ToguzGame() {}

  /**
   * Returns the game. Toguz Kumalak has no setup options, so this is the only {@code ToguzGame}.
   *
   * @return the game
   */
  public static ToguzGame standard() {
    return STANDARD;
  }

  /**
   * Returns {@code "toguz"}.
   *
   * @return the name
   */
  @Override
  public String name() {
    return "toguz";
  }

  /**
   * Returns 2.
   *
   * @return 2
   */
  @Override
  public int numPlayers() {
    return 2;
  }

  /**
   * Returns {@link ToguzState#start()}.
   *
   * @return the standard start, White to move
   */
  @Override
  public ToguzState start() {
    return ToguzState.start();
  }

  /**
   * Returns the side to move (0 White, 1 Black), or {@link #TERMINAL} once the game is over.
   *
   * @param state a position
   * @return 0, 1 or {@link #TERMINAL}
   */
  @Override
  public int currentPlayer(ToguzState state) {
    return state.currentPlayer();
  }

  /**
   * Returns the holes of the side to move that hold stones, in ascending hole order; empty once the
   * game is over. Does not allocate (the lists are shared).
   *
   * @param state a position
   * @return the legal moves, unmodifiable
   */
  @Override
  public List<ToguzMove> legalMoves(ToguzState state) {
    return MOVE_LISTS.get(state.legal());
  }

  /**
   * Plays a move: sows, captures or makes a tuzdyk, passes the turn, sweeps if the side to move has
   * no stones. The input is not changed.
   *
   * @param state a position
   * @param move a legal move in it
   * @return the next position
   * @throws IllegalMoveException if the game is over or the hole holds no stones (the message says
   *     which)
   */
  @Override
  public ToguzState apply(ToguzState state, ToguzMove move) {
    Objects.requireNonNull(move, "move");
    return playChecked(state, move.hole()).toState();
  }

  /**
   * Returns 9: the action id of hole h is h - 1.
   *
   * @return 9
   */
  @Override
  public int numDistinctActions() {
    return 9;
  }

  /**
   * Returns {@code move.hole() - 1} after checking that the move is legal.
   *
   * @param state a position
   * @param move a legal move
   * @return 0..8
   * @throws IllegalMoveException if the move is not legal in the state
   */
  @Override
  public int actionId(ToguzState state, ToguzMove move) {
    checkLegal(state, move.hole());
    return move.hole() - 1;
  }

  /**
   * Returns the legal move with the given id (hole = id + 1).
   *
   * @param state a position
   * @param actionId 0..8
   * @return the move
   * @throws IllegalMoveException if the id is out of range or that hole cannot be played
   */
  @Override
  public ToguzMove move(ToguzState state, int actionId) {
    checkId(actionId);
    checkLegal(state, actionId + 1);
    return ToguzMove.of(actionId + 1);
  }

  /**
   * Writes the legal action ids in ascending order, without allocating or branching: the first
   * {@code n} entries receive the ids, and the entries from {@code n} to 8 are overwritten with
   * leftovers of no meaning.
   *
   * @param state a position
   * @param buffer receives the ids; at least 9 long
   * @return the number {@code n} of legal moves, 0 once the game is over
   * @throws IllegalArgumentException if the buffer is shorter than 9
   */
  @Override
  public int legalActions(ToguzState state, int[] buffer) {
    ActionBuffers.checkRoom(buffer, 9);
    int mask = state.legal();
    int n = Integer.bitCount(mask);
    // Branch-free: copy the mask's nine-entry list (the entries past n are padding), entry by
    // entry: the JIT emits nine loads and stores (a System.arraycopy of nine calls a stub)
    final int[] lists = Sow.ACTIONS;
    final int at = (mask & 511) * 9;
    buffer[0] = lists[at];
    buffer[1] = lists[at + 1];
    buffer[2] = lists[at + 2];
    buffer[3] = lists[at + 3];
    buffer[4] = lists[at + 4];
    buffer[5] = lists[at + 5];
    buffer[6] = lists[at + 6];
    buffer[7] = lists[at + 7];
    buffer[8] = lists[at + 8];
    return n;
  }

  /**
   * Returns 9.
   *
   * @return 9
   */
  @Override
  public int maxLegalActions() {
    return 9;
  }

  /**
   * Plays the hole {@code actionId + 1}; the same as {@code apply(state, move(state, actionId))}.
   *
   * @param state a position
   * @param actionId 0..8
   * @return the next position
   * @throws IllegalMoveException if the id is out of range or that hole cannot be played
   */
  @Override
  public ToguzState applyAction(ToguzState state, int actionId) {
    if (actionId < 0 || actionId > 8 || (state.legal() & 1 << actionId) == 0) {
      checkId(actionId);
      throw illegal(state, actionId + 1);
    }
    return played(state, actionId + 1).toState();
  }

  /**
   * Returns a 64-bit mix of the whole state (holes, stores, tuzdyks, side to move, full-move
   * number).
   *
   * @param state a position
   * @return the hash; equal states have equal hashes
   */
  @Override
  public long hash(ToguzState state) {
    return state.hash64();
  }

  /**
   * Returns the result of a finished game: the scores are the stores (White's, Black's); the larger
   * store ranks first (82 or more wins), 81-81 is a draw.
   *
   * @param state a finished position
   * @return the result
   * @throws IllegalStateException if the game is not over
   */
  @Override
  public GameResult result(ToguzState state) {
    if (!Sow.isOver(state.misc)) {
      throw new IllegalStateException("the game is not over: " + state);
    }
    return GameResult.byScores(Sow.store(state.misc, 0), Sow.store(state.misc, 1));
  }

  /**
   * Returns {@link Integer#MAX_VALUE}: the rules do not bound the length of a game (see the class
   * description for a position that recurs for ever).
   *
   * @return {@link Integer#MAX_VALUE}
   */
  @Override
  public int maxGameLength() {
    return Integer.MAX_VALUE;
  }

  /**
   * Returns the FEN of a position.
   *
   * @param state a position
   * @return its FEN
   */
  @Override
  public String formatState(ToguzState state) {
    return ToguzNotation.formatFen(state);
  }

  /**
   * Parses a FEN; see {@link ToguzState#parse}.
   *
   * @param text the FEN
   * @return the position
   * @throws dev.tabula.core.NotationException if the text is malformed or the position impossible
   */
  @Override
  public ToguzState parseState(CharSequence text) {
    return ToguzNotation.parseFen(text);
  }

  /**
   * Formats a legal move as {@code FROM LAND[x]}, e.g. {@code 65} or {@code 36x}.
   *
   * @param state the position the move is played in
   * @param move a legal move
   * @return the notation
   * @throws IllegalMoveException if the move is not legal
   */
  @Override
  public String formatMove(ToguzState state, ToguzMove move) {
    return ToguzNotation.formatMove(state, move);
  }

  /**
   * Parses {@code FROM}, {@code FROM LAND}, {@code FROM LAND x} or {@code FROM LAND X}, each
   * optionally followed by a store annotation {@code (n)}, and checks every part given against the
   * move: the landing hole, whether it makes a tuzdyk, and the mover's store after the move (before
   * any end-of-game sweep).
   *
   * @param state the position the move is played in
   * @param text the notation
   * @return the move
   * @throws dev.tabula.core.NotationException if the text is malformed
   * @throws IllegalMoveException if the hole cannot be played, or the landing hole, the tuzdyk mark
   *     or the store annotation disagrees with the move
   */
  @Override
  public ToguzMove parseMove(ToguzState state, CharSequence text) {
    Objects.requireNonNull(state, "state");
    return ToguzNotation.parseMove(state, text);
  }

  /**
   * Returns {@link ToguzLearnedEvaluation#learned()}, the evaluation fitted to self-play: at equal
   * time per move it beats the hand-weighted {@link ToguzEvaluation#standard()} ({@code
   * docs/strength.md}).
   *
   * @return the evaluation
   */
  @Override
  public Evaluation<ToguzState> evaluation() {
    return ToguzLearnedEvaluation.learned();
  }

  /**
   * Returns the two evaluations: {@code standard}, {@link ToguzLearnedEvaluation#learned()} (fitted
   * to self-play, this game's {@link #evaluation()}), and {@code hand}, {@link
   * ToguzEvaluation#standard()} (weighted by hand; the standard one until 0.1.0).
   *
   * @return the evaluations by name
   */
  @Override
  public Map<String, Evaluation<ToguzState>> evaluations() {
    Map<String, Evaluation<ToguzState>> m = new LinkedHashMap<>();
    m.put(Heuristics.STANDARD, ToguzLearnedEvaluation.learned());
    m.put("hand", ToguzEvaluation.standard());
    return Collections.unmodifiableMap(m);
  }

  /** The resource the shipped opening book is in, beside this class: {@value}. */
  static final String BOOK_RESOURCE = "opening-book.txt";

  /** The shipped book, read on first use. */
  private static final class Book {
    static final Optional<OpeningBook<ToguzState, ToguzMove>> SHIPPED = read();

    private static Optional<OpeningBook<ToguzState, ToguzMove>> read() {
      try (InputStream in = ToguzGame.class.getResourceAsStream(BOOK_RESOURCE)) {
        if (in == null) {
          return Optional.empty();
        }
        return Optional.of(
            OpeningBook.parse(STANDARD, new String(in.readAllBytes(), StandardCharsets.UTF_8)));
      } catch (IOException e) {
        throw new UncheckedIOException("cannot read the opening book " + BOOK_RESOURCE, e);
      }
    }
  }

  /**
   * Returns the opening book that ships with Tabula: White's and Black's first three moves, chosen
   * by alpha-beta to depth 12 with the {@linkplain #evaluation() learned evaluation}, against every
   * reply ({@code tabula book toguz --plies 6 --bot alphabeta:depth=12}). The bots of the command
   * line play from it when told {@code book=on}; it is not their default, as it has measured
   * stronger at 50 ms a move but not at longer times (docs/strength.md).
   *
   * @return the book
   */
  @Override
  public Optional<OpeningBook<ToguzState, ToguzMove>> openingBook() {
    return Book.SHIPPED;
  }

  /**
   * Returns the endgame table that ships with Tabula: every position with at most 6 stones left on
   * the board, solved to the end (how many of them each player can make sure of, which with the
   * stores gives the result; a game that goes on for ever is counted as neither player's win). The
   * system property {@code tabula.toguz.endgame-table}, set to the path of a table {@code tabula
   * tables toguz --stones N} wrote, puts that one in its place. Alpha-beta probes it when told
   * ({@code alphabeta:endgame=on}, {@code AlphaBeta.Builder.endgameTable}). Read on first use.
   *
   * @return the table
   * @throws IllegalArgumentException if the property names a file that cannot be read or is not a
   *     table; the message names it
   */
  @Override
  public Optional<EndgameTable<ToguzState>> endgameTable() {
    return Optional.of(ToguzEndgameTable.shipped());
  }

  /**
   * Solves the positions with at most {@code stones} stones on the board (6 take about 2 seconds
   * and 6 MB, 8 about 20 seconds and 60 MB).
   *
   * @param stones the most stones on the board, 0..9
   * @return the table
   * @throws IllegalArgumentException if out of range
   */
  @Override
  public Optional<EndgameTable<ToguzState>> generateEndgameTable(int stones) {
    return Optional.of(ToguzEndgameTable.generate(stones));
  }

  /**
   * Returns whether the move captures: {@link ToguzEvaluation#isCapture}.
   *
   * @param state a decision state
   * @param move a legal move in it
   * @return whether it captures
   */
  @Override
  public boolean isNoisy(ToguzState state, ToguzMove move) {
    return ToguzEvaluation.isCapture(state, move);
  }

  /**
   * Draws the board: Black's row (holes 9..1) on top, White's row (1..9) below, the stores on the
   * right, tuzdyks marked {@code X}, empty holes {@code .}, then the side to move or the result.
   *
   * @param state a position
   * @param ansiColor whether to highlight tuzdyks and the side to move with ANSI escapes
   * @return several lines, ending with a newline
   */
  @Override
  public String render(ToguzState state, boolean ansiColor) {
    return ToguzRender.render(state, ansiColor);
  }

  /**
   * Draws the position as a standalone SVG document, 932 x 448 user units (the options' scale
   * multiplies the width and height; the {@code viewBox} stays). On the left the board (from top to
   * bottom: Black's row, holes 9..1 from the left; Black's store, then White's; White's row, holes
   * 1..9); on the right Black's card beside Black's row, White's beside White's, and between them
   * the status ({@code White to move, move 12} or {@code Game over: White wins 90-72}). The root's
   * {@code <title>} says the same in words. The cards, the board and the status are marked as parts
   * ({@link dev.tabula.core.spi.Svg#part}: Black's card, the board, White's card, the status),
   * which a phone shows one below the other, each with text sized for a phone's width.
   *
   * <ul>
   *   <li>Each hole shows its stone count, and its stones as discs when it holds 15 or fewer; a
   *       fuller hole shows the count in large type. A tuzdyk is filled with its owner's colour and
   *       marked with a cross and the word {@code tuzdyk}.
   *   <li>Each store shows its count and a bar of its stones out of 162, with a mark at half: a bar
   *       past the mark has won.
   *   <li>Each player's card gives the name ({@link #playerName}), colour, side, store, the stones
   *       in their holes and their tuzdyk, with a {@code to move} badge for the side to move, or
   *       {@code wins} / {@code draw} once the game is over.
   * </ul>
   *
   * <p>Colours, from {@link dev.tabula.core.spi.Svg#PALETTE} (Okabe-Ito): White is yellow {@code
   * #F0E442}, Black is black {@code #000000} (swatches, store bars, badges, tuzdyks); the last move
   * is vermillion {@code #D55E00}; targets are bluish green {@code #009E73}. Text on a coloured
   * fill is black or white, whichever contrasts more.
   *
   * <p>Options:
   *
   * <ul>
   *   <li>{@link SvgOptions#lastMove lastMove(before, move)}: a tint and a thick outline on the
   *       hole played, a dashed outline on every hole the sowing dropped a stone in (tuzdyks
   *       included) with the number of stones dropped ({@code +1}, more after laps), a solid
   *       outline and a filled {@code +k} on the hole where the last stone fell, {@code n taken}
   *       there after a capture, the new tuzdyk outlined when the move made one, {@code +n} on each
   *       store that grew, and below the status a line such as {@code Last move 65: White 6 → Black
   *       5, captures 10}.
   *   <li>{@link SvgOptions#targets targets(moves)}: for each move, an inner outline on the hole it
   *       is played from and, on the hole where its last stone would fall, a badge listing the
   *       holes whose moves land there ({@code ←3,7}).
   *   <li>{@link SvgOptions#coordinates coordinates(true)}: the hole numbers of the move notation,
   *       1..9 from each owner's left, above Black's row and below White's.
   * </ul>
   *
   * <p>Each hole is a group {@code <g class="hole ..." data-player="P" data-hole="H">} whose class
   * also names its marks ({@code tuzdyk}, {@code last-from}, {@code last-sown}, {@code last-land},
   * {@code last-capture}, {@code last-tuzdyk}, {@code target-from}, {@code target-land}), so a
   * script can find them; a hole a target move is played from also carries that move's notation as
   * {@code data-move}, as the other games' targets do, so a click on it names the move.
   *
   * @param state a position
   * @param options what to show besides the position
   * @return the SVG document
   * @throws IllegalMoveException if the last move was not legal in its state before, or a target
   *     move is not legal in {@code state} (for example, the game is over)
   * @throws IllegalArgumentException if the last move does not lead from its state before to {@code
   *     state}
   */
  @Override
  public String svg(ToguzState state, SvgOptions<ToguzState, ToguzMove> options) {
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(options, "options");
    return ToguzPicture.draw(state, options);
  }

  /**
   * Says what a move did, e.g. {@code "White 6 -> Black 5, captures 10"}, {@code "Black 3 -> White
   * 7, tuzdyk"}, with the sweep and the end of the game when they happen.
   *
   * @param before the position the move was played in
   * @param move the move
   * @param after the resulting position
   * @return one line
   * @throws IllegalMoveException if the move is not legal in {@code before}
   */
  @Override
  public String describe(ToguzState before, ToguzMove move, ToguzState after) {
    return ToguzRender.describe(before, move, after);
  }

  /**
   * Returns {@code White} for seat 0 and {@code Black} for seat 1.
   *
   * @param seat 0 or 1
   * @return the name
   * @throws IllegalArgumentException if the seat is not 0 or 1
   */
  @Override
  public String playerName(int seat) {
    if (seat != 0 && seat != 1) {
      throw new IllegalArgumentException("a seat is 0 or 1, got " + seat);
    }
    return ToguzNotation.playerName(seat);
  }

  /**
   * Returns the full-move number of the position, which records write before White's moves ({@code
   * 12.}) and before a first move of Black ({@code 12...}).
   *
   * @param state a position
   * @return its full-move number, {@code >= 1}
   */
  @Override
  public int moveNumber(ToguzState state) {
    return state.moveNumber();
  }

  /**
   * Returns 0: Toguz Kumalak has no chance.
   *
   * @return 0
   */
  @Override
  public int maxChanceOutcomes() {
    return 0;
  }

  /**
   * Counts the paths of {@code depth} plies from {@code state}, exactly as {@link
   * dev.tabula.core.Perft} counts them over this API, on one mutable scratch board (a move made and
   * unmade by restoring its words) instead of a new state per node. {@link dev.tabula.core.Perft}
   * uses it.
   *
   * @param state where to count from
   * @param depth the plies, {@code >= 0}
   * @return the number of paths
   * @throws IllegalArgumentException if {@code depth} is negative
   */
  @Override
  public long perft(ToguzState state, int depth) {
    Objects.requireNonNull(state, "state");
    if (depth < 0) {
      throw new IllegalArgumentException("depth must be >= 0, got " + depth);
    }
    return Sow.perft(state, depth);
  }

  /**
   * Plays uniformly random moves from {@code state} until the game is over, at most {@code
   * maxPlies} plies, and returns the position reached: the fast path for Monte Carlo bots, which
   * allocates only the returned state (and a scratch board the JIT keeps in registers). {@link
   * dev.tabula.core.Playouts#randomPlayout} and the flat Monte Carlo bot use it.
   *
   * <p>It draws each move exactly uniformly among the {@code n} legal holes from 6 random bits
   * {@code u}: {@code u} picks the {@code (u mod n)}-th legal hole in ascending hole order when
   * {@code u < 64 - 64 mod n}, and otherwise the next 6 bits are drawn. The bits come 60 at a time
   * from one {@code random.nextLong()} (its 60 high bits, lowest first), so a game of about 125
   * plies takes about 13 draws of the generator. For one generator the playout is reproducible; it
   * plays another game than the generic loop of {@link Playouts.Uniform} (which draws with {@link
   * Playouts#uniform}), with the same distribution.
   *
   * @param state where to start
   * @param random the generator
   * @param maxPlies the most plies to play, {@code >= 0}
   * @return the position reached: over unless the cap was hit
   * @throws IllegalArgumentException if {@code maxPlies} is negative
   */
  @Override
  public ToguzState randomPlayout(ToguzState state, RandomGenerator random, int maxPlies) {
    if (maxPlies < 0) {
      throw new IllegalArgumentException("maxPlies must be >= 0, got " + maxPlies);
    }
    Objects.requireNonNull(random, "random");
    return Sow.playout(state, random, maxPlies);
  }

  /**
   * Plays uniformly random moves from {@code state} until the game is over; see {@link
   * #randomPlayout(ToguzState, RandomGenerator, int)}. Random games from the start end after about
   * 120 plies, but the rules bound no game (see the class description): for arbitrary positions the
   * capped form is the safe one.
   *
   * @param state where to start
   * @param random the generator
   * @return the final position
   */
  public ToguzState randomPlayout(ToguzState state, RandomGenerator random) {
    return randomPlayout(state, random, Integer.MAX_VALUE);
  }

  // ---------------------------------------------------------------- internals

  private static void checkId(int actionId) {
    if (actionId < 0 || actionId > 8) {
      throw new IllegalMoveException("an action id is 0..8 (hole - 1), got " + actionId);
    }
  }

  private static void checkLegal(ToguzState state, int hole) {
    if ((state.legal() & (1 << (hole - 1))) == 0) {
      throw illegal(state, hole);
    }
  }

  /** Plays a hole on a scratch board after checking that it is legal. */
  static Sow playChecked(ToguzState state, int hole) {
    if (hole < 1 || hole > 9) {
      throw new IllegalMoveException("a hole is numbered 1..9, got " + hole);
    }
    checkLegal(state, hole);
    return played(state, hole);
  }

  /** Plays a hole the caller has checked is legal on a scratch board. */
  private static Sow played(ToguzState state, int hole) {
    Sow w = new Sow(state);
    w.play(hole);
    return w;
  }

  private static IllegalMoveException illegal(ToguzState state, int hole) {
    if (Sow.isOver(state.misc)) {
      return new IllegalMoveException("the game is over");
    }
    int side = Sow.side(state.misc);
    String who = ToguzNotation.playerName(side);
    if (Sow.tuzdyk(state.misc, 1 - side) == hole) {
      return new IllegalMoveException(
          who
              + "'s hole "
              + hole
              + " is "
              + ToguzNotation.playerName(1 - side)
              + "'s tuzdyk and always empty");
    }
    return new IllegalMoveException(who + "'s hole " + hole + " is empty");
  }

  // ---------------------------------------------------------------- observations for learners

  /**
   * Returns {@code {4, 2, 9}}: four planes of two rows (the viewer's holes 1..9, then the
   * opponent's) of nine holes. See {@link #observationTensor}.
   *
   * @return a new array {@code {4, 2, 9}}
   */
  @Override
  public int[] observationShape() {
    return ToguzObservation.shape();
  }

  /**
   * Returns 72 (4 x 2 x 9).
   *
   * @return 72
   */
  @Override
  public int observationSize() {
    return ToguzObservation.SIZE;
  }

  /**
   * Writes the position as {@code player} sees it, in the shape {@code {4, 2, 9}}: row 0 of each
   * plane is the viewer's holes 1..9, row 1 the opponent's, so the sowing runs along row 0 and on
   * into row 1. Plane 0: the stones in each hole / 162; plane 1: 1 on each tuzdyk (the viewer's own
   * tuzdyk is in row 1); plane 2: each row's owner's store / 162, over the whole row; plane 3: all
   * 1 when the viewer is the side to move, else all 0. Every value is in {@code [0, 1]}; the
   * full-move number, which no rule reads, is left out, so the tensor determines everything else.
   * Allocates nothing. {@code docs/observations.md} has the details.
   *
   * @param state a position (finished ones included)
   * @param player the viewpoint: 0 (White) or 1 (Black)
   * @param out receives 72 floats
   * @param offset where they start
   * @throws IllegalArgumentException if the player is not 0 or 1, the offset is negative or the
   *     array too short
   */
  @Override
  public void observationTensor(ToguzState state, int player, float[] out, int offset) {
    ToguzObservation.write(state, player, out, offset);
  }

  /**
   * Writes 9 floats: at id {@code h - 1}, 1 if hole {@code h} of the side to move can be played,
   * else 0; all 0 once the game is over. Allocates nothing.
   *
   * @param state a position
   * @param out receives 9 floats
   * @param offset where they start
   * @throws IllegalArgumentException if the offset is negative or the array too short
   */
  @Override
  public void legalActionMask(ToguzState state, float[] out, int offset) {
    ToguzObservation.mask(state, out, offset);
  }
}
