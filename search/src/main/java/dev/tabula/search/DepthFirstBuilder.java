package dev.tabula.search;

import com.google.errorprone.annotations.CheckReturnValue;
import java.util.function.Function;

/**
 * What the builders of the depth-first searches, {@link AlphaBeta} and {@link Expectimax}, add to
 * {@link SearchBuilder}: the depth and node limits of the budget of {@link SearchAgent#choose}.
 *
 * @param <D> the draft of the builder's settings
 * @param <B> the builder
 */
@CheckReturnValue
abstract class DepthFirstBuilder<
        D extends SearchBuilder.SearchDraft<D>, B extends DepthFirstBuilder<D, B>>
    extends SearchBuilder<D, B> {

  DepthFirstBuilder(D draft, Function<D, B> make) {
    super(draft, make);
  }

  /**
   * Sets the deepest iteration of {@link SearchAgent#choose}, in plies (chance plies count).
   *
   * @param plies the depth, in {@code [1, 1000]}; 0 for no limit
   * @return the new builder
   * @throws IllegalArgumentException if out of range
   */
  public B depth(int plies) {
    int p =
        Searches.checked(
            plies >= 0 && plies <= DepthFirst.MAX_DEPTH, "depth must be 0..1000, got ", plies);
    return with(d -> d.depth = p);
  }

  /**
   * Sets the most nodes {@link SearchAgent#choose} searches (every state created by a move or a
   * chance outcome counts one).
   *
   * @param n the nodes, {@code >= 1}; 0 for no limit
   * @return the new builder
   * @throws IllegalArgumentException if negative
   */
  public B nodes(long n) {
    long v = Searches.checked(n >= 0, "nodes must be >= 0, got ", n);
    return with(d -> d.iterations = v);
  }
}
