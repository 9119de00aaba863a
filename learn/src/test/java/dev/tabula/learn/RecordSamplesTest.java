package dev.tabula.learn;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.Agent;
import dev.tabula.core.GameRecord;
import dev.tabula.core.IllegalMoveException;
import dev.tabula.marrakech.MarrakechGame;
import dev.tabula.search.AlphaBeta;
import dev.tabula.stacksnake.StackSnakeGame;
import dev.tabula.toguz.ToguzGame;
import dev.tabula.toguz.ToguzMove;
import dev.tabula.toguz.ToguzState;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** {@link Samples#ofRecords}: the samples of recorded games. */
class RecordSamplesTest {

  /**
   * The records of self-play games give the self-play samples, row for row: the bots here give a
   * one-hot policy at the move played, as records do.
   */
  private static <S, M> void sameAsSelfPlay(SelfPlay<S, M> sp, int games) {
    Map<Long, GameRecord<S, M>> records = Collections.synchronizedMap(new TreeMap<>());
    Samples played = sp.play(0, games, 2, (k, r, n) -> records.put(k, r));
    List<GameRecord<S, M>> list = new ArrayList<>(records.values());
    assertEquals(games, list.size());
    Samples recorded = Samples.ofRecords(sp.game(), list, 0);
    assertEquals(played, recorded, "seed " + sp.seed());
    // The range of game indices moves with the first game.
    Samples later = Samples.ofRecords(sp.game(), list.subList(1, games), 7);
    assertEquals(
        recorded.size() - Samples.ofRecords(sp.game(), list.subList(0, 1), 0).size(), later.size());
    assertEquals(7, later.game()[0]);
    assertEquals(6 + games - 1, later.game()[later.size() - 1]);
  }

  @Test
  void ofRecords_selfPlayGames_giveTheSelfPlaySamples() {
    ToguzGame toguz = ToguzGame.standard();
    Agent<ToguzState, ToguzMove> ab = AlphaBeta.<ToguzState, ToguzMove>builder().depth(1).build();
    sameAsSelfPlay(SelfPlay.of(toguz, List.of(ab, ab)).seed(3).maxPlies(80), 4);
    StackSnakeGame snake = StackSnakeGame.standard();
    sameAsSelfPlay(
        SelfPlay.of(snake, Collections.nCopies(2, Agent.uniformRandom())).seed(4).maxPlies(60), 4);
  }

  @Test
  void ofRecords_chancePliesGiveNoSamples() {
    // Marrakech: dice and colour draws are in the records, not in the samples; a game cut off by
    // the cap on plies gets return 0 either way.
    MarrakechGame m = MarrakechGame.builder().players(3).build();
    sameAsSelfPlay(SelfPlay.of(m, Collections.nCopies(3, Agent.uniformRandom())).seed(2), 3);
    sameAsSelfPlay(
        SelfPlay.of(m, Collections.nCopies(3, Agent.uniformRandom())).seed(2).maxPlies(30), 3);
  }

  @Test
  void ofRecords_aGameThatStoppedEarly_takesTheRecordedResult() {
    ToguzGame g = ToguzGame.standard();
    ToguzState s = g.start();
    List<ToguzMove> moves = new ArrayList<>();
    for (int i = 0; i < 5; i++) {
      ToguzMove m = g.legalMoves(s).get(i % g.legalMoves(s).size());
      moves.add(m);
      s = g.apply(s, m);
    }
    GameRecord<ToguzState, ToguzMove> resigned =
        GameRecord.of(g, g.start(), moves).withResult("0-1");
    Samples r = Samples.ofRecords(g, List.of(resigned), 0);
    // Five decisions, White to move at plies 0, 2, 4 (unless a move ends the turn otherwise).
    assertEquals(5, r.size());
    float[] returns = r.returns();
    ToguzState at = g.start();
    for (int ply = 0; ply < 5; ply++) {
      assertEquals(g.currentPlayer(at) == 0 ? -1f : 1f, returns[ply], "ply " + ply);
      at = g.apply(at, moves.get(ply));
    }
    assertArrayEquals(new int[] {0, 1, 2, 3, 4}, r.ply());
    Samples unfinished = Samples.ofRecords(g, List.of(resigned.withResult("*")), 0);
    assertArrayEquals(new float[5], unfinished.returns());
    Samples draw = Samples.ofRecords(g, List.of(resigned.withResult("1/2-1/2")), 0);
    assertArrayEquals(new float[5], draw.returns());
    // The policy is 1 at the move played.
    float[] policy = r.policy();
    assertEquals(1f, policy[g.actionId(g.start(), moves.get(0))]);
  }

  @Test
  void ofRecords_noRecords_noRowsWithTheShapes() {
    Samples none = Samples.ofRecords(ToguzGame.standard(), List.of(), 0);
    assertEquals(0, none.size());
    assertArrayEquals(new int[] {4, 2, 9}, none.observationShape());
    assertEquals(9, none.numDistinctActions());
  }

  @Test
  void ofRecords_badArguments_throwIllegalArgument() {
    ToguzGame g = ToguzGame.standard();
    GameRecord<ToguzState, ToguzMove> r = GameRecord.of(g, g.start(), List.of());
    assertThrows(IllegalArgumentException.class, () -> Samples.ofRecords(g, List.of(r), -1));
    assertThrows(
        IllegalArgumentException.class, () -> Samples.ofRecords(g, List.of(r), Long.MAX_VALUE));
    GameRecord<ToguzState, ToguzMove> other =
        new GameRecord<>("nim", Map.of(), Map.of(), g.start(), List.of(), "*", List.of());
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Samples.ofRecords(g, List.of(other), 0));
    assertTrue(e.getMessage().contains("nim"), e.getMessage());
    // A record made by hand with a move that is not legal: the game says why. White's move from
    // a hole that a later position has emptied.
    java.util.SplittableRandom random = new java.util.SplittableRandom(9);
    ToguzState s = g.start();
    ToguzMove illegal = null;
    while (illegal == null) {
      List<ToguzMove> legal = g.legalMoves(s);
      if (g.currentPlayer(s) == 0 && legal.size() < 9) {
        for (ToguzMove m : g.legalMoves(g.start())) {
          if (!legal.contains(m)) {
            illegal = m;
          }
        }
      } else {
        s = g.apply(s, legal.get(random.nextInt(legal.size())));
      }
    }
    GameRecord<ToguzState, ToguzMove> bad =
        new GameRecord<>("toguz", Map.of(), Map.of(), s, List.of(illegal), "*", List.of());
    assertThrows(IllegalMoveException.class, () -> Samples.ofRecords(g, List.of(bad), 0));
  }
}
