package dev.tabula.stacksnake;

import java.util.Objects;

/**
 * A move of stack-snake: a {@link Step}, a {@link Swap}, a {@link Pass}, or, while the line is
 * being dealt, the chance outcome {@link Deal}. Moves are immutable values compared by content,
 * each with its {@link #actionId()}; whether a move is legal depends on the state it is played in
 * and is checked by {@link StackSnakeGame#apply}.
 *
 * <p>Positions are 0-based indexes into the line as it stands before the move ({@link
 * StackSnakeState#stack(int)}); the move notation numbers them from 1, as people count.
 *
 * <p>A move's {@code toString()} is its move notation ({@code 5-7}, {@code 5=7}, {@code 3x9},
 * {@code pass}, {@code W1}), the text {@link StackSnakeGame#formatMove} writes and {@link
 * StackSnakeGame#parseMove} reads: the notation needs no position.
 */
public sealed interface StackSnakeMove {

  /** The pass, legal only when the side to move can neither step nor swap. */
  Pass PASS = new Pass();

  /**
   * Returns this move's action id (the layout is in {@link StackSnakeGame}): the same in every
   * state where the move is legal, and what {@link StackSnakeGame#actionId} returns there. Every
   * move value has one: the constructors refuse the shapes no rule allows.
   *
   * @return the id in [0, 255)
   */
  int actionId();

  /**
   * Returns a step.
   *
   * @param from the 0-based position of the stack whose top tile leads the step
   * @param to the 0-based position the lifted tiles land on
   * @param tiles how many tiles are lifted, 1 or 2
   * @return the step
   * @throws IllegalArgumentException if no rule allows a step of this shape (see {@link Step})
   */
  static Step step(int from, int to, int tiles) {
    return new Step(from, to, tiles);
  }

  /**
   * Returns a swap.
   *
   * @param first the 0-based position of one stack
   * @param second the 0-based position of the other stack
   * @return the swap, with its positions in ascending order
   * @throws IllegalArgumentException if no rule allows a swap of these positions (see {@link Swap})
   */
  static Swap swap(int first, int second) {
    return new Swap(first, second);
  }

  /**
   * Returns the dealing outcome that lays a tile of the given kind next.
   *
   * @param tile the kind of tile
   * @return the outcome
   */
  static Deal deal(Tile tile) {
    return new Deal(tile);
  }

  /**
   * A step: the top tile (with {@code tiles == 1}) or the top two tiles ({@code tiles == 2}) of the
   * stack at {@code from} are lifted and put on top of the stack at {@code to}, which must be
   * exactly as many positions away as the mark of the top tile says. Legal only when the top tile
   * at {@code from} has the colour to move, the stack has at least {@code tiles} tiles and {@code
   * to} lies on the line.
   *
   * <p>A step value has a shape some line allows: both positions on a line of 19 ({@code 0..18}),
   * {@code 1..3} positions apart (a mark), and one or two tiles lifted. Whether the line as it
   * stands allows it is the game's question ({@link StackSnakeGame#apply}).
   *
   * @param from the 0-based position of the stack stepped from
   * @param to the 0-based position of the stack stepped onto (before the line closes up)
   * @param tiles 1 or 2
   */
  record Step(int from, int to, int tiles) implements StackSnakeMove {
    /**
     * Checks the shape.
     *
     * @param from the 0-based position stepped from, {@code 0..18}
     * @param to the 0-based position stepped onto, {@code 0..18}, 1, 2 or 3 positions from {@code
     *     from}
     * @param tiles 1 or 2
     * @throws IllegalArgumentException if no rule allows a step of this shape, saying why
     */
    public Step {
      String why = Line.stepShapeFault(from, to, tiles);
      if (why != null) {
        throw new IllegalArgumentException(why);
      }
    }

    /**
     * Returns {@code 4 from + 2 (tiles - 1) + (right ? 1 : 0)}.
     *
     * @return the id in [0, 76)
     */
    @Override
    public int actionId() {
      return 4 * from + 2 * (tiles - 1) + (toRight() ? 1 : 0);
    }

    /**
     * Returns the move notation, e.g. {@code 5-7} (one tile from position 5 onto 7, counted from 1)
     * or {@code 5=7} (two tiles).
     *
     * @return the notation
     */
    @Override
    public String toString() {
      return StackSnakeNotation.moveText(this);
    }

    /**
     * Returns whether the step goes to the right (to higher positions).
     *
     * @return {@code to > from}
     */
    public boolean toRight() {
      return to > from;
    }

    /**
     * Returns the distance of the step.
     *
     * @return {@code |to - from|}
     */
    public int distance() {
      return Math.abs(to - from);
    }
  }

  /**
   * A swap of two stacks of the colour to move, whole stacks changing places. The positions are
   * kept in ascending order ({@code first < second} for any swap that can be legal), so {@code
   * swap(7, 3)} equals {@code swap(3, 7)}.
   *
   * <p>A swap value names two different positions on a line of 19 ({@code 0..18}); whether the line
   * as it stands allows it is the game's question ({@link StackSnakeGame#apply}).
   *
   * @param first the lower 0-based position
   * @param second the higher 0-based position
   */
  record Swap(int first, int second) implements StackSnakeMove {
    /**
     * Checks the positions and orders them.
     *
     * @param first one 0-based position, {@code 0..18}
     * @param second the other 0-based position, {@code 0..18}, not {@code first}
     * @throws IllegalArgumentException if no rule allows a swap of these positions, saying why
     */
    public Swap {
      String why = Line.swapShapeFault(first, second);
      if (why != null) {
        throw new IllegalArgumentException(why);
      }
      if (first > second) {
        int t = first;
        first = second;
        second = t;
      }
    }

    /**
     * Returns {@code 76 + first (37 - first) / 2 + (second - first - 1)}.
     *
     * @return the id in [76, 247)
     */
    @Override
    public int actionId() {
      return Line.SWAP_BASE + Line.pairIndex(first, second);
    }

    /**
     * Returns the move notation, e.g. {@code 3x9} (positions counted from 1, the lower first).
     *
     * @return the notation
     */
    @Override
    public String toString() {
      return StackSnakeNotation.moveText(this);
    }
  }

  /** The pass: the turn goes over without a change to the line. Use {@link #PASS}. */
  record Pass() implements StackSnakeMove {
    /**
     * Returns 247.
     *
     * @return 247
     */
    @Override
    public int actionId() {
      return Line.PASS;
    }

    /**
     * Returns the move notation, {@code pass}.
     *
     * @return {@code pass}
     */
    @Override
    public String toString() {
      return StackSnakeNotation.moveText(this);
    }
  }

  /**
   * While dealing, the chance outcome that lays a tile of the given kind as the next position of
   * the line.
   *
   * @param tile the kind of tile laid
   */
  record Deal(Tile tile) implements StackSnakeMove {
    /**
     * Checks the tile.
     *
     * @param tile the tile dealt
     * @throws NullPointerException if the tile is null
     */
    public Deal {
      Objects.requireNonNull(tile, "tile");
    }

    /**
     * Returns {@code 248 + tile().ordinal()}.
     *
     * @return the id in [248, 255)
     */
    @Override
    public int actionId() {
      return Line.DEAL_BASE + tile.ordinal();
    }

    /**
     * Returns the move notation: the tile laid, e.g. {@code W1} or {@code N}.
     *
     * @return the notation
     */
    @Override
    public String toString() {
      return StackSnakeNotation.moveText(this);
    }
  }
}
