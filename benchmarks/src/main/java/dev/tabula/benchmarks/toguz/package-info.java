/**
 * Toguz Kumalak benchmarks: random playouts, apply and legal moves of the engine beside {@link
 * dev.tabula.benchmarks.toguz.BaselineToguz} (an array copied per move, stones sown one by one),
 * with the real-game positions they run on and a CPU-time cross-check.
 */
package dev.tabula.benchmarks.toguz;
