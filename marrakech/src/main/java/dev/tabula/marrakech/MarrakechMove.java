package dev.tabula.marrakech;

/**
 * A move of Marrakech: a decision (orient Assam, place a rug) or a chance outcome (the die, the
 * colour drawn in the 2-player game). Immutable and interned: there is one instance per action id,
 * so two equal moves are the same object ({@code equals} is identity, which is content equality
 * here).
 *
 * <h2>Action ids</h2>
 *
 * Every move has a fixed id in {@code [0, 95)}, the same in every state:
 *
 * <ul>
 *   <li>0, 1, 2: orient left ({@code L}), keep the facing ({@code F}), right ({@code R});
 *   <li>3..6: the die showed 1..4 ({@code 1}..{@code 4});
 *   <li>7..10: the rug drawn is cyan, yellow, red, purple ({@code c y r p});
 *   <li>11..94: a rug placed on edge {@code e = id - 11} of the grid: for {@code e < 42} the
 *       squares {@code (x, y)} and {@code (x + 1, y)} with {@code y = e / 6, x = e % 6}; for {@code
 *       e >= 42} the squares {@code (x, y)} and {@code (x, y + 1)} with {@code y = (e - 42) / 7, x
 *       = (e - 42) % 7}.
 * </ul>
 */
public final class MarrakechMove {
  /** Number of distinct action ids. */
  static final int NUM_IDS = 95;

  static final int ORIENT_BASE = 0;
  static final int ROLL_BASE = 3;
  static final int DRAW_BASE = 7;
  static final int PLACE_BASE = 11;

  /** What a move does. */
  public enum Kind {
    /** Orient Assam: a decision of phase {@code O}. */
    ORIENT,
    /** The die: a chance outcome of phase {@code D}. */
    ROLL,
    /** The colour of the rug drawn: a chance outcome of phase {@code C}. */
    DRAW,
    /** Place a rug: a decision of phase {@code P}. */
    PLACE
  }

  private static final MarrakechMove[] ALL = new MarrakechMove[NUM_IDS];

  static {
    for (int id = 0; id < NUM_IDS; id++) {
      ALL[id] = new MarrakechMove(id);
    }
  }

  /** Turn Assam a quarter to the left ({@code L}). */
  public static final MarrakechMove LEFT = ALL[0];

  /** Keep Assam's facing ({@code F}). */
  public static final MarrakechMove FORWARD = ALL[1];

  /** Turn Assam a quarter to the right ({@code R}). */
  public static final MarrakechMove RIGHT = ALL[2];

  private final int id;

  private MarrakechMove(int id) {
    this.id = id;
  }

  static MarrakechMove ofId(int id) {
    return ALL[id];
  }

  /**
   * Returns the die outcome showing the given number of steps.
   *
   * @param steps 1..4
   * @return the move
   * @throws IllegalArgumentException if steps is not 1..4
   */
  public static MarrakechMove roll(int steps) {
    if (steps < 1 || steps > 4) {
      throw new IllegalArgumentException("the die shows 1..4, got " + steps);
    }
    return ALL[ROLL_BASE + steps - 1];
  }

  /**
   * Returns the chance outcome "the rug drawn has this colour".
   *
   * @param colour the colour
   * @return the move
   */
  public static MarrakechMove draw(Colour colour) {
    return ALL[DRAW_BASE + colour.ordinal()];
  }

  /**
   * Returns the placement of a rug on two squares, in either order.
   *
   * @param x1 column of one square, 0..6
   * @param y1 row of that square, 0..6
   * @param x2 column of the other square
   * @param y2 row of the other square
   * @return the move
   * @throws IllegalArgumentException if a square is off the board or the two do not share an edge
   */
  public static MarrakechMove place(int x1, int y1, int x2, int y2) {
    if (!on(x1) || !on(y1) || !on(x2) || !on(y2)) {
      throw new IllegalArgumentException("squares must have x and y in 0..6");
    }
    int e = Grid.edge(y1 * 7 + x1, y2 * 7 + x2);
    if (e < 0) {
      throw new IllegalArgumentException(
          "(" + x1 + "," + y1 + ") and (" + x2 + "," + y2 + ") do not share an edge");
    }
    return ALL[PLACE_BASE + e];
  }

  private static boolean on(int v) {
    return v >= 0 && v < 7;
  }

  /**
   * Returns the move's action id (the same in every state; see the class description), what {@link
   * MarrakechGame#actionId} returns where the move is legal.
   *
   * @return 0..94
   */
  public int actionId() {
    return id;
  }

  /**
   * Returns what the move does.
   *
   * @return the kind
   */
  public Kind kind() {
    if (id < ROLL_BASE) {
      return Kind.ORIENT;
    }
    if (id < DRAW_BASE) {
      return Kind.ROLL;
    }
    if (id < PLACE_BASE) {
      return Kind.DRAW;
    }
    return Kind.PLACE;
  }

  /**
   * Returns the quarter turns of an orientation: -1 left, 0 forward, +1 right.
   *
   * @return the quarter turns
   * @throws IllegalStateException if this is not an orientation
   */
  public int quarterTurns() {
    require(Kind.ORIENT);
    return id - 1;
  }

  /**
   * Returns the number the die showed.
   *
   * @return 1..4
   * @throws IllegalStateException if this is not a die outcome
   */
  public int steps() {
    require(Kind.ROLL);
    return id - ROLL_BASE + 1;
  }

  /**
   * Returns the colour drawn.
   *
   * @return the colour
   * @throws IllegalStateException if this is not a draw
   */
  public Colour colour() {
    require(Kind.DRAW);
    return Colour.of(id - DRAW_BASE);
  }

  /**
   * Returns the first square of a placement: the one with the smaller index {@code y * 7 + x}.
   *
   * @return {@code y * 7 + x}
   * @throws IllegalStateException if this is not a placement
   */
  public int firstSquare() {
    require(Kind.PLACE);
    return Grid.EDGE_A[id - PLACE_BASE];
  }

  /**
   * Returns the second square of a placement: the one with the larger index {@code y * 7 + x}.
   *
   * @return {@code y * 7 + x}
   * @throws IllegalStateException if this is not a placement
   */
  public int secondSquare() {
    require(Kind.PLACE);
    return Grid.EDGE_B[id - PLACE_BASE];
  }

  private void require(Kind k) {
    if (kind() != k) {
      throw new IllegalStateException("not a " + k + " move: " + this);
    }
  }

  /**
   * Returns the move in the notation, which needs no position: {@link MarrakechGame#parseMove}
   * reads it back in any state where the move is legal. The one difference from the game's {@code
   * formatMove}: a placement is written with its smaller square first here, and with the square
   * next to Assam first there (the parser takes either order).
   *
   * @return e.g. {@code L}, {@code 3}, {@code r}, {@code 3435}
   */
  @Override
  public String toString() {
    switch (kind()) {
      case ORIENT:
        return String.valueOf("LFR".charAt(id));
      case ROLL:
        return String.valueOf(steps());
      case DRAW:
        return String.valueOf(colour().letter());
      default:
        int a = firstSquare();
        int b = secondSquare();
        return "" + a % 7 + a / 7 + b % 7 + b / 7;
    }
  }
}
