package dev.tabula.testkit.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.testing.NullPointerTester;
import dev.tabula.core.Agent;
import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Evaluation;
import dev.tabula.core.Game;
import dev.tabula.core.GameLoop;
import dev.tabula.core.GameOption;
import dev.tabula.core.GameRecord;
import dev.tabula.core.GameResult;
import dev.tabula.core.GameSetup;
import dev.tabula.core.NotationException;
import dev.tabula.core.OpeningBook;
import dev.tabula.core.Perft;
import dev.tabula.core.Player;
import dev.tabula.core.Playouts;
import dev.tabula.core.SetupResolver;
import dev.tabula.core.SvgOptions;
import dev.tabula.core.TextCursor;
import dev.tabula.core.spi.Svg;
import dev.tabula.testkit.Conformance;
import dev.tabula.testkit.Fuzz;
import dev.tabula.testkit.fixtures.CoinFlipNim;
import dev.tabula.testkit.fixtures.ForwardingGame;
import dev.tabula.testkit.fixtures.Race;
import dev.tabula.testkit.fixtures.RandomTree;
import dev.tabula.testkit.fixtures.RollNim;
import dev.tabula.testkit.fixtures.TakeAway;
import dev.tabula.testkit.fixtures.Wide;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Guava's {@link NullPointerTester} over the public API of core ({@code dev.tabula.core}, {@code
 * dev.tabula.core.spi}) and of the testkit ({@code dev.tabula.testkit}, {@code
 * dev.tabula.testkit.fixtures}): every public constructor and static method, and every public
 * instance method of a sample of each class, refuses a null argument with a {@link
 * NullPointerException} (or says it may be null with {@code @Nullable}). The types are listed from
 * the modules themselves, so a new public type is checked without a change here; a new class whose
 * methods take objects needs a sample below ({@link #everyClassThatTakesObjects_hasASample}).
 * Core's checks live here because its samples are the testkit's toy games.
 */
class NullChecksTest {
  private static final TakeAway TAKE = new TakeAway(2, 10);

  private static final List<Module> MODULES =
      List.of(Game.class.getModule(), Conformance.class.getModule());

  private static NullPointerTester tester() {
    return new NullPointerTester()
        .setDefault(RandomGenerator.class, new SplittableRandom(1))
        .setDefault(SplittableRandom.class, new SplittableRandom(1))
        .setDefault(TakeAway.State.class, TAKE.start())
        .setDefault(Race.State.class, Race.INSTANCE.start())
        .setDefault(Race.Move.class, Race.Move.STEP1)
        .setDefault(CoinFlipNim.State.class, new CoinFlipNim().start())
        .setDefault(RollNim.State.class, new RollNim(2, 5).start())
        .setDefault(RollNim.Move.class, new RollNim.Move(true, 1))
        .setDefault(RandomTree.Node.class, new RandomTree.Node(0, 0))
        .setDefault(Wide.State.class, new Wide(3, 3).start())
        .setDefault(TextCursor.class, new TextCursor("text"))
        .setDefault(SvgOptions.class, SvgOptions.defaults())
        .setDefault(GameOption.class, GameSetupTest.PLAYERS)
        .setDefault(NotationException.class, new NotationException("x", 0, "y"))
        .setDefault(GameResult.class, GameResult.byScores(1, 0));
  }

  /** One object of every class whose methods take objects (a game, a record, a builder...). */
  private static List<Object> samples() {
    List<Object> out = new ArrayList<>();
    out.add(GameResult.byScores(2, 1));
    out.add(
        GameRecord.of(TAKE, TAKE.start(), List.of(1, 2))
            .withTags(Map.of("Event", "test"))
            .withComments(List.of("a comment")));
    out.add(new ChanceOutcome<>("heads", 1, 2));
    out.add(OpeningBookTest.sample());
    out.add(new OpeningBook.Entry<>(1, 0.5, 2));
    out.add(new Perft.Divide<>("m", "m", 3));
    out.add(new TextCursor("12/3"));
    out.add(SvgOptions.defaults());
    out.add(new Playouts.Uniform<>(TAKE));
    out.add(Svg.begin("test", "a position", 100, 100, SvgOptions.defaults()));
    out.add(Agent.uniformRandom());
    out.add(Evaluation.none());
    out.add(Conformance.of(TAKE));
    out.add(TAKE);
    out.add(new TakeAway(3, 5, true));
    out.add(Race.INSTANCE);
    out.add(new CoinFlipNim());
    out.add(new RollNim(3, 7));
    out.add(new RandomTree(2, 5, 5, 30, 1));
    out.add(new Wide(3, 3));
    out.add(new ForwardingGame<TakeAway.State, Integer>(TAKE) {});
    GameLoop<TakeAway.State, Integer> loop = GameLoop.of(TAKE);
    out.add(loop);
    out.add(
        loop.play(
            TAKE.start(),
            List.of(
                Player.of(Agent.uniformRandom(), new SplittableRandom(1)),
                Player.of(Agent.uniformRandom(), new SplittableRandom(2))),
            () -> new SplittableRandom(3)));
    out.add(GameSetupTest.PLAYERS);
    out.add(GameSetup.of("take-away", List.of(GameSetupTest.PLAYERS, GameSetupTest.PILE)));
    out.add(SetupResolver.of(new GameSetupTest.Provider()));
    Fuzz.run("inputs", 1, 1, (random, inputs) -> out.add(inputs));
    return out;
  }

  private static List<Class<?>> types() {
    List<Class<?>> out = new ArrayList<>();
    for (Module m : MODULES) {
      out.addAll(PublicApi.types(m));
    }
    return out;
  }

  @Test
  void theModulesPublicTypesAreFound() {
    List<Class<?>> types = types();
    assertTrue(types.contains(Game.class), types.toString());
    assertTrue(types.contains(Svg.class), types.toString());
    assertTrue(types.contains(TakeAway.State.class), types.toString());
    assertTrue(types.stream().noneMatch(c -> c.getSimpleName().endsWith("Test")), types.toString());
  }

  @TestFactory
  Stream<DynamicTest> constructorsAndStaticMethods_refuseNulls() {
    NullPointerTester tester = tester();
    return types().stream()
        .flatMap(c -> PublicApi.statics(tester, c))
        // the tester cannot make a value of choice's type variable; choice_refusesNulls checks it
        .filter(t -> !t.getDisplayName().contains("GameOption.choice("));
  }

  @Test
  void choice_refusesNulls() {
    Function<GameSetupTest.Colour, String> format = c -> c.name().substring(0, 1);
    GameSetupTest.Colour red = GameSetupTest.Colour.RED;
    assertThrows(NullPointerException.class, () -> GameOption.choice(null, "d", red, format));
    assertThrows(NullPointerException.class, () -> GameOption.choice("c", null, red, format));
    assertThrows(NullPointerException.class, () -> GameOption.choice("c", "d", null, format));
    assertThrows(
        NullPointerException.class,
        () -> GameOption.<GameSetupTest.Colour>choice("c", "d", red, null));
  }

  @TestFactory
  Stream<DynamicTest> instanceMethods_refuseNulls() {
    NullPointerTester tester = tester();
    return samples().stream().flatMap(o -> PublicApi.instance(tester, o));
  }

  @Test
  void everyClassThatTakesObjects_hasASample() {
    List<Class<?>> sampled = new ArrayList<>();
    for (Object o : samples()) {
      for (Class<?> c = o.getClass(); c != null; c = c.getSuperclass()) {
        sampled.add(c);
      }
    }
    List<String> missing =
        types().stream()
            .filter(PublicApi::needsSample)
            .filter(c -> !sampled.contains(c))
            .map(Class::getName)
            .toList();
    assertEquals(List.of(), missing);
  }
}
