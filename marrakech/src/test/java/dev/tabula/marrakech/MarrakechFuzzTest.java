package dev.tabula.marrakech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.tabula.core.IllegalMoveException;
import dev.tabula.core.NotationException;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Malformed text never escapes as anything but {@link NotationException} (or {@link
 * IllegalMoveException} for a well-formed illegal move), and text that parses is exactly the
 * notation of what it parsed to.
 */
class MarrakechFuzzTest {
  private static final String ALPHABET = "./ 0123456789cyrpNESWCODP-$!,xL F R";

  private static List<String> positions(MarrakechGame g, long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    List<String> out = new ArrayList<>();
    MarrakechState s = g.start();
    while (!s.isOver()) {
      out.add(g.formatState(s));
      s = g.apply(s, Boards.randomMove(g, s, r));
    }
    out.add(g.formatState(s));
    return out;
  }

  private static String mutate(String t, SplittableRandom r) {
    StringBuilder sb = new StringBuilder(t);
    int edits = 1 + r.nextInt(3);
    for (int i = 0; i < edits; i++) {
      int kind = r.nextInt(5);
      int at = sb.length() == 0 ? 0 : r.nextInt(sb.length());
      char c = ALPHABET.charAt(r.nextInt(ALPHABET.length()));
      switch (kind) {
        case 0 -> {
          if (sb.length() > 0) {
            sb.deleteCharAt(at);
          }
        }
        case 1 -> sb.insert(at, c);
        case 2 -> {
          if (sb.length() > 0) {
            sb.setCharAt(at, c);
          }
        }
        case 3 -> sb.setLength(at);
        default -> sb.insert(at, "9999999999");
      }
    }
    return sb.toString();
  }

  @Test
  void parseState_mutatedPositions_onlyNotationExceptionOrExactRoundTrip() {
    SplittableRandom r = new SplittableRandom(77);
    int parsed = 0;
    int refused = 0;
    for (int players = 2; players <= 4; players++) {
      MarrakechGame g = Boards.game(players);
      for (String fen : positions(g, players)) {
        for (int k = 0; k < 60; k++) {
          String text = mutate(fen, r);
          try {
            MarrakechState s = g.parseState(text);
            assertEquals(text, g.formatState(s), "parsed text must be canonical");
            parsed++;
          } catch (NotationException e) {
            assertTrue(e.offset() >= 0 && e.offset() <= text.length(), "offset in range: " + e);
            refused++;
          } catch (RuntimeException e) {
            fail("'" + text + "' (from '" + fen + "') threw " + e, e);
          }
        }
      }
    }
    assertTrue(refused > 10_000, "refused " + refused);
    assertTrue(parsed > 100, "parsed " + parsed);
  }

  @Test
  void parseMove_randomText_onlyNotationOrIllegalMove() {
    SplittableRandom r = new SplittableRandom(78);
    MarrakechGame g = Boards.game(2);
    for (String fen : positions(g, 9)) {
      MarrakechState s = g.parseState(fen);
      for (int k = 0; k < 30; k++) {
        StringBuilder sb = new StringBuilder();
        int len = r.nextInt(6);
        for (int i = 0; i < len; i++) {
          sb.append(ALPHABET.charAt(r.nextInt(ALPHABET.length())));
        }
        String text = sb.toString();
        try {
          MarrakechMove m = g.parseMove(s, text);
          assertTrue(g.legalMoves(s).contains(m));
        } catch (NotationException | IllegalMoveException e) {
          // fine
        } catch (RuntimeException e) {
          fail("'" + text + "' in " + fen + " threw " + e, e);
        }
      }
    }
  }
}
