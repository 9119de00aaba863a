package dev.tabula.stacksnake;

import com.google.errorprone.annotations.CheckReturnValue;
import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Describable;
import dev.tabula.core.Evaluation;
import dev.tabula.core.FastPerft;
import dev.tabula.core.FastPlayouts;
import dev.tabula.core.Game;
import dev.tabula.core.GameOption;
import dev.tabula.core.GameResult;
import dev.tabula.core.GameSetup;
import dev.tabula.core.Heuristics;
import dev.tabula.core.IllegalMoveException;
import dev.tabula.core.NotationException;
import dev.tabula.core.Observations;
import dev.tabula.core.Pictures;
import dev.tabula.core.SvgOptions;
import dev.tabula.core.spi.ActionBuffers;
import dev.tabula.core.spi.Svg;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.random.RandomGenerator;
import org.jspecify.annotations.Nullable;

/**
 * The rules of stack-snake (see {@code docs/rules/stack-snake.md}): 19 scale tiles in a line,
 * stacks stepped by the mark of their top tile, swaps, and the first stack of seven wins.
 *
 * <p>A stateless, immutable, thread-safe rules object over {@link StackSnakeState} values. Its
 * setup options are the colour that moves first, an optional cap on the number of turns, and
 * optionally a fixed layout; {@link #standard()} is White first, no cap, and a random layout, and
 * {@link #builder()} makes the others. Games with the same setup are equal, and {@link #options()}
 * gives the setup as the {@code stack-snake} {@link dev.tabula.core.GameProvider} reads it.
 *
 * <h2>Setup as chance</h2>
 *
 * Unless a layout is fixed, {@link #start()} is a chance node that deals the line tile by tile,
 * left to right: each outcome is the kind of the next tile ({@link StackSnakeMove.Deal}), with
 * probability (tiles of that kind not yet laid) / (tiles not yet laid). The 19 outcomes together
 * give every arrangement of the set with equal probability, drawn from the caller's random
 * generator (for example by {@link dev.tabula.core.Playouts}), so a game replays exactly from its
 * move list. {@link #laidOut(List)} gives the position for any explicit layout, and {@link
 * #parseState} any position.
 *
 * <h2>Seats, moves and ids</h2>
 *
 * White is seat 0, Black seat 1: {@link #currentPlayer} (and {@link
 * StackSnakeState#currentPlayer()}) is the seat of the colour to move, {@link #CHANCE} while
 * dealing and {@link #TERMINAL} at the end. {@link #legalMoves} lists moves in ascending action id,
 * which is: steps by position from the left, for each position the one-tile step left, one-tile
 * right, two-tile left, two-tile right; then swaps by (lower position, higher position); then the
 * pass, which is the only move when it is legal. At a dealing node the outcomes come in the order
 * {@code W1 W2 W3 B1 B2 B3 N}, only kinds not yet used up. Action ids ({@link
 * #numDistinctActions()} = 255):
 *
 * <ul>
 *   <li>step from position {@code p} (0-based) lifting {@code k} tiles: {@code 4p + 2(k - 1) +
 *       (right ? 1 : 0)}, in [0, 76);
 *   <li>swap of positions {@code i < j}: {@code 76 + i(37 - i)/2 + (j - i - 1)}, in [76, 247);
 *   <li>pass: 247;
 *   <li>dealing a tile: {@code 248 + tile.ordinal()}, in [248, 255).
 * </ul>
 *
 * <h2>Legality</h2>
 *
 * Each rule (step, swap, pass, deal) is one function of the packed line that returns why a move
 * breaks it, as fault bits, 0 when it does not. {@link #legalActions} and {@link #applyAction} test
 * those bits for 0 without allocating; only a refused move has its bits put into the words of the
 * {@link IllegalMoveException}, so the message always explains the same decision.
 *
 * <h2>End</h2>
 *
 * The game ends when a step makes a stack of seven or more (the stepping colour wins), when neither
 * colour can step or swap (a draw), when a position (line, colour to move, swap permission) occurs
 * for the third time since the line last changed length (a draw; the line only ever gets shorter,
 * so no earlier position can recur), or when the turn cap is reached (a draw). {@link GameResult}
 * scores are 1 for the winner and 0 otherwise.
 */
public final class StackSnakeGame
    implements Game<StackSnakeState, StackSnakeMove>,
        Observations<StackSnakeState>,
        FastPlayouts<StackSnakeState>,
        FastPerft<StackSnakeState>,
        Heuristics<StackSnakeState, StackSnakeMove>,
        Pictures<StackSnakeState, StackSnakeMove>,
        Describable<StackSnakeState, StackSnakeMove> {

  /**
   * The setup option {@code first}: the colour that moves first, {@code W} (default) or {@code B}
   * (also read from {@code white} and {@code black}, in either case).
   */
  public static final GameOption<Colour> FIRST =
      GameOption.choice(
          "first",
          "the colour that moves first: W (default) or B",
          Colour.WHITE,
          c -> String.valueOf(c.letter()));

  /** The setup option {@code max-turns}: the turn cap, a whole number; 0 (default) for none. */
  public static final GameOption<Integer> MAX_TURNS =
      GameOption.integer(
          "max-turns", "draw after this many turns; 0 (default) = no cap", 0, 0, Integer.MAX_VALUE);

  /**
   * The setup option {@code layout}: a fixed layout instead of a random deal, the 19 tiles from
   * left to right (one full set) joined by {@code /}; no default (the line is dealt at random).
   */
  public static final GameOption<List<Tile>> LAYOUT =
      GameOption.of(
          "layout",
          "a fixed layout instead of a random deal: 19 tiles left to right joined by /,"
              + " e.g. W1/B2/N/W3/B1/W2/B3/W1/B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3",
          StackSnakeGame::parseLayout,
          tiles -> StackSnakeNotation.stacksText(packLayout(tiles), Line.SINGLES));

  private static final List<GameOption<?>> OPTIONS = List.of(FIRST, MAX_TURNS, LAYOUT);

  private static final StackSnakeGame STANDARD = new StackSnakeGame(defaultSetup());

  private final Colour first;
  private final int maxTurns;
  private final long layoutTiles;
  private final boolean fixedLayout;
  private final StackSnakeState start;
  private final Map<String, String> options;

  private StackSnakeGame(GameSetup setup) {
    this.first = setup.get(FIRST);
    this.maxTurns = setup.get(MAX_TURNS);
    List<Tile> layout = setup.find(LAYOUT).orElse(null);
    this.fixedLayout = layout != null;
    this.layoutTiles = layout == null ? 0 : packLayout(layout);
    this.start = fixedLayout ? playStart(layoutTiles) : dealingState(0, 0, first.seat());
    this.options = setup.options();
  }

  private static GameSetup defaultSetup() {
    return GameSetup.of("stack-snake", OPTIONS);
  }

  /** The layout of a {@code layout} option's text: the tiles of a line of single tiles. */
  private static List<Tile> parseLayout(String text) {
    StackSnakeState s;
    try {
      s = standard().parseState(text + " W -");
    } catch (NotationException e) {
      throw new IllegalArgumentException("at offset " + e.offset() + ": " + e.expected(), e);
    }
    List<Tile> tiles = new ArrayList<>();
    for (int k = 0; k < s.stackCount(); k++) {
      if (s.height(k) != 1) {
        throw new IllegalArgumentException("every position holds one tile");
      }
      tiles.add(s.top(k));
    }
    packLayout(tiles);
    return List.copyOf(tiles);
  }

  /**
   * Returns the game's setup options, in the order tools list them: {@link #FIRST}, {@link
   * #MAX_TURNS}, {@link #LAYOUT}. The game's provider offers them; the builder sets them.
   *
   * @return the options, unmodifiable
   */
  public static List<GameOption<?>> setupOptions() {
    return OPTIONS;
  }

  /**
   * Returns the standard game: White moves first, no turn cap, the line dealt at random.
   *
   * @return the shared instance
   */
  public static StackSnakeGame standard() {
    return STANDARD;
  }

  /**
   * Returns a builder for a game with other setup options.
   *
   * @return a new builder with the standard options
   */
  public static Builder builder() {
    return new Builder(defaultSetup());
  }

  /**
   * Sets up a {@link StackSnakeGame}: the colour that moves first, the turn cap and a fixed layout,
   * each by a typed setter or from text ({@link #options(Map)}, the form {@link
   * StackSnakeGame#options()} returns), through the game's option constants ({@link #FIRST}, {@link
   * #MAX_TURNS}, {@link #LAYOUT}), which check each value. Immutable: every setter returns a new
   * builder; the games it builds are thread-safe.
   */
  @CheckReturnValue
  public static final class Builder {
    private final GameSetup setup;

    private Builder(GameSetup setup) {
      this.setup = setup;
    }

    /**
     * Returns a builder with the seat that moves first once the line is laid out set (in the
     * printed rules: the player who chose a colour second), as {@code MarrakechGame.Builder.first}
     * does; {@link Colour#seat()} gives a colour's seat.
     *
     * @param seat 0 (White, the default) or 1 (Black)
     * @return the new builder
     * @throws IllegalArgumentException if the seat is neither
     */
    public Builder first(int seat) {
      return new Builder(setup.with(FIRST, Colour.ofSeat(seat)));
    }

    /**
     * Returns a builder with the number of turns capped: the game is drawn when that many turns
     * have been played without a winner. 0, the default, means no cap.
     *
     * @param turns the cap, {@code >= 0}
     * @return the new builder
     * @throws IllegalArgumentException if negative
     */
    public Builder maxTurns(int turns) {
      return new Builder(setup.with(MAX_TURNS, turns));
    }

    /**
     * Returns a builder with the layout fixed, so that {@link StackSnakeGame#start()} is that line
     * ready to play instead of a dealing chance node.
     *
     * @param tiles the 19 tiles from left to right, or null for a random layout (the default)
     * @return the new builder
     * @throws IllegalArgumentException if the tiles are not one full set (three of each marked kind
     *     and one neutral tile)
     */
    public Builder layout(@Nullable List<Tile> tiles) {
      return new Builder(tiles == null ? setup.without(LAYOUT) : setup.with(LAYOUT, tiles));
    }

    /**
     * Returns a builder with the options given by name set, their values as text, as {@link
     * StackSnakeGame#options()} returns them and the command line takes them: {@code first} ({@code
     * W} or {@code B}), {@code max-turns} (a whole number, 0 for no cap) and {@code layout} (19
     * tiles joined by {@code /}). Options not given keep their values; values are trimmed (see
     * {@link GameSetup#withOptions}).
     *
     * @param options option name to value
     * @return the new builder
     * @throws IllegalArgumentException if a name is none of the three or a value does not read; the
     *     message says which
     */
    public Builder options(Map<String, String> options) {
      return new Builder(setup.withOptions(options));
    }

    /**
     * Builds the game.
     *
     * @return the game
     */
    public StackSnakeGame build() {
      return new StackSnakeGame(setup);
    }
  }

  /**
   * Returns the seat that moves first after the line is laid out: a setup option, since in the
   * printed rules the player who chose a colour second begins. {@link Colour#ofSeat} gives its
   * colour.
   *
   * @return 0 (White) or 1 (Black)
   */
  public int firstPlayer() {
    return first.seat();
  }

  /**
   * Returns the cap on the number of turns.
   *
   * @return the cap, or 0 when there is none
   */
  public int maxTurns() {
    return maxTurns;
  }

  /**
   * Returns the dealing chance node with no tile laid yet, or the fixed layout ready to play when
   * the game was built with one.
   */
  @Override
  public StackSnakeState start() {
    return start;
  }

  /**
   * Returns the position with the given layout: every tile a stack of one, the first colour to
   * move, swaps allowed, turn 0.
   *
   * @param tiles the 19 tiles from left to right
   * @return the position
   * @throws IllegalArgumentException if the tiles are not one full set
   */
  public StackSnakeState laidOut(List<Tile> tiles) {
    return playStart(packLayout(tiles));
  }

  /**
   * Deals a line at random from the caller's generator, exactly as {@link #start()} followed by
   * sampling its chance outcomes would, and returns the position ready to play.
   *
   * @param random the generator
   * @return the laid-out position with the first colour to move
   */
  public StackSnakeState deal(RandomGenerator random) {
    int left = Line.FULL_SET;
    long tiles = 0;
    for (int t = 0; t < Line.SIZE; t++) {
      long r = random.nextLong(Line.SIZE - t); // as Playouts.sampleChance draws
      int kind = 0;
      while (r >= Line.left(left, kind)) {
        r -= Line.left(left, kind);
        kind++;
      }
      left -= 1 << (2 * kind);
      tiles |= (long) Tile.ofOrdinal(kind).code() << (3 * t);
    }
    return playStart(tiles);
  }

  private StackSnakeState playStart(long tiles) {
    return state(tiles, Line.SINGLES, first.seat(), false, 0, null, false);
  }

  private static long packLayout(List<Tile> tiles) {
    Objects.requireNonNull(tiles, "tiles");
    if (tiles.size() != Line.SIZE) {
      throw new IllegalArgumentException("a layout has 19 tiles, got " + tiles.size());
    }
    int[] count = new int[Line.KINDS];
    long packed = 0;
    for (int t = 0; t < Line.SIZE; t++) {
      Tile tile = Objects.requireNonNull(tiles.get(t), "tile");
      count[tile.ordinal()]++;
      packed |= (long) tile.code() << (3 * t);
    }
    for (Tile kind : Tile.values()) {
      if (count[kind.ordinal()] != kind.countInSet()) {
        throw new IllegalArgumentException(
            "a layout has "
                + kind.countInSet()
                + " "
                + kind
                + ", got "
                + count[kind.ordinal()]
                + ": "
                + tiles);
      }
    }
    return packed;
  }

  // ---------------------------------------------------------------------------------------------
  // the states: made here only

  /** A state while dealing: {@code dealt} tiles laid, {@code side} to move first. */
  static StackSnakeState dealingState(long tiles, int dealt, int side) {
    return dealingState(tiles, dealt, Line.kindsLeft(tiles, dealt), side);
  }

  /** The same, with the tiles of each kind left ({@link Line#kindsLeft}) known. */
  private static StackSnakeState dealingState(long tiles, int dealt, int kindsLeft, int side) {
    return new StackSnakeState(
        tiles, (1 << dealt) - 1, kindsLeft, side, false, 0, StackSnakeState.Status.DEALING, null);
  }

  /**
   * A laid-out state, with its status: {@code won} when a step just made a stack of seven or more,
   * or (parsing) such a stack stands; then the colour not to move, {@code 1 - side}, has won.
   */
  StackSnakeState state(
      long tiles,
      int starts,
      int side,
      boolean banned,
      int turn,
      @Nullable History history,
      boolean won) {
    StackSnakeState.Status status =
        won
            ? side == 0 ? StackSnakeState.Status.BLACK_WON : StackSnakeState.Status.WHITE_WON
            : status(tiles, starts, side, banned, turn, history);
    return new StackSnakeState(tiles, starts, 0, side, banned, turn, status, history);
  }

  /**
   * The status of a position in play that no step just won (nor, parsing, is won by a stack that
   * stands): a draw, or the game goes on.
   */
  StackSnakeState.Status status(
      long tiles, int starts, int side, boolean banned, int turn, @Nullable History history) {
    if (History.thirdOccurrence(history, tiles, Line.key(starts, side, banned))) {
      return StackSnakeState.Status.DRAWN_REPETITION;
    }
    // On four or more stacks one colour owns two and can swap (now or after a pass), so the check
    // is needed only on shorter lines; see docs/rules/stack-snake.md and
    // StackSnakeRulesTest.deadPosition_cannotArise_whileEveryStackIsBelowSeven.
    if (Integer.bitCount(starts) <= 3 && Line.dead(tiles, starts, side, banned)) {
      return StackSnakeState.Status.DRAWN_DEAD_POSITION;
    }
    if (maxTurns > 0 && turn >= maxTurns) {
      return StackSnakeState.Status.DRAWN_TURN_LIMIT;
    }
    return StackSnakeState.Status.IN_PLAY;
  }

  // ---------------------------------------------------------------------------------------------
  // Game

  /** Returns {@code "stack-snake"}. */
  @Override
  public String name() {
    return "stack-snake";
  }

  /** Returns 2: White (seat 0) and Black (seat 1). */
  @Override
  public int numPlayers() {
    return 2;
  }

  /**
   * Returns the colour of a seat: {@code White} for seat 0, {@code Black} for seat 1.
   *
   * @throws IllegalArgumentException if the seat is neither
   */
  @Override
  public String playerName(int seat) {
    return Colour.ofSeat(seat).toString();
  }

  /**
   * Returns the setup as text ({@link GameSetup#options()}), as the {@code stack-snake} provider
   * reads it: {@code first} ({@code W} or {@code B}), {@code max-turns} (0 for no cap), and {@code
   * layout} (the 19 tiles joined by {@code /}) when the layout is fixed, in that order.
   */
  @Override
  public Map<String, String> options() {
    return options;
  }

  /** Returns 7: at the first dealing node every kind of tile can come next. */
  @Override
  public int maxChanceOutcomes() {
    return Line.KINDS;
  }

  /**
   * Returns {@link StackSnakeState#currentPlayer()}: 0 for White, 1 for Black, {@link #CHANCE}
   * while dealing, {@link #TERMINAL} when over.
   */
  @Override
  public int currentPlayer(StackSnakeState state) {
    return state.currentPlayer();
  }

  /** Returns the legal moves in ascending action id (see the class description); unmodifiable. */
  @Override
  public List<StackSnakeMove> legalMoves(StackSnakeState state) {
    int[] buffer = new int[Line.MAX_LEGAL];
    int n = legalActions(state, buffer);
    List<StackSnakeMove> moves = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      moves.add(decode(state, buffer[i]));
    }
    return Collections.unmodifiableList(moves);
  }

  /**
   * While dealing, returns each kind of tile not yet used up with probability (tiles of the kind
   * left) / (tiles left); otherwise an empty list.
   */
  @Override
  public List<ChanceOutcome<StackSnakeMove>> chanceOutcomes(StackSnakeState state) {
    if (!state.isDealing()) {
      return List.of();
    }
    return new DealOutcomes(state.kindsLeft, Line.SIZE - state.dealt());
  }

  /** Returns 255 (see the class description for the id layout). */
  @Override
  public int numDistinctActions() {
    return Line.NUM_ACTIONS;
  }

  /** Returns 72: at most nine own stacks give at most 36 steps and 36 swaps. */
  @Override
  public int maxLegalActions() {
    return Line.MAX_LEGAL;
  }

  /**
   * Writes the legal action ids in ascending order, without allocating: the ids whose rule gives no
   * fault. Entries of the buffer past the returned count may be overwritten too.
   *
   * @throws IllegalArgumentException if the buffer is shorter than {@link #maxLegalActions()} (72)
   */
  @Override
  public int legalActions(StackSnakeState state, int[] buffer) {
    ActionBuffers.checkRoom(buffer, Line.MAX_LEGAL);
    int status = state.status;
    if (status != Line.IN_PLAY) {
      return status == Line.DEALING ? legalDeals(state, buffer) : 0;
    }
    long tiles = state.tiles;
    int starts = state.starts;
    // Only the stacks the side owns (Line.ownTops: the owner part of the step rule for all stacks
    // at once), left to right, with the rest of the step rule for all of them at once
    // (Line.stepReach). Branch-free per stack: four candidate ids are written unconditionally and
    // the legal ones kept by advancing count (at most 36 steps, inside the 72-entry buffer).
    long topTiles = Line.topTiles(starts);
    long tops = Line.ownTops(tiles, state.side(), topTiles);
    long reach = Line.stepReach(tiles, tops, topTiles);
    long bottoms = topTiles << 3 | 1; // bit 3s for the bottom s of every stack
    int count = 0;
    int own = 0;
    for (long w = tops; w != 0; w &= w - 1) {
      int field = Long.numberOfTrailingZeros(w); // 3e for the top tile e
      int k = Long.bitCount(bottoms & ((2L << field) - 1)) - 1; // the stack's position
      // the stack's steps in id order, and whatever follows them in the table: four independent
      // writes (the table repeats the last step), of which the first (their number) are kept
      int steps = Line.stepIds(reach >>> field) + k * Line.STEP_IDS_PER_POSITION;
      buffer[count] = steps & 127;
      buffer[count + 1] = (steps >>> 7) & 127;
      buffer[count + 2] = (steps >>> 14) & 127;
      buffer[count + 3] = (steps >>> 21) & 127;
      count += steps >>> 28;
      own |= 1 << k;
    }
    // every pair of own stacks is a swap without faults, unless the ban forbids all of them
    if (Line.banFaults(state.swapBanned()) == 0) {
      for (int a = own; a != 0; a &= a - 1) {
        int i = Integer.numberOfTrailingZeros(a);
        int base = Line.SWAP_BASE + i * (2 * Line.SIZE - 1 - i) / 2 - i - 1;
        for (int b = a & (a - 1); b != 0; b &= b - 1) {
          buffer[count++] = base + Integer.numberOfTrailingZeros(b);
        }
      }
    }
    if (count == 0) {
      buffer[count++] = Line.PASS; // no step or swap: the pass rule's only case
    }
    return count;
  }

  private static int legalDeals(StackSnakeState state, int[] buffer) {
    int left = state.kindsLeft;
    int count = 0;
    for (int k = 0; k < Line.KINDS; k++) {
      if (Line.dealFaults(left, k) == 0) {
        buffer[count++] = Line.DEAL_BASE + k;
      }
    }
    return count;
  }

  /**
   * Returns the id of a legal move.
   *
   * @throws IllegalMoveException if the move is not legal in the state, saying why
   */
  @Override
  public int actionId(StackSnakeState state, StackSnakeMove move) {
    Objects.requireNonNull(move, "move");
    int kindFaults = Line.kindFaults(state.status, kindOf(move));
    if (kindFaults != 0) {
      throw illegal(state, move, -1, kindFaults);
    }
    int id = idOf(state, move);
    int faults = faults(state, id);
    if (faults != 0) {
      throw illegal(state, move, id, faults);
    }
    if (move instanceof StackSnakeMove.Step) {
      StackSnakeMove.Step st = (StackSnakeMove.Step) move;
      int mark = state.top(st.from()).mark();
      if (st.distance() != mark) {
        throw new IllegalMoveException(
            StackSnakeNotation.moveText(move)
                + ": the top tile "
                + state.top(st.from())
                + " steps exactly "
                + mark
                + " position"
                + (mark == 1 ? "" : "s")
                + ", not "
                + st.distance());
      }
    }
    return id;
  }

  private static int kindOf(StackSnakeMove move) {
    if (move instanceof StackSnakeMove.Step) {
      return Line.STEP;
    }
    if (move instanceof StackSnakeMove.Swap) {
      return Line.SWAP;
    }
    return move instanceof StackSnakeMove.Pass ? Line.PASS_MOVE : Line.DEAL;
  }

  /**
   * The id of a move of a kind the state allows ({@link StackSnakeMove#actionId()}); throws, saying
   * why, when no move of its shape is legal on this line.
   */
  private static int idOf(StackSnakeState state, StackSnakeMove move) {
    String why = misshapen(move, state.stackCount());
    if (why != null) {
      throw new IllegalMoveException(StackSnakeNotation.moveText(move) + ": " + why);
    }
    return move.actionId();
  }

  /**
   * Why no move of this shape is legal on a line of {@code n} stacks (a position off the line), or
   * null. The shapes no line allows the move values refuse themselves.
   */
  private static @Nullable String misshapen(StackSnakeMove move, int n) {
    if (move instanceof StackSnakeMove.Step st) {
      if (st.from() >= n) {
        return "no position " + (st.from() + 1) + " on a line of " + n;
      }
      if (st.to() >= n) {
        return "no position "
            + (st.to() + 1)
            + " on a line of "
            + n
            + " (a step may not pass the ends of the line)";
      }
      return null;
    }
    if (move instanceof StackSnakeMove.Swap sw) {
      return sw.second() >= n ? "no such position on a line of " + n : null;
    }
    return null;
  }

  /**
   * Classifies an action id in a state: its fault bits ({@link Line}), 0 when it is legal. The same
   * rule functions as the hot paths decide, on the same numbers.
   */
  static int faults(StackSnakeState state, int id) {
    if (id < 0 || id >= Line.NUM_ACTIONS) {
      return state.isOver() ? Line.GAME_OVER : Line.NO_SUCH_ID;
    }
    int kind = Line.kind(id);
    int kindFaults = Line.kindFaults(state.status, kind);
    if (kindFaults != 0) {
      return kindFaults;
    }
    long tiles = state.tiles;
    int starts = state.starts;
    int n = Integer.bitCount(starts);
    if (kind == Line.STEP) {
      int k = id >> 2;
      if (k >= n) {
        return Line.NO_POSITION;
      }
      int s = Line.select(starts, k);
      int e = Line.topAt(starts, k);
      return Line.stepFaults(Line.tile(tiles, e), state.side(), k, e - s + 1, n, id & 3);
    }
    if (kind == Line.SWAP) {
      int i = Line.PAIR_FIRST[id - Line.SWAP_BASE];
      int j = Line.PAIR_SECOND[id - Line.SWAP_BASE];
      return j >= n
          ? Line.NO_POSITION
          : Line.swapFaults(
              Line.tile(tiles, Line.topAt(starts, i)),
              Line.tile(tiles, Line.topAt(starts, j)),
              state.side(),
              state.swapBanned());
    }
    if (kind == Line.PASS_MOVE) {
      return Line.passFaults(tiles, starts, state.side(), state.swapBanned());
    }
    return Line.dealFaults(state.kindsLeft, id - Line.DEAL_BASE);
  }

  /** Returns the legal move with the given id. */
  @Override
  public StackSnakeMove move(StackSnakeState state, int actionId) {
    if (faults(state, actionId) != 0) {
      throw illegal(state, actionId);
    }
    return decode(state, actionId);
  }

  /** The move of a legal id. */
  private static StackSnakeMove decode(StackSnakeState state, int id) {
    if (id < Line.SWAP_BASE) {
      int k = id >> 2;
      int target = Line.target(id, k, Line.tile(state.tiles, Line.topAt(state.starts, k)));
      return StackSnakeMove.step(k, target, Line.lift(id));
    }
    if (id < Line.PASS) {
      return StackSnakeMove.swap(
          Line.PAIR_FIRST[id - Line.SWAP_BASE], Line.PAIR_SECOND[id - Line.SWAP_BASE]);
    }
    if (id == Line.PASS) {
      return StackSnakeMove.PASS;
    }
    return DealOutcomes.deal(id - Line.DEAL_BASE);
  }

  /**
   * Plays a move; the input state is not changed.
   *
   * @throws IllegalMoveException if the move is not legal, saying why
   */
  @Override
  public StackSnakeState apply(StackSnakeState state, StackSnakeMove move) {
    // the tiles of the deal, the chance outcomes of every game, straight to the dealing rule when
    // it finds no fault; everything else (and a refused tile, for the reason) through its id
    if (move instanceof StackSnakeMove.Deal d
        && state.status == Line.DEALING
        && Line.dealFaults(state.kindsLeft, d.tile().ordinal()) == 0) {
      return dealTile(state, Line.DEAL_BASE + d.tile().ordinal());
    }
    return applyAction(state, actionId(state, move));
  }

  /**
   * Plays the legal move with the given id, allocating only the new state.
   *
   * @throws IllegalMoveException if no legal move has that id
   */
  @Override
  public StackSnakeState applyAction(StackSnakeState state, int id) {
    if (id >= 0 && id < Line.NUM_ACTIONS) {
      int kind = Line.kind(id);
      if (Line.kindFaults(state.status, kind) == 0) {
        switch (kind) {
          case Line.STEP:
            return step(state, id);
          case Line.SWAP:
            return swap(state, id);
          case Line.PASS_MOVE:
            return pass(state, id);
          default:
            return dealTile(state, id);
        }
      }
    }
    throw illegal(state, id);
  }

  private StackSnakeState step(StackSnakeState state, int id) {
    long tiles = state.tiles;
    int starts = state.starts;
    int side = state.side();
    int n = Integer.bitCount(starts);
    int k = id >> 2;
    if (k >= n) {
      throw illegal(state, id);
    }
    int s = Line.select(starts, k);
    int e = Line.topAt(starts, k);
    int code = Line.tile(tiles, e);
    if (Line.stepFaults(code, side, k, e - s + 1, n, id & 3) != 0) {
      throw illegal(state, id);
    }
    int lift = Line.lift(id);
    int target = Line.target(id, k, code);
    int st = Line.select(starts, target);
    int et = Line.topAt(starts, target);
    long nt = Line.stepTiles(tiles, e, et, lift);
    int ns = Line.stepStarts(starts, e, et, lift);
    return next(state, nt, ns, false, lift == e - s + 1, Line.wins(et - st + 1 + lift));
  }

  private StackSnakeState swap(StackSnakeState state, int id) {
    long tiles = state.tiles;
    int starts = state.starts;
    int side = state.side();
    int j = Line.PAIR_SECOND[id - Line.SWAP_BASE];
    if (j >= Integer.bitCount(starts)) {
      throw illegal(state, id);
    }
    int i = Line.PAIR_FIRST[id - Line.SWAP_BASE];
    int sa = Line.select(starts, i);
    int ea = Line.topAt(starts, i);
    int sb = Line.select(starts, j);
    int eb = Line.topAt(starts, j);
    if (Line.swapFaults(Line.tile(tiles, ea), Line.tile(tiles, eb), side, state.swapBanned())
        != 0) {
      throw illegal(state, id);
    }
    long nt = Line.swapTiles(tiles, sa, ea, sb, eb);
    return next(state, nt, Line.swapStarts(starts, sa, ea, sb, eb), true, false, false);
  }

  private StackSnakeState pass(StackSnakeState state, int id) {
    if (Line.passFaults(state.tiles, state.starts, state.side(), state.swapBanned()) != 0) {
      throw illegal(state, id);
    }
    return next(state, state.tiles, state.starts, false, false, false);
  }

  /**
   * The state after a step, swap or pass by the side to move: the new line, the opponent to move,
   * barred from swapping after a swap, one more turn, and the position before the move remembered
   * unless the line got shorter (then no earlier position can recur).
   */
  private StackSnakeState next(
      StackSnakeState state,
      long tiles,
      int starts,
      boolean swapped,
      boolean shorter,
      boolean won) {
    // the state before the move is the entry of its own position: remembered by pointing at it
    History h = shorter ? null : state;
    return state(tiles, starts, 1 - state.side(), swapped, nextTurn(state), h, won);
  }

  private StackSnakeState dealTile(StackSnakeState state, int id) {
    int kind = id - Line.DEAL_BASE;
    int t = state.dealt();
    if (Line.dealFaults(state.kindsLeft, kind) != 0) {
      throw illegal(state, id);
    }
    long tiles = state.tiles | ((long) Line.CODE_OF_KIND[kind] << (3 * t));
    if (t + 1 < Line.SIZE) {
      return dealingState(tiles, t + 1, state.kindsLeft - (1 << (2 * kind)), state.side());
    }
    return state(tiles, Line.SINGLES, state.side(), false, 0, null, false);
  }

  private static int nextTurn(StackSnakeState state) {
    return state.turn == Integer.MAX_VALUE ? Integer.MAX_VALUE : state.turn + 1;
  }

  /**
   * Plays uniformly random moves, and the deal by its probabilities, from {@code state} until the
   * game is over or {@code maxPlies} plies (tiles dealt included) have been played, and returns the
   * state reached: the fast path for Monte Carlo bots and {@link dev.tabula.core.Playouts}. It
   * plays on a mutable scratch and allocates only a few objects per playout (the state reached and
   * its history), not per ply.
   *
   * <p>How it draws: one exactly uniform int per ply from {@code random.nextInt()} (by multiplying
   * and rejecting, Lemire's method, with no division in the common case). Dealing a tile with
   * {@code r} tiles left, it draws in {@code [0, r)} and lays the tile with that index among those
   * left, kinds in the order {@code W1 W2 W3 B1 B2 B3 N}, so each kind comes with the probability
   * of {@link #chanceOutcomes}; at a decision with {@code n} legal moves it draws in {@code [0, n)}
   * and plays the move with that index in {@link #legalActions}' order. Decisions are drawn as the
   * default loop draws them, but deals differ (the default samples {@link #chanceOutcomes} with
   * {@link dev.tabula.core.Playouts#sampleChance}, a {@code nextLong} draw): so the games have the
   * same distribution as the default loop's, but for one seed the game differs from that loop's; it
   * is reproducible for a given seed.
   *
   * @param state where to start
   * @param random the generator
   * @param maxPlies the most plies to play, {@code >= 0}
   * @return the state reached: over unless the cap was hit ({@code state} itself when it is over or
   *     the cap is 0)
   * @throws IllegalArgumentException if {@code maxPlies} is negative
   */
  @Override
  public StackSnakeState randomPlayout(
      StackSnakeState state, RandomGenerator random, int maxPlies) {
    if (maxPlies < 0) {
      throw new IllegalArgumentException("maxPlies must be >= 0, got " + maxPlies);
    }
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(random, "random");
    if (maxPlies == 0 || state.isOver()) {
      return state;
    }
    return Playout.play(this, state, random, maxPlies);
  }

  /**
   * Counts the paths of {@code depth} plies from {@code state}, exactly as {@link
   * dev.tabula.core.Perft} counts them over {@link #legalActions} and {@link #applyAction} (chance
   * outcomes counted as moves, one per kind of tile left), on the packed line itself instead of a
   * new state per node: a move is made by computing the next two words and unmade by dropping them,
   * the positions of the path since the line last got shorter are kept in arrays made once for the
   * count (for the repetition rule, with the state's own earlier positions), the turn cap is this
   * game's, and the last ply is counted from the node's steps and swaps without playing it. {@link
   * dev.tabula.core.Perft} uses it.
   *
   * @param state where to count from
   * @param depth the plies, {@code >= 0}
   * @return the number of paths: 1 at depth 0, 0 from a finished game at any depth above 0
   * @throws IllegalArgumentException if {@code depth} is negative
   */
  @Override
  public long perft(StackSnakeState state, int depth) {
    Objects.requireNonNull(state, "state");
    if (depth < 0) {
      throw new IllegalArgumentException("depth must be >= 0, got " + depth);
    }
    return PerftWalk.perft(this, state, depth);
  }

  // ---------------------------------------------------------------------------------------------
  // why a move is refused: the fault bits in words

  private static IllegalMoveException illegal(StackSnakeState state, int id) {
    return new IllegalMoveException(
        "action id " + id + ": " + reason(state, id, faults(state, id)));
  }

  private static IllegalMoveException illegal(
      StackSnakeState state, StackSnakeMove move, int id, int faults) {
    return new IllegalMoveException(
        StackSnakeNotation.moveText(move) + ": " + reason(state, id, faults));
  }

  /** Says what the fault bits of an action id mean (id -1: a move of a kind the state refuses). */
  private static String reason(StackSnakeState state, int id, int faults) {
    if ((faults & Line.GAME_OVER) != 0) {
      return "the game is over (" + StackSnakeNotation.statusText(state.status()) + ")";
    }
    if ((faults & Line.NO_SUCH_ID) != 0) {
      return "no action has id " + id + " (ids are 0.." + (Line.NUM_ACTIONS - 1) + ")";
    }
    if ((faults & Line.DEALING_NOW) != 0) {
      return "the line is still being dealt: the next move is the kind of the next tile";
    }
    if ((faults & Line.LAID_OUT) != 0) {
      return "tiles are dealt only while the line is laid out";
    }
    if ((faults & Line.USED_UP) != 0) {
      Tile t = Tile.ofOrdinal(id - Line.DEAL_BASE);
      return "all " + t.countInSet() + " " + t + " are laid out already";
    }
    int n = state.stackCount();
    String who = state.sideColour().toString();
    if (id < Line.SWAP_BASE) {
      int k = id >> 2;
      if ((faults & Line.NO_POSITION) != 0) {
        return "no position " + (k + 1) + " on a line of " + n;
      }
      Tile top = state.top(k);
      if ((faults & Line.NEUTRAL_TOP) != 0) {
        return "the neutral tile on top of position "
            + (k + 1)
            + " belongs to nobody and is never lifted alone";
      }
      if ((faults & Line.FOREIGN_TOP) != 0) {
        return notOwn(k, top, who);
      }
      if ((faults & Line.ONE_TILE) != 0) {
        return "the stack at position " + (k + 1) + " has only one tile";
      }
      int target = Line.target(id, k, top.code());
      return top
          + " at position "
          + (k + 1)
          + " would step "
          + ((id & 1) != 0 ? "right" : "left")
          + " to position "
          + (target + 1)
          + ", past the end of the line (1.."
          + n
          + ")";
    }
    if (id < Line.PASS) {
      int i = Line.PAIR_FIRST[id - Line.SWAP_BASE];
      int j = Line.PAIR_SECOND[id - Line.SWAP_BASE];
      if ((faults & Line.NO_POSITION) != 0) {
        return "no position " + (j + 1) + " on a line of " + n;
      }
      if ((faults & Line.SWAP_BANNED) != 0) {
        return who + " may not swap right after the opponent swapped";
      }
      int p = (faults & (Line.NEUTRAL_TOP | Line.FOREIGN_TOP)) != 0 ? i : j;
      return notOwn(p, state.top(p), who);
    }
    return who + " may pass only when no step or swap is possible";
  }

  private static String notOwn(int position, Tile top, String who) {
    return "the stack at position "
        + (position + 1)
        + " has "
        + top
        + " on top, not one of "
        + who
        + "'s tiles";
  }

  // ---------------------------------------------------------------------------------------------

  /** Returns the state's 64-bit hash (worked out on the first call, then kept). */
  @Override
  public long hash(StackSnakeState state) {
    return state.hash();
  }

  /**
   * Returns the result: scores 1 for the winner and 0 for the loser, or 0 and 0 for a draw.
   *
   * @throws IllegalStateException if the game is not over
   */
  @Override
  public GameResult result(StackSnakeState state) {
    switch (state.status()) {
      case WHITE_WON:
        return GameResult.byScores(1, 0);
      case BLACK_WON:
        return GameResult.byScores(0, 1);
      case DEALING:
      case IN_PLAY:
        throw new IllegalStateException(
            "the game is not over: " + StackSnakeNotation.format(state));
      default:
        return GameResult.byScores(0, 0);
    }
  }

  /**
   * Returns 19 + the turn cap when there is one, and {@link Integer#MAX_VALUE} (no bound) without a
   * cap or when 19 + the cap exceeds an {@code int}: the repetition rule makes every game finite,
   * but the bound it gives is far beyond an {@code int}.
   */
  @Override
  public int maxGameLength() {
    return maxTurns > 0
        ? (int) Math.min(Integer.MAX_VALUE, (long) Line.SIZE + maxTurns)
        : Integer.MAX_VALUE;
  }

  /**
   * Formats a state. A position in play is {@code <stacks> <side> <swap>} as in the rules document,
   * followed by {@code <turn>} when the turn is not 0 or earlier positions are remembered, and then
   * by the earlier positions since the line last changed length, each {@code
   * <stacks>:<side><swap>}, in sorted order, joined by commas. A dealing state is {@code deal
   * <tiles laid so far, or -> <colour to move first>}. See {@code docs/rules/stack-snake.md}.
   */
  @Override
  public String formatState(StackSnakeState state) {
    return state.toString();
  }

  /**
   * Parses the notation of {@link #formatState}. The three fields of the rules document alone give
   * a position at turn 0 without history.
   *
   * @throws dev.tabula.core.NotationException if the text is malformed or impossible (for example
   *     the tiles are not one full set, a stack is taller than 8, a finished game names the wrong
   *     winner, or a turn exceeds this game's cap), with the offset and what was expected
   */
  @Override
  public StackSnakeState parseState(CharSequence text) {
    return StackSnakeNotation.parse(this, text);
  }

  /**
   * Formats a legal move: {@code 5-7} (one tile from position 5 onto position 7, 1-based), {@code
   * 5=7} (two tiles), {@code 3x9} (swap, lower position first), {@code pass}, or while dealing the
   * tile laid ({@code W1}, ..., {@code N}).
   *
   * @throws IllegalMoveException if the move is not legal
   */
  @Override
  public String formatMove(StackSnakeState state, StackSnakeMove move) {
    actionId(state, move);
    return StackSnakeNotation.moveText(move);
  }

  /**
   * Parses the notation of {@link #formatMove}; a swap may also name the higher position first.
   *
   * @throws dev.tabula.core.NotationException if malformed
   * @throws IllegalMoveException if well formed but not legal in the state
   */
  @Override
  public StackSnakeMove parseMove(StackSnakeState state, CharSequence text) {
    StackSnakeMove move = StackSnakeNotation.parseMove(text);
    actionId(state, move);
    return move;
  }

  /**
   * Returns {@link StackSnakeLearnedEvaluation#learned()}, fitted to self-play: it beats the
   * hand-weighted {@link StackSnakeEvaluation} at equal time per move (docs/strength.md).
   *
   * @return the evaluation
   */
  @Override
  public Evaluation<StackSnakeState> evaluation() {
    return StackSnakeLearnedEvaluation.learned();
  }

  /**
   * Returns the two evaluations: {@code standard}, {@link StackSnakeLearnedEvaluation#learned()}
   * (fitted to self-play, this game's {@link #evaluation()}), and {@code hand}, {@link
   * StackSnakeEvaluation#standard()} (weighted by hand; the standard one until 0.1.0).
   *
   * @return the evaluations by name
   */
  @Override
  public Map<String, Evaluation<StackSnakeState>> evaluations() {
    Map<String, Evaluation<StackSnakeState>> m = new LinkedHashMap<>();
    m.put(Heuristics.STANDARD, StackSnakeLearnedEvaluation.learned());
    m.put("hand", StackSnakeEvaluation.standard());
    return Collections.unmodifiableMap(m);
  }

  /**
   * Returns false: no move is noisy (a step changes the line by one stack; there is nothing like a
   * capture to look past), so a quiescence search stands pat at once.
   *
   * @return false
   */
  @Override
  public boolean hasNoisyMoves() {
    return false;
  }

  /** Draws the line as columns of tiles, bottom to top, over position numbers (see the docs). */
  @Override
  public String render(StackSnakeState state, boolean ansiColor) {
    return StackSnakeRender.render(this, state, ansiColor);
  }

  /**
   * Draws the state as an SVG picture, 952 by 356 user units whatever the state: on the left the
   * line of stacks from left to right, centred; on the right a panel with whose turn it is (the
   * turn number and whether a swap is allowed; while dealing, how many tiles are laid and that the
   * next tile is awaited; at the end, the result), a card per player with its name, its colour, how
   * many stacks it owns and its tallest, the last move in words and a legend. The line and the
   * panel are marked as parts ({@link Svg#part}), which a phone shows one below the other, each
   * with text sized for a phone's width. Each stack shows every tile bottom to top with its colour
   * and mark; the top tile, which owns the stack and sets the length of its step, is larger with
   * its mark in bold, and stacks of two or more tiles have their height written above them. Slots
   * not yet dealt are dashed outlines. Colours, from the colour-blind-safe {@link Svg#PALETTE}:
   * White tiles white with a black outline and black marks, Black tiles black ({@code #000000})
   * with white marks, the neutral tile yellow ({@code #F0E442}, marked {@code N}); the last move in
   * vermillion ({@code #D55E00}); targets in sky blue ({@code #56B4E9}) outlined in blue ({@code
   * #0072B2}); the badge of the player to move (or the winner) orange ({@code #E69F00}).
   *
   * <p>The options:
   *
   * <ul>
   *   <li>{@code lastMove}: a step draws a dashed outline where the lifted tiles were (when it
   *       emptied a position, that place is drawn back into the line as an empty slot), a frame
   *       round the tiles where they landed, and an arrow jumping from one to the other; a swap
   *       frames both stacks and joins them by a two-headed arrow under the line; a dealt tile is
   *       framed; the move is also described in words in the panel. The tiles, stacks or slots the
   *       move changed carry the class {@code last}.
   *   <li>{@code targets}: every stack a given move acts on (a step's landing stack, both stacks of
   *       a swap, while dealing the next slot) gets a sky-blue band behind it, one per stack, with
   *       class {@code target} and the moves' notations in {@code data-moves}; a pass marks
   *       nothing.
   *   <li>{@code coordinates}: the positions 1, 2, ... under the line, as the move notation numbers
   *       them.
   *   <li>{@code scale}: multiplies the width and height; the {@code viewBox} stays.
   * </ul>
   *
   * @throws IllegalMoveException if the last move was not legal in its state before, or a target
   *     move is not legal in the state
   * @throws IllegalArgumentException if the last move, played in its state before, does not give
   *     the drawn position (line, colour to move and swap permission)
   */
  @Override
  public String svg(StackSnakeState state, SvgOptions<StackSnakeState, StackSnakeMove> options) {
    return StackSnakePicture.draw(this, state, options);
  }

  /**
   * Says what a move did, e.g. {@code "White steps W2 from 4 onto 6 (B1), making a stack of 2"}.
   */
  @Override
  public String describe(StackSnakeState before, StackSnakeMove move, StackSnakeState after) {
    return StackSnakeRender.describe(before, move, after);
  }

  /**
   * Compares the setup: the colour to move first, the turn cap and the fixed layout, if any.
   *
   * @param o another object
   * @return whether it is a stack-snake game with the same setup
   */
  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof StackSnakeGame g && options.equals(g.options);
  }

  /** Consistent with {@link #equals}: the hash of the {@link #options()}. */
  @Override
  public int hashCode() {
    return options.hashCode();
  }

  /** Returns e.g. {@code "stack-snake (White first, no turn cap, dealt at random)"}. */
  @Override
  public String toString() {
    return "stack-snake ("
        + first
        + " first, "
        + (maxTurns > 0 ? "at most " + maxTurns + " turns" : "no turn cap")
        + ", "
        + (fixedLayout
            ? "layout " + StackSnakeNotation.stacksText(layoutTiles, Line.SINGLES)
            : "dealt at random")
        + ")";
  }

  // ---------------------------------------------------------------------------------------------
  // observations for learners

  /**
   * Returns {@code {15, 19, 8}}: 15 planes over the 19 positions of the line and the 8 levels of a
   * stack. See {@link #observationTensor}.
   */
  @Override
  public int[] observationShape() {
    return StackSnakeObservation.shape();
  }

  /** Returns 2280 (15 x 19 x 8). */
  @Override
  public int observationSize() {
    return StackSnakeObservation.SIZE;
  }

  /**
   * Writes the state as {@code player} (0 White, 1 Black) sees it, in the shape {@code {15, 19,
   * 8}}: row {@code i} is position {@code i} of the line as it stands (0-based from the left),
   * column {@code l} the tile at level {@code l} of its stack (0 the bottom). Planes 0-2: the
   * viewer's tiles with mark 1, 2, 3; 3-5: the opponent's; 6: the neutral tile. Then planes of one
   * value: 7 the viewer's colour is to move; 8 the side to move may swap; 9 and 10 the current
   * position occurred once / twice before; 11 the line is being dealt; 12 the game is over; 13 the
   * game has a turn cap; 14 turns played / the cap. Every value is in {@code [0, 1]}. The tensor
   * does not hold the older positions that the repetition rule remembers (there is no bound on
   * their number), only how often the current one occurred: so two states with equal tensors have
   * the same legal moves and result, but may differ in whether a position reached later repeats one
   * of those. Allocates nothing. {@code docs/observations.md} has the details.
   *
   * @throws IllegalArgumentException if the player is not 0 or 1, the offset is negative or the
   *     array too short
   */
  @Override
  public void observationTensor(StackSnakeState state, int player, float[] out, int offset) {
    StackSnakeObservation.write(this, state, player, out, offset);
  }

  /**
   * Writes the legal-action mask from {@link #legalActions} ({@link
   * Observations#writeLegalActionMask}).
   *
   * @throws IllegalArgumentException if the offset is negative or the array too short
   */
  @Override
  public void legalActionMask(StackSnakeState state, float[] out, int offset) {
    Observations.writeLegalActionMask(this, state, out, offset);
  }
}
