package dev.tabula.testkit.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.Agent;
import dev.tabula.core.Game;
import dev.tabula.core.GameRecord;
import dev.tabula.core.GameResult;
import dev.tabula.core.IllegalMoveException;
import dev.tabula.core.NotationException;
import dev.tabula.core.Playouts;
import dev.tabula.testkit.fixtures.ForwardingGame;
import dev.tabula.testkit.fixtures.Race;
import dev.tabula.testkit.fixtures.TakeAway;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class GameRecordTest {
  private final Race race = Race.INSTANCE;
  private final TakeAway take = new TakeAway(2, 10);
  private final TakeAway take3 = new TakeAway(3, 10);

  /** A record of race built directly, without replaying the moves. */
  private static GameRecord<Race.State, Race.Move> raw(Race.State start, List<Race.Move> moves) {
    return new GameRecord<>(
        "race", Map.of(), Map.of(), start, moves, GameResult.UNFINISHED, List.of());
  }

  @Test
  void parseAll_tagsCommentsNumbersResults() {
    String text =
        "[Game \"race\"]\n[White \"a \\\"b\\\"\"]\n\n1. s2 {nice} b1 2. s2 b0 1-0\n"
            + "[Start \"2,1,1\"]\ns1 b0 *\n";
    List<GameRecord<Race.State, Race.Move>> records = GameRecord.parseAll(race, text);
    assertEquals(2, records.size());
    assertEquals("a \"b\"", records.get(0).tags().get("White"));
    assertEquals(
        List.of(Race.Move.STEP2, Race.Move.BONUS1, Race.Move.STEP2, Race.Move.BONUS0),
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
    NotationException e =
        assertThrows(
            NotationException.class, () -> GameRecord.parseAll(race, "[Game \"race\"]\n\ns1 s1\n"));
    assertEquals(18, e.offset());
    assertTrue(e.getMessage().contains("game 1, ply 2"), e.getMessage());
  }

  @Test
  void parseAll_wrongGame_refused() {
    NotationException e =
        assertThrows(
            NotationException.class, () -> GameRecord.parseAll(race, "[Game \"chess\"]\n"));
    assertEquals(
        7, e.offset(), "the error points at the tag's value"); // the reader points at "chess"
    assertTrue(
        e.getMessage().contains("game 1: a record of game 'race', not 'chess'"), e.getMessage());
  }

  @Test
  void parseAll_unterminatedTag_saysWhere() {
    NotationException e =
        assertThrows(NotationException.class, () -> GameRecord.parseAll(race, "[Game \"race\n"));
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
    String valid =
        "[Game \"race\"]\n[Start \"1,2,1\"]\n[Note \"a \\\"q\\\"\"]\n\n"
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
        assertTrue(
            e.offset() >= 0 && e.offset() <= text.length(), "offset out of range for " + text);
      } catch (RuntimeException e) {
        throw new AssertionError(
            "seed 2026, case " + i + ": " + e + " escaped for text:\n" + text, e);
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

  // ------------------------------------------------------------------------------------- of()

  /** Plays {@code takes} from the start of {@code g}. */
  private static List<Integer> takes(int... takes) {
    List<Integer> out = new ArrayList<>();
    for (int t : takes) {
      out.add(t);
    }
    return out;
  }

  @Test
  void of_finishedGame_resultOfTheRules() {
    // seat 0 takes 3, 3 and then the last stone: 3+3+... = 10
    GameRecord<TakeAway.State, Integer> won = GameRecord.of(take, take.start(), takes(3, 2, 3, 2));
    assertTrue(take.isTerminal(won.finalState(take)));
    assertEquals("0-1", won.result(), "seat 1 took the last stone");
    assertEquals("take-away", won.game());
    assertEquals(Map.of("players", "2", "pile", "10"), won.options());
    assertEquals(Map.of(), won.tags());
    assertEquals(List.of(), won.comments());
    GameRecord<TakeAway.State, Integer> three =
        GameRecord.of(take3, take3.start(), takes(3, 3, 3, 1));
    assertEquals("0>1=2", three.result(), "seat 0 took the last stone of three players");
  }

  @Test
  void of_unfinishedGame_star() {
    assertEquals(GameResult.UNFINISHED, GameRecord.of(take, take.start(), takes(3, 3)).result());
    assertEquals(GameResult.UNFINISHED, GameRecord.of(take, take.start(), List.of()).result());
    assertEquals("*", GameRecord.of(race, race.start(), List.of(Race.Move.STEP2)).result());
  }

  @Test
  void of_illegalMove_namesThePly() {
    IllegalMoveException e =
        assertThrows(
            IllegalMoveException.class, () -> GameRecord.of(take, take.start(), takes(3, 3, 3, 3)));
    assertTrue(e.getMessage().startsWith("ply 4 (3): "), e.getMessage());
  }

  // ---------------------------------------------------------------------------------- withers

  @Test
  void withers_changeOneComponent_leaveTheOriginal() {
    GameRecord<TakeAway.State, Integer> r = GameRecord.of(take, take.start(), takes(1, 2));
    GameRecord<TakeAway.State, Integer> tagged = r.withTag("White", "ann").withTag("Black", "bo");
    assertEquals(List.of("White", "Black"), List.copyOf(tagged.tags().keySet()));
    GameRecord<TakeAway.State, Integer> renamed = tagged.withTag("White", "cy");
    assertEquals("cy", renamed.tags().get("White"));
    assertEquals(
        List.of("White", "Black"),
        List.copyOf(renamed.tags().keySet()),
        "a replaced tag keeps its place");
    assertEquals(2, renamed.tags().size());
    assertEquals("ann", tagged.tags().get("White"), "the original is unchanged");
    assertEquals(Map.of(), r.tags());

    Map<String, String> tags = new LinkedHashMap<>();
    tags.put("Event", "club");
    GameRecord<TakeAway.State, Integer> replaced = tagged.withTags(tags);
    tags.put("Round", "2");
    assertEquals(Map.of("Event", "club"), replaced.tags(), "withTags copies");
    assertThrows(UnsupportedOperationException.class, () -> replaced.tags().put("x", "y"));

    GameRecord<TakeAway.State, Integer> resigned =
        r.withResult("1-0").withComments(List.of("resigned"));
    assertEquals("1-0", resigned.result());
    assertEquals(List.of("resigned"), resigned.comments());
    assertEquals("*", r.result());
    assertEquals(List.of(), r.comments());
    assertEquals(r.moves(), resigned.moves());
    assertEquals(r.start(), resigned.start());
    assertEquals(r.options(), resigned.options());
    assertEquals(r, resigned.withResult("*").withComments(List.of()));
    assertNotEquals(r, resigned);
  }

  @Test
  void withers_badValues_refused() {
    GameRecord<TakeAway.State, Integer> r = GameRecord.of(take, take.start(), takes(1));
    assertThrows(IllegalArgumentException.class, () -> r.withResult("1-1"));
    assertThrows(IllegalArgumentException.class, () -> r.withResult("win"));
    assertThrows(IllegalArgumentException.class, () -> r.withResult(""));
    assertThrows(IllegalArgumentException.class, () -> r.withComments(List.of("a } b")));
    assertThrows(NullPointerException.class, () -> r.withResult(null));
    assertThrows(IllegalArgumentException.class, () -> r.withTag("White", "a\nb"));
    assertThrows(IllegalArgumentException.class, () -> r.withTag("White", "a\rb"));
    assertThrows(IllegalArgumentException.class, () -> r.withTag("Two words", "x"));
    assertThrows(IllegalArgumentException.class, () -> r.withTag("", "x"));
    assertThrows(IllegalArgumentException.class, () -> r.withTag("Wei\u00df", "x"));
    assertThrows(NullPointerException.class, () -> r.withTag("White", null));
  }

  @Test
  void tags_structureNames_refused() {
    GameRecord<TakeAway.State, Integer> r = GameRecord.of(take, take.start(), takes(1));
    for (String name : new String[] {"Game", "Options", "Start", "FEN", "Result"}) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> r.withTag(name, "x"), name);
      assertTrue(e.getMessage().contains("tag " + name + " is structure"), e.getMessage());
      assertThrows(
          IllegalArgumentException.class,
          () ->
              new GameRecord<>(
                  "take-away",
                  take.options(),
                  Map.of(name, "x"),
                  take.start(),
                  List.<Integer>of(),
                  "*",
                  List.of()),
          name);
    }
    assertEquals("x", r.withTag("game", "x").tags().get("game"), "tag names are case-sensitive");
  }

  @Test
  void constructor_badOptions_refused() {
    for (Map<String, String> bad :
        List.of(Map.of("pi le", "10"), Map.of("pile", "1,0"), Map.of("pile", ""))) {
      assertThrows(
          IllegalArgumentException.class,
          () ->
              new GameRecord<>(
                  "take-away", bad, Map.of(), take.start(), List.<Integer>of(), "*", List.of()),
          bad.toString());
    }
  }

  // ---------------------------------------------------------------------------------- options

  @Test
  void format_writesOptions_andReadsThemBack() {
    TakeAway twelve = new TakeAway(2, 12);
    GameRecord<TakeAway.State, Integer> r = GameRecord.of(twelve, twelve.start(), takes(3, 3));
    String text = r.format(twelve);
    assertTrue(text.startsWith("[Game \"take-away\"]\n[Options \"players=2,pile=12\"]\n"), text);
    assertFalse(text.contains("[Start"), "the standard start is not written: " + text);
    assertEquals(List.of(r), GameRecord.parseAll(twelve, text));
    assertFalse(
        race.options().isEmpty()
            ? false
            : GameRecord.of(race, race.start(), List.of()).format(race).contains("Options"),
        "a game without options writes no Options tag");
  }

  @Test
  void parseAll_otherSetup_refusedWithClearMessage() {
    TakeAway twelve = new TakeAway(2, 12);
    String text = GameRecord.of(twelve, twelve.start(), takes(3, 3)).format(twelve);
    NotationException e =
        assertThrows(NotationException.class, () -> GameRecord.parseAll(take, text));
    assertEquals(text.indexOf("players=2,pile=12"), e.offset());
    assertTrue(
        e.getMessage()
            .contains(
                "game 1: the setup of this game (players=2,pile=10), "
                    + "not Options \"players=2,pile=12\""),
        e.getMessage());
  }

  @Test
  void parseAll_unknownOption_refused() {
    NotationException e =
        assertThrows(
            NotationException.class,
            () -> GameRecord.parseAll(take, "[Options \"pile=10,speed=3\"]\n\nt1\n"));
    assertTrue(e.getMessage().contains("not Options \"pile=10,speed=3\""), e.getMessage());
    NotationException none =
        assertThrows(
            NotationException.class,
            () -> GameRecord.parseAll(race, "[Options \"players=2\"]\n\ns1\n"));
    assertTrue(none.getMessage().contains("it has no options"), none.getMessage());
  }

  @Test
  void parseAll_someOptionsNamed_agreeingOnes_accepted() {
    List<GameRecord<TakeAway.State, Integer>> rs =
        GameRecord.parseAll(take, "[Options \"pile=10\"]\n\nt1\n[Options \"\"]\n\nt2 *\n");
    assertEquals(2, rs.size());
    assertEquals(take.options(), rs.get(0).options(), "the record carries the game's setup");
    assertEquals(List.of(1), rs.get(0).moves());
    assertEquals(List.of(2), rs.get(1).moves());
    assertEquals(List.of(), GameRecord.parseAll(race, "[Options \"\"]\n").get(0).moves());
  }

  @Test
  void parseAll_malformedOptions_errorInsideTheValue() {
    String[][] cases = {
      {"pile", "'=' after option pile"},
      {"pile=", "a value for option pile"},
      {"pile=10,", "an option name"},
      {"pile=10;players=2", "',' between options"},
      {"pile=10,pile=10", "option pile once"},
      {"=10", "an option name"},
    };
    for (String[] c : cases) {
      String text = "[Game \"take-away\"]\n[Options \"" + c[0] + "\"]\n";
      NotationException e =
          assertThrows(NotationException.class, () -> GameRecord.parseAll(take, text), c[0]);
      int value = text.indexOf(c[0], 20);
      assertTrue(
          e.offset() >= value && e.offset() <= value + c[0].length(),
          c[0] + ": offset " + e.offset());
      assertTrue(e.getMessage().contains(c[1]), e.getMessage());
      assertTrue(e.expected().startsWith("game 1: "), e.expected());
    }
  }

  @Test
  void readOptions_firstRecordsOptions() {
    assertEquals(
        Map.of("players", "3", "pile", "12"),
        GameRecord.readOptions(
            "[Game \"take-away\"]\n[Options \"players=3,pile=12\"]\n\nt1 *\n[Options \"pile=9\"]\n"));
    assertEquals(
        List.of("players", "pile"),
        List.copyOf(GameRecord.readOptions("[Options \"players=3,pile=12\"]").keySet()),
        "in the tag's order");
    assertEquals(Map.of(), GameRecord.readOptions("[Game \"take-away\"]\n\nt1 *\n"));
    assertEquals(Map.of(), GameRecord.readOptions(""));
    assertEquals(
        Map.of(),
        GameRecord.readOptions("t1 t2 [Options \"pile=9\"]"),
        "the Options of a later record are not the first record's");
    assertThrows(
        UnsupportedOperationException.class,
        () -> GameRecord.readOptions("[Options \"pile=9\"]").put("a", "b"));
  }

  @Test
  void readOptions_afterComments_stillFound() {
    // The reader takes ';' and {...} comments before the tags as part of the first record.
    String text = "; exported by a club\n{first round}\n[Options \"players=3,pile=12\"]\n\nt1 *\n";
    assertEquals(Map.of("players", "3", "pile", "12"), GameRecord.readOptions(text));
    TakeAway game = new TakeAway(3, 12);
    assertEquals(1, GameRecord.parseAll(game, text).size());
  }

  @Test
  void readOptions_malformed_refused() {
    NotationException e =
        assertThrows(
            NotationException.class, () -> GameRecord.readOptions("[Options \"pile=10,,\"]"));
    assertEquals(18, e.offset());
    assertThrows(NotationException.class, () -> GameRecord.readOptions("[Options \"pile=10"));
    assertThrows(NotationException.class, () -> GameRecord.readOptions("[ \"x\"]"));
  }

  @Test
  void formatOptions_joinsInOrder() {
    Map<String, String> o = new LinkedHashMap<>();
    o.put("players", "2");
    o.put("first", "0");
    o.put("facing", "N");
    assertEquals("players=2,first=0,facing=N", GameRecord.formatOptions(o));
    assertEquals("", GameRecord.formatOptions(Map.of()));
    assertEquals(o, GameRecord.readOptions("[Options \"" + GameRecord.formatOptions(o) + "\"]"));
  }

  // -------------------------------------------------------------------------------- parseEach

  @Test
  void parseEach_keepsTheRecordsBeforeABadOne() {
    String text =
        "[Game \"take-away\"]\n\n1. t1 t2 *\n\n[Game \"take-away\"]\n\n1. t3 *\n\n"
            + "[Game \"take-away\"]\n\n1. t3 t4 *\n\n[Game \"take-away\"]\n\n1. t1 *\n";
    List<GameRecord<TakeAway.State, Integer>> seen = new ArrayList<>();
    NotationException e =
        assertThrows(NotationException.class, () -> GameRecord.parseEach(take, text, seen::add));
    assertEquals(2, seen.size());
    assertEquals(List.of(1, 2), seen.get(0).moves());
    assertEquals(List.of(3), seen.get(1).moves());
    assertTrue(e.getMessage().contains("game 3, ply 2: "), e.getMessage());
    assertEquals(text.indexOf("t4") + 1, e.offset(), "points at the bad digit");

    List<GameRecord<TakeAway.State, Integer>> all = new ArrayList<>();
    String good = text.replace("t4", "t2");
    assertEquals(4, GameRecord.parseEach(take, good, all::add));
    assertEquals(GameRecord.parseAll(take, good), all);
    assertEquals(0, GameRecord.parseEach(take, " \n ; nothing\n", all::add));
  }

  // ------------------------------------------------------------------------- streams, limits

  /** A reader of endless text: {@code line} over and over; counts what it hands out. */
  private static final class Endless extends java.io.Reader {
    private final String line;
    long read;

    Endless(String line) {
      this.line = line;
    }

    @Override
    public int read(char[] buf, int off, int len) {
      for (int i = 0; i < len; i++) {
        buf[off + i] = line.charAt((int) (read++ % line.length()));
      }
      return len;
    }

    @Override
    public void close() {}
  }

  /** A reader of a text that hands out 1 to 7 characters at a time (seeded). */
  private static java.io.Reader trickle(String text, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    return new java.io.StringReader(text) {
      @Override
      public int read(char[] buf, int off, int len) throws java.io.IOException {
        return super.read(buf, off, Math.min(len, 1 + random.nextInt(7)));
      }
    };
  }

  @Test
  void parseEach_endlessLine_refusedAtTheLineLimit() {
    Endless zeros = new Endless("\0");
    NotationException e =
        assertThrows(NotationException.class, () -> GameRecord.parseEach(take, zeros, r -> {}));
    assertEquals(
        "at offset 0: line 1: at most " + GameRecord.MAX_LINE_LENGTH + " characters in a line",
        e.getMessage());
    assertTrue(zeros.read <= GameRecord.MAX_LINE_LENGTH + 8192, "read " + zeros.read);

    Endless late = new Endless("t1 ");
    String head = "[Game \"take-away\"]\n\nt1 t2 *\n\n[Game \"take-away\"]\n\nt3 *\n";
    java.io.Reader first = new java.io.StringReader(head);
    java.io.Reader r =
        new java.io.Reader() {
          @Override
          public int read(char[] buf, int off, int len) throws java.io.IOException {
            int n = first.read(buf, off, len);
            return n > 0 ? n : late.read(buf, off, len);
          }

          @Override
          public void close() {}
        };
    List<GameRecord<TakeAway.State, Integer>> seen = new ArrayList<>();
    e = assertThrows(NotationException.class, () -> GameRecord.parseEach(take, r, seen::add));
    assertEquals(1, seen.size(), "the records before the one the long line may belong to");
    assertEquals(head.length(), e.offset(), "the long line's start");
    assertTrue(e.getMessage().contains("line 8: at most"), e.getMessage());
  }

  @Test
  void parseEach_endlessRecord_refusedAtTheRecordLimit() {
    Endless comment = new Endless("{ a comment that never ends\n");
    NotationException e =
        assertThrows(NotationException.class, () -> GameRecord.parseEach(take, comment, r -> {}));
    assertEquals(
        "at offset 0: game 1: at most " + GameRecord.MAX_RECORD_LENGTH + " characters in a record",
        e.getMessage());
    assertTrue(
        comment.read <= GameRecord.MAX_RECORD_LENGTH + 2L * GameRecord.MAX_LINE_LENGTH,
        "read " + comment.read);
  }

  @Test
  void parseAll_longestLineAndLongRecord_accepted() {
    String comment = "{" + "a".repeat(GameRecord.MAX_LINE_LENGTH - 2) + "}";
    assertEquals(
        List.of(comment.substring(1, comment.length() - 1)),
        GameRecord.parseAll(take, comment + "\nt1 *\n").get(0).comments());
    NotationException e =
        assertThrows(
            NotationException.class, () -> GameRecord.parseAll(take, "x" + comment + "\n"));
    assertTrue(e.getMessage().contains("line 1: at most"), e.getMessage());
  }

  @Test
  void parseEach_fromAReader_sameRecordsAndOffsetsAsFromText() throws java.io.IOException {
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < 5000; i++) {
      text.append("[Game \"take-away\"]\n\n1. t1 t2 *\n\n{between}\n; dropped\n1. t3 t3 *\n");
    }
    String good = text.toString();
    List<GameRecord<TakeAway.State, Integer>> fromText = GameRecord.parseAll(take, good);
    assertEquals(10000, fromText.size());
    for (long seed : new long[] {1, 2}) {
      List<GameRecord<TakeAway.State, Integer>> streamed = new ArrayList<>();
      assertEquals(10000, GameRecord.parseEach(take, trickle(good, seed), streamed::add));
      assertEquals(fromText, streamed, "seed " + seed);
    }
    String bad = good + "1. t1 t4 *\n";
    NotationException e =
        assertThrows(
            NotationException.class, () -> GameRecord.parseEach(take, trickle(bad, 3), r -> {}));
    assertEquals(bad.indexOf("t4") + 1, e.offset(), "an offset in the whole stream");
    assertTrue(e.getMessage().contains("game 10001, ply 2: "), e.getMessage());
    assertTrue(e.getMessage().endsWith(" in \"1. t1 t4 *\""), e.getMessage());
  }

  // ---------------------------------------------------------------------------- resultProblem

  @Test
  void resultProblem_wrongResultOfAFinishedGame() {
    GameRecord<TakeAway.State, Integer> r = GameRecord.of(take, take.start(), takes(3, 2, 3, 2));
    assertEquals(Optional.empty(), r.resultProblem(take));
    Optional<String> p = r.withResult("1-0").resultProblem(take);
    assertEquals(Optional.of("the recorded result is 1-0, but the rules give 0-1 after ply 4"), p);
    assertTrue(r.withResult("1/2-1/2").resultProblem(take).isPresent());
  }

  @Test
  void resultProblem_truncatedRecordClaimingAResult() {
    GameRecord<TakeAway.State, Integer> r =
        GameRecord.of(take, take.start(), takes(3, 2, 3)).withResult("1-0");
    Optional<String> p = r.resultProblem(take);
    assertTrue(p.isPresent());
    assertTrue(
        p.get().contains("1-0")
            && p.get().contains("not over after ply 3")
            && p.get().contains("truncated"),
        p.get());
    // the same, read from text
    GameRecord<TakeAway.State, Integer> read =
        GameRecord.parseAll(take, "[Result \"1-0\"]\n\nt3 t2 t3\n").get(0);
    assertEquals("1-0", read.result());
    assertEquals(p, read.resultProblem(take));
  }

  @Test
  void resultProblem_unfinishedStar_andFinishedStar_agree() {
    assertEquals(Optional.empty(), GameRecord.of(take, take.start(), takes(3)).resultProblem(take));
    assertEquals(
        Optional.empty(),
        GameRecord.of(take, take.start(), takes(3, 2, 3, 2))
            .withResult("*")
            .withComments(List.of("players stopped"))
            .resultProblem(take),
        "a finished game may be recorded with *");
  }

  @Test
  void resultProblem_otherGame_refused() {
    GameRecord<TakeAway.State, Integer> r = GameRecord.of(take, take.start(), takes(3));
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> r.resultProblem(new TakeAway(2, 12)));
    assertEquals(
        "this record is of take-away (players=2,pile=10), not of take-away "
            + "(players=2,pile=12)",
        e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> r.format(new TakeAway(2, 12)));
    assertThrows(IllegalArgumentException.class, () -> r.replay(new TakeAway(3, 10)));
  }

  // ----------------------------------------------------------------------------- result token

  @Test
  void parseAll_resultTokenAndTag() {
    assertEquals("0-1", GameRecord.parseAll(take, "t3 t2 t3 t2 0-1").get(0).result());
    assertEquals("0-1", GameRecord.parseAll(take, "[Result \"0-1\"]\nt3 t2 t3 t2").get(0).result());
    assertEquals(
        "0-1", GameRecord.parseAll(take, "[Result \"0-1\"]\nt3 t2 t3 t2 0-1").get(0).result());
    assertEquals("*", GameRecord.parseAll(take, "t3 t2").get(0).result());
    String text = "[Result \"1-0\"]\nt3 t2 t3 t2 0-1";
    NotationException e =
        assertThrows(NotationException.class, () -> GameRecord.parseAll(take, text));
    assertEquals(text.indexOf("0-1"), e.offset());
    assertTrue(
        e.getMessage().contains("game 1: the result token 0-1 disagrees with the Result tag 1-0"),
        e.getMessage());
    NotationException bad =
        assertThrows(
            NotationException.class, () -> GameRecord.parseAll(take, "[Result \"1>0=2\"]\nt3"));
    assertTrue(bad.getMessage().contains("a Result: 1-0, 0-1, 1/2-1/2 or *"), bad.getMessage());
    assertEquals(
        "0>1=2",
        GameRecord.parseAll(take3, "[Result \"0>1=2\"]\nt3 t3 t3 t1 0>1=2").get(0).result());
    assertThrows(NotationException.class, () -> GameRecord.parseAll(take3, "[Result \"1-0\"]\nt3"));
  }

  // ---------------------------------------------------------------------------- move numbers

  @Test
  void format_numbersMoves_whenTheGameDoes() {
    GameRecord<TakeAway.State, Integer> r = GameRecord.of(take, take.start(), takes(3, 2, 3, 2));
    assertTrue(r.format(take).endsWith("\n\n1. t3 t2 2. t3 t2 0-1\n"), r.format(take));
    TakeAway.State late = take.parseState("5/1/7");
    GameRecord<TakeAway.State, Integer> fromBlack = GameRecord.of(take, late, takes(1, 2, 2));
    String text = fromBlack.format(take);
    assertTrue(text.contains("[Start \"5/1/7\"]"), text);
    assertTrue(text.endsWith("\n\n7... t1 8. t2 t2 0-1\n"), text);
    assertEquals(List.of(fromBlack), GameRecord.parseAll(take, text));
    GameRecord<TakeAway.State, Integer> three =
        GameRecord.of(take3, take3.start(), takes(1, 1, 1, 1, 1));
    assertTrue(three.format(take3).endsWith("\n\n1. t1 t1 t1 2. t1 t1 *\n"), three.format(take3));
    assertEquals(List.of(three), GameRecord.parseAll(take3, three.format(take3)));
  }

  @Test
  void format_noMoveNumbers_whenTheGameDoesNot() {
    GameRecord<Race.State, Race.Move> r =
        GameRecord.of(race, race.start(), List.of(Race.Move.STEP2, Race.Move.BONUS0));
    assertTrue(r.format(race).endsWith("\n\ns2 b0 *\n"), r.format(race));
  }

  @Test
  void parseAll_moveNumbers_optional_andChecked() {
    List<Integer> moves = takes(3, 2, 3, 2);
    for (String body :
        new String[] {
          "t3 t2 t3 t2",
          "1. t3 t2 2. t3 t2",
          "1.t3 1...t2 2.t3 2...t2",
          "1. t3 1... t2 t3 t2",
          "1. t3 {c} 1... t2 ; note\n 2. t3 t2"
        }) {
      assertEquals(moves, GameRecord.parseAll(take, body).get(0).moves(), body);
    }
    assertEquals(
        takes(1, 1, 1, 1),
        GameRecord.parseAll(take3, "1. t1 1... t1 t1 2. t1").get(0).moves(),
        "'...' before any seat but the first");
  }

  @Test
  void parseAll_wrongMoveNumber_saysPlyAndExpected() {
    String text = "1. t3 t2 3. t3";
    NotationException e =
        assertThrows(NotationException.class, () -> GameRecord.parseAll(take, text));
    assertEquals(9, e.offset());
    assertEquals("game 1, ply 3: move number 2, not 3", e.expected());

    NotationException dots =
        assertThrows(NotationException.class, () -> GameRecord.parseAll(take, "1... t3"));
    assertEquals(0, dots.offset());
    assertEquals("game 1, ply 1: '1.' (player 0 is to move)", dots.expected());

    NotationException seat =
        assertThrows(NotationException.class, () -> GameRecord.parseAll(take, "1. t3 2. t2"));
    assertEquals(6, seat.offset());
    assertTrue(seat.expected().startsWith("game 1, ply 2: a move of player 1"), seat.expected());

    NotationException twoDots =
        assertThrows(NotationException.class, () -> GameRecord.parseAll(take, "1. t3 1.. t2"));
    assertEquals(7, twoDots.offset());
    assertTrue(twoDots.expected().contains("'...'"), twoDots.expected());

    NotationException long10 =
        assertThrows(NotationException.class, () -> GameRecord.parseAll(take, "1234567890. t3"));
    assertTrue(long10.expected().contains("at most 9 digits"), long10.expected());

    NotationException second =
        assertThrows(
            NotationException.class,
            () -> GameRecord.parseAll(take, "[Game \"take-away\"]\nt1 *\n\n1. t1 t1 3. t1"));
    assertTrue(
        second.expected().startsWith("game 2, ply 3: move number 2, not 3"), second.expected());
  }

  @Test
  void parseAll_moveNumbers_notChecked_whenTheGameDoesNotNumber() {
    List<GameRecord<Race.State, Race.Move>> rs =
        GameRecord.parseAll(race, "7. s1 99... b0 3. s2 3. b1");
    assertEquals(1, rs.size());
    assertEquals(
        List.of(Race.Move.STEP1, Race.Move.BONUS0, Race.Move.STEP2, Race.Move.BONUS1),
        rs.get(0).moves());
    assertThrows(
        NotationException.class,
        () -> GameRecord.parseAll(race, "7.. s1"),
        "the dots are still checked");
  }

  // ---------------------------------------------------------------------------- text details

  @Test
  void parseAll_fenTag_isTheStart() {
    GameRecord<Race.State, Race.Move> fen =
        GameRecord.parseAll(race, "[FEN \"2,1,1\"]\n\ns1 b0\n").get(0);
    GameRecord<Race.State, Race.Move> start =
        GameRecord.parseAll(race, "[Start \"2,1,1\"]\n\ns1 b0\n").get(0);
    assertEquals(start, fen);
    assertEquals(race.parseState("2,1,1"), fen.start());
    assertEquals(Map.of(), fen.tags(), "FEN is structure, not a tag");
    assertTrue(fen.format(race).contains("[Start \"2,1,1\"]"), "written as Start");
    NotationException e =
        assertThrows(
            NotationException.class, () -> GameRecord.parseAll(take, "[FEN \"10/7/1\"]\n"));
    assertEquals(9, e.offset(), "points at the bad mover inside the value");
    assertTrue(e.expected().contains("a start position in tag FEN: the mover"), e.expected());
  }

  @Test
  void parseAll_semicolonComments_dropped_braceComments_kept() {
    GameRecord<Race.State, Race.Move> r =
        GameRecord.parseAll(
                race,
                "; a file comment [Game \"chess\"]\n[Game \"race\"] ; after a tag\n\ns1 ; b9 {x}\nb0 {kept} "
                    + "{also kept ; here} *\n")
            .get(0);
    assertEquals(List.of(Race.Move.STEP1, Race.Move.BONUS0), r.moves());
    assertEquals(List.of("kept", "also kept ; here"), r.comments());
    assertEquals(List.of(r), GameRecord.parseAll(race, r.format(race)));
  }

  @Test
  void parseAll_splitsRecords_atBlankLineResultTokenMoveOneAndTag() {
    assertEquals(2, GameRecord.parseAll(race, "s1 b0\n\ns2 b1").size(), "blank line after moves");
    assertEquals(2, GameRecord.parseAll(race, "s1 b0\n  \t\ns2 b1").size(), "a line of spaces");
    assertEquals(2, GameRecord.parseAll(race, "s1 b0 * s2 b1").size(), "result token");
    assertEquals(2, GameRecord.parseAll(race, "s1 b0 1-0 1. s2").size(), "result token");
    assertEquals(2, GameRecord.parseAll(race, "1. s1 b0 1. s2 b1").size(), "'1.' after moves");
    assertEquals(2, GameRecord.parseAll(take, "1. t1 t1 1.t2").size(), "'1.' glued to a move");
    assertEquals(
        2, GameRecord.parseAll(race, "s1 b0\n[Game \"race\"]\ns2").size(), "tag after moves");
    assertEquals(2, GameRecord.parseAll(race, "*\n*").size(), "two empty records");
    assertEquals(2, GameRecord.parseAll(race, "* [White \"b\"]").size(), "tag after a result");

    assertEquals(
        1,
        GameRecord.parseAll(race, "[Game \"race\"]\n\n\n[White \"x\"]\n\ns1").size(),
        "blank lines between tags and before the moves do not split");
    assertEquals(
        1,
        GameRecord.parseAll(race, "s1 b0 * {resigned}").size(),
        "a comment after the result is the game's");
    assertEquals(
        1,
        GameRecord.parseAll(race, "s1 b0\n\n{late note}").size(),
        "a comment after a blank line is still the game's");
    assertEquals(1, GameRecord.parseAll(race, "1. s1 b0 11. s2").size(), "'11.' is not '1.'");
    assertEquals(1, GameRecord.parseAll(take, "1. t1 1... t1").size(), "'1...' is not '1.'");

    List<GameRecord<Race.State, Race.Move>> rs =
        GameRecord.parseAll(race, "[White \"a\"]\ns1 b0 *\n[White \"b\"]\n\ns2 b1\n\ns1\n");
    assertEquals(3, rs.size());
    assertEquals("a", rs.get(0).tags().get("White"));
    assertEquals("b", rs.get(1).tags().get("White"));
    assertEquals(Map.of(), rs.get(2).tags());
    assertEquals(List.of(Race.Move.STEP1), rs.get(2).moves());
  }

  @Test
  void parseAll_empty_noRecords() {
    assertEquals(List.of(), GameRecord.parseAll(race, ""));
    assertEquals(List.of(), GameRecord.parseAll(race, " \n\n\t"));
    assertEquals(List.of(), GameRecord.parseAll(race, "; just a comment"));
  }

  @Test
  void format_parse_roundTrip_commentsAndOddTagValues() {
    Map<String, String> tags = new LinkedHashMap<>();
    tags.put("White", "O'Neil \"The Wall\"");
    tags.put("Black", "back\\slash\\");
    tags.put("Event", "[brackets] {braces} ; semicolon");
    tags.put("Site", "");
    tags.put("Annotator", "J\u00f6rg \u2603 \ud83c\udfb2");
    tags.put("Round_2-b", "  spaced  ");
    tags.put("Tab", "a\tb");
    GameRecord<TakeAway.State, Integer> r =
        GameRecord.of(take, take.parseState("9/1/3"), takes(1, 2, 3, 1))
            .withTags(tags)
            .withComments(
                List.of(
                    "",
                    "multi\nline\n\ncomment",
                    "[not a tag]",
                    "1. t1 t2 1-0",
                    "; not a line comment",
                    "\"quoted\" {",
                    "x".repeat(120)));
    String text = r.format(take);
    assertEquals(List.of(r), GameRecord.parseAll(take, text), text);
    assertEquals(List.of(r, r), GameRecord.parseAll(take, text + "\n" + text), text);
    assertEquals(List.of(r, r), GameRecord.parseAll(take, text + text), text);
  }

  @Test
  void format_longGame_wrapsLinesBefore80() {
    TakeAway big = new TakeAway(3, 400);
    List<Integer> moves = new ArrayList<>();
    for (int i = 0; i < 300; i++) {
      moves.add(1);
    }
    GameRecord<TakeAway.State, Integer> r =
        GameRecord.of(big, big.start(), moves).withComments(List.of("y".repeat(100)));
    String text = r.format(big);
    for (String line : text.split("\n")) {
      assertTrue(line.length() < 80 || line.equals("{" + "y".repeat(100) + "}"), line);
    }
    assertEquals(List.of(r), GameRecord.parseAll(big, text));
  }

  @Test
  void parseAll_badTagValue_refused() {
    NotationException cr =
        assertThrows(
            NotationException.class, () -> GameRecord.parseAll(race, "[White \"a\rb\"]\ns1"));
    assertTrue(cr.expected().contains("a tag value on one line"), cr.expected());
    assertThrows(NotationException.class, () -> GameRecord.parseAll(race, "[White \"a\nb\"]\ns1"));
    assertThrows(NotationException.class, () -> GameRecord.parseAll(race, "[White \"a\" x]\ns1"));
    assertThrows(NotationException.class, () -> GameRecord.parseAll(race, "[\"a\"]\ns1"));
  }

  @Test
  void parseAll_errorsNameTheGame() {
    NotationException e =
        assertThrows(
            NotationException.class,
            () -> GameRecord.parseAll(race, "s1 b0 *\ns1 b0 *\n[White \"x\n"));
    assertTrue(e.expected().startsWith("game 3: "), e.expected());
    NotationException ply =
        assertThrows(
            NotationException.class, () -> GameRecord.parseAll(race, "s1 b0 *\ns1 b9 *\n"));
    assertTrue(ply.expected().startsWith("game 2, ply 2: "), ply.expected());
    assertEquals(11, ply.offset(), "the move's first character (race points at its start)");
  }

  @Test
  void parseAll_mutatedNumberedRecords_onlyNotationExceptions_andRoundTrips() {
    long seed = 20261123L;
    SplittableRandom random = new SplittableRandom(seed);
    StringBuilder valid = new StringBuilder();
    for (int g = 0; g < 3; g++) {
      List<Integer> moves = new ArrayList<>();
      TakeAway.State s = take3.start();
      while (!take3.isTerminal(s) && moves.size() < 6) {
        int t = 1 + random.nextInt(Math.min(3, s.pile()));
        moves.add(t);
        s = take3.apply(s, t);
      }
      valid.append(
          GameRecord.of(take3, take3.start(), moves)
              .withTag("Round", "r" + g)
              .withComments(List.of("c" + g))
              .format(take3));
    }
    valid.append("[FEN \"4/2/9\"]\n9... t1 10. t3 ; end\n");
    String base = valid.toString();
    assertEquals(4, GameRecord.parseAll(take3, base).size());
    String alphabet = "[]\"\\{};\n .-t0123456789>=*/OptionsplayerFEN,";
    for (int i = 0; i < 20_000; i++) {
      StringBuilder t = new StringBuilder(base);
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
        for (GameRecord<TakeAway.State, Integer> r : GameRecord.parseAll(take3, text)) {
          assertEquals(List.of(r), GameRecord.parseAll(take3, r.format(take3)), text);
          r.resultProblem(take3); // must not throw on a record that parsed
        }
      } catch (NotationException e) {
        assertTrue(
            e.offset() >= 0 && e.offset() <= text.length(),
            "seed " + seed + ", case " + i + ": offset out of range for " + text);
        assertTrue(
            e.expected().startsWith("game "),
            "seed " + seed + ", case " + i + ": no game number in " + e.expected());
      } catch (RuntimeException | AssertionError e) {
        throw new AssertionError(
            "seed " + seed + ", case " + i + ": " + e + " for text:\n" + text, e);
      }
    }
  }

  @Test
  void parseAll_badStartWithEscapes_pointsAtTheRawCharacter() {
    // The value "1\0/9/1" reads as 10/9/1; the bad mover 9 is at offset 12 of the text.
    String text = "[Start \"1\\0/9/1\"]\n";
    NotationException e =
        assertThrows(NotationException.class, () -> GameRecord.parseAll(take, text));
    assertEquals('9', text.charAt(e.offset()), "offset " + e.offset());
    String options = "[Options \"pile=10,\\\"\"]\n";
    NotationException o =
        assertThrows(NotationException.class, () -> GameRecord.parseAll(take, options));
    assertEquals('\\', options.charAt(o.offset()), "offset " + o.offset());
    NotationException read =
        assertThrows(NotationException.class, () -> GameRecord.readOptions(options));
    assertEquals(o.offset(), read.offset());
  }

  @Test
  void format_parse_roundTrip_numberedGameWithChance() {
    // Every turn begins with a roll, so the first seat's "1." comes after a ply: it must not be
    // taken for the start of the next record.
    TakeAway rolling = new TakeAway(2, 7, true);
    long seed = 31;
    SplittableRandom random = new SplittableRandom(seed);
    for (int g = 0; g < 200; g++) {
      GameRecord<TakeAway.State, Integer> r =
          Playouts.play(rolling, List.of(Agent.uniformRandom(), Agent.uniformRandom()), random);
      String text = r.format(rolling);
      assertTrue(
          !text.contains("..."), "no '...' before a chance ply: seed " + seed + ":\n" + text);
      assertEquals(
          List.of(r),
          GameRecord.parseAll(rolling, text),
          "seed " + seed + ", game " + g + ":\n" + text);
      assertEquals(
          List.of(r, r),
          GameRecord.parseAll(rolling, text + text),
          "seed " + seed + ", game " + g + ":\n" + text);
    }
    assertEquals(1, GameRecord.parseAll(rolling, "r0 1. t1 t2 r1 2. t1 t1").size());
    assertEquals(1, GameRecord.parseAll(rolling, "1... r0 1. t1 t2 r1 2. t1 t1").size());
    assertEquals(2, GameRecord.parseAll(rolling, "r0 1. t1 t2 r1 2. t1 t1 *\nr1 1. t2").size());
    assertEquals(
        2,
        GameRecord.parseAll(take, "1. t1 t1 1. t2").size(),
        "a '1.' that cannot continue the record still starts the next");
    NotationException atRoll =
        assertThrows(NotationException.class, () -> GameRecord.parseAll(rolling, "1. r0 t1"));
    assertEquals(
        "game 1, ply 1: a chance outcome (chance is to move), not the move number '1.'",
        atRoll.expected());
  }

  @Test
  void format_resultOfAnotherPlayerCount_refused() {
    GameRecord<TakeAway.State, Integer> r =
        GameRecord.of(take, take.start(), takes(3)).withResult("0>1=2");
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> r.format(take));
    assertEquals("the result 0>1=2 is not a result token for 2 players", e.getMessage());
    GameRecord<TakeAway.State, Integer> three =
        GameRecord.of(take3, take3.start(), takes(3)).withResult("1-0");
    assertThrows(IllegalArgumentException.class, () -> three.format(take3));
    assertTrue(r.resultProblem(take).isPresent(), "a claimed result on an unfinished game");
  }

  @Test
  void parseAll_commentAlone_isARecord() {
    List<GameRecord<Race.State, Race.Move>> only = GameRecord.parseAll(race, "{just a note}\n");
    assertEquals(1, only.size());
    assertEquals(List.of("just a note"), only.get(0).comments());
    assertEquals(List.of(), only.get(0).moves());
    GameRecord<Race.State, Race.Move> first =
        GameRecord.parseAll(race, "{hello} s2 b1 *\n\n[Round \"2\"]\n{second} s1").get(0);
    assertEquals(List.of("hello"), first.comments());
  }

  @Test
  void parseAll_secondRecordStartsEmpty() {
    List<GameRecord<TakeAway.State, Integer>> two =
        GameRecord.parseAll(take, "[Round \"1\"]\nt1 t2 {a} *\n\nt3 *\n");
    assertEquals(2, two.size());
    assertEquals(Map.of(), two.get(1).tags());
    assertEquals(List.of(), two.get(1).comments());
    assertEquals(takes(3), two.get(1).moves());
    assertEquals(take.start(), two.get(1).start());
  }

  @Test
  void parseAll_tagValueStartingWithACarriageReturn_refused() {
    NotationException cr =
        assertThrows(
            NotationException.class, () -> GameRecord.parseAll(race, "[White \"\rb\"]\ns1"));
    assertEquals(8, cr.offset());
    assertEquals("game 1: a tag value on one line", cr.expected());
  }

  @Test
  void parseAll_badMoveGluedToItsNumber_pointsIntoTheMove() {
    NotationException e =
        assertThrows(NotationException.class, () -> GameRecord.parseAll(take, "1.t9"));
    assertEquals(3, e.offset(), e.getMessage());
    NotationException after =
        assertThrows(NotationException.class, () -> GameRecord.parseAll(take, "1. t1 1...t7"));
    assertEquals(11, after.offset(), after.getMessage());
  }

  @Test
  void parseAll_nineDigitMoveNumber_isANumberToCheck() {
    NotationException e =
        assertThrows(NotationException.class, () -> GameRecord.parseAll(take, "123456789. t3"));
    assertEquals("game 1, ply 1: move number 1, not 123456789", e.expected());
    assertEquals(0, e.offset());
  }

  @Test
  void format_fillsLinesUpTo79Characters() {
    GameRecord<TakeAway.State, Integer> fits =
        GameRecord.of(take, take.start(), List.of()).withComments(List.of("x".repeat(75)));
    assertTrue(fits.format(take).endsWith("\n\n* {" + "x".repeat(75) + "}\n"), fits.format(take));
    GameRecord<TakeAway.State, Integer> over =
        GameRecord.of(take, take.start(), List.of()).withComments(List.of("x".repeat(76)));
    assertTrue(over.format(take).endsWith("\n\n*\n{" + "x".repeat(76) + "}\n"), over.format(take));
  }

  @Test
  void format_longFirstToken_startsTheFirstLine() {
    String dashes = "-".repeat(90);
    Game<TakeAway.State, Integer> wordy =
        new ForwardingGame<>(take) {
          @Override
          public String formatMove(TakeAway.State s, Integer m) {
            return super.formatMove(s, m) + dashes;
          }

          @Override
          public Integer parseMove(TakeAway.State s, CharSequence text) {
            return super.parseMove(s, text.toString().replace("-", ""));
          }
        };
    String text = GameRecord.of(wordy, take.start(), List.of(2)).format(wordy);
    assertTrue(text.contains("\"]\n\nt2" + dashes + "\n*\n"), text);
  }

  @Test
  void format_illegalMove_namesThePly() {
    GameRecord<TakeAway.State, Integer> bad =
        new GameRecord<>(
            "take-away",
            take.options(),
            Map.of(),
            take.start(),
            List.of(1, 5),
            GameResult.UNFINISHED,
            List.of());
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> bad.format(take));
    assertEquals("ply 2 (5): cannot take 5", e.getMessage());
  }

  @Test
  void comments_withABraceAnywhere_refused() {
    GameRecord<TakeAway.State, Integer> r = GameRecord.of(take, take.start(), List.of());
    for (String c : new String[] {"}x", "x}", "a}b"}) {
      assertThrows(IllegalArgumentException.class, () -> r.withComments(List.of(c)), c);
    }
    assertEquals(List.of("{x"), r.withComments(List.of("{x")).comments());
  }

  @Test
  void tags_lineBreakAnywhereInAValue_refused() {
    GameRecord<TakeAway.State, Integer> r = GameRecord.of(take, take.start(), List.of());
    for (String v : new String[] {"\nx", "x\n", "\rx", "x\r"}) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> r.withTag("Event", v));
      assertEquals("tag Event: a value cannot hold a line break", e.getMessage());
    }
  }

  @Test
  void parseOptions_readsNamesAndValuesInOrder() {
    assertEquals(
        List.of("players", "pile"),
        List.copyOf(GameRecord.parseOptions("players=3,pile=12").keySet()));
    assertEquals(
        Map.of("players", "3", "pile", "12"), GameRecord.parseOptions("players=3,pile=12"));
  }
}
