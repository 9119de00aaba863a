package dev.tabula.core.spi;

/** The check every {@code legalActions} makes of the caller's buffer before writing ids into it. */
public final class ActionBuffers {
  private ActionBuffers() {}

  /**
   * Refuses a buffer too short for a game's {@code legalActions}, which may write up to {@code
   * needed} entries whatever the number of legal moves.
   *
   * @param buffer the caller's buffer
   * @param needed the entries it must hold: the game's {@code maxLegalActions()}
   * @throws IllegalArgumentException if the buffer holds fewer, saying both lengths
   */
  public static void checkRoom(int[] buffer, int needed) {
    if (buffer.length < needed) {
      throw new IllegalArgumentException(
          "the buffer needs at least " + needed + " entries, has " + buffer.length);
    }
  }
}
