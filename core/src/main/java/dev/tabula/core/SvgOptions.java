package dev.tabula.core;

import com.google.errorprone.annotations.CheckReturnValue;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * What a picture of a state shows besides the state itself: the last move (highlighted), legal
 * moves whose targets are marked, coordinates, and the size. An immutable value; every {@code with}
 * style method returns a new options object and leaves this one unchanged (Error Prone flags a
 * discarded copy).
 *
 * <p>The last move is given with the state it was played in, because a picture often needs both
 * (Toguz Kumalak marks every hole a sowing passed, which depends on the stones before the move).
 * The drawn state should be the one the move led to: a game throws {@link
 * dev.tabula.core.IllegalMoveException} if the move was not legal in the state before, and may
 * throw {@link IllegalArgumentException} if it does not lead to the drawn state.
 *
 * @param <S> the game's state type
 * @param <M> the game's move type
 */
@CheckReturnValue
public final class SvgOptions<S, M> {
  private static final SvgOptions<?, ?> DEFAULTS =
      new SvgOptions<>(null, null, List.of(), false, 1);

  private final @Nullable S before;
  private final @Nullable M lastMove;
  private final List<M> targets;
  private final boolean coordinates;
  private final double scale;

  private SvgOptions(
      @Nullable S before,
      @Nullable M lastMove,
      List<M> targets,
      boolean coordinates,
      double scale) {
    this.before = before;
    this.lastMove = lastMove;
    this.targets = targets;
    this.coordinates = coordinates;
    this.scale = scale;
  }

  /**
   * Returns the defaults: no last move, no targets, no coordinates, scale 1.
   *
   * @param <S> the game's state type
   * @param <M> the game's move type
   * @return the default options
   */
  @SuppressWarnings("unchecked")
  public static <S, M> SvgOptions<S, M> defaults() {
    return (SvgOptions<S, M>) DEFAULTS;
  }

  /**
   * Returns options that highlight a move: the one played in {@code before} to reach the drawn
   * state.
   *
   * @param before the state the move was played in
   * @param move the move
   * @return new options
   */
  public SvgOptions<S, M> lastMove(S before, M move) {
    return new SvgOptions<>(
        Objects.requireNonNull(before, "before"),
        Objects.requireNonNull(move, "move"),
        targets,
        coordinates,
        scale);
  }

  /**
   * Returns options that mark the targets of the given moves, legal in the drawn state: where each
   * one would go (a sowing's last hole, a rug's two squares, a swap's partner). Pass the legal
   * moves of one piece to show where it can go, or all of them.
   *
   * @param moves legal moves in the drawn state
   * @return new options
   */
  public SvgOptions<S, M> targets(List<? extends M> moves) {
    return new SvgOptions<>(before, lastMove, List.copyOf(moves), coordinates, scale);
  }

  /**
   * Returns options that do or do not label rows, columns and holes with the coordinates the game's
   * move notation uses.
   *
   * @param show whether to show coordinates
   * @return new options
   */
  public SvgOptions<S, M> coordinates(boolean show) {
    return new SvgOptions<>(before, lastMove, targets, show, scale);
  }

  /**
   * Returns options that scale the picture's width and height attributes. The drawing itself has a
   * {@code viewBox}, so it also scales to any size a page gives it.
   *
   * @param factor the scale, in {@code [0.01, 100]} (a smaller one would write a width of 0)
   * @return new options
   * @throws IllegalArgumentException if the factor is out of range
   */
  public SvgOptions<S, M> scale(double factor) {
    if (!(factor >= 0.01 && factor <= 100)) {
      throw new IllegalArgumentException("a scale is in [0.01, 100], got " + factor);
    }
    return new SvgOptions<>(before, lastMove, targets, coordinates, factor);
  }

  /**
   * Returns the state the last move was played in, if a last move is set.
   *
   * @return the state before the last move
   */
  public Optional<S> before() {
    return Optional.ofNullable(before);
  }

  /**
   * Returns the move to highlight, if any.
   *
   * @return the last move
   */
  public Optional<M> lastMove() {
    return Optional.ofNullable(lastMove);
  }

  /**
   * Returns the moves whose targets are marked.
   *
   * @return the moves, unmodifiable, possibly empty
   */
  public List<M> targets() {
    return targets;
  }

  /**
   * Returns whether coordinates are shown.
   *
   * @return whether coordinates are shown
   */
  public boolean coordinates() {
    return coordinates;
  }

  /**
   * Returns the scale of the width and height attributes.
   *
   * @return the scale
   */
  public double scale() {
    return scale;
  }
}
