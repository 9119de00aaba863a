package dev.tabula.stacksnake;

import static dev.tabula.stacksnake.Positions.GAME;
import static dev.tabula.stacksnake.Positions.SPEC;
import static dev.tabula.stacksnake.Positions.play;
import static dev.tabula.stacksnake.Positions.pos;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.IllegalMoveException;
import dev.tabula.core.NotationException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The position and move notations: exact round trips and rejections with offsets. */
class StackSnakeNotationTest {

  @Test
  void parseState_specExample_roundTripsExactly() {
    StackSnakeState s = pos(SPEC);
    assertEquals(SPEC, GAME.formatState(s));
    assertEquals(19, s.stackCount());
    assertEquals(Colour.WHITE.seat(), s.currentPlayer());
    assertTrue(s.maySwap());
    assertEquals(0, s.turnsPlayed());
    assertEquals(0, s.historySize());
    assertEquals(Tile.N, s.top(2));
  }

  @Test
  void parseState_stacksBottomToTop() {
    StackSnakeState s = pos("W1/B3/NW2/B1B2/W1/B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3/W3 B x");
    assertEquals(java.util.List.of(Tile.N, Tile.W2), s.stack(2));
    assertEquals(java.util.List.of(Tile.B1, Tile.B2), s.stack(3));
    assertEquals(Tile.W2, s.top(2));
    assertEquals(2, s.height(3));
    assertEquals(Colour.BLACK.seat(), s.currentPlayer());
    assertTrue(!s.maySwap());
    assertEquals("W1/B3/NW2/B1B2/W1/B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3/W3 B x", s.toString());
  }

  @Test
  void formatState_turnAndHistory_roundTrip() {
    StackSnakeState s =
        play(
            pos("W1/B2/N/W3/B1/W2/B3/W1B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3 W -"), "1x4", "8-9", "1x4");
    String text = s.toString();
    assertEquals(
        "W1/B2/N/W3/B1/W2/B3/W1/W2B1/B2/W3/B3/W1/B1/W2/B2/W3/B3 B x 3 "
            + "W1/B2/N/W3/B1/W2/B3/W1B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3:W-,"
            + "W3/B2/N/W1/B1/W2/B3/W1/W2B1/B2/W3/B3/W1/B1/W2/B2/W3/B3:W-,"
            + "W3/B2/N/W1/B1/W2/B3/W1B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3:Bx",
        text);
    StackSnakeState back = GAME.parseState(text);
    assertEquals(s, back);
    assertEquals(s.hashCode(), back.hashCode());
    assertEquals(GAME.hash(s), GAME.hash(back));
    assertEquals(text, back.toString());
    // the earlier positions are a multiset: any order reads to the same state
    String[] f = text.split(" ");
    String[] e = f[4].split(",");
    String shuffled =
        f[0] + " " + f[1] + " " + f[2] + " " + f[3] + " " + e[2] + "," + e[0] + "," + e[1];
    assertEquals(s, GAME.parseState(shuffled));
    assertEquals(text, GAME.parseState(shuffled).toString());
  }

  @Test
  void equals_turnAndHistoryTakePart() {
    StackSnakeState a = pos(SPEC);
    StackSnakeState b = pos(SPEC.replace(" W -", " W - 4"));
    assertNotEquals(a, b);
    assertEquals("W1/B2/N/W3/B1/W2/B3/W1/B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3 W - 4", b.toString());
    assertEquals(a, pos(SPEC + " 0")); // turn 0 is the default and is left out when formatting
    assertEquals(SPEC, pos(SPEC + " 0").toString());
  }

  @Test
  void turn_largestValue_roundTripsAndSaturates() {
    StackSnakeState s = pos(SPEC + " 2147483647");
    assertEquals(Integer.MAX_VALUE, s.turnsPlayed());
    StackSnakeState next = GAME.apply(s, GAME.legalMoves(s).get(0));
    assertEquals(Integer.MAX_VALUE, next.turnsPlayed());
    assertEquals(next, GAME.parseState(next.toString()));
  }

  @Test
  void dealingStates_roundTrip() {
    StackSnakeState s = GAME.start();
    assertEquals("deal - W", s.toString());
    s = GAME.apply(s, StackSnakeMove.deal(Tile.B2));
    s = GAME.apply(s, StackSnakeMove.deal(Tile.N));
    assertEquals("deal B2/N W", s.toString());
    assertEquals(s, GAME.parseState("deal B2/N W"));
    assertEquals(2, s.stackCount());
    assertEquals(
        java.util.List.of(java.util.List.of(Tile.B2), java.util.List.of(Tile.N)), s.stacks());
    assertEquals(Tile.N, s.top(1));
    assertEquals(1, s.height(1));
    assertEquals("deal B2/N W", s.positionNotation());
    assertEquals(
        GAME.parseState("deal - B"),
        StackSnakeGame.builder().first(Colour.BLACK.seat()).build().start());
  }

  @ParameterizedTest(name = "[{index}] \"{0}\" at {1}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      value = {
        // tile counts: one missing (reported where the line ends), a fourth W1, a second N
        "W1/B2/N/W3/B1/W2/B3/W1/B1/W2/B2/W3/B3/W1/B1/W2/B2/W3 W -|52|missing B3",
        "W1/B2/N/W3/B1/W2/B3/W1/B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/W1 W -|53|no more W1",
        "W1/B2/N/W3/B1/W2/B3/N/B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3 W -|20|no more N",
        "W1/B2/N/W3/B1/W2/B3/W1/B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3/B3 W -|56|no more B3",
        // malformed tiles and stacks
        "X1/B2/N/W3/B1/W2/B3/W1/B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3 W -|0|a tile",
        "W4/B2/N/W3/B1/W2/B3/W1/B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3 W -|1|a mark 1, 2 or 3",
        "W1//B2/N/W3/B1/W2/B3/W1/B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3 W -|3|at least one tile",
        "W1/B2/N/W3/B1/W2/B3/W1/B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3/ W -|56|a tile",
        "w1/B2/N/W3/B1/W2/B3/W1/B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3 W -|0|a tile",
        "\"\"|0|a tile",
        // the other fields
        "W1/B2/N/W3/B1/W2/B3/W1/B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3|55|a space, then the colour",
        "W1/B2/N/W3/B1/W2/B3/W1/B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3 w -|56|the colour to move",
        "W1/B2/N/W3/B1/W2/B3/W1/B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3  W -|56|the colour to move",
        "W1/B2/N/W3/B1/W2/B3/W1/B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3 W|57|a space, then the swap",
        "W1/B2/N/W3/B1/W2/B3/W1/B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3 W +|58|the swap field",
        "\"W1/B2/N/W3/B1/W2/B3/W1/B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3 W - \"|60|a turn number",
        "W1/B2/N/W3/B1/W2/B3/W1/B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3 W - 07|60|leading zeros",
        "W1/B2/N/W3/B1/W2/B3/W1/B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3 W - -3|60|a turn number",
        "W1/B2/N/W3/B1/W2/B3/W1/B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3 W - 2147483648|60|a turn number up to",
        "W1/B2/N/W3/B1/W2/B3/W1/B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3 W - 2x|61|a space, then the earlier",
        // impossible positions
        "W1W1W1W2W2W2B1B1B1/B2/N/W3/B2/B2/W3/W3/B3/B3/B3 W -|16|at most 8 tiles",
        "W1W1W1W2W2W2B1/B2/N/W3/B1/B1/B2/B2/W3/B3/B3/B3/W3 B -|50|the colour of the loser",
        "W1W1W1W2W2W2B1/B2/N/W3/B1/B1/B2/B2/W3/B3/B3/B3/W3 W x|52|the winner stepped last",
        "B1B1B1B2B2B2W1W1W1/W2W2W2W3W3W3B3B3B3N W -|16|at most 8 tiles",
        "W1W1W1W2W2W2N/W3B1B1B1B2B2W3/B2B3B3W3B3 B -|0|on top, not N",
        "W1W1W1W2W2W2B1/B1B1B2B2B2W3W3B3/N/W3B3B3 W -|15|at most one stack of seven",
        "W1B1/W1B1/W1B1/W2B2/W2B2/W2B2/W3B3/W3B3/W3/B3N B x|49|cannot have swapped",
        // the deal
        "deal W1W2 W|7|every tile is a stack of its own",
        "deal - X|7|the colour to move",
        "deal W1/W1/W1/W1 W|14|no more W1",
        "deal W1/B2/N/W3/B1/W2/B3/W1/B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3 W|5|at most 18 tiles",
        "deal -|6|a space, then the colour",
        "deal - W -|8|the end of the text",
      })
  void parseState_malformed_rejectedWithOffset(String text, int offset, String expected) {
    assertRejected(() -> GAME.parseState(text), offset, expected);
  }

  /** Parsing throws a NotationException at the offset, expecting something that says so. */
  private static void assertRejected(Executable parse, int offset, String expected) {
    NotationException e = assertThrows(NotationException.class, parse);
    assertEquals(offset, e.offset(), e.getMessage());
    assertTrue(e.expected().contains(expected), e.getMessage());
  }

  @Test
  void parseState_history_impossibleEntriesRejected() {
    String now = "W1/B2/N/W3/B1/W2/B3/W1/W2B1/B2/W3/B3/W1/B1/W2/B2/W3/B3";
    String e1 = "W1/B2/N/W3/B1/W2/B3/W1B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3:W-";
    // more earlier positions than turns
    NotationException tooMany =
        assertThrows(NotationException.class, () -> GAME.parseState(now + " W - 0 " + e1));
    assertEquals(now.length() + 7, tooMany.offset());
    assertTrue(tooMany.expected().contains("one per turn played"), tooMany.getMessage());
    // an earlier position of another length
    String shorter = "W1/B2/N/W3/B1/W2/B3/W1B1W2/B2/W3/B3/W1/B1/W2/B2/W3/B3:W-";
    NotationException len =
        assertThrows(
            NotationException.class, () -> GAME.parseState(now + " W - 5 " + e1 + "," + shorter));
    assertEquals(now.length() + 7 + e1.length() + 1, len.offset());
    assertTrue(len.expected().contains("18 stacks"), len.getMessage());
    // the same earlier position three times
    NotationException thrice =
        assertThrows(
            NotationException.class,
            () -> GAME.parseState(now + " W - 5 " + e1 + "," + e1 + "," + e1));
    assertTrue(thrice.expected().contains("at most twice"), thrice.getMessage());
    // missing ':' after an entry's stacks
    NotationException colon =
        assertThrows(
            NotationException.class, () -> GAME.parseState(now + " W - 5 " + e1.replace(":", " ")));
    assertTrue(colon.expected().contains("':'"), colon.getMessage());
    // the current position twice before: the third occurrence, a drawn game
    String cur = now + ":W-";
    StackSnakeState drawn = GAME.parseState(now + " W - 5 " + cur + "," + cur);
    assertEquals(StackSnakeState.Status.DRAWN_REPETITION, drawn.status());
    NotationException four =
        assertThrows(
            NotationException.class,
            () -> GAME.parseState(now + " W - 5 " + cur + "," + cur + "," + cur));
    assertTrue(four.expected().contains("at most twice"), four.getMessage());
  }

  @Test
  void parseState_turnBeyondTheCap_rejected() {
    StackSnakeGame capped = StackSnakeGame.builder().maxTurns(10).build();
    assertEquals(StackSnakeState.Status.DRAWN_TURN_LIMIT, capped.parseState(SPEC + " 10").status());
    NotationException e =
        assertThrows(NotationException.class, () -> capped.parseState(SPEC + " 11"));
    assertEquals(SPEC.length() + 1, e.offset());
  }

  @Test
  void moveNotation_roundTrips() {
    StackSnakeState s = pos("B1/NW1/B2/W2/B3/W3/B1/W1/B2/W2/B3/W3/B1/W1/B2/W2/B3/W3 W -");
    for (StackSnakeMove m : GAME.legalMoves(s)) {
      String text = GAME.formatMove(s, m);
      assertEquals(m, GAME.parseMove(s, text));
    }
    assertEquals(StackSnakeMove.step(1, 2, 2), GAME.parseMove(s, "2=3"));
    assertEquals(StackSnakeMove.step(1, 0, 1), GAME.parseMove(s, "2-1"));
    assertEquals(StackSnakeMove.swap(1, 3), GAME.parseMove(s, "4x2"));
    assertEquals("2x4", GAME.formatMove(s, GAME.parseMove(s, "4x2")));
    assertEquals(StackSnakeMove.deal(Tile.N), GAME.parseMove(GAME.start(), "N"));
    StackSnakeState pass = pos("W1W1W1B1/W2W2B2B2W3/W2B3B3B3W3/NB2B1W3B1 W x");
    assertEquals(StackSnakeMove.PASS, GAME.parseMove(pass, "pass"));
    assertEquals("pass", GAME.formatMove(pass, StackSnakeMove.PASS));
  }

  @ParameterizedTest(name = "[{index}] \"{0}\" at {1}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      value = {
        "\"\"|0|a move",
        "P|0|a move",
        "pas|0|a move",
        "0-1|0|a position number",
        "20-17|0|a position number",
        "5|1|'-' (step of one tile)",
        "5+7|1|'-' (step of one tile)",
        "5-|2|a position number",
        "5-7x|3|the end of the move",
        "5 - 7|1|'-' (step of one tile)",
        "05-7|0|a position number",
      })
  void parseMove_malformed_rejectedWithOffset(String text, int offset, String expected) {
    assertRejected(() -> GAME.parseMove(pos(SPEC), text), offset, expected);
  }

  @ParameterizedTest(name = "[{index}] {0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "1-3|steps exactly 1",
        "2-3|not one of White's tiles",
        "1=2|only one tile",
        "3-4|belongs to nobody",
        "18-19|past the end of the line",
        "1x1|1x1: a swap needs two different stacks",
        "4=4|4=4: a step must leave its position",
        "1-5|1-5: a step goes 1, 2 or 3 positions (the mark of its top tile), not 4",
        "19-1|19-1: a step goes 1, 2 or 3 positions (the mark of its top tile), not 18",
        "1x2|not one of White's tiles",
        "pass|may pass only when",
        "W1|only while the line is laid out",
      })
  void parseMove_wellFormedButIllegal_saysWhy(String text, String why) {
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> GAME.parseMove(pos(SPEC), text));
    assertTrue(e.getMessage().contains(why), e.getMessage());
  }

  @Test
  void parseMove_stepDuringTheDeal_illegal() {
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> GAME.parseMove(GAME.start(), "1-2"));
    assertTrue(e.getMessage().contains("being dealt"), e.getMessage());
  }

  /** Parsing throws a NotationException at the offset, expecting exactly this. */
  private static void assertRejectedExactly(String text, int offset, String expected) {
    NotationException e = assertThrows(NotationException.class, () -> GAME.parseState(text));
    assertEquals(offset, e.offset(), e.getMessage());
    assertEquals(expected, e.expected(), e.getMessage());
  }

  /** Eighteen stacks, and two earlier positions of eighteen. */
  private static final String NOW = "W1/B2/N/W3/B1/W2/B3/W1/W2B1/B2/W3/B3/W1/B1/W2/B2/W3/B3";

  private static final String E1 = "W1/B2/N/W3/B1/W2/B3/W1B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3:W-";
  private static final String E2 = "W3/B2/N/W1/B1/W2/B3/W1/W2B1/B2/W3/B3/W1/B1/W2/B2/W3/B3:W-";

  @Test
  void parseState_impossibleText_exactWordsAndOffsets() {
    assertRejectedExactly(
        "W1/B2/N/W3/B1/W2/B3/N/B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3 W -",
        20,
        "no more N: a set has one neutral tile");
    assertRejectedExactly(
        "W1/B2/N/W3/B1/W2/B3/W1/B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/W1 W -",
        53,
        "no more W1: a set has three W1 tiles");
    // the winner's stack of seven at position 3, made by Black, with Black to move
    String tall = "B2/N/W1W1W1W2W2W2B1/W3/B1/B1/B2/B2/W3/B3/B3/B3/W3";
    assertRejectedExactly(
        tall + " B -",
        tall.length() + 1,
        "the colour of the loser to move: the stack of 7 at position 3 was made by Black");
    assertEquals(StackSnakeState.Status.BLACK_WON, pos(tall + " W -").status());
    // more earlier positions than turns
    assertRejectedExactly(
        NOW + " W - 1 " + E1 + "," + E2,
        NOW.length() + 7,
        "at most 1 earlier position (one per turn played)");
    assertRejectedExactly(
        NOW + " W - 0 " + E1,
        NOW.length() + 7,
        "at most 0 earlier positions (one per turn played)");
    // text after the earlier positions
    assertRejectedExactly(
        NOW + " W - 5 " + E1 + " 7", NOW.length() + 7 + E1.length(), "the end of the text");
    assertEquals(NOW + " W - 5 " + E1, pos(NOW + " W - 5 " + E1).toString());
    // an earlier position with Black barred from swapping, though White has one stack only
    String ten = "W1B1/W1B1/W1B1/W2B2/W2B2/W2B2/W3B3/W3B3/W3/B3N";
    assertRejectedExactly(
        ten + " W - 1 " + ten + ":Bx",
        2 * ten.length() + 9,
        "- : White has fewer than two stacks, so cannot have swapped last turn");
    assertEquals(1, pos(ten + " W - 1 " + ten + ":B-").historySize());
  }

  @Test
  void statusText_everyStatus() {
    assertEquals("dealing", StackSnakeNotation.statusText(StackSnakeState.Status.DEALING));
    assertEquals("in play", StackSnakeNotation.statusText(StackSnakeState.Status.IN_PLAY));
    assertEquals("White won", StackSnakeNotation.statusText(StackSnakeState.Status.WHITE_WON));
    assertEquals("Black won", StackSnakeNotation.statusText(StackSnakeState.Status.BLACK_WON));
    assertEquals(
        "drawn: neither side can step or swap",
        StackSnakeNotation.statusText(StackSnakeState.Status.DRAWN_DEAD_POSITION));
    assertEquals(
        "drawn: the position occurred for the third time",
        StackSnakeNotation.statusText(StackSnakeState.Status.DRAWN_REPETITION));
    assertEquals(
        "drawn: the turn cap was reached",
        StackSnakeNotation.statusText(StackSnakeState.Status.DRAWN_TURN_LIMIT));
  }

  @Test
  void hash_distinctStatesHashApart() {
    // Game.hash: equal states hash alike, distinct ones collide rarely. These differ in one part
    // each: the earlier positions (none, other ones, one twice), the turn, the status (a game
    // with a turn cap), the tiles dealt (the neutral tile is code 0, like no tile)
    StackSnakeGame capped = StackSnakeGame.builder().maxTurns(10).build();
    List<StackSnakeState> states =
        List.of(
            pos(NOW + " W - 5"),
            pos(NOW + " W - 5 " + E1),
            pos(NOW + " W - 5 " + E2),
            pos(NOW + " W - 5 " + E1 + "," + E1),
            pos(NOW + " W - 5 " + E1 + "," + E2),
            pos(NOW + " W - 5 " + E2 + "," + E2),
            pos(SPEC),
            pos(SPEC + " 4"),
            pos(SPEC + " 10"),
            capped.parseState(SPEC + " 10"),
            pos("deal - W"),
            pos("deal N W"));
    for (int i = 0; i < states.size(); i++) {
      StackSnakeState a = states.get(i);
      assertNotEquals(a, (Object) a.toString());
      for (int j = i + 1; j < states.size(); j++) {
        StackSnakeState b = states.get(j);
        assertNotEquals(a, b);
        assertNotEquals(GAME.hash(a), GAME.hash(b), a + " / " + b);
      }
    }
    assertEquals(StackSnakeState.Status.DRAWN_TURN_LIMIT, capped.parseState(SPEC + " 10").status());
  }

  @Test
  void equals_earlierPositionsInAnyOrder_sameStateAndHash() {
    // five earlier positions, three of them with the same tiles (other stacks, side or swap ban)
    // and one twice: every order is the same multiset
    String a = "W1/B2/N/W3/B1/W2/B3/W1B1/W2/B2/W3/B3/W1/B1/W2/B2/W3/B3";
    String c = "W1/B2/N/W3/B1/W2/B3/W1/B1W2/B2/W3/B3/W1/B1/W2/B2/W3/B3";
    List<String> entries = List.of(a + ":W-", c + ":Bx", E2, a + ":B-", E2);
    List<List<String>> orders = new ArrayList<>();
    permutations(new ArrayList<>(entries), new ArrayList<>(), orders);
    assertEquals(120, orders.size());
    StackSnakeState first = pos(NOW + " W - 9 " + String.join(",", entries));
    assertEquals(5, first.historySize());
    for (List<String> order : orders) {
      StackSnakeState s = pos(NOW + " W - 9 " + String.join(",", order));
      assertEquals(first, s, order.toString());
      assertEquals(first.hashCode(), s.hashCode());
      assertEquals(GAME.hash(first), GAME.hash(s));
      assertEquals(first.toString(), s.toString());
    }
    // one entry other: not equal
    assertFalse(first.equals(pos(NOW + " W - 9 " + String.join(",", entries).replace("B-", "W-"))));
  }

  private static void permutations(List<String> rest, List<String> prefix, List<List<String>> out) {
    if (rest.isEmpty()) {
      out.add(List.copyOf(prefix));
      return;
    }
    for (int i = 0; i < rest.size(); i++) {
      List<String> r = new ArrayList<>(rest);
      prefix.add(r.remove(i));
      permutations(r, prefix, out);
      prefix.remove(prefix.size() - 1);
    }
  }

  @Test
  void stateAccessors_positionOffTheLine_refused() {
    StackSnakeState s = pos(SPEC);
    assertEquals(
        "position 19 of 19 stacks",
        assertThrows(IndexOutOfBoundsException.class, () -> s.stack(19)).getMessage());
    assertEquals(
        "position -1 of 19 stacks",
        assertThrows(IndexOutOfBoundsException.class, () -> s.height(-1)).getMessage());
    StackSnakeState shorter = pos(NOW + " B -");
    assertEquals(
        "position 18 of 18 stacks",
        assertThrows(IndexOutOfBoundsException.class, () -> shorter.top(18)).getMessage());
    assertEquals(Tile.B3, shorter.top(17));
  }

  @Test
  void colourLetters() {
    assertEquals(Colour.WHITE, Colour.ofLetter('W'));
    assertEquals(Colour.BLACK, Colour.ofLetter('B'));
    assertEquals(
        "colour must be W or B, got 'w'",
        assertThrows(IllegalArgumentException.class, () -> Colour.ofLetter('w')).getMessage());
    assertEquals('B', Colour.BLACK.letter());
  }
}
