package dev.tabula.beam;

import org.apache.beam.sdk.options.Default;
import org.apache.beam.sdk.options.Description;

/** The options of the match pipeline ({@link MatchPipeline}). */
public interface MatchOptions extends TabulaOptions {

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
