package dev.tabula.toguz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.tabula.core.GameRecord;
import dev.tabula.core.IllegalMoveException;
import dev.tabula.core.NotationException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Mutated and random text never makes the parsers throw anything but {@link NotationException}
 * (with an offset inside the text) or {@link IllegalMoveException}; what they accept round-trips.
 * Also: the 64-bit hash does not collide on the positions of many random games.
 */
class ToguzFuzzTest {
  private static final ToguzGame GAME = ToguzGame.standard();
  private static final String ALPHABET = "0123456789St,/ NSx()[]{}\"-.X\n*";

  private static String mutate(String text, SplittableRandom r) {
    StringBuilder sb = new StringBuilder(text);
    int edits = 1 + r.nextInt(3);
    for (int e = 0; e < edits; e++) {
      int at = sb.length() == 0 ? 0 : r.nextInt(sb.length() + 1);
      char c = ALPHABET.charAt(r.nextInt(ALPHABET.length()));
      switch (r.nextInt(3)) {
        case 0 -> sb.insert(at, c);
        case 1 -> {
          if (at < sb.length()) {
            sb.deleteCharAt(at);
          }
        }
        default -> {
          if (at < sb.length()) {
            sb.setCharAt(at, c);
          }
        }
      }
    }
    return sb.toString();
  }

  private static void checkOffset(NotationException e, String text, String what) {
    if (e.offset() < 0 || e.offset() > text.length()) {
      fail(what + ": offset " + e.offset() + " outside \"" + text + "\"");
    }
  }

  @Test
  void parseState_mutatedFens_onlyNotationExceptionsAndExactRoundTrips() {
    SplittableRandom r = new SplittableRandom(11);
    List<String> seeds =
        List.of(
            ToguzState.start().toString(),
            "9S,9S,9S,9S,1,10S,10S,10S,10S/9S,9S,9S,9S,9S,1S,10S,10S,10S 10 0 N 1",
            "1,t,7/t,8 30 132 S 47",
            "5S,5S,5S,5S,t,5S,5S,5S,5S/5S,5S,t,5S,5S,5S,5S,5S,5S 40 42 N 20");
    int accepted = 0;
    for (int i = 0; i < 40_000; i++) {
      String text = mutate(seeds.get(i % seeds.size()), r);
      try {
        ToguzState s = ToguzState.parse(text);
        assertEquals(text, s.toString(), "accepted text must be canonical");
        accepted++;
      } catch (NotationException e) {
        checkOffset(e, text, "FEN");
      } catch (RuntimeException e) {
        throw new AssertionError("FEN \"" + text + "\" threw " + e, e);
      }
    }
    assertTrue(accepted > 0);
  }

  @Test
  void parseMove_randomText_onlyNotationOrIllegalMoveExceptions() {
    SplittableRandom r = new SplittableRandom(12);
    ToguzState s = GAME.apply(GAME.start(), ToguzMove.of(6));
    for (int i = 0; i < 40_000; i++) {
      int len = r.nextInt(8);
      StringBuilder sb = new StringBuilder();
      for (int k = 0; k < len; k++) {
        sb.append(ALPHABET.charAt(r.nextInt(ALPHABET.length())));
      }
      String text = sb.toString();
      try {
        ToguzMove m = GAME.parseMove(s, text);
        assertEquals(text.charAt(0) - '0', m.hole());
      } catch (NotationException e) {
        checkOffset(e, text, "move");
      } catch (IllegalMoveException e) {
        assertTrue(!e.getMessage().isEmpty());
      } catch (RuntimeException e) {
        throw new AssertionError("move \"" + text + "\" threw " + e, e);
      }
    }
  }

  @Test
  void parseRecords_mutatedRecords_onlyNotationExceptions() {
    String pgn = ToguzReplayTest.resource("playok_all_results_combined.pgn");
    String game = pgn.substring(0, pgn.indexOf("[Event", 10));
    String plain = "[FEN \"1,t,7/2,1S,5,1S 3 157 S 2\"]\n2. 41 1-0\n\n1. 87 87 2. 22 99 0-1 {x}";
    SplittableRandom r = new SplittableRandom(13);
    for (int i = 0; i < 3_000; i++) {
      String text = mutate(i % 2 == 0 ? game : plain, r);
      try {
        for (GameRecord<ToguzState, ToguzMove> rec : GameRecord.parseAll(GAME, text)) {
          rec.finalState(GAME);
        }
      } catch (NotationException e) {
        checkOffset(e, text, "record");
      } catch (RuntimeException e) {
        throw new AssertionError("record text threw " + e + ":\n" + text, e);
      }
    }
  }

  @Test
  void hash_noCollisionsOnTheStatesOfRandomGames() {
    Map<Long, String> seen = new HashMap<>();
    SplittableRandom r = new SplittableRandom(14);
    int[] ids = new int[9];
    for (int g = 0; g < 2_000; g++) {
      ToguzState s = GAME.start();
      while (!s.isOver()) {
        String fen = s.toString();
        String other = seen.putIfAbsent(GAME.hash(s), fen);
        if (other != null && !other.equals(fen)) {
          fail("hash collision: " + other + " and " + fen);
        }
        int n = GAME.legalActions(s, ids);
        s = GAME.applyAction(s, ids[r.nextInt(n)]);
      }
    }
    assertTrue(seen.size() > 200_000, "distinct states: " + seen.size());
  }
}
