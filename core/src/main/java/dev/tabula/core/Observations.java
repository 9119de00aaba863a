package dev.tabula.core;

import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;

/**
 * A game's capability to encode states as tensors for neural networks, following OpenSpiel: {@link
 * #observationShape()}, {@link #observationTensor} (a state from one player's point of view, as
 * floats written flat, row-major, into a caller's array) and {@link #legalActionMask} (one float
 * per action id). Both write into the caller's array at an offset, so a batch is one array, and
 * allocate nothing. Each game documents its encoding plane by plane.
 *
 * <p>A game offers it by implementing this interface beside {@link Game}, for its own state type;
 * tools find it with {@link #of}. The legal-action mask works for every game: {@link
 * #legalActionMask(Game, Object, float[], int)} writes it whether or not the game has observations.
 *
 * <p>The static {@code check...} methods are the argument checks of the tensor and the mask, for
 * games that implement them: one wording of every error, so that all games refuse bad arguments
 * alike.
 *
 * @param <S> the state type of the game
 */
public interface Observations<S> {

  /**
   * Returns the shape of {@link #observationTensor}'s output, outermost dimension first (for
   * example {@code {planes, rows, columns}}, or {@code {length}} for a flat vector). The same for
   * every state of this game object (its setup may change it); a new array each call.
   *
   * @return the dimensions, each {@code >= 1}, at least one
   */
  int[] observationShape();

  /**
   * Returns the number of floats {@link #observationTensor} writes: the product of {@link
   * #observationShape()}. Games override the default, which multiplies a fresh copy of the shape,
   * with a constant.
   *
   * @return the size, {@code >= 1}
   */
  default int observationSize() {
    int size = 1;
    for (int d : observationShape()) {
      size = Math.multiplyExact(size, d);
    }
    return size;
  }

  /**
   * Writes a state as seen by {@code player} into {@code out}: exactly {@link #observationSize()}
   * floats from {@code offset}, flat and row-major in the order of {@link #observationShape()} (the
   * last dimension varies fastest). Nothing else in the array changes, and nothing is allocated.
   *
   * <p>Contract, which the testkit checks: every value is finite and in {@code [0, 1]}; the tensor
   * is a function of the state and the viewpoint alone, defined at every state, chance nodes and
   * finished games included; and it is <em>sufficient</em>: two states with equal tensors from the
   * same viewpoint have the same {@link Game#currentPlayer}, the same legal action ids, the same
   * chance probabilities, the same {@link Game#result} when over, and applying the same action id
   * to both gives states whose tensors are again equal (a game documents any part of its state the
   * tensor leaves out, and why). Counts are normalised by a maximum the game documents.
   *
   * <p>The viewpoint arranges the tensor around that player (their pieces and counts first, the
   * others in seat order after them), so that one network can play every seat; in the games of this
   * library every viewpoint sees the whole state. Learners usually pass the player to move.
   *
   * @param state a state of this game
   * @param player the viewpoint, a seat in {@code [0, numPlayers())}
   * @param out receives the tensor
   * @param offset where the tensor starts in {@code out}
   * @throws IllegalArgumentException if {@code player} is not a seat, {@code offset} is negative or
   *     {@code out} has fewer than {@code offset + observationSize()} entries
   */
  void observationTensor(S state, int player, float[] out, int offset);

  /**
   * Writes the legal-action mask of a state into {@code out}: exactly {@link
   * Game#numDistinctActions()} floats from {@code offset}, 1 at the id of every legal move and 0
   * elsewhere, so that it multiplies a policy directly (or, as {@code mask == 0}, selects the
   * logits to set to minus infinity). At a chance node it marks the ids of the chance outcomes, as
   * {@link Game#legalActions} lists them; once the game is over it is all 0. Nothing else in the
   * array changes. Games without a faster way delegate to {@link #writeLegalActionMask}.
   *
   * @param state a state of this game
   * @param out receives the mask
   * @param offset where the mask starts in {@code out}
   * @throws IllegalArgumentException if {@code offset} is negative or {@code out} has fewer than
   *     {@code offset + numDistinctActions()} entries
   */
  void legalActionMask(S state, float[] out, int offset);

  /**
   * Returns the game's observations, if it has them.
   *
   * @param <S> the state type
   * @param game a game
   * @return the game itself as its observations, or empty when it has none
   */
  static <S> Optional<Observations<S>> of(Game<S, ?> game) {
    return Capabilities.of(game, Observations.class);
  }

  /**
   * Writes the legal-action mask of any game (see {@link #legalActionMask(Object, float[], int)}):
   * the game's own when it has {@link Observations}, else {@link #writeLegalActionMask}.
   *
   * @param <S> the state type
   * @param game the game
   * @param state a state of it
   * @param out receives the mask
   * @param offset where the mask starts in {@code out}
   * @throws IllegalArgumentException if {@code offset} is negative or {@code out} has fewer than
   *     {@code offset + game.numDistinctActions()} entries
   */
  static <S> void legalActionMask(Game<S, ?> game, S state, float[] out, int offset) {
    Optional<Observations<S>> own = of(game);
    if (own.isPresent()) {
      own.get().legalActionMask(state, out, offset);
    } else {
      writeLegalActionMask(game, state, out, offset);
    }
  }

  /**
   * Writes the legal-action mask from {@link Game#legalActions}, with an id buffer kept per thread,
   * so it allocates nothing when {@code legalActions} allocates nothing: the generic way, for games
   * without a faster one.
   *
   * @param <S> the state type
   * @param game the game
   * @param state a state of it
   * @param out receives the mask
   * @param offset where the mask starts in {@code out}
   * @throws IllegalArgumentException if {@code offset} is negative or {@code out} is too short
   */
  static <S> void writeLegalActionMask(Game<S, ?> game, S state, float[] out, int offset) {
    checkMaskArguments(game, out, offset);
    int[] ids = MaskBuffer.IDS.get();
    int need = game.maxLegalActions();
    if (ids.length < need) {
      ids = new int[need];
      MaskBuffer.IDS.set(ids);
    }
    int n = game.legalActions(state, ids);
    Arrays.fill(out, offset, offset + game.numDistinctActions(), 0f);
    for (int i = 0; i < n; i++) {
      out[offset + ids[i]] = 1f;
    }
  }

  /**
   * Checks the arguments of {@link #observationTensor}: the player is a seat and {@code out} has
   * {@link #observationSize()} entries from {@code offset}.
   *
   * @param game the game, which has observations
   * @param player the viewpoint
   * @param out the caller's array
   * @param offset where the tensor starts
   * @throws IllegalArgumentException if the player is not a seat of the game, the offset is
   *     negative or the array is too short, or the game has no observations
   * @throws NullPointerException if {@code game} or {@code out} is null
   */
  static void checkTensorArguments(Game<?, ?> game, int player, float[] out, int offset) {
    Objects.requireNonNull(out, "out");
    if (player < 0 || player >= game.numPlayers()) {
      throw new IllegalArgumentException(
          "a viewpoint is a seat 0.." + (game.numPlayers() - 1) + ", got " + player);
    }
    if (!(game instanceof Observations<?> own)) {
      throw new IllegalArgumentException(game.name() + " has no observations");
    }
    checkRoom("the observation tensor", own.observationSize(), out, offset);
  }

  /**
   * Checks the arguments of {@link #legalActionMask}: {@code out} has {@link
   * Game#numDistinctActions()} entries from {@code offset}.
   *
   * @param game the game
   * @param out the caller's array
   * @param offset where the mask starts
   * @throws IllegalArgumentException if the offset is negative or the array is too short
   * @throws NullPointerException if {@code game} or {@code out} is null
   */
  static void checkMaskArguments(Game<?, ?> game, float[] out, int offset) {
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
}

/** The per-thread action id buffer of {@link Observations#writeLegalActionMask}. */
final class MaskBuffer {
  private MaskBuffer() {}

  static final ThreadLocal<int[]> IDS = ThreadLocal.withInitial(() -> new int[0]);
}
