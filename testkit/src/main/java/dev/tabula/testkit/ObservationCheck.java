package dev.tabula.testkit;

import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Game;
import dev.tabula.core.Observations;
import java.lang.management.ManagementFactory;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The observation part of {@link Conformance}: the checks of {@link Observations#observationShape},
 * {@link Observations#observationTensor} and {@link Observations#legalActionMask} at every state a
 * run visits, and the sufficiency of the tensors across all of them. Not thread-safe: one per run.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
final class ObservationCheck<S, M> {
  /** Entries before and after the tensor or mask that must stay untouched. */
  private static final int GUARD = 3;

  private static final float GUARD_VALUE = -42.5f;

  /**
   * The most distinct (viewpoint, tensor) fingerprints remembered; later states are only looked up.
   */
  private static final int MAX_GROUPS = 100_000;

  /** How many calls the allocation check measures, after as many to warm up. */
  private static final int ALLOCATION_CALLS = 2_000;

  private final Game<S, M> game;
  private final Observations<S> obs;
  private final int size;
  private final int actions;
  private final int depth;
  private final float[] first;
  private final float[] second;
  private final float[] mask;
  private final int[] ids;

  /** A representative state per (viewpoint, tensor) fingerprint. */
  private final Map<Long, S> groups = new HashMap<>();

  /** A few states of the first game, for the allocation check. */
  private final List<S> samples = new ArrayList<>();

  private long observed;
  private long compared;

  private ObservationCheck(Game<S, M> game, Observations<S> obs, int size, int depth) {
    this.game = game;
    this.obs = obs;
    this.size = size;
    this.actions = game.numDistinctActions();
    this.depth = depth;
    this.first = new float[size + 2 * GUARD];
    this.second = new float[size + 2 * GUARD];
    this.mask = new float[actions + 2 * GUARD];
    this.ids = new int[Math.max(1, game.maxLegalActions())];
  }

  /**
   * Returns the check for a game that provides observation tensors, after checking its shape; null
   * for a game without {@link Observations}.
   */
  static <S, M> @Nullable ObservationCheck<S, M> of(Game<S, M> game, int depth) {
    Optional<Observations<S>> own = Observations.of(game);
    if (own.isEmpty()) {
      return null;
    }
    Observations<S> obs = own.get();
    int[] shape = obs.observationShape();
    String name = game.name() + " conformance failed: ";
    check(shape != null && shape.length > 0, name + "observationShape() is empty");
    long product = 1;
    for (int d : shape) {
      check(d >= 1, name + "observationShape() " + Arrays.toString(shape) + " has a dimension < 1");
      product *= d;
      check(
          product <= Integer.MAX_VALUE, name + "the observation tensor has more than 2^31 entries");
    }
    shape[0] = -1;
    check(
        obs.observationShape()[0] != -1,
        name + "observationShape() returns its own array, not a copy");
    check(
        obs.observationSize() == product,
        name
            + "observationSize() is "
            + obs.observationSize()
            + ", the product of the shape "
            + Arrays.toString(obs.observationShape())
            + " is "
            + product);
    return new ObservationCheck<>(game, obs, (int) product, depth);
  }

  long observed() {
    return observed;
  }

  long compared() {
    return compared;
  }

  /** Bad arguments get {@link IllegalArgumentException}, once per run. */
  void checkArguments(S s) {
    int n = game.numPlayers();
    expectIllegalArgument(() -> obs.observationTensor(s, -1, first, 0), "viewpoint -1");
    expectIllegalArgument(() -> obs.observationTensor(s, n, first, 0), "viewpoint " + n);
    expectIllegalArgument(
        () -> obs.observationTensor(s, 0, new float[size - 1], 0), "an array one entry short");
    expectIllegalArgument(() -> obs.observationTensor(s, 0, first, -1), "offset -1");
    expectIllegalArgument(
        () -> obs.observationTensor(s, 0, first, first.length - size + 1), "an offset too far");
    expectIllegalArgument(
        () -> obs.observationTensor(s, 0, first, Integer.MAX_VALUE), "offset Integer.MAX_VALUE");
    expectIllegalArgument(
        () -> obs.legalActionMask(s, new float[actions - 1], 0), "a mask array one entry short");
    expectIllegalArgument(() -> obs.legalActionMask(s, mask, -1), "mask offset -1");
    expectIllegalArgument(
        () -> obs.legalActionMask(s, mask, mask.length - actions + 1), "a mask offset too far");
  }

  private void expectIllegalArgument(Runnable r, String what) {
    try {
      r.run();
    } catch (IllegalArgumentException expected) {
      return;
    } catch (RuntimeException e) {
      throw new AssertionError(
          "the observation with " + what + " threw " + e + " instead of IllegalArgumentException",
          e);
    }
    throw new AssertionError("the observation with " + what + " did not throw");
  }

  /**
   * Checks the tensors (every viewpoint) and the mask of one state, and the sufficiency against
   * earlier states with the same tensor.
   *
   * @param s the state
   * @param copy an equal state made independently (parsed from its notation)
   * @param legal the legal action ids of the state
   * @param count how many of {@code legal} there are
   */
  void checkState(S s, S copy, int[] legal, int count) {
    if (samples.size() < 16) {
      samples.add(s);
    }
    for (int p = 0; p < game.numPlayers(); p++) {
      Arrays.fill(first, Float.NaN);
      fillGuards(first, size);
      obs.observationTensor(s, p, first, GUARD);
      checkGuards(first, size, "observationTensor");
      for (int i = GUARD; i < GUARD + size; i++) {
        float v = first[i];
        if (!(v >= 0 && v <= 1)) {
          fail(
              "observationTensor from player "
                  + p
                  + ": entry "
                  + (i - GUARD)
                  + " is "
                  + v
                  + (Float.isNaN(v) ? " (not written, or NaN)" : ", not in [0, 1]"));
        }
      }
      Arrays.fill(second, 2f);
      obs.observationTensor(copy, p, second, GUARD);
      if (!Arrays.equals(first, GUARD, GUARD + size, second, GUARD, GUARD + size)) {
        fail(
            "observationTensor from player "
                + p
                + " differs for an equal state (parsed from the notation): first difference at"
                + " entry "
                + firstDifference(first, second));
      }
      group(s, p);
    }
    observed++;

    Arrays.fill(mask, Float.NaN);
    fillGuards(mask, actions);
    obs.legalActionMask(s, mask, GUARD);
    checkGuards(mask, actions, "legalActionMask");
    boolean[] isLegal = new boolean[actions];
    for (int i = 0; i < count; i++) {
      isLegal[legal[i]] = true;
    }
    for (int id = 0; id < actions; id++) {
      float v = mask[GUARD + id];
      if (v != (isLegal[id] ? 1f : 0f)) {
        fail(
            "legalActionMask has "
                + v
                + " at id "
                + id
                + ", which is "
                + (isLegal[id] ? "" : "not ")
                + "a legal action id");
      }
    }
  }

  private static void fillGuards(float[] a, int size) {
    Arrays.fill(a, 0, GUARD, GUARD_VALUE);
    Arrays.fill(a, GUARD + size, a.length, GUARD_VALUE);
  }

  private static void checkGuards(float[] a, int size, String what) {
    for (int i = 0; i < a.length; i++) {
      if (i == GUARD) {
        i += size - 1;
        continue;
      }
      if (a[i] != GUARD_VALUE) {
        fail(
            what
                + " wrote outside its "
                + size
                + " entries (at "
                + (i - GUARD)
                + " relative to the offset)");
      }
    }
  }

  private static int firstDifference(float[] a, float[] b) {
    for (int i = GUARD; i < a.length - GUARD; i++) {
      if (Float.floatToIntBits(a[i]) != Float.floatToIntBits(b[i])) {
        return i - GUARD;
      }
    }
    return -1;
  }

  /** A 64-bit fingerprint of the tensor now in {@code first}, and the viewpoint. */
  private long fingerprint(float[] a, int player) {
    long h = 0x9E3779B97F4A7C15L * (player + 1);
    for (int i = GUARD; i < GUARD + size; i++) {
      h = (h ^ Float.floatToIntBits(a[i])) * 0xBF58476D1CE4E5B9L;
      h ^= h >>> 29;
    }
    return h;
  }

  /** Files the state under its (viewpoint, tensor), comparing it with the state already there. */
  private void group(S s, int player) {
    long key = fingerprint(first, player);
    S earlier = groups.get(key);
    if (earlier == null) {
      if (groups.size() < MAX_GROUPS) {
        groups.put(key, s);
      }
      return;
    }
    if (earlier.equals(s)) {
      return;
    }
    float[] a = tensor(earlier, player);
    float[] b = tensor(s, player);
    if (!Arrays.equals(a, b)) {
      return; // two tensors with one fingerprint
    }
    compared++;
    compareFutures(earlier, s, player, depth, new ArrayList<>());
  }

  private float[] tensor(S s, int player) {
    float[] t = new float[size];
    obs.observationTensor(s, player, t, 0);
    return t;
  }

  /**
   * Two states with equal tensors from {@code player}: the same mover, legal ids, chance
   * probabilities and result; and, {@code plies} deep, children with equal tensors again.
   */
  private void compareFutures(S a, S b, int player, int plies, List<Integer> path) {
    String pair =
        "the states "
            + game.formatState(a)
            + " and "
            + game.formatState(b)
            + " have equal observation tensors from player "
            + player
            + (path.isEmpty() ? "" : " after the action ids " + path)
            + ", but ";
    String insufficient = ": the tensor is not sufficient";
    check(
        game.currentPlayer(a) == game.currentPlayer(b),
        pair + "a different currentPlayer" + insufficient);
    int[] idsA = new int[ids.length];
    int[] idsB = new int[ids.length];
    int n = game.legalActions(a, idsA);
    int m = game.legalActions(b, idsB);
    check(
        Arrays.equals(idsA, 0, n, idsB, 0, m), pair + "different legal action ids" + insufficient);
    if (game.isTerminal(a)) {
      check(game.result(a).equals(game.result(b)), pair + "different results" + insufficient);
      return;
    }
    if (game.isChance(a)) {
      List<ChanceOutcome<M>> oa = game.chanceOutcomes(a);
      List<ChanceOutcome<M>> ob = game.chanceOutcomes(b);
      for (int i = 0; i < oa.size(); i++) {
        check(
            BigInteger.valueOf(oa.get(i).numerator())
                .multiply(BigInteger.valueOf(ob.get(i).denominator()))
                .equals(
                    BigInteger.valueOf(ob.get(i).numerator())
                        .multiply(BigInteger.valueOf(oa.get(i).denominator()))),
            pair + "different chance probabilities" + insufficient);
      }
    }
    if (plies == 0) {
      return;
    }
    for (int i = 0; i < n; i++) {
      int id = idsA[i];
      S na = game.applyAction(a, id);
      S nb = game.applyAction(b, id);
      check(
          Arrays.equals(tensor(na, player), tensor(nb, player)),
          pair + "their tensors differ after the action id " + id + insufficient);
      List<Integer> deeper = new ArrayList<>(path);
      deeper.add(id);
      compareFutures(na, nb, player, plies - 1, deeper);
    }
  }

  /**
   * The tensors and the mask allocate nothing: measured with the JVM's per-thread allocation
   * counter over many calls on the sampled states, when the JVM has one.
   */
  void checkAllocation() {
    if (!(ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean bean)
        || !bean.isThreadAllocatedMemorySupported()
        || !bean.isThreadAllocatedMemoryEnabled()
        || samples.isEmpty()) {
      return;
    }
    callMany(ALLOCATION_CALLS); // warm up: class loading, first compilations
    long before = bean.getCurrentThreadAllocatedBytes();
    callMany(ALLOCATION_CALLS);
    long bytes = bean.getCurrentThreadAllocatedBytes() - before;
    // an allocation costs at least 16 bytes: under one byte per call means none per call
    check(
        bytes < ALLOCATION_CALLS,
        ALLOCATION_CALLS
            + " calls of observationTensor and legalActionMask allocated "
            + bytes
            + " bytes: they must allocate nothing");
  }

  private void callMany(int calls) {
    int players = game.numPlayers();
    for (int i = 0; i < calls; i++) {
      S s = samples.get(i % samples.size());
      obs.observationTensor(s, i % players, first, GUARD);
      obs.legalActionMask(s, mask, GUARD);
    }
  }

  /** A digest of the state's tensors and mask, for comparing runs on several threads. */
  static <S> String digest(Game<S, ?> game, S s) {
    Observations<S> obs = Observations.of(game).orElseThrow();
    int size = obs.observationSize();
    float[] t = new float[size * game.numPlayers() + game.numDistinctActions()];
    for (int p = 0; p < game.numPlayers(); p++) {
      obs.observationTensor(s, p, t, p * size);
    }
    obs.legalActionMask(s, t, size * game.numPlayers());
    return Integer.toHexString(Arrays.hashCode(t));
  }

  /** Fails with the message: for checks whose message costs something to build. */
  private static void fail(String what) {
    throw new AssertionError(what);
  }

  private static void check(boolean ok, String what) {
    if (!ok) {
      throw new AssertionError(what);
    }
  }
}
