package dev.tabula.core;

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Monte Carlo tree search with UCT selection, for any game: chance nodes are branches of the tree
 * (one child per outcome, sampled by its probability), so every tree node stands for exactly one
 * state. Each player maximises their own mean return, so it plays games of any number of players. A
 * new tree is grown for every decision; the agent keeps nothing between calls.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
final class Mcts<S, M> implements Agent<S, M> {
  private final int iterations;
  private final double exploration;
  private final int maxPlies;

  Mcts(int iterations, double exploration, int maxPlies) {
    this.iterations = iterations;
    this.exploration = exploration;
    this.maxPlies = maxPlies;
  }

  /**
   * A tree node: one state, reached by the path from the root. Its arrays are made when the node is
   * first expanded ({@code children == null} until then).
   */
  @SuppressWarnings("NullAway.Init")
  private static final class Node {
    int visits;
    double[] returnSums;
    int[] actions;
    Node[] children;
  }

  @Override
  public M choose(Game<S, M> game, S state, RandomGenerator random) {
    List<M> moves = game.legalMoves(state);
    if (moves.size() == 1) {
      return moves.get(0);
    }
    int players = game.numPlayers();
    Node root = new Node();
    List<Node> path = new ArrayList<>();
    for (int it = 0; it < iterations; it++) {
      path.clear();
      Node node = root;
      S s = state;
      path.add(node);
      boolean leaf = false;
      while (!leaf) {
        int who = game.currentPlayer(s);
        if (who == Game.TERMINAL) {
          break;
        }
        if (node.children == null) {
          if (who == Game.CHANCE) {
            node.children = new Node[game.chanceOutcomes(s).size()];
          } else {
            int[] buffer = new int[game.maxLegalActions()];
            int n = game.legalActions(s, buffer);
            node.actions = java.util.Arrays.copyOf(buffer, n);
            node.children = new Node[n];
          }
        }
        int pick;
        if (who == Game.CHANCE) {
          List<ChanceOutcome<M>> outcomes = game.chanceOutcomes(s);
          pick = Playouts.sampleChanceIndex(outcomes, random);
          s = game.apply(s, outcomes.get(pick).outcome());
        } else {
          pick = select(node, who);
          s = game.applyAction(s, node.actions[pick]);
        }
        Node child = node.children[pick];
        if (child == null) {
          child = new Node();
          child.returnSums = new double[players];
          node.children[pick] = child;
          leaf = true;
        }
        node = child;
        path.add(node);
      }
      S end = game.randomPlayout(s, random, maxPlies);
      GameResult result = game.isTerminal(end) ? game.result(end) : null;
      for (Node n : path) {
        n.visits++;
        if (result != null && n.returnSums != null) {
          for (int p = 0; p < players; p++) {
            n.returnSums[p] += result.returns(p);
          }
        }
      }
    }
    int best = 0;
    for (int i = 1; i < root.children.length; i++) {
      if (visits(root.children[i]) > visits(root.children[best])) {
        best = i;
      }
    }
    return game.move(state, root.actions[best]);
  }

  private static int visits(Node n) {
    return n == null ? 0 : n.visits;
  }

  /**
   * The first untried move, else the child with the best upper confidence bound for {@code who}.
   */
  private int select(Node node, int who) {
    for (int i = 0; i < node.children.length; i++) {
      if (node.children[i] == null) {
        return i;
      }
    }
    double logN = Math.log(node.visits);
    int best = 0;
    double bestValue = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < node.children.length; i++) {
      Node c = node.children[i];
      double value = c.returnSums[who] / c.visits + exploration * Math.sqrt(logN / c.visits);
      if (value > bestValue) {
        bestValue = value;
        best = i;
      }
    }
    return best;
  }
}
