package dev.tabula.search;

import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Evaluation;
import dev.tabula.core.Game;
import dev.tabula.core.GameResult;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiPredicate;
import org.jspecify.annotations.Nullable;

/** Brute-force references for the search tests, written for clarity, without any pruning. */
final class SearchTesting {
  private SearchTesting() {}

  /** The value lost per ply of distance to the end, as the searches document it. */
  static final double PLY = 0x1p-20;

  /**
   * Plain negamax to a fixed depth, on alpha-beta's documented scale: a finished game is {@code
   * returns * (2 - ply * 2^-20)} for the player to move, the horizon the evaluation, or with a
   * noisy-move test the best of standing pat and the noisy moves, at most {@code quiescence} plies
   * on.
   */
  static final class Negamax<S, M> {
    private final Game<S, M> game;
    private final Evaluation<S> evaluation;
    private final @Nullable BiPredicate<S, M> noisy;
    private final int quiescence;

    Negamax(Game<S, M> game, Evaluation<S> evaluation) {
      this(game, evaluation, null, 0);
    }

    Negamax(
        Game<S, M> game,
        Evaluation<S> evaluation,
        @Nullable BiPredicate<S, M> noisy,
        int quiescence) {
      this.game = game;
      this.evaluation = evaluation;
      this.noisy = noisy;
      this.quiescence = quiescence;
    }

    /** Per legal move of the root, its score for the root's player. */
    double[] rootScores(S root, int depth) {
      int me = game.currentPlayer(root);
      List<M> moves = game.legalMoves(root);
      double[] out = new double[moves.size()];
      for (int i = 0; i < out.length; i++) {
        out[i] = child(game.apply(root, moves.get(i)), me, depth - 1, 1, 0);
      }
      return out;
    }

    private double score(S s, int depth, int ply, int qply) {
      int me = game.currentPlayer(s);
      if (depth == 0) {
        double best = evaluation.evaluate(s, me);
        if (noisy == null || qply >= quiescence) {
          return best;
        }
        for (M m : game.legalMoves(s)) {
          if (noisy.test(s, m)) {
            best = Math.max(best, child(game.apply(s, m), me, 0, ply + 1, qply + 1));
          }
        }
        return best;
      }
      double best = Double.NEGATIVE_INFINITY;
      for (M m : game.legalMoves(s)) {
        best = Math.max(best, child(game.apply(s, m), me, depth - 1, ply + 1, 0));
      }
      return best;
    }

    private double child(S c, int parent, int depth, int ply, int qply) {
      int who = game.currentPlayer(c);
      if (who == Game.TERMINAL) {
        return game.result(c).returns(parent) * (2 - ply * PLY);
      }
      double v = score(c, depth, ply, qply);
      return who == parent ? v : -v;
    }
  }

  /** Alpha-beta's reported value of an internal score. */
  static double reported(double score) {
    return score > 1 ? score - 1 : score < -1 ? score + 1 : score;
  }

  /** The index of the first maximum. */
  static int firstMax(double[] values) {
    int best = 0;
    for (int i = 1; i < values.length; i++) {
      if (values[i] > values[best]) {
        best = i;
      }
    }
    return best;
  }

  /**
   * Max-n expectimax by brute force on move objects: per player, {@code returns * (1 - ply *
   * 2^-20)} at the end, the evaluation at depth 0, the probability-weighted mean at chance nodes,
   * and the child best for the mover (the first on ties) at decision nodes.
   */
  static <S, M> double[] maxN(Game<S, M> game, Evaluation<S> evaluation, S s, int depth, int ply) {
    int n = game.numPlayers();
    double[] out = new double[n];
    int who = game.currentPlayer(s);
    if (who == Game.TERMINAL) {
      GameResult r = game.result(s);
      for (int p = 0; p < n; p++) {
        out[p] = r.returns(p) * (1 - ply * PLY);
      }
      return out;
    }
    if (depth == 0) {
      for (int p = 0; p < n; p++) {
        out[p] = evaluation.evaluate(s, p);
      }
      return out;
    }
    if (who == Game.CHANCE) {
      for (ChanceOutcome<M> o : game.chanceOutcomes(s)) {
        double[] v = maxN(game, evaluation, game.apply(s, o.outcome()), depth - 1, ply + 1);
        for (int p = 0; p < n; p++) {
          // As the search sums, in the same order and rounding: with more than two players a
          // different rounding can break a tie the other way and change the others' values.
          out[p] += o.probability() * v[p];
        }
      }
      return out;
    }
    double[] best = null;
    for (M m : game.legalMoves(s)) {
      double[] v = maxN(game, evaluation, game.apply(s, m), depth - 1, ply + 1);
      if (best == null || v[who] > best[who]) {
        best = v;
      }
    }
    return best;
  }

  /** The root moves without their lines: what a search to a fixed depth pins down. */
  static <M> List<List<Object>> movesAndValues(SearchResult<M> r) {
    List<List<Object>> out = new ArrayList<>();
    for (SearchResult.RootMove<M> rm : r.rootMoves()) {
      out.add(List.of(rm.move(), rm.visits(), rm.value()));
    }
    return out;
  }

  /** What to print when a search disagrees: the seed, the position and what the search did. */
  static <S, M> String describe(Game<S, M> game, long seed, S root, SearchResult<M> r) {
    List<String> pv = new ArrayList<>();
    S s = root;
    for (M m : r.principalVariation()) {
      pv.add(game.formatMove(s, m));
      s = game.apply(s, m);
    }
    List<String> roots = new ArrayList<>();
    for (SearchResult.RootMove<M> rm : r.rootMoves()) {
      roots.add(game.formatMove(root, rm.move()) + "=" + rm.value());
    }
    return "seed "
        + seed
        + ", position "
        + game.formatState(root)
        + ", move "
        + game.formatMove(root, r.move())
        + ", value "
        + r.value()
        + ", depth "
        + r.depth()
        + ", nodes "
        + r.iterations()
        + ", pv "
        + pv
        + ", root moves "
        + roots;
  }
}
