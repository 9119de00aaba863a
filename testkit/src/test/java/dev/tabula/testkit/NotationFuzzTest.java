package dev.tabula.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.testkit.fixtures.CoinFlipNim;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link NotationFuzz} on its own: a careful game passes, each notation fault fails. */
class NotationFuzzTest {

  /** A game of {@code moves} from CoinFlipNim's start: coin, take, coin, take, ... */
  private static final List<Integer> MOVES = List.of(2, 0, 3, 1, 2, 0, 2, 1, 3, 0);

  private static NotationFuzz<CoinFlipNim.State, Integer> fuzz(CoinFlipNim game) {
    NotationFuzz<CoinFlipNim.State, Integer> f = new NotationFuzz<>(game, 4);
    f.addGame(game.start(), MOVES);
    return f;
  }

  /** Runs the cases and returns the failure's message. */
  private static String fails(CoinFlipNim game, int cases) {
    return assertThrows(AssertionError.class, () -> fuzz(game).run(cases)).getMessage();
  }

  @Test
  void run_carefulGame_passesEveryCase() {
    NotationFuzz<CoinFlipNim.State, Integer> f = fuzz(new CoinFlipNim());
    f.addRecords("[Game \"coin-flip-nim\"]\n\n2 0 3 *\n");
    assertEquals(900, f.run(900));
  }

  @Test
  void position_readsBackAnotherState() {
    // piles of two digits are read, but written as 9
    String m =
        fails(
            new CoinFlipNim() {
              @Override
              public String formatState(State s) {
                return super.formatState(new State(Math.min(s.pile(), 9), s.mover(), s.coin()));
              }
            },
            3_000);
    assertTrue(
        m.matches(
            "coin-flip-nim notation fuzzing failed: case \\d+, seed -?\\d+ \\(fuzz seed"
                + " 4\\), position input \".*\": java.lang.AssertionError: a parsed position does"
                + " not read back equal from \"9/c?\\d\""),
        m);
  }

  @Test
  void position_notationNotStable() {
    int[] calls = {0};
    String m =
        fails(
            new CoinFlipNim() {
              @Override
              public String formatState(State s) {
                return (calls[0]++ % 2 == 0 ? "" : "0") + super.formatState(s);
              }
            },
            300);
    assertTrue(m.startsWith("coin-flip-nim notation fuzzing failed: case "), m);
    assertTrue(m.contains(" (fuzz seed 4), position input "), m);
    assertTrue(
        m.matches("(?s).*: java.lang.AssertionError: position notation not stable: \".*\""), m);
  }

  @Test
  void move_parsedButNotLegal() {
    // at the coin, "2" followed by anything is read as a take of one
    String m =
        fails(
            new CoinFlipNim() {
              @Override
              public Integer parseMove(State s, CharSequence text) {
                return s.coin() && text.length() > 1 && text.charAt(0) == '2'
                    ? Integer.valueOf(0)
                    : super.parseMove(s, text);
              }
            },
            3_000);
    assertTrue(m.contains(", move input \"2"), m);
    assertTrue(
        m.endsWith(": java.lang.AssertionError: parseMove accepted a move that is not legal"), m);
  }

  @Test
  void move_notationDoesNotRoundTrip() {
    // at the coin, "2" followed by anything is read as tails, which is written "2"
    String m =
        fails(
            new CoinFlipNim() {
              @Override
              public String formatMove(State s, Integer m) {
                return m == 3 ? "2" : super.formatMove(s, m);
              }

              @Override
              public Integer parseMove(State s, CharSequence text) {
                return s.coin() && text.length() > 1 && text.charAt(0) == '2'
                    ? Integer.valueOf(3)
                    : super.parseMove(s, text);
              }
            },
            3_000);
    assertTrue(m.contains(", move input \"2"), m);
    assertTrue(m.endsWith(": java.lang.AssertionError: move notation does not round-trip: 2"), m);
  }

  @Test
  void notationException_offsetOutsideTheText_fails() {
    String m =
        fails(
            new CoinFlipNim() {
              @Override
              public Integer parseMove(State s, CharSequence text) {
                try {
                  return super.parseMove(s, text);
                } catch (dev.tabula.core.NotationException e) {
                  throw new dev.tabula.core.NotationException(text, text.length() + 1, "0..3");
                }
              }
            },
            3_000);
    assertTrue(m.contains("notation fuzzing failed: case "), m);
    assertTrue(m.contains("outside the input of length"), m);
  }

  @Test
  void run_zeroCases_parsesNothing() {
    CoinFlipNim unparsable =
        new CoinFlipNim() {
          @Override
          public State parseState(CharSequence text) {
            throw new IllegalStateException("parsed");
          }
        };
    assertEquals(0, fuzz(unparsable).run(0));
    assertTrue(fails(unparsable, 1).endsWith("java.lang.IllegalStateException: parsed"));
  }
}
