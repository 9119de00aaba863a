package dev.tabula.stacksnake;

import static dev.tabula.stacksnake.Positions.GAME;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Game;
import dev.tabula.core.GameResult;
import dev.tabula.core.Playouts;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Invariants over seeded random games, how they end, and the statistics the rules document quotes
 * (seed and moves are printed on failure).
 */
class StackSnakePropertyTest {

  /**
   * The names the three games share: {@code isOver()} is the status's, {@code seatToMove()} the
   * side the notation names (in play the current player), {@code turnsPlayed()} what the cap
   * counts.
   */
  @Test
  void sharedNames_isOverSeatToMoveTurnsPlayed_agreeWithStatusNotationAndPlay() {
    StackSnakeGame black = StackSnakeGame.builder().first(1).maxTurns(40).build();
    List<StackSnakeState> all = Positions.randomGames(GAME, 5, new SplittableRandom(61));
    all.addAll(Positions.randomGames(black, 5, new SplittableRandom(62)));
    int over = 0;
    for (StackSnakeState s : all) {
      assertEquals(s.status().isOver(), s.isOver(), s.toString());
      assertEquals(s.isOver(), GAME.isTerminal(s), s.toString());
      String side = s.positionNotation().replaceAll(".* ([WB])( [x-])?$", "$1");
      assertEquals(Colour.ofLetter(side.charAt(0)).seat(), s.seatToMove(), s.toString());
      if (!s.isOver() && !s.isDealing()) {
        assertEquals(s.currentPlayer(), s.seatToMove(), s.toString());
      }
      over += s.isOver() ? 1 : 0;
    }
    assertEquals(10, over);
    assertEquals(1, black.start().seatToMove());
    assertEquals(1, black.firstPlayer());
    assertEquals(0, GAME.firstPlayer());
    for (StackSnakeState s : Positions.randomGames(black, 5, new SplittableRandom(62))) {
      assertTrue(s.turnsPlayed() <= 40, s.toString());
      if (s.status() == StackSnakeState.Status.DRAWN_TURN_LIMIT) {
        assertEquals(40, s.turnsPlayed(), s.toString());
      }
    }
    assertThrows(IllegalArgumentException.class, () -> StackSnakeGame.builder().first(2));
  }

  @Test
  void randomGames_tilesColoursAndMarksNeverChange_andEveryGameEndsAsTheRulesSay() {
    int games = 300;
    int[] lengths = new int[games];
    Map<StackSnakeState.Status, Integer> endings = new EnumMap<>(StackSnakeState.Status.class);
    for (int g = 0; g < games; g++) {
      long seed = 1_000 + g;
      StackSnakeState s = playRandomGame(GAME, seed);
      lengths[g] = s.turnsPlayed();
      endings.merge(s.status(), 1, Integer::sum);
    }
    Arrays.sort(lengths);
    System.out.println(
        "stack-snake random games: "
            + games
            + ", turns median "
            + lengths[games / 2]
            + ", max "
            + lengths[games - 1]
            + ", min "
            + lengths[0]
            + "; endings "
            + endings);
    // without a turn cap a game ends by a win or by threefold repetition (a dead position cannot
    // arise, see the rules document), and both colours win some
    assertEquals(games, endings.values().stream().mapToInt(Integer::intValue).sum());
    assertTrue(
        Set.of(
                StackSnakeState.Status.WHITE_WON,
                StackSnakeState.Status.BLACK_WON,
                StackSnakeState.Status.DRAWN_REPETITION)
            .containsAll(endings.keySet()),
        endings.toString());
    assertTrue(
        endings.getOrDefault(StackSnakeState.Status.WHITE_WON, 0) > games / 3, endings.toString());
    assertTrue(
        endings.getOrDefault(StackSnakeState.Status.BLACK_WON, 0) > games / 3, endings.toString());
    // the sample the rules document quotes
    assertEquals(38, lengths[games / 2]);
    assertEquals(76, lengths[games - 1]);
  }

  @Test
  void randomGames_withATurnCap_endByAWinRepetitionOrTheCap() {
    int cap = 30;
    StackSnakeGame capped = StackSnakeGame.builder().maxTurns(cap).build();
    Map<StackSnakeState.Status, Integer> endings = new EnumMap<>(StackSnakeState.Status.class);
    for (int g = 0; g < 200; g++) {
      StackSnakeState s = playRandomGame(capped, 5_000 + g);
      assertTrue(s.turnsPlayed() <= cap, s.toString());
      endings.merge(s.status(), 1, Integer::sum);
    }
    assertEquals(200, endings.values().stream().mapToInt(Integer::intValue).sum());
    assertTrue(
        Set.of(
                StackSnakeState.Status.WHITE_WON,
                StackSnakeState.Status.BLACK_WON,
                StackSnakeState.Status.DRAWN_REPETITION,
                StackSnakeState.Status.DRAWN_TURN_LIMIT)
            .containsAll(endings.keySet()),
        endings.toString());
    // random games run past 30 turns about half the time (median 38): the cap ends many, not all
    int limit = endings.getOrDefault(StackSnakeState.Status.DRAWN_TURN_LIMIT, 0);
    assertTrue(limit > 20 && limit < 180, endings.toString());
  }

  @Test
  void randomGames_100000_asTheRulesDocumentCounts() {
    // the rules document's statistics: seeds 0..99,999 through deal(random), then uniformly random
    // moves drawn from the same generator over legalActions
    int games = 100_000;
    int[] buffer = new int[GAME.maxLegalActions()];
    int[] lengths = new int[games];
    Map<StackSnakeState.Status, Integer> endings = new EnumMap<>(StackSnakeState.Status.class);
    int passes = 0;
    int longestHistory = 0;
    for (int seed = 0; seed < games; seed++) {
      SplittableRandom random = new SplittableRandom(seed);
      StackSnakeState s = GAME.deal(random);
      while (!s.isOver()) {
        int id = buffer[random.nextInt(GAME.legalActions(s, buffer))];
        passes += id == Line.PASS ? 1 : 0;
        s = GAME.applyAction(s, id);
        longestHistory = Math.max(longestHistory, s.historySize());
      }
      lengths[seed] = s.turnsPlayed();
      endings.merge(s.status(), 1, Integer::sum);
    }
    Arrays.sort(lengths);
    assertEquals(
        Map.of(
            StackSnakeState.Status.WHITE_WON,
            50_327,
            StackSnakeState.Status.BLACK_WON,
            49_638,
            StackSnakeState.Status.DRAWN_REPETITION,
            35),
        endings);
    assertEquals(7_855, passes);
    assertEquals(63, longestHistory);
    assertEquals(36, lengths[games / 2]);
    assertEquals(67, lengths[games * 99 / 100]);
    assertEquals(111, lengths[games - 1]);
    assertEquals(8, lengths[0]);
  }

  /**
   * Plays a random game from the deal (chance by its probabilities, moves uniformly), checking the
   * invariants at every ply and how it ended; returns the final state.
   */
  static StackSnakeState playRandomGame(StackSnakeGame game, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    StackSnakeState s = game.start();
    List<String> log = new ArrayList<>();
    StackSnakeMove last = null;
    int mover = Game.CHANCE;
    while (!s.isOver()) {
      StackSnakeMove m;
      if (s.isDealing()) {
        List<ChanceOutcome<StackSnakeMove>> o = game.chanceOutcomes(s);
        m = Playouts.sampleChance(o, random);
      } else {
        List<StackSnakeMove> moves = game.legalMoves(s);
        m = moves.get(random.nextInt(moves.size()));
      }
      log.add(game.formatMove(s, m));
      StackSnakeState next = game.apply(s, m);
      String where = "seed " + seed + ", moves " + log + ", at " + next;
      if (!next.isDealing()) {
        checkInvariants(next, where);
        assertEquals(s.isDealing() ? 0 : s.turnsPlayed() + 1, next.turnsPlayed(), where);
        assertTrue(s.isDealing() || next.stackCount() <= s.stackCount(), where);
      }
      last = m;
      mover = s.currentPlayer();
      s = next;
    }
    checkEnding(game, s, last, mover, "seed " + seed + ", moves " + log + ", at " + s);
    return s;
  }

  /** How a game may end, by the rules document. */
  static void checkEnding(
      StackSnakeGame game, StackSnakeState end, StackSnakeMove last, int mover, String where) {
    GameResult r = game.result(end);
    switch (end.status()) {
      case WHITE_WON, BLACK_WON -> {
        // only a step makes a stack of seven, and the colour that stepped wins
        int winner = end.status() == StackSnakeState.Status.WHITE_WON ? 0 : 1;
        assertTrue(last instanceof StackSnakeMove.Step, where);
        assertEquals(winner, mover, where);
        assertEquals(List.of(winner), r.winners(), where);
        assertTrue(end.stacks().stream().anyMatch(st -> st.size() >= 7), where);
      }
      case DRAWN_REPETITION -> {
        assertEquals(3, end.repetitions(), where);
        assertTrue(r.isDraw(), where);
      }
      case DRAWN_TURN_LIMIT -> {
        assertTrue(game.maxTurns() > 0, where);
        assertEquals(game.maxTurns(), end.turnsPlayed(), where);
        assertTrue(r.isDraw(), where);
      }
      default -> fail("a random game ended " + end.status() + ": " + where);
    }
    assertEquals(Game.TERMINAL, end.currentPlayer(), where);
  }

  static void checkInvariants(StackSnakeState s, String where) {
    int tiles = 0;
    int white = 0;
    int black = 0;
    int[] kinds = new int[7];
    int tallest = 0;
    for (List<Tile> stack : s.stacks()) {
      assertTrue(!stack.isEmpty(), where);
      tallest = Math.max(tallest, stack.size());
      for (Tile t : stack) {
        tiles++;
        kinds[t.ordinal()]++;
        if (t.colour().isPresent()) {
          if (t.colour().get() == Colour.WHITE) {
            white++;
          } else {
            black++;
          }
        }
      }
    }
    assertEquals(19, tiles, where);
    assertEquals(9, white, where);
    assertEquals(9, black, where);
    assertEquals("[3, 3, 3, 3, 3, 3, 1]", Arrays.toString(kinds), where);
    assertTrue(tallest <= 8, where);
    assertEquals(
        tallest >= 7,
        s.status() == StackSnakeState.Status.WHITE_WON
            || s.status() == StackSnakeState.Status.BLACK_WON,
        where);
    assertTrue(s.repetitions() <= 3, where);
  }

  @Test
  void dealing_isUniformByExactProbabilities() {
    // the probability of a layout is the product of its outcomes' probabilities: 1 / (19! / 6^6...
    // )
    // here: every outcome's numerator is what is left of its kind, the denominator the tiles left
    StackSnakeState s = GAME.start();
    int left = 19;
    SplittableRandom random = new SplittableRandom(11);
    int[] kinds = {3, 3, 3, 3, 3, 3, 1};
    while (s.isDealing()) {
      List<ChanceOutcome<StackSnakeMove>> o = GAME.chanceOutcomes(s);
      long sum = 0;
      for (ChanceOutcome<StackSnakeMove> c : o) {
        Tile t = ((StackSnakeMove.Deal) c.outcome()).tile();
        assertEquals(left, c.denominator());
        assertEquals(kinds[t.ordinal()], c.numerator());
        sum += c.numerator();
      }
      assertEquals(left, sum);
      StackSnakeMove m = Playouts.sampleChance(o, random);
      kinds[((StackSnakeMove.Deal) m).tile().ordinal()]--;
      left--;
      s = GAME.apply(s, m);
    }
    assertEquals(19, s.stackCount());
    assertEquals(0, s.turnsPlayed());
  }

  @Test
  void deal_matchesSamplingTheChanceNodes() {
    // game.deal(random) draws exactly as Playouts would through the chance nodes
    for (long seed = 0; seed < 50; seed++) {
      StackSnakeState viaChance = GAME.start();
      SplittableRandom r1 = new SplittableRandom(seed);
      while (viaChance.isDealing()) {
        List<ChanceOutcome<StackSnakeMove>> o = GAME.chanceOutcomes(viaChance);
        viaChance = GAME.apply(viaChance, Playouts.sampleChance(o, r1));
      }
      assertEquals(viaChance, GAME.deal(new SplittableRandom(seed)), "seed " + seed);
    }
  }

  @Test
  void apply_neverChangesItsInput_andStatesAreValues() {
    SplittableRandom random = new SplittableRandom(99);
    StackSnakeState s = GAME.deal(random);
    for (int i = 0; i < 200 && !s.isOver(); i++) {
      String before = s.toString();
      long hash = GAME.hash(s);
      List<StackSnakeMove> moves = GAME.legalMoves(s);
      for (StackSnakeMove m : moves) {
        GAME.apply(s, m);
      }
      assertEquals(before, s.toString());
      assertEquals(hash, GAME.hash(s));
      assertEquals(s, GAME.parseState(before));
      s = GAME.apply(s, moves.get(random.nextInt(moves.size())));
    }
  }
}
