package dev.tabula.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class GameRecordTest {
  private final Race race = Race.INSTANCE;

  /** A record of race built directly, without replaying the moves. */
  private static GameRecord<Race.State, Race.Move> raw(Race.State start, List<Race.Move> moves) {
    return new GameRecord<>("race", Map.of(), Map.of(), start, moves, GameResult.UNFINISHED,
        List.of());
  }

  @Test
  void parseAll_tagsCommentsNumbersResults() {
    String text = "[Game \"race\"]\n[White \"a \\\"b\\\"\"]\n\n1. s2 {nice} b1 2. s2 b0 1-0\n"
        + "[Start \"2,1,1\"]\ns1 b0 *\n";
    List<GameRecord<Race.State, Race.Move>> records = GameRecord.parseAll(race, text);
    assertEquals(2, records.size());
    assertEquals("a \"b\"", records.get(0).tags().get("White"));
    assertEquals(List.of(Race.Move.STEP2, Race.Move.BONUS1, Race.Move.STEP2, Race.Move.BONUS0),
        records.get(0).moves());
    assertEquals(race.parseState("2,1,1"), records.get(1).start());
    assertEquals(race.parseState("2,2,0"), records.get(1).finalState(race));
  }

  @Test
  void format_parse_roundTrip() {
    GameRecord<Race.State, Race.Move> r =
        GameRecord.of(race, race.parseState("1,2,1"), List.of(Race.Move.STEP1, Race.Move.BONUS0))
            .withTags(Map.of("Seed", "5"));
    assertEquals(List.of(r), GameRecord.parseAll(race, r.format(race)));
  }

  @Test
  void parseAll_illegalMove_saysRecordPlyAndOffset() {
    NotationException e = assertThrows(NotationException.class,
        () -> GameRecord.parseAll(race, "[Game \"race\"]\n\ns1 s1\n"));
    assertEquals(18, e.offset());
    assertTrue(e.getMessage().contains("game 1, ply 2"), e.getMessage());
  }

  @Test
  void parseAll_wrongGame_refused() {
    NotationException e = assertThrows(NotationException.class,
        () -> GameRecord.parseAll(race, "[Game \"chess\"]\n"));
    assertEquals(7, e.offset(), "the error points at the tag's value"); // the reader points at "chess"
    assertTrue(e.getMessage().contains("game 1: a record of game 'race', not 'chess'"),
        e.getMessage());
  }

  @Test
  void parseAll_unterminatedTag_saysWhere() {
    NotationException e = assertThrows(NotationException.class,
        () -> GameRecord.parseAll(race, "[Game \"race\n"));
    assertEquals(11, e.offset());
    assertThrows(NotationException.class, () -> GameRecord.parseAll(race, "[Game race]"));
    assertThrows(NotationException.class, () -> GameRecord.parseAll(race, "s1 {oops"));
  }

  @Test
  void replay_illegalMove_namesPly() {
    GameRecord<Race.State, Race.Move> r =
        raw(race.start(), List.of(Race.Move.STEP1, Race.Move.STEP1));
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> r.replay(race));
    assertTrue(e.getMessage().startsWith("ply 2"), e.getMessage());
  }

  @Test
  void parseAll_mutatedText_onlyNotationExceptions() {
    String valid = "[Game \"race\"]\n[Start \"1,2,1\"]\n[Note \"a \\\"q\\\"\"]\n\n"
        + "1. s1 {c} b0 2. s2 b1 1-0\n[Game \"race\"]\n\ns2 b0\n";
    assertEquals(2, GameRecord.parseAll(race, valid).size());
    String alphabet = "[]\"\\{} \n.-sb0123456789GameStart,c";
    java.util.SplittableRandom random = new java.util.SplittableRandom(2026);
    for (int i = 0; i < 20_000; i++) {
      StringBuilder t = new StringBuilder(valid);
      int edits = 1 + random.nextInt(4);
      for (int e = 0; e < edits && t.length() > 0; e++) {
        int at = random.nextInt(t.length());
        switch (random.nextInt(3)) {
          case 0 -> t.deleteCharAt(at);
          case 1 -> t.insert(at, alphabet.charAt(random.nextInt(alphabet.length())));
          default -> t.setCharAt(at, alphabet.charAt(random.nextInt(alphabet.length())));
        }
      }
      String text = t.toString();
      try {
        for (GameRecord<Race.State, Race.Move> r : GameRecord.parseAll(race, text)) {
          assertEquals(List.of(r), GameRecord.parseAll(race, r.format(race)), text);
        }
      } catch (NotationException e) {
        assertTrue(e.offset() >= 0 && e.offset() <= text.length(), "offset out of range for " + text);
      } catch (RuntimeException e) {
        throw new AssertionError("seed 2026, case " + i + ": " + e + " escaped for text:\n" + text, e);
      }
    }
  }

  @Test
  void record_isImmutable() {
    List<Race.Move> moves = new ArrayList<>(List.of(Race.Move.STEP1));
    GameRecord<Race.State, Race.Move> r = raw(race.start(), moves);
    moves.add(Race.Move.STEP2);
    assertEquals(1, r.moves().size());
    assertThrows(UnsupportedOperationException.class, () -> r.moves().add(Race.Move.STEP1));
  }
}
