package dev.tabula.picture;

import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Game;
import dev.tabula.core.GameResult;
import dev.tabula.core.IllegalMoveException;
import dev.tabula.core.NotationException;
import java.util.ArrayList;
import java.util.List;

/**
 * A tiny test game with chance nodes. Two players race to {@code GOAL}. On a turn the mover steps 1
 * or 2 (ids 0, 1); then a chance node gives a bonus of 0 (2/3) or 1 (1/3) (ids 2, 3). Reaching the
 * goal wins at once. Notation: {@code a,b,P} with P the seat to move, {@code c} at chance, {@code
 * -} over.
 */
class Race implements Game<Race.State, Race.Move> {
  static final int GOAL = 6;
  static final Race INSTANCE = new Race();

  record State(int a, int b, int mover, boolean chance) {
    boolean over() {
      return a >= GOAL || b >= GOAL;
    }
  }

  enum Move {
    STEP1,
    STEP2,
    BONUS0,
    BONUS1
  }

  @Override
  public String name() {
    return "race";
  }

  @Override
  public int numPlayers() {
    return 2;
  }

  @Override
  public State start() {
    return new State(0, 0, 0, false);
  }

  @Override
  public int currentPlayer(State s) {
    return s.over() ? TERMINAL : s.chance() ? CHANCE : s.mover();
  }

  @Override
  public List<Move> legalMoves(State s) {
    int who = currentPlayer(s);
    return who == TERMINAL
        ? List.of()
        : who == CHANCE ? List.of(Move.BONUS0, Move.BONUS1) : List.of(Move.STEP1, Move.STEP2);
  }

  @Override
  public List<ChanceOutcome<Move>> chanceOutcomes(State s) {
    return isChance(s)
        ? List.of(new ChanceOutcome<>(Move.BONUS0, 2, 3), new ChanceOutcome<>(Move.BONUS1, 1, 3))
        : List.of();
  }

  @Override
  public State apply(State s, Move m) {
    if (!legalMoves(s).contains(m)) {
      throw new IllegalMoveException(m + " is not legal in " + formatState(s));
    }
    int add =
        switch (m) {
          case STEP1, BONUS1 -> 1;
          case STEP2 -> 2;
          case BONUS0 -> 0;
        };
    int a = s.a() + (s.mover() == 0 ? add : 0);
    int b = s.b() + (s.mover() == 1 ? add : 0);
    if (s.chance()) {
      return new State(a, b, 1 - s.mover(), false);
    }
    return new State(a, b, s.mover(), true);
  }

  @Override
  public int numDistinctActions() {
    return 4;
  }

  @Override
  public int actionId(State s, Move m) {
    if (!legalMoves(s).contains(m)) {
      throw new IllegalMoveException(m + " is not legal");
    }
    return m.ordinal();
  }

  @Override
  public Move move(State s, int id) {
    if (id < 0 || id >= 4 || !legalMoves(s).contains(Move.values()[id])) {
      throw new IllegalMoveException("no legal move with id " + id);
    }
    return Move.values()[id];
  }

  @Override
  public long hash(State s) {
    return s.hashCode() * 0x9E3779B97F4A7C15L;
  }

  @Override
  public GameResult result(State s) {
    if (!s.over()) {
      throw new IllegalStateException("not over");
    }
    return GameResult.byScores(s.a(), s.b());
  }

  @Override
  public int maxGameLength() {
    return 4 * GOAL;
  }

  @Override
  public String formatState(State s) {
    return s.a()
        + ","
        + s.b()
        + ","
        + (s.over() ? "-" : s.chance() ? "c" + s.mover() : "" + s.mover());
  }

  @Override
  public State parseState(CharSequence text) {
    String t = text.toString();
    String[] parts = t.split(",", -1);
    if (parts.length != 3) {
      throw new NotationException(t, 0, "three fields");
    }
    try {
      int a = Integer.parseInt(parts[0]);
      int b = Integer.parseInt(parts[1]);
      String p = parts[2];
      boolean chance = p.startsWith("c");
      int mover = p.equals("-") ? 0 : Integer.parseInt(chance ? p.substring(1) : p);
      return new State(a, b, mover, chance);
    } catch (NumberFormatException e) {
      throw new NotationException(t, 0, "numbers");
    }
  }

  @Override
  public String formatMove(State s, Move m) {
    actionId(s, m);
    return switch (m) {
      case STEP1 -> "s1";
      case STEP2 -> "s2";
      case BONUS0 -> "b0";
      case BONUS1 -> "b1";
    };
  }

  @Override
  public Move parseMove(State s, CharSequence text) {
    List<Move> all = new ArrayList<>(List.of(Move.values()));
    for (Move m : all) {
      if (m.name().charAt(0) == Character.toUpperCase(text.charAt(0))
          && text.length() == 2
          && m.name().charAt(m.name().length() - 1) == text.charAt(1)) {
        actionId(s, m);
        return m;
      }
    }
    throw new NotationException(text, 0, "s1, s2, b0 or b1");
  }
}
