/**
 * Search bots: {@link dev.tabula.search.Searches} makes alpha-beta, expectimax and Monte Carlo tree
 * search agents; {@link dev.tabula.search.Agents} the simple ones (random, flat Monte Carlo,
 * greedy).
 */
@NullMarked
package dev.tabula.search;

import org.jspecify.annotations.NullMarked;
