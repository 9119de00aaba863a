package com.example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.search.FlatMonteCarlo;
import dev.tabula.core.Describable;
import dev.tabula.core.Game;
import dev.tabula.core.GameRecord;
import dev.tabula.core.GameResult;
import dev.tabula.core.Perft;
import dev.tabula.core.Playouts;
import dev.tabula.marrakech.MarrakechGame;
import dev.tabula.stacksnake.StackSnakeGame;
import dev.tabula.toguz.ToguzGame;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/** The README's API example, as it is printed there (between the markers), run for every game. */
class ReadmeExampleTest {

  // README-BEGIN
  static <S, M> GameResult tour(Game<S, M> game, RandomGenerator random) {
    S s = game.start();                                  // an immutable value
    while (!game.isTerminal(s)) {
      if (game.isChance(s)) {                            // dice, draws: exact probabilities
        s = game.apply(s, Playouts.sampleChance(game.chanceOutcomes(s), random));
      } else {
        M m = game.legalMoves(s).get(0);                 // ascending action id
        String text = game.formatMove(s, m);             // the game's move notation
        s = game.apply(s, game.parseMove(s, text));      // pure; illegal moves throw
      }
    }
    System.out.println(Describable.render(game, s, false)); // the board, for people
    String position = game.formatState(s);               // game.parseState reads it back
    long paths = Perft.count(game, game.start(), 3);     // move paths of depth 3
    return game.result(s);                               // returns +1/0/-1, scores, ranks
  }

  static void allThree() {
    RandomGenerator random = new SplittableRandom(1);    // one seeded generator for every draw
    tour(ToguzGame.standard(), random);
    tour(MarrakechGame.builder().players(2).build(), random);
    tour(StackSnakeGame.standard(), random);

    // bots: agents play seeded games; a record replays anywhere, setup included
    Game<?, ?> game = MarrakechGame.builder().players(3).build();
    System.out.println(record(game, random));
  }

  static <S, M> String record(Game<S, M> game, RandomGenerator random) {
    GameRecord<S, M> played = Playouts.play(game,
        Collections.nCopies(game.numPlayers(), FlatMonteCarlo.builder().iterations(1000).build()),
        random);                                         // chance and the bots draw from it
    return played.format(game);                          // GameRecord.parseAll(game, text)
  }
  // README-END

  @Test
  void readmeExample_runsForEveryGame() {
    allThree();
    for (Game<?, ?> g : List.of(ToguzGame.standard(), MarrakechGame.builder().players(2).build(),
        StackSnakeGame.standard())) {
      GameResult r = tour(g, new SplittableRandom(3));
      assertEquals(g.numPlayers(), r.numPlayers());
    }
  }

  @Test
  void readmeExample_recordReplaysWithItsSetup() {
    MarrakechGame game = MarrakechGame.builder().players(3).build();
    String text = record(game, new SplittableRandom(7));
    assertTrue(text.contains("[Options \"players=3,"), text);
    assertEquals(1, GameRecord.parseAll(game, text).size());
  }
}
