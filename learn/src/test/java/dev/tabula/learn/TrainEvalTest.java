package dev.tabula.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.Agent;
import dev.tabula.core.Evaluation;
import dev.tabula.core.Game;
import dev.tabula.core.GameRecord;
import dev.tabula.marrakech.MarrakechGame;
import dev.tabula.marrakech.MarrakechLearnedEvaluation;
import dev.tabula.search.Mcts;
import dev.tabula.stacksnake.StackSnakeGame;
import dev.tabula.stacksnake.StackSnakeLearnedEvaluation;
import dev.tabula.toguz.ToguzGame;
import dev.tabula.toguz.ToguzLearnedEvaluation;
import java.io.OutputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The learning loop end to end on a few games: self-play data written as {@code tabula selfplay}
 * writes it, {@code training/train_eval.py} trains on it with Debian's Python and NumPy (the test
 * fails without them), the same seed gives the same weights to the byte, and the game's learned
 * evaluation ({@link ToguzLearnedEvaluation}, {@link StackSnakeLearnedEvaluation}, {@link
 * MarrakechLearnedEvaluation}) reading those weights gives every sample position the value the
 * Python model gives it.
 */
class TrainEvalTest {
  private static final Path SCRIPT = Path.of("..", "training", "train_eval.py");
  private static final long SEED = 7;
  private static final int GAMES = 30;

  @TempDir Path dir;

  @Test
  void toguz_trainingIsReproducible_andJavaComputesThePythonModelsValues() throws Exception {
    check(ToguzGame.standard(), "toguz", ToguzLearnedEvaluation::read, 312);
  }

  @Test
  void stackSnake_trainingIsReproducible_andJavaComputesThePythonModelsValues() throws Exception {
    check(StackSnakeGame.standard(), "stack-snake", StackSnakeLearnedEvaluation::read, 127);
  }

  @Test
  void marrakech_trainingIsReproducible_andJavaComputesThePythonModelsValues() throws Exception {
    check(
        MarrakechGame.builder().players(2).build(),
        "marrakech",
        MarrakechLearnedEvaluation::read,
        21);
  }

  @Test
  void marrakechThreePlayers_trainingIsReproducible_andJavaComputesThePythonModelsValues()
      throws Exception {
    check(
        MarrakechGame.builder().players(3).build(),
        "marrakech-3",
        MarrakechLearnedEvaluation::read,
        24);
  }

  @Test
  void marrakechFourPlayers_trainingIsReproducible_andJavaComputesThePythonModelsValues()
      throws Exception {
    check(
        MarrakechGame.builder().players(4).build(),
        "marrakech-4",
        MarrakechLearnedEvaluation::read,
        24);
  }

  private <S, M> void check(
      Game<S, M> game,
      String name,
      Function<StringReader, ? extends Evaluation<S>> reader,
      int weightCount)
      throws Exception {
    NumpyLoadTest.requireNumpy();
    assertTrue(Files.isRegularFile(SCRIPT), "missing " + SCRIPT.toAbsolutePath());
    Agent<S, M> mcts = Mcts.<S, M>builder().iterations(30).build();
    SelfPlay<S, M> selfPlay =
        SelfPlay.of(game, Collections.nCopies(game.numPlayers(), mcts))
            .seed(SEED)
            .temperaturePlies(10);
    Map<Long, GameRecord<S, M>> records = new TreeMap<>();
    Samples samples = selfPlay.play(0, GAMES, 1, (index, record, n) -> records.put(index, record));
    Path data = dir.resolve(name);
    Files.createDirectories(data);
    String file = SelfPlayManifest.fileName(0);
    try (OutputStream out = Files.newOutputStream(data.resolve(file))) {
      samples.writeNpz(out, false);
    }
    Files.writeString(
        data.resolve(SelfPlayManifest.NAME),
        SelfPlayManifest.json(
            selfPlay,
            Collections.nCopies(game.numPlayers(), "mcts:30"),
            0,
            GAMES,
            GAMES,
            false,
            List.of(new SelfPlayManifest.Entry(file, 0, GAMES, samples.size()))));

    Path first = dir.resolve(name + "-first.txt");
    Path again = dir.resolve(name + "-again.txt");
    Path other = dir.resolve(name + "-other.txt");
    train(data, first, "3", weightCount);
    train(data, again, "3", weightCount);
    train(data, other, "4", weightCount);
    String weights = Files.readString(first);
    assertEquals(weights, Files.readString(again), "the same seed gave other weights");
    assertNotEquals(weights, Files.readString(other), "the seed changed nothing");

    String[] predicted =
        python(
            List.of(
                SCRIPT.toString(), "--predict", data.toString(), "--weights", first.toString()));
    assertEquals("0", predicted[0], predicted[1]);
    String[] lines = predicted[1].strip().split("\n");
    List<S> positions = new ArrayList<>();
    for (GameRecord<S, M> r : records.values()) {
      List<S> states = r.replay(game);
      for (S s : states.subList(0, states.size() - 1)) {
        if (!game.isChance(s)) {
          positions.add(s); // every state a move was made in
        }
      }
    }
    assertEquals(samples.size(), positions.size());
    assertEquals(positions.size(), lines.length, "one value per sample");
    Evaluation<S> learned = reader.apply(new StringReader(weights));
    double worst = 0;
    for (int i = 0; i < lines.length; i++) {
      S s = positions.get(i);
      double java = learned.evaluate(s, game.currentPlayer(s));
      double py = Double.parseDouble(lines[i]);
      worst = Math.max(worst, Math.abs(java - py));
      assertEquals(py, java, 1e-9, "sample " + i + ", " + game.formatState(s));
    }
    assertTrue(lines.length > 700, lines.length + " samples");
    System.out.printf(
        "%s: %d samples of %d games (seed %d): Java and Python values differ by at most %.2g%n",
        name, lines.length, GAMES, SEED, worst);
  }

  private static void train(Path data, Path out, String seed, int weightCount) throws Exception {
    String[] r =
        python(
            List.of(
                SCRIPT.toString(),
                "--data",
                data.toString(),
                "--out",
                out.toString(),
                "--seed",
                seed));
    assertEquals("0", r[0], "train_eval.py failed: " + r[1]);
    assertTrue(r[1].contains(weightCount + " weights"), r[1]);
    assertTrue(Files.readString(out, StandardCharsets.UTF_8).startsWith("# tabula-learned-eval"));
  }

  private static String[] python(List<String> args) throws Exception {
    return NumpyLoadTest.run(args);
  }
}
