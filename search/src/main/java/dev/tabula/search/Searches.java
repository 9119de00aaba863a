package dev.tabula.search;

import dev.tabula.core.Game;
import dev.tabula.core.IllegalMoveException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import org.jspecify.annotations.Nullable;

/** What the searches and their builders share: checks, the value discount, lines of ids. */
final class Searches {
  private Searches() {}

  /** The value lost per ply of distance to a finished game: {@code 2^-20}, exact in binary. */
  static final double PLY_DISCOUNT = 0x1p-20;

  /** The longest playout of the Monte Carlo searches, for games whose length has no bound. */
  static final int MAX_PLAYOUT_PLIES = 10_000;

  /**
   * The player to move where a search starts, or an {@link IllegalArgumentException} when the state
   * is a chance node or finished: every search starts at a decision node.
   */
  static <S, M> int mover(Game<S, M> game, S state) {
    int me = game.currentPlayer(state);
    if (me < 0) {
      throw new IllegalArgumentException(
          "a search starts at a decision node, not at "
              + (me == Game.CHANCE ? "a chance node: " : "a finished game: ")
              + game.formatState(state));
    }
    return me;
  }

  /**
   * The longest playout a Monte Carlo search plays in a game: {@code plies} when set ({@code >=
   * 0}), else the game's own bound on its length capped at {@link #MAX_PLAYOUT_PLIES}.
   */
  static int playoutPlies(int plies, Game<?, ?> game) {
    return plies >= 0 ? plies : Math.min(game.maxGameLength(), MAX_PLAYOUT_PLIES);
  }

  /** The moves of a line of action ids from {@code state}, cut where an id is not legal. */
  static <S, M> List<M> line(Game<S, M> game, S state, int[] ids) {
    List<M> moves = new ArrayList<>(ids.length);
    S s = state;
    for (int id : ids) {
      if (game.currentPlayer(s) < 0) {
        break;
      }
      M move;
      try {
        move = game.move(s, id);
      } catch (IllegalMoveException e) {
        break; // only after a hash collision in the table
      }
      moves.add(move);
      s = game.apply(s, move);
    }
    return moves;
  }

  /**
   * Ends a search's wait for its helper tasks: sets the calling thread's interrupt status again if
   * the wait was interrupted, then rethrows the first task's failure, unchecked ones as they are.
   *
   * @param failure the cause of the first task that failed, or null
   * @param interrupted whether the wait was interrupted
   */
  static void afterTasks(@Nullable Throwable failure, boolean interrupted) {
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
    if (failure instanceof RuntimeException r) {
      throw r;
    }
    if (failure instanceof Error e) {
      throw e;
    }
    if (failure != null) {
      throw new IllegalStateException(failure);
    }
  }

  /** The most threads one search may use. */
  static final int MAX_THREADS = 256;

  /**
   * A search's thread count, checked.
   *
   * @param k the threads asked for
   * @return {@code k}
   * @throws IllegalArgumentException unless {@code k} is in {@code [1, MAX_THREADS]}
   */
  static int threads(int k) {
    return checked(k >= 1 && k <= MAX_THREADS, "threads must be 1.." + MAX_THREADS + ", got ", k);
  }

  /**
   * The default executor of a search's extra threads: each task on a new daemon thread of that
   * name, which ends with the task. It keeps no threads.
   *
   * @param name the threads' name
   * @return the executor
   */
  static Executor newThreadPerTask(String name) {
    return task -> {
      Thread t = new Thread(task, name);
      t.setDaemon(true);
      t.start();
    };
  }

  /** Returns a builder setting's {@code value} if {@code ok}, else refuses it with the message. */
  static int checked(boolean ok, String message, int value) {
    if (!ok) {
      throw new IllegalArgumentException(message + value);
    }
    return value;
  }

  /** Returns a builder setting's {@code value} if {@code ok}, else refuses it with the message. */
  static long checked(boolean ok, String message, long value) {
    if (!ok) {
      throw new IllegalArgumentException(message + value);
    }
    return value;
  }

  /** Returns a builder setting's {@code value} if {@code ok}, else refuses it with the message. */
  static double checked(boolean ok, String message, double value) {
    if (!ok) {
      throw new IllegalArgumentException(message + value);
    }
    return value;
  }
}
