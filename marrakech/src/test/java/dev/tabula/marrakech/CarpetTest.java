package dev.tabula.marrakech;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.function.IntUnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * The packing of {@link Carpet}: every square of both layouts at the largest ids, and through the
 * public API the largest ids a position may hold on every square, and the layout chosen by content.
 */
class CarpetTest {
  private static final MarrakechGame G3 = Boards.game(3);

  /** The largest id each layout must hold: 63 narrow, {@link MarrakechNotation#MAX_ID} wide. */
  private static int largest(boolean narrow) {
    return narrow ? Carpet.NARROW_MAX_ID : MarrakechNotation.MAX_ID;
  }

  @Test
  void setId_everySquareBothLayouts_readsBackAndLeavesTheRestAlone() {
    for (boolean narrow : new boolean[] {true, false}) {
      long[] carpet = Carpet.empty(narrow);
      assertEquals(narrow ? Carpet.NARROW_LENGTH : Carpet.WIDE_LENGTH, carpet.length);
      for (int w = 0; w < Carpet.IDS; w++) {
        carpet[w] = -1L; // the bitboards and the header must not be touched by the ids
      }
      int max = largest(narrow);
      for (int sq = 0; sq < Grid.SQUARES; sq++) {
        // the largest id, with every bit of the field set in the narrow layout, on each square in
        // turn, its neighbours below and above written before and after
        Carpet.setId(carpet, sq, max);
        assertEquals(max, Carpet.idAt(carpet, sq), "square " + sq);
        if (sq > 0) {
          assertEquals(max - (sq - 1) % 7, Carpet.idAt(carpet, sq - 1), "square " + (sq - 1));
        }
        Carpet.setId(carpet, sq, max - sq % 7);
      }
      for (int sq = 0; sq < Grid.SQUARES; sq++) {
        assertEquals(max - sq % 7, Carpet.idAt(carpet, sq), "square " + sq);
      }
      for (int w = 0; w < Carpet.IDS; w++) {
        assertEquals(-1L, carpet[w]);
      }
      // every square back to 0 clears every word of the ids: no bit spills elsewhere
      for (int sq = Grid.SQUARES - 1; sq >= 0; sq--) {
        Carpet.setId(carpet, sq, 0);
      }
      for (int w = Carpet.IDS; w < carpet.length; w++) {
        assertEquals(0L, carpet[w], "word " + w);
      }
    }
  }

  @Test
  void setId_wideLayout_holdsEvery16BitId() {
    long[] carpet = Carpet.empty(false);
    for (int sq = 0; sq < Grid.SQUARES; sq++) {
      Carpet.setId(carpet, sq, 0xFFFF);
    }
    for (int sq = 0; sq < Grid.SQUARES; sq++) {
      assertEquals(0xFFFF, Carpet.idAt(carpet, sq));
    }
  }

  @Test
  void relaid_bothWays_keepsEveryIdAndBitboard() {
    long[] narrow = Carpet.empty(true);
    narrow[0] = 0x1234_5678_9ABCL;
    narrow[3] = 0x1_0000_0000_0001L;
    narrow[Carpet.WHOLE_H] = 0x42L;
    narrow[Carpet.WHOLE_V] = 0x1_0000_0000L;
    Carpet.setMeta(narrow, 63, 0xF210, 3);
    for (int sq = 0; sq < Grid.SQUARES; sq++) {
      Carpet.setId(narrow, sq, (sq * 37) % 64);
    }
    long[] wide = Carpet.relaid(narrow, false);
    assertEquals(Carpet.WIDE_LENGTH, wide.length);
    for (int sq = 0; sq < Grid.SQUARES; sq++) {
      assertEquals((sq * 37) % 64, Carpet.idAt(wide, sq));
    }
    for (int w = 0; w < Carpet.IDS; w++) {
      assertEquals(narrow[w], wide[w], "word " + w);
    }
    assertEquals(63, Carpet.nextId(wide));
    assertEquals(0xF210, Carpet.owners(wide));
    assertEquals(3, Carpet.players(wide));
    assertArrayEquals(narrow, Carpet.relaid(wide, true));
  }

  @Test
  void narrowFits_largestIdPlusRugsLeft_atMost63() {
    assertTrue(Carpet.narrowFits(1, 12 | 12 << 8 | 12 << 16 | 12 << 24)); // 4 players' start
    assertTrue(Carpet.narrowFits(19, 15 | 15 << 8 | 15 << 16)); // 18 + 45 = 63
    assertFalse(Carpet.narrowFits(20, 15 | 15 << 8 | 15 << 16)); // 19 + 45 = 64
    assertFalse(Carpet.narrowFits(1, 255 << 24)); // rugs of the last colour count too
    assertTrue(Carpet.narrowFits(64, 0));
    assertFalse(Carpet.narrowFits(65, 0));
  }

  /** A full board of single-square rugs, id {@code idOf(sq)} on square sq; the game over. */
  private static String fullBoard(IntUnaryOperator idOf) {
    StringBuilder sb = new StringBuilder();
    for (int sq = 0; sq < Grid.SQUARES; sq++) {
      if (sq > 0 && sq % 7 == 0) {
        sb.append('/');
      }
      sb.append("cyr".charAt(sq % 3)).append(idOf.applyAsInt(sq));
    }
    return sb + " 33N c0$30,y0$30,r0$30 -";
  }

  /** Parses, formats back and reads every id through the public accessor. */
  private static MarrakechState roundTrip(String fen, IntUnaryOperator idOf) {
    MarrakechState s = G3.parseState(fen);
    assertEquals(fen, G3.formatState(s));
    for (int sq = 0; sq < Grid.SQUARES; sq++) {
      assertEquals(idOf.applyAsInt(sq), s.rugIdAt(sq % 7, sq / 7), "square " + sq);
    }
    MarrakechState again = G3.parseState(G3.formatState(s));
    assertEquals(s, again);
    assertEquals(G3.hash(s), G3.hash(again));
    return s;
  }

  @Test
  void parseState_largestIdsOnEverySquare_roundTrip() {
    // the largest id a position may hold, then ids with every bit pattern's high bits, each on one
    // square (the other half covered) in every word of the packing
    IntUnaryOperator wide = sq -> MarrakechNotation.MAX_ID - sq * 157;
    assertEquals(Carpet.WIDE_LENGTH, roundTrip(fullBoard(wide), wide).carpet.length);
    // the largest narrow id, 63, and 62 .. 15 on the other squares
    IntUnaryOperator narrow = sq -> Carpet.NARROW_MAX_ID - sq;
    assertEquals(Carpet.NARROW_LENGTH, roundTrip(fullBoard(narrow), narrow).carpet.length);
    // one past it: wide, with the same answers
    IntUnaryOperator past = sq -> Carpet.NARROW_MAX_ID + 1 - sq;
    assertEquals(Carpet.WIDE_LENGTH, roundTrip(fullBoard(past), past).carpet.length);
  }

  /**
   * The ring of yellow rugs of the rules tests with ids from {@code firstId} (13 squares), Assam on
   * (1,4) facing N: a roll of 2 costs player 0 eight dirhams.
   */
  private static String ring(int firstId, String players) {
    String board =
        Boards.board(
            firstId, "yyy....", "y.y....", "yyy..y.", "......y", "y......", "...y...", "....y..");
    return board + " 14N " + players + " 0D";
  }

  @Test
  void apply_playerOutBringsIdsToComeWithin63_carpetTurnsNarrow() {
    // largest id 19 + 45 rugs left = 64: wide; player 0 cannot pay, is out and forfeits 15 rugs
    MarrakechState s = G3.parseState(ring(7, "c15$5,y15$30,r15$30"));
    assertEquals(Carpet.WIDE_LENGTH, s.carpet.length);
    MarrakechState after = G3.apply(s, MarrakechMove.roll(2));
    assertTrue(after.isOut(0));
    assertEquals(Carpet.NARROW_LENGTH, after.carpet.length);
    MarrakechState parsed = G3.parseState(G3.formatState(after));
    assertEquals(parsed, after);
    assertEquals(G3.hash(parsed), G3.hash(after));
    assertEquals(s.rugIdAt(0, 0), after.rugIdAt(0, 0));
    // the same through the random playout's board, the roll drawn at random
    for (int seed = 0; seed < 20; seed++) {
      readsBackEqual(G3.randomPlayout(s, new SplittableRandom(seed), 1));
    }
  }

  @Test
  void play_idsUpToTheLayoutsEdge_everyStateReadsBackEqual() {
    // 18 + 45 = 63 (narrow, the last rug takes id 63) and 19 + 45 = 64 (wide, id 64), with players
    // short of dirhams so that some go out on the way
    for (int firstId : new int[] {6, 7}) {
      for (String players : new String[] {"c15$30,y15$30,r15$30", "c15$5,y15$3,r15$30"}) {
        MarrakechState start = G3.parseState(ring(firstId, players));
        for (int seed = 0; seed < 40; seed++) {
          SplittableRandom random = new SplittableRandom(seed);
          MarrakechState s = start;
          while (!s.isOver()) {
            s = G3.apply(s, Boards.randomMove(G3, s, random));
            readsBackEqual(s);
          }
          readsBackEqual(G3.randomPlayout(start, new SplittableRandom(seed), 1000));
        }
      }
    }
  }

  /** The state's notation parses to an equal state with an equal hash and the same carpet. */
  private static void readsBackEqual(MarrakechState s) {
    MarrakechState parsed = G3.parseState(G3.formatState(s));
    assertEquals(parsed, s, G3.formatState(s));
    assertEquals(G3.hash(parsed), G3.hash(s));
    assertArrayEquals(parsed.carpet, s.carpet);
    assertEquals(
        Carpet.narrowFits(s.nextId(), s.rugs()) ? Carpet.NARROW_LENGTH : Carpet.WIDE_LENGTH,
        s.carpet.length);
  }
}
