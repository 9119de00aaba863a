package dev.tabula.marrakech;

import dev.tabula.core.Playouts;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.BiConsumer;

/** Test helpers: games, positions from pictures, random moves. */
final class Boards {
  private Boards() {}

  /**
   * Builds the board part of the notation from 7 rows of 7 characters each ('.' or a colour
   * letter), giving every rug square its own id from {@code firstId} on (each square is a rug whose
   * other half has been covered).
   */
  static String board(int firstId, String... rows) {
    if (rows.length != 7) {
      throw new IllegalArgumentException("7 rows");
    }
    StringBuilder sb = new StringBuilder();
    int id = firstId;
    for (int y = 0; y < 7; y++) {
      if (y > 0) {
        sb.append('/');
      }
      if (rows[y].length() != 7) {
        throw new IllegalArgumentException("row " + y + " must have 7 squares");
      }
      for (int x = 0; x < 7; x++) {
        char c = rows[y].charAt(x);
        if (c == '.') {
          sb.append('.');
        } else {
          sb.append(c).append(id++);
        }
      }
    }
    return sb.toString();
  }

  /** The game for the number of players, seat 0 beginning, Assam facing north. */
  static MarrakechGame game(int players) {
    return MarrakechGame.builder().players(players).build();
  }

  /**
   * A random move: a chance outcome by its probability ({@link Playouts#sampleChance}), a decision
   * uniformly ({@code random.nextInt}).
   */
  static MarrakechMove randomMove(MarrakechGame g, MarrakechState s, SplittableRandom random) {
    return g.isChance(s)
        ? Playouts.sampleChance(g.chanceOutcomes(s), random)
        : g.legalMoves(s).get(random.nextInt(g.legalMoves(s).size()));
  }

  static String board(String... rows) {
    return board(1, rows);
  }

  /**
   * Plays {@code games} random games ({@link #randomMove}) with 2, 3 and 4 players, game {@code g}
   * with {@code players} players seeded {@code seed + players + g}, and gives {@code check} every
   * state with where it stands: the players, the seed and the moves that led to it.
   */
  static void everyStateOfRandomGames(
      long seed, int games, BiConsumer<MarrakechState, String> check) {
    for (int players = 2; players <= 4; players++) {
      MarrakechGame game = game(players);
      long first = seed + players;
      for (int g = 0; g < games; g++) {
        SplittableRandom random = new SplittableRandom(first + g);
        MarrakechState s = game.start();
        List<String> moves = new ArrayList<>();
        while (true) {
          check.accept(
              s, players + " players, seed " + (first + g) + ", moves " + moves + ": " + s);
          if (s.isOver()) {
            break;
          }
          MarrakechMove m = randomMove(game, s, random);
          moves.add(game.formatMove(s, m));
          s = game.apply(s, m);
        }
      }
    }
  }
}
