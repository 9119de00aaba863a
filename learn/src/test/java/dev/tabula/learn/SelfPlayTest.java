package dev.tabula.learn;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.Agent;
import dev.tabula.core.Game;
import dev.tabula.core.GameRecord;
import dev.tabula.core.Observations;
import dev.tabula.core.OpeningBook;
import dev.tabula.core.Playouts;
import dev.tabula.marrakech.MarrakechGame;
import dev.tabula.search.Mcts;
import dev.tabula.search.SearchAgent;
import dev.tabula.stacksnake.StackSnakeGame;
import dev.tabula.toguz.ToguzGame;
import dev.tabula.toguz.ToguzMove;
import dev.tabula.toguz.ToguzState;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class SelfPlayTest {

  private static <S, M> SelfPlay<S, M> mcts(Game<S, M> game, int iterations) {
    Agent<S, M> a = Mcts.builder().iterations(iterations).maxPlayoutPlies(10_000).build();
    return SelfPlay.of(game, Collections.nCopies(game.numPlayers(), a));
  }

  private static byte[] npz(Samples s, boolean compress) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    s.writeNpz(out, compress);
    return out.toByteArray();
  }

  @Test
  void play_sameSeed_sameBytes_andAnotherSeedOtherGames() throws IOException {
    SelfPlay<?, ?> sp = mcts(ToguzGame.standard(), 20).seed(5).maxPlies(60);
    byte[] a = npz(sp.play(0, 3), false);
    byte[] b = npz(sp.play(0, 3), false);
    assertArrayEquals(a, b);
    assertArrayEquals(npz(sp.play(0, 3), true), npz(sp.play(0, 3), true));
    assertNotEquals(sp.play(0, 3), sp.seed(6).play(0, 3));
  }

  @Test
  void play_anyNumberOfThreads_sameBytes() throws IOException {
    SelfPlay<?, ?> sp = mcts(MarrakechGame.standard(), 10).seed(3).maxPlies(80);
    byte[] one = npz(sp.play(0, 5, 1, (k, r, n) -> {}), false);
    byte[] three = npz(sp.play(0, 5, 3, (k, r, n) -> {}), false);
    assertArrayEquals(one, three);
  }

  @Test
  void play_shardsOfARange_concatenateToTheWholeRange() {
    SelfPlay<?, ?> sp = mcts(StackSnakeGame.standard(), 10).seed(9).maxPlies(40);
    Samples whole = sp.play(2, 7);
    Samples parts =
        Samples.concat(
            List.of(
                sp.play(2, 3), sp.play(3, 5, 2, (k, r, n) -> {}), sp.play(5, 5), sp.play(5, 7)));
    assertEquals(whole, parts);
    long[] games = whole.game();
    assertEquals(2, games[0]);
    assertEquals(6, games[games.length - 1]);
  }

  /** The game played is the one Playouts.play plays with the game's generator. */
  @Test
  void play_eachGame_isPlayoutsPlayWithTheGameSeed() {
    checkAgainstPlayouts(mcts(ToguzGame.standard(), 15).seed(11).maxPlies(50), 3);
    Agent<dev.tabula.marrakech.MarrakechState, dev.tabula.marrakech.MarrakechMove> random =
        Agent.uniformRandom();
    MarrakechGame three = MarrakechGame.builder().players(3).build();
    checkAgainstPlayouts(SelfPlay.of(three, List.of(random, random, random)).seed(2), 3);
  }

  private static <S, M> void checkAgainstPlayouts(SelfPlay<S, M> sp, int games) {
    Map<Long, GameRecord<S, M>> records = Collections.synchronizedMap(new TreeMap<>());
    Map<Long, Integer> counts = Collections.synchronizedMap(new TreeMap<>());
    Samples s =
        sp.play(
            0,
            games,
            2,
            (k, r, n) -> {
              records.put(k, r);
              counts.put(k, n);
            });
    Game<S, M> game = sp.game();
    int row = 0;
    long[] gameOf = s.game();
    int[] plies = s.ply();
    float[] returns = s.returns();
    float[] policy = s.policy();
    boolean[] mask = s.legalMask();
    float[] obs = s.observations();
    int a = game.numDistinctActions();
    Observations<S> observations = Observations.of(game).orElseThrow();
    int size = observations.observationSize();
    for (long k = 0; k < games; k++) {
      GameRecord<S, M> record = records.get(k);
      String seed = "seed " + sp.seed() + " game " + k + ": " + record.format(game);
      GameRecord<S, M> expected = playoutsRecord(sp, k);
      assertEquals(expected.moves(), record.moves(), seed);
      assertEquals(expected.result(), record.result(), seed);
      // Every decision state gave one row, in order, with the mover's view and return.
      S state = game.start();
      double[] result =
          record.result().equals("*") ? new double[game.numPlayers()] : finalReturns(game, record);
      int rowsOfGame = 0;
      float[] tensor = new float[size];
      for (int ply = 0; ply < record.moves().size(); ply++) {
        int who = game.currentPlayer(state);
        M move = record.moves().get(ply);
        if (who >= 0) {
          assertEquals(k, gameOf[row], seed);
          assertEquals(ply, plies[row], seed);
          assertEquals((float) result[who], returns[row], seed);
          observations.observationTensor(state, who, tensor, 0);
          assertArrayEquals(
              tensor, java.util.Arrays.copyOfRange(obs, row * size, row * size + size), seed);
          int played = game.actionId(state, move);
          float sum = 0;
          float best = -1;
          for (int i = 0; i < a; i++) {
            float p = policy[row * a + i];
            assertTrue(p >= 0 && (p == 0 || mask[row * a + i]), seed + " ply " + ply);
            sum += p;
            best = Math.max(best, p);
          }
          assertEquals(1, sum, 1e-5, seed + " ply " + ply);
          // MCTS plays its most visited move; the random bot gets a one-hot policy.
          assertEquals(best, policy[row * a + played], seed + " ply " + ply);
          row++;
          rowsOfGame++;
        }
        state = game.apply(state, move);
      }
      assertEquals(rowsOfGame, counts.get(k), seed);
    }
    assertEquals(s.size(), row);
  }

  private static <S, M> double[] finalReturns(Game<S, M> game, GameRecord<S, M> record) {
    S s = game.start();
    for (M m : record.moves()) {
      s = game.apply(s, m);
    }
    return game.result(s).returns();
  }

  private static <S, M> GameRecord<S, M> playoutsRecord(SelfPlay<S, M> sp, long k) {
    // The agents of the generator are not reachable; the test generators use one kind per seat,
    // rebuilt here the same way.
    Game<S, M> game = sp.game();
    Agent<S, M> agent =
        game instanceof ToguzGame
            ? Mcts.builder().iterations(15).maxPlayoutPlies(10_000).build()
            : Agent.uniformRandom();
    return Playouts.play(
        game,
        game.start(),
        Collections.nCopies(game.numPlayers(), agent),
        new SplittableRandom(SelfPlay.gameSeed(sp.seed(), k)),
        sp.maxPlies());
  }

  @Test
  void play_emptyRange_givesNoRowsWithTheShapes() {
    Samples s = mcts(ToguzGame.standard(), 5).play(4, 4);
    assertEquals(0, s.size());
    assertArrayEquals(new int[] {4, 2, 9}, s.observationShape());
    assertEquals(9, s.numDistinctActions());
  }

  @Test
  void badArguments_throwIllegalArgument() {
    ToguzGame toguz = ToguzGame.standard();
    Agent<dev.tabula.toguz.ToguzState, dev.tabula.toguz.ToguzMove> r = Agent.uniformRandom();
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> SelfPlay.of(toguz, List.of(r)));
    assertEquals("toguz needs 2 agents, got 1", e.getMessage());
    SelfPlay<?, ?> sp = SelfPlay.of(toguz, List.of(r, r));
    assertThrows(IllegalArgumentException.class, () -> sp.play(3, 2));
    assertThrows(IllegalArgumentException.class, () -> sp.play(-1, 2));
    assertThrows(IllegalArgumentException.class, () -> sp.play(0, 2, 0, (k, x, n) -> {}));
    assertThrows(IllegalArgumentException.class, () -> sp.maxPlies(0));
    assertThrows(
        IllegalArgumentException.class,
        () ->
            Samples.concat(List.of(sp.play(0, 0), mcts(StackSnakeGame.standard(), 2).play(0, 0))));
    assertThrows(IllegalArgumentException.class, () -> Samples.concat(List.of()));
  }

  @Test
  @SuppressWarnings("unchecked")
  void of_gameWithoutObservations_throwsIllegalArgument() {
    ToguzGame toguz = ToguzGame.standard();
    // Toguz as it would be without observations: observationShape throws, as Game's default does.
    Game<dev.tabula.toguz.ToguzState, dev.tabula.toguz.ToguzMove> plain =
        (Game<dev.tabula.toguz.ToguzState, dev.tabula.toguz.ToguzMove>)
            Proxy.newProxyInstance(
                Game.class.getClassLoader(),
                new Class<?>[] {Game.class},
                (proxy, method, args) -> {
                  if (method.getName().equals("observationShape")) {
                    throw new UnsupportedOperationException("toguz has no observation tensor");
                  }
                  try {
                    return method.invoke(toguz, args);
                  } catch (InvocationTargetException e) {
                    throw e.getCause();
                  }
                });
    Agent<dev.tabula.toguz.ToguzState, dev.tabula.toguz.ToguzMove> r = Agent.uniformRandom();
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> SelfPlay.of(plain, List.of(r, r)));
    assertEquals("toguz has no observation tensor, so no self-play samples", e.getMessage());
  }

  @Test
  void play_searchesWithoutTheOpeningBook() throws IOException {
    ToguzGame game = ToguzGame.standard();
    SearchAgent<ToguzState, ToguzMove> mcts =
        Mcts.<ToguzState, ToguzMove>builder().iterations(20).build();
    OpeningBook<ToguzState, ToguzMove> book = game.openingBook().orElseThrow();
    SearchAgent<ToguzState, ToguzMove> booked = mcts.withBook(book);
    byte[] plain =
        npz(SelfPlay.of(game, List.of(mcts, mcts)).seed(4).maxPlies(30).play(0, 2), false);
    assertArrayEquals(
        plain,
        npz(SelfPlay.of(game, List.of(booked, booked)).seed(4).maxPlies(30).play(0, 2), false));
    // with the book, the first rows' policies would be 1 at the book's move, not MCTS's visits
  }

  @Test
  void temperaturePlies_drawsVisitedMoves_sameSeedSameBytes() throws IOException {
    ToguzGame game = ToguzGame.standard();
    SelfPlay<?, ?> plain = mcts(game, 12).seed(9).maxPlies(40);
    SelfPlay<?, ?> hot = plain.temperaturePlies(8);
    assertEquals(0, plain.temperaturePlies());
    assertEquals(8, hot.temperaturePlies());
    assertArrayEquals(npz(hot.play(0, 4), false), npz(hot.play(0, 4, 2, (k, r, n) -> {}), false));
    Samples a = plain.play(0, 6);
    Samples b = hot.play(0, 6);
    assertNotEquals(a, b, "exploration plays other moves");
    // The first decision of game 0 is searched alike: the same policy target.
    int actions = game.numDistinctActions();
    assertArrayEquals(
        java.util.Arrays.copyOf(a.policy(), actions), java.util.Arrays.copyOf(b.policy(), actions));
    // Every move played within the first plies had visits: its policy is > 0.
    Map<Long, GameRecord<dev.tabula.toguz.ToguzState, dev.tabula.toguz.ToguzMove>> records =
        new TreeMap<>();
    SelfPlay<dev.tabula.toguz.ToguzState, dev.tabula.toguz.ToguzMove> typed =
        mcts(game, 12).seed(9).maxPlies(40).temperaturePlies(8);
    Samples c = typed.play(0, 6, 1, (k, r, n) -> records.put(k, r));
    assertEquals(b, c);
    for (int row = 0; row < c.size(); row++) {
      int ply = c.ply()[row];
      if (ply >= 8) {
        continue;
      }
      var record = records.get(c.game()[row]);
      var state = game.start();
      for (int p = 0; p < ply; p++) {
        state = game.apply(state, record.moves().get(p));
      }
      int id = game.actionId(state, record.moves().get(ply));
      assertTrue(c.policy()[row * actions + id] > 0, "row " + row + " played an unvisited move");
    }
    assertThrows(IllegalArgumentException.class, () -> plain.temperaturePlies(-1));
  }

  @Test
  void randomPlies_openEveryGameAtRandom_withoutSamples() throws IOException {
    ToguzGame game = ToguzGame.standard();
    Agent<dev.tabula.toguz.ToguzState, dev.tabula.toguz.ToguzMove> ab =
        dev.tabula.search.AlphaBeta
            .<dev.tabula.toguz.ToguzState, dev.tabula.toguz.ToguzMove>builder()
            .depth(2)
            .build();
    SelfPlay<dev.tabula.toguz.ToguzState, dev.tabula.toguz.ToguzMove> plain =
        SelfPlay.of(game, List.of(ab, ab)).seed(11).maxPlies(60);
    SelfPlay<dev.tabula.toguz.ToguzState, dev.tabula.toguz.ToguzMove> opened = plain.randomPlies(5);
    assertEquals(0, plain.randomPlies());
    assertEquals(5, opened.randomPlies());
    // deterministic bots from the start play one game over and over
    Samples same = plain.play(0, 3);
    int perGame = same.size() / 3;
    assertArrayEquals(
        java.util.Arrays.copyOfRange(same.observations(), 0, perGame * 72),
        java.util.Arrays.copyOfRange(same.observations(), perGame * 72, 2 * perGame * 72));
    // opened at random, the games differ; no sample before ply 5, one for each ply after it
    Map<Long, GameRecord<dev.tabula.toguz.ToguzState, dev.tabula.toguz.ToguzMove>> records =
        new TreeMap<>();
    Samples s = opened.play(0, 3, 1, (k, r, n) -> records.put(k, r));
    java.util.Set<List<?>> openings = new java.util.HashSet<>();
    for (var e : records.entrySet()) {
      openings.add(e.getValue().moves().subList(0, 5));
    }
    assertEquals(3, openings.size(), "three games, three openings: " + openings);
    int rows = 0;
    for (int row = 0; row < s.size(); row++) {
      assertTrue(s.ply()[row] >= 5, "a sample at ply " + s.ply()[row]);
      rows++;
    }
    int decisions = 0;
    for (var r : records.values()) {
      decisions += r.moves().size() - 5;
    }
    assertEquals(decisions, rows);
    assertArrayEquals(npz(s, false), npz(opened.play(0, 3, 2, (k, r, n) -> {}), false));
    assertThrows(IllegalArgumentException.class, () -> plain.randomPlies(-1));
  }

  @Test
  void manifest_listsTheFiles() {
    SelfPlay<?, ?> sp = mcts(ToguzGame.standard(), 4).seed(2).maxPlies(10);
    String json =
        SelfPlayManifest.json(
            sp,
            List.of("mcts:4", "mcts:4"),
            0,
            3,
            2,
            false,
            List.of(
                new SelfPlayManifest.Entry(SelfPlayManifest.fileName(0), 0, 2, 17),
                new SelfPlayManifest.Entry(SelfPlayManifest.fileName(1), 2, 1, 8)));
    assertTrue(json.contains("\"samples\": 25,"), json);
    assertTrue(json.contains("\"max_plies\": 10,"), json);
    assertTrue(!json.contains("first_game\": 0,\n") && !json.contains("temperature"), json);
    assertTrue(
        json.endsWith(
            "    {\"name\": \"selfplay-00001.npz\", \"first_game\": 2, \"games\": 1,"
                + " \"samples\": 8}\n  ]\n}\n"),
        json);
    assertEquals("selfplay-00012.npz", SelfPlayManifest.fileName(12));
    assertThrows(IllegalArgumentException.class, () -> SelfPlayManifest.fileName(-1));
    assertThrows(IllegalArgumentException.class, () -> new SelfPlayManifest.Entry("x", 0, 0, 0));
  }

  @Test
  void requireNoRun_refusesADirectoryWithARunsFile() {
    SelfPlayManifest.requireNoRun("d", List.of());
    SelfPlayManifest.requireNoRun("d", List.of("notes.txt", "selfplay.npz", "old-selfplay-1.npz"));
    assertTrue(SelfPlayManifest.isRunFile("selfplay-00003.npz"));
    assertTrue(SelfPlayManifest.isRunFile(SelfPlayManifest.NAME));
    assertTrue(!SelfPlayManifest.isRunFile("selfplay-00003.npy"));
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                SelfPlayManifest.requireNoRun(
                    "runs/a", List.of("z.txt", "selfplay-00003.npz", "selfplay-00002.npz")));
    assertEquals(
        "--out 'runs/a' already holds self-play data (selfplay-00002.npz); choose another"
            + " directory or remove it",
        e.getMessage());
  }
}
