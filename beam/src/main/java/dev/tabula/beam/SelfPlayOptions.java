package dev.tabula.beam;

import org.apache.beam.sdk.options.Default;
import org.apache.beam.sdk.options.Description;

/** The options of the self-play pipeline ({@link SelfPlayPipeline}); {@code --out} is required. */
public interface SelfPlayOptions extends TabulaOptions {

  /**
   * Returns the plies from the start of each game with exploration (MCTS plays a move drawn in
   * proportion to its root visits).
   *
   * @return the plies, 0 for none
   */
  @Description("Explore over the first N plies of each game (as 'tabula selfplay'); 0: none.")
  @Default.Integer(0)
  int getTemperaturePlies();

  /**
   * Sets the plies with exploration.
   *
   * @param plies the plies, {@code >= 0}
   */
  void setTemperaturePlies(int plies);

  /**
   * Returns the plies from the start of each game played at random, which give no samples (random
   * openings).
   *
   * @return the plies, 0 for none
   */
  @Description("Open each game with N random plies, which give no samples (as 'tabula selfplay').")
  @Default.Integer(0)
  int getRandomPlies();

  /**
   * Sets the random opening plies.
   *
   * @param plies the plies, {@code >= 0}
   */
  void setRandomPlies(int plies);

  /**
   * Returns whether the arrays are deflated.
   *
   * @return whether to compress
   */
  @Description("Deflate the arrays (as numpy.savez_compressed).")
  @Default.Boolean(false)
  boolean getCompress();

  /**
   * Sets whether the arrays are deflated.
   *
   * @param compress whether to compress
   */
  void setCompress(boolean compress);
}
