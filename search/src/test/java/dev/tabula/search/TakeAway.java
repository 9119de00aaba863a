package dev.tabula.search;

import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Game;
import dev.tabula.core.GameResult;
import dev.tabula.core.IllegalMoveException;
import dev.tabula.core.TextCursor;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A tiny test game that numbers its moves and has setup options: {@code players} players (2 or 3)
 * take turns taking 1, 2 or 3 stones (ids 0, 1, 2) from a pile of {@code pile}; whoever takes the
 * last stone wins, the others tie last. Moves are numbered PGN style: turn 1 is every seat's first
 * move. With {@code roll}, every turn begins with a chance ply that adds no stone ({@code r0}, id
 * 3) or one ({@code r1}, id 4), 1/2 each. Position notation: {@code pile/mover/turn}, e.g. {@code
 * 10/0/1}, with {@code r} after it before the roll; move notation: {@code t1}, {@code t2}, {@code
 * t3}, {@code r0}, {@code r1}. Options: {@code players=2,pile=10} (and {@code roll=yes}).
 */
final class TakeAway implements Game<TakeAway.State, Integer> {
  private final int players;
  private final int pile;
  private final boolean roll;

  record State(int pile, int mover, int turn, boolean roll) {
    State(int pile, int mover, int turn) {
      this(pile, mover, turn, false);
    }
  }

  TakeAway(int players, int pile) {
    this(players, pile, false);
  }

  TakeAway(int players, int pile, boolean roll) {
    this.players = players;
    this.pile = pile;
    this.roll = roll;
  }

  @Override
  public String name() {
    return "take-away";
  }

  @Override
  public int numPlayers() {
    return players;
  }

  @Override
  public Map<String, String> options() {
    Map<String, String> o = new LinkedHashMap<>();
    o.put("players", Integer.toString(players));
    o.put("pile", Integer.toString(pile));
    if (roll) {
      o.put("roll", "yes");
    }
    return Collections.unmodifiableMap(o);
  }

  @Override
  public State start() {
    return new State(pile, 0, 1, roll);
  }

  @Override
  public int currentPlayer(State s) {
    return s.pile() == 0 ? TERMINAL : s.roll() ? CHANCE : s.mover();
  }

  @Override
  public List<Integer> legalMoves(State s) {
    if (s.pile() > 0 && s.roll()) {
      return List.of(10, 11);
    }
    List<Integer> out = new ArrayList<>();
    for (int k = 1; k <= Math.min(3, s.pile()); k++) {
      out.add(k);
    }
    return Collections.unmodifiableList(out);
  }

  @Override
  public List<ChanceOutcome<Integer>> chanceOutcomes(State s) {
    return s.pile() > 0 && s.roll()
        ? List.of(new ChanceOutcome<>(10, 1, 2), new ChanceOutcome<>(11, 1, 2))
        : List.of();
  }

  @Override
  public State apply(State s, Integer take) {
    if (!legalMoves(s).contains(take)) {
      throw new IllegalMoveException("cannot take " + take + " from " + s.pile());
    }
    if (s.roll()) {
      return new State(s.pile() + take - 10, s.mover(), s.turn(), false);
    }
    int next = (s.mover() + 1) % players;
    return new State(s.pile() - take, next, next == 0 ? s.turn() + 1 : s.turn(), roll && next == 0);
  }

  @Override
  public int numDistinctActions() {
    return 5;
  }

  @Override
  public int actionId(State s, Integer take) {
    if (!legalMoves(s).contains(take)) {
      throw new IllegalMoveException("cannot take " + take);
    }
    return take >= 10 ? take - 7 : take - 1;
  }

  @Override
  public Integer move(State s, int id) {
    int m = id >= 3 ? id + 7 : id + 1;
    if (!legalMoves(s).contains(m)) {
      throw new IllegalMoveException("no legal move with id " + id);
    }
    return m;
  }

  @Override
  public long hash(State s) {
    return s.hashCode() * 0x9E3779B97F4A7C15L;
  }

  @Override
  public GameResult result(State s) {
    if (s.pile() != 0) {
      throw new IllegalStateException("not over");
    }
    long[] scores = new long[players];
    scores[(s.mover() + players - 1) % players] = 1; // the seat before the mover took the last
    return GameResult.byScores(scores);
  }

  @Override
  public int maxGameLength() {
    return roll ? 4 * pile * players : pile;
  }

  @Override
  public int moveNumber(State s) {
    return s.turn();
  }

  @Override
  public String formatState(State s) {
    return s.pile() + "/" + s.mover() + "/" + s.turn() + (s.roll() ? "r" : "");
  }

  @Override
  public State parseState(CharSequence text) {
    TextCursor c = new TextCursor(text);
    int p = c.intNumber(0, 1000, "the pile: a number 0..1000");
    c.expect('/', "'/' after the pile");
    int mover = c.intNumber(0, players - 1, "the mover: a seat 0.." + (players - 1));
    c.expect('/', "'/' after the mover");
    int turn = c.intNumber(1, 1_000_000, "the turn: a number 1..1000000");
    boolean r = roll && c.accept('r');
    c.expectEnd("the end of the position");
    return new State(p, mover, turn, r);
  }

  @Override
  public String formatMove(State s, Integer take) {
    actionId(s, take);
    return take >= 10 ? "r" + (take - 10) : "t" + take;
  }

  @Override
  public Integer parseMove(State s, CharSequence text) {
    TextCursor c = new TextCursor(text);
    if (c.accept('r')) {
      int add = c.intNumber(0, 1, "a roll: 0 or 1");
      c.expectEnd("the end of the move");
      actionId(s, 10 + add);
      return 10 + add;
    }
    c.expect('t', "'t' or 'r'");
    int take = c.intNumber(1, 3, "how many to take: 1, 2 or 3");
    c.expectEnd("the end of the move");
    actionId(s, take);
    return take;
  }
}
