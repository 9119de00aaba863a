/**
 * Stack-snake benchmarks: full random games, legal moves and apply of the engine beside {@link
 * dev.tabula.benchmarks.stacksnake.BaselineStackSnake} (stacks as lists of tile objects, copied per
 * move).
 */
package dev.tabula.benchmarks.stacksnake;
