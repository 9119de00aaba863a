package dev.tabula.testkit;

import static dev.tabula.testkit.Fuzz.check;
import static dev.tabula.testkit.Fuzz.damage;
import static dev.tabula.testkit.Fuzz.parseOrRefuse;
import static dev.tabula.testkit.Fuzz.quote;

import dev.tabula.core.Game;
import dev.tabula.core.GameRecord;
import dev.tabula.core.IllegalMoveException;
import dev.tabula.core.NotationException;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Fuzzes a game's three notations (positions, moves, records) with texts built from real games (and
 * record texts given as they are) and then damaged by {@link Fuzz#damage}: random bytes, random
 * edits (insert, delete, swap, duplicate), very long inputs, non-ASCII and control characters. Only
 * {@link NotationException} (with an offset inside the text) and {@link IllegalMoveException} may
 * come out; a text that parses formats to a text that parses back to the same value.
 */
final class NotationFuzz<S, M> {
  /** What case {@code c} damages: case {@code c} is of kind {@code c % 3}. */
  private static final String[] KINDS = {"position", "move", "record"};

  private final Game<S, M> game;
  private final long seed;
  private final List<S> states = new ArrayList<>();
  private final List<String> moveTexts = new ArrayList<>();
  private final List<S> moveStates = new ArrayList<>();
  private final List<String> records = new ArrayList<>();

  NotationFuzz(Game<S, M> game, long seed) {
    this.game = game;
    this.seed = seed;
  }

  /**
   * Adds a text of records as written elsewhere (a server's export, a file from another tool) as
   * material to damage.
   */
  void addRecords(String text) {
    records.add(text);
  }

  /** Adds the positions, moves and record of one game as material to damage. */
  void addGame(S start, List<M> moves) {
    S s = start;
    for (M m : moves) {
      if (states.size() < 4_000) {
        states.add(s);
        moveStates.add(s);
        moveTexts.add(game.formatMove(s, m));
      }
      s = game.apply(s, m);
    }
    states.add(s);
    if (records.size() < 50) {
      records.add(GameRecord.of(game, start, moves).format(game));
    }
  }

  /** Runs {@code cases} cases; returns how many ran. */
  long run(int cases) {
    SplittableRandom random = new SplittableRandom(seed ^ 0x5DEECE66DL);
    for (int c = 0; c < cases; c++) {
      long caseSeed = random.nextLong();
      SplittableRandom r = new SplittableRandom(caseSeed);
      int kind = c % 3;
      String input = "";
      try {
        if (kind == 0) {
          S s = states.get(r.nextInt(states.size()));
          input = damage(game.formatState(s), r);
          position(input);
        } else if (kind == 1) {
          int i = r.nextInt(moveTexts.size() + 1) - 1;
          S s = i < 0 ? states.get(r.nextInt(states.size())) : moveStates.get(i);
          String valid = i < 0 ? "" : moveTexts.get(i);
          input = damage(valid, r);
          move(s, input);
        } else {
          input = damage(records.get(r.nextInt(records.size())), r);
          records(input);
        }
      } catch (AssertionError | RuntimeException e) {
        throw new AssertionError(
            String.format(
                "%s notation fuzzing failed: case %s, seed %s (fuzz seed %s), %s input %s: %s",
                game.name(), c, caseSeed, seed, KINDS[kind], quote(input), e),
            e);
      }
    }
    return cases;
  }

  private void position(String input) {
    S s = parseOrRefuse(input, game::parseState);
    if (s == null) {
      return;
    }
    String text = game.formatState(s);
    S back = game.parseState(text);
    check(back.equals(s), "a parsed position does not read back equal from " + quote(text));
    check(game.formatState(back).equals(text), "position notation not stable: " + quote(text));
  }

  private void move(S state, String input) {
    M m;
    try {
      m = parseOrRefuse(input, text -> game.parseMove(state, text));
    } catch (IllegalMoveException e) {
      return;
    }
    if (m == null) {
      return;
    }
    check(game.legalMoves(state).contains(m), "parseMove accepted a move that is not legal");
    String text = game.formatMove(state, m);
    check(game.parseMove(state, text).equals(m), "move notation does not round-trip: " + text);
  }

  private void records(String input) {
    List<GameRecord<S, M>> parsed = parseOrRefuse(input, text -> GameRecord.parseAll(game, text));
    if (parsed == null) {
      return;
    }
    for (GameRecord<S, M> r : parsed) {
      String text = r.format(game);
      check(
          GameRecord.parseAll(game, text).equals(List.of(r)),
          "a parsed record does not read back equal from " + quote(text));
    }
  }
}
