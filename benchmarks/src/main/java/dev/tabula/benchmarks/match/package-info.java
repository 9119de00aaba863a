/** Benchmarks of the match runner: how a match of cheap bots scales with threads. */
package dev.tabula.benchmarks.match;
