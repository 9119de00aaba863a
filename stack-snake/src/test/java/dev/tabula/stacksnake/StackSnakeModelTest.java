package dev.tabula.stacksnake;

import static dev.tabula.stacksnake.Positions.GAME;
import static dev.tabula.stacksnake.Positions.moves;
import static dev.tabula.stacksnake.Positions.position;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The packed engine against the plain {@link ReferenceModel}, move by move. */
class StackSnakeModelTest {

  static final List<Tile> SPEC_LAYOUT =
      List.of(
          Tile.W1, Tile.B2, Tile.N, Tile.W3, Tile.B1, Tile.W2, Tile.B3, Tile.W1, Tile.B1, Tile.W2,
          Tile.B2, Tile.W3, Tile.B3, Tile.W1, Tile.B1, Tile.W2, Tile.B2, Tile.W3, Tile.B3);

  @Test
  void perft_referenceModel_agreesWithTheSpecToDepth3() {
    ReferenceModel m = ReferenceModel.of(SPEC_LAYOUT, Colour.WHITE);
    assertEquals(52, m.perft(1));
    assertEquals(1318, m.perft(2));
    assertEquals(44227, m.perft(3));
  }

  @Test
  void perft_midGamePositions_engineAndModelAgreeToDepth3() {
    // positions with stacks, neutral tiles buried and swap bans, taken from seeded random games
    SplittableRandom random = new SplittableRandom(424242);
    int checked = 0;
    while (checked < 40) {
      StackSnakeState s = GAME.deal(random);
      int plies = 4 + random.nextInt(30);
      for (int i = 0; i < plies && !s.isOver(); i++) {
        List<StackSnakeMove> moves = GAME.legalMoves(s);
        s = GAME.apply(s, moves.get(random.nextInt(moves.size())));
      }
      if (s.isOver()) {
        continue;
      }
      StackSnakeState fresh = GAME.parseState(position(s));
      List<List<Tile>> stacks = new ArrayList<>();
      for (List<Tile> st : fresh.stacks()) {
        stacks.add(new ArrayList<>(st));
      }
      ReferenceModel m =
          new ReferenceModel(
              stacks,
              Colour.ofSeat(fresh.currentPlayer()),
              !fresh.maySwap(),
              new ArrayList<>(),
              null);
      for (int d = 1; d <= 3; d++) {
        assertEquals(
            m.perft(d),
            dev.tabula.core.Perft.count(GAME, fresh, d),
            "perft(" + d + ") of " + fresh);
      }
      checked++;
    }
  }

  @Test
  void randomGames_engineAndModel_agreeAtEveryPly() {
    long seed0 = 7_000;
    int games = 400;
    for (int g = 0; g < games; g++) {
      long seed = seed0 + g;
      SplittableRandom random = new SplittableRandom(seed);
      StackSnakeState s = GAME.deal(random);
      List<Tile> layout = new ArrayList<>();
      for (int k = 0; k < 19; k++) {
        layout.add(s.top(k));
      }
      ReferenceModel m = ReferenceModel.of(layout, Colour.WHITE);
      List<String> played = new ArrayList<>();
      while (true) {
        String where = "seed " + seed + ", moves " + played;
        if (!position(s).equals(m.position())) {
          fail(where + ": engine " + s + " vs model " + m.position());
        }
        List<String> em = moves(s);
        if (!em.equals(m.moves())) {
          fail(where + ": engine moves " + em + " vs model " + m.moves() + " at " + s);
        }
        boolean over = s.isOver();
        if (over != (m.outcome != null)) {
          fail(where + ": engine status " + s.status() + " vs model " + m.outcome);
        }
        if (over) {
          // and they agree on how it ended
          String kind =
              switch (s.status()) {
                case WHITE_WON -> "White won";
                case BLACK_WON -> "Black won";
                case DRAWN_REPETITION -> "repetition";
                case DRAWN_DEAD_POSITION -> "dead";
                default -> s.status().toString();
              };
          assertEquals(m.outcome, kind, where);
          break;
        }
        String mv = em.get(random.nextInt(em.size()));
        played.add(mv);
        s = GAME.apply(s, GAME.parseMove(s, mv));
        m = m.apply(mv);
        assertEquals(m.history.size(), s.historySize(), where);
      }
    }
  }
}
