package dev.tabula.beam;

import org.apache.beam.sdk.options.Default;
import org.apache.beam.sdk.options.Description;
import org.apache.beam.sdk.options.Validation;
import org.jspecify.annotations.Nullable;

/** The options of the match pipeline ({@link MatchPipeline}). */
public interface MatchOptions extends TabulaOptions {

  /**
   * Returns the bots, one per seat in the first game of each opening (a shorter list is filled up
   * with its last).
   *
   * @return the bots, or null when not set
   */
  @Description(
      "One bot per seat: random, mc[:N], mcts[:N], alphabeta, expectimax, as in 'tabula match'"
          + " (built-in bots only).")
  @Validation.Required
  @Nullable String getBots();

  /**
   * Sets the bots.
   *
   * @param bots the bots, comma-separated
   */
  void setBots(@Nullable String bots);

  /**
   * Returns the random plies that make each opening, 0 to start every game at the start.
   *
   * @return the plies
   */
  @Description("Start each opening with N random plies from the start (seeded); 0: the start.")
  @Default.Integer(0)
  int getRandomOpenings();

  /**
   * Sets the random plies of each opening.
   *
   * @param plies the plies, {@code >= 0}
   */
  void setRandomOpenings(int plies);

  /**
   * Returns whether each shard writes its games' records to {@code --out}.
   *
   * @return whether to write records
   */
  @Description("Write the games' records, one file per shard (records-00000.txt, ...), to --out.")
  @Default.Boolean(false)
  boolean getRecords();

  /**
   * Sets whether records are written.
   *
   * @param records whether to write records
   */
  void setRecords(boolean records);
}
