package dev.tabula.benchmarks;

import dev.tabula.core.Game;
import dev.tabula.core.GameProvider;
import dev.tabula.core.Playouts;
import dev.tabula.match.BotSpecs;
import dev.tabula.search.SearchAgent;
import dev.tabula.search.SearchResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * The nodes a search visits at a fixed budget, for settings that change only a search's speed (an
 * aspiration window, the move ordering): the same positions searched by each bot in turn, the mean
 * nodes (MCTS: iterations) per decision, and a digest of the moves and values found, which is the
 * same for two settings that agree on every position. Counts, not timings: they do not depend on
 * the machine or its load.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar dev.tabula.benchmarks.FixedDepthNodes \
 *     GAME BOT[,BOT...] [POSITIONS]
 * </pre>
 *
 * BOT is a built-in bot with a budget that is not a time ({@link BotSpecs}, e.g. {@code
 * alphabeta:depth=10:aspiration=0}); POSITIONS (default 100, at most 10,000) are the first decision
 * nodes after {@code 6 + i % 40} seeded random plies, {@code i = 0 .. POSITIONS - 1}, from the
 * game's start with its default setup.
 */
public final class FixedDepthNodes {
  private FixedDepthNodes() {}

  /**
   * Searches the positions with each bot and prints one line per bot.
   *
   * @param args {@code GAME BOTS [POSITIONS]}
   */
  public static void main(String[] args) {
    if (args.length < 2 || args.length > 3) {
      throw new IllegalArgumentException("usage: FixedDepthNodes GAME BOT[,BOT...] [POSITIONS]");
    }
    int count = args.length > 2 ? Integer.parseInt(args[2]) : 100;
    if (count < 1 || count > 10_000) {
      throw new IllegalArgumentException("POSITIONS is 1..10000, got " + count);
    }
    Game<?, ?> game = GameProvider.find(args[0]).create(Map.of());
    for (String bot : args[1].split(",", -1)) {
      System.out.println(line(game, bot, count));
    }
  }

  /**
   * One bot's line: {@code GAME BOT: N positions, X nodes per decision, results DIGEST}.
   *
   * @param game the game
   * @param bot the bot
   * @param count the positions
   * @return the line
   */
  static String line(Game<?, ?> game, String bot, int count) {
    long[] nodesAndDigest = measure(game, bot, count);
    return String.format(
        "%s %s: %d positions, %.1f nodes per decision, results %016x",
        game.name(), bot, count, (double) nodesAndDigest[0] / count, nodesAndDigest[1]);
  }

  /** The nodes summed over the positions, and the digest of the moves and values. */
  static <S, M> long[] measure(Game<S, M> game, String bot, int count) {
    BotSpecs.Named<S, M> named = BotSpecs.bot(game, bot);
    if (!(named.agent() instanceof SearchAgent<S, M> agent)
        || agent.defaultBudget().time() != null) {
      throw new IllegalArgumentException(
          "bot '" + bot + "': needs a search bot with a budget that is not a time");
    }
    long nodes = 0;
    long digest = 17;
    SearchAgent<S, M> search = agent.withoutBook(); // the search's nodes, never a book move
    for (S s : positions(game, count)) {
      SearchResult<M> r =
          search.search(game, s, search.defaultBudget(), new SplittableRandom(nodes));
      nodes += r.iterations();
      digest = digest * 31 + game.formatMove(s, r.move()).hashCode();
      digest = digest * 31 + Double.hashCode(r.value());
    }
    return new long[] {nodes, digest};
  }

  /**
   * The positions: a decision node after {@code 6 + i % 40} random plies, the first seed from i.
   */
  static <S, M> List<S> positions(Game<S, M> game, int count) {
    Playouts.Uniform<S, M> loop = new Playouts.Uniform<>(game);
    List<S> positions = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      for (long seed = i; ; seed += count) {
        SplittableRandom random = new SplittableRandom(seed);
        S s = loop.play(game.start(), random, 6 + i % 40);
        while (game.isChance(s)) {
          s = loop.play(s, random, 1);
        }
        if (!game.isTerminal(s)) {
          positions.add(s);
          break;
        }
      }
    }
    return positions;
  }
}
