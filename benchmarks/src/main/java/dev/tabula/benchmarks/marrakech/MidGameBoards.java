package dev.tabula.benchmarks.marrakech;

import dev.tabula.marrakech.Colour;
import dev.tabula.marrakech.MarrakechGame;
import dev.tabula.marrakech.MarrakechState;
import dev.tabula.marrakech.Phase;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Random mid-game boards for the benchmarks: seeded random games of 2, 3 and 4 players (in turn),
 * each stopped at a placement phase after 16 to 40 rugs have been placed, so the board is well
 * covered with rugs of every colour.
 */
final class MidGameBoards {
  private MidGameBoards() {}

  /**
   * Plays one random ply: a chance outcome by its probability, a decision uniformly.
   *
   * @param game the game
   * @param s a state not over
   * @param buf a buffer of at least 12 ids
   * @param r the generator
   * @return the next state
   */
  static MarrakechState randomPly(
      MarrakechGame game, MarrakechState s, int[] buf, SplittableRandom r) {
    int k = game.legalActions(s, buf);
    Phase ph = s.phase();
    int action;
    if (ph == Phase.DIE) {
      action = dieAction(r);
    } else if (ph == Phase.COLOUR) {
      int total = 0;
      for (int i = 0; i < k; i++) {
        total += s.rugsLeft(Colour.of(buf[i] - 7));
      }
      int x = r.nextInt(total);
      int i = 0;
      while (x >= s.rugsLeft(Colour.of(buf[i] - 7))) {
        x -= s.rugsLeft(Colour.of(buf[i] - 7));
        i++;
      }
      action = buf[i];
    } else {
      action = buf[r.nextInt(k)];
    }
    return game.applyAction(s, action);
  }

  /**
   * The die: 1..4 slippers with probabilities 1/6, 2/6, 2/6, 1/6, as an action id 3..6.
   *
   * @param r the generator
   * @return the action id
   */
  static int dieAction(SplittableRandom r) {
    int f = r.nextInt(6);
    return f == 0 ? 3 : f <= 2 ? 4 : f <= 4 ? 5 : 6;
  }

  /**
   * Makes boards.
   *
   * @param count how many
   * @param seed the seed
   * @return the boards, each in phase P
   */
  static List<MarrakechState> make(int count, long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    int[] buf = new int[12];
    List<MarrakechState> boards = new ArrayList<>(count);
    int g = 0;
    while (boards.size() < count) {
      MarrakechGame game = MarrakechGame.builder().players(2 + g % 3).build();
      g++;
      int stopAt = 16 + r.nextInt(25);
      MarrakechState s = game.start();
      while (!s.isOver()) {
        if (s.phase() == Phase.PLACE && placed(s) >= stopAt) {
          boards.add(s);
          break;
        }
        s = randomPly(game, s, buf, r);
      }
    }
    return boards;
  }

  private static int placed(MarrakechState s) {
    int max = 0;
    for (int y = 0; y < 7; y++) {
      for (int x = 0; x < 7; x++) {
        max = Math.max(max, s.rugIdAt(x, y));
      }
    }
    return max;
  }
}
