package dev.tabula.marrakech;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tabula.core.Perft;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/** perft against every count in the rules document. */
class MarrakechPerftTest {
  static final String EMPTY = "......./......./......./......./......./......./.......";
  static final String START4 = EMPTY + " 33N c12$30,y12$30,r12$30,p12$30 0O";
  static final String START3 = EMPTY + " 33N c15$30,y15$30,r15$30 0O";
  static final String START2 = EMPTY + " 33N c12r12$30,y12p12$30 0C";
  static final String PAY2 =
      ".p20p16y30y30../.p20c21p22r25r27r27/y2r19.p12r29r29c13/p10c17c17.y6y6y26/"
          + "p10p4..y28y28y26/.p18c9c9y8c7./.p18..y8.. 50S c4r5$3,y5p4$57 0C";
  static final String PAY3 =
      ".y14c7c7y20.r12/c13c40c40.y20.r12/r36r39r39r21c22r30./r36y5r15.c22c31c31/"
          + ".c34c34y29c28c10y17/c37y38y38r33r33y32y17/c4c4r27r27c25y32r24 22N c1$61,y2$3,r2$26 1O";
  static final String PAY4 =
      "r23p40p40..r35r35/c25y30y30.c9r11c37/p28r27y34y34r39r39c37/"
          + "p28c29p12r31y10p36y38/c21c29y26p32c33.y38/y18c17c17p32c33../.c13c13.r19r19. 21W "
          + "c2$3,y2$31,r2$33,p2$53 0O";

  static final long[] START_COUNTS = {3, 12, 111, 333, 1332, 10917, 32751};
  static final long[] START2_COUNTS = {2, 6, 24, 222, 444, 1332, 5328};
  static final long[] PAY2_COUNTS = {2, 6, 24, 118, 236, 708, 2832, 22040};
  static final long[] PAY3_COUNTS = {3, 12, 54, 186, 1015, 4648, 15909, 89506};
  static final long[] PAY4_COUNTS = {3, 12, 70, 219, 1001, 6114, 19149, 87374};

  private static void check(int players, String fen, long[] counts, int maxDepth) {
    MarrakechGame game = Boards.game(players);
    MarrakechState s = game.parseState(fen);
    for (int d = 1; d <= maxDepth; d++) {
      assertEquals(counts[d - 1], Perft.count(game, s, d), "perft " + d + " of " + fen);
    }
  }

  @Test
  void perft_fourPlayerStart_toDepth6() {
    assertEquals(START4, MarrakechGame.standard().formatState(MarrakechGame.standard().start()));
    check(4, START4, START_COUNTS, 6);
  }

  @Test
  void perft_threePlayerStart_toDepth6() {
    assertEquals(START3, Boards.game(3).formatState(Boards.game(3).start()));
    check(3, START3, START_COUNTS, 6);
  }

  @Test
  void perft_twoPlayerStart_toDepth6() {
    assertEquals(START2, Boards.game(2).formatState(Boards.game(2).start()));
    check(2, START2, START2_COUNTS, 6);
  }

  @Test
  void perft_paymentPositionTwoPlayers_toDepth6() {
    check(2, PAY2, PAY2_COUNTS, 6);
  }

  @Test
  void perft_paymentPositionThreePlayers_toDepth6() {
    check(3, PAY3, PAY3_COUNTS, 6);
  }

  @Test
  void perft_paymentPositionFourPlayers_toDepth6() {
    check(4, PAY4, PAY4_COUNTS, 6);
  }

  @Test
  @EnabledIfSystemProperty(named = "tabula.slow", matches = "true")
  void perft_startsAtDepth7_slow() {
    check(4, START4, START_COUNTS, 7);
    check(3, START3, START_COUNTS, 7);
    check(2, START2, START2_COUNTS, 7);
  }

  @Test
  @EnabledIfSystemProperty(named = "tabula.slow", matches = "true")
  void perft_paymentPositionsToDepth8_slow() {
    check(2, PAY2, PAY2_COUNTS, 8);
    check(3, PAY3, PAY3_COUNTS, 8);
    check(4, PAY4, PAY4_COUNTS, 8);
  }
}
