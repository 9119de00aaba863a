package dev.tabula.core;

import java.util.List;

/**
 * The rules of one game: a stateless, thread-safe object that works on immutable state values.
 *
 * <p>A play is a sequence of states {@code s0 = start(), s1 = apply(s0, m0), ...}. Every state is
 * an immutable value: {@code equals} and {@code hashCode} compare content, {@link #apply} never
 * changes its input, and states may be shared freely between threads.
 *
 * <h2>Whose turn</h2>
 *
 * {@link #currentPlayer} returns a player index in {@code [0, numPlayers())}, or {@link #CHANCE}
 * when the next event is random (a die, a draw), or {@link #TERMINAL} when the game is over. At a
 * chance node, {@link #legalMoves} lists the outcomes and {@link #chanceOutcomes} gives their exact
 * probabilities; applying an outcome is deterministic, so all randomness lives with the caller and
 * a game replays exactly from its start and its move list.
 *
 * <h2>Action ids</h2>
 *
 * Every move also has an integer id in {@code [0, numDistinctActions())} for policy networks and
 * transposition tables. Within one state the ids of the legal moves are distinct, and {@link
 * #move(Object, int)} and {@link #actionId(Object, Object)} are inverse bijections between the
 * legal moves and their ids. {@link #legalActions} writes them into a caller's buffer without
 * allocating.
 *
 * <h2>Capabilities</h2>
 *
 * This interface holds the rules, the action ids and the notation, and nothing else. What some
 * tools need beyond them is a <em>capability</em>: a small interface that a game class implements
 * beside {@code Game}, for its own state and move types, and that tools find with its static {@code
 * of(game)} method (an {@link java.util.Optional}, never an exception):
 *
 * <ul>
 *   <li>{@link Observations}: observation tensors and legal-action masks for learners;
 *   <li>{@link Heuristics}: an evaluation and noisy moves for depth-limited searches;
 *   <li>{@link Pictures}: SVG pictures of states;
 *   <li>{@link Describable}: text boards and move descriptions for people.
 * </ul>
 *
 * Every tool works with a game that offers none of them, falling back to what {@code Game} has (the
 * notation instead of a picture, no evaluation, no tensors).
 *
 * <h2>Errors</h2>
 *
 * A move that is not legal makes {@link #apply} throw {@link IllegalMoveException}, saying why;
 * malformed text makes the parse methods throw {@link NotationException}, saying where and what was
 * expected. No other exception escapes for bad input (null arguments excepted, which throw {@link
 * NullPointerException}).
 *
 * @param <S> the state type: an immutable value
 * @param <M> the move type: an immutable value (decisions and chance outcomes alike)
 */
public interface Game<S, M> {

  /** {@link #currentPlayer} at a chance node. */
  int CHANCE = -1;

  /** {@link #currentPlayer} when the game is over. */
  int TERMINAL = -2;

  /**
   * Returns the game's short name as used on the command line, e.g. {@code "toguz"}.
   *
   * @return the name
   */
  String name();

  /**
   * Returns the number of players (seats) of this game.
   *
   * @return at least 1
   */
  int numPlayers();

  /**
   * Returns this game object's setup: every setup option by name with its value as text, in a fixed
   * order, such that the game's {@link GameProvider#create} with these options makes an equal game.
   * Records written through {@link GameRecord#format} carry it, so a record replays under the setup
   * it was played with. Games without options return an empty map (the default).
   *
   * <p>It stays text, not a typed {@link GameSetup}, because records, the command line and tools
   * that do not know the game's option types read and write it; a game with options declares them
   * typed ({@link GameOption}) and returns its setup's {@link GameSetup#options()} here.
   *
   * @return the setup options, unmodifiable; empty when the game has none
   */
  default java.util.Map<String, String> options() {
    return java.util.Map.of();
  }

  /**
   * Returns whether every finished game's {@link GameResult#returns() returns} sum to 0. With the
   * rank-based returns of {@link GameResult} (+1 for the best rank, -1 for the worst, 0 otherwise),
   * that holds for every two-player game and not in general for more players (two players tied last
   * both get -1), so the default is {@code numPlayers() == 2}. The testkit checks it.
   *
   * @return whether the game is zero-sum
   */
  default boolean isZeroSum() {
    return numPlayers() == 2;
  }

  /**
   * Returns an upper bound on the number of outcomes of any chance node: 0 for a game without
   * chance. The default, {@link #maxLegalActions()}, is always a bound; games override it with
   * their exact maximum. The testkit checks it.
   *
   * @return the bound, {@code >= 0}
   */
  default int maxChanceOutcomes() {
    return maxLegalActions();
  }

  /**
   * Returns a seat's name for people, as the game's rules and records call it (for example {@code
   * White} and {@code Black}). The default is {@code player N}, seats counted from 0.
   *
   * @param seat a seat in {@code [0, numPlayers())}
   * @return the name
   * @throws IllegalArgumentException if the seat is out of range
   */
  default String playerName(int seat) {
    if (seat < 0 || seat >= numPlayers()) {
      throw new IllegalArgumentException("a seat is 0.." + (numPlayers() - 1) + ", got " + seat);
    }
    return "player " + seat;
  }

  /**
   * Returns the standard start position of this game (for this game object's setup options).
   *
   * @return the start state
   */
  S start();

  /**
   * Returns who acts in the given state.
   *
   * @param state a state of this game
   * @return a player index in {@code [0, numPlayers())}, {@link #CHANCE} or {@link #TERMINAL}
   */
  int currentPlayer(S state);

  /**
   * Returns whether the game is over in the given state.
   *
   * @param state a state of this game
   * @return {@code currentPlayer(state) == TERMINAL}
   */
  default boolean isTerminal(S state) {
    return currentPlayer(state) == TERMINAL;
  }

  /**
   * Returns whether the given state is a chance node.
   *
   * @param state a state of this game
   * @return {@code currentPlayer(state) == CHANCE}
   */
  default boolean isChance(S state) {
    return currentPlayer(state) == CHANCE;
  }

  /**
   * Returns the legal moves (at a chance node: the possible outcomes) in ascending action id, the
   * order of {@link #legalActions}. The list is unmodifiable; it is empty exactly when the game is
   * over.
   *
   * @param state a state of this game
   * @return the legal moves, never null
   */
  List<M> legalMoves(S state);

  /**
   * Returns the outcomes of a chance node with their exact probabilities, in the same order as
   * {@link #legalMoves}; an empty list when the state is not a chance node. The default, for games
   * without chance, is the empty list; a game with chance nodes overrides it (the default refuses a
   * chance node with {@link IllegalStateException}).
   *
   * @param state a state of this game
   * @return the outcomes, unmodifiable; probabilities sum to exactly 1
   * @throws IllegalStateException by default, at a chance node
   */
  default List<ChanceOutcome<M>> chanceOutcomes(S state) {
    java.util.Objects.requireNonNull(state, "state");
    if (isChance(state)) {
      throw new IllegalStateException(
          name() + " does not list the outcomes of its chance node " + formatState(state));
    }
    return List.of();
  }

  /**
   * Applies a move (or chance outcome) and returns the next state. Pure: the input is not changed.
   *
   * @param state a state of this game
   * @param move a legal move in that state
   * @return the next state
   * @throws IllegalMoveException if the move is not legal in the state (including any move once the
   *     game is over); the message says why
   */
  S apply(S state, M move);

  /**
   * Returns the size of the action id space: every move's id is in {@code [0,
   * numDistinctActions())}.
   *
   * @return the number of distinct action ids
   */
  int numDistinctActions();

  /**
   * Returns the id of a legal move.
   *
   * @param state a state of this game
   * @param move a legal move in that state
   * @return its id in {@code [0, numDistinctActions())}
   * @throws IllegalMoveException if the move is not legal in the state
   */
  int actionId(S state, M move);

  /**
   * Returns the legal move with the given id.
   *
   * @param state a state of this game
   * @param actionId an id
   * @return the legal move with that id
   * @throws IllegalMoveException if no legal move in the state has that id
   */
  M move(S state, int actionId);

  /**
   * Writes the ids of the legal moves into {@code buffer}, in the order of {@link #legalMoves}, and
   * returns how many there are. The ids are in strictly ascending order: every game lists its legal
   * moves in ascending action id (the testkit checks it), so bots may binary-search them and
   * learners may build masks in one pass. Games override this to avoid allocation; entries past the
   * returned count may be overwritten with values of no meaning.
   *
   * @param state a state of this game
   * @param buffer receives the ids; must hold at least {@link #maxLegalActions()} entries
   * @return the number of legal moves written
   * @throws IllegalArgumentException if the buffer is shorter than {@link #maxLegalActions()} (the
   *     engines of this library and this default check it)
   */
  default int legalActions(S state, int[] buffer) {
    java.util.Objects.requireNonNull(state, "state");
    if (buffer.length < maxLegalActions()) {
      throw new IllegalArgumentException(
          "the buffer needs at least " + maxLegalActions() + " entries, has " + buffer.length);
    }
    List<M> moves = legalMoves(state);
    for (int i = 0; i < moves.size(); i++) {
      buffer[i] = actionId(state, moves.get(i));
    }
    return moves.size();
  }

  /**
   * Returns an upper bound on the number of legal moves in any state: the buffer size that {@link
   * #legalActions} needs.
   *
   * @return the bound, at most {@link #numDistinctActions()}
   */
  default int maxLegalActions() {
    return numDistinctActions();
  }

  /**
   * Applies the legal move with the given id: the same as {@code apply(state, move(state, id))}.
   *
   * @param state a state of this game
   * @param actionId the id of a legal move
   * @return the next state
   * @throws IllegalMoveException if no legal move has that id
   */
  default S applyAction(S state, int actionId) {
    return apply(state, move(state, actionId));
  }

  /**
   * Returns a 64-bit hash of the state's content: equal states have equal hashes, and distinct
   * states collide rarely enough for transposition tables.
   *
   * @param state a state of this game
   * @return the hash
   */
  long hash(S state);

  /**
   * Returns the result of a finished game. Its {@link GameResult#returns() returns} are each -1, 0
   * or +1 (see {@link GameResult}), so bots and learners may rely on the range {@code [-1, 1]}; the
   * scores are the game's own measure.
   *
   * @param state a terminal state of this game
   * @return the per-player returns, scores and ranking
   * @throws IllegalStateException if the game is not over
   */
  GameResult result(S state);

  /**
   * Returns the number of plies within which every game from {@link #start()} ends, counting chance
   * outcomes as plies, or {@link Integer#MAX_VALUE} when the rules set no such bound. The testkit
   * checks it.
   *
   * @return the bound
   */
  int maxGameLength();

  /**
   * Formats a state in the game's position notation; {@link #parseState} reads it back to an equal
   * state.
   *
   * @param state a state of this game
   * @return its notation
   */
  String formatState(S state);

  /**
   * Parses a state from the game's position notation.
   *
   * @param text the notation
   * @return the state
   * @throws NotationException if the text is malformed or describes an impossible position
   */
  S parseState(CharSequence text);

  /**
   * Formats a legal move in the game's move notation (which may depend on the state, e.g. to show
   * where a sowing lands).
   *
   * @param state the state the move is played in
   * @param move a legal move in that state
   * @return its notation
   * @throws IllegalMoveException if the move is not legal in the state
   */
  String formatMove(S state, M move);

  /**
   * Parses a move in the game's move notation and checks that it is legal in the state.
   *
   * @param state the state the move is played in
   * @param text the notation
   * @return the move
   * @throws NotationException if the text is malformed
   * @throws IllegalMoveException if it is well formed but not legal (or disagrees with the state)
   */
  M parseMove(S state, CharSequence text);

  /**
   * Returns the full-move number that game records write before the move in this state, PGN style
   * ({@code 12.} before the first player's move, {@code 12...} before the second's), or 0 when the
   * game does not number its moves in records (the default). {@link GameRecord} writes numbers only
   * for games that return them, and checks numbers it reads against them.
   *
   * @param state a state of this game
   * @return the number, {@code >= 1}; or 0 for no numbering
   */
  default int moveNumber(S state) {
    java.util.Objects.requireNonNull(state, "state");
    return 0;
  }
}
