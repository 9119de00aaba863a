package dev.tabula.match;

/** The referee of a match between bots. (Stub.) */
public final class Match {
  private Match() {}
}
