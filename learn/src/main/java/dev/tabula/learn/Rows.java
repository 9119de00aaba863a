package dev.tabula.learn;

import dev.tabula.core.Observations;
import java.util.Arrays;

/** The samples of one game, in growing arrays: what self-play and recorded games write. */
final class Rows {
  final int size;
  final int actions;
  int count;
  float[] observations;
  boolean[] mask;
  float[] policy;
  float[] returns;
  int[] plies;
  int[] seats; // the mover of each row, whose return finish() writes

  Rows(int size, int actions) {
    this.size = size;
    this.actions = actions;
    int capacity = 16;
    observations = new float[capacity * size];
    mask = new boolean[capacity * actions];
    policy = new float[capacity * actions];
    returns = new float[capacity];
    plies = new int[capacity];
    seats = new int[capacity];
  }

  /** Adds a row for the state after {@code ply} plies and returns its index. */
  private int add(int ply) {
    if (count == plies.length) {
      int capacity = Math.multiplyExact(plies.length, 2);
      observations = Arrays.copyOf(observations, Math.multiplyExact(capacity, size));
      mask = Arrays.copyOf(mask, capacity * actions);
      policy = Arrays.copyOf(policy, capacity * actions);
      returns = Arrays.copyOf(returns, capacity);
      plies = Arrays.copyOf(plies, capacity);
      seats = Arrays.copyOf(seats, capacity);
    }
    plies[count] = ply;
    return count++;
  }

  Samples toSamples(int[] shape, long game) {
    long[] games = new long[count];
    Arrays.fill(games, game);
    return new Samples(
        shape,
        actions,
        Arrays.copyOf(observations, count * size),
        Arrays.copyOf(mask, count * actions),
        Arrays.copyOf(policy, count * actions),
        Arrays.copyOf(returns, count),
        games,
        Arrays.copyOf(plies, count));
  }

  /**
   * Adds a row for the decision of seat {@code who} in {@code s} after {@code ply} plies: its
   * observation and legal-action mask ({@code scratch} holds {@code actions} floats for the mask);
   * the policy is the caller's to write, the return {@link #finish}'s. Returns the row's index.
   */
  <S> int sample(Observations<S> game, S s, int who, int ply, float[] scratch) {
    int row = add(ply);
    seats[row] = who;
    game.observationTensor(s, who, observations, row * size);
    game.legalActionMask(s, scratch, 0);
    for (int a = 0; a < actions; a++) {
      mask[row * actions + a] = scratch[a] != 0;
    }
    return row;
  }

  /** Writes every row's return once the game is over: its mover's entry of {@code result}. */
  void finish(double[] result) {
    for (int i = 0; i < count; i++) {
      returns[i] = (float) result[seats[i]];
    }
  }
}
