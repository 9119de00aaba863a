package dev.tabula.toguz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.GameRecord;
import dev.tabula.core.NotationException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Game records: the accepted formats and every kind of disagreement, with game and ply. */
class ToguzRecordsTest {
  private static final ToguzGame GAME = ToguzGame.standard();

  /** White to move; White's 9 captures 2 and reaches 82 (stores 80 and 70 before). */
  private static final String NEAR_END = "3S,3S,6,1S/4S,7,1S 80 70 S 30";

  private static List<ToguzMove> moves(int... holes) {
    return java.util.Arrays.stream(holes).mapToObj(ToguzMove::of).toList();
  }

  private static List<GameRecord<ToguzState, ToguzMove>> parse(String text) {
    return GameRecord.parseAll(GAME, text);
  }

  private static NotationException fails(String text) {
    return assertThrows(NotationException.class, () -> parse(text));
  }

  @Test
  void parse_plainNumberedList() {
    List<GameRecord<ToguzState, ToguzMove>> r = parse("1. 87 87 2. 22 99");
    assertEquals(1, r.size());
    assertEquals(moves(8, 8, 2, 9), r.get(0).moves());
    assertEquals("*", r.get(0).result());
    assertTrue(r.get(0).tags().isEmpty());
    assertEquals(ToguzState.start(), r.get(0).start());
    assertEquals(22, r.get(0).finalState(GAME).store(1));
  }

  @Test
  void parse_listsWithoutNumbers_andWithAnnotationsAndUpperCaseX() {
    List<GameRecord<ToguzState, ToguzMove>> r = parse("87(10) 87(10) 22 99(22) 23 12(24) 68X 25");
    assertEquals(moves(8, 8, 2, 9, 2, 1, 6, 2), r.get(0).moves());
    assertEquals(8, r.get(0).finalState(GAME).tuzdyk(0), "68X: White 6 makes Black's 8 a tuzdyk");
  }

  @Test
  void parse_gamesSeparatedByBlankLineResultOrNewFirstMove() {
    assertEquals(2, parse("1. 87 87 2. 22\n\n1. 76 76").size());
    assertEquals(2, parse("1. 87 87 2. 22 1. 76 76").size());
    List<GameRecord<ToguzState, ToguzMove>> r = parse("1. 87 87 1-0 {resigned} 1. 76 1/2-1/2 76");
    assertEquals(3, r.size());
    assertEquals("1-0", r.get(0).result());
    assertEquals(List.of("resigned"), r.get(0).comments());
    assertEquals("1/2-1/2", r.get(1).result());
    assertEquals(moves(7), r.get(2).moves(), "a move after a result begins a new game");
    assertEquals(List.of(), parse(" \n\n "));
  }

  @Test
  void parse_playOkGame_headersAnnotationsCommentAndResult() {
    String text = ToguzReplayTest.resource("playok_all_results_combined.pgn");
    String first = text.substring(0, text.indexOf("[Event", 10));
    GameRecord<ToguzState, ToguzMove> r = parse(first).get(0);
    assertEquals("abeke93", r.tags().get("White"));
    assertEquals("maks95", r.tags().get("Black"));
    assertEquals("0-1", r.result());
    assertEquals(92, r.moves().size());
    assertEquals(List.of("zero"), r.comments());
    ToguzState end = r.finalState(GAME);
    assertEquals("1,t,7/t,8 30 132 S 47", end.toString());
    assertEquals(List.of(1), GAME.result(end).winners());
    GameRecord<ToguzState, ToguzMove> g = parse(first).get(0);
    assertEquals("0-1", g.result());
    assertEquals(r.moves(), g.moves());
  }

  @Test
  void parse_blackMoveNumbersLineCommentsAndEscapedTagValues() {
    GameRecord<ToguzState, ToguzMove> r =
        parse(
                "[White \"a \\\"b\\\" c\"]\n1. 87 {White captures} 1... 87 ; to the end of line 2. 99\n2. 22")
            .get(0);
    assertEquals("a \"b\" c", r.tags().get("White"));
    assertEquals(moves(8, 8, 2), r.moves());
    assertEquals(List.of("White captures"), r.comments());
    GameRecord<ToguzState, ToguzMove> back = parse(r.format(GAME)).get(0);
    assertEquals(r.tags().get("White"), back.tags().get("White"));
    assertEquals(r.moves(), back.moves());
    assertEquals("*", back.result());
  }

  @Test
  void parse_fenTagAndBlackToMove() {
    String fen = "9S,9S,9S,9S,1,10S,10S,10S,10S/9S,9S,9S,9S,9S,1S,10S,10S,10S 10 0 N 1";
    GameRecord<ToguzState, ToguzMove> r = parse("[FEN \"" + fen + "\"]\n\n1... 98 2. 11").get(0);
    assertEquals(ToguzState.parse(fen), r.start());
    assertEquals(moves(9, 1), r.moves());
    GameRecord<ToguzState, ToguzMove> s = parse("[Start \"" + fen + "\"]\n98 11").get(0);
    assertEquals(r.moves(), s.moves());
    assertEquals(r.start(), s.start());
  }

  @Test
  void parse_readsTheGenericCoreFormat() {
    GameRecord<ToguzState, ToguzMove> g =
        GameRecord.of(GAME, ToguzState.parse(NEAR_END), moves(1, 1)).withTag("White", "a");
    String text = g.format(GAME);
    GameRecord<ToguzState, ToguzMove> r = parse(text).get(0);
    assertEquals(g, r);
    assertEquals("a", r.tags().get("White"));
  }

  @Test
  void format_roundTrips() {
    GameRecord<ToguzState, ToguzMove> r =
        parse("[White \"x\"]\n[FEN \"" + NEAR_END + "\"]\n30. 1 1 1-0 {c}").get(0);
    String text = r.format(GAME);
    assertEquals(
        "[Game \"toguz\"]\n[Start \""
            + NEAR_END
            + "\"]\n[White \"x\"]\n"
            + "[Result \"1-0\"]\n\n30. 14 12 1-0 {c}\n",
        text);
    GameRecord<ToguzState, ToguzMove> back = parse(text).get(0);
    assertEquals(r, back);
    assertEquals(r.moves(), back.moves());
    assertEquals(r.start(), back.start());
    assertEquals(r.comments(), back.comments());
    assertEquals("1-0", back.result());
  }

  @Test
  void record_validatesItsResultAndCopies() {
    assertThrows(
        IllegalArgumentException.class,
        () -> GameRecord.of(GAME, ToguzState.start(), List.of()).withResult("2-0"));
    GameRecord<ToguzState, ToguzMove> r = GameRecord.of(GAME, ToguzState.start(), moves(1, 1, 1));
    assertEquals(4, r.replay(GAME).size());
    // a hand-made record with an illegal move fails on replay, naming the ply
    assertTrue(
        assertThrows(
                dev.tabula.core.IllegalMoveException.class,
                () -> GameRecord.of(GAME, ToguzState.parse(NEAR_END), moves(9, 1)))
            .getMessage()
            .startsWith("ply "));
  }

  // ------------------------------------------------------------------ disagreements

  @Test
  void parse_wrongLanding_reportsGameAndPly() {
    String text = "1. 87 87 2. 22\n\n1. 87 87 2. 21";
    NotationException e = fails(text);
    assertEquals(text.lastIndexOf("21"), e.offset());
    assertEquals(
        "game 2, ply 3: move '21' disagrees with the rules: White's hole 2 lands in "
            + "Black's hole 2, not 1 (write 22)",
        e.expected());
  }

  @Test
  void parse_wrongStoreAnnotation_reported() {
    NotationException e = fails("1. 87(10) 87(11)");
    assertEquals(10, e.offset());
    assertTrue(e.expected().startsWith("game 1, ply 2: "), e.expected());
    assertTrue(e.expected().endsWith("Black's store after 87 is 10, not 11"), e.expected());
  }

  @Test
  void parse_tuzdykNotMarked_reported() {
    NotationException e = fails("87 87 22 99 23 12 68 25");
    assertTrue(e.expected().startsWith("game 1, ply 7: "), e.expected());
    assertTrue(e.expected().contains("not marked 'x'"), e.expected());
  }

  @Test
  void parse_wrongMoveNumbers_reported() {
    NotationException e = fails("1. 87 87 3. 22");
    assertEquals(9, e.offset());
    assertEquals("game 1, ply 3: move number 2, not 3", e.expected());
    e = fails("1. 87 2. 87");
    assertEquals(6, e.offset());
    assertTrue(e.expected().contains("Black is to move"), e.expected());
    e = fails("1... 87");
    assertTrue(e.expected().contains("White is to move"), e.expected());
    e = fails("1.. 87");
    assertEquals(1, e.offset());
  }

  @Test
  void resultProblem_recordedResultDisagreesWithTheFinishedGame_reported() {
    String text = "[FEN \"" + NEAR_END + "\"]\n\n30. 91 0-1";
    GameRecord<ToguzState, ToguzMove> r = parse(text).get(0);
    assertEquals("0-1", r.result(), "read as recorded: the claim is checked by resultProblem");
    assertEquals(
        java.util.Optional.of("the recorded result is 0-1, but the rules give 1-0 after ply 1"),
        r.resultProblem(GAME));
    // a game that stopped early may be recorded unfinished; one that claims a result is truncated
    assertEquals(java.util.Optional.empty(), parse("1. 87 *").get(0).resultProblem(GAME));
    assertTrue(
        parse("1. 87 0-1")
            .get(0)
            .resultProblem(GAME)
            .orElseThrow()
            .contains("not over after ply 1"));
    // the Result tag is the recorded result too
    r = parse("[Result \"0-1\"]\n[FEN \"" + NEAR_END + "\"]\n\n30. 91").get(0);
    assertEquals("0-1", r.result());
    assertTrue(r.resultProblem(GAME).isPresent());
  }

  @Test
  void parse_resultTokenDisagreesWithTag_reported() {
    String text = "[Result \"1-0\"]\n1. 87 0-1";
    NotationException e = fails(text);
    assertEquals(text.indexOf("0-1"), e.offset());
    assertTrue(e.expected().contains("disagrees with the Result tag 1-0"), e.expected());
  }

  @Test
  void parse_moveAfterTheEnd_reported() {
    NotationException e = fails("[FEN \"" + NEAR_END + "\"]\n30. 91 12");
    assertEquals(
        "game 1, ply 2: move '12' disagrees with the rules: the game is over", e.expected());
  }

  @Test
  void parse_malformed_reportedWithOffsets() {
    assertEquals(6, fails("1. 87 {zero").offset());
    assertEquals(6, fails("1. 87 abc").offset());
    assertTrue(fails("1. 87 abc").expected().startsWith("game 1, ply 2: the hole to play"));
    assertEquals(6, fails("1. 87 87x").offset());
    assertEquals(10, fails("[Event \"x]").offset());
    assertEquals(1, fails("[ \"x\"]").offset());
    assertEquals(7, fails("[Event x]").offset());
    assertEquals(10, fails("[Event \"x\"").offset());
    NotationException e = fails("[Game \"chess\"]");
    assertEquals(7, e.offset());
    assertTrue(e.expected().contains("'toguz', not 'chess'"));
    e = fails("[FEN \"9/9 81 80 S 1\"]");
    assertEquals(6, e.offset(), e.getMessage());
    assertTrue(e.expected().startsWith("game 1: a start position in tag FEN: 162 stones"));
    e = fails("[Result \"2-0\"]");
    assertEquals(9, e.offset());
    e = fails("1. 87 87\n\n[Result \"1-0\"]\n1. 76 2. 22");
    assertTrue(e.expected().startsWith("game 2, ply 2: "), e.expected());
    assertTrue(fails("1234567890. 87").expected().contains("at most 9 digits"));
  }
}
