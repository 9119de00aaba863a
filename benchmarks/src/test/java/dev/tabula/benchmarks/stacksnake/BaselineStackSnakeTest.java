package dev.tabula.benchmarks.stacksnake;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import dev.tabula.core.Perft;
import dev.tabula.stacksnake.Colour;
import dev.tabula.stacksnake.StackSnakeGame;
import dev.tabula.stacksnake.StackSnakeMove;
import dev.tabula.stacksnake.StackSnakeState;
import dev.tabula.stacksnake.Tile;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The baseline and the engine agree, so the benchmarks compare the same work. */
class BaselineStackSnakeTest {
  private static final StackSnakeGame GAME = StackSnakeGame.standard();

  @Test
  void randomGames_baselineAndEngine_agreeAtEveryPly() {
    for (long seed = 0; seed < 300; seed++) {
      SplittableRandom r = new SplittableRandom(seed);
      StackSnakeState e = GAME.deal(new SplittableRandom(seed));
      BaselineStackSnake b = BaselineStackSnake.deal(new SplittableRandom(seed), Colour.WHITE);
      List<String> played = new ArrayList<>();
      while (true) {
        String where = "seed " + seed + ", moves " + played;
        assertEquals(e.positionNotation(), b.position(), where);
        List<String> em = new ArrayList<>();
        for (StackSnakeMove m : GAME.legalMoves(e)) {
          em.add(GAME.formatMove(e, m));
        }
        List<String> bm = new ArrayList<>();
        for (BaselineStackSnake.Move m : b.legalMoves()) {
          bm.add(m.notation());
        }
        assertEquals(em, bm, where);
        boolean over = e.status().isOver();
        if (over != (b.outcome() != BaselineStackSnake.Outcome.IN_PLAY)) {
          fail(where + ": engine " + e.status() + ", baseline " + b.outcome());
        }
        if (over) {
          String expected =
              switch (e.status()) {
                case WHITE_WON -> "WHITE_WON";
                case BLACK_WON -> "BLACK_WON";
                default -> "DRAW";
              };
          assertEquals(expected, b.outcome().name(), where);
          break;
        }
        int i = r.nextInt(em.size());
        played.add(em.get(i));
        e = GAME.apply(e, GAME.legalMoves(e).get(i));
        b = b.apply(b.legalMoves().get(i));
      }
    }
  }

  @Test
  void threefoldRepetition_baselineDrawsLikeTheEngine() {
    String line = "W1/B2/N/W3/B1/W2/B3/W1B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3 W -";
    StackSnakeState e = GAME.parseState(line);
    List<List<Tile>> stacks = e.stacks();
    BaselineStackSnake b = BaselineStackSnake.of(stacks, Colour.WHITE, true);
    String[] cycle = {"1x4", "8-9", "1x4", "9-8"};
    for (int round = 0; round < 2; round++) {
      for (String mv : cycle) {
        e = GAME.apply(e, GAME.parseMove(e, mv));
        for (BaselineStackSnake.Move m : b.legalMoves()) {
          if (m.notation().equals(mv)) {
            b = b.apply(m);
            break;
          }
        }
      }
    }
    assertEquals(StackSnakeState.Status.DRAWN_REPETITION, e.status());
    assertEquals(BaselineStackSnake.Outcome.DRAW, b.outcome());
  }

  @Test
  void deal_sameLayoutAsTheEngine() {
    for (long seed = 0; seed < 20; seed++) {
      assertEquals(
          GAME.deal(new SplittableRandom(seed)).positionNotation(),
          BaselineStackSnake.deal(new SplittableRandom(seed), Colour.WHITE).position());
    }
    assertEquals(
        52,
        Perft.count(
            GAME,
            GAME.parseState("W1/B2/N/W3/B1/W2/B3/W1/B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3 W -"),
            1));
  }
}
