/**
 * Search bots for any {@link dev.tabula.core.Game}: alpha-beta, expectimax and Monte Carlo tree
 * search as {@link dev.tabula.search.SearchAgent}s under a {@link dev.tabula.search.Budget}, flat
 * Monte Carlo and greedy agents, one builder each.
 */
module dev.tabula.search {
  requires transitive dev.tabula.core;
  // @CheckReturnValue on the builders: for the compiler only (Budget, the builders).
  requires static com.google.errorprone.annotations;

  exports dev.tabula.search;
}
