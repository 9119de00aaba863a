/**
 * Marrakech benchmarks: full random games, the payment region and legal placements of the engine
 * beside {@link dev.tabula.benchmarks.marrakech.BaselineMarrakech} (a 7x7 array, breadth-first
 * search with a queue, the board copied per move), on seeded mid-game boards.
 */
package dev.tabula.benchmarks.marrakech;
