package dev.tabula.marrakech;

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
import dev.tabula.core.Playouts;
import dev.tabula.core.SvgOptions;
import dev.tabula.core.spi.ActionBuffers;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.random.RandomGenerator;

/**
 * The rules of Marrakech for 2, 3 or 4 players, exactly as {@code docs/rules/marrakech.md} says: a
 * stateless, thread-safe rules object over immutable {@link MarrakechState} values.
 *
 * <h2>Setup</h2>
 *
 * {@link #standard()} is the 4-player game, seat 0 first, Assam facing north; {@link #builder()}
 * sets up another: the number of players, the seat that begins and Assam's starting facing (he
 * starts on the centre square (3,3)). {@link #options()} gives the setup as text, e.g. {@code
 * players=3, first=1, facing=E}. Every player has 30 dirhams; 3 players have 15 rugs each, 4
 * players 12 each; in the 2-player game seat 0 owns cyan and red, seat 1 yellow and purple, 12 rugs
 * of each colour. Seat {@code i} of a 3- or 4-player game owns colour {@code i} (c, y, r, p).
 *
 * <h2>Turns</h2>
 *
 * Each turn runs through the phases of {@link Phase}: {@code C} ({@link Phase#COLOUR}; 2-player
 * game only, while the seat has rugs of both its colours: chance, the colour drawn, each remaining
 * rug equally likely), {@code O} ({@link Phase#ORIENT}; decision: L, F, R), {@code D} ({@link
 * Phase#DIE}; chance: the die, 1..4 with probabilities 1/6, 2/6, 2/6, 1/6; moves Assam and settles
 * the payment; a player who cannot pay in full pays what they have and is out, which ends the
 * turn), {@code P} ({@link Phase#PLACE}; decision: place a rug). Then the next seat in increasing
 * order that is still in and has rugs left takes its turn. The game is over when at most one player
 * is in or no player who is in has rugs left. {@link #currentPlayer} (and {@link
 * MarrakechState#currentPlayer()}) is the seat in phases O and P, {@link #CHANCE} in phases C and
 * D; {@link MarrakechState#seatToMove()} is the seat whose turn it is in every phase.
 *
 * <h2>Legality</h2>
 *
 * Every rule of what may be played is decided in one place, a classification of the action id that
 * {@link #applyAction}, {@link #actionId} and {@link #move} test on the hot path; only when it
 * refuses is the message of the {@link IllegalMoveException} built, from that classification.
 *
 * <h2>Move order</h2>
 *
 * {@link #legalMoves} lists moves in increasing action id (see {@link MarrakechMove}): {@code L F
 * R}; {@code 1 2 3 4}; the drawable colours in the order c, y, r, p; placements by edge index
 * (horizontal pairs row by row, then vertical pairs row by row). At most 12 moves are legal in any
 * state.
 *
 * <h2>Result</h2>
 *
 * A player still in scores dirhams plus visible squares of their colour(s); ranking is by score,
 * then dirhams, and players still tied share the rank. Players who are out rank below every player
 * still in, tied among themselves, with score 0.
 *
 * <p>Positions of another number of players than this game's are refused by {@link #parseState}.
 */
public final class MarrakechGame
    implements Game<MarrakechState, MarrakechMove>,
        Observations<MarrakechState>,
        FastPlayouts<MarrakechState>,
        FastPerft<MarrakechState>,
        Heuristics<MarrakechState, MarrakechMove>,
        Pictures<MarrakechState, MarrakechMove>,
        Describable<MarrakechState, MarrakechMove> {
  /** The die's six faces, in slippers: 1, 2, 2, 3, 3, 4. */
  static final int[] DIE_FACES = Grid.DIE_FACES;

  /** The outcomes of phase D, from {@link #DIE_FACES}: one list for every state. */
  private static final List<ChanceOutcome<MarrakechMove>> DIE_OUTCOMES = dieOutcomes();

  /**
   * The outcomes of phase C for small counts, made when first asked for: index {@code (colours *
   * DRAWS + low) * DRAWS + high} for the seat's two colours ({@code colours} the bit mask of their
   * indices) with {@code low} and {@code high} rugs left of the lower and the higher one. Each is
   * an immutable list, so a thread that reads a slot sees a whole list or null (then makes its
   * own).
   */
  private static final int DRAWS = 16;

  @SuppressWarnings("unchecked")
  private static final List<ChanceOutcome<MarrakechMove>>[] DRAW_OUTCOMES =
      (List<ChanceOutcome<MarrakechMove>>[]) new List<?>[16 * DRAWS * DRAWS];

  /** The setup option {@code players}: the number of players, 2, 3 or 4 (default 4). */
  public static final GameOption<Integer> PLAYERS =
      GameOption.integer("players", "number of players, 2, 3 or 4 (default 4)", 4, 2, 4);

  /**
   * The setup option {@code first}: the seat that begins (default 0); a seat of the game, which
   * {@link Builder#build()} checks against the number of players.
   */
  public static final GameOption<Integer> FIRST =
      GameOption.integer("first", "the seat that begins, 0 .. players-1 (default 0)", 0, 0, 3);

  /** The setup option {@code facing}: Assam's facing at the start, N, E, S or W (default N). */
  public static final GameOption<Facing> FACING =
      GameOption.choice(
          "facing", "Assam's starting facing, N, E, S or W (default N)", Facing.N, Facing::name);

  private static final List<GameOption<?>> OPTIONS = List.of(PLAYERS, FIRST, FACING);

  private static final MarrakechGame STANDARD = new MarrakechGame(4, 0, Facing.N);

  private final int players;
  private final int first;
  private final Facing facing;
  private final Map<String, String> options;
  private final MarrakechState start;

  private MarrakechGame(int players, int first, Facing facing) {
    this.players = players;
    this.first = first;
    this.facing = facing;
    this.options =
        GameSetup.of("marrakech", OPTIONS)
            .with(PLAYERS, players)
            .with(FIRST, first)
            .with(FACING, facing)
            .options();
    this.start = MarrakechBoard.start(players, first, facing);
  }

  /**
   * Returns the game's setup options, in the order tools list them: {@link #PLAYERS}, {@link
   * #FIRST}, {@link #FACING}. The game's provider offers them; the builder sets them.
   *
   * @return the options, unmodifiable
   */
  public static List<GameOption<?>> setupOptions() {
    return OPTIONS;
  }

  /**
   * Returns the standard game: 4 players, seat 0 begins, Assam starts facing north. The same as
   * {@code builder().build()}.
   *
   * @return the game
   */
  public static MarrakechGame standard() {
    return STANDARD;
  }

  /**
   * Returns a builder for a game with another setup, starting from the standard one (4 players,
   * seat 0 first, facing north).
   *
   * @return a new builder
   */
  public static Builder builder() {
    return new Builder(GameSetup.of("marrakech", OPTIONS));
  }

  /**
   * Sets up a {@link MarrakechGame}: the number of players, the seat that begins and Assam's
   * starting facing, each by a typed setter or from text ({@link #options(Map)}, the form {@link
   * MarrakechGame#options()} returns), through the game's option constants ({@link #PLAYERS},
   * {@link #FIRST}, {@link #FACING}), which check each value; {@link #build()} checks that the
   * first seat is one of the players'. Immutable: every setter returns a new builder, and each
   * {@link #build()} makes an independent game.
   */
  @CheckReturnValue
  public static final class Builder {
    private final GameSetup setup;

    private Builder(GameSetup setup) {
      this.setup = setup;
    }

    /**
     * Returns a builder with the number of players set (default 4).
     *
     * @param players 2, 3 or 4
     * @return the new builder
     * @throws IllegalArgumentException if players is not 2, 3 or 4
     */
    public Builder players(int players) {
      return new Builder(setup.with(PLAYERS, players));
    }

    /**
     * Returns a builder with the seat that begins set (default 0).
     *
     * @param first {@code 0 .. 3}; {@link #build()} checks it is below the number of players
     * @return the new builder
     * @throws IllegalArgumentException if first is not 0 .. 3
     */
    public Builder first(int first) {
      return new Builder(setup.with(FIRST, first));
    }

    /**
     * Returns a builder with Assam's facing at the start set (default {@link Facing#N}).
     *
     * @param facing the facing
     * @return the new builder
     * @throws NullPointerException if facing is null
     */
    public Builder facing(Facing facing) {
      return new Builder(setup.with(FACING, facing));
    }

    /**
     * Returns a builder with the options given by name set, their values as text, as {@link
     * MarrakechGame#options()} returns them and the command line takes them: {@code players} (2, 3
     * or 4), {@code first} (a seat number) and {@code facing} ({@code N}, {@code E}, {@code S} or
     * {@code W}, either case). Options not given keep their values; values are trimmed (see {@link
     * GameSetup#withOptions}).
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
     * Makes the game.
     *
     * @return the game with this setup
     * @throws IllegalArgumentException if first is not one of the seats
     */
    public MarrakechGame build() {
      int players = setup.get(PLAYERS);
      int first = setup.get(FIRST);
      Facing facing = setup.get(FACING);
      if (first >= players) {
        throw new IllegalArgumentException(
            "first player must be 0.." + (players - 1) + ", got " + first);
      }
      return STANDARD.players == players && STANDARD.first == first && STANDARD.facing == facing
          ? STANDARD
          : new MarrakechGame(players, first, facing);
    }
  }

  /**
   * Returns the seat that begins in {@link #start()}.
   *
   * @return the seat
   */
  public int firstPlayer() {
    return first;
  }

  /**
   * Returns Assam's facing in {@link #start()}.
   *
   * @return the facing
   */
  public Facing startFacing() {
    return facing;
  }

  /**
   * Returns the setup as text ({@link GameSetup#options()}): {@code players}, {@code first} and
   * {@code facing}, in that order, e.g. {@code players=4, first=0, facing=N}; {@link
   * Builder#options(Map)} and the provider's {@code create} make an equal game from it.
   *
   * @return the options, unmodifiable
   */
  @Override
  public Map<String, String> options() {
    return options;
  }

  /**
   * Returns 4: the die has four outcomes; the colour draw of the 2-player game has two.
   *
   * @return 4
   */
  @Override
  public int maxChanceOutcomes() {
    return 4;
  }

  /**
   * Returns {@code "marrakech"}.
   *
   * @return the name
   */
  @Override
  public String name() {
    return "marrakech";
  }

  /**
   * Returns the number of players of this setup.
   *
   * @return 2, 3 or 4
   */
  @Override
  public int numPlayers() {
    return players;
  }

  /**
   * Returns the start of this setup: an empty market, Assam on (3,3) with the starting facing, the
   * first seat's turn (phase C in the 2-player game, else O).
   *
   * @return the start state
   */
  @Override
  public MarrakechState start() {
    return start;
  }

  /**
   * Returns {@link MarrakechState#currentPlayer()}: the seat in phases O and P, {@link #CHANCE} in
   * phases C and D, {@link #TERMINAL} once the game is over.
   *
   * @param state a state
   * @return a seat, {@link #CHANCE} or {@link #TERMINAL}
   */
  @Override
  public int currentPlayer(MarrakechState state) {
    return state.currentPlayer();
  }

  // ---- moves -----------------------------------------------------------------------------------

  /**
   * Returns the legal moves (at a chance node, the outcomes) in increasing action id; empty once
   * the game is over.
   *
   * @param state a state
   * @return the moves, unmodifiable
   */
  @Override
  public List<MarrakechMove> legalMoves(MarrakechState state) {
    int[] buf = new int[12];
    return moves(buf, legalActions(state, buf));
  }

  private static List<MarrakechMove> moves(int[] ids, int n) {
    MarrakechMove[] moves = new MarrakechMove[n];
    for (int i = 0; i < n; i++) {
      moves[i] = MarrakechMove.ofId(ids[i]);
    }
    return Collections.unmodifiableList(Arrays.asList(moves));
  }

  /**
   * Writes the action ids of the legal moves in increasing order, without allocating.
   *
   * @param state a state
   * @param buffer receives the ids; at least 12 long
   * @return how many there are, 0 once the game is over
   * @throws IllegalArgumentException if the buffer is shorter than 12
   */
  @Override
  public int legalActions(MarrakechState state, int[] buffer) {
    ActionBuffers.checkRoom(buffer, 12);
    switch (state.phaseIndex()) {
      case MarrakechBoard.PHASE_O:
        buffer[0] = 0;
        buffer[1] = 1;
        buffer[2] = 2;
        return 3;
      case MarrakechBoard.PHASE_D:
        buffer[0] = 3;
        buffer[1] = 4;
        buffer[2] = 5;
        buffer[3] = 6;
        return 4;
      case MarrakechBoard.PHASE_C:
        {
          int n = 0;
          for (int mask = state.placeable(); mask != 0; mask &= mask - 1) {
            buffer[n++] = MarrakechMove.DRAW_BASE + Integer.numberOfTrailingZeros(mask);
          }
          return n;
        }
      case MarrakechBoard.PHASE_P:
        return placements(state, buffer);
      default:
        return 0;
    }
  }

  /**
   * Writes the action ids of the legal placements around Assam, whatever the phase; returns how
   * many. The same as testing every edge with {@link #placementFault} (a test checks it), made fast
   * by {@link Grid#CANDIDATE_H} and {@link Grid#CANDIDATE_V}, the edges whose squares the rule
   * allows, less the edges where a rug shows whole. The buffer must hold 12 entries: without a
   * branch on the edges, it writes six horizontal candidates and then six vertical ones (at most
   * six of each kind are ever open), the ones past each kind's count being of no meaning.
   */
  static int placements(MarrakechState state, int[] buffer) {
    final int assam = state.assam();
    final int nh = placements(buffer, 0, Grid.CANDIDATE_H[assam] & ~state.wholeH(), false);
    return nh + placements(buffer, nh, Grid.CANDIDATE_V[assam] & ~state.wholeV(), true);
  }

  /**
   * Writes the placement ids of the open edges of one kind (at most six) from {@code at}, six
   * entries whatever their number; returns their number.
   */
  private static int placements(int[] buffer, int at, long open, boolean vertical) {
    long edges = open;
    for (int i = 0; i < 6; i++) {
      buffer[at + i] =
          MarrakechMove.PLACE_BASE + Grid.edgeAt(Long.numberOfTrailingZeros(edges), vertical);
      edges &= edges - 1;
    }
    return Long.bitCount(open);
  }

  /**
   * Returns 12: a placement next to Assam has at most 12 places; the other phases have at most 4
   * moves.
   *
   * @return 12
   */
  @Override
  public int maxLegalActions() {
    return 12;
  }

  /**
   * Returns 95, the number of action ids (see {@link MarrakechMove}).
   *
   * @return 95
   */
  @Override
  public int numDistinctActions() {
    return MarrakechMove.NUM_IDS;
  }

  /**
   * Returns the outcomes of a chance node: in phase D the die (1 and 4 with probability 1/6, 2 and
   * 3 with 2/6); in phase C the seat's colours with rugs left, each with its rugs left over the
   * seat's rugs left; else nothing.
   *
   * @param state a state
   * @return the outcomes in increasing action id, unmodifiable
   */
  @Override
  public List<ChanceOutcome<MarrakechMove>> chanceOutcomes(MarrakechState state) {
    int phase = state.phaseIndex();
    if (phase == MarrakechBoard.PHASE_D) {
      return DIE_OUTCOMES;
    }
    if (phase == MarrakechBoard.PHASE_C) {
      int mask = state.placeable(); // two colours: phase C needs both
      int low = state.rugsOf(Integer.numberOfTrailingZeros(mask));
      int high = state.rugsOf(31 - Integer.numberOfLeadingZeros(mask));
      if (low >= DRAWS || high >= DRAWS) {
        return drawOutcomes(mask, low, high);
      }
      int slot = (mask * DRAWS + low) * DRAWS + high;
      List<ChanceOutcome<MarrakechMove>> list = DRAW_OUTCOMES[slot];
      if (list == null) {
        list = drawOutcomes(mask, low, high);
        DRAW_OUTCOMES[slot] = list;
      }
      return list;
    }
    return List.of();
  }

  private static List<ChanceOutcome<MarrakechMove>> dieOutcomes() {
    int[] weights = new int[4];
    for (int face : DIE_FACES) {
      weights[face - 1]++;
    }
    List<ChanceOutcome<MarrakechMove>> list = new ArrayList<>(4);
    for (int d = 1; d <= 4; d++) {
      list.add(new ChanceOutcome<>(MarrakechMove.roll(d), weights[d - 1], DIE_FACES.length));
    }
    return List.copyOf(list);
  }

  /** Phase C's outcomes: the lower colour of the mask with low rugs left, the higher with high. */
  private static List<ChanceOutcome<MarrakechMove>> drawOutcomes(int mask, int low, int high) {
    int total = low + high;
    return List.of(
        new ChanceOutcome<>(
            MarrakechMove.draw(Colour.of(Integer.numberOfTrailingZeros(mask))), low, total),
        new ChanceOutcome<>(
            MarrakechMove.draw(Colour.of(31 - Integer.numberOfLeadingZeros(mask))), high, total));
  }

  // ---- legality: fault() decides, illegal() explains
  // ----------------------------------------------

  /**
   * Classifies an action id in a state: {@link Fault#NONE} when it is legal, else why not. Every
   * rule of what may be played is decided here (and in what it calls) and nowhere else; the hot
   * path compares the answer with {@link Fault#NONE}, and {@link #illegal} only explains it.
   */
  static Fault fault(MarrakechState s, int id) {
    if (id < 0 || id >= MarrakechMove.NUM_IDS) {
      return Fault.NO_SUCH_ID;
    }
    switch (s.phaseIndex()) {
      case MarrakechBoard.PHASE_O:
        return id < MarrakechMove.ROLL_BASE ? Fault.NONE : Fault.WRONG_PHASE;
      case MarrakechBoard.PHASE_D:
        return id >= MarrakechMove.ROLL_BASE && id < MarrakechMove.DRAW_BASE
            ? Fault.NONE
            : Fault.WRONG_PHASE;
      case MarrakechBoard.PHASE_C:
        return id >= MarrakechMove.DRAW_BASE && id < MarrakechMove.PLACE_BASE
            ? colourFault(s, id - MarrakechMove.DRAW_BASE)
            : Fault.WRONG_PHASE;
      case MarrakechBoard.PHASE_P:
        return id >= MarrakechMove.PLACE_BASE
            ? placementFault(s, id - MarrakechMove.PLACE_BASE)
            : Fault.WRONG_PHASE;
      default:
        return Fault.GAME_OVER;
    }
  }

  /**
   * Phase C: the colour drawn must be one the seat may place. Phase C is only while the seat has
   * rugs of both its colours, so a colour it may not place is one of the other seat's.
   */
  private static Fault colourFault(MarrakechState s, int c) {
    return (s.placeable() & (1 << c)) != 0 ? Fault.NONE : Fault.NOT_THEIR_COLOUR;
  }

  /**
   * The placement rule with Assam where he stands (whatever the phase): the squares ({@link
   * Grid#placementGeometry}, whose answers {@link Grid#CANDIDATE_H} and {@link Grid#GEOMETRY}
   * hold), then the rugs below (not on a rug that shows whole, {@link Grid#coversOneRug}).
   */
  static Fault placementFault(MarrakechState s, int edge) {
    long open =
        edge < 42
            ? Grid.CANDIDATE_H[s.assam()] & ~s.wholeH()
            : Grid.CANDIDATE_V[s.assam()] & ~s.wholeV();
    if ((open >>> Grid.EDGE_A[edge] & 1) != 0) {
      return Fault.NONE;
    }
    Fault f = Grid.GEOMETRY[s.assam() * Grid.EDGES + edge];
    return f != Fault.NONE ? f : Fault.COVERS_ONE_RUG;
  }

  /** Throws unless the action id is legal; returns it. */
  private static int checkLegal(MarrakechState s, int id) {
    Fault f = fault(s, id);
    if (f != Fault.NONE) {
      throw illegal(s, id, f);
    }
    return id;
  }

  /** Says why an action id is not legal, as {@link #fault} classified it. */
  private static IllegalMoveException illegal(MarrakechState s, int id, Fault f) {
    return new IllegalMoveException(reason(s, id, f));
  }

  private static String reason(MarrakechState s, int id, Fault f) {
    switch (f) {
      case NO_SUCH_ID:
        return "action id " + id + " is out of range 0.." + (MarrakechMove.NUM_IDS - 1);
      case GAME_OVER:
        return "the game is over";
      case WRONG_PHASE:
        return s.phase().label() + ": " + expected(s) + ", not " + MarrakechMove.ofId(id);
      case NOT_THEIR_COLOUR:
        return "colour " + MarrakechMove.ofId(id) + " is not player " + s.seat() + "'s";
      default:
        return placementReason(s, id - MarrakechMove.PLACE_BASE, f);
    }
  }

  /** What the state's phase takes, for a move of another phase. */
  private static String expected(MarrakechState s) {
    switch (s.phase()) {
      case COLOUR:
        return "the colour of player " + s.seat() + "'s next rug is drawn first";
      case ORIENT:
        return "L, F or R";
      case DIE:
        return "the die shows 1..4";
      default:
        return "a placement x1y1x2y2";
    }
  }

  private static String placementReason(MarrakechState s, int edge, Fault f) {
    int a = Grid.EDGE_A[edge];
    int b = Grid.EDGE_B[edge];
    String rug = "rug (" + a % 7 + "," + a / 7 + ")+(" + b % 7 + "," + b / 7 + ")";
    switch (f) {
      case ON_ASSAM:
        return rug + " would lie on Assam's square";
      case NOT_NEXT_TO_ASSAM:
        return rug + " has no square next to Assam's (" + s.assam() % 7 + "," + s.assam() / 7 + ")";
      default:
        return rug
            + " would cover exactly both halves of rug "
            + s.idAt(a)
            + " (only halves of two different rugs may be covered)";
    }
  }

  /**
   * Plays a move or chance outcome; the same as {@link #applyAction} with its id.
   *
   * @param state a state
   * @param move a legal move in it
   * @return the next state
   * @throws IllegalMoveException if the move is not legal in the state; the message says why
   */
  @Override
  public MarrakechState apply(MarrakechState state, MarrakechMove move) {
    return applyAction(state, move.actionId());
  }

  /**
   * Plays the move with the given action id: draws the colour, turns Assam, walks him and settles
   * the payment, or places the rug and passes the turn.
   *
   * @param state a state
   * @param actionId the id of a legal move
   * @return the next state
   * @throws IllegalMoveException if no legal move has that id; the message says why
   */
  @Override
  public MarrakechState applyAction(MarrakechState state, int actionId) {
    checkLegal(state, actionId);
    MarrakechBoard b = new MarrakechBoard(state);
    boolean turnOver;
    switch (b.phase) {
      case MarrakechBoard.PHASE_C:
        turnOver = b.draw(actionId - MarrakechMove.DRAW_BASE);
        break;
      case MarrakechBoard.PHASE_O:
        turnOver = b.orient(Grid.turned(b.facing, actionId));
        break;
      case MarrakechBoard.PHASE_D:
        turnOver = b.roll(actionId - MarrakechMove.ROLL_BASE + 1);
        break;
      default:
        turnOver = b.place(actionId - MarrakechMove.PLACE_BASE);
    }
    if (turnOver) {
      b.nextTurn();
    }
    return b.freeze();
  }

  /**
   * Returns the move's id after checking that it is legal.
   *
   * @param state a state
   * @param move a legal move in it
   * @return {@code move.actionId()}
   * @throws IllegalMoveException if the move is not legal in the state; the message says why
   */
  @Override
  public int actionId(MarrakechState state, MarrakechMove move) {
    return checkLegal(state, move.actionId());
  }

  /**
   * Returns the legal move with the given id.
   *
   * @param state a state
   * @param actionId an action id
   * @return the move
   * @throws IllegalMoveException if no legal move has that id; the message says why
   */
  @Override
  public MarrakechMove move(MarrakechState state, int actionId) {
    return MarrakechMove.ofId(checkLegal(state, actionId));
  }

  /**
   * Plays random moves from {@code state} until the game is over, at most {@code maxPlies} plies,
   * and returns the state reached: decisions uniformly among the legal moves, chance outcomes by
   * their exact probabilities. The fast path for Monte Carlo bots ({@link
   * dev.tabula.core.Playouts#randomPlayout} and the flat Monte Carlo bot use it): it plays on one
   * mutable copy of the state and allocates only that copy and the returned state.
   *
   * <p>It draws {@code u(n)}, an exactly uniform number in {@code [0, n)} from one {@code
   * random.nextInt()} (rarely more), by multiplication and rejection (Lemire's method, avoiding the
   * division of {@code nextInt(n)}), once per turn for what comes before the placement and once for
   * the placement:
   *
   * <ul>
   *   <li>phase C: {@code x = u(18 * total)}, {@code total} the seat's rugs left of its two
   *       colours: the colour of the lower index if {@code x / 18} is below its rugs left, else the
   *       other; {@code x % 18} is kept for phases O and D;
   *   <li>phase O: {@code x} kept from phase C, else {@code x = u(18)}: the orientation is {@code x
   *       / 6} (L, F, R) and {@code x % 6} is kept for phase D;
   *   <li>phase D: the face kept from phase O, else {@code u(6)}: the die's faces 1, 2, 2, 3, 3, 4;
   *   <li>phase P: {@code u(n)} over the {@code n} legal placements in the order of {@link
   *       #legalActions}.
   * </ul>
   *
   * Drawing a turn's colour, orientation and die at once is drawing them one by one: every
   * combination is equally likely. So for a given generator the game is reproducible, and the same
   * as the generic loop of {@link #legalActions} and {@link #applyAction} plays when it draws the
   * same way; it differs from the one {@link Playouts.Uniform} (one draw per ply, {@link
   * #chanceOutcomes} sampled by {@link dev.tabula.core.Playouts#sampleChance}) would play, with the
   * same distribution.
   *
   * @param state where to start
   * @param random the generator
   * @param maxPlies the most plies to play, {@code >= 0}
   * @return the state reached: over unless the cap was hit
   * @throws IllegalArgumentException if {@code maxPlies} is negative
   */
  @Override
  public MarrakechState randomPlayout(MarrakechState state, RandomGenerator random, int maxPlies) {
    if (maxPlies < 0) {
      throw new IllegalArgumentException("maxPlies must be >= 0, got " + maxPlies);
    }
    Objects.requireNonNull(random, "random");
    if (maxPlies == 0 || state.isOver()) {
      return state;
    }
    return MarrakechBoard.playRandomly(state, random, maxPlies);
  }

  /**
   * Counts the paths of {@code depth} plies from {@code state}, exactly as {@link
   * dev.tabula.core.Perft} counts them over this API (chance outcomes as moves: the die's four, the
   * colours of a 2-player draw; a finished game counts 0 at any depth above 0), on one mutable
   * scratch board instead of a new state per node: each move made in place and unmade by restoring
   * the few words it changed, the last ply counted from the phase without being played. {@link
   * dev.tabula.core.Perft} uses it.
   *
   * @param state where to count from
   * @param depth the plies, {@code >= 0}
   * @return the number of paths
   * @throws IllegalArgumentException if {@code depth} is negative
   */
  @Override
  public long perft(MarrakechState state, int depth) {
    Objects.requireNonNull(state, "state");
    if (depth < 0) {
      throw new IllegalArgumentException("depth must be >= 0, got " + depth);
    }
    return PerftBoard.perft(state, depth);
  }

  /** {@link Playouts#uniform}: an exactly uniform int in {@code [0, bound)} (Lemire's method). */
  static int uniform(RandomGenerator random, int bound) {
    return Playouts.uniform(random, bound);
  }

  // ---- queries for bots and user interfaces -----------------------------------------------------

  /**
   * Returns where Assam ends after walking: straight ahead, following the arcs at the edges (each
   * arc re-enters the neighbouring row or column facing the opposite way; the corner arcs at (6,0)
   * and (0,6) keep him on his square, turned a quarter).
   *
   * @param x his column 0..6
   * @param y his row 0..6
   * @param facing his facing
   * @param steps the number of steps, {@code >= 0}
   * @return his square and facing afterwards
   * @throws IllegalArgumentException if the square is off the board or steps is negative
   */
  public static AssamPosition destination(int x, int y, Facing facing, int steps) {
    if (steps < 0) {
      throw new IllegalArgumentException("steps must be >= 0, got " + steps);
    }
    int pos = MarrakechState.square(x, y) << 2 | facing.ordinal();
    for (int left = steps; left > 0; left -= 4) {
      pos = Grid.walk(pos >> 2, pos & 3, Math.min(4, left));
    }
    return new AssamPosition((pos >> 2) % 7, (pos >> 2) / 7, Facing.of(pos & 3));
  }

  /**
   * Returns every placement the rules allow with Assam where he stands in the state (whatever the
   * phase), in action id order: one square next to Assam, neither on him, not exactly on both
   * halves of one rug.
   *
   * @param state a state
   * @return the placements, unmodifiable; never empty
   */
  public static List<MarrakechMove> legalPlacements(MarrakechState state) {
    int[] buf = new int[12];
    return moves(buf, placements(state, buf));
  }

  // ---- value support ---------------------------------------------------------------------------

  /**
   * Returns a 64-bit mix of the whole state, rug ids included.
   *
   * @param state a state
   * @return the hash; equal states have equal hashes
   */
  @Override
  public long hash(MarrakechState state) {
    return state.hash64();
  }

  /**
   * Returns the result of a finished game: the scores (dirhams plus visible squares; 0 for a player
   * who is out) and the ranks (by score, then dirhams; players out last, tied among themselves).
   *
   * @param state a finished state
   * @return the result
   * @throws IllegalStateException if the game is not over
   */
  @Override
  public GameResult result(MarrakechState state) {
    if (state.phase() != Phase.OVER) {
      throw new IllegalStateException("the game is not over");
    }
    int n = state.numPlayers();
    long[] scores = new long[n];
    int[] ranks = new int[n];
    int in = 0;
    for (int p = 0; p < n; p++) {
      scores[p] = state.score(p);
      if (!state.outAt(p)) {
        in++;
      }
    }
    for (int p = 0; p < n; p++) {
      if (state.outAt(p)) {
        ranks[p] = in;
        continue;
      }
      for (int q = 0; q < n; q++) {
        if (q == p || state.outAt(q)) {
          continue;
        }
        if (scores[q] > scores[p]
            || (scores[q] == scores[p] && state.moneyOf(q) > state.moneyOf(p))) {
          ranks[p]++;
        }
      }
    }
    return GameResult.of(scores, ranks);
  }

  /**
   * Returns a bound on the plies of a game from {@link #start()}: every turn places a rug or puts a
   * player out, and has at most 4 plies (3 without the colour draw).
   *
   * @return 192 for 2 players, 135 for 3, 144 for 4
   */
  @Override
  public int maxGameLength() {
    return players == 2 ? 4 * 48 : players == 3 ? 3 * 45 : 3 * 48;
  }

  // ---- notation --------------------------------------------------------------------------------

  /**
   * Formats a state in the position notation {@code <board> <assam> <players> <turn>} of the rules
   * document.
   *
   * @param state a state
   * @return the notation
   */
  @Override
  public String formatState(MarrakechState state) {
    return MarrakechNotation.format(state);
  }

  /**
   * Parses the position notation, checking every validity rule of the rules document. The engine's
   * own limits are refused too, so that every position play reaches from a parsed one reads back:
   * rug ids above 9999, counting the ids the rugs left will take (the largest id on the board plus
   * the rugs left is at most 9999), more than 255 rugs of a colour left, more than 9999 dirhams for
   * all players together (payments move dirhams between players), numbers with leading zeros, a
   * player's colours out of the order c, y, r, p, and positions of another number of players than
   * this game's.
   *
   * @param text the notation
   * @return the state
   * @throws NotationException saying where and why the text is refused
   */
  @Override
  public MarrakechState parseState(CharSequence text) {
    return MarrakechNotation.parse(text, players);
  }

  /**
   * Returns the number of players a position lists, reading the text only as far as its players
   * field: so that a tool can set up the game ({@link Builder#players}) that {@link #parseState}
   * then reads the whole position with, and reports anything wrong further on.
   *
   * @param position a position in the notation {@code <board> <assam> <players> <turn>}
   * @return 2, 3 or 4; empty if the text does not read as a position up to its players
   */
  public static OptionalInt playersIn(CharSequence position) {
    int n = MarrakechNotation.playersIn(Objects.requireNonNull(position, "position"));
    return n == 0 ? OptionalInt.empty() : OptionalInt.of(n);
  }

  /**
   * Formats a legal move: {@code L F R}, {@code 1..4}, a colour letter, or a placement {@code
   * x1y1x2y2} with the square next to Assam first.
   *
   * @param state the state the move is played in
   * @param move a legal move
   * @return its notation
   * @throws IllegalMoveException if the move is not legal in the state
   */
  @Override
  public String formatMove(MarrakechState state, MarrakechMove move) {
    actionId(state, move);
    return MarrakechNotation.formatMove(state, move);
  }

  /**
   * Parses a move: {@code L}, {@code F}, {@code R}; {@code 1}..{@code 4}; {@code c}, {@code y},
   * {@code r}, {@code p}; or a placement {@code x1y1x2y2} with the squares in either order.
   *
   * @param state the state the move is played in
   * @param text the notation
   * @return the move
   * @throws NotationException if the text is malformed (a 180-degree turn has no notation)
   * @throws IllegalMoveException if the move is not legal in the state
   */
  @Override
  public MarrakechMove parseMove(MarrakechState state, CharSequence text) {
    return move(state, MarrakechNotation.parseMove(text).actionId());
  }

  // ---- for people ----

  /**
   * Returns {@link MarrakechLearnedEvaluation#learned()}, the evaluation fitted to two-player
   * self-play (with three or four players it is the hand-weighted {@link
   * MarrakechEvaluation#standard()}, unless {@link MarrakechLearnedEvaluation#WEIGHTS_PROPERTY_3P}
   * or {@code _4P} names weights): at equal time per move expectimax with it beats expectimax with
   * the hand-weighted one ({@code docs/strength.md}).
   *
   * @return the evaluation
   */
  @Override
  public Evaluation<MarrakechState> evaluation() {
    return MarrakechLearnedEvaluation.learned();
  }

  /**
   * Returns the two evaluations: {@code standard}, {@link MarrakechLearnedEvaluation#learned()}
   * (fitted to two-player self-play, this game's {@link #evaluation()}; with more players the
   * hand-weighted one), and {@code hand}, {@link MarrakechEvaluation#standard()} (weighted by hand;
   * the standard one until 0.1.0).
   *
   * @return the evaluations by name
   */
  @Override
  public Map<String, Evaluation<MarrakechState>> evaluations() {
    Map<String, Evaluation<MarrakechState>> m = new LinkedHashMap<>();
    m.put(Heuristics.STANDARD, MarrakechLearnedEvaluation.learned());
    m.put("hand", MarrakechEvaluation.standard());
    return Collections.unmodifiableMap(m);
  }

  /**
   * Returns false: no move is noisy (the searches for Marrakech, expectimax and MCTS, have no
   * quiescence search; the dice make every placement's worth uncertain alike).
   *
   * @return false
   */
  @Override
  public boolean hasNoisyMoves() {
    return false;
  }

  /**
   * Draws the board (rug colour and id per square, Assam as {@code ^ > v <}), Assam's square and
   * facing, every player's colours, rugs, dirhams and score, and what the turn asks for.
   *
   * @param state a state
   * @param ansiColor whether to colour the rugs with ANSI escapes
   * @return several lines
   */
  @Override
  public String render(MarrakechState state, boolean ansiColor) {
    return MarrakechRender.render(state, ansiColor);
  }

  /**
   * Draws the state as a standalone SVG document, 888 x 456 user units (plus a caption line or two
   * when a last move is given).
   *
   * <p>On the left the market: the 7 x 7 board with the 14 arcs at its edges; every visible rug as
   * one piece in its colour with its id, over two squares when both halves show, over one square,
   * hatched, when its other half is covered; Assam as a black token with a nose pointing where he
   * faces. On the right the panel: whose turn it is and what is asked or awaited (at chance nodes:
   * "rolling the die", "drawing the next rug's colour"), or "game over" and who won; below it one
   * card per player, two to a row (the name {@link #playerName} gives, the rugs left of each
   * colour, dirhams and score; a "to move" tag on the player whose turn it is, "out" on a player
   * who went out, "wins" or the rank at the end); and a legend of the hatching. The {@code <title>}
   * says all of this in words. The market and the panel are marked as parts ({@link
   * dev.tabula.core.spi.Svg#part}), so a page on a phone shows the panel below the market, its text
   * (15 units) at 12 CSS px or more.
   *
   * <p>Colours: the rugs are drawn as the notation and the text name them, cyan {@code #22CCEE},
   * yellow {@code #E8C22E}, red {@code #CC2A1A} and purple {@code #7A3AAA}, chosen to stay apart
   * for every common colour-vision deficiency; Assam and all text are black (every fill under text
   * is light enough for dark text), targets blue {@code #0072B2}.
   *
   * <p>Options: {@link SvgOptions#lastMove} outlines the rug just placed; draws Assam's walk for a
   * die roll, square by square and round the arcs where he left the board, and shows the die's face
   * in the panel; shows his old facing dashed and a curved arrow for a turn (a dashed ring for
   * keeping the facing); rings the colour drawn in the player's card; and writes {@link #describe}
   * as a caption. {@link SvgOptions#targets} marks each placement as a dashed capsule over its two
   * squares, each orientation as an arrow from Assam labelled {@code L}, {@code F} or {@code R};
   * chance outcomes are not marked. {@link SvgOptions#coordinates} writes the column and row
   * numbers the move notation uses (x above the board, y to its left); {@link SvgOptions#scale}
   * scales the width and height. Highlighted elements have the class {@code last}, marked ones
   * {@code target} with the move's notation as {@code data-move}.
   *
   * @param state a state
   * @param options what to show besides the state
   * @return the SVG document
   * @throws IllegalMoveException if the last move was not legal in its state before, or a target is
   *     not legal in the state
   * @throws IllegalArgumentException if the last move, played in its state before, does not lead to
   *     the drawn state
   */
  @Override
  public String svg(MarrakechState state, SvgOptions<MarrakechState, MarrakechMove> options) {
    return MarrakechPicture.draw(this, state, options);
  }

  /**
   * Says what a ply did, e.g. {@code player 1 rolls 1: Assam walks to (4,0) facing W, on red: pays
   * 3 to player 0}, and the result when it ends the game.
   *
   * @param before the state the move was played in
   * @param move the move
   * @param after the resulting state
   * @return one line
   */
  @Override
  public String describe(MarrakechState before, MarrakechMove move, MarrakechState after) {
    return MarrakechRender.describe(this, before, move, after);
  }

  /**
   * Two games are equal when their setups (players, first player, starting facing) are.
   *
   * @param o another object
   * @return whether it is a Marrakech game with the same setup
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof MarrakechGame m
        && m.players == players
        && m.first == first
        && m.facing == facing;
  }

  /**
   * Returns a hash of the setup.
   *
   * @return the hash
   */
  @Override
  public int hashCode() {
    return (players * 31 + first) * 31 + facing.ordinal();
  }

  /**
   * Returns the setup, e.g. {@code MarrakechGame(players=4, first=0, facing=N)}.
   *
   * @return the text
   */
  @Override
  public String toString() {
    return "MarrakechGame(players=" + players + ", first=" + first + ", facing=" + facing + ")";
  }

  // ---- observations for learners ----------------------------------------------------------------

  /**
   * Returns {@code {38, 7, 7}}: 38 planes over the 7 x 7 board, the same for every number of
   * players. See {@link #observationTensor}.
   *
   * @return a new array {@code {38, 7, 7}}
   */
  @Override
  public int[] observationShape() {
    return MarrakechObservation.shape();
  }

  /**
   * Returns 1862 (38 x 7 x 7).
   *
   * @return 1862
   */
  @Override
  public int observationSize() {
    return MarrakechObservation.SIZE;
  }

  /**
   * Writes the state as {@code player} sees it, in the shape {@code {38, 7, 7}} (square {@code (x,
   * y)} at row y, column x of each plane). Seats are counted from the viewer (relative seat {@code
   * k} is seat {@code (player + k) mod players}), and colours in slots: the viewer's colour(s)
   * first, in colour order, then the next seats'. Planes 0-3: the visible colour of each slot; 4
   * and 5: whether a square shows the same rug as its east / south neighbour (rug identity, for the
   * rule against covering both halves of one rug); 6-9: Assam's square, one plane per facing N, E,
   * S, W. Then planes of one value: 10-13 each relative seat's dirhams / (30 x players); 14-17 each
   * slot's rugs left / the rugs a colour starts with (15 with 3 players, else 12); 18-21 whether
   * each relative seat is out; 22-25 whose turn it is; 26-29 the phase C, O, D, P (none once over);
   * 30-33 the colour to place this turn; 34-37 each slot's colour as (index + 1) / 4. Every value
   * is in {@code [0, 1]} (counts saturate there, which only hand-made positions reach); rug numbers
   * are left out beyond planes 4 and 5, since no rule reads them. Allocates nothing. {@code
   * docs/observations.md} has the details.
   *
   * @param state a state (chance nodes and finished games included)
   * @param player the viewpoint, a seat
   * @param out receives 1862 floats
   * @param offset where they start
   * @throws IllegalArgumentException if the player is not a seat, the offset is negative or the
   *     array too short
   */
  @Override
  public void observationTensor(MarrakechState state, int player, float[] out, int offset) {
    MarrakechObservation.write(this, state, player, out, offset);
  }

  /**
   * Writes the legal-action mask from {@link #legalActions} ({@link
   * Observations#writeLegalActionMask}).
   *
   * @throws IllegalArgumentException if the offset is negative or the array too short
   */
  @Override
  public void legalActionMask(MarrakechState state, float[] out, int offset) {
    Observations.writeLegalActionMask(this, state, out, offset);
  }
}
