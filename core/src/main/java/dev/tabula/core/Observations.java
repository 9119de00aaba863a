package dev.tabula.core;

import java.util.Arrays;
import java.util.Objects;

/**
 * The argument checks of {@link Game#observationTensor} and {@link Game#legalActionMask}, for games
 * that implement them: one wording of every error, so that all games refuse bad arguments alike.
 * Thread-safe; allocates nothing unless it throws.
 */
public final class Observations {
  private Observations() {}

  /**
   * Per-thread action id buffer for {@link #writeLegalActionMask}; grown when a game needs more.
   */
  private static final ThreadLocal<int[]> IDS = ThreadLocal.withInitial(() -> new int[0]);

  /**
   * Checks the arguments of {@link Game#observationTensor}: the player is a seat and {@code out}
   * has {@link Game#observationSize()} entries from {@code offset}.
   *
   * @param game the game
   * @param player the viewpoint
   * @param out the caller's array
   * @param offset where the tensor starts
   * @throws IllegalArgumentException if the player is not a seat of the game, the offset is
   *     negative or the array is too short
   * @throws NullPointerException if {@code game} or {@code out} is null
   */
  public static void checkTensorArguments(Game<?, ?> game, int player, float[] out, int offset) {
    Objects.requireNonNull(out, "out");
    if (player < 0 || player >= game.numPlayers()) {
      throw new IllegalArgumentException(
          "a viewpoint is a seat 0.." + (game.numPlayers() - 1) + ", got " + player);
    }
    checkRoom("the observation tensor", game.observationSize(), out, offset);
  }

  /**
   * Checks the arguments of {@link Game#legalActionMask}: {@code out} has {@link
   * Game#numDistinctActions()} entries from {@code offset}.
   *
   * @param game the game
   * @param out the caller's array
   * @param offset where the mask starts
   * @throws IllegalArgumentException if the offset is negative or the array is too short
   * @throws NullPointerException if {@code game} or {@code out} is null
   */
  public static void checkMaskArguments(Game<?, ?> game, float[] out, int offset) {
    Objects.requireNonNull(out, "out");
    checkRoom("the legal-action mask", game.numDistinctActions(), out, offset);
  }

  private static void checkRoom(String what, int size, float[] out, int offset) {
    if (offset < 0) {
      throw new IllegalArgumentException("the offset must be >= 0, got " + offset);
    }
    if (offset > out.length - size) {
      throw new IllegalArgumentException(
          what
              + " needs "
              + size
              + " entries from offset "
              + offset
              + ", the array has "
              + out.length);
    }
  }

  /**
   * Writes the legal-action mask of a state as {@link Game#legalActionMask} specifies it, from
   * {@link Game#legalActions}: 1 at the id of every legal move (at a chance node, of every
   * outcome), 0 elsewhere; all 0 once the game is over. Allocates nothing when {@code legalActions}
   * allocates nothing (the id buffer is kept per thread).
   *
   * @throws IllegalArgumentException if the offset is negative or the array is too short
   */
  static <S> void writeLegalActionMask(Game<S, ?> game, S state, float[] out, int offset) {
    checkMaskArguments(game, out, offset);
    int[] ids = IDS.get();
    int need = game.maxLegalActions();
    if (ids.length < need) {
      ids = new int[need];
      IDS.set(ids);
    }
    int n = game.legalActions(state, ids);
    Arrays.fill(out, offset, offset + game.numDistinctActions(), 0f);
    for (int i = 0; i < n; i++) {
      out[offset + ids[i]] = 1f;
    }
  }
}
