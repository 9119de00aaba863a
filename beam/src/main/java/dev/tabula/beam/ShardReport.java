package dev.tabula.beam;

import java.io.Serializable;

/**
 * What one shard of a pipeline did: which games, how many samples, and how long it took. The times
 * are measured and so vary from run to run; nothing the pipelines write depends on them.
 *
 * @param shard the shard's number, from 0
 * @param firstGame the first game's index
 * @param games the number of games
 * @param samples the samples the games gave (self-play), or 0
 * @param wallNanos the wall time the shard took, in nanoseconds
 * @param cpuNanos the CPU time of the worker thread, in nanoseconds (-1 when the JVM does not
 *     measure it)
 * @serial exclude
 */
public record ShardReport(
    long shard, long firstGame, long games, long samples, long wallNanos, long cpuNanos)
    implements Serializable {
  private static final long serialVersionUID = 1L;
}
