package dev.tabula.stacksnake;

import static dev.tabula.stacksnake.Positions.GAME;
import static dev.tabula.stacksnake.Positions.SPEC;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.GameRecord;
import dev.tabula.core.IllegalMoveException;
import dev.tabula.core.NotationException;
import dev.tabula.core.Playouts;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * The notations under random and mutated text: random bytes, random edits (insert, delete, swap,
 * duplicate, replace, truncate) of valid positions, moves and records, very long inputs, non-ASCII
 * and control characters. Only {@link NotationException} (with an offset in {@code [0, length]})
 * or, for a move, {@link IllegalMoveException} may escape, and text that parses is the notation of
 * what it parsed to: exactly, or in the documented other spellings (a turn of 0 written out, the
 * earlier positions in another order, a swap naming the higher position first). Every failure names
 * its fixed seed and round.
 */
class StackSnakeFuzzTest {

  /** Rounds per test (a longer soak: {@code -Dtabula.fuzz.rounds=1000000}). */
  private static final int ROUNDS = Integer.getInteger("tabula.fuzz.rounds", 40_000);

  /** Characters of the notations, and some that are not. */
  private static final String ALPHABET = "WBNx-=/ :,0123456789123dealpass\tw\n";

  /** Characters no notation has: controls, non-ASCII, a lone surrogate, an emoji. */
  private static final String[] ALIEN = {
    "\u0000",
    "\u0007",
    "\r",
    "\u007f",
    "\u00a0",
    "\u00e9",
    "\u0141",
    "\u2013",
    "\u3000",
    "\uff37",
    "\ud800",
    "\udfff",
    "\ud83d\udc0d",
    "\u0661",
    "\u200b",
    "\ufeff"
  };

  /** Valid positions of every shape: the deal, play, swap bans, histories and finished games. */
  private static List<String> positions() {
    List<String> out = new ArrayList<>();
    SplittableRandom random = new SplittableRandom(1);
    StackSnakeGame capped = StackSnakeGame.builder().maxTurns(40).build();
    for (int g = 0; g < 12; g++) {
      StackSnakeGame game = g % 3 == 2 ? capped : GAME;
      for (StackSnakeState s : Positions.randomGames(game, 1, random)) {
        out.add(game.formatState(s));
      }
    }
    // a position with a history (a draw by threefold repetition), and a forced pass
    StackSnakeState cycle =
        Positions.pos("W1/B2/N/W3/B1/W2/B3/W1B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3 W -");
    out.add(
        Positions.play(cycle, "1x4", "8-9", "1x4", "9-8", "1x4", "8-9", "1x4", "9-8").toString());
    out.add(Positions.FOUR.replace(" B -", " W x"));
    out.add(SPEC);
    return out;
  }

  private static String mutate(String text, SplittableRandom r) {
    StringBuilder sb = new StringBuilder(text);
    int edits = 1 + r.nextInt(3);
    for (int e = 0; e < edits; e++) {
      int at = r.nextInt(sb.length() + 1);
      int to = Math.min(sb.length(), at + 1 + r.nextInt(6));
      switch (r.nextInt(8)) {
        case 0 -> sb.insert(at, ALPHABET.charAt(r.nextInt(ALPHABET.length())));
        case 1 -> sb.delete(at, Math.min(sb.length(), at + 1 + r.nextInt(2)));
        case 2 -> { // swap two neighbouring runs
          int mid = Math.min(sb.length(), at + 1 + r.nextInt(3));
          String a = sb.substring(at, mid);
          String b = sb.substring(mid, Math.max(mid, to));
          sb.replace(at, Math.max(mid, to), b + a);
        }
        case 3 -> sb.insert(at, sb.substring(at, to)); // duplicate a run
        case 4 -> {
          if (at < sb.length()) {
            sb.setCharAt(at, ALPHABET.charAt(r.nextInt(ALPHABET.length())));
          }
        }
        case 5 -> sb.insert(at, ALIEN[r.nextInt(ALIEN.length)]);
        case 6 -> sb.setLength(at);
        default -> sb.insert(at, r.nextBoolean() ? "99999999999" : "2147483648");
      }
    }
    return sb.toString();
  }

  /** Random bytes read as Latin-1, or random UTF-16 units (surrogates included). */
  private static String randomText(SplittableRandom r, int maxLength) {
    int n = r.nextInt(maxLength + 1);
    StringBuilder sb = new StringBuilder(n);
    boolean bytes = r.nextBoolean();
    for (int i = 0; i < n; i++) {
      sb.append(bytes ? (char) r.nextInt(256) : (char) r.nextInt(0x10000));
    }
    return sb.toString();
  }

  private static String show(String text) {
    StringBuilder sb = new StringBuilder("\"");
    for (int i = 0; i < Math.min(text.length(), 300); i++) {
      char c = text.charAt(i);
      sb.append(c >= 0x20 && c < 0x7f ? String.valueOf(c) : String.format("\\u%04x", (int) c));
    }
    return sb.append(text.length() > 300 ? "...\" (" + text.length() + " chars)" : "\"").toString();
  }

  /**
   * Runs one round: {@code body} may throw NotationException (offset checked) and, when {@code
   * moves}, IllegalMoveException; anything else fails with the seed, round and text.
   */
  private static void round(long seed, int i, String text, boolean moves, Consumer<String> body) {
    String where = "seed " + seed + ", round " + i + ", text " + show(text);
    try {
      body.accept(text);
    } catch (NotationException e) {
      assertTrue(
          e.offset() >= 0 && e.offset() <= text.length(),
          where
              + ": offset "
              + e.offset()
              + " outside [0, "
              + text.length()
              + "]: "
              + e.getMessage());
      assertTrue(e.expected() != null && !e.expected().isEmpty(), where);
    } catch (IllegalMoveException e) {
      if (!moves) {
        throw new AssertionError(where + ": IllegalMoveException from a position parser", e);
      }
      assertTrue(!e.getMessage().isEmpty(), where);
    } catch (RuntimeException | StackOverflowError e) {
      throw new AssertionError(where + ": threw " + e, e);
    } catch (AssertionError e) {
      throw new AssertionError(where + ": " + e.getMessage(), e);
    }
  }

  /** An accepted position text: canonical, or one of the documented other spellings of it. */
  private static void checkAccepted(StackSnakeGame game, String text) {
    StackSnakeState s = game.parseState(text);
    assertEquals(s, game.parseState(new StringBuilder(text))); // any CharSequence
    String canonical = game.formatState(s);
    assertEquals(s, game.parseState(canonical));
    assertEquals(canonical, game.formatState(game.parseState(canonical)));
    assertEquals(canonical, respell(text), "accepted text is the notation, or spells it otherwise");
  }

  /** The canonical spelling of a position text: turn 0 without history left out, history sorted. */
  private static String respell(String text) {
    String[] f = text.split(" ", -1);
    if (f.length == 4 && f[3].equals("0")) {
      return f[0] + " " + f[1] + " " + f[2];
    }
    if (f.length == 5) {
      String[] h = f[4].split(",", -1);
      Arrays.sort(h);
      return f[0] + " " + f[1] + " " + f[2] + " " + f[3] + " " + String.join(",", h);
    }
    return text;
  }

  @Test
  void parseState_validPositions_roundTripExactly() {
    for (String text : positions()) {
      assertEquals(text, GAME.formatState(GAME.parseState(text)));
    }
  }

  @Test
  void parseState_mutatedPositions_onlyNotationExceptionsAndRoundTrips() {
    long seed = 41;
    SplittableRandom r = new SplittableRandom(seed);
    StackSnakeGame capped = StackSnakeGame.builder().maxTurns(40).build();
    List<String> seeds = positions();
    int accepted = 0;
    int refused = 0;
    for (int i = 0; i < ROUNDS; i++) {
      String text = mutate(seeds.get(i % seeds.size()), r);
      StackSnakeGame game = i % 5 == 0 ? capped : GAME;
      boolean[] ok = {false};
      round(
          seed,
          i,
          text,
          false,
          t -> {
            checkAccepted(game, t);
            ok[0] = true;
          });
      if (ok[0]) {
        accepted++;
      } else {
        refused++;
      }
    }
    assertTrue(accepted > ROUNDS / 60, "accepted " + accepted);
    assertTrue(refused > ROUNDS * 2 / 3, "refused " + refused);
  }

  @Test
  void parseState_randomBytesAndLongInputs_onlyNotationExceptions() {
    long seed = 42;
    SplittableRandom r = new SplittableRandom(seed);
    for (int i = 0; i < ROUNDS / 3; i++) {
      round(seed, i, randomText(r, 80), false, t -> checkAccepted(GAME, t));
    }
    String line = SPEC.substring(0, SPEC.indexOf(' '));
    String[] longTexts = {
      "W1/".repeat(50_000),
      "N".repeat(100_000),
      SPEC + " " + "9".repeat(100_000),
      SPEC + " 1" + "0".repeat(50_000),
      SPEC + " 5 " + (line + ":W-,").repeat(20_000),
      SPEC + " 5 " + (line + ":W-,").repeat(2) + line,
      "deal " + "W1/".repeat(30_000) + " W",
      "deal " + " ".repeat(100_000),
      " ".repeat(100_000) + SPEC,
      SPEC + "\u0000".repeat(100_000),
      line + "/" + line,
      "\ud83d\udc0d".repeat(50_000),
    };
    for (int i = 0; i < longTexts.length; i++) {
      round(seed, -1 - i, longTexts[i], false, t -> checkAccepted(GAME, t));
    }
  }

  @Test
  void parseMove_mutatedAndRandomText_onlyNotationOrIllegalMoveExceptions() {
    long seed = 43;
    SplittableRandom r = new SplittableRandom(seed);
    List<StackSnakeState> seeds = new ArrayList<>();
    for (String text : positions()) {
      seeds.add(GAME.parseState(text));
    }
    int accepted = 0;
    for (int i = 0; i < ROUNDS; i++) {
      StackSnakeState s = seeds.get(r.nextInt(seeds.size()));
      List<StackSnakeMove> legal = GAME.legalMoves(s);
      String text;
      switch (i % 4) {
        case 0, 1 ->
            text =
                legal.isEmpty()
                    ? randomText(r, 6)
                    : mutate(GAME.formatMove(s, legal.get(r.nextInt(legal.size()))), r);
        case 2 -> {
          StringBuilder sb = new StringBuilder();
          for (int k = r.nextInt(7); k > 0; k--) {
            sb.append(ALPHABET.charAt(r.nextInt(ALPHABET.length())));
          }
          text = sb.toString();
        }
        default -> text = randomText(r, 8);
      }
      boolean[] ok = {false};
      round(
          seed,
          i,
          text,
          true,
          t -> {
            StackSnakeMove m = GAME.parseMove(s, t);
            assertTrue(legal.contains(m), m + " is legal");
            String canonical = GAME.formatMove(s, m);
            // the one other spelling: a swap naming the higher position first
            String[] ab = t.split("x", -1);
            assertEquals(
                canonical,
                m instanceof StackSnakeMove.Swap
                        && ab.length == 2
                        && Integer.parseInt(ab[0]) > Integer.parseInt(ab[1])
                    ? ab[1] + "x" + ab[0]
                    : t);
            assertEquals(m, GAME.parseMove(s, canonical));
            ok[0] = true;
          });
      accepted += ok[0] ? 1 : 0;
    }
    assertTrue(accepted > ROUNDS / 60, "accepted " + accepted);
    String[] longTexts = {
      "1".repeat(100_000) + "-2",
      "1-" + "2".repeat(100_000),
      "x".repeat(100_000),
      "pass".repeat(25_000),
      "9".repeat(100_000),
      "W1".repeat(50_000),
      "\u0000".repeat(100_000)
    };
    StackSnakeState spec = GAME.parseState(SPEC);
    for (int i = 0; i < longTexts.length; i++) {
      round(seed, -1 - i, longTexts[i], true, t -> GAME.parseMove(spec, t));
    }
  }

  @Test
  void parseRecords_mutatedRecords_onlyNotationExceptions() {
    long seed = 44;
    SplittableRandom r = new SplittableRandom(seed);
    List<String> records = new ArrayList<>();
    records.add(
        "[Game \"stack-snake\"]\n[Start \""
            + SPEC
            + "\"]\n[Result \"*\"]\n\n"
            + "1. 1x4 9-8 2. 4-3 *\n");
    for (long g = 0; g < 3; g++) {
      records.add(
          Playouts.play(
                  GAME,
                  GAME.start(),
                  List.of(
                      dev.tabula.core.Agent.uniformRandom(), dev.tabula.core.Agent.uniformRandom()),
                  new SplittableRandom(g),
                  100_000,
                  (ply, before, move, after) -> {})
              .format(GAME));
    }
    for (int i = 0; i < ROUNDS / 20; i++) {
      String text = mutate(records.get(i % records.size()), r);
      round(
          seed,
          i,
          text,
          false,
          t -> {
            for (GameRecord<StackSnakeState, StackSnakeMove> rec : GameRecord.parseAll(GAME, t)) {
              rec.finalState(GAME);
            }
          });
    }
  }
}
