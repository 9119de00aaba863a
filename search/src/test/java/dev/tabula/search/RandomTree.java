package dev.tabula.search;

import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Game;
import dev.tabula.core.GameResult;
import dev.tabula.core.IllegalMoveException;
import dev.tabula.core.NotationException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A test game of seeded random trees with many transpositions, for comparing searches with brute
 * force. A state is a node {@code (level, index)} with {@code index < width}; everything about it
 * (who moves, how many moves, where they lead, the result, the evaluation) is a hash of the seed
 * and the node, so equal nodes reached by different paths are the same state. A move leads one
 * level down, or now and then two, so one node is met at different plies. Nodes at level {@code
 * levels} or deeper are terminal, and about one in ten others. With {@code chance > 0}, that share
 * of the other nodes are chance nodes with 2 or 3 outcomes of uneven probability. The player to
 * move is drawn per node, so a player may move twice in a row. Moves are ids {@code 0..k-1},
 * written {@code m0}, {@code m1}...; positions {@code level:index}.
 */
final class RandomTree implements Game<RandomTree.Node, Integer> {
  private static final int MAX_CHILDREN = 4;

  private final int players;
  private final int levels;
  private final int width;
  private final int chancePercent;
  private final long seed;

  record Node(int level, int index) {}

  /**
   * A tree.
   *
   * @param players the number of players
   * @param levels the level where every node is terminal
   * @param width the nodes per level
   * @param chancePercent the share of chance nodes among the non-terminal ones, 0..100
   * @param seed the seed
   */
  RandomTree(int players, int levels, int width, int chancePercent, long seed) {
    this.players = players;
    this.levels = levels;
    this.width = width;
    this.chancePercent = chancePercent;
    this.seed = seed;
  }

  /** A two-player tree without chance. */
  static RandomTree twoPlayer(int levels, int width, long seed) {
    return new RandomTree(2, levels, width, 0, seed);
  }

  private long mix(long a, long b, long c) {
    long z = seed;
    for (long x : new long[] {a, b, c}) {
      z += 0x9E3779B97F4A7C15L + x;
      z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
      z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
      z ^= z >>> 31;
    }
    return z & Long.MAX_VALUE;
  }

  private long h(Node n, long salt) {
    return mix(n.level(), n.index(), salt);
  }

  private int children(Node n) {
    return currentPlayer(n) == CHANCE
        ? 2 + (int) (h(n, 1) % 2)
        : 1 + (int) (h(n, 1) % MAX_CHILDREN);
  }

  /**
   * Evaluates a node for a player: a multiple of 0.1 in [-0.8, 0.8] (so values tie often), zero-sum
   * for two players.
   */
  double evaluate(Node n, int player) {
    if (players == 2) {
      double v = ((int) (h(n, 5) % 17) - 8) / 10.0;
      return player == 0 ? v : -v;
    }
    return ((int) (h(n, 6 + player) % 17) - 8) / 10.0;
  }

  /** Whether a move is "noisy", for quiescence tests: about one in three. */
  boolean noisy(Node n, Integer move) {
    return mix(n.level() * 8L + move, n.index(), 11) % 3 == 0;
  }

  @Override
  public String name() {
    return "random-tree";
  }

  @Override
  public int numPlayers() {
    return players;
  }

  @Override
  public int maxChanceOutcomes() {
    return chancePercent > 0 ? 3 : 0;
  }

  @Override
  public Node start() {
    return new Node(0, 0);
  }

  @Override
  public int currentPlayer(Node n) {
    if (n.level() >= levels || (n.level() > 0 && h(n, 2) % 10 == 0)) {
      return TERMINAL;
    }
    if (n.level() > 0 && h(n, 3) % 100 < chancePercent) {
      return CHANCE;
    }
    return (int) (h(n, 4) % players);
  }

  @Override
  public List<Integer> legalMoves(Node n) {
    if (isTerminal(n)) {
      return List.of();
    }
    List<Integer> out = new ArrayList<>();
    for (int j = 0; j < children(n); j++) {
      out.add(j);
    }
    return Collections.unmodifiableList(out);
  }

  @Override
  public List<ChanceOutcome<Integer>> chanceOutcomes(Node n) {
    if (!isChance(n)) {
      return List.of();
    }
    int k = children(n);
    long[] weights = new long[k];
    long sum = 0;
    for (int j = 0; j < k; j++) {
      weights[j] = 1 + mix(n.level(), n.index() * 8L + j, 12) % 5;
      sum += weights[j];
    }
    List<ChanceOutcome<Integer>> out = new ArrayList<>();
    for (int j = 0; j < k; j++) {
      out.add(new ChanceOutcome<>(j, weights[j], sum));
    }
    return Collections.unmodifiableList(out);
  }

  @Override
  public Node apply(Node n, Integer move) {
    if (isTerminal(n) || move < 0 || move >= children(n)) {
      throw new IllegalMoveException("no move " + move + " at " + formatState(n));
    }
    long x = mix(n.level(), n.index() * 8L + move, 13);
    int step = x % 5 == 0 ? 2 : 1;
    return new Node(n.level() + step, (int) ((x >>> 8) % width));
  }

  @Override
  public int numDistinctActions() {
    return MAX_CHILDREN;
  }

  @Override
  public int actionId(Node n, Integer move) {
    if (isTerminal(n) || move < 0 || move >= children(n)) {
      throw new IllegalMoveException("no move " + move);
    }
    return move;
  }

  @Override
  public Integer move(Node n, int id) {
    if (isTerminal(n) || id < 0 || id >= children(n)) {
      throw new IllegalMoveException("no move with id " + id);
    }
    return id;
  }

  @Override
  public long hash(Node n) {
    return mix(n.level(), n.index(), 99);
  }

  @Override
  public GameResult result(Node n) {
    if (!isTerminal(n)) {
      throw new IllegalStateException("not over");
    }
    long[] scores = new long[players];
    for (int p = 0; p < players; p++) {
      scores[p] = h(n, 20 + p) % 3;
    }
    return GameResult.byScores(scores);
  }

  @Override
  public int maxGameLength() {
    return levels;
  }

  @Override
  public String formatState(Node n) {
    return n.level() + ":" + n.index();
  }

  @Override
  public Node parseState(CharSequence text) {
    String[] parts = text.toString().split(":", -1);
    try {
      return new Node(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]));
    } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
      throw new NotationException(text, 0, "level:index");
    }
  }

  @Override
  public String formatMove(Node n, Integer move) {
    actionId(n, move);
    return "m" + move;
  }

  @Override
  public Integer parseMove(Node n, CharSequence text) {
    if (text.length() < 2 || text.charAt(0) != 'm') {
      throw new NotationException(text, 0, "m and a number");
    }
    int move = text.charAt(1) - '0';
    actionId(n, move);
    return move;
  }
}
