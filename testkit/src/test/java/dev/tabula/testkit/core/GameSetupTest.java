package dev.tabula.testkit.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.Game;
import dev.tabula.core.GameOption;
import dev.tabula.core.GameSetup;
import dev.tabula.core.SetupConflictException;
import dev.tabula.core.SetupResolver;
import dev.tabula.core.spi.ProviderBase;
import dev.tabula.testkit.fixtures.TakeAway;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The typed setup options ({@link GameOption}), the setup value ({@link GameSetup}) and the one
 * resolution of option text and positions ({@link SetupResolver}), on {@link TakeAway}.
 */
class GameSetupTest {
  enum Colour {
    RED,
    GREEN
  }

  static final GameOption<Integer> PLAYERS =
      GameOption.integer("players", "number of players, 2 or 3 (default 2)", 2, 2, 3);
  static final GameOption<Integer> PILE =
      GameOption.integer("pile", "stones in the pile (default 10)", 10, 1, 1000);
  static final GameOption<Colour> COLOUR =
      GameOption.choice(
          "colour", "the stones' colour, R or G", Colour.RED, c -> c.name().substring(0, 1));
  static final GameOption<String> NOTE = GameOption.text("note", "any text");

  /** Take-away's provider: players and pile; a position implies its pile. */
  static final class Provider extends ProviderBase {
    Provider() {
      super("take-away", "take 1 to 3 stones", List.of(PLAYERS, PILE, COLOUR, NOTE));
    }

    @Override
    public Game<?, ?> create(GameSetup setup) {
      if (setup.get(PILE) < setup.get(PLAYERS)) {
        throw new IllegalArgumentException("the pile is smaller than the number of players");
      }
      return new TakeAway(setup.get(PLAYERS), setup.get(PILE));
    }

    @Override
    public Map<String, String> optionsFor(CharSequence position) {
      String text = position.toString();
      int slash = text.indexOf('/');
      return slash > 0 && text.substring(0, slash).matches("\\d{1,4}")
          ? Map.of("pile", text.substring(0, slash))
          : Map.of();
    }
  }

  static final Provider PROVIDER = new Provider();

  @Test
  void integer_readsAndWritesDecimalNumbers_andSaysWhatItExpects() {
    assertEquals(3, PLAYERS.parse(" 3 "));
    assertEquals("3", PLAYERS.format(3));
    assertEquals(Optional.of(2), PLAYERS.defaultValue());
    assertEquals(
        "option players must be 2 or 3, got 'x'",
        assertThrows(IllegalArgumentException.class, () -> PLAYERS.parse("x")).getMessage());
    assertEquals(
        "option players must be 2 or 3, got '4'",
        assertThrows(IllegalArgumentException.class, () -> PLAYERS.parse("4")).getMessage());
    assertEquals(
        "option players must be 2 or 3, got 4",
        assertThrows(IllegalArgumentException.class, () -> PLAYERS.check(4)).getMessage());
    assertEquals(
        "option pile must be a whole number from 1 to 1000, got '0'",
        assertThrows(IllegalArgumentException.class, () -> PILE.parse("0")).getMessage());
    GameOption<Integer> cap = GameOption.integer("cap", "a cap", 0, 0, Integer.MAX_VALUE);
    assertEquals(
        "option cap must be a whole number >= 0, got '99999999999'",
        assertThrows(IllegalArgumentException.class, () -> cap.parse("99999999999")).getMessage());
    assertThrows(
        IllegalArgumentException.class, () -> GameOption.integer("n", "n", 5, 0, 4)); // default
    assertThrows(IllegalArgumentException.class, () -> GameOption.integer("n", "n", 0, 1, 0));
    assertThrows(IllegalArgumentException.class, () -> GameOption.integer("a b", "n", 0, 0, 1));
  }

  @Test
  void choice_readsItsTextAndConstantNamesInEitherCase() {
    assertEquals(Colour.GREEN, COLOUR.parse("g"));
    assertEquals(Colour.GREEN, COLOUR.parse("green"));
    assertEquals(Colour.RED, COLOUR.parse("R"));
    assertEquals("G", COLOUR.format(Colour.GREEN));
    assertEquals(
        "option colour must be R or G, got 'blue'",
        assertThrows(IllegalArgumentException.class, () -> COLOUR.parse("blue")).getMessage());
    assertThrows(
        IllegalArgumentException.class, () -> GameOption.choice("c", "c", Colour.RED, c -> "same"));
  }

  @Test
  void of_checksTypedValuesByReadingTheirTextBack() {
    GameOption<Integer> even =
        GameOption.of(
            "even",
            "an even number",
            text -> {
              int v = Integer.parseInt(text);
              if (v % 2 != 0) {
                throw new IllegalArgumentException("not even: " + v);
              }
              return v;
            },
            v -> Integer.toString(v));
    assertEquals(Optional.empty(), even.defaultValue());
    assertEquals(4, even.parse("4"));
    assertEquals(
        "option even: not even: 3",
        assertThrows(IllegalArgumentException.class, () -> even.check(3)).getMessage());
    assertEquals(
        "option even: not even: 5",
        assertThrows(IllegalArgumentException.class, () -> even.parse("5")).getMessage());
  }

  @Test
  void setup_getsDefaultsUntilGiven_andWritesTextInDeclaredOrder() {
    GameSetup defaults = GameSetup.of("take-away", PROVIDER.setupOptions());
    assertEquals(2, defaults.get(PLAYERS));
    assertFalse(defaults.isGiven(PLAYERS));
    assertEquals(Optional.empty(), defaults.find(NOTE));
    assertThrows(NoSuchElementException.class, () -> defaults.get(NOTE));
    assertEquals(Map.of("players", "2", "pile", "10", "colour", "R"), defaults.options());
    assertEquals(List.of("players", "pile", "colour"), List.copyOf(defaults.options().keySet()));
    assertEquals(Map.of(), defaults.given());

    GameSetup s = defaults.with(PILE, 7).withOptions(Map.of("colour", "green", "note", " hi "));
    assertEquals(7, s.get(PILE));
    assertEquals(Colour.GREEN, s.get(COLOUR));
    assertEquals("hi", s.get(NOTE));
    assertEquals(
        List.of("pile", "colour", "note"), List.copyOf(s.given().keySet())); // declared order
    assertEquals(Map.of("players", "2", "pile", "7", "colour", "G", "note", "hi"), s.options());
    assertEquals(10, defaults.get(PILE), "with() changed the setup it was called on");
    assertEquals(s, defaults.withOptions(s.given()));
    assertEquals(s.hashCode(), defaults.withOptions(s.given()).hashCode());
    assertNotEquals(defaults, s);
    assertEquals(defaults, s.without(PILE).without(COLOUR).without(NOTE));
    assertSame(defaults, defaults.without(PILE));
  }

  @Test
  void setup_refusesWhatIsNotAnOptionOrAValue_namingTheGame() {
    GameSetup defaults = GameSetup.of("take-away", PROVIDER.setupOptions());
    assertEquals(
        "game 'take-away' has no option 'speed'; options: players, pile, colour, note",
        assertThrows(
                IllegalArgumentException.class, () -> defaults.withOptions(Map.of("speed", "1")))
            .getMessage());
    assertEquals(
        "game 'take-away': option players must be 2 or 3, got '9'",
        assertThrows(
                IllegalArgumentException.class, () -> defaults.withOptions(Map.of("players", "9")))
            .getMessage());
    assertEquals(
        "game 'take-away': option players must be 2 or 3, got 9",
        assertThrows(IllegalArgumentException.class, () -> defaults.with(PLAYERS, 9)).getMessage());
    GameOption<Integer> other = GameOption.integer("players", "another", 2, 2, 3);
    assertThrows(IllegalArgumentException.class, () -> defaults.get(other)); // by identity
    assertThrows(
        IllegalArgumentException.class, () -> GameSetup.of("g", List.of(PLAYERS, PLAYERS)));
    assertEquals(
        "game 'g' has no option 'x'; it has no options",
        assertThrows(
                IllegalArgumentException.class,
                () -> GameSetup.of("g", List.of()).withOptions(Map.of("x", "1")))
            .getMessage());
  }

  @Test
  void resolver_mergesSources_checksAgreementAsValues_andDefaultsTheRest() {
    Map<String, String> line = new LinkedHashMap<>();
    line.put("colour", "g");
    GameSetup s =
        SetupResolver.of(PROVIDER)
            .options("the command line", line)
            .options("the tag", Map.of("colour", "GREEN", "players", "3"))
            .position("the position", " 12/0/1 ")
            .resolve();
    assertEquals(Map.of("players", "3", "pile", "12", "colour", "G"), s.options());
    assertEquals(Map.of("players", "3", "pile", "12", "colour", "G"), s.given());
    assertTrue(s.isGiven(PILE));
    assertEquals(
        GameSetup.of("take-away", PROVIDER.setupOptions()),
        SetupResolver.of(PROVIDER).position("p", null).position("p", "junk").resolve());

    SetupConflictException e =
        assertThrows(
            SetupConflictException.class,
            () ->
                SetupResolver.of(PROVIDER)
                    .options("--option pile=4", Map.of("pile", "4"))
                    .position("the position", "12/0/1"));
    assertEquals(
        "game 'take-away': --option pile=4 gives pile=4, the position gives pile=12",
        e.getMessage());
    assertEquals("pile", e.option());
    assertEquals("--option pile=4", e.earlierSource());
    assertEquals("4", e.earlierValue());
    assertEquals("the position", e.source());
    assertEquals("12", e.value());
    assertEquals(
        "game 'take-away': option pile must be a whole number from 1 to 1000, got 'x'",
        assertThrows(
                IllegalArgumentException.class,
                () -> SetupResolver.of(PROVIDER).options("s", Map.of("pile", "x")))
            .getMessage());
  }

  @Test
  void resolver_readsTheFirstRecordsOptionsTagAndStartPosition() {
    String records = "[Options \"players=3\"]\n[Start \"9/0/1\"]\n\n1. t1 *\n";
    GameSetup s = SetupResolver.of(PROVIDER).record(records).resolve();
    assertEquals(Map.of("players", "3", "pile", "9"), s.given());
    SetupConflictException e =
        assertThrows(
            SetupConflictException.class,
            () ->
                SetupResolver.of(PROVIDER)
                    .options("--players 2", Map.of("players", "2"))
                    .record(records));
    assertEquals(SetupResolver.RECORD_OPTIONS, e.source());
    e =
        assertThrows(
            SetupConflictException.class,
            () -> SetupResolver.of(PROVIDER).record("[Options \"pile=8\"]\n[Start \"9/0/1\"]\n"));
    assertEquals(SetupResolver.RECORD_OPTIONS, e.earlierSource());
    assertEquals(SetupResolver.RECORD_START, e.source());
  }

  @Test
  void providerBase_createsFromTextThroughTheResolution() {
    assertEquals(
        Map.of(
            "players", "number of players, 2 or 3 (default 2)",
            "pile", "stones in the pile (default 10)",
            "colour", "the stones' colour, R or G",
            "note", "any text"),
        PROVIDER.options());
    assertEquals(3, PROVIDER.create(Map.of("players", "3", "pile", "5")).numPlayers());
    assertEquals(
        "game 'take-away' has no option 'speed'; options: players, pile, colour, note",
        assertThrows(IllegalArgumentException.class, () -> PROVIDER.create(Map.of("speed", "1")))
            .getMessage());
    assertEquals(
        "the pile is smaller than the number of players",
        assertThrows(
                IllegalArgumentException.class,
                () -> PROVIDER.create(Map.of("players", "3", "pile", "2")))
            .getMessage());
  }
}
