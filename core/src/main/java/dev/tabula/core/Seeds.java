package dev.tabula.core;

/**
 * The one way seeds are derived: every numbered game, shard, seat or stream of a seeded run gets
 * its own seed, mixed from the run's seed and its numbers, so that each has an independent
 * generator whatever the split (how many threads, shards or workers) and whatever else is played.
 *
 * <p>{@code derive(seed, i)} is the seed of game {@code i} of a run (self-play's games, the
 * testkit's conformance and soak games); {@code derive(seed, i, j)} that of stream {@code j} of
 * game or opening {@code i} (a match's seats and its chance outcomes). Both mix with SplitMix64's
 * finaliser ({@link #mix64}): {@code derive(seed, i) = mix64(mix64(seed) + i * 0x9E3779B97F4A7C15)}
 * and {@code derive(seed, i, j) = mix64(derive(seed, i) + j * 0xC2B2AE3D27D4EB4F)}. These are
 * fixed: seeded files and matches depend on them.
 */
public final class Seeds {
  /** The multiplier of the first index: the golden gamma of SplitMix64. */
  private static final long FIRST = 0x9E3779B97F4A7C15L;

  /** The multiplier of the second index. */
  private static final long SECOND = 0xC2B2AE3D27D4EB4FL;

  private Seeds() {}

  /**
   * Returns the seed of item {@code index} of a run (a game, a shard).
   *
   * @param seed the run's seed
   * @param index the item's number
   * @return the item's seed, for example of its {@link java.util.SplittableRandom}
   */
  public static long derive(long seed, long index) {
    return mix64(mix64(seed) + index * FIRST);
  }

  /**
   * Returns the seed of stream {@code stream} of item {@code index} of a run (a seat's or the
   * chance outcomes' generator of one game).
   *
   * @param seed the run's seed
   * @param index the item's number
   * @param stream the stream's number within the item
   * @return the stream's seed
   */
  public static long derive(long seed, long index, long stream) {
    return mix64(derive(seed, index) + stream * SECOND);
  }

  /**
   * Mixes 64 bits into 64 well-spread bits: SplitMix64's finaliser, a bijection. Besides deriving
   * seeds, games use it to hash positions.
   *
   * @param x the input
   * @return the mixed value
   */
  public static long mix64(long x) {
    long z = x;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
