package dev.tabula.cli;

import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Describable;
import dev.tabula.core.Game;
import dev.tabula.core.GameResult;
import dev.tabula.core.IllegalMoveException;
import dev.tabula.core.NotationException;
import java.util.ArrayList;
import java.util.List;

/**
 * A tiny game with chance nodes, for testing the command line without a real engine: Nim with a
 * die.
 *
 * <p>Players take turns in seat order. A turn is a die roll (chance: 1 with 1/2, 2 with 1/3, 3 with
 * 1/6), then the player takes 1..roll stones, at most what is left. Whoever takes the last stone
 * wins; everybody else shares the last rank.
 *
 * <p>Position: {@code <pile> <seat to move, 1-based> <roll or ->}, e.g. {@code 10 1 -} (a roll is
 * due) or {@code 10 1 3} (rolled 3, to take). When the pile is 0 the game is over and the seat
 * shown is the one after the winner. A game of more than 2 players adds its number of players, as
 * in {@code 10 3 - /3}; parsing accepts it always (it must match the game) and does without it (so
 * the position implies the option players, like a Marrakech position: see {@link
 * RollNimProvider#optionsFor}). Moves: a roll is its digit {@code 1}..{@code 3}; taking k stones is
 * {@code tK}. Action ids: roll d is d - 1, take k is k + 2.
 *
 * <p>For testing how the command line reports bugs, a fault can be built in: {@code moves} (listing
 * the moves at a decision throws an IllegalArgumentException), {@code format} (formatting a move
 * throws a NotationException), {@code result} (the result throws an IllegalArgumentException) or
 * {@code apply} (applying a take throws an IllegalMoveException although the take is listed and
 * parses).
 */
final class RollNim
    implements Game<RollNim.State, RollNim.Move>, Describable<RollNim.State, RollNim.Move> {

  /** A state: immutable. roll is 0 when a roll is due. */
  record State(int pile, int toMove, int roll) {}

  /** A move: a roll outcome or a take. */
  record Move(boolean roll, int n) {}

  private static final long[] WEIGHTS = {3, 2, 1};

  private final int players;
  private final int pile;
  private final String fault;

  RollNim(int players, int pile) {
    this(players, pile, "");
  }

  RollNim(int players, int pile, String fault) {
    this.players = players;
    this.pile = pile;
    this.fault = fault;
  }

  @Override
  public String name() {
    return "rollnim";
  }

  @Override
  public java.util.Map<String, String> options() {
    java.util.Map<String, String> o = new java.util.LinkedHashMap<>();
    o.put("players", Integer.toString(players));
    o.put("pile", Integer.toString(pile));
    if (!fault.isEmpty()) {
      o.put("fault", fault);
    }
    return java.util.Collections.unmodifiableMap(o);
  }

  @Override
  public int numPlayers() {
    return players;
  }

  @Override
  public State start() {
    return new State(pile, 0, 0);
  }

  @Override
  public int currentPlayer(State s) {
    return s.pile() == 0 ? TERMINAL : s.roll() == 0 ? CHANCE : s.toMove();
  }

  @Override
  public List<Move> legalMoves(State s) {
    List<Move> moves = new ArrayList<>();
    if (s.pile() == 0) {
      return List.of();
    }
    if (s.roll() == 0) {
      for (int d = 1; d <= 3; d++) {
        moves.add(new Move(true, d));
      }
    } else {
      if (fault.equals("moves")) {
        throw new IllegalArgumentException("fault 'moves': no list of moves");
      }
      for (int k = 1; k <= Math.min(s.roll(), s.pile()); k++) {
        moves.add(new Move(false, k));
      }
    }
    return List.copyOf(moves);
  }

  @Override
  public List<ChanceOutcome<Move>> chanceOutcomes(State s) {
    if (s.pile() == 0 || s.roll() != 0) {
      return List.of();
    }
    List<ChanceOutcome<Move>> list = new ArrayList<>();
    for (int d = 1; d <= 3; d++) {
      list.add(new ChanceOutcome<>(new Move(true, d), WEIGHTS[d - 1], 6));
    }
    return List.copyOf(list);
  }

  @Override
  public State apply(State s, Move m) {
    check(s, m);
    if (fault.equals("apply") && !m.roll()) {
      throw new IllegalMoveException("fault 'apply': takes are refused");
    }
    if (m.roll()) {
      return new State(s.pile(), s.toMove(), m.n());
    }
    return new State(s.pile() - m.n(), (s.toMove() + 1) % players, 0);
  }

  private void check(State s, Move m) {
    if (s.pile() == 0) {
      throw new IllegalMoveException("the game is over");
    }
    if (m.roll() != (s.roll() == 0)) {
      throw new IllegalMoveException(
          m.roll() ? "the die was already rolled" : "the die must be rolled first");
    }
    if (m.roll() && (m.n() < 1 || m.n() > 3)) {
      throw new IllegalMoveException("the die shows 1..3, not " + m.n());
    }
    if (!m.roll() && (m.n() < 1 || m.n() > s.roll())) {
      throw new IllegalMoveException(
          "the roll was " + s.roll() + ": take 1.." + s.roll() + ", not " + m.n());
    }
    if (!m.roll() && m.n() > s.pile()) {
      throw new IllegalMoveException("only " + s.pile() + " left, cannot take " + m.n());
    }
  }

  @Override
  public int numDistinctActions() {
    return 6;
  }

  @Override
  public int maxLegalActions() {
    return 3;
  }

  @Override
  public int actionId(State s, Move m) {
    check(s, m);
    return m.roll() ? m.n() - 1 : m.n() + 2;
  }

  @Override
  public Move move(State s, int id) {
    if (id < 0 || id > 5) {
      throw new IllegalMoveException("no action id " + id);
    }
    Move m = id < 3 ? new Move(true, id + 1) : new Move(false, id - 2);
    check(s, m);
    return m;
  }

  @Override
  public long hash(State s) {
    long h =
        s.pile() * 0x9E3779B97F4A7C15L
            ^ s.toMove() * 0xC2B2AE3D27D4EB4FL
            ^ s.roll() * 0x165667B19E3779F9L;
    return h ^ (h >>> 29);
  }

  @Override
  public GameResult result(State s) {
    if (s.pile() != 0) {
      throw new IllegalStateException("the game is not over");
    }
    if (fault.equals("result")) {
      throw new IllegalArgumentException("fault 'result': no result");
    }
    int winner = (s.toMove() + players - 1) % players;
    long[] scores = new long[players];
    scores[winner] = 1;
    return GameResult.byScores(scores);
  }

  @Override
  public int maxGameLength() {
    return 2 * pile;
  }

  @Override
  public String formatState(State s) {
    return s.pile()
        + " "
        + (s.toMove() + 1)
        + " "
        + (s.roll() == 0 ? "-" : Integer.toString(s.roll()))
        + (players == 2 ? "" : " /" + players);
  }

  @Override
  public State parseState(CharSequence text) {
    String t = text.toString();
    int pos = 0;
    int pileStart = pos;
    while (pos < t.length() && Character.isDigit(t.charAt(pos)) && pos - pileStart < 2) {
      pos++;
    }
    if (pos == pileStart) {
      throw new NotationException(t, pos, "the pile, a number 0..99");
    }
    int p = Integer.parseInt(t.substring(pileStart, pos));
    if (pos >= t.length() || t.charAt(pos) != ' ') {
      throw new NotationException(t, pos, "a space after the pile");
    }
    pos++;
    if (pos >= t.length() || t.charAt(pos) < '1' || t.charAt(pos) > '0' + players) {
      throw new NotationException(t, pos, "the seat to move, 1.." + players);
    }
    int toMove = t.charAt(pos) - '1';
    pos++;
    if (pos >= t.length() || t.charAt(pos) != ' ') {
      throw new NotationException(t, pos, "a space after the seat");
    }
    pos++;
    int roll;
    if (pos < t.length() && t.charAt(pos) == '-') {
      roll = 0;
    } else if (pos < t.length() && t.charAt(pos) >= '1' && t.charAt(pos) <= '3') {
      roll = t.charAt(pos) - '0';
    } else {
      throw new NotationException(t, pos, "the roll 1..3 or '-'");
    }
    pos++;
    if (pos + 1 < t.length() && t.charAt(pos) == ' ' && t.charAt(pos + 1) == '/') {
      if (pos + 3 != t.length() || t.charAt(pos + 2) != '0' + players) {
        throw new NotationException(
            t, pos + 2, "'" + players + "': this game has " + players + " players");
      }
      pos += 3;
    }
    if (pos != t.length()) {
      throw new NotationException(t, pos, "the end of the position");
    }
    if (p == 0 && roll != 0) {
      throw new NotationException(t, pos - 1, "'-': nothing is rolled once the pile is empty");
    }
    return new State(p, toMove, roll);
  }

  @Override
  public String formatMove(State s, Move m) {
    check(s, m);
    if (fault.equals("format")) {
      throw new NotationException("t?", 1, "fault 'format': no notation");
    }
    return m.roll() ? Integer.toString(m.n()) : "t" + m.n();
  }

  @Override
  public Move parseMove(State s, CharSequence text) {
    String t = text.toString();
    Move m;
    if (t.length() == 1 && t.charAt(0) >= '1' && t.charAt(0) <= '3') {
      m = new Move(true, t.charAt(0) - '0');
    } else if (t.length() == 2 && t.charAt(0) == 't' && t.charAt(1) >= '1' && t.charAt(1) <= '3') {
      m = new Move(false, t.charAt(1) - '0');
    } else if (t.length() >= 1 && t.charAt(0) == 't') {
      throw new NotationException(t, 1, "a number of stones 1..3");
    } else {
      throw new NotationException(t, 0, "a roll 1..3 or a take t1..t3");
    }
    check(s, m);
    return m;
  }

  @Override
  public String render(State s, boolean ansi) {
    String stones = "o".repeat(s.pile());
    if (ansi) {
      stones = "\033[33m" + stones + "\033[0m";
    }
    String turn =
        s.pile() == 0
            ? "game over"
            : "P"
                + (s.toMove() + 1)
                + (s.roll() == 0 ? " to roll" : " rolled " + s.roll() + ", to take");
    return "pile " + s.pile() + ": " + stones + "\n" + turn;
  }

  @Override
  public String describe(State before, Move m, State after) {
    return m.roll() ? "rolled " + m.n() : "took " + m.n() + ", " + after.pile() + " left";
  }
}
