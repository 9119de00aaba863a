package dev.tabula.beam;

import java.util.List;
import org.apache.beam.sdk.options.Default;
import org.apache.beam.sdk.options.Description;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.options.Validation;
import org.jspecify.annotations.Nullable;

/**
 * The options both pipelines share: the game and its setup, the seed, the games and how they are
 * split into shards. Set them on the command line ({@code --game=toguz --seed=1 ...}) through
 * Beam's {@link org.apache.beam.sdk.options.PipelineOptionsFactory}, next to the runner's own
 * options. The pipelines check them when they are built and throw {@link IllegalArgumentException}
 * saying which is wrong.
 */
public interface TabulaOptions extends PipelineOptions {

  /**
   * Returns the game's name, as {@code tabula games} lists it.
   *
   * @return the name, or null when not set
   */
  @Description("The game, as 'tabula games' lists it, e.g. toguz, marrakech, stack-snake.")
  @Validation.Required
  @Nullable String getGame();

  /**
   * Sets the game's name.
   *
   * @param game the name
   */
  void setGame(@Nullable String game);

  /**
   * Returns the game's setup options, {@code KEY=VALUE} each.
   *
   * @return the options, or null for none
   */
  @Description(
      "Setup options of the game, KEY=VALUE, comma-separated or the flag repeated, e.g."
          + " --setup=players=3 (as 'tabula ... -o KEY=VALUE').")
  @Nullable List<String> getSetup();

  /**
   * Sets the game's setup options.
   *
   * @param setup the options, {@code KEY=VALUE} each
   */
  void setSetup(@Nullable List<String> setup);

  /**
   * Returns the bots, one per seat in seat order (in a match, the seats of the first game of each
   * opening); a shorter list is filled up with its last.
   *
   * @return the bots, or null when not set: {@code mcts} for self-play; a match requires them
   */
  @Description(
      "The bots, one per seat in seat order (a shorter list is filled up with its last),"
          + " built-in ones as in 'tabula play': random, mc[:N], mcts[:N], alphabeta,"
          + " expectimax. Self-play: default mcts. A match: required.")
  @Nullable String getBots();

  /**
   * Sets the bots.
   *
   * @param bots the bots, comma-separated
   */
  void setBots(@Nullable String bots);

  /**
   * Returns the seed every game's randomness derives from.
   *
   * @return the seed, or null when not set
   */
  @Description("Seed of the games: chance outcomes, openings and the bots.")
  @Validation.Required
  @Nullable Long getSeed();

  /**
   * Sets the seed.
   *
   * @param seed the seed
   */
  void setSeed(@Nullable Long seed);

  /**
   * Returns the number of games.
   *
   * @return the games, or null when not set
   */
  @Description("Games to play, >= 1.")
  @Validation.Required
  @Nullable Long getGames();

  /**
   * Sets the number of games.
   *
   * @param games the games
   */
  void setGames(@Nullable Long games);

  /**
   * Returns the games per shard: the unit of work a worker plays at once.
   *
   * @return the games per shard
   */
  @Description(
      "Games per shard, the unit of work of one worker (for self-play also one .npz file). The"
          + " output does not depend on it for a match; for self-play it is the games per file.")
  @Default.Integer(100)
  int getGamesPerShard();

  /**
   * Sets the games per shard.
   *
   * @param games the games per shard, {@code >= 1}
   */
  void setGamesPerShard(int games);

  /**
   * Returns the cap on plies per game, 0 for the game's own bound.
   *
   * @return the cap
   */
  @Description("Stop a game after N plies (chance outcomes count); 0: the game's bound.")
  @Default.Integer(0)
  int getMaxPlies();

  /**
   * Sets the cap on plies per game.
   *
   * @param plies the cap, {@code >= 0}
   */
  void setMaxPlies(int plies);

  /**
   * Returns the output directory, any path a Beam file system reads ({@code /data/run1}, {@code
   * gs://bucket/run1}, ...).
   *
   * @return the directory, or null when not set
   */
  @Description("The output directory: a local path or any Beam file system's (gs://, s3://, ...).")
  @Nullable String getOut();

  /**
   * Sets the output directory.
   *
   * @param out the directory
   */
  void setOut(@Nullable String out);
}
