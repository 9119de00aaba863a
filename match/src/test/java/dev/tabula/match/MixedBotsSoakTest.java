package dev.tabula.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.Agent;
import dev.tabula.core.Game;
import dev.tabula.core.GameRecord;
import dev.tabula.marrakech.MarrakechGame;
import dev.tabula.marrakech.MarrakechMove;
import dev.tabula.marrakech.MarrakechState;
import dev.tabula.search.FlatMonteCarlo;
import dev.tabula.search.Mcts;
import dev.tabula.stacksnake.StackSnakeGame;
import dev.tabula.toguz.ToguzGame;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Games between mixed in-process bots (uniformly random, flat Monte Carlo with 2 playouts per move,
 * MCTS with 32 iterations) through the referee, on every core: a dozen per game in the normal
 * build, 100,000 per game with {@code -Psoak} (or as many as {@code -Dtabula.soak.botGames=N}
 * says). Every match finishes, no bot forfeits, every game's record reads back equal and its result
 * agrees with the rules. Prints games, plies and time per game. See docs/reliability.md.
 */
class MixedBotsSoakTest {
  private static final String GAMES_PROPERTY = "tabula.soak.botGames";
  private static final int MAX_PLIES = 10_000;

  private static long games() {
    String p = System.getProperty(GAMES_PROPERTY);
    return p == null || p.isBlank() ? 12 : Long.parseLong(p.strip().replace("_", ""));
  }

  private static <S, M> List<Bot<S, M>> bots() {
    return List.of(
        Bot.of("random", Agent.uniformRandom()),
        Bot.of("mc", FlatMonteCarlo.builder().iterations(2).maxPlayoutPlies(MAX_PLIES).build()),
        Bot.of("mcts", Mcts.builder().iterations(32).maxPlayoutPlies(MAX_PLIES).build()));
  }

  @Test
  void soak_toguz() {
    soakPairs(ToguzGame.standard(), 1);
  }

  @Test
  void soak_stackSnake() {
    soakPairs(StackSnakeGame.standard(), 2);
  }

  @ParameterizedTest(name = "{0} players")
  @ValueSource(ints = {2, 3, 4})
  void soak_marrakech(int players) {
    MarrakechGame game = MarrakechGame.builder().players(players).build();
    if (players == 2) {
      soakPairs(game, 3);
    } else {
      soak(
          game,
          MixedBotsSoakTest.<MarrakechState, MarrakechMove>seats(players),
          games(),
          3L + players);
    }
  }

  /** The three bots in turn at the seats of a game of more than two players. */
  private static <S, M> List<Bot<S, M>> seats(int players) {
    List<Bot<S, M>> all = bots();
    List<Bot<S, M>> seats = new ArrayList<>();
    for (int s = 0; s < players; s++) {
      seats.add(all.get(s % all.size()));
    }
    return seats;
  }

  /** A two-player game: the three pairings, a third of the games each. */
  private static <S, M> void soakPairs(Game<S, M> game, long seed) {
    List<Bot<S, M>> all = bots();
    long each = Math.max(2, games() / 3);
    for (int i = 0; i < 3; i++) {
      soak(game, List.of(all.get(i), all.get((i + 1) % 3)), each, seed * 10 + i);
    }
  }

  private static <S, M> void soak(Game<S, M> game, List<Bot<S, M>> seats, long games, long seed) {
    AtomicLong plies = new AtomicLong();
    AtomicLong counted = new AtomicLong();
    long begin = System.nanoTime();
    MatchResult r =
        Match.of(game)
            .bots(seats)
            .games(games)
            .seed(seed)
            .run(
                (g, soFar) -> {
                  GameRecord<S, M> record = g.record();
                  String text = record.format(game);
                  assertEquals(
                      List.of(record),
                      GameRecord.parseAll(game, text),
                      () ->
                          "seed " + seed + ", game " + g.index() + ": record round trip\n" + text);
                  assertEquals(-1, g.forfeitedBy(), () -> "a forfeit: " + g.termination());
                  assertNull(g.termination(), () -> "seed " + seed + ": " + g.termination());
                  assertTrue(
                      record.resultProblem(game).isEmpty(),
                      () -> "seed " + seed + ": " + record.resultProblem(game) + "\n" + text);
                  plies.addAndGet(record.moves().size());
                  counted.incrementAndGet();
                });
    double seconds = (System.nanoTime() - begin) / 1e9;
    assertEquals(MatchResult.Status.FINISHED, r.status());
    assertEquals(r.games(), counted.get());
    List<String> names = new ArrayList<>();
    seats.forEach(b -> names.add(b.name()));
    System.out.println(
        String.format(
            Locale.ROOT,
            "soak %s%s, bots %s: %,d games, %,d plies, %.1f s, %.2f ms per game (wall clock)",
            game.name(),
            game.options().isEmpty() ? "" : " (" + GameRecord.formatOptions(game.options()) + ")",
            String.join(",", names),
            counted.get(),
            plies.get(),
            seconds,
            seconds * 1e3 / Math.max(1, counted.get())));
  }
}
