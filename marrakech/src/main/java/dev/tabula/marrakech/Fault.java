package dev.tabula.marrakech;

/**
 * Why a move is not legal in a state, or {@link #NONE}: the one classification ({@link
 * MarrakechGame#fault}) that the legality test on the hot path compares with {@link #NONE} and that
 * the message of an {@link dev.tabula.core.IllegalMoveException} explains.
 */
enum Fault {
  /** The move is legal. */
  NONE,
  /** The action id is outside {@code 0 .. 94}. */
  NO_SUCH_ID,
  /** The game is over. */
  GAME_OVER,
  /** The move belongs to another phase than the state's. */
  WRONG_PHASE,
  /** The colour drawn is not one of the seat's. */
  NOT_THEIR_COLOUR,
  /** The rug would lie on Assam's square. */
  ON_ASSAM,
  /** Neither square of the rug shares an edge with Assam's. */
  NOT_NEXT_TO_ASSAM,
  /** The rug would cover exactly both halves of one rug. */
  COVERS_ONE_RUG
}
