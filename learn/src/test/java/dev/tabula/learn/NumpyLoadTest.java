package dev.tabula.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.Agent;
import dev.tabula.core.Game;
import dev.tabula.marrakech.MarrakechGame;
import dev.tabula.search.Mcts;
import dev.tabula.stacksnake.StackSnakeGame;
import dev.tabula.toguz.ToguzGame;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * NumPy reads what the generator writes: a real {@code python3} with {@code numpy} loads the {@code
 * .npz} files (stored and deflated) and checks the names, dtypes and shapes, and that every policy
 * is 0 outside its mask and sums to 1. Prefers Debian's {@code /usr/bin/python3} (with {@code
 * python3-numpy}, which {@code .ci/run} installs) over a {@code python3} on the path. Without
 * Python or NumPy these tests fail, saying so.
 */
class NumpyLoadTest {

  /** Checks one archive; argv: file, N, observation shape (comma-separated), A, first game. */
  private static final String CHECK =
      """
        import sys
        import numpy as np
        path, n, a, first = sys.argv[1], int(sys.argv[2]), int(sys.argv[4]), int(sys.argv[5])
        shape = tuple(int(x) for x in sys.argv[3].split(','))
        d = np.load(path)
        keys = ['observations', 'legal_mask', 'policy', 'returns', 'game', 'ply']
        assert sorted(d.files) == sorted(keys), d.files
        obs, mask, pol, ret, game, ply = (d[k] for k in keys)
        assert obs.dtype == np.float32 and obs.shape == (n,) + shape, (obs.dtype, obs.shape)
        assert mask.dtype == np.bool_ and mask.shape == (n, a), (mask.dtype, mask.shape)
        assert pol.dtype == np.float32 and pol.shape == (n, a), (pol.dtype, pol.shape)
        assert ret.dtype == np.float32 and ret.shape == (n,), (ret.dtype, ret.shape)
        assert game.dtype == np.int64 and game.shape == (n,), (game.dtype, game.shape)
        assert ply.dtype == np.int32 and ply.shape == (n,), (ply.dtype, ply.shape)
        assert n > 0
        assert ((obs >= 0) & (obs <= 1)).all()
        assert (pol[~mask] == 0).all(), 'policy outside the mask'
        assert (pol >= 0).all()
        assert np.allclose(pol.sum(axis=1), 1, atol=1e-5), pol.sum(axis=1)
        assert mask.any(axis=1).all()
        assert np.isin(ret, [-1, 0, 1]).all(), np.unique(ret)
        assert game[0] == first and (np.diff(game) >= 0).all()
        same = np.diff(game) == 0
        assert (np.diff(ply)[same] > 0).all(), 'plies grow within a game'
        print('ok', n)
        """;

  @TempDir Path dir;

  /** Debian's python3 if it is there, else whatever python3 the path finds. */
  static String python() {
    return Files.isExecutable(Path.of("/usr/bin/python3")) ? "/usr/bin/python3" : "python3";
  }

  /** Runs python with the arguments; returns its exit status and output. */
  static String[] run(List<String> args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    command.add(python());
    command.addAll(args);
    Process p;
    try {
      p = new ProcessBuilder(command).redirectErrorStream(true).start();
    } catch (IOException e) {
      throw new AssertionError(
          "python3 is needed to check the .npz files with NumPy (on Debian: apt-get install"
              + " python3 python3-numpy; .ci/run installs them): "
              + e.getMessage(),
          e);
    }
    String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(120, TimeUnit.SECONDS), "python3 did not finish");
    return new String[] {Integer.toString(p.exitValue()), output};
  }

  static void requireNumpy() throws IOException, InterruptedException {
    String[] r = run(List.of("-c", "import numpy"));
    assertEquals(
        "0",
        r[0],
        python()
            + " cannot import numpy (on Debian: apt-get install python3-numpy; .ci/run installs"
            + " it): "
            + r[1]);
  }

  private static <S, M> Samples samples(Game<S, M> game, long from, long to) {
    Agent<S, M> mcts = Mcts.builder().iterations(12).maxPlayoutPlies(10_000).build();
    List<Agent<S, M>> agents = new ArrayList<>();
    agents.add(mcts);
    while (agents.size() < game.numPlayers()) {
      agents.add(Agent.uniformRandom());
    }
    return SelfPlay.of(game, agents).seed(21).maxPlies(120).play(from, to, 2, (k, r, n) -> {});
  }

  @ParameterizedTest
  @ValueSource(strings = {"toguz", "stack-snake", "marrakech-3"})
  void numpyLoad_everyGame_readsTheArraysAsDocumented(String which) throws Exception {
    requireNumpy();
    Samples s =
        switch (which) {
          case "toguz" -> samples(ToguzGame.standard(), 3, 5);
          case "stack-snake" -> samples(StackSnakeGame.standard(), 3, 5);
          default -> samples(MarrakechGame.builder().players(3).build(), 3, 5);
        };
    for (boolean compress : new boolean[] {false, true}) {
      Path file = dir.resolve(which + (compress ? "-z" : "") + ".npz");
      try (OutputStream out = Files.newOutputStream(file)) {
        s.writeNpz(out, compress);
      }
      String shape =
          String.join(
              ",", Arrays.stream(s.observationShape()).mapToObj(Integer::toString).toList());
      String[] r =
          run(
              List.of(
                  "-c",
                  CHECK,
                  file.toString(),
                  Integer.toString(s.size()),
                  shape,
                  Integer.toString(s.numDistinctActions()),
                  "3"));
      assertEquals("0", r[0], which + " (seed 21, games 3..4): " + r[1]);
      assertEquals("ok " + s.size(), r[1].strip());
    }
  }
}
