package dev.tabula.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.Agent;
import dev.tabula.core.GameRecord;
import dev.tabula.search.Mcts;
import dev.tabula.toguz.ToguzGame;
import dev.tabula.toguz.ToguzLearnedEvaluation;
import dev.tabula.toguz.ToguzMove;
import dev.tabula.toguz.ToguzState;
import java.io.OutputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The learning loop end to end on a few games: self-play data written as {@code tabula selfplay}
 * writes it, {@code training/train_eval.py} trains on it with Debian's Python and NumPy (the test
 * fails without them), the same seed gives the same weights to the byte, and {@link
 * ToguzLearnedEvaluation} reading those weights gives every sample position the value the Python
 * model gives it.
 */
class TrainEvalTest {
  private static final Path SCRIPT = Path.of("..", "training", "train_eval.py");
  private static final long SEED = 7;
  private static final int GAMES = 30;

  @TempDir Path dir;

  @Test
  void training_isReproducible_andJavaComputesThePythonModelsValues() throws Exception {
    NumpyLoadTest.requireNumpy();
    assertTrue(Files.isRegularFile(SCRIPT), "missing " + SCRIPT.toAbsolutePath());
    ToguzGame game = ToguzGame.standard();
    Agent<ToguzState, ToguzMove> mcts = Mcts.builder().iterations(30).build();
    SelfPlay<ToguzState, ToguzMove> selfPlay =
        SelfPlay.of(game, List.of(mcts, mcts)).seed(SEED).temperaturePlies(10);
    Map<Long, GameRecord<ToguzState, ToguzMove>> records = new TreeMap<>();
    Samples samples = selfPlay.play(0, GAMES, 1, (index, record, n) -> records.put(index, record));
    Path data = dir.resolve("data");
    Files.createDirectories(data);
    String file = SelfPlayManifest.fileName(0);
    try (OutputStream out = Files.newOutputStream(data.resolve(file))) {
      samples.writeNpz(out, false);
    }
    Files.writeString(
        data.resolve(SelfPlayManifest.NAME),
        SelfPlayManifest.json(
            selfPlay,
            List.of("mcts:30", "mcts:30"),
            0,
            GAMES,
            GAMES,
            false,
            List.of(new SelfPlayManifest.Entry(file, 0, GAMES, samples.size()))));

    Path first = dir.resolve("first.txt");
    Path again = dir.resolve("again.txt");
    Path other = dir.resolve("other.txt");
    train(data, first, "3");
    train(data, again, "3");
    train(data, other, "4");
    String weights = Files.readString(first);
    assertEquals(weights, Files.readString(again), "the same seed gave other weights");
    assertNotEquals(weights, Files.readString(other), "the seed changed nothing");

    String[] predicted =
        python(
            List.of(
                SCRIPT.toString(), "--predict", data.toString(), "--weights", first.toString()));
    assertEquals("0", predicted[0], predicted[1]);
    String[] lines = predicted[1].strip().split("\n");
    List<ToguzState> positions = new ArrayList<>();
    for (GameRecord<ToguzState, ToguzMove> r : records.values()) {
      List<ToguzState> states = r.replay(game);
      positions.addAll(states.subList(0, states.size() - 1)); // every state a move was made in
    }
    assertEquals(samples.size(), positions.size());
    assertEquals(positions.size(), lines.length, "one value per sample");
    ToguzLearnedEvaluation learned = ToguzLearnedEvaluation.read(new StringReader(weights));
    double worst = 0;
    for (int i = 0; i < lines.length; i++) {
      ToguzState s = positions.get(i);
      double java = learned.evaluate(s, game.currentPlayer(s));
      double py = Double.parseDouble(lines[i]);
      worst = Math.max(worst, Math.abs(java - py));
      assertEquals(py, java, 1e-9, "sample " + i + ", " + game.formatState(s));
    }
    assertTrue(lines.length > 1000, lines.length + " samples");
    System.out.printf(
        "%d samples of %d games (seed %d): Java and Python values differ by at most %.2g%n",
        lines.length, GAMES, SEED, worst);
  }

  private static void train(Path data, Path out, String seed) throws Exception {
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
    assertTrue(r[1].contains("312 weights"), r[1]);
    assertTrue(Files.readString(out, StandardCharsets.UTF_8).startsWith("# tabula-learned-eval"));
  }

  private static String[] python(List<String> args) throws Exception {
    return NumpyLoadTest.run(args);
  }
}
