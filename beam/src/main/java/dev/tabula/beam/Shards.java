package dev.tabula.beam;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.coders.SerializableCoder;
import org.apache.beam.sdk.coders.VarLongCoder;
import org.apache.beam.sdk.transforms.Create;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.transforms.Reshuffle;
import org.apache.beam.sdk.values.PCollection;

/**
 * A pipeline's games {@code 0 .. total - 1} in shards of {@code size}: shard {@code k} holds the
 * games {@code [k * size, min(total, k * size + size))}, the last one maybe shorter. Both pipelines
 * start the same way: the shards' numbers, spread over the workers, each played by a {@link DoFn}.
 *
 * @param total the games
 * @param size the games per shard, {@code >= 1}
 */
record Shards(long total, long size) implements Serializable {

  /** The number of shards. */
  long count() {
    return (total + size - 1) / size;
  }

  /** The first game of a shard. */
  long from(long shard) {
    return shard * size;
  }

  /** One past the last game of a shard. */
  long to(long shard) {
    return Math.min(total, from(shard) + size);
  }

  /**
   * Adds the shards' numbers to the pipeline, spreads them over the workers and plays each with
   * {@code play}.
   *
   * @param <T> what a shard gives
   * @param pipeline the pipeline
   * @param play plays a shard, given its number
   * @param type the class of what a shard gives, for its coder
   * @return what the shards gave, one element each
   */
  <T extends Serializable> PCollection<T> play(
      Pipeline pipeline, DoFn<Long, T> play, Class<T> type) {
    List<Long> numbers = new ArrayList<>();
    for (long k = 0; k < count(); k++) {
      numbers.add(k);
    }
    return pipeline
        .apply("Shards", Create.of(numbers).withCoder(VarLongCoder.of()))
        .apply("Spread", Reshuffle.<Long>viaRandomKey())
        .apply("PlayShard", ParDo.of(play))
        .setCoder(SerializableCoder.of(type));
  }
}
